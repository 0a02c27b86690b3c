//! Paid ability windows and priority (Rules Reference, "Paid Ability Windows", "Rezzing",
//! "Scoring"): the `Window` step, acting in a window, passing priority, and whether the Corp
//! must be asked even when it can only pass (hidden information).

use crate::actions::{Action, ActionKind, NONE};
use crate::cards;
use crate::engine::Step;
use crate::side::Side;
use crate::state::GameState;
use serde::{Deserialize, Serialize};

/// A paid ability window (Rules Reference, "Paid Ability Window"), possibly also a rez or score
/// window. The active player acts first; it closes once both have had an opportunity and one
/// declines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    /// Who may act now.
    pub priority: Side,
    /// Opportunities given so far (including the current one).
    pub opportunities: u8,
    /// The priority player has acted during the current opportunity.
    pub acted: bool,
    /// The Corp may rez non-ice cards.
    pub rez: bool,
    /// The Corp may score agendas.
    pub score: bool,
    /// The approached ice, which the Corp may rez ([2.3]), or none.
    pub ice: u8,
    /// Part of a run: skipped once the run has ended.
    pub in_run: bool,
    /// Step [3.1]: the Runner may break subroutines.
    pub encounter: bool,
}

impl Window {
    /// A window opened during `active`'s turn.
    pub(crate) fn new(active: Side, rez: bool, score: bool) -> Window {
        Window {
            priority: active,
            opportunities: 1,
            acted: false,
            rez,
            score,
            ice: NONE,
            in_run: false,
            encounter: false,
        }
    }
    pub(crate) fn in_run(mut self) -> Window {
        self.in_run = true;
        self
    }
}

impl GameState {
    pub(crate) fn window_act(&mut self, w: Window, action: Action) {
        match action.kind {
            // Rules Reference, "Additional Costs": a card with one pays it with its rez cost.
            ActionKind::Rez => self.rez_paying(action.card),
            ActionKind::Score => self.score(action.card),
            ActionKind::Break => self.break_subroutine(action.card, action.target),
            ActionKind::Ability => cards::use_paid_ability(self, action.card, action.target),
            _ => {}
        }
        let _ = w;
    }

    /// Whether, as far as the Runner can tell, the Corp might act in this window. The Corp is
    /// then asked even if it can only pass: skipping the question would tell the Runner that a
    /// facedown card cannot be rezzed or scored (hidden information, DESIGN.md).
    pub(crate) fn corp_may_seem_to_act(&self, w: Window) -> bool {
        if w.priority != Side::Corp {
            return false;
        }
        if w.ice != NONE && self.card(w.ice).installed() && !self.card(w.ice).rezzed {
            return true;
        }
        (w.rez || w.score)
            && self
                .corp
                .servers
                .iter()
                .flat_map(|s| s.root.iter())
                .any(|&c| {
                    let card = self.card(c);
                    let unknown = !card.known_to(Side::Runner);
                    !card.rezzed
                        && ((w.rez && unknown) || (w.score && unknown && card.advancement > 0))
                })
    }

    /// The priority player declines to act (Rules Reference, "Paid Ability Window").
    pub(crate) fn window_pass(&mut self) {
        let Some(Step::Window(w)) = self.stack.last_mut() else {
            return;
        };
        if !w.acted && w.opportunities >= 2 {
            self.stack.pop();
        } else {
            w.priority = w.priority.other();
            w.opportunities = w.opportunities.saturating_add(1);
            w.acted = false;
        }
    }
}
