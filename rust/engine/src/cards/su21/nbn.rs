//! System Update 2021: the NBN cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every System Update 2021 NBN card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
