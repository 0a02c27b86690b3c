//! `nr_fast._core.GameState`: a whole game, wrapped for Python.
//!
//! Every method is a thin call into `nr_engine::GameState`; the only logic here is turning
//! arguments and errors into their Python forms.

use std::fmt::Write as _;
use std::ops::{Deref, DerefMut};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, TryLockError};

use nr_engine::{
    Action, ActionList, GameState, LogEvent, Side, INFORMATION_STATE_SIZE, NUM_ACTIONS,
    OBSERVATION_SIZE,
};
use numpy::{PyArray1, PyArrayMethods};
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};

use crate::action::PyAction;
use crate::args::{i64_in, u64_arg};
use crate::deck::deck_from_py;
use crate::errors::{guard, guard_result, illegal, invalid_arg, SerializationError};

/// Reads the `since` argument of `events`/`log`: an int >= 0 (None means 0).
fn since_arg(since: Option<&Bound<'_, PyAny>>) -> PyResult<usize> {
    since.map_or(Ok(0), |s| crate::args::usize_in(s, "since", 0, usize::MAX))
}

/// Reads a side name ("corp" or "runner"); a non-str is refused by pyo3 with `TypeError`.
pub fn parse_side(side: &str) -> PyResult<Side> {
    Side::parse(side)
        .ok_or_else(|| invalid_arg(format!("side must be 'corp' or 'runner', not {side:?}")))
}

/// Reads an action code, which must lie in `[0, NUM_ACTIONS)` and decode to an action.
pub fn decode(code: i64) -> PyResult<Action> {
    u32::try_from(code)
        .ok()
        .filter(|&c| c < NUM_ACTIONS)
        .and_then(Action::from_code)
        .ok_or_else(|| {
            invalid_arg(format!(
                "{code} is not an action code: codes lie in [0, {NUM_ACTIONS})"
            ))
        })
}

/// Reads an action code argument (an int or `__index__` object) and decodes it.
pub fn code_arg(code: &Bound<'_, PyAny>) -> PyResult<Action> {
    decode(i64_in(code, "code", 0, NUM_ACTIONS as i64 - 1)?)
}

/// One move of a game's history: the side that took it, its label (as that side read it) and
/// its code.
#[derive(Clone, Debug)]
struct Move {
    side: &'static str,
    /// Shared, so that cloning a game (and its history) copies no label.
    label: Arc<str>,
    code: u32,
}

/// What the lock of a `GameState` guards: the state, the legal actions the last `apply` left,
/// and the moves applied through this object, always in step with the state.
pub struct Inner {
    state: GameState,
    /// The legal actions of the pending decision, as left by the last `apply` (the engine
    /// computes them while it runs to that decision); `None` until then.
    legal: Option<ActionList>,
    history: Vec<Move>,
    /// Every event recorded so far (drained from the state after every `apply`); index = seq.
    events: Vec<LogEvent>,
}

impl Inner {
    /// Moves the events the engine recorded since the last drain into `events`.
    fn drain_events(&mut self) {
        let new = self.state.take_events();
        self.events.extend_from_slice(&new);
    }

    /// The engine state.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The legal actions the last `apply` left, if any.
    pub fn cached_legal(&self) -> Option<&ActionList> {
        self.legal.as_ref()
    }

    /// The legal actions now, from the cache when the last `apply` left them.
    fn legal_slice<T>(&self, f: impl FnOnce(&[Action]) -> T) -> PyResult<T> {
        match &self.legal {
            Some(list) => Ok(f(list)),
            None => guard(|| f(&self.state.legal_actions())),
        }
    }

    fn legal_list(&self) -> PyResult<Vec<Action>> {
        self.legal_slice(|l| l.to_vec())
    }

    /// The message for an action that is not legal now: the reason, then every legal action.
    fn illegal_message(&self, reason: &str) -> String {
        let mut msg = reason.to_owned();
        match self.legal_list() {
            Ok(legal) if legal.is_empty() => msg.push_str("; there are no legal actions"),
            Ok(legal) => {
                let _ = write!(
                    msg,
                    "; the legal actions ({} decision of {}) are:",
                    self.state.decision_name(),
                    self.state.current_side().map_or("nobody", Side::as_str)
                );
                for a in legal {
                    let label = guard(|| self.state.label(&a)).unwrap_or_default();
                    let _ = write!(msg, "\n  [{}] {}", a.code(), label);
                }
            }
            Err(_) => {}
        }
        msg
    }

