//! Scenario tests of the Vantage Point Haas-Bioroid cards of issue 25's third share: Ansel 2.0
//! (36028), Perfect Recall (36035), Vertigo (36031), Caveat Emptor (36032), Retirement Plan
//! (36034), Synchrocyclotron (36027), Méliès City Luxury Line (36026). No ruling of
//! `rulings_2022_2026.json` names a Vantage Point card: these follow the current card text and
//! the Rules Reference.

mod common;
mod elev_corp;
mod startup;
use common::*;
use elev_corp::until_encounter;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};
use startup::runner_turn;

fn pick(card: u8) -> Action {
    Action::new(ActionKind::Mode).card(card).target(0)
}

fn install_in(card: u8, server: &str) -> Action {
    Action::new(ActionKind::Install)
        .card(card)
        .server(srv(server))
}

// ----- 36028 Ansel 2.0 -----

/// A Runner turn with a rezzed Ansel 2.0 protecting HQ; the Runner has `clicks` clicks, Rising
/// Tide installed and Sure Gamble in the heap; Ice Wall in HQ and Enigma in Archives.
fn ansel(clicks: u8) -> (GameState, u8) {
    let g = runner_turn(
        r#""hq": ["Ice Wall"], "archives": ["Enigma"],
           "servers": {"hq": {"ice": [{"title": "Ansel 2.0", "rezzed": true}]}}"#,
        &format!(r#""clicks": {clicks}, "rig": ["Rising Tide"], "heap": ["Sure Gamble"]"#),
    );
    let a = id(&g, "Ansel 2.0");
    (g, a)
}

// Ansel 2.0: the Runner loses 2 clicks for one use of its ability and breaks up to 2
// subroutines with it; the other 2 still resolve (the Corp installs nothing, the run ends).
#[test]
fn c36028_ansel_2_lose_two_clicks_breaks_up_to_two_subroutines() {
    let (mut g, a) = ansel(3);
    run_on(&mut g, "hq");
    until_encounter(&mut g, a);
    assert_eq!(g.runner.clicks, 2);
    act(&mut g, Action::new(ActionKind::Break).card(a).target(0));
    assert_eq!(g.runner.clicks, 0, "one use costs 2 clicks");
    assert_eq!(g.decision_name(), "break_more");
    act(&mut g, Action::new(ActionKind::Break).card(a).target(1));
    // No clicks left: no second use.
    assert!(legal_on(&g, ActionKind::Break, a).is_empty());
    pass_until(&mut g, "card_to_install");
    act(&mut g, Action::new(ActionKind::Pass));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(zone(&g, id(&g, "Rising Tide")), Zone::Rig);
    assert_eq!(zone(&g, id(&g, "Sure Gamble")), Zone::Heap);
    assert_eq!(g.runner.clicks, 0);
}

// Ansel 2.0: with only 1 click the Runner cannot pay the 2 clicks.
#[test]
fn c36028_ansel_2_break_needs_two_clicks() {
    let (mut g, a) = ansel(2);
    run_on(&mut g, "hq");
    until_encounter(&mut g, a);
    assert_eq!(g.runner.clicks, 1);
    assert!(legal_on(&g, ActionKind::Break, a).is_empty());
}

// Ansel 2.0 unbroken: the Corp trashes the Runner's only installed card, removes a heap card
// of its choice from the game, installs Enigma from Archives (paying: the second ice on HQ
// costs 1), and the run ends.
#[test]
fn c36028_ansel_2_subroutines_trash_remove_install_from_archives_end() {
    let (mut g, a) = ansel(3);
    run_on(&mut g, "hq");
    until_encounter(&mut g, a);
    pass(&mut g);
    let tide = id(&g, "Rising Tide");
    assert_eq!(zone(&g, tide), Zone::Heap, "the only Runner card, trashed");
    assert_eq!(g.decision_name(), "choose_card");
    assert_eq!(g.current_side(), Some(Side::Corp));
    let gamble = id(&g, "Sure Gamble");
    act(&mut g, pick(gamble));
    assert_eq!(zone(&g, gamble), Zone::Removed);
    assert_eq!(zone(&g, tide), Zone::Heap);
    assert_eq!(g.decision_name(), "card_to_install");
    let enigma = id(&g, "Enigma");
    let wall = id(&g, "Ice Wall");
    assert!(is_legal(&g, pick(wall)), "HQ is offered too");
    act(&mut g, pick(enigma));
    assert_eq!(g.decision_name(), "install_where");
    let credits = g.corp.credits;
    act(&mut g, install_in(enigma, "hq"));
    pass_until_or_done(&mut g);
    assert_eq!(zone(&g, enigma), Zone::Ice(srv("hq")));
    // Paid 1 for the second ice on HQ; Engineering the Future gave 1 for the first install.
    assert_eq!(g.corp.credits, credits, "install cost of a second ice paid");
    assert!(g.run.is_none_or(|r| r.ended));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.last_run.map(|r| r.successful), Some(false));
}

/// Passes install step 3 (trash cards already there) if it is asked.
fn pass_until_or_done(g: &mut GameState) {
    if g.decision_name() == "install_trash" {
        act(g, Action::new(ActionKind::Pass));
    }
}
