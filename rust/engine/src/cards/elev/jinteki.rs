//! Elevation: the Jinteki cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every Elevation Jinteki card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
