//! Scenario round trips (docs/scenario.md; tests/scenario_round_trip.rs) over the positions of
//! the Startup cards (Elevation and Vantage Point, issue 25): every implemented card of the two
//! sets is put in a position where it acts (installed, rezzed, in a score area, in a hand or
//! discard pile, as an identity), then random play from there writes each position reached at an
//! action decision outside a run as a scenario, reads it back, and compares the two saved games
//! field by field; and random games between the example Startup decks do the same. The facts
//! the Startup cards added to the state (identity sides and counters, hosted bad publicity, the
//! turn facts) are given in scenarios by name.

use nr_engine::{card_table, CardType, DeckList, GameState, Side, STARTUP_DECKS};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
mod round_trip;
use round_trip::{canonical, first_difference};
use serde_json::Value;

/// Writes `g` as a scenario, reads it back and compares; panics naming `what` on a difference.
fn check_round_trip(g: &GameState, what: &str) {
    let scenario = g.to_scenario().to_string();
    let back = GameState::from_scenario_json(&scenario)
        .unwrap_or_else(|e| panic!("{what}: scenario refused: {e}\n{scenario}"));
    if let Some(d) = first_difference(&canonical(g), &canonical(&back), "") {
        panic!("{what}, turn {}: {d}\n{scenario}", g.turn);
    }
}

/// Random play from `g` for at most `steps` actions, round-tripping every action decision
/// outside a run. Returns the positions compared.
fn play_and_check(mut g: GameState, seed: u64, steps: usize, what: &str) -> usize {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5ce7a);
    let mut compared = 0;
    for _ in 0..steps {
        if g.is_over() {
            break;
        }
        if g.decision_name() == "action" && g.run.is_none() {
            check_round_trip(&g, what);
            compared += 1;
        }
        let legal = g.legal_actions();
        g.apply_unchecked(legal[(rng.next_u64() % legal.len() as u64) as usize]);
    }
    compared
}

const CORP_ID: &str = "Haas-Bioroid: Engineering the Future";
const RUNNER_ID: &str = "The Catalyst: Convention Breaker";

