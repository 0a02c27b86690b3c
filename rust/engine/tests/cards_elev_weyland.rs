//! Scenario tests of Elevation Weyland Consortium Corp cards: Off the Books (35071). No ruling of
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
