//! System Gateway (2021): the neutral Corp cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every System Gateway neutral Corp card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    OFFWORLD_OFFICE,
    ORBITAL_SUPERIORITY,
    SEND_A_MESSAGE,
    SUPERCONDUCTING_HUB,
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


// ----- Send a Message, Superconducting Hub (full paths: other blocks of this file import
// their own names) -----

/// Send a Message: when scored or stolen, the Corp may rez an installed piece of ice at no cost.
const SEND_A_MESSAGE: CardBehavior = CardBehavior {
    // Card text: scored, or stolen (the stolen agenda's own ability, Rules Reference "Steal").
    triggers_on: Some(|_, card, event| {
        use crate::engine::Event;
        event == Event::Scored(card) || event == Event::Stolen(card)
    }),
    // Ruling 1: ignoring all costs, additional costs included (Archer's forfeit).
    resolve_trigger: Some(|s, _, _| s.push(crate::engine::Step::RezIceFree)),
    ..crate::cards::card("30069")
};

/// `Step::Choice` kind (`n`) of Superconducting Hub: draw 2 cards or not.
const HUB_DRAW: u8 = 1;

/// Superconducting Hub: when scored, the Corp may draw 2 cards; +2 maximum hand size while it is
/// in the Corp's score area.
const SUPERCONDUCTING_HUB: CardBehavior = CardBehavior {
    actions: &[crate::cards::mode(0, "draw 2 cards", "")],
    triggers_on: Some(|_, card, event| event == crate::engine::Event::Scored(card)),
    resolve_trigger: Some(|s, card, _| s.ask_choice(card, HUB_DRAW, 0)),
    legal_choices: Some(|_, card, _, _, out| {
        use crate::actions::{Action, ActionKind};
        out.push(Action::new(ActionKind::Mode).card(card).target(0));
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == crate::actions::ActionKind::Mode {
            s.push(crate::engine::Step::Draw(crate::side::Side::Corp, 2));
        }
    }),
    choice_label: Some(|_, _, _, _, a| {
        Some(match a.kind {
            crate::actions::ActionKind::Mode => "draw 2 cards (Superconducting Hub)".into(),
            _ => "draw no cards".into(),
        })
    }),
    // Active only in the Corp's score area (Rules Reference, "Active"): not once stolen.
    hand_size: Some(|_, _| 2),
    ..crate::cards::card("30070")
};
