//! Runs (Rules Reference, "Timing Structure of a Run"): approach, encounter, breaking
//! subroutines, passing, approaching the server, success, and accessing cards.

use crate::actions::{Action, ActionKind, ActionList, NONE};
use crate::cards::{self, CardType};
use crate::engine::{Event, RunStep, Spend, Step, Window};
use crate::log::{place_code, EventKind};
use crate::side::Side;
use crate::state::{
    GameState, RunEndReason, Zone, ARCHIVES, FLAG_ACCESSED, FLAG_BROKE_THIS_RUN,
    FLAG_GAINS_ICE_SUBTYPES, FLAG_USED_THIS_ENCOUNTER, FLAG_USED_THIS_RUN, HQ, RD,
};

impl GameState {
    pub(crate) fn run_step(&mut self, step: RunStep) {
        let Some(run) = self.run else { return };
        match step {
            RunStep::ApproachIce => {
                // [2] Approach the ice; [2.1] window; [2.2] jack out; [2.3] rez window; [2.4].
                let ice = self.corp.servers[run.server as usize].ice[run.position as usize];
                let (server, pos) = (run.server, run.position as u16);
                self.log_ice(EventKind::IceApproached, ice, server, pos);
                let r = self.run.as_mut().unwrap();
                r.approached = r.approached.saturating_add(1);
                let first = r.approached == 1;
                self.push(Step::Run(RunStep::CheckRezzed));
                let mut rez = Window::new(Side::Runner, true, false).in_run();
                rez.ice = ice;
                self.push(Step::Window(rez));
                if !first {
                    self.push(Step::Run(RunStep::JackOut));
                }
                self.push(Step::Window(
                    Window::new(Side::Runner, false, false).in_run(),
                ));
                // "Whenever the Runner approaches" abilities resolve as the approach begins,
                // before the [2.1] window (Mitra Aman).
                self.fire(Event::IceApproached(ice));
            }
            RunStep::CheckRezzed => {
                // [2.4] Rezzed ice is encountered; unrezzed ice is passed.
                match self.current_ice() {
                    Some(ice) if self.card(ice).rezzed => self.push(Step::Run(RunStep::Encounter)),
                    _ => self.push(Step::Run(RunStep::PassIce)),
                }
            }
            RunStep::Encounter => {
                // [3] Encounter; [3.1] break window; [3.2] resolve unbroken subroutines.
                let Some(ice) = self.current_ice() else {
                    self.push(Step::Run(RunStep::PassIce));
                    return;
                };
                let r = self.run.as_mut().unwrap();
                r.encounter = ice;
                r.broken = 0;
                r.gained_subs_ice = NONE;
                r.gained_subs = 0;
                r.encountered = r.encountered.saturating_add(1);
                r.ice_minus = 0;
                let (server, pos) = (run.server, run.position as u16);
                self.log_ice(EventKind::IceEncountered, ice, server, pos);
                self.push(Step::EncounterEnd);
                // Inside Job bypasses the first ice encountered: steps [3.1] and [3.2] are
                // skipped, and it resolves before the Corp's "when encountered" abilities on the
                // Runner's turn (Rules Reference, "Bypass"; Inside Job ruling 1).
                if cards::bypasses_encounter(self) {
                    self.log_ice(EventKind::IceBypassed, ice, server, pos);
                    self.turn_flags.ice_encountered = true;
                    self.fire(Event::IceBypassed(ice));
                    return;
                }
                self.push(Step::ResolveSubs(0));
                let mut w = Window::new(Side::Runner, false, false).in_run();
                w.encounter = true;
                self.push(Step::Window(w));
                // Lingering effects on the next ice (Chum) apply to this encounter; then "when
                // encountered" abilities resolve before [3.1] (Femme Fatale, Tollbooth, Data
                // Raven, Matrix Analyzer).
                self.lingering_encounter_begins(ice);
                self.fire(Event::Encountered(ice));
                // Collected: the first encounter this turn saw the fact clear (Stick and Poke).
                self.turn_flags.ice_encountered = true;
            }
            RunStep::PassIce => {
                // [4] Pass; next ice inward, or [5].
                if let Some(ice) = self.current_ice() {
                    let (server, pos) = (run.server, run.position as u16);
                    self.log_ice(EventKind::IcePassed, ice, server, pos);
                    self.note_passed_ice(ice);
                }
                if run.position > 0
                    && (run.position as usize) <= self.corp.servers[run.server as usize].ice.len()
                {
                    self.run.as_mut().unwrap().position -= 1;
                    self.push(Step::Run(RunStep::ApproachIce));
                } else {
                    self.push(Step::Run(RunStep::ApproachServer));
                }
            }
            RunStep::ApproachServer => {
                // [5.1] window; [5.2] jack out; [5.3] rez window; the server is approached;
                // [5.4] success.
                self.push(Step::Run(RunStep::Successful));
                self.push(Step::Run(RunStep::ServerApproached));
                self.push(Step::Window(
                    Window::new(Side::Runner, true, false).in_run(),
                ));
                self.push(Step::Run(RunStep::JackOut));
                self.push(Step::Window(
                    Window::new(Side::Runner, false, false).in_run(),
                ));
                // "When you would approach" the server: the run's source may change it first.
                cards::run_would_approach_server(self);
            }
            RunStep::Successful => {
                // Crisium Grid: a run that cannot be declared successful is not, yet the Runner
                // breaches the server (ruling 3); with no success to expect, Sneakdoor Beta's
                // change never happens (ruling 5).
                if cards::success_blocked(self, run.server) {
                    self.push(Step::Run(RunStep::AccessBegin));
                    return;
                }
                // Sneakdoor Beta: a run on Archives that would be declared successful becomes a
                // run on HQ for the rest of the run (Sneakdoor Beta rulings 1-3).
                let server = cards::server_when_successful(self).unwrap_or(run.server);
                self.run.as_mut().unwrap().server = server;
                // Crisium Grid ruling 4: moved to HQ, the run still cannot be declared
                // successful there; the Runner breaches HQ.
                if server != run.server && cards::success_blocked(self, server) {
                    self.push(Step::Run(RunStep::AccessBegin));
                    return;
                }
                let r = self.run.as_mut().unwrap();
                // [5.4] "When successful" triggers, then the Runner may replace accessing cards,
                // then [5.5] access.
                r.successful = true;
                self.log_run(EventKind::RunSuccessful, server, 0);
                self.push(Step::Run(RunStep::AccessBegin));
                self.push(Step::Run(RunStep::ReplaceAccess));
                self.fire(Event::SuccessfulRun(server));
                if server == HQ {
                    self.turn_flags.successful_hq_run = true;
                }
                self.turn_flags.successful_run = true;
            }
            RunStep::AccessBegin => {
                // [5.5] Number of cards: 1 from HQ or R&D plus root cards; all of Archives
                // (turned faceup) or of a remote's root.
                let r = self.run.as_mut().unwrap();
                r.deck_accesses = if run.server == HQ || run.server == RD {
                    1
                } else {
                    0
                };
                if r.deck_accesses > 0 {
                    // Additional accesses (e.g. The Maker's Eye on R&D).
                    let extra = cards::extra_accesses(self, run.server);
                    let r = self.run.as_mut().unwrap();
                    r.deck_accesses = r.deck_accesses.saturating_add(extra);
                }
                // Recorded after the extra accesses were counted ("the first time each turn you
                // breach HQ" reads it as not yet happened).
                if run.server == HQ {
                    self.turn_flags.breached_hq = true;
                }
                let r = self.run.as_mut().unwrap();
                r.rd_skipped = 0;
                let mut turned = 0u8;
                if run.server == ARCHIVES {
                    for i in 0..self.corp.archives.len() {
                        let c = self.corp.archives[i];
                        let card = self.card_mut(c);
                        turned = turned.saturating_add(u8::from(!card.faceup));
                        card.faceup = true;
                        card.known = 3;
                    }
                }
                self.push(Step::Run(RunStep::AccessNext));
                // Cards turned faceup as Archives is breached: abilities waiting for it act
                // before the first access (Nurse Hạnh).
                if turned > 0 {
                    self.fire(Event::ArchivesTurnedFaceup(turned));
                }
                // "Whenever you breach" abilities (Medium) act before the first access.
                cards::breach(self, run.server);
            }
            // Manegarm Skunkworks ruling 1 and Anoetic Void ruling 1: the condition is met after the
            // last rez window before the server ([5.3] here; step 4e of the current run timing),
            // and before the attacked server can change (Manegarm ruling 2).
            RunStep::ServerApproached => self.fire(Event::ServerApproached(run.server)),
            RunStep::AccessNext | RunStep::JackOut | RunStep::ReplaceAccess => {}
        }
    }

