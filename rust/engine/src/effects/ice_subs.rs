//! Ice passed and subroutines resolved (part of the effect vocabulary, see `effects/mod.rs`):
//! whether the Runner passes a piece of ice as rezzed ice (Haas-Bioroid: Architects of
//! Tomorrow), what one subroutine does (the encounter's [3.2] and a subroutine another card
//! resolves, Ravana 1.0).

use crate::actions::NONE;
use crate::cards::{self, Sub};
use crate::engine::{Step, TraceEffect};
use crate::log::{place_code, EventKind};
use crate::side::Side;
use crate::state::{GameState, Zone};

impl GameState {
    /// Whether `ice`, whose encounter is ending at `position` of `server`, is passed as rezzed
    /// ice: still installed at that place and rezzed. Ice trashed during the encounter is neither
    /// rezzed nor unrezzed (Haas-Bioroid: Architects of Tomorrow ruling 1).
    pub(crate) fn passes_rezzed(&self, ice: u8, server: u8, position: u8) -> bool {
        let c = self.card(ice);
        c.rezzed
            && c.zone == Zone::Ice(server)
            && self.corp.servers[server as usize]
                .ice
                .get(position as usize)
                .is_some_and(|&at| at == ice)
    }

    /// Resolves subroutine `sub` of `ice` (Rules Reference, "Subroutines"): the printed effect,
    /// or the ice's definition for a card subroutine.
    pub(crate) fn resolve_sub_effect(&mut self, ice: u8, sub: Sub) {
        // The run counts the subroutines resolved during it (Take a Dive, Ryo "Phoenix" Ono).
        if let Some(r) = self.run.as_mut() {
            r.subs_resolved = r.subs_resolved.saturating_add(1);
        }
        match sub {
            Sub::EndRun => self.push(Step::EndRun),
            Sub::LoseClick => self.push(Step::LoseClicks(Side::Runner, 1)),
            Sub::TraceTag(base) => self.push(Step::TraceCorp {
                so_far: 0,
                base,
                effect: TraceEffect::Tags(1),
            }),
            Sub::Damage(kind, n) => self.push(Step::Damage(kind, n)),
            Sub::GiveTags(n) => self.push(Step::Tags(n)),
            Sub::GainCredits(n) => self.push(Step::Gain(Side::Corp, n)),
            Sub::Card(index) => cards::resolve_card_sub(self, ice, index),
        }
    }

    /// Resolves subroutine `index` of installed `ice` outside its own encounter, as another
    /// card's effect makes it (Ravana 1.0): logged as that ice's subroutine firing; "this ice"
    /// in its text is still `ice`. Nothing for a subroutine it does not have.
    pub(crate) fn resolve_subroutine_of(&mut self, ice: u8, index: u8) {
        let Some(&sub) = cards::subroutines(self.cdef(ice)).get(index as usize) else {
            return;
        };
        self.log_subroutine_fired(ice, index);
        self.resolve_sub_effect(ice, sub);
    }

    /// Event log: subroutine `index` of installed `ice` fires (`subroutine_fired`).
    pub(crate) fn log_subroutine_fired(&mut self, ice: u8, index: u8) {
        if self.log.on {
            let place = place_code(self.card(ice).zone);
            self.log(
                EventKind::SubroutineFired,
                Some(Side::Corp),
                ice,
                NONE,
                place,
                0,
                index as u16,
            );
        }
    }
}
