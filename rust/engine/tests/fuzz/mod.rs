//! Shared parts of the fuzz targets (`tests/fuzz_*.rs`): the case count and a random player that
//! checks every reached state.
#![allow(dead_code)]

use nr_engine::{Action, GameState, Side, NUM_ACTIONS};
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

/// A game over ended the way the rules end one (Rules Reference, "Winning the Game"), checked
/// from the public API, apart from `check_invariants`: on agenda points only with the points
/// needed, by decking only as a Runner win, by flatline only as a Corp win.
pub fn possible_end(g: &GameState) -> Result<(), String> {
    let Some(winner) = g.winner() else {
        return Ok(());
    };
    let ok = match g.win_reason() {
        Some("agenda_points") => g.agenda_points(winner) >= g.points_to_win as u32,
        Some("decked_out") => winner == Side::Runner,
        Some("flatline") => winner == Side::Corp,
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(format!(
            "impossible end: {winner:?} won by {:?} with {} agenda points",
            g.win_reason(),
            g.agenda_points(winner)
        ))
    }
}

/// Plays up to `steps` actions chosen by `picks` from `g`, checking the invariants, labels and
/// observations of every reached state; returns an error text instead of panicking.
pub fn play_checked(mut g: GameState, picks: &[u16], steps: usize) -> Result<(), String> {
    g.check_invariants().map_err(|e| format!("start: {e}"))?;
    possible_end(&g).map_err(|e| format!("start: {e}"))?;
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
        // Any code of the action space, legal or not, is described for either side.
        for i in 0..16u32 {
            let code = (p as u32).wrapping_mul(7919).wrapping_add(i * 104_729) % NUM_ACTIONS;
            let other = Action::from_code(code).expect("a code of the space");
            let _ = g.label_for(Side::Corp, &other);
            let _ = g.label_for(Side::Runner, &other);
        }
        g.apply(a)
            .map_err(|e| format!("step {k}: legal {a:?} refused: {e}"))?;
        g.check_invariants().map_err(|e| format!("step {k}: {e}"))?;
        possible_end(&g).map_err(|e| format!("step {k}: {e}"))?;
        if k % 5 == 0 {
            let _ = g.observation_json(Side::Corp);
            let _ = g.observation_json(Side::Runner);
        }
    }
    Ok(())
}
