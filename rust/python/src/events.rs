//! Event log records as Python values: dicts (`GameState.events`), lines (`GameState.log`) and
//! raw tuples for pickling (`event_records` / `set_event_records`). The schema is the engine's
//! (`LogEvent::fields`, docs/events.md); this file only converts.

use nr_engine::{EventKind, FieldValue, LogEvent, SeenCard, Side};
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// A raw record: (kind, side, card, other, place, vis, card_def, other_def, amount, extra, turn).
pub type RawEvent = (u8, u8, u8, u8, u8, u8, u16, u16, u16, u16, u16);

fn card_value<'py>(py: Python<'py>, card: Option<SeenCard>) -> PyResult<Bound<'py, PyAny>> {
    match card {
        None => Ok(py.None().into_bound(py)),
        Some(c) => {
            let d = PyDict::new(py);
            d.set_item("id", c.id)?;
            d.set_item("title", c.title)?;
            Ok(d.into_any())
        }
    }
}

/// The dict of event `e` (number `seq`) as `viewer` sees it.
pub fn event_dict<'py>(
    py: Python<'py>,
    e: &LogEvent,
    seq: usize,
    viewer: Option<Side>,
) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("seq", seq)?;
    d.set_item("turn", e.turn)?;
    d.set_item("kind", e.kind.as_str())?;
    d.set_item("side", e.side().map(Side::as_str))?;
    for (name, value) in e.fields(viewer) {
        match value {
            FieldValue::Int(n) => d.set_item(name, n)?,
            FieldValue::Str(s) => d.set_item(name, s)?,
            FieldValue::Bool(b) => d.set_item(name, b)?,
            FieldValue::Card(c) => d.set_item(name, card_value(py, c)?)?,
            FieldValue::Null => d.set_item(name, py.None())?,
        }
    }
    Ok(d)
}

/// A record as a tuple of plain integers (for pickling).
pub fn to_raw(e: &LogEvent) -> RawEvent {
    (
        e.kind as u8,
        e.side,
        e.card,
        e.other,
        e.place,
        e.vis,
        e.card_def,
        e.other_def,
        e.amount,
        e.extra,
        e.turn,
    )
}

/// A record from [`to_raw`]'s tuple; None when the kind or a card definition is out of range.
pub fn from_raw(r: RawEvent) -> Option<LogEvent> {
    let kind = *EventKind::ALL.get(r.0 as usize)?;
    let defs = nr_engine::card_table().len();
    if r.6 as usize >= defs || r.7 as usize >= defs || (r.1 > 1 && r.1 != 255) {
        return None;
    }
    Some(LogEvent {
        kind,
        side: r.1,
        card: r.2,
        other: r.3,
        place: r.4,
        vis: r.5,
        card_def: r.6,
        other_def: r.7,
        amount: r.8,
        extra: r.9,
        turn: r.10,
    })
}
