//! Advancement counters moved from one installed card to another (Trick of Light): removed from
//! the one, placed on the other; placing counters this way is not advancing.

use crate::log::EventKind;
use crate::side::Side;
use crate::state::GameState;

/// Index of advancement counters in [`crate::log::COUNTER_NAMES`].
const ADVANCEMENT_COUNTERS: u16 = 4;

impl GameState {
    /// Moves up to `n` advancement counters from installed `from` to installed `to` (fewer if
    /// `from` hosts fewer); returns how many moved. Logged as counters removed from `from`, then
    /// advancement tokens placed on `to` (not an advance: no "whenever you advance" ability).
    pub(crate) fn move_advancement_counters(&mut self, from: u8, to: u8, n: u8) -> u8 {
        if from == to || !self.card(from).installed() || !self.card(to).installed() {
            return 0;
        }
        let moved = n.min(self.card(from).advancement);
        if moved == 0 {
            return 0;
        }
        self.card_mut(from).advancement -= moved;
        self.log_counters(from, ADVANCEMENT_COUNTERS, moved as u16, false);
        let c = self.card_mut(to);
        c.advancement = crate::invariants::add_counter(c.advancement, moved);
        self.log_here(EventKind::Advanced, Side::Corp, to, moved as u16);
        moved
    }
}
