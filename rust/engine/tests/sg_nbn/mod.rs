//! Helpers of the System Gateway NBN scenario tests (cards_sg_nbn.rs, cards_sg_nbn_servers.rs).
#![allow(dead_code)]

use crate::common::*;
use nr_engine::{Action, ActionKind, EventKind, GameState, LogEvent, Side};

pub const NOISE: &str = "Noise: Hacker Extraordinaire";
pub const REALITY_PLUS: &str = "NBN: Reality Plus";

/// A position with the Corp identity `identity`.
pub fn position(identity: &str, active: &str, turn: u32, corp: &str, runner: &str) -> GameState {
    let corp = join(&format!(r#""identity": "{identity}""#), corp);
    let runner = join(&format!(r#""identity": "{NOISE}""#), runner);
    game(&format!(
        r#"{{"corp": {{{corp}}}, "runner": {{{runner}}}, "active": "{active}", "turn": {turn}}}"#
    ))
}

pub fn runner_turn(corp: &str, runner: &str) -> GameState {
    position(HB, "runner", 2, corp, runner)
}

pub fn corp_turn(corp: &str, runner: &str) -> GameState {
    position(HB, "corp", 3, corp, runner)
}

pub fn ability(card: u8, i: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(i)
}

pub fn mode_of(card: u8, m: u8) -> Action {
    Action::new(ActionKind::Mode).card(card).target(m)
}

/// The Corp clicks for a credit: the paid ability window after it lets it rez, score and use
/// paid abilities.
/// (A window where the Corp could do nothing is skipped.)
pub fn corp_window(g: &mut GameState) {
    only(g, ActionKind::ClickCredit);
}

/// Plays the run out: traces bid nothing, every other decision passes, up to the next action.
pub fn finish_run(g: &mut GameState) {
    for _ in 0..64 {
        if g.run.is_none() && g.decision_name() == "action" {
            return;
        }
        match g.decision_name() {
            "trace_corp" | "trace_runner" => bid(g, 0),
            _ => pass(g),
        }
    }
    panic!("the run never ended; stuck at {}", g.decision_name());
}

/// The legal actions, sorted for comparison.
pub fn sorted(mut v: Vec<Action>) -> Vec<(u8, u8, u8)> {
    let mut out: Vec<(u8, u8, u8)> = v
        .drain(..)
        .map(|a| (a.kind as u8, a.card, a.target))
        .collect();
    out.sort();
    out
}

pub fn all_legal(g: &GameState) -> Vec<Action> {
    g.legal_actions().to_vec()
}

pub fn events(g: &mut GameState) -> Vec<LogEvent> {
    g.take_events().as_slice().to_vec()
}

pub fn of_kind(ev: &[LogEvent], kind: EventKind) -> Vec<LogEvent> {
    ev.iter().copied().filter(|e| e.kind == kind).collect()
}

/// The same state, as if the Runner had made a successful run during its last turn.
pub fn after_successful_run(g: &GameState) -> GameState {
    let mut v: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    v["last_runner_turn"]["successful_run"] = true.into();
    GameState::from_json(&v.to_string()).unwrap()
}

/// Each side's observation is unchanged when what it has not seen is redealt.
pub fn hidden_info_holds(g: &GameState) {
    for side in [Side::Corp, Side::Runner] {
        for seed in 1..6 {
            let other = g.determinize(side, seed);
            assert_eq!(
                g.observation_json(side),
                other.observation_json(side),
                "observation of {side:?} changed by redeal"
            );
        }
    }
}
