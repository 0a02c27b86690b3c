//! Scenario tests of the System Gateway Jinteki cards played by the Corp on its turn (30043
//! Restoring Humanity, 30044 Longevity Serum, 30048 Hansei Review, 30049 Neurospike) and two
//! neutral Corp agendas (30069 Send a Message, 30070 Superconducting Hub), their rulings,
//! hidden information, and random games with a deck holding every card of the file; the cards
//! met in runs are in cards_sg_jinteki_runs.rs.

mod common;
mod sg_jinteki;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, EventKind, Side, Zone};
use sg_jinteki::*;

// ----- 30043 Jinteki: Restoring Humanity -----

// The Corp's discard phase ends with a facedown card in Archives: 1 credit.
#[test]
fn c30043_restoring_humanity_gains_a_credit_with_a_facedown_card_in_archives() {
    let mut g = position(
        "corp",
        RH,
        r#""credits": 0, "archives": ["Hedge Fund"]"#,
        "",
    );
    until(&mut g, at_action(Side::Runner));
    assert_eq!(
        g.corp.credits,
        3 + 1,
        "3 clicks for credits, then 1 from the identity"
    );
}

// Only faceup cards in Archives (or none): no credit.
#[test]
fn c30043_restoring_humanity_needs_a_facedown_card() {
    let archives = r#""credits": 0, "archives": [{"title": "Hedge Fund", "faceup": true}]"#;
    for corp in [archives, r#""credits": 0"#] {
        let mut g = position("corp", RH, corp, "");
        until(&mut g, at_action(Side::Runner));
        assert_eq!(g.corp.credits, 3);
    }
}

// Only the Corp's own discard phase: nothing when the Runner's turn ends.
#[test]
fn c30043_restoring_humanity_not_on_the_runners_discard_phase() {
    let corp = r#""credits": 0, "archives": ["Hedge Fund"], "rd": ["Enigma"]"#;
    let mut g = position("runner", RH, corp, "");
    until(&mut g, |g| {
        g.current_side() == Some(Side::Corp) && g.corp.clicks > 0
    });
    assert_eq!(g.corp.credits, 0);
}

// Ruling 1: Archives empty all turn, but a card discarded down to maximum hand size is facedown
// in Archives when the discard phase ends: the credit is gained.
#[test]
fn ruling_c30043_1_a_card_discarded_to_hand_size_counts() {
    let hq = r#""credits": 0, "hq": ["Hedge Fund", "Hedge Fund", "Hedge Fund", "Enigma", "Enigma", "Enigma"]"#;
    let mut g = position("corp", RH, hq, "");
    assert!(g.corp.archives.is_empty());
    for _ in 0..3 {
        only(&mut g, ActionKind::ClickCredit);
        pass_windows(&mut g);
    }
    assert_eq!(g.decision_name(), "discard");
    let card = legal(&g, ActionKind::Discard)[0];
    act(&mut g, card);
    pass_to(&mut g, at_action(Side::Runner));
    assert_eq!(facedown_in_archives(&g), 1);
    assert_eq!(g.corp.credits, 4);
}

// Ruling 2: "when your discard phase ends" is the same moment as "when your turn ends": after
// the hand size is checked, before the Runner's turn (no credit while the discard is pending).
#[test]
fn ruling_c30043_2_after_the_hand_size_check_before_the_runners_turn() {
    let hq = r#""credits": 0, "archives": ["Enigma"], "hq": ["Hedge Fund", "Hedge Fund", "Hedge Fund", "Enigma", "Enigma", "Enigma"]"#;
    let mut g = position("corp", RH, hq, "");
    for _ in 0..3 {
        only(&mut g, ActionKind::ClickCredit);
        pass_windows(&mut g);
    }
    assert_eq!(g.decision_name(), "discard");
    assert_eq!(
        g.corp.credits, 3,
        "not yet: the discard phase has not ended"
    );
    let card = legal(&g, ActionKind::Discard)[0];
    act(&mut g, card);
    assert_eq!(g.corp.credits, 4, "gained as the discard phase ends");
}

