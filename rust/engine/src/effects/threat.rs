//! The threat level (part of the effect vocabulary, see `effects/mod.rs`): the agenda points in
//! the score area of whichever player has more (Elevation and later cards: "Threat N ->"
//! abilities, N-Pot, Measured Response). Read from the score areas; nothing is stored.

use crate::side::Side;
use crate::state::GameState;

impl GameState {
    /// The threat level now: the higher of the two players' agenda points.
    pub fn threat_level(&self) -> u32 {
        self.agenda_points(Side::Corp)
            .max(self.agenda_points(Side::Runner))
    }
}
