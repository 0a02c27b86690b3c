//! Additional costs to rez with a choice (Rules Reference, "Rez", "Additional Costs"; Archer,
//! Corporate Town, Plutus; Biawak's agenda forfeited to pay part of its rez cost): a card's fact
//! `CardBehavior::rez_cost_options` lists the costs, one of which the Corp pays with the credits
//! it leaves to pay. The rez code (`rez.rs`) asks it: the card can be rezzed only if one of them
//! can be paid, and a paid rez asks the Corp which (`REZ_COST_CHOOSE`, a `forfeit_agenda`
//! decision, not asked with one outcome: `mode` on the agenda to forfeit, or `mode` on the card
//! itself, `target` = the option), then, for
//! cards revealed and trashed from HQ, which cards one at a time (`REZ_COST_HQ_TRASH`, a
//! `trash_from_hq` decision); the rez credits are paid and the card rezzed once every cost is
//! paid. Both are the card's own `Step::Choice` kinds, which its hooks hand to `legal_rez_cost`
//! and `resolve_rez_cost`.

use crate::actions::{Action, ActionKind, ActionList};
use crate::cards::{self, RezCostOption};
use crate::engine::Spend;
use crate::state::{GameState, Zone, FLAG_ACCESSED};

/// The card's own choice kind: which additional rez cost to pay.
pub(crate) const REZ_COST_CHOOSE: u8 = 6;
/// The card's own choice kind: the next card of HQ to reveal and trash (`data`: cards left).
pub(crate) const REZ_COST_HQ_TRASH: u8 = 7;

/// The decision name of the rez cost choice kind `n`, if it is one (`choice_name`).
pub(crate) fn rez_cost_choice_name(n: u8) -> Option<&'static str> {
    match n {
        REZ_COST_CHOOSE => Some("forfeit_agenda"),
        REZ_COST_HQ_TRASH => Some("trash_from_hq"),
        _ => None,
    }
}

impl GameState {
    /// `card`'s additional rez costs to choose from (none for most cards).
    fn rez_cost_options(&self, card: u8) -> &'static [RezCostOption] {
        cards::abilities(self, card).map_or(&[], |d| d.rez_cost_options)
    }

    /// Whether `card` has additional rez costs to choose from.
    pub(crate) fn has_rez_cost_options(&self, card: u8) -> bool {
        !self.rez_cost_options(card).is_empty()
    }

    /// Whether the Corp can pay additional rez cost `option` of `card` now, with the credits of
    /// the rez cost it leaves to pay (a cost that cannot be paid in full cannot be paid).
    fn can_pay_rez_option(&self, card: u8, option: RezCostOption) -> bool {
        let credits = self.rez_cost(card).saturating_sub(option.credits_paid())
            <= self.corp_credits_for(Spend::Rez(card));
        credits
            && match option {
                RezCostOption::ForfeitAgenda | RezCostOption::ForfeitAgendaPays(_) => {
                    self.corp.score_area.iter().any(|&c| self.forfeitable(c))
                }
                RezCostOption::RevealTrashHq(n) => self.corp.hq.len() >= n as usize,
                RezCostOption::CreditsOnly => true,
            }
    }

    /// Whether one of `card`'s additional rez costs can be paid (true with none).
    pub(crate) fn can_pay_rez_cost_options(&self, card: u8) -> bool {
        let options = self.rez_cost_options(card);
        options.is_empty() || options.iter().any(|&o| self.can_pay_rez_option(card, o))
    }

    /// Begins a paid rez of `card` with additional rez costs to choose from: the Corp is asked
    /// which (not asked when only one outcome is possible). False for a card with none.
    pub(crate) fn begin_rez_with_options(&mut self, card: u8) -> bool {
        if self.rez_cost_options(card).is_empty() {
            return false;
        }
        // The rez has begun: the card is shown as it is rezzed (as Archer's).
        self.card_mut(card).known = 3;
        self.ask_choice(card, REZ_COST_CHOOSE, 0);
        true
    }

    /// The Corp's options in `card`'s rez cost choice `n`: a `mode` per agenda it may forfeit
    /// and per other payable option (`target` = the option's index); a `trash` per title of HQ.
    pub(crate) fn legal_rez_cost(&self, card: u8, n: u8, out: &mut ActionList) {
        if n == REZ_COST_HQ_TRASH {
            self.push_distinct(&self.corp.hq, ActionKind::Trash, out);
            return;
        }
        for (i, &o) in self.rez_cost_options(card).iter().enumerate() {
            if !self.can_pay_rez_option(card, o) {
                continue;
            }
            match o {
                RezCostOption::ForfeitAgenda | RezCostOption::ForfeitAgendaPays(_) => {
                    for &a in self
                        .corp
                        .score_area
                        .iter()
                        .filter(|&&a| self.forfeitable(a))
                    {
                        out.push(Action::new(ActionKind::Mode).card(a).target(i as u8));
                    }
                }
                RezCostOption::RevealTrashHq(_) | RezCostOption::CreditsOnly => {
                    out.push(Action::new(ActionKind::Mode).card(card).target(i as u8));
                }
            }
        }
    }

    /// Resolves the Corp's pick in `card`'s rez cost choice `n` (`data`: cards left to trash).
    pub(crate) fn resolve_rez_cost(&mut self, card: u8, n: u8, data: u32, a: Action) {
        if n == REZ_COST_HQ_TRASH {
            if a.kind == ActionKind::Trash && self.card(a.card).zone == Zone::Hq {
                self.reveal_and_trash_from_hq(a.card);
            }
            if data > 1 {
                self.push_choice(card, REZ_COST_HQ_TRASH, data - 1);
            } else {
                // The cards were trashed together, as one cost ("whenever you trash 1 or more
                // cards from HQ": AU Co.), though picked one at a time.
                self.corp_trashed_from_hq();
                self.finish_rez_with_options(card, 0);
            }
            return;
        }
        let options = self.rez_cost_options(card);
        let Some(&option) = options.get(a.target as usize) else {
            return;
        };
        if a.kind != ActionKind::Mode {
            return;
        }
        match option {
            RezCostOption::ForfeitAgenda | RezCostOption::ForfeitAgendaPays(_) => {
                if self.card(a.card).zone == crate::state::Zone::Score(crate::side::Side::Corp) {
                    self.forfeit(a.card);
                    self.finish_rez_with_options(card, option.credits_paid());
                }
            }
            RezCostOption::RevealTrashHq(k) => self.push_choice(card, REZ_COST_HQ_TRASH, k.into()),
            RezCostOption::CreditsOnly => self.finish_rez_with_options(card, 0),
        }
    }

    /// Every additional cost paid: the rez cost, less `less` credits paid otherwise (Biawak's
    /// forfeited agenda), is paid and `card` rezzed.
    fn finish_rez_with_options(&mut self, card: u8, less: u32) {
        self.pay_corp(Spend::Rez(card), self.rez_cost(card).saturating_sub(less));
        self.rez(card);
    }

    /// The Corp reveals `card` of HQ and trashes it (Rules Reference, "Reveal"): it goes to
    /// Archives facedown, and the Runner, who saw it, knows what it is (no other card of HQ is
    /// hidden again: the Runner saw which one left).
    pub(crate) fn reveal_and_trash_from_hq(&mut self, card: u8) {
        self.reveal_hq_cards(&[card]);
        self.card_mut(card).flags &= !FLAG_ACCESSED;
        self.trash_now(card);
    }
}