// ----- 30044 Longevity Serum -----

const SERUM_CORP: &str = r#""hq": ["Hedge Fund", "Enigma", "Wall of Thorns"], "rd": ["Snare!", "Snare!"], "archives": ["Neural Katana", {"title": "Data Mine", "faceup": true}, "Chum", "Cell Portal"], "servers": {"remote1": {"root": [{"title": "Longevity Serum", "advancement": 3}]}}"#;

// Scored: the Corp trashes the HQ cards it picks (facedown), then shuffles the Archives cards it
// picks into R&D.
#[test]
fn c30044_longevity_serum_trashes_from_hq_then_shuffles_archives_into_rd() {
    let mut g = corp_turn(SERUM_CORP, "");
    let serum = id(&g, "Longevity Serum");
    score(&mut g, serum);
    assert_eq!(g.decision_name(), "trash_from_hq");
    assert_eq!(g.current_side(), Some(Side::Corp));
    let (hf, enigma) = (id(&g, "Hedge Fund"), id(&g, "Enigma"));
    trash(&mut g, hf);
    trash(&mut g, enigma);
    pass(&mut g);
    assert_eq!(g.corp.hq.len(), 1);
    assert_eq!(g.corp.archives.len(), 6);
    assert_eq!(
        facedown_in_archives(&g),
        5,
        "the trashed cards are facedown"
    );
    // Then up to 3 Archives cards: one trashed a moment ago may be among them.
    assert_eq!(g.decision_name(), "shuffle_into_rd");
    let hf = id(&g, "Hedge Fund");
    assert_eq!(g.cards[hf as usize].zone, Zone::Archives);
    choose(&mut g, hf);
    let c = id(&g, "Data Mine");
    choose(&mut g, c);
    pass(&mut g);
    assert_eq!(g.corp.rd.len(), 4);
    assert_eq!(g.corp.archives.len(), 4);
    for c in [id(&g, "Hedge Fund"), id(&g, "Data Mine")] {
        assert_eq!(g.cards[c as usize].zone, Zone::Rd);
        assert!(!g.cards[c as usize].faceup);
    }
    assert_eq!(g.decision_name(), "action");
}

// At most 3 cards go into R&D: after the third, no more choice.
#[test]
fn c30044_longevity_serum_at_most_three_cards() {
    let mut g = corp_turn(SERUM_CORP, "");
    let c = id(&g, "Longevity Serum");
    score(&mut g, c);
    pass(&mut g); // no HQ card trashed
    for title in ["Neural Katana", "Data Mine", "Chum"] {
        assert_eq!(g.decision_name(), "shuffle_into_rd");
        let c = id(&g, title);
        choose(&mut g, c);
    }
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.corp.rd.len(), 5);
    assert_eq!(g.corp.archives.len(), 1);
    assert_eq!(g.corp.hq.len(), 3);
    assert_eq!(g.cards[id(&g, "Cell Portal") as usize].zone, Zone::Archives);
}

// With HQ and Archives empty it asks nothing.
#[test]
fn c30044_longevity_serum_with_nothing_to_choose() {
    let corp = r#""rd": ["Snare!"], "servers": {"remote1": {"root": [{"title": "Longevity Serum", "advancement": 3}]}}"#;
    let mut g = corp_turn(corp, "");
    let c = id(&g, "Longevity Serum");
    score(&mut g, c);
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.corp.rd.len(), 1);
    assert_eq!(g.agenda_points(Side::Corp), 2);
}

