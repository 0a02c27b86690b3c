//! Credits placed on a card (Rules Reference, "Credits", hosted credits): placing them, taking
//! them to the pool without the card leaving play (Smartware Distributor), and credits hosted on
//! the card that made the run which may be spent during that run without being in the credit
//! pool (Overclock).

use crate::actions::NONE;
use crate::cards;
use crate::engine::Spend;
use crate::invariants::{add_counter, add_credits};
use crate::side::Side;
use crate::state::{GameState, Zone};

impl GameState {
    /// Places `n` credits from the bank on `card` (logged).
    pub(crate) fn place_credits(&mut self, card: u8, n: u8) {
        let c = self.card_mut(card);
        let before = c.credits;
        c.credits = add_counter(c.credits, n);
        let placed = self.card(card).credits - before;
        self.log_card_credits(card, placed, true);
    }

    /// `side` takes up to `n` of the credits hosted on `card` into its credit pool (logged); the
    /// card stays where it is. Returns the credits left on it.
    pub(crate) fn take_credits_for(&mut self, side: Side, card: u8, n: u16) -> u8 {
        let take = n.min(self.card(card).credits as u16) as u8;
        self.card_mut(card).credits -= take;
        self.log_card_credits(card, take, false);
        let pool = match side {
            Side::Corp => &mut self.corp.credits,
            Side::Runner => &mut self.runner.credits,
        };
        *pool = add_credits(*pool, take as u16);
        self.card(card).credits
    }

    /// The Runner takes up to `n` of the credits hosted on `card` into the credit pool; the card
    /// stays where it is even when emptied (unlike `take_hosted_credits`).
    pub(crate) fn take_credits(&mut self, card: u8, n: u8) {
        self.take_credits_for(Side::Runner, card, n.into());
    }

    /// The Runner takes every credit hosted on `card`, which stays where it is even when empty
    /// (compare `take_hosted_credits`, for cards trashed once empty).
    pub(crate) fn take_all_credits(&mut self, card: u8) {
        self.take_credits(card, self.card(card).credits);
    }

    /// `side` takes up to `n` of the credits hosted on `card`; with none left, the card is
    /// trashed (Adonis Campaign, Nico Campaign). Returns whether it was emptied and trashed.
    pub(crate) fn take_credits_trash_when_empty(&mut self, side: Side, card: u8, n: u16) -> bool {
        let emptied = self.take_credits_for(side, card, n) == 0;
        if emptied {
            self.trash(card);
        }
        emptied
    }

    /// The Runner takes up to `n` of the credits hosted on `card`; with none left, the card is
    /// trashed (Armitage Codebusting, Bank Job, Red Team, Telework Contract).
    pub(crate) fn take_hosted_credits(&mut self, card: u8, n: u16) {
        self.take_credits_trash_when_empty(Side::Runner, card, n);
    }

    /// The card that made the run in progress, waiting in the play area, when its hosted credits
    /// may pay for `spend` (`pays_for`; Overclock): they are not in the credit pool, so they are
    /// never lost with pool credits (Overclock ruling 1). None otherwise.
    pub(crate) fn run_source_paying(&self, spend: Spend) -> u8 {
        match self.run {
            Some(r)
                if r.source != NONE
                    && self.card(r.source).zone == Zone::PlayArea
                    && self.card(r.source).credits > 0
                    && cards::pays_for(self, r.source, spend) =>
            {
                r.source
            }
            _ => NONE,
        }
    }
}
