//! `card_info`: one card's facts and what it does, for people and tools (issue 12).

use nr_engine::{CardDef, CardType, Side};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::errors::{guard, guard_result};

/// The card `title` names (any case, with or without accents, or a card code) as a dict: its
/// printed facts that apply to its type, whether it is implemented, its summary in the
/// project's own words, and for ice its subroutines, for icebreakers their numbers. Raises
/// UnknownCardError, with a suggestion when one is close, for no such card.
#[pyfunction]
pub fn card_info<'py>(py: Python<'py>, title: &str) -> PyResult<Bound<'py, PyDict>> {
    let id = guard_result(|| nr_engine::lookup_card(title))?;
    let c = &nr_engine::card_table()[id as usize];
    let d = card_facts(py, c)?;
    match c.card_type {
        CardType::Identity => {
            d.set_item("minimum_deck_size", c.minimum_deck_size)?;
            d.set_item("influence_limit", c.influence_limit)?;
            if c.side == Side::Runner {
                d.set_item("base_link", c.base_link)?;
            }
        }
        CardType::Agenda => {
            d.set_item("advancement_requirement", c.advancement_requirement)?;
            d.set_item("agenda_points", c.agenda_points)?;
        }
        // None for an X cost (Psychographics): the player chooses it when playing the card.
        _ if c.cost_is_x => d.set_item("cost", py.None())?,
        _ => d.set_item("cost", c.cost)?,
    }
    if c.card_type == CardType::Ice || c.breaker().is_some() {
        d.set_item("strength", c.strength)?;
    }
    if c.card_type == CardType::Program {
        d.set_item("memory_cost", c.memory_cost)?;
    }
    if let Some(t) = c.trash_cost {
        d.set_item("trash_cost", t)?;
    }
    if c.card_type != CardType::Identity {
        d.set_item("influence", c.influence)?;
    }
    d.set_item("unique", c.unique)?;
    d.set_item("deck_limit", c.deck_limit)?;
    d.set_item("set", c.set)?;
    d.set_item("printings", printings(py, c)?)?;
    d.set_item("implemented", c.implemented)?;
    d.set_item("summary", c.summary)?;
    if c.recurring_credits() > 0 {
        d.set_item("recurring_credits", c.recurring_credits())?;
    }
    if c.card_type == CardType::Ice {
        d.set_item("subroutines", guard(|| c.subroutine_texts())?)?;
        if c.clicks_to_break() > 0 {
            d.set_item("clicks_to_break", c.clicks_to_break())?;
        }
    }
    if let Some(b) = c.breaker() {
        let bd = PyDict::new(py);
        bd.set_item("breaks", b.breaks)?;
        bd.set_item("break_cost", b.break_cost)?;
        bd.set_item("subroutines_per_break", b.subroutines_per_break)?;
        bd.set_item("boost_cost", b.boost_cost)?;
        bd.set_item("boost_strength", b.boost_strength)?;
        // How long the strength lasts: "encounter" or "run" (None: no strength ability).
        let lasts = match (b.boost_strength, b.boost_lasts_run) {
            (0, _) => None,
            (_, true) => Some("run"),
            (_, false) => Some("encounter"),
        };
        bd.set_item("boost_lasts", lasts)?;
        d.set_item("breaker", bd)?;
    }
    Ok(d)
}

/// Every card the engine knows, as dicts of printed facts (no card text) plus "implemented" and
/// "rulings" (how many official rulings the card has, each covered by a test).
#[pyfunction]
pub fn card_list(py: Python<'_>) -> PyResult<Vec<Bound<'_, PyDict>>> {
    let mut out = Vec::new();
    for c in nr_engine::card_table() {
        let d = card_facts(py, c)?;
        // None for an X cost (Psychographics), as in `card_info`.
        d.set_item("cost", (!c.cost_is_x).then_some(c.cost))?;
        d.set_item("influence", c.influence)?;
        d.set_item("quantity", c.quantity)?;
        d.set_item("unique", c.unique)?;
        d.set_item("set", c.set)?;
        d.set_item("printings", printings(py, c)?)?;
        d.set_item("implemented", c.implemented)?;
        d.set_item("rulings", c.rulings)?;
        out.push(d);
    }
    Ok(out)
}

/// A card's later printings in other sets, as `{"set": ..., "code": ...}` dicts (a reprint such as
/// Hedge Fund in System Gateway is the same card).
fn printings<'py>(py: Python<'py>, c: &CardDef) -> PyResult<Vec<Bound<'py, PyDict>>> {
    c.printings
        .iter()
        .map(|p| {
            let d = PyDict::new(py);
            d.set_item("set", p.set)?;
            d.set_item("code", p.code)?;
            Ok(d)
        })
        .collect()
}

/// The facts every card dict starts with: code, title, side, faction, type and subtypes.
fn card_facts<'py>(py: Python<'py>, c: &CardDef) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("code", c.code)?;
    d.set_item("title", c.title)?;
    d.set_item("side", c.side.as_str())?;
    d.set_item("faction", c.faction)?;
    d.set_item("type", c.card_type.name())?;
    d.set_item("subtypes", c.subtype_names())?;
    Ok(d)
}

/// A card of the Standard format that the engine does not hold yet (its title or code, as
/// `data/formats.json` lists it), as a dict of the facts a decklist reader needs: `title`,
/// `code`, `set`, `side`, `type`, `faction`, and `implemented` (always false). None for any
/// other text. Deck checks name such a card as not implemented; a game refuses it.
#[pyfunction]
pub fn standard_card<'py>(py: Python<'py>, title: &str) -> PyResult<Option<Bound<'py, PyDict>>> {
    let Some(c) = nr_engine::unimplemented_standard_card(title) else {
        return Ok(None);
    };
    let d = PyDict::new(py);
    d.set_item("title", c.title)?;
    d.set_item("code", c.code)?;
    d.set_item("set", c.set)?;
    d.set_item("side", c.side)?;
    d.set_item("type", c.card_type)?;
    d.set_item("faction", c.faction)?;
    d.set_item("implemented", false)?;
    Ok(Some(d))
}
