//! The resumable rules machine: the stack of pending steps (`Step`), pushing and running it
//! until the next decision (`advance`), applying a chosen action (`apply*`, `resolve_action`)
//! and executing non-decision steps (`exec`). Follows the Rules Reference's timing structures
//! ("Turn Structure", "Timing Structure of a Run"). Paid ability windows live in `windows`,
//! legal actions in `legal`, conditional abilities in `triggers` and the effect vocabulary
//! cards are written in in `effects`; the types they define are re-exported here.

use crate::actions::{Action, ActionKind, ActionList, NONE};
use crate::cards;
use crate::error::EngineError;
use crate::log::EventKind;
use crate::side::Side;
use crate::state::{GameState, Zone};
use rand_core::RngCore;
use serde::{Deserialize, Serialize};

pub(crate) use crate::effects::Spend;
pub use crate::effects::{DamageKind, TraceEffect};
pub use crate::triggers::Event;
pub use crate::windows::Window;

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
    /// [5.3]-[5.4] The Runner approaches the attacked server, once the last rez window before it
    /// has closed (the modern timing structure's step 4g): "whenever the Runner approaches this
    /// server" abilities (Manegarm Skunkworks, Anoetic Void ruling 1) resolve, before the run is
    /// declared successful.
    ServerApproached,
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
    /// As `side`'s turn begins, the "when your turn begins" abilities of its cards in its discard
    /// pile that work from there (`triggers_in_discard`: Subliminal Messaging) are offered, each
    /// a mode of its card, until `side` passes (decision). `side` gets this decision whenever
    /// its deck holds such a card, whether or not one is in the pile: a facedown card in Archives
    /// is not given away by a decision that only it would bring (Rules Reference,
    /// "Information").
    DiscardAbilities(Side),
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
    /// Forged Activation Orders: the Corp rezzes this ice paying its cost, or trashes it (decision).
    RezOrTrash(u8),
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
    Choice { source: u8, n: u8, data: u32 },
    /// Install step 2 (Rules Reference, "Install", "Host"): the Runner chooses the card that will
    /// host `card` (or the rig itself, by passing, when the card needs no host) (decision).
    ChooseHost(u8),
    /// A run event: its player chooses the server to run (decision).
    ChooseServer(u8),
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
    /// Resolve `card`'s persistent conditional ability for `event`: the card left play during
    /// the run, but its ability lasts for the rest of that run ("Persistent": AMAZE Amusements).
    TriggerPersisting(u8, Event),
    /// The Corp gains credits through an ability of `card` (an operation's or agenda's
    /// effect): as `Gain`, and "the first time you gain credits through an ability on an
    /// agenda or operation" (The Zwicky Group) sees where they came from
    /// (effects/credit_sources.rs).
    CorpGainFrom(u8, u8),
}

