//! System Update 2021: the neutral Runner cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every System Update 2021 neutral Runner card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
