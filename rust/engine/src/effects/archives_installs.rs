//! Installing Corp cards from Archives (and HQ) by an effect, paying as usual or with a credit
//! discount (part of the effect vocabulary, see `effects/mod.rs`): Ansel 2.0 (HQ or Archives),
//! Retirement Plan (an agenda, asset or ice from Archives), Reanimation Protocol (ice from
//! Archives, installed and rezzed paying a total of some credits less). The pick is a
//! `Step::Choice` of the card: one `mode` action per distinct card (definition and facing), then
//! the destination as `install` actions (`corp_install_servers`). An install from Archives in
//! these two choices (Retirement Plan, Reanimation Protocol) is `ask_archives_install`,
//! `archives_install_choices`, `archives_install_chosen` and `archives_install_choice_name`.
//! Ice from HQ installed paying some credits less (Mercia B4LL4RD):
//! `offer_ice_installs_from_hq`, then install step 3 as the card's own choice
//! (`legal_install_trash_less`), then `install_corp_paying_less`.

use crate::actions::{Action, ActionKind, ActionList, NEW_REMOTE};
use crate::cards::{self, CardType};
use crate::engine::Step;
use crate::state::{GameState, Zone};

/// `Step::Choice` kinds (`n`) of an install from Archives in two choices: the card; its server
/// (`data`: the card).
const ARCHIVES_PICK: u8 = 0;
const ARCHIVES_WHERE: u8 = 1;

impl GameState {
    /// Asks `source`'s Corp to pick a card of Archives to install (the first of two choices;
    /// nothing is asked when no card can be picked, and a single pick is taken at once).
    pub(crate) fn ask_archives_install(&mut self, source: u8) {
        self.ask_choice(source, ARCHIVES_PICK, 0);
    }

    /// The offers of an install from Archives in two choices (choice kind `n`): each card of
    /// Archives that `keep` allows (once per definition and facing); then, while the picked card
    /// (`data`) is still in Archives, the servers `servers` lists for it.
    pub(crate) fn archives_install_choices(
        &self,
        n: u8,
        data: u32,
        keep: impl Fn(u8) -> bool,
        servers: impl FnOnce(u8, &mut ActionList),
        out: &mut ActionList,
    ) {
        if n == ARCHIVES_PICK {
            self.offer_distinct_picks(&self.corp.archives, keep, out);
        } else if self.card(data as u8).zone == Zone::Archives {
            servers(data as u8, out);
        }
    }

    /// Resolves choice `a` of `source`'s install from Archives (kind `n`): a card picked asks
    /// where it goes; a server chosen for it is returned as (card, server), for the card's own
    /// way of installing it.
    pub(crate) fn archives_install_chosen(
        &mut self,
        source: u8,
        n: u8,
        a: Action,
    ) -> Option<(u8, u8)> {
        match (n, a.kind) {
            (ARCHIVES_PICK, ActionKind::Mode) => {
                self.ask_choice(source, ARCHIVES_WHERE, a.card as u32);
                None
            }
            (ARCHIVES_WHERE, ActionKind::Install) => Some((a.card, a.server)),
            _ => None,
        }
    }