/// Scenarios that put `title` (of type `t`, side `side`) where it acts, most natural first; the
/// first one the engine accepts is used.
fn placements(title: &str, t: CardType, side: Side, active: &str) -> Vec<String> {
    let title = serde_json::to_string(title).unwrap();
    // An operation goes in HQ and an event in the grip, beside the stock cards.
    let (hq, grip) = match t {
        CardType::Operation => (format!("{title}, "), String::new()),
        CardType::Event => (String::new(), format!("{title}, ")),
        _ => (String::new(), String::new()),
    };
    let stock_corp = format!(
        r#""hq": [{hq}"Hedge Fund", "Ice Wall"], "rd": ["Hedge Fund", "PAD Campaign", "Ice Wall", "Hedge Fund", "Hostile Takeover", "Hedge Fund"], "credits": 12"#
    );
    let stock_runner = format!(
        r#""grip": [{grip}"Sure Gamble", "Corroder"], "stack": ["Sure Gamble", "Easy Mark", "Sure Gamble", "Corroder", "Sure Gamble"], "credits": 8"#
    );
    let wrap = |corp: String, runner: String, corp_id: &str, runner_id: &str| -> String {
        format!(
            r#"{{"corp": {{"identity": {corp_id}, {stock_corp}{corp}}}, "runner": {{"identity": {runner_id}, {stock_runner}{runner}}}, "active": "{active}", "turn": {}}}"#,
            if active == "corp" { 3 } else { 2 }
        )
    };
    let cid = serde_json::to_string(CORP_ID).unwrap();
    let rid = serde_json::to_string(RUNNER_ID).unwrap();
    let corp = |part: String| wrap(part, String::new(), &cid, &rid);
    let runner = |part: String| wrap(String::new(), part, &cid, &rid);
    let ice_wall = r#"{"title": "Ice Wall", "rezzed": true}"#;
    match (side, t) {
        (Side::Corp, CardType::Identity) => vec![wrap(String::new(), String::new(), &title, &rid)],
        (Side::Runner, CardType::Identity) => {
            vec![wrap(String::new(), String::new(), &cid, &title)]
        }
        (Side::Corp, CardType::Ice) => vec![corp(format!(
            r#", "servers": {{"hq": {{"ice": [{{"title": {title}, "rezzed": true}}]}}, "remote1": {{"ice": [{title}], "root": ["PAD Campaign"]}}}}"#
        ))],
        (Side::Corp, CardType::Agenda) => vec![
            corp(format!(
                r#", "servers": {{"remote1": {{"root": [{{"title": {title}, "advancement": 1}}]}}}}, "score_area": [{{"title": {title}, "agenda_counters": 1}}]"#
            )),
            corp(format!(
                r#", "servers": {{"remote1": {{"root": [{{"title": {title}, "advancement": 1}}]}}}}"#
            )),
        ],
        (Side::Corp, CardType::Asset | CardType::Upgrade) => vec![
            corp(format!(
                r#", "servers": {{"remote1": {{"ice": [{ice_wall}], "root": [{{"title": {title}, "rezzed": true}}]}}}}"#
            )),
            corp(format!(
                r#", "servers": {{"hq": {{"root": [{{"title": {title}, "rezzed": true}}]}}}}"#
            )),
            corp(format!(
                r#", "servers": {{"remote1": {{"root": [{title}]}}}}"#
            )),
        ],
        // IP Enforcement acts against a tagged Runner holding an agenda.
        (Side::Corp, CardType::Operation) if title.contains("IP Enforcement") => vec![wrap(
            String::new(),
            r#", "tags": 2, "score_area": ["Hostile Takeover"]"#.into(),
            &cid,
            &rid,
        )],
        (Side::Corp, _) => vec![corp(format!(
            r#", "archives": [{{"title": {title}, "faceup": true}}]"#
        ))],
        (Side::Runner, CardType::Event) => vec![runner(format!(r#", "heap": [{title}]"#))],
        (Side::Runner, _) => vec![
            runner(format!(r#", "rig": [{title}]"#)),
            // A card installed on a host (a trojan on ice, a card on an icebreaker).
            wrap(
                format!(
                    r#", "servers": {{"hq": {{"ice": [{{"title": "Ice Wall", "rezzed": true, "hosted": [{title}]}}]}}}}"#
                ),
                String::new(),
                &cid,
                &rid,
            ),
            runner(format!(
                r#", "rig": [{{"title": "Corroder", "hosted": [{title}]}}]"#
            )),
        ],
    }
}

/// Every implemented Elevation and Vantage Point card, placed where it acts, round-trips through
/// a scenario, and so does every position random play reaches from there in both sides' turns.
#[test]
fn every_startup_card_position_round_trips_through_scenarios() {
    let mut missing = Vec::new();
    let mut seed = 0u64;
    for d in card_table() {
        if !(d.in_set("elev") || d.in_set("vp")) || !d.implemented {
            continue;
        }
        for active in ["corp", "runner"] {
            seed += 1;
            let g = placements(d.title, d.card_type, d.side, active)
                .into_iter()
                .find_map(|s| GameState::from_scenario_json(&s).ok());
            let Some(g) = g else {
                missing.push(d.title);
                continue;
            };
            let what = format!("{} ({active})", d.title);
            check_round_trip(&g, &what);
            play_and_check(g, seed, 60, &what);
        }
    }
    assert!(missing.is_empty(), "no position accepted for {missing:?}");
}

/// Random games between the example Startup decks (each Corp deck against each Runner deck)
/// round-trip at every action decision outside a run.
#[test]
fn startup_deck_positions_round_trip_through_scenarios() {
    let (corps, runners) = STARTUP_DECKS.split_at(4);
    let mut compared = 0;
    for (i, corp) in corps.iter().enumerate() {
        for (j, runner) in runners.iter().enumerate() {
            let seed = 60 + (i * 13 + j) as u64;
            let g = GameState::new(
                &DeckList::starter(corp).unwrap(),
                &DeckList::starter(runner).unwrap(),
                seed,
            )
            .unwrap();
            compared += play_and_check(g, seed, 20_000, &format!("{corp} vs {runner} seed {seed}"));
        }
    }
    assert!(compared > 100, "only {compared} positions compared");
}

/// A scenario read back and written again.
fn again(text: &str) -> Value {
    GameState::from_scenario_json(text)
        .unwrap_or_else(|e| panic!("{e}"))
        .to_scenario()
}

/// The facts the Startup cards added to the state are given in a scenario by name and written
/// back: an identity's side (Dewi Subrotoputri flipped) and power counters (AU Co.), bad
/// publicity hosted on a card (Luana Campos), a faceup installed agenda with its advancement
/// (Sacrifice Zone Expansion), and the turn facts the cards read.
#[test]
fn startup_card_facts_are_given_in_a_scenario() {
    let v = again(
        r#"{"corp": {"identity": {"title": "AU Co.: The Gold Standard in Clones", "power": 2},
                     "bad_publicity": 1,
                     "servers": {"remote1": {"root": [{"title": "Luana Campos", "rezzed": true, "bad_publicity": 2}]},
                                 "remote2": {"root": [{"title": "Sacrifice Zone Expansion", "faceup": true, "advancement": 2}]}}},
            "runner": {"identity": {"title": "Dewi Subrotoputri: Pedagogical Dhalang", "mode": 1}},
            "active": "runner", "turn": 2,
            "this_turn": {"ice_encountered": true, "bad_publicity_taken": true,
                          "agendas_scored_or_stolen": 1, "runner_stole": 1,
                          "runner_events_played": 2, "ice_rezzed": true}}"#,
    );
    assert_eq!(v["corp"]["identity"]["power"], 2);
    assert_eq!(v["runner"]["identity"]["mode"], 1);
    assert_eq!(
        v["corp"]["servers"]["remote1"]["root"][0]["bad_publicity"],
        2
    );
    assert_eq!(v["corp"]["servers"]["remote2"]["root"][0]["advancement"], 2);
    for fact in ["ice_encountered", "bad_publicity_taken", "ice_rezzed"] {
        assert_eq!(v["this_turn"][fact], true, "{fact}");
    }
    assert_eq!(v["this_turn"]["agendas_scored_or_stolen"], 1);
    assert_eq!(v["this_turn"]["runner_stole"], 1);
    assert_eq!(v["this_turn"]["runner_events_played"], 2);
}
