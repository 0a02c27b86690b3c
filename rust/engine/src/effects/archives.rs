//! Cards leaving play for good (Spin Doctor): removing a card from the game. Cards going back
//! into R&D are `add_to_rd` (piles.rs).

use crate::log::EventKind;
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
}