// Bad input: a card outside HQ cannot be trashed, a card outside Archives cannot be shuffled.
#[test]
fn c30044_longevity_serum_refuses_cards_from_elsewhere() {
    let mut g = corp_turn(SERUM_CORP, "");
    let c = id(&g, "Longevity Serum");
    score(&mut g, c);
    let katana = id(&g, "Neural Katana");
    refused(&mut g, Action::new(ActionKind::Trash).card(katana));
    let snare = ids(&g, "Snare!")[0];
    refused(&mut g, Action::new(ActionKind::Trash).card(snare));
    pass(&mut g);
    let wall = id(&g, "Wall of Thorns");
    refused(&mut g, Action::new(ActionKind::Mode).card(wall).target(0));
    choose(&mut g, katana);
    refused(&mut g, Action::new(ActionKind::Mode).card(katana).target(0));
}

// Hidden information: the Runner does not learn which HQ cards were trashed nor which facedown
// cards went into R&D; its view is the same with the Corp's cards redealt.
#[test]
fn c30044_longevity_serum_hides_the_chosen_cards_from_the_runner() {
    let mut g = corp_turn(SERUM_CORP, "");
    g.set_events(true);
    let c = id(&g, "Longevity Serum");
    score(&mut g, c);
    runner_view_unchanged_by_redeal(&g);
    let c = id(&g, "Enigma");
    trash(&mut g, c);
    runner_view_unchanged_by_redeal(&g);
    pass(&mut g);
    runner_view_unchanged_by_redeal(&g);
    let enigma = id(&g, "Enigma");
    assert!(!known_to_runner(&g, enigma));
    choose(&mut g, enigma);
    pass(&mut g);
    runner_view_unchanged_by_redeal(&g);
    let events = g.take_events();
    let added: Vec<_> = events
        .iter()
        .filter(|e| e.kind == EventKind::AddedToDeck)
        .collect();
    assert_eq!(added.len(), 1, "the move into R&D is recorded");
    assert_eq!(
        added[0].vis & 8,
        0,
        "the Runner sees no id of a card in R&D"
    );
    assert!(events.iter().any(|e| e.kind == EventKind::Shuffled));
}

// Ruling 1: scored on the Corp's turn, its ability resolves in full (both of the Corp's
// choices, one after the other) before anything else happens: a card reaching Archives after it
// (the Runner's Spoilers) cannot be chosen.
#[test]
fn ruling_c30044_1_resolves_fully_before_anything_else() {
    let mut g = corp_turn(SERUM_CORP, "");
    let archives_before = g.corp.archives.clone();
    let c = id(&g, "Longevity Serum");
    score(&mut g, c);
    assert_eq!(g.decision_name(), "trash_from_hq");
    pass(&mut g);
    assert_eq!(g.decision_name(), "shuffle_into_rd");
    assert_eq!(g.current_side(), Some(Side::Corp));
    // The choices are exactly the Archives of that moment (one per title and facing).
    let offered: Vec<u8> = legal(&g, ActionKind::Mode).iter().map(|a| a.card).collect();
    assert_eq!(offered.len(), archives_before.len());
    assert!(offered.iter().all(|c| archives_before.contains(c)));
}

// ----- 30048 Hansei Review -----

// 10 credits (it costs 5), then the Corp trashes the HQ card it picks, facedown.
#[test]
fn c30048_hansei_review_gains_ten_and_trashes_a_card() {
    let corp = r#""credits": 5, "hq": ["Hansei Review", "Enigma", "Hedge Fund"]"#;
    let mut g = corp_turn(corp, "");
    let c = id(&g, "Hansei Review");
    only_on(&mut g, ActionKind::Play, c);
    assert_eq!(g.decision_name(), "trash_from_hq");
    assert_eq!(g.corp.credits, 10);
    assert_eq!(legal(&g, ActionKind::Trash).len(), 2);
    assert!(
        legal(&g, ActionKind::Pass).is_empty(),
        "the trash is not optional"
    );
    let c = id(&g, "Enigma");
    trash(&mut g, c);
    assert_eq!(g.corp.hq.len(), 1);
    assert_eq!(facedown_in_archives(&g), 1);
    let enigma = id(&g, "Enigma");
    assert_eq!(g.cards[enigma as usize].zone, Zone::Archives);
    assert!(!known_to_runner(&g, enigma));
}

