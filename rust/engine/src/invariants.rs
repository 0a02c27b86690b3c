//! The invariants of a game state: what holds in every position the rules can reach. The random
//! play tests, the fuzz targets and [`crate::sweep`] check them after every action, and
//! [`GameState::from_json`] and [`GameState::from_scenario`] refuse a state that breaks one, so no
//! saved game or scenario can describe a position the engine could mis-handle.
//!
//! Counter limits: every counter the rules add to saturates at a documented limit far below its
//! type's maximum (docs/scenario.md, "Limits"), so no sequence of actions can wrap it.

use crate::actions::{NEW_REMOTE, NONE};
use crate::cards::{card_table, CardType};
use crate::engine::{Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, ARCHIVES, MAX_SERVERS};
use std::fmt;

/// Most credits in a credit pool; gains stop here (a real game never comes near it).
pub const MAX_CREDITS: u16 = 10_000;
/// Most of any token count: advancement tokens, hosted credits, virus, agenda and power counters,
/// tags, bad publicity and brain damage. Gains stop here.
pub const MAX_COUNTER: u8 = 100;
/// Most clicks a player can have.
pub const MAX_CLICKS: u8 = 20;
/// Highest turn number; the turn count stops here.
pub const MAX_TURN: u32 = 1_000_000;

/// `value + n`, stopping at [`MAX_COUNTER`] (never wraps).
#[inline]
pub(crate) fn add_counter(value: u8, n: u8) -> u8 {
    value.saturating_add(n).min(MAX_COUNTER.max(value))
}

/// `credits + n`, stopping at [`MAX_CREDITS`] (never wraps).
#[inline]
pub(crate) fn add_credits(credits: u16, n: u16) -> u16 {
    credits.saturating_add(n).min(MAX_CREDITS.max(credits))
}

/// `clicks + n`, stopping at [`MAX_CLICKS`] (never wraps).
#[inline]
pub(crate) fn add_clicks(clicks: u8, n: u8) -> u8 {
    clicks.saturating_add(n).min(MAX_CLICKS.max(clicks))
}

/// A broken invariant: which one, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvariantError(pub String);

impl fmt::Display for InvariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for InvariantError {}

macro_rules! ensure {
    ($cond:expr, $($msg:tt)+) => {
        if !$cond {
            return Err(InvariantError(format!($($msg)+)));
        }
    };
}

/// The zone a list of the state holds its cards in.
fn zone_name(z: Zone) -> String {
    match z {
        Zone::Ice(s) => format!("ice of server {s}"),
        Zone::Root(s) => format!("root of server {s}"),
        other => format!("{other:?}"),
    }
}

impl GameState {
    /// Checks every invariant of a reachable position, returning the first one broken:
    ///
    /// - sizes and references: at most 200 cards, every card definition exists, every card id,
    ///   server id and host in a zone, a pending step, the run or a card is in range;
    /// - places: each card is listed exactly once, in the list its recorded zone names (a card
    ///   being played or removed from the game is in no list), so no card is twice in a zone;
    /// - ownership and types: each card is in a zone of its owner's side and of its type (ice
    ///   only protecting servers, agendas, assets and upgrades only in roots and at most one
    ///   agenda or asset per remote, programs, hardware and resources only in the rig, agendas
    ///   only in score areas, each identity in its place);
    /// - hosting: a hosted card is installed in the rig on an installed host, with no cycle;
    /// - counters within the limits of this module; only installed Corp cards are rezzed;
    /// - the game: a winner exactly when there is a reason; in a live game neither side has 7
    ///   agenda points, the pending-step stack is not empty, a step of a run has a run, installed
    ///   programs fit the memory limit (unless the Runner is choosing programs to trash for
    ///   it), and the current decision offers at least one legal action.
    pub fn check_invariants(&self) -> Result<(), InvariantError> {
        self.check_structure()?;
        if self.winner.is_none() {
            self.check_live(None)?;
        }
        Ok(())
    }

