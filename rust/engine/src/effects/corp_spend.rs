//! Credits hosted on Corp cards that pay only for some spending (Rules Reference, "Credits",
//! recurring credits; Mahkota Langit Grid: its credits rez assets in the root of its server and
//! ice protecting it). The card's `pays_for` says which spending (`Spend::Rez(card)`); such
//! credits are spent before the credit pool. Trace-only credits (NBN: Making News) keep their
//! own path (`cards::trace_credits`).

use crate::cards::{self, hooks};
use crate::engine::Spend;
use crate::side::Side;
use crate::state::GameState;

impl GameState {
    /// Credits hosted on active Corp cards that may pay for `spend`.
    pub(crate) fn corp_hosted_credits_for(&self, spend: Spend) -> u32 {
        // Only the Corp's own cards pay for the Corp (`active_with` below): the Runner's cards
        // that pay for the Runner's spending do not make this a scan (issue 26).
        if !self.hooks.side(Side::Corp, hooks::PAYS_FOR) {
            return 0;
        }
        self.active_with(Side::Corp, hooks::PAYS_FOR)
            .iter()
            .filter(|&&c| self.card(c).credits > 0 && cards::pays_for(self, c, spend))
            .map(|&c| self.card(c).credits as u32)
            .sum()
    }

    /// Every credit the Corp may spend on `spend`: its pool and the hosted credits that pay for
    /// it.
    pub(crate) fn corp_credits_for(&self, spend: Spend) -> u32 {
        self.corp.credits as u32 + self.corp_hosted_credits_for(spend)
    }

    /// The Corp pays `amount` for `spend`: hosted credits that pay for it first, card by card
    /// (logged), then the pool (never below 0).
    pub(crate) fn pay_corp(&mut self, spend: Spend, amount: u32) {
        let mut left = amount;
        if left > 0 && self.asks(hooks::PAYS_FOR) {
            for c in self.active_with(Side::Corp, hooks::PAYS_FOR) {
                if left == 0 {
                    break;
                }
                if !cards::pays_for(self, c, spend) {
                    continue;
                }
                let take = (self.card(c).credits as u32).min(left) as u8;
                if take > 0 {
                    self.card_mut(c).credits -= take;
                    self.log_card_credits(c, take, false);
                    left -= take as u32;
                }
            }
        }
        self.corp.credits = self
            .corp
            .credits
            .saturating_sub(left.min(u16::MAX as u32) as u16);
    }
}
