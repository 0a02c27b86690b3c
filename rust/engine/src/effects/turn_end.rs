//! Effects that wait for the end of the Runner's turn (Test Run), part of the effect vocabulary:
//! the installed card is marked (`FLAG_TO_STACK_AT_TURN_END`); when the turn ends, each card
//! still marked (not moved since: a moved card is a new object, Test Run ruling 1) is added to
//! the top of the stack.

use crate::log::EventKind;
use crate::side::Side;
use crate::state::{GameState, Zone, FLAG_TO_STACK_AT_TURN_END};

impl GameState {
    /// Installed Runner `card` goes to the top of the stack when this turn ends, unless it is
    /// uninstalled first.
    pub(crate) fn return_to_stack_at_turn_end(&mut self, card: u8) {
        if self.card(card).zone == Zone::Rig {
            self.card_mut(card).flags |= FLAG_TO_STACK_AT_TURN_END;
        }
    }

    /// `side`'s turn ends: each marked card still installed is added to the top of the stack
    /// (faceup before, so both players know it is there), one by one in instance order.
    pub(crate) fn turn_end_returns(&mut self, side: Side) {
        // A marked card still installed is in the rig (`check_invariants`: a card's zone is the
        // list it is in): the walk over every card in instance order is needed only then.
        let marked = |&c: &u8| self.card(c).flags & FLAG_TO_STACK_AT_TURN_END != 0;
        if side != Side::Runner || !self.runner.rig.iter().any(marked) {
            return;
        }
        for card in 0..self.cards.len() as u8 {
            let c = self.card(card);
            if c.flags & FLAG_TO_STACK_AT_TURN_END != 0 && c.zone == Zone::Rig {
                self.add_to_stack_top(card);
            }
        }
    }

    /// Moves installed Runner `card` to the top of the stack (logged as a card put into a deck);
    /// both players saw it, so both know it is on top.
    pub(crate) fn add_to_stack_top(&mut self, card: u8) {
        let from = self.card(card).zone;
        self.unplace(card);
        let c = self.card_mut(card);
        c.zone = Zone::Stack;
        c.credits = 0;
        c.virus = 0;
        c.power = 0;
        c.faceup = false;
        self.runner.stack.push(card);
        self.log_card(EventKind::AddedToDeck, card, from);
    }
}
