//! How long an icebreaker's strength boosts last (part of the effect vocabulary, see
//! `effects/mod.rs`): until the encounter ends (Rules Reference, "Strength"), or for the
//! remainder of the run by the breaker's own text (Gordian Blade) or by a card it hosts
//! (GAMEDRAGON Pro).

use crate::cards;
use crate::state::GameState;

impl GameState {
    /// Whether `breaker`'s strength boosts last for the remainder of the run.
    pub(crate) fn boost_lasts_run_now(&self, breaker: u8) -> bool {
        cards::boost_lasts_run(self.cdef(breaker))
            || cards::hosted_makes_boosts_last_run(self, breaker)
    }
}
