//! Integer arguments from Python, read the same way everywhere.
//!
//! Any `int` or object with `__index__` (numpy integers) is accepted; a `bool` or any other type
//! raises `TypeError`; a value outside the argument's range (however large or negative) raises
//! `nr_fast.InvalidArgumentError` naming the argument and its range, never `OverflowError`.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt};

use crate::errors::invalid_arg;

/// How a range bound is written in messages (`2**64 - 1` rather than its digits).
fn bound(v: i128) -> String {
    match v {
        v if v == u64::MAX as i128 => "2**64 - 1".to_owned(),
        v if v == i64::MAX as i128 => "2**63 - 1".to_owned(),
        v => v.to_string(),
    }
}

/// The integer value of `value` (an int or an `__index__` object), or a `TypeError` naming `name`.
fn index<'py>(value: &Bound<'py, PyAny>, name: &str) -> PyResult<Bound<'py, PyAny>> {
    let wrong_type = || {
        PyTypeError::new_err(format!(
            "{name} must be an int, not {}",
            value
                .get_type()
                .name()
                .map(|n| n.to_string())
                .unwrap_or_default()
        ))
    };
    if value.is_instance_of::<PyBool>() {
        return Err(wrong_type());
    }
    if value.is_instance_of::<PyInt>() {
        return Ok(value.clone());
    }
    let operator_index = value.py().import("operator")?.getattr("index")?;
    operator_index.call1((value,)).map_err(|_| wrong_type())
}

/// Reads an integer argument that must lie in `[low, high]`.
pub fn int_in(value: &Bound<'_, PyAny>, name: &str, low: i128, high: i128) -> PyResult<i128> {
    let v = index(value, name)?;
    let out_of_range = || {
        invalid_arg(format!(
            "{name} must lie in [{}, {}], not {v}",
            bound(low),
            bound(high)
        ))
    };
    let n: i128 = v.extract().map_err(|_| out_of_range())?;
    if n < low || n > high {
        return Err(out_of_range());
    }
    Ok(n)
}

/// Reads a seed (or any other u64 argument): an int in `[0, 2**64 - 1]`.
pub fn u64_arg(value: &Bound<'_, PyAny>, name: &str) -> PyResult<u64> {
    int_in(value, name, 0, u64::MAX as i128).map(|v| v as u64)
}

/// Reads an optional u64 argument (None: `default`).
pub fn opt_u64(value: Option<&Bound<'_, PyAny>>, name: &str, default: u64) -> PyResult<u64> {
    value.map_or(Ok(default), |v| u64_arg(v, name))
}

/// Reads the optional `agenda_points_to_win` game option: an int in `[1, 255]` (None: 7).
pub fn opt_points_to_win(value: Option<&Bound<'_, PyAny>>) -> PyResult<u8> {
    value.map_or(Ok(nr_engine::DEFAULT_POINTS_TO_WIN), |v| {
        int_in(v, "agenda_points_to_win", 1, 255).map(|n| n as u8)
    })
}

/// Reads a `usize` argument in `[low, high]`.
pub fn usize_in(value: &Bound<'_, PyAny>, name: &str, low: usize, high: usize) -> PyResult<usize> {
    int_in(value, name, low as i128, high as i128).map(|v| v as usize)
}

/// Reads an `i64` argument in `[low, high]` (e.g. an action code), with a fast path for a plain
/// int.
pub fn i64_in(value: &Bound<'_, PyAny>, name: &str, low: i64, high: i64) -> PyResult<i64> {
    if value.is_exact_instance_of::<PyInt>() {
        if let Ok(v) = value.extract::<i64>() {
            if (low..=high).contains(&v) {
                return Ok(v);
            }
        }
    }
    int_in(value, name, low as i128, high as i128).map(|v| v as i64)
}
