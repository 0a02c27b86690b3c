//! The Corp's priorities (004, "Decision Trees for AI", Corp key decisions 1-3; issue 5).

use super::{bid_score, break_cost, ends_run, facts};
use crate::actions::{Action, ActionKind, NEW_REMOTE, NONE};
use crate::cards::{self, CardDef, CardType};
use crate::engine::{Spend, Step};
use crate::side::Side;
use crate::state::{GameState, ARCHIVES, HQ, RD};

/// What the Corp looks at for one decision (all of it known to the Corp).
pub(super) struct Ctx<'a> {
    s: &'a GameState,
    step: Step,
    credits: i32,
    clicks: i32,
    runner_credits: i32,
    /// A remote with ice and an empty root, ready for an agenda (or `NONE`).
    scoring_remote: u8,
    /// Whether the tables that name cards by title are read (else every card by its facts).
    titles: bool,
}

/// Bonus for the first ice that ends the run on HQ or R&D.
const CENTRAL_STOPPER: i32 = 12;

/// Priority lost per ice already on HQ or R&D, for one more there.
const CENTRAL_LAYER: i32 = 10;

/// Subtype bit of ambush cards (assets that are traps, not rezzed for value).
const AMBUSH: u64 = cards::subtype("Ambush");

impl<'a> Ctx<'a> {
    pub(super) fn new(s: &'a GameState, step: Step, titles: bool) -> Ctx<'a> {
        let mut scoring_remote = NONE;
        if matches!(step, Step::ActionPhase(_) | Step::Choice { .. }) {
            // Prefer a remote whose ice can end the run; else any remote with ice.
            let mut fallback = NONE;
            for (i, srv) in s.servers_in_use().iter().enumerate().skip(3) {
                if !srv.ice.is_empty() && srv.root.is_empty() {
                    if srv.ice.iter().any(|&c| stops(s, c)) {
                        scoring_remote = i as u8;
                        break;
                    }
                    if fallback == NONE {
                        fallback = i as u8;
                    }
                }
            }
            if scoring_remote == NONE {
                scoring_remote = fallback;
            }
        }
        Ctx {
            s,
            step,
            credits: s.corp.credits as i32,
            clicks: s.corp.clicks as i32,
            runner_credits: s.runner.credits as i32,
            scoring_remote,
            titles,
        }
    }

    /// The title of `card` for the title tables ("" for a bot that reads facts only).
    fn title(&self, card: u8) -> &'static str {
        if self.titles {
            self.s.cdef(card).title
        } else {
            ""
        }
    }

    /// The Runner is poor: it can hardly pay for breaking (004 Corp tree 2: advance when the
    /// Runner is poor/weak).
    fn runner_poor(&self) -> bool {
        self.runner_credits < 4
    }

