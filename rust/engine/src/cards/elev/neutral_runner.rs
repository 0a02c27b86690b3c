//! Elevation: the neutral Runner cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every Elevation neutral Runner card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
