//! Installing (Rules Reference, "Install"): destinations, trashing like cards, install costs,
//! memory limit, console limit.

use crate::actions::{Action, ActionKind, ActionList, NEW_REMOTE, NONE};
use crate::cards::{self, CardType, CONSOLE, REGION};
use crate::engine::{Event, Spend, Step};
use crate::log::{place_code, EventKind};
use crate::side::Side;
use crate::state::{GameState, Zone, ARCHIVES, MAX_SERVERS};
use arrayvec::ArrayVec;
use std::cell::OnceCell;

impl GameState {
    /// Whether a Corp card of type `t` may be installed in server `s` (or a new remote).
    /// Ice protects any server; agendas and assets go in remotes; upgrades in any root.
    pub(crate) fn can_corp_install_in(&self, t: CardType, s: u8) -> bool {
        if s == NEW_REMOTE {
            return self.free_remote().is_some()
                && matches!(
                    t,
                    CardType::Ice | CardType::Agenda | CardType::Asset | CardType::Upgrade
                );
        }
        let server = &self.corp.servers[s as usize];
        let exists = s <= ARCHIVES || !server.is_empty();
        if !exists {
            return false;
        }
        match t {
            // The Corp may trash ice there first, so an install is always possible in the end.
            CardType::Ice => !server.ice.is_full(),
            CardType::Agenda | CardType::Asset => s > ARCHIVES && !server.root.is_full(),
            CardType::Upgrade => !server.root.is_full(),
            _ => false,
        }
    }

    /// The lowest-numbered remote server that holds no card.
    pub(crate) fn free_remote(&self) -> Option<u8> {
        (ARCHIVES + 1..MAX_SERVERS as u8).find(|&s| self.corp.servers[s as usize].is_empty())
    }

    /// Step 3 of installing: the Corp may trash cards already in the destination (ice, to lower
    /// the install cost of ice; root cards otherwise). It finishes by passing, which is offered
    /// only once the ice install cost is affordable.
    pub(crate) fn legal_install_trash(&self, card: u8, server: u8, out: &mut ActionList) {
        self.legal_install_trash_costing(card, server, true, out);
    }

    /// [`GameState::legal_install_trash`] for an install that pays its cost (`paying`) or
    /// ignores all costs (Accelerated Beta Test): then passing is always possible.
    pub(crate) fn legal_install_trash_costing(
        &self,
        card: u8,
        server: u8,
        paying: bool,
        out: &mut ActionList,
    ) {
        if server == NEW_REMOTE {
            return;
        }
        let s = &self.corp.servers[server as usize];
        let is_ice = self.cdef(card).card_type == CardType::Ice;
        let candidates: &[u8] = if is_ice { &s.ice } else { &s.root };
        for &c in candidates.iter() {
            out.push(Action::new(ActionKind::Trash).card(c));
        }
        if !out.is_empty() && (!paying || !is_ice || s.ice.len() as u16 <= self.corp.credits) {
            out.push(Action::new(ActionKind::Pass));
        }
    }

    /// Steps 4-5 of an install that ignores all costs, then the card is rezzed ignoring all
    /// costs (Accelerated Beta Test; so Archer's additional cost does not apply, ruling 1).
    pub(crate) fn finish_corp_install_rezzed(&mut self, card: u8, server: u8) {
        if let Some(placed) = self.place_corp_card(card, server, false) {
            self.rez(placed);
        }
    }

    /// Steps 4-5 for the Corp: pay the install cost (one credit per ice already protecting the
    /// server, for ice), trash an old agenda or asset, place facedown and unrezzed.
    pub(crate) fn finish_corp_install(&mut self, card: u8, server: u8) {
        self.place_corp_card(card, server, true);
    }