    pub(super) fn score(&self, a: Action) -> i32 {
        match self.step {
            // A hand without ice leaves HQ and R&D open on the Runner's first turn: take a
            // new one (issue 5: sensible keep).
            Step::Mulligan(_) => {
                let no_ice = !self
                    .s
                    .corp
                    .hq
                    .iter()
                    .any(|&c| self.s.cdef(c).card_type == CardType::Ice);
                let want = if no_ice {
                    ActionKind::Mulligan
                } else {
                    ActionKind::Keep
                };
                (a.kind == want) as i32
            }
            Step::ActionPhase(_) => self.action(a),
            Step::DiscardPhase(_) => self.discard(a),
            Step::Window(w) => match a.kind {
                ActionKind::Score => 100,
                ActionKind::Rez if a.card == w.ice => {
                    if self.rez_ice(a.card) {
                        70
                    } else {
                        10
                    }
                }
                ActionKind::Rez => self.rez_card(a.card),
                // The last window before the server is approached ([5.3]: rez, no ice): turn
                // the run away from a server worth defending (Proprionegation).
                ActionKind::Ability if w.rez && w.ice == NONE && self.turn_run_away(a.card) => 60,
                ActionKind::Pass => 50,
                _ => 20,
            },
            Step::TraceCorp { base, .. } => bid_score(a, self.trace_bid(base)),
            Step::CorpInstall { .. } => match a.kind {
                ActionKind::Pass => 50,
                _ => 10,
            },
            Step::RezIceFree => match a.kind {
                ActionKind::Rez => 50 + self.s.cdef(a.card).cost as i32,
                _ => 0,
            },
            Step::RezOrTrash(_) => match a.kind {
                ActionKind::Rez => 60,
                _ => 50,
            },
            Step::PlaceAdvancement(_) => match a.kind {
                ActionKind::Advance if self.s.cdef(a.card).card_type == CardType::Agenda => {
                    60 + self.s.card(a.card).advancement as i32
                }
                ActionKind::Advance => 40,
                _ => 0,
            },
            Step::ExposePrevent(_) => (a.kind == ActionKind::Pass) as i32,
            // A card back from Archives (Subliminal Messaging) costs nothing.
            Step::DiscardAbilities(_) => (a.kind == ActionKind::Mode) as i32,
            // Amounts (Psychographics' X): as much as possible (255 continues to larger ones).
            Step::ChooseAmount { .. } => a.amount as i32,
            Step::Choice { source, n, .. } => match (self.title(source), a.kind) {
                // System Update 2021: reveal all Celebrity Gift allows (2 credits a card);
                // Trick of Light moves counters onto an agenda, as many as it can.
                ("Celebrity Gift", ActionKind::Mode) => 30,
                ("Trick of Light", ActionKind::Mode) if n == 1 => {
                    let agenda = self.s.cdef(a.card).card_type == CardType::Agenda;
                    if agenda {
                        40
                    } else {
                        10
                    }
                }
                ("Trick of Light", ActionKind::Mode) => 20 + a.target as i32,
                // A Gray Ops or Black Ops operation's own amount (IP Enforcement's X): the
                // more, the harder it hits (facts: `punishing_operation`).
                (_, ActionKind::Mode)
                    if a.card == source && facts::punishing_operation(self.s.cdef(source)) =>
                {
                    20 + a.target as i32
                }
                _ => self.choice(a),
            },
            _ => self.choice(a),
        }
    }

    /// Other choices: when picking Runner cards (to trash), icebreakers first.
    fn choice(&self, a: Action) -> i32 {
        // Installs granted by a card (Shipment from MirrorMorph) follow the install priorities:
        // never over an agenda in a remote (the old card would be trashed).
        match a.kind {
            ActionKind::Install => return self.install(a.card, a.server),
            ActionKind::Pass => return 5,
            _ => {}
        }
        if a.card == NONE {
            return 0;
        }
        let c = self.s.card(a.card);
        if c.owner == Side::Runner && c.zone == crate::state::Zone::Rig {
            let d = c.def();
            if cards::breaker_of(d).is_some() {
                return 20;
            }
            return 10;
        }
        0
    }

    /// Whether to use `card`'s ability that turns the run away (facts: `turns_run_away`): the
    /// run is on R&D, on HQ holding an agenda, or on a remote holding one.
    fn turn_run_away(&self, card: u8) -> bool {
        let Some(r) = self.s.run.filter(|r| !r.ended) else {
            return false;
        };
        let worth = match r.server {
            RD => true,
            HQ => self.holds_agenda_in_hq(),
            x => self.agenda_remote(x),
        };
        worth && facts::turns_run_away(self.s.cdef(card))
    }

    /// 004 Corp tree 1: rez approached ice if affordable (the action is only legal then) and it
    /// would stop the run (end-the-run subroutine the Runner cannot break), tax the Runner
    /// (breaking costs a lot relative to its credits), or the server holds something worth
    /// defending.
    fn rez_ice(&self, ice: u8) -> bool {
        let s = self.s;
        let d = s.cdef(ice);
        let etr = cards::subroutines(d).iter().any(|&x| ends_run(x));
        let stops = etr && break_cost(s, ice, false).is_none();
        let tax = match break_cost(s, ice, true) {
            None => true,
            Some(c) => c >= 3 || 2 * c as i32 > self.runner_credits,
        };
        let server = s.run.map_or(NONE, |r| r.server);
        let worth = match server {
            RD => true,
            HQ => !s.corp.hq.is_empty(),
            ARCHIVES => s
                .corp
                .archives
                .iter()
                .any(|&c| s.cdef(c).card_type == CardType::Agenda),
            NONE => false,
            r => !s.corp.servers[r as usize].root.is_empty(),
        };
        stops || tax || worth
    }

    /// Rez an asset or upgrade in a paid ability window: economy and other non-trap assets when
    /// affordable; upgrades while a run is on their server; never ambush cards (they work
    /// unrezzed when accessed).
    fn rez_card(&self, card: u8) -> i32 {
        let s = self.s;
        let d = s.cdef(card);
        if d.subtypes & AMBUSH != 0 {
            return -10;
        }
        match d.card_type {
            CardType::Asset => 60,
            CardType::Upgrade => {
                let here = match s.card(card).zone {
                    crate::state::Zone::Root(x) => x,
                    _ => NONE,
                };
                if s.run.is_some_and(|r| r.server == here) {
                    60
                } else {
                    20
                }
            }
            _ => 20,
        }
    }

