//! Helpers shared by the scenario tests of the System Gateway Criminal cards
//! (`cards_sg_criminal.rs`, `cards_sg_criminal_rig.rs`): positions, actions, runs.
#![allow(dead_code)]

use crate::common::*;
use nr_engine::{Action, ActionKind, GameState, Side};

pub const ZAHYA: &str = "Zahya Sadeghi: Versatile Smuggler";
pub const GABE: &str = "Gabriel Santiago: Consummate Professional";
pub const KATE: &str = "Kate \"Mac\" McCaffrey: Digital Tinker";

/// A Runner-turn position with Gabriel Santiago (whose gain comes only from HQ runs).
pub fn runner_turn(corp: &str, runner: &str) -> GameState {
    runner_turn_as(GABE, corp, runner)
}

/// A Corp-turn position (Gabriel), to play on to the Runner's next turn.
pub fn corp_turn(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}},
            "runner": {{"identity": "{GABE}", {runner}}}, "active": "corp", "turn": 1}}"#
    ))
}

pub fn install(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Install).card(card));
}

pub fn ability(card: u8, index: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(index)
}

pub fn brk(g: &mut GameState, breaker: u8, sub: u8) {
    act(g, Action::new(ActionKind::Break).card(breaker).target(sub));
}

pub fn choose_server(g: &mut GameState, server: &str) {
    assert_eq!(g.decision_name(), "run_server");
    act(g, Action::new(ActionKind::Run).server(srv(server)));
}

pub fn servers_offered(g: &GameState) -> Vec<u8> {
    assert_eq!(g.decision_name(), "run_server");
    legal(g, ActionKind::Run).iter().map(|a| a.server).collect()
}

/// Plays on (passing, accessing in the order offered) until the Runner's next action decision.
pub fn to_runner_action(g: &mut GameState) {
    for _ in 0..64 {
        match g.decision_name() {
            "action" => {
                assert_eq!(g.current_side(), Some(Side::Runner));
                return;
            }
            "access" => {
                let a = legal(g, ActionKind::Access)[0];
                act(g, a);
            }
            _ => pass(g),
        }
    }
    panic!("never reached an action; stuck at {}", g.decision_name());
}

/// A successful run on an empty, unprotected Archives, back to the Runner's action decision.
pub fn successful_archives_run(g: &mut GameState) {
    run_on(g, "archives");
    to_runner_action(g);
    assert!(g.turn_flags.successful_run);
}

/// Cards of HQ the Runner has seen.
pub fn hq_seen(g: &GameState) -> usize {
    g.corp.hq.iter().filter(|&&c| known_to_runner(g, c)).count()
}

/// The Corp's rez actions at the current decision.
pub fn corp_rezzes(g: &GameState) -> Vec<u8> {
    legal(g, ActionKind::Rez).iter().map(|a| a.card).collect()
}

/// Runs on with passes until the Corp may rez the approached ice (or the run moves on).
pub fn to_corp_rez(g: &mut GameState) {
    for _ in 0..8 {
        if g.current_side() == Some(Side::Corp) && !corp_rezzes(g).is_empty() {
            return;
        }
        pass(g);
    }
    panic!("no rez offered; at {}", g.decision_name());
}

// Tread Lightly: during its run each piece of ice costs 3 more to rez (Enigma 3 + 3).
