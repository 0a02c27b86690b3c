//! Scenario tests of damage, flatlining, tags and simultaneous triggers (Rules Reference,
//! "Damage", "Flatline", "Maximum Hand Size", "Tag", "Trigger Steps", "Simultaneous Effects"), with the Jinteki identity
//! and Private Security Force as the sources.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};
use std::collections::BTreeSet;

// ----- helpers -----

/// Corp's turn: Private Security Force scored, the Runner tagged, with this grip.
fn psf_game(grip: &str, seed: u64) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "Weyland Consortium: Building a Better World", "rd": ["Hedge Fund"],
                      "score_area": ["Private Security Force"]}},
            "runner": {{"identity": "Gabriel Santiago: Consummate Professional", "tags": 1, "grip": [{grip}]}},
            "seed": {seed}}}"#
    ))
}

/// Corp's turn as Jinteki with a scorable Private Security Force in remote1, with this grip.
fn jinteki_game(grip: &str, seed: u64) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "Jinteki: Personal Evolution", "rd": ["Hedge Fund"],
                      "servers": {{"remote1": {{"root": [{{"title": "Private Security Force", "advancement": 4}}]}}}}}},
            "runner": {{"identity": "Gabriel Santiago: Consummate Professional", "grip": [{grip}]}},
            "seed": {seed}}}"#
    ))
}

const THREE: &str = r#""Sure Gamble", "Infiltration", "Crypsis""#;

fn use_psf(g: &mut GameState) {
    let psf = id(g, "Private Security Force");
    only_on(g, ActionKind::Ability, psf);
}

fn score_psf(g: &mut GameState) {
    only(g, ActionKind::ClickCredit);
    let psf = id(g, "Private Security Force");
    only_on(g, ActionKind::Score, psf);
}

// ----- damage -----

// "Damage": meat damage trashes cards from the grip at random, to the heap (faceup).
#[test]
fn damage_meat_discards_random_card_from_grip() {
    let mut trashed = BTreeSet::new();
    for seed in 0..30 {
        let mut g = psf_game(THREE, seed);
        use_psf(&mut g);
        assert_eq!(g.runner.grip.len(), 2);
        assert_eq!(g.runner.heap.len(), 1);
        let c = g.runner.heap[0];
        assert_eq!(g.cards[c as usize].zone, Zone::Heap);
        assert!(
            obs(&g, Side::Corp)["runner"]["heap"][0]["title"].is_string(),
            "the heap is public"
        );
        trashed.insert(g.card_title(c).unwrap());
    }
    assert_eq!(
        trashed.len(),
        3,
        "every card can be the random one: {trashed:?}"
    );
}

// "Damage": net damage trashes cards from the grip at random (Jinteki: 1 net damage per scored agenda).
#[test]
fn damage_net_discards_random_card_from_grip() {
    let mut trashed = BTreeSet::new();
    for seed in 0..30 {
        let mut g = jinteki_game(THREE, seed);
        score_psf(&mut g);
        assert_eq!(g.runner.grip.len(), 2);
        assert_eq!(g.runner.heap.len(), 1);
        trashed.insert(g.card_title(g.runner.heap[0]).unwrap());
    }
    assert_eq!(
        trashed.len(),
        3,
        "every card can be the random one: {trashed:?}"
    );
}

// "Damage": damage equal to the number of cards in the grip trashes them all but does not flatline.
#[test]
fn damage_equal_to_grip_size_does_not_flatline() {
    let mut g = psf_game(r#""Sure Gamble""#, 0);
    use_psf(&mut g);
    assert!(g.runner.grip.is_empty());
    assert_eq!(g.runner.heap.len(), 1);
    assert!(!g.is_over());
    assert_eq!(g.corp.clicks, 2);
    assert_eq!(g.decision_name(), "action");
    // Repeated damage in separate batches: each batch is compared with the grip at that time.
    let mut g = psf_game(r#""Sure Gamble", "Sure Gamble", "Sure Gamble""#, 0);
    for left in [2, 1, 0] {
        use_psf(&mut g);
        assert_eq!(g.runner.grip.len(), left);
        assert!(!g.is_over());
    }
    assert_eq!(g.runner.heap.len(), 3);
}

// "Damage"/"Flatline": more meat damage than cards in the grip flatlines the Runner.
#[test]
fn damage_meat_more_than_grip_flatlines() {
    let mut g = psf_game("", 0);
    use_psf(&mut g);
    assert_eq!(g.winner(), Some(Side::Corp));
    assert_eq!(g.win_reason(), Some("flatline"));
    assert_eq!(g.decision_name(), "none");
    assert!(g.legal_actions().is_empty());
    assert!(g.apply(Action::new(ActionKind::ClickCredit)).is_err());
}

// "Damage"/"Flatline": more net damage than cards in the grip flatlines the Runner.
#[test]
fn damage_net_more_than_grip_flatlines() {
    let mut g = jinteki_game("", 0);
    score_psf(&mut g);
    assert_eq!(g.agenda_points(Side::Corp), 2);
    assert_eq!(g.winner(), Some(Side::Corp));
    assert_eq!(g.win_reason(), Some("flatline"));
}

// "Damage"/"Maximum Hand Size": each brain damage lowers the Runner's maximum hand size by 1.
#[test]
fn damage_brain_lowers_maximum_hand_size() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution", "rd": ["Hedge Fund"]},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional", "clicks": 1, "brain_damage": 3,
                       "grip": ["Sure Gamble", "Sure Gamble", "Infiltration"]},
            "active": "runner"}"#,
    );
    assert_eq!(g.runner_hand_size(), 2);
    assert_eq!(obs(&g, Side::Runner)["runner"]["hand_size"], 2);
    assert_eq!(obs(&g, Side::Corp)["runner"]["brain_damage"], 3);
    only(&mut g, ActionKind::ClickCredit);
    assert_eq!(g.decision_name(), "discard");
    let c = g.runner.grip[0];
    only_on(&mut g, ActionKind::Discard, c);
    assert_eq!(g.runner.grip.len(), 2);
    assert!(at_action(Side::Corp)(&g));
}