// Copies are one choice; a single card is trashed without asking.
#[test]
fn c30048_hansei_review_one_choice_per_title() {
    let corp = r#""credits": 5, "hq": ["Hansei Review", "Enigma", "Enigma"]"#;
    let mut g = corp_turn(corp, "");
    let c = id(&g, "Hansei Review");
    only_on(&mut g, ActionKind::Play, c);
    assert_eq!(g.corp.hq.len(), 1, "the only choice is made at once");
    assert_eq!(g.decision_name(), "action");
}

// Bad input: a card outside HQ cannot be trashed; the Runner's view hides the choice.
#[test]
fn c30048_hansei_review_refuses_other_cards_and_hides_the_choice() {
    let corp = r#""credits": 5, "hq": ["Hansei Review", "Enigma", "Hedge Fund"], "servers": {"remote1": {"root": ["PAD Campaign"]}}"#;
    let mut g = corp_turn(corp, "");
    let c = id(&g, "Hansei Review");
    only_on(&mut g, ActionKind::Play, c);
    let pad = id(&g, "PAD Campaign");
    refused(&mut g, Action::new(ActionKind::Trash).card(pad));
    refused(&mut g, Action::new(ActionKind::Trash).card(c));
    runner_view_unchanged_by_redeal(&g);
    let c = id(&g, "Hedge Fund");
    trash(&mut g, c);
    runner_view_unchanged_by_redeal(&g);
}

// Ruling 1: Hansei Review is not in HQ while it resolves: alone in HQ, nothing is trashed.
#[test]
fn ruling_c30048_1_not_in_hq_while_resolving() {
    let corp = r#""credits": 5, "hq": ["Hansei Review"]"#;
    let mut g = corp_turn(corp, "");
    let c = id(&g, "Hansei Review");
    only_on(&mut g, ActionKind::Play, c);
    assert_eq!(g.corp.credits, 10);
    assert_eq!(g.corp.archives.len(), 1);
    assert!(g.cards[c as usize].faceup, "played, then discarded faceup");
    assert_eq!(facedown_in_archives(&g), 0);
}

// ----- 30049 Neurospike -----

const NEUROSPIKE_CORP: &str = r#""credits": 5, "hq": ["Neurospike"], "rd": ["Enigma"], "score_area": ["Priority Requisition"], "servers": {"remote1": {"root": [{"title": "Nisei MK II", "advancement": 4}]}, "remote2": {"root": [{"title": "Superconducting Hub", "advancement": 3}]}}"#;

// Net damage equal to the points scored this turn (2 + 1); agendas scored earlier do not count.
#[test]
fn c30049_neurospike_points_scored_this_turn() {
    let mut g = corp_turn(NEUROSPIKE_CORP, &grip(5));
    let c = id(&g, "Nisei MK II");
    score(&mut g, c);
    let hub = id(&g, "Superconducting Hub");
    only_on(&mut g, ActionKind::Score, hub);
    pass(&mut g); // no draw
    let c = id(&g, "Neurospike");
    only_on(&mut g, ActionKind::Play, c);
    assert_eq!(g.runner.grip.len(), 2, "3 net damage");
}

// Nothing scored this turn: X is 0, so it cannot be played (Rules Reference, "Action": an action
// that cannot change the game state).
#[test]
fn c30049_neurospike_nothing_scored_not_playable() {
    let g = corp_turn(NEUROSPIKE_CORP, &grip(5));
    let c = id(&g, "Neurospike");
    assert!(legal_on(&g, ActionKind::Play, c).is_empty());
}

