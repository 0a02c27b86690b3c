//! System Gateway (2021): the Criminal cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every System Gateway Criminal card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
