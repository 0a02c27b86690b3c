//! A saved game or scenario can only describe a legal position (`GameState::check_invariants`),
//! counters never wrap, and scenarios can express any legal position.

mod common;
use common::*;
use nr_engine::{
    ActionKind, DeckList, EngineError, GameState, Side, MAX_COUNTER, MAX_CREDITS, MAX_TURN,
};
use serde_json::{json, Value};

// ----- saved games -----

fn saved() -> Value {
    let g = GameState::new(&DeckList::default_corp(), &DeckList::default_runner(), 3).unwrap();
    serde_json::from_str(&g.to_json()).unwrap()
}

/// `from_json` of the mutated state fails with a `Json` error whose text contains `needle`.
fn refused(v: &Value, needle: &str) {
    match GameState::from_json(&v.to_string()) {
        Err(EngineError::Json(m)) => assert!(m.contains(needle), "{m:?} lacks {needle:?}"),
        other => panic!("accepted or wrong error: {:?}", other.map(|_| ())),
    }
}

#[test]
fn a_real_saved_game_is_accepted_and_passes_the_invariants() {
    let g = GameState::from_json(&saved().to_string()).unwrap();
    g.check_invariants().unwrap();
}

#[test]
fn saved_game_with_no_pending_step_in_a_live_game_is_refused() {
    let mut v = saved();
    v["stack"] = json!([]);
    refused(&v, "no rule step is pending");
}

#[test]
fn saved_game_with_a_step_naming_a_card_out_of_range_is_refused() {
    let mut v = saved();
    v["stack"]
        .as_array_mut()
        .unwrap()
        .insert(0, json!({"AccessCard": 150}));
    refused(&v, "refers to something that does not exist");
}

#[test]
fn saved_game_with_the_same_card_twice_in_hq_is_refused() {
    let mut v = saved();
    let first = v["corp"]["hq"][0].clone();
    v["corp"]["hq"].as_array_mut().unwrap().push(first);
    refused(&v, "listed 2 times");
}

#[test]
fn saved_game_with_a_zone_disagreeing_with_the_place_is_refused() {
    let mut v = saved();
    let c = v["corp"]["hq"][0].as_u64().unwrap() as usize;
    v["cards"][c]["zone"] = json!("rd");
    refused(&v, "listed in Hq but its zone is Rd");
}

#[test]
fn saved_game_with_a_winner_without_a_reason_is_refused() {
    let mut v = saved();
    v["winner"] = json!("corp");
    refused(&v, "a winner without a reason");
    let mut v = saved();
    v["win_reason"] = json!("flatline");
    refused(&v, "a reason without a winner");
}

#[test]
fn saved_game_with_ice_owned_by_the_runner_is_refused() {
    let g = GameState::new(&DeckList::default_corp(), &DeckList::default_runner(), 3).unwrap();
    let ice = (0..g.cards.len() as u8)
        .find(|&c| g.card_title(c) == Some("Enigma"))
        .unwrap();
    let mut v = saved();
    v["cards"][ice as usize]["owner"] = json!("runner");
    refused(&v, "is a corp card owned by the runner");
}

#[test]
fn saved_game_with_counters_above_the_limits_is_refused() {
    let mut v = saved();
    v["corp"]["credits"] = json!(65535);
    refused(&v, "credits above the limit");
    let mut v = saved();
    v["turn"] = json!(u32::MAX);
    refused(&v, "above the limit");
    let mut v = saved();
    v["cards"][0]["advancement"] = json!(255);
    refused(&v, "advancement tokens, above the limit");
}

#[test]
fn saved_game_nested_too_deep_or_too_long_is_refused_cleanly() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(matches!(
        GameState::from_json(&deep),
        Err(EngineError::Json(_))
    ));
    let long = " ".repeat(2 << 20);
    assert!(matches!(
        GameState::from_json(&long),
        Err(EngineError::Json(_))
    ));
}

// ----- counters never wrap -----

fn corp_scenario(extra: &str) -> String {
    with_top(extra, "")
}

/// A scenario with `extra` Corp fields and `top` top-level fields (each with a leading comma).
fn with_top(extra: &str, top: &str) -> String {
    format!(
        r#"{{"corp": {{"identity": "{HB}", "rd": ["Hedge Fund", "Hedge Fund"] {extra}}},
            "runner": {{"identity": "Noise: Hacker Extraordinaire", "stack": ["Sure Gamble"]}} {top}}}"#
    )
}

fn scenario_refused(text: &str, needle: &str) {
    match GameState::from_scenario_json(text) {
        Err(EngineError::Scenario(m)) => assert!(m.contains(needle), "{m:?} lacks {needle:?}"),
        other => panic!("accepted or wrong error: {:?}", other.map(|_| ())),
    }
}

