//! `nr_fast._core.GameState`: a whole game, wrapped for Python.
//!
//! Every method is a thin call into `nr_engine::GameState`; the only logic here is turning
//! arguments and errors into their Python forms.

use std::fmt::Write as _;

use nr_engine::{
    Action, ActionList, GameState, Side, INFORMATION_STATE_SIZE, NUM_ACTIONS, OBSERVATION_SIZE,
};
use numpy::{PyArray1, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::action::PyAction;
use crate::deck::deck_from_py;
use crate::errors::{guard, guard_result, illegal, invalid_arg};

/// Reads a side name ("corp" or "runner").
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

/// The complete state of one game of Android: Netrunner (both players' hidden information
/// included). Use `nr_fast.Game`, which wraps it, unless you need the bare engine.
#[pyclass(module = "nr_fast._core", name = "GameState")]
pub struct PyGameState {
    state: GameState,
    /// The legal actions of the pending decision, as left by the last `apply` (the engine
    /// computes them while it runs to that decision); `None` until then.
    legal: Option<ActionList>,
}

impl PyGameState {
    /// Wraps an engine state (its legal actions are computed on first use).
    pub(crate) fn wrap(state: GameState) -> Self {
        PyGameState { state, legal: None }
    }

    /// The legal actions now, from the cache when the last `apply` left them.
    fn legal_slice<T>(&self, f: impl FnOnce(&[Action]) -> T) -> PyResult<T> {
        match &self.legal {
            Some(list) => Ok(f(list)),
            None => guard(|| f(&self.state.legal_actions())),
        }
    }

    /// The engine state.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The legal actions the last `apply` left, if any.
    pub fn cached_legal(&self) -> Option<&ActionList> {
        self.legal.as_ref()
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
}

#[pymethods]
impl PyGameState {
    /// A new game between two decks (None = the default deck, decklist text, or a dict
    /// {"identity": title, "cards": {title: count}}), shuffled from `seed`.
    #[new]
    #[pyo3(signature = (corp=None, runner=None, seed=0))]
    fn new(
        corp: Option<&Bound<'_, PyAny>>,
        runner: Option<&Bound<'_, PyAny>>,
        seed: u64,
    ) -> PyResult<Self> {
        let corp = deck_from_py(corp, Side::Corp)?;
        let runner = deck_from_py(runner, Side::Runner)?;
        guard_result(|| GameState::new(&corp, &runner, seed)).map(Self::wrap)
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

    /// The whole state as JSON text; `from_json` reads it back.
    fn to_json(&self) -> PyResult<String> {
        guard(|| self.state.to_json())
    }

    /// An independent copy.
    fn clone(&self) -> PyResult<Self> {
        guard(|| self.state.clone()).map(Self::wrap)
    }

    fn __copy__(&self) -> PyResult<Self> {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyResult<Self> {
        self.clone()
    }

    /// Pickle support, through `to_json()`.
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let json = slf.borrow().to_json()?;
        let ctor = slf.get_type().getattr("from_json")?;
        Ok((ctor, PyTuple::new(slf.py(), [json])?))
    }

    /// A complete state that `side` cannot tell apart from this one: the cards `side` has not
    /// seen are redealt, from `seed`, among the places `side` cannot see.
    fn determinize(&self, side: &str, seed: u64) -> PyResult<Self> {
        let side = parse_side(side)?;
        guard(|| self.state.determinize(side, seed)).map(Self::wrap)
    }

    /// The legal actions of the player who must decide now (empty when the game is over).
    fn legal_actions(&self) -> PyResult<Vec<PyAction>> {
        self.legal_list()?
            .into_iter()
            .map(|a| PyAction::describe(&self.state, a))
            .collect()
    }

    /// The codes of the legal actions.
    fn legal_codes(&self) -> PyResult<Vec<u32>> {
        self.legal_slice(|l| l.iter().map(|a| a.code()).collect())
    }

    /// The legal actions as a numpy bool array of length NUM_ACTIONS (True at legal codes).
    fn action_mask<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<bool>>> {
        let arr = PyArray1::<bool>::zeros(py, NUM_ACTIONS as usize, false);
        {
            let mut rw = arr.readwrite();
            let mask = rw.as_slice_mut().map_err(|e| invalid_arg(e.to_string()))?;
            self.legal_slice(|l| {
                for a in l {
                    mask[a.code() as usize] = true;
                }
            })?;
        }
        Ok(arr)
    }

    /// The codes of the legal actions as a numpy int64 array, in the engine's order.
    fn legal_action_codes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i64>>> {
        let codes: Vec<i64> = self.legal_slice(|l| l.iter().map(|a| a.code() as i64).collect())?;
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
        guard(|| self.state.observation_tensor(side, &mut v))?;
        Ok(PyArray1::from_vec(py, v))
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
        guard(|| self.state.information_state_tensor(side, &mut v))?;
        Ok(PyArray1::from_vec(py, v))
    }

    /// The action with this code, described in this state (it need not be legal).
    fn action(&self, code: i64) -> PyResult<PyAction> {
        PyAction::describe(&self.state, decode(code)?)
    }

    /// Applies the legal action with this code. Returns the side that took it and the action
    /// as described before it was applied. An illegal code raises IllegalActionError and leaves
    /// the state unchanged.
    fn apply(&mut self, code: i64) -> PyResult<(String, PyAction)> {
        let action = decode(code)?;
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
        let side = self
            .state
            .current_side()
            .map_or_else(String::new, |s| s.as_str().to_owned());
        let described = PyAction::describe(&self.state, action)?;
        // A panic in the middle of the rules could leave a half-applied state: keep a copy.
        let backup = self.state.clone();
        // Legality was checked above against the same list, so the engine need not check again;
        // the engine leaves the next decision's legal actions in the cache.
        let mut next = self.legal.take().unwrap_or_default();
        match guard(|| self.state.apply_and_list(action, &mut next)) {
            Ok(()) => {
                self.legal = Some(next);
                Ok((side, described))
            }
            Err(panic) => {
                self.state = backup;
                Err(panic)
            }
        }
    }

    /// The label of action `code` (at the pending decision) as `viewer` ("corp" or "runner") may
    /// read it: it names only cards `viewer` has seen, so that the other side's moves can be
    /// shown without revealing hidden cards.
    fn label_for(&self, code: i64, viewer: &str) -> PyResult<String> {
        let action = decode(code)?;
        let viewer = parse_side(viewer)?;
        guard(|| self.state.label_for(viewer, &action))
    }

    /// The side who must decide now ("corp" or "runner"), or None when the game is over.
    #[getter]
    fn current_side(&self) -> PyResult<Option<&'static str>> {
        guard(|| self.state.current_side().map(Side::as_str))
    }

    /// The kind of decision pending (e.g. "mulligan", "action", "discard", "encounter", …).
    #[getter]
    fn decision(&self) -> PyResult<&'static str> {
        guard(|| self.state.decision_name())
    }

    /// Whether the game has ended.
    #[getter]
    fn is_over(&self) -> PyResult<bool> {
        guard(|| self.state.is_over())
    }

    /// The winning side, or None while the game goes on.
    #[getter]
    fn winner(&self) -> PyResult<Option<&'static str>> {
        guard(|| self.state.winner().map(Side::as_str))
    }

    /// Why the game ended (e.g. "agenda_points"), or None while it goes on.
    #[getter]
    fn win_reason(&self) -> PyResult<Option<&'static str>> {
        guard(|| self.state.win_reason())
    }

    /// The number of the current turn.
    #[getter]
    fn turn(&self) -> PyResult<u32> {
        guard(|| self.state.turn())
    }

    /// The agenda points in `side`'s score area.
    fn agenda_points(&self, side: &str) -> PyResult<u32> {
        let side = parse_side(side)?;
        guard(|| self.state.agenda_points(side))
    }

    /// Everything in the state, public and private, as JSON text.
    fn snapshot_json(&self) -> PyResult<String> {
        guard(|| self.state.snapshot_json())
    }

    /// What `side` may know, as JSON text.
    fn observation_json(&self, side: &str) -> PyResult<String> {
        let side = parse_side(side)?;
        guard(|| self.state.observation_json(side))
    }

    /// The real title of card instance `card`, or None when there is no such card. This is
    /// state-level information: it ignores what either player may know.
    fn card_title(&self, card: i64) -> PyResult<Option<&'static str>> {
        let Ok(card) = u8::try_from(card) else {
            return Ok(None);
        };
        guard(|| self.state.card_title(card))
    }

    /// The title of card instance `card` if `viewer` ("corp" or "runner") has seen it, else
    /// None (also when there is no such card).
    fn title_for(&self, card: i64, viewer: &str) -> PyResult<Option<&'static str>> {
        let viewer = parse_side(viewer)?;
        let Ok(card) = u8::try_from(card) else {
            return Ok(None);
        };
        guard(|| self.state.title_known_to(viewer, card))
    }

    fn __repr__(&self) -> PyResult<String> {
        Ok(format!(
            "<GameState turn={} decision={} side={}>",
            self.turn()?,
            self.decision()?,
            self.current_side()?.unwrap_or("none")
        ))
    }
}
