//! Vantage Point: the Jinteki cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every Vantage Point Jinteki card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
