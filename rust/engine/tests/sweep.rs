//! The sweep: random games over all 12 starter matchups with every reached state checked.

use nr_engine::{sweep, SweepConfig};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

fn run(games: u64, seed: u64, threads: usize) -> nr_engine::SweepReport {
    let done = AtomicU64::new(0);
    let report = sweep(
        &SweepConfig {
            games,
            seed,
            threads,
            deep_every: 16,
        },
        &done,
        &AtomicBool::new(false),
    )
    .unwrap();
    assert_eq!(done.load(Ordering::Relaxed), games);
    report
}

/// A long sweep: `NR_SWEEP_GAMES=1000000 cargo test --release --test sweep -- --ignored`.
#[test]
#[ignore]
fn long_sweep_finds_no_failure() {
    let games = std::env::var("NR_SWEEP_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let r = run(games, 77, 0);
    assert_eq!(
        (r.panics, r.invariant_breaks, r.unfinished),
        (0, 0, 0),
        "{:?}",
        r.failures
    );
}

#[test]
fn a_sweep_finds_no_failure_and_is_reproducible() {
    let a = run(48, 5, 2);
    assert_eq!(a.games, 48);
    assert!(a.decisions > 48 * 50, "{a:?}");
    assert_eq!(
        (a.panics, a.invariant_breaks, a.unfinished),
        (0, 0, 0),
        "{:?}",
        a.failures
    );
    assert_eq!(a, run(48, 5, 1), "same seed, same counts, any thread count");
}

#[test]
fn a_cancelled_sweep_reports_the_games_it_played() {
    let done = AtomicU64::new(0);
    let report = sweep(
        &SweepConfig {
            games: 1_000_000,
            seed: 1,
            threads: 1,
            deep_every: 0,
        },
        &done,
        &AtomicBool::new(true),
    )
    .unwrap();
    assert_eq!(report.games, 0);
}
