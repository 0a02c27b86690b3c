//! Helpers shared by the System Gateway Jinteki scenario tests (cards_sg_jinteki.rs,
//! cards_sg_jinteki_runs.rs).

#![allow(dead_code)]

use crate::common::*;
use nr_engine::{Action, ActionKind, GameState, Side};

pub const NOISE: &str = "Noise: Hacker Extraordinaire";
pub const RH: &str = "Jinteki: Restoring Humanity";

/// A position of the `active` side's turn, with the Corp identity `corp_id`.
pub fn position(active: &str, corp_id: &str, corp: &str, runner: &str) -> GameState {
    let corp = join(&format!(r#""identity": "{corp_id}""#), corp);
    let runner = join(&format!(r#""identity": "{NOISE}""#), runner);
    let turn = if active == "corp" { 3 } else { 2 };
    game(&format!(
        r#"{{"corp": {{{corp}}}, "runner": {{{runner}}}, "active": "{active}", "turn": {turn}}}"#
    ))
}

/// A Runner-turn position (Haas-Bioroid Corp).
pub fn runner_turn(corp: &str, runner: &str) -> GameState {
    position("runner", HB, corp, runner)
}

/// A Corp-turn position (Haas-Bioroid Corp).
pub fn corp_turn(corp: &str, runner: &str) -> GameState {
    position("corp", HB, corp, runner)
}

/// A grip of `n` copies of `title`.
pub fn grip_of(title: &str, n: usize) -> String {
    let cards = vec![format!("\"{title}\""); n].join(", ");
    format!(r#""grip": [{cards}]"#)
}

pub fn grip(n: usize) -> String {
    grip_of("Sure Gamble", n)
}

pub fn trash(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Trash).card(card));
}

pub fn choose(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Mode).card(card).target(0));
}

/// The Runner's observation is the same when what it has not seen is redealt.
pub fn runner_view_unchanged_by_redeal(g: &GameState) {
    for seed in 1..6 {
        let other = g.determinize(Side::Runner, seed);
        assert_eq!(
            g.observation_json(Side::Runner),
            other.observation_json(Side::Runner)
        );
    }
}

/// The Corp scores the agenda `agenda` (fully advanced) after a click for a credit.
pub fn score(g: &mut GameState, agenda: u8) {
    only(g, ActionKind::ClickCredit);
    only_on(g, ActionKind::Score, agenda);
}

pub fn facedown_in_archives(g: &GameState) -> usize {
    let a = &g.corp.archives;
    a.iter().filter(|&&c| !g.cards[c as usize].faceup).count()
}

pub fn run_ended(g: &GameState) -> bool {
    g.run.is_none_or(|r| r.ended)
}
