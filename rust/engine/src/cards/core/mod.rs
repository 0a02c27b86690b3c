//! The Core Set (2012), one file per faction (identities in their faction's file). Each file
//! lists its cards' definitions in `CARDS`.

pub(crate) mod anarch;
pub(crate) mod criminal;
pub(crate) mod haas_bioroid;
pub(crate) mod jinteki;
pub(crate) mod nbn;
pub(crate) mod neutral;
pub(crate) mod shaper;
pub(crate) mod weyland;

use super::CardBehavior;

/// Every Core Set card definition, by faction.
pub(crate) static FACTIONS: &[&[CardBehavior]] = &[
    anarch::CARDS,
    criminal::CARDS,
    shaper::CARDS,
    neutral::CARDS,
    haas_bioroid::CARDS,
    jinteki::CARDS,
    nbn::CARDS,
    weyland::CARDS,
];