// Only this turn: the count starts again the next turn.
#[test]
fn c30049_neurospike_only_this_turn() {
    let corp = r#""credits": 5, "hq": ["Neurospike", "Neurospike"], "rd": ["Enigma", "Enigma"], "servers": {"remote1": {"root": [{"title": "Nisei MK II", "advancement": 4}]}}"#;
    let mut g = corp_turn(corp, &grip(5));
    let c = id(&g, "Nisei MK II");
    score(&mut g, c);
    until(&mut g, at_action(Side::Runner));
    until(&mut g, at_action(Side::Corp));
    let c = ids(&g, "Neurospike")[0];
    assert!(
        legal_on(&g, ActionKind::Play, c).is_empty(),
        "nothing scored this turn"
    );
    assert_eq!(g.runner.grip.len(), 5);
}

// Ruling 1: an agenda scored and then forfeited this turn still counts. No card of the pool can
// forfeit an agenda during the Corp's turn (Archer is ice, rezzed only in runs), so the test
// removes the scored agenda from the game as a forfeit would.
#[test]
fn ruling_c30049_1_forfeited_agendas_still_count() {
    let corp = r#""credits": 10, "hq": ["Neurospike"], "rd": ["Enigma"], "servers": {"remote1": {"root": [{"title": "Nisei MK II", "advancement": 4}]}}"#;
    let mut g = corp_turn(corp, &grip(5));
    let nisei = id(&g, "Nisei MK II");
    score(&mut g, nisei);
    g.corp.score_area.retain(|&c| c != nisei);
    g.cards[nisei as usize].zone = Zone::Removed;
    check_places(&g);
    assert_eq!(g.agenda_points(Side::Corp), 0);
    pass_windows(&mut g);
    let c = id(&g, "Neurospike");
    only_on(&mut g, ActionKind::Play, c);
    assert_eq!(g.runner.grip.len(), 3, "2 net damage");
}

// ----- 30069 Send a Message -----

// Scored: the Corp may rez an installed piece of ice at no cost.
#[test]
fn c30069_send_a_message_scored_rezzes_ice_free() {
    let corp = r#""credits": 0, "rd": ["Enigma"], "servers": {"remote1": {"root": [{"title": "Send a Message", "advancement": 5}]}, "hq": {"ice": ["Neural Katana"]}}"#;
    let mut g = corp_turn(corp, "");
    let c = id(&g, "Send a Message");
    score(&mut g, c);
    assert_eq!(g.decision_name(), "rez_ice_free");
    let katana = id(&g, "Neural Katana");
    only_on(&mut g, ActionKind::Rez, katana);
    assert!(g.cards[katana as usize].rezzed);
    assert_eq!(g.corp.credits, 1, "only the click's credit");
}

// Stolen: the Corp still gets to rez a piece of ice at no cost (or decline).
#[test]
fn c30069_send_a_message_stolen_rezzes_ice_free() {
    let corp =
        r#""credits": 0, "hq": ["Send a Message"], "servers": {"rd": {"ice": ["Neural Katana"]}}"#;
    let mut g = runner_turn(corp, "");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| {
        g.decision_name() == "rez_ice_free" || g.run.is_none()
    });
    assert_eq!(g.decision_name(), "rez_ice_free");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(g.agenda_points(Side::Runner), 3);
    let katana = id(&g, "Neural Katana");
    only_on(&mut g, ActionKind::Rez, katana);
    assert!(g.cards[katana as usize].rezzed);
    assert_eq!(g.corp.credits, 0);
}

// Declining, or no unrezzed ice: nothing is rezzed.
#[test]
fn c30069_send_a_message_may_decline() {
    let corp =
        r#""credits": 0, "hq": ["Send a Message"], "servers": {"rd": {"ice": ["Neural Katana"]}}"#;
    let mut g = runner_turn(corp, "");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| {
        g.decision_name() == "rez_ice_free" || g.run.is_none()
    });
    pass(&mut g);
    let katana = id(&g, "Neural Katana");
    assert!(!g.cards[katana as usize].rezzed);
    let mut g = runner_turn(r#""hq": ["Send a Message"]"#, "");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| {
        g.decision_name() == "rez_ice_free" || g.run.is_none()
    });
    assert!(g.run.is_none(), "nothing to rez: not asked");
}