    /// Steps 4-5 for the Corp, paying the install cost or not; the id of the placed card.
    pub(crate) fn place_corp_card(&mut self, card: u8, server: u8, pay: bool) -> Option<u8> {
        // Rules Reference, "Remote Servers": installing in a new remote server creates it.
        let created = server == NEW_REMOTE;
        let server = if server == NEW_REMOTE {
            self.free_remote()?
        } else {
            server
        };
        // The Corp does not reveal which HQ card it installs (Rules Reference, "Install" step 1).
        let card = self.conceal_leaving_hq(card);
        // A card from the Runner's score area (IP Enforcement) was seen by both and watched
        // moving: the Runner still knows it, before the event log records the install.
        let seen = self.card(card).zone == Zone::Score(Side::Runner);
        let t = self.cdef(card).card_type;
        self.unplace(card);
        let mut paid = 0;
        if t == CardType::Ice && pay {
            let cost = self.corp.servers[server as usize].ice.len() as u16;
            self.corp.credits = self.corp.credits.saturating_sub(cost);
            paid = cost;
        } else if matches!(t, CardType::Agenda | CardType::Asset) {
            // Only one agenda or asset per remote: the old one must be trashed.
            let old: crate::list::List<u8, 8> = self.corp.servers[server as usize]
                .root
                .iter()
                .copied()
                .filter(|&c| matches!(self.cdef(c).card_type, CardType::Agenda | CardType::Asset))
                .collect();
            for c in old {
                self.trash(c);
            }
        }
        if self.cdef(card).subtypes & REGION != 0 {
            // "Limit 1 region per server" (SanSan City Grid): an older region is trashed.
            let old: crate::list::List<u8, 8> = self.corp.servers[server as usize]
                .root
                .iter()
                .copied()
                .filter(|&c| self.cdef(c).subtypes & REGION != 0)
                .collect();
            for c in old {
                self.trash(c);
            }
        }
        // "Install only faceup" (Oaktown Renovation): neither rezzed nor unrezzed, seen by both.
        let faceup = cards::installs_faceup(self.cdef(card));
        let c = self.card_mut(card);
        c.rezzed = false;
        c.faceup = faceup;
        c.flags |= crate::state::FLAG_INSTALLED_THIS_TURN;
        // The Runner does not see which card from HQ was installed (unless it is faceup or was
        // already seen in the Runner's score area).
        c.known = if faceup || seen { 3 } else { Side::Corp.bit() };
        self.note_server(server);
        let c = self.card_mut(card);
        if t == CardType::Ice {
            c.zone = Zone::Ice(server);
            self.corp.servers[server as usize].ice.push(card);
        } else {
            c.zone = Zone::Root(server);
            self.corp.servers[server as usize].root.push(card);
        }
        let place = place_code(self.card(card).zone);
        self.log(
            EventKind::Installed,
            Some(Side::Corp),
            card,
            NONE,
            place,
            paid,
            0,
        );
        if created {
            self.fire_all(&[Event::Installed(card), Event::RemoteCreated(server)]);
            self.turn_flags.remote_created = true;
        } else {
            self.fire(Event::Installed(card));
        }
        self.turn_flags.corp_installed = true;
        Some(card)
    }

    /// Runner install cost: printed cost less reductions (e.g. Kate's first program or hardware).
    /// Onto the host chosen at install step 2, if any (Hackerspace's discount).
    pub(crate) fn runner_install_cost(&self, card: u8) -> u32 {
        self.runner_install_cost_on(card, self.card(card).host)
    }

    /// The Runner's install cost of `card` installed onto `host` (`NONE`: the rig itself): a
    /// discount of the host for the cards installed onto it counts only there (Hackerspace).
    pub(crate) fn runner_install_cost_on(&self, card: u8, host: u8) -> u32 {
        let hosted = if host == NONE {
            0
        } else {
            cards::hosted_install_discount_now(self, host) as u32
        };
        (self.cdef(card).cost as u32).saturating_sub(cards::install_discount(self, card) + hosted)
    }

    /// The cheapest install cost of `card` over the destinations it may take (the rig, or a
    /// possible host): what an install label shows before the host is chosen.
    pub(crate) fn runner_install_cost_least(&self, card: u8) -> u32 {
        let rig = self.runner_install_cost_on(card, NONE);
        (self.host_options(card).iter())
            .map(|&h| self.runner_install_cost_on(card, h))
            .fold(rig, u32::min)
    }

    /// Whether the Runner can install `card`: affordable; a program must fit in memory once
    /// every other program is trashed; only one console.
    pub(crate) fn can_runner_install(&self, card: u8) -> bool {
        self.can_runner_install_less(card, 0)
    }

    /// Whether the Runner can install `card` with its install cost lowered by `discount`.
    pub(crate) fn can_runner_install_less(&self, card: u8, discount: u8) -> bool {
        self.can_runner_install_within(card, discount, &OnceCell::new())
    }

