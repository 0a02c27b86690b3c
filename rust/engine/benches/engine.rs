//! Criterion benchmarks of the hot paths: clone, legal actions, apply, and a whole random game.
//! Run with `cargo bench -p nr_engine`.

use criterion::{criterion_group, criterion_main, Criterion};
use nr_engine::{
    ActionList, Bot, DeckList, GameState, IsmctsBot, IsmctsConfig, RandomBot, Rollout,
};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::hint::black_box;

/// A whole game between two random bots (default decks: Jinteki vs Shaper starters), through
/// the hot path `apply_and_list`; returns the number of decisions.
fn random_game(corp: &DeckList, runner: &DeckList, seed: u64) -> u64 {
    let mut g = GameState::new(corp, runner, seed).unwrap();
    let mut bot = RandomBot::new(seed);
    let mut legal = ActionList::new();
    legal.extend(g.legal_actions());
    let mut decisions = 0;
    while !g.is_over() {
        let a = bot.choose(&g, &legal);
        g.apply_and_list(a, &mut legal);
        decisions += 1;
    }
    decisions
}

/// A mid-game position: a random game stopped after `n` decisions.
fn midgame(n: u32) -> GameState {
    midgame_seeded(n, 11)
}

/// A random game of seed `seed` stopped after `n` decisions (or at its end).
fn midgame_seeded(n: u32, seed: u64) -> GameState {
    let mut g =
        GameState::new(&DeckList::default_corp(), &DeckList::default_runner(), seed).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    while !g.is_over() && g.decisions < n {
        let legal = g.legal_actions();
        g.apply_unchecked(legal[(rng.next_u64() % legal.len() as u64) as usize]);
    }
    g
}

fn benches(c: &mut Criterion) {
    let mid = midgame(40);
    // The copy is made into a local, as a search does; returning the 5.4 KB state by value from
    // the closure would add criterion's moves of it (about 350 ns) to the figure.
    c.bench_function("clone", |b| {
        b.iter(|| {
            let copy = black_box(&mid).clone();
            black_box(&copy);
        })
    });
    c.bench_function("legal_actions", |b| {
        b.iter(|| black_box(&mid).legal_actions())
    });
    c.bench_function("legal_actions+apply", |b| {
        b.iter(|| {
            let mut g = mid.clone();
            let a = g.legal_actions()[0];
            g.apply_unchecked(a);
            g
        })
    });
    let (corp, runner) = (DeckList::default_corp(), DeckList::default_runner());
    let mut seed = 0;
    c.bench_function("whole random game", |b| {
        b.iter(|| {
            seed += 1;
            random_game(&corp, &runner, seed)
        })
    });
    // Mean decisions per game over the same kind of games, to turn the game time into a time
    // per decision (printed once).
    let total: u64 = (0..500)
        .map(|s| random_game(&corp, &runner, 10_000 + s))
        .sum();
    println!(
        "mean decisions per random game: {:.1}",
        total as f64 / 500.0
    );
}

/// One ISMCTS decision of 1,000 iterations (one thread) on a fixed mid-game position: the first
/// decision with two or more legal actions after 60 random decisions of a seeded Jinteki vs
/// Shaper game. Iterations per second = 1,000 / the time per decision.
fn ismcts(c: &mut Criterion) {
    let mut g = midgame_seeded(60, 12);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(12);
    while !g.is_over() && g.legal_actions().len() < 2 {
        let legal = g.legal_actions();
        g.apply_unchecked(legal[(rng.next_u64() % legal.len() as u64) as usize]);
    }
    assert!(!g.is_over(), "the bench position must be mid-game");
    let legal = g.legal_actions();
    for (name, rollout) in [
        ("ismcts_random_1000", Rollout::Random),
        ("ismcts_heuristic_1000", Rollout::Heuristic),
    ] {
        let mut bot = IsmctsBot::new(
            IsmctsConfig {
                iterations: 1000,
                rollout,
                ..IsmctsConfig::default()
            },
            1,
        );
        let mut group = c.benchmark_group(name);
        group.sample_size(10);
        group.bench_function("decision", |b| b.iter(|| bot.choose(black_box(&g), &legal)));
        group.finish();
    }
}

criterion_group!(engine, benches, ismcts);
criterion_main!(engine);
