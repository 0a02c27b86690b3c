//! Which cards can be exposed (Rules Reference, "Expose": only unrezzed installed cards). A card
//! installed faceup (Oaktown Renovation) is neither rezzed nor unrezzed, so it cannot be.

use crate::state::GameState;

impl GameState {
    /// Whether installed Corp card `card` can be exposed: unrezzed and facedown.
    pub(crate) fn can_be_exposed(&self, card: u8) -> bool {
        let c = self.card(card);
        c.installed() && !c.rezzed && !c.faceup
    }
}
