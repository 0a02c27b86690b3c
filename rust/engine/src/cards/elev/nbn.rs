//! Elevation: the NBN cards. Each card is one definition, listed in `CARDS`.

use crate::cards::{card, CardBehavior, Sub};
use crate::engine::{DamageKind, Step};

/// Every Elevation NBN card definition.
pub(crate) static CARDS: &[CardBehavior] = &[DOOMSCROLL];

/// Doomscroll: a tag, 1 net damage, then 2 net damage if the Runner has 2 tags or more.
const DOOMSCROLL: CardBehavior = CardBehavior {
    subroutines: &[
        Sub::GiveTags(1),
        Sub::Damage(DamageKind::Net, 1),
        Sub::Card(0),
    ],
    sub_text: &["Do 2 net damage if the Runner has 2 tags or more."],
    // Card text: the tags the Runner has as the subroutine resolves.
    resolve_sub: Some(|s, _, _| {
        if s.runner.tags >= 2 {
            s.push(Step::Damage(DamageKind::Net, 2));
        }
    }),
    ..card("35063")
};
