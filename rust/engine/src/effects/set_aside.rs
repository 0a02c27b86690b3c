//! Cards the Runner's identity sets aside facedown before the starting hand is drawn (Ayla
//! "Bios" Rahim), part of the effect vocabulary: they leave the stack for `Zone::SetAside`, where
//! only the Runner sees them (they are neither in the stack nor installed: Ayla ruling 2), and
//! leave it for the stack (shuffled in) or the grip. The zone keeps no list: its cards are the
//! Runner's cards whose zone says so.

use crate::log::EventKind;
use crate::side::Side;
use crate::state::{GameState, Zone};

impl GameState {
    /// The Runner sets aside the top `n` cards of the stack facedown (fewer if the stack is
    /// smaller): the Runner looks at them, the Corp does not (logged, hidden from the Corp).
    pub(crate) fn set_aside_top_of_stack(&mut self, n: u8) {
        for _ in 0..n {
            let Some(c) = self.runner.stack.pop() else {
                return;
            };
            let card = self.card_mut(c);
            card.zone = Zone::SetAside;
            card.faceup = false;
            card.known = Side::Runner.bit();
            self.log_moved(EventKind::SetAside, c, Zone::Stack);
        }
    }

    /// The Runner's cards set aside now, in instance order (cards are not recorded in a list).
    pub(crate) fn set_aside_cards(&self) -> impl Iterator<Item = u8> + '_ {
        self.cards
            .iter()
            .enumerate()
            .filter(|(_, c)| c.zone == Zone::SetAside && c.owner == Side::Runner)
            .map(|(i, _)| i as u8)
    }

    /// Puts set-aside `card` back into the stack (logged as a card put into a deck); the caller
    /// shuffles the stack afterwards.
    pub(crate) fn return_set_aside_to_stack(&mut self, card: u8) {
        let from = self.card(card).zone;
        self.unplace(card);
        self.card_mut(card).zone = Zone::Stack;
        self.runner.stack.push(card);
        self.log_card(EventKind::AddedToDeck, card, from);
    }
}
