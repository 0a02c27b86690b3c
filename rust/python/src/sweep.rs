//! `sweep`: random games over the 12 starter matchups in Rust on every core, with every reached
//! state checked (`nr_engine::sweep`), the GIL released.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use nr_engine::{FailureKind, SweepConfig};
use pyo3::exceptions::PyKeyboardInterrupt;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use crate::errors::{engine_err, InternalError};

/// Plays `games` random games (game `i`: starter matchup `i % 12`, seeded from `seed` and `i`),
/// checking the invariants after every action and the costly checks on one game in
/// `deep_every`. Returns (counts, interrupted): a dict with `games`, `decisions`, `panics`,
/// `invariant_breaks`, `unfinished` and `failures` (a list of dicts with `index`, `seed`,
/// `corp`, `runner`, `kind`, `decision`, `message`). `progress` is called with the number of
/// finished games about ten times a second; Ctrl-C stops early.
#[pyfunction]
#[pyo3(signature = (games, seed=0, threads=0, deep_every=1024, progress=None))]
pub fn sweep<'py>(
    py: Python<'py>,
    games: u64,
    seed: u64,
    threads: usize,
    deep_every: u64,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<(Bound<'py, PyDict>, bool)> {
    let config = SweepConfig {
        games,
        seed,
        threads,
        deep_every,
    };
    let done = AtomicU64::new(0);
    let cancel = AtomicBool::new(false);
    let mut interrupted = false;
    let report = std::thread::scope(|scope| {
        let worker = scope.spawn(|| nr_engine::sweep(&config, &done, &cancel));
        while !worker.is_finished() {
            py.detach(|| std::thread::sleep(Duration::from_millis(100)));
            let mut signal = py.check_signals().err();
            if signal.is_none() && !interrupted {
                if let Some(cb) = &progress {
                    signal = cb.call1((done.load(Ordering::Relaxed),)).err();
                }
            }
            if let Some(e) = signal {
                cancel.store(true, Ordering::Relaxed);
                if !e.is_instance_of::<PyKeyboardInterrupt>(py) {
                    py.detach(|| {
                        while !worker.is_finished() {
                            std::thread::sleep(Duration::from_millis(10));
                        }
                    });
                    return Err(e);
                }
                interrupted = true;
            }
        }
        match py.detach(|| worker.join()) {
            Ok(r) => r.map_err(engine_err),
            Err(_) => Err(InternalError::new_err("a sweep thread panicked")),
        }
    })?;
    if let (Some(cb), false) = (&progress, interrupted) {
        cb.call1((done.load(Ordering::Relaxed),))?;
    }
    let d = PyDict::new(py);
    d.set_item("games", report.games)?;
    d.set_item("decisions", report.decisions)?;
    d.set_item("panics", report.panics)?;
    d.set_item("invariant_breaks", report.invariant_breaks)?;
    d.set_item("unfinished", report.unfinished)?;
    let failures = PyList::empty(py);
    for f in &report.failures {
        let x = PyDict::new(py);
        x.set_item("index", f.index)?;
        x.set_item("seed", f.seed)?;
        x.set_item("corp", f.corp)?;
        x.set_item("runner", f.runner)?;
        let kind = match f.kind {
            FailureKind::Panic => "panic",
            FailureKind::Invariant => "invariant",
            FailureKind::Unfinished => "unfinished",
        };
        x.set_item("kind", kind)?;
        x.set_item("decision", f.decision)?;
        x.set_item("message", &f.message)?;
        failures.append(x)?;
    }
    d.set_item("failures", failures)?;
    Ok((d, interrupted))
}
