//! System Update 2021: the Haas-Bioroid cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every System Update 2021 Haas-Bioroid card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