    /// The decision names of an install from Archives in two choices (kind `n`).
    pub(crate) fn archives_install_choice_name(&self, n: u8) -> &'static str {
        if n == ARCHIVES_PICK {
            "card_to_install"
        } else {
            "install_where"
        }
    }

    /// Every server Corp card `c` may be installed in now (the install rules, then the card's
    /// own limits), as `install` actions.
    pub(crate) fn corp_install_servers(&self, c: u8, out: &mut ActionList) {
        let d = self.cdef(c);
        for server in 0..=NEW_REMOTE {
            if self.can_corp_install_in(d.card_type, server) && cards::can_install_in(d, server) {
                out.push(Action::new(ActionKind::Install).card(c).server(server));
            }
        }
    }

    /// Whether Corp card `c` has somewhere to be installed now (never an operation).
    pub(crate) fn has_install_place(&self, c: u8) -> bool {
        let mut out = ActionList::new();
        self.cdef(c).card_type != CardType::Operation && {
            self.corp_install_servers(c, &mut out);
            !out.is_empty()
        }
    }

    /// A `mode` action for each card of `pile` that `keep` allows, once per definition and
    /// facing (copies are interchangeable unless one is faceup and the other not).
    pub(crate) fn offer_distinct_picks(
        &self,
        pile: &[u8],
        keep: impl Fn(u8) -> bool,
        out: &mut ActionList,
    ) {
        for (i, &c) in pile.iter().enumerate() {
            let same = pile[..i].iter().any(|&e| {
                self.card(e).def == self.card(c).def && self.card(e).faceup == self.card(c).faceup
            });
            if !same && keep(c) {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
        }
    }

    /// Asks the Corp to pick a card of Archives (and of HQ when `with_hq`) for `source`
    /// (`Step::Choice` kind `n`), even when it can only decline: whether it is asked must not
    /// tell the Runner what HQ or facedown Archives hold. Not asked when the piles are empty
    /// (public).
    pub(crate) fn ask_pile_pick(&mut self, source: u8, n: u8, data: u32, with_hq: bool) {
        if !self.corp.archives.is_empty() || (with_hq && !self.corp.hq.is_empty()) {
            self.push_choice(source, n, data);
        }
    }

    /// Whether `c` is still where an install from HQ or Archives may take it from.
    pub(crate) fn in_hq_or_archives(&self, c: u8) -> bool {
        matches!(self.card(c).zone, Zone::Hq | Zone::Archives)
    }

    /// Installs Corp `card` in `server` paying its install cost as usual (install step 3, the
    /// optional trash of cards already there, is offered first: `Step::CorpInstall`).
    pub(crate) fn install_corp_paying(&mut self, card: u8, server: u8) {
        self.push(Step::CorpInstall { card, server });
    }

    /// The credits installing ice `card` in `server` and then rezzing it costs, before any
    /// discount: one per ice already protecting `server`, plus its rez cost.
    pub(crate) fn install_and_rez_cost(&self, card: u8, server: u8) -> u32 {
        let install = if server == NEW_REMOTE {
            0
        } else {
            self.corp.servers[server as usize].ice.len() as u32
        };
        install + self.rez_cost(card)
    }

    /// Whether the Corp can install ice `card` in `server` and rez it paying a total of `less`
    /// credits less (cards with an additional rez cost are left out).
    pub(crate) fn can_install_and_rez_less(&self, card: u8, server: u8, less: u32) -> bool {
        self.install_and_rez_cost(card, server).saturating_sub(less) <= self.corp.credits as u32
            && !self.has_rez_cost_options(card)
    }

    /// Installs ice `card` in `server` and rezzes it, paying a total of `less` credits less for
    /// both (the discount goes to the install cost first, the rest to the rez cost); the placed
    /// card's id.
    pub(crate) fn install_and_rez_less(&mut self, card: u8, server: u8, less: u32) -> Option<u8> {
        let install = self.install_and_rez_cost(card, server) - self.rez_cost(card);
        let paid = install.saturating_sub(less);
        self.corp.credits = self.corp.credits.saturating_sub(paid as u16);
        let placed = self.place_corp_card(card, server, false)?;
        self.rez_paying_less(placed, less.saturating_sub(install));
        Some(placed)
    }

    /// An `install` action for each ice of HQ (once per definition) in every server it may go
    /// to, then `pass`; nothing with HQ empty. Every server is offered whatever the Corp's
    /// credits: install step 3 lets it trash ice there first (as the basic install).
    pub(crate) fn offer_ice_installs_from_hq(&self, out: &mut ActionList) {
        if self.corp.hq.is_empty() {
            return;
        }
        let hq = &self.corp.hq;
        for (i, &c) in hq.iter().enumerate() {
            let copy = hq[..i]
                .iter()
                .any(|&e| self.card(e).def == self.card(c).def);
            if !copy && self.cdef(c).card_type == CardType::Ice {
                self.corp_install_servers(c, out);
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }

    /// The credits installing ice in `server` costs, `less` credits less (never below 0):
    /// one per ice already protecting it (Rules Reference, "Install Costs").
    pub(crate) fn ice_install_cost_less(&self, server: u8, less: u32) -> u32 {
        if server == NEW_REMOTE {
            return 0;
        }
        (self.corp.servers[server as usize].ice.len() as u32).saturating_sub(less)
    }

    /// Install step 3 of ice `card` going to `server` and paying `less` credits less: a `trash`
    /// action per ice already there, and `pass` once the Corp can pay what is left (as
    /// `legal_install_trash`, whose `pass` needs the full cost). Nothing when no ice is there.
    pub(crate) fn legal_install_trash_less(&self, server: u8, less: u32, out: &mut ActionList) {
        if server == NEW_REMOTE || self.corp.servers[server as usize].ice.is_empty() {
            return;
        }
        for &c in self.corp.servers[server as usize].ice.iter() {
            out.push(Action::new(ActionKind::Trash).card(c));
        }
        if self.ice_install_cost_less(server, less) <= self.corp.credits as u32 {
            out.push(Action::new(ActionKind::Pass));
        }
    }

    /// Installs ice `card` from HQ in `server` (after install step 3), paying its install cost
    /// less `less` credits; the placed card's id.
    pub(crate) fn install_corp_paying_less(
        &mut self,
        card: u8,
        server: u8,
        less: u32,
    ) -> Option<u8> {
        let cost = self.ice_install_cost_less(server, less);
        if cost > self.corp.credits as u32 {
            return None;
        }
        self.corp.credits -= cost as u16;
        self.place_corp_card(card, server, false)
    }
}
