//! Abilities of cards in HQ or Archives (Rules Reference, "Abilities": a card's ability is
//! usable only while the card is active, unless its text says where it is used from; Tocsin's
//! "reveal and trash this ice from HQ", Petty Cash's "play this operation from Archives"). A
//! card that says so (`CardBehavior::abilities_in_hq_or_archives`) has its `click_abilities`
//! asked while it is in its owner's HQ or Archives, in the action phase (the card checks where
//! it is); its `use_click_ability` resolves them as for an installed card.

use crate::actions::ActionList;
use crate::cards::{self, hooks};
use crate::side::Side;
use crate::state::GameState;

impl GameState {
    /// Click abilities of the Corp's cards in HQ and Archives usable with `clicks` clicks left
    /// (the Runner's side has none such yet), once per title and place: copies in the same
    /// place offer the same actions.
    pub(crate) fn legal_pile_click_abilities(&self, side: Side, clicks: u8, out: &mut ActionList) {
        if side != Side::Corp || !self.hooks.side(side, hooks::CLICK_ABILITIES) {
            return;
        }
        for pile in [&self.corp.hq[..], &self.corp.archives[..]] {
            for (i, &c) in pile.iter().enumerate() {
                let offers = self.cdef(c).hooks & hooks::CLICK_ABILITIES != 0
                    && cards::abilities(self, c).is_some_and(|r| r.abilities_in_hq_or_archives);
                if !offers
                    || pile[..i]
                        .iter()
                        .any(|&e| self.card(e).def == self.card(c).def)
                {
                    continue;
                }
                if let Some(f) = cards::abilities(self, c).and_then(|r| r.click_abilities) {
                    f(self, c, clicks, out);
                }
            }
        }
    }
}
