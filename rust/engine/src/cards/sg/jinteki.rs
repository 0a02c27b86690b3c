//! System Gateway (2021): the Jinteki cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every System Gateway Jinteki card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
