//! Prohibitions that last for a while (part of the effect vocabulary, see `effects/mod.rs`): the
//! Corp unable to score for the rest of the turn (Luminal Transubstantiation), the Runner unable
//! to steal or trash any Corp card until the run is over (Ansel 1.0). Each is plain data in the
//! state (`TurnFlags`, `Run`) that the rules read where scoring, stealing and trashing are offered.

use crate::state::GameState;

impl GameState {
    /// The Corp cannot score agendas for the rest of this turn.
    pub(crate) fn forbid_scoring_this_turn(&mut self) {
        self.turn_flags.no_scoring = true;
    }

    /// Whether the Corp may score agendas now (no effect forbids it this turn).
    pub(crate) fn may_score(&self) -> bool {
        !self.turn_flags.no_scoring
    }

    /// From now until the run in progress is over, the Runner can neither steal nor trash any
    /// Corp card (nothing
    /// outside a run).
    pub(crate) fn forbid_steal_and_trash_this_run(&mut self) {
        if let Some(r) = self.run.as_mut() {
            r.no_steal_or_trash = true;
        }
    }

    /// Whether the Runner may steal or trash a Corp card now: false for the rest of a run in
    /// which an effect forbade it, in any way (Ansel 1.0 ruling 3: not only the basic trash of
    /// an accessed card).
    pub(crate) fn may_steal_or_trash(&self) -> bool {
        !self.run.is_some_and(|r| r.no_steal_or_trash)
    }

    /// From now until the run in progress is over, the Runner can neither steal nor trash any
    /// copy of `card` (a card of the same definition: Perfect Recall's revealed card; nothing
    /// outside a run; at most 4 different cards are remembered per run).
    pub(crate) fn forbid_steal_and_trash_copies_this_run(&mut self, card: u8) {
        let def = self.card(card).def.saturating_add(1);
        if let Some(r) = self.run.as_mut() {
            let slots = &mut r.no_steal_or_trash_defs;
            if !slots.contains(&def) {
                if let Some(free) = slots.iter_mut().find(|d| **d == 0) {
                    *free = def;
                }
            }
        }
    }

    /// Whether the Runner may steal or trash Corp card `card` now: [`Self::may_steal_or_trash`],
    /// and no effect forbade copies of it for this run (Perfect Recall).
    pub(crate) fn may_steal_or_trash_card(&self, card: u8) -> bool {
        let def = self.card(card).def.saturating_add(1);
        self.may_steal_or_trash()
            && !self
                .run
                .is_some_and(|r| r.no_steal_or_trash_defs.contains(&def))
    }
}
