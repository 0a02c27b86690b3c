//! Scenario tests of the Elevation neutral Runner cards: Side Hustle (35034). No ruling of
//! `rulings_2022_2026.json` names an Elevation card.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, Zone};
use startup::runner_turn;

// ----- 35034 Side Hustle -----

// Side Hustle: 1 credit placed when installed and whenever a run begins.
#[test]
fn c35034_side_hustle_gains_a_credit_per_run() {
    let mut g = runner_turn("", r#""credits": 2, "grip": ["Side Hustle"]"#);
    let sh = id(&g, "Side Hustle");
    act(&mut g, Action::new(ActionKind::Install).card(sh));
    assert_eq!(g.cards[sh as usize].credits, 1);
    run_on(&mut g, "archives");
    assert_eq!(g.cards[sh as usize].credits, 2);
}

// Side Hustle: at 6 hosted credits the Runner takes them all, trashes it and draws 1 card.
#[test]
fn c35034_side_hustle_pays_out_at_six() {
    let mut g = runner_turn(
        "",
        r#""credits": 0, "rig": [{"title": "Side Hustle", "credits": 5}], "stack": ["Sure Gamble"]"#,
    );
    let sh = id(&g, "Side Hustle");
    run_on(&mut g, "archives");
    assert_eq!(g.runner.credits, 6);
    assert_eq!(zone(&g, sh), Zone::Heap);
    assert_eq!(g.runner.grip.len(), 1);
}
