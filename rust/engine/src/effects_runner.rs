//! More of the effect vocabulary cards are written in (see `effects.rs`): runs made by a card,
//! Runner cards added to the grip, credits taken from a card, and the installed ice cards
//! choose from.

use crate::log::EventKind;
use crate::side::Side;
use crate::state::{GameState, Zone};

impl GameState {
    /// Starts a run on `server` made by `source` (a run event or the card whose ability makes
    /// the run): the run's own effects ("if successful", bypasses, replacements) ask `source`.
    pub(crate) fn start_run_by(&mut self, source: u8, server: u8) {
        self.start_run(server);
        if let Some(r) = self.run.as_mut() {
            r.source = source;
        }
    }

    /// Adds Runner `card` (from the stack or the heap) to the grip, revealed to both players
    /// (Rules Reference, "Reveal").
    pub(crate) fn reveal_to_grip(&mut self, card: u8) {
        let from = self.card(card).zone;
        self.unplace(card);
        let c = self.card_mut(card);
        c.zone = Zone::Grip;
        c.known = Side::Corp.bit() | Side::Runner.bit();
        self.runner.grip.push(card);
        self.log_card(EventKind::AddedToHand, card, from);
    }

    /// The Runner takes up to `n` of the credits hosted on `card`; with none left, the card is
    /// trashed (Armitage Codebusting, Bank Job).
    pub(crate) fn take_hosted_credits(&mut self, card: u8, n: u16) {
        let take = n.min(self.card(card).credits as u16) as u8;
        self.card_mut(card).credits -= take;
        self.log_card_credits(card, take, false);
        self.runner.credits = crate::invariants::add_credits(self.runner.credits, take as u16);
        if self.card(card).credits == 0 {
            self.trash(card);
        }
    }

    /// Installed ice of every server, server by server, outermost last.
    pub(crate) fn installed_ice(&self) -> impl Iterator<Item = u8> + '_ {
        self.corp.servers.iter().flat_map(|s| s.ice.iter().copied())
    }
}
