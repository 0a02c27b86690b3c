//! The Corp reveals cards in HQ (Rules Reference, "Reveal"; Celebrity Gift): the revealed cards
//! are shown to the Runner and stay where they are.

use crate::side::Side;
use crate::state::{GameState, Zone};

impl GameState {
    /// The Corp reveals `cards` in HQ: each becomes known to the Runner (its observation names
    /// them, and a redeal keeps them) and stays in HQ. Cards not in HQ are ignored.
    pub(crate) fn reveal_hq_cards(&mut self, cards: &[u8]) {
        for &c in cards {
            if self.card(c).zone == Zone::Hq {
                self.card_mut(c).known |= Side::Corp.bit() | Side::Runner.bit();
            }
        }
    }
}
