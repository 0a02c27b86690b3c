//! The effect vocabulary cards are written in, one module apart from the step machine that runs
//! it: here moving cards out of play and to discard, trash, draw, paying credits (with the Spend
//! restrictions of hosted credits), rez, score, steal, forfeit, winning, damage and traces;
//! `runner` and `corp` the effects of Runner and Corp cards (runs made by a card, cards to the
//! grip or HQ, searches, virus counters, programs chosen to trash, strength until end of turn,
//! a card's own choice); `lingering` effects that last into a later encounter (Chum). Follows
//! the Rules Reference entries named at each function ("Trash", "Credits", "Rezzing", "Scoring",
//! "Damage", "Trace", ...).

mod access;
mod access_limit;
mod advance;
mod archives;
mod archives_installs;
mod basic_draw;
mod boost_duration;
mod broken_subs;
mod cannot_trash;
mod chosen_server;
mod corp;
mod corp_installs;
mod corp_spend;
mod credit_sources;
pub(crate) use corp_installs::InstallOffer;
mod derez;
mod discards;
mod dividends;
mod draws;
mod expose;
mod faceup_agendas;
mod gained_subs;
mod grip_reveal;
mod held;
mod hosted_bad_publicity;
mod hosted_credits;
mod hosting;
mod ice_subs;
mod install_free;
mod lingering;
mod move_counters;
mod move_upgrade;
mod next_turn_clicks;
mod outside_pool;
pub(crate) use next_turn_clicks::MAX_NEXT_TURN_CLICKS;
mod passed_ice;
mod persistent;
mod pile_abilities;
mod piles;
mod placement;
mod play_from;
mod power_counters;
mod rd_top;
mod returns;
mod reveal;
mod rez_costs;
mod run_limits;
mod run_moves;
mod run_strength;
mod run_subtypes;
mod runner;
mod runner_losses;
mod sabotage;
mod score_area;
mod search_rd;
mod set_aside;
mod stealth;
mod swap;
mod tags;
mod tags_removed;
mod threat;
mod trash_cost;
mod trashed_by_runner;
mod turn_end;

pub(crate) use corp::{trashes_programs, TRASH_PROGRAMS};
pub(crate) use rez_costs::{rez_cost_choice_name, REZ_COST_CHOOSE, REZ_COST_HQ_TRASH};

use crate::actions::NONE;
use crate::cards::{self, CardType};
use crate::engine::{Event, Step};
use crate::log::EventKind;
use crate::side::Side;
use crate::state::{GameState, WinReason, Zone, FLAG_ACCESSED, FLAG_INSTALLED_FACEUP};
use serde::{Deserialize, Serialize};

/// Kinds of damage (Rules Reference, "Damage").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DamageKind {
    /// Random discards.
    Net,
    /// Random discards.
    Meat,
    /// Random discards, and maximum hand size is lowered by 1 for each.
    Brain,
}

/// What a successful trace does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TraceEffect {
    /// Give the Runner this many tags.
    Tags(u8),
    /// Place 1 power counter on this card (Data Raven).
    PowerCounter(u8),
    /// Do damage of this kind and amount, then give the Runner this many tags (Ichi 1.0).
    DamageAndTags(DamageKind, u8, u8),
    /// Do damage of this kind and amount (nothing for 0: Punitive Counterstrike).
    Damage(DamageKind, u8),
}

/// What the Runner is paying for, where credits hosted on cards may pay only for certain things (Rules Reference,
/// "Credits": recurring credits restricted by their card's text).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Spend {
    /// A paid ability of this card (an icebreaker's break or strength ability).
    Ability(u8),
    /// Installing this card.
    Install(u8),
    /// Increasing trace link strength.
    Trace,
    /// The trash cost of this accessed card.
    TrashCost(u8),
    /// The basic action to remove 1 tag (Crash Space's credits).
    RemoveTag,
    /// Any other cost (Tollbooth's toll, an additional cost to steal): credits restricted to
    /// some purpose cannot pay for it.
    Other,
    /// The play cost of this Runner event (Prepaid VoicePAD's credits).
    PlayEvent(u8),
    /// The rez cost of this Corp card (Mahkota Langit Grid's credits; effects/corp_spend.rs).
    Rez(u8),
}

impl GameState {
    // ----- the effect vocabulary -----

