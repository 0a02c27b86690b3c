//! A subroutine broken (part of the effect vocabulary, see `effects/mod.rs`): each break fires
//! `Event::SubroutineBroken(ice)` for the encountered ice, read by "whenever you break a
//! subroutine" abilities (The Tungsten Tailor).

use crate::actions::NONE;
use crate::engine::Event;
use crate::state::GameState;

impl GameState {
    /// The Runner has just broken a subroutine of the encountered ice.
    pub(crate) fn fire_subroutine_broken(&mut self) {
        if let Some(r) = self.run {
            if r.encounter != NONE {
                self.fire(Event::SubroutineBroken(r.encounter));
            }
        }
    }
}
