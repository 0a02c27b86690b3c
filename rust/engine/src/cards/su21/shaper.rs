//! System Update 2021: the Shaper cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every System Update 2021 Shaper card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
