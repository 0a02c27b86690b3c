//! Criterion benchmarks of the hot paths: clone, legal actions, apply, and a whole random game.
//! Run with `cargo bench -p nr_engine`.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use nr_engine::{DeckList, GameState};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

fn random_game(seed: u64) -> GameState {
    let mut g =
        GameState::new(&DeckList::default_corp(), &DeckList::default_runner(), seed).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    while !g.is_over() {
        let legal = g.legal_actions();
        g.apply_unchecked(legal[(rng.next_u64() % legal.len() as u64) as usize]);
    }
    g
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
    c.bench_function("clone", |b| b.iter(|| black_box(&mid).clone()));
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
    let mut seed = 0;
    c.bench_function("whole random game", |b| {
        b.iter(|| {
            seed += 1;
            random_game(seed)
        })
    });
}

criterion_group!(engine, benches);
criterion_main!(engine);
