//! The engine's bots as Python classes: `RandomBot`, `HeuristicBot` and `ISMCTSBot`, each with
//! `choose(game) -> int`, plus `make_bot(spec, seed)` and `game_seed`.
//!
//! Bindings only: the bots live in `nr_engine::bots`. A bot's `choose` runs in Rust with the GIL
//! released (an ISMCTS search can take a while); the game's lock is held meanwhile, so another
//! Python thread that uses the game waits for the choice. A search runs on a worker thread while
//! the calling thread polls for Ctrl-C, which stops it and raises KeyboardInterrupt.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use nr_engine::{
    Bot, BotKind, GameState, HeuristicBot, IsmctsBot, IsmctsConfig, RandomBot, Rollout,
};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::args::{int_in, u64_arg};
use crate::errors::{guard, invalid_arg, InternalError};
use crate::game::PyGameState;
use crate::wait::Done;

/// The names `make_bot` and `simulate` accept, for error messages.
pub const BOT_SPECS: &str = "random, heuristic, ismcts, ismcts:N (N >= 1 search iterations per \
     decision), ismcts-pb (the search biased towards the heuristic's move), ismcts-value, \
     ismcts-value:N or ismcts-value:N:D (the search with the learned evaluation and the heuristic's \
     bias, rollouts cut after D decisions); a search also takes a time budget per decision (ismcts@200ms, ismcts:N@200ms) \
     and settings (+bias=W, +c=X, +depth=D, +mo=1 for a tree per player; ismcts-value also +blend=W, the network's weight \
     in the leaf value); or a difficulty level: easy, normal, hard, expert";

/// Reads a bot spec ("random", "heuristic", "ismcts", "ismcts:N").
pub fn parse_spec(spec: &str) -> PyResult<BotKind> {
    BotKind::parse(spec)
        .ok_or_else(|| invalid_arg(format!("unknown bot {spec:?}; the bots are: {BOT_SPECS}")))
}

/// One engine bot behind a lock (a Python object may be shared between threads), with the kind
/// and seed it was built from.
struct BotCore {
    kind: BotKind,
    seed: u64,
    bot: Mutex<Box<dyn Bot + Send>>,
}

impl BotCore {
    fn new(kind: BotKind, seed: u64) -> BotCore {
        let bot: Box<dyn Bot + Send> = match kind {
            BotKind::Random => Box::new(RandomBot::new(seed)),
            BotKind::Heuristic => Box::new(HeuristicBot::new(seed)),
            BotKind::Ismcts(config) => Box::new(IsmctsBot::new(config, seed)),
        };
        BotCore {
            kind,
            seed,
            bot: Mutex::new(bot),
        }
    }

    /// Chooses an action for the player deciding in `game` (a `nr_fast.Game` or a bare
    /// `GameState`) and returns its code.
    fn choose(&self, py: Python<'_>, game: &Bound<'_, PyAny>) -> PyResult<u32> {
        let holder = game_state(game)?;
        let wrapped = holder.get().lock(py)?;
        let state: &GameState = wrapped.state();
        if guard(|| state.is_over())? {
            let how = match (state.winner(), state.win_reason()) {
                (Some(w), Some(r)) => format!(" ({} won: {r})", w.as_str()),
                _ => String::new(),
            };
            return Err(invalid_arg(format!(
                "the game is over{how}: there is no decision to choose"
            )));
        }
        let computed;
        let legal = match wrapped.cached_legal() {
            Some(l) => l,
            None => {
                computed = guard(|| state.legal_actions())?;
                &computed
            }
        };
        if legal.is_empty() {
            return Err(InternalError::new_err(
                "the game is not over but has no legal action; please report it with to_json()",
            ));
        }
        let lock = &self.bot;
        // A search (more than one choice) runs on a worker thread so that Ctrl-C can stop it.
        let chosen = if matches!(self.kind, BotKind::Ismcts(_)) && legal.len() > 1 {
            search_or_stop(py, |stop| {
                let mut bot = lock.lock().unwrap_or_else(PoisonError::into_inner);
                catch_unwind(AssertUnwindSafe(|| bot.choose_or_stop(state, legal, stop)))
            })?
        } else {
            py.detach(|| {
                let mut bot = lock.lock().unwrap_or_else(PoisonError::into_inner);
                catch_unwind(AssertUnwindSafe(|| Some(bot.choose(state, legal))))
            })
        };
        let action = chosen
            .map_err(|_| {
                InternalError::new_err(format!(
                    "internal error in the {} bot; please report it with the game's to_json() and \
                     the bot's seed",
                    self.kind.name()
                ))
            })?
            .ok_or_else(|| {
                InternalError::new_err(format!("the {} bot gave up its choice", self.kind.name()))
            })?;
        if !legal.iter().any(|a| a.code() == action.code()) {
            return Err(InternalError::new_err(format!(
                "the {} bot chose action {} which is not legal; please report it",
                self.kind.name(),
                action.code()
            )));
        }
        Ok(action.code())
    }
}

