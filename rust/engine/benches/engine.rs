//! Criterion benchmarks of the hot paths: clone, legal actions, apply, and a whole random game.
//! Run with `cargo bench -p nr_engine`.

use criterion::{criterion_group, criterion_main, Criterion};
use nr_engine::{ActionList, Bot, DeckList, GameState, RandomBot};
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
    let mut g = GameState::new(&DeckList::default_corp(), &DeckList::default_runner(), 11).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
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

criterion_group!(engine, benches);
criterion_main!(engine);
