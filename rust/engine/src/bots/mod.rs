//! Players that choose actions: the bots that `simulate` and the tournament pit against each
//! other. A bot sees the game through [`GameState`] but must only use what its side may know:
//! for two states its side cannot tell apart, a bot with the same seed makes the same choice
//! (tested in `tests/bots.rs`).

mod heuristic;
mod ismcts;
mod levels;
mod value;

pub use heuristic::HeuristicBot;
pub use ismcts::{corp_value, IsmctsBot, IsmctsConfig, Leaf, Rollout, VALUE_ROLLOUT_DEPTH};
pub use levels::{level, Level, LEVELS};
pub use value::{
    learned_corp_value, value_feature_names, value_features, value_positions, ValueFeatures,
    ValueNet, ValuePositions, MAX_HIDDEN, NUM_VALUE_FEATURES,
};

use crate::actions::{Action, ActionList};
use crate::error::EngineError;
use crate::state::GameState;
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::sync::atomic::AtomicBool;

/// A player: given the game at one of its decisions and the legal actions, picks one of them.
pub trait Bot {
    /// Chooses one of `legal` (never empty) for the player deciding in `state`.
    fn choose(&mut self, state: &GameState, legal: &ActionList) -> Action;

    /// Like [`Bot::choose`], but a long choice (a search) gives up soon after another thread
    /// sets `stop`, returning None (the Python binding sets it on Ctrl-C). Bots that decide at
    /// once ignore `stop`.
    fn choose_or_stop(
        &mut self,
        state: &GameState,
        legal: &ActionList,
        stop: &AtomicBool,
    ) -> Option<Action> {
        let _ = stop;
        Some(self.choose(state, legal))
    }
}

/// Uniformly random over the legal actions, from its own seeded generator.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: Xoshiro256PlusPlus,
}

impl RandomBot {
    /// A random bot whose choices depend only on `seed` and the legal actions it is shown.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }
}

impl Bot for RandomBot {
    fn choose(&mut self, _state: &GameState, legal: &ActionList) -> Action {
        legal[below(&mut self.rng, legal.len())]
    }
}

/// A uniform index below `n` (n >= 1) by Lemire's multiply-shift: unbiased enough for n <= 512
/// and free of division.
#[inline]
pub(crate) fn below(rng: &mut Xoshiro256PlusPlus, n: usize) -> usize {
    ((rng.next_u64() as u128 * n as u128) >> 64) as usize
}

/// Which bot plays a side in batch work; each game gets a fresh bot seeded from the game's seed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum BotKind {
    /// [`RandomBot`].
    Random,
    /// [`HeuristicBot`].
    Heuristic,
    /// [`IsmctsBot`] with this configuration.
    Ismcts(IsmctsConfig),
}

impl BotKind {
    /// Parses a bot name as used on the command line: `random`, `heuristic`, `ismcts` (1,000
    /// iterations per decision), `ismcts:N` (N iterations per decision), `ismcts-value` or
    /// `ismcts-value:N` (the search with the learned evaluation: [`IsmctsConfig::value`]) or
    /// `ismcts-value:N:D` (the same with rollouts cut after D decisions, 0: none), or
    /// the name of a difficulty level ([`LEVELS`]: `easy`, `normal`, `hard`, `expert`), read as
    /// its bot.
    pub fn parse(name: &str) -> Option<BotKind> {
        if let Some(l) = level(name) {
            return BotKind::parse(l.bot);
        }
        let name = name.trim().to_ascii_lowercase();
        let (base, arg) = match name.split_once(':') {
            Some((b, a)) => (b, Some(a)),
            None => (name.as_str(), None),
        };
        match (base, arg) {
            ("random", None) => Some(BotKind::Random),
            ("heuristic", None) => Some(BotKind::Heuristic),
            ("ismcts", None) => Some(BotKind::Ismcts(IsmctsConfig::default())),
            ("ismcts", Some(n)) => {
                let iterations: u32 = n.trim().parse().ok().filter(|&n| n > 0)?;
                Some(BotKind::Ismcts(IsmctsConfig {
                    iterations,
                    ..IsmctsConfig::default()
                }))
            }
            ("ismcts-value", None) => Some(BotKind::Ismcts(IsmctsConfig::value())),
            ("ismcts-value", Some(n)) => {
                // `N` or `N:D` (D: the rollout depth before the network scores the position).
                let (n, depth) = match n.split_once(':') {
                    Some((n, d)) => (n, d.trim().parse().ok()?),
                    None => (n, VALUE_ROLLOUT_DEPTH),
                };
                let iterations: u32 = n.trim().parse().ok().filter(|&n| n > 0)?;
                Some(BotKind::Ismcts(IsmctsConfig {
                    iterations,
                    rollout_depth: depth,
                    ..IsmctsConfig::value()
                }))
            }
            _ => None,
        }
    }

    /// Checks the bot's settings (see [`IsmctsConfig::validate`]).
    pub fn validate(&self) -> Result<(), EngineError> {
        match self {
            BotKind::Ismcts(config) => config.validate(),
            _ => Ok(()),
        }
    }

    /// The bot's name as [`BotKind::parse`] reads it back (`ismcts:N` for the search bot,
    /// `ismcts-value:N` for the search with the learned evaluation).
    pub fn name(self) -> String {
        match self {
            BotKind::Random => "random".to_string(),
            BotKind::Heuristic => "heuristic".to_string(),
            BotKind::Ismcts(c) if c.leaf == Leaf::Learned => {
                if c.rollout_depth == VALUE_ROLLOUT_DEPTH {
                    format!("ismcts-value:{}", c.iterations)
                } else {
                    format!("ismcts-value:{}:{}", c.iterations, c.rollout_depth)
                }
            }
            BotKind::Ismcts(c) => format!("ismcts:{}", c.iterations),
        }
    }

    /// A new bot of this kind.
    pub fn build(self, seed: u64) -> Box<dyn Bot + Send> {
        match self {
            BotKind::Random => Box::new(RandomBot::new(seed)),
            BotKind::Heuristic => Box::new(HeuristicBot::new(seed)),
            BotKind::Ismcts(config) => Box::new(IsmctsBot::new(config, seed)),
        }
    }
}
