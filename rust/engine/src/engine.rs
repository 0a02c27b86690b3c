//! The resumable rules machine: the stack of pending steps, the loop that runs it until a
//! decision, legal actions for each decision, and the effect vocabulary cards are written in.

use crate::actions::{Action, ActionKind, ActionList, NONE};
use crate::cards::{self, CardType};
use crate::error::EngineError;
use crate::log::EventKind;
use crate::side::Side;
use crate::state::{GameState, WinReason, Zone, FLAG_ACCESSED};
use rand_core::RngCore;
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
}

/// Something that happened, which conditional abilities may be waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// [1.4] "When your turn begins" (Corp or Runner).
    TurnBegins(Side),
    /// A card was installed.
    Installed(u8),
    /// An agenda was scored.
    Scored(u8),
    /// An agenda was stolen.
    Stolen(u8),
    /// A run on this server was successful ([5.4]).
    SuccessfulRun(u8),
    /// The encounter with this ice ended.
    EncounterEnds(u8),
    /// An operation or event was played.
    Played(u8),
    /// [3] The Runner encounters this ice ("when encountered" abilities).
    Encountered(u8),
    /// A discard phase of this side ended (Breaking News).
    DiscardPhaseEnds(Side),
    /// A Corp card was rezzed ("when rezzed" abilities, e.g. Adonis Campaign).
    Rezzed(u8),
}

/// A paid ability window (Rules Reference, "Paid Ability Window"), possibly also a rez or score
/// window. The active player acts first; it closes once both have had an opportunity and one
/// declines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    /// Who may act now.
    pub priority: Side,
    /// Opportunities given so far (including the current one).
    pub opportunities: u8,
    /// The priority player has acted during the current opportunity.
    pub acted: bool,
    /// The Corp may rez non-ice cards.
    pub rez: bool,
    /// The Corp may score agendas.
    pub score: bool,
    /// The approached ice, which the Corp may rez ([2.3]), or none.
    pub ice: u8,
    /// Part of a run: skipped once the run has ended.
    pub in_run: bool,
    /// Step [3.1]: the Runner may break subroutines.
    pub encounter: bool,
}

/// Steps of a run (Rules Reference, "Timing Structure of a Run").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RunStep {
    /// [2] Approach the ice at the run's position.
    ApproachIce,
    /// [2.2] or [5.2]: the Runner may jack out (not at the first ice).
    JackOut,
    /// [2.4] Is the approached ice rezzed?
    CheckRezzed,
    /// [3] Encounter the ice.
    Encounter,
    /// [4] Pass the ice.
    PassIce,
    /// [5] Approach the server.
    ApproachServer,
    /// [5.4] The run is successful.
    Successful,
    /// [5.5] Access: determine the number of cards and start.
    AccessBegin,
    /// [5.5] Choose the next card to access.
    AccessNext,
    /// [5.4]-[5.5] The Runner may replace accessing cards with an "instead" effect (Rules
    /// Reference, "Replacement Effects": Account Siphon, Bank Job); decision, `pass` to access.
    ReplaceAccess,
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
}

