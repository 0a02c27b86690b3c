//! `nr_fast.Action`: one legal choice, as a frozen, hashable Python value.

use nr_engine::{server_name, Action, GameState, NONE};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::args::int_in;
use crate::errors::guard;

/// One choice a player can make: its kind, the fields that pick it out, a readable label and its
/// integer code in the fixed action space.
///
/// Actions are frozen and hashable. Get them from `Game.legal_actions()`; pass one (or its
/// `code`) to `Game.apply()`. Fields the action does not use are None. `card_title` is only
/// filled in when the player making the decision may know the card's title.
#[pyclass(module = "nr_fast", name = "Action", frozen, eq, hash)]
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PyAction {
    code: u32,
    kind: String,
    card: Option<u8>,
    card_title: Option<String>,
    server: Option<String>,
    target: Option<u8>,
    amount: Option<u8>,
    label: String,
}

/// `s` as a Python string literal (single quotes, like `repr(str)`).
fn py_str(s: &str) -> String {
    format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'"))
}

fn field(v: u8) -> Option<u8> {
    (v != NONE).then_some(v)
}

impl PyAction {
    /// Describes `action` as seen by the player who is deciding in `state`.
    pub fn describe(state: &GameState, action: Action) -> PyResult<PyAction> {
        guard(|| {
            let label = state.label(&action);
            let card = field(action.card);
            // Only a title the deciding side knows (DESIGN.md, "Hidden information is
            // first-class"), for any code, legal or not.
            let card_title = card
                .and_then(|c| state.title_known_to(state.label_side(), c))
                .map(str::to_owned);
            PyAction {
                code: action.code(),
                kind: action.kind.name().to_owned(),
                card,
                card_title,
                server: field(action.server).map(server_name),
                target: field(action.target),
                amount: field(action.amount),
                label,
            }
        })
    }

    /// The action's integer code.
    pub fn code(&self) -> u32 {
        self.code
    }

    /// The action's label.
    pub fn label(&self) -> &str {
        &self.label
    }
}

#[pymethods]
impl PyAction {
    /// Builds an Action from its fields. Normally Actions come from `Game.legal_actions()`;
    /// this constructor exists so that Actions can be pickled and compared in tests.
    #[new]
    #[pyo3(signature = (code, kind, label, card=None, card_title=None, server=None, target=None, amount=None))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        code: &Bound<'_, PyAny>,
        kind: String,
        label: String,
        card: Option<&Bound<'_, PyAny>>,
        card_title: Option<String>,
        server: Option<String>,
        target: Option<&Bound<'_, PyAny>>,
        amount: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        // Integers as everywhere else (crate::args): TypeError for other types, and
        // InvalidArgumentError naming the field and its range.
        let code = int_in(code, "code", 0, nr_engine::NUM_ACTIONS as i128 - 1)? as u32;
        let small = |v: Option<&Bound<'_, PyAny>>, name: &str| -> PyResult<Option<u8>> {
            v.map(|v| int_in(v, name, 0, u8::MAX as i128).map(|n| n as u8))
                .transpose()
        };
        let card = small(card, "card")?;
        let target = small(target, "target")?;
        let amount = small(amount, "amount")?;
        Ok(PyAction {
            code,
            kind,
            card,
            card_title,
            server,
            target,
            amount,
            label,
        })
    }

    /// The integer code of this action in the fixed action space `[0, NUM_ACTIONS)`.
    #[getter(code)]
    fn get_code(&self) -> u32 {
        self.code
    }

    /// The kind of action, e.g. "click_credit", "install", "run", "pass" (see docs/actions.md).
    #[getter]
    fn kind(&self) -> &str {
        &self.kind
    }

    /// The id of the card instance the action uses, or None.
    #[getter]
    fn card(&self) -> Option<u8> {
        self.card
    }

    /// The title of `card` when the deciding player may know it, else None.
    #[getter]
    fn card_title(&self) -> Option<&str> {
        self.card_title.as_deref()
    }

    /// The server the action refers to ("hq", "rd", "archives", "remote1", …, "new_remote"), or
    /// None.
    #[getter]
    fn server(&self) -> Option<&str> {
        self.server.as_deref()
    }

    /// The action's target (a card id or an index, depending on the kind), or None.
    #[getter]
    fn target(&self) -> Option<u8> {
        self.target
    }

    /// The action's amount (credits, counters, a bid, …), or None.
    #[getter]
    fn amount(&self) -> Option<u8> {
        self.amount
    }

    /// A readable description of the action.
    #[getter(label)]
    fn get_label(&self) -> &str {
        &self.label
    }

    /// The action's fields as a dict.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("code", self.code)?;
        d.set_item("kind", &self.kind)?;
        d.set_item("card", self.card)?;
        d.set_item("card_title", &self.card_title)?;
        d.set_item("server", &self.server)?;
        d.set_item("target", self.target)?;
        d.set_item("amount", self.amount)?;
        d.set_item("label", &self.label)?;
        Ok(d)
    }

    /// Pickle support: an Action is rebuilt from its fields.
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let a = slf.get();
        let args = (
            a.code,
            a.kind.clone(),
            a.label.clone(),
            a.card,
            a.card_title.clone(),
            a.server.clone(),
            a.target,
            a.amount,
        )
            .into_pyobject(slf.py())?;
        Ok((slf.get_type().into_any(), args))
    }

    fn __int__(&self) -> u32 {
        self.code
    }

    fn __repr__(&self) -> String {
        let mut parts = vec![
            format!("code={}", self.code),
            format!("kind={}", py_str(&self.kind)),
        ];
        if let Some(c) = self.card {
            parts.push(format!("card={c}"));
        }
        if let Some(t) = &self.card_title {
            parts.push(format!("card_title={}", py_str(t)));
        }
        if let Some(s) = &self.server {
            parts.push(format!("server={}", py_str(s)));
        }
        if let Some(t) = self.target {
            parts.push(format!("target={t}"));
        }
        if let Some(a) = self.amount {
            parts.push(format!("amount={a}"));
        }
        parts.push(format!("label={}", py_str(&self.label)));
        format!("Action({})", parts.join(", "))
    }

    fn __str__(&self) -> String {
        self.label.clone()
    }
}