    /// The ice at the run's position, if it is still there.
    fn current_ice(&self) -> Option<u8> {
        let run = self.run?;
        self.corp.servers[run.server as usize]
            .ice
            .get(run.position as usize)
            .copied()
    }

    /// Current strength of ice: printed, plus modifiers, less what it lost for this encounter.
    pub(crate) fn ice_strength(&self, ice: u8) -> u32 {
        if cards::strength_cannot_be_lowered(self.cdef(ice)) {
            return self.unlowered_ice_strength(ice);
        }
        let lost = self
            .run
            .filter(|r| r.encounter == ice)
            .map_or(0, |r| r.ice_minus as i32);
        let modifier = cards::strength_modifier(self, ice)
            + self.lingering_strength(ice)
            + self.turn_strength_bonus(ice)
            + self.run_ice_strength_bonus()
            - lost;
        (self.cdef(ice).strength as i32 + modifier).max(0) as u32
    }

    /// Strength of ice whose strength cannot be lowered (Lotus Field): printed plus every
    /// change that raises it; each change that would lower it is ignored.
    fn unlowered_ice_strength(&self, ice: u8) -> u32 {
        let raise = cards::strength_raise(self, ice)
            + self.lingering_strength(ice).max(0)
            + self.turn_strength_bonus(ice).max(0)
            + self.run_ice_strength_bonus();
        (self.cdef(ice).strength as i32 + raise).max(0) as u32
    }

