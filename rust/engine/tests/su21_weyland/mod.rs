//! Positions shared by the System Update 2021 Weyland Consortium tests: Building a Better World
//! against a Runner identity (Noise unless named).
#![allow(dead_code)]

use crate::common::game;
use nr_engine::GameState;

pub const BBW: &str = "Weyland Consortium: Building a Better World";
pub const NOISE: &str = "Noise: Hacker Extraordinaire";

/// `{"identity": id, rest}` as a JSON object (rest may be empty).
pub fn side(identity: &str, rest: &str) -> String {
    if rest.trim().is_empty() {
        format!(r#"{{"identity": "{identity}"}}"#)
    } else {
        format!(r#"{{"identity": "{identity}", {rest}}}"#)
    }
}

/// A Corp-turn position (Building a Better World against Noise): the JSON object bodies.
pub fn corp_turn(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {}, "runner": {}}}"#,
        side(BBW, corp),
        side(NOISE, runner)
    ))
}

/// A Runner-turn position against Runner identity `runner_id`.
pub fn bbw_runner_turn(runner_id: &str, corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {}, "runner": {}, "active": "runner", "turn": 2}}"#,
        side(BBW, corp),
        side(runner_id, runner)
    ))
}

/// A Runner-turn position (against Noise).
pub fn runner_turn(corp: &str, runner: &str) -> GameState {
    bbw_runner_turn(NOISE, corp, runner)
}

/// The start of a Corp turn ([1.1] done), before "when your turn begins" abilities.
pub fn corp_turn_start(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {}, "runner": {}, "phase": "turn_start", "turn": 3}}"#,
        side(BBW, corp),
        side(NOISE, runner)
    ))
}
