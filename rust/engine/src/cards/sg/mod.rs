//! System Gateway (2021), one file per faction (identities in their faction's file; The Catalyst
//! and The Syndicate in the neutral files of their side). Each file lists its cards' definitions
//! in `CARDS`. Its two reprints, Sure Gamble and Hedge Fund, are the Core Set definitions (see
//! `CardDef::printings`).

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

/// Every System Gateway card definition, by faction.
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
