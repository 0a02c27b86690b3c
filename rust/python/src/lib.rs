//! `nr_fast._core`: the Python extension module over `nr_engine`.
//!
//! Bindings only: no rule of the game lives here (DESIGN.md, "Layout"). The Python package
//! `nr_fast` (python/nr_fast/) re-exports what is public and adds the `Game` wrapper, the
//! exceptions and the CLI.

mod action;
mod args;
mod bots;
mod cards;
mod deck;
mod errors;
mod events;
mod game;
mod memory;
mod overrides;
mod profile;
mod simulate;
mod sweep;
mod value;
mod vec_game;
mod wait;

use nr_engine::{parse_server as engine_parse_server, server_name as engine_server_name, Side};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::action::PyAction;
use crate::deck::{deck_from_py, deck_to_py, default_deck};
use crate::errors::{guard, guard_result};
use crate::game::{code_arg, parse_side, PyGameState};

/// The name of server `id`: 0 "hq", 1 "rd", 2 "archives", 3 "remote1", …
#[pyfunction]
fn server_name(id: &Bound<'_, PyAny>) -> PyResult<String> {
    let id = args::int_in(id, "server id", 0, 254)? as u8;
    guard(|| engine_server_name(id))
}

/// The id of the server called `name` ("hq", "rd", "archives", "remote1", …, "new_remote"), or
/// None when no server has that name.
#[pyfunction]
fn parse_server(name: &str) -> PyResult<Option<u8>> {
    guard(|| engine_parse_server(name))
}

/// The default deck of `side` as {"identity": title, "cards": {title: count}}.
#[pyfunction]
fn default_decklist<'py>(py: Python<'py>, side: &str) -> PyResult<Bound<'py, PyDict>> {
    let side = parse_side(side)?;
    deck_to_py(py, &guard(|| default_deck(side))?)
}

/// A card title folded for comparison: lowercase, without accents, plain quotes, single
/// spaces ("Déjà  Vu" and "deja vu" fold alike).
#[pyfunction]
fn fold_title(title: &str) -> String {
    nr_engine::fold_title(title)
}

/// The card table's title of the card `title` names (any case, with or without accents, or a
/// card code). Raises UnknownCardError, with a suggestion when one is close, for no such card.
#[pyfunction]
fn card_title(title: &str) -> PyResult<&'static str> {
    let id = guard_result(|| nr_engine::lookup_card(title))?;
    Ok(nr_engine::card_table()[id as usize].title)
}

/// The built-in deck named `name` (see STARTER_DECKS, SG_STARTER_DECKS, EXAMPLE_2021_DECKS and
/// STARTUP_DECKS) as a deck dict.
#[pyfunction]
fn starter_decklist<'py>(py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyDict>> {
    deck_to_py(py, &guard_result(|| nr_engine::DeckList::starter(name))?)
}

/// Deckbuilding rules that a deck (decklist text or deck dict) breaks, as (rule, message) pairs;
/// with `format` (see FORMATS), also each card outside that format's pool.
#[pyfunction]
#[pyo3(signature = (deck, format=None, overrides=None))]
fn deck_problems(
    deck: &Bound<'_, PyAny>,
    format: Option<&str>,
    overrides: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<(&'static str, String)>> {
    let table = overrides::table_from_py(overrides)?;
    let format = match format {
        None => nr_engine::Format::Any,
        Some(name) => guard_result(|| nr_engine::Format::parse(name))?,
    };
    let deck = deck_from_py(Some(deck), Side::Corp)?;
    let problems = guard(|| deck.problems_with(format, table))?;
    Ok(problems.into_iter().map(|p| (p.rule, p.message)).collect())
}

/// The fields of action `code` as (kind, card, server, target, amount); unused fields are None.
#[pyfunction]
#[allow(clippy::type_complexity)]
fn decode_action(
    code: &Bound<'_, PyAny>,
) -> PyResult<(
    &'static str,
    Option<u8>,
    Option<String>,
    Option<u8>,
    Option<u8>,
)> {
    let a = code_arg(code)?;
    let f = |v: u8| (v != nr_engine::NONE).then_some(v);
    Ok((
        a.kind.name(),
        f(a.card),
        f(a.server).map(engine_server_name),
        f(a.target),
        f(a.amount),
    ))
}

/// The names of every action kind, in the engine's order.
fn action_kinds() -> Vec<&'static str> {
    nr_engine::ActionKind::ALL
        .iter()
        .map(|k| k.name())
        .collect()
}

/// The blocks of the information-state tensor as (name, offset, size); the observation tensor is
/// the blocks up to OBSERVATION_SIZE.
#[pyfunction]
fn tensor_layout() -> Vec<(&'static str, usize, usize)> {
    nr_engine::OBSERVATION_LAYOUT
        .iter()
        .chain(nr_engine::INFORMATION_STATE_EXTRA.iter())
        .map(|f| (f.name, f.offset, f.size))
        .collect()
}