    /// A trace bid that beats the Runner's best answer, if that is affordable (and not absurd),
    /// else nothing (issue 5: traces bid what is worth it).
    fn trace_bid(&self, base: u8) -> u32 {
        let s = self.s;
        let runner_max = cards::link(s) + s.runner_credits_for(Spend::Trace);
        let need = runner_max as i32 + 1 - base as i32;
        if need <= 0 {
            0
        } else if need <= self.credits && need <= 8 {
            need as u32
        } else {
            0
        }
    }

    fn discard(&self, a: Action) -> i32 {
        // Keep agendas (discarded ones can be stolen from Archives), then ice; discard the rest.
        match self.s.cdef(a.card).card_type {
            CardType::Agenda => 0,
            CardType::Ice => 20,
            CardType::Operation => 30,
            CardType::Asset => 35,
            _ => 40,
        }
    }

    /// Number of ice on `server` (0 for a new remote).
    fn ice_count(&self, server: u8) -> i32 {
        if server >= NEW_REMOTE {
            0
        } else {
            self.s.corp.servers[server as usize].ice.len() as i32
        }
    }

    /// Number of ice on `server` that can end the run (0 for a new remote).
    fn stopper_count(&self, server: u8) -> i32 {
        if server >= NEW_REMOTE {
            return 0;
        }
        let s = self.s;
        s.corp.servers[server as usize]
            .ice
            .iter()
            .filter(|&&i| stops(s, i))
            .count() as i32
    }

    /// Whether `server` has rezzed ice, or unrezzed ice the Corp can afford to rez while keeping
    /// `spend` credits for something else (004 Corp tree 1: ice defends only once rezzed).
    fn defended(&self, server: u8, spend: i32) -> bool {
        let s = self.s;
        let money = self.credits - spend;
        s.corp.servers[server as usize]
            .ice
            .iter()
            .any(|&i| stops(s, i) && (s.card(i).rezzed || s.rez_cost(i) as i32 <= money))
    }

    /// Remote servers not in use.
    fn free_remotes(&self) -> usize {
        self.s.corp.servers[3..]
            .iter()
            .filter(|srv| srv.is_empty())
            .count()
    }

    fn holds_agenda_in_archives(&self) -> bool {
        let s = self.s;
        s.corp
            .archives
            .iter()
            .any(|&c| s.cdef(c).card_type == CardType::Agenda)
    }

    /// Whether remote `server` holds an agenda in its root.
    fn agenda_remote(&self, server: u8) -> bool {
        let s = self.s;
        server > ARCHIVES
            && server < NEW_REMOTE
            && s.corp.servers[server as usize]
                .root
                .iter()
                .any(|&c| s.cdef(c).card_type == CardType::Agenda)
    }

    fn holds_agenda_in_hq(&self) -> bool {
        let s = self.s;
        s.corp
            .hq
            .iter()
            .any(|&c| s.cdef(c).card_type == CardType::Agenda)
    }

    /// 004 Corp tree 2 (install priority) and 3 (server allocation).
    fn action(&self, a: Action) -> i32 {
        let s = self.s;
        match a.kind {
            ActionKind::ClickCredit => {
                // 004 Corp tree 2: economy first; a Corp that cannot rez its ice defends nothing.
                if self.credits < 3 {
                    70
                } else if self.credits < 5 {
                    48
                } else if self.credits < 10 {
                    30
                } else {
                    16
                }
            }
            ActionKind::ClickDraw => {
                if s.corp.rd.len() < 5 {
                    0
                } else if s.corp.hq.is_empty() {
                    48
                } else if s.corp.hq.len() < 3 {
                    34
                } else if s.corp.hq.len() < 4 {
                    12
                } else {
                    // A full HQ means discarding, maybe agendas into Archives.
                    4
                }
            }
            ActionKind::Install => self.install(a.card, a.server),
            ActionKind::Play => self.operation(a.card),
            ActionKind::Advance => {
                let c = s.card(a.card);
                if c.def().card_type != CardType::Agenda {
                    return 14;
                }
                // Score when the requirement can be met this turn; else advance when the
                // Runner cannot threaten (poor, or the server has rezzed ice).
                let left = s.advancement_requirement(a.card) as i32 - c.advancement as i32;
                if left <= self.clicks && left <= self.credits {
                    return 92;
                }
                // Protected: rezzed ice, or ice the Corp can still afford to rez after paying.
                let protected = match c.zone {
                    crate::state::Zone::Root(r) => s.corp.servers[r as usize]
                        .ice
                        .iter()
                        .any(|&i| s.card(i).rezzed || (s.rez_cost(i) as i32) < self.credits),
                    _ => false,
                };
                if self.credits < 3 {
                    20
                } else if self.runner_poor() || protected {
                    56
                } else {
                    40
                }
            }
            // Issue 5: trash the resources of a tagged Runner.
            ActionKind::TrashResource => 78,
            ActionKind::Purge => {
                if s.runner.rig.iter().any(|&c| s.card(c).virus >= 2) {
                    35
                } else {
                    2
                }
            }
            ActionKind::Ability => 26,
            _ => 0,
        }
    }

