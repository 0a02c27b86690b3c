//! What-if numbers (issue 29): a study may change a card's printed numbers (DESIGN.md, "A card's
//! printed numbers ... are read through one accessor") without rebuilding and without touching
//! the card's behaviour.
//!
//! A [`CardTable`] is the table of card definitions a game reads: [`CardTable::printed`] (the
//! cards as printed, `data/cards.json`) or a copy with some numbers changed
//! ([`CardTable::with_overrides`]). A game keeps its table in its state
//! (`GameState::cdef` reads through it) and a batch in its `SimConfig`, so two studies with
//! different numbers can run side by side in one process: nothing global is changed under a
//! running game. A table with overrides is built once per distinct set of overrides, checked,
//! and kept for the life of the process (an override set is a few bytes; a table ~100 kB).
//!
//! The engine refuses an override it cannot honour (a clear [`EngineError::InvalidArgument`]):
//! a number the card does not print (the strength of an operation, the trash cost of a card
//! without one, the boost cost of a breaker without a strength ability), an X cost, a value
//! outside what the rules and the engine hold, or a subroutine count on ice whose subroutines
//! are not all the same printed subroutine (only "n times the same subroutine" is a number).

use super::{Breaker, CardBehavior, CardDef, CardType, Sub};
use crate::error::EngineError;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::sync::Mutex;

/// A printed number an override may change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Number {
    /// Play, install or rez cost (not an X cost, not an agenda's or identity's).
    Cost,
    /// Printed strength of ice or of an icebreaker.
    Strength,
    /// Advancement requirement of an agenda (at least 1).
    AdvancementRequirement,
    /// Agenda points of an agenda.
    AgendaPoints,
    /// Trash cost of a card that prints one.
    TrashCost,
    /// Memory cost of a program.
    MemoryCost,
    /// Influence value (deckbuilding only: `DeckList::problems_with`).
    Influence,
    /// An icebreaker's credits per break ability use.
    BreakCost,
    /// An icebreaker's credits per strength ability use (breakers that have one).
    BoostCost,
    /// The strength an icebreaker's strength ability adds (breakers that have one; at least 1).
    BoostStrength,
    /// Subroutines an icebreaker breaks per break ability use (at least 1).
    SubroutinesPerBreak,
    /// The number of subroutines of ice whose subroutines are all the same printed one
    /// (Ice Wall: 1 "end the run"); 1 to 16.
    Subroutines,
}

/// The names of [`Number`], as overrides spell them.
pub const NUMBERS: [&str; 12] = [
    "cost",
    "strength",
    "advancement_requirement",
    "agenda_points",
    "trash_cost",
    "memory_cost",
    "influence",
    "break_cost",
    "boost_cost",
    "boost_strength",
    "subroutines_per_break",
    "subroutines",
];

const ALL: [Number; 12] = [
    Number::Cost,
    Number::Strength,
    Number::AdvancementRequirement,
    Number::AgendaPoints,
    Number::TrashCost,
    Number::MemoryCost,
    Number::Influence,
    Number::BreakCost,
    Number::BoostCost,
    Number::BoostStrength,
    Number::SubroutinesPerBreak,
    Number::Subroutines,
];

/// Most subroutines an ice may have (the broken subroutines of an encounter are 16 bits).
pub const MAX_SUBROUTINES: u8 = 16;

impl Number {
    /// The number's name (`"cost"`, `"break_cost"`, ...).
    pub fn name(self) -> &'static str {
        NUMBERS[ALL.iter().position(|&n| n == self).unwrap_or(0)]
    }
    /// This number of card `d` (as `d` reads: printed, or overridden in an overridden table);
    /// None where the card has no such number.
    pub fn value(self, d: &CardDef) -> Option<u8> {
        let b = super::breaker_of(d);
        let agenda = d.card_type == CardType::Agenda;
        match self {
            Number::Cost => (!matches!(d.card_type, CardType::Agenda | CardType::Identity)
                && !d.cost_is_x)
                .then_some(d.cost),
            Number::Strength => (d.card_type == CardType::Ice || b.is_some()).then_some(d.strength),
            Number::AdvancementRequirement => agenda.then_some(d.advancement_requirement),
            Number::AgendaPoints => agenda.then_some(d.agenda_points),
            Number::TrashCost => d.trash_cost,
            Number::MemoryCost => (d.card_type == CardType::Program).then_some(d.memory_cost),
            Number::Influence => (d.card_type != CardType::Identity).then_some(d.influence),
            Number::BreakCost => b.map(|b| b.break_cost),
            Number::BoostCost => b.filter(|b| b.boost_amount > 0).map(|b| b.boost_cost),
            Number::BoostStrength => b.filter(|b| b.boost_amount > 0).map(|b| b.boost_amount),
            Number::SubroutinesPerBreak => b.map(|_| super::subs_per_break(d)),
            Number::Subroutines => repeated_sub(d).map(|_| super::subroutines(d).len() as u8),
        }
    }
    /// The number named `name` (one of [`NUMBERS`]).
    pub fn parse(name: &str) -> Result<Number, EngineError> {
        NUMBERS
            .iter()
            .position(|&n| n == name)
            .map(|i| ALL[i])
            .ok_or_else(|| {
                EngineError::InvalidArgument(format!(
                    "unknown number {name:?} in an override; one of {}",
                    NUMBERS.join(", ")
                ))
            })
    }
}

