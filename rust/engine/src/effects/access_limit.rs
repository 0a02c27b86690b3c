//! A cap on the cards the Runner may access in a run, other than the capping card itself
//! (Flagship: "during each run against this server, the Runner cannot access more than 1 card
//! other than this upgrade"), part of the effect vocabulary. A card states the cap with the fact
//! `CardBehavior::max_other_accesses`; it applies while the card is active in the root of the
//! attacked server, or while it persists for the run after it was accessed ("Persistent":
//! `Run::persistent`, effects/persistent.rs). The run's access count (`run_accessed.total`)
//! tells how many cards were accessed; the capping card's own access (`FLAG_ACCESSED`, kept
//! until the run ends) is not counted against it.

use crate::actions::NONE;
use crate::cards;
use crate::state::{GameState, Zone, FLAG_ACCESSED};

impl GameState {
    /// The cap `card`'s text puts on other accesses, if any (a persisting card out of play too).
    fn access_cap_of(&self, card: u8) -> Option<u8> {
        let d = cards::abilities(self, card)?;
        (d.max_other_accesses > 0).then_some(d.max_other_accesses)
    }

    /// Whether the Runner may still access `candidate` (`NONE`: the next card of HQ or R&D) in
    /// the run in progress under every access cap.
    pub(crate) fn may_access_under_caps(&self, candidate: u8) -> bool {
        let Some(run) = self.run else { return true };
        let root = &self.corp.servers[run.server as usize].root;
        let persisting = (run.persistent != NONE).then_some(run.persistent);
        for cap_card in root.iter().copied().chain(persisting) {
            if cap_card == candidate {
                continue;
            }
            let in_root = self.card(cap_card).zone == Zone::Root(run.server);
            if in_root && !self.is_active(cap_card) {
                continue;
            }
            let Some(cap) = self.access_cap_of(cap_card) else {
                continue;
            };
            let own = u8::from(self.card(cap_card).flags & FLAG_ACCESSED != 0);
            let others = self.run_accessed.total.saturating_sub(own);
            if others >= cap {
                return false;
            }
        }
        true
    }
}
