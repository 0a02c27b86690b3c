//! Scenario round trips' comparison (docs/scenario.md), shared by tests/scenario_round_trip.rs
//! and tests/scenario_round_trip_startup.rs: a saved game with card ids replaced by the places
//! `from_scenario` names, and the first field where two such games differ.

use nr_engine::GameState;
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

/// Place of every card id of a saved game, as `from_scenario` names places.
pub fn places(v: &Value) -> BTreeMap<u64, String> {
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
    // Cards hosted without being installed (Bling, Detente, Read-Write Share): named by their
    // host's place and their order on it, whoever owns them.
    let mut held: BTreeMap<u64, usize> = BTreeMap::new();
    for (i, c) in v["cards"].as_array().unwrap().iter().enumerate() {
        if let Some(h) = c["zone"]["hosted"].as_u64() {
            let k = held.entry(h).or_insert(0);
            let host = out.get(&h).cloned().unwrap_or(format!("card {h}"));
            out.insert(i as u64, format!("{host} holds {k}"));
            *k += 1;
        }
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
pub fn canonical(g: &GameState) -> Value {
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
        if c["zone"]["hosted"].is_u64() {
            c["zone"]["hosted"] = place(&c["zone"]["hosted"]);
        }
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
pub fn first_difference(a: &Value, b: &Value, at: &str) -> Option<String> {
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