/// Runs `search` (given a stop flag) on a worker thread while this thread, every 20 ms, checks
/// for Ctrl-C with the GIL held: a signal sets the flag, waits for the search to stop and is
/// raised (KeyboardInterrupt).
fn search_or_stop<T: Send>(
    py: Python<'_>,
    search: impl FnOnce(&AtomicBool) -> T + Send,
) -> PyResult<T> {
    let stop = AtomicBool::new(false);
    let finished = Done::default();
    std::thread::scope(|scope| {
        let worker = scope.spawn(|| {
            let _mark = finished.on_drop();
            search(&stop)
        });
        let mut signal = None;
        while !py.detach(|| finished.wait(Duration::from_millis(20))) {
            if let Err(e) = py.check_signals() {
                stop.store(true, Ordering::Relaxed);
                signal = Some(e);
                break;
            }
        }
        let out = py.detach(|| worker.join());
        if let Some(e) = signal {
            return Err(e);
        }
        out.map_err(|_| InternalError::new_err("a bot's search thread panicked; please report it"))
    })
}

/// The engine state behind `game`: a bare `GameState`, or the `_state` of a `nr_fast.Game`.
fn game_state<'py>(game: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyGameState>> {
    if let Ok(state) = game.cast::<PyGameState>() {
        return Ok(state.clone());
    }
    if let Ok(inner) = game.getattr("_state") {
        if let Ok(state) = inner.cast::<PyGameState>() {
            return Ok(state.clone());
        }
    }
    Err(PyTypeError::new_err(format!(
        "choose() expects a nr_fast.Game, not {}",
        game.get_type().name()?
    )))
}

/// Reads the exploration constant: any real number (an int too large for a float is out of
/// range, not an `OverflowError`); a non-number is a `TypeError`.
fn exploration_arg(v: &Bound<'_, PyAny>) -> PyResult<f64> {
    if v.is_instance_of::<PyString>() || v.is_instance_of::<pyo3::types::PyBool>() {
        return Err(PyTypeError::new_err(format!(
            "exploration must be a number, not {}",
            v.get_type().name()?
        )));
    }
    v.extract::<f64>().map_err(|e| {
        if e.is_instance_of::<pyo3::exceptions::PyOverflowError>(v.py()) {
            invalid_arg(format!(
                "exploration must be a finite number >= 0, not {}",
                v.repr().map(|r| r.to_string()).unwrap_or_default()
            ))
        } else {
            e
        }
    })
}

/// Reads a seed: an int in [0, 2**64 - 1].
fn seed_arg(seed: &Bound<'_, PyAny>) -> PyResult<u64> {
    u64_arg(seed, "seed")
}

/// Reads an optional seed (None: 0).
fn opt_seed(seed: Option<&Bound<'_, PyAny>>) -> PyResult<u64> {
    seed.map_or(Ok(0), seed_arg)
}

/// The f64 that prints like `x` (0.7, not 0.699999988...).
fn f32_to_f64(x: f32) -> f64 {
    x.to_string().parse().unwrap_or(x as f64)
}

fn rollout_name(r: Rollout) -> &'static str {
    match r {
        Rollout::Heuristic => "heuristic",
        Rollout::Random => "random",
    }
}

/// A bot that picks uniformly at random among the legal actions, from its own seeded generator.
///
/// `choose(game)` returns the code of a legal action of the player deciding in `game`. The same
/// seed shown the same decisions makes the same choices.
#[pyclass(module = "nr_fast", name = "RandomBot", frozen)]
pub struct PyRandomBot {
    core: BotCore,
}

#[pymethods]
impl PyRandomBot {
    #[new]
    #[pyo3(signature = (seed=None))]
    fn new(seed: Option<&Bound<'_, PyAny>>) -> PyResult<Self> {
        Ok(PyRandomBot {
            core: BotCore::new(BotKind::Random, opt_seed(seed)?),
        })
    }