/// One pending unit of rules work. The top of the stack runs next; some steps are decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Setup: `side` keeps or mulligans (Corp first, then Runner).
    Mulligan(Side),
    /// Corp's turn [1.1]: gain clicks, then the rest of the draw phase.
    CorpTurnStart,
    /// Runner's turn [1.1]: gain clicks, then the rest of step [1].
    RunnerTurnStart,
    /// [1.3] Recurring credits refill.
    Recurring(Side),
    /// [1.4] The turn begins: "when your turn begins" triggers.
    TurnBegins(Side),
    /// Corp [1.5]: mandatory draw; the Runner wins if R&D is empty.
    MandatoryDraw,
    /// Action phase: a decision while the player has clicks.
    ActionPhase(Side),
    /// Discard phase [3.1]/[2.1]: discard down to maximum hand size.
    DiscardPhase(Side),
    /// [3.3]/[2.3] Lose unspent clicks.
    LoseUnspentClicks(Side),
    /// [3.4]/[2.4] The turn ends.
    TurnEnds(Side),
    /// A paid ability window.
    Window(Window),
    /// Gain credits.
    Gain(Side, u8),
    /// Draw cards.
    Draw(Side, u8),
    /// Lose clicks.
    LoseClicks(Side, u8),
    /// Give the Runner tags.
    Tags(u8),
    /// Deal damage to the Runner.
    Damage(DamageKind, u8),
    /// End the run.
    EndRun,
    /// Trace: the Corp bids (decision).
    /// `so_far`: credits already bid (amount.rs: a bid of 255 adds 255 and asks again).
    TraceCorp {
        base: u8,
        effect: TraceEffect,
        so_far: u16,
    },
    /// Trace: the Runner bids (decision).
    /// `so_far`: credits already bid, as for the Corp.
    TraceRunner {
        strength: u16,
        effect: TraceEffect,
        so_far: u16,
    },
    /// Resolve `card`'s conditional ability for `event`.
    Trigger(u8, Event),
    /// The controller of the next `count` triggers below chooses which resolves first.
    Order(u8),
    /// The card being played chooses a mode (decision).
    ChooseMode(u8),
    /// The Runner chooses an unrezzed installed card to expose (decision).
    ChooseExpose,
    /// The Corp may rez a piece of ice ignoring all costs (decision).
    RezIceFree,
    /// An operation or event finished resolving: it goes to the discard pile.
    PlayDone(u8),
    /// Corp install of `card` in `server`: trash like cards (decision), then pay and place.
    CorpInstall { card: u8, server: u8 },
    /// Runner install of `card`: trash programs for memory (decision), then pay and place.
    RunnerInstall { card: u8 },
    /// A run step.
    Run(RunStep),
    /// [3.2] Resolve unbroken subroutines from index `next` on.
    ResolveSubs(u8),
    /// End of the encounter: encounter-end triggers, then [4] unless the run ended.
    EncounterEnd,
    /// [5.5.1]-[5.5.4] Access `card` (decision: trash or leave).
    AccessCard(u8),
    /// [6]/[7] The run ends.
    RunEnds,
    /// The owner of `card` chooses a card for its ability (decision: `mode` actions naming the
    /// chosen card, target none): Femme Fatale's ice, Forged Activation Orders' ice, Special
    /// Order's icebreaker, Data Dealer's agenda to forfeit.
    ChooseCard(u8),
    /// Forged Activation Orders: the Corp rezzes this ice paying its cost, or trashes it (decision).
    RezOrTrash(u8),
    /// A run event lets the Runner pick the server (decision: `run` actions; Inside Job).
    ChooseRunServer(u8),
    /// The Runner is about to take this many tags and may avoid some (decision; Decoy).
    AvoidTags(u8),
    /// The Runner is about to take this much meat damage and may prevent some (decision; Crash
    /// Space). Net and brain damage are not asked here.
    PreventMeatDamage(u8),
    /// The Runner chooses a mode of `card`'s ability (decision; e.g. Data Raven).
    RunnerMode(u8),
    /// Rules Reference, "Expose" and "Prevent": the Corp may prevent `card` from being exposed
    /// (decision; Zaibatsu Loyalty), else it is exposed.
    ExposePrevent(u8),
    /// The Corp places this many advancement tokens on an installed card that can be advanced
    /// (decision; AstroScript Pilot Program, Psychographics, Matrix Analyzer).
    PlaceAdvancement(u8),
    /// The Corp arranges the top `n` cards of R&D, choosing the card for position `placed` from
    /// the top (decision; Precognition).
    Arrange { placed: u8, n: u8 },
    /// End of the discard phase of this side: "when a discard phase ends" triggers.
    DiscardPhaseEnds(Side),
    /// A decision belonging to `source`'s card text, made by its owner: the card's file offers
    /// the actions and resolves the choice; `n` and `data` are that file's bookkeeping.
    CardChoice { source: u8, n: u8, data: u32 },
    /// Install step 2 (Rules Reference, "Install", "Host"): the Runner chooses the card that will
    /// host `card` (or the rig itself, by passing, when the card needs no host) (decision).
    ChooseHost(u8),
    /// A run event: its player chooses the server to run (decision).
    ChooseServer(u8),
    /// The player of `source` chooses a card for its effect; `n` counts earlier choices (decision).
    PickCard { source: u8, n: u8 },
    /// The owner of `card` (resolving an effect) chooses a card for it (decision): what is
    /// offered and what the choice does are up to the card's file.
    ChooseOption(u8),
    /// Runner install of `card` outside the install action, its install cost lowered by
    /// `discount` (e.g. Modded): trash programs for memory (decision), then pay and place.
    InstallDiscounted { card: u8, discount: u8 },
    /// Damage about to be suffered, before it resolves: the Runner may use prevent abilities
    /// (decision; Rules Reference, "Prevent", "Damage"). `first`: the first net damage this turn.
    PreventDamage {
        kind: DamageKind,
        amount: u8,
        first: bool,
    },
    /// An installed Runner program or hardware is about to be trashed: the Runner may use prevent
    /// abilities (decision; Rules Reference, "Prevent", "Trash").
    PreventTrash(u8),
    /// The Runner's installed programs use more memory than the limit (a card giving memory
    /// left): the Runner trashes programs until they fit (decision; Rules Reference, "Memory
    /// Limit").
    TrashForMemory,
    /// The owner of `source` chooses an amount for its effect, `so_far` already chosen (decision:
    /// `bid` actions; see `amount.rs`).
    ChooseAmount { source: u8, so_far: u16 },
    /// One use of `breaker`'s break ability breaks up to `left` more subroutines of the
    /// encountered ice (Battering Ram: "break up to 2"): the Runner chooses another or stops
    /// (decision: `break` on the same breaker, `pass`).
    BreakMore { breaker: u8, left: u8 },
    /// Corp install of `card` protecting `server` ignoring all costs, then rezzed ignoring all
    /// costs (Accelerated Beta Test): install step 3 may trash ice there first (decision).
    CorpInstallRezzed { card: u8, server: u8 },
}

impl Default for Step {
    /// An unused slot of the step stack (never run).
    fn default() -> Step {
        Step::RunEnds
    }
}

impl Window {
    /// A window opened during `active`'s turn.
    pub(crate) fn new(active: Side, rez: bool, score: bool) -> Window {
        Window {
            priority: active,
            opportunities: 1,
            acted: false,
            rez,
            score,
            ice: NONE,
            in_run: false,
            encounter: false,
        }
    }
    pub(crate) fn in_run(mut self) -> Window {
        self.in_run = true;
        self
    }
}

impl GameState {
    // ----- random -----

    /// Uniform integer in `0..n` (n > 0) from the state's generator.
    pub(crate) fn rand_below(&mut self, n: usize) -> usize {
        ((self.rng.next_u64() as u128 * n as u128) >> 64) as usize
    }