    fn install(&self, card: u8, server: u8) -> i32 {
        let s = self.s;
        let d = s.cdef(card);
        let remote = server > ARCHIVES && server < NEW_REMOTE;
        let root_empty = !remote || s.corp.servers[server as usize].root.is_empty();
        match d.card_type {
            CardType::Ice => {
                let n = self.ice_count(server);
                let base = match server {
                    RD => 62,
                    // HQ: medium priority, higher while it holds agendas (004 Corp tree 3).
                    HQ if self.holds_agenda_in_hq() => 64,
                    HQ => 56,
                    // Archives only matters once it holds agendas (milled or discarded ones).
                    ARCHIVES if self.holds_agenda_in_archives() => 60,
                    ARCHIVES => 22,
                    NEW_REMOTE => {
                        if self.holds_agenda_in_hq() && self.scoring_remote == NONE {
                            // The first ice of the scoring remote should end the run; other ice
                            // goes in front of HQ and R&D first.
                            if stops(s, card) {
                                58
                            } else {
                                50
                            }
                        } else {
                            8
                        }
                    }
                    _ if self.agenda_remote(server) => 70,
                    // The remote waiting for the agendas in HQ.
                    _ if server == self.scoring_remote && self.holds_agenda_in_hq() => 60,
                    _ if !root_empty => 50,
                    _ => 20,
                };
                // Ice already there lowers the need for more; ice that cannot end the run
                // (Tithe) keeps no Runner out, so it counts less against ice that can.
                let layers = if stops(s, card) {
                    self.stopper_count(server)
                } else {
                    n
                };
                // HQ and R&D hold most agendas (an agenda-dense deck's above all): each more ice
                // there is worth more than on a remote (004 Corp tree 3).
                let mut p = if server == HQ || server == RD {
                    base - CENTRAL_LAYER * n
                } else {
                    base - 14 * layers - 2 * n
                };
                // Ice that ends the run protects; tracing or taxing ice alone lets a Runner in.
                if stops(s, card) {
                    p += 6;
                    let has_stopper = server < NEW_REMOTE
                        && s.corp.servers[server as usize]
                            .ice
                            .iter()
                            .any(|&i| stops(s, i));
                    if !has_stopper
                        && (server == NEW_REMOTE
                            || server == self.scoring_remote
                            || self.agenda_remote(server))
                    {
                        p += 10;
                    }
                    // 004 Corp tree 3: HQ and R&D hold the agendas not yet installed; a central
                    // without ice that ends the run lets every run in.
                    if !has_stopper && (server == HQ || server == RD) {
                        p += CENTRAL_STOPPER;
                    }
                }
                if self.credits < n + d.cost as i32 {
                    p -= 30;
                }
                p
            }
            CardType::Agenda => {
                let req = d.advancement_requirement as i32;
                let now = self.clicks > req && self.credits >= req;
                // HQ over its maximum size at the end of this turn: an agenda would be discarded
                // to Archives, open to any run there; install it instead.
                if s.corp.hq.len() as i32 >= s.corp_hand_size() + self.clicks
                    && root_empty
                    && (server == NEW_REMOTE || remote)
                {
                    let iced = server != NEW_REMOTE && self.ice_count(server) > 0;
                    return if iced { 55 } else { 40 };
                }
                if server == NEW_REMOTE {
                    if self.scoring_remote != NONE {
                        10
                    } else if now {
                        88
                    } else {
                        // An agenda behind no ice is an open gift (it waits in HQ instead, where
                        // it is one card among many): ice first, then the agenda behind it.
                        3
                    }
                } else if remote && root_empty && self.ice_count(server) > 0 {
                    if now {
                        90
                    } else if self.defended(server, 0) {
                        64
                    } else if self.credits >= 8 {
                        // Rich enough to rez what comes; better than agendas rotting in HQ.
                        30
                    } else {
                        // Ice the Corp could not rez defends nothing: money first.
                        12
                    }
                } else {
                    0
                }
            }
            CardType::Asset => {
                // Keep a free remote for agendas (the engine has a fixed number of remotes).
                if server != NEW_REMOTE || self.free_remotes() < 2 {
                    return 0;
                }
                if d.subtypes & AMBUSH != 0 {
                    30
                } else if (self.titles && economy_asset(d.title)) || facts::economy(d) {
                    46
                } else {
                    36
                }
            }
            CardType::Upgrade => {
                if remote && !root_empty {
                    18
                } else {
                    6
                }
            }
            _ => 0,
        }
    }

