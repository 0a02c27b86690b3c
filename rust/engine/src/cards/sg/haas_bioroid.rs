//! System Gateway (2021): the Haas-Bioroid cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every System Gateway Haas-Bioroid card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
