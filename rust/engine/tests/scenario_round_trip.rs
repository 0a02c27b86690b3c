//! Every fact the state holds can be given in a scenario (issue 24, "One label, one action; one
//! question, one decision"; docs/scenario.md): positions reached in random games of every pool
//! are written as scenarios (`to_scenario`), read back (`from_scenario_json`), and the two
//! saved games (`to_json`) compared field by field, card ids translated through the cards'
//! places. A state field a scenario cannot give, or one that names cards by id where the
//! comparison does not know it, makes the saved games differ and the test fail.

use nr_engine::{DeckList, GameState, Side, EXAMPLE_2021_DECKS, SG_STARTER_DECKS, STARTER_DECKS};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
mod round_trip;
use round_trip::{canonical, first_difference};
use serde_json::{json, Value};

/// Plays random games of `corp` against `runner`; at each action decision outside a run the
/// position is written as a scenario, read back and compared. Returns the positions compared.
fn round_trip_game(corp: &str, runner: &str, seed: u64) -> usize {
    let mut g = GameState::new(
        &DeckList::starter(corp).unwrap(),
        &DeckList::starter(runner).unwrap(),
        seed,
    )
    .unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5ce7a);
    let mut compared = 0;
    let mut steps = 0;
    while !g.is_over() {
        if g.decision_name() == "action" && g.run.is_none() {
            let scenario = g.to_scenario().to_string();
            let back = GameState::from_scenario_json(&scenario).unwrap_or_else(|e| {
                panic!("{corp} vs {runner} seed {seed}: scenario refused: {e}\n{scenario}")
            });
            if let Some(d) = first_difference(&canonical(&g), &canonical(&back), "") {
                panic!(
                    "{corp} vs {runner} seed {seed}, turn {}: {d}\n{scenario}",
                    g.turn
                );
            }
            compared += 1;
        }
        let legal = g.legal_actions();
        g.apply_unchecked(legal[(rng.next_u64() % legal.len() as u64) as usize]);
        steps += 1;
        assert!(steps < 20_000);
    }
    compared
}

fn round_trip_pool(corps: &[&str], runners: &[&str], seed0: u64) {
    for (i, corp) in corps.iter().enumerate() {
        for (j, runner) in runners.iter().enumerate() {
            round_trip_game(corp, runner, seed0 + (i * 13 + j) as u64);
        }
    }
}

#[test]
fn core_set_positions_round_trip_through_scenarios() {
    let (corps, runners) = STARTER_DECKS.split_at(4);
    round_trip_pool(corps, runners, 10);
}

#[test]
fn system_gateway_positions_round_trip_through_scenarios() {
    let (corps, runners) = SG_STARTER_DECKS.split_at(5);
    round_trip_pool(corps, runners, 20);
}

#[test]
fn example_2021_positions_round_trip_through_scenarios() {
    let (corps, runners) = EXAMPLE_2021_DECKS.split_at(4);
    round_trip_pool(corps, runners, 30);
}

#[test]
fn mixed_pool_positions_round_trip_through_scenarios() {
    let (corps_2021, runners_2021) = EXAMPLE_2021_DECKS.split_at(4);
    round_trip_pool(corps_2021, &["anarch", "sg-criminal", "sg-catalyst"], 40);
    round_trip_pool(&["weyland", "sg-jinteki", "sg-syndicate"], runners_2021, 50);
}

#[test]
fn ayla_set_aside_cards_are_given_in_a_scenario() {
    // Ayla "Bios" Rahim's set-aside cards (Zone::SetAside), known to the Runner only.
    let g = GameState::from_scenario_json(
        r#"{"corp": {"identity": "Haas-Bioroid: Engineering the Future"},
            "runner": {"identity": "Ayla \"Bios\" Rahim: Simulant Specialist",
                       "set_aside": ["Sure Gamble", "Diesel"]}}"#,
    )
    .unwrap();
    let v = g.to_scenario();
    assert_eq!(v["runner"]["set_aside"].as_array().unwrap().len(), 2);
    let obs = g.observation_json(Side::Corp);
    assert!(
        !obs.contains("Diesel"),
        "the Corp does not see set-aside cards"
    );
}

/// A scenario read back and written again.
fn again(text: &str) -> Value {
    GameState::from_scenario_json(text)
        .unwrap_or_else(|e| panic!("{e}"))
        .to_scenario()
}

#[test]
fn chameleon_subtype_and_security_testing_server_are_given_in_a_scenario() {
    // Chameleon's subtype chosen as it was installed (CardInst::mode: 2 = code gate); Security
    // Testing's server chosen as the Runner's turn began (TurnFlags::servers_chosen).
    let v = again(
        r#"{"corp": {"identity": "Haas-Bioroid: Engineering the Future"},
            "runner": {"identity": "Ayla \"Bios\" Rahim: Simulant Specialist",
                       "rig": [{"title": "Chameleon", "mode": 2}, "Security Testing"]},
            "active": "runner",
            "this_turn": {"servers_chosen": [["rig 1", "rd"]], "successful_run": true,
                          "made_run": true}}"#,
    );
    assert_eq!(v["runner"]["rig"][0]["mode"], 2);
    assert_eq!(v["this_turn"]["servers_chosen"], json!([["rig 1", "rd"]]));
    assert_eq!(v["this_turn"]["successful_run"], true);
}

#[test]
fn the_last_run_and_the_runner_last_turn_are_given_in_a_scenario() {
    // The last run and the ice passed in it (En Passant), agendas stolen and runs made in the
    // Runner's last turn (Punitive Counterstrike, Neural EMP).
    let v = again(
        r#"{"corp": {"identity": "Haas-Bioroid: Engineering the Future",
                     "hq": ["Hedge Fund"],
                     "servers": {"hq": {"ice": ["Ice Wall"]}}},
            "runner": {"identity": "Noise: Hacker Extraordinaire"},
            "active": "runner",
            "this_turn": {"last_run_passed_ice": ["hq ice 0"]},
            "runner_last_turn": {"runner_stolen_points": 2, "made_run": true},
            "last_run": {"server": "hq", "successful": true,
                         "accessed": [{"card": "hq 0", "from": "hq"}]}}"#,
    );
    assert_eq!(v["this_turn"]["last_run_passed_ice"], json!(["hq ice 0"]));
    assert_eq!(v["runner_last_turn"]["runner_stolen_points"], 2);
    assert_eq!(v["runner_last_turn"]["made_run"], true);
    assert_eq!(v["last_run"]["accessed"][0]["title"], "Hedge Fund");
    assert_eq!(v["last_run"]["server"], "hq");
}

#[test]
fn unknown_turn_facts_and_places_are_refused() {
    let base = r#"{"corp": {"identity": "Haas-Bioroid: Engineering the Future"},
                   "runner": {"identity": "Noise: Hacker Extraordinaire"}, "#;
    for (extra, needle) in [
        (r#""this_turn": {"no_such_fact": true}}"#, "no_such_fact"),
        (
            r#""this_turn": {"last_run_passed_ice": ["hq ice 3"]}}"#,
            "names no card",
        ),
        (r#""last_run": {"server": "remote99"}}"#, "unknown server"),
    ] {
        match GameState::from_scenario_json(&format!("{base}{extra}")) {
            Err(e) => assert!(e.to_string().contains(needle), "{e} lacks {needle}"),
            Ok(_) => panic!("accepted {extra}"),
        }
    }
}
