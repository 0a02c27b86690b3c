//! Dividends N (Elevation: Project Ingatan, Sericulture Expansion, Off the Books, Embedded
//! Reporting), part of the effect vocabulary: when the agenda is scored it gets N agenda
//! counters for each advancement counter it had past its advancement requirement.

use crate::engine::Event;
use crate::side::Side;
use crate::state::{GameState, Zone};

impl GameState {
    /// Places the Dividends counters of `agenda`, just scored: `per` agenda counters for each
    /// advancement counter it held as it was scored past its printed advancement requirement
    /// (`turn_flags.scored_advancement`: the tokens leave it as it is scored).
    pub(crate) fn place_dividends(&mut self, agenda: u8, per: u8) {
        let need = self.cdef(agenda).advancement_requirement;
        let excess = self.turn_flags.scored_advancement.saturating_sub(need);
        self.place_agenda_counters(agenda, excess.saturating_mul(per));
    }

    /// Whether a Dividends agenda's abilities answer `event`: its own scoring (the counters),
    /// or the end of the Corp's discard phase while it is in the Corp's score area with an
    /// agenda counter to spend (Embedded Reporting, Off the Books, Sericulture Expansion).
    pub(crate) fn dividends_triggers_on(&self, agenda: u8, event: Event) -> bool {
        event == Event::Scored(agenda)
            || (event == Event::DiscardPhaseEnds(Side::Corp)
                && self.card(agenda).zone == Zone::Score(Side::Corp)
                && self.card(agenda).agenda_counters > 0)
    }

    /// Removes 1 agenda counter from `card` as a cost (logged); false if it has none.
    pub(crate) fn spend_agenda_counter(&mut self, card: u8) -> bool {
        if self.card(card).agenda_counters == 0 {
            return false;
        }
        self.card_mut(card).agenda_counters -= 1;
        self.log_counters(card, 2, 1, false);
        true
    }
}
