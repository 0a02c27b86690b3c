//! Corp effects that several cards share (part of the effect vocabulary, see `effects.rs`): the
//! Corp trashing installed programs of its choice, ice gaining strength until the end of the
//! turn, a card moving to HQ, bad publicity.

use crate::actions::{Action, ActionKind, ActionList, NEW_REMOTE};
use crate::cards::{CardBehavior, CardType};
use crate::log::EventKind;
use crate::side::Side;
use crate::state::{GameState, Zone};
use arrayvec::ArrayVec;

/// `Step::Choice` kinds (`n`) from `TRASH_PROGRAMS + 1` up: the Corp chooses installed programs
/// to trash, `n - TRASH_PROGRAMS` still to choose (`data`: rig positions chosen so far). A card
/// using [`GameState::choose_programs_to_trash`] answers these kinds with
/// [`GameState::legal_programs_to_trash`] and [`GameState::resolve_programs_to_trash`], and
/// names the decision `"trash_programs"`.
pub(crate) const TRASH_PROGRAMS: u8 = 128;

/// Definition `b` whose only choice is the Corp's pick of programs to trash
/// ([`GameState::choose_programs_to_trash`]): its choice hooks answer with the shared ones.
pub(crate) const fn trashes_programs(b: CardBehavior) -> CardBehavior {
    CardBehavior {
        legal_choices: Some(|s, _, _, data, out| s.legal_programs_to_trash(data, out)),
        resolve_card_choice: Some(|s, source, n, data, a| {
            s.resolve_programs_to_trash(source, n, data, a)
        }),
        choice_name: Some(|_, _, _| "trash_programs"),
        ..b
    }
}

impl GameState {
    /// Purges virus counters (Rules Reference, "Purge"): every virus counter is removed, then
    /// "when the Corp purges virus counters" abilities meet their condition (Clot). The basic
    /// action and any card that purges come here.
    pub(crate) fn purge_virus_counters(&mut self) {
        for i in 0..self.cards.len() {
            let n = std::mem::take(&mut self.cards[i].virus);
            if n > 0 {
                self.log_counters(i as u8, 1, n as u16, false);
            }
        }
        self.fire(crate::engine::Event::Purged);
    }

    /// The Corp will choose `count` installed programs to trash for `source` (fewer if there are
    /// fewer): "trash N installed programs" is chosen by the Corp (FAQ, "Subroutines").
    pub(crate) fn choose_programs_to_trash(&mut self, source: u8, count: u8) {
        if count > 0 {
            self.push_choice(source, TRASH_PROGRAMS + count.min(127), 0);
        }
    }

    fn is_program(&self, c: u8) -> bool {
        self.cdef(c).card_type == CardType::Program
    }

    /// The programs that may be chosen to trash: installed programs not chosen yet (`data`:
    /// chosen rig positions), as `Trash` actions.
    pub(crate) fn legal_programs_to_trash(&self, data: u32, out: &mut ActionList) {
        for (i, &c) in self.runner.rig.iter().enumerate() {
            if self.is_program(c) && data & (1 << i) == 0 {
                out.push(Action::new(ActionKind::Trash).card(c));
            }
        }
    }

    /// One program chosen (choice kind `n`, `data` as given); once all are chosen (or none is
    /// left to choose, or the Corp passes), they are trashed at the same time, each at most once
    /// (Aggressive Secretary rulings 1 and 2).
    pub(crate) fn resolve_programs_to_trash(
        &mut self,
        source: u8,
        n: u8,
        data: u32,
        action: Action,
    ) {
        let mut mask = data;
        let mut left = n - TRASH_PROGRAMS;
        if action.kind == ActionKind::Trash {
            if let Some(i) = self.runner.rig.iter().position(|&c| c == action.card) {
                mask |= 1 << i;
                left -= 1;
            }
            let more = self
                .runner
                .rig
                .iter()
                .enumerate()
                .any(|(i, &c)| self.is_program(c) && mask & (1 << i) == 0);
            if left > 0 && more {
                self.push_choice(source, TRASH_PROGRAMS + left, mask);
                return;
            }
        }
        let chosen: ArrayVec<u8, 32> = self
            .runner
            .rig
            .iter()
            .enumerate()
            .filter(|&(i, _)| mask & (1 << i) != 0)
            .map(|(_, &c)| c)
            .collect();
        for c in chosen {
            self.trash(c);
        }
    }

    /// `ice` gets +`amount` strength until the end of the turn (Corporate Troubleshooter).
    pub(crate) fn add_turn_strength(&mut self, ice: u8, amount: u16) {
        let slots = &mut self.turn_flags.ice_strength_bonus;
        let slot = slots
            .iter()
            .position(|s| s.1 > 0 && s.0 == ice)
            .or_else(|| slots.iter().position(|s| s.1 == 0));
        if let Some(i) = slot {
            slots[i].0 = ice;
            slots[i].1 = slots[i].1.saturating_add(amount);
        }
    }

    /// Strength that `ice` has until the end of the turn (see [`GameState::add_turn_strength`]).
    pub(crate) fn turn_strength_bonus(&self, ice: u8) -> i32 {
        self.turn_flags
            .ice_strength_bonus
            .iter()
            .filter(|s| s.0 == ice)
            .map(|s| s.1 as i32)
            .sum()
    }

    /// The Corp adds `card` from `from` (Archives or R&D) to HQ, facedown. The Corp knows it;
    /// the Runner still knows which card it is only if `runner_keeps` and it knew before (a
    /// faceup card in Archives), never after a search (Rules Reference, "Search").
    pub(crate) fn add_to_hq(&mut self, card: u8, from: Zone, runner_keeps: bool) {
        self.unplace(card);
        let c = self.card_mut(card);
        c.zone = Zone::Hq;
        c.faceup = false;
        c.known = if runner_keeps {
            c.known | Side::Corp.bit()
        } else {
            Side::Corp.bit()
        };
        self.corp.hq.push(card);
        self.log_card(EventKind::AddedToHand, card, from);
    }

    /// The Corp takes `amount` bad publicity. Fires `BadPublicityTaken` when it takes any;
    /// `turn_flags.bad_publicity_taken` records it after the triggers are collected, so "the
    /// first time each turn" abilities read it as not yet happened (Editorial Division).
    pub(crate) fn take_bad_publicity(&mut self, amount: u8) {
        self.corp.bad_publicity = crate::invariants::add_counter(self.corp.bad_publicity, amount);
        if amount > 0 {
            self.fire(crate::engine::Event::BadPublicityTaken);
            self.turn_flags.bad_publicity_taken = true;
        }
    }
}

impl GameState {
    /// The installs a card offers from HQ, one after another (Shipment from MirrorMorph,
    /// Scatter Field): every card of HQ but operations, once per title, in every server it may
    /// go to (its install cost is paid as usual); then `pass`.
    pub(crate) fn offer_installs_from_hq(&self, out: &mut ActionList) {
        for (i, &c) in self.corp.hq.iter().enumerate() {
            let d = self.cdef(c);
            if d.card_type == CardType::Operation
                || self.corp.hq[..i]
                    .iter()
                    .any(|&e| self.card(e).def == self.card(c).def)
            {
                continue;
            }
            for server in 0..=NEW_REMOTE {
                if self.can_corp_install_in(d.card_type, server)
                    && crate::cards::can_install_in(d, server)
                {
                    out.push(Action::new(ActionKind::Install).card(c).server(server));
                }
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }
}
