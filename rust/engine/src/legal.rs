//! Legal actions: which steps are decisions, who decides now and what the decision is called,
//! and the list of legal actions for each decision (Rules Reference, "Actions", "Paid
//! Ability Windows", "Turn Structure" and "Timing Structure of a Run").

use crate::actions::{Action, ActionKind, ActionList, NONE};
use crate::cards::{self, CardType};
use crate::engine::{RunStep, Step, Window};
use crate::side::Side;
use crate::state::{GameState, Zone};

impl GameState {
    pub(crate) fn is_decision(&self, step: Step) -> bool {
        matches!(
            step,
            Step::Mulligan(_)
                | Step::ActionPhase(_)
                | Step::DiscardPhase(_)
                | Step::Window(_)
                | Step::TraceCorp { .. }
                | Step::TraceRunner { .. }
                | Step::Order(_)
                | Step::ChooseMode(_)
                | Step::DiscardAbilities(_)
                | Step::ChooseExpose
                | Step::RezIceFree
                | Step::CorpInstall { .. }
                | Step::RunnerInstall { .. }
                | Step::Run(RunStep::JackOut)
                | Step::Run(RunStep::AccessNext)
                | Step::AccessCard(_)
                | Step::Run(RunStep::ReplaceAccess)
                | Step::RezOrTrash(_)
                | Step::AvoidTags(_)
                | Step::PreventMeatDamage(_)
                | Step::RunnerMode(_)
                | Step::ExposePrevent(_)
                | Step::PlaceAdvancement(_)
                | Step::Arrange { .. }
                | Step::Choice { .. }
                | Step::ChooseHost(_)
                | Step::ChooseServer(_)
                | Step::InstallDiscounted { .. }
                | Step::PreventDamage { .. }
                | Step::PreventTrash(_)
                | Step::TrashForMemory
                | Step::ChooseAmount { .. }
                | Step::BreakMore { .. }
                | Step::CorpInstallRezzed { .. }
        )
    }

    /// Who must decide now, if anyone.
    pub fn current_side(&self) -> Option<Side> {
        if self.winner.is_some() {
            return None;
        }
        Some(match *self.stack.last()? {
            Step::Mulligan(s)
            | Step::ActionPhase(s)
            | Step::DiscardPhase(s)
            | Step::DiscardAbilities(s) => s,
            Step::Window(w) => w.priority,
            Step::TraceCorp { .. }
            | Step::RezIceFree
            | Step::CorpInstall { .. }
            | Step::CorpInstallRezzed { .. }
            | Step::RezOrTrash(_)
            | Step::ExposePrevent(_)
            | Step::PlaceAdvancement(_)
            | Step::Arrange { .. } => Side::Corp,
            Step::AvoidTags(_) | Step::PreventMeatDamage(_) => Side::Runner,
            Step::TraceRunner { .. }
            | Step::RunnerMode(_)
            | Step::ChooseExpose
            | Step::RunnerInstall { .. }
            | Step::Run(_)
            | Step::AccessCard(_)
            | Step::ChooseHost(_) => Side::Runner,
            Step::InstallDiscounted { .. }
            | Step::PreventDamage { .. }
            | Step::PreventTrash(_)
            | Step::TrashForMemory => Side::Runner,
            Step::ChooseAmount { source, .. } => self.card(source).owner,
            Step::BreakMore { .. } => Side::Runner,
            Step::Order(_) => self.order_controller(),
            Step::Choice { source, n, .. } => cards::choice_side(self, source, n),
            Step::ChooseMode(c) | Step::ChooseServer(c) => self.card(c).owner,
            _ => return None,
        })
    }