/// Plays the fixed `nr-fast bench` workload (every built-in pool, random, heuristic and a small
/// ISMCTS on both sides, fixed seeds) on `threads` worker threads (0: every core), with the GIL
/// released, and returns a dict: version, games, decisions, checksum (16 hex digits, of every
/// game's outcome and final state; pinned by the engine's `tests/bench.rs`), seconds,
/// decisions_per_second, threads.
#[pyfunction]
#[pyo3(name = "bench", signature = (threads=None))]
fn bench_workload<'py>(
    py: Python<'py>,
    threads: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    let threads = match threads {
        Some(t) => args::usize_in(t, "threads", 0, 1024)?,
        None => 0,
    };
    let r = py
        .detach(|| nr_engine::bench(threads))
        .map_err(errors::engine_err)?;
    let d = PyDict::new(py);
    d.set_item("version", r.version)?;
    d.set_item("games", r.games)?;
    d.set_item("decisions", r.decisions)?;
    d.set_item("checksum", format!("{:016x}", r.checksum))?;
    d.set_item("seconds", r.seconds)?;
    d.set_item("decisions_per_second", r.decisions_per_second)?;
    d.set_item("threads", r.threads)?;
    Ok(d)
}

/// The seed of episode `episode` of game `index` of a VecGame made with `seed`.
#[pyfunction]
fn episode_seed(
    seed: &Bound<'_, PyAny>,
    index: &Bound<'_, PyAny>,
    episode: &Bound<'_, PyAny>,
) -> PyResult<u64> {
    Ok(nr_engine::episode_seed(
        args::u64_arg(seed, "seed")?,
        args::u64_arg(index, "index")?,
        args::u64_arg(episode, "episode")?,
    ))
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("NUM_ACTIONS", nr_engine::NUM_ACTIONS)?;
    m.add("ACTION_KINDS", PyTuple::new(m.py(), action_kinds())?)?;
    m.add(
        "EVENT_KINDS",
        PyTuple::new(m.py(), nr_engine::EventKind::ALL.iter().map(|k| k.as_str()))?,
    )?;
    m.add("CARD_STATS", PyTuple::new(m.py(), nr_engine::CARD_STATS)?)?;
    m.add("SIDE_STATS", PyTuple::new(m.py(), nr_engine::SIDE_STATS)?)?;
    m.add(
        "SIDES",
        PyTuple::new(m.py(), [Side::Corp.as_str(), Side::Runner.as_str()])?,
    )?;
    m.add_class::<PyAction>()?;
    m.add_class::<PyGameState>()?;
    m.add_class::<vec_game::PyVecGame>()?;
    m.add("OBSERVATION_SIZE", nr_engine::OBSERVATION_SIZE)?;
    m.add("INFORMATION_STATE_SIZE", nr_engine::INFORMATION_STATE_SIZE)?;
    m.add("MAX_LEGAL", nr_engine::MAX_LEGAL)?;
    m.add(
        "GLOBAL_NAMES",
        PyTuple::new(m.py(), nr_engine::GLOBAL_NAMES)?,
    )?;
    m.add(
        "DECISION_NAMES",
        PyTuple::new(m.py(), nr_engine::DECISION_NAMES)?,
    )?;
    m.add_function(wrap_pyfunction!(tensor_layout, m)?)?;
    m.add_function(wrap_pyfunction!(episode_seed, m)?)?;
    m.add_function(wrap_pyfunction!(vec_game::vec_game_bytes, m)?)?;
    m.add_function(wrap_pyfunction!(server_name, m)?)?;
    m.add_function(wrap_pyfunction!(parse_server, m)?)?;
    m.add_function(wrap_pyfunction!(default_decklist, m)?)?;
    m.add_function(wrap_pyfunction!(decode_action, m)?)?;
    m.add_function(wrap_pyfunction!(starter_decklist, m)?)?;
    m.add_function(wrap_pyfunction!(deck_problems, m)?)?;
    m.add_function(wrap_pyfunction!(cards::card_list, m)?)?;
    m.add_function(wrap_pyfunction!(cards::standard_card, m)?)?;
    m.add_function(wrap_pyfunction!(fold_title, m)?)?;
    m.add_function(wrap_pyfunction!(card_title, m)?)?;
    m.add_function(wrap_pyfunction!(cards::card_info, m)?)?;
    m.add("MAX_DECK_CARDS", nr_engine::MAX_DECK_CARDS)?;
    m.add_function(wrap_pyfunction!(simulate::simulate, m)?)?;
    m.add_function(wrap_pyfunction!(value::value_positions, m)?)?;
    m.add_function(wrap_pyfunction!(value::value_feature_names, m)?)?;
    m.add_function(wrap_pyfunction!(overrides::check_overrides, m)?)?;
    m.add(
        "OVERRIDE_NUMBERS",
        PyTuple::new(m.py(), nr_engine::NUMBERS)?,
    )?;
    m.add_function(wrap_pyfunction!(sweep::sweep, m)?)?;
    m.add_function(wrap_pyfunction!(bench_workload, m)?)?;
    m.add_function(wrap_pyfunction!(profile::profile, m)?)?;
    bots::register(m)?;
    m.add(
        "STARTER_DECKS",
        PyTuple::new(m.py(), nr_engine::STARTER_DECKS)?,
    )?;
    m.add(
        "SG_STARTER_DECKS",
        PyTuple::new(m.py(), nr_engine::SG_STARTER_DECKS)?,
    )?;
    m.add(
        "EXAMPLE_2021_DECKS",
        PyTuple::new(m.py(), nr_engine::EXAMPLE_2021_DECKS)?,
    )?;
    m.add(
        "STARTUP_DECKS",
        PyTuple::new(m.py(), nr_engine::STARTUP_DECKS)?,
    )?;
    m.add("FORMATS", PyTuple::new(m.py(), nr_engine::FORMATS)?)?;
    Ok(())
}
