//! Scenario tests of the neutral cards of System Update 2021: Dirty Laundry (31037), Prepaid
//! VoicePAD (31038), Earthrise Hotel (31039) and Subliminal Messaging (31082).

mod common;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, EventKind, GameState, Side, Zone};

// ----- helpers -----

const CATALYST: &str = "The Catalyst: Convention Breaker";

/// A side's JSON body, 5 credits if none is given.
fn or_credits(body: &str) -> &str {
    if body.is_empty() {
        r#""credits": 5"#
    } else {
        body
    }
}

/// A Runner action phase (The Catalyst against Haas-Bioroid): the Corp and Runner parts as JSON
/// object bodies.
fn runner_turn(corp: &str, runner: &str) -> GameState {
    let (corp, runner) = (or_credits(corp), or_credits(runner));
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}},
            "runner": {{"identity": "{CATALYST}", {runner}}}, "active": "runner", "turn": 2}}"#
    ))
}

/// The start of a Runner turn ([1.1] done: the window, recurring credits and "when your turn
/// begins" abilities still to come).
fn runner_turn_start(corp: &str, runner: &str) -> GameState {
    let (corp, runner) = (or_credits(corp), or_credits(runner));
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}},
            "runner": {{"identity": "{CATALYST}", {runner}}}, "active": "runner", "turn": 2,
            "phase": "turn_start"}}"#
    ))
}

/// A Corp action phase.
fn corp_turn(corp: &str, runner: &str) -> GameState {
    let (corp, runner) = (or_credits(corp), or_credits(runner));
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}},
            "runner": {{"identity": "{CATALYST}", {runner}}}, "active": "corp", "turn": 1}}"#
    ))
}

fn play(g: &mut GameState, title: &str) {
    let card = ids(g, title)
        .into_iter()
        .find(|&c| matches!(zone(g, c), Zone::Grip | Zone::Hq))
        .unwrap_or_else(|| panic!("no {title} in hand"));
    act(g, Action::new(ActionKind::Play).card(card));
}

fn choose_server(g: &mut GameState, server: &str) {
    assert_eq!(g.decision_name(), "run_server");
    act(g, Action::new(ActionKind::Run).server(srv(server)));
}

/// Plays on with neutral choices (a credit per click, passing otherwise) until the Corp is
/// asked Subliminal Messaging's question or reaches its action phase.
fn to_corp_turn(g: &mut GameState) {
    until(g, at_action(Side::Runner));
    until(g, |g| {
        matches!(g.decision_name(), "mode" | "order_triggers") || at_action(Side::Corp)(g)
    });
}

// ----- Dirty Laundry (31037) -----

// Card text: any server may be run: the three centrals and every remote in use are offered; a
// server that does not exist is refused and changes nothing.
#[test]
fn c31037_dirty_laundry_runs_any_server() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 5, "grip": ["Dirty Laundry"]"#,
    );
    play(&mut g, "Dirty Laundry");
    assert_eq!(g.runner.credits, 3, "it costs 2");
    let mut offered: Vec<u8> = legal(&g, ActionKind::Run)
        .iter()
        .map(|a| a.server)
        .collect();
    offered.sort_unstable();
    assert_eq!(offered, vec![HQ, RD, ARCHIVES, REMOTE1]);
    let before = g.to_json();
    assert!(g
        .apply(Action::new(ActionKind::Run).server(REMOTE2))
        .is_err());
    assert_eq!(g.to_json(), before);
    choose_server(&mut g, "remote1");
    assert_eq!(g.run.unwrap().server, REMOTE1);
}

// Card text: a successful run gives 5 credits when it ends, not before: during the breach the
// credits are not there yet.
#[test]
fn c31037_dirty_laundry_successful_run_gains_5_when_it_ends() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        r#""credits": 5, "grip": ["Dirty Laundry"]"#,
    );
    play(&mut g, "Dirty Laundry");
    g.set_events(true);
    choose_server(&mut g, "hq");
    pass_until(&mut g, "action");
    // Nothing while the run goes on: the Hedge Fund is accessed before any credit is gained.
    let ev = g.take_events().to_vec();
    let accessed = ev.iter().position(|e| e.kind == EventKind::Accessed);
    let gained = ev.iter().position(|e| e.kind == EventKind::CreditsGained);
    assert!(accessed.unwrap() < gained.unwrap());
    assert!(g.run.is_none());
    assert_eq!(g.runner.credits, 8);
    assert_eq!(zone(&g, id(&g, "Dirty Laundry")), Zone::Heap);
}

