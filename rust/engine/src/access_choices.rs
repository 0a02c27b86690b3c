//! The Runner's choice of the next card to access during a run (Rules Reference, "Accessing
//! Cards" [5.5]): the candidates, the decision among several, and the access that needs no
//! decision. Moved out of `run.rs` (issue 26).

use crate::actions::{Action, ActionKind, ActionList, NONE};
use crate::state::{GameState, ARCHIVES, FLAG_ACCESSED, HQ};

impl GameState {
    /// Cards that may be accessed next, added to `out`: root cards not yet accessed, Archives
    /// cards not yet accessed, and (card = none) the next card from HQ or R&D. Written in place:
    /// the list is large (every card of Archives), and returning it copied all of it.
    fn access_candidates(&self, out: &mut ActionList) {
        let Some(run) = self.run.as_ref() else { return };
        let from = out.len();
        let s = run.server;
        if run.deck_accesses > 0 {
            let left = match s {
                HQ => self
                    .corp
                    .hq
                    .iter()
                    .any(|&c| self.card(c).flags & FLAG_ACCESSED == 0),
                _ => self.corp.rd.len() > run.rd_skipped as usize,
            };
            if left {
                out.push(Action::new(ActionKind::Access).server(s));
            }
        }
        let root = &self.corp.servers[s as usize].root;
        for &c in root {
            if self.card(c).flags & FLAG_ACCESSED == 0 {
                out.push(Action::new(ActionKind::Access).card(c).server(s));
            }
        }
        if s == ARCHIVES {
            // Of the copies of a card not yet accessed, only the first is offered: choosing
            // among identical cards is one choice. `seen`: the definitions of the cards not yet
            // accessed met so far (one pass instead of a look back over the pile for each card).
            let mut seen = arrayvec::ArrayVec::<u16, 160>::new();
            for &c in &self.corp.archives {
                let card = self.card(c);
                if card.flags & FLAG_ACCESSED == 0 && !seen.contains(&card.def) {
                    let _ = seen.try_push(card.def);
                    let _ = out.try_push(Action::new(ActionKind::Access).card(c).server(s));
                }
            }
        }
        // A cap on further accesses (Flagship) leaves only the capping card. Only a card in the
        // server's root or the run's persistent card can set one (`may_access_under_caps`).
        if !root.is_empty() || run.persistent != NONE {
            let mut kept = from;
            for i in from..out.len() {
                let a = out[i];
                if self.may_access_under_caps(a.card) {
                    out[kept] = a;
                    kept += 1;
                }
            }
            out.truncate(kept);
        }
    }

    /// The Runner chooses the order of access among several candidates.
    pub(crate) fn legal_access_choices(&self, out: &mut ActionList) {
        let from = out.len();
        self.access_candidates(out);
        if out.len() <= from + 1 {
            out.truncate(from);
        }
    }

    /// Called when the access decision has a single candidate or none (see the rules loop).
    pub(crate) fn access_auto(&mut self) -> bool {
        let mut c = ActionList::new();
        self.access_candidates(&mut c);
        match c.len() {
            0 => {
                // [5.6] Set-aside cards return to the server; nothing moved, so nothing to do.
                self.stack.pop();
                true
            }
            1 => {
                self.choose_access(c[0]);
                true
            }
            _ => false,
        }
    }
}
