//! Fuzz target: the scenario format. Random scenarios (any card in any zone, any counters,
//! phases, choices, hosting) and random mutations of scenario text must either be refused with
//! a `Scenario` or `UnknownCard` error or give a state that passes `check_invariants` and plays
//! on, with random actions, to states that pass it too. Never a panic.
//!
//! CI runs a modest number of cases; a long run:
//! `NR_FAST_FUZZ=long cargo test --release --test fuzz_scenario`.

mod fuzz;
use nr_engine::{card_table, CardType, EngineError, GameState, Side};
use proptest::prelude::*;
use serde_json::{json, Value};

fn titles(side: Side, identity: bool) -> Vec<&'static str> {
    card_table()
        .iter()
        .filter(|d| d.side == side && (d.card_type == CardType::Identity) == identity)
        .filter(|d| d.implemented || identity)
        .map(|d| d.title)
        .collect()
}

fn of_types(types: &[CardType]) -> Vec<&'static str> {
    card_table()
        .iter()
        .filter(|d| d.implemented && types.contains(&d.card_type))
        .map(|d| d.title)
        .collect()
}

/// Where a card goes decides the titles it is drawn from.
#[derive(Clone, Copy)]
enum Place {
    Corp,
    Runner,
    Ice,
    Root,
    Rig,
    Score,
}

/// Mostly titles that fit the place, sometimes any card or a made-up title.
fn any_title(place: Place) -> BoxedStrategy<String> {
    let own = match place {
        Place::Corp => titles(Side::Corp, false),
        Place::Runner => titles(Side::Runner, false),
        Place::Ice => of_types(&[CardType::Ice]),
        Place::Root => of_types(&[CardType::Agenda, CardType::Asset, CardType::Upgrade]),
        Place::Rig => of_types(&[CardType::Program, CardType::Hardware, CardType::Resource]),
        Place::Score => of_types(&[CardType::Agenda]),
    };
    let all: Vec<&'static str> = card_table().iter().map(|d| d.title).collect();
    prop_oneof![
        20 => prop::sample::select(own).prop_map(String::from),
        1 => prop::sample::select(all).prop_map(String::from),
        1 => "[a-z ]{0,12}",
    ]
    .boxed()
}

fn small() -> impl Strategy<Value = u64> {
    prop_oneof![300 => 0u64..4, 40 => 0u64..12, 1 => Just(100u64), 1 => Just(255u64), 1 => Just(256u64)]
}

fn card(place: Place) -> BoxedStrategy<Value> {
    let title = any_title(place);
    let plain = title.clone().prop_map(Value::String);
    let installed = matches!(place, Place::Ice | Place::Root | Place::Rig);
    let hosted = prop::collection::vec(any_title(Place::Rig).prop_map(Value::String), 0..2);
    let full = (
        title,
        prop::bool::weighted(if matches!(place, Place::Ice | Place::Root) {
            0.6
        } else {
            0.02
        }),
        prop::bool::weighted(0.3),
        small(),
        prop::option::of(small()),
        small(),
        small(),
        prop::option::weighted(
            0.1,
            "(hq|rd|archives|remote1|remote2) (ice|root) [0-2]|rig [0-3]|x",
        ),
        if installed {
            prop::option::weighted(0.2, hosted).boxed()
        } else {
            Just(None).boxed()
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
                if let Some(h) = hosted {
                    o["hosted"] = Value::Array(h);
                }
                o
            },
        );
    prop_oneof![2 => plain, 1 => full].boxed()
}

fn cards(place: Place, max: usize) -> BoxedStrategy<Value> {
    prop::collection::vec(card(place), 0..max)
        .prop_map(Value::Array)
        .boxed()
}

fn scenario() -> impl Strategy<Value = Value> {
    let corp = (
        prop::sample::select(titles(Side::Corp, true)),
        0u64..30,
        prop::option::of(0u64..5),
        cards(Place::Corp, 5),
        cards(Place::Corp, 6),
        cards(Place::Corp, 3),
        prop::collection::vec(card(Place::Score), 0..2).prop_map(Value::Array),
        prop::collection::btree_map(
            "(hq|rd|archives|remote[1-5]|remote[1-5]|remote[1-5])",
            (
                cards(Place::Ice, 3),
                prop::collection::vec(card(Place::Root), 0..2).prop_map(Value::Array),
            ),
            0..4,
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
        cards(Place::Runner, 5),
        cards(Place::Runner, 6),
        cards(Place::Runner, 3),
        cards(Place::Rig, 5),
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
        Err(e @ (EngineError::Scenario(_) | EngineError::UnknownCard(_))) => {
            if std::env::var("NR_FUZZ_VERBOSE").is_ok() {
                eprintln!("refused: {e}");
            }
            Ok(None)
        }
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
            if std::env::var("NR_FUZZ_VERBOSE").is_ok() {
                eprintln!("accepted");
            }
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
        let half = String::from_utf8_lossy(&text[..text.len() / 2]).into_owned();
        let text = String::from_utf8_lossy(&text).into_owned();
        let _ = build(&text)?;
        let _ = build(&half)?;
    }
}
