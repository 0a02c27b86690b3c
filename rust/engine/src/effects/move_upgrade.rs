//! Moving an installed card to the root of another server (Lotus Haze; Mercia B4LL4RD moves
//! itself): it stays installed as it was (rezzed or not, its counters and what it remembers),
//! only its place changes; a remote server left with no card ceases to exist (Rules Reference,
//! "Server": the run on it ends). Not a new install: "when installed" abilities do not happen.

use crate::actions::NONE;
use crate::cards::REGION;
use crate::side::Side;
use crate::state::{GameState, Zone, MAX_SERVERS};

impl GameState {
    /// The existing servers whose root `card`, in a root now, may move to: every other server
    /// (centrals, and remotes that exist) with room in its root, except, for a region, a server
    /// whose root already holds a region, rezzed or not ("Limit 1 region per server", the
    /// regions' card text, as installs keep it: install.rs).
    pub(crate) fn other_roots_for(&self, card: u8) -> impl Iterator<Item = u8> + '_ {
        let here = match self.card(card).zone {
            Zone::Root(s) => Some(s),
            _ => None,
        };
        let is_region = |c: u8| self.cdef(c).subtypes & REGION != 0;
        let region = is_region(card);
        (0..MAX_SERVERS as u8).filter(move |&s| {
            let root = &self.corp.servers[s as usize].root;
            Some(s) != here
                && (s <= crate::state::ARCHIVES || !self.corp.servers[s as usize].is_empty())
                && !root.is_full()
                && !(region && root.iter().any(|&c| is_region(c)))
        })
    }

    /// Moves installed `card` from its root to the root of `server` (which exists).
    pub(crate) fn move_to_root(&mut self, card: u8, server: u8) {
        let Zone::Root(from) = self.card(card).zone else {
            return;
        };
        if from == server {
            return;
        }
        let root = &mut self.corp.servers[from as usize].root;
        if let Some(i) = root.iter().position(|&c| c == card) {
            root.remove(i);
        }
        let _ = self.corp.servers[server as usize].root.try_push(card);
        self.card_mut(card).zone = Zone::Root(server);
        // Event log: `card_moved` (docs/events.md), before a run on the server left may end.
        let place = crate::log::place_code(Zone::Root(server));
        let kind = crate::log::EventKind::CardMoved;
        self.log(kind, Some(Side::Corp), card, NONE, place, 0, from as u16);
        self.check_server_ceased(from);
    }
}