// Ruling 1: ignoring all costs includes additional costs: Archer is rezzed without forfeiting
// an agenda (the Corp has none).
#[test]
fn ruling_c30069_1_archer_without_forfeiting() {
    let corp = r#""credits": 0, "hq": ["Send a Message"], "servers": {"rd": {"ice": ["Archer"]}}"#;
    let mut g = runner_turn(corp, "");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| {
        g.decision_name() == "rez_ice_free" || g.run.is_none()
    });
    let archer = id(&g, "Archer");
    only_on(&mut g, ActionKind::Rez, archer);
    assert!(g.cards[archer as usize].rezzed);
    assert!(g.corp.score_area.is_empty());
    assert_eq!(g.corp.credits, 0);
}

// ----- 30070 Superconducting Hub -----

const HUB_CORP: &str = r#""rd": ["Enigma", "Hedge Fund", "Snare!"], "servers": {"remote1": {"root": [{"title": "Superconducting Hub", "advancement": 3}]}}"#;

// Scored: the Corp may draw 2 cards.
#[test]
fn c30070_superconducting_hub_may_draw_two() {
    let mut g = corp_turn(HUB_CORP, "");
    let hub = id(&g, "Superconducting Hub");
    score(&mut g, hub);
    assert_eq!(g.current_side(), Some(Side::Corp));
    act(&mut g, Action::new(ActionKind::Mode).card(hub).target(0));
    assert_eq!(g.corp.hq.len(), 2);
    assert_eq!(g.corp.rd.len(), 1);
    let mut g = corp_turn(HUB_CORP, "");
    score(&mut g, hub);
    pass(&mut g);
    assert_eq!(g.corp.hq.len(), 0);
}

// +2 maximum hand size while it is in the Corp's score area: 7 cards are kept.
#[test]
fn c30070_superconducting_hub_hand_size() {
    let corp = r#""score_area": ["Superconducting Hub"], "rd": ["Enigma"], "hq": ["Enigma", "Enigma", "Enigma", "Hedge Fund", "Hedge Fund", "Hedge Fund", "Snare!"]"#;
    let mut g = corp_turn(corp, "");
    assert_eq!(g.corp_hand_size(), 7);
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.corp.hq.len(), 7, "no discard");
}

// Stolen, it gives nobody hand size (inactive in the Runner's score area) and draws nothing.
#[test]
fn c30070_superconducting_hub_stolen_does_nothing() {
    let mut g = runner_turn(r#""hq": ["Superconducting Hub"], "rd": ["Enigma"]"#, "");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.agenda_points(Side::Runner), 1);
    assert_eq!(g.corp_hand_size(), 5);
    assert_eq!(g.runner_hand_size(), 5);
    assert!(g.corp.hq.is_empty());
}

// ----- random games -----

/// Restoring Humanity with every card of this file at 3 copies (Longevity Serum: its limit of
/// 1), filled up with Core Set Jinteki and neutral cards: 40 cards, 18 agenda points.
fn sg_jinteki_deck() -> DeckList {
    DeckList::parse(
        "Jinteki: Restoring Humanity
         1 Longevity Serum
         3 Send a Message
         3 Superconducting Hub
         2 Nisei MK II
         3 Urtica Cipher
         3 Diviner
         3 Karuna
         3 Hansei Review
         3 Neurospike
         3 Anoetic Void
         3 Hedge Fund
         3 Enigma
         2 Wall of Thorns
         2 Neural Katana
         2 Snare!
         1 Data Mine",
    )
    .unwrap()
}

#[test]
fn random_games_sg_jinteki() {
    let corp = sg_jinteki_deck();
    assert!(corp.problems().is_empty(), "{:?}", corp.problems());
    let runner = DeckList::default_runner();
    for seed in 0..200 {
        let g = random_game(&corp, &runner, seed, seed % 20 == 0);
        check_places(&g);
        assert!(g.is_over());
    }
}
