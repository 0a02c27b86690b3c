//! Elevation: the Haas-Bioroid cards. Each card is one definition, listed in `CARDS`.

use crate::cards::{card, CardBehavior};
use crate::engine::Event;
use crate::side::Side;

/// Every Elevation Haas-Bioroid card definition.
pub(crate) static CARDS: &[CardBehavior] = &[OTTO_CAMPAIGN, NANOMANAGEMENT];

/// Nanomanagement: the Corp gains 2 clicks.
const NANOMANAGEMENT: CardBehavior = CardBehavior {
    play: Some(|s, _| s.corp.clicks = crate::invariants::add_clicks(s.corp.clicks, 2)),
    ..card("35043")
};

/// Credits loaded onto Otto Campaign when it is rezzed.
const OTTO_LOAD: u8 = 6;
/// Credits the Corp takes from Otto Campaign as its turn begins.
const OTTO_TAKE: u16 = 2;

/// Otto Campaign: loaded with 6 credits when rezzed; the Corp takes 2 as each of its turns
/// begins; emptied, it is trashed and the Corp gains 2 clicks.
const OTTO_CAMPAIGN: CardBehavior = CardBehavior {
    triggers_on: Some(|_, card, event| match event {
        Event::Rezzed(a) => a == card,
        Event::TurnBegins(Side::Corp) => true,
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Rezzed(_) => s.place_credits(card, OTTO_LOAD),
        // Card text: "when it is empty, trash it and gain 2 clicks" (this turn's clicks: the
        // turn has begun, its allotted clicks given).
        _ => {
            if s.take_credits_trash_when_empty(Side::Corp, card, OTTO_TAKE) {
                s.corp.clicks = crate::invariants::add_clicks(s.corp.clicks, 2);
            }
        }
    }),
    ..card("35040")
};