    /// Moves `card` out of wherever it is (lists and servers), leaving its zone stale. Cards
    /// hosted on an installed card that leaves are trashed (Rules Reference, "Hosted": this
    /// cannot be prevented).
    pub(crate) fn unplace(&mut self, card: u8) {
        let zone = self.card(card).zone;
        // Bad publicity hosted on the card goes first (Luana Campos's interrupt).
        self.release_hosted_bad_publicity(card);
        if self.card(card).installed() {
            let hosted: arrayvec::ArrayVec<u8, 32> = self
                .runner
                .rig
                .iter()
                .copied()
                .filter(|&c| self.card(c).host == card)
                .collect();
            // Rules Reference, "Hosted": cards hosted on an uninstalled host are trashed, and
            // this cannot be prevented.
            for c in hosted {
                self.trash_now(c);
            }
            // And the cards it holds without their being installed (effects/held.rs).
            self.trash_held_on(card);
        }
        // From the end: a deck's top card, the one drawn, is its last (a card is in one list
        // once, so the place found is the same).
        fn rm<const N: usize>(list: &mut crate::list::List<u8, N>, card: u8) -> Option<usize> {
            let i = list.iter().rposition(|&c| c == card)?;
            list.remove(i);
            Some(i)
        }
        match zone {
            Zone::Hq => drop(rm(&mut self.corp.hq, card)),
            Zone::Rd => drop(rm(&mut self.corp.rd, card)),
            Zone::Archives => drop(rm(&mut self.corp.archives, card)),
            Zone::Stack => drop(rm(&mut self.runner.stack, card)),
            Zone::Grip => drop(rm(&mut self.runner.grip, card)),
            Zone::Heap => drop(rm(&mut self.runner.heap, card)),
            Zone::Rig => drop(rm(&mut self.runner.rig, card)),
            Zone::Score(Side::Corp) => drop(rm(&mut self.corp.score_area, card)),
            Zone::Score(Side::Runner) => drop(rm(&mut self.runner.score_area, card)),
            Zone::Ice(s) => {
                if let Some(i) = rm(&mut self.corp.servers[s as usize].ice, card) {
                    // Rules Reference run step [2]/[3]: ice uninstalled while approached or
                    // encountered is passed; inner positions shift when an inner ice leaves.
                    if let Some(run) = self.run.as_mut() {
                        if run.server == s && (i as u8) < run.position {
                            run.position -= 1;
                        }
                    }
                }
                self.check_server_ceased(s);
            }
            Zone::Root(s) => {
                let _ = rm(&mut self.corp.servers[s as usize].root, card);
                self.check_server_ceased(s);
            }
            Zone::Identity | Zone::PlayArea | Zone::Removed | Zone::SetAside | Zone::Hosted(_) => {}
        }
        let c = self.card_mut(card);
        c.boost = 0;
        c.flags &= FLAG_ACCESSED;
        // Femme Fatale rulings 3 and 4: a choice is kept only while the choosing card stays
        // installed, and only for that ice while it stays installed (a reinstalled card is new).
        c.chosen = NONE;
        c.mode = 0;
        if matches!(zone, Zone::Ice(_)) {
            for other in self.cards.iter_mut() {
                if other.chosen == card {
                    other.chosen = NONE;
                }
            }
        }
        self.card_mut(card).host = NONE;
    }

    /// A card leaves HQ facedown (installed or discarded): the Runner must not be able to tell
    /// which one. Its contents move to a random HQ instance id, and the Runner forgets what it knew
    /// of the cards in HQ (it can no longer tell which of them left). Returns the id to move.
    pub(crate) fn conceal_leaving_hq(&mut self, card: u8) -> u8 {
        if self.card(card).zone != Zone::Hq {
            return card;
        }
        let i = self.rand_below(self.corp.hq.len());
        let j = self.corp.hq[i];
        let (a, b) = (self.cards[card as usize], self.cards[j as usize]);
        self.cards[card as usize] = b;
        self.cards[j as usize] = a;
        for i in 0..self.corp.hq.len() {
            let c = self.corp.hq[i];
            self.cards[c as usize].known &= !Side::Runner.bit();
        }
        // The event log names the card by the id it now has.
        if self.log.source == card {
            self.log.source = j;
        }
        j
    }

