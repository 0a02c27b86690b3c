//! The Runner's priorities (004, "Decision Trees for AI", Runner key decisions 1-4; issue 5).

use super::{approached_ice, bid_score, break_cost, ends_run, facts, known_def, ICE_TYPES};
use crate::actions::{Action, ActionKind, NONE};
use crate::cards::{self, CardDef, CardType, Sub};
use crate::engine::{RunStep, Spend, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, ARCHIVES, HQ, MAX_SERVERS, RD};

const ME: Side = Side::Runner;

/// Subtype bit of ice that damages the Runner ("AP").
const AP: u64 = cards::subtype("AP");

/// What the Runner looks at for one decision: only what the Runner knows.
pub(super) struct Ctx<'a> {
    s: &'a GameState,
    step: Step,
    credits: i32,
    /// Ice subtypes of Corp ice the Runner has seen (rezzed, or otherwise known to it).
    seen: u64,
    /// Ice subtypes the installed icebreakers break.
    owned: u64,
    /// Cards the Runner wants in the grip before running into the unknown: more against a
    /// Corp identity of a net-damage faction (004 Runner tree 2: damage matters when the grip
    /// is small; "Win Condition Tracking": flatline).
    safe_grip: i32,
    /// Whether the tables that name cards by title are read (else every card by its facts).
    titles: bool,
}

