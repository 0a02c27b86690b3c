//! Corp installs an effect offers from a chosen group of cards (part of the effect vocabulary,
//! see `effects/mod.rs`): the top cards of R&D (Poetri Luxury Brands), HQ without agendas
//! (Poetri's stolen ability), HQ ignoring all costs (Synapse Global), Archives (Project
//! Ingatan). Each offer is an `install` action per card title and server it may go to, then
//! `pass`.

use crate::actions::{Action, ActionKind, ActionList, NEW_REMOTE};
use crate::cards::{self, CardType};
use crate::state::GameState;

/// Which cards of a group an install offer leaves out.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum InstallOffer {
    /// Any card but operations.
    Any,
    /// Neither agendas nor operations ("1 non-agenda card").
    NoAgendas,
}

impl GameState {
    /// Offers installing one of `group` (cards of HQ, R&D or Archives): every card allowed by
    /// `which`, once per title, in every server it may go to, then `pass`.
    pub(crate) fn offer_installs_among(
        &self,
        group: &[u8],
        which: InstallOffer,
        out: &mut ActionList,
    ) {
        for (i, &c) in group.iter().enumerate() {
            let d = self.cdef(c);
            let left_out = d.card_type == CardType::Operation
                || (which == InstallOffer::NoAgendas && d.card_type == CardType::Agenda);
            if left_out
                || group[..i]
                    .iter()
                    .any(|&e| self.card(e).def == self.card(c).def)
            {
                continue;
            }
            for server in 0..=NEW_REMOTE {
                if self.can_corp_install_in(d.card_type, server) && cards::can_install_in(d, server)
                {
                    out.push(Action::new(ActionKind::Install).card(c).server(server));
                }
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }

    /// Installs Corp `card` (from HQ, R&D or Archives) in `server` ignoring all costs (Rules
    /// Reference, "Install"): nothing is paid for ice already protecting the server. Install step
    /// 3's optional trash of cards already there is not offered (an agenda or asset replacing
    /// another still trashes the old one). The id the installed card has (a card leaving HQ
    /// takes a random HQ id: `conceal_leaving_hq`).
    pub(crate) fn install_corp_ignoring_costs(&mut self, card: u8, server: u8) -> Option<u8> {
        self.place_corp_card(card, server, false)
    }

    /// The top `n` cards of R&D (all of it if fewer), top first (Poetri, AU Co.).
    pub(crate) fn top_of_rd(&self, n: usize) -> crate::list::List<u8, 8> {
        self.corp.rd.iter().rev().take(n.min(8)).copied().collect()
    }
}