    /// [`GameState::check_invariants`] for a state whose legal actions were just listed
    /// (`legal_len` of them), so they are not listed again.
    pub(crate) fn check_listed(&self, legal_len: usize) -> Result<(), InvariantError> {
        self.check_structure()?;
        if self.winner.is_none() {
            self.check_live(Some(legal_len))?;
        }
        Ok(())
    }

    /// The checks that do not run the rules (every index is in range once these pass).
    pub(crate) fn check_structure(&self) -> Result<(), InvariantError> {
        let n = self.cards.len();
        let table = card_table();
        for (i, c) in self.cards.iter().enumerate() {
            ensure!(
                (c.def as usize) < table.len(),
                "card {i} has unknown definition {}",
                c.def
            );
        }
        ensure!(
            self.points_to_win >= 1,
            "the agenda points needed to win are {}, not 1 to 255",
            self.points_to_win
        );
        let mut count = [0u8; 256];
        let mut place = |list: &[u8], zone: Zone| -> Result<(), InvariantError> {
            for &c in list {
                ensure!(
                    (c as usize) < n,
                    "{} lists card {c} of {n}",
                    zone_name(zone)
                );
                count[c as usize] = count[c as usize].saturating_add(1);
                let at = self.cards[c as usize].zone;
                ensure!(
                    at == zone,
                    "card {c} is listed in {} but its zone is {}",
                    zone_name(zone),
                    zone_name(at)
                );
            }
            Ok(())
        };
        place(&[self.corp.identity, self.runner.identity], Zone::Identity)?;
        place(&self.corp.hq, Zone::Hq)?;
        place(&self.corp.rd, Zone::Rd)?;
        place(&self.corp.archives, Zone::Archives)?;
        place(&self.corp.score_area, Zone::Score(Side::Corp))?;
        for (s, server) in self.corp.servers.iter().enumerate() {
            place(&server.ice, Zone::Ice(s as u8))?;
            place(&server.root, Zone::Root(s as u8))?;
        }
        place(&self.runner.grip, Zone::Grip)?;
        place(&self.runner.stack, Zone::Stack)?;
        place(&self.runner.heap, Zone::Heap)?;
        place(&self.runner.score_area, Zone::Score(Side::Runner))?;
        place(&self.runner.rig, Zone::Rig)?;
        for (i, c) in self.cards.iter().enumerate() {
            let unlisted = matches!(
                c.zone,
                Zone::PlayArea | Zone::Removed | Zone::SetAside | Zone::Hosted(_)
            );
            ensure!(
                count[i] == 1 || (count[i] == 0 && unlisted),
                "card {i} ({}) is listed {} times but its zone is {}",
                c.def().title,
                count[i],
                zone_name(c.zone)
            );
            self.check_card(i, c)?;
        }
        for (side, id) in [
            (Side::Corp, self.corp.identity),
            (Side::Runner, self.runner.identity),
        ] {
            let c = &self.cards[id as usize];
            ensure!(
                c.owner == side && c.def().card_type == CardType::Identity,
                "the {} identity (card {id}) is not a {} identity",
                side.as_str(),
                side.as_str()
            );
        }
        for (s, server) in self.corp.servers.iter().enumerate() {
            // The walks over the servers stop at this bound (`servers_in_use`).
            ensure!(
                server.is_empty() || s < self.servers_bound as usize,
                "server {s} holds a card beyond the bound of the servers in use ({})",
                self.servers_bound
            );
            if server.root.is_empty() {
                continue;
            }
            let agendas_assets = server
                .root
                .iter()
                .filter(|&&c| matches!(self.cdef(c).card_type, CardType::Agenda | CardType::Asset))
                .count();
            ensure!(
                agendas_assets == 0 || (s > ARCHIVES as usize && agendas_assets == 1),
                "server {s} holds {agendas_assets} agendas or assets"
            );
            // The scans for active cards walk the roots only for the hooks of the cards that
            // can be active there (`HookIndex::corp_root`: an agenda only if its own text
            // installs it faceup, Oaktown Renovation): every active card there sets no other.
            ensure!(
                server.root.iter().all(|&c| {
                    let card = &self.cards[c as usize];
                    !(card.rezzed || card.faceup) || card.def().hooks & !self.hooks.corp_root == 0
                }),
                "server {s} holds an active card whose hooks the index of the roots lacks"
            );
        }
        for (s, server) in self.servers_in_use().iter().enumerate() {
            // The walks of the servers look only for the hooks of the cards ever rezzed or
            // installed faceup by their text (`rezzed_hooks`): every active card there is one.
            ensure!(
                server.ice.iter().chain(server.root.iter()).all(|&c| {
                    let card = &self.cards[c as usize];
                    !(card.rezzed || card.faceup) || card.def().hooks & !self.rezzed_hooks == 0
                }),
                "server {s} holds an active card whose hooks were never noted as rezzed"
            );
        }
        ensure!(
            self.corp.credits <= MAX_CREDITS && self.runner.credits <= MAX_CREDITS,
            "credits above the limit of {MAX_CREDITS}"
        );
        ensure!(
            self.corp.clicks <= MAX_CLICKS && self.runner.clicks <= MAX_CLICKS,
            "clicks above the limit of {MAX_CLICKS}"
        );
        let most = crate::effects::MAX_NEXT_TURN_CLICKS;
        ensure!(
            (-most..=most).contains(&self.corp.next_turn_clicks)
                && (-most..=most).contains(&self.runner.next_turn_clicks),
            "next-turn clicks beyond {most} either way"
        );
        for (what, v) in [
            ("bad publicity", self.corp.bad_publicity),
            ("tags", self.runner.tags),
            ("brain damage", self.runner.brain_damage),
        ] {
            ensure!(
                v <= MAX_COUNTER,
                "{what} {v} above the limit of {MAX_COUNTER}"
            );
        }
        ensure!(
            self.turn <= MAX_TURN,
            "turn {} above the limit of {MAX_TURN}",
            self.turn
        );
        ensure!(
            self.winner.is_some() == self.win_reason.is_some(),
            "a winner without a reason or a reason without a winner"
        );
        if let Some(r) = &self.run {
            ensure!(
                (r.server as usize) < MAX_SERVERS,
                "the run is on server {} of {MAX_SERVERS}",
                r.server
            );
            let ice = self.corp.servers[r.server as usize].ice.len();
            ensure!(
                (r.position as usize) <= ice,
                "the run is at position {} of {ice} ice",
                r.position
            );
            for (what, c) in [
                ("encountered ice", r.encounter),
                ("source", r.source),
                ("lingering effect's ice", r.lingering_ice),
                ("lingering effect's source", r.lingering_source),
                ("pending lingering effect's source", r.lingering_next_source),
                ("persistent effect's card", r.persistent),
                ("code gate ice", r.code_gate_ice),
                ("gained subroutines' ice", r.gained_subs_ice),
                ("gained subroutines' source", r.gained_subs_source),
            ] {
                ensure!(
                    c == NONE || (c as usize) < n,
                    "the run's {what} is card {c} of {n}"
                );
            }
            // Subroutines gained for an encounter (Stick and Poke): a source and an ice, and
            // few enough that every subroutine has a bit in `Run::broken`.
            ensure!(
                r.gained_subs == 0
                    || (r.gained_subs <= 8
                        && r.gained_subs_ice != NONE
                        && r.gained_subs_source != NONE),
                "the run's {} gained subroutines lack an ice or a source, or are too many",
                r.gained_subs
            );
        }
        self.check_access_logs()?;
        self.check_turn_flags()?;
        self.check_end()?;
        for (k, step) in self.stack.iter().enumerate() {
            self.check_step(k, step)?;
        }
        Ok(())
    }