    /// Applies a legal action and records it; see `GameState.apply`.
    fn apply(&mut self, action: Action) -> PyResult<(&'static str, PyAction)> {
        let code = action.code();
        if !self.legal_slice(|l| l.iter().any(|a| a.code() == code))? {
            let reason = if self.state.is_over() {
                format!(
                    "action {code} ({}) is not legal: the game is over",
                    action.kind.name()
                )
            } else {
                format!("action {code} ({}) is not legal now", action.kind.name())
            };
            return Err(illegal(self.illegal_message(&reason)));
        }
        let side = self.state.current_side().map_or("", Side::as_str);
        let described = PyAction::describe(&self.state, action)?;
        // A panic in the middle of the rules could leave a half-applied state: keep a copy.
        let backup = self.state.clone();
        // Legality was checked above against the same list, so the engine need not check again;
        // the engine leaves the next decision's legal actions in the cache.
        let mut next = self.legal.take().unwrap_or_default();
        match guard(|| self.state.apply_and_list(action, &mut next)) {
            Ok(()) => {
                self.legal = Some(next);
                self.drain_events();
                self.history.push(Move {
                    side,
                    label: Arc::from(described.label()),
                    code,
                });
                Ok((side, described))
            }
            Err(panic) => {
                self.state = backup;
                Err(panic)
            }
        }
    }
}

/// The complete state of one game of Android: Netrunner (both players' hidden information
/// included). Use `nr_fast.Game`, which wraps it, unless you need the bare engine.
///
/// It may be shared between threads: every call takes its lock (waiting, with the GIL released,
/// while another thread holds it, e.g. a bot's search), so each `apply` and its history entry are
/// one step.
#[pyclass(module = "nr_fast._core", name = "GameState", frozen)]
pub struct PyGameState {
    inner: Mutex<Inner>,
    /// The thread holding `inner` (see [`thread_key`]), 0 when none: a thread that asks again
    /// for a lock it holds (a signal handler or finalizer run during a bot's search) gets an
    /// error instead of waiting for itself forever.
    owner: AtomicUsize,
}

thread_local! {
    static THREAD_KEY: u8 = const { 0 };
}

/// A nonzero number that tells the running thread apart from every other live thread.
fn thread_key() -> usize {
    THREAD_KEY.with(|k| k as *const u8 as usize)
}

/// The lock of a `GameState`, held: the state, its legal actions and history.
pub struct Locked<'a> {
    guard: MutexGuard<'a, Inner>,
    owner: &'a AtomicUsize,
}

impl Deref for Locked<'_> {
    type Target = Inner;
    fn deref(&self) -> &Inner {
        &self.guard
    }
}

impl DerefMut for Locked<'_> {
    fn deref_mut(&mut self) -> &mut Inner {
        &mut self.guard
    }
}

impl Drop for Locked<'_> {
    fn drop(&mut self) {
        self.owner.store(0, Ordering::Release);
    }
}

impl PyGameState {
    /// Wraps an engine state (its legal actions are computed on first use; no history).
    pub(crate) fn wrap(state: GameState) -> Self {
        Self::with_history(state, Vec::new(), Vec::new())
    }

    /// Wraps a state with its history and events; event recording is turned on (the events
    /// from now on are kept; those still in the state are drained into `events`).
    fn with_history(mut state: GameState, history: Vec<Move>, events: Vec<LogEvent>) -> Self {
        if !state.events_on() {
            state.set_events(true);
        }
        let mut inner = Inner {
            state,
            legal: None,
            history,
            events,
        };
        inner.drain_events();
        PyGameState {
            inner: Mutex::new(inner),
            owner: AtomicUsize::new(0),
        }
    }

