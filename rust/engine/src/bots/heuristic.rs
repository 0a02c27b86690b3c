//! The rule-based bot: the decision trees of the mechanics reference ("Decision Trees for AI").
//! STUB: plays uniformly at random until the decision trees are written.

use super::{below, Bot};
use crate::actions::{Action, ActionList};
use crate::state::GameState;
use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// Plays by fixed rules of thumb, seeing only its own side's observation; `seed` breaks ties.
#[derive(Clone, Debug)]
pub struct HeuristicBot {
    rng: Xoshiro256PlusPlus,
}

impl HeuristicBot {
    /// A heuristic bot whose tie-breaks depend only on `seed`.
    pub fn new(seed: u64) -> HeuristicBot {
        HeuristicBot {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }
}

impl Bot for HeuristicBot {
    fn choose(&mut self, _state: &GameState, legal: &ActionList) -> Action {
        legal[below(&mut self.rng, legal.len())]
    }
}