    /// Current strength of installed ice or an installed icebreaker, if it has one.
    pub fn current_strength(&self, card: u8) -> Option<u32> {
        let c = self.cards.get(card as usize)?;
        if !c.installed() {
            return None;
        }
        if c.def().card_type == CardType::Ice {
            Some(self.ice_strength(card))
        } else if cards::breaker_of(c.def()).is_some() {
            Some(self.breaker_strength(card))
        } else {
            None
        }
    }

    /// Current subtypes of `ice`: printed, plus subtypes gained until the end of the turn
    /// (Tinkering). Having a subtype is a yes/no matter however many times it was gained (FAQ,
    /// Tinkering clarification).
    pub(crate) fn ice_subtypes(&self, ice: u8) -> u64 {
        const GAINED: u64 = cards::BARRIER | cards::CODE_GATE | cards::SENTRY;
        let c = self.card(ice);
        c.def().subtypes
            | if c.flags & FLAG_GAINS_ICE_SUBTYPES != 0 {
                GAINED
            } else {
                0
            }
            | cards::host_ice_gains(self, ice)
            | self.run_gained_code_gate(ice)
    }

    /// Current strength of an icebreaker: printed, plus boosts for this encounter, plus modifiers.
    pub(crate) fn breaker_strength(&self, breaker: u8) -> u32 {
        let printed = self.cdef(breaker).strength as i32 + self.card(breaker).boost as i32;
        (printed + cards::strength_modifier(self, breaker)).max(0) as u32
    }

    /// [3.1]: breaker abilities the Runner can use now. A breaker interacts only with ice of
    /// equal or lower strength and of a subtype it breaks (Rules Reference, "Icebreakers").
    pub(crate) fn legal_breaks(&self, out: &mut ActionList) {
        let Some(run) = self.run else { return };
        let ice = run.encounter;
        if ice == NONE {
            return;
        }
        let subs = self.encounter_sub_count(ice);
        let ice_strength = self.ice_strength(ice);
        let ice_types = self.ice_subtypes(ice);
        for &b in &self.runner.rig {
            // A breaker that lost its abilities (hosted on Magnet) breaks nothing.
            let Some(breaker) = cards::breaker_now(self, b) else {
                continue;
            };
            if breaker.breaks != 0 && breaker.breaks & ice_types == 0 {
                continue;
            }
            // Extra conditions of a break ability (Wyrm: only ice with 0 or less strength).
            let can_break = cards::can_break(self, b, ice);
            let credits = self.runner_credits_for(Spend::Ability(b));
            let strength = self.breaker_strength(b);
            if strength >= ice_strength {
                if can_break && credits >= cards::break_cost(self, b) {
                    for i in 0..subs {
                        if run.broken & (1 << i) == 0 {
                            out.push(Action::new(ActionKind::Break).card(b).target(i as u8));
                        }
                    }
                }
            } else if breaker.boost_amount > 0
                && credits >= cards::boost_cost(self, b)
                && cards::could_change_state(self, b, ActionKind::Ability, 0)
            {
                // (A breaker without a strength ability, e.g. Mimic or Yog.0, has boost 0.)
                // Raising strength past the ice's cannot change this encounter, so it is only
                // offered while the breaker is weaker than the ice.
                out.push(Action::new(ActionKind::Ability).card(b).target(0));
            }
        }
        // Bioroid ice (Heimdall 1.0, Ichi 1.0, Viktor 1.0): only the Runner may use the ice's
        // own ability, losing clicks to break one of its subroutines (Break with card = the ice).
        let clicks = cards::click_break_cost(self.cdef(ice));
        let credits = cards::credit_break_cost(self.cdef(ice)) as u32;
        // (N-Pot: the ice's ability costs credits instead.)
        let affordable = if credits > 0 {
            self.runner_credits_for(Spend::Other) >= credits
        } else {
            self.runner.clicks >= clicks
        };
        if (clicks > 0 || credits > 0) && affordable {
            for i in 0..subs {
                if run.broken & (1 << i) == 0 {
                    out.push(Action::new(ActionKind::Break).card(ice).target(i as u8));
                }
            }
        }
    }

