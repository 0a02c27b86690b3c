//! Vantage Point: the Anarch cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every Vantage Point Anarch card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
