//! Players that choose actions: the bots that `simulate` and the tournament pit against each
//! other. A bot sees the game through [`GameState`] but must only use what its side may know
//! (the random bot uses nothing but the legal actions).

use crate::actions::{Action, ActionList};
use crate::state::GameState;
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// A player: given the game at one of its decisions and the legal actions, picks one of them.
pub trait Bot {
    /// Chooses one of `legal` (never empty) for the player deciding in `state`.
    fn choose(&mut self, state: &GameState, legal: &ActionList) -> Action;
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
        // Lemire's multiply-shift: uniform enough for n <= 512 and free of division.
        let i = ((self.rng.next_u64() as u128 * legal.len() as u128) >> 64) as usize;
        legal[i]
    }
}

/// Which bot plays a side in batch work; each game gets a fresh bot seeded from the game's seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotKind {
    /// [`RandomBot`].
    Random,
}

impl BotKind {
    /// Parses a bot name as used on the command line (`"random"`).
    pub fn parse(name: &str) -> Option<BotKind> {
        match name.trim().to_ascii_lowercase().as_str() {
            "random" => Some(BotKind::Random),
            _ => None,
        }
    }

    /// The bot's name.
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
        }
    }

    /// A new bot of this kind.
    pub fn build(self, seed: u64) -> Box<dyn Bot + Send> {
        match self {
            BotKind::Random => Box::new(RandomBot::new(seed)),
        }
    }
}