    /// Takes the lock. When another thread holds it, waits with the GIL released (that thread
    /// may need the GIL to finish). When this thread holds it already (Python code run in the
    /// middle of a call, e.g. a signal handler during a bot's search), raises RuntimeError.
    pub fn lock(&self, py: Python<'_>) -> PyResult<Locked<'_>> {
        let me = thread_key();
        loop {
            let guard = match self.inner.try_lock() {
                Ok(g) => g,
                // Every engine call is guarded (panics are caught inside the lock), so a poisoned
                // lock still holds a consistent state.
                Err(TryLockError::Poisoned(p)) => p.into_inner(),
                Err(TryLockError::WouldBlock) => {
                    if self.owner.load(Ordering::Acquire) == me {
                        return Err(PyRuntimeError::new_err(
                            "this game is in use by a call on this same thread (e.g. a bot's \
                             choose() interrupted by a signal handler); use it after that call",
                        ));
                    }
                    py.detach(|| {
                        drop(self.inner.lock());
                    });
                    continue;
                }
            };
            self.owner.store(me, Ordering::Release);
            return Ok(Locked {
                guard,
                owner: &self.owner,
            });
        }
    }
}

#[pymethods]
impl PyGameState {
    /// A new game between two decks (None = the default deck, decklist text, or a dict
    /// {"identity": title, "cards": {title: count}}), shuffled from `seed`, played to
    /// `agenda_points_to_win` agenda points (1 to 255; None: 7), with the cards' printed numbers
    /// changed by `overrides` (see `check_overrides`; None: as printed).
    #[new]
    #[pyo3(signature = (corp=None, runner=None, seed=None, agenda_points_to_win=None, overrides=None))]
    fn new(
        corp: Option<&Bound<'_, PyAny>>,
        runner: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
        agenda_points_to_win: Option<&Bound<'_, PyAny>>,
        overrides: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        let table = crate::overrides::table_from_py(overrides)?;
        let seed = crate::args::opt_u64(seed, "seed", 0)?;
        let points = crate::args::opt_points_to_win(agenda_points_to_win)?;
        let corp = deck_from_py(corp, Side::Corp)?;
        let runner = deck_from_py(runner, Side::Runner)?;
        guard_result(|| {
            let mut g = GameState::new_with_table(&corp, &runner, seed, true, table)?;
            g.set_points_to_win(points as i64)?;
            Ok(g)
        })
        .map(Self::wrap)
    }

    /// A game read back from `to_json()` text.
    #[staticmethod]
    fn from_json(text: &str) -> PyResult<Self> {
        guard_result(|| GameState::from_json(text)).map(Self::wrap)
    }

    /// A game built from a scenario (JSON text; see docs/scenario.md).
    #[staticmethod]
    fn from_scenario_json(text: &str) -> PyResult<Self> {
        guard_result(|| GameState::from_scenario_json(text)).map(Self::wrap)
    }

    /// The whole state as JSON text; `from_json` reads it back (the history is not part of it).
    fn to_json(&self, py: Python<'_>) -> PyResult<String> {
        let g = self.lock(py)?;
        guard(|| g.state.to_json())
    }

    /// An independent copy (history included).
    fn clone(&self, py: Python<'_>) -> PyResult<Self> {
        let g = self.lock(py)?;
        let (history, events) = (g.history.clone(), g.events.clone());
        guard(|| g.state.clone()).map(|s| Self::with_history(s, history, events))
    }

    fn __copy__(&self, py: Python<'_>) -> PyResult<Self> {
        self.clone(py)
    }

    fn __deepcopy__(&self, py: Python<'_>, _memo: &Bound<'_, PyAny>) -> PyResult<Self> {
        self.clone(py)
    }

    /// Pickle support, through `to_json()`.
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let json = slf.get().to_json(slf.py())?;
        let ctor = slf.get_type().getattr("from_json")?;
        Ok((ctor, PyTuple::new(slf.py(), [json])?))
    }

    /// A complete state that `side` cannot tell apart from this one: the cards `side` has not
    /// seen are redealt, from `seed`, among the places `side` cannot see. The history is copied.
    fn determinize(&self, py: Python<'_>, side: &str, seed: &Bound<'_, PyAny>) -> PyResult<Self> {
        let side = parse_side(side)?;
        let seed = u64_arg(seed, "seed")?;
        let g = self.lock(py)?;
        let (history, events) = (g.history.clone(), g.events.clone());
        guard(|| g.state.determinize(side, seed)).map(|s| Self::with_history(s, history, events))
    }