    fn operation(&self, card: u8) -> i32 {
        let d = self.s.cdef(card);
        if !self.titles {
            return self.operation_by_facts(d);
        }
        match d.title {
            "Hedge Fund" | "Beanstalk Royalties" => {
                if self.credits < 10 {
                    72
                } else {
                    30
                }
            }
            // Only playable on a tagged Runner: damage toward a flatline.
            "Scorched Earth" => 96,
            "Closed Accounts" => 70,
            "SEA Source" => 55,
            "Biotic Labor" => 50,
            "Anonymous Tip" => {
                if self.s.corp.hq.len() < 3 {
                    45
                } else {
                    8
                }
            }
            // 10 credits for a card from HQ: best when poor with cards to spare.
            "Hansei Review" => {
                if self.credits < 8 && self.s.corp.hq.len() >= 3 {
                    74
                } else {
                    20
                }
            }
            // Net damage as large as the points scored this turn: none without a score.
            "Neurospike" => match self.s.turn_flags.corp_scored_points {
                0 => 1,
                1 => 40,
                _ => 90,
            },
            // System Gateway NBN: credits and cards (both on a tagged Runner); a tag after a
            // successful run, like SEA Source.
            "Predictive Planogram" => 60,
            "Public Trail" => 55,
            // System Update 2021: a credit, and the first copy each turn gives its click back.
            "Subliminal Messaging" => {
                if self.s.turn_flags.subliminal_played {
                    20
                } else {
                    66
                }
            }
            // System Update 2021 Weyland: meat damage as large as the points stolen during the
            // Runner's last turn: none without a steal; a flatline when it reaches the grip.
            "Punitive Counterstrike" => match self.s.last_runner_turn.runner_stolen_points {
                0 => 1,
                x if x as usize >= self.s.runner.grip.len() => 97,
                _ => 60,
            },
            // System Update 2021 Jinteki: Celebrity Gift pays off with a full HQ (2 credits a
            // card revealed, for 3 credits and 2 clicks).
            "Celebrity Gift" => {
                if self.s.corp.hq.len() >= 5 && self.credits < 10 {
                    62
                } else {
                    12
                }
            }
            _ => self.operation_by_facts(d),
        }
    }

    /// An operation the title table does not name, by its facts (issue 28): economy as Hedge
    /// Fund, a conditional punishment (Gray Ops, Black Ops: offered only when its condition
    /// holds) high, a draw when HQ is small.
    fn operation_by_facts(&self, d: &CardDef) -> i32 {
        if facts::economy(d) {
            if self.credits < 10 {
                70
            } else {
                30
            }
        } else if facts::punishing_operation(d) {
            60
        } else if facts::draws(d) {
            if self.s.corp.hq.len() < 3 {
                45
            } else {
                8
            }
        } else {
            32
        }
    }
}

/// Whether `ice` has a subroutine that ends the run (the Corp knows its own ice).
fn stops(s: &GameState, ice: u8) -> bool {
    cards::subroutines(s.cdef(ice)).iter().any(|&x| ends_run(x))
}

/// Assets that make credits (004 Corp tree 2: economic cards first).
fn economy_asset(title: &str) -> bool {
    matches!(
        title,
        "PAD Campaign"
            | "Adonis Campaign"
            | "Melange Mining Corp."
            | "Regolith Mining License"
            | "Nico Campaign"
            | "Marilyn Campaign"
    )
}
