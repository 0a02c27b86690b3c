//! Trash costs changed by other cards (Rules Reference, "Trash Cost"; Mahkota Langit Grid: +2
//! to each asset in the root of its server). The cost the Runner pays to trash an accessed card
//! is its printed trash cost plus the `trash_cost_modifier` of every active Corp card in the
//! root of that card's server and of the Corp card whose persistent ability lasts for the run
//! (effects/persistent.rs: a Mahkota Langit Grid trashed while accessed still raises the cost
//! for the rest of the run), never below 0. A card with no printed trash cost gets none.

use crate::cards;
use crate::side::Side;
use crate::state::{GameState, Zone};

impl GameState {
    /// The trash cost of `card` now: printed, changed by the cards of the Corp that raise or
    /// lower it, never below 0; `None` for a card that has no trash cost.
    pub(crate) fn trash_cost(&self, card: u8) -> Option<u32> {
        let printed = self.cdef(card).trash_cost? as i32;
        Some((printed + self.trash_cost_change(card)).max(0) as u32)
    }

    /// The sum of the changes to `target`'s trash cost from the active cards in the root of
    /// its server and from the persisting Corp card of the run in progress.
    fn trash_cost_change(&self, target: u8) -> i32 {
        let ask = |c: u8| {
            cards::abilities(self, c)
                .and_then(|r| r.trash_cost_modifier)
                .map_or(0, |f| f(self, c, target))
        };
        let root: &[u8] = match self.card(target).zone {
            Zone::Root(s) => &self.corp.servers[s as usize].root,
            _ => &[],
        };
        let in_root: i32 = root
            .iter()
            .filter(|&&c| c != target && self.is_active(c))
            .map(|&c| ask(c))
            .sum();
        in_root + self.persisting_card(Side::Corp).map_or(0, ask)
    }

    /// The server whose root `card` is in, or, for the Corp card whose persistent ability lasts
    /// for the run in progress (trashed while accessed), the attacked server it was accessed in.
    pub(crate) fn root_server_or_persisting(&self, card: u8) -> Option<u8> {
        match self.card(card).zone {
            Zone::Root(s) => Some(s),
            _ => self
                .run
                .filter(|r| r.persistent == card && !self.is_active(card))
                .map(|r| r.server),
        }
    }
}
