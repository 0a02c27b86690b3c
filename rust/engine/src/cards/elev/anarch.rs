//! Elevation: the Anarch cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{ability, card, subtype, Breaker, CardBehavior, CardType};
use crate::engine::Step;
use crate::side::Side;
use crate::state::{GameState, Zone};

/// Every Elevation Anarch card definition.
pub(crate) static CARDS: &[CardBehavior] = &[RISING_TIDE, RENT_RIOTERS];

const BARRIER: u64 = subtype("Barrier");
const FRACTER: u64 = subtype("Fracter");

/// Rising Tide's strength from the heap: 1 per fracter program there.
fn fracters_in_heap(s: &GameState) -> i32 {
    s.cards
        .iter()
        .filter(|c| c.zone == Zone::Heap)
        .filter(|c| {
            let d = c.def();
            d.card_type == CardType::Program && d.subtypes & FRACTER != 0
        })
        .count() as i32
}

/// Rising Tide: a fracter (1 credit: break a barrier subroutine, 1 credit: +1 strength) that is
/// 1 stronger for each fracter in the Runner's heap.
const RISING_TIDE: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: BARRIER,
        break_cost: 1,
        boost_cost: 1,
        boost_amount: 1,
    }),
    use_paid_ability: Some(|s, card, index| {
        if index == 0 {
            s.boost_breaker(card);
        }
    }),
    // Card text: its own strength, +1 per fracter in the heap (itself never: it is installed).
    strength_modifier: Some(|s, card, target| {
        if target == card {
            fracters_in_heap(s)
        } else {
            0
        }
    }),
    ..card("35009")
};

/// Credits Rent Rioters gives.
const RENT_RIOTERS_GAIN: u8 = 9;

/// Rent Rioters: three clicks and trashing it give 9 credits.
const RENT_RIOTERS: CardBehavior = CardBehavior {
    actions: &[ability(0, "gain 9 credits", "3 clicks, trash Rent Rioters")],
    click_abilities: Some(|_, card, clicks, out| {
        if clicks >= 3 {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    ability_clicks: Some(|_, _, _| 3),
    use_click_ability: Some(|s, card, _| {
        // The cost: trashing it (it cannot be prevented: the Runner's own cost).
        s.trash_now(card);
        s.push(Step::Gain(Side::Runner, RENT_RIOTERS_GAIN));
    }),
    ..card("35011")
};