// Card text: "if it was successful": a run ended by a subroutine before it was declared
// successful gives nothing.
#[test]
fn c31037_dirty_laundry_unsuccessful_run_gains_nothing() {
    let mut g = runner_turn(
        r#""servers": {"rd": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}, "rd": ["Hedge Fund"]"#,
        r#""credits": 5, "grip": ["Dirty Laundry"]"#,
    );
    play(&mut g, "Dirty Laundry");
    choose_server(&mut g, "rd");
    pass_until(&mut g, "action");
    assert!(g.run.is_none());
    assert_eq!(g.runner.credits, 3);
    assert_eq!(zone(&g, id(&g, "Dirty Laundry")), Zone::Heap);
}

// Card text: "that run" only: a later successful run the same turn gives nothing more, and a
// Dirty Laundry run gives its 5 credits once.
#[test]
fn c31037_dirty_laundry_only_its_own_run() {
    let mut g = runner_turn("", r#""credits": 5, "grip": ["Dirty Laundry"]"#);
    play(&mut g, "Dirty Laundry");
    choose_server(&mut g, "archives");
    pass_until(&mut g, "action");
    assert_eq!(g.runner.credits, 8);
    run_on(&mut g, "archives");
    pass_until(&mut g, "action");
    assert_eq!(g.runner.credits, 8, "a plain run gives nothing");
    assert_eq!(g.runner.clicks, 2);
}

// The gain is logged as a credit gain after the run's end, inside the same action.
#[test]
fn c31037_dirty_laundry_gain_follows_the_end_of_the_run() {
    let mut g = runner_turn("", r#""credits": 5, "grip": ["Dirty Laundry"]"#);
    play(&mut g, "Dirty Laundry");
    g.set_events(true);
    choose_server(&mut g, "archives");
    pass_until(&mut g, "action");
    let ev = g.take_events().to_vec();
    let ends = ev
        .iter()
        .position(|e| e.kind == EventKind::RunEnds)
        .expect("the run ends");
    let gained = ev
        .iter()
        .position(|e| e.kind == EventKind::CreditsGained && e.amount == 5)
        .expect("5 credits gained");
    assert!(ends < gained, "{ends} {gained}");
}

// ----- Prepaid VoicePAD (31038) -----

// Card text: 1 recurring credit, there as soon as it is installed.
#[test]
fn c31038_voicepad_has_a_credit_when_installed() {
    let mut g = runner_turn("", r#""credits": 2, "grip": ["Prepaid VoicePAD"]"#);
    let pad = id(&g, "Prepaid VoicePAD");
    only_on(&mut g, ActionKind::Install, pad);
    pass_windows(&mut g);
    assert_eq!(zone(&g, pad), Zone::Rig);
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.cards[pad as usize].credits, 1);
}

// Card text: its credit pays toward an event: with 1 credit in the pool, a 2-credit event is
// playable, and the hosted credit is spent first.
#[test]
fn c31038_voicepad_pays_for_an_event() {
    let mut g = runner_turn(
        "",
        r#""credits": 1, "grip": ["Dirty Laundry"], "rig": ["Prepaid VoicePAD"]"#,
    );
    let pad = id(&g, "Prepaid VoicePAD");
    assert_eq!(g.cards[pad as usize].credits, 1);
    g.set_events(true);
    play(&mut g, "Dirty Laundry");
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.cards[pad as usize].credits, 0);
    let ev = g.take_events().to_vec();
    assert!(ev
        .iter()
        .any(|e| e.kind == EventKind::CountersRemoved && e.card == pad && e.amount == 1));
    assert_eq!(g.decision_name(), "run_server");
}

// Card text: events only: the credit pays neither for installing a program nor for the basic
// action to remove a tag; a 2-credit program stays out of reach with 1 credit in the pool.
#[test]
fn c31038_voicepad_pays_only_for_events() {
    let g = runner_turn(
        "",
        r#""credits": 1, "tags": 1, "grip": ["Corroder"], "rig": ["Prepaid VoicePAD"]"#,
    );
    let corroder = id(&g, "Corroder");
    assert!(legal_on(&g, ActionKind::Install, corroder).is_empty());
    assert!(legal(&g, ActionKind::RemoveTag).is_empty());
}

// Its credit and the pool together must reach the cost: with nothing in the pool a 2-credit
// event is not offered, and playing it anyway is refused and changes nothing.
#[test]
fn c31038_voicepad_cannot_cover_more_than_it_holds() {
    let mut g = runner_turn(
        "",
        r#""credits": 0, "grip": ["Dirty Laundry"], "rig": ["Prepaid VoicePAD"]"#,
    );
    let laundry = id(&g, "Dirty Laundry");
    assert!(legal_on(&g, ActionKind::Play, laundry).is_empty());
    let before = g.to_json();
    assert!(g
        .apply(Action::new(ActionKind::Play).card(laundry))
        .is_err());
    assert_eq!(g.to_json(), before);
}

// Rules Reference, "Credit - Recurring": spent, the credit comes back when the Runner's next
// turn begins (not more than 1).
#[test]
fn c31038_voicepad_refills_when_the_turn_begins() {
    let mut g = runner_turn(
        r#""rd": ["Hedge Fund"]"#,
        r#""credits": 1, "grip": ["Dirty Laundry"], "rig": ["Prepaid VoicePAD"]"#,
    );
    let pad = id(&g, "Prepaid VoicePAD");
    play(&mut g, "Dirty Laundry");
    choose_server(&mut g, "archives");
    pass_until(&mut g, "action");
    assert_eq!(g.cards[pad as usize].credits, 0);
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.cards[pad as usize].credits, 0, "not in the Corp's turn");
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.cards[pad as usize].credits, 1);
}

