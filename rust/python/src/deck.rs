//! Decks given from Python: None (the default deck) or a dict. Decklist text is read in Python,
//! by `nr_fast.decklist` (the one reader of decklists: players' formats, NetrunnerDB exports),
//! and reaches the engine as a dict.

use nr_engine::{DeckList, Side, MAX_DECK_CARDS};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyString};

use crate::errors::{deck_err, guard};

/// The default deck of `side`.
pub fn default_deck(side: Side) -> DeckList {
    match side {
        Side::Corp => DeckList::default_corp(),
        Side::Runner => DeckList::default_runner(),
    }
}

/// A card count: an int (not a bool) in `[0, MAX_DECK_CARDS]`. A huge count is refused here,
/// before the engine allocates anything for it.
fn count_from(title: &str, value: &Bound<'_, PyAny>) -> PyResult<u32> {
    let is_int = value.is_instance_of::<PyInt>() && !value.is_instance_of::<PyBool>();
    if is_int && value.gt(MAX_DECK_CARDS)? {
        let shown: String = value.repr()?.to_string().chars().take(30).collect();
        return Err(deck_err(format!(
            "the count of {title:?} is {shown}, more than the {MAX_DECK_CARDS} cards a deck may \
             hold"
        )));
    }
    value
        .extract::<u32>()
        .ok()
        .filter(|_| is_int)
        .ok_or_else(|| {
            deck_err(format!(
                "the count of {title:?} must be a non-negative integer, not {}",
                value
                    .repr()
                    .map(|r| r.to_string().chars().take(30).collect::<String>())
                    .unwrap_or_default()
            ))
        })
}

fn cards_from(cards: &Bound<'_, PyAny>) -> PyResult<Vec<(String, u32)>> {
    let mut out = Vec::new();
    // The total is bounded too, so that many lines of large counts are refused at once.
    let mut total = 0u64;
    let mut add = |title: String, n: u32, out: &mut Vec<(String, u32)>| {
        total += n as u64;
        if total > MAX_DECK_CARDS as u64 {
            return Err(deck_err(format!(
                "the deck lists more than {MAX_DECK_CARDS} cards, more than a game holds"
            )));
        }
        out.push((title, n));
        Ok(())
    };
    if let Ok(dict) = cards.cast::<PyDict>() {
        for (title, count) in dict.iter() {
            let title: String = title
                .extract()
                .map_err(|_| deck_err("deck 'cards' keys must be card titles (str)"))?;
            let n = count_from(&title, &count)?;
            add(title, n, &mut out)?;
        }
        return Ok(out);
    }
    if cards.is_instance_of::<PyString>() {
        return Err(deck_err(
            "deck 'cards' must be a dict {title: count} or a list of (title, count) pairs",
        ));
    }
    let iter = cards.try_iter().map_err(|_| {
        deck_err("deck 'cards' must be a dict {title: count} or a list of (title, count) pairs")
    })?;
    for item in iter {
        let item = item?;
        let (title, count): (String, Bound<'_, PyAny>) = item
            .extract()
            .map_err(|_| deck_err("each entry of deck 'cards' must be a (title, count) pair"))?;
        let n = count_from(&title, &count)?;
        add(title, n, &mut out)?;
    }
    Ok(out)
}

/// Reads a deck argument: None gives `side`'s default deck; a dict is {"identity": str, "cards":
/// {title: count}}. A str is refused: decklist text is read by `nr_fast.Deck.parse` (one reader
/// for every entry point, issue 24), which the Python API calls before the engine.
pub fn deck_from_py(obj: Option<&Bound<'_, PyAny>>, side: Side) -> PyResult<DeckList> {
    let obj = match obj {
        None => return guard(|| default_deck(side)),
        Some(o) if o.is_none() => return guard(|| default_deck(side)),
        Some(o) => o,
    };
    if obj.cast::<PyString>().is_ok() {
        return Err(PyTypeError::new_err(format!(
            "a {} deck given to the engine is a dict: decklist text is read by \
             nr_fast.Deck.parse (or passed to nr_fast.Game, which reads it)",
            side.as_str()
        )));
    }
    if let Ok(dict) = obj.cast::<PyDict>() {
        for key in dict.keys() {
            let k: String = key.extract().unwrap_or_default();
            if k != "identity" && k != "cards" {
                return Err(deck_err(format!(
                    "unknown deck key {}: a deck dict has the keys 'identity' and 'cards'",
                    key.repr()?
                )));
            }
        }
        let identity: String = match dict.get_item("identity")? {
            Some(v) => v
                .extract()
                .map_err(|_| deck_err("deck 'identity' must be a card title (str)"))?,
            None => return Err(deck_err("a deck dict needs an 'identity' (a card title)")),
        };
        let cards = match dict.get_item("cards")? {
            Some(v) => cards_from(&v)?,
            None => return Err(deck_err("a deck dict needs 'cards' ({title: count})")),
        };
        return Ok(DeckList { identity, cards });
    }
    Err(PyTypeError::new_err(format!(
        "a {} deck must be None or a dict, not {}",
        side.as_str(),
        obj.get_type().name()?
    )))
}

/// A deck as a Python dict {"identity": str, "cards": {title: count}}.
pub fn deck_to_py<'py>(py: Python<'py>, deck: &DeckList) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("identity", &deck.identity)?;
    let cards = PyDict::new(py);
    for (title, n) in &deck.cards {
        let prev: u32 = match cards.get_item(title)? {
            Some(v) => v.extract()?,
            None => 0,
        };
        cards.set_item(title, prev.saturating_add(*n))?;
    }
    d.set_item("cards", cards)?;
    Ok(d)
}
