//! Moving the Runner to another server during a run (part of the effect vocabulary, see
//! `effects/mod.rs`): Proprionegation moves the Runner to the outermost position of Archives.
//!
//! Rules Reference, "Attacked Server": a card ability may change the attacked server during the
//! run; the run does not end. "Approach": moving the Runner to a piece of ice starts no new
//! timing structure, it only changes the Runner's position in the current run. The run goes on
//! from the new position as Cell Portal's does: the Runner stands just outside the outermost
//! ice of the new server, and the next pass step [4] moves them one position inward, onto the
//! outermost ice, which is approached ([2], with its windows and, since it is not the first
//! ice approached this run, a chance to jack out); with no ice there, the Runner approaches the
//! server ([5]).
//!
//! What the move leaves behind: the steps still pending at the old position (the rest of an
//! approach, the subroutines of an encounter, the windows and the jack-out of an approach to
//! the old server) no longer happen. An encounter in progress ends (its "when the encounter
//! ends" abilities resolve) without the ice being passed. The paid ability window in which the
//! move was made stays open until it closes, but the old ice can no longer be rezzed in it nor
//! its subroutines broken. Whatever the run's source does that names no server still applies
//! (its run-long effects, bypasses of the next ice); an "if successful" effect tied to the old
//! server does not resolve, the run being successful on the new one (Rules Reference, "If
//! successful...", the Legwork example).

use crate::actions::NONE;
use crate::engine::{RunStep, Step};
use crate::state::GameState;

impl GameState {
    /// The Runner moves to the outermost position of `server` (Proprionegation: Archives): the
    /// run's attacked server becomes `server`, and the run goes on by approaching its outermost
    /// ice (or the server itself when it has none) once the open window, if any, has closed.
    /// Nothing happens outside a run or once the run has ended.
    pub(crate) fn move_runner_to_outermost(&mut self, server: u8) {
        let Some(run) = self.run.filter(|r| !r.ended) else {
            return;
        };
        let Some(base) = self.stack.iter().rposition(|&s| s == Step::RunEnds) else {
            return;
        };
        // The window in which the move is made (a paid ability's), on top of the run's steps.
        let top = self
            .stack
            .iter()
            .rposition(|s| matches!(s, Step::Window(w) if w.in_run))
            .filter(|&i| i > base);
        let end = top.unwrap_or(self.stack.len());
        // The pending steps of the old position go; other pending work (an encounter ending,
        // abilities waiting to resolve) stays.
        let mut kept: crate::list::List<Step, 48> = crate::list::List::new();
        for &s in &self.stack.as_slice()[base + 1..end] {
            let pending_here = match s {
                Step::Run(_) | Step::ResolveSubs(_) => true,
                Step::Window(w) => w.in_run,
                _ => false,
            };
            if !pending_here {
                let _ = kept.try_push(s);
            }
        }
        let ending_encounter = run.encounter != NONE && kept.contains(&Step::EncounterEnd);
        let above: crate::list::List<Step, 48> =
            self.stack.as_slice()[end..].iter().copied().collect();
        self.stack.truncate(base + 1);
        // Once the kept work is done, the Runner, just outside the outermost ice, moves on
        // (an encounter ending pushes that pass itself).
        if !ending_encounter {
            self.push(Step::Run(RunStep::PassIce));
        }
        for &s in kept.iter() {
            self.push(s);
        }
        for (i, &s) in above.iter().enumerate() {
            let mut s = s;
            // The open window: the old ice is neither approached nor encountered any more.
            if i == 0 && top.is_some() {
                if let Step::Window(w) = &mut s {
                    w.ice = NONE;
                    w.encounter = false;
                }
            }
            self.push(s);
        }
        let outermost = self.corp.servers[server as usize].ice.len() as u8;
        if let Some(r) = self.run.as_mut() {
            r.server = server;
            r.position = outermost;
        }
    }
}