impl Default for Step {
    /// An unused slot of the step stack (never run).
    fn default() -> Step {
        Step::RunEnds
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
                    // A card's own choice with a single possible outcome is not asked
                    // (docs/actions.md, "Decisions"): that outcome happens. A "you may" stays a
                    // question while it can be taken (do it, or pass).
                    Step::Choice { .. } | Step::ChooseMode(_) | Step::RunnerMode(_)
                        if list.len() == 1 && self.forced_in_the_open(list[0]) =>
                    {
                        let only = list[0];
                        self.carry_out(step, only);
                        continue;
                    }
                    _ => return,
                }
            }
            self.stack.pop();
            probe!(Step, crate::profiler::step_kind(step));
            self.exec(step);
        }
    }

    /// Steps belonging to a run that has already ended are skipped.
    fn run_ended_skip(&self, step: Step) -> bool {
        // Asked for every step: the run is looked at only for the steps that belong to one.
        let ended = || self.run.as_ref().is_none_or(|r| r.ended);
        match step {
            Step::Run(_) | Step::ResolveSubs(_) => ended(),
            // An access outside a run (Detente) goes on with no run.
            Step::AccessCard(_) => self.run.as_ref().is_some_and(|r| r.ended),
            Step::Window(w) => w.in_run && ended(),
            _ => false,
        }
    }

    /// Whether the pending decision is a card's own choice (its `choose_card`-like decisions,
    /// and the modes a card offers its controller or the other player): those that
    /// docs/actions.md promises are not asked when they have a single possible outcome.
    pub fn is_card_choice(&self) -> bool {
        self.winner.is_none()
            && matches!(
                self.stack.last(),
                Some(Step::Choice { .. } | Step::ChooseMode(_) | Step::RunnerMode(_))
            )
    }

    /// Whether the other player can tell that `only`, the single action of a card's own
    /// choice, is forced, so that taking it without asking reveals nothing: it names a card the
    /// other player knows, or the only card of its hidden pile. Otherwise the question stays:
    /// two copies left in HQ are one outcome to the Corp, but the Runner must not learn that
    /// they are copies; and a lone `pass` stays, since what it declines may depend on cards the
    /// other player has not seen (no ice among the cards Accelerated Beta Test looked at).
    fn forced_in_the_open(&self, only: Action) -> bool {
        let Some(c) = self.cards.get(only.card as usize) else {
            return false;
        };
        let Some(other) = self.current_side().map(Side::other) else {
            return true;
        };
        let pile = match c.zone {
            Zone::Hq => self.corp.hq.len(),
            Zone::Rd => self.corp.rd.len(),
            Zone::Grip => self.runner.grip.len(),
            Zone::Stack => self.runner.stack.len(),
            _ => 0,
        };
        c.known_to(other) || pile == 1
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
            Step::DiscardPhase(side) => self.discards_done(side),
            Step::AccessCard(card) => self.finish_access(card),
            // A search that finds nothing still ends its effect (Special Order shuffles).
            Step::Choice { source, n, data } => {
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
        probe!(Decision, self.decision_name());
        self.carry_out(step, action);
        true
    }

    /// Carries out `action` at the pending decision `step` (the top of the stack), whether a
    /// player chose it or it was the only outcome.
    fn carry_out(&mut self, step: Step, action: Action) {
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
            Step::DiscardAbilities(_) => {
                if action.kind == ActionKind::Pass {
                    self.stack.pop();
                } else {
                    // The decision stays: another card may use its ability next.
                    cards::resolve_mode(self, action.card, action.target);
                }
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
                    self.jack_out();
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
                        let clicks = cards::steal_clicks(self.cdef(card));
                        self.runner.clicks = self.runner.clicks.saturating_sub(clicks);
                        self.note_set_aside(card, false);
                        self.steal(card);
                    }
                    ActionKind::Trash => {
                        // A card that an ability lets the Runner trash at no cost (Demolition Run).
                        if !self.free_access_trash(card) {
                            // As changed by other cards (Mahkota Langit Grid).
                            let cost = self.trash_cost(card).unwrap_or(0).min(u16::MAX as u32);
                            self.pay_runner(Spend::TrashCost(card), cost as u16);
                            self.log.trash_paid = cost as u16;
                        }
                        self.trash_accessed(card);
                        self.finish_access(card);
                    }
                    // An "Access →" ability (Carnivore): the card finishes the access.
                    ActionKind::Ability => {
                        cards::use_access_ability(self, action.card, action.target, card)
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
            Step::RezOrTrash(ice) => {
                self.stack.pop();
                if action.kind == ActionKind::Rez {
                    // Additional costs to rez apply (Archer: an agenda is forfeited).
                    self.rez_paying(ice);
                } else {
                    self.trash(ice);
                }
            }
            Step::AvoidTags(n) => {
                self.stack.pop();
                if action.kind == ActionKind::Pass {
                    self.take_tags(n);
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
            Step::Choice { source, n, data } => {
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
    }

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
            // One draw of n cards, which interrupts may change (effects/draws.rs).
            Step::Draw(side, n) => self.draw_cards(side, n),
            Step::LoseClicks(side, n) => {
                // Clicks an effect takes are lost, not spent, even while an action resolves
                // (event log: `clicks_lost`; Creative Commission, VRcation).
                self.log_source(self.log.source, false);
                let c = self.clicks_mut(side);
                *c = c.saturating_sub(n);
            }
            // Tags and meat damage may first be avoided or prevented (Rules Reference, "Avoid",
            // "Prevent"): the Runner is asked only when an active card could do it.
            Step::Tags(n)
                if n > 0
                    && self.asks(cards::hooks::TAG_AVOIDANCE)
                    && self.runner_can(cards::hooks::TAG_AVOIDANCE, cards::tag_avoidance) =>
            {
                self.push(Step::AvoidTags(n))
            }
            Step::Tags(n) => self.take_tags(n),
            Step::Damage(DamageKind::Meat, n)
                if n > 0
                    && self.asks(cards::hooks::MEAT_DAMAGE_PREVENTION)
                    && self.runner_can(
                        cards::hooks::MEAT_DAMAGE_PREVENTION,
                        cards::meat_damage_prevention,
                    ) =>
            {
                self.push(Step::PreventMeatDamage(n))
            }
            Step::Damage(kind, n) => self.damage_or_prevent(kind, n),
            // The card that made the run may prevent it from ending (Shred).
            Step::EndRun if !cards::run_end_prevented(self) => self.end_run(),
            // An ability whose card stopped being active before it resolved does nothing.
            Step::Trigger(card, event) if self.is_active(card) => {
                self.log_source(card, false);
                cards::resolve_trigger(self, card, event)
            }
            Step::TriggerPersisting(card, event) => {
                self.log_source(card, false);
                cards::resolve_trigger(self, card, event)
            }
            Step::CorpGainFrom(card, n) => self.corp_gain_from(card, n as u16),
            // An event that left the play area while resolving is not trashed (Networking
            // ruling 1: it went back to the grip).
            Step::PlayDone(card) if self.card(card).zone == Zone::PlayArea => {
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

    /// Whether some active Runner card offers an action through `offers` (avoid/prevent hooks),
    /// asking only the cards whose definition sets `hook` (dispatch by card).
    fn runner_can(&self, hook: u64, offers: impl Fn(&GameState, u8, &mut ActionList)) -> bool {
        let mut out = ActionList::new();
        for card in self.active_with(Side::Runner, hook) {
            offers(self, card, &mut out);
        }
        !out.is_empty()
    }
}
