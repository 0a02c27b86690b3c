//! Neutral cards of the Core Set (Corp and Runner), described in our own words.

use super::Behavior;
use crate::actions::{Action, ActionKind, ActionList};
use crate::engine::{DamageKind, Event, Step};
use crate::side::Side;
use crate::state::{CardInst, GameState, Zone, FLAG_USED_THIS_ENCOUNTER};

/// A subroutine's effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sub {
    /// The Runner loses a click.
    LoseClick,
    /// End the run.
    EndRun,
    /// Trace with this base strength; if successful, the Runner takes a tag.
    TraceTag(u8),
}

/// Subroutines of a piece of ice, in order.
pub(crate) fn subroutines(b: Behavior) -> &'static [Sub] {
    match b {
        Behavior::Enigma => &[Sub::LoseClick, Sub::EndRun],
        Behavior::Hunter => &[Sub::TraceTag(3)],
        Behavior::WallOfStatic => &[Sub::EndRun],
        _ => &[],
    }
}

/// An icebreaker's numbers: which ice subtypes it breaks (0 = any, an AI breaker), and what its
/// break and strength abilities cost.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Breaker {
    pub breaks: u64,
    pub break_cost: u8,
    pub boost_cost: u8,
    pub boost_amount: u8,
}

pub(crate) fn breaker_of(b: Behavior) -> Option<Breaker> {
    match b {
        // Crypsis: AI, 1 credit per subroutine, 1 credit per +1 strength.
        Behavior::Crypsis => Some(Breaker {
            breaks: 0,
            break_cost: 1,
            boost_cost: 1,
            boost_amount: 1,
        }),
        _ => None,
    }
}

/// Whether an operation or event may be played now (it must be able to change the game state).
pub(crate) fn can_play(_state: &GameState, _card: u8) -> bool {
    true
}

/// Resolves an operation or event being played.
pub(crate) fn play(state: &mut GameState, card: u8) -> bool {
    match state.cdef(card).behavior {
        Behavior::HedgeFund => state.push(Step::Gain(Side::Corp, 9)),
        Behavior::SureGamble => state.push(Step::Gain(Side::Runner, 9)),
        Behavior::Infiltration => state.push(Step::ChooseMode(card)),
        _ => return false,
    }
    true
}

/// Modes of a card that asks for one.
pub(crate) fn legal_modes(state: &GameState, card: u8, out: &mut ActionList) {
    if state.cdef(card).behavior == Behavior::Infiltration {
        out.push(Action::new(ActionKind::Mode).card(card).target(0));
        // Exposing needs an unrezzed installed card to have any effect.
        if state.corp_installed().any(|c| !state.card(c).rezzed) {
            out.push(Action::new(ActionKind::Mode).card(card).target(1));
        }
    }
}

pub(crate) fn resolve_mode(state: &mut GameState, card: u8, mode: u8) {
    if state.cdef(card).behavior == Behavior::Infiltration {
        match mode {
            0 => state.push(Step::Gain(Side::Runner, 2)),
            _ => state.push(Step::ChooseExpose),
        }
    }
}

/// Whether a card can hold advancement tokens from the advance action.
pub(crate) fn can_advance(card: &CardInst) -> bool {
    matches!(card.zone, Zone::Root(_)) && card.def().card_type == super::CardType::Agenda
}

/// Click abilities usable now: (card, ability index, clicks).
pub(crate) fn click_abilities(state: &GameState, side: Side, clicks: u8, out: &mut ActionList) {
    match side {
        Side::Corp => {
            for c in state.active_cards(Side::Corp) {
                match state.cdef(c).behavior {
                    Behavior::MelangeMining if clicks >= 3 && state.card(c).rezzed => {
                        out.push(Action::new(ActionKind::Ability).card(c).target(0))
                    }
                    // Private Security Force gains a click ability while the Runner is tagged.
                    Behavior::PrivateSecurityForce if state.runner.tags > 0 => {
                        out.push(Action::new(ActionKind::Ability).card(c).target(0))
                    }
                    _ => {}
                }
            }
        }
        Side::Runner => {
            for &c in &state.runner.rig {
                match state.cdef(c).behavior {
                    Behavior::Crypsis => {
                        out.push(Action::new(ActionKind::Ability).card(c).target(1))
                    }
                    Behavior::ArmitageCodebusting if state.card(c).credits > 0 => {
                        out.push(Action::new(ActionKind::Ability).card(c).target(0))
                    }
                    _ => {}
                }
            }
        }
    }
}

pub(crate) fn ability_clicks(state: &GameState, card: u8, _index: u8) -> u8 {
    match state.cdef(card).behavior {
        Behavior::MelangeMining => 3,
        _ => 1,
    }
}

pub(crate) fn use_click_ability(state: &mut GameState, card: u8, index: u8) {
    match (state.cdef(card).behavior, index) {
        (Behavior::MelangeMining, _) => state.push(Step::Gain(Side::Corp, 7)),
        (Behavior::PrivateSecurityForce, _) => state.push(Step::Damage(DamageKind::Meat, 1)),
        (Behavior::Crypsis, _) => state.card_mut(card).virus += 1,
        (Behavior::ArmitageCodebusting, _) => {
            let take = state.card(card).credits.min(2);
            state.card_mut(card).credits -= take;
            state.runner.credits += take as u16;
            // With no credits left on it, it is trashed.
            if state.card(card).credits == 0 {
                state.trash(card);
            }
        }
        _ => {}
    }
}

/// Paid abilities without clicks (during windows).
pub(crate) fn use_paid_ability(state: &mut GameState, card: u8, index: u8) {
    if breaker_of(state.cdef(card).behavior).is_some() && index == 0 {
        state.boost_breaker(card);
    }
}

pub(crate) fn triggers_on(state: &GameState, card: u8, event: Event) -> bool {
    let c = state.card(card);
    match (c.def().behavior, event) {
        (Behavior::PadCampaign, Event::TurnBegins(Side::Corp)) => true,
        (Behavior::PriorityRequisition, Event::Scored(a)) => a == card,
        (Behavior::ArmitageCodebusting, Event::Installed(a)) => a == card,
        (Behavior::Crypsis, Event::EncounterEnds(_)) => c.flags & FLAG_USED_THIS_ENCOUNTER != 0,
        _ => false,
    }
}

pub(crate) fn resolve_trigger(state: &mut GameState, card: u8, _event: Event) {
    match state.cdef(card).behavior {
        Behavior::PadCampaign => state.push(Step::Gain(Side::Corp, 1)),
        Behavior::PriorityRequisition => state.push(Step::RezIceFree),
        Behavior::ArmitageCodebusting => state.card_mut(card).credits = 12,
        Behavior::Crypsis => {
            // Remove a hosted virus counter, or trash Crypsis if it has none.
            if state.card(card).virus > 0 {
                state.card_mut(card).virus -= 1;
            } else {
                state.trash(card);
            }
        }
        _ => {}
    }
}

/// Link from installed cards.
pub(crate) fn link(state: &GameState) -> u32 {
    state
        .runner
        .rig
        .iter()
        .filter(|&&c| state.cdef(c).behavior == Behavior::AccessToGlobalsec)
        .count() as u32
}
