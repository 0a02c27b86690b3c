//! Vantage Point: the NBN cards. Each card is one definition, listed in `CARDS`.

use crate::cards::{card, mode, CardBehavior, Sub};
use crate::engine::{Event, Step};
use crate::state::{GameState, Zone, ARCHIVES};

/// Every Vantage Point NBN card definition.
pub(crate) static CARDS: &[CardBehavior] = &[GRUBBER, PAYWALL];

/// Rules Reference, "Encounter": an encounter ability of `ice` resolves only if that encounter
/// is still taking place (a bypass ends it first).
fn still_encountering(state: &GameState, ice: u8) -> bool {
    state.run.is_some_and(|r| !r.ended && r.encounter == ice)
}

/// What Paywall's subroutine asks the Runner to pay.
const PAYWALL_TOLL: u16 = 1;

/// Paywall: on encounter the Runner loses 1 credit; its subroutine ends the run unless the
/// Runner pays 1 credit.
const PAYWALL: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0)],
    sub_text: &["End the run unless the Runner pays 1 credit."],
    actions: &[
        mode(0, "pay 1 credit (the run goes on)", "1 credit"),
        mode(1, "do not pay: the run ends", ""),
    ],
    triggers_on: Some(|_, card, event| event == Event::Encountered(card)),
    resolve_trigger: Some(|s, card, _| {
        // A loss from the credit pool (none when it is empty); not if a bypass ended the
        // encounter first.
        if still_encountering(s, card) {
            s.runner.credits = s.runner.credits.saturating_sub(1);
        }
    }),
    resolve_sub: Some(|s, ice, _| s.push(Step::RunnerMode(ice))),
    // The Runner decides: pay if able (as for Pop-up Window), or not.
    legal_modes: Some(|s, card, out| s.offer_toll(card, PAYWALL_TOLL, out)),
    resolve_mode: Some(|s, _, m| s.resolve_toll(m, PAYWALL_TOLL)),
    ..card("36052")
};

/// What each of Grubber's subroutines asks the Runner to pay.
const GRUBBER_TOLL: u16 = 3;

/// Grubber: rezzed while protecting a central server, it gives the Corp 1 bad publicity; both
/// its subroutines end the run unless the Runner pays 3 credits.
const GRUBBER: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(0)],
    sub_text: &["End the run unless the Runner pays 3 credits."],
    actions: &[
        mode(0, "pay 3 credits (the run goes on)", "3 credits"),
        mode(1, "do not pay: the run ends", ""),
    ],
    // Card text: any rez (not only during a run), if it protects HQ, R&D or Archives.
    triggers_on: Some(|s, card, event| {
        event == Event::Rezzed(card)
            && matches!(s.card(card).zone, Zone::Ice(server) if server <= ARCHIVES)
    }),
    resolve_trigger: Some(|s, _, _| s.take_bad_publicity(1)),
    resolve_sub: Some(|s, ice, _| s.push(Step::RunnerMode(ice))),
    legal_modes: Some(|s, card, out| s.offer_toll(card, GRUBBER_TOLL, out)),
    resolve_mode: Some(|s, _, m| s.resolve_toll(m, GRUBBER_TOLL)),
    ..card("36050")
};
