//! Swapping two installed pieces of ice (Rules Reference, "Swap"), part of the effect vocabulary:
//! both exchange places at once; neither is installed or uninstalled by it, so each keeps its
//! rezzed state, its counters, its hosted cards and the choices made about it. A Runner
//! encountering one of them moves with it.

use crate::log::EventKind;
use crate::side::Side;
use crate::state::{GameState, Zone};

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
}