/// One changed number: card `code` has `value` for `number`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardOverride {
    /// The card's code (its first printing's).
    pub card: String,
    /// Which number.
    pub number: Number,
    /// Its new value.
    pub value: u8,
}

/// The card definitions a game reads: the printed table or a copy with overrides.
#[derive(Clone, Copy)]
pub struct CardTable {
    defs: &'static [CardDef],
    overrides: &'static [CardOverride],
}

impl std::fmt::Debug for CardTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("CardTable").field(&self.overrides).finish()
    }
}

impl Default for CardTable {
    fn default() -> Self {
        CardTable::printed()
    }
}

/// Tables built for override sets, by their (sorted) overrides: built once, never changed.
static BUILT: Mutex<Vec<CardTable>> = Mutex::new(Vec::new());

/// Most distinct override sets one process builds tables for (each is kept for the life of
/// the process: a bound on the memory that input such as saved games can make it keep).
pub const MAX_TABLES: usize = 4096;

impl CardTable {
    /// The cards as printed.
    pub fn printed() -> CardTable {
        CardTable {
            defs: super::card_table(),
            overrides: &[],
        }
    }

    /// The printed table with `overrides` (card title or code, number name, value) applied.
    /// Errors name the override and why the engine cannot honour it: an unknown card or
    /// number, a number the card does not print, a value out of range, the same number set
    /// twice.
    pub fn with_overrides(overrides: &[(String, String, i64)]) -> Result<CardTable, EngineError> {
        let mut list = Vec::with_capacity(overrides.len());
        for (title, number, value) in overrides {
            let id = crate::titles::lookup_card(title)?;
            let number = Number::parse(number)?;
            let d = &super::card_table()[id as usize];
            let value = check(d, number, *value)?;
            list.push(CardOverride {
                card: d.code.to_string(),
                number,
                value,
            });
        }
        CardTable::from_list(list)
    }

    /// The table for already checked (or deserialized) overrides by code.
    fn from_list(mut list: Vec<CardOverride>) -> Result<CardTable, EngineError> {
        list.sort();
        for pair in list.windows(2) {
            if (&pair[0].card, pair[0].number) == (&pair[1].card, pair[1].number) {
                let d = &super::card_table()[crate::titles::lookup_card(&pair[0].card)? as usize];
                return Err(EngineError::InvalidArgument(format!(
                    "{} of {} is overridden twice",
                    pair[0].number.name(),
                    d.title
                )));
            }
        }
        if list.is_empty() {
            return Ok(CardTable::printed());
        }
        let mut built = BUILT.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(t) = built.iter().find(|t| t.overrides == list.as_slice()) {
            return Ok(*t);
        }
        if built.len() >= MAX_TABLES {
            return Err(EngineError::InvalidArgument(format!(
                "this process has built {MAX_TABLES} card tables with different overrides, the \
                 most it keeps; start a new process for more"
            )));
        }
        let mut defs: Vec<CardDef> = super::card_table().to_vec();
        for o in &list {
            let id = crate::titles::lookup_card(&o.card)? as usize;
            check(&defs[id], o.number, o.value as i64)?;
            apply(&mut defs[id], o.number, o.value);
        }
        let table = CardTable {
            defs: Box::leak(defs.into_boxed_slice()),
            overrides: Box::leak(list.into_boxed_slice()),
        };
        built.push(table);
        Ok(table)
    }

    /// The overrides (sorted by card code and number; empty for the printed table).
    pub fn overrides(&self) -> &'static [CardOverride] {
        self.overrides
    }

    /// Whether this is the printed table (no overrides).
    pub fn is_printed(&self) -> bool {
        self.overrides.is_empty()
    }

    /// Every card definition, index = card definition id.
    #[inline]
    pub fn defs(&self) -> &'static [CardDef] {
        self.defs
    }

    /// The definition with id `id`.
    #[inline]
    pub(crate) fn def(&self, id: u16) -> &'static CardDef {
        &self.defs[id as usize]
    }
}

impl Serialize for CardTable {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.overrides.serialize(s)
    }
}

impl<'de> Deserialize<'de> for CardTable {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<CardTable, D::Error> {
        let list = Vec::<CardOverride>::deserialize(d)?;
        for o in &list {
            let id = crate::titles::lookup_card(&o.card).map_err(serde::de::Error::custom)?;
            check(&super::card_table()[id as usize], o.number, o.value as i64)
                .map_err(serde::de::Error::custom)?;
        }
        CardTable::from_list(list).map_err(serde::de::Error::custom)
    }
}

