//! Players that choose actions: the bots that `simulate` and the tournament pit against each
//! other. A bot sees the game through [`GameState`] but must only use what its side may know:
//! for two states its side cannot tell apart, a bot with the same seed makes the same choice
//! (tested in `tests/bots.rs`).

mod heuristic;
mod ismcts;
mod ismcts_observe;
mod ismcts_prior;
mod levels;
mod value;

pub use heuristic::HeuristicBot;
pub use ismcts::{
    corp_value, IsmctsBot, IsmctsConfig, Leaf, Rollout, VALUE_BLEND, VALUE_ROLLOUT_DEPTH,
};
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

/// The progressive-bias weight of the `ismcts-pb` bot (`bots/ismcts_prior.rs`; issue 28).
pub const PB_BIAS: f32 = 3.0;

/// Milliseconds from a time budget: `200ms`, `200` (milliseconds) or `0.2s`; at least 1 ms and
/// at most a minute.
fn parse_ms(t: &str) -> Option<u32> {
    let t = t.trim();
    let ms = if let Some(ms) = t.strip_suffix("ms") {
        ms.trim().parse::<f64>().ok()?
    } else if let Some(s) = t.strip_suffix('s') {
        s.trim().parse::<f64>().ok()? * 1000.0
    } else {
        t.parse::<f64>().ok()?
    };
    (ms.is_finite() && (1.0..=60_000.0).contains(&ms.round())).then(|| ms.round() as u32)
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
    /// iterations per decision), `ismcts:N` (N iterations per decision), or the name of a
    /// difficulty level ([`LEVELS`]: `easy`, `normal`, `hard`, `expert`), read as its bot.
    /// `ismcts-value` is the search with the learned evaluation ([`IsmctsConfig::value`]); it
    /// also takes `:N`, `@T` and `+` settings, and `ismcts-value:N:D` (rollouts cut after D
    /// decisions, 0: none).
    ///
    /// The search bot also takes a time budget per decision, `ismcts@200ms` (or `@0.2s`; alone
    /// it searches until the clock runs out; with `:N`, `ismcts:N@200ms`, it stops at whichever
    /// comes first), and settings after `+`: `+bias=W` (progressive bias towards the heuristic
    /// bot's move, `bots/ismcts_prior.rs`), `+c=X` (exploration), `+depth=D` (rollout cutoff),
    /// `+mo=1` (one tree per player, MO-ISMCTS: `IsmctsConfig::per_player`) with `+veil=Q`
    /// (`IsmctsConfig::veil`), and for
    /// `ismcts-value` `+blend=W` (the network's weight in the leaf value, the rest
    /// [`corp_value`]'s).
    /// `ismcts-pb` is the search with the bias weight issue 28's Runner study kept
    /// ([`PB_BIAS`]); it takes `:N`, `@T` and `+` settings as `ismcts` does.
    pub fn parse(name: &str) -> Option<BotKind> {
        if let Some(l) = level(name) {
            return BotKind::parse(l.bot);
        }
        let name = name.trim().to_ascii_lowercase();
        let mut parts = name.split('+');
        let head = parts.next()?;
        let (head, time_ms) = match head.split_once('@') {
            Some((h, t)) => (h, Some(parse_ms(t)?)),
            None => (head, None),
        };
        let (base, arg) = match head.split_once(':') {
            Some((b, a)) => (b, Some(a)),
            None => (head, None),
        };
        let simple = arg.is_none() && time_ms.is_none() && name == base;
        let mut config = match base {
            "random" if simple => return Some(BotKind::Random),
            "heuristic" if simple => return Some(BotKind::Heuristic),
            "ismcts" => IsmctsConfig::default(),
            "ismcts-value" => IsmctsConfig::value(),
            "ismcts-pb" => IsmctsConfig {
                bias: PB_BIAS,
                ..IsmctsConfig::default()
            },
            _ => return None,
        };
        // `ismcts-value:N:D`: D is the rollout depth before the network scores the position.
        let arg = match arg.map(|a| a.split_once(':')) {
            Some(Some((n, d))) if base == "ismcts-value" => {
                config.rollout_depth = d.trim().parse().ok()?;
                Some(n)
            }
            _ => arg,
        };
        if let Some(n) = arg {
            config.iterations = n.trim().parse().ok().filter(|&n| n > 0)?;
        } else if time_ms.is_some() {
            // A time budget alone: the clock, not the iteration count, stops the search.
            config.iterations = u32::MAX;
        }
        config.time_ms = time_ms.unwrap_or(0);
        for opt in parts {
            let (k, v) = opt.split_once('=')?;
            let v = v.trim();
            match k.trim() {
                "bias" => config.bias = v.parse().ok()?,
                "c" => config.exploration = v.parse().ok()?,
                "depth" => config.rollout_depth = v.parse().ok()?,
                "blend" if base == "ismcts-value" => config.blend = v.parse().ok()?,
                "veil" => config.veil = v.parse().ok()?,
                "mo" => {
                    config.per_player = match v {
                        "1" => true,
                        "0" => false,
                        _ => return None,
                    }
                }
                _ => return None,
            }
        }
        config.validate().ok()?;
        Some(BotKind::Ismcts(config))
    }

    /// Checks the bot's settings (see [`IsmctsConfig::validate`]).
    pub fn validate(&self) -> Result<(), EngineError> {
        match self {
            BotKind::Ismcts(config) => config.validate(),
            _ => Ok(()),
        }
    }

    /// The bot's name as [`BotKind::parse`] reads it back (`ismcts:N` for the search bot with
    /// the default settings, `ismcts-value:N` with the learned evaluation; `ismcts@Tms`,
    /// `ismcts:N@Tms` with a time budget, and `+key=value` for each setting `parse` reads that
    /// differs from the base's default).
    pub fn name(self) -> String {
        match self {
            BotKind::Random => "random".to_string(),
            BotKind::Heuristic => "heuristic".to_string(),
            BotKind::Ismcts(c) => {
                let (d, base) = if c.leaf == Leaf::Learned {
                    (IsmctsConfig::value(), "ismcts-value")
                } else {
                    (IsmctsConfig::default(), "ismcts")
                };
                let mut name = base.to_string();
                if c.iterations != u32::MAX || c.time_ms == 0 {
                    name += &format!(":{}", c.iterations);
                }
                if c.time_ms > 0 {
                    name += &format!("@{}ms", c.time_ms);
                }
                if c.exploration != d.exploration {
                    name += &format!("+c={}", c.exploration);
                }
                if c.rollout_depth != d.rollout_depth {
                    name += &format!("+depth={}", c.rollout_depth);
                }
                if c.bias != d.bias {
                    name += &format!("+bias={}", c.bias);
                }
                if c.blend != d.blend {
                    name += &format!("+blend={}", c.blend);
                }
                if c.per_player != d.per_player {
                    name += &format!("+mo={}", u8::from(c.per_player));
                }
                if c.veil != d.veil {
                    name += &format!("+veil={}", c.veil);
                }
                name
            }
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
