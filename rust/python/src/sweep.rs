//! `sweep`: random games over the 12 starter matchups in Rust on every core, with every reached
//! state checked (`nr_engine::sweep`), the GIL released.

use std::sync::atomic::AtomicU64;

use nr_engine::{FailureKind, SweepConfig};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use crate::args::{int_in, opt_u64, usize_in};
use crate::errors::engine_err;
use crate::wait::run_batch;

/// Plays `games` random games (game `i`: starter matchup `i % 12`, seeded from `seed` and `i`),
/// checking the invariants after every action and the costly checks on one game in
/// `deep_every`. Returns (counts, interrupted): a dict with `games`, `decisions`, `panics`,
/// `invariant_breaks`, `unfinished` and `failures` (a list of dicts with `index`, `seed`,
/// `corp`, `runner`, `kind`, `decision`, `message`). `progress` is called with the number of
/// finished games about ten times a second; Ctrl-C stops early.
#[pyfunction]
#[pyo3(signature = (games, seed=None, threads=None, deep_every=None, progress=None))]
pub fn sweep<'py>(
    py: Python<'py>,
    games: &Bound<'py, PyAny>,
    seed: Option<&Bound<'py, PyAny>>,
    threads: Option<&Bound<'py, PyAny>>,
    deep_every: Option<&Bound<'py, PyAny>>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<(Bound<'py, PyDict>, bool)> {
    let config = SweepConfig {
        games: int_in(games, "games", 0, i64::MAX as i128)? as u64,
        seed: opt_u64(seed, "seed", 0)?,
        threads: threads.map_or(Ok(0), |t| usize_in(t, "threads", 0, 1024))?,
        deep_every: opt_u64(deep_every, "deep_every", 1024)?,
    };
    let done = AtomicU64::new(0);
    let (report, interrupted) = run_batch(py, progress.as_ref(), &done, "sweep", |cancel| {
        nr_engine::sweep(&config, &done, cancel)
    })?;
    let report = report.map_err(engine_err)?;
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
