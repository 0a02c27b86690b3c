//! Drawing cards as one draw (part of the effect vocabulary, see `effects/mod.rs`): abilities
//! that interrupt a draw about to happen ("the first time each turn you would draw": Daily
//! Business Show) and act on the cards it drew; putting a just-drawn HQ card on the bottom of
//! R&D without telling the Runner which; agenda counters placed on a scored agenda.

use crate::cards;
use crate::list::List;
use crate::log::EventKind;
use crate::side::Side;
use crate::state::{GameState, Zone};

impl GameState {
    /// `side` draws `n` cards as one draw (Rules Reference, "Draw"). Before it, the active
    /// cards' interrupts may increase it (`cards::draw_increase`); `turn_flags.drew` then records
    /// that `side` would draw this turn, so "the first time each turn" reads it as not yet
    /// happened. After it, each card that increased it acts on the drawn cards
    /// (`cards::drew_increased`): they are the hand's cards from the hand size before the draw.
    pub(crate) fn draw_cards(&mut self, side: Side, n: u8) {
        let mut n = n;
        let mut interrupting: List<u8, 8> = List::new();
        if n > 0 {
            if self.asks(crate::cards::hooks::DRAW_INCREASE) {
                for card in self.active_with(side, crate::cards::hooks::DRAW_INCREASE) {
                    let more = cards::draw_increase(self, card, side, n);
                    if more > 0 && !interrupting.is_full() {
                        n = n.saturating_add(more);
                        interrupting.push(card);
                    }
                }
            }
            self.turn_flags.drew |= side.bit();
        }
        let before = self.hand_size_now(side);
        for _ in 0..n {
            self.draw(side);
        }
        for &card in interrupting.iter() {
            cards::drew_increased(self, card, side, before);
        }
    }

    /// Cards in `side`'s hand (HQ or the grip).
    fn hand_size_now(&self, side: Side) -> u8 {
        match side {
            Side::Corp => self.corp.hq.len() as u8,
            Side::Runner => self.runner.grip.len() as u8,
        }
    }

    /// The Corp puts HQ `card` on the bottom of R&D, facedown, as one of the HQ cards from index
    /// `from` on (the cards it just drew). The Runner cannot tell which of those it was: it
    /// leaves under the instance id of a random one of them (as `conceal_leaving_hq` does for
    /// all of HQ), and the Runner forgets what it knew of them. Nothing if `card` is not one of
    /// them.
    pub(crate) fn bottom_of_rd_from_drawn(&mut self, card: u8, from: u8) {
        let from = from as usize;
        let Some(i) = self.corp.hq.iter().position(|&c| c == card) else {
            return;
        };
        if i < from {
            return;
        }
        let span = self.corp.hq.len() - from;
        let k = from + self.rand_below(span);
        let j = self.corp.hq[k];
        self.cards.swap(card as usize, j as usize);
        if self.log.source == card {
            self.log.source = j;
        }
        for k in from..self.corp.hq.len() {
            let c = self.corp.hq[k];
            self.cards[c as usize].known &= !Side::Runner.bit();
        }
        self.unplace(j);
        let c = self.card_mut(j);
        c.zone = Zone::Rd;
        c.faceup = false;
        c.known = Side::Corp.bit();
        self.corp.rd.insert(0, j);
        self.log_card(EventKind::AddedToDeck, j, Zone::Hq);
    }

    /// Places `n` agenda counters on the Corp's scored or stolen agenda `card` (Project Beale):
    /// logged, and a player who now has the agenda points to win wins at once (Rules
    /// Reference, "Winning the Game").
    pub(crate) fn place_agenda_counters(&mut self, card: u8, n: u8) {
        if n == 0 {
            return;
        }
        let c = self.card_mut(card);
        c.agenda_counters = crate::invariants::add_counter(c.agenda_counters, n);
        self.log_counters(card, 2, n as u16, true);
        self.check_agenda_win();
    }
}
