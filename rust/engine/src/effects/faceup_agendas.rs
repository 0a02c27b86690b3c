//! Agendas installed faceup without becoming active, and "whenever the Runner accesses"
//! abilities (part of the effect vocabulary, see `effects/mod.rs`): BANGUN: When Disaster
//! Strikes lets the Corp install agendas faceup ("this does not make their abilities active")
//! and punishes the Runner for accessing one. Such an agenda keeps `faceup` false (that field
//! makes an installed card active: Rules Reference, "Active") and carries
//! `FLAG_INSTALLED_FACEUP` instead; both players know it.

use crate::cards::CardType;
use crate::engine::{Event, Step};
use crate::state::{GameState, Zone, FLAG_INSTALLED_FACEUP};

impl GameState {
    /// Turns the installed, facedown agenda `card` faceup without making it active: both
    /// players see it from now on (until it moves).
    pub(crate) fn turn_installed_agenda_faceup(&mut self, card: u8) {
        let c = self.card_mut(card);
        if matches!(c.zone, Zone::Root(_)) && !c.rezzed && !c.faceup {
            c.flags |= FLAG_INSTALLED_FACEUP;
            c.known = 3;
        }
    }

    /// Whether `card` is an installed agenda installed faceup (BANGUN's "faceup installed
    /// agenda").
    pub fn is_faceup_installed_agenda(&self, card: u8) -> bool {
        let c = self.card(card);
        matches!(c.zone, Zone::Root(_))
            && c.flags & FLAG_INSTALLED_FACEUP != 0
            && self.cdef(card).card_type == CardType::Agenda
    }

    /// [5.5.1] The Runner accesses agenda `card`: `Event::Accessed(card)` fires; if abilities
    /// wait for it (BANGUN), the access decision (`Step::AccessCard`) is put below them and
    /// true is returned, so that the agenda is stolen only after they resolve (and not at all
    /// if they end the game). Otherwise nothing changed and false is returned.
    pub(crate) fn access_abilities_wait(&mut self, card: u8) -> bool {
        let below = self.stack.len();
        self.push(Step::AccessCard(card));
        self.fire(Event::Accessed(card));
        if self.stack.len() == below + 1 {
            self.stack.pop();
            false
        } else {
            true
        }
    }
}
