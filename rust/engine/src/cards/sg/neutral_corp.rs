//! System Gateway (2021): the neutral Corp cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every System Gateway neutral Corp card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    // Offworld Office, Orbital Superiority
    OFFWORLD_OFFICE,
    ORBITAL_SUPERIORITY,
];

// ----- Offworld Office, Orbital Superiority (paths spelled out: this file is shared) -----

/// Offworld Office: when scored, the Corp gains 7 credits.
const OFFWORLD_OFFICE: CardBehavior = CardBehavior {
    triggers_on: Some(|_, card, event| event == crate::engine::Event::Scored(card)),
    // Card text: gain 7 credits.
    resolve_trigger: Some(|s, _, _| s.push(crate::engine::Step::Gain(crate::side::Side::Corp, 7))),
    ..crate::cards::card("30067")
};

/// Orbital Superiority: when scored, 4 meat damage if the Runner is tagged, else 1 tag.
const ORBITAL_SUPERIORITY: CardBehavior = CardBehavior {
    triggers_on: Some(|_, card, event| event == crate::engine::Event::Scored(card)),
    // Card text: tagged as it resolves: 4 meat damage; otherwise 1 tag.
    resolve_trigger: Some(|s, _, _| {
        s.push(if s.runner.tags > 0 {
            crate::engine::Step::Damage(crate::engine::DamageKind::Meat, 4)
        } else {
            crate::engine::Step::Tags(1)
        })
    }),
    ..crate::cards::card("30068")
};