    /// The legal actions of the player who must decide now (empty when the game is over).
    fn legal_actions(&self, py: Python<'_>) -> PyResult<Vec<PyAction>> {
        let g = self.lock(py)?;
        g.legal_list()?
            .into_iter()
            .map(|a| PyAction::describe(&g.state, a))
            .collect()
    }

    /// The codes of the legal actions.
    fn legal_codes(&self, py: Python<'_>) -> PyResult<Vec<u32>> {
        self.lock(py)?
            .legal_slice(|l| l.iter().map(|a| a.code()).collect())
    }

    /// The legal actions as a numpy bool array of length NUM_ACTIONS (True at legal codes).
    fn action_mask<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<bool>>> {
        let arr = PyArray1::<bool>::zeros(py, NUM_ACTIONS as usize, false);
        {
            let mut rw = arr.readwrite();
            let mask = rw.as_slice_mut().map_err(|e| invalid_arg(e.to_string()))?;
            self.lock(py)?.legal_slice(|l| {
                for a in l {
                    mask[a.code() as usize] = true;
                }
            })?;
        }
        Ok(arr)
    }

    /// The codes of the legal actions as a numpy int64 array, in the engine's order.
    fn legal_action_codes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i64>>> {
        let codes: Vec<i64> = self
            .lock(py)?
            .legal_slice(|l| l.iter().map(|a| a.code() as i64).collect())?;
        Ok(PyArray1::from_vec(py, codes))
    }