    /// Uses breaker `b` to break subroutine `sub` of the encountered ice.
    pub(crate) fn break_subroutine(&mut self, b: u8, sub: u8) {
        if self.card(b).owner == Side::Corp {
            // The ice's own break ability (bioroid ice): the Runner loses clicks.
            let clicks = cards::click_break_cost(self.cdef(b));
            self.runner.clicks = self.runner.clicks.saturating_sub(clicks);
            // Or credits (N-Pot).
            let credits = cards::credit_break_cost(self.cdef(b)) as u16;
            if credits > 0 {
                self.pay_runner(Spend::Other, credits);
            }
            self.log_break(b, sub, credits);
            if let Some(run) = self.run.as_mut() {
                run.broken |= 1 << sub;
            }
            self.fire_subroutine_broken();
            // Ansel 2.0: one use of the ice's own ability breaks up to N subroutines.
            let per = cards::subs_per_break(self.cdef(b));
            if per > 1 {
                self.push(Step::BreakMore {
                    breaker: b,
                    left: per - 1,
                });
            }
            return;
        }
        if cards::breaker_of(self.cdef(b)).is_none() {
            // A card that breaks without being an icebreaker (Botulus) pays its own cost.
            cards::pay_break(self, b, sub);
            self.log_break(b, sub, 0);
            if let Some(run) = self.run.as_mut() {
                run.broken |= 1 << sub;
            }
            self.fire_subroutine_broken();
            return;
        }
        let cost = cards::break_cost(self, b) as u16;
        self.pay_runner(Spend::Ability(b), cost);
        self.log_break(b, sub, cost);
        self.card_mut(b).flags |= FLAG_USED_THIS_ENCOUNTER | FLAG_BROKE_THIS_RUN;
        if let Some(run) = self.run.as_mut() {
            run.broken |= 1 << sub;
        }
        self.fire_subroutine_broken();
        // Battering Ram: "break up to 2": the same use of the ability may break more
        // subroutines, chosen by the Runner now (Rules Reference, "Icebreakers", "Subroutine").
        let per = cards::subs_per_break(self.cdef(b));
        if per > 1 {
            self.push(Step::BreakMore {
                breaker: b,
                left: per - 1,
            });
        }
    }

    /// The choices of a break ability that breaks several subroutines per use: each unbroken
    /// subroutine of the encountered ice, or stop (`pass`). Nothing to break: not asked.
    pub(crate) fn legal_break_more(&self, b: u8, out: &mut ActionList) {
        let Some(run) = self.run else { return };
        if run.ended || run.encounter == NONE {
            return;
        }
        for i in 0..self.encounter_sub_count(run.encounter) {
            if run.broken & (1 << i) == 0 {
                out.push(Action::new(ActionKind::Break).card(b).target(i as u8));
            }
        }
        if !out.is_empty() {
            out.push(Action::new(ActionKind::Pass));
        }
    }

