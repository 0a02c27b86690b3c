//! Score-area changes (part of the effect vocabulary, see `effects/mod.rs`): cards other than
//! agendas added to a score area as agendas (Myōshu, Word on the Street: their points are their
//! `agenda_points_change` there, which may be negative), and "when you forfeit this agenda"
//! abilities (Greenmail), which resolve as the agenda leaves the score area; an agenda leaving
//! the Runner's score area to be installed by the Corp (IP Enforcement).

use crate::cards::{self, CardType};
use crate::engine::{Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, FLAG_INSTALLED_THIS_TURN};

impl GameState {
    /// Scoring installed agenda `card` begins (Rules Reference, "Score"): the turn remembers
    /// whether it was installed this turn (Myōshu, Word on the Street), and the active Runner
    /// cards' additional costs to score it are paid (Word on the Street).
    pub(crate) fn before_score(&mut self, card: u8) {
        let this_turn = self.card(card).flags & FLAG_INSTALLED_THIS_TURN != 0;
        self.turn_flags.last_scored_installed_this_turn = this_turn;
        self.turn_flags.scored_installed_earlier |= !this_turn;
        let rig: crate::list::List<u8, 32> = self.runner.rig.iter().copied().collect();
        for c in rig {
            if self.is_active(c) {
                cards::pay_score_cost(self, c, card);
            }
        }
    }

    /// Whether `card`, in the Corp's score area, may be forfeited (not Word on the Street).
    pub(crate) fn forfeitable(&self, card: u8) -> bool {
        cards::can_be_forfeited(self.cdef(card))
    }

    /// "When you forfeit this agenda" (Greenmail): the forfeited `card`'s ability waiting for
    /// `Event::Forfeited(card)` is put on the stack to resolve even though the card has left the
    /// score area (Rules Reference, "Forfeit": the ability is a consequence of the forfeit).
    pub(crate) fn forfeit_abilities(&mut self, card: u8) {
        let event = Event::Forfeited(card);
        // Asked only of a definition that sets the hook (dispatch by card).
        if self.cdef(card).hooks & cards::hooks::TRIGGERS != 0
            && cards::triggers_on(self, card, event)
        {
            self.push(Step::TriggerPersisting(card, event));
        }
    }

    /// Adds `card` (from anywhere: an operation being played, an installed resource) to
    /// `side`'s score area as an agenda (Myōshu, Word on the Street): faceup, seen by both, its
    /// points its `agenda_points_change` there. The game is won if that brings `side` to its
    /// agenda points to win.
    pub(crate) fn add_to_score_area_as_agenda(&mut self, card: u8, side: Side) {
        let from = self.card(card).zone;
        self.unplace(card);
        let c = self.card_mut(card);
        c.zone = Zone::Score(side);
        c.faceup = true;
        c.rezzed = false;
        c.known = 3;
        c.advancement = 0;
        c.credits = 0;
        match side {
            Side::Corp => self.corp.score_area.push(card),
            Side::Runner => self.runner.score_area.push(card),
        }
        // Event log: `added_to_score_area` (docs/events.md), with the points it is worth there.
        if self.log.on {
            let points = cards::agenda_points_signed(self, card) as i16 as u16;
            let place = crate::log::place_code(from);
            let kind = crate::log::EventKind::AddedToScoreArea;
            self.log(
                kind,
                Some(side),
                card,
                crate::actions::NONE,
                place,
                points,
                0,
            );
        }
        self.check_agenda_win();
    }

    /// Agenda `card` leaves the Runner's score area to be installed by the Corp in `server`
    /// (IP Enforcement): its points leave with it (IP Enforcement ruling: it no longer counts
    /// toward the threat level). It is installed as any agenda (Rules Reference, "Install": a
    /// remote server only, new or existing; step 3, the Corp may first trash cards already in
    /// the root, and an agenda or asset already there is trashed), facedown and unrezzed; an
    /// agenda has no install cost. A card changing zones loses what it hosts (IP Enforcement
    /// ruling: its agenda counters go). The Runner saw it in their score area and watched it
    /// move, so they still know it (`place_corp_card`). The install is pushed as a
    /// `Step::CorpInstall` (so it resolves before anything already on the stack); nothing
    /// happens unless `card` is in the Runner's score area and may go to `server`. Returns
    /// whether the install was pushed.
    pub(crate) fn install_from_runner_score_area(&mut self, card: u8, server: u8) -> bool {
        if self.card(card).zone != Zone::Score(Side::Runner)
            || !self.can_corp_install_in(CardType::Agenda, server)
            || !cards::can_install_in(self.cdef(card), server)
        {
            return false;
        }
        let c = self.card_mut(card);
        c.advancement = 0;
        c.agenda_counters = 0;
        c.power = 0;
        c.credits = 0;
        c.virus = 0;
        self.push(Step::CorpInstall { card, server });
        true
    }
}
