//! Installed cards moved from one host to another (part of the effect vocabulary, see
//! `effects/mod.rs`; Rules Reference, "Hosting"): Magnet takes a program hosted on a piece of
//! ice.

use crate::log::{place_code, EventKind};
use crate::state::GameState;

impl GameState {
    /// Moves installed `card` onto installed `host` (logged): it stays installed, keeps its
    /// counters, and is now hosted on `host`, so it leaves play with it. Nothing if either is
    /// not installed or the card would host itself.
    pub(crate) fn move_to_host(&mut self, card: u8, host: u8) {
        if card == host || !self.card(card).installed() || !self.card(host).installed() {
            return;
        }
        self.card_mut(card).host = host;
        if self.log.on {
            let place = place_code(self.card(host).zone);
            let side = Some(self.card(card).owner);
            self.log(EventKind::HostChanged, side, card, host, place, 0, 0);
        }
    }
}
