//! Neutral cards of the Core Set (Corp and Runner), described in our own words.

use crate::actions::{Action, ActionKind};
use crate::cards::{ability, card, mode, Breaker, CardBehavior, Sub};
use crate::engine::{DamageKind, Event, Step};
use crate::invariants::add_counter;
use crate::side::Side;
use crate::state::FLAG_USED_THIS_ENCOUNTER;
use crate::waits;

/// The neutral cards of the Core Set.
pub(crate) const CARDS: &[CardBehavior] = &[
    INFILTRATION,
    SURE_GAMBLE,
    CRYPSIS,
    ACCESS_TO_GLOBALSEC,
    ARMITAGE_CODEBUSTING,
    PRIORITY_REQUISITION,
    PRIVATE_SECURITY_FORCE,
    MELANGE_MINING,
    PAD_CAMPAIGN,
    HEDGE_FUND,
    ENIGMA,
    HUNTER,
    WALL_OF_STATIC,
];

// ----- Runner -----

/// Infiltration: gain 2 credits, or expose a card.
const INFILTRATION: CardBehavior = CardBehavior {
    actions: &[mode(0, "gain 2 credits", ""), mode(1, "expose a card", "")],
    play: Some(|s, card| s.push(Step::ChooseMode(card))),
    legal_modes: Some(|s, card, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(0));
        // Exposing needs an unrezzed installed card to have any effect.
        if s.corp_installed().any(|c| s.can_be_exposed(c)) {
            out.push(Action::new(ActionKind::Mode).card(card).target(1));
        }
    }),
    resolve_mode: Some(|s, _, mode| match mode {
        0 => s.push(Step::Gain(Side::Runner, 2)),
        _ => s.push(Step::ChooseExpose),
    }),
    ..card("01049")
};

/// Sure Gamble: gain 9 credits.
const SURE_GAMBLE: CardBehavior = CardBehavior {
    play: Some(|s, _| s.push(Step::Gain(Side::Runner, 9))),
    ..card("01050")
};

/// Crypsis: AI breaker, 1 credit per subroutine, 1 credit per +1 strength; a click places a
/// virus counter on it, and after an encounter in which it was used it loses one (or is trashed
/// without any).
const CRYPSIS: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: 0,
        break_cost: 1,
        boost_cost: 1,
        boost_amount: 1,
    }),
    actions: &[ability(1, "place 1 virus counter on Crypsis", "click")],
    click_abilities: Some(|_, card, _, out| {
        out.push(Action::new(ActionKind::Ability).card(card).target(1))
    }),
    use_click_ability: Some(|s, card, _| {
        let c = s.card_mut(card);
        c.virus = add_counter(c.virus, 1);
        s.log_counters(card, 1, 1, true);
    }),
    use_paid_ability: Some(|s, card, index| {
        if index == 0 {
            s.boost_breaker(card);
        }
    }),
    waits_for: waits::ENCOUNTER_ENDS,
    triggers_on: Some(|s, card, event| {
        matches!(event, Event::EncounterEnds(_))
            && s.card(card).flags & FLAG_USED_THIS_ENCOUNTER != 0
    }),
    resolve_trigger: Some(|s, card, _| {
        // Remove a hosted virus counter, or trash Crypsis if it has none.
        if s.card(card).virus > 0 {
            s.card_mut(card).virus -= 1;
            s.log_counters(card, 1, 1, false);
        } else {
            s.trash(card);
        }
    }),
    ..card("01051")
};

/// Access to Globalsec: +1 link.
const ACCESS_TO_GLOBALSEC: CardBehavior = CardBehavior {
    link: Some(|_, _| 1),
    ..card("01052")
};

/// Armitage Codebusting: 12 credits placed on it when installed; a click takes 2 of them, and
/// it is trashed once empty.
const ARMITAGE_CODEBUSTING: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "take 2 credits from it; it is trashed once empty",
        "click",
    )],
    click_abilities: Some(|s, card, _, out| {
        if s.card(card).credits > 0 {
            out.push(Action::new(ActionKind::Ability).card(card).target(0))
        }
    }),
    // Takes 2 credits; with no credits left on it, it is trashed.
    use_click_ability: Some(|s, card, _| s.take_hosted_credits(card, 2)),
    waits_for: waits::INSTALLED,
    triggers_on: Some(|_, card, event| event == Event::Installed(card)),
    resolve_trigger: Some(|s, card, _| {
        s.card_mut(card).credits = 12;
        s.log_card_credits(card, 12, true);
    }),
    ..card("01053")
};

// ----- Corp -----

/// Priority Requisition: when scored, the Corp may rez a piece of ice ignoring all costs.
const PRIORITY_REQUISITION: CardBehavior = CardBehavior {
    waits_for: waits::SCORED,
    triggers_on: Some(|_, card, event| event == Event::Scored(card)),
    resolve_trigger: Some(|s, _, _| s.push(Step::RezIceFree)),
    ..card("01106")
};

/// Private Security Force: while the Runner is tagged, a click does 1 meat damage.
const PRIVATE_SECURITY_FORCE: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "do 1 meat damage; only while the Runner is tagged",
        "click",
    )],
    click_abilities: Some(|s, card, _, out| {
        if s.runner.tags > 0 {
            out.push(Action::new(ActionKind::Ability).card(card).target(0))
        }
    }),
    use_click_ability: Some(|s, _, _| s.push(Step::Damage(DamageKind::Meat, 1))),
    ..card("01107")
};

/// Melange Mining Corp.: three clicks gain 7 credits.
const MELANGE_MINING: CardBehavior = CardBehavior {
    actions: &[ability(0, "gain 7 credits", "3 clicks")],
    click_abilities: Some(|_, card, clicks, out| {
        if clicks >= 3 {
            out.push(Action::new(ActionKind::Ability).card(card).target(0))
        }
    }),
    ability_clicks: Some(|_, _, _| 3),
    use_click_ability: Some(|s, _, _| s.push(Step::Gain(Side::Corp, 7))),
    ..card("01108")
};

/// PAD Campaign: 1 credit when the Corp's turn begins.
const PAD_CAMPAIGN: CardBehavior = CardBehavior {
    waits_for: waits::TURN_BEGINS,
    triggers_on: Some(|_, _, event| event == Event::TurnBegins(Side::Corp)),
    resolve_trigger: Some(|s, _, _| s.push(Step::Gain(Side::Corp, 1))),
    ..card("01109")
};

/// Hedge Fund: gain 9 credits.
const HEDGE_FUND: CardBehavior = CardBehavior {
    // Gained through the operation (The Zwicky Group sees the source).
    play: Some(|s, card| s.corp_gain_from(card, 9)),
    ..card("01110")
};

/// Enigma: the Runner loses a click; end the run.
const ENIGMA: CardBehavior = CardBehavior {
    subroutines: &[Sub::LoseClick, Sub::EndRun],
    ..card("01111")
};

/// Hunter: trace 3, a tag if successful.
const HUNTER: CardBehavior = CardBehavior {
    subroutines: &[Sub::TraceTag(3)],
    ..card("01112")
};

/// Wall of Static: end the run.
const WALL_OF_STATIC: CardBehavior = CardBehavior {
    subroutines: &[Sub::EndRun],
    ..card("01113")
};
