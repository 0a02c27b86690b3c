//! The seven identities of the Core Set, described in our own words.

use super::{Behavior, CardType, Hooks, TRANSACTION, VIRUS};
use crate::engine::{DamageKind, Event, Step};
use crate::side::Side;
use crate::state::{GameState, HQ};

/// The identities' hooks.
pub(crate) struct Cards;

impl Hooks for Cards {
    fn implemented(_b: Behavior) -> bool {
        true
    }

    fn triggers_on(state: &GameState, card: u8, event: Event) -> bool {
        match (state.cdef(card).behavior, event) {
            // Noise: the Runner installs a virus program.
            (Behavior::Noise, Event::Installed(c)) => {
                state.card(c).owner == Side::Runner
                    && state.cdef(c).card_type == CardType::Program
                    && state.cdef(c).subtypes & VIRUS != 0
            }
            // Gabriel: the first successful run on HQ each turn.
            (Behavior::Gabriel, Event::SuccessfulRun(s)) => {
                s == HQ && !state.turn_flags.successful_hq_run
            }
            // Haas-Bioroid: the first Corp install each turn.
            (Behavior::HaasBioroid, Event::Installed(c)) => {
                state.card(c).owner == Side::Corp && !state.turn_flags.corp_installed
            }
            // Jinteki: an agenda is scored or stolen.
            (Behavior::Jinteki, Event::Scored(_) | Event::Stolen(_)) => true,
            // Weyland: a transaction operation is played.
            (Behavior::Weyland, Event::Played(c)) => state.cdef(c).subtypes & TRANSACTION != 0,
            _ => false,
        }
    }

    fn resolve_trigger(state: &mut GameState, card: u8, _event: Event) {
        match state.cdef(card).behavior {
            Behavior::Noise => {
                // The Corp trashes the top card of R&D, facedown: the Runner has not seen it, but the
                // Corp may look at facedown cards in Archives at any time (Rules Reference, "Archives").
                // (Knowledge is set before the trash so that its event records it as well.)
                if let Some(&top) = state.corp.rd.last() {
                    state.card_mut(top).faceup = false;
                    state.card_mut(top).known = Side::Corp.bit();
                    state.trash(top);
                }
            }
            Behavior::Gabriel => state.push(Step::Gain(Side::Runner, 2)),
            Behavior::HaasBioroid | Behavior::Weyland => state.push(Step::Gain(Side::Corp, 1)),
            Behavior::Jinteki => state.push(Step::Damage(DamageKind::Net, 1)),
            _ => {}
        }
    }

    fn recurring_credits(b: Behavior) -> u8 {
        match b {
            Behavior::Nbn => 2,
            _ => 0,
        }
    }
}

/// Kate: the first program or hardware installed each turn costs 1 less.
pub(crate) fn install_discount(state: &GameState, card: u8) -> u32 {
    let kate = state.cdef(state.runner.identity).behavior == Behavior::Kate;
    let kind = state.cdef(card).card_type;
    let first = !state.turn_flags.runner_installed_program_or_hardware;
    u32::from(kate && first && matches!(kind, CardType::Program | CardType::Hardware))
}

/// Credits on Corp cards that may only pay for traces (NBN's recurring credits).
pub(crate) fn trace_credits(state: &GameState) -> u32 {
    let id = state.corp.identity;
    if state.cdef(id).behavior == Behavior::Nbn {
        state.card(id).credits as u32
    } else {
        0
    }
}

/// Spends up to `amount` trace-only credits first; returns how many were used.
pub(crate) fn spend_trace_credits(state: &mut GameState, amount: u8) -> u8 {
    let used = (trace_credits(state) as u8).min(amount);
    if used > 0 {
        let id = state.corp.identity;
        state.card_mut(id).credits -= used;
        state.log_card_credits(id, used, false);
    }
    used
}
