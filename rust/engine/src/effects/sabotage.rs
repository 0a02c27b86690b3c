//! Sabotage N (part of the effect vocabulary, see `effects/mod.rs`): the Corp trashes N cards
//! of its choice from HQ and/or the top of R&D (Cacophony). The Corp picks HQ cards one at a
//! time (each trashed facedown as it is picked, as a discard: the Runner cannot tell which it
//! was), or takes the rest from the top of R&D; with fewer than N cards in both, it trashes all
//! it can. The choice is the source card's `Step::Choice` (its own kind `n`, `data` the cards
//! still to trash), which the card answers with these functions and a Corp `chooser`.

use crate::actions::{Action, ActionKind, ActionList};
use crate::engine::Step;
use crate::side::Side;
use crate::state::GameState;

/// The `Mode` target of "trash the rest from the top of R&D".
pub(crate) const SABOTAGE_FROM_RD: u8 = 0;

/// A bit of the choice's `data` above the count of cards still to trash: an HQ card was already
/// trashed by this sabotage, whose `Event::CorpTrashedFromHq` is fired once the last card is
/// trashed (the cards are trashed together: AU Co. counts one batch).
const HQ_TRASHED: u32 = 1 << 8;

impl GameState {
    /// Sabotage `n` by `source`: the Corp's choice `Step::Choice { source, n: kind, data: n }`
    /// (nothing when `n` is 0 or HQ and R&D are both empty).
    pub(crate) fn sabotage(&mut self, source: u8, kind: u8, n: u8) {
        self.sabotage_on(source, kind, n, false);
    }

    /// Sabotage with `n` still to trash, `hq_trashed` if an HQ card already was: the next pick
    /// asked, or, the sabotage done, the batch's `Event::CorpTrashedFromHq` fired.
    fn sabotage_on(&mut self, source: u8, kind: u8, n: u8, hq_trashed: bool) {
        if n > 0 && !(self.corp.hq.is_empty() && self.corp.rd.is_empty()) {
            let bit = if hq_trashed { HQ_TRASHED } else { 0 };
            self.push_choice(source, kind, u32::from(n) | bit);
        } else if hq_trashed {
            self.corp_trashed_from_hq();
        }
    }

    /// The Corp's options with `left` cards still to trash: one HQ card of each title, and the
    /// rest from the top of R&D when R&D holds that many (or HQ is empty).
    pub(crate) fn legal_sabotage(&self, source: u8, data: u32, out: &mut ActionList) {
        let left = data & !HQ_TRASHED;
        self.push_distinct(&self.corp.hq, ActionKind::Trash, out);
        if self.corp.rd.len() as u32 >= left || self.corp.hq.is_empty() {
            out.push(
                Action::new(ActionKind::Mode)
                    .card(source)
                    .target(SABOTAGE_FROM_RD),
            );
        }
    }

    /// One sabotage pick: an HQ card trashed (the next pick asked while cards are left), or the
    /// `left` top cards of R&D trashed facedown.
    pub(crate) fn resolve_sabotage(&mut self, source: u8, kind: u8, data: u32, a: Action) {
        let left = data & !HQ_TRASHED;
        let hq_trashed = data & HQ_TRASHED != 0;
        match a.kind {
            ActionKind::Trash => {
                let trashed = self.trash_from_hq_in_batch(&[a.card]);
                let n = left.saturating_sub(1) as u8;
                self.sabotage_on(source, kind, n, hq_trashed || trashed);
            }
            ActionKind::Mode => {
                for _ in 0..left {
                    let Some(&top) = self.corp.rd.last() else {
                        break;
                    };
                    self.trash_now(top);
                    self.card_mut(top).known |= Side::Corp.bit();
                }
                if hq_trashed {
                    self.corp_trashed_from_hq();
                }
            }
            _ => {}
        }
    }

    /// The cards still to trash in `source`'s pending sabotage choice (`default` if none is
    /// pending: a label read outside the decision).
    pub(crate) fn sabotage_left(&self, source: u8, default: u8) -> u32 {
        match self.stack.last() {
            Some(&Step::Choice {
                source: c, data, ..
            }) if c == source => data & !HQ_TRASHED,
            _ => default.into(),
        }
    }

    /// Label of a sabotage pick as `viewer` may read it.
    pub(crate) fn sabotage_label(&self, viewer: Side, left: u32, a: &Action) -> String {
        match a.kind {
            ActionKind::Trash => format!(
                "sabotage: trash {} from HQ ({left} to trash)",
                self.card_name(viewer, a.card)
            ),
            _ => format!("sabotage: trash the top {left} of R&D"),
        }
    }
}
