//! The functions through which the engine asks cards about a run: the card that made the run
//! (its bypass, the server it is successful on) and the cards in the attacked server's root
//! (additional costs to steal). Only cards written as a `CardBehavior` define these hooks.

use crate::actions::NONE;
use crate::state::{GameState, Zone};

/// Whether the run in progress bypasses the ice now encountered, by the definition of the card
/// that made the run (Inside Job).
pub(crate) fn bypasses_encounter(state: &GameState) -> bool {
    let Some(run) = state.run else { return false };
    if run.source == NONE {
        return false;
    }
    let f = super::abilities(state, run.source).and_then(|r| r.bypass_encounter);
    f.is_some_and(|f| f(state, run.source))
}

/// The server the run in progress is successful on, if the card that made the run changes it
/// (Sneakdoor Beta); asked even if that card left play during the run.
pub(crate) fn server_when_successful(state: &GameState) -> Option<u8> {
    let run = state.run?;
    if run.source == NONE {
        return None;
    }
    let f = super::abilities(state, run.source)?.successful_server?;
    f(state, run.source, run.server)
}

/// The run in progress would approach the attacked server: its source card may replace that
/// (Baker), before the [5.1] window.
pub(crate) fn run_would_approach_server(state: &mut GameState) {
    let Some(run) = state.run else { return };
    if run.source == NONE {
        return;
    }
    if let Some(f) = super::abilities(state, run.source).and_then(|b| b.run_would_approach_server) {
        f(state, run.source)
    }
}

/// Whether the Runner cannot spend credits from the credit pool now: the event making the run
/// in progress forbids it (Aircheck).
pub(crate) fn credit_pool_locked(state: &GameState) -> bool {
    match state.run {
        Some(r) if r.source != NONE && state.card(r.source).zone == Zone::PlayArea => {
            super::abilities(state, r.source).is_some_and(|b| b.locks_credit_pool)
        }
        _ => false,
    }
}

/// The play cost of operation or event `card` now: printed, changed by its own text (Tailgate),
/// never below 0.
pub(crate) fn play_cost(state: &GameState, card: u8) -> u32 {
    let printed = state.cdef(card).cost as i32;
    let own = super::abilities(state, card)
        .and_then(|b| b.own_play_cost)
        .map_or(0, |f| f(state, card));
    (printed + own).max(0) as u32
}

/// Additional credits the Runner must pay to steal accessed `agenda` in the run in progress:
/// what the cards in the root of the attacked server ask, plus the costs that persist for the
/// run (Red Herrings accessed earlier in it, "Persistent").
pub(crate) fn steal_cost(state: &GameState, agenda: u8) -> u32 {
    let Some(run) = state.run else { return 0 };
    let here: u32 = state.corp.servers[run.server as usize]
        .root
        .iter()
        .filter_map(|&c| {
            let f = super::abilities(state, c)?.steal_cost?;
            Some(f(state, c, agenda))
        })
        .sum();
    // Rezzed cards anywhere that tax every steal (Magistrate Revontulet).
    let anywhere: u32 = state
        .corp
        .servers
        .iter()
        .flat_map(|s| s.root.iter())
        .filter(|&&c| state.card(c).rezzed)
        .filter_map(|&c| {
            let f = super::abilities(state, c)?.steal_cost_anywhere?;
            Some(f(state, c, agenda))
        })
        .sum();
    here + anywhere + run.steal_cost_persist as u32
}

/// The Corp would end the run in progress (`Step::EndRun`): whether the card that made it
/// prevents that (Shred), asked only of a run not yet ended or declared successful.
pub(crate) fn run_end_prevented(state: &mut GameState) -> bool {
    let Some(run) = state.run.filter(|r| !r.ended && !r.successful) else {
        return false;
    };
    if run.source == NONE {
        return false;
    }
    match super::abilities(state, run.source).and_then(|b| b.prevents_run_end) {
        Some(f) => f(state, run.source),
        None => false,
    }
}
