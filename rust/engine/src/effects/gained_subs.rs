//! Subroutines a piece of ice gains for one encounter, before its printed ones (Stick and Poke:
//! "it gains [a subroutine], before its other subroutines, for the remainder of that
//! encounter"), and ice fully broken (Lethe: "whenever the Runner fully breaks this ice"); part
//! of the effect vocabulary. The run keeps the gain as plain data (`Run::gained_subs_ice`,
//! `gained_subs`, `gained_subs_source`); what a gained subroutine does is the source card's own
//! definition (`subroutines`, `sub_text`, `resolve_sub`). Subroutine indices of an encounter
//! (breaking, `Run::broken`, resolving) count the gained ones first, then the printed ones.

use crate::actions::NONE;
use crate::cards::{self, Sub};
use crate::state::GameState;

impl GameState {
    /// The encountered `ice` gains `n` copies of `source`'s subroutines for the rest of this
    /// encounter, before its own (Stick and Poke). Nothing outside an encounter with `ice`.
    pub(crate) fn gain_subs_for_encounter(&mut self, ice: u8, source: u8, n: u8) {
        let per = cards::subroutines(self.cdef(source)).len() as u8;
        if let Some(r) = self
            .run
            .as_mut()
            .filter(|r| r.encounter == ice && ice != NONE)
        {
            if r.gained_subs_ice != ice {
                r.gained_subs = 0;
            }
            r.gained_subs_ice = ice;
            r.gained_subs_source = source;
            r.gained_subs = r.gained_subs.saturating_add(n.saturating_mul(per)).min(8);
        }
    }

    /// How many subroutines `ice` gained for the encounter with it (0 outside it; still counted
    /// as the encounter ends and the ice is passed, for "fully broken").
    pub(crate) fn gained_sub_count(&self, ice: u8) -> usize {
        self.run
            .filter(|r| r.gained_subs_ice == ice && ice != NONE)
            .map_or(0, |r| r.gained_subs as usize)
    }

    /// The subroutines of `ice` in the current encounter: the gained ones, then the printed.
    pub(crate) fn encounter_sub_count(&self, ice: u8) -> usize {
        self.gained_sub_count(ice) + cards::subroutines(self.cdef(ice)).len()
    }

    /// The card whose definition says what encounter subroutine `index` of `ice` does (the
    /// source of a gained one, else the ice), and its `Sub`.
    fn encounter_sub(&self, ice: u8, index: usize) -> Option<(u8, Sub)> {
        let gained = self.gained_sub_count(ice);
        if index < gained {
            let source = self.run?.gained_subs_source;
            let subs = cards::subroutines(self.cdef(source));
            let &sub = subs.get(index % subs.len().max(1))?;
            return Some((source, sub));
        }
        let &sub = cards::subroutines(self.cdef(ice)).get(index - gained)?;
        Some((ice, sub))
    }

    /// What encounter subroutine `index` of `ice` does, in words ("" if it has none).
    pub(crate) fn encounter_sub_text(&self, ice: u8, index: usize) -> String {
        match self.encounter_sub(ice, index) {
            Some((owner, _)) if owner != ice => {
                let subs = cards::subroutines(self.cdef(owner)).len().max(1);
                cards::subroutine_text(self.cdef(owner), index % subs)
            }
            Some(_) => cards::subroutine_text(self.cdef(ice), index - self.gained_sub_count(ice)),
            None => String::new(),
        }
    }

    /// Encounter subroutine `index` of `ice` quoted for a label, with its index where another
    /// subroutine of the encounter reads the same (as `cards::subroutine_words`).
    pub(crate) fn encounter_sub_words(&self, ice: u8, index: usize) -> String {
        let text = self.encounter_sub_text(ice, index);
        if text.is_empty() {
            return text;
        }
        let n = self.encounter_sub_count(ice);
        if (0..n).any(|i| i != index && self.encounter_sub_text(ice, i) == text) {
            format!("'{text}' (target {index})")
        } else {
            format!("'{text}'")
        }
    }

    /// Resolves encounter subroutine `index` of `ice` ([3.2]): a printed one as the ice's
    /// (logged by its printed index), a gained one as its source's definition says (logged as
    /// fired by the source, whose text it is).
    pub(crate) fn resolve_encounter_sub(&mut self, ice: u8, index: u8) {
        let Some((owner, sub)) = self.encounter_sub(ice, index as usize) else {
            return;
        };
        if owner == ice {
            let printed = index - self.gained_sub_count(ice) as u8;
            self.log_subroutine_fired(ice, printed);
            self.resolve_sub_effect(ice, sub);
            return;
        }
        let per = cards::subroutines(self.cdef(owner)).len().max(1) as u8;
        self.log_subroutine_fired(owner, index % per);
        match sub {
            // The gained subroutine's own words: resolved by its source's definition.
            Sub::Card(k) => {
                if let Some(r) = self.run.as_mut() {
                    r.subs_resolved = r.subs_resolved.saturating_add(1);
                }
                cards::resolve_card_sub(self, owner, k);
            }
            other => self.resolve_sub_effect(ice, other),
        }
    }

    /// Whether every subroutine of `ice` in the current (or just ended) encounter is broken, and
    /// it has at least one ("fully broken": Lethe, Sipa).
    pub(crate) fn fully_broken(&self, ice: u8) -> bool {
        let n = self.encounter_sub_count(ice);
        let all = if n >= 16 { u16::MAX } else { (1u16 << n) - 1 };
        n > 0 && self.run.is_some_and(|r| r.broken & all == all)
    }
}
