//! Neutral cards of the Core Set (Corp and Runner), described in our own words.

use super::{ability, mode, Behavior, CardAction, Hooks};
use crate::actions::{Action, ActionKind, ActionList};
use crate::engine::{DamageKind, Event, Step};
use crate::side::Side;
use crate::state::{GameState, FLAG_USED_THIS_ENCOUNTER};

/// A subroutine's effect.
#[allow(dead_code)] // some variants are used only by faction files
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sub {
    /// The Runner loses a click.
    LoseClick,
    /// End the run.
    EndRun,
    /// Trace with this base strength; if successful, the Runner takes a tag.
    TraceTag(u8),
    /// Do damage of this kind and amount.
    Damage(DamageKind, u8),
    /// The Runner takes this many tags.
    GiveTags(u8),
    /// Gain this many credits (Corp).
    GainCredits(u8),
    /// A card-specific subroutine: the ice's file resolves it by index.
    Card(u8),
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

/// The neutral cards' hooks.
pub(crate) struct Cards;

impl Hooks for Cards {
    fn implemented(b: Behavior) -> bool {
        use Behavior::*;
        matches!(
            b,
            PriorityRequisition
                | PrivateSecurityForce
                | MelangeMining
                | PadCampaign
                | HedgeFund
                | Enigma
                | Hunter
                | WallOfStatic
                | Infiltration
                | SureGamble
                | Crypsis
                | AccessToGlobalsec
                | ArmitageCodebusting
        )
    }

    fn subroutines(b: Behavior) -> &'static [Sub] {
        match b {
            Behavior::Enigma => &[Sub::LoseClick, Sub::EndRun],
            Behavior::Hunter => &[Sub::TraceTag(3)],
            Behavior::WallOfStatic => &[Sub::EndRun],
            _ => &[],
        }
    }

    fn breaker_of(b: Behavior) -> Option<Breaker> {
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

    fn card_actions(b: Behavior) -> &'static [CardAction] {
        match b {
            Behavior::MelangeMining => const { &[ability(0, "gain 7 credits", "3 clicks")] },
            Behavior::PrivateSecurityForce => {
                const {
                    &[ability(
                        0,
                        "do 1 meat damage; only while the Runner is tagged",
                        "click",
                    )]
                }
            }
            Behavior::Crypsis => {
                const { &[ability(1, "place 1 virus counter on Crypsis", "click")] }
            }
            Behavior::ArmitageCodebusting => {
                const {
                    &[ability(
                        0,
                        "take 2 credits from it; it is trashed once empty",
                        "click",
                    )]
                }
            }
            Behavior::Infiltration => {
                const { &[mode(0, "gain 2 credits", ""), mode(1, "expose a card", "")] }
            }
            _ => const { &[] },
        }
    }

    fn play(state: &mut GameState, card: u8) {
        match state.cdef(card).behavior {
            Behavior::HedgeFund => state.push(Step::Gain(Side::Corp, 9)),
            Behavior::SureGamble => state.push(Step::Gain(Side::Runner, 9)),
            Behavior::Infiltration => state.push(Step::ChooseMode(card)),
            _ => {}
        }
    }

    fn legal_modes(state: &GameState, card: u8, out: &mut ActionList) {
        if state.cdef(card).behavior == Behavior::Infiltration {
            out.push(Action::new(ActionKind::Mode).card(card).target(0));
            // Exposing needs an unrezzed installed card to have any effect.
            if state.corp_installed().any(|c| !state.card(c).rezzed) {
                out.push(Action::new(ActionKind::Mode).card(card).target(1));
            }
        }
    }

    fn resolve_mode(state: &mut GameState, card: u8, mode: u8) {
        if state.cdef(card).behavior == Behavior::Infiltration {
            match mode {
                0 => state.push(Step::Gain(Side::Runner, 2)),
                _ => state.push(Step::ChooseExpose),
            }
        }
    }

    fn click_abilities(state: &GameState, c: u8, clicks: u8, out: &mut ActionList) {
        let ability = Action::new(ActionKind::Ability).card(c);
        match state.cdef(c).behavior {
            Behavior::MelangeMining if clicks >= 3 => out.push(ability.target(0)),
            // Private Security Force gains a click ability while the Runner is tagged.
            Behavior::PrivateSecurityForce if state.runner.tags > 0 => out.push(ability.target(0)),
            Behavior::Crypsis => out.push(ability.target(1)),
            Behavior::ArmitageCodebusting if state.card(c).credits > 0 => {
                out.push(ability.target(0))
            }
            _ => {}
        }
    }

    fn ability_clicks(state: &GameState, card: u8, _index: u8) -> u8 {
        match state.cdef(card).behavior {
            Behavior::MelangeMining => 3,
            _ => 1,
        }
    }

    fn use_click_ability(state: &mut GameState, card: u8, _index: u8) {
        match state.cdef(card).behavior {
            Behavior::MelangeMining => state.push(Step::Gain(Side::Corp, 7)),
            Behavior::PrivateSecurityForce => state.push(Step::Damage(DamageKind::Meat, 1)),
            Behavior::Crypsis => {
                let c = state.card_mut(card);
                c.virus = crate::invariants::add_counter(c.virus, 1);
                state.log_counters(card, 1, 1, true);
            }
            Behavior::ArmitageCodebusting => {
                let take = state.card(card).credits.min(2);
                state.card_mut(card).credits -= take;
                state.log_card_credits(card, take, false);
                state.runner.credits =
                    crate::invariants::add_credits(state.runner.credits, take as u16);
                // With no credits left on it, it is trashed.
                if state.card(card).credits == 0 {
                    state.trash(card);
                }
            }
            _ => {}
        }
    }

    fn use_paid_ability(state: &mut GameState, card: u8, index: u8) {
        if state.cdef(card).behavior == Behavior::Crypsis && index == 0 {
            state.boost_breaker(card);
        }
    }

    fn triggers_on(state: &GameState, card: u8, event: Event) -> bool {
        let c = state.card(card);
        match (c.def().behavior, event) {
            (Behavior::PadCampaign, Event::TurnBegins(Side::Corp)) => true,
            (Behavior::PriorityRequisition, Event::Scored(a)) => a == card,
            (Behavior::ArmitageCodebusting, Event::Installed(a)) => a == card,
            (Behavior::Crypsis, Event::EncounterEnds(_)) => c.flags & FLAG_USED_THIS_ENCOUNTER != 0,
            _ => false,
        }
    }

    fn resolve_trigger(state: &mut GameState, card: u8, _event: Event) {
        match state.cdef(card).behavior {
            Behavior::PadCampaign => state.push(Step::Gain(Side::Corp, 1)),
            Behavior::PriorityRequisition => state.push(Step::RezIceFree),
            Behavior::ArmitageCodebusting => {
                state.card_mut(card).credits = 12;
                state.log_card_credits(card, 12, true);
            }
            Behavior::Crypsis => {
                // Remove a hosted virus counter, or trash Crypsis if it has none.
                if state.card(card).virus > 0 {
                    state.card_mut(card).virus -= 1;
                    state.log_counters(card, 1, 1, false);
                } else {
                    state.trash(card);
                }
            }
            _ => {}
        }
    }

    fn link(state: &GameState, card: u8) -> u32 {
        u32::from(state.cdef(card).behavior == Behavior::AccessToGlobalsec)
    }
}