    /// Puts `card` in its owner's discard pile. Faceup if `faceup` or it was already seen by
    /// both players (Rules Reference, "Archives": "If a Corp card is visible to the Runner when
    /// it is trashed or discarded, it is sent to Archives faceup": rezzed or faceup cards, and
    /// agendas installed faceup without being active, BANGUN's, stay faceup).
    pub(crate) fn move_to_discard(&mut self, card: u8, owner: Side, faceup: bool) {
        // Read before `unplace`, which clears the flag.
        let installed_faceup = self.card(card).flags & FLAG_INSTALLED_FACEUP != 0;
        self.unplace(card);
        let c = self.card_mut(card);
        let up = faceup || c.rezzed || c.faceup || installed_faceup || owner == Side::Runner;
        c.rezzed = false;
        c.faceup = up;
        c.advancement = 0;
        c.credits = 0;
        c.virus = 0;
        c.agenda_counters = 0;
        c.power = 0;
        c.bad_publicity = 0;
        if up {
            c.known = 3;
        }
        match owner {
            Side::Corp => {
                c.zone = Zone::Archives;
                let _ = self.corp.archives.try_push(card);
            }
            Side::Runner => {
                c.zone = Zone::Heap;
                let _ = self.runner.heap.try_push(card);
            }
        }
    }

    /// Trashes `card` (to Archives or the heap). An installed Runner program or hardware may be
    /// saved by a prevent ability (Rules Reference, "Prevent"; Sacrificial Construct): when one
    /// could be used, a `PreventTrash` decision is pushed and the card is trashed once it
    /// resolves unprevented. Otherwise the card is trashed at once.
    pub(crate) fn trash(&mut self, card: u8) {
        let c = self.card(card);
        if c.zone == Zone::Rig
            && matches!(c.def().card_type, CardType::Program | CardType::Hardware)
            && cards::can_prevent(self, Step::PreventTrash(card))
        {
            self.push(Step::PreventTrash(card));
            return;
        }
        self.trash_now(card);
    }

    /// Trashes `card` at once, without any chance to prevent it (unique cards, programs trashed
    /// to make room for another, cards the Runner chose to trash as part of an effect's cost).
    pub(crate) fn trash_now(&mut self, card: u8) {
        let owner = self.card(card).owner;
        let accessed = self.card(card).flags & FLAG_ACCESSED != 0;
        let from = self.card(card).zone;
        let from_rig = from == Zone::Rig;
        let active = self.is_active(card);
        // A card the Runner trashes while accessing it was seen faceup.
        self.move_to_discard(card, owner, accessed);
        self.log_trashed(card, from, accessed);
        if active {
            // Its interrupt may still send it elsewhere (Marilyn Campaign).
            cards::trash_interrupt(self, card);
        }
        self.fire(Event::Trashed(card));
        // Rules Reference, "Memory Limit": programs over a lowered limit must be trashed.
        if from_rig
            && self.memory_used() > self.memory_limit()
            && self.stack.last() != Some(&Step::TrashForMemory)
        {
            self.push(Step::TrashForMemory);
        }
    }

    /// Draws one card for `side` (nothing if the deck is empty).
    pub(crate) fn draw(&mut self, side: Side) {
        match side {
            Side::Corp => {
                if let Some(c) = self.corp.rd.pop() {
                    self.corp.hq.push(c);
                    let card = self.card_mut(c);
                    card.zone = Zone::Hq;
                    card.known |= Side::Corp.bit();
                    self.log_moved(EventKind::Drawn, c, Zone::Rd);
                }
            }
            Side::Runner => {
                if let Some(c) = self.runner.stack.pop() {
                    self.runner.grip.push(c);
                    let card = self.card_mut(c);
                    card.zone = Zone::Grip;
                    card.known |= Side::Runner.bit();
                    self.log_moved(EventKind::Drawn, c, Zone::Stack);
                }
            }
        }
    }

