//! Vantage Point: the neutral Corp cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every Vantage Point neutral Corp card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
