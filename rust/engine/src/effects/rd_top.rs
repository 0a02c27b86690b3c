//! A card found by searching R&D put back on top of it (Embedded Reporting), part of the effect
//! vocabulary: revealed as found, R&D is shuffled, then the card goes on top, known to both.

use crate::state::{GameState, Zone};

impl GameState {
    /// Reveals `card`, found in R&D by a search, shuffles R&D without it (Rules Reference,
    /// "Search": shuffled after searching) and puts it on top, known to both players.
    pub(crate) fn reveal_found_to_rd_top(&mut self, card: u8) {
        if self.card(card).zone != Zone::Rd {
            return;
        }
        self.unplace(card);
        self.shuffle_zone(Zone::Rd);
        let c = self.card_mut(card);
        c.zone = Zone::Rd;
        c.faceup = false;
        c.known = 3;
        self.corp.rd.push(card);
    }
}
