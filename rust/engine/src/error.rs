//! Errors: every way input from outside the engine can be wrong.

use std::fmt;

/// An error from the engine. Each variant carries a readable message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// The action is not legal now; the state was not changed.
    IllegalAction(String),
    /// A scenario description cannot be turned into a valid game.
    Scenario(String),
    /// A card title or code is not in the card table.
    UnknownCard(String),
    /// A deck is malformed or refers to cards the engine cannot play.
    Deck(String),
    /// Serialized text could not be read.
    Json(String),
    /// An argument is out of range (a thread count, a number of games, a bot name, ...).
    InvalidArgument(String),
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::IllegalAction(m) => write!(f, "illegal action: {m}"),
            EngineError::Scenario(m) => write!(f, "bad scenario: {m}"),
            EngineError::UnknownCard(m) => write!(f, "unknown card: {m}"),
            EngineError::Deck(m) => write!(f, "bad deck: {m}"),
            EngineError::Json(m) => write!(f, "bad JSON: {m}"),
            EngineError::InvalidArgument(m) => write!(f, "invalid argument: {m}"),
        }
    }
}

impl std::error::Error for EngineError {}
