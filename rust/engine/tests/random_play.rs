//! Thousands of seeded random games to completion, checking invariants after every action.

mod common;
use common::play_decks;
use nr_engine::{DeckList, GameState, Side};

fn play(seed: u64, check_every_step: bool) -> GameState {
    play_decks(
        &DeckList::default_corp(),
        &DeckList::default_runner(),
        seed,
        check_every_step,
    )
}

#[test]
fn random_games_keep_invariants() {
    for seed in 0..300 {
        play(seed, true);
    }
}

#[test]
fn thousands_of_random_games_finish() {
    let mut wins = [0u32; 2];
    for seed in 0..3000 {
        let g = play(seed, false);
        wins[(g.winner() == Some(Side::Runner)) as usize] += 1;
    }
    assert!(wins[0] > 0 && wins[1] > 0, "{wins:?}");
}

#[test]
fn same_seed_and_actions_give_identical_json() {
    let a = play(42, false);
    let b = play(42, false);
    assert_eq!(a.to_json(), b.to_json());
}

/// Core rulebook, "Starter Decks": all 12 Corp x Runner starter matchups play to the end with the
/// invariants above checked at every step of some games.
#[test]
fn every_starter_matchup_keeps_invariants() {
    let corps = ["haas-bioroid", "jinteki", "nbn", "weyland"];
    let runners = ["anarch", "criminal", "shaper"];
    for corp in corps {
        for runner in runners {
            let (c, r) = (
                DeckList::starter(corp).unwrap(),
                DeckList::starter(runner).unwrap(),
            );
            let mut wins = [0u32; 2];
            for seed in 0..250 {
                let g = play_decks(&c, &r, seed, seed < 12);
                wins[(g.winner() == Some(Side::Runner)) as usize] += 1;
            }
            assert!(wins[1] > 0, "{corp} vs {runner}: {wins:?}");
        }
    }
}
