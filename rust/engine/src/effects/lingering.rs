//! Lingering effects on the next ice the Runner encounters this run (Chum), part of the effect
//! vocabulary. The run state keeps them as plain data: how many wait for the next ice and the
//! card that left them; once an encounter begins they apply to that ice for the encounter, and
//! the source card's definition says what they do (`lingering_strength`, `lingering_ends`).
//! Effects from cards of different definitions do not mix: the latest source answers for all
//! (the Core Set has one such card). The source's definition is read from the card table.

use crate::actions::NONE;
use crate::cards::CardBehavior;
use crate::state::GameState;

impl GameState {
    /// `source` leaves one lingering effect on the next ice the Runner encounters this run.
    pub(crate) fn linger_on_next_ice(&mut self, source: u8) {
        if let Some(r) = self.run.as_mut() {
            r.lingering_next = r.lingering_next.saturating_add(1);
            r.lingering_next_source = source;
        }
    }

    /// An encounter with `ice` begins: the lingering effects waiting for the next ice apply to
    /// it for this encounter.
    pub(crate) fn lingering_encounter_begins(&mut self, ice: u8) {
        if let Some(r) = self.run.as_mut() {
            if r.lingering_next > 0 {
                r.lingering_ice = ice;
                r.lingering_source = r.lingering_next_source;
                r.lingering_count = r.lingering_next;
                r.lingering_next = 0;
                r.lingering_next_source = NONE;
            }
        }
    }

    /// Strength the lingering effects give `ice` while the Runner encounters it.
    pub(crate) fn lingering_strength(&self, ice: u8) -> i32 {
        match self.run {
            Some(r) if r.lingering_ice == ice && r.encounter == ice => {
                let source = r.lingering_source;
                let f = self.source_rules(source).and_then(|d| d.lingering_strength);
                f.map_or(0, |f| r.lingering_count as i32 * f(self, source, ice))
            }
            _ => 0,
        }
    }

    /// Run step [3.1] has closed on `ice`: the lingering effects on it end, each told whether
    /// the Runner broke every subroutine (true for ice without subroutines).
    pub(crate) fn lingering_break_window_closed(&mut self, ice: u8) {
        let Some(r) = self.run else { return };
        if r.lingering_ice != ice || ice == NONE {
            return;
        }
        let subs = self.encounter_sub_count(ice);
        let all_broken = (0..subs).all(|i| r.broken & (1 << i) != 0);
        self.lingering_end(all_broken);
    }

    /// The encounter with `ice` ends while lingering effects still apply to it ([3.1] never
    /// closed, so no subroutine was broken): they end, each told that not every subroutine was
    /// broken, even for ice without subroutines.
    pub(crate) fn lingering_encounter_ends(&mut self, ice: u8) {
        let Some(r) = self.run else { return };
        if r.lingering_ice != ice || ice == NONE {
            return;
        }
        self.lingering_end(false);
    }

    /// Clears the lingering effects on the encountered ice, then resolves each one's end.
    fn lingering_end(&mut self, all_broken: bool) {
        let Some(r) = self.run else { return };
        if let Some(run) = self.run.as_mut() {
            run.lingering_ice = NONE;
            run.lingering_source = NONE;
            run.lingering_count = 0;
        }
        let source = r.lingering_source;
        if let Some(f) = self.source_rules(source).and_then(|d| d.lingering_ends) {
            for _ in 0..r.lingering_count {
                f(self, source, r.lingering_ice, all_broken);
            }
        }
    }

    /// The definition of the card that left lingering effects (none for 255, which a saved game
    /// from before sources were kept may hold).
    fn source_rules(&self, source: u8) -> Option<&'static CardBehavior> {
        (source != NONE)
            .then(|| crate::cards::abilities(self, source))
            .flatten()
    }
}
