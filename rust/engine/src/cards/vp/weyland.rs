//! Vantage Point: the Weyland Consortium cards. Each card is one definition, listed in `CARDS`.

use crate::cards::{card, CardBehavior};

/// Every Vantage Point Weyland Consortium card definition.
pub(crate) static CARDS: &[CardBehavior] = &[VULTURE_FUND];

/// Credits Vulture Fund gives.
const VULTURE_FUND_GAIN: u16 = 14;

/// Vulture Fund: the Corp gains 14 credits and takes 1 bad publicity.
const VULTURE_FUND: CardBehavior = CardBehavior {
    // Card text, in its order: the gain, then the bad publicity.
    play: Some(|s, _| {
        s.corp.credits = crate::invariants::add_credits(s.corp.credits, VULTURE_FUND_GAIN);
        s.take_bad_publicity(1);
    }),
    ..card("36063")
};
