//! Positions shared by the Elevation Corp card tests (cards_elev_hb.rs, cards_elev_jinteki.rs,
//! cards_elev_nbn.rs, cards_elev_weyland.rs): a Corp identity against The Catalyst.
#![allow(dead_code)]

use crate::common::*;
use nr_engine::{Action, ActionKind, GameState};

pub const CATALYST: &str = "The Catalyst: Convention Breaker";

/// A position of the Corp identity `identity` (a JSON title or object) against The Catalyst;
/// `active` is "corp" (turn 3) or "runner" (turn 2).
pub fn with_identity(identity: &str, corp: &str, runner: &str, active: &str) -> GameState {
    let turn = if active == "corp" { 3 } else { 2 };
    game(&format!(
        r#"{{"corp": {{"identity": {identity}, {corp}}},
            "runner": {{"identity": "{CATALYST}", {runner}}}, "active": "{active}", "turn": {turn}}}"#
    ))
}

/// A Corp turn (NBN: Making News, whose trace credits change nothing here): `corp` and `runner` as JSON object bodies.
pub fn corp_turn(corp: &str, runner: &str) -> GameState {
    with_identity(r#""NBN: Making News""#, corp, runner, "corp")
}

/// Advances `agenda` once more and scores it in the window after the action; when another
/// "when scored" ability waits too, `first` resolves first.
pub fn advance_and_score(g: &mut GameState, agenda: u8, first: u8) {
    act(g, Action::new(ActionKind::Advance).card(agenda));
    let sc = Action::new(ActionKind::Score).card(agenda);
    for _ in 0..8 {
        if g.legal_actions().contains(&sc) {
            break;
        }
        pass(g);
    }
    act(g, sc);
    if g.decision_name() == "order_triggers" {
        let a = legal_on(g, ActionKind::Order, first)[0];
        act(g, a);
    }
}

/// A Corp turn on its last click, `score` (JSON cards) in its score area: the click is taken
/// and play goes on to the first decision after the action phase that is not a window.
pub fn to_discard_end(corp: &str) -> GameState {
    let rd = if corp.contains(r#""rd""#) {
        ""
    } else {
        r#""rd": ["Hedge Fund", "Hedge Fund"], "#
    };
    let mut g = corp_turn(
        &format!(r#""credits": 5, "clicks": 1, {rd}{corp}"#),
        r#""credits": 5"#,
    );
    only(&mut g, ActionKind::ClickCredit);
    pass_windows(&mut g);
    g
}

/// Passes until the Runner encounters `ice`.
pub fn until_encounter(g: &mut GameState, ice: u8) {
    for _ in 0..40 {
        if g.run.is_some_and(|r| r.encounter == ice) {
            return;
        }
        pass(g);
    }
    panic!("never encountered {ice}; at {}", g.decision_name());
}

/// A Runner turn (NBN: Making News against The Catalyst), `grip` 5 Sure Gambles unless given.
pub fn runner_turn(corp: &str, runner: &str) -> GameState {
    with_identity(r#""NBN: Making News""#, corp, runner, "runner")
}