    /// Breaks subroutine `sub` with the same use of `b`'s ability; `left` counted this one.
    pub(crate) fn break_more(&mut self, b: u8, sub: u8, left: u8) {
        self.log_break(b, sub, 0);
        if let Some(run) = self.run.as_mut() {
            run.broken |= 1 << sub;
        }
        self.fire_subroutine_broken();
        if left > 1 {
            self.push(Step::BreakMore {
                breaker: b,
                left: left - 1,
            });
        }
    }

    /// Boosts breaker `b` by its boost amount for this encounter.
    pub(crate) fn boost_breaker(&mut self, b: u8) {
        let breaker = cards::breaker_of(self.cdef(b)).expect("a breaker");
        self.pay_runner(Spend::Ability(b), cards::boost_cost(self, b) as u16);
        let c = self.card_mut(b);
        c.boost = c.boost.saturating_add(breaker.boost_amount);
    }

    /// [3.2] Resolve unbroken subroutines one at a time, in order; stop if the run ends.
    pub(crate) fn resolve_subs(&mut self, next: u8) {
        let Some(run) = self.run else { return };
        let ice = run.encounter;
        if next == 0 {
            // [3.1] has closed: lingering effects on this ice end (Chum's rulings).
            self.lingering_break_window_closed(ice);
        }
        if ice == NONE || !self.card(ice).installed() {
            return;
        }
        let subs = self.encounter_sub_count(ice);
        let Some(i) = (next as usize..subs).find(|&i| run.broken & (1 << i) == 0) else {
            return;
        };
        self.push(Step::ResolveSubs(i as u8 + 1));
        if self.log.on {
            self.log_source(ice, false);
        }
        // Gained subroutines (Stick and Poke) come first; then the printed ones.
        self.resolve_encounter_sub(ice, i as u8);
    }

    /// The encounter ends: "whenever an encounter ends" triggers; boosts lapse; then [4] unless
    /// the run has ended.
    pub(crate) fn encounter_end(&mut self) {
        let Some(run) = self.run else { return };
        let ice = run.encounter;
        if let Some(r) = self.run.as_mut() {
            r.encounter = NONE;
            r.ice_minus = 0;
        }
        if !run.ended {
            self.push(Step::Run(RunStep::PassIce));
            // Passing rezzed ice: only if it is still installed where it was encountered, and
            // rezzed (Haas-Bioroid: Architects of Tomorrow ruling 1). Its abilities resolve
            // after those of the encounter ending.
            if ice != NONE && self.passes_rezzed(ice, run.server, run.position) {
                self.fire(Event::IcePassed(ice));
            }
        }
        if ice != NONE {
            self.lingering_encounter_ends(ice);
            self.fire(Event::EncounterEnds(ice));
        }
        // Strength boosts last until the encounter ends (unless the card says the run).
        self.clear_encounter_flags();
    }

    /// Clears per-encounter facts on the Runner's breakers (called when triggers have read them).
    /// Boosts that last the whole run (Gordian Blade, Pipeline, Battering Ram) stay.
    pub(crate) fn clear_encounter_flags(&mut self) {
        for i in 0..self.runner.rig.len() {
            let c = self.runner.rig[i];
            let for_run = self.boost_lasts_run_now(c);
            let card = self.card_mut(c);
            if !for_run {
                card.boost = 0;
            }
            card.flags &= !FLAG_USED_THIS_ENCOUNTER;
        }
    }

    /// Bypasses the encountered ice (Rules Reference, "Bypass"): it is passed at once, without
    /// breaking or resolving subroutines, and pending "when encountered" abilities no longer
    /// resolve (FAQ, "Bypass"). The encounter still ends. Logged as `ice_bypassed`, as Inside
    /// Job's bypass is (Femme Fatale, Abagnale).
    pub(crate) fn bypass_encounter(&mut self) {
        if let Some(i) = self.stack.iter().rposition(|&s| s == Step::EncounterEnd) {
            self.stack.truncate(i + 1);
        }
        if let Some(r) = self.run.filter(|r| r.encounter != NONE) {
            self.log_ice(
                EventKind::IceBypassed,
                r.encounter,
                r.server,
                r.position as u16,
            );
            self.fire(Event::IceBypassed(r.encounter));
        }
    }

