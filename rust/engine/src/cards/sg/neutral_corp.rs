//! System Gateway (2021): the neutral Corp cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;
use crate::cards::{card, Sub};
use crate::engine::{DamageKind, Step};
use crate::waits;

/// Every System Gateway neutral Corp card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    OFFWORLD_OFFICE,
    ORBITAL_SUPERIORITY,
    SEND_A_MESSAGE,
    SUPERCONDUCTING_HUB,
    REGOLITH_MINING_LICENSE,
    PALISADE,
    TITHE,
    WHITESPACE,
    THE_SYNDICATE,
];

// ----- Offworld Office, Orbital Superiority (paths spelled out: this file is shared) -----

/// Offworld Office: when scored, the Corp gains 7 credits.
const OFFWORLD_OFFICE: CardBehavior = CardBehavior {
    waits_for: waits::SCORED,
    triggers_on: Some(|_, card, event| event == crate::engine::Event::Scored(card)),
    // Card text: gain 7 credits.
    resolve_trigger: Some(|s, card, _| s.corp_gain_from(card, 7)),
    ..crate::cards::card("30067")
};

/// Orbital Superiority: when scored, 4 meat damage if the Runner is tagged, else 1 tag.
const ORBITAL_SUPERIORITY: CardBehavior = CardBehavior {
    waits_for: waits::SCORED,
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
    waits_for: waits::SCORED | waits::STOLEN,
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
    waits_for: waits::SCORED,
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

// ----- Regolith Mining License, Palisade (paths spelled out: this file is shared) -----

/// Credits loaded onto Regolith Mining License when it is rezzed.
const REGOLITH_LOAD: u8 = 15;
/// Credits its click ability takes.
const REGOLITH_TAKE: u8 = 3;

/// Regolith Mining License: 15 credits loaded on it when rezzed; a click takes 3 of them; it is
/// trashed once empty.
const REGOLITH_MINING_LICENSE: CardBehavior = CardBehavior {
    actions: &[crate::cards::ability(
        0,
        "take 3 credits from Regolith Mining License",
        "1 click",
    )],
    waits_for: waits::REZZED,
    triggers_on: Some(|_, card, event| event == crate::engine::Event::Rezzed(card)),
    resolve_trigger: Some(|s, card, _| {
        s.card_mut(card).credits = REGOLITH_LOAD;
        s.log_card_credits(card, REGOLITH_LOAD, true);
    }),
    click_abilities: Some(|s, card, _, out| {
        if s.card(card).credits > 0 {
            out.push(
                crate::actions::Action::new(crate::actions::ActionKind::Ability)
                    .card(card)
                    .target(0),
            )
        }
    }),
    use_click_ability: Some(|s, card, _| {
        let take = s.card(card).credits.min(REGOLITH_TAKE);
        s.card_mut(card).credits -= take;
        s.log_card_credits(card, take, false);
        s.corp.credits = crate::invariants::add_credits(s.corp.credits, take as u16);
        // Card text: empty, it is trashed.
        if s.card(card).credits == 0 {
            s.trash(card);
        }
    }),
    ..crate::cards::card("30071")
};

/// Palisade: +2 strength while protecting a remote server; end the run.
const PALISADE: CardBehavior = CardBehavior {
    subroutines: &[crate::cards::Sub::EndRun],
    strength_modifier: Some(|s, card, target| {
        // Card text: remote servers are the ones after the three centrals.
        match s.card(card).zone {
            crate::state::Zone::Ice(server)
                if target == card && server > crate::state::ARCHIVES =>
            {
                2
            }
            _ => 0,
        }
    }),
    ..crate::cards::card("30072")
};

// ----- Tithe, Whitespace, The Syndicate -----

/// Tithe: 1 net damage, then the Corp gains 1 credit.
const TITHE: CardBehavior = CardBehavior {
    subroutines: &[Sub::Damage(DamageKind::Net, 1), Sub::GainCredits(1)],
    ..card("30073")
};

/// Whitespace: the Runner loses 3 credits, then the run ends if the Runner has 6 or fewer.
const WHITESPACE: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1)],
    sub_text: &[
        "The Runner loses 3 credits.",
        "End the run if the Runner has 6 credits or fewer.",
    ],
    resolve_sub: Some(|s, _, index| match index {
        // Ruling 2: losing credits drains the credit pool only (never credits on cards); the
        // change is recorded at the next pool sync like any credit change.
        0 => {
            s.runner_lose_credits(3);
        }
        // Ruling 1: checked as this subroutine resolves, after the first; ruling 3: only the
        // credit pool counts, not credits hosted on cards.
        _ => {
            if s.runner.credits <= 6 {
                s.push(Step::EndRun);
            }
        }
    }),
    ..card("30074")
};

/// The Syndicate: Profit over Principle: the beginner Corp identity; no ability (its text only
/// restricts it to starter games, a matter of deck building left to the players).
const THE_SYNDICATE: CardBehavior = card("30077");