    pub(crate) fn shuffle_zone(&mut self, zone: Zone) {
        let mut list = match zone {
            Zone::Rd => std::mem::take(&mut self.corp.rd),
            _ => std::mem::take(&mut self.runner.stack),
        };
        for i in (1..list.len()).rev() {
            let j = self.rand_below(i + 1);
            list.swap(i, j);
        }
        // Nobody knows the order of a shuffled deck (Rules Reference, "Shuffle").
        for &c in &list {
            self.cards[c as usize].known = 0;
        }
        match zone {
            Zone::Rd => self.corp.rd = list,
            _ => self.runner.stack = list,
        }
        self.log_shuffled(zone);
    }

    // ----- the loop -----

    pub(crate) fn push(&mut self, step: Step) {
        // The deepest chain of pending work in the Core Set is far below this; a full stack means
        // a rules bug, so fail loudly in debug builds and drop the step in release builds.
        debug_assert!(
            !self.stack.is_full(),
            "rules stack overflow: {:?}",
            self.stack
        );
        let _ = self.stack.try_push(step);
    }

    /// Runs the rules until a player must decide or the game ends.
    pub(crate) fn advance(&mut self) {
        let mut scratch = ActionList::new();
        self.advance_into(&mut scratch);
    }

    /// [`GameState::advance`], leaving in `list` the legal actions of the decision it stops at
    /// (empty once the game is over), so that a player loop need not compute them again.
    pub(crate) fn advance_into(&mut self, list: &mut ActionList) {
        loop {
            list.clear();
            if self.log.on {
                self.log_sync();
            }
            if self.winner.is_some() {
                self.stack.clear();
                return;
            }
            let Some(&step) = self.stack.last() else {
                // Nothing pending can only happen between turns.
                self.push(if self.active == Side::Corp {
                    Step::RunnerTurnStart
                } else {
                    Step::CorpTurnStart
                });
                continue;
            };
            if self.run_ended_skip(step) {
                self.stack.pop();
                continue;
            }
            if self.is_decision(step) {
                // Constant abilities that act as soon as their condition holds (e.g. Parasite's
                // host ice reaching 0 strength) are checked before anyone decides.
                if cards::state_checks(self) {
                    continue;
                }
                self.legal_for(step, list);
                match step {
                    Step::Window(w) if list.len() == 1 && !self.corp_may_seem_to_act(w) => {
                        self.window_pass();
                        continue;
                    }
                    Step::Run(RunStep::AccessNext) if list.is_empty() => {
                        self.access_auto();
                        continue;
                    }
                    _ if list.is_empty() => {
                        // A decision with no choice: the step is over.
                        self.stack.pop();
                        self.decision_without_choice(step);
                        continue;
                    }
                    _ => return,
                }
            }
            self.stack.pop();
            self.exec(step);
        }
    }

    /// Steps belonging to a run that has already ended are skipped.
    fn run_ended_skip(&self, step: Step) -> bool {
        let ended = self.run.is_none_or(|r| r.ended);
        match step {
            Step::Run(_) | Step::ResolveSubs(_) | Step::AccessCard(_) => ended,
            Step::Window(w) => w.in_run && ended,
            _ => false,
        }
    }

