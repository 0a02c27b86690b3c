//! Vantage Point: the Shaper cards. Each card is one definition, listed in `CARDS`.

use crate::cards::{card, CardBehavior, CardType};
use crate::engine::{Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone};

/// Every Vantage Point Shaper card definition.
pub(crate) static CARDS: &[CardBehavior] = &[STOWAWAY, HIRAM];

/// Whether `c` is a piece of the Runner's hardware.
fn runner_hardware(s: &GameState, c: u8) -> bool {
    s.card(c).owner == Side::Runner && s.cdef(c).card_type == CardType::Hardware
}

/// Hiram "0mission" Svensson: each time the Runner installs or trashes a piece of hardware
/// (installed, from the grip, from anywhere), the Runner looks at the top card of R&D.
const HIRAM: CardBehavior = CardBehavior {
    // Card text: install or trash, "from any location"; an empty R&D has nothing to look at.
    triggers_on: Some(|s, _, event| match event {
        Event::Installed(c) | Event::Trashed(c) => runner_hardware(s, c) && !s.corp.rd.is_empty(),
        _ => false,
    }),
    // Rules Reference, "Look": the card becomes known to the Runner and stays where it is.
    resolve_trigger: Some(|s, _, _| {
        if let Some(&top) = s.corp.rd.last() {
            s.card_mut(top).known |= Side::Runner.bit();
        }
    }),
    ..card("36017")
};

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
