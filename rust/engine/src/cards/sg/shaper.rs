//! System Gateway (2021): the Shaper cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every System Gateway Shaper card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
