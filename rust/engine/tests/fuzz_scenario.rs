//! Fuzz target: the scenario format. Random scenarios (any card in any zone, any counters,
//! phases, choices, hosting, what cards remember: modes, flags, set-aside and removed cards, the
//! turn facts of this turn and the Runner's last, the last run) and random mutations of scenario text must either be refused with
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
    // What a card remembers (issue 24): a mode, flags by name, who knows it, a host by place.
    let memory = (
        prop_oneof![8 => Just(0u64), 1 => 1u64..4, 1 => Just(200u64)],
        prop::collection::vec(
            prop::sample::select(vec![
                "installed_this_turn",
                "used_this_turn",
                "scored_this_turn",
                "accessed",
                "used_this_run",
                "x",
            ]),
            0..2,
        ),
        prop::option::weighted(
            0.1,
            prop::collection::vec(prop::sample::select(vec!["corp", "runner"]), 0..2),
        ),
        prop::option::weighted(0.05, "(hq|rd) ice [0-2]|rig [0-3]|hq [0-2]"),
    );
    let full = (full, memory).prop_map(|(mut o, (mode, remembers, known_to, host))| {
        if mode > 0 {
            o["mode"] = json!(mode);
        }
        if !remembers.is_empty() {
            o["remembers"] = json!(remembers);
        }
        if let Some(k) = known_to {
            o["known_to"] = json!(k);
        }
        if let Some(h) = host {
            o["host"] = json!(h);
        }
        o
    });
    prop_oneof![2 => plain, 1 => full].boxed()
}

/// A place (docs/scenario.md, "Places"), mostly of a card that may exist.
fn place() -> impl Strategy<Value = String> {
    prop_oneof![
        "(hq|rd|archives|remote1|remote2) (ice|root) [0-2]",
        "(rig|hq|rd|archives|grip|stack|heap|set_aside|removed|corp_score|runner_score) [0-3]",
        Just("corp identity".to_string()),
        "[a-z ]{0,8}",
    ]
}

/// What the players remember of a turn (`this_turn`, `runner_last_turn`).
fn turn_facts() -> impl Strategy<Value = Value> {
    (
        any::<[bool; 4]>(),
        small(),
        prop::collection::vec((place(), small()), 0..2),
        prop::collection::vec((place(), "hq|rd|archives|remote1|x"), 0..2),
        prop::collection::vec(place(), 0..3),
        prop_oneof![Just(0u64), 0u64..300],
    )
        .prop_map(|(b, points, bonus, chosen, passed, bits)| {
            json!({"made_run": b[0], "successful_run": b[1], "corp_scored": b[2],
                   "successful_hq_run": b[3], "runner_stolen_points": points,
                   "ice_strength_bonus": bonus, "servers_chosen": chosen,
                   "last_run_passed_ice": passed, "central_runs": bits % 9,
                   "successful_runs_ended": bits})
        })
}

/// The last run that ended.
fn last_run() -> impl Strategy<Value = Value> {
    (
        "hq|rd|archives|remote1|remote15|x",
        any::<bool>(),
        prop::collection::vec(
            (place(), prop::sample::select(vec!["hq", "rd", "root"])),
            0..3,
        ),
        prop::option::of(small()),
    )
        .prop_map(|(server, successful, accessed, total)| {
            let accessed: Vec<Value> = accessed
                .into_iter()
                .map(|(card, from)| json!({"card": card, "from": from}))
                .collect();
            let mut o = json!({"server": server, "successful": successful, "accessed": accessed});
            if let Some(t) = total {
                o["accessed_total"] = json!(t);
            }
            o
        })
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
        cards(Place::Runner, 3),
        cards(Place::Runner, 2),
    )
        .prop_map(
            |(id, credits, tags, grip, stack, heap, rig, set_aside, removed)| {
                json!({"identity": id, "credits": credits, "tags": tags, "grip": grip,
                   "stack": stack, "heap": heap, "rig": rig, "set_aside": set_aside,
                   "removed": removed})
            },
        );
    (
        corp,
        runner,
        any::<bool>(),
        prop::sample::select(vec!["action", "turn_start", "action_start"]),
        prop_oneof![Just(1u64), 1u64..40, Just(1_000_000u64)],
        any::<u64>(),
        prop::option::weighted(0.3, turn_facts()),
        prop::option::weighted(0.2, turn_facts()),
        prop::option::weighted(0.2, last_run()),
    )
        .prop_map(
            |(corp, runner, runner_active, phase, turn, seed, this, last, run)| {
                let mut o = json!({"corp": corp, "runner": runner,
                       "active": if runner_active { "runner" } else { "corp" },
                       "phase": phase, "turn": turn, "seed": seed});
                for (k, v) in [
                    ("this_turn", this),
                    ("runner_last_turn", last),
                    ("last_run", run),
                ] {
                    if let Some(v) = v {
                        o[k] = v;
                    }
                }
                o
            },
        )
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