fn refuse(d: &CardDef, number: Number, why: &str) -> EngineError {
    EngineError::InvalidArgument(format!(
        "cannot override {} of {}: {why}",
        number.name(),
        d.title
    ))
}

/// The subroutine all of `d`'s subroutines are, if they are all one printed (non-card) one.
fn repeated_sub(d: &CardDef) -> Option<Sub> {
    let subs = super::subroutines(d);
    let first = *subs.first()?;
    (!matches!(first, Sub::Card(_)) && subs.iter().all(|&s| s == first)).then_some(first)
}

/// Checks that the engine can honour `number` = `value` on `d`; the value as a `u8`.
fn check(d: &CardDef, number: Number, value: i64) -> Result<u8, EngineError> {
    let ty = d.card_type;
    let breaker = super::breaker_of(d);
    let (prints, low, high): (Result<(), &str>, i64, i64) = match number {
        Number::Cost => (
            if matches!(ty, CardType::Agenda | CardType::Identity) {
                Err("agendas and identities have no cost")
            } else if d.cost_is_x {
                Err("its cost is X, chosen as it is played")
            } else {
                Ok(())
            },
            0,
            255,
        ),
        Number::Strength => (
            if ty == CardType::Ice || breaker.is_some() {
                Ok(())
            } else {
                Err("only ice and icebreakers have a strength")
            },
            0,
            255,
        ),
        Number::AdvancementRequirement => (
            (ty == CardType::Agenda)
                .then_some(())
                .ok_or("only agendas have an advancement requirement"),
            1,
            255,
        ),
        Number::AgendaPoints => (
            (ty == CardType::Agenda)
                .then_some(())
                .ok_or("only agendas have agenda points"),
            0,
            255,
        ),
        Number::TrashCost => (
            d.trash_cost.map(|_| ()).ok_or("it prints no trash cost"),
            0,
            255,
        ),
        Number::MemoryCost => (
            (ty == CardType::Program)
                .then_some(())
                .ok_or("only programs have a memory cost"),
            0,
            255,
        ),
        Number::Influence => (
            (ty != CardType::Identity)
                .then_some(())
                .ok_or("an identity has no influence value"),
            0,
            255,
        ),
        Number::BreakCost | Number::SubroutinesPerBreak => (
            breaker.map(|_| ()).ok_or("it is not an icebreaker"),
            (number == Number::SubroutinesPerBreak) as i64,
            255,
        ),
        Number::BoostCost | Number::BoostStrength => (
            match breaker {
                None => Err("it is not an icebreaker"),
                Some(b) if b.boost_amount == 0 => Err("it has no strength ability"),
                Some(_) => Ok(()),
            },
            (number == Number::BoostStrength) as i64,
            255,
        ),
        Number::Subroutines => (
            if ty != CardType::Ice {
                Err("only ice has subroutines")
            } else if repeated_sub(d).is_none() {
                Err(
                    "its subroutines are not all the same printed subroutine, so their \
                     number is not one number",
                )
            } else {
                Ok(())
            },
            1,
            MAX_SUBROUTINES as i64,
        ),
    };
    prints.map_err(|why| refuse(d, number, why))?;
    if !(low..=high).contains(&value) {
        return Err(refuse(
            d,
            number,
            &format!("{value} is outside {low} to {high}"),
        ));
    }
    Ok(value as u8)
}

/// Changes `number` of `d` to `value` (already checked). Numbers in the card's behaviour
/// (breaker numbers, subroutines) get a copy of the behaviour with only that number changed.
fn apply(d: &mut CardDef, number: Number, value: u8) {
    let mut copy = match d.rules {
        Some(rules) => CardBehavior { ..*rules },
        None => super::card(""),
    };
    fn breaker(copy: &mut CardBehavior) -> &mut Breaker {
        copy.breaker.as_mut().expect("checked: an icebreaker")
    }
    match number {
        Number::Cost => return d.cost = value,
        Number::Strength => return d.strength = value,
        Number::AdvancementRequirement => return d.advancement_requirement = value,
        Number::AgendaPoints => return d.agenda_points = value,
        Number::TrashCost => return d.trash_cost = Some(value),
        Number::MemoryCost => return d.memory_cost = value,
        Number::Influence => return d.influence = value,
        Number::BreakCost => breaker(&mut copy).break_cost = value,
        Number::BoostCost => breaker(&mut copy).boost_cost = value,
        Number::BoostStrength => breaker(&mut copy).boost_amount = value,
        Number::SubroutinesPerBreak => copy.subs_per_break = value,
        Number::Subroutines => {
            let sub = repeated_sub(d).expect("checked: one repeated subroutine");
            copy.subroutines = Box::leak(vec![sub; value as usize].into_boxed_slice());
        }
    }
    d.rules = Some(Box::leak(Box::new(copy)));
}
