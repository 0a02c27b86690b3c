//! System Update 2021: the neutral Corp cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every System Update 2021 neutral Corp card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
