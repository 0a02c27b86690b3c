//! Cards discarded to reach the maximum hand size (part of the effect vocabulary, see
//! `effects/mod.rs`): the discard phase counts the Runner's discards, and once they are done
//! "whenever you discard cards to reach your maximum hand size" abilities trigger (Magdalene
//! Keino-Chemutai), the discarded cards being the last ones of the heap.

use crate::engine::Event;
use crate::side::Side;
use crate::state::GameState;

impl GameState {
    /// A card of `side` was discarded in its discard phase (Rules Reference, turn steps
    /// [3.1]/[2.1]).
    pub(crate) fn note_discarded(&mut self, side: Side) {
        if side == Side::Runner {
            let f = &mut self.turn_flags;
            f.runner_discarded = f.runner_discarded.saturating_add(1);
        }
    }

    /// `side`'s discard phase has no more cards to discard: if the Runner discarded some,
    /// `Event::DiscardedToHandSize` (before "when your discard phase ends").
    pub(crate) fn discards_done(&mut self, side: Side) {
        let n = self.turn_flags.runner_discarded;
        if side == Side::Runner && n > 0 {
            self.fire(Event::DiscardedToHandSize(side, n));
        }
    }

    /// The last `n` cards of the heap (the ones discarded last), oldest first.
    pub(crate) fn last_discarded(&self, n: u8) -> &[u8] {
        let heap = self.runner.heap.as_slice();
        &heap[heap.len().saturating_sub(n as usize)..]
    }
}
