//! Elevation: the Weyland Consortium cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every Elevation Weyland Consortium card definition.
pub(crate) static CARDS: &[CardBehavior] = &[];
