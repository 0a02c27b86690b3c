//! The boundary between engine errors and Python exceptions.
//!
//! The exception classes are defined in Python (`python/nr_fast/errors.py`) so that each can be a
//! subclass of both `nr_fast.NrFastError` and `ValueError`; here they are imported on first use.
//! Every call into the engine goes through [`guard`], so that a panic in the engine reaches Python
//! as `nr_fast.InternalError` rather than as pyo3's `PanicException`.

use std::any::Any;
use std::panic::{catch_unwind, AssertUnwindSafe};

use nr_engine::EngineError;
use pyo3::prelude::*;

pyo3::import_exception!(nr_fast.errors, IllegalActionError);
pyo3::import_exception!(nr_fast.errors, ScenarioError);
pyo3::import_exception!(nr_fast.errors, UnknownCardError);
pyo3::import_exception!(nr_fast.errors, DeckError);
pyo3::import_exception!(nr_fast.errors, SerializationError);
pyo3::import_exception!(nr_fast.errors, InvalidArgumentError);
pyo3::import_exception!(nr_fast.errors, InternalError);

/// The Python exception for an engine error: one class per `EngineError` variant.
pub fn engine_err(err: EngineError) -> PyErr {
    let msg = err.to_string();
    match err {
        EngineError::IllegalAction(_) => IllegalActionError::new_err(msg),
        EngineError::Scenario(_) => ScenarioError::new_err(msg),
        EngineError::UnknownCard(_) => UnknownCardError::new_err(msg),
        EngineError::Deck(_) => DeckError::new_err(msg),
        EngineError::Json(_) => SerializationError::new_err(msg),
        EngineError::InvalidArgument(_) => InvalidArgumentError::new_err(msg),
    }
}

/// A bad argument value (unknown side, kind, server name, out-of-range code, …).
pub fn invalid_arg(msg: impl Into<String>) -> PyErr {
    InvalidArgumentError::new_err(msg.into())
}

/// A deck that cannot be read.
pub fn deck_err(msg: impl Into<String>) -> PyErr {
    DeckError::new_err(msg.into())
}

/// An illegal action, with a message written by the binding.
pub fn illegal(msg: impl Into<String>) -> PyErr {
    IllegalActionError::new_err(msg.into())
}

fn panic_message(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "unknown panic payload".to_owned()
    }
}

/// Runs `f` (a call into the engine), turning a panic into `nr_fast.InternalError`.
///
/// Callers that mutate a state inside `f` must restore it themselves when this returns `Err`
/// (see `GameState.apply` in `game.rs`).
pub fn guard<T>(f: impl FnOnce() -> T) -> PyResult<T> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|payload| {
        InternalError::new_err(format!(
            "internal error in nr_engine (please report it with the game's to_json()): {}",
            panic_message(payload.as_ref())
        ))
    })
}

/// [`guard`] for engine calls that return a `Result`.
pub fn guard_result<T>(f: impl FnOnce() -> Result<T, EngineError>) -> PyResult<T> {
    guard(f)?.map_err(engine_err)
}
