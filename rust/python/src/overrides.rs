//! What-if numbers from Python (issue 29): a study's overrides of cards' printed numbers, read
//! into an engine [`CardTable`] (the engine checks them and refuses what it cannot honour).

use nr_engine::{card_table, lookup_card, CardTable};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};

use crate::errors::engine_err;

/// The overrides `obj` gives: None, a list of (card, number, value) triples, or a dict
/// {card: {number: value}} (card: title or code; number: one of `NUMBERS`).
fn triples(obj: Option<&Bound<'_, PyAny>>) -> PyResult<Vec<(String, String, i64)>> {
    let Some(obj) = obj.filter(|o| !o.is_none()) else {
        return Ok(Vec::new());
    };
    let value = |v: &Bound<'_, PyAny>, what: &str| -> PyResult<i64> {
        crate::args::int_in(v, what, i64::MIN as i128, i64::MAX as i128).map(|v| v as i64)
    };
    let mut out = Vec::new();
    if let Ok(d) = obj.cast::<PyDict>() {
        for (card, numbers) in d.iter() {
            let card: String = card
                .extract()
                .map_err(|_| PyTypeError::new_err("an override's card is a title or code (str)"))?;
            let numbers = numbers.cast::<PyDict>().map_err(|_| {
                PyTypeError::new_err(format!(
                    "overrides of {card:?} are a dict {{number: value}}"
                ))
            })?;
            for (number, v) in numbers.iter() {
                let number: String = number
                    .extract()
                    .map_err(|_| PyTypeError::new_err("an override's number is a name (str)"))?;
                let v = value(&v, &format!("{number} of {card}"))?;
                out.push((card.clone(), number, v));
            }
        }
        return Ok(out);
    }
    if obj.is_instance_of::<PyList>() || obj.is_instance_of::<PyTuple>() {
        for item in obj.try_iter()? {
            let item = item?;
            let (card, number, v): (String, String, Bound<'_, PyAny>) =
                item.extract().map_err(|_| {
                    PyTypeError::new_err("an override is a (card, number, value) triple")
                })?;
            let v = value(&v, &format!("{number} of {card}"))?;
            out.push((card, number, v));
        }
        return Ok(out);
    }
    Err(PyTypeError::new_err(
        "overrides are a dict {card: {number: value}} or a list of (card, number, value)",
    ))
}

/// The engine table for `obj` (see [`triples`]); the printed table for None or empty.
pub(crate) fn table_from_py(obj: Option<&Bound<'_, PyAny>>) -> PyResult<CardTable> {
    let list = triples(obj)?;
    CardTable::with_overrides(&list).map_err(engine_err)
}

/// Checks overrides (a dict {card: {number: value}} or a list of (card, number, value)) and
/// returns them as the engine keeps them: a list of dicts {code, title, number, value,
/// printed}, sorted by code and number. Raises `InvalidArgumentError` for an override the
/// engine cannot honour and `UnknownCardError` for an unknown card.
#[pyfunction]
#[pyo3(signature = (overrides))]
pub fn check_overrides<'py>(
    py: Python<'py>,
    overrides: &Bound<'py, PyAny>,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let table = table_from_py(Some(overrides))?;
    let mut out = Vec::new();
    for o in table.overrides() {
        let id = lookup_card(&o.card).map_err(engine_err)? as usize;
        let printed = &card_table()[id];
        let d = PyDict::new(py);
        d.set_item("code", &o.card)?;
        d.set_item("title", printed.title)?;
        d.set_item("number", o.number.name())?;
        d.set_item("value", o.value)?;
        d.set_item("printed", o.number.value(printed))?;
        out.push(d);
    }
    Ok(out)
}
