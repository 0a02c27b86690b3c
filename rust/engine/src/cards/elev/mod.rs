//! Elevation (2025), one file per faction (identities in their faction's file). Each file lists
//! its cards' definitions in `CARDS`. With System Gateway it makes today's Startup format
//! (`deck::Format::Startup`); a card with no definition here is in the card table as not
//! implemented, and decks refuse it by name.

pub(crate) mod anarch;
pub(crate) mod criminal;
pub(crate) mod haas_bioroid;
pub(crate) mod jinteki;
pub(crate) mod nbn;
pub(crate) mod neutral_corp;
pub(crate) mod neutral_runner;
pub(crate) mod shaper;
pub(crate) mod weyland;

use super::CardBehavior;

/// Every Elevation card definition, by faction.
pub(crate) static FACTIONS: &[&[CardBehavior]] = &[
    anarch::CARDS,
    criminal::CARDS,
    shaper::CARDS,
    neutral_runner::CARDS,
    haas_bioroid::CARDS,
    jinteki::CARDS,
    nbn::CARDS,
    weyland::CARDS,
    neutral_corp::CARDS,
];
