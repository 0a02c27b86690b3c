//! Random play over today's Startup pool (issue 25): every pairing of the example Startup decks,
//! the Startup decks against the decks of the older pools, and decks that mix Startup cards
//! (Elevation, Vantage Point) with the 2021 pool, to completion, checking the invariants after
//! every action (one place per card, memory, clone replay, no leak under redeal) for some seeds.

mod common;
use common::play_decks;
use nr_engine::{DeckList, EXAMPLE_2021_DECKS, SG_STARTER_DECKS, STARTER_DECKS, STARTUP_DECKS};

fn decks(names: &[&str]) -> Vec<DeckList> {
    names
        .iter()
        .map(|n| DeckList::starter(n).unwrap())
        .collect()
}

/// `base` with every card of `extra` it does not hold added (identity kept): a deck of two pools.
fn mixed(base: &str, extra: &str) -> DeckList {
    let mut deck = DeckList::starter(base).unwrap();
    for (title, n) in DeckList::starter(extra).unwrap().cards {
        if !deck.cards.iter().any(|(t, _)| *t == title) {
            deck.cards.push((title, n));
        }
    }
    deck
}

#[test]
fn every_startup_pairing_keeps_invariants() {
    let (corps, runners) = (decks(&STARTUP_DECKS[..4]), decks(&STARTUP_DECKS[4..]));
    let mut i = 0u64;
    for corp in &corps {
        for runner in &runners {
            for seed in 0..3u64 {
                let g = play_decks(corp, runner, 25_000 + seed * 17 + i, true);
                assert!(g.is_over());
            }
            for seed in 0..30u64 {
                let g = play_decks(corp, runner, 26_000 + seed * 13 + i, false);
                assert!(g.is_over());
            }
            i += 1;
        }
    }
}

/// The Startup decks against the Core Set, System Gateway and 2021 decks of the other side.
#[test]
fn startup_decks_against_older_decks_keep_invariants() {
    let (corps, runners) = (decks(&STARTUP_DECKS[..4]), decks(&STARTUP_DECKS[4..]));
    let older_corps = [
        decks(&STARTER_DECKS[..4]),
        decks(&SG_STARTER_DECKS[..5]),
        decks(&EXAMPLE_2021_DECKS[..4]),
    ]
    .concat();
    let older_runners = [
        decks(&STARTER_DECKS[4..]),
        decks(&SG_STARTER_DECKS[5..]),
        decks(&EXAMPLE_2021_DECKS[4..]),
    ]
    .concat();
    for seed in 0..16u64 {
        let s = seed as usize;
        let check = seed < 4;
        play_decks(
            &corps[s % corps.len()],
            &older_runners[s % older_runners.len()],
            27_000 + seed,
            check,
        );
        play_decks(
            &older_corps[s % older_corps.len()],
            &runners[s % runners.len()],
            28_000 + seed,
            check,
        );
    }
}

/// Decks of Startup and 2021-pool cards together: each 2021 example deck with the cards of the
/// Startup deck of its faction added, against each other and against the Startup decks.
#[test]
fn decks_mixing_startup_and_2021_cards_keep_invariants() {
    let corps: Vec<DeckList> = (0..4)
        .map(|i| mixed(EXAMPLE_2021_DECKS[i], STARTUP_DECKS[i]))
        .collect();
    let runners: Vec<DeckList> = (4..7)
        .map(|i| mixed(EXAMPLE_2021_DECKS[i], STARTUP_DECKS[i]))
        .collect();
    let (startup_corps, startup_runners) = (decks(&STARTUP_DECKS[..4]), decks(&STARTUP_DECKS[4..]));
    for seed in 0..12u64 {
        let s = seed as usize;
        let check = seed < 4;
        let (corp, runner) = (&corps[s % 4], &runners[s % 3]);
        play_decks(corp, runner, 29_000 + seed, check);
        play_decks(corp, &startup_runners[(s + 1) % 3], 30_000 + seed, check);
        play_decks(&startup_corps[(s + 1) % 4], runner, 31_000 + seed, check);
    }
}
