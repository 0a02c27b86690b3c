//! What installed cards give now, read through the blank-aware [`super::abilities`] (a card that
//! lost all its abilities, Magnet's hosted program, gives nothing): icebreaker abilities,
//! recurring credits, and what hosted cards give their hosts.

use super::abilities;
use super::Breaker;
use crate::state::GameState;

/// Ice subtypes `ice` gains from the Runner cards hosted on it (Egret), while they have their
/// abilities (an Egret on Magnet gives nothing).
pub(crate) fn host_ice_gains(state: &GameState, ice: u8) -> u64 {
    state
        .runner
        .rig
        .iter()
        .filter(|&&c| state.card(c).host == ice)
        .fold(0, |a, &c| {
            a | abilities(state, c).map_or(0, |r| r.host_ice_gains)
        })
}

/// Whether a card hosted on `breaker` makes its strength boosts last for the remainder of the
/// run (GAMEDRAGON Pro).
pub(crate) fn hosted_makes_boosts_last_run(state: &GameState, breaker: u8) -> bool {
    // Dispatch by card: no walk over the rig in a game without such a card (asked for every
    // installed Runner card as each encounter ends).
    state.asks(super::hooks::HOST_BOOSTS)
        && state.runner.rig.iter().any(|&c| {
            state.card(c).host == breaker
                && abilities(state, c).is_some_and(|r| r.host_boosts_last_run)
        })
}

/// The icebreaker abilities of installed `card` (`None` for a card that is not an icebreaker,
/// or that lost its abilities).
pub(crate) fn breaker_now(state: &GameState, card: u8) -> Option<Breaker> {
    abilities(state, card)?.breaker
}

/// Recurring credits of active `card` ([1.3]): none while it has lost its abilities.
pub(crate) fn recurring_credits_now(state: &GameState, card: u8) -> u8 {
    abilities(state, card).map_or(0, |r| r.recurring_credits)
}

/// Whether programs hosted on installed `host` use no memory now (Djinn's ability).
pub(crate) fn frees_hosted_memory_now(state: &GameState, host: u8) -> bool {
    abilities(state, host).is_some_and(|r| r.frees_hosted_memory)
}

/// Credits less that installing a card onto installed `host` costs (Hackerspace), while it has
/// its abilities.
pub(crate) fn hosted_install_discount_now(state: &GameState, host: u8) -> u8 {
    abilities(state, host).map_or(0, |r| r.hosted_install_discount)
}
