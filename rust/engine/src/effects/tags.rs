//! Taking tags (Rules Reference, "Tags"): the one place where the Runner's tag count grows, so
//! that "when the Runner takes a tag" abilities see every tag taken.

use crate::engine::Event;
use crate::state::GameState;

impl GameState {
    /// The Runner takes `n` tags, after any avoidance (a given tag that was avoided is not
    /// taken: NBN: Reality Plus rulings 2-3), or as a cost (Funhouse). Fires `TagsTaken` when
    /// at least one is taken; `turn_flags.tag_taken` records it after the triggers are
    /// collected, so "the first time each turn" abilities read it as not yet happened.
    pub(crate) fn take_tags(&mut self, n: u8) {
        if n == 0 {
            return;
        }
        self.runner.tags = crate::invariants::add_counter(self.runner.tags, n);
        self.fire(Event::TagsTaken);
        self.turn_flags.tag_taken = true;
    }
}
