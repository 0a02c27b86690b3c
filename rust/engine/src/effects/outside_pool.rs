//! Credits the Runner spends from outside the credit pool during a run (Shackleton Grid: "when
//! the Runner spends credits from outside their credit pool during a run against this server"),
//! part of the effect vocabulary: every payment (`pay_runner`, `pay_stealth`) reports how much
//! came from hosted credits (recurring, placed, stealth, on the event making the run) and bad
//! publicity credits, and a run in progress then fires `Event::CreditsSpentOutsidePool`. Credits
//! that count as in the pool (Stimhack's) are not outside it.

use crate::engine::Event;
use crate::state::GameState;

impl GameState {
    /// `n` credits were just spent from outside the credit pool: during a run, the event.
    pub(crate) fn spent_outside_pool(&mut self, n: u16) {
        if n > 0 && self.run.is_some_and(|r| !r.ended) {
            self.fire(Event::CreditsSpentOutsidePool);
        }
    }
}
