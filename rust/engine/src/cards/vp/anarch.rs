//! Vantage Point: the Anarch cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{ability, card, Breaker, CardBehavior, CardType, BARRIER};
use crate::engine::{Event, Spend, Window};
use crate::state::{GameState, Zone};

/// Every Vantage Point Anarch card definition.
pub(crate) static CARDS: &[CardBehavior] = &[CORSAIR, LAMPADES];

/// Strength Corsair's second ability takes from the encountered barrier.
const CORSAIR_MINUS: u8 = 3;

/// Corsair: the barrier being encountered in paid ability window `w`, if any.
fn encountered_barrier(s: &GameState, w: Window) -> Option<u8> {
    if !w.encounter {
        return None;
    }
    s.encountered_rezzed_ice()
        .filter(|&ice| s.cdef(ice).subtypes & BARRIER != 0)
}

/// Corsair: fracter of strength 0 with no strength ability; 1 credit breaks a barrier
/// subroutine (an interface ability: at least the ice's strength); 1 credit from stealth cards
/// gives the encountered barrier -3 strength for the encounter.
const CORSAIR: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: BARRIER,
        break_cost: 1,
        boost_cost: 0,
        boost_amount: 0,
    }),
    actions: &[ability(
        1,
        "the encountered barrier gets -3 strength for this encounter",
        "1 credit from stealth cards",
    )],
    paid_abilities: Some(|s, card, w, out| {
        // Card text: only the credits of stealth cards pay for it; not an interface ability.
        if encountered_barrier(s, w).is_some() && s.stealth_credits_for(Spend::Ability(card)) >= 1 {
            out.push(Action::new(ActionKind::Ability).card(card).target(1));
        }
    }),
    use_paid_ability: Some(|s, card, index| {
        if index == 1 {
            s.pay_stealth(Spend::Ability(card), 1);
            s.lower_encountered_ice_strength(CORSAIR_MINUS);
        }
    }),
    could_change_state: Some(|s, _, _, index| index != 1 || s.can_lower_encountered_strength()),
    ..card("36004")
};

/// Power counters Lampades is installed with.
const LAMPADES_COUNTERS: u8 = 3;

/// Lampades: the printed rez or play cost of accessed `target`, if it has one (agendas have
/// neither).
fn printed_cost(s: &GameState, target: u8) -> Option<u32> {
    let d = s.cdef(target);
    match d.card_type {
        CardType::Asset | CardType::Upgrade | CardType::Ice | CardType::Operation => {
            Some(d.cost as u32)
        }
        _ => None,
    }
}

/// Lampades: 3 power counters when installed; while accessing a card, a hosted power counter
/// and the card's printed rez or play cost, paid from stealth cards only, trash it.
const LAMPADES: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "trash the card being accessed",
        "1 hosted power counter and its printed rez or play cost from stealth cards",
    )],
    triggers_on: Some(|_, card, event| event == Event::Installed(card)),
    resolve_trigger: Some(|s, card, _| s.place_power_counters(card, LAMPADES_COUNTERS)),
    access_abilities: Some(|s, card, target, out| {
        // Card text: a card with no printed rez or play cost (an agenda) cannot be paid for;
        // one already in Archives cannot be trashed again (Rules Reference, "Trash").
        let Some(cost) = printed_cost(s, target) else {
            return;
        };
        if s.card(card).power > 0
            && s.card(target).zone != Zone::Archives
            && s.stealth_credits_for(Spend::Ability(card)) >= cost
        {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_access_ability: Some(|s, card, _, target| {
        let cost = printed_cost(s, target).unwrap_or(0);
        s.remove_power_counter(card);
        s.pay_stealth(Spend::Ability(card), cost as u16);
        s.trash_accessed(target);
        s.finish_access(target);
    }),
    ..card("36005")
};
