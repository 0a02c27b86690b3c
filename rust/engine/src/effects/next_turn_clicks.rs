//! Allotted clicks of a side's next turn (part of the effect vocabulary, see `effects/mod.rs`):
//! Caveat Emptor (the Runner gets -1 or +1), Aggressive Trendsetting (the Corp gets +1). Each
//! side keeps the sum as plain data (`Corp::next_turn_clicks`, `Runner::next_turn_clicks`,
//! written in scenarios as `next_turn_clicks`); the clicks its next turn gains at [1.1] are the
//! usual 3 or 4 plus that sum (never below 0), and the sum is then spent.

use crate::side::Side;
use crate::state::GameState;

/// The most a side's next-turn click adjustment may reach either way.
pub(crate) const MAX_NEXT_TURN_CLICKS: i8 = 15;

impl GameState {
    /// `side` gets `n` more (or, negative, fewer) allotted clicks for its next turn.
    pub(crate) fn adjust_next_turn_clicks(&mut self, side: Side, n: i8) {
        let slot = match side {
            Side::Corp => &mut self.corp.next_turn_clicks,
            Side::Runner => &mut self.runner.next_turn_clicks,
        };
        *slot = slot
            .saturating_add(n)
            .clamp(-MAX_NEXT_TURN_CLICKS, MAX_NEXT_TURN_CLICKS);
    }

    /// The clicks `side` gains as its turn begins ([1.1]): `base` (3 for the Corp, 4 for the
    /// Runner) plus its adjustment, never below 0; the adjustment is spent.
    pub(crate) fn take_allotted_clicks(&mut self, side: Side, base: u8) -> u8 {
        let slot = match side {
            Side::Corp => &mut self.corp.next_turn_clicks,
            Side::Runner => &mut self.runner.next_turn_clicks,
        };
        let clicks =
            (base as i16 + *slot as i16).clamp(0, crate::invariants::MAX_CLICKS as i16) as u8;
        *slot = 0;
        clicks
    }
}
