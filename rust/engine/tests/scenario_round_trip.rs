//! Every fact the state holds can be given in a scenario (issue 24, "One label, one action; one
//! question, one decision"; docs/scenario.md): positions reached in random games of every pool
//! are written as scenarios (`to_scenario`), read back (`from_scenario_json`), and the two
//! saved games (`to_json`) compared field by field, card ids translated through the cards'
//! places. A state field a scenario cannot give, or one that names cards by id where the
//! comparison does not know it, makes the saved games differ and the test fail.

use nr_engine::{DeckList, GameState, Side, EXAMPLE_2021_DECKS, SG_STARTER_DECKS, STARTER_DECKS};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

/// Place of every card id of a saved game, as `from_scenario` names places.
fn places(v: &Value) -> BTreeMap<u64, String> {
    let mut out = BTreeMap::new();
    let ids = |x: &Value| -> Vec<u64> {
        x.as_array()
            .unwrap()
            .iter()
            .map(|i| i.as_u64().unwrap())
            .collect()
    };
    let mut put = |list: Vec<u64>, name: &str| {
        for (i, id) in list.into_iter().enumerate() {
            out.insert(id, format!("{name} {i}"));
        }
    };
    let rev = |mut l: Vec<u64>| {
        l.reverse();
        l
    };
    put(ids(&v["corp"]["hq"]), "hq");
    put(rev(ids(&v["corp"]["rd"])), "rd");
    put(ids(&v["corp"]["archives"]), "archives");
    put(ids(&v["corp"]["score_area"]), "corp_score");
    put(ids(&v["runner"]["grip"]), "grip");
    put(rev(ids(&v["runner"]["stack"])), "stack");
    put(ids(&v["runner"]["heap"]), "heap");
    put(ids(&v["runner"]["score_area"]), "runner_score");
    put(ids(&v["runner"]["rig"]), "rig");
    for (s, server) in v["corp"]["servers"].as_array().unwrap().iter().enumerate() {
        put(ids(&server["ice"]), &format!("server{s} ice"));
        put(ids(&server["root"]), &format!("server{s} root"));
    }
    let (mut set_aside, mut removed) = (0, [0, 0]);
    for (i, c) in v["cards"].as_array().unwrap().iter().enumerate() {
        let owner = (c["owner"] == "runner") as usize;
        if c["zone"] == "set_aside" {
            out.insert(i as u64, format!("set_aside {set_aside}"));
            set_aside += 1;
        } else if c["zone"] == "removed" {
            out.insert(i as u64, format!("removed {owner} {}", removed[owner]));
            removed[owner] += 1;
        }
    }
    out.insert(
        v["corp"]["identity"].as_u64().unwrap(),
        "corp identity".into(),
    );
    out.insert(
        v["runner"]["identity"].as_u64().unwrap(),
        "runner identity".into(),
    );
    out
}

/// The saved game with card ids replaced by places, and unused slots left out (what the
/// scenario cannot and need not give: the random generator, the decision count).
fn canonical(g: &GameState) -> Value {
    let mut v: Value = serde_json::from_str(&g.to_json()).unwrap();
    let at = places(&v);
    let place = |id: &Value| -> Value {
        let id = id.as_u64().unwrap();
        if id == 255 {
            Value::Null
        } else {
            at.get(&id).cloned().map_or(json!(id), Value::from)
        }
    };
    let mut cards = Map::new();
    for (i, c) in v["cards"].as_array().unwrap().iter().enumerate() {
        let mut c = c.clone();
        c["chosen"] = place(&c["chosen"]);
        c["host"] = place(&c["host"]);
        let key = at.get(&(i as u64)).cloned().unwrap_or(format!("card {i}"));
        cards.insert(key, c);
    }
    v["cards"] = Value::Object(cards);
    let mut lists: Vec<String> = [
        "/corp/hq",
        "/corp/rd",
        "/corp/archives",
        "/corp/score_area",
        "/runner/grip",
        "/runner/stack",
        "/runner/heap",
        "/runner/score_area",
        "/runner/rig",
    ]
    .map(String::from)
    .to_vec();
    for s in 0..v["corp"]["servers"].as_array().unwrap().len() {
        lists.push(format!("/corp/servers/{s}/ice"));
        lists.push(format!("/corp/servers/{s}/root"));
    }
    for path in lists {
        let list = v.pointer_mut(&path).unwrap();
        *list = list.as_array().unwrap().iter().map(&place).collect();
    }
    for side in ["corp", "runner"] {
        v[side]["identity"] = place(&v[side]["identity"]);
    }
    for key in ["turn_flags", "last_runner_turn"] {
        let f = &mut v[key];
        let mut bonus: Vec<Value> = f["ice_strength_bonus"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|b| b[1] != 0)
            .map(|b| json!([place(&b[0]), b[1]]))
            .collect();
        bonus.sort_by_key(|b| b.to_string());
        f["ice_strength_bonus"] = bonus.into();
        if let Some(slots) = f.get("servers_chosen").and_then(Value::as_array) {
            let mut chosen: Vec<Value> = slots
                .iter()
                .filter(|s| s[1] != 0)
                .map(|s| json!([place(&s[0]), s[1]]))
                .collect();
            chosen.sort_by_key(|b| b.to_string());
            f["servers_chosen"] = chosen.into();
        }
        if let Some(words) = f.get("last_run_passed_ice").and_then(Value::as_array) {
            let mut passed: Vec<Value> = Vec::new();
            for (w, bits) in words.iter().enumerate() {
                let bits = bits.as_u64().unwrap();
                for b in 0..64 {
                    if bits & (1 << b) != 0 {
                        passed.push(place(&json!(w * 64 + b)));
                    }
                }
            }
            passed.sort_by_key(|p| p.to_string());
            f["last_run_passed_ice"] = passed.into();
        }
    }
    for path in ["/last_run/accessed/cards", "/run_accessed/cards"] {
        if let Some(log) = v.pointer_mut(path).and_then(Value::as_array_mut) {
            for a in log {
                a["card"] = place(&a["card"]);
            }
        }
    }
    let o = v.as_object_mut().unwrap();
    for key in ["rng", "decisions"] {
        o.remove(key);
    }
    v
}

/// The first field where two canonical saved games differ, as a JSON pointer with both values.
fn first_difference(a: &Value, b: &Value, at: &str) -> Option<String> {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for k in x.keys().chain(y.keys()) {
                let (p, q) = (
                    x.get(k).unwrap_or(&Value::Null),
                    y.get(k).unwrap_or(&Value::Null),
                );
                if let Some(d) = first_difference(p, q, &format!("{at}/{k}")) {
                    return Some(d);
                }
            }
            None
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .enumerate()
            .find_map(|(i, (p, q))| first_difference(p, q, &format!("{at}/{i}"))),
        _ => (a != b).then(|| format!("{at}: game {a} but scenario {b}")),
    }
}

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
