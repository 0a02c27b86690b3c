//! Scenario tests of Elevation Weyland Consortium Corp cards: Off the Books (35071), Syailendra (35076). No ruling of
//! `rulings_2022_2026.json` names an Elevation card.

mod common;
mod elev_corp;
use common::*;
use elev_corp::*;
use nr_engine::{Action, ActionKind, GameState, Zone};

// ----- 35071 Off the Books -----

// Off the Books, Dividends 1: scored with 4 advancement counters (requirement 3): 1 agenda
// counter.
#[test]
fn c35071_off_the_books_dividends() {
    let mut g = corp_turn(
        r#""credits": 5, "rd": ["Hedge Fund"],
           "servers": {"remote1": {"root": [{"title": "Off the Books", "advancement": 3}]}}"#,
        r#""credits": 5"#,
    );
    let otb = id(&g, "Off the Books");
    advance_and_score(&mut g, otb, otb);
    assert_eq!(g.cards[otb as usize].agenda_counters, 1);
}

fn off_the_books() -> GameState {
    let mut g = to_discard_end(
        r#""score_area": [{"title": "Off the Books", "agenda_counters": 1}],
           "rd": ["Hedge Fund", "Enigma", "Hedge Fund"]"#,
    );
    let otb = id(&g, "Off the Books");
    assert_eq!(g.decision_name(), "choose");
    act(&mut g, Action::new(ActionKind::Mode).card(otb).target(0));
    assert_eq!(g.decision_name(), "search_rd");
    g
}

// Off the Books: 1 agenda counter searches R&D for a card, revealed, and installs it ignoring
// all costs.
#[test]
fn c35071_off_the_books_search_and_install_free() {
    let mut g = off_the_books();
    let enigma = id(&g, "Enigma");
    act(&mut g, Action::new(ActionKind::Mode).card(enigma).target(1));
    assert!(known_to_runner(&g, enigma), "revealed");
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(enigma)
            .server(srv("rd")),
    );
    assert_eq!(zone(&g, enigma), Zone::Ice(srv("rd")));
    assert!(known_to_runner(&g, enigma));
    assert_eq!(g.corp.credits, 6);
    assert_eq!(g.corp.rd.len(), 2);
    assert_eq!(g.cards[id(&g, "Off the Books") as usize].agenda_counters, 0);
}

// Off the Books: a found card not installed (an operation cannot be) goes to HQ, revealed.
#[test]
fn c35071_off_the_books_not_installed_goes_to_hq() {
    let mut g = off_the_books();
    let hf = ids(&g, "Hedge Fund")[0];
    act(&mut g, Action::new(ActionKind::Mode).card(hf).target(1));
    assert_eq!(zone(&g, hf), Zone::Hq);
    assert!(known_to_runner(&g, hf));
    assert_eq!(g.corp.hq.len(), 1);
}

// ----- 35076 Syailendra -----

fn syailendra(advancement: u8) -> (GameState, u8) {
    let g = runner_turn(
        &format!(
            r#""credits": 5, "hq": ["Hedge Fund"], "rd": ["Hedge Fund"],
               "servers": {{"hq": {{"ice": [{{"title": "Syailendra", "rezzed": true, "advancement": {advancement}}}]}},
                           "remote1": {{"root": ["Hostile Takeover"]}}}}"#
        ),
        r#""credits": 5, "grip": ["Sure Gamble", "Sure Gamble"]"#,
    );
    let s = id(&g, "Syailendra");
    (g, s)
}

// Syailendra: the Corp can advance it.
#[test]
fn c35076_syailendra_can_be_advanced() {
    let g = corp_turn(
        r#""credits": 5, "servers": {"hq": {"ice": [{"title": "Syailendra", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    let s = id(&g, "Syailendra");
    assert!(is_legal(&g, Action::new(ActionKind::Advance).card(s)));
}

// Syailendra with 3 advancement counters, encountered: the Corp may place 1 advancement counter
// (on the agenda); unbroken, the subroutines place another, take 2 credits and do 1 net damage.
#[test]
fn c35076_syailendra_encounter_and_subroutines() {
    let (mut g, s) = syailendra(3);
    let ht = id(&g, "Hostile Takeover");
    run_on(&mut g, "hq");
    pass_until(&mut g, "place_advancement");
    act(&mut g, Action::new(ActionKind::Advance).card(ht));
    assert_eq!(g.cards[ht as usize].advancement, 1);
    // Unbroken (the Runner has no breaker): the first subroutine's choice.
    pass_until(&mut g, "place_advancement");
    assert_eq!(g.run.map(|r| r.encounter), Some(s));
    act(&mut g, Action::new(ActionKind::Advance).card(s));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.cards[s as usize].advancement, 4);
    assert_eq!(g.runner.credits, 3);
    assert_eq!(g.runner.grip.len(), 1);
}

/// How many times the Corp is asked to place an advancement counter during a run on HQ through
/// Syailendra with `advancement` counters, declining each time.
fn syailendra_asks(advancement: u8) -> usize {
    let (mut g, _) = syailendra(advancement);
    run_on(&mut g, "hq");
    let mut asked = 0;
    while g.run.is_some() {
        if g.decision_name() == "place_advancement" {
            asked += 1;
        }
        pass(&mut g);
    }
    asked
}

// Syailendra with 2 advancement counters: only its subroutine asks, not the encounter.
#[test]
fn c35076_syailendra_needs_three_counters_to_act_on_encounter() {
    assert_eq!(syailendra_asks(3), 2);
    assert_eq!(syailendra_asks(2), 1);
}