    /// Pays `amount` credits for the Runner: bad publicity credits first during a run.
    pub(crate) fn pay_runner(&mut self, spend: Spend, amount: u16) {
        let mut left = amount;
        // Credits spent from outside the credit pool: hosted, and bad publicity credits.
        let outside_from = left;
        // Credits that may pay only for this kind of spending go first, then bad publicity
        // credits (usable during this run only), then the credit pool.
        for i in 0..self.runner.rig.len() {
            let c = self.runner.rig[i];
            if left > 0 && self.card(c).credits > 0 && cards::pays_for(self, c, spend) {
                let take = left.min(self.card(c).credits as u16);
                self.card_mut(c).credits -= take as u8;
                self.log_card_credits(c, take as u8, false);
                left -= take;
            }
        }
        // Credits hosted on the card that made the run, spendable during it (Overclock).
        let host = self.run_source_paying(spend);
        if host != NONE && left > 0 {
            let take = left.min(self.card(host).credits as u16);
            self.card_mut(host).credits -= take as u8;
            self.log_card_credits(host, take as u8, false);
            left -= take;
        }
        if let Some(run) = self.run.as_mut() {
            let from_bp = left.min(run.bad_publicity_credits as u16);
            run.bad_publicity_credits -= from_bp as u8;
            left -= from_bp;
        }
        self.spent_outside_pool(outside_from - left);
        // Credits on the run's source that count as being in the pool (Stimhack).
        let source = self.pool_credit_source();
        if source != NONE && left > 0 {
            let take = left.min(self.card(source).credits as u16);
            self.card_mut(source).credits -= take as u8;
            self.log_card_credits(source, take as u8, false);
            left -= take;
        }
        if !cards::credit_pool_locked(self) {
            self.runner.credits = self.runner.credits.saturating_sub(left);
        }
    }

    /// Credits the Runner can spend now on `spend`: the pool, bad publicity credits during a run,
    /// and credits on installed cards that may pay for it.
    pub(crate) fn runner_credits_for(&self, spend: Spend) -> u32 {
        let hosted: u32 = self
            .runner
            .rig
            .iter()
            .filter(|&&c| self.card(c).credits > 0 && cards::pays_for(self, c, spend))
            .map(|&c| self.card(c).credits as u32)
            .sum();
        // Outside a run only the pool and hosted credits pay (what follows finds nothing then:
        // issue 26, asked for every card the action phase offers).
        if self.run.is_none() {
            return self.runner.credits as u32 + hosted;
        }
        let source = self.pool_credit_source();
        let temporary = if source == NONE {
            0
        } else {
            self.card(source).credits as u32
        };
        let host = self.run_source_paying(spend);
        let temporary = temporary
            + if host == NONE {
                0
            } else {
                self.card(host).credits as u32
            };
        // Aircheck: the credit pool cannot be spent from while it makes the run.
        let pool = if cards::credit_pool_locked(self) {
            0
        } else {
            self.runner.credits as u32
        };
        pool + self.run.map_or(0, |r| r.bad_publicity_credits as u32) + hosted + temporary
    }

    /// The run's source card when credits hosted on it are considered to be in the Runner's
    /// credit pool during the run (Stimhack), else none.
    pub(crate) fn pool_credit_source(&self) -> u8 {
        match self.run {
            Some(r)
                if r.source != NONE
                    && self.card(r.source).zone == Zone::PlayArea
                    && cards::credits_in_pool(self, r.source) =>
            {
                r.source
            }
            _ => NONE,
        }
    }

    /// Rez cost of `card`: printed, changed by active cards (Akitaro Watanabe), never below 0.
    pub(crate) fn rez_cost(&self, card: u8) -> u32 {
        (self.cdef(card).cost as i32 + cards::rez_cost_modifier(self, card)).max(0) as u32
    }

    /// Advancement requirement of agenda `card`: printed, changed by active cards (SanSan City
    /// Grid), never below 0.
    pub(crate) fn advancement_requirement(&self, card: u8) -> u32 {
        let printed = self.cdef(card).advancement_requirement as i32;
        (printed + cards::advancement_requirement_modifier(self, card)).max(0) as u32
    }

    /// Rezzes `card` (costs already paid or ignored).
    pub(crate) fn rez(&mut self, card: u8) {
        // The walks of the servers for active cards now look for its hooks too.
        self.rezzed_hooks |= self.cdef(card).hooks;
        let c = self.card_mut(card);
        c.rezzed = true;
        c.faceup = true;
        c.known = 3;
        // "The first piece of ice the Corp rezzes each turn" (Reina Roja: Freedom Fighter).
        self.turn_flags.ice_rezzed |= self.cdef(card).card_type == CardType::Ice;
        self.log_here(EventKind::Rezzed, Side::Corp, card, 0);
        // Recurring credits fill as the card is rezzed (Mahkota Langit Grid's reminder text:
        // "when you rez this upgrade ... refill").
        let n = cards::recurring_credits_now(self, card);
        if n > self.card(card).credits {
            let had = self.card(card).credits;
            self.card_mut(card).credits = n;
            self.log_card_credits(card, n - had, true);
        }
        self.trash_older_unique(card);
        self.fire(Event::Rezzed(card));
    }

