//! The grip revealed to the Corp and Runner cards shuffled into the stack (part of the effect
//! vocabulary, see `effects/mod.rs`; Touch-ups). Rules Reference, "Reveal": revealed cards are
//! shown and stay where they are: the Corp now knows them (their observations, labels and a
//! redeal for the Corp keep them), and nothing else the Runner hides. "Shuffle": once a card is
//! shuffled into the stack nobody knows where it is; it is no longer known to the Corp.

use crate::log::EventKind;
use crate::side::Side;
use crate::state::{GameState, Zone};

impl GameState {
    /// The Runner reveals the grip: every card in it becomes known to the Corp.
    pub(crate) fn reveal_grip(&mut self) {
        for i in 0..self.runner.grip.len() {
            let c = self.runner.grip[i];
            self.card_mut(c).known |= Side::Corp.bit();
        }
    }

    /// The Runner shuffles `cards` from the grip into the stack (cards not in the grip are left
    /// where they are); the stack is shuffled once if any card went in.
    pub(crate) fn shuffle_grip_cards_into_stack(&mut self, cards: &[u8]) {
        let mut moved = false;
        for &card in cards {
            if self.card(card).zone != Zone::Grip {
                continue;
            }
            self.unplace(card);
            let c = self.card_mut(card);
            c.zone = Zone::Stack;
            c.faceup = false;
            self.runner.stack.push(card);
            self.log_card(EventKind::AddedToDeck, card, Zone::Grip);
            moved = true;
        }
        if moved {
            // `shuffle_zone` forgets who knew each card of the stack.
            self.shuffle_zone(Zone::Stack);
        }
    }
}
