//! System Update 2021: the Criminal cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every System Update 2021 Criminal card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
