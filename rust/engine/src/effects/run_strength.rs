//! Strength every piece of ice gets for the rest of the run (ezaM), part of the effect
//! vocabulary: plain data in the run (`Run::ice_strength_bonus`), read by `ice_strength`. It
//! lasts even if the card that gave it leaves play or is derezzed.

use crate::state::GameState;

impl GameState {
    /// Each piece of ice gets +`n` strength for the remainder of the run in progress (nothing
    /// outside a run).
    pub(crate) fn raise_all_ice_this_run(&mut self, n: u8) {
        if let Some(r) = self.run.as_mut() {
            r.ice_strength_bonus = r.ice_strength_bonus.saturating_add(n);
        }
    }

    /// The strength every piece of ice has gained for the run in progress.
    pub(crate) fn run_ice_strength_bonus(&self) -> i32 {
        self.run.map_or(0, |r| r.ice_strength_bonus as i32)
    }
}
