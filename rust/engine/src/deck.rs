//! Decklists: an identity and card counts, by title.

use crate::cards::{card_by_title, card_table, CardType};
use crate::error::EngineError;
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// A deck: identity title and (title, count) pairs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckList {
    /// Identity title.
    pub identity: String,
    /// Cards by title with their counts.
    pub cards: Vec<(String, u32)>,
}

impl DeckList {
    /// The default Corp deck: Jinteki: Personal Evolution with every neutral Corp card of the
    /// Core Set at its box quantity (22 cards).
    pub fn default_corp() -> DeckList {
        Self::neutral("Jinteki: Personal Evolution", Side::Corp)
    }

    /// The default Runner deck: Kate "Mac" McCaffrey with every neutral Runner card of the Core
    /// Set at its box quantity (15 cards).
    pub fn default_runner() -> DeckList {
        Self::neutral("Kate \"Mac\" McCaffrey: Digital Tinker", Side::Runner)
    }

    fn neutral(identity: &str, side: Side) -> DeckList {
        let faction = if side == Side::Corp {
            "neutral-corp"
        } else {
            "neutral-runner"
        };
        DeckList {
            identity: identity.into(),
            cards: card_table()
                .iter()
                .filter(|c| c.faction == faction)
                .map(|c| (c.title.to_string(), c.quantity as u32))
                .collect(),
        }
    }

    /// Parses a plain-text decklist: the identity on the first line, then one card per line as
    /// `3x Hedge Fund`, `3 Hedge Fund` or `Hedge Fund`. Blank lines and `#` comments are ignored.
    pub fn parse(text: &str) -> Result<DeckList, EngineError> {
        let mut lines = text
            .lines()
            .map(|l| l.split('#').next().unwrap_or("").trim())
            .filter(|l| !l.is_empty());
        let identity = lines
            .next()
            .ok_or_else(|| EngineError::Deck("empty decklist".into()))?;
        let identity = identity
            .strip_prefix("Identity:")
            .unwrap_or(identity)
            .trim()
            .to_string();
        let mut cards = Vec::new();
        for line in lines {
            let (count, title) = match line.split_once(' ') {
                Some((n, rest)) if n.trim_end_matches(['x', 'X']).parse::<u32>().is_ok() => (
                    n.trim_end_matches(['x', 'X']).parse::<u32>().unwrap(),
                    rest.trim(),
                ),
                _ => (1, line),
            };
            cards.push((title.to_string(), count));
        }
        Ok(DeckList { identity, cards })
    }

    /// Card definition ids of the identity and of every card (one entry per copy), checking
    /// that each title exists, belongs to `side`, and is implemented.
    pub(crate) fn resolve(&self, side: Side) -> Result<(u16, Vec<u16>), EngineError> {
        let lookup = |title: &str| {
            card_by_title(title).ok_or_else(|| EngineError::UnknownCard(title.to_string()))
        };
        let id = lookup(&self.identity)?;
        let table = card_table();
        let def = &table[id as usize];
        if def.card_type != CardType::Identity || def.side != side {
            return Err(EngineError::Deck(format!(
                "{} is not a {} identity",
                def.title,
                side.as_str()
            )));
        }
        let mut cards = Vec::new();
        for (title, count) in &self.cards {
            let c = lookup(title)?;
            let d = &table[c as usize];
            if d.side != side || d.card_type == CardType::Identity {
                return Err(EngineError::Deck(format!(
                    "{} cannot be in a {} deck",
                    d.title,
                    side.as_str()
                )));
            }
            if !d.implemented {
                return Err(EngineError::Deck(format!(
                    "{} is not implemented by the engine yet",
                    d.title
                )));
            }
            cards.extend(std::iter::repeat_n(c, *count as usize));
        }
        if cards.is_empty() {
            return Err(EngineError::Deck(format!(
                "the {} deck has no cards",
                side.as_str()
            )));
        }
        Ok((id, cards))
    }
}
