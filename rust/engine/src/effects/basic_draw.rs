//! The basic action to draw 1 card (Rules Reference, "Actions": Corp and Runner action lists),
//! with the active cards that make it draw more instead (Verbal Plasticity).

use crate::cards;
use crate::side::Side;
use crate::state::GameState;

impl GameState {
    /// `side` takes the basic action to draw 1 card (its click already spent). An active card
    /// that replaces the draw with a bigger one does so as the cost is paid, before the draw is
    /// imminent (Verbal Plasticity ruling 1); the Runner's first such action of the turn is
    /// remembered afterwards.
    pub(crate) fn basic_draw(&mut self, side: Side) {
        let mut n = 1u8;
        if self.asks(cards::hooks::BASIC_DRAW) {
            for card in self.active_with(side, cards::hooks::BASIC_DRAW) {
                n = n.saturating_add(cards::basic_draw_extra(self, card));
            }
        }
        if side == Side::Runner {
            self.turn_flags.runner_basic_draw = true;
        }
        self.draw_cards(side, n);
    }
}
