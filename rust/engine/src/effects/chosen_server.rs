//! Servers chosen by a Runner card for the rest of the turn (Security Testing: chosen as the
//! Runner's turn begins), kept in `turn_flags.servers_chosen`, and whether a successful run on a
//! server is the first this turn. Part of the effect vocabulary (see `effects/mod.rs`).

use crate::state::GameState;

impl GameState {
    /// `card` chooses `server` until the end of the turn (replacing its earlier choice); nothing
    /// if every slot is taken by other cards (three, the most copies a deck holds).
    pub(crate) fn choose_server_this_turn(&mut self, card: u8, server: u8) {
        let slots = &mut self.turn_flags.servers_chosen;
        let slot = slots
            .iter()
            .position(|s| s.1 > 0 && s.0 == card)
            .or_else(|| slots.iter().position(|s| s.1 == 0));
        if let Some(i) = slot {
            slots[i] = (card, server.saturating_add(1));
        }
    }

    /// Forgets the server `card` chose this turn (a card that left play and came back is a new
    /// card, with no choice: Rules Reference, "Installing").
    pub(crate) fn forget_chosen_server(&mut self, card: u8) {
        for s in self.turn_flags.servers_chosen.iter_mut() {
            if s.1 > 0 && s.0 == card {
                *s = (0, 0);
            }
        }
    }

    /// The server `card` chose this turn, if any.
    pub(crate) fn chosen_server(&self, card: u8) -> Option<u8> {
        self.turn_flags
            .servers_chosen
            .iter()
            .find(|s| s.1 > 0 && s.0 == card)
            .map(|s| s.1 - 1)
    }

    /// Whether no successful run on `server` has ended earlier this turn: the run in progress,
    /// if successful, is the first this turn on it (Rules Reference, "Ordinal Events").
    pub(crate) fn no_earlier_successful_run_on(&self, server: u8) -> bool {
        server >= 32 || self.turn_flags.successful_runs_ended & (1 << server) == 0
    }
}
