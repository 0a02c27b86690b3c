//! Vantage Point: the Shaper cards. Each card is one definition, listed in `CARDS`.

use crate::cards::{card, CardBehavior};
use crate::engine::{Event, Step};
use crate::side::Side;
use crate::state::Zone;

/// Every Vantage Point Shaper card definition.
pub(crate) static CARDS: &[CardBehavior] = &[STOWAWAY];

/// Credits Stowaway gives.
const STOWAWAY_GAIN: u8 = 2;

/// Stowaway: a trojan installed on any piece of ice; each successful run on the server that ice
/// protects gives the Runner 2 credits.
const STOWAWAY: CardBehavior = CardBehavior {
    needs_host: true,
    // Card text: install only on a piece of ice (rezzed or not).
    own_host: Some(|s, _, host| matches!(s.card(host).zone, Zone::Ice(_))),
    triggers_on: Some(|s, card, event| match event {
        Event::SuccessfulRun(server) => {
            let host = s.card(card).host;
            host != crate::actions::NONE && s.card(host).zone == Zone::Ice(server)
        }
        _ => false,
    }),
    resolve_trigger: Some(|s, _, _| s.push(Step::Gain(Side::Runner, STOWAWAY_GAIN))),
    ..card("36024")
};
