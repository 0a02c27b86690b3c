//! Thousands of seeded random games to completion, checking invariants after every action.

use nr_engine::{DeckList, GameState, Side};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

fn play(seed: u64, check_every_step: bool) -> GameState {
    play_decks(
        &DeckList::default_corp(),
        &DeckList::default_runner(),
        seed,
        check_every_step,
    )
}

fn play_decks(corp: &DeckList, runner: &DeckList, seed: u64, check_every_step: bool) -> GameState {
    let mut g = GameState::new(corp, runner, seed).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x9e37_79b9);
    let mut steps = 0;
    while !g.is_over() {
        let legal = g.legal_actions();
        assert!(
            !legal.is_empty(),
            "no legal action at {}",
            g.decision_name()
        );
        let a = legal[(rng.next_u64() % legal.len() as u64) as usize];
        if check_every_step {
            // The list left by apply_and_list is the next decision's legal actions.
            let mut listed = g.clone();
            let mut next = nr_engine::ActionList::new();
            listed.apply_and_list(a, &mut next);
            let mut twin = g.clone();
            g.apply(a).unwrap();
            twin.apply(a).unwrap();
            assert_eq!(g.to_json(), twin.to_json(), "a clone replays identically");
            assert_eq!(listed.to_json(), g.to_json());
            assert_eq!(
                next,
                g.legal_actions(),
                "apply_and_list lists the legal actions"
            );
            if let Err(e) = g.check_invariants() {
                panic!("seed {seed}: {e}");
            }
            for side in [Side::Corp, Side::Runner] {
                let obs = g.observation_json(side);
                let other = g.determinize(side, steps + 7);
                assert_eq!(
                    obs,
                    other.observation_json(side),
                    "observation of {side:?} changed by redeal"
                );
            }
        } else {
            g.apply_unchecked(a);
        }
        steps += 1;
        assert!(steps < 20_000, "game too long");
    }
    g
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