    /// What `side` may know, as a float32 array of length OBSERVATION_SIZE (docs/tensors.md).
    fn observation_tensor<'py>(
        &self,
        py: Python<'py>,
        side: &str,
    ) -> PyResult<Bound<'py, PyArray1<f32>>> {
        let side = parse_side(side)?;
        let mut v = vec![0.0f32; OBSERVATION_SIZE];
        {
            let g = self.lock(py)?;
            guard(|| g.state.observation_tensor(side, &mut v))?;
        }
        Ok(PyArray1::from_vec(py, v))
    }

    /// The learned evaluation's features of the position as `side` may know it (a float32 array
    /// of `len(value_feature_names())`; issue 28).
    fn value_features<'py>(
        &self,
        py: Python<'py>,
        side: &str,
    ) -> PyResult<Bound<'py, PyArray1<f32>>> {
        let side = parse_side(side)?;
        let mut v = [0.0f32; nr_engine::NUM_VALUE_FEATURES];
        {
            let g = self.lock(py)?;
            guard(|| nr_engine::value_features(&g.state, side, &mut v))?;
        }
        Ok(PyArray1::from_vec(py, v.to_vec()))
    }

    /// The observation of `side` followed by its memory of the game, as a float32 array of
    /// length INFORMATION_STATE_SIZE (docs/tensors.md).
    fn information_state_tensor<'py>(
        &self,
        py: Python<'py>,
        side: &str,
    ) -> PyResult<Bound<'py, PyArray1<f32>>> {
        let side = parse_side(side)?;
        let mut v = vec![0.0f32; INFORMATION_STATE_SIZE];
        {
            let g = self.lock(py)?;
            guard(|| g.state.information_state_tensor(side, &mut v))?;
        }
        Ok(PyArray1::from_vec(py, v))
    }

    /// The action with this code, described in this state (it need not be legal).
    fn action(&self, py: Python<'_>, code: &Bound<'_, PyAny>) -> PyResult<PyAction> {
        let action = code_arg(code)?;
        PyAction::describe(&self.lock(py)?.state, action)
    }

    /// Applies the legal action with this code and records it in the history. Returns the side
    /// that took it and the action as described before it was applied. An illegal code raises
    /// IllegalActionError and leaves the state unchanged.
    fn apply(&self, py: Python<'_>, code: &Bound<'_, PyAny>) -> PyResult<(&'static str, PyAction)> {
        let action = code_arg(code)?;
        self.lock(py)?.apply(action)
    }

    /// The moves applied through this object (and the copies it was cloned from), as
    /// (side, label, code) tuples.
    fn history<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let g = self.lock(py)?;
        let rows: Vec<(&'static str, &str, u32)> = g
            .history
            .iter()
            .map(|m| (m.side, &*m.label, m.code))
            .collect();
        PyList::new(py, rows)
    }

    /// Replaces the history with `history`, a list of (side, label, code) tuples (for
    /// unpickling). A malformed list raises SerializationError and changes nothing.
    fn set_history(&self, py: Python<'_>, history: &Bound<'_, PyAny>) -> PyResult<()> {
        let bad = |why: String| SerializationError::new_err(format!("bad history: {why}"));
        let rows = history
            .cast::<PyList>()
            .map_err(|_| bad("it must be a list of (side, label, code) entries".into()))?;
        let mut moves = Vec::with_capacity(rows.len());
        for (i, row) in rows.iter().enumerate() {
            let (side, label, code): (String, String, i64) = row.extract().map_err(|_| {
                bad(format!(
                    "entry {i} must be a (side, label, code) tuple of (str, str, int), not {}",
                    row.repr().map(|r| r.to_string()).unwrap_or_default()
                ))
            })?;
            let side = match Side::parse(&side) {
                Some(s) => s.as_str(),
                None if side.is_empty() => "",
                None => return Err(bad(format!("entry {i}: unknown side {side:?}"))),
            };
            let code = u32::try_from(code)
                .ok()
                .filter(|&c| c < NUM_ACTIONS)
                .ok_or_else(|| bad(format!("entry {i}: {code} is not an action code")))?;
            moves.push(Move {
                side,
                label: Arc::from(label),
                code,
            });
        }
        self.lock(py)?.history = moves;
        Ok(())
    }

    /// The label of action `code` (at the pending decision) as `viewer` ("corp" or "runner") may
    /// read it: it names only cards `viewer` has seen, so that the other side's moves can be
    /// shown without revealing hidden cards.
    fn label_for(&self, py: Python<'_>, code: &Bound<'_, PyAny>, viewer: &str) -> PyResult<String> {
        let action = code_arg(code)?;
        let viewer = parse_side(viewer)?;
        let g = self.lock(py)?;
        guard(|| g.state.label_for(viewer, &action))
    }

    /// The side who must decide now ("corp" or "runner"), or None when the game is over.
    #[getter]
    fn current_side(&self, py: Python<'_>) -> PyResult<Option<&'static str>> {
        let g = self.lock(py)?;
        guard(|| g.state.current_side().map(Side::as_str))
    }

    /// The kind of decision pending (e.g. "mulligan", "action", "discard", "encounter", …).
    #[getter]
    fn decision(&self, py: Python<'_>) -> PyResult<&'static str> {
        let g = self.lock(py)?;
        guard(|| g.state.decision_name())
    }

    /// Whether the game has ended.
    #[getter]
    fn is_over(&self, py: Python<'_>) -> PyResult<bool> {
        let g = self.lock(py)?;
        guard(|| g.state.is_over())
    }

    /// The winning side, or None while the game goes on.
    #[getter]
    fn winner(&self, py: Python<'_>) -> PyResult<Option<&'static str>> {
        let g = self.lock(py)?;
        guard(|| g.state.winner().map(Side::as_str))
    }

    /// Why the game ended (e.g. "agenda_points"), or None while it goes on.
    #[getter]
    fn win_reason(&self, py: Python<'_>) -> PyResult<Option<&'static str>> {
        let g = self.lock(py)?;
        guard(|| g.state.win_reason())
    }

    /// The number of the current turn.
    #[getter]
    fn turn(&self, py: Python<'_>) -> PyResult<u32> {
        let g = self.lock(py)?;
        guard(|| g.state.turn())
    }

    /// The agenda points in `side`'s score area.
    fn agenda_points(&self, py: Python<'_>, side: &str) -> PyResult<u32> {
        let side = parse_side(side)?;
        let g = self.lock(py)?;
        guard(|| g.state.agenda_points(side))
    }

    /// The agenda points a player needs to win this game (7 unless set at setup).
    fn agenda_points_to_win(&self, py: Python<'_>) -> PyResult<u8> {
        let g = self.lock(py)?;
        guard(|| g.state.points_to_win())
    }

    /// Everything in the state, public and private, as JSON text.
    fn snapshot_json(&self, py: Python<'_>) -> PyResult<String> {
        let g = self.lock(py)?;
        guard(|| g.state.snapshot_json())
    }

    /// What `side` may know, as JSON text.
    fn observation_json(&self, py: Python<'_>, side: &str) -> PyResult<String> {
        let side = parse_side(side)?;
        let g = self.lock(py)?;
        guard(|| g.state.observation_json(side))
    }

    /// The real title of card instance `card` (an int in [0, 255]), or None when there is no
    /// such card. This is state-level information: it ignores what either player may know.
    fn card_title(
        &self,
        py: Python<'_>,
        card: &Bound<'_, PyAny>,
    ) -> PyResult<Option<&'static str>> {
        let card = crate::args::int_in(card, "card", 0, u8::MAX as i128)? as u8;
        let g = self.lock(py)?;
        guard(|| g.state.card_title(card))
    }

    /// The title of card instance `card` (an int in [0, 255]) if `viewer` ("corp" or "runner")
    /// has seen it, else None (also when there is no such card).
    fn title_for(
        &self,
        py: Python<'_>,
        card: &Bound<'_, PyAny>,
        viewer: &str,
    ) -> PyResult<Option<&'static str>> {
        let viewer = parse_side(viewer)?;
        let card = crate::args::int_in(card, "card", 0, u8::MAX as i128)? as u8;
        let g = self.lock(py)?;
        guard(|| g.state.title_known_to(viewer, card))
    }

    /// The events so far (docs/events.md), from number `since` on, as dicts; `side` None shows
    /// everything, "corp" or "runner" only what that side may know.
    #[pyo3(signature = (side=None, since=None))]
    fn events<'py>(
        &self,
        py: Python<'py>,
        side: Option<&str>,
        since: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyList>> {
        let viewer = side.map(parse_side).transpose()?;
        let since = since_arg(since)?;
        let g = self.lock(py)?;
        let list = PyList::empty(py);
        for (seq, e) in g.events.iter().enumerate().skip(since) {
            list.append(crate::events::event_dict(py, e, seq, viewer)?)?;
        }
        Ok(list)
    }

    /// The events so far, from number `since` on, as readable lines for `side` (None: all).
    #[pyo3(signature = (side=None, since=None))]
    fn log(
        &self,
        py: Python<'_>,
        side: Option<&str>,
        since: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<String>> {
        let viewer = side.map(parse_side).transpose()?;
        let since = since_arg(since)?;
        let g = self.lock(py)?;
        guard(|| {
            g.events
                .iter()
                .skip(since)
                .map(|e| e.text(viewer))
                .collect()
        })
    }

    /// How many events have been recorded (the `seq` of the next one).
    #[getter]
    fn num_events(&self, py: Python<'_>) -> PyResult<usize> {
        Ok(self.lock(py)?.events.len())
    }

    /// Events lost because the engine's buffer was full (0 unless a single decision recorded
    /// more than the buffer holds).
    #[getter]
    fn events_dropped(&self, py: Python<'_>) -> PyResult<u64> {
        Ok(self.lock(py)?.state.events_dropped())
    }

    /// The events as raw tuples of ints (for pickling; `set_event_records` reads them back).
    fn event_records(&self, py: Python<'_>) -> PyResult<Vec<crate::events::RawEvent>> {
        Ok(self
            .lock(py)?
            .events
            .iter()
            .map(crate::events::to_raw)
            .collect())
    }

    /// Replaces the events with `records` from `event_records()` (for unpickling). A malformed
    /// list raises SerializationError and changes nothing.
    fn set_event_records(&self, py: Python<'_>, records: &Bound<'_, PyAny>) -> PyResult<()> {
        let bad = |why: String| SerializationError::new_err(format!("bad event records: {why}"));
        let rows = records
            .cast::<PyList>()
            .map_err(|_| bad("they must be a list of tuples of 11 ints".into()))?;
        let mut events = Vec::with_capacity(rows.len());
        for (i, row) in rows.iter().enumerate() {
            let raw: crate::events::RawEvent = row
                .extract()
                .map_err(|_| bad(format!("entry {i} is not a tuple of 11 ints in range")))?;
            events.push(
                crate::events::from_raw(raw)
                    .ok_or_else(|| bad(format!("entry {i} names no event kind or card")))?,
            );
        }
        self.lock(py)?.events = events;
        Ok(())
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!(
            "<GameState turn={} decision={} side={}>",
            self.turn(py)?,
            self.decision(py)?,
            self.current_side(py)?.unwrap_or("none")
        ))
    }
}
