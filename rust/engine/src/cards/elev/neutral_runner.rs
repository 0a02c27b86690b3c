//! Elevation: the neutral Runner cards. Each card is one definition, listed in `CARDS`.

use crate::cards::{card, CardBehavior};
use crate::engine::{Event, Step};
use crate::side::Side;
use crate::state::Zone;

/// Every Elevation neutral Runner card definition.
pub(crate) static CARDS: &[CardBehavior] = &[SIDE_HUSTLE];

/// Hosted credits at which Side Hustle pays out.
const SIDE_HUSTLE_PAYS_AT: u8 = 6;

/// Side Hustle: a credit placed on it when it is installed and whenever a run begins; at 6
/// credits the Runner takes them all, trashes it and draws 1 card.
const SIDE_HUSTLE: CardBehavior = CardBehavior {
    triggers_on: Some(|_, card, event| {
        event == Event::Installed(card) || matches!(event, Event::RunBegins(..))
    }),
    resolve_trigger: Some(|s, card, _| {
        if s.card(card).zone == Zone::Rig {
            s.place_credits(card, 1);
        }
    }),
    // Card text: "when there are 6 or more hosted credits", checked as soon as it is so.
    state_check: Some(|s, card| {
        if s.card(card).zone != Zone::Rig || s.card(card).credits < SIDE_HUSTLE_PAYS_AT {
            return false;
        }
        s.take_all_credits(card);
        s.trash_now(card);
        s.push(Step::Draw(Side::Runner, 1));
        true
    }),
    ..card("35034")
};
