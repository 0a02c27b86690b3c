//! Stealth credits (Vantage Point: Corsair, Lampades, Baker): an ability whose text says "spend
//! credits only from stealth cards" is paid only with credits hosted on the Runner's cards with
//! the Stealth subtype (Methuselah, Touchstone installed; Aircheck, the event making the run),
//! each as its own text lets them be spent; never from the credit pool.

use crate::actions::NONE;
use crate::cards::{self, STEALTH};
use crate::engine::Spend;
use crate::state::GameState;

impl GameState {
    /// Whether `card` is a stealth card whose hosted credits may pay for `spend` now.
    fn stealth_pays(&self, card: u8, spend: Spend) -> bool {
        card != NONE
            && self.card(card).credits > 0
            && self.cdef(card).subtypes & STEALTH != 0
            && cards::pays_for(self, card, spend)
    }

    /// Credits from stealth cards the Runner can spend now on `spend`: hosted on installed
    /// stealth cards, and on the stealth event that made the run in progress.
    pub(crate) fn stealth_credits_for(&self, spend: Spend) -> u32 {
        let installed: u32 = self
            .runner
            .rig
            .iter()
            .filter(|&&c| self.stealth_pays(c, spend))
            .map(|&c| self.card(c).credits as u32)
            .sum();
        let source = self.run_source_paying(spend);
        let event = if self.stealth_pays(source, spend) {
            self.card(source).credits as u32
        } else {
            0
        };
        installed + event
    }

    /// Pays `amount` for `spend` with credits from stealth cards only (the caller checked
    /// `stealth_credits_for`): installed cards first, then the event making the run.
    pub(crate) fn pay_stealth(&mut self, spend: Spend, amount: u16) {
        let mut left = amount;
        let source = self.run_source_paying(spend);
        for i in 0..=self.runner.rig.len() {
            let c = self.runner.rig.get(i).copied().unwrap_or(source);
            if left == 0 || !self.stealth_pays(c, spend) {
                continue;
            }
            let take = left.min(self.card(c).credits as u16);
            self.card_mut(c).credits -= take as u8;
            self.log_card_credits(c, take as u8, false);
            left -= take;
        }
        self.spent_outside_pool(amount - left);
    }
}
