//! Swapping two installed pieces of ice (Rules Reference, "Swap"), part of the effect vocabulary:
//! both exchange places at once; neither is installed or uninstalled by it, so each keeps its
//! rezzed state, its counters, its hosted cards and the choices made about it. A Runner
//! encountering one of them moves with it. An installed piece of ice may also be swapped with
//! one in HQ or Archives (Mitra Aman): each then takes the other's state, installed or not.

use crate::actions::NONE;
use crate::cards::CardType;
use crate::engine::{Event, Step};
use crate::log::{place_code, EventKind};
use crate::side::Side;
use crate::state::{GameState, Zone, FLAG_INSTALLED_THIS_TURN};

impl GameState {
    /// Where installed ice `ice` is: its server and its index in that server's ice (0 innermost).
    pub(crate) fn ice_position(&self, ice: u8) -> Option<(u8, usize)> {
        let Zone::Ice(s) = self.card(ice).zone else {
            return None;
        };
        let i = self.corp.servers[s as usize]
            .ice
            .iter()
            .position(|&c| c == ice)?;
        Some((s, i))
    }

    /// Swaps installed ice `a` and `b` (Rules Reference, "Swap"), recording one `IceSwapped`
    /// event per piece of ice, made by `side`. Nothing happens unless both are installed ice.
    pub(crate) fn swap_ice(&mut self, side: Side, a: u8, b: u8) {
        let (Some((sa, ia)), Some((sb, ib))) = (self.ice_position(a), self.ice_position(b)) else {
            return;
        };
        if a == b {
            return;
        }
        self.corp.servers[sa as usize].ice.as_mut_slice()[ia] = b;
        self.corp.servers[sb as usize].ice.as_mut_slice()[ib] = a;
        self.card_mut(a).zone = Zone::Ice(sb);
        self.card_mut(b).zone = Zone::Ice(sa);
        // The Runner encountering a piece of ice that moves moves with it: the run is now on its
        // new server, at its new position (Tāo Salonga ruling 1).
        if let Some(r) = self.run.as_mut() {
            if r.encounter == a {
                (r.server, r.position) = (sb, ib as u8);
            } else if r.encounter == b {
                (r.server, r.position) = (sa, ia as u8);
            }
        }
        self.log(EventKind::IceSwapped, Some(side), a, b, sb, 0, ib as u16);
        self.log(EventKind::IceSwapped, Some(side), b, a, sa, 0, ia as u16);
    }

    /// Swaps installed ice `ice` with `other`, a piece of ice in HQ or Archives (Mitra Aman).
    /// Rules Reference, "Swap": a card swapped with one in the opposite state is installed or
    /// uninstalled by it, and an uninstalled card's hosted cards are trashed; as for Midori
    /// (FAQ: "ice that is swapped is installed", no install cost paid), `other` is installed,
    /// unrezzed, in `ice`'s very position (`Event::Installed` fires), and a Runner approaching
    /// that position now approaches it: a pending rez window for `ice` is one for `other`.
    /// `ice` goes where `other` was, its counters gone: to HQ facedown, still known to the
    /// Runner only if it already was (rezzed, or seen before); to Archives faceup if it was
    /// rezzed, else facedown. Who knows `other`: from HQ, the Corp only (the Runner does not
    /// learn which HQ card it is, `conceal_leaving_hq`); from Archives, both players if it lay
    /// faceup there (the Runner saw it move), else the Corp only. Returns the id the installed
    /// card has, or `None` (nothing happens) unless `ice` is installed ice and `other` ice in
    /// HQ or Archives.
    pub(crate) fn swap_ice_with_pile(&mut self, ice: u8, other: u8) -> Option<u8> {
        let (server, index) = self.ice_position(ice)?;
        let from = self.card(other).zone;
        if !matches!(from, Zone::Hq | Zone::Archives) || self.cdef(other).card_type != CardType::Ice
        {
            return None;
        }
        let other = self.conceal_leaving_hq(other);
        let seen = from == Zone::Archives && self.card(other).faceup;
        self.unplace(other);
        // Both change places at once: the newcomer takes the position first, so the server
        // never lacks that ice (it cannot cease, and the Runner keeps its position).
        self.corp.servers[server as usize].ice.as_mut_slice()[index] = other;
        let c = self.card_mut(other);
        c.zone = Zone::Ice(server);
        c.rezzed = false;
        c.faceup = false;
        c.flags |= FLAG_INSTALLED_THIS_TURN;
        c.known = if seen { 3 } else { Side::Corp.bit() };
        let c = self.card_mut(ice);
        c.advancement = 0;
        c.credits = 0;
        c.power = 0;
        c.virus = 0;
        c.agenda_counters = 0;
        if from == Zone::Hq {
            c.rezzed = false;
            // The Runner keeps what it knew (a rezzed card was seen by both).
            self.add_to_hq(ice, Zone::Ice(server), true);
        } else {
            self.move_to_discard(ice, Side::Corp, false);
        }
        for step in self.stack.iter_mut() {
            if let Step::Window(w) = step {
                if w.ice == ice {
                    w.ice = other;
                }
            }
        }
        if let Some(r) = self.run.as_mut() {
            if r.encounter == ice {
                r.encounter = NONE;
            }
        }
        let place = place_code(Zone::Ice(server));
        self.log(
            EventKind::Installed,
            Some(Side::Corp),
            other,
            NONE,
            place,
            0,
            0,
        );
        self.turn_flags.corp_installed = true;
        self.fire(Event::Installed(other));
        Some(other)
    }
}