// ----- Earthrise Hotel (31039) -----

// Card text: installing it loads 3 power counters (logged as placed).
#[test]
fn c31039_earthrise_loads_3_power_counters() {
    let mut g = runner_turn("", r#""credits": 4, "grip": ["Earthrise Hotel"]"#);
    let hotel = id(&g, "Earthrise Hotel");
    g.set_events(true);
    only_on(&mut g, ActionKind::Install, hotel);
    pass_until(&mut g, "action");
    assert_eq!(zone(&g, hotel), Zone::Rig);
    assert_eq!(g.runner.credits, 0, "it costs 4");
    assert_eq!(g.cards[hotel as usize].power, 3);
    let ev = g.take_events().to_vec();
    assert!(ev.iter().any(|e| e.kind == EventKind::CountersPlaced
        && e.card == hotel
        && e.amount == 3
        && e.extra == 3));
}

// Card text: when the Runner's turn begins, one counter goes and 2 cards are drawn; nothing in
// the Corp's turn.
#[test]
fn c31039_earthrise_draws_2_as_the_runner_turn_begins() {
    let mut g = runner_turn_start(
        r#""rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""stack": ["Sure Gamble", "Sure Gamble", "Sure Gamble"], "rig": [{"title": "Earthrise Hotel", "power": 3}]"#,
    );
    let hotel = id(&g, "Earthrise Hotel");
    pass_until(&mut g, "action");
    assert_eq!(g.runner.grip.len(), 2);
    assert_eq!(g.runner.stack.len(), 1);
    assert_eq!(g.cards[hotel as usize].power, 2);
    // The Corp's turn begins: nothing.
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.cards[hotel as usize].power, 2);
    assert_eq!(g.runner.stack.len(), 1);
}

// Card text: emptied by its last counter, it is trashed, after the 2 cards are drawn (its "when
// it is empty" ability triggers during the draw ability and resolves after it).
#[test]
fn c31039_earthrise_trashed_when_empty_after_drawing() {
    let mut g = corp_turn(
        r#""rd": ["Hedge Fund"]"#,
        r#""stack": ["Sure Gamble", "Sure Gamble"], "rig": [{"title": "Earthrise Hotel", "power": 1}]"#,
    );
    let hotel = id(&g, "Earthrise Hotel");
    g.set_events(true);
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.runner.grip.len(), 2);
    assert_eq!(zone(&g, hotel), Zone::Heap);
    let ev = g.take_events().to_vec();
    let last_draw = ev
        .iter()
        .rposition(|e| e.kind == EventKind::Drawn)
        .expect("drawn");
    let trashed = ev
        .iter()
        .position(|e| e.kind == EventKind::Trashed && e.card == hotel)
        .expect("trashed");
    assert!(last_draw < trashed, "{last_draw} {trashed}");
}

