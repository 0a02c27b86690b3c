//! The Corp searching R&D (Rules Reference, "Search"): it looks through R&D, must find a card
//! that fits if able, the found card is set aside and R&D is shuffled whether or not one was
//! found; a card revealed as it is found is known to both players.

use crate::side::Side;
use crate::state::{GameState, Zone};

impl GameState {
    /// The Corp looks through R&D while searching it: every card in it becomes known to the
    /// Corp (the shuffle that ends the search makes it forget them again).
    pub(crate) fn look_through_rd(&mut self) {
        for i in 0..self.corp.rd.len() {
            let c = self.corp.rd[i];
            self.card_mut(c).known |= Side::Corp.bit();
        }
    }

    /// The Corp reveals `card` found in R&D and adds it to HQ, then R&D is shuffled (Rules
    /// Reference, "Search", "Reveal"; Malapert Data Vault): both players know the card, so the
    /// logged move to HQ names it to both.
    pub(crate) fn reveal_found_to_hq(&mut self, card: u8) {
        self.card_mut(card).known = Side::Corp.bit() | Side::Runner.bit();
        self.add_to_hq(card, Zone::Rd, true);
        self.shuffle_zone(Zone::Rd);
    }
}
