//! Removing tags (Rules Reference, "Tags"): the one place where tags leave the Runner (the basic
//! action and every card that removes tags), so that "whenever a tag is removed" abilities
//! (Synapse Global) see every removal.

use crate::engine::Event;
use crate::state::GameState;

impl GameState {
    /// Removes up to `n` of the Runner's tags (the basic action, a card's effect); fires
    /// `Event::TagsRemoved` when at least one is removed. Returns how many were removed.
    pub(crate) fn remove_tags(&mut self, n: u8) -> u8 {
        let removed = n.min(self.runner.tags);
        if removed == 0 {
            return 0;
        }
        self.runner.tags -= removed;
        self.fire(Event::TagsRemoved);
        removed
    }
}