// Jinteki: 1 net damage when an agenda is scored.
#[test]
fn jinteki_net_damage_when_agenda_scored() {
    let mut g = jinteki_game(r#""Sure Gamble", "Sure Gamble""#, 0);
    score_psf(&mut g);
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.runner.heap.len(), 1);
    assert_eq!(g.decision_name(), "action", "no ordering: a single trigger");
}

// Jinteki: 1 net damage when an agenda is stolen.
#[test]
fn jinteki_net_damage_when_agenda_stolen() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution",
                     "servers": {"remote1": {"root": ["Private Security Force"]}}},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional",
                       "grip": ["Sure Gamble", "Infiltration"]},
            "active": "runner"}"#,
    );
    let psf = id(&g, "Private Security Force");
    g.apply(Action::new(ActionKind::Run).server(REMOTE1))
        .unwrap();
    until(&mut g, |g| g.run.is_none() && at_action(Side::Runner)(g));
    assert_eq!(g.cards[psf as usize].zone, Zone::Score(Side::Runner));
    assert_eq!(g.agenda_points(Side::Runner), 2);
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.runner.heap.len(), 1);
    assert_eq!(g.runner.clicks, 3);
}

// ----- tags -----

// "Tag": tags stay until removed; Private Security Force works only while the Runner is tagged.
#[test]
fn tags_persist_until_removed_and_gate_private_security_force() {
    let mut g = psf_game(
        r#""Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble""#,
        0,
    );
    use_psf(&mut g);
    use_psf(&mut g);
    use_psf(&mut g);
    assert_eq!(g.runner.grip.len(), 1);
    assert!(at_action(Side::Runner)(&g));
    assert_eq!(g.runner.tags, 1, "tags do not go away by themselves");
    only(&mut g, ActionKind::RemoveTag);
    assert_eq!(g.runner.tags, 0);
    assert_eq!(g.runner.credits, 3);
    until(&mut g, at_action(Side::Corp));
    assert!(legal(&g, ActionKind::Ability).is_empty());
    assert!(legal(&g, ActionKind::TrashResource).is_empty());
}

// ----- simultaneous triggers -----

const ORDER: &str = r#"{"corp": {"identity": "Jinteki: Personal Evolution", "credits": 0,
        "servers": {"hq": {"ice": ["Enigma"]},
                    "remote1": {"root": [{"title": "Priority Requisition", "advancement": 5}]}}},
    "runner": {"identity": "Gabriel Santiago: Consummate Professional",
               "grip": ["Sure Gamble", "Infiltration", "Crypsis"]}}"#;

/// Scores Priority Requisition: Jinteki's damage and Priority Requisition's free rez trigger together.
fn score_pr(g: &mut GameState) -> (u8, u8, u8) {
    let (pr, enigma, jinteki) = (
        id(g, "Priority Requisition"),
        id(g, "Enigma"),
        g.corp.identity,
    );
    only(g, ActionKind::ClickCredit);
    only_on(g, ActionKind::Score, pr);
    assert_eq!(g.decision_name(), "order_triggers");
    assert_eq!(g.current_side(), Some(Side::Corp));
    let mut cards: Vec<u8> = legal(g, ActionKind::Order).iter().map(|a| a.card).collect();
    cards.sort_unstable();
    let mut expected = vec![pr, jinteki];
    expected.sort_unstable();
    assert_eq!(cards, expected);
    assert_eq!(g.legal_actions().len(), 2);
    (pr, enigma, jinteki)
}

// "Simultaneous Effects": the Corp orders its own different simultaneous triggers (Priority Requisition first).
#[test]
fn order_triggers_corp_resolves_priority_requisition_first() {
    let mut g = game(ORDER);
    let (pr, enigma, _) = score_pr(&mut g);
    only_on(&mut g, ActionKind::Order, pr);
    assert_eq!(g.decision_name(), "rez_ice_free");
    assert_eq!(
        g.runner.grip.len(),
        3,
        "the net damage has not happened yet"
    );
    only_on(&mut g, ActionKind::Rez, enigma);
    assert!(g.cards[enigma as usize].rezzed);
    assert_eq!(g.runner.grip.len(), 2);
    assert_eq!(g.corp.credits, 1);
    assert_eq!(g.decision_name(), "action");
}

// "Simultaneous Effects": the Corp orders its own different simultaneous triggers (Jinteki first).
#[test]
fn order_triggers_corp_resolves_jinteki_first() {
    let mut g = game(ORDER);
    let (_, enigma, jinteki) = score_pr(&mut g);
    only_on(&mut g, ActionKind::Order, jinteki);
    assert_eq!(g.runner.grip.len(), 2, "the net damage came first");
    assert_eq!(g.decision_name(), "rez_ice_free");
    only_on(&mut g, ActionKind::Rez, enigma);
    assert!(g.cards[enigma as usize].rezzed);
    assert_eq!(g.runner.grip.len(), 2);
    assert_eq!(g.decision_name(), "action");
}
