//! Fuzz target: saved games (`GameState::from_json`). Real saved games from random play are
//! mutated (a number set to an interesting value, an array item removed or duplicated, a string
//! swapped for another of the format: zones, sides, win reasons), giving text that is malformed,
//! or well-formed but inconsistent. Each must be refused with a `Json` error, or be accepted
//! only if the state passes `check_invariants`, and then play on without a panic.
//!
//! Long run: `NR_FAST_FUZZ=long cargo test --release --test fuzz_saved_game`.

mod fuzz;
use nr_engine::{
    DeckList, EngineError, GameState, EXAMPLE_2021_DECKS, SG_STARTER_DECKS, STARTER_DECKS,
    STARTUP_DECKS,
};
use proptest::prelude::*;
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde_json::{json, Value};

/// A saved game after `moves` random actions of a matchup of any pool: Core Set, System
/// Gateway, 2021 example and Startup example decks, and mixed (a deck of one pool against one
/// of another).
fn saved_game(matchup: usize, seed: u64, moves: usize) -> Value {
    let corps: Vec<&str> = [
        &STARTER_DECKS[..4],
        &SG_STARTER_DECKS[..5],
        &EXAMPLE_2021_DECKS[..4],
        &STARTUP_DECKS[..4],
    ]
    .concat();
    let runners: Vec<&str> = [
        &STARTER_DECKS[4..],
        &SG_STARTER_DECKS[5..],
        &EXAMPLE_2021_DECKS[4..],
        &STARTUP_DECKS[4..],
    ]
    .concat();
    let (c, r) = (
        corps[matchup % corps.len()],
        runners[(matchup / corps.len()) % runners.len()],
    );
    let mut g = GameState::new(
        &DeckList::starter(c).unwrap(),
        &DeckList::starter(r).unwrap(),
        seed,
    )
    .unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    for _ in 0..moves {
        if g.is_over() {
            break;
        }
        let legal = g.legal_actions();
        g.apply(legal[(rng.next_u64() % legal.len() as u64) as usize])
            .unwrap();
    }
    serde_json::from_str(&g.to_json()).unwrap()
}

/// JSON pointers of every value in `v`.
fn paths(v: &Value, at: String, out: &mut Vec<String>) {
    match v {
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                paths(x, format!("{at}/{i}"), out);
            }
        }
        Value::Object(o) => {
            for (k, x) in o {
                paths(x, format!("{at}/{k}"), out);
            }
        }
        _ => {}
    }
    out.push(at);
}

const NUMBERS: [u64; 14] = [
    0, 1, 2, 3, 17, 97, 98, 150, 199, 200, 254, 255, 65535, 4294967295,
];
const STRINGS: [&str; 16] = [
    "corp",
    "runner",
    "hq",
    "rd",
    "archives",
    "stack",
    "grip",
    "heap",
    "rig",
    "identity",
    "play_area",
    "removed",
    "flatline",
    "agenda_points",
    "decked_out",
    "x",
];

/// Pending steps a mutation may push on the rule stack: each names cards, servers or counts
/// (filled in from `NUMBERS`) that the state must be checked against.
fn step(kind: u16, x: u64, y: u64) -> Value {
    match kind % 10 {
        0 => json!({"Arrange": {"placed": x, "n": y}}),
        1 => json!({"AccessCard": x}),
        2 => json!({"BreakMore": {"breaker": x, "left": y}}),
        3 => json!({"ChooseAmount": {"source": x, "so_far": y}}),
        4 => json!({"CorpInstallRezzed": {"card": x, "server": y}}),
        5 => json!({"Choice": {"source": x, "n": y, "data": 0}}),
        6 => json!({"RezOrTrash": x}),
        7 => json!({"PlaceAdvancement": x}),
        8 => json!({"ChooseHost": x}),
        _ => json!({"PreventTrash": x}),
    }
}

fn mutate(v: &mut Value, picks: &[(u16, u16, u8)]) {
    for &(p, x, how) in picks {
        let mut all = Vec::new();
        paths(v, String::new(), &mut all);
        let path = &all[p as usize % all.len()];
        let Some(target) = v.pointer_mut(path) else {
            continue;
        };
        if how % 16 == 15 {
            // A pending step naming whatever the numbers say, on top of the rule stack.
            let (a, b) = (NUMBERS[x as usize % 5], NUMBERS[(x as usize / 5) % 8]);
            if let Some(stack) = v["stack"].as_array_mut() {
                stack.push(step(p, a, b));
            }
            continue;
        }
        if how % 16 == 14 {
            // An end of the game: a winner with any reason.
            v["winner"] = json!(STRINGS[x as usize % 2]);
            v["win_reason"] = json!(STRINGS[12 + (x as usize / 2) % 3]);
            continue;
        }
        match (how % 4, &mut *target) {
            (0, Value::Number(_) | Value::Null | Value::Bool(_)) => {
                *target = NUMBERS[x as usize % NUMBERS.len()].into()
            }
            (1, Value::Array(a)) if !a.is_empty() => {
                let i = x as usize % a.len();
                a.remove(i);
            }
            (2, Value::Array(a)) if !a.is_empty() => {
                let i = x as usize % a.len();
                let item = a[i].clone();
                a.push(item);
            }
            (_, Value::String(_)) => *target = STRINGS[x as usize % STRINGS.len()].into(),
            (3, Value::Null) => *target = STRINGS[x as usize % 2].into(),
            _ => *target = NUMBERS[x as usize % NUMBERS.len()].into(),
        }
    }
}

proptest! {
    #![proptest_config(fuzz::config(256))]

    #[test]
    fn mutated_saved_games_are_refused_or_legal(
        matchup in 0usize..221, // 17 Corp decks x 13 Runner decks
        seed in 0u64..50,
        moves in 0usize..300,
        picks in prop::collection::vec((any::<u16>(), any::<u16>(), any::<u8>()), 1..4),
        play in prop::collection::vec(any::<u16>(), 1..32),
    ) {
        let mut v = saved_game(matchup, seed, moves);
        mutate(&mut v, &picks);
        match GameState::from_json(&v.to_string()) {
            Ok(g) => fuzz::play_checked(g, &play, 60).map_err(TestCaseError::fail)?,
            Err(EngineError::Json(_)) => {}
            Err(e) => return Err(TestCaseError::fail(format!("undocumented error {e:?}"))),
        }
    }

    #[test]
    fn truncated_or_garbled_saved_games_are_refused(
        seed in 0u64..20,
        cut in any::<prop::sample::Index>(),
        byte in any::<u8>(),
    ) {
        let text = saved_game(0, seed, 40).to_string();
        let i = cut.index(text.len());
        prop_assert!(GameState::from_json(&text[..i]).is_err());
        let mut bytes = text.into_bytes();
        bytes[i] = byte;
        let text = String::from_utf8_lossy(&bytes);
        match GameState::from_json(&text) {
            Ok(g) => fuzz::play_checked(g, &[1, 2, 3], 30).map_err(TestCaseError::fail)?,
            Err(EngineError::Json(_)) => {}
            Err(e) => return Err(TestCaseError::fail(format!("undocumented error {e:?}"))),
        }
    }
}
