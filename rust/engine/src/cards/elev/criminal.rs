//! Elevation: the Criminal cards. Each card is one definition, listed in `CARDS`.

use crate::cards::{card, run_event, CardBehavior};
use crate::engine::{Event, Step};
use crate::side::Side;
use crate::state::{GameState, HQ};

/// Every Elevation Criminal card definition.
pub(crate) static CARDS: &[CardBehavior] = &[CLEAN_GETAWAY, TRANSFER_OF_WEALTH];

/// Whether `event` is the successful-run event of the run `card` made ("if successful": Rules
/// Reference, run step [5], the run is declared successful).
fn own_run_successful(s: &GameState, card: u8, event: Event) -> bool {
    matches!(event, Event::SuccessfulRun(_)) && s.run.is_some_and(|r| r.source == card)
}

/// Credits Clean Getaway gives.
const CLEAN_GETAWAY_GAIN: u8 = 6;

/// Clean Getaway: a run on any server; 6 credits as soon as it is declared successful.
const CLEAN_GETAWAY: CardBehavior = CardBehavior {
    play: Some(|s, card| s.push(Step::ChooseServer(card))),
    // Card text: any server.
    run_servers: Some(|_, _, _| true),
    // Card text "if successful": when the run is declared successful, before the breach (not
    // when the run ends, as Dirty Laundry's delayed ability).
    triggers_on: Some(own_run_successful),
    resolve_trigger: Some(|s, _, _| s.push(Step::Gain(Side::Runner, CLEAN_GETAWAY_GAIN))),
    ..card("35014")
};

/// What Transfer of Wealth takes from the Corp.
const TRANSFER_LOSS: u16 = 3;

/// Transfer of Wealth: a run on HQ; if successful the Runner takes 1 tag, the Corp loses up to
/// 3 credits and the Runner gains twice what was lost.
const TRANSFER_OF_WEALTH: CardBehavior = CardBehavior {
    play: Some(run_event::<HQ>),
    triggers_on: Some(own_run_successful),
    resolve_trigger: Some(|s, card, _| {
        // Card text, in order: the tag, then the loss and the gain (steps resolve last pushed
        // first; the card's own step offers no action and resolves when reached).
        s.push_choice(card, 0, 0);
        s.push(Step::Tags(1));
    }),
    resolve_card_choice: Some(|s, _, _, _, _| {
        // The loss is what the Corp has, up to 3 (it cannot lose more than it has); the gain
        // is 2 per credit lost.
        let lost = TRANSFER_LOSS.min(s.corp.credits);
        s.corp.credits -= lost;
        s.push(Step::Gain(Side::Runner, (2 * lost) as u8));
    }),
    ..card("35017")
};
