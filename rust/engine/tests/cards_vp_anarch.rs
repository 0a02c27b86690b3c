//! Scenario tests of the Vantage Point Anarch cards. No ruling of `rulings_2022_2026.json`
//! names a Vantage Point card: the tests follow the current card text and the Rules Reference.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Zone};
use startup::runner_turn;

/// Installs grip `card`, keeping every installed program.
fn install(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Install).card(card));
    while g.decision_name() == "memory" {
        pass(g);
    }
}

/// Passes until the Runner encounters ice (a paid ability window of the encounter).
fn to_encounter(g: &mut GameState) {
    pass_to(g, |g| g.run.is_some_and(|r| r.encounter != nr_engine::NONE));
}

// ----- 36004 Corsair -----

// Corsair: at strength 0 it cannot break a strength-1 barrier; 1 credit from a stealth card
// (Methuselah's, during the run) gives the barrier -3 strength, then 1 credit breaks.
#[test]
fn c36004_corsair_lowers_a_barrier_with_stealth_credits_then_breaks() {
    let mut g = runner_turn(
        r#""servers": {"archives": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Corsair", {"title": "Methuselah", "credits": 1}]"#,
    );
    let c = id(&g, "Corsair");
    let m = id(&g, "Methuselah");
    run_on(&mut g, "archives");
    to_encounter(&mut g);
    assert!(
        legal_on(&g, ActionKind::Break, c).is_empty(),
        "strength 0 < 1"
    );
    let minus = Action::new(ActionKind::Ability).card(c).target(1);
    act(&mut g, minus);
    assert_eq!(g.cards[m as usize].credits, 0, "paid from the stealth card");
    assert_eq!(g.runner.credits, 5, "not from the pool");
    assert!(!legal_on(&g, ActionKind::Break, c).is_empty());
}

// Corsair: its -3 ability cannot be paid from the credit pool.
#[test]
fn c36004_corsair_minus_strength_needs_stealth_credits() {
    let mut g = runner_turn(
        r#""servers": {"archives": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Corsair"]"#,
    );
    let c = id(&g, "Corsair");
    let minus = Action::new(ActionKind::Ability).card(c).target(1);
    run_on(&mut g, "archives");
    pass_to(&mut g, |g| g.run.is_none() || is_legal(g, minus));
    assert!(g.run.is_none(), "never offered");
}

// ----- 36005 Lampades -----

/// A Runner turn with Lampades installed from the grip (3 power counters) and Touchstone
/// holding `stealth` credits; a PAD Campaign (rez cost 2) and an agenda in remotes.
fn lampades_turn(stealth: u8) -> GameState {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}, "remote2": {"root": ["Offworld Office"]}}"#,
        &format!(
            r#""credits": 6, "grip": ["Lampades"], "rig": [{{"title": "Touchstone", "credits": {stealth}}}]"#
        ),
    );
    let l = id(&g, "Lampades");
    install(&mut g, l);
    pass_to(&mut g, at_action(nr_engine::Side::Runner));
    assert_eq!(g.cards[l as usize].power, 3);
    g
}

// Lampades: accessing a card, a power counter and its printed rez cost from stealth cards trash
// it; the credit pool pays nothing.
#[test]
fn c36005_lampades_trashes_an_accessed_card_for_a_counter_and_its_printed_cost() {
    let mut g = lampades_turn(3);
    let l = id(&g, "Lampades");
    let t = id(&g, "Touchstone");
    let pad = id(&g, "PAD Campaign");
    run_on(&mut g, "remote1");
    let use_it = Action::new(ActionKind::Ability).card(l).target(0);
    pass_to(&mut g, |g| is_legal(g, use_it) || g.run.is_none());
    let pool = g.runner.credits;
    act(&mut g, use_it);
    assert_eq!(zone(&g, pad), Zone::Archives);
    assert_eq!(g.cards[l as usize].power, 2);
    assert_eq!(
        g.cards[t as usize].credits, 1,
        "PAD Campaign's printed rez cost is 2"
    );
    assert_eq!(g.runner.credits, pool);
}

// Lampades: too few stealth credits for the printed cost, or an agenda (no rez or play cost):
// not offered.
#[test]
fn c36005_lampades_needs_stealth_credits_and_a_printed_cost() {
    let mut g = lampades_turn(1);
    let l = id(&g, "Lampades");
    let use_it = Action::new(ActionKind::Ability).card(l).target(0);
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.run.is_none() || g.decision_name() == "access");
    assert!(!is_legal(&g, use_it), "1 stealth credit < 2");
    pass_to(&mut g, |g| g.run.is_none());
    let mut g = lampades_turn(5);
    run_on(&mut g, "remote2");
    pass_to(&mut g, |g| g.run.is_none() || is_legal(g, use_it));
    assert!(
        !is_legal(&g, use_it),
        "an agenda has no printed rez or play cost"
    );
}
