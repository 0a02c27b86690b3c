//! Cards an effect returns to a hand or a deck (part of the effect vocabulary): an installed
//! Runner card added to the grip (Lethe), a card of Archives added to the top or the bottom of R&D
//! (Lethe).

use crate::log::EventKind;
use crate::side::Side;
use crate::state::{GameState, Zone};

impl GameState {
    /// Adds the installed Runner `card` to the grip (Lethe): it leaves play, so its counters and
    /// hosted credits go (Rules Reference, "Counters"; cards it hosts are trashed by `unplace`).
    pub(crate) fn installed_to_grip(&mut self, card: u8) {
        if self.card(card).zone != Zone::Rig {
            return;
        }
        let c = self.card_mut(card);
        c.credits = 0;
        c.virus = 0;
        c.power = 0;
        c.agenda_counters = 0;
        c.advancement = 0;
        self.add_to_grip(card);
    }

    /// Adds Archives `card` to the top (`top`) or the bottom of R&D, facedown (Lethe). Who knew
    /// it still knows it: a faceup card of Archives is seen going there.
    pub(crate) fn archives_to_rd(&mut self, card: u8, top: bool) {
        if self.card(card).zone != Zone::Archives {
            return;
        }
        if top {
            self.add_to_rd(card);
            return;
        }
        self.unplace(card);
        let c = self.card_mut(card);
        c.zone = Zone::Rd;
        c.faceup = false;
        c.rezzed = false;
        c.known |= Side::Corp.bit();
        self.corp.rd.insert(0, card);
        self.log_card(EventKind::AddedToDeck, card, Zone::Archives);
    }
}
