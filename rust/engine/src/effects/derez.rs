//! Derezzing a card and credits placed on and taken from a card without trashing it: more of the
//! effect vocabulary (Tranquilizer derezzes its host ice; Pennyshaver holds credits).

use crate::state::GameState;

impl GameState {
    /// Derezzes installed Corp `card` (Rules Reference, "Derez"): it turns facedown and stays
    /// installed; both players have seen it. Nothing happens if it is not rezzed (logged).
    pub(crate) fn derez(&mut self, card: u8) {
        if !self.card(card).installed() || !self.card(card).rezzed {
            return;
        }
        let c = self.card_mut(card);
        c.rezzed = false;
        c.faceup = false;
        let zone = self.card(card).zone;
        self.log_card(crate::log::EventKind::Derezzed, card, zone);
    }
}
