//! Single-observer information-set Monte Carlo tree search (Cowling, Powley and Whitehouse 2012).
//! STUB: picks the first legal action until the search is written.

use super::Bot;
use crate::actions::{Action, ActionList};
use crate::state::GameState;

/// How an ISMCTS iteration plays out from the new node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rollout {
    /// Uniformly random legal actions.
    Random,
    /// [`super::HeuristicBot`] for both sides.
    Heuristic,
}

/// The search's settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IsmctsConfig {
    /// Iterations per decision (per thread's share: the total over all threads).
    pub iterations: u32,
    /// Time limit per decision in milliseconds, 0 for none (a time limit makes the bot depend on
    /// the machine's speed, so it is not reproducible).
    pub time_ms: u32,
    /// UCB1 exploration constant.
    pub exploration: f32,
    /// Rollout policy.
    pub rollout: Rollout,
    /// Root-parallel search trees (1 = single-threaded).
    pub threads: u16,
}

impl Default for IsmctsConfig {
    fn default() -> IsmctsConfig {
        IsmctsConfig {
            iterations: 1000,
            time_ms: 0,
            exploration: 0.7,
            rollout: Rollout::Heuristic,
            threads: 1,
        }
    }
}

/// The search bot: plays the most visited move of its search from its own information set.
#[derive(Clone, Debug)]
pub struct IsmctsBot {
    config: IsmctsConfig,
    seed: u64,
}

impl IsmctsBot {
    /// A search bot with these settings; with `time_ms` 0 its choices depend only on `seed`, the
    /// settings, and what its side knows.
    pub fn new(config: IsmctsConfig, seed: u64) -> IsmctsBot {
        IsmctsBot { config, seed }
    }
}

impl Bot for IsmctsBot {
    fn choose(&mut self, _state: &GameState, legal: &ActionList) -> Action {
        let _ = (self.config, self.seed);
        legal[0]
    }
}