    /// The code of the action this bot takes at the pending decision of `game`.
    fn choose(&self, py: Python<'_>, game: &Bound<'_, PyAny>) -> PyResult<u32> {
        self.core.choose(py, game)
    }

    /// The bot's spec, as `make_bot` reads it ("random").
    #[getter]
    fn name(&self) -> String {
        self.core.kind.name()
    }

    /// The seed the bot was built with.
    #[getter]
    fn seed(&self) -> u64 {
        self.core.seed
    }

    fn __repr__(&self) -> String {
        format!("RandomBot(seed={})", self.core.seed)
    }
}

/// The rule-based bot (the mechanics reference's "Decision Trees for AI"); it uses only what its
/// side may know, and `seed` breaks ties.
#[pyclass(module = "nr_fast", name = "HeuristicBot", frozen)]
pub struct PyHeuristicBot {
    core: BotCore,
}

#[pymethods]
impl PyHeuristicBot {
    #[new]
    #[pyo3(signature = (seed=None))]
    fn new(seed: Option<&Bound<'_, PyAny>>) -> PyResult<Self> {
        Ok(PyHeuristicBot {
            core: BotCore::new(BotKind::Heuristic, opt_seed(seed)?),
        })
    }

    /// The code of the action this bot takes at the pending decision of `game`.
    fn choose(&self, py: Python<'_>, game: &Bound<'_, PyAny>) -> PyResult<u32> {
        self.core.choose(py, game)
    }

    /// The bot's spec, as `make_bot` reads it ("heuristic").
    #[getter]
    fn name(&self) -> String {
        self.core.kind.name()
    }

    /// The seed the bot was built with.
    #[getter]
    fn seed(&self) -> u64 {
        self.core.seed
    }

    fn __repr__(&self) -> String {
        format!("HeuristicBot(seed={})", self.core.seed)
    }
}

/// Information-set Monte Carlo tree search from the bot's own side's information set.
///
/// `iterations` per decision (>= 1); `time_ms` a time limit per decision (0: none; a limit makes
/// the choices depend on the machine's speed); `exploration` the UCB1 constant (>= 0); `rollout`
/// "heuristic" or "random"; `rollout_depth` the decisions a rollout plays before the position is
/// scored (0: to the end of the game); `threads` root-parallel trees (>= 1). With `time_ms=0` the choices
/// depend only on `seed`, the settings and what the bot's side knows.
#[pyclass(module = "nr_fast", name = "ISMCTSBot", frozen)]
pub struct PyIsmctsBot {
    core: BotCore,
    config: IsmctsConfig,
}

