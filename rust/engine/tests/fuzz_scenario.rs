//! Fuzz target: the scenario format. Random scenarios (any card in any zone, any counters,
//! phases, choices, hosting) and random mutations of scenario text must either be refused with
//! a `Scenario` or `UnknownCard` error or give a state that passes `check_invariants` and plays
//! on, with random actions, to states that pass it too. Never a panic.
//!
//! CI runs a modest number of cases; a long run:
//! `PROPTEST_CASES=100000 cargo test --release --test fuzz_scenario`.

mod fuzz;
use nr_engine::{card_table, CardType, EngineError, GameState, Side};
use proptest::prelude::*;
use serde_json::{json, Value};

fn titles(side: Side, identity: bool) -> Vec<&'static str> {
    card_table()
        .iter()
        .filter(|d| d.side == side && (d.card_type == CardType::Identity) == identity)
        .map(|d| d.title)
        .collect()
}

/// Mostly cards of the right side, sometimes any card or a made-up title.
fn any_title(side: Side) -> BoxedStrategy<String> {
    let own = titles(side, false);
    let all: Vec<&'static str> = card_table().iter().map(|d| d.title).collect();
    prop_oneof![
        8 => prop::sample::select(own).prop_map(String::from),
        1 => prop::sample::select(all).prop_map(String::from),
        1 => "[a-z ]{0,12}",
    ]
    .boxed()
}

fn small() -> impl Strategy<Value = u64> {
    prop_oneof![6 => 0u64..4, 2 => 0u64..12, 1 => Just(100u64), 1 => Just(255u64), 1 => Just(256u64)]
}

fn card(side: Side, installed: bool) -> BoxedStrategy<Value> {
    let title = any_title(side);
    let plain = title.clone().prop_map(Value::String);
    let hosted = prop::collection::vec(any_title(Side::Runner).prop_map(Value::String), 0..2);
    let full = (
        title,
        any::<bool>(),
        any::<bool>(),
        small(),
        prop::option::of(small()),
        small(),
        small(),
        prop::option::of("(hq|rd|archives|remote1|remote2|rig) (ice|root)? ?[0-3]"),
        if installed {
            hosted.boxed()
        } else {
            Just(vec![]).boxed()
        },
    )
        .prop_map(
            |(t, rezzed, faceup, adv, credits, virus, power, chosen, hosted)| {
                let mut o = json!({"title": t, "rezzed": rezzed, "faceup": faceup,
                               "advancement": adv, "virus": virus, "power": power});
                if let Some(c) = credits {
                    o["credits"] = json!(c);
                }
                if let Some(c) = chosen {
                    o["chosen"] = json!(c);
                }
                if !hosted.is_empty() {
                    o["hosted"] = Value::Array(hosted);
                }
                o
            },
        );
    prop_oneof![2 => plain, 1 => full].boxed()
}

fn cards(side: Side, installed: bool, max: usize) -> BoxedStrategy<Value> {
    prop::collection::vec(card(side, installed), 0..max)
        .prop_map(Value::Array)
        .boxed()
}

fn scenario() -> impl Strategy<Value = Value> {
    let corp = (
        prop::sample::select(titles(Side::Corp, true)),
        0u64..30,
        prop::option::of(0u64..5),
        cards(Side::Corp, false, 5),
        cards(Side::Corp, false, 6),
        cards(Side::Corp, false, 3),
        cards(Side::Corp, false, 2),
        prop::collection::btree_map(
            "(hq|rd|archives|remote[1-3])",
            (cards(Side::Corp, true, 3), cards(Side::Corp, false, 2)),
            0..3,
        ),
    )
        .prop_map(|(id, credits, clicks, hq, rd, archives, score, servers)| {
            let servers: serde_json::Map<String, Value> = servers
                .into_iter()
                .map(|(k, (ice, root))| (k, json!({"ice": ice, "root": root})))
                .collect();
            let mut o = json!({"identity": id, "credits": credits, "hq": hq, "rd": rd,
                               "archives": archives, "score_area": score, "servers": servers});
            if let Some(c) = clicks {
                o["clicks"] = json!(c);
            }
            o
        });
    let runner = (
        prop::sample::select(titles(Side::Runner, true)),
        0u64..30,
        small(),
        cards(Side::Runner, false, 5),
        cards(Side::Runner, false, 6),
        cards(Side::Runner, false, 3),
        cards(Side::Runner, true, 5),
    )
        .prop_map(|(id, credits, tags, grip, stack, heap, rig)| {
            json!({"identity": id, "credits": credits, "tags": tags, "grip": grip,
                   "stack": stack, "heap": heap, "rig": rig})
        });
    (
        corp,
        runner,
        any::<bool>(),
        prop::sample::select(vec!["action", "turn_start", "action_start"]),
        prop_oneof![Just(1u64), 1u64..40, Just(1_000_000u64)],
        any::<u64>(),
    )
        .prop_map(|(corp, runner, runner_active, phase, turn, seed)| {
            json!({"corp": corp, "runner": runner,
                   "active": if runner_active { "runner" } else { "corp" },
                   "phase": phase, "turn": turn, "seed": seed})
        })
}

/// Builds the scenario; a refusal must be one of the documented errors.
fn build(text: &str) -> Result<Option<GameState>, TestCaseError> {
    match GameState::from_scenario_json(text) {
        Ok(g) => Ok(Some(g)),
        Err(EngineError::Scenario(_) | EngineError::UnknownCard(_)) => Ok(None),
        Err(e) => Err(TestCaseError::fail(format!("undocumented error {e:?}"))),
    }
}

proptest! {
    #![proptest_config(fuzz::config(256))]

    #[test]
    fn random_scenarios_are_refused_or_legal_and_play_on(
        s in scenario(),
        picks in prop::collection::vec(any::<u16>(), 1..64),
    ) {
        if let Some(g) = build(&s.to_string())? {
            fuzz::play_checked(g, &picks, 120).map_err(TestCaseError::fail)?;
        }
    }

    #[test]
    fn mutated_scenario_text_never_panics(
        s in scenario(),
        cut in any::<prop::sample::Index>(),
        byte in any::<u8>(),
    ) {
        let mut text = s.to_string().into_bytes();
        let i = cut.index(text.len());
        text[i] = byte;
        let text = String::from_utf8_lossy(&text).into_owned();
        let _ = build(&text)?;
        let _ = build(&text[..text.len() / 2])?;
    }
}
