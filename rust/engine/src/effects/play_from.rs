//! Operations played by an effect rather than by the basic action, from HQ or Archives (Petty
//! Cash's "play this operation from Archives", Plutus's transaction from Archives), and the
//! turn fact "the Corp has not finished an action yet this turn" (Petty Cash).
//!
//! Rules Reference, "Play": the play cost is paid, the card goes to the play area, its effect
//! resolves, then it is trashed; "After it resolves, remove it from the game" replaces the last
//! step: the card that says so is asked once the effect has resolved, through its own
//! `Step::Choice { n: kind, data: operation }`, which offers nothing, so it is never a decision:
//! its `resolve_card_choice` calls `remove_after_play`.

use crate::actions::NONE;
use crate::cards::{self, CardType, TRANSACTION};
use crate::engine::{Event, Step};
use crate::log::{place_code, EventKind};
use crate::side::Side;
use crate::state::{GameState, Zone};

/// `CardInst::mode` of an operation played by an effect while its play effect runs (read by
/// `played_from_hq`); 0 again once it has run.
const PLAYED_ELSEWHERE: u8 = 1;

impl GameState {
    /// Whether the Corp may play operation `card` now by an effect: it is an operation, its
    /// cost and any additional clicks can be paid, and its own "play only if" allows it.
    pub(crate) fn can_play_operation_by_effect(&self, card: u8) -> bool {
        self.cdef(card).card_type == CardType::Operation
            && cards::play_cost(self, card) <= self.corp.credits as u32
            && self.corp.clicks >= cards::additional_play_clicks(self.cdef(card))
            && cards::can_play(self, card)
    }

    /// The Corp plays operation `card` from where it is (HQ or Archives), paying its costs.
    /// With `remover` set, once the effect has resolved the card is removed from the game
    /// instead of trashed: `remover`'s `Step::Choice { n: kind, data: card }` is put under the
    /// effect.
    pub(crate) fn play_operation_by_effect(&mut self, card: u8, remover: Option<(u8, u8)>) {
        let cost = cards::play_cost(self, card).min(u16::MAX as u32) as u16;
        self.corp.credits = self.corp.credits.saturating_sub(cost);
        let clicks = cards::additional_play_clicks(self.cdef(card));
        self.corp.clicks = self.corp.clicks.saturating_sub(clicks);
        let from_hq = self.card(card).zone == Zone::Hq;
        let from = place_code(self.card(card).zone);
        self.unplace(card);
        let c = self.card_mut(card);
        c.zone = Zone::PlayArea;
        c.faceup = true;
        c.known = 3;
        self.log(
            EventKind::Played,
            Some(Side::Corp),
            card,
            NONE,
            from,
            cost,
            0,
        );
        match remover {
            Some((source, kind)) => self.push(Step::Choice {
                source,
                n: kind,
                data: card as u32,
            }),
            None => self.push(Step::PlayDone(card)),
        }
        if self.cdef(card).subtypes & TRANSACTION != 0 {
            self.fire(Event::Played(card));
        }
        if !from_hq {
            self.card_mut(card).mode = PLAYED_ELSEWHERE;
        }
        cards::play(self, card);
        self.card_mut(card).mode = 0;
    }

    /// Whether operation `card`, whose play effect is running, was played from HQ (by the
    /// basic action or an effect playing from HQ) rather than from elsewhere (Petty Cash).
    pub(crate) fn played_from_hq(&self, card: u8) -> bool {
        self.card(card).mode != PLAYED_ELSEWHERE
    }

    /// After `card`'s effect resolved, it is removed from the game, if still in the play area.
    pub(crate) fn remove_after_play(&mut self, card: u8) {
        if self.card(card).zone == Zone::PlayArea {
            self.remove_from_game(card);
        }
    }

    /// The Corp begins an action (its click is spent): counted for "not finished an action yet
    /// this turn" (Petty Cash).
    pub(crate) fn note_corp_action_begun(&mut self) {
        let n = &mut self.turn_flags.corp_actions_begun;
        *n = n.saturating_add(1);
    }

    /// Whether the Corp has finished an action this turn (Rules Reference, "Action": an
    /// action is complete once its effects have resolved, before the paid ability window that
    /// follows it): every action begun, less the one still resolving, if any (its window,
    /// right above the action phase step, is not yet reached).
    pub(crate) fn corp_finished_an_action(&self) -> bool {
        let begun = self.turn_flags.corp_actions_begun;
        let stack = &self.stack;
        let resolving = (0..stack.len().saturating_sub(2)).any(|i| {
            stack[i] == Step::ActionPhase(Side::Corp) && matches!(stack[i + 1], Step::Window(_))
        });
        begun > u8::from(resolving)
    }
}
