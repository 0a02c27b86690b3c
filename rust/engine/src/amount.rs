//! Amounts chosen by a player with no cap the rules do not have ("X" costs, "up to" and "any
//! number" amounts: Psychographics, Corporate Troubleshooter, Medium, Account Siphon, Bank Job).
//!
//! The fixed action space holds amounts in the `amount` field of a `bid` action (0-255), so any
//! amount is chosen in one or more decisions (docs/actions.md, "Amounts"): `bid` with `amount` a
//! (0-254) chooses "so far + a" and ends the choice; `bid` 255, offered while more than 254 is
//! still possible, adds 255 to the amount so far and asks again. Trace bids use the same encoding.

use crate::actions::{Action, ActionKind, ActionList};
use crate::cards;
use crate::engine::Step;
use crate::state::GameState;

/// The `amount` of a `bid` that adds 255 and continues the choice.
pub const AMOUNT_CONTINUE: u8 = 255;

impl GameState {
    /// Asks `source`'s owner for the amount of its pending effect (its file gives the range and
    /// resolves the choice). A range with a single value is not asked.
    pub(crate) fn ask_amount(&mut self, source: u8) {
        let (min, max) = cards::amount_range(self, source);
        if min >= max {
            cards::resolve_amount(self, source, min);
        } else {
            self.push(Step::ChooseAmount { source, so_far: 0 });
        }
    }

    /// The choices of an amount decision: the amounts still possible, up to 254 more than the
    /// amount so far, and "add 255" while more than that is possible.
    pub(crate) fn legal_amounts(&self, source: u8, so_far: u16, out: &mut ActionList) {
        let (min, max) = cards::amount_range(self, source);
        legal_bids(min as u32, max as u32, so_far, out);
    }

    /// Applies the choice `amount` at an amount decision of `source` (the step is popped).
    pub(crate) fn choose_amount(&mut self, source: u8, so_far: u16, amount: u8) {
        if amount == AMOUNT_CONTINUE {
            self.push(Step::ChooseAmount {
                source,
                so_far: so_far.saturating_add(AMOUNT_CONTINUE as u16),
            });
        } else {
            cards::resolve_amount(self, source, so_far.saturating_add(amount as u16));
        }
    }
}

/// Pushes the `bid` choices of an amount from `min` to `max`, `so_far` already chosen: the
/// amounts up to 254 more than `so_far`, and 255 ("add 255, choose more") while more than 254
/// more is possible.
pub(crate) fn legal_bids(min: u32, max: u32, so_far: u16, out: &mut ActionList) {
    let so_far = so_far as u32;
    if max < so_far {
        return;
    }
    let rest = max - so_far;
    let low = min.saturating_sub(so_far);
    for a in low..=rest.min(AMOUNT_CONTINUE as u32 - 1) {
        out.push(Action::new(ActionKind::Bid).amount(a as u8));
    }
    if rest >= AMOUNT_CONTINUE as u32 {
        out.push(Action::new(ActionKind::Bid).amount(AMOUNT_CONTINUE));
    }
}