// With 2 counters left it stays; an empty stack draws nothing but the counter still goes.
#[test]
fn c31039_earthrise_empty_stack_still_spends_a_counter() {
    let mut g = runner_turn_start("", r#""rig": [{"title": "Earthrise Hotel", "power": 2}]"#);
    let hotel = id(&g, "Earthrise Hotel");
    pass_until(&mut g, "action");
    assert_eq!(g.runner.grip.len(), 0);
    assert_eq!(g.cards[hotel as usize].power, 1);
    assert_eq!(zone(&g, hotel), Zone::Rig);
}

// Three turns from its installation: 6 cards in all, then it is gone.
#[test]
fn c31039_earthrise_lasts_three_turns() {
    let stack = ["\"Sure Gamble\""; 12].join(", ");
    let mut g = runner_turn(
        r#""rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund"]"#,
        &format!(r#""credits": 4, "grip": ["Earthrise Hotel"], "stack": [{stack}]"#),
    );
    let hotel = id(&g, "Earthrise Hotel");
    only_on(&mut g, ActionKind::Install, hotel);
    for turn in 1..=4 {
        // Clicks for credits, and at the end of the Runner's turn discards down to 5 cards.
        for side in [Side::Corp, Side::Runner] {
            for _ in 0..100 {
                if at_action(side)(&g) {
                    break;
                }
                let a = match g.decision_name() {
                    "action" => Action::new(ActionKind::ClickCredit),
                    "paid_ability_window" => Action::new(ActionKind::Pass),
                    _ => g.legal_actions()[0],
                };
                act(&mut g, a);
            }
        }
        let drawn = 2 * turn.min(3);
        assert_eq!(g.runner.stack.len(), 12 - drawn, "turn {turn}");
        assert_eq!(zone(&g, hotel) == Zone::Rig, turn < 3, "turn {turn}");
    }
    assert_eq!(zone(&g, hotel), Zone::Heap);
}

// ----- Subliminal Messaging (31082) -----

// Card text: 1 credit; the first copy played this turn also gives a click, the second does not.
#[test]
fn c31082_subliminal_credit_and_click_for_the_first_copy() {
    let mut g = corp_turn(
        r#""credits": 0, "hq": ["Subliminal Messaging", "Subliminal Messaging"]"#,
        "",
    );
    play(&mut g, "Subliminal Messaging");
    pass_windows(&mut g);
    assert_eq!(g.corp.credits, 1);
    assert_eq!(g.corp.clicks, 3, "the click spent comes back");
    play(&mut g, "Subliminal Messaging");
    pass_windows(&mut g);
    assert_eq!(g.corp.credits, 2);
    assert_eq!(g.corp.clicks, 2, "no second click this turn");
}

// "The first time each turn": a copy played in a later turn gives the click again.
#[test]
fn c31082_subliminal_click_again_next_turn() {
    let mut g = corp_turn(
        r#""credits": 0, "hq": ["Subliminal Messaging", "Subliminal Messaging"], "rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""stack": ["Sure Gamble"]"#,
    );
    play(&mut g, "Subliminal Messaging");
    pass_windows(&mut g);
    assert_eq!(g.corp.clicks, 3);
    // Runner's turn: a run, so the copy in Archives stays there.
    until(&mut g, at_action(Side::Runner));
    run_on(&mut g, "rd");
    to_corp_turn(&mut g);
    assert_eq!(
        g.legal_actions().to_vec(),
        vec![Action::new(ActionKind::Pass)]
    );
    pass(&mut g);
    assert_eq!(g.decision_name(), "action");
    play(&mut g, "Subliminal Messaging");
    pass_windows(&mut g);
    assert_eq!(g.corp.clicks, 3, "first copy of this turn");
}

// Card text: in Archives, after a Runner turn without runs, the Corp may add it to HQ as its
// turn begins (before the mandatory draw); both players then know it.
#[test]
fn c31082_subliminal_returns_after_a_turn_without_runs() {
    let mut g = corp_turn(
        r#""hq": ["Subliminal Messaging"], "rd": ["Hedge Fund", "Hedge Fund"]"#,
        "",
    );
    let sub = id(&g, "Subliminal Messaging");
    play(&mut g, "Subliminal Messaging");
    to_corp_turn(&mut g);
    assert_eq!(g.decision_name(), "mode");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(g.corp.hq.len(), 0, "before the mandatory draw");
    mode(&mut g, sub, 0);
    assert_eq!(zone(&g, sub), Zone::Hq);
    assert!(known_to_runner(&g, sub));
    assert_eq!(
        g.legal_actions().to_vec(),
        vec![Action::new(ActionKind::Pass)]
    );
    pass(&mut g);
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.corp.hq.len(), 2, "then the draw");
}

// Card text: "you may": declining (passing) leaves it in Archives.
#[test]
fn c31082_subliminal_may_stay_in_archives() {
    let mut g = corp_turn(
        r#""archives": [{"title": "Subliminal Messaging", "faceup": true}], "rd": ["Hedge Fund"]"#,
        "",
    );
    let sub = id(&g, "Subliminal Messaging");
    to_corp_turn(&mut g);
    assert_eq!(g.decision_name(), "mode");
    let choices = g.legal_actions().to_vec();
    assert_eq!(
        choices,
        vec![
            Action::new(ActionKind::Mode).card(sub).target(0),
            Action::new(ActionKind::Pass)
        ]
    );
    pass(&mut g);
    assert_eq!(zone(&g, sub), Zone::Archives);
    assert!(at_action(Side::Corp)(&g));
}

// Card text: not after a Runner turn with a run, successful or not (here on an empty R&D's
// server: the run is initiated, that is enough).
#[test]
fn c31082_subliminal_stays_after_a_runner_turn_with_a_run() {
    let mut g = corp_turn(
        r#""archives": [{"title": "Subliminal Messaging", "faceup": true}], "rd": ["Hedge Fund", "Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        "",
    );
    let sub = id(&g, "Subliminal Messaging");
    until(&mut g, at_action(Side::Runner));
    run_on(&mut g, "hq");
    assert!(g.run.is_none(), "Ice Wall ended it");
    to_corp_turn(&mut g);
    assert_eq!(g.decision_name(), "mode", "asked all the same");
    assert_eq!(
        g.legal_actions().to_vec(),
        vec![Action::new(ActionKind::Pass)]
    );
    pass(&mut g);
    assert!(at_action(Side::Corp)(&g));
    assert_eq!(zone(&g, sub), Zone::Archives);
}

// Card text: only from Archives: a copy in HQ or R&D offers nothing as the turn begins (the
// Corp, whose deck holds the card, is still asked: it can only pass).
#[test]
fn c31082_subliminal_only_from_archives() {
    let mut g = corp_turn(
        r#""hq": ["Subliminal Messaging"], "rd": ["Subliminal Messaging", "Hedge Fund"]"#,
        "",
    );
    to_corp_turn(&mut g);
    assert_eq!(g.decision_name(), "mode");
    assert_eq!(
        g.legal_actions().to_vec(),
        vec![Action::new(ActionKind::Pass)]
    );
    pass(&mut g);
    assert!(at_action(Side::Corp)(&g), "{}", g.decision_name());
}

// Rules Reference, "Information": with a facedown card in Archives, the Runner's view as the
// Corp's turn begins is the same whether that card is Subliminal Messaging (the Corp may return
// it) or not (the Corp may not): the Corp is asked either way. Checked by redealing what the
// Runner has not seen and playing the same Runner turn (no run) in both games.
#[test]
fn c31082_subliminal_facedown_decision_gives_nothing_away() {
    let g = corp_turn(
        r#""hq": ["Hedge Fund"], "archives": ["Subliminal Messaging"], "rd": ["Hedge Fund", "Enigma", "PAD Campaign", "Hedge Fund"]"#,
        r#""stack": ["Sure Gamble", "Sure Gamble"]"#,
    );
    let mut g = g;
    until(&mut g, at_action(Side::Runner));
    let archived = g.corp.archives[0];
    let mut without = 0;
    for seed in 0..64 {
        let mut other = g.determinize(Side::Runner, seed);
        if other.card_title(archived) == Some("Subliminal Messaging") {
            continue;
        }
        without += 1;
        let mut here = g.clone();
        for game in [&mut here, &mut other] {
            to_corp_turn(game);
        }
        assert_eq!(here.decision_name(), "mode");
        assert_eq!(other.decision_name(), "mode");
        assert_eq!(other.current_side(), Some(Side::Corp));
        assert_eq!(
            here.observation_json(Side::Runner),
            other.observation_json(Side::Runner)
        );
        let tensor = |g: &GameState| {
            let mut v = vec![0f32; nr_engine::OBSERVATION_SIZE];
            g.observation_tensor(Side::Runner, &mut v);
            v
        };
        assert_eq!(tensor(&here), tensor(&other));
        assert_eq!(here.legal_actions().len(), 2, "the real copy may return");
        assert_eq!(
            other.legal_actions().to_vec(),
            vec![Action::new(ActionKind::Pass)]
        );
    }
    assert!(without > 0, "some redeal put another card in Archives");
}

// Facedown in Archives (discarded from HQ), it still may return: it is revealed, so the Runner
// learns it; the choice is the Corp's, and the Runner's labels and events do not name it before.
#[test]
fn c31082_subliminal_facedown_returns_revealed() {
    let mut g = corp_turn(
        r#""archives": ["Subliminal Messaging"], "rd": ["Hedge Fund"]"#,
        r#""stack": ["Sure Gamble"]"#,
    );
    let sub = id(&g, "Subliminal Messaging");
    assert!(!known_to_runner(&g, sub));
    to_corp_turn(&mut g);
    assert_eq!(g.decision_name(), "mode");
    assert!(!known_to_runner(&g, sub), "not revealed before the choice");
    for a in g.legal_actions().iter() {
        let label = g.label_for(Side::Runner, a);
        assert!(!label.contains("Subliminal"), "{label}");
    }
    g.set_events(true);
    mode(&mut g, sub, 0);
    assert_eq!(zone(&g, sub), Zone::Hq);
    assert!(known_to_runner(&g, sub));
    let runner_view = obs(&g, Side::Runner).to_string();
    assert!(runner_view.contains("Subliminal Messaging"));
}

// Hidden information: a facedown copy the Corp leaves in Archives stays unknown to the Runner:
// no event of the choice lets the Runner read its title.
#[test]
fn c31082_subliminal_facedown_declined_stays_hidden() {
    let mut g = corp_turn(
        r#""archives": ["Subliminal Messaging"], "rd": ["Hedge Fund"]"#,
        r#""stack": ["Sure Gamble"]"#,
    );
    let sub = id(&g, "Subliminal Messaging");
    to_corp_turn(&mut g);
    assert_eq!(g.decision_name(), "mode");
    g.set_events(true);
    pass(&mut g);
    assert_eq!(zone(&g, sub), Zone::Archives);
    assert!(!known_to_runner(&g, sub));
    let ev = g.take_events().to_vec();
    for e in &ev {
        if e.card == sub {
            assert_eq!(e.vis & 2, 0, "{e:?}");
        }
        if e.other == sub {
            assert_eq!(e.vis & 0x20, 0, "{e:?}");
        }
    }
    assert!(!obs(&g, Side::Runner).to_string().contains("Subliminal"));
}

// Hidden information: the Corp's hand and R&D redealt, the Runner's observation is the same
// before the choice and after the revealed card went to HQ.
#[test]
fn c31082_subliminal_determinize_keeps_the_runner_view() {
    let mut g = corp_turn(
        r#""hq": ["Hedge Fund", "Ice Wall"], "archives": ["Subliminal Messaging", "Hedge Fund"], "rd": ["PAD Campaign", "Enigma", "Hedge Fund"]"#,
        r#""stack": ["Sure Gamble"]"#,
    );
    let sub = id(&g, "Subliminal Messaging");
    to_corp_turn(&mut g);
    assert_eq!(g.decision_name(), "mode");
    for seed in 0..32 {
        let other = g.determinize(Side::Runner, seed);
        assert_eq!(
            g.observation_json(Side::Runner),
            other.observation_json(Side::Runner)
        );
    }
    mode(&mut g, sub, 0);
    for seed in 0..8 {
        let other = g.determinize(Side::Runner, seed);
        assert_eq!(
            g.observation_json(Side::Runner),
            other.observation_json(Side::Runner)
        );
        assert_eq!(other.card_title(sub), Some("Subliminal Messaging"));
    }
}

// Two copies in Archives: each may return, one after the other, in the same decision; then the
// Corp passes.
#[test]
fn c31082_subliminal_each_copy_returns() {
    let mut g = corp_turn(
        r#""archives": [{"title": "Subliminal Messaging", "faceup": true}, {"title": "Subliminal Messaging", "faceup": true}], "rd": ["Hedge Fund"]"#,
        "",
    );
    let subs = ids(&g, "Subliminal Messaging");
    to_corp_turn(&mut g);
    for left in [2, 1] {
        assert_eq!(g.decision_name(), "mode");
        let m = legal(&g, ActionKind::Mode);
        assert_eq!(m.len(), left);
        act(&mut g, m[0]);
    }
    assert_eq!(
        g.legal_actions().to_vec(),
        vec![Action::new(ActionKind::Pass)]
    );
    pass(&mut g);
    for s in subs {
        assert_eq!(zone(&g, s), Zone::Hq);
    }
    assert!(at_action(Side::Corp)(&g), "{}", g.decision_name());
}

// Bad input: a mode naming another card, or a mode number it does not have, is refused and
// changes nothing.
#[test]
fn c31082_subliminal_bad_choice_refused() {
    let mut g = corp_turn(
        r#""archives": [{"title": "Subliminal Messaging", "faceup": true}, "Hedge Fund"], "rd": ["Hedge Fund"]"#,
        "",
    );
    let sub = id(&g, "Subliminal Messaging");
    let fund = ids(&g, "Hedge Fund")[0];
    to_corp_turn(&mut g);
    assert_eq!(g.decision_name(), "mode");
    let before = g.to_json();
    for bad in [
        Action::new(ActionKind::Mode).card(fund).target(0),
        Action::new(ActionKind::Mode).card(sub).target(1),
        Action::new(ActionKind::Mode).card(sub).target(2),
        Action::new(ActionKind::ClickCredit),
    ] {
        assert!(g.apply(bad).is_err(), "{bad:?}");
        assert_eq!(g.to_json(), before);
    }
}

// Ruling 1: adding it to HQ reveals it even when it was faceup in Archives: it is revealed to
// both players (known to the Runner in HQ, named in the Runner's view of the move).
#[test]
fn ruling_c31082_1_revealed_even_if_faceup() {
    let mut g = corp_turn(
        r#""archives": [{"title": "Subliminal Messaging", "faceup": true}], "rd": ["Hedge Fund"]"#,
        "",
    );
    let sub = id(&g, "Subliminal Messaging");
    to_corp_turn(&mut g);
    g.set_events(true);
    mode(&mut g, sub, 0);
    assert_eq!(zone(&g, sub), Zone::Hq);
    assert!(
        known_to_runner(&g, sub),
        "revealed: the Runner knows it in HQ"
    );
    let ev = g.take_events().to_vec();
    let moved = ev
        .iter()
        .find(|e| e.kind == EventKind::AddedToHand && e.card == sub)
        .expect("added to HQ");
    assert_eq!(moved.vis & 2, 2, "the Runner may read its title");
}

// ----- random games -----

/// A Runner deck (the Shaper starter, Core) with the three neutral Runner cards.
fn runner_deck() -> DeckList {
    let mut deck = DeckList::starter("shaper").unwrap();
    for t in ["Dirty Laundry", "Prepaid VoicePAD", "Earthrise Hotel"] {
        deck.cards.push((t.into(), 3));
    }
    deck
}

/// A Corp deck (Haas-Bioroid starter) with 3 Subliminal Messaging.
fn corp_deck() -> DeckList {
    let mut deck = DeckList::starter("haas-bioroid").unwrap();
    // In place of the 3 Hedge Funds: the same size and agenda points.
    let before = deck.size();
    deck.cards.retain(|(t, _)| t != "Hedge Fund");
    deck.cards.push(("Subliminal Messaging".into(), 3));
    assert_eq!(deck.size(), before);
    deck
}

// Seeded random games with the four cards against Core starter decks: every game ends, every
// decision offers a choice, the invariants hold; a quarter check that neither side's
// observation changes when what it cannot see is redealt.
#[test]
fn random_games_su21_neutral() {
    let runner = runner_deck();
    let corp = corp_deck();
    assert!(runner.problems().is_empty(), "{:?}", runner.problems());
    assert!(corp.problems().is_empty(), "{:?}", corp.problems());
    let corps = ["jinteki", "haas-bioroid", "nbn", "weyland"];
    let runners = ["anarch", "criminal", "shaper"];
    for seed in 0..200u64 {
        let g = if seed % 2 == 0 {
            let starter = DeckList::starter(corps[(seed / 2) as usize % 4]).unwrap();
            random_game(&starter, &runner, seed, seed % 4 == 0)
        } else {
            let starter = DeckList::starter(runners[(seed / 2) as usize % 3]).unwrap();
            random_game(&corp, &starter, seed, seed % 4 == 1)
        };
        assert!(g.is_over());
        check_places(&g);
    }
}
