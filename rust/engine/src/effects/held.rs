//! Cards hosted on a card without being installed (part of the effect vocabulary, see
//! `effects/mod.rs`; Rules Reference, "Hosting"): Bling and Madani hold Runner cards faceup,
//! Read-Write Share facedown, Detente holds Corp cards from HQ faceup. Such a card lies in
//! `Zone::Hosted(host)`: it is in no list, not installed and not active; it is trashed when its
//! host leaves play (Rules Reference, "Hosted"). A faceup one is public; a facedown one is known
//! only to its owner, and no side but its owner may follow it by its instance id (observations
//! show the host's facedown cards as a count; the event log hides its id). Cards held by a host
//! whose definition says `plays_hosted` (Bling) may be played or installed as if they were in
//! the grip: the click actions offer them beside the grip's.

use crate::actions::{Action, ActionKind, ActionList};
use crate::cards::{self, CardType};
use crate::effects::Spend;
use crate::log::{place_code, EventKind};
use crate::side::Side;
use crate::state::{GameState, Zone};
use arrayvec::ArrayVec;

impl GameState {
    /// Hosts `card` on installed `host` without installing it (logged as a host change):
    /// faceup, seen by both sides, unless `host` holds its cards facedown (Read-Write Share),
    /// when only the card's owner knows it. A card leaving the grip facedown: the Corp cannot
    /// tell which grip card went, so it forgets what it knew of every grip card.
    pub(crate) fn host_held(&mut self, card: u8, host: u8) {
        if card == host || !self.card(host).installed() {
            return;
        }
        let facedown = cards::abilities(self, host).is_some_and(|b| b.hosts_facedown);
        let from = self.card(card).zone;
        if facedown && from == Zone::Grip {
            for i in 0..self.runner.grip.len() {
                let c = self.runner.grip[i];
                self.cards[c as usize].known &= !Side::Corp.bit();
            }
        }
        self.unplace(card);
        let owner = self.card(card).owner;
        self.holds_cards = true;
        let c = self.card_mut(card);
        c.zone = Zone::Hosted(host);
        c.faceup = !facedown;
        c.known = if facedown { owner.bit() } else { 3 };
        if self.log.on {
            let place = place_code(from);
            self.log(EventKind::HostChanged, Some(owner), card, host, place, 0, 0);
        }
    }

    /// The cards `host` holds without their being installed, in instance order.
    pub(crate) fn held_on(&self, host: u8) -> ArrayVec<u8, 32> {
        let mut out = ArrayVec::new();
        // No card was ever held in this game (`holds_cards`): no walk over every card.
        if !self.holds_cards {
            return out;
        }
        for (i, c) in self.cards.iter().enumerate() {
            if c.zone == Zone::Hosted(host) && !out.is_full() {
                out.push(i as u8);
            }
        }
        out
    }

    /// Trashes every card `host` holds (Rules Reference, "Hosted": a host leaving play takes
    /// them; also Bling's "trash all hosted cards"). Cannot be prevented.
    pub(crate) fn trash_held_on(&mut self, host: u8) {
        for c in self.held_on(host) {
            self.trash_now(c);
        }
    }

    /// Puts held `card` on top of its owner's deck (the caller shuffles), or into HQ for a Corp
    /// card (Detente: "add to HQ"). Logged.
    pub(crate) fn held_to_hand_or_deck(&mut self, card: u8, to_deck: bool) {
        let from = self.card(card).zone;
        let owner = self.card(card).owner;
        self.unplace(card);
        let c = self.card_mut(card);
        c.faceup = false;
        let (zone, kind) = match (owner, to_deck) {
            (Side::Runner, true) => (Zone::Stack, EventKind::AddedToDeck),
            (Side::Corp, true) => (Zone::Rd, EventKind::AddedToDeck),
            (Side::Runner, false) => (Zone::Grip, EventKind::AddedToHand),
            (Side::Corp, false) => (Zone::Hq, EventKind::AddedToHand),
        };
        c.zone = zone;
        match zone {
            Zone::Stack => self.runner.stack.push(card),
            Zone::Rd => self.corp.rd.push(card),
            Zone::Grip => self.runner.grip.push(card),
            _ => self.corp.hq.push(card),
        }
        self.log_card(kind, card, from);
    }

    /// Puts heap `card` on the bottom of the stack, faceup no more (logged as a card added to a
    /// deck; Scrounge). The Corp saw it in the heap and knows where it went.
    pub(crate) fn heap_to_stack_bottom(&mut self, card: u8) {
        if self.card(card).zone != Zone::Heap {
            return;
        }
        self.unplace(card);
        let c = self.card_mut(card);
        c.zone = Zone::Stack;
        c.faceup = false;
        self.runner.stack.insert(0, card);
        self.log_card(EventKind::AddedToDeck, card, Zone::Heap);
    }

    /// Runner cards the Runner may play or install as if they were in the grip: those held by
    /// an active Runner card whose definition says so (Bling).
    pub(crate) fn playable_held(&self) -> ArrayVec<u8, 32> {
        let mut out = ArrayVec::new();
        if !self.holds_cards {
            return out;
        }
        for &h in &self.runner.rig {
            if cards::abilities(self, h).is_some_and(|b| b.plays_hosted) {
                for c in self.held_on(h) {
                    if self.card(c).owner == Side::Runner && !out.is_full() {
                        out.push(c);
                    }
                }
            }
        }
        out
    }

    /// The Runner's play and install actions for held cards playable as if in the grip (the
    /// grip's own conditions: `legal_click_actions`), one per title.
    pub(crate) fn legal_plays_from_hosts(&self, clicks: u8, out: &mut ActionList) {
        let credits = self.runner.credits as u32;
        let held = self.playable_held();
        for (i, &c) in held.iter().enumerate() {
            if held[..i]
                .iter()
                .any(|&e| self.card(e).def == self.card(c).def)
            {
                continue;
            }
            if self.cdef(c).card_type == CardType::Event {
                let cost = cards::play_cost(self, c);
                let affordable =
                    cost <= credits || cost <= self.runner_credits_for(Spend::PlayEvent(c));
                if affordable
                    && clicks > cards::additional_play_clicks(self.cdef(c))
                    && cards::can_play(self, c)
                {
                    out.push(Action::new(ActionKind::Play).card(c));
                }
            } else if self.can_runner_install(c) {
                out.push(Action::new(ActionKind::Install).card(c));
            }
        }
    }
}