    fn is_decision(&self, step: Step) -> bool {
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
                | Step::ChooseExpose
                | Step::RezIceFree
                | Step::CorpInstall { .. }
                | Step::RunnerInstall { .. }
                | Step::Run(RunStep::JackOut)
                | Step::Run(RunStep::AccessNext)
                | Step::AccessCard(_)
                | Step::Run(RunStep::ReplaceAccess)
                | Step::ChooseCard(_)
                | Step::RezOrTrash(_)
                | Step::ChooseRunServer(_)
                | Step::AvoidTags(_)
                | Step::PreventMeatDamage(_)
                | Step::RunnerMode(_)
                | Step::ExposePrevent(_)
                | Step::PlaceAdvancement(_)
                | Step::Arrange { .. }
                | Step::CardChoice { .. }
                | Step::ChooseHost(_)
                | Step::ChooseServer(_)
                | Step::PickCard { .. }
                | Step::ChooseOption(_)
                | Step::InstallDiscounted { .. }
                | Step::PreventDamage { .. }
                | Step::PreventTrash(_)
                | Step::TrashForMemory
                | Step::ChooseAmount { .. }
                | Step::BreakMore { .. }
                | Step::CorpInstallRezzed { .. }
        )
    }

    /// What a decision step does when it offers no choice at all.
    fn decision_without_choice(&mut self, step: Step) {
        match step {
            Step::ActionPhase(side) => self.end_action_phase(side),
            Step::CorpInstall { card, server } => self.finish_corp_install(card, server),
            Step::CorpInstallRezzed { card, server } => {
                self.finish_corp_install_rezzed(card, server)
            }
            Step::RunnerInstall { card } => self.finish_runner_install(card),
            Step::AccessCard(card) => self.finish_access(card),
            // A search that finds nothing still ends its effect (Special Order shuffles).
            Step::ChooseCard(card) => cards::resolve_choice(self, card, NONE),
            Step::CardChoice { source, n, data } => {
                cards::resolve_card_choice(self, source, n, data, Action::new(ActionKind::Pass))
            }
            Step::InstallDiscounted { card, discount } => {
                self.finish_runner_install_less(card, discount)
            }
            // Nothing (more) can prevent it: it happens.
            Step::PreventDamage { kind, amount, .. } => self.damage(kind, amount),
            Step::PreventTrash(card) if self.card(card).zone == Zone::Rig => self.trash_now(card),
            _ => {}
        }
    }

    /// Who must decide now, if anyone.
    pub fn current_side(&self) -> Option<Side> {
        if self.winner.is_some() {
            return None;
        }
        Some(match *self.stack.last()? {
            Step::Mulligan(s) | Step::ActionPhase(s) | Step::DiscardPhase(s) => s,
            Step::Window(w) => w.priority,
            Step::TraceCorp { .. }
            | Step::RezIceFree
            | Step::CorpInstall { .. }
            | Step::CorpInstallRezzed { .. }
            | Step::RezOrTrash(_)
            | Step::ExposePrevent(_)
            | Step::PlaceAdvancement(_)
            | Step::Arrange { .. } => Side::Corp,
            Step::ChooseCard(c) => self.card(c).owner,
            Step::ChooseRunServer(_) | Step::AvoidTags(_) | Step::PreventMeatDamage(_) => {
                Side::Runner
            }
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
            Step::ChooseOption(c) => self.card(c).owner,
            Step::ChooseAmount { source, .. } => self.card(source).owner,
            Step::BreakMore { .. } => Side::Runner,
            Step::Order(_) => self.order_controller(),
            Step::CardChoice { source, .. } => self.card(source).owner,
            Step::ChooseMode(c) | Step::ChooseServer(c) | Step::PickCard { source: c, .. } => {
                self.card(c).owner
            }
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
            Some(Step::ChooseMode(_)) | Some(Step::RunnerMode(_)) => "mode",
            Some(Step::ExposePrevent(_)) => "prevent_expose",
            Some(Step::PlaceAdvancement(_)) => "place_advancement",
            Some(Step::Arrange { .. }) => "arrange",
            Some(Step::ChooseExpose) => "expose",
            Some(Step::RezIceFree) => "rez_ice_free",
            Some(Step::CorpInstall { .. } | Step::CorpInstallRezzed { .. }) => "install_trash",
            Some(Step::RunnerInstall { .. }) => "memory",
            Some(Step::InstallDiscounted { .. } | Step::TrashForMemory) => "memory",
            Some(Step::ChooseOption(_)) => "choose_card",
            Some(Step::PreventDamage { .. }) => "prevent_damage",
            Some(Step::PreventTrash(_)) => "prevent_trash",
            Some(Step::Run(RunStep::JackOut)) => "jack_out",
            Some(Step::Run(RunStep::AccessNext)) => "access",
            Some(Step::AccessCard(_)) => "trash_or_steal",
            Some(Step::Run(RunStep::ReplaceAccess)) => "replace_access",
            Some(Step::ChooseCard(_)) => "choose_card",
            Some(Step::RezOrTrash(_)) => "rez_or_trash",
            Some(Step::ChooseRunServer(_)) => "run_server",
            Some(Step::AvoidTags(_)) => "avoid_tags",
            Some(Step::PreventMeatDamage(_)) => "prevent_meat_damage",
            Some(&Step::CardChoice { source, n, .. }) => cards::choice_name(self, source, n),
            Some(Step::ChooseHost(_)) => "host",
            Some(Step::ChooseServer(_)) => "run_server",
            Some(Step::PickCard { .. }) => "choose_card",
            Some(Step::ChooseAmount { .. }) => "amount",
            Some(Step::BreakMore { .. }) => "break_more",
            _ => "none",
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

    fn legal_for(&self, step: Step, out: &mut ActionList) {
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
                        let same = seen.iter().any(|&t| matches!(t, Step::Trigger(d, _) if self.cdef(d).behavior == self.cdef(c).behavior));
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
                    if !self.card(c).rezzed {
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
            Step::ChooseCard(card) => cards::card_choices(self, card, out),
            Step::RezOrTrash(ice) => {
                // Forged Activation Orders ruling 1: the rez cost must be paid, and any additional
                // cost with it (Rules Reference, "Additional Costs"; Archer needs an agenda).
                if self.can_rez_paying(ice) {
                    out.push(Action::new(ActionKind::Rez).card(ice));
                }
                out.push(Action::new(ActionKind::Trash).card(ice));
            }
            Step::ChooseRunServer(_) => {
                for s in 0..crate::state::MAX_SERVERS as u8 {
                    if s <= crate::state::ARCHIVES || !self.corp.servers[s as usize].is_empty() {
                        out.push(Action::new(ActionKind::Run).server(s));
                    }
                }
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
                for card in self.active_cards(Side::Runner) {
                    cards::tag_avoidance(self, card, out);
                }
                if !out.is_empty() {
                    out.push(Action::new(ActionKind::Pass));
                }
            }
            Step::ChooseOption(card) => cards::option_choices(self, card, out),
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
                for card in self.active_cards(Side::Runner) {
                    cards::meat_damage_prevention(self, card, out);
                }
                if !out.is_empty() {
                    out.push(Action::new(ActionKind::Pass));
                }
            }
            Step::CardChoice { source, n, data } => {
                cards::legal_choices(self, source, n, data, out)
            }
            Step::PickCard { source, n } => cards::pick_choices(self, source, n, out),
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
                    for c in self.corp_installed() {
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
                            && card.advancement as u32 >= self.advancement_requirement(c)
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

    // ----- apply -----

    /// Applies `action` if it is legal; otherwise returns an error and leaves the state untouched.
    pub fn apply(&mut self, action: Action) -> Result<(), EngineError> {
        if self.winner.is_some() {
            return Err(EngineError::IllegalAction("the game is over".into()));
        }
        if !self.legal_actions().contains(&action) {
            return Err(EngineError::IllegalAction(format!(
                "{} is not legal now (deciding: {})",
                self.label(&action),
                self.decision_name()
            )));
        }
        self.apply_unchecked(action);
        Ok(())
    }

    /// Applies the action with this integer code, if legal.
    pub fn apply_code(&mut self, code: u32) -> Result<(), EngineError> {
        let action = Action::from_code(code)
            .ok_or_else(|| EngineError::IllegalAction(format!("{code} is not an action code")))?;
        self.apply(action)
    }

    /// Applies a legal action without checking it: the hot path for search. An illegal action
    /// gives an unspecified (but memory-safe) state.
    pub fn apply_unchecked(&mut self, action: Action) {
        if self.resolve_action(action) {
            self.advance();
        }
    }

    /// Applies a legal action without checking it, like [`GameState::apply_unchecked`], and
    /// leaves in `legal` the legal actions of the next decision (what [`GameState::legal_actions`]
    /// would return, without computing them twice): the hot path of bots and `simulate`.
    pub fn apply_and_list(&mut self, action: Action, legal: &mut ActionList) {
        if self.resolve_action(action) {
            self.advance_into(legal);
        } else {
            legal.clear();
        }
    }

    /// Carries out `action` at the pending decision; false if nothing was pending.
    fn resolve_action(&mut self, action: Action) -> bool {
        let Some(&step) = self.stack.last() else {
            return false;
        };
        self.decisions = self.decisions.saturating_add(1);
        // Event log: changes from here on are this decision's (its card paid or gained them).
        self.log_source(action.card, true);
        match step {
            Step::Mulligan(side) => {
                self.stack.pop();
                if action.kind == ActionKind::Mulligan {
                    self.mulligan(side);
                }
            }
            Step::ActionPhase(side) => self.take_action(side, action),
            Step::DiscardPhase(side) => self.discard(side, action.card),
            Step::Window(w) => {
                if action.kind == ActionKind::Pass {
                    self.window_pass();
                } else {
                    if let Some(Step::Window(top)) = self.stack.last_mut() {
                        top.acted = true;
                    }
                    self.window_act(w, action);
                }
            }
            Step::TraceCorp {
                base,
                effect,
                so_far,
            } => {
                self.stack.pop();
                let bid = so_far.saturating_add(action.amount as u16);
                if action.amount == crate::amount::AMOUNT_CONTINUE {
                    self.push(Step::TraceCorp {
                        base,
                        effect,
                        so_far: bid,
                    });
                } else {
                    self.log.trace_base = base;
                    self.pay_trace(Side::Corp, bid);
                    self.push(Step::TraceRunner {
                        strength: (base as u16).saturating_add(bid),
                        effect,
                        so_far: 0,
                    });
                }
            }
            Step::TraceRunner {
                strength,
                effect,
                so_far,
            } => {
                self.stack.pop();
                let bid = so_far.saturating_add(action.amount as u16);
                if action.amount == crate::amount::AMOUNT_CONTINUE {
                    self.push(Step::TraceRunner {
                        strength,
                        effect,
                        so_far: bid,
                    });
                } else {
                    self.pay_trace(Side::Runner, bid);
                    self.log_trace(strength, bid);
                    self.resolve_trace(strength, bid, effect);
                }
            }
            Step::Order(n) => {
                self.stack.pop();
                let top = self.stack.len() - 1;
                let chosen = self.stack.remove(top - action.target as usize);
                if n > 2 {
                    self.push(Step::Order(n - 1));
                }
                self.push(chosen);
            }
            Step::ChooseMode(card) => {
                self.stack.pop();
                cards::resolve_mode(self, card, action.target);
            }
            Step::ChooseExpose => {
                self.stack.pop();
                // The Corp may first prevent the expose ("Prevent"; Zaibatsu Loyalty).
                self.push(Step::ExposePrevent(action.card));
            }
            Step::ExposePrevent(card) => match action.kind {
                // Zaibatsu Loyalty may be rezzed when a card would be exposed.
                ActionKind::Rez => self.rez_paying(action.card),
                ActionKind::Ability => {
                    self.stack.pop();
                    cards::use_paid_ability(self, action.card, action.target);
                }
                _ => {
                    self.stack.pop();
                    // Rules Reference, "Expose": shown to all players, then returned to its state.
                    self.card_mut(card).known = 3;
                    self.log_here(EventKind::Exposed, Side::Runner, card, 0);
                }
            },
            Step::RunnerMode(card) => {
                self.stack.pop();
                cards::resolve_mode(self, card, action.target);
            }
            Step::PlaceAdvancement(n) => {
                self.stack.pop();
                let c = self.card_mut(action.card);
                c.advancement = crate::invariants::add_counter(c.advancement, n);
                self.log_here(EventKind::Advanced, Side::Corp, action.card, n as u16);
            }
            Step::Arrange { placed, n } => {
                self.stack.pop();
                let len = self.corp.rd.len();
                let slot = len - 1 - placed as usize;
                if let Some(i) = self.corp.rd.iter().position(|&c| c == action.card) {
                    self.corp.rd.swap(i, slot);
                }
                // The last card left takes the last position.
                if placed + 2 < n {
                    self.push(Step::Arrange {
                        placed: placed + 1,
                        n,
                    });
                }
            }
            Step::RezIceFree => {
                self.stack.pop();
                if action.kind == ActionKind::Rez {
                    self.rez(action.card);
                }
            }
            Step::CorpInstall { card, server } => {
                if action.kind == ActionKind::Trash {
                    self.trash(action.card);
                } else {
                    self.stack.pop();
                    self.finish_corp_install(card, server);
                }
            }
            Step::CorpInstallRezzed { card, server } => {
                if action.kind == ActionKind::Trash {
                    self.trash(action.card);
                } else {
                    self.stack.pop();
                    self.finish_corp_install_rezzed(card, server);
                }
            }
            // Install step 3: trash a program (chosen, so not prevented), or done.
            Step::RunnerInstall { card } => {
                if action.kind == ActionKind::Trash {
                    self.trash_now(action.card);
                } else {
                    self.stack.pop();
                    self.finish_runner_install(card);
                }
            }
            Step::Run(RunStep::JackOut) => {
                self.stack.pop();
                if action.kind == ActionKind::JackOut {
                    self.end_run_because(crate::state::RunEndReason::JackedOut);
                }
            }
            Step::Run(RunStep::AccessNext) => self.choose_access(action),
            Step::AccessCard(card) => {
                self.stack.pop();
                match action.kind {
                    ActionKind::Score => {
                        // Steal, paying any additional cost (Red Herrings).
                        let cost = cards::steal_cost(self, card);
                        self.pay_runner(Spend::Other, cost as u16);
                        self.note_set_aside(card, false);
                        self.steal(card);
                    }
                    ActionKind::Trash => {
                        // A card that an ability lets the Runner trash at no cost (Demolition Run).
                        if !self.free_access_trash(card) {
                            let cost = self.cdef(card).trash_cost.unwrap_or(0);
                            self.pay_runner(Spend::TrashCost(card), cost as u16);
                            self.log.trash_paid = cost as u16;
                        }
                        self.trash(card);
                        self.finish_access(card);
                    }
                    _ => {
                        self.log_here(EventKind::AccessLeft, Side::Runner, card, 0);
                        self.finish_access(card)
                    }
                }
            }
            Step::Run(RunStep::ReplaceAccess) => {
                self.stack.pop();
                if action.kind == ActionKind::Mode {
                    self.replace_access(action.card, action.target);
                }
            }
            Step::ChooseCard(card) => {
                self.stack.pop();
                cards::resolve_choice(self, card, action.card);
            }
            Step::RezOrTrash(ice) => {
                self.stack.pop();
                if action.kind == ActionKind::Rez {
                    // Additional costs to rez apply (Archer: an agenda is forfeited).
                    self.rez_paying(ice);
                } else {
                    self.trash(ice);
                }
            }
            Step::ChooseRunServer(card) => {
                self.stack.pop();
                self.start_run(action.server);
                if let Some(run) = self.run.as_mut() {
                    run.source = card;
                }
            }
            Step::AvoidTags(n) => {
                self.stack.pop();
                if action.kind == ActionKind::Pass {
                    self.runner.tags = crate::invariants::add_counter(self.runner.tags, n);
                } else {
                    // Rules Reference, "Avoid": the avoided part of the effect does not resolve.
                    let avoided = cards::avoid_tags(self, action.card, action.target);
                    self.push(Step::Tags(n.saturating_sub(avoided)));
                }
            }
            Step::PreventMeatDamage(n) => {
                self.stack.pop();
                if action.kind == ActionKind::Pass {
                    self.damage(crate::engine::DamageKind::Meat, n);
                } else {
                    // Rules Reference, "Prevent": the prevented damage is not dealt.
                    let prevented = cards::prevent_meat_damage(self, action.card, action.target);
                    self.log.prevented = prevented.min(n);
                    self.push(Step::Damage(DamageKind::Meat, n.saturating_sub(prevented)));
                }
            }
            Step::CardChoice { source, n, data } => {
                self.stack.pop();
                cards::resolve_card_choice(self, source, n, data, action);
            }
            Step::ChooseHost(card) => {
                self.stack.pop();
                if action.kind == ActionKind::Install {
                    self.card_mut(card).host = action.card;
                }
            }
            Step::ChooseServer(card) => {
                self.stack.pop();
                self.start_run(action.server);
                if let Some(r) = self.run.as_mut() {
                    r.source = card;
                }
            }
            Step::PickCard { source, n } => {
                self.stack.pop();
                let chosen = if action.kind == ActionKind::Pass {
                    NONE
                } else {
                    action.card
                };
                cards::card_picked(self, source, n, chosen);
            }
            Step::ChooseOption(card) => {
                self.stack.pop();
                cards::resolve_option(self, card, action);
            }
            Step::ChooseAmount { source, so_far } => {
                self.stack.pop();
                self.choose_amount(source, so_far, action.amount);
            }
            Step::BreakMore { breaker, left } => {
                self.stack.pop();
                if action.kind == ActionKind::Break {
                    self.break_more(breaker, action.target, left);
                }
            }
            Step::InstallDiscounted { card, discount } => {
                // Programs trashed to make room are chosen by the Runner, not prevented.
                if action.kind == ActionKind::Trash {
                    self.trash_now(action.card);
                } else {
                    self.stack.pop();
                    self.finish_runner_install_less(card, discount);
                }
            }
            Step::TrashForMemory => {
                self.trash_now(action.card);
                if self.memory_used() <= self.memory_limit() {
                    self.stack.pop();
                }
            }
            Step::PreventDamage { .. } | Step::PreventTrash(_) => {
                if action.kind == ActionKind::Pass {
                    self.stack.pop();
                    self.decision_without_choice(step);
                } else {
                    // The prevent ability changes or removes the pending step on top.
                    cards::use_paid_ability(self, action.card, action.target);
                }
            }
            _ => {}
        }
        true
    }

    fn window_act(&mut self, w: Window, action: Action) {
        match action.kind {
            // Rules Reference, "Additional Costs": a card with one pays it with its rez cost.
            ActionKind::Rez => self.rez_paying(action.card),
            ActionKind::Score => self.score(action.card),
            ActionKind::Break => self.break_subroutine(action.card, action.target),
            ActionKind::Ability => cards::use_paid_ability(self, action.card, action.target),
            _ => {}
        }
        let _ = w;
    }

    /// Whether, as far as the Runner can tell, the Corp might act in this window. The Corp is
    /// then asked even if it can only pass: skipping the question would tell the Runner that a
    /// facedown card cannot be rezzed or scored (hidden information, DESIGN.md).
    fn corp_may_seem_to_act(&self, w: Window) -> bool {
        if w.priority != Side::Corp {
            return false;
        }
        if w.ice != NONE && self.card(w.ice).installed() && !self.card(w.ice).rezzed {
            return true;
        }
        (w.rez || w.score)
            && self
                .corp
                .servers
                .iter()
                .flat_map(|s| s.root.iter())
                .any(|&c| {
                    let card = self.card(c);
                    let unknown = !card.known_to(Side::Runner);
                    !card.rezzed
                        && ((w.rez && unknown) || (w.score && unknown && card.advancement > 0))
                })
    }

    /// The priority player declines to act (Rules Reference, "Paid Ability Window").
    pub(crate) fn window_pass(&mut self) {
        let Some(Step::Window(w)) = self.stack.last_mut() else {
            return;
        };
        if !w.acted && w.opportunities >= 2 {
            self.stack.pop();
        } else {
            w.priority = w.priority.other();
            w.opportunities = w.opportunities.saturating_add(1);
            w.acted = false;
        }
    }

    // ----- the effect vocabulary -----

    fn exec(&mut self, step: Step) {
        match step {
            Step::CorpTurnStart => self.corp_turn_start(),
            Step::RunnerTurnStart => self.runner_turn_start(),
            Step::Recurring(side) => self.refill_recurring(side),
            Step::TurnBegins(side) => {
                let turn = self.turn.min(u16::MAX as u32) as u16;
                self.log(EventKind::TurnBegins, Some(side), NONE, NONE, NONE, turn, 0);
                self.fire(Event::TurnBegins(side))
            }
            Step::MandatoryDraw => self.mandatory_draw(),
            Step::LoseUnspentClicks(side) => {
                self.log_source(NONE, false);
                *self.clicks_mut(side) = 0
            }
            Step::TurnEnds(side) => self.turn_ends(side),
            Step::Gain(side, n) => {
                let c = self.credits_mut(side);
                *c = crate::invariants::add_credits(*c, n as u16);
            }
            Step::Draw(side, n) => {
                for _ in 0..n {
                    self.draw(side);
                }
            }
            Step::LoseClicks(side, n) => {
                let c = self.clicks_mut(side);
                *c = c.saturating_sub(n);
            }
            // Tags and meat damage may first be avoided or prevented (Rules Reference, "Avoid",
            // "Prevent"): the Runner is asked only when an active card could do it.
            Step::Tags(n) if n > 0 && self.runner_can(cards::tag_avoidance) => {
                self.push(Step::AvoidTags(n))
            }
            Step::Tags(n) => self.runner.tags = crate::invariants::add_counter(self.runner.tags, n),
            Step::Damage(DamageKind::Meat, n)
                if n > 0 && self.runner_can(cards::meat_damage_prevention) =>
            {
                self.push(Step::PreventMeatDamage(n))
            }
            Step::Damage(kind, n) => self.damage_or_prevent(kind, n),
            Step::EndRun => self.end_run(),
            // An ability whose card stopped being active before it resolved does nothing.
            Step::Trigger(card, event) if self.is_active(card) => {
                self.log_source(card, false);
                cards::resolve_trigger(self, card, event)
            }
            Step::PlayDone(card) => {
                let owner = self.card(card).owner;
                self.move_to_discard(card, owner, true);
            }
            Step::Run(run_step) => self.run_step(run_step),
            Step::ResolveSubs(next) => self.resolve_subs(next),
            Step::EncounterEnd => self.encounter_end(),
            Step::RunEnds => self.run_ends(),
            Step::DiscardPhaseEnds(side) => self.fire(Event::DiscardPhaseEnds(side)),
            _ => {}
        }
    }

    /// Whether some active Runner card offers an action through `offers` (avoid/prevent hooks).
    fn runner_can(&self, offers: impl Fn(&GameState, u8, &mut ActionList)) -> bool {
        let mut out = ActionList::new();
        for card in self.active_cards(Side::Runner) {
            offers(self, card, &mut out);
        }
        !out.is_empty()
    }

    /// Whether `card` is active: Runner cards installed; Corp cards rezzed or scored; identities.
    pub(crate) fn is_active(&self, card: u8) -> bool {
        let c = self.card(card);
        match c.zone {
            Zone::Identity | Zone::Rig | Zone::Score(_) | Zone::PlayArea => true,
            Zone::Ice(_) | Zone::Root(_) => c.rezzed,
            _ => false,
        }
    }

    /// Conditional abilities meeting their trigger condition: collected from active cards and put
    /// on the stack so that the active player's resolve first; a player with several different
    /// ones chooses their order (Rules Reference, "Trigger Steps"). New triggers go on top of
    /// pending work, so chain reactions resolve newest first ("Chain Reactions").
    pub(crate) fn fire(&mut self, event: Event) {
        let inactive = self.active.other();
        for side in [inactive, self.active] {
            let mut count = 0u8;
            for card in self.active_cards(side) {
                if cards::triggers_on(self, card, event) {
                    self.push(Step::Trigger(card, event));
                    count += 1;
                }
            }
            if count >= 2 {
                self.push(Step::Order(count));
            }
        }
    }

    fn order_controller(&self) -> Side {
        let top = self.stack.len() - 1;
        match self.stack.get(top.wrapping_sub(1)) {
            Some(Step::Trigger(c, _)) => self.card(*c).owner,
            _ => self.active,
        }
    }

    /// Moves `card` out of wherever it is (lists and servers), leaving its zone stale. Cards
    /// hosted on an installed card that leaves are trashed (Rules Reference, "Hosted": this
    /// cannot be prevented).
    pub(crate) fn unplace(&mut self, card: u8) {
        let zone = self.card(card).zone;
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
        }
        fn rm<const N: usize>(list: &mut crate::list::List<u8, N>, card: u8) -> Option<usize> {
            let i = list.iter().position(|&c| c == card)?;
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
            Zone::Identity | Zone::PlayArea | Zone::Removed => {}
        }
        let c = self.card_mut(card);
        c.boost = 0;
        c.flags &= FLAG_ACCESSED;
        // Femme Fatale rulings 3 and 4: a choice is kept only while the choosing card stays
        // installed, and only for that ice while it stays installed (a reinstalled card is new).
        c.chosen = NONE;
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
    /// both players (Rules Reference, "Archives": rezzed or faceup cards stay faceup).
    pub(crate) fn move_to_discard(&mut self, card: u8, owner: Side, faceup: bool) {
        self.unplace(card);
        let c = self.card_mut(card);
        let up = faceup || c.rezzed || c.faceup || owner == Side::Runner;
        c.rezzed = false;
        c.faceup = up;
        c.advancement = 0;
        c.credits = 0;
        c.virus = 0;
        c.agenda_counters = 0;
        c.power = 0;
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
        // A card the Runner trashes while accessing it was seen faceup.
        self.move_to_discard(card, owner, accessed);
        self.log_trashed(card, from, accessed);
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
        if let Some(run) = self.run.as_mut() {
            let from_bp = left.min(run.bad_publicity_credits as u16);
            run.bad_publicity_credits -= from_bp as u8;
            left -= from_bp;
        }
        // Credits on the run's source that count as being in the pool (Stimhack).
        let source = self.pool_credit_source();
        if source != NONE && left > 0 {
            let take = left.min(self.card(source).credits as u16);
            self.card_mut(source).credits -= take as u8;
            self.log_card_credits(source, take as u8, false);
            left -= take;
        }
        self.runner.credits = self.runner.credits.saturating_sub(left);
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
        let source = self.pool_credit_source();
        let temporary = if source == NONE {
            0
        } else {
            self.card(source).credits as u32
        };
        self.runner.credits as u32
            + self.run.map_or(0, |r| r.bad_publicity_credits as u32)
            + hosted
            + temporary
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
        let c = self.card_mut(card);
        c.rezzed = true;
        c.faceup = true;
        c.known = 3;
        self.log_here(EventKind::Rezzed, Side::Corp, card, 0);
        self.trash_older_unique(card);
        self.fire(Event::Rezzed(card));
    }

    /// Forfeits the scored or stolen agenda `card` (Rules Reference, "Forfeit"): it is removed
    /// from the game, its points no longer count, and its tokens return to the bank.
    pub(crate) fn forfeit(&mut self, card: u8) {
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
        self.turn_flags.corp_scored = true;
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
            self.fire(Event::Scored(card));
        }
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
        self.log_agenda(EventKind::Stolen, card, from);
        self.check_agenda_win();
        if self.winner.is_none() {
            self.fire(Event::Stolen(card));
        }
    }

    fn check_agenda_win(&mut self) {
        for side in [Side::Corp, Side::Runner] {
            if self.agenda_points(side) >= 7 {
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
    fn damage_or_prevent(&mut self, kind: DamageKind, amount: u8) {
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
    fn damage(&mut self, kind: DamageKind, amount: u8) {
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
        for _ in 0..amount {
            let i = self.rand_below(self.runner.grip.len());
            let card = self.runner.grip[i];
            self.move_to_discard(card, Side::Runner, true);
            self.log_damage_trashed(card, kind);
        }
    }

    // ----- traces -----

    /// Credits the side may spend on a trace, including credits that only pay for traces.
    pub(crate) fn trace_budget(&self, side: Side) -> u32 {
        match side {
            Side::Corp => self.corp.credits as u32 + cards::trace_credits(self),
            Side::Runner => self.runner_credits_for(Spend::Trace),
        }
    }

    fn pay_trace(&mut self, side: Side, amount: u16) {
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
    fn resolve_trace(&mut self, strength: u16, runner_bid: u16, effect: TraceEffect) {
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
            }
        }
    }
}