    /// A short name of what is being decided: `"mulligan"`, `"action"`, `"paid_ability_window"`,
    /// `"encounter"`, `"jack_out"`, `"access"`, `"trash_or_steal"`, `"discard"`, `"trace_corp"`,
    /// `"trace_runner"`, `"order_triggers"`, `"mode"`, `"expose"`, `"rez_ice_free"`,
    /// `"install_trash"`, `"memory"`, `"replace_access"`, `"choose_card"`, `"rez_or_trash"`,
    /// `"run_server"`, `"avoid_tags"`, `"prevent_meat_damage"`, `"prevent_expose"`,
    /// `"place_advancement"`, `"arrange"`, `"host"`, `"prevent_damage"`, `"prevent_trash"`,
    /// `"amount"`, `"break_more"`, the
    /// name a card's file gives its own decision (e.g. `"trash_programs"`), or `"none"` when the
    /// game is over.
    pub fn decision_name(&self) -> &'static str {
        if self.winner.is_some() {
            return "none";
        }
        match self.stack.last() {
            Some(Step::Mulligan(_)) => "mulligan",
            Some(Step::ActionPhase(_)) => "action",
            Some(Step::DiscardPhase(_)) => "discard",
            Some(Step::Window(w)) if w.encounter => "encounter",
            Some(Step::Window(w)) if w.ice != NONE => "rez_ice",
            Some(Step::Window(_)) => "paid_ability_window",
            Some(Step::TraceCorp { .. }) => "trace_corp",
            Some(Step::TraceRunner { .. }) => "trace_runner",
            Some(Step::Order(_)) => "order_triggers",
            Some(Step::ChooseMode(_) | Step::RunnerMode(_) | Step::DiscardAbilities(_)) => "mode",
            Some(Step::ExposePrevent(_)) => "prevent_expose",
            Some(Step::PlaceAdvancement(_)) => "place_advancement",
            Some(Step::Arrange { .. }) => "arrange",
            Some(Step::ChooseExpose) => "expose",
            Some(Step::RezIceFree) => "rez_ice_free",
            Some(Step::CorpInstall { .. } | Step::CorpInstallRezzed { .. }) => "install_trash",
            Some(Step::RunnerInstall { .. }) => "memory",
            Some(Step::InstallDiscounted { .. } | Step::TrashForMemory) => "memory",
            Some(Step::PreventDamage { .. }) => "prevent_damage",
            Some(Step::PreventTrash(_)) => "prevent_trash",
            Some(Step::Run(RunStep::JackOut)) => "jack_out",
            Some(Step::Run(RunStep::AccessNext)) => "access",
            Some(Step::AccessCard(_)) => "trash_or_steal",
            Some(Step::Run(RunStep::ReplaceAccess)) => "replace_access",
            Some(Step::RezOrTrash(_)) => "rez_or_trash",
            Some(Step::AvoidTags(_)) => "avoid_tags",
            Some(Step::PreventMeatDamage(_)) => "prevent_meat_damage",
            Some(&Step::Choice { source, n, .. }) => cards::choice_name(self, source, n),
            Some(Step::ChooseHost(_)) => "host",
            Some(Step::ChooseServer(_)) => "run_server",
            Some(Step::ChooseAmount { .. }) => "amount",
            Some(Step::BreakMore { .. }) => "break_more",
            _ => "none",
        }
    }

    /// The card whose effect asks the pending decision, for a decision a card makes: its own
    /// choice (`Step::Choice`: `choose_server`, `search_rd`, ...), its modes (`mode`), an amount
    /// it asks for (`amount`), the server its run event runs (`run_server`), or the host of a card
    /// being installed (`host`, the card being installed). `None` for the game's own decisions.
    /// Every label of such a decision names this card (tests/distinct_labels.rs).
    pub fn decision_card(&self) -> Option<u8> {
        if self.winner.is_some() {
            return None;
        }
        match self.stack.last() {
            Some(&Step::Choice { source, .. }) => Some(source),
            Some(&Step::ChooseMode(c) | &Step::RunnerMode(c)) => Some(c),
            Some(&Step::ChooseAmount { source, .. }) => Some(source),
            Some(&Step::ChooseServer(c) | &Step::ChooseHost(c)) => Some(c),
            _ => None,
        }
    }

    // ----- legal actions -----

    /// Every legal action now, in a stable order. Empty only when the game is over.
    pub fn legal_actions(&self) -> ActionList {
        let mut list = ActionList::new();
        if self.winner.is_none() {
            if let Some(&step) = self.stack.last() {
                self.legal_for(step, &mut list);
            }
        }
        list
    }

    pub(crate) fn legal_for(&self, step: Step, out: &mut ActionList) {
        probe!(Legal, crate::profiler::step_kind(step));
        match step {
            Step::Mulligan(_) => {
                out.push(Action::new(ActionKind::Keep));
                out.push(Action::new(ActionKind::Mulligan));
            }
            Step::ActionPhase(side) => self.legal_click_actions(side, out),
            Step::DiscardPhase(side) => self.legal_discards(side, out),
            Step::Window(w) => self.legal_window(w, out),
            // Any bid the player can pay, with no cap (amount.rs).
            Step::TraceCorp { so_far, .. } => {
                crate::amount::legal_bids(0, self.trace_budget(Side::Corp), so_far, out)
            }
            Step::TraceRunner { so_far, .. } => {
                crate::amount::legal_bids(0, self.trace_budget(Side::Runner), so_far, out)
            }
            Step::Order(n) => {
                let top = self.stack.len() - 1;
                let mut seen: arrayvec::ArrayVec<Step, 16> = arrayvec::ArrayVec::new();
                for i in 0..n as usize {
                    let s = self.stack[top - 1 - i];
                    if let Step::Trigger(c, _) = s {
                        // Identical abilities need no order: offer the first of each.
                        let same = seen.iter().any(|&t| matches!(t, Step::Trigger(d, _) if self.cdef(d).code == self.cdef(c).code));
                        if !same {
                            let _ = seen.try_push(s);
                            out.push(Action::new(ActionKind::Order).target(i as u8).card(c));
                        }
                    }
                }
                if out.len() == 1 {
                    out.clear();
                }
            }
            Step::ChooseMode(card) | Step::RunnerMode(card) => cards::legal_modes(self, card, out),
            Step::DiscardAbilities(side) => self.legal_discard_abilities(side, out),
            Step::ExposePrevent(_) => {
                out.push(Action::new(ActionKind::Pass));
                cards::expose_prevention_options(self, out);
            }
            Step::PlaceAdvancement(_) => {
                for c in self.corp_installed() {
                    if cards::can_advance(self, c) {
                        out.push(Action::new(ActionKind::Advance).card(c));
                    }
                }
            }
            Step::Arrange { placed, n } => {
                // Copies are interchangeable: one choice per distinct title.
                let len = self.corp.rd.len();
                let slot = len - 1 - placed as usize;
                self.push_distinct(
                    &self.corp.rd[len - n as usize..=slot],
                    ActionKind::Order,
                    out,
                );
            }
            Step::ChooseExpose => {
                for c in self.corp_installed() {
                    if self.can_be_exposed(c) {
                        out.push(Action::new(ActionKind::Expose).card(c));
                    }
                }
            }
            Step::RezIceFree => {
                for c in self.corp_installed() {
                    let card = self.card(c);
                    if !card.rezzed && card.def().card_type == CardType::Ice {
                        out.push(Action::new(ActionKind::Rez).card(c));
                    }
                }
                if !out.is_empty() {
                    out.push(Action::new(ActionKind::Pass));
                }
            }
            Step::CorpInstall { card, server } => self.legal_install_trash(card, server, out),
            Step::CorpInstallRezzed { card, server } => {
                self.legal_install_trash_costing(card, server, false, out)
            }
            Step::RunnerInstall { card } => self.legal_memory_trash(card, out),
            Step::Run(RunStep::JackOut) => {
                out.push(Action::new(ActionKind::Pass));
                out.push(Action::new(ActionKind::JackOut));
            }
            Step::Run(RunStep::AccessNext) => self.legal_access_choices(out),
            Step::AccessCard(card) => self.legal_access_card(card, out),
            Step::Run(RunStep::ReplaceAccess) => self.legal_access_replacements(out),
            Step::RezOrTrash(ice) => {
                // Forged Activation Orders ruling 1: the rez cost must be paid, and any additional
                // cost with it (Rules Reference, "Additional Costs"; Archer needs an agenda).
                if self.can_rez_paying(ice) {
                    out.push(Action::new(ActionKind::Rez).card(ice));
                }
                out.push(Action::new(ActionKind::Trash).card(ice));
            }
            Step::ChooseHost(card) => self.legal_hosts(card, out),
            Step::ChooseServer(card) => {
                for s in 0..crate::state::MAX_SERVERS as u8 {
                    let exists =
                        s <= crate::state::ARCHIVES || !self.corp.servers[s as usize].is_empty();
                    if exists && cards::run_servers(self, card, s) {
                        out.push(Action::new(ActionKind::Run).server(s));
                    }
                }
            }
            Step::AvoidTags(_) => {
                if self.asks(cards::hooks::TAG_AVOIDANCE) {
                    for card in self.active_with(Side::Runner, cards::hooks::TAG_AVOIDANCE) {
                        cards::tag_avoidance(self, card, out);
                    }
                }
                if !out.is_empty() {
                    out.push(Action::new(ActionKind::Pass));
                }
            }
            Step::InstallDiscounted { card, .. } => self.legal_memory_trash(card, out),
            Step::TrashForMemory if self.memory_used() > self.memory_limit() => {
                for &c in &self.runner.rig {
                    if self.cdef(c).card_type == CardType::Program {
                        out.push(Action::new(ActionKind::Trash).card(c));
                    }
                }
            }
            Step::PreventDamage { .. } | Step::PreventTrash(_) => {
                cards::legal_prevent_abilities(self, step, out);
                if !out.is_empty() {
                    out.push(Action::new(ActionKind::Pass));
                }
            }
            Step::PreventMeatDamage(_) => {
                if self.asks(cards::hooks::MEAT_DAMAGE_PREVENTION) {
                    for card in self.active_with(Side::Runner, cards::hooks::MEAT_DAMAGE_PREVENTION)
                    {
                        cards::meat_damage_prevention(self, card, out);
                    }
                }
                if !out.is_empty() {
                    out.push(Action::new(ActionKind::Pass));
                }
            }
            Step::Choice { source, n, data } => cards::legal_choices(self, source, n, data, out),
            Step::ChooseAmount { source, so_far } => self.legal_amounts(source, so_far, out),
            Step::BreakMore { breaker, .. } => self.legal_break_more(breaker, out),
            _ => {}
        }
    }

    fn legal_window(&self, w: Window, out: &mut ActionList) {
        out.push(Action::new(ActionKind::Pass));
        match w.priority {
            Side::Corp => {
                if w.ice != NONE {
                    let ice = self.card(w.ice);
                    if ice.zone != Zone::Removed
                        && ice.installed()
                        && !ice.rezzed
                        && self.can_rez_paying(w.ice)
                    {
                        out.push(Action::new(ActionKind::Rez).card(w.ice));
                    }
                }
                if w.rez || w.score {
                    // Assets, upgrades and agendas are only ever in a server's root (only ice
                    // is in its ice: `check_invariants`), so the roots alone are walked, in the
                    // order of `corp_installed` (issue 26: every window of the Corp's).
                    let roots = self.servers_in_use().iter().flat_map(|s| s.root.iter());
                    for &c in roots {
                        let card = self.card(c);
                        let t = card.def().card_type;
                        if w.rez
                            && !card.rezzed
                            && matches!(t, CardType::Asset | CardType::Upgrade)
                            && self.can_rez_paying(c)
                        {
                            out.push(Action::new(ActionKind::Rez).card(c));
                        }
                        if w.score
                            && t == CardType::Agenda
                            && self.may_score()
                            && card.advancement as u32 >= self.advancement_requirement(c)
                            && !cards::score_forbidden(self, c)
                        {
                            out.push(Action::new(ActionKind::Score).card(c));
                        }
                    }
                }
            }
            Side::Runner => {
                if w.encounter {
                    self.legal_breaks(out);
                }
            }
        }
        cards::legal_paid_abilities(self, w.priority, w, out);
    }

    fn legal_discards(&self, side: Side, out: &mut ActionList) {
        let (hand, size): (&[u8], i32) = match side {
            Side::Corp => (&self.corp.hq, self.corp_hand_size()),
            Side::Runner => (&self.runner.grip, self.runner_hand_size()),
        };
        if hand.len() as i32 > size.max(0) {
            self.push_distinct(hand, ActionKind::Discard, out);
        }
    }

    /// One action per distinct card title among `cards` (copies of a card are interchangeable).
    pub(crate) fn push_distinct(&self, cards: &[u8], kind: ActionKind, out: &mut ActionList) {
        for (i, &c) in cards.iter().enumerate() {
            let d = self.card(c).def;
            if cards[..i].iter().all(|&e| self.card(e).def != d) {
                out.push(Action::new(kind).card(c));
            }
        }
    }
}
