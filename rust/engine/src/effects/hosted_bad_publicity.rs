//! The Corp's bad publicity hosted on a card (Luana Campos: "host 1 of your bad publicity
//! counters on this asset (it has no effect while hosted)"; "when this asset would be
//! uninstalled, take all hosted bad publicity"), part of the effect vocabulary. Hosted counters
//! are `CardInst::bad_publicity`, moved out of the Corp's own count; as the card leaves its
//! place (`unplace`), an active card whose text says so (`CardBehavior::takes_hosted_bad_publicity`)
//! gives them back to the Corp as bad publicity taken; otherwise they are gone with the card.

use crate::cards;
use crate::invariants::add_counter;
use crate::state::GameState;

impl GameState {
    /// Moves 1 of the Corp's bad publicity counters onto `card`; returns whether it did (the
    /// Corp had one).
    pub(crate) fn host_bad_publicity(&mut self, card: u8) -> bool {
        if self.corp.bad_publicity == 0 {
            return false;
        }
        self.corp.bad_publicity -= 1;
        let c = self.card_mut(card);
        c.bad_publicity = add_counter(c.bad_publicity, 1);
        true
    }

    /// `card` is about to leave its place: its hosted bad publicity counters leave it; an
    /// installed, active card that takes them back (Luana Campos's interrupt) makes the Corp take
    /// them as bad publicity.
    pub(crate) fn release_hosted_bad_publicity(&mut self, card: u8) {
        let n = self.card(card).bad_publicity;
        if n == 0 {
            return;
        }
        let back = self.card(card).installed()
            && self.is_active(card)
            && cards::abilities(self, card).is_some_and(|d| d.takes_hosted_bad_publicity);
        self.card_mut(card).bad_publicity = 0;
        if back {
            self.take_bad_publicity(n);
        }
    }
}
