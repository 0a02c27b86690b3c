//! More of the effect vocabulary cards are written in (see `effects.rs`), for Runner cards: runs
//! made by a card, cards added to the grip, the stack looked through, virus counters, credits
//! taken from a card, the ice being encountered and the installed ice, hosted memory, and asking
//! a card's own choice (`Step::Choice`) with the "a single outcome is not asked" shortcut.

use crate::actions::{Action, ActionKind, ActionList, NONE};
use crate::cards;
use crate::engine::{Spend, Step};
use crate::invariants::add_counter;
use crate::log::EventKind;
use crate::side::Side;
use crate::state::{GameState, Zone};

impl GameState {
    /// Moves `card` from the heap or the stack to the grip (Déjà Vu, Djinn): the Runner knows
    /// it, and the move is logged as a card added to hand.
    pub(crate) fn add_to_grip(&mut self, card: u8) {
        let from = self.card(card).zone;
        self.unplace(card);
        let c = self.card_mut(card);
        c.zone = Zone::Grip;
        c.known |= Side::Runner.bit();
        self.runner.grip.push(card);
        self.log_card(EventKind::AddedToHand, card, from);
    }

    /// The Runner looks through the whole stack while searching it (Rules Reference, "Search"):
    /// every card in it becomes known to the Runner (the shuffle that ends a search makes the
    /// Runner forget the order again).
    pub(crate) fn look_through_stack(&mut self) {
        for i in 0..self.runner.stack.len() {
            let c = self.runner.stack[i];
            self.card_mut(c).known |= Side::Runner.bit();
        }
    }

    /// Places `n` virus counters on `card` (logged).
    pub(crate) fn place_virus_counters(&mut self, card: u8, n: u8) {
        let c = self.card_mut(card);
        c.virus = add_counter(c.virus, n);
        self.log_counters(card, 1, n.into(), true);
    }

    /// Removes one virus counter hosted on `card` (logged); the caller checks there is one.
    pub(crate) fn remove_virus_counter(&mut self, card: u8) {
        self.card_mut(card).virus -= 1;
        self.log_counters(card, 1, 1, false);
    }

    /// The ice being encountered gets -`n` strength for the rest of the encounter (Datasucker,
    /// Wyrm); nothing outside a run.
    pub(crate) fn lower_encountered_ice_strength(&mut self, n: u8) {
        if let Some(r) = self.run.as_mut() {
            r.ice_minus = r.ice_minus.saturating_add(n);
        }
    }

    /// Whether giving the encountered ice -1 strength could change the game state (Rules
    /// Reference, "Using Abilities"): not for ice already at 0, nor for ice whose strength cannot
    /// be lowered (Lotus Field, "Cannot").
    pub(crate) fn can_lower_encountered_strength(&self) -> bool {
        let ice = self.run.map_or(NONE, |r| r.encounter);
        ice != NONE
            && !crate::cards::strength_cannot_be_lowered(self.cdef(ice))
            && self.ice_strength(ice) > 0
    }

    /// The ice being encountered, if it is installed and rezzed.
    pub(crate) fn encountered_rezzed_ice(&self) -> Option<u8> {
        let ice = self.run?.encounter;
        (ice != NONE && self.card(ice).installed() && self.card(ice).rezzed).then_some(ice)
    }

    /// Memory of the programs hosted on `host` (Djinn's capacity).
    pub(crate) fn hosted_memory(&self, host: u8) -> u8 {
        self.runner
            .rig
            .iter()
            .filter(|&&c| self.card(c).host == host)
            .map(|&c| self.cdef(c).memory_cost)
            .sum()
    }

    /// Asks `source`'s owner the card's own choice `Step::Choice { source, n, data }`, unless it
    /// has at most one outcome: a decision with a single outcome is not asked (it resolves at
    /// once with that action), and one with none does nothing.
    pub(crate) fn ask_choice(&mut self, source: u8, n: u8, data: u32) {
        let mut choices = ActionList::new();
        cards::legal_choices(self, source, n, data, &mut choices);
        match choices.as_slice() {
            [] => {}
            [only] => cards::resolve_card_choice(self, source, n, data, *only),
            _ => self.push_choice(source, n, data),
        }
    }

    /// Puts the card's own choice `Step::Choice { source, n, data }` on the stack: asked even
    /// with a single outcome (`ask_choice` skips those).
    pub(crate) fn push_choice(&mut self, source: u8, n: u8, data: u32) {
        self.push(Step::Choice { source, n, data });
    }
}

impl GameState {
    /// Starts a run on `server` made by `source` (a run event or the card whose ability makes
    /// the run): the run's own effects ("if successful", bypasses, replacements) ask `source`.
    pub(crate) fn start_run_by(&mut self, source: u8, server: u8) {
        self.start_run(server);
        if let Some(r) = self.run.as_mut() {
            r.source = source;
        }
    }

    /// Adds Runner `card` (from the stack or the heap) to the grip, revealed to both players
    /// (Rules Reference, "Reveal").
    pub(crate) fn reveal_to_grip(&mut self, card: u8) {
        let from = self.card(card).zone;
        self.unplace(card);
        let c = self.card_mut(card);
        c.zone = Zone::Grip;
        c.known = Side::Corp.bit() | Side::Runner.bit();
        self.runner.grip.push(card);
        self.log_card(EventKind::AddedToHand, card, from);
    }

    /// Installed ice of every server, server by server, outermost last.
    pub(crate) fn installed_ice(&self) -> impl Iterator<Item = u8> + '_ {
        self.corp.servers.iter().flat_map(|s| s.ice.iter().copied())
    }
}

/// "End the run unless the Runner pays N credits" (Pop-up Window, Paywall, Grubber): a
/// subroutine that asks the Runner a `mode` of `card`: 0 pays `toll` (offered only when the
/// Runner can pay it), 1 lets the run end.
impl GameState {
    pub(crate) fn offer_toll(&self, card: u8, toll: u16, out: &mut ActionList) {
        if self.runner_credits_for(Spend::Other) >= u32::from(toll) {
            out.push(Action::new(ActionKind::Mode).card(card).target(0));
        }
        out.push(Action::new(ActionKind::Mode).card(card).target(1));
    }

    /// Resolves the Runner's answer `mode` to [`GameState::offer_toll`].
    pub(crate) fn resolve_toll(&mut self, mode: u8, toll: u16) {
        if mode == 0 {
            self.pay_runner(Spend::Other, toll);
        } else {
            self.push(Step::EndRun);
        }
    }
}
