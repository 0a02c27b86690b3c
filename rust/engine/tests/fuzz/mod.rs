//! Shared parts of the fuzz targets (`tests/fuzz_*.rs`): the case count and a random player that
//! checks every reached state.
#![allow(dead_code)]

use nr_engine::{GameState, Side};
use proptest::test_runner::Config;

/// Cases per fuzz target: `PROPTEST_CASES` if set, else 100,000 with `NR_FAST_FUZZ=long` (the
/// same switch as the Python fuzz tests' `long` profile), else a modest default for CI.
pub fn config(default_cases: u32) -> Config {
    let long = std::env::var("NR_FAST_FUZZ").is_ok_and(|v| v == "long");
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if long { 100_000 } else { default_cases });
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

/// Plays up to `steps` actions chosen by `picks` from `g`, checking the invariants, labels and
/// observations of every reached state; returns an error text instead of panicking.
pub fn play_checked(mut g: GameState, picks: &[u16], steps: usize) -> Result<(), String> {
    g.check_invariants().map_err(|e| format!("start: {e}"))?;
    for (k, &p) in picks.iter().cycle().take(steps).enumerate() {
        if g.is_over() {
            return Ok(());
        }
        let legal = g.legal_actions();
        if legal.is_empty() {
            return Err(format!(
                "step {k}: no legal action at {}",
                g.decision_name()
            ));
        }
        let a = legal[p as usize % legal.len()];
        let _ = g.label(&a);
        g.apply(a)
            .map_err(|e| format!("step {k}: legal {a:?} refused: {e}"))?;
        g.check_invariants().map_err(|e| format!("step {k}: {e}"))?;
        if k % 5 == 0 {
            let _ = g.observation_json(Side::Corp);
            let _ = g.observation_json(Side::Runner);
        }
    }
    Ok(())
}
