//! Random play over the 2021 pool: every System Gateway starter matchup (issue 14), every
//! pairing of the example 2021-pool decks (issue 15), and decks mixing Core Set, Gateway and 2021
//! cards, to completion, checking the invariants after every action (one place per card, memory,
//! clone replay, no leak under redeal) for some seeds.

mod common;
use common::play_decks;
use nr_engine::{DeckList, EXAMPLE_2021_DECKS, SG_STARTER_DECKS, STARTER_DECKS};

/// Every Corp deck of `decks` (the first `corps`) against every Runner deck.
fn matchups(decks: &[&str], corps: usize) -> Vec<(DeckList, DeckList)> {
    let (corps, runners) = decks.split_at(corps);
    corps
        .iter()
        .flat_map(|c| runners.iter().map(move |r| (*c, *r)))
        .map(|(c, r)| (DeckList::starter(c).unwrap(), DeckList::starter(r).unwrap()))
        .collect()
}

#[test]
fn every_gateway_matchup_keeps_invariants() {
    for (i, (corp, runner)) in matchups(&SG_STARTER_DECKS, 5).iter().enumerate() {
        for seed in 0..6u64 {
            let g = play_decks(corp, runner, seed * 31 + i as u64, seed < 3);
            assert!(g.is_over());
        }
    }
}

#[test]
fn hundreds_of_gateway_games_finish() {
    for (i, (corp, runner)) in matchups(&SG_STARTER_DECKS, 5).iter().enumerate() {
        for seed in 0..40u64 {
            let g = play_decks(corp, runner, 1000 + seed * 20 + i as u64, false);
            assert!(g.is_over());
        }
    }
}

/// A deck of Core and Gateway cards together: a Core starter with the Gateway faction cards of
/// the same faction added (Weyland, Shaper), against Gateway and Core decks.
#[test]
fn mixed_core_and_gateway_decks_keep_invariants() {
    let mixed = |core: &str, sg: &str| {
        let mut deck = DeckList::starter(core).unwrap();
        let extra = DeckList::starter(sg).unwrap();
        for (title, n) in extra.cards {
            if !deck.cards.iter().any(|(t, _)| *t == title) {
                deck.cards.push((title, n));
            }
        }
        deck
    };
    let corp = mixed("weyland", "sg-weyland");
    let runner = mixed("shaper", "sg-shaper");
    for seed in 0..20u64 {
        play_decks(&corp, &runner, seed, seed < 5);
        let core_runner = DeckList::starter(STARTER_DECKS[4 + (seed % 3) as usize]).unwrap();
        play_decks(&corp, &core_runner, seed + 100, seed < 3);
        let sg_corp = DeckList::starter(SG_STARTER_DECKS[(seed % 5) as usize]).unwrap();
        play_decks(&sg_corp, &runner, seed + 200, seed < 3);
    }
}

#[test]
fn every_2021_example_pairing_keeps_invariants() {
    for (i, (corp, runner)) in matchups(&EXAMPLE_2021_DECKS, 4).iter().enumerate() {
        for seed in 0..8u64 {
            let g = play_decks(corp, runner, 5000 + seed * 17 + i as u64, seed < 4);
            assert!(g.is_over());
        }
        for seed in 0..40u64 {
            let g = play_decks(corp, runner, 9000 + seed * 13 + i as u64, false);
            assert!(g.is_over());
        }
    }
}

/// The 2021 example decks against the Core Set and Gateway starters of the other side.
#[test]
fn example_2021_decks_against_core_and_gateway_decks_keep_invariants() {
    let decks = |names: &[&str]| -> Vec<DeckList> {
        names
            .iter()
            .map(|n| DeckList::starter(n).unwrap())
            .collect()
    };
    let (corps_2021, runners_2021) = (
        decks(&EXAMPLE_2021_DECKS[..4]),
        decks(&EXAMPLE_2021_DECKS[4..]),
    );
    let older_corps = [decks(&STARTER_DECKS[..4]), decks(&SG_STARTER_DECKS[..5])].concat();
    let older_runners = [decks(&STARTER_DECKS[4..]), decks(&SG_STARTER_DECKS[5..])].concat();
    for seed in 0..24u64 {
        let s = seed as usize;
        let corp = &corps_2021[s % corps_2021.len()];
        play_decks(
            corp,
            &older_runners[s % older_runners.len()],
            12000 + seed,
            seed < 6,
        );
        let runner = &runners_2021[s % runners_2021.len()];
        play_decks(
            &older_corps[s % older_corps.len()],
            runner,
            13000 + seed,
            seed < 6,
        );
    }
}