#[test]
fn scenario_counters_above_the_limits_are_refused() {
    scenario_refused(
        &corp_scenario(r#", "credits": 65535"#),
        "credits above the limit",
    );
    scenario_refused(
        &corp_scenario(
            r#", "servers": {"remote1": {"root": [{"title": "Priority Requisition", "advancement": 255}]}}"#,
        ),
        "above the limit",
    );
    scenario_refused(
        &corp_scenario(r#", "bad_publicity": 200"#),
        "bad publicity 200 above the limit",
    );
    let text = corp_scenario("").replace(r#""stack""#, r#""credits": 65535, "stack""#);
    scenario_refused(&text, "credits above the limit");
    let text = with_top("", r#", "turn": 4294967295"#);
    scenario_refused(&text, "above the limit");
}

// Counters saturate at their documented limits: a click for a credit at the limit changes
// nothing, and advancing a card at the limit leaves it there.
#[test]
fn credits_and_advancement_saturate_at_the_limit() {
    let mut g = game(&corp_scenario(&format!(r#", "credits": {MAX_CREDITS}"#)));
    only(&mut g, ActionKind::ClickCredit);
    assert_eq!(g.corp.credits, MAX_CREDITS);
    g.check_invariants().unwrap();

    let mut g = game(&corp_scenario(&format!(
        r#", "servers": {{"remote1": {{"root": [{{"title": "Priority Requisition", "advancement": {MAX_COUNTER}}}]}}}}"#
    )));
    let pr = id(&g, "Priority Requisition");
    only_on(&mut g, ActionKind::Advance, pr);
    assert_eq!(g.cards[pr as usize].advancement, MAX_COUNTER);
    g.check_invariants().unwrap();

    let text = corp_scenario("").replace(
        r#""stack""#,
        &format!(r#""credits": {MAX_CREDITS}, "stack""#),
    );
    let mut g = game(&text.replace(
        r#"["Sure Gamble"]}"#,
        r#"["Sure Gamble"]}, "active": "runner""#,
    ));
    only(&mut g, ActionKind::ClickCredit);
    assert_eq!(g.runner.credits, MAX_CREDITS);
}

#[test]
fn the_turn_number_saturates_at_the_limit() {
    let text = with_top("", &format!(r#", "turn": {MAX_TURN}"#));
    let mut g = game(&text);
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.turn(), MAX_TURN);
    g.check_invariants().unwrap();
}

// ----- scenarios express any legal position -----

// Rules Reference, "Credit - Recurring" and turn step [1.3]: NBN: Making News holds its 2
// recurring credits for traces; a scenario gives them in full unless told otherwise, so they
// pay for a trace at once.
#[test]
fn nbn_recurring_trace_credits_are_usable_at_once() {
    let text = r#"{"corp": {"identity": "NBN: Making News", "credits": 0, "hq": ["Hedge Fund"],
                  "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}]}}},
                   "runner": {"identity": "Noise: Hacker Extraordinaire"},
                   "active": "runner", "turn": 2}"#;
    let mut g = game(text);
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "trace_corp");
    let bids: Vec<u8> = legal(&g, ActionKind::Bid)
        .iter()
        .map(|a| a.amount)
        .collect();
    assert_eq!(bids, vec![0, 1, 2]);
    // Given explicitly, the amount is kept.
    let g = game(&text.replace(
        r#""identity": "NBN: Making News""#,
        r#""identity": {"title": "NBN: Making News", "credits": 1}"#,
    ));
    assert_eq!(g.cards[g.corp.identity as usize].credits, 1);
}

// Cyberfeeder (recurring credit) installed in the rig holds its credit unless given 0.
#[test]
fn installed_cards_with_recurring_credits_start_full() {
    let runner = |rig: &str| {
        format!(
            r#"{{"corp": {{"identity": "{HB}", "rd": ["Hedge Fund"]}},
                "runner": {{"identity": "Noise: Hacker Extraordinaire", "rig": [{rig}]}}}}"#
        )
    };
    let g = game(&runner(r#""Cyberfeeder""#));
    assert_eq!(g.cards[id(&g, "Cyberfeeder") as usize].credits, 1);
    let g = game(&runner(r#"{"title": "Cyberfeeder", "credits": 0}"#));
    assert_eq!(g.cards[id(&g, "Cyberfeeder") as usize].credits, 0);
}

// Femme Fatale remembers the ice chosen when it was installed; a scenario can give it, and it
// appears in the saved state.
#[test]
fn femme_fatale_chosen_ice_can_be_given() {
    let text = format!(
        r#"{{"corp": {{"identity": "{HB}", "rd": ["Hedge Fund"],
              "servers": {{"hq": {{"ice": ["Enigma", "Ice Wall"]}}}}}},
            "runner": {{"identity": "Noise: Hacker Extraordinaire",
              "rig": [{{"title": "Femme Fatale", "chosen": "hq ice 1"}}]}},
            "active": "runner"}}"#
    );
    let g = game(&text);
    let ff = id(&g, "Femme Fatale");
    let wall = id(&g, "Ice Wall");
    assert_eq!(g.cards[ff as usize].chosen, wall);
    let back = GameState::from_json(&g.to_json()).unwrap();
    assert_eq!(back.cards[ff as usize].chosen, wall);
    scenario_refused(
        &text.replace("hq ice 1", "hq ice 5"),
        "names no installed card",
    );
}

// Rules Reference, "Timing Structure of a Turn" [1.2]: the Corp may score an agenda in the
// paid ability window at the start of its turn, before the mandatory draw.
#[test]
fn scenario_can_start_in_the_corp_turn_start_window() {
    let text = with_top(
        r#", "servers": {"remote1": {"root": [{"title": "Priority Requisition", "advancement": 5}]}}"#,
        r#", "phase": "turn_start""#,
    );
    let mut g = game(&text);
    assert_eq!(g.decision_name(), "paid_ability_window");
    assert_eq!(g.corp.rd.len(), 2, "before the mandatory draw");
    let pr = id(&g, "Priority Requisition");
    only_on(&mut g, ActionKind::Score, pr);
    assert_eq!(g.agenda_points(Side::Corp), 3);
    pass_until(&mut g, "action");
    assert_eq!(g.corp.rd.len(), 1, "the mandatory draw followed");
    assert_eq!(g.corp.clicks, 3);
}

// [2.1]: the window at the start of the action phase, before the first action: the Corp may
// rez a card there.
#[test]
fn scenario_can_start_before_the_first_action() {
    let text = with_top(
        r#", "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#", "phase": "action_start""#,
    );
    let mut g = game(&text);
    assert_eq!(g.decision_name(), "paid_ability_window");
    assert_eq!(g.corp.rd.len(), 2, "no draw in this phase");
    let pad = id(&g, "PAD Campaign");
    only_on(&mut g, ActionKind::Rez, pad);
    assert!(g.cards[pad as usize].rezzed);
    pass_until(&mut g, "action");
    assert_eq!(g.corp.clicks, 3);
}

#[test]
fn deeply_nested_hosted_cards_are_refused_cleanly() {
    let mut card = r#""Datasucker""#.to_string();
    for _ in 0..10_000 {
        card = format!(r#"{{"title": "Djinn", "hosted": [{card}]}}"#);
    }
    let text = format!(
        r#"{{"corp": {{"identity": "{HB}"}}, "runner": {{"identity": "Noise: Hacker Extraordinaire", "rig": [{card}]}}}}"#
    );
    scenario_refused(&text, "nested more than");
}

// Rules Reference, "Hosted": if a host is uninstalled, the cards hosted on it are trashed, and
// this cannot be prevented: Sacrificial Construct is not offered for a Parasite whose ice is
// trashed (found by the sweep: the Parasite stayed installed on ice in Archives).
#[test]
fn cards_hosted_on_an_uninstalled_host_are_trashed_without_prevention() {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "rd": ["Hedge Fund", "Hedge Fund"],
              "servers": {{"hq": {{"ice": [{{"title": "Enigma", "rezzed": true,
                "hosted": [{{"title": "Parasite", "virus": 1}}]}}]}}}}}},
            "runner": {{"identity": "Noise: Hacker Extraordinaire",
              "rig": ["Sacrificial Construct"]}}}}"#
    ));
    let (parasite, enigma) = (id(&g, "Parasite"), id(&g, "Enigma"));
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.cards[enigma as usize].zone, nr_engine::Zone::Archives);
    assert_eq!(g.cards[parasite as usize].zone, nr_engine::Zone::Heap);
    assert_eq!(g.runner.rig.len(), 1, "Sacrificial Construct was not used");
    g.check_invariants().unwrap();
}

// Rules Reference, "Hosting": a host relationship must end at an installed host; a saved game
// with a cycle of hosts or a card hosted on itself is refused.
#[test]
fn saved_game_with_invalid_host_links_is_refused() {
    let g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "rd": ["Hedge Fund"]}},
            "runner": {{"identity": "Noise: Hacker Extraordinaire",
              "rig": [{{"title": "Djinn", "hosted": ["Datasucker"]}}]}}}}"#
    ));
    let (djinn, sucker) = (id(&g, "Djinn") as usize, id(&g, "Datasucker") as usize);
    let v: Value = serde_json::from_str(&g.to_json()).unwrap();
    let mut cycle = v.clone();
    cycle["cards"][djinn]["host"] = json!(sucker);
    refused(&cycle, "cycle of hosts");
    let mut own = v.clone();
    own["cards"][sucker]["host"] = json!(sucker);
    refused(&own, "is hosted on card");
    let mut far = v;
    far["cards"][sucker]["chosen"] = json!(199);
    refused(&far, "remembers card 199");
}