#[pymethods]
impl PyIsmctsBot {
    #[new]
    #[pyo3(signature = (iterations=None, time_ms=None, exploration=None, rollout="heuristic", threads=None, seed=None, rollout_depth=None))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        iterations: Option<&Bound<'_, PyAny>>,
        time_ms: Option<&Bound<'_, PyAny>>,
        exploration: Option<&Bound<'_, PyAny>>,
        rollout: &str,
        threads: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
        rollout_depth: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        let default = IsmctsConfig::default();
        let opt = |v: Option<&Bound<'_, PyAny>>, name: &str, low: i128, high: i128, d: i128| {
            v.map_or(Ok(d), |v| int_in(v, name, low, high))
        };
        let iterations = opt(
            iterations,
            "iterations",
            1,
            u32::MAX as i128,
            default.iterations as i128,
        )? as u32;
        let time_ms = opt(
            time_ms,
            "time_ms",
            0,
            u32::MAX as i128,
            default.time_ms as i128,
        )? as u32;
        let threads = opt(threads, "threads", 1, 1024, default.threads as i128)? as u16;
        let rollout_depth = opt(
            rollout_depth,
            "rollout_depth",
            0,
            u32::MAX as i128,
            default.rollout_depth as i128,
        )? as u32;
        let exploration = match exploration {
            None => default.exploration as f64,
            Some(v) => exploration_arg(v)?,
        };
        // Held as f32: a value that is finite as f64 but not as f32 is out of range too.
        if !(exploration.is_finite() && (exploration as f32).is_finite() && exploration >= 0.0) {
            return Err(invalid_arg(format!(
                "exploration must be a finite number >= 0, not {exploration}"
            )));
        }
        let rollout = match rollout.trim().to_ascii_lowercase().as_str() {
            "heuristic" => Rollout::Heuristic,
            "random" => Rollout::Random,
            _ => {
                return Err(invalid_arg(format!(
                    "rollout must be 'heuristic' or 'random', not {rollout:?}"
                )))
            }
        };
        let seed = opt_seed(seed)?;
        let config = IsmctsConfig {
            iterations,
            time_ms,
            exploration: exploration as f32,
            rollout,
            threads,
            rollout_depth,
            ..default
        };
        Ok(PyIsmctsBot {
            core: BotCore::new(BotKind::Ismcts(config), seed),
            config,
        })
    }

    /// The code of the action this bot takes at the pending decision of `game` (the search runs
    /// with the GIL released).
    fn choose(&self, py: Python<'_>, game: &Bound<'_, PyAny>) -> PyResult<u32> {
        self.core.choose(py, game)
    }

    /// The bot's spec, as `make_bot` reads it ("ismcts:N" for N iterations).
    #[getter]
    fn name(&self) -> String {
        self.core.kind.name()
    }

    /// The seed the bot was built with.
    #[getter]
    fn seed(&self) -> u64 {
        self.core.seed
    }

    /// Search iterations per decision.
    #[getter]
    fn iterations(&self) -> u32 {
        self.config.iterations
    }

    /// Time limit per decision in milliseconds (0: none).
    #[getter]
    fn time_ms(&self) -> u32 {
        self.config.time_ms
    }

    /// The UCB1 exploration constant.
    #[getter]
    fn exploration(&self) -> f64 {
        f32_to_f64(self.config.exploration)
    }

    /// Decisions a rollout plays before the position is scored (0: to the end of the game).
    #[getter]
    fn rollout_depth(&self) -> u32 {
        self.config.rollout_depth
    }

    /// The rollout policy, "heuristic" or "random".
    #[getter]
    fn rollout(&self) -> &'static str {
        rollout_name(self.config.rollout)
    }

    /// Root-parallel search trees.
    #[getter]
    fn threads(&self) -> u16 {
        self.config.threads
    }

    fn __repr__(&self) -> String {
        let c = &self.config;
        format!(
            "ISMCTSBot(iterations={}, time_ms={}, exploration={}, rollout='{}', threads={}, seed={}, rollout_depth={})",
            c.iterations,
            c.time_ms,
            f32_to_f64(c.exploration),
            rollout_name(c.rollout),
            c.threads,
            self.core.seed,
            c.rollout_depth
        )
    }
}

/// The bot of kind `kind` as a Python object.
fn bot_object(py: Python<'_>, kind: BotKind, seed: u64) -> PyResult<Py<PyAny>> {
    Ok(match kind {
        BotKind::Random => Py::new(
            py,
            PyRandomBot {
                core: BotCore::new(kind, seed),
            },
        )?
        .into_any(),
        BotKind::Heuristic => Py::new(
            py,
            PyHeuristicBot {
                core: BotCore::new(kind, seed),
            },
        )?
        .into_any(),
        BotKind::Ismcts(config) => Py::new(
            py,
            PyIsmctsBot {
                core: BotCore::new(kind, seed),
                config,
            },
        )?
        .into_any(),
    })
}

/// A bot from its spec: "random", "heuristic", "ismcts" (1,000 iterations per decision),
/// "ismcts:N" (N iterations) or a difficulty level's name ("hard": see `levels`), seeded with `seed`. An unknown spec raises InvalidArgumentError (a
/// ValueError) listing the valid ones.
#[pyfunction]
#[pyo3(signature = (spec, seed=None))]
pub fn make_bot(
    py: Python<'_>,
    spec: &Bound<'_, PyAny>,
    seed: Option<&Bound<'_, PyAny>>,
) -> PyResult<Py<PyAny>> {
    let spec = spec.cast::<PyString>().map_err(|_| {
        PyTypeError::new_err(format!(
            "a bot spec is a str ({BOT_SPECS}), not {}",
            spec.get_type()
                .name()
                .map(|n| n.to_string())
                .unwrap_or_default()
        ))
    })?;
    let kind = parse_spec(spec.to_str()?)?;
    let seed = match seed {
        Some(s) => seed_arg(s)?,
        None => 0,
    };
    bot_object(py, kind, seed)
}

