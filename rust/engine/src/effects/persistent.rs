//! "Persistent" abilities (AMAZE Amusements): an ability of a card accessed while active lasts
//! for the rest of that run even if the Runner trashes the card while accessing it. The run
//! records the card (`Run::persistent`); `fire` still collects its abilities while it is out of
//! play, and they resolve through `Step::TriggerPersisting`.

use crate::actions::NONE;
use crate::side::Side;
use crate::state::GameState;

impl GameState {
    /// Records that `card`, accessed now, keeps its persistent ability for the rest of the run,
    /// if it is active (AMAZE Amusements ruling 2: an unrezzed card has no active ability to
    /// persist). Only an access records it (ruling 1: trashed otherwise, it does not persist).
    pub(crate) fn persist_for_run(&mut self, card: u8) {
        if !self.is_active(card) {
            return;
        }
        if let Some(r) = self.run.as_mut() {
            r.persistent = card;
        }
    }

    /// The card of `side` whose persistent ability lasts for the run in progress though it is no
    /// longer active (left play after it was accessed), if any.
    pub(crate) fn persisting_card(&self, side: Side) -> Option<u8> {
        let p = self.run?.persistent;
        (p != NONE && self.card(p).owner == side && !self.is_active(p)).then_some(p)
    }
}
