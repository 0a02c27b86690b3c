//! System Update 2021, one file per faction (identities in their faction's file). Each file lists
//! its cards' definitions in `CARDS`. Its 27 reprints of Core Set and System Gateway titles are
//! the earlier sets' definitions (see `CardDef::printings`).

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

/// Every System Update 2021 card definition, by faction.
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
