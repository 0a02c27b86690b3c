//! The learned evaluation's data (issue 28): training positions from play, and the feature
//! names, for `nr_fast.train_value`.

use std::sync::atomic::AtomicU64;

use nr_engine::{BotKind, Side, SimConfig, NUM_VALUE_FEATURES};
use numpy::{IntoPyArray, PyArray2, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::args::{int_in, opt_u64, usize_in};
use crate::deck::deck_from_py;
use crate::errors::{engine_err, invalid_arg};
use crate::wait::run_batch;

/// Plays `games` games between two bots (as `simulate`) and returns a dict: `features`, a
/// float32 array (positions, NUM_VALUE_FEATURES) of one decision in `every` of each finished
/// game, from the point of view of the side that decides there (only what it may know);
/// `corp_won` (uint8, the game's result), `formula` (float32, the fixed evaluation
/// `corp_value` of the position) and `game` (uint32, the game's index in the batch).
#[pyfunction]
#[pyo3(signature = (corp, runner, games, corp_bot=None, runner_bot=None, seed=None, every=10, threads=None, agenda_points_to_win=None))]
#[allow(clippy::too_many_arguments)]
pub fn value_positions<'py>(
    py: Python<'py>,
    corp: &Bound<'py, PyAny>,
    runner: &Bound<'py, PyAny>,
    games: &Bound<'py, PyAny>,
    corp_bot: Option<&Bound<'py, PyAny>>,
    runner_bot: Option<&Bound<'py, PyAny>>,
    seed: Option<&Bound<'py, PyAny>>,
    every: i64,
    threads: Option<&Bound<'py, PyAny>>,
    agenda_points_to_win: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    let bot = |o: &Bound<'py, PyAny>| -> PyResult<BotKind> {
        crate::bots::bot_kind(o)?.ok_or_else(|| {
            invalid_arg(format!(
                "value_positions() takes a bot spec ({})",
                crate::bots::BOT_SPECS
            ))
        })
    };
    let config = SimConfig {
        corp: deck_from_py(Some(corp), Side::Corp)?,
        runner: deck_from_py(Some(runner), Side::Runner)?,
        games: int_in(games, "games", 0, u32::MAX as i128)? as u64,
        corp_bot: corp_bot.map_or(Ok(BotKind::Random), bot)?,
        runner_bot: runner_bot.map_or(Ok(BotKind::Random), bot)?,
        seed: opt_u64(seed, "seed", 0)?,
        threads: match threads {
            Some(t) => usize_in(t, "threads", 0, 1024)?,
            None => 0,
        },
        points_to_win: crate::args::opt_points_to_win(agenda_points_to_win)?,
        cards: Default::default(),
    };
    if !(1..=u32::MAX as i64).contains(&every) {
        return Err(invalid_arg(format!(
            "every must be in [1, {}], not {every}",
            u32::MAX
        )));
    }
    let every = every as u32;
    let done = AtomicU64::new(0);
    let (outcome, _) = run_batch(py, None, &done, "value positions", |_| {
        nr_engine::value_positions(&config, every)
    })?;
    let p = outcome.map_err(engine_err)?;
    let n = p.corp_won.len();
    let d = PyDict::new(py);
    let features: Bound<'py, PyArray2<f32>> = p
        .features
        .into_pyarray(py)
        .reshape([n, NUM_VALUE_FEATURES])?;
    d.set_item("features", features)?;
    d.set_item("corp_won", p.corp_won.into_pyarray(py))?;
    d.set_item("formula", p.formula.into_pyarray(py))?;
    d.set_item("game", p.game.into_pyarray(py))?;
    Ok(d)
}

/// The names of the learned evaluation's features, in order.
#[pyfunction]
pub fn value_feature_names() -> Vec<String> {
    nr_engine::value_feature_names()
}
