//! `simulate`: many games in Rust on every core, with the GIL released, returned as numpy arrays.

use std::sync::atomic::AtomicU64;

use nr_engine::{BotKind, Side, SimConfig};
use numpy::{IntoPyArray, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::args::{int_in, opt_u64, usize_in};
use crate::deck::deck_from_py;
use crate::errors::{engine_err, invalid_arg};
use crate::wait::run_batch;

/// The bot kind of a `simulate` argument: a spec string or an engine bot object (its settings
/// are used; each game gets a fresh bot seeded from the game's seed).
fn bot(obj: &Bound<'_, PyAny>) -> PyResult<BotKind> {
    crate::bots::bot_kind(obj)?.ok_or_else(|| {
        invalid_arg(format!(
            "simulate() in Rust takes a bot spec ({}) or an engine bot object, not {}",
            crate::bots::BOT_SPECS,
            obj.get_type()
                .name()
                .map(|n| n.to_string())
                .unwrap_or_default()
        ))
    })
}

/// Plays `games` games between two bots (spec strings or engine bot objects) and returns (columns, interrupted): a dict of numpy arrays
/// with one entry per finished game, and whether Ctrl-C stopped the batch early. `progress`, if
/// given, is called with the number of finished games about ten times a second. `games` in
/// [0, 2**63 - 1], `seed` in [0, 2**64 - 1], `threads` in [0, 1024] (0: every core). With
/// `count_events`, the dict also has a column `events_<kind>` per event kind (docs/events.md)
/// and `card_events`: {title: {kind: count}} over the batch (nonzero counts only). With
/// `stats` (not with `count_events`), one uint32 column per side total (`SIDE_STATS`), and
/// `card_titles`, `card_sides` (lists) and `card_stats`: a uint16 array of shape (games,
/// titles, stats), stats in `CARD_STATS` order. `first` (default 0) plays games `first ..
/// first + games` of the batch (a chunk of a larger one: game `i` depends only on seed and i).
/// `agenda_points_to_win` (1 to 255; None: 7) is the points a player needs to win each game.
/// `overrides` (a dict {card: {number: value}} or a list of (card, number, value); see
/// `check_overrides`) changes cards' printed numbers for these games (issue 29).
#[pyfunction]
#[pyo3(signature = (corp, runner, games, corp_bot=None, runner_bot=None, seed=None, threads=None, progress=None, count_events=false, stats=false, first=None, agenda_points_to_win=None, overrides=None))]
#[allow(clippy::too_many_arguments)]
pub fn simulate<'py>(
    py: Python<'py>,
    corp: &Bound<'py, PyAny>,
    runner: &Bound<'py, PyAny>,
    games: &Bound<'py, PyAny>,
    corp_bot: Option<&Bound<'py, PyAny>>,
    runner_bot: Option<&Bound<'py, PyAny>>,
    seed: Option<&Bound<'py, PyAny>>,
    threads: Option<&Bound<'py, PyAny>>,
    progress: Option<Bound<'py, PyAny>>,
    count_events: bool,
    stats: bool,
    first: Option<&Bound<'py, PyAny>>,
    agenda_points_to_win: Option<&Bound<'py, PyAny>>,
    overrides: Option<&Bound<'py, PyAny>>,
) -> PyResult<(Bound<'py, PyDict>, bool)> {
    let cards = crate::overrides::table_from_py(overrides)?;
    let first = opt_u64(first, "first", 0)?;
    let points_to_win = crate::args::opt_points_to_win(agenda_points_to_win)?;
    if first > 0 && count_events {
        return Err(invalid_arg(
            "count_events plays a whole batch from game 0: first must be 0",
        ));
    }
    if stats && count_events {
        return Err(invalid_arg(
            "simulate() counts events or statistics, not both: pass count_events or stats",
        ));
    }
    let games = int_in(games, "games", 0, i64::MAX as i128)? as u64;
    let seed = opt_u64(seed, "seed", 0)?;
    let threads = match threads {
        Some(t) => usize_in(t, "threads", 0, 1024)?,
        None => 0,
    };
    let config = SimConfig {
        corp: deck_from_py(Some(corp), Side::Corp)?,
        runner: deck_from_py(Some(runner), Side::Runner)?,
        games,
        corp_bot: corp_bot.map_or(Ok(BotKind::Random), bot)?,
        runner_bot: runner_bot.map_or(Ok(BotKind::Random), bot)?,
        seed,
        threads,
        points_to_win,
        cards,
    };
    let done = AtomicU64::new(0);
    let (outcome, interrupted) = run_batch(py, progress.as_ref(), &done, "simulation", |cancel| {
        if count_events {
            nr_engine::simulate_events(&config, &done, cancel).map(|(r, c)| (r, Some(c), None))
        } else if stats {
            nr_engine::simulate_stats(&config, first, &done, cancel)
                .map(|(r, s)| (r, None, Some(s)))
        } else {
            nr_engine::simulate_from(&config, first, &done, cancel).map(|r| (r, None, None))
        }
    })?;
    let (outcome, counts, sim_stats) = outcome.map_err(engine_err)?;
    let d = PyDict::new(py);
    d.set_item(
        "index",
        outcome
            .iter()
            .map(|r| r.index)
            .collect::<Vec<u64>>()
            .into_pyarray(py),
    )?;
    d.set_item(
        "seed",
        outcome
            .iter()
            .map(|r| r.seed)
            .collect::<Vec<u64>>()
            .into_pyarray(py),
    )?;
    d.set_item(
        "winner",
        outcome
            .iter()
            .map(|r| r.winner)
            .collect::<Vec<i8>>()
            .into_pyarray(py),
    )?;
    d.set_item(
        "reason",
        outcome
            .iter()
            .map(|r| r.reason)
            .collect::<Vec<u8>>()
            .into_pyarray(py),
    )?;
    d.set_item(
        "turns",
        outcome
            .iter()
            .map(|r| r.turns)
            .collect::<Vec<u32>>()
            .into_pyarray(py),
    )?;
    d.set_item(
        "decisions",
        outcome
            .iter()
            .map(|r| r.decisions)
            .collect::<Vec<u32>>()
            .into_pyarray(py),
    )?;
    d.set_item(
        "corp_points",
        outcome
            .iter()
            .map(|r| r.points[0])
            .collect::<Vec<u8>>()
            .into_pyarray(py),
    )?;
    d.set_item(
        "runner_points",
        outcome
            .iter()
            .map(|r| r.points[1])
            .collect::<Vec<u8>>()
            .into_pyarray(py),
    )?;
    d.set_item(
        "corp_credits",
        outcome
            .iter()
            .map(|r| r.credits[0])
            .collect::<Vec<u16>>()
            .into_pyarray(py),
    )?;
    d.set_item(
        "runner_credits",
        outcome
            .iter()
            .map(|r| r.credits[1])
            .collect::<Vec<u16>>()
            .into_pyarray(py),
    )?;
    if let Some(counts) = counts {
        for kind in nr_engine::EventKind::ALL {
            let k = *kind as usize;
            let column: Vec<u32> = counts.per_game.iter().map(|g| g[k]).collect();
            d.set_item(format!("events_{}", kind.as_str()), column.into_pyarray(py))?;
        }
        let cards = PyDict::new(py);
        for (def, row) in counts.per_card.iter().enumerate() {
            if row.iter().all(|&n| n == 0) {
                continue;
            }
            let kinds = PyDict::new(py);
            for kind in nr_engine::EventKind::ALL {
                let n = row[*kind as usize];
                if n > 0 {
                    kinds.set_item(kind.as_str(), n)?;
                }
            }
            cards.set_item(nr_engine::card_table()[def].title, kinds)?;
        }
        d.set_item("card_events", cards)?;
    }
    if let Some(s) = sim_stats {
        stats_columns(py, &d, s, outcome.len())?;
    }
    Ok((d, interrupted))
}

/// Adds the columns of [`nr_engine::SimStats`] to `d` (see [`simulate`]).
fn stats_columns(
    py: Python<'_>,
    d: &Bound<'_, PyDict>,
    s: nr_engine::SimStats,
    games: usize,
) -> PyResult<()> {
    let n = nr_engine::NUM_SIDE_STATS;
    for (k, name) in nr_engine::SIDE_STATS.iter().enumerate() {
        let column: Vec<u32> = s.totals.iter().skip(k).step_by(n).copied().collect();
        d.set_item(*name, column.into_pyarray(py))?;
    }
    // One array (games, titles, stats) moved from the Rust vector without a copy; Python takes
    // a view per stat (`nr_fast.simulate.pop_card_stats`).
    let shape = [games, s.titles.len(), nr_engine::CARD_STATS.len()];
    let array = numpy::PyArray1::from_vec(py, s.cards).reshape(shape)?;
    d.set_item("card_stats", array)?;
    d.set_item("card_titles", s.titles.clone())?;
    let sides: Vec<&str> = s.sides.iter().map(|x| x.as_str()).collect();
    d.set_item("card_sides", sides)?;
    Ok(())
}
