//! Credits the Corp gains through an ability of a named card (part of the effect vocabulary, see
//! `effects/mod.rs`): an operation's play effect or an agenda's ability gains with
//! [`GameState::corp_gain_from`] (now) or `Step::CorpGainFrom` (in turn, after steps pushed
//! later: "draw 3 cards, then gain 3 credits"), which fire `Event::CorpGainedCreditsFrom(card)`,
//! so that "the first time each turn you gain credits through an ability on an agenda or
//! operation" (The Zwicky Group: Invisible Hands) sees where the credits came from. Every
//! agenda and operation of the pools that gains the Corp credits does it this way (never a
//! plain `Step::Gain`).

use crate::engine::Event;
use crate::state::GameState;

impl GameState {
    /// The Corp gains `n` credits through an ability of `card` now; when it gains at least 1,
    /// `Event::CorpGainedCreditsFrom(card)` fires (Rules Reference, "Gain": gaining 0 is no
    /// gain).
    pub(crate) fn corp_gain_from(&mut self, card: u8, n: u16) {
        if n == 0 {
            return;
        }
        self.corp.credits = crate::invariants::add_credits(self.corp.credits, n);
        self.fire(Event::CorpGainedCreditsFrom(card));
    }
}
