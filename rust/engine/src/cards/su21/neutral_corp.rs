//! System Update 2021: the neutral Corp cards. Each card is one definition, listed in `CARDS`.

use crate::cards::{card, mode, CardBehavior};
use crate::engine::{Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone};

/// Every System Update 2021 neutral Corp card definition.
pub(crate) static CARDS: &[CardBehavior] = &[SUBLIMINAL_MESSAGING];

/// Subliminal Messaging: its "when your turn begins" condition: it is in Archives and the Runner
/// initiated no run during their last turn (card text).
fn subliminal_may_return(s: &GameState, card: u8) -> bool {
    s.card(card).zone == Zone::Archives && !s.last_runner_turn.made_run
}

/// Subliminal Messaging: gain 1 credit, and a click for the first copy played each turn; from
/// Archives, it may return to HQ when the Corp's turn begins after a Runner turn without runs.
const SUBLIMINAL_MESSAGING: CardBehavior = CardBehavior {
    actions: &[mode(
        0,
        "reveal Subliminal Messaging and add it from Archives to HQ",
        "",
    )],
    play: Some(|s, card| {
        // Card text: the first time each turn a copy is played, the Corp gains a click (after
        // the credit: pushed first, it resolves second).
        if !s.turn_flags.subliminal_played {
            s.turn_flags.subliminal_played = true;
            s.corp.clicks = crate::invariants::add_clicks(s.corp.clicks, 1);
        }
        s.push(Step::CorpGainFrom(card, 1));
    }),
    // Card text: its turn-begins ability works from Archives, faceup or facedown. "You may":
    // offered in the Corp's turn-begins decision on its Archives cards, which a Corp with the
    // card in its deck gets every turn, so a facedown copy is not given away by the decision.
    triggers_in_discard: true,
    // "If" condition: checked as the decision offers it and again as it resolves.
    triggers_on: Some(|s, card, event| {
        event == Event::TurnBegins(Side::Corp) && subliminal_may_return(s, card)
    }),
    resolve_mode: Some(|s, card, m| {
        if m == 0 && subliminal_may_return(s, card) {
            // Ruling 1: it is revealed even if it was faceup in Archives; both sides know it.
            s.card_mut(card).known = Side::Corp.bit() | Side::Runner.bit();
            s.add_to_hq(card, Zone::Archives, true);
        }
    }),
    ..card("31082")
};
