//! Elevation: the Criminal cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{card, mode, run_event, CardBehavior};
use crate::engine::{Event, Step};
use crate::side::Side;
use crate::state::{GameState, HQ};

/// Every Elevation Criminal card definition.
pub(crate) static CARDS: &[CardBehavior] = &[CLEAN_GETAWAY, LIE_LOW, TRANSFER_OF_WEALTH];

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

/// Lie Low's modes: draw 4 cards, or remove 1 or 2 tags.
const LIE_LOW_DRAW: u8 = 0;
const LIE_LOW_ONE_TAG: u8 = 1;
const LIE_LOW_TWO_TAGS: u8 = 2;

/// Lie Low: a Double event (an extra click to play): draw 4 cards, or remove up to 2 tags.
const LIE_LOW: CardBehavior = CardBehavior {
    actions: &[
        mode(LIE_LOW_DRAW, "draw 4 cards", ""),
        mode(LIE_LOW_ONE_TAG, "remove 1 tag", ""),
        mode(LIE_LOW_TWO_TAGS, "remove 2 tags", ""),
    ],
    // Card text: spending a click is an additional cost to play it.
    additional_play_clicks: 1,
    play: Some(|s, card| s.push(Step::RunnerMode(card))),
    // "Up to 2": 1 or 2 of the tags the Runner has (removing none would change nothing, so it
    // is not offered as a third way to remove tags).
    legal_modes: Some(|s, card, out| {
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(LIE_LOW_DRAW),
        );
        for (m, need) in [(LIE_LOW_ONE_TAG, 1), (LIE_LOW_TWO_TAGS, 2)] {
            if s.runner.tags >= need {
                out.push(Action::new(ActionKind::Mode).card(card).target(m));
            }
        }
    }),
    resolve_mode: Some(|s, _, m| match m {
        LIE_LOW_DRAW => s.push(Step::Draw(Side::Runner, 4)),
        _ => s.runner.tags = s.runner.tags.saturating_sub(m),
    }),
    ..card("35015")
};
