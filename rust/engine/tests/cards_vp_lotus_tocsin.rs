//! Scenario tests of Vantage Point Corp cards: Tocsin (36060) and Lotus Haze (36037). No ruling
//! of `rulings_2022_2026.json` names a Vantage Point card.

mod common;
mod elev_corp;
use common::*;
use elev_corp::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};

// ----- 36060 Tocsin -----

fn ability(card: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(0)
}

/// A Corp turn: Tocsin in HQ (with Hedge Fund), R&D: Ice Wall and Palisade (barriers),
/// Enigma (code gate), Rototurret (sentry), Hedge Fund.
fn tocsin_in_hq(credits: u16) -> GameState {
    corp_turn(
        &format!(
            r#""credits": {credits}, "hq": ["Tocsin", "Hedge Fund"],
               "rd": ["Ice Wall", "Palisade", "Enigma", "Rototurret", "Hedge Fund"]"#
        ),
        r#""credits": 5"#,
    )
}

// Tocsin: encountered, the Runner loses 2 credits and the run ends.
#[test]
fn c36060_subroutines_lose_two_credits_and_end_the_run() {
    let mut g = runner_turn(
        r#""rd": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Tocsin", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    run_on(&mut g, "hq");
    while g.run.is_some() {
        pass(&mut g);
    }
    assert_eq!(g.runner.credits, 3);
    assert!(g.last_run.as_ref().is_some_and(|r| !r.successful));
}

// Tocsin, from HQ (click, 1 credit, reveal and trash it): the Corp finds up to 1 barrier and up
// to 1 sentry in R&D, reveals them and adds them to HQ; R&D is shuffled.
#[test]
fn c36060_from_hq_finds_a_barrier_and_a_sentry() {
    let mut g = tocsin_in_hq(5);
    let t = id(&g, "Tocsin");
    act(&mut g, ability(t));
    assert_eq!((g.corp.clicks, g.corp.credits), (2, 4));
    assert_eq!(zone(&g, t), Zone::Archives);
    assert!(known_to_runner(&g, t), "revealed as it is trashed");
    assert_eq!(g.decision_name(), "search_rd");
    let enigma = id(&g, "Enigma");
    assert!(
        legal_on(&g, ActionKind::Mode, enigma).is_empty(),
        "a code gate is neither"
    );
    let rot = id(&g, "Rototurret");
    assert!(
        legal_on(&g, ActionKind::Mode, rot).is_empty(),
        "the barrier comes first"
    );
    let wall = id(&g, "Ice Wall");
    only_on(&mut g, ActionKind::Mode, wall);
    assert!(
        legal_on(&g, ActionKind::Mode, wall).is_empty(),
        "now a sentry"
    );
    only_on(&mut g, ActionKind::Mode, rot);
    for c in [wall, rot] {
        assert_eq!(zone(&g, c), Zone::Hq);
        assert!(known_to_runner(&g, c), "revealed");
    }
    assert_eq!(g.corp.rd.len(), 3);
    assert!(!known_to_runner(&g, enigma));
}

// Tocsin: "up to": the Corp may find nothing; Tocsin is still trashed (a cost) and R&D keeps
// its cards.
#[test]
fn c36060_may_find_nothing() {
    let mut g = tocsin_in_hq(1);
    let t = id(&g, "Tocsin");
    act(&mut g, ability(t));
    only(&mut g, ActionKind::Pass);
    only(&mut g, ActionKind::Pass);
    assert_eq!(zone(&g, t), Zone::Archives);
    assert_eq!(
        (g.corp.rd.len(), g.corp.hq.len(), g.corp.credits),
        (5, 1, 0)
    );
}

// Tocsin: the ability is used only from HQ, and needs its credit: not while installed, not
// without a credit, not from Archives.
#[test]
fn c36060_ability_only_from_hq_with_a_credit() {
    let g = tocsin_in_hq(0);
    let t = id(&g, "Tocsin");
    assert!(!is_legal(&g, ability(t)));
    let g = corp_turn(
        r#""credits": 5, "rd": ["Ice Wall"], "archives": ["Tocsin"],
           "servers": {"hq": {"ice": [{"title": "Tocsin", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    for t in ids(&g, "Tocsin") {
        assert!(!is_legal(&g, ability(t)));
    }
}

// Tocsin: the ability's label names the card and says what it does.
#[test]
fn c36060_ability_label() {
    let g = tocsin_in_hq(5);
    let t = id(&g, "Tocsin");
    let label = g.label_for(Side::Corp, &ability(t));
    assert!(
        label.contains("Tocsin") && label.contains("barrier"),
        "{label}"
    );
    // Hidden information: the Runner's words for it do not name a card it has not seen.
    let seen = g.label_for(Side::Runner, &ability(t));
    assert!(!seen.contains("Tocsin"), "{seen}");
}

// ----- 36037 Lotus Haze -----

// Lotus Haze: scored, it gets 3 agenda counters.
#[test]
fn c36037_scored_with_three_agenda_counters() {
    let mut g = corp_turn(
        r#""credits": 5, "rd": ["Hedge Fund"],
           "servers": {"remote1": {"root": [{"title": "Lotus Haze", "advancement": 3}]}}"#,
        r#""credits": 5"#,
    );
    let lh = id(&g, "Lotus Haze");
    advance_and_score(&mut g, lh, lh);
    pass_windows(&mut g);
    assert_eq!(zone(&g, lh), Zone::Score(Side::Corp));
    assert_eq!(g.cards[lh as usize].agenda_counters, 3);
}

/// A Corp turn, in the paid ability window after a click for a credit: Lotus Haze scored with
/// `counters`; remote1 holds a rezzed Mahkota Langit Grid and PAD Campaign, remote2 an unrezzed
/// Mahkota Langit Grid and a Hostile Takeover.
fn lotus(counters: u8) -> GameState {
    let mut g = corp_turn(
        &format!(
            r#""credits": 5, "rd": ["Hedge Fund"],
               "score_area": [{{"title": "Lotus Haze", "agenda_counters": {counters}}}],
               "servers": {{"remote1": {{"root": [{{"title": "Mahkota Langit Grid", "rezzed": true}}, "PAD Campaign"]}},
                           "remote2": {{"root": ["Mahkota Langit Grid", "Hostile Takeover"]}}}}"#
        ),
        r#""credits": 5"#,
    );
    only(&mut g, ActionKind::ClickCredit);
    g
}

fn grid_in(g: &GameState, server: &str) -> u8 {
    *ids(g, "Mahkota Langit Grid")
        .iter()
        .find(|&&c| zone(g, c) == Zone::Root(srv(server)))
        .unwrap()
}

// Lotus Haze: for 1 agenda counter, a rezzed upgrade moves to the root of another server (here
// HQ), still rezzed, with its credits; an unrezzed upgrade cannot be moved.
#[test]
fn c36037_moves_a_rezzed_upgrade_to_another_root() {
    let mut g = lotus(3);
    let lh = id(&g, "Lotus Haze");
    let grid = grid_in(&g, "remote1");
    let unrezzed = grid_in(&g, "remote2");
    act(&mut g, ability(lh));
    assert_eq!(g.decision_name(), "install_where");
    assert!(legal_on(&g, ActionKind::Install, unrezzed).is_empty());
    let mv = Action::new(ActionKind::Install)
        .card(grid)
        .server(srv("hq"));
    assert!(g.label_for(Side::Corp, &mv).contains("Lotus Haze"));
    assert!(
        !is_legal(
            &g,
            Action::new(ActionKind::Install)
                .card(grid)
                .server(srv("remote1"))
        ),
        "another server"
    );
    act(&mut g, mv);
    assert_eq!(zone(&g, grid), Zone::Root(srv("hq")));
    assert!(rezzed(&g, grid));
    assert_eq!(g.cards[grid as usize].credits, 2);
    assert_eq!(g.cards[lh as usize].agenda_counters, 2);
    assert_eq!(g.corp.servers[srv("remote1") as usize].root.len(), 1);
}

// Lotus Haze: no agenda counter, no ability; a remote left empty by the move ceases to exist.
#[test]
fn c36037_needs_a_counter_and_an_emptied_remote_ceases() {
    let g = lotus(0);
    assert!(!is_legal(&g, ability(id(&g, "Lotus Haze"))));
    let mut g = corp_turn(
        r#""credits": 5, "rd": ["Hedge Fund"],
           "score_area": [{"title": "Lotus Haze", "agenda_counters": 1}],
           "servers": {"remote1": {"root": [{"title": "Mahkota Langit Grid", "rezzed": true}]},
                       "remote2": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 5"#,
    );
    only(&mut g, ActionKind::ClickCredit);
    let grid = id(&g, "Mahkota Langit Grid");
    let lh = id(&g, "Lotus Haze");
    act(&mut g, ability(lh));
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(grid)
            .server(srv("remote2")),
    );
    assert_eq!(zone(&g, grid), Zone::Root(srv("remote2")));
    assert!(g.corp.servers[srv("remote1") as usize].root.is_empty());
    g.check_invariants().unwrap();
}

// Lotus Haze: the move is recorded in the event log (`card_moved`: the upgrade, where it is now,
// the server it left), seen by both sides (the upgrade is rezzed).
#[test]
fn c36037_move_is_logged() {
    let mut g = lotus(3);
    let lh = id(&g, "Lotus Haze");
    let grid = grid_in(&g, "remote1");
    act(&mut g, ability(lh));
    g.set_events(true);
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(grid)
            .server(srv("hq")),
    );
    let ev = g.take_events().to_vec();
    let moved: Vec<_> = ev
        .iter()
        .filter(|e| e.card == grid && e.kind.as_str() == "card_moved")
        .collect();
    assert_eq!(moved.len(), 1, "{ev:?}");
    let line = "Mahkota Langit Grid moves from the root of remote1 to the root of HQ";
    for viewer in [None, Some(Side::Corp), Some(Side::Runner)] {
        assert_eq!(moved[0].text(viewer), line);
    }
    let fields = format!("{:?}", moved[0].fields(Some(Side::Runner)));
    for part in [
        r#""zone", Str("root")"#,
        r#""server", Str("hq")"#,
        r#""from", Str("remote1")"#,
    ] {
        assert!(fields.contains(part), "{fields}");
    }
}

// Lotus Haze and "Limit 1 region per server" (card text of regions; Mahkota Langit Grid and
// Hokusai Grid are regions): a region is not moved to a server whose root already holds one,
// rezzed or not (the move would break the limit); an upgrade that is no region may move there.
#[test]
fn c36037_region_not_moved_to_a_server_with_a_region() {
    let mut g = corp_turn(
        r#""credits": 5, "rd": ["Hedge Fund"],
           "score_area": [{"title": "Lotus Haze", "agenda_counters": 3}],
           "servers": {"hq": {"root": [{"title": "Akitaro Watanabe", "rezzed": true}]},
                       "remote1": {"root": [{"title": "Mahkota Langit Grid", "rezzed": true}]},
                       "remote2": {"root": ["Hokusai Grid", "PAD Campaign"]}}"#,
        r#""credits": 5"#,
    );
    only(&mut g, ActionKind::ClickCredit);
    let (lh, grid, akitaro) = (
        id(&g, "Lotus Haze"),
        id(&g, "Mahkota Langit Grid"),
        id(&g, "Akitaro Watanabe"),
    );
    act(&mut g, ability(lh));
    let to = |c: u8, s: &str| Action::new(ActionKind::Install).card(c).server(srv(s));
    assert!(!is_legal(&g, to(grid, "remote2")), "remote2 holds a region");
    assert!(is_legal(&g, to(grid, "hq")));
    assert!(
        is_legal(&g, to(akitaro, "remote1")),
        "Akitaro Watanabe is no region"
    );
    assert!(is_legal(&g, to(akitaro, "remote2")));
    // A wrong choice is refused and changes nothing.
    assert!(g.apply(to(grid, "remote2")).is_err());
    assert_eq!(zone(&g, grid), Zone::Root(srv("remote1")));
    act(&mut g, to(grid, "rd"));
    assert_eq!(zone(&g, grid), Zone::Root(srv("rd")));
}