    /// Replacement effects for accessing offered by the run's source card and the Runner's
    /// active cards (Rules Reference, "Replacement Effects").
    pub(crate) fn legal_access_replacements(&self, out: &mut ActionList) {
        let Some(run) = self.run else { return };
        if run.source != NONE && self.card(run.source).zone == Zone::PlayArea {
            cards::access_replacements(self, run.source, out);
        }
        if self.asks(cards::hooks::ACCESS_REPLACEMENTS) {
            for card in self.active_with(Side::Runner, cards::hooks::ACCESS_REPLACEMENTS) {
                cards::access_replacements(self, card, out);
            }
        }
        // A replacement without "may" (Security Testing) cannot be declined; the Runner still
        // picks which replacement applies (Rules Reference, "Replacement Effects").
        let must = out
            .iter()
            .any(|a| cards::must_replace_access(self.cdef(a.card)));
        if !out.is_empty() && !must {
            out.push(Action::new(ActionKind::Pass));
        }
    }

    /// The Runner uses a replacement effect instead of accessing cards: the access step is
    /// dropped, so no other replacement can apply to it ("Replacement Effects").
    pub(crate) fn replace_access(&mut self, card: u8, index: u8) {
        if self.stack.last() == Some(&Step::Run(RunStep::AccessBegin)) {
            self.stack.pop();
        }
        cards::replace_access(self, card, index);
    }

    /// "End the run" or jacking out: the run ends unsuccessfully; its remaining steps are skipped.
    pub(crate) fn end_run(&mut self) {
        self.end_run_because(RunEndReason::Ended);
    }

    /// Ends the run for `reason` (an effect, jacking out): unsuccessful, and only while it has
    /// not been declared successful.
    pub(crate) fn end_run_because(&mut self, reason: RunEndReason) {
        if let Some(r) = self.run.as_mut() {
            if !r.successful && !r.ended {
                r.ended = true;
                r.end_reason = Some(reason);
            }
        }
    }

    /// The Runner jacks out: the run ends (unsuccessful unless already declared successful). A
    /// jack-out opportunity a card gives during the breach ends the breach too: no more cards
    /// are accessed (Karunā ruling 1).
    pub(crate) fn jack_out(&mut self) {
        if let Some(r) = self.run.as_mut() {
            if !r.ended {
                r.ended = true;
                r.end_reason = Some(RunEndReason::JackedOut);
            }
        }
    }

    /// Rules Reference, "Server" (Remote Servers) and FAQ, "Destruction of Servers": a remote
    /// server with no card in its root or protecting it ceases to exist, and a run on it ends at
    /// once. It is neither successful nor unsuccessful unless already declared so: no approach,
    /// no access, no "successful run" abilities. Called whenever a card leaves a server.
    pub(crate) fn check_server_ceased(&mut self, server: u8) {
        if server <= ARCHIVES || !self.corp.servers[server as usize].is_empty() {
            return;
        }
        if let Some(r) = self.run.as_mut() {
            if r.server == server && r.end_reason.is_none() {
                r.ended = true;
                r.end_reason = Some(RunEndReason::ServerCeased);
            }
        }
    }

    /// [6]/[7]: unspent bad publicity credits are lost; the run is over.
    pub(crate) fn run_ends(&mut self) {
        self.log_run_ends();
        // "When the run ends" effects of the card that made the run (Stimhack).
        if let Some(r) = self.run {
            if r.source != NONE {
                cards::run_ends(self, r.source);
            }
        }
        // "When this run ends" / "whenever a run ends" abilities (Mayfly, AMAZE Amusements;
        // Conduit ruling 1: after the breach; Zahya Sadeghi counts its accesses), collected while
        // the run's facts are known; they resolve after it is over.
        if let Some(r) = self.run {
            // Recorded as the run ends ("the first time each turn you make a successful run on"
            // a server reads the run in progress as the first: Security Testing).
            if r.successful && (r.server as usize) < crate::state::MAX_SERVERS {
                self.turn_flags.successful_runs_ended |= 1 << r.server;
            }
            let accesses = self.run_accessed.total;
            self.fire(Event::RunEnded {
                server: r.server,
                successful: r.successful,
                accesses,
            });
        }
        self.log_run_end();
        self.run = None;
        self.clear_encounter_flags();
        for i in 0..self.runner.rig.len() {
            let c = self.card_mut(self.runner.rig[i]);
            c.boost = 0;
            c.flags &= !FLAG_BROKE_THIS_RUN;
        }
        for c in self.cards.iter_mut() {
            // Written only where set (as at the turn's end).
            if c.flags & (FLAG_ACCESSED | FLAG_USED_THIS_RUN) != 0 {
                c.flags &= !(FLAG_ACCESSED | FLAG_USED_THIS_RUN);
            }
        }
    }

