//! Vantage Point: the Haas-Bioroid cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every Vantage Point Haas-Bioroid card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
