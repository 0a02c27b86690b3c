//! Credits the Runner loses from its credit pool by a Corp card's effect (part of the effect
//! vocabulary, see `effects/mod.rs`): every such loss goes through
//! [`GameState::runner_lose_credits`], so that a card forbidding it ("you cannot lose ...
//! credits from your credit pool": Aircheck, `cards::credit_pool_locked`) holds everywhere.

use crate::cards;
use crate::state::GameState;

impl GameState {
    /// The Runner loses `n` credits from its credit pool (all it has, if fewer); returns how many
    /// it lost. None while the pool is locked (Aircheck, while it is active).
    pub(crate) fn runner_lose_credits(&mut self, n: u16) -> u16 {
        if cards::credit_pool_locked(self) {
            return 0;
        }
        let lost = n.min(self.runner.credits);
        self.runner.credits -= lost;
        lost
    }
}