    // ----- access (the choice of the next card: access_choices.rs) -----

    /// Starts accessing the chosen card: HQ at random among cards not yet accessed, R&D from the
    /// top in order (Rules Reference, "Accessing").
    pub(crate) fn choose_access(&mut self, action: Action) {
        let Some(run) = self.run else { return };
        let card = if action.card != NONE {
            action.card
        } else if run.server == HQ {
            let fresh: arrayvec::ArrayVec<u8, 64> = self
                .corp
                .hq
                .iter()
                .copied()
                .filter(|&c| self.card(c).flags & FLAG_ACCESSED == 0)
                .collect();
            let i = self.rand_below(fresh.len());
            self.run.as_mut().unwrap().deck_accesses -= 1;
            fresh[i]
        } else {
            let idx = self.corp.rd.len() - 1 - run.rd_skipped as usize;
            self.run.as_mut().unwrap().deck_accesses -= 1;
            self.corp.rd[idx]
        };
        self.access(card);
    }

    /// [5.5.1] Access a card: the Runner sees it. Agendas are stolen [5.5.3]; other cards may be
    /// trashed by paying their trash cost [5.5.2].
    pub(crate) fn access(&mut self, card: u8) {
        // An access outside a run (Detente) is no run's access.
        if self.run.is_some() {
            self.log_access(card);
        }
        let c = self.card_mut(card);
        c.known |= Side::Runner.bit();
        c.flags |= FLAG_ACCESSED;
        let place = place_code(self.card(card).zone);
        self.log(
            EventKind::Accessed,
            Some(Side::Runner),
            card,
            NONE,
            place,
            0,
            0,
        );
        if self.cdef(card).card_type == CardType::Agenda {
            if self.access_abilities_wait(card) {
                // "Whenever the Runner accesses" abilities (BANGUN) resolve first; the access
                // decision waits below them.
            } else if !self.may_steal_or_trash_card(card) {
                // Ansel 1.0, Perfect Recall: no stealing (nor trashing) for the rest of the run.
                self.push(Step::AccessCard(card));
            } else if cards::steal_cost(self, card) == 0
                && cards::steal_clicks(self.cdef(card)) == 0
                && !self.free_access_trash(card)
                && !self.has_access_ability(card)
            {
                // [5.5.3] The Runner must steal an agenda.
                self.note_set_aside(card, false);
                self.steal(card);
            } else {
                // With an additional cost to steal (Red Herrings; Rules Reference, "Steal") the
                // Runner may pay it and steal, or not; with an ability that trashes accessed
                // cards (Demolition Run, or an "Access →" ability: Carnivore) the Runner may
                // trash the agenda instead of stealing it.
                self.push(Step::AccessCard(card));
            }
        } else {
            self.push(Step::AccessCard(card));
            // [5.5.1] "When accessed" abilities (ambush cards, Aggressive Secretary) resolve
            // before the Runner decides whether to trash the card, rezzed or not.
            cards::accessed(self, card);
            self.fire(Event::Accessed(card));
        }
    }

    /// [5.5.2] Options for an accessed card: steal an agenda (paying any additional cost), trash
    /// (paying the trash cost, or free with Demolition Run), or leave it. An agenda without an
    /// additional cost to steal cannot be left: it is stolen unless trashed ([5.5.3]).
    pub(crate) fn legal_access_card(&self, card: u8, out: &mut ActionList) {
        // Ansel 1.0: the Runner can neither steal nor trash Corp cards in any way (ruling 3). A
        // card that moved to another zone while being accessed is no longer accessed (NBN:
        // Reality Plus ruling 4): nothing more to decide, the access ends.
        if !self.may_steal_or_trash_card(card) || !self.in_accessed_place(card) {
            return;
        }
        let agenda = self.cdef(card).card_type == CardType::Agenda;
        let steal_cost = if agenda {
            cards::steal_cost(self, card)
        } else {
            0
        };
        // A click as an additional cost to steal (Méliès City Luxury Line).
        let steal_clicks = if agenda {
            cards::steal_clicks(self.cdef(card))
        } else {
            0
        };
        if agenda
            && self.runner_credits_for(Spend::Other) >= steal_cost
            && self.runner.clicks >= steal_clicks
        {
            out.push(Action::new(ActionKind::Score).card(card));
        }
        let in_archives = self.card(card).zone == Zone::Archives;
        if self.free_access_trash(card) {
            if !in_archives {
                out.push(Action::new(ActionKind::Trash).card(card));
            }
        } else if let Some(cost) = self.trash_cost(card) {
            // The trash cost as changed by other cards (Mahkota Langit Grid).
            if !in_archives && self.runner_credits_for(Spend::TrashCost(card)) >= cost {
                out.push(Action::new(ActionKind::Trash).card(card));
            }
        }
        // "Access →" abilities of the Runner's cards (Carnivore).
        cards::legal_access_abilities(self, card, out);
        if !out.is_empty() && (!agenda || steal_cost > 0 || steal_clicks > 0) {
            out.push(Action::new(ActionKind::Pass));
        }
    }

