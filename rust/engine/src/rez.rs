//! Rezzing a card by paying its costs (Rules Reference, "Rez", "Additional Costs"): the one place
//! every paid rez goes through, whatever allows it (a rez window, Forged Activation Orders, a card
//! that may be rezzed when something happens such as Zaibatsu Loyalty). A card's additional cost
//! to rez (Archer: forfeit an agenda) applies to every such rez; only an effect that ignores all
//! costs (Priority Requisition, Accelerated Beta Test) rezzes without it, through
//! [`GameState::rez`].

use crate::cards;
use crate::engine::Spend;
use crate::state::GameState;

impl GameState {
    /// Whether the Corp can pay every cost of rezzing `card`: its rez cost and any additional
    /// cost (Rules Reference, "Additional Costs": a cost that cannot be paid in full cannot be
    /// paid, so the card cannot be rezzed).
    pub(crate) fn can_rez_paying(&self, card: u8) -> bool {
        self.rez_cost(card)
            .saturating_sub(self.forfeit_covers_rez(card))
            <= self.corp_credits_for(Spend::Rez(card))
            && cards::can_pay_additional_rez_cost(self, card)
            && self.can_pay_rez_cost_options(card)
    }

    /// Credits of `card`'s rez cost the Corp may pay by forfeiting an agenda as it rezzes it
    /// (Biawak: 10), when it has an agenda to forfeit; 0 otherwise.
    pub(crate) fn forfeit_covers_rez(&self, card: u8) -> u32 {
        if self.corp.score_area.is_empty() {
            return 0;
        }
        cards::abilities(self, card).map_or(0, |d| u32::from(d.forfeit_pays_rez))
    }

    /// Rezzes `card` paying its rez cost and any additional cost. A card with an additional cost
    /// that needs a choice (Archer's agenda to forfeit) asks for it first and pays everything
    /// together when it is made.
    pub(crate) fn rez_paying(&mut self, card: u8) {
        // Additional costs to choose from (Plutus), then a card's own (Archer, Biawak).
        if self.begin_rez_with_options(card) || cards::rez_with_additional_cost(self, card) {
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
            && cards::additional_rez_cost(self.cdef(card)).is_empty()
    }

    /// Rezzes `card` paying its rez cost less `less` credits (Haas-Bioroid: Architects of
    /// Tomorrow), never below 0.
    pub(crate) fn rez_paying_less(&mut self, card: u8, less: u32) {
        self.pay_corp(Spend::Rez(card), self.rez_cost(card).saturating_sub(less));
        self.rez(card);
    }
}
