//! The ice the Runner passed during its last run (part of the effect vocabulary, see
//! `effects/mod.rs`): recorded as the run passes each piece of ice (run step [4]), forgotten when
//! the next run begins, and read by cards about "ice you passed during your last run" (En
//! Passant). Plain data in the state (`TurnFlags::last_run_passed_ice`, one bit per card id): a
//! card that needs it has made a run this turn, so its last run is this turn's.

use crate::state::GameState;

impl GameState {
    /// A run begins: the ice passed during the previous run is forgotten.
    pub(crate) fn forget_passed_ice(&mut self) {
        self.turn_flags.last_run_passed_ice = [0; 4];
    }

    /// Run step [4]: the Runner passes `ice` (rezzed or not; bypassed ice is passed too).
    pub(crate) fn note_passed_ice(&mut self, ice: u8) {
        self.turn_flags.last_run_passed_ice[(ice / 64) as usize] |= 1 << (ice % 64);
    }

    /// Whether the Runner passed `ice` during its last run this turn.
    pub(crate) fn passed_during_last_run(&self, ice: u8) -> bool {
        self.turn_flags.last_run_passed_ice[(ice / 64) as usize] & (1 << (ice % 64)) != 0
    }
}