    /// Forfeits the scored or stolen agenda `card` (Rules Reference, "Forfeit"): it is removed
    /// from the game, its points no longer count, and its tokens return to the bank.
    pub(crate) fn forfeit(&mut self, card: u8) {
        self.forfeit_abilities(card);
        self.log_here(EventKind::Forfeited, self.card(card).owner, card, 0);
        self.unplace(card);
        let c = self.card_mut(card);
        c.zone = Zone::Removed;
        c.advancement = 0;
        c.agenda_counters = 0;
        c.credits = 0;
        c.virus = 0;
    }

    /// Scores the installed agenda `card` (Rules Reference, "Score").
    pub(crate) fn score(&mut self, card: u8) {
        // Additional costs to score (Word on the Street), and what the turn remembers of it.
        self.before_score(card);
        self.turn_flags.corp_scored = true;
        self.turn_flags.scored_advancement = self.card(card).advancement;
        let points = self.cdef(card).agenda_points;
        let f = &mut self.turn_flags;
        f.corp_scored_points = f.corp_scored_points.saturating_add(points);
        let from = self.card(card).zone;
        self.unplace(card);
        let c = self.card_mut(card);
        c.zone = Zone::Score(Side::Corp);
        c.faceup = true;
        c.known = 3;
        c.advancement = 0;
        self.corp.score_area.push(card);
        self.log_agenda(EventKind::Scored, card, from);
        self.check_agenda_win();
        if self.winner.is_none() {
            match from {
                // Scored from the root of a server: "whenever you score an agenda from this
                // server" abilities (Malapert Data Vault) meet their condition at the same time.
                Zone::Root(s) => self.fire_all(&[Event::Scored(card), Event::ScoredFrom(card, s)]),
                _ => self.fire(Event::Scored(card)),
            }
        }
        self.turn_flags.agendas_scored_or_stolen =
            self.turn_flags.agendas_scored_or_stolen.saturating_add(1);
    }

    /// Steals the accessed agenda `card` (Rules Reference, "Steal": advancement tokens removed).
    pub(crate) fn steal(&mut self, card: u8) {
        let from = self.card(card).zone;
        self.unplace(card);
        let c = self.card_mut(card);
        c.zone = Zone::Score(Side::Runner);
        c.faceup = true;
        c.rezzed = false;
        c.known = 3;
        c.advancement = 0;
        self.runner.score_area.push(card);
        let points = self.cdef(card).agenda_points;
        let f = &mut self.turn_flags;
        f.runner_stolen_points = f.runner_stolen_points.saturating_add(points);
        f.runner_stole = f.runner_stole.saturating_add(1);
        if let Some(r) = self.run.as_mut() {
            r.stolen = r.stolen.saturating_add(1);
        }
        self.log_agenda(EventKind::Stolen, card, from);
        self.check_agenda_win();
        if self.winner.is_none() {
            // Stolen from a server: "scored or stolen from this server" abilities (Lamplighter)
            // meet their condition at the same time.
            let server = match from {
                Zone::Root(s) => Some(s),
                Zone::Hq => Some(crate::state::HQ),
                Zone::Rd => Some(crate::state::RD),
                Zone::Archives => Some(crate::state::ARCHIVES),
                _ => None,
            };
            match server {
                Some(s) => self.fire_all(&[Event::Stolen(card), Event::StolenFrom(card, s)]),
                None => self.fire(Event::Stolen(card)),
            }
        }
        self.turn_flags.agendas_scored_or_stolen =
            self.turn_flags.agendas_scored_or_stolen.saturating_add(1);
    }

    pub(crate) fn check_agenda_win(&mut self) {
        for side in [Side::Corp, Side::Runner] {
            // Rules Reference, "Winning the Game": 7 points, or the game's option.
            if self.reached_points_to_win(side) {
                self.win(side, WinReason::AgendaPoints);
            }
        }
    }

