//! Corp cards placed where the basic rules never put them (part of the effect vocabulary, see
//! `effects/mod.rs`): ice installed inward of another ice rather than outermost (Brân 1.0),
//! advancement counters placed on any installed card (Seamless Launch), cards from HQ put into
//! R&D (Sprint).

use crate::actions::NONE;
use crate::log::EventKind;
use crate::side::Side;
use crate::state::{GameState, Zone};

impl GameState {
    /// Installs ice `card` (from HQ or Archives) protecting `server` at position `index` (0 is
    /// innermost; the ice at `index` and outward move one position out), ignoring all costs, after
    /// install step 3 (the caller offered the trashes). A Runner in this server's run keeps its
    /// place among the ice: ice put at or inward of its position shifts that position out by
    /// one (Brân 1.0 ruling 1: after passing a trashed Brân, the Runner approaches the new ice).
    pub(crate) fn install_ice_at(&mut self, card: u8, server: u8, index: u8) {
        let Some(placed) = self.place_corp_card(card, server, false) else {
            return;
        };
        let ice = &mut self.corp.servers[server as usize].ice;
        let Some(from) = ice.iter().position(|&c| c == placed) else {
            return;
        };
        let to = (index as usize).min(from);
        ice.remove(from);
        ice.insert(to, placed);
        if let Some(r) = self.run.as_mut() {
            if r.server == server && to <= r.position as usize {
                r.position = r.position.saturating_add(1);
            }
        }
    }

    /// Places `n` advancement counters on installed `card` (any installed card, whether it can
    /// be advanced or not): this is not advancing it (Seamless Launch rulings 1-3). Logged as
    /// advancement tokens placed, the source being the resolving card.
    pub(crate) fn place_advancement_counters(&mut self, card: u8, n: u8) {
        let c = self.card_mut(card);
        c.advancement = crate::invariants::add_counter(c.advancement, n);
        self.log_here(EventKind::Advanced, Side::Corp, card, n as u16);
    }

    /// Puts `card` from HQ on top of R&D, facedown; the caller shuffles R&D afterwards (Sprint).
    /// The Runner cannot tell which HQ card left (its contents move to a random HQ instance id)
    /// and no longer knows what it is; the Corp still does until the shuffle. Logged as the R&D
    /// shuffle the caller makes: the event log has no kind for a card moved into a deck.
    pub(crate) fn put_hq_card_in_rd(&mut self, card: u8) {
        if self.card(card).zone != Zone::Hq {
            return;
        }
        let card = self.conceal_leaving_hq(card);
        self.unplace(card);
        let c = self.card_mut(card);
        c.zone = Zone::Rd;
        c.faceup = false;
        c.known = Side::Corp.bit();
        c.chosen = NONE;
        self.corp.rd.push(card);
    }
}