    /// What the turn flags of this turn and of the Runner's last turn remember names cards and
    /// servers of the game (Corporate Troubleshooter's ice, Security Testing's server, the ice
    /// passed in the last run).
    fn check_turn_flags(&self) -> Result<(), InvariantError> {
        let n = self.cards.len();
        for (when, f) in [
            ("this turn", &self.turn_flags),
            ("the Runner's last turn", &self.last_runner_turn),
        ] {
            for &(ice, amount) in &f.ice_strength_bonus {
                ensure!(
                    amount == 0 || (ice as usize) < n,
                    "a strength bonus of {when} is on card {ice} of {n}"
                );
            }
            for &(card, server) in &f.servers_chosen {
                ensure!(
                    server == 0 || ((card as usize) < n && (server as usize) <= MAX_SERVERS),
                    "card {card} of {n} chose server {} for {when}",
                    server as i32 - 1
                );
            }
            ensure!(
                f.central_runs < 1 << 3
                    && f.drew <= 3
                    && (f.successful_runs_ended as u64) < 1 << MAX_SERVERS,
                "the runs or draws of {when} name a server or side that does not exist"
            );
            for (w, &bits) in f.last_run_passed_ice.iter().enumerate() {
                let first_bad = bits.checked_shr(n.saturating_sub(w * 64) as u32);
                ensure!(
                    first_bad.unwrap_or(0) == 0,
                    "the ice passed in the last run of {when} names a card beyond the {n}"
                );
            }
        }
        Ok(())
    }

