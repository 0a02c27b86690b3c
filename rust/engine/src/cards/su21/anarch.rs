//! System Update 2021: the Anarch cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every System Update 2021 Anarch card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
