//! Vantage Point: the Weyland Consortium cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{card, mode, CardBehavior, Sub};
use crate::engine::Step;
use crate::side::Side;

/// Every Vantage Point Weyland Consortium card definition.
pub(crate) static CARDS: &[CardBehavior] = &[FLYWHEEL, VULTURE_FUND];

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

/// Flywheel's modes, after the credit: draw 1 card or not.
const FLYWHEEL_DRAW: u8 = 0;
const FLYWHEEL_NO_DRAW: u8 = 1;

/// Flywheel: each of its two subroutines gains the Corp 1 credit, then it may draw 1 card.
const FLYWHEEL: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(0)],
    sub_text: &["The Corp gains 1 credit, then may draw 1 card."],
    actions: &[
        mode(FLYWHEEL_DRAW, "draw 1 card", ""),
        mode(FLYWHEEL_NO_DRAW, "do not draw", ""),
    ],
    resolve_sub: Some(|s, ice, _| {
        s.corp.credits = crate::invariants::add_credits(s.corp.credits, 1);
        s.push(Step::ChooseMode(ice));
    }),
    // "You may": the Corp's choice, drawing or not (even from an empty R&D: its choice).
    legal_modes: Some(|_, card, out| {
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(FLYWHEEL_DRAW),
        );
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(FLYWHEEL_NO_DRAW),
        );
    }),
    resolve_mode: Some(|s, _, m| {
        if m == FLYWHEEL_DRAW {
            s.push(Step::Draw(Side::Corp, 1));
        }
    }),
    ..card("36059")
};
