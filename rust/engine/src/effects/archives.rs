//! Cards leaving play for good and cards going back into R&D from Archives (Spin Doctor):
//! removing a card from the game, and shuffling chosen Archives cards into R&D.

use crate::log::EventKind;
use crate::side::Side;
use crate::state::{GameState, Zone};

impl GameState {
    /// Removes `card` from the game (Rules Reference, "Removed from the Game"): it leaves
    /// wherever it is, its counters return to the bank, and it never comes back.
    pub(crate) fn remove_from_game(&mut self, card: u8) {
        let from = self.card(card).zone;
        self.unplace(card);
        let c = self.card_mut(card);
        c.zone = Zone::Removed;
        c.rezzed = false;
        c.advancement = 0;
        c.credits = 0;
        c.virus = 0;
        c.agenda_counters = 0;
        c.power = 0;
        self.log_card(EventKind::RemovedFromGame, card, from);
    }

    /// Puts the Corp's `card` (in Archives) into R&D facedown; the caller shuffles R&D after
    /// (Rules Reference, "Shuffle": then nobody knows where it is).
    pub(crate) fn add_to_rd(&mut self, card: u8) {
        let from = self.card(card).zone;
        self.unplace(card);
        let c = self.card_mut(card);
        c.zone = Zone::Rd;
        c.faceup = false;
        c.rezzed = false;
        c.known |= Side::Corp.bit();
        self.corp.rd.push(card);
        self.log_card(EventKind::AddedToDeck, card, from);
    }
}
