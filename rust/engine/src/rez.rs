//! Rezzing a card by paying its costs (Rules Reference, "Rez", "Additional Costs"): the one place
//! every paid rez goes through, whatever allows it (a rez window, Forged Activation Orders, a card
//! that may be rezzed when something happens such as Zaibatsu Loyalty). A card's additional cost
//! to rez (Archer: forfeit an agenda) applies to every such rez; only an effect that ignores all
//! costs (Priority Requisition, Accelerated Beta Test) rezzes without it, through
//! [`GameState::rez`].

use crate::engine::Spend;
use crate::state::GameState;

impl GameState {
    /// Whether the Corp can pay every cost of rezzing `card`: its rez cost and any additional
    /// cost (Rules Reference, "Additional Costs": a cost that cannot be paid in full cannot be
    /// paid, so the card cannot be rezzed).
    /// (A card with additional costs: one of them and the credits it leaves to pay,
    /// `effects/rez_costs.rs`.)
    pub(crate) fn can_rez_paying(&self, card: u8) -> bool {
        if self.has_rez_cost_options(card) {
            return self.can_pay_rez_cost_options(card);
        }
        self.rez_cost(card) <= self.corp_credits_for(Spend::Rez(card))
    }

    /// Rezzes `card` paying its rez cost and any additional cost. A card with additional costs
    /// (Archer's agenda to forfeit, Plutus, Biawak) asks which first and pays everything
    /// together when it is chosen.
    pub(crate) fn rez_paying(&mut self, card: u8) {
        if self.begin_rez_with_options(card) {
            return;
        }
        // Hosted credits that may pay for this rez go first (Mahkota Langit Grid).
        self.pay_corp(Spend::Rez(card), self.rez_cost(card));
        self.rez(card);
    }

    /// Whether the Corp can rez `card` paying its rez cost less `less` credits: cards with an
    /// additional rez cost are left out (their own rez pays the full cost).
    pub(crate) fn can_rez_paying_less(&self, card: u8, less: u32) -> bool {
        self.rez_cost(card).saturating_sub(less) <= self.corp_credits_for(Spend::Rez(card))
            && !self.has_rez_cost_options(card)
    }

    /// Rezzes `card` paying its rez cost less `less` credits (Haas-Bioroid: Architects of
    /// Tomorrow), never below 0.
    pub(crate) fn rez_paying_less(&mut self, card: u8, less: u32) {
        self.pay_corp(Spend::Rez(card), self.rez_cost(card).saturating_sub(less));
        self.rez(card);
    }
}
