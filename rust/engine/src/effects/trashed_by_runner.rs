//! "When the Runner trashes this card (while it is rezzed)" abilities of the trashed card itself
//! (part of the effect vocabulary, see `effects/mod.rs`): Public Access Plaza. The card is
//! active as the Runner trashes it, so its ability is put on the stack then and resolves
//! though the card is in Archives by the time it does.

use crate::cards;
use crate::engine::{Event, Step};
use crate::state::GameState;

impl GameState {
    /// The Runner is about to trash accessed `card`: its own ability waiting for
    /// `Event::AccessedCardTrashed(card)` goes on the stack if the card is rezzed (active).
    pub(crate) fn own_trash_abilities(&mut self, card: u8) {
        let event = Event::AccessedCardTrashed(card);
        if self.card(card).rezzed
            && self.cdef(card).hooks & cards::hooks::TRIGGERS != 0
            && cards::triggers_on(self, card, event)
        {
            self.push(Step::TriggerPersisting(card, event));
        }
    }
}