    /// A game over ended the way the rules end one (Rules Reference, "Winning the Game"): on
    /// agenda points only with the points needed, by decking only as a Runner win with R&D
    /// empty, by flatline only as a Corp win.
    fn check_end(&self) -> Result<(), InvariantError> {
        use crate::state::WinReason;
        let (Some(side), Some(reason)) = (self.winner, self.win_reason) else {
            return Ok(());
        };
        match reason {
            WinReason::AgendaPoints => ensure!(
                self.reached_points_to_win(side),
                "the {} won on agenda points with {} agenda points of the {} needed",
                side.as_str(),
                self.agenda_points(side),
                self.points_to_win
            ),
            WinReason::DeckedOut => ensure!(
                side == Side::Runner && self.corp.rd.is_empty(),
                "the {} won because the Corp was decked (only the Runner wins so, with R&D empty; \
                 it holds {} cards)",
                side.as_str(),
                self.corp.rd.len()
            ),
            WinReason::Flatline => ensure!(
                side == Side::Corp,
                "the {} won by flatline (only the Corp flatlines the Runner)",
                side.as_str()
            ),
        }
        Ok(())
    }

    fn check_card(&self, i: usize, c: &crate::state::CardInst) -> Result<(), InvariantError> {
        let n = self.cards.len();
        let d = c.def();
        ensure!(
            d.side == c.owner,
            "card {i} ({}) is a {} card owned by the {}",
            d.title,
            d.side.as_str(),
            c.owner.as_str()
        );
        let t = d.card_type;
        let zone_ok = match c.zone {
            Zone::Identity => t == CardType::Identity,
            Zone::Hq | Zone::Rd | Zone::Archives => {
                c.owner == Side::Corp && t != CardType::Identity
            }
            Zone::Grip | Zone::Stack | Zone::Heap => {
                c.owner == Side::Runner && t != CardType::Identity
            }
            Zone::Ice(s) => (s as usize) < MAX_SERVERS && t == CardType::Ice,
            Zone::Root(s) => {
                (s as usize) < MAX_SERVERS
                    && matches!(t, CardType::Agenda | CardType::Asset | CardType::Upgrade)
            }
            Zone::Rig => matches!(
                t,
                CardType::Program | CardType::Hardware | CardType::Resource
            ),
            Zone::Score(_) => crate::cards::scores_as_agenda(d),
            Zone::PlayArea => matches!(t, CardType::Operation | CardType::Event),
            Zone::Removed => t != CardType::Identity,
            Zone::SetAside => c.owner == Side::Runner && t != CardType::Identity,
            // Hosted, not installed (effects/held.rs): on an installed card, in a game that
            // knows it may hold cards (`holds_cards`: else a host leaving play would not look
            // for it).
            Zone::Hosted(h) => {
                self.holds_cards
                    && t != CardType::Identity
                    && (h as usize) < self.cards.len()
                    && h as usize != i
                    && self.cards[h as usize].installed()
            }
        };
        ensure!(
            zone_ok,
            "card {i} ({}, {t:?} of the {}) cannot be in {}",
            d.title,
            c.owner.as_str(),
            zone_name(c.zone)
        );
        ensure!(
            !c.rezzed || (matches!(c.zone, Zone::Ice(_) | Zone::Root(_)) && t != CardType::Agenda),
            "card {i} ({}) is rezzed in {}",
            d.title,
            zone_name(c.zone)
        );
        for (what, v) in [
            ("advancement tokens", c.advancement),
            ("credits", c.credits),
            ("virus counters", c.virus),
            ("agenda counters", c.agenda_counters),
            ("power counters", c.power),
            ("hosted bad publicity", c.bad_publicity),
        ] {
            ensure!(
                v <= MAX_COUNTER,
                "card {i} ({}) has {v} {what}, above the limit of {MAX_COUNTER}",
                d.title
            );
        }
        ensure!(c.known <= 3, "card {i} has known bits {}", c.known);
        ensure!(
            c.chosen == NONE || (c.chosen as usize) < n,
            "card {i} ({}) remembers card {} of {n}",
            d.title,
            c.chosen
        );
        if c.host != NONE {
            ensure!(
                (c.host as usize) < n && c.host as usize != i,
                "card {i} ({}) is hosted on card {} of {n}",
                d.title,
                c.host
            );
            // A card being installed has its host chosen first (install step 2).
            let installing = self.stack.iter().any(|s| {
                matches!(*s, Step::RunnerInstall { card } | Step::InstallDiscounted { card, .. }
                    if card as usize == i)
            });
            ensure!(
                c.zone == Zone::Rig || installing,
                "hosted card {i} ({}) is not installed",
                d.title
            );
            ensure!(
                self.cards[c.host as usize].installed(),
                "the host of card {i} ({}) is not installed",
                d.title
            );
            // Follow the chain of hosts: it must end (no cycle).
            let mut h = c.host;
            let mut hops = 0;
            while h != NONE {
                hops += 1;
                ensure!(hops <= 4, "card {i} ({}) is in a cycle of hosts", d.title);
                h = self.cards[h as usize].host;
                ensure!(
                    h == NONE || (h as usize) < n,
                    "a host of card {i} is card {h} of {n}"
                );
            }
        }
        Ok(())
    }

