//! System Update 2021: the Jinteki cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every System Update 2021 Jinteki card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
