//! Scenario tests of Aggressive Trendsetting (35037), an Elevation Haas-Bioroid agenda. No
//! ruling of `rulings_2022_2026.json` names an Elevation card: these follow the current card
//! text and the Rules Reference.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};
use startup::runner_turn;

const SPEND: u8 = 0;
const DECLINE: u8 = 1;

/// A Runner turn with `clicks` clicks and 12 credits; the Corp has scored Aggressive
/// Trendsetting and has PAD Campaign in remote1 and remote2, and one in HQ.
fn trendsetting(clicks: u8) -> (GameState, u8) {
    let g = runner_turn(
        r#""score_area": ["Aggressive Trendsetting"], "hq": ["PAD Campaign"],
           "servers": {"remote1": {"root": ["PAD Campaign"]}, "remote2": {"root": ["PAD Campaign"]}}"#,
        &format!(r#""clicks": {clicks}, "credits": 12"#),
    );
    let at = id(&g, "Aggressive Trendsetting");
    (g, at)
}

/// Runs `server` and trashes the card accessed there (paying its trash cost); stops at the
/// Runner's Aggressive Trendsetting choice if it is asked, else plays the run out.
fn run_and_trash(g: &mut GameState, server: &str) {
    pass_to(g, at_action(Side::Runner));
    run_on(g, server);
    for _ in 0..64 {
        if g.run.is_none() || g.decision_name() == "mode" {
            return;
        }
        let trash = g
            .legal_actions()
            .into_iter()
            .find(|a| a.kind == ActionKind::Trash);
        match trash {
            Some(a) => act(g, a),
            None => pass(g),
        }
    }
    panic!("stuck at {}", g.decision_name());
}

// Aggressive Trendsetting: the first installed Corp card the Runner trashes in its turn asks
// it to spend a click; it does, and the second trash that turn asks nothing.
#[test]
fn c35037_aggressive_trendsetting_first_trash_runner_spends_a_click() {
    let (mut g, at) = trendsetting(4);
    run_and_trash(&mut g, "remote1");
    assert_eq!(g.decision_name(), "mode");
    assert_eq!(g.current_side(), Some(Side::Runner));
    act(&mut g, Action::new(ActionKind::Mode).card(at).target(SPEND));
    assert_eq!(g.runner.clicks, 2, "1 for the run, 1 spent");
    pass_to(&mut g, |g| g.run.is_none());
    run_and_trash(&mut g, "remote2");
    assert!(g.run.is_none(), "the second trash asks nothing");
    assert_eq!(g.runner.clicks, 1);
    assert_eq!(g.corp.next_turn_clicks, 0);
    assert_eq!(g.runner.heap.len(), 0);
    assert_eq!(g.corp.archives.len(), 2);
}

// Aggressive Trendsetting: a Runner who does not spend the click gives the Corp 4 clicks on its
// next turn (the Runner here has none left to spend: only declining is offered).
#[test]
fn c35037_aggressive_trendsetting_declined_corp_gets_a_click_next_turn() {
    let (mut g, at) = trendsetting(1);
    run_and_trash(&mut g, "remote1");
    assert_eq!(g.runner.clicks, 0);
    let spend = Action::new(ActionKind::Mode).card(at).target(SPEND);
    if g.decision_name() == "mode" {
        assert!(!is_legal(&g, spend), "no click to spend");
        act(
            &mut g,
            Action::new(ActionKind::Mode).card(at).target(DECLINE),
        );
    }
    assert_eq!(g.corp.next_turn_clicks, 1);
    pass_to(&mut g, at_action(Side::Corp));
    assert_eq!(g.corp.clicks, 4);
    assert_eq!(g.corp.next_turn_clicks, 0);
}

// Aggressive Trendsetting: a card trashed from HQ was not installed: nothing is asked, and the
// later trash of an installed card is still the first.
#[test]
fn c35037_aggressive_trendsetting_only_installed_cards_count() {
    let (mut g, at) = trendsetting(4);
    run_and_trash(&mut g, "hq");
    assert!(g.run.is_none());
    assert_eq!(g.corp.archives.len(), 1, "the HQ copy trashed");
    run_and_trash(&mut g, "remote1");
    assert_eq!(g.decision_name(), "mode");
    act(
        &mut g,
        Action::new(ActionKind::Mode).card(at).target(DECLINE),
    );
    assert_eq!(g.corp.next_turn_clicks, 1);
    assert_eq!(zone(&g, at), Zone::Score(Side::Corp));
}
