//! Random play over System Gateway (issue 14): every Gateway starter matchup, and decks mixing
//! Core Set and Gateway cards, to completion, checking the invariants after every action (one
//! place per card, memory, clone replay, no leak under redeal) for some seeds.

mod common;
use common::play_decks;
use nr_engine::{DeckList, SG_STARTER_DECKS, STARTER_DECKS};

fn sg_matchups() -> Vec<(DeckList, DeckList)> {
    let corps = &SG_STARTER_DECKS[..5];
    let runners = &SG_STARTER_DECKS[5..];
    corps
        .iter()
        .flat_map(|c| runners.iter().map(move |r| (*c, *r)))
        .map(|(c, r)| (DeckList::starter(c).unwrap(), DeckList::starter(r).unwrap()))
        .collect()
}

#[test]
fn every_gateway_matchup_keeps_invariants() {
    for (i, (corp, runner)) in sg_matchups().iter().enumerate() {
        for seed in 0..6u64 {
            let g = play_decks(corp, runner, seed * 31 + i as u64, seed < 3);
            assert!(g.is_over());
        }
    }
}

#[test]
fn hundreds_of_gateway_games_finish() {
    for (i, (corp, runner)) in sg_matchups().iter().enumerate() {
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