    pub(crate) fn win(&mut self, side: Side, reason: WinReason) {
        if self.winner.is_none() {
            self.winner = Some(side);
            self.win_reason = Some(reason);
            let code = crate::simulate::reason_code(reason);
            self.log(EventKind::GameEnds, Some(side), NONE, NONE, code, 0, 0);
        }
    }

    /// Damage is about to be dealt: the Runner may prevent some of it first if a prevent ability
    /// could be used (Rules Reference, "Prevent"); otherwise it resolves at once. The first net
    /// damage each turn counts as such even if prevented ("Ordinal Events").
    pub(crate) fn damage_or_prevent(&mut self, kind: DamageKind, amount: u8) {
        if amount == 0 {
            // Damage prevented in full (Crash Space) is still recorded: none dealt, all
            // prevented (issue 12, "Events"; Rules Reference, "Prevent").
            self.log_damage(kind, 0);
            return;
        }
        let first = kind == DamageKind::Net && !self.turn_flags.net_damage;
        if kind == DamageKind::Net {
            self.turn_flags.net_damage = true;
        }
        let pending = Step::PreventDamage {
            kind,
            amount,
            first,
        };
        if cards::can_prevent(self, pending) {
            self.log.damage_asked = amount;
            self.push(pending);
        } else {
            self.damage(kind, amount);
        }
    }

    /// Damage (Rules Reference, "Damage"): all of it at once, cards trashed at random one at a
    /// time; more damage than cards in the grip flatlines the Runner.
    pub(crate) fn damage(&mut self, kind: DamageKind, amount: u8) {
        self.log_damage(kind, amount);
        if amount == 0 {
            return;
        }
        if kind == DamageKind::Brain {
            self.runner.brain_damage =
                crate::invariants::add_counter(self.runner.brain_damage, amount);
        }
        if amount as usize > self.runner.grip.len() {
            self.win(Side::Corp, WinReason::Flatline);
            return;
        }
        let mut trashed = [Event::Purged; 16];
        let mut n = 0;
        for _ in 0..amount {
            let i = self.rand_below(self.runner.grip.len());
            let card = self.runner.grip[i];
            self.move_to_discard(card, Side::Runner, true);
            self.log_damage_trashed(card, kind);
            if n < trashed.len() {
                trashed[n] = Event::Trashed(card);
                n += 1;
            }
        }
        // Rules Reference, "Damage": the cards are trashed at once.
        self.fire_all(&trashed[..n]);
        // "Whenever you do damage" (AU Co.): damage that was done, not prevented in full.
        self.fire(Event::DamageDone);
    }

    // ----- traces -----

    /// Credits the side may spend on a trace, including credits that only pay for traces.
    pub(crate) fn trace_budget(&self, side: Side) -> u32 {
        match side {
            Side::Corp => self.corp.credits as u32 + cards::trace_credits(self),
            Side::Runner => self.runner_credits_for(Spend::Trace),
        }
    }

    pub(crate) fn pay_trace(&mut self, side: Side, amount: u16) {
        match side {
            Side::Corp => {
                // Credits for traces on cards (a u8 each) go first.
                let from_cards = cards::spend_trace_credits(self, amount.min(255) as u8) as u16;
                self.corp.credits = self.corp.credits.saturating_sub(amount - from_cards);
            }
            Side::Runner => self.pay_runner(Spend::Trace, amount),
        }
    }

    /// Rules Reference, "Trace": successful if trace strength exceeds link strength.
    pub(crate) fn resolve_trace(&mut self, strength: u16, runner_bid: u16, effect: TraceEffect) {
        let link = cards::link(self) + runner_bid as u32;
        if strength as u32 > link {
            match effect {
                TraceEffect::Tags(n) => self.push(Step::Tags(n)),
                TraceEffect::PowerCounter(c) => {
                    if self.card(c).installed() {
                        let card = self.card_mut(c);
                        card.power = crate::invariants::add_counter(card.power, 1);
                        self.log_counters(c, 3, 1, true);
                    }
                }
                TraceEffect::DamageAndTags(kind, damage, tags) => {
                    self.push(Step::Tags(tags));
                    self.push(Step::Damage(kind, damage));
                }
                TraceEffect::Damage(kind, damage) if damage > 0 => {
                    self.push(Step::Damage(kind, damage))
                }
                TraceEffect::Damage(..) => {}
            }
        }
    }
}
