//! System Update 2021: the Weyland Consortium cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every System Update 2021 Weyland Consortium card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