    /// Whether `card` is still where the run accesses cards from: the attacked server's root,
    /// or the central server's own pile.
    fn in_accessed_place(&self, card: u8) -> bool {
        // Outside a run, the only access is of a card in HQ (Detente).
        let Some(run) = self.run else {
            return self.card(card).zone == Zone::Hq;
        };
        match self.card(card).zone {
            Zone::Root(s) => s == run.server,
            Zone::Hq => run.server == HQ,
            Zone::Rd => run.server == RD,
            Zone::Archives => run.server == ARCHIVES,
            _ => false,
        }
    }

    /// [5.5.4] A card not trashed or stolen is set aside (it stays where it is; the next R&D card
    /// is below it).
    pub(crate) fn finish_access(&mut self, card: u8) {
        let stayed = self.card(card).zone == Zone::Rd;
        self.note_set_aside(card, stayed);
        // An access outside a run (Detente) ends here, not with a run.
        if self.run.is_none() {
            self.card_mut(card).flags &= !FLAG_ACCESSED;
        }
    }

    /// Whether an ability of the run's source lets the Runner trash accessed `card` at no cost.
    pub(crate) fn free_access_trash(&self, card: u8) -> bool {
        self.card(card).zone != Zone::Archives
            && self
                .run
                .is_some_and(|r| r.source != NONE && cards::access_trash_free(self, r.source, card))
    }

    pub(crate) fn note_set_aside(&mut self, card: u8, stayed: bool) {
        if stayed && self.card(card).zone == Zone::Rd {
            if let Some(r) = self.run.as_mut() {
                r.rd_skipped = r.rd_skipped.saturating_add(1);
            }
        }
    }

    /// Event log: subroutine `sub` of the encountered ice broken with `b` for `cost` credits.
    fn log_break(&mut self, b: u8, sub: u8, cost: u16) {
        if let Some(run) = self.run.filter(|_| self.log.on) {
            let (ice, place) = (run.encounter, run.server);
            let sub = sub as u16;
            self.log(
                EventKind::SubroutineBroken,
                Some(Side::Runner),
                ice,
                b,
                place,
                cost,
                sub,
            );
        }
    }

    /// Event log: how the run ended (Rules Reference [6]/[7]; `Run::end_reason`), then that it
    /// is over.
    fn log_run_ends(&mut self) {
        let Some(r) = self.run.filter(|_| self.log.on) else {
            return;
        };
        match r.end_reason {
            // FAQ, "Destruction of Servers": neither successful nor unsuccessful, unless already
            // declared successful (then the run simply ends).
            Some(RunEndReason::ServerCeased) if !r.successful => {
                self.log_run(EventKind::RunEndedServerCeased, r.server, 0)
            }
            Some(reason) if !r.successful => {
                let code = (reason == RunEndReason::JackedOut) as u16;
                self.log_run(EventKind::RunUnsuccessful, r.server, code)
            }
            _ => {}
        }
        self.log_run(EventKind::RunEnds, r.server, 0);
    }

    /// Event log: `kind` for ice `ice` at position `pos` of `server`.
    #[inline]
    fn log_ice(&mut self, kind: EventKind, ice: u8, server: u8, pos: u16) {
        self.log(kind, Some(Side::Runner), ice, NONE, server, 0, pos);
    }

    /// Event log: `kind` for the run on `server`, with `extra`.
    #[inline]
    fn log_run(&mut self, kind: EventKind, server: u8, extra: u16) {
        self.log(kind, Some(Side::Runner), NONE, NONE, server, 0, extra);
    }
}