/// The kind of bot `obj` names: a spec string or one of the engine's bot objects (whose settings
/// are kept; batch work seeds a fresh bot per game). None for any other object.
pub fn bot_kind(obj: &Bound<'_, PyAny>) -> PyResult<Option<BotKind>> {
    if let Ok(s) = obj.cast::<PyString>() {
        return parse_spec(s.to_str()?).map(Some);
    }
    if let Ok(b) = obj.cast::<PyRandomBot>() {
        return Ok(Some(b.get().core.kind));
    }
    if let Ok(b) = obj.cast::<PyHeuristicBot>() {
        return Ok(Some(b.get().core.kind));
    }
    if let Ok(b) = obj.cast::<PyIsmctsBot>() {
        return Ok(Some(b.get().core.kind));
    }
    Ok(None)
}

/// The seed of game `index` of a batch with master seed `seed` (what `simulate` uses); the bots
/// of that game are seeded `game_seed(s, 1)` (Corp) and `game_seed(s, 2)` (Runner), where `s` is
/// the game's seed.
#[pyfunction]
pub fn game_seed(seed: &Bound<'_, PyAny>, index: &Bound<'_, PyAny>) -> PyResult<u64> {
    let seed = seed_arg(seed)?;
    let index = u64_arg(index, "index")?;
    Ok(nr_engine::game_seed(seed, index))
}

/// The one reader of bot names for Python (`BotKind::parse`): the canonical name
/// (`BotKind::name`) of the bot `spec` names, a level's name read as its bot. `iterations`
/// and/or `time_ms` (per decision), where given, replace a search bot's budget; `time_ms` alone
/// (above 0) lets the clock alone stop the search. An unknown spec, or a budget for a bot that
/// does not search, raises InvalidArgumentError (a ValueError).
#[pyfunction]
#[pyo3(signature = (spec, iterations=None, time_ms=None))]
pub fn bot_name(spec: &str, iterations: Option<u32>, time_ms: Option<u32>) -> PyResult<String> {
    let mut kind = parse_spec(spec)?;
    if iterations.is_some() || time_ms.is_some() {
        let BotKind::Ismcts(config) = &mut kind else {
            return Err(invalid_arg(format!(
                "the bot {spec:?} does not search: give it no iterations or time_ms"
            )));
        };
        if let Some(t) = time_ms {
            config.time_ms = t;
        }
        match iterations {
            Some(n) => config.iterations = n,
            None if config.time_ms > 0 => config.iterations = u32::MAX,
            None => {}
        }
        kind.validate()
            .map_err(|e| invalid_arg(format!("the bot {spec:?}: {e}")))?;
    }
    Ok(kind.name())
}

/// The spec names of the engine's bots, for help texts.
#[pyfunction]
pub fn bot_specs() -> &'static str {
    BOT_SPECS
}

/// The difficulty levels (`nr_engine::LEVELS`), weakest first: (name, bot spec, about, rating,
/// rating's 95% low, high), the rating on the Elo scale with the random bot at 0.
#[pyfunction]
pub fn levels() -> Vec<(&'static str, &'static str, &'static str, i32, i32, i32)> {
    nr_engine::LEVELS
        .iter()
        .map(|l| {
            (
                l.name,
                l.bot,
                l.about,
                l.rating,
                l.rating_low,
                l.rating_high,
            )
        })
        .collect()
}

/// The built-in pools (`nr_engine::POOLS`): (name, about, Corp decks, Runner decks).
#[pyfunction]
pub fn pools() -> Vec<(
    &'static str,
    &'static str,
    Vec<&'static str>,
    Vec<&'static str>,
)> {
    nr_engine::POOLS
        .iter()
        .map(|p| (p.name, p.about, p.corps.to_vec(), p.runners.to_vec()))
        .collect()
}

/// Registers the bot classes and functions.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyRandomBot>()?;
    m.add_class::<PyHeuristicBot>()?;
    m.add_class::<PyIsmctsBot>()?;
    m.add_function(wrap_pyfunction!(make_bot, m)?)?;
    m.add_function(wrap_pyfunction!(game_seed, m)?)?;
    m.add_function(wrap_pyfunction!(bot_specs, m)?)?;
    m.add_function(wrap_pyfunction!(bot_name, m)?)?;
    m.add_function(wrap_pyfunction!(levels, m)?)?;
    m.add_function(wrap_pyfunction!(pools, m)?)?;
    Ok(())
}