    fn check_step(&self, k: usize, step: &Step) -> Result<(), InvariantError> {
        let n = self.cards.len();
        let card_ok = |c: u8| (c as usize) < n;
        let server_ok = |s: u8| (s as usize) < MAX_SERVERS;
        let corp_card =
            |c: u8| card_ok(c) && self.card(c).owner == Side::Corp && c != self.corp.identity;
        let runner_card =
            |c: u8| card_ok(c) && self.card(c).owner == Side::Runner && c != self.runner.identity;
        // A card an install step places: of a type that is installed.
        let installable = |c: u8| {
            card_ok(c)
                && matches!(
                    self.cdef(c).card_type,
                    CardType::Ice
                        | CardType::Agenda
                        | CardType::Asset
                        | CardType::Upgrade
                        | CardType::Program
                        | CardType::Hardware
                        | CardType::Resource
                )
        };
        let event_ok = |e: &Event| match *e {
            Event::TurnBegins(_) | Event::DiscardPhaseEnds(_) | Event::ActionPhaseEnds(_) => true,
            Event::DiscardedToHandSize(_, n) => n > 0,
            Event::RunBegins(s, _) => server_ok(s),
            Event::TagsTaken => true,
            Event::TagsRemoved | Event::DamageDone => true,
            Event::Purged => true,
            Event::BadPublicityTaken => true,
            Event::CreditsSpentOutsidePool | Event::CorpTrashedFromHq => true,
            Event::ArchivesTurnedFaceup(_) => true,
            Event::SuccessfulRun(s) | Event::ServerApproached(s) => server_ok(s),
            Event::RunEnded { server, .. } => server_ok(server),
            Event::Installed(c)
            | Event::Scored(c)
            | Event::Stolen(c)
            | Event::EncounterEnds(c)
            | Event::Played(c)
            | Event::Encountered(c)
            | Event::Rezzed(c)
            | Event::Advanced(c, _)
            | Event::AccessedCardTrashed(c)
            | Event::RunnerTrashedInstalled(c)
            | Event::IcePassed(c)
            | Event::IceBypassed(c)
            | Event::IceApproached(c)
            | Event::Trashed(c)
            | Event::SubroutineBroken(c)
            | Event::CorpGainedCreditsFrom(c)
            | Event::Accessed(c)
            | Event::Forfeited(c) => card_ok(c),
            Event::ScoredFrom(c, s) | Event::StolenFrom(c, s) => card_ok(c) && server_ok(s),
            Event::RemoteCreated(s) => server_ok(s),
        };
        let ok = match *step {
            Step::Trigger(c, ref e) => card_ok(c) && event_ok(e),
            Step::TriggerPersisting(c, ref e) => card_ok(c) && event_ok(e),
            Step::CorpGainFrom(c, _) => corp_card(c),
            Step::ChooseMode(c)
            | Step::PlayDone(c)
            | Step::RunnerMode(c)
            | Step::Choice { source: c, .. }
            | Step::ChooseServer(c) => card_ok(c),
            // Steps that act on a card of one side: the rules read the card as such.
            Step::AccessCard(c) | Step::ExposePrevent(c) => corp_card(c),
            Step::RunnerInstall { card: c }
            | Step::ChooseHost(c)
            | Step::InstallDiscounted { card: c, .. } => runner_card(c) && installable(c),
            Step::PreventTrash(c) => runner_card(c),
            // A breaker, or a bioroid ice breaking several subroutines with its own ability
            // (Ansel 2.0).
            Step::BreakMore { breaker: c, .. } => {
                runner_card(c) || (card_ok(c) && matches!(self.card(c).zone, Zone::Ice(_)))
            }
            // Forged Activation Orders: installed ice, rezzed or trashed.
            Step::RezOrTrash(c) => card_ok(c) && matches!(self.card(c).zone, Zone::Ice(_)),
            Step::CorpInstall { card, server } => {
                corp_card(card) && installable(card) && (server_ok(server) || server == NEW_REMOTE)
            }
            // Installed and rezzed (Accelerated Beta Test, License Acquisition): never an agenda.
            Step::CorpInstallRezzed { card, server } => {
                corp_card(card)
                    && installable(card)
                    && self.cdef(card).card_type != CardType::Agenda
                    && (server_ok(server) || server == NEW_REMOTE)
            }
            Step::Window(w) => w.ice == NONE || card_ok(w.ice),
            Step::Order(count) => (count as usize) < self.stack.len(),
            // Precognition arranges cards R&D holds: the next position is within them.
            Step::Arrange { placed, n: m } => {
                placed as usize + 1 < m as usize && m as usize <= self.corp.rd.len()
            }
            Step::ChooseAmount { source, .. } => card_ok(source),
            Step::Run(_) | Step::ResolveSubs(_) | Step::EncounterEnd => self.run.is_some(),
            _ => true,
        };
        ensure!(
            ok,
            "pending step {k} ({step:?}) refers to something that does not exist"
        );
        Ok(())
    }

    /// The checks of a game still being played (they may run the rules to list actions).
    fn check_live(&self, legal_len: Option<usize>) -> Result<(), InvariantError> {
        ensure!(
            !self.stack.is_empty(),
            "the game is not over but no rule step is pending"
        );
        for side in [Side::Corp, Side::Runner] {
            ensure!(
                !self.reached_points_to_win(side),
                "the game is not over but the {} has {} agenda points of the {} needed to win",
                side.as_str(),
                self.agenda_points(side),
                self.points_to_win
            );
        }
        let trashing_for_memory = self.stack.iter().any(|s| matches!(s, Step::TrashForMemory));
        ensure!(
            trashing_for_memory || self.memory_used() <= self.memory_limit(),
            "installed programs use {} MU of {}",
            self.memory_used(),
            self.memory_limit()
        );
        ensure!(
            legal_len.unwrap_or_else(|| self.legal_actions().len()) > 0,
            "the game is not over but {} offers no legal action",
            self.decision_name()
        );
        Ok(())
    }
}
