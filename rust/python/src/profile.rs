//! `nr_fast._core.profile`: the instrumented engine (`nr_engine_profile`, the engine's source
//! built with the feature `profile`) plays a batch and returns where its time went. Decks are
//! read by the normal engine's reader and handed over as titles; the normal engine itself
//! carries no probe (docs/performance.md, "nr-fast profile").

use nr_engine::Side;
use nr_engine_profile as prof;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use crate::args;
use crate::deck::deck_from_py;
use crate::errors::{engine_err, invalid_arg};

/// The instrumented engine's error as the normal engine's (same variants, same messages).
fn error(e: prof::EngineError) -> PyErr {
    use nr_engine::EngineError as E;
    use prof::EngineError as P;
    engine_err(match e {
        P::IllegalAction(m) => E::IllegalAction(m),
        P::Scenario(m) => E::Scenario(m),
        P::UnknownCard(m) => E::UnknownCard(m),
        P::Deck(m) => E::Deck(m),
        P::Json(m) => E::Json(m),
        P::InvalidArgument(m) => E::InvalidArgument(m),
    })
}

fn deck(obj: &Bound<'_, PyAny>, side: Side) -> PyResult<prof::DeckList> {
    let d = deck_from_py(Some(obj), side)?;
    Ok(prof::DeckList {
        identity: d.identity,
        cards: d.cards,
    })
}

fn bot(spec: &str) -> PyResult<prof::BotKind> {
    prof::BotKind::parse(spec).ok_or_else(|| {
        invalid_arg(format!(
            "unknown bot {spec:?} for profile: random, heuristic, ismcts or ismcts:N"
        ))
    })
}

/// Plays `games` games of each matchup (a list of (corp deck dict, runner deck dict) pairs) on
/// one thread with the instrumented engine, seeded as `simulate` seeds them (the same games),
/// the GIL released, and returns a dict: games, decisions, seconds, `tree` (columns id, parent,
/// category, name, calls, total_ns, self_ns: the scopes, parents first, node 0 the batch) and
/// `table` (columns category, name, calls, total_ns, self_ns: one row per category and name).
#[pyfunction]
#[pyo3(signature = (matchups, games, corp_bot, runner_bot, seed, agenda_points_to_win=None, labels=false))]
#[allow(clippy::too_many_arguments)]
pub fn profile<'py>(
    py: Python<'py>,
    matchups: &Bound<'py, PyList>,
    games: &Bound<'py, PyAny>,
    corp_bot: &str,
    runner_bot: &str,
    seed: &Bound<'py, PyAny>,
    agenda_points_to_win: Option<&Bound<'py, PyAny>>,
    labels: bool,
) -> PyResult<Bound<'py, PyDict>> {
    let mut pairs = Vec::new();
    for item in matchups.iter() {
        let (c, r): (Bound<'py, PyAny>, Bound<'py, PyAny>) = item
            .extract()
            .map_err(|_| PyTypeError::new_err("matchups must be (corp deck, runner deck) pairs"))?;
        pairs.push((deck(&c, Side::Corp)?, deck(&r, Side::Runner)?));
    }
    let config = prof::ProfileConfig {
        matchups: pairs,
        games: args::int_in(games, "games", 0, 1 << 40)? as u64,
        corp_bot: bot(corp_bot)?,
        runner_bot: bot(runner_bot)?,
        seed: args::u64_arg(seed, "seed")?,
        points_to_win: args::opt_points_to_win(agenda_points_to_win)?,
        labels,
    };
    let p = py.detach(|| prof::profile(&config)).map_err(error)?;
    let d = PyDict::new(py);
    d.set_item("games", p.games)?;
    d.set_item("decisions", p.decisions)?;
    d.set_item("seconds", p.seconds)?;
    let tree = PyDict::new(py);
    let n = &p.nodes;
    tree.set_item("id", (0..n.len()).collect::<Vec<_>>())?;
    tree.set_item(
        "parent",
        n.iter()
            .map(|x| x.parent.map_or(-1, |p| p as i64))
            .collect::<Vec<_>>(),
    )?;
    tree.set_item("category", n.iter().map(|x| x.category).collect::<Vec<_>>())?;
    tree.set_item("name", n.iter().map(|x| x.name).collect::<Vec<_>>())?;
    tree.set_item("calls", n.iter().map(|x| x.calls).collect::<Vec<_>>())?;
    tree.set_item("total_ns", n.iter().map(|x| x.total_ns).collect::<Vec<_>>())?;
    tree.set_item("self_ns", n.iter().map(|x| x.self_ns).collect::<Vec<_>>())?;
    d.set_item("tree", tree)?;
    let rows = p.table();
    let table = PyDict::new(py);
    table.set_item(
        "category",
        rows.iter().map(|x| x.category).collect::<Vec<_>>(),
    )?;
    table.set_item("name", rows.iter().map(|x| x.name).collect::<Vec<_>>())?;
    table.set_item("calls", rows.iter().map(|x| x.calls).collect::<Vec<_>>())?;
    table.set_item(
        "total_ns",
        rows.iter().map(|x| x.total_ns).collect::<Vec<_>>(),
    )?;
    table.set_item(
        "self_ns",
        rows.iter().map(|x| x.self_ns).collect::<Vec<_>>(),
    )?;
    d.set_item("table", table)?;
    Ok(d)
}