impl<'a> Ctx<'a> {
    pub(super) fn new(s: &'a GameState, step: Step, titles: bool) -> Ctx<'a> {
        let mut seen = 0;
        let mut owned = 0;
        if matches!(step, Step::ActionPhase(_) | Step::DiscardPhase(_))
            || matches!(step, Step::RunnerInstall { .. } | Step::TrashForMemory)
        {
            for srv in s.servers_in_use() {
                for &i in srv.ice.iter() {
                    if let Some(d) = known_def(s, ME, i) {
                        seen |= d.subtypes & ICE_TYPES;
                    }
                }
            }
            for &c in s.runner.rig.iter() {
                if let Some(b) = cards::breaker_of(s.cdef(c)) {
                    owned |= if b.breaks == 0 { ICE_TYPES } else { b.breaks };
                }
            }
        }
        // Against Weyland at threat level 4 (Measured Response: 4 meat damage unless 8
        // credits; "Win Condition Tracking": flatline) the grip is the Runner's life total, as
        // against Jinteki's net damage.
        let faction = s.cdef(s.corp.identity).faction;
        let safe_grip = if faction == "weyland-consortium" && s.threat_level() >= 4 {
            5
        } else if faction == "jinteki" {
            4
        } else {
            2
        };
        Ctx {
            s,
            step,
            credits: s.runner.credits as i32,
            seen,
            owned: owned & ICE_TYPES,
            safe_grip,
            titles,
        }
    }

    pub(super) fn score(&self, a: Action) -> i32 {
        match self.step {
            Step::Mulligan(_) => (a.kind == ActionKind::Keep) as i32,
            Step::ActionPhase(_) => self.action(a),
            Step::DiscardPhase(_) => self.discard(a),
            Step::Window(w) if w.encounter => self.encounter(a),
            Step::Window(_) => (a.kind == ActionKind::Pass) as i32 * 50,
            Step::Run(RunStep::JackOut) => self.jack_out(a),
            Step::Run(RunStep::AccessNext) => match a.kind {
                ActionKind::Access if a.card != NONE => 55,
                _ => 50,
            },
            Step::Run(RunStep::ReplaceAccess) => match a.kind {
                ActionKind::Mode => 60 + a.target as i32,
                _ => 50,
            },
            Step::AccessCard(card) => self.access(a, card),
            // Amounts (Account Siphon, Bank Job, Medium): as much as possible (255 continues).
            Step::ChooseAmount { .. } => a.amount as i32,
            Step::TraceRunner { strength, .. } => bid_score(a, self.trace_bid(strength)),
            Step::RunnerInstall { .. } | Step::TrashForMemory | Step::InstallDiscounted { .. } => {
                match a.kind {
                    ActionKind::Trash => self.expendable(a.card),
                    _ => 50,
                }
            }
            Step::PreventDamage { .. }
            | Step::PreventTrash(_)
            | Step::AvoidTags(_)
            | Step::PreventMeatDamage(_) => match a.kind {
                ActionKind::Ability => 60,
                _ => 50,
            },
            Step::ChooseServer(_) => match a.kind {
                ActionKind::Run => self.run_value(a.server).unwrap_or(-50),
                _ => 0,
            },
            // An answer to a Corp card's demand: never the one that loses at once.
            Step::RunnerMode(_) => -100 * i32::from(self.loses_at_once(a)),
            _ => 0,
        }
    }

    /// Whether answering with `a` ends the game for the Corp before the Runner decides again,
    /// judged on a copy whose cards the Runner has not seen are redealt (the bot never peeks):
    /// a toll left unpaid against too small a grip (Measured Response's 4 meat damage; Rules
    /// Reference, "Flatline") is not chosen while another answer is offered. Asked only at the
    /// Runner's answers to a Corp card (`Step::RunnerMode`), where one copy costs little.
    fn loses_at_once(&self, a: Action) -> bool {
        let mut g = self.s.determinize(Side::Runner, 0);
        g.apply(a).is_ok() && g.winner() == Some(Side::Corp)
    }

    /// 004 Runner tree 1 (run timing): the worth of running `server` now, or `None` when the
    /// rezzed ice on it cannot be broken (an end-the-run subroutine without a breaker, or more
    /// than the Runner's credits).
    fn run_value(&self, server: u8) -> Option<i32> {
        let s = self.s;
        if server as usize >= MAX_SERVERS {
            return None;
        }
        let srv = &s.corp.servers[server as usize];
        let value = match server {
            HQ if !s.corp.hq.is_empty() => 44 + 2 * (s.corp.hq.len() as i32).min(5),
            RD if !s.corp.rd.is_empty() => 52,
            ARCHIVES => {
                let worth = s.corp.archives.iter().any(|&c| match known_def(s, ME, c) {
                    Some(d) => d.card_type == CardType::Agenda,
                    None => true,
                });
                if worth {
                    34
                } else {
                    0
                }
            }
            HQ | RD => 0,
            _ => {
                let mut v = 0;
                for &c in srv.root.iter() {
                    let adv = s.card(c).advancement as i32;
                    v = v.max(match known_def(s, ME, c) {
                        Some(d) if d.card_type == CardType::Agenda => 80,
                        Some(d) => match d.trash_cost {
                            Some(t) if (t as i32) <= self.credits => 30,
                            _ => 5,
                        },
                        // A trap that damages by its advancements (Urtica Cipher) would
                        // flatline a small grip: draw first.
                        None if self.safe_grip > 2 && self.grip() <= 2 + adv => 0,
                        // 004 Runner tree 1: an advanced card in a remote: run before they score.
                        None => 50 + 12 * adv,
                    });
                }
                v
            }
        };
        if value <= 0 {
            return None;
        }
        let mut cost = 0i32;
        let mut risky = 0i32;
        let mut dmg = 0i32;
        let corp_credits = s.corp.credits as i32;
        for &i in srv.ice.iter() {
            let c = s.card(i);
            if c.rezzed {
                cost += break_cost(s, i, false)? as i32;
                dmg += self.unbroken_damage(i);
            } else if let Some(d) = known_def(s, ME, i) {
                if (d.cost as i32) <= corp_credits {
                    match break_cost(s, i, false) {
                        Some(x) => cost += x as i32,
                        None => risky += 3,
                    }
                    dmg += self.unbroken_damage(i);
                }
            } else if corp_credits >= 2 {
                risky += 1;
            }
        }
        if cost > self.credits {
            return None;
        }
        // Damage the ice will do that the rig cannot pay to break: never into a flatline,
        // and only with cards to spare (004 Runner tree 2: damage matters when the grip is
        // small).
        if dmg > 0 && self.grip() - dmg < 2 {
            return None;
        }
        let mut p = value - 3 * cost - 4 * risky - 8 * dmg;
        if srv.ice.is_empty() {
            // 004 Runner tree 1: unprotected server: always run.
            p += 20;
        } else if corp_credits <= 1 {
            // 004 Runner tree 1: the Corp is poor: run aggressively.
            p += 10;
        } else if risky > 0 && self.grip() < self.safe_grip {
            // Unknown ice of a net-damage Corp against a small grip: draw first.
            p -= 30;
        } else if self.credits < 2 && risky > 0 {
            // No credits for breaking: build economy first.
            p -= 15;
        }
        Some(p)
    }

    /// Damage the subroutines of known `ice` would do if the Runner does not break them all
    /// (0 when its rig can pay to break every subroutine): printed damage subroutines, and 1
    /// for each card-specific subroutine of ice that damages (subtype AP, as Diviner).
    fn unbroken_damage(&self, ice: u8) -> i32 {
        let s = self.s;
        if break_cost(s, ice, true).is_some() {
            return 0;
        }
        let ap = s.cdef(ice).subtypes & AP != 0;
        cards::subroutines(s.cdef(ice))
            .iter()
            .map(|&x| match x {
                Sub::Damage(_, n) => n as i32,
                Sub::Card(_) if ap => 1,
                _ => 0,
            })
            .sum()
    }

    /// Cards in the grip.
    fn grip(&self) -> i32 {
        self.s.runner.grip.len() as i32
    }

    fn best_run(&self, servers: &[u8]) -> i32 {
        servers
            .iter()
            .filter_map(|&x| self.run_value(x))
            .max()
            .unwrap_or(-50)
    }

    fn action(&self, a: Action) -> i32 {
        let s = self.s;
        match a.kind {
            ActionKind::ClickCredit => {
                if self.credits < 5 {
                    40
                } else if self.credits < 10 {
                    31
                } else {
                    14
                }
            }
            ActionKind::ClickDraw => {
                // A small grip risks a flatline by damage (004 Runner tree 2: damage matters
                // when the grip is small; "Win Condition Tracking": flatline).
                let grip = self.grip();
                if grip < 3 || grip < self.safe_grip {
                    76
                } else if grip < 4 || grip <= self.safe_grip {
                    45
                } else {
                    13
                }
            }
            ActionKind::Run => self.run_value(a.server).unwrap_or(-50),
            ActionKind::Install => self.install(a.card),
            ActionKind::Play => self.event(a.card),
            ActionKind::RemoveTag => 56,
            ActionKind::Ability if !self.titles => self.ability_by_facts(a.card),
            ActionKind::Ability => match s.cdef(a.card).title {
                "Armitage Codebusting" | "Telework Contract" => 46,
                // Liberated Account: 4 credits a click, better than the basic action.
                "Liberated Account" => 46,
                // 3 credits that come 1 a turn: worth more than a click for 1 credit while
                // credits are short, once (not while it still holds a load).
                "Smartware Distributor" if self.credits < 10 && s.card(a.card).credits < 3 => 42,
                "Smartware Distributor" => 28,
                // 004 Runner tree (R&D pressure): Conduit's run digs deeper with its counters.
                "Conduit" => self
                    .run_value(RD)
                    .map_or(-50, |v| v + 10 + i32::from(s.card(a.card).virus) * 5),
                // Fermenter: cash it in once it holds 3 or more counters (6+ credits).
                "Fermenter" if s.card(a.card).virus >= 3 => 50,
                "Fermenter" => -10,
                // A credit and a card for one click: better than either basic action.
                "Professional Contacts" => 44,
                _ => self.ability_by_facts(a.card),
            },
            _ => 0,
        }
    }

    /// 004 Runner tree 3 (install priority): economy, then the breaker for observed ice types,
    /// then other programs while memory allows.
    fn install(&self, card: u8) -> i32 {
        let s = self.s;
        let d = s.cdef(card);
        match d.card_type {
            CardType::Program => {
                if let Some(b) = cards::breaker_of(d) {
                    let types = if b.breaks == 0 { ICE_TYPES } else { b.breaks };
                    let new = types & !self.owned & ICE_TYPES;
                    if new & self.seen != 0 {
                        80
                    } else if new != 0 {
                        50
                    } else {
                        10
                    }
                } else if s.memory_used() + d.memory_cost <= s.memory_limit() {
                    36
                } else {
                    5
                }
            }
            CardType::Hardware => 40,
            CardType::Resource => {
                if self.economy(d) {
                    if self.credits < 10 {
                        55
                    } else {
                        35
                    }
                } else {
                    34
                }
            }
            _ => 0,
        }
    }

    fn event(&self, card: u8) -> i32 {
        let d = self.s.cdef(card);
        if !self.titles {
            return self.event_by_facts(d);
        }
        match d.title {
            t if economy_card(t) => {
                if self.credits < 10 {
                    72
                } else {
                    28
                }
            }
            "Account Siphon" => self.run_value(HQ).map_or(-50, |v| v + 18),
            // Wildcat Strike: credits or cards, the Corp picks; worth it when low on either.
            "Wildcat Strike" => {
                if self.credits < 8 || self.s.runner.grip.len() < 2 {
                    60
                } else {
                    22
                }
            }
            "The Maker's Eye" => self.run_value(RD).map_or(-50, |v| v + 15),
            // Legwork: 3 accesses on HQ.
            "Legwork" => self.run_value(HQ).map_or(-50, |v| v + 15),
            // Networking: only worth a click while tagged.
            "Networking" => {
                if self.s.runner.tags > 0 {
                    50
                } else {
                    -20
                }
            }
            "Demolition Run" => self.best_run(&[HQ, RD]) + 5,
            "Inside Job" | "Stimhack" | "Tread Lightly" => self.best_run(&[HQ, RD, ARCHIVES]),
            // 004 Runner tree 3: multi-access cards (Jailbreak), plus its card drawn.
            "Jailbreak" => self.best_run(&[HQ, RD]) + 12,
            // 5 credits for the run on any server.
            "Overclock" => {
                let all: [u8; MAX_SERVERS] = std::array::from_fn(|i| i as u8);
                self.best_run(&all) + 8
            }
            "Special Order" | "Mutual Favor" => {
                if self.seen & !self.owned != 0 {
                    60
                } else {
                    15
                }
            }
            "Diesel" | "VRcation" => {
                if self.s.runner.grip.len() < 3 {
                    45
                } else {
                    20
                }
            }
            // System Update 2021: 5 credits after a successful run on any server.
            "Dirty Laundry" => {
                let all: [u8; MAX_SERVERS] = std::array::from_fn(|i| i as u8);
                self.best_run(&all) + 10
            }
            _ => self.event_by_facts(d),
        }
    }

    /// Whether the card makes credits: by the title table, or by its facts for a card the
    /// table does not name (or for a bot without tables).
    fn economy(&self, d: &CardDef) -> bool {
        (self.titles && economy_card(d.title)) || facts::economy(d)
    }

    /// An event the title table does not name, by its facts (issue 28): economy as the
    /// economy events, a run event priced as its best run (any server), a draw when the grip
    /// is small.
    fn event_by_facts(&self, d: &CardDef) -> i32 {
        if self.economy(d) {
            if self.credits < 10 {
                70
            } else {
                26
            }
        } else if facts::run_event(d) {
            let all: [u8; MAX_SERVERS] = std::array::from_fn(|i| i as u8);
            self.best_run(&all) + 5
        } else if facts::draws(d) {
            if self.s.runner.grip.len() < 3 {
                45
            } else {
                20
            }
        } else {
            25
        }
    }

    /// A click ability of a card the title table does not name: one that makes credits is
    /// worth more than the basic credit action while credits are short.
    fn ability_by_facts(&self, card: u8) -> i32 {
        if self.economy(self.s.cdef(card)) && self.credits < 10 {
            44
        } else {
            28
        }
    }

    /// 004 Runner tree 2 (breaking): break "end the run" subroutines first; others when the
    /// credits left still pay for the end-the-run ones; raise strength only when the breaks
    /// that follow are affordable.
    fn encounter(&self, a: Action) -> i32 {
        let s = self.s;
        let Some(run) = s.run else { return 0 };
        let ice = run.encounter;
        if ice == NONE {
            return (a.kind == ActionKind::Pass) as i32;
        }
        let subs = cards::subroutines(s.cdef(ice));
        match a.kind {
            ActionKind::Pass => 50,
            ActionKind::Break => {
                let sub = subs
                    .get(a.target as usize)
                    .copied()
                    .unwrap_or(Sub::LoseClick);
                if a.card == ice {
                    // Bioroid: clicks instead of credits.
                    return if ends_run(sub) { 88 } else { 20 };
                }
                let base = match sub {
                    Sub::EndRun => 90,
                    Sub::Damage(..) => 75,
                    Sub::GiveTags(_) | Sub::TraceTag(_) => 70,
                    Sub::Card(_) => 65,
                    Sub::LoseClick => 55,
                    Sub::GainCredits(_) => 45,
                };
                let br = cards::breaker_of(s.cdef(a.card));
                let per = br.map_or(0, |b| b.break_cost as i32);
                if !ends_run(sub) {
                    // Keep the credits the remaining end-the-run subroutines need.
                    let etr_left = subs
                        .iter()
                        .enumerate()
                        .filter(|&(i, &x)| run.broken & (1 << i) == 0 && ends_run(x))
                        .count() as i32;
                    let avail = s.runner_credits_for(Spend::Ability(a.card)) as i32;
                    if avail - per < etr_left * per {
                        return 0;
                    }
                }
                base - 2 * per
            }
            ActionKind::Ability => {
                let Some(b) = cards::breaker_of(s.cdef(a.card)) else {
                    return 10;
                };
                if a.target != 0 || b.boost_amount == 0 {
                    return 10;
                }
                // Boost only when the whole way through the end-the-run subs is affordable
                // with this breaker.
                let ice_strength = s.ice_strength(ice) as i32;
                let gap = ice_strength - s.breaker_strength(a.card) as i32;
                let boosts = (gap.max(0) + b.boost_amount as i32 - 1) / b.boost_amount as i32;
                let etr_left = subs
                    .iter()
                    .enumerate()
                    .filter(|&(i, &x)| run.broken & (1 << i) == 0 && ends_run(x))
                    .count() as i32;
                let wanted = if etr_left > 0 {
                    etr_left
                } else {
                    subs.iter()
                        .enumerate()
                        .filter(|&(i, _)| run.broken & (1 << i) == 0)
                        .count() as i32
                };
                let per = cards::subs_per_break(s.cdef(a.card)).max(1) as i32;
                let total =
                    boosts * b.boost_cost as i32 + (wanted + per - 1) / per * b.break_cost as i32;
                if wanted > 0 && total <= s.runner_credits_for(Spend::Ability(a.card)) as i32 {
                    85 - total
                } else {
                    0
                }
            }
            _ => 10,
        }
    }

    /// 004 Runner tree 2: jack out before ice that cannot be broken, or whose breaking costs
    /// more than the server is worth; otherwise continue.
    fn jack_out(&self, a: Action) -> i32 {
        let s = self.s;
        let ice = approached_ice(s);
        let mut out = false;
        // Jacking out offered during an encounter (Karuna): leave when the damage of the
        // subroutines still to come would leave too small a grip (004 Runner tree 2).
        if let Some(r) = s.run.filter(|r| r.encounter != NONE) {
            let dmg: i32 = cards::subroutines(s.cdef(r.encounter))
                .iter()
                .enumerate()
                .filter(|&(i, _)| r.broken & (1 << i) == 0)
                .map(|(_, &x)| match x {
                    Sub::Damage(_, n) => n as i32,
                    _ => 0,
                })
                .sum();
            if dmg > 0 && self.grip() - dmg < self.safe_grip.min(3) {
                out = true;
            }
        }
        if ice != NONE {
            let c = s.card(ice);
            let threat =
                c.rezzed || known_def(s, ME, ice).is_some_and(|d| d.cost as u16 <= s.corp.credits);
            if threat && known_def(s, ME, ice).is_some() {
                let value = s.run.map_or(50, |r| self.server_worth(r.server)).max(1);
                out = match break_cost(s, ice, false) {
                    None => true,
                    Some(cost) => 3 * cost as i32 > value,
                };
                // Damage it would do that cannot be broken: not into a flatline.
                let dmg = self.unbroken_damage(ice);
                if dmg > 0 && self.grip() - dmg < 2 {
                    out = true;
                }
            }
        }
        match a.kind {
            ActionKind::JackOut => {
                if out {
                    60
                } else {
                    40
                }
            }
            _ => 50,
        }
    }

    /// Worth of accessing a server, ignoring its ice (see [`Ctx::run_value`]).
    fn server_worth(&self, server: u8) -> i32 {
        let s = self.s;
        match server {
            HQ | RD => 50,
            ARCHIVES => 30,
            _ => s.corp.servers[server as usize]
                .root
                .iter()
                .map(|&c| 50 + 12 * s.card(c).advancement as i32)
                .max()
                .unwrap_or(20),
        }
    }

    /// 004 Runner tree 4 (trash decision) and issue 5: steal agendas always; trash assets and
    /// upgrades when the trash cost is affordable and leaves credits for more running.
    fn access(&self, a: Action, card: u8) -> i32 {
        match a.kind {
            ActionKind::Score => 100,
            ActionKind::Trash => {
                let Some(d) = known_def(self.s, ME, card) else {
                    return 40;
                };
                let cost = self.s.trash_cost(card).unwrap_or(0) as i32;
                let worth = matches!(d.card_type, CardType::Asset | CardType::Upgrade);
                if worth && cost <= self.credits && (cost <= 3 || self.credits - cost >= 3) {
                    60
                } else {
                    40
                }
            }
            _ => 50,
        }
    }

    /// A link bid that stops the trace when affordable and not absurd, else nothing.
    fn trace_bid(&self, strength: u16) -> u32 {
        let link = cards::link(self.s) as i32;
        let need = strength as i32 - link;
        let avail = self.s.runner_credits_for(Spend::Trace) as i32;
        if need <= 0 {
            0
        } else if need <= avail && need <= 6 {
            need as u32
        } else {
            0
        }
    }

    /// Discard the least useful card: events first, breakers for types already covered last.
    fn discard(&self, a: Action) -> i32 {
        let d = self.s.cdef(a.card);
        match d.card_type {
            CardType::Event => 40,
            CardType::Resource => 35,
            CardType::Hardware => 30,
            CardType::Program => match cards::breaker_of(d) {
                Some(b) => {
                    let types = if b.breaks == 0 { ICE_TYPES } else { b.breaks };
                    if types & !self.owned & ICE_TYPES != 0 {
                        5
                    } else {
                        25
                    }
                }
                None => 28,
            },
            _ => 20,
        }
    }

    /// Which installed program to trash for memory: non-breakers first, then breakers whose
    /// types another breaker covers.
    fn expendable(&self, card: u8) -> i32 {
        let s = self.s;
        if s.card(card).zone != Zone::Rig {
            return 20;
        }
        let d = s.cdef(card);
        match cards::breaker_of(d) {
            None => 30 - d.memory_cost as i32,
            Some(_) => 10,
        }
    }
}

/// Runner cards that make credits (004 Runner tree 3: economic cards first).
fn economy_card(title: &str) -> bool {
    matches!(
        title,
        "Sure Gamble"
            | "Easy Mark"
            | "Armitage Codebusting"
            | "Data Dealer"
            | "Aesop's Pawnshop"
            | "Smartware Distributor"
            | "Creative Commission"
            | "Telework Contract"
            | "Liberated Account"
            | "Professional Contacts"
    )
}
