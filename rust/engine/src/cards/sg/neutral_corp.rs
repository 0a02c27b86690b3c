//! System Gateway (2021): the neutral Corp cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;
use crate::cards::{card, Sub};
use crate::engine::{DamageKind, Step};

/// Every System Gateway neutral Corp card definition.
pub(crate) static CARDS: &[CardBehavior] = &[TITHE, WHITESPACE, THE_SYNDICATE];

// ----- Tithe, Whitespace, The Syndicate -----

/// Tithe: 1 net damage, then the Corp gains 1 credit.
const TITHE: CardBehavior = CardBehavior {
    subroutines: &[Sub::Damage(DamageKind::Net, 1), Sub::GainCredits(1)],
    ..card("30073")
};

/// Whitespace: the Runner loses 3 credits, then the run ends if the Runner has 6 or fewer.
const WHITESPACE: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1)],
    sub_text: &[
        "The Runner loses 3 credits.",
        "End the run if the Runner has 6 credits or fewer.",
    ],
    resolve_sub: Some(|s, _, index| match index {
        // Ruling 2: losing credits drains the credit pool only (never credits on cards); the
        // change is recorded at the next pool sync like any credit change.
        0 => s.runner.credits = s.runner.credits.saturating_sub(3),
        // Ruling 1: checked as this subroutine resolves, after the first; ruling 3: only the
        // credit pool counts, not credits hosted on cards.
        _ => {
            if s.runner.credits <= 6 {
                s.push(Step::EndRun);
            }
        }
    }),
    ..card("30074")
};

/// The Syndicate: Profit over Principle: the beginner Corp identity; no ability (its text only
/// restricts it to starter games, a matter of deck building left to the players).
const THE_SYNDICATE: CardBehavior = card("30077");
