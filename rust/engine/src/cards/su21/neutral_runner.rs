//! System Update 2021: the neutral Runner cards. Each card is one definition, listed in `CARDS`.

use crate::cards::{card, CardBehavior};
use crate::engine::{Event, Spend, Step};
use crate::side::Side;
use crate::state::{GameState, Zone};
use crate::waits;

/// Every System Update 2021 neutral Runner card definition.
pub(crate) static CARDS: &[CardBehavior] = &[DIRTY_LAUNDRY, PREPAID_VOICEPAD, EARTHRISE_HOTEL];

/// Credits Dirty Laundry gives after a successful run.
const DIRTY_LAUNDRY_GAIN: u8 = 5;

/// Dirty Laundry: a run on any server; when it ends, 5 credits if it was successful.
const DIRTY_LAUNDRY: CardBehavior = CardBehavior {
    play: Some(|s, card| s.push(Step::ChooseServer(card))),
    // Card text: any server.
    run_servers: Some(|_, _, _| true),
    // Card text: a delayed conditional ability of the event ("when that run ends"), for its own
    // run only, and only if that run was declared successful ([5.4]) before it ended.
    waits_for: waits::RUN_ENDED,
    triggers_on: Some(|s, card, event| {
        matches!(
            event,
            Event::RunEnded {
                successful: true,
                ..
            }
        ) && s.run.is_some_and(|r| r.source == card)
    }),
    resolve_trigger: Some(|s, _, _| s.push(Step::Gain(Side::Runner, DIRTY_LAUNDRY_GAIN))),
    ..card("31037")
};

/// Prepaid VoicePAD: 1 recurring credit that may pay only for playing events.
const PREPAID_VOICEPAD: CardBehavior = CardBehavior {
    recurring_credits: 1,
    // Card text: hosted credits pay play costs of events, nothing else.
    pays_for: Some(|_, _, spend| matches!(spend, Spend::PlayEvent(_))),
    ..card("31038")
};

/// Power counters loaded onto Earthrise Hotel when it is installed.
const EARTHRISE_LOAD: u8 = 3;
/// Cards Earthrise Hotel draws as each Runner turn begins.
const EARTHRISE_DRAW: u8 = 2;
/// `Step::Choice` kind (`n`) of Earthrise Hotel: its "when it is empty" ability, waiting below
/// the draw (it offers no action: it resolves as soon as it is reached).
const EARTHRISE_EMPTY: u8 = 1;
/// Counter kind "power" in the event log (`log::COUNTER_NAMES`).
const POWER: u16 = 3;

/// Earthrise Hotel's turn-begins ability: remove a power counter and draw 2 cards; emptied, its
/// "when it is empty" ability triggers then and resolves after the draw.
fn earthrise_turn(s: &mut GameState, card: u8) {
    let had = s.card(card).power;
    if had > 0 {
        s.card_mut(card).power = had - 1;
        s.log_counters(card, POWER, 1, false);
    }
    if had == 1 {
        s.push_choice(card, EARTHRISE_EMPTY, 0);
    }
    s.push(Step::Draw(Side::Runner, EARTHRISE_DRAW));
}

/// Earthrise Hotel: loaded with 3 power counters when installed; as each Runner turn begins it
/// spends one to draw 2 cards, and it is trashed once empty.
const EARTHRISE_HOTEL: CardBehavior = CardBehavior {
    waits_for: waits::INSTALLED | waits::TURN_BEGINS,
    triggers_on: Some(|_, card, event| {
        event == Event::Installed(card) || event == Event::TurnBegins(Side::Runner)
    }),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Installed(_) => {
            // Card text: load 3 power counters (placed from the bank).
            let c = s.card_mut(card);
            c.power = crate::invariants::add_counter(c.power, EARTHRISE_LOAD);
            s.log_counters(card, POWER, EARTHRISE_LOAD.into(), true);
        }
        _ => earthrise_turn(s, card),
    }),
    // No action: the pending "when it is empty" ability resolves at once. Card text: trash it,
    // if it is still installed and still empty.
    resolve_card_choice: Some(|s, card, _, _, _| {
        if s.card(card).zone == Zone::Rig && s.card(card).power == 0 {
            s.trash(card);
        }
    }),
    ..card("31039")
};
