//! A Runner card installed by an effect ignoring all costs (part of the effect vocabulary, see
//! `effects/mod.rs`): Retrieval Run's program from the heap. Its install cost is not paid; the
//! memory limit still applies (it is not a cost: Rules Reference, "Memory Limit").

use crate::engine::Step;
use crate::state::GameState;

impl GameState {
    /// Whether Runner `card` could be installed now ignoring all costs (a destination and room
    /// in memory once other programs are trashed).
    pub(crate) fn can_runner_install_free(&self, card: u8) -> bool {
        self.can_runner_install_less(card, u8::MAX)
    }

    /// Starts installing Runner `card` ignoring all costs: the choice of a host when one is
    /// possible (install step 2), then the memory step and placing, as any Runner install.
    pub(crate) fn install_ignoring_costs(&mut self, card: u8) {
        let install = Step::InstallDiscounted {
            card,
            discount: u8::MAX,
        };
        self.begin_runner_install_with(card, install);
    }
}
