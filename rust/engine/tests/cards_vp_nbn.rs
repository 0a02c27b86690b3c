//! Scenario tests of the Vantage Point NBN cards written after the first five (the earlier ones
//! are in cards_vp_corp.rs). No ruling of `rulings_2022_2026.json` names a Vantage Point card:
//! these follow the current card text and the Rules Reference.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};
use startup::CATALYST;

fn mode_of(card: u8, m: u8) -> Action {
    Action::new(ActionKind::Mode).card(card).target(m)
}

/// A Corp action phase (turn 3) of `identity` against The Catalyst, 5 credits a side unless
/// the parts say otherwise.
fn corp_turn_as(identity: &str, corp: &str, runner: &str) -> GameState {
    let corp = startup::body(&[corp]);
    let runner = startup::body(&[runner]);
    game(&format!(
        r#"{{"corp": {{"identity": "{identity}", {corp}}},
            "runner": {{"identity": "{CATALYST}", {runner}}}, "active": "corp", "turn": 3}}"#
    ))
}

// ----- 36046 Editorial Division: Ad Nihilum -----

const EDITORIAL: &str = "Editorial Division: Ad Nihilum";

fn editorial() -> GameState {
    corp_turn_as(
        EDITORIAL,
        r#""credits": 14, "hq": ["Vulture Fund", "Vulture Fund"], "rd": ["Hedge Fund", "Grubber", "Hedge Fund", "Vulture Fund"]"#,
        "",
    )
}

// Editorial Division: the first bad publicity of the turn lets the Corp search R&D for a
// liability (or black ops, gray ops) card that is not an agenda: Hedge Fund is not offered.
#[test]
fn c36046_editorial_division_first_bad_publicity_searches_rd() {
    let mut g = editorial();
    let ed = id(&g, EDITORIAL);
    let vf = g.corp.hq[0];
    play(&mut g, vf);
    assert_eq!(g.corp.bad_publicity, 1);
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(ed, 0));
    assert_eq!(g.decision_name(), "search_rd");
    let offered: Vec<String> = legal(&g, ActionKind::Mode)
        .iter()
        .map(|a| g.card_title(a.card).unwrap().to_string())
        .collect();
    let mut sorted = offered.clone();
    sorted.sort();
    assert_eq!(
        sorted,
        ["Grubber", "Vulture Fund"],
        "one per title, no Hedge Fund"
    );
    let grubber = id(&g, "Grubber");
    act(&mut g, mode_of(grubber, 0));
    assert_eq!(zone(&g, grubber), Zone::Hq);
    assert!(known_to_runner(&g, grubber), "revealed");
    assert_eq!(g.corp.rd.len(), 3);
}

// Editorial Division: "the first time each turn": a second bad publicity the same turn does
// not trigger it, even when the first search was declined (Rules Reference, "Ordinal Events").
#[test]
fn c36046_editorial_division_only_the_first_time_each_turn() {
    let mut g = editorial();
    let ed = id(&g, EDITORIAL);
    let (a, b) = (g.corp.hq[0], g.corp.hq[1]);
    play(&mut g, a);
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(ed, 1));
    assert_eq!(g.corp.hq.len(), 1, "declined: nothing added");
    until(&mut g, at_action(Side::Corp));
    play(&mut g, b);
    assert_eq!(g.corp.bad_publicity, 2);
    assert_eq!(g.decision_name(), "action", "no second search this turn");
}

// Editorial Division: R&D holding no fitting card, the search finds nothing and R&D is
// shuffled (Rules Reference, "Search").
#[test]
fn c36046_editorial_division_search_may_find_nothing() {
    let mut g = corp_turn_as(
        EDITORIAL,
        r#""credits": 7, "hq": ["Vulture Fund"], "rd": ["Hedge Fund", "Hedge Fund"]"#,
        "",
    );
    let ed = id(&g, EDITORIAL);
    let vf = g.corp.hq[0];
    play(&mut g, vf);
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(ed, 0));
    assert_eq!(g.decision_name(), "action");
    assert!(g.corp.hq.is_empty());
    assert_eq!(g.corp.rd.len(), 2);
}