    /// [`GameState::can_runner_install_less`] with the Runner's memory limit read at most once
    /// into `memory_limit` (shared by the install offers of one action phase: issue 26).
    pub(crate) fn can_runner_install_within(
        &self,
        card: u8,
        discount: u8,
        memory_limit: &OnceCell<u8>,
    ) -> bool {
        let d = self.cdef(card);
        if self.runner.rig.is_full() {
            return false;
        }
        // Some affordable destination must exist: the rig itself unless the card must be hosted,
        // or a host (Rules Reference, "Install" step 2, "Host"), each at its own cost (a host's
        // discount: Hackerspace). What does not depend on the destination is read once: the
        // card's own discounts and the credits that may pay for installing it.
        let printed = d.cost as u32;
        let own = cards::install_discount(self, card);
        let credits = self.runner_credits_for(Spend::Install(card));
        let affords = |host: u8| {
            let hosted = if host == NONE {
                0
            } else {
                cards::hosted_install_discount_now(self, host) as u32
            };
            // As `affords_install_on`, with `runner_install_cost_on`'s cost.
            printed
                .saturating_sub(own + hosted)
                .saturating_sub(discount as u32)
                <= credits
        };
        let mut hosts = self.host_options(card);
        hosts.retain(|h| affords(*h));
        let in_rig = !cards::needs_host(d) && affords(NONE);
        match d.card_type {
            CardType::Program => {
                let fits = d.memory_cost <= *memory_limit.get_or_init(|| self.memory_limit());
                (in_rig && fits)
                    || hosts
                        .iter()
                        .any(|&h| fits || cards::frees_hosted_memory_now(self, h))
            }
            CardType::Hardware => {
                (in_rig || !hosts.is_empty())
                    && (d.subtypes & CONSOLE == 0
                        || !self
                            .runner
                            .rig
                            .iter()
                            .any(|&c| self.cdef(c).subtypes & CONSOLE != 0))
            }
            CardType::Resource => in_rig || !hosts.is_empty(),
            _ => false,
        }
    }

    /// Whether the Runner can pay to install `card` onto `host` (`NONE`: the rig) with its cost
    /// lowered by `discount`.
    fn affords_install_on(&self, card: u8, host: u8, discount: u8) -> bool {
        let cost = self
            .runner_install_cost_on(card, host)
            .saturating_sub(discount as u32);
        cost <= self.runner_credits_for(Spend::Install(card))
    }

    /// The discount of the install of `card` waiting below its host choice (`u8::MAX` for an
    /// install ignoring all costs; 0 if none is found).
    fn pending_install_discount(&self, card: u8) -> u8 {
        (self.stack.iter().rev())
            .find_map(|step| match *step {
                Step::RunnerInstall { card: c } if c == card => Some(0),
                Step::InstallDiscounted { card: c, discount } if c == card => Some(discount),
                _ => None,
            })
            .unwrap_or(0)
    }

    /// Starts a Runner install of `card` (every Runner install goes through here): the choice
    /// of a host when one is possible (install step 2), then the memory step and placing.
    pub(crate) fn begin_runner_install(&mut self, card: u8) {
        self.begin_runner_install_with(card, Step::RunnerInstall { card });
    }

    /// Starts a Runner install of `card` that `install` (a `RunnerInstall` or
    /// `InstallDiscounted` step) carries out once a host, if any, has been chosen.
    pub(crate) fn begin_runner_install_with(&mut self, card: u8, install: Step) {
        self.card_mut(card).host = NONE;
        self.push(install);
        if self.host_options(card).is_empty() {
            return;
        }
        let mut choices = ActionList::new();
        self.legal_hosts(card, &mut choices);
        match choices.as_slice() {
            // A choice with a single outcome is not asked.
            [only] if only.kind == ActionKind::Install => self.card_mut(card).host = only.card,
            [_] => {}
            _ => self.push(Step::ChooseHost(card)),
        }
    }

    /// Installed cards that could host `card`: for a card that must be installed on something
    /// (Parasite, The Personal Touch) the cards its own text allows (Rules Reference, "Host":
    /// only one host at a time, so Parasite cannot go on Djinn); otherwise the installed cards
    /// able to host it (Djinn).
    pub(crate) fn host_options(&self, card: u8) -> ArrayVec<u8, 64> {
        let mut out = ArrayVec::new();
        if cards::needs_host(self.cdef(card)) {
            for h in self.runner.rig.iter().copied().chain(self.corp_installed()) {
                if h != card && cards::own_host(self, card, h) && !out.is_full() {
                    out.push(h);
                }
            }
        } else if self.asks(cards::hooks::HOSTS) {
            // Only cards that set `can_host` could answer yes (dispatch by card).
            for &h in &self.runner.rig {
                if h != card && cards::can_host(self, h, card) && !out.is_full() {
                    out.push(h);
                }
            }
        }
        out
    }

    /// The choice of a host: each possible host, and passing to install in the rig itself when
    /// the card needs no host. A host is offered only if the program then fits in memory (after
    /// trashing programs, install step 3).
    /// Destinations the Runner cannot pay for are left out (each at its own cost: Hackerspace),
    /// unless none could be paid for.
    pub(crate) fn legal_hosts(&self, card: u8, out: &mut ActionList) {
        let d = self.cdef(card);
        let fits = d.card_type != CardType::Program || d.memory_cost <= self.memory_limit();
        let discount = self.pending_install_discount(card);
        let mut all: ArrayVec<Action, 65> = ArrayVec::new();
        for h in self.host_options(card) {
            if fits || cards::frees_hosted_memory_now(self, h) {
                all.push(Action::new(ActionKind::Install).card(h));
            }
        }
        if !cards::needs_host(d) && fits {
            all.push(Action::new(ActionKind::Pass));
        }
        let affordable = |a: &Action| {
            let host = if a.kind == ActionKind::Install {
                a.card
            } else {
                NONE
            };
            self.affords_install_on(card, host, discount)
        };
        let any = all.iter().any(affordable);
        for a in all {
            if !any || affordable(&a) {
                out.push(a);
            }
        }
    }

