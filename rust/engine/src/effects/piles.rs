//! Corp cards moved between HQ, Archives and R&D by card effects (part of the effect
//! vocabulary, see `effects/mod.rs`): cards the Corp trashes from HQ (Hansei Review, Longevity
//! Serum, Anoetic Void) and cards put from Archives into R&D (Longevity Serum).

use crate::log::EventKind;
use crate::side::Side;
use crate::state::{GameState, Zone, FLAG_ACCESSED};
use crate::triggers::Event;

impl GameState {
    /// The Corp trashes the HQ cards `cards` at the same time (Rules Reference, "Trash"): they
    /// go to Archives facedown, and the Runner cannot tell which HQ cards they were (each leaves
    /// under a random HQ instance id, as a discard does: `conceal_leaving_hq`). Ids not in HQ are
    /// skipped. Fires `Event::CorpTrashedFromHq` once if any was trashed.
    pub(crate) fn trash_from_hq(&mut self, cards: &[u8]) {
        if self.trash_from_hq_in_batch(cards) {
            self.corp_trashed_from_hq();
        }
    }

    /// "Whenever you trash 1 or more cards from HQ" (AU Co.): the Corp's trashes of a batch from
    /// HQ are done (its cost or effect trashed them, not the Runner's access).
    pub(crate) fn corp_trashed_from_hq(&mut self) {
        self.fire(Event::CorpTrashedFromHq);
    }

    /// `trash_from_hq`, part of a batch whose event the caller fires once the batch is done
    /// (Sabotage picks its HQ cards one at a time). Whether any card was trashed.
    pub(crate) fn trash_from_hq_in_batch(&mut self, cards: &[u8]) -> bool {
        let mut any = false;
        let mut left: arrayvec::ArrayVec<u8, 8> = cards.iter().copied().take(8).collect();
        while let Some(card) = left.pop() {
            if self.card(card).zone != Zone::Hq {
                continue;
            }
            // A card accessed earlier in this run is not trashed "while accessed".
            self.card_mut(card).flags &= !FLAG_ACCESSED;
            let moved = self.conceal_leaving_hq(card);
            // The swap may have moved another chosen card's contents to `card`'s id.
            for other in left.iter_mut() {
                if *other == moved {
                    *other = card;
                }
            }
            self.trash_now(moved);
            let c = self.card_mut(moved);
            c.faceup = false;
            c.known = Side::Corp.bit();
            any = true;
        }
        any
    }

    /// Puts the Corp's `card` (from Archives) on top of R&D, facedown; the caller shuffles R&D
    /// afterwards (Longevity Serum, Spin Doctor; Rules Reference, "Shuffle": then nobody knows
    /// where it is). Logged as a card added to a deck once it is there (its id is then hidden,
    /// as in R&D).
    pub(crate) fn add_to_rd(&mut self, card: u8) {
        let from = self.card(card).zone;
        self.unplace(card);
        let c = self.card_mut(card);
        c.zone = Zone::Rd;
        c.faceup = false;
        c.rezzed = false;
        c.known |= Side::Corp.bit();
        self.corp.rd.push(card);
        self.log_card(EventKind::AddedToDeck, card, from);
    }
}
