//! Advancing a card (Rules Reference, "Advancement Tokens", "Advance"): the effect the Corp's
//! advance action resolves, kept apart so that "whenever you advance a card" abilities (Weyland
//! Consortium: Built to Last) see every advance, and placing tokens directly is not one.

use crate::actions::NONE;
use crate::engine::Event;
use crate::log::{place_code, EventKind};
use crate::side::Side;
use crate::state::GameState;

impl GameState {
    /// The Corp advances installed `card` once (costs already paid): one advancement token is
    /// placed on it (logged), then `Event::Advanced` fires with the number of tokens it hosted
    /// before. Placing or moving tokens by an effect is not advancing (ruling 2 on Weyland
    /// Consortium: Built to Last) and does not use this.
    pub(crate) fn advance_card(&mut self, card: u8) {
        let before = self.card(card).advancement;
        let c = self.card_mut(card);
        c.advancement = crate::invariants::add_counter(c.advancement, 1);
        let place = place_code(self.card(card).zone);
        self.log(
            EventKind::Advanced,
            Some(Side::Corp),
            card,
            NONE,
            place,
            1,
            0,
        );
        self.fire(Event::Advanced(card, before));
        self.card_mut(card).flags |= crate::state::FLAG_ADVANCED_THIS_TURN;
    }
}