    /// Memory `card` will use once installed at its chosen destination.
    pub(crate) fn install_memory(&self, card: u8) -> u8 {
        if self.cdef(card).card_type != CardType::Program || self.memory_free(card) {
            0
        } else {
            self.cdef(card).memory_cost
        }
    }

    /// Rules Reference, "Install" step 3 and "Memory Limit": when installing a program, the
    /// Runner may first trash any number of installed programs, and must trash programs while
    /// the new one would exceed the memory limit. Asked only when a program is installed; `pass`
    /// (done, install now) is offered once the new program fits.
    pub(crate) fn legal_memory_trash(&self, card: u8, out: &mut ActionList) {
        if self.cdef(card).card_type != CardType::Program {
            return;
        }
        // The host chosen at step 2 stays, and so does every card it is hosted on: trashing a
        // host trashes what it hosts (Rules Reference, "Hosting"), which would leave the new
        // program nowhere to go.
        let host = self.card(card).host;
        for &c in &self.runner.rig {
            if c != card
                && !self.hosts_chain(host, c)
                && self.cdef(c).card_type == CardType::Program
            {
                out.push(Action::new(ActionKind::Trash).card(c));
            }
        }
        if !out.is_empty() && self.memory_used() + self.install_memory(card) <= self.memory_limit()
        {
            out.push(Action::new(ActionKind::Pass));
        }
    }

    /// Whether `c` is `host` or a card `host` is hosted on (directly or through other hosts).
    fn hosts_chain(&self, host: u8, c: u8) -> bool {
        let mut h = host;
        // A chain of hosts is short and acyclic (`check_invariants`); the bound only guards it.
        for _ in 0..8 {
            if h == NONE {
                return false;
            }
            if h == c {
                return true;
            }
            h = self.card(h).host;
        }
        false
    }

    /// Steps 4-5 for the Runner: pay, place faceup in the rig, "when installed" triggers.
    pub(crate) fn finish_runner_install(&mut self, card: u8) {
        self.finish_runner_install_less(card, 0);
    }

    /// Steps 4-5 for the Runner with the install cost lowered by `discount` (e.g. Modded).
    pub(crate) fn finish_runner_install_less(&mut self, card: u8, discount: u8) {
        let cost = self
            .runner_install_cost(card)
            .saturating_sub(discount as u32);
        let t = self.cdef(card).card_type;
        if matches!(t, CardType::Program | CardType::Hardware) {
            self.turn_flags.runner_installed_program_or_hardware = true;
        }
        if t == CardType::Program {
            self.turn_flags.runner_installed_program = true;
        }
        self.pay_runner(Spend::Install(card), cost as u16);
        // The host chosen at install step 2 (none: the rig itself).
        let host = self.card(card).host;
        self.unplace(card);
        // Recurring credits are placed on a card as it becomes active and can be used at once
        // (Rules Reference, "Credit - Recurring").
        let recurring = cards::recurring_credits(self.cdef(card));
        let c = self.card_mut(card);
        c.host = host;
        c.zone = Zone::Rig;
        if recurring > 0 {
            c.credits = recurring;
        }
        c.faceup = true;
        c.known = 3;
        // Installed without spending credits (Bling's trigger reads it as `Installed` fires).
        if cost == 0 {
            c.flags |= crate::state::FLAG_INSTALLED_FREE;
        }
        // Rules Reference, "Credit - Recurring": placed when the card becomes active.
        c.credits = c.credits.max(cards::recurring_credits(c.def()));
        self.runner.rig.push(card);
        let host = self.card(card).host;
        self.log(
            EventKind::Installed,
            Some(Side::Runner),
            card,
            host,
            35,
            cost as u16,
            0,
        );
        self.log_card_credits(card, recurring, true);
        self.trash_older_unique(card);
        self.fire(Event::Installed(card));
    }

    /// Rules Reference, "Unique": when a unique card becomes active, any other active card with
    /// its title is trashed at once (this cannot be prevented).
    pub(crate) fn trash_older_unique(&mut self, card: u8) {
        let d = self.card(card).def;
        if !self.cdef(card).unique {
            return;
        }
        let side = self.card(card).owner;
        for other in self.active_cards(side) {
            if other != card && self.card(other).def == d {
                self.trash_now(other);
            }
        }
    }
}
