//! Elevation: the Haas-Bioroid cards. Each card is one definition, listed in `CARDS`.

use crate::cards::{card, CardBehavior};

/// Every Elevation Haas-Bioroid card definition.
pub(crate) static CARDS: &[CardBehavior] = &[NANOMANAGEMENT];

/// Nanomanagement: the Corp gains 2 clicks.
const NANOMANAGEMENT: CardBehavior = CardBehavior {
    play: Some(|s, _| s.corp.clicks = crate::invariants::add_clicks(s.corp.clicks, 2)),
    ..card("35043")
};
