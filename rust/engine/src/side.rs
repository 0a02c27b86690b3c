//! The two sides of the game.

use serde::{Deserialize, Serialize};

/// A player: the Corp or the Runner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The Corporation.
    Corp,
    /// The Runner.
    Runner,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::Corp => Side::Runner,
            Side::Runner => Side::Corp,
        }
    }
    /// `"corp"` or `"runner"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Side::Corp => "corp",
            Side::Runner => "runner",
        }
    }
    /// Parses `"corp"` or `"runner"`.
    pub fn parse(s: &str) -> Option<Side> {
        match s {
            "corp" => Some(Side::Corp),
            "runner" => Some(Side::Runner),
            _ => None,
        }
    }
    /// Bit of this side in a "who has seen this card" mask.
    pub(crate) fn bit(self) -> u8 {
        match self {
            Side::Corp => 1,
            Side::Runner => 2,
        }
    }
}

/// One value per side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BySide<T> {
    /// The Corp's value.
    pub corp: T,
    /// The Runner's value.
    pub runner: T,
}

impl<T> BySide<T> {
    /// The value of `side`.
    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::Corp => &self.corp,
            Side::Runner => &self.runner,
        }
    }
    /// The value of `side`, mutably.
    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::Corp => &mut self.corp,
            Side::Runner => &mut self.runner,
        }
    }
}
