//! Power counters placed on a card by its own effect (Atman), part of the effect vocabulary.

use crate::invariants::add_counter;
use crate::state::GameState;

/// The counter kind of power counters in the event log (`COUNTER_NAMES`).
const POWER: u16 = 3;

impl GameState {
    /// Places `n` power counters on `card` (logged; at most the counter limit).
    pub(crate) fn place_power_counters(&mut self, card: u8, n: u8) {
        let c = self.card_mut(card);
        let before = c.power;
        c.power = add_counter(c.power, n);
        let placed = self.card(card).power - before;
        self.log_counters(card, POWER, placed.into(), true);
    }

    /// Removes one power counter hosted on `card` (logged); the caller checks there is one.
    pub(crate) fn remove_power_counter(&mut self, card: u8) {
        let c = self.card_mut(card);
        c.power = c.power.saturating_sub(1);
        self.log_counters(card, POWER, 1, false);
    }
}
