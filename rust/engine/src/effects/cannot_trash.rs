//! Cards the Runner cannot trash (Kessleroid: "the Runner cannot trash this ice while it is
//! rezzed"), part of the effect vocabulary. A card says so with the fact
//! `CardBehavior::runner_cannot_trash`; it holds while the card is active (rezzed ice), and every
//! Runner effect or access that would trash a Corp card asks `runner_may_trash` first (Rules
//! Reference, "Cannot": an effect that cannot happen does not; the rest of the effect goes on).

use crate::cards;
use crate::state::GameState;

impl GameState {
    /// Whether the Runner (a Runner card's effect or cost, or the Runner accessing it) may trash
    /// `card` now: not while it is active and its text forbids it (Kessleroid).
    pub(crate) fn runner_may_trash(&self, card: u8) -> bool {
        !(self.is_active(card)
            && cards::abilities(self, card).is_some_and(|d| d.runner_cannot_trash))
    }

    /// A Runner card's effect trashes `card` (Parasite's host at 0 strength), unless the Runner
    /// cannot trash it: returns whether it was trashed.
    pub(crate) fn trash_by_runner(&mut self, card: u8) -> bool {
        if !self.runner_may_trash(card) {
            return false;
        }
        self.trash(card);
        true
    }
}
