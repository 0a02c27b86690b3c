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

#[cfg(test)]
mod tests {
    /// Rules Reference, "Advancement Tokens": a card that is not an agenda can be advanced only
    /// if its text says so. The fact `advanceable` (used where the card is not yet installed, e.g.
    /// by `GameState::determinize`) and the hook `can_advance` must tell the same.
    #[test]
    fn advanceable_fact_agrees_with_can_advance_hook() {
        for card in super::FACTIONS.iter().flat_map(|f| f.iter()) {
            assert_eq!(
                card.advanceable,
                card.can_advance.is_some(),
                "card {}: the advanceable fact and the can_advance hook disagree",
                card.code
            );
        }
    }
}
