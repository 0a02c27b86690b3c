//! More of the effect vocabulary (see `effects.rs`): the Runner trashing the card it is
//! accessing, and "Access →" abilities (Carnivore) that can be used on an accessed card.

use crate::actions::ActionList;
use crate::cards;
use crate::engine::Event;
use crate::state::GameState;

impl GameState {
    /// The Runner trashes `card`, which it is accessing (paying its trash cost, or through an
    /// ability such as Carnivore's): it is trashed, counted for the turn (Rules Reference,
    /// "Ordinal Events") and abilities waiting for it trigger (René "Loup" Arcemont).
    pub(crate) fn trash_accessed(&mut self, card: u8) {
        self.turn_flags.accessed_trashed = self.turn_flags.accessed_trashed.saturating_add(1);
        let installed = self.card(card).installed();
        self.own_trash_abilities(card);
        self.trash(card);
        self.fire(Event::AccessedCardTrashed(card));
        if installed {
            let f = &mut self.turn_flags;
            f.installed_trashed_by_runner = f.installed_trashed_by_runner.saturating_add(1);
            self.fire(Event::RunnerTrashedInstalled(card));
        }
    }

    /// Whether some "Access →" ability of the Runner's active cards could be used on the
    /// accessed `card` now (an agenda is then not stolen at once: the Runner may use it first).
    pub(crate) fn has_access_ability(&self, card: u8) -> bool {
        let mut out = ActionList::new();
        cards::legal_access_abilities(self, card, &mut out);
        !out.is_empty()
    }
}
