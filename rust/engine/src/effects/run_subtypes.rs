//! Subtypes a piece of ice gains for the remainder of the run in progress (Rielle "Kit"
//! Peddler's code gate), part of the effect vocabulary: the run records the ice, so the gain
//! ends with the run.

use crate::actions::NONE;
use crate::cards::CODE_GATE;
use crate::state::GameState;

impl GameState {
    /// `ice` gains code gate for the remainder of this run (nothing outside a run).
    pub(crate) fn ice_gains_code_gate_this_run(&mut self, ice: u8) {
        if let Some(r) = self.run.as_mut() {
            r.code_gate_ice = ice;
        }
    }

    /// The code gate subtype `ice` has gained for the run in progress, if it has (0 otherwise).
    pub(crate) fn run_gained_code_gate(&self, ice: u8) -> u64 {
        match self.run {
            Some(r) if r.code_gate_ice == ice && ice != NONE => CODE_GATE,
            _ => 0,
        }
    }
}
