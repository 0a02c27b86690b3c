//! `nr-fast profile` (issue 26): where the time of a batch of games goes, by rule.
//!
//! Compiled only with the cargo feature `profile` (the crate `nr_engine_profile` builds this
//! same source with it on; docs/performance.md argues the choice). The engine marks its scopes
//! with `probe!(Category, name)` (lib.rs): without the feature the macro expands to nothing, so
//! the normal build is the code it was; with it, each scope is a guard that times itself into a
//! tree kept per thread, keyed by its path of (category, name) from the root. Scopes:
//!
//! - `decision`: carrying out a player's chosen action, by decision kind (`decision_name`);
//! - `step`: executing a pending step of the rules machine, by the step's kind;
//! - `legal`: legal-action generation, by the kind of the pending step;
//! - `card` then `hook`: a card hook asked through `cards::ask!`, by card title, then hook;
//! - `unset`: a hook asked of a card that does not set it (nothing called), by hook;
//! - `label`, `clone`, `determinize`: labels of actions, state copies, redeals (ISMCTS);
//! - `game` (setup), `bot` (a bot choosing, by bot) and `apply` (applying the choice and
//!   running the rules to the next decision): the driver's own scopes, the roots of the tree.
//!
//! Times are wall-clock (`Instant`), less the probes' own cost: before the batch, the cost of
//! an empty scope is measured (the least of several trials), both the part a scope sees of its
//! own probe and the part its parent sees, and subtracted per scope from the totals. On a
//! loaded machine a scope also counts the time its thread waited for a core; such waits fall
//! where the time goes, so shares stay right on average but small rows are noisy. Counts are
//! exact.

use crate::bots::BotKind;
use crate::deck::DeckList;
use crate::engine::{RunStep, Step};
use crate::error::EngineError;
use crate::side::Side;
use crate::simulate::{game_seed, MAX_DECISIONS};
use crate::state::GameState;
use std::cell::RefCell;
use std::collections::HashMap;
use std::time::Instant;

/// What a profiled scope measures (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Category {
    /// Game setup.
    Game,
    /// A bot choosing its action, by bot.
    Bot,
    /// Applying a chosen action and running the rules to the next decision.
    Apply,
    /// Carrying out a chosen action, by decision kind.
    Decision,
    /// Executing a pending rules step, by step kind.
    Step,
    /// Legal-action generation, by the kind of the pending step.
    Legal,
    /// A card's hook asked, by card title.
    Card,
    /// A card's hook asked, by hook.
    Hook,
    /// Labelling an action.
    Label,
    /// Copying a state.
    Clone,
    /// Redealing what a side has not seen (ISMCTS).
    Determinize,
    /// A hook asked of a card whose definition does not set it (or that lost its abilities):
    /// nothing to call, by hook.
    Unset,
}

impl Category {
    /// The category's name in tables.
    pub fn name(self) -> &'static str {
        match self {
            Category::Game => "game",
            Category::Bot => "bot",
            Category::Apply => "apply",
            Category::Decision => "decision",
            Category::Step => "step",
            Category::Legal => "legal",
            Category::Card => "card",
            Category::Hook => "hook",
            Category::Label => "label",
            Category::Clone => "clone",
            Category::Determinize => "determinize",
            Category::Unset => "unset",
        }
    }
}

struct Node {
    parent: u32,
    category: Category,
    name: &'static str,
    calls: u64,
    total_ns: u64,
    child_ns: u64,
}

struct Frame {
    node: u32,
    start: Instant,
}

/// The tree being recorded on this thread. Node 0 is the root.
struct Recorder {
    nodes: Vec<Node>,
    index: HashMap<(u32, Category, usize, usize), u32>,
    stack: Vec<Frame>,
}

impl Recorder {
    fn new() -> Recorder {
        Recorder {
            nodes: vec![Node {
                parent: u32::MAX,
                category: Category::Game,
                name: "all",
                calls: 0,
                total_ns: 0,
                child_ns: 0,
            }],
            index: HashMap::new(),
            stack: Vec::new(),
        }
    }

    fn enter(&mut self, category: Category, name: &'static str) {
        let parent = self.stack.last().map_or(0, |f| f.node);
        let key = (parent, category, name.as_ptr() as usize, name.len());
        let next = self.nodes.len() as u32;
        let node = *self.index.entry(key).or_insert(next);
        if node == next {
            self.nodes.push(Node {
                parent,
                category,
                name,
                calls: 0,
                total_ns: 0,
                child_ns: 0,
            });
        }
        self.nodes[node as usize].calls += 1;
        self.stack.push(Frame {
            node,
            start: Instant::now(),
        });
    }

    fn exit(&mut self) {
        let Some(f) = self.stack.pop() else { return };
        let ns = f.start.elapsed().as_nanos() as u64;
        let node = &mut self.nodes[f.node as usize];
        node.total_ns += ns;
        let parent = node.parent as usize;
        self.nodes[parent].child_ns += ns;
    }
}

thread_local! {
    static RECORDER: RefCell<Option<Recorder>> = const { RefCell::new(None) };
}

/// A profiled scope: times itself from [`enter`] to its drop.
pub(crate) struct Scope(bool);

/// Opens a scope of `category` named `name` (nothing unless this thread is profiling).
#[inline]
pub(crate) fn enter(category: Category, name: &'static str) -> Scope {
    RECORDER.with(|r| match r.borrow_mut().as_mut() {
        Some(rec) => {
            rec.enter(category, name);
            Scope(true)
        }
        None => Scope(false),
    })
}

impl Drop for Scope {
    #[inline]
    fn drop(&mut self) {
        if self.0 {
            RECORDER.with(|r| {
                if let Some(rec) = r.borrow_mut().as_mut() {
                    rec.exit();
                }
            });
        }
    }
}

/// The kind of a pending step, as the profile names it.
pub(crate) fn step_kind(step: Step) -> &'static str {
    match step {
        Step::Mulligan(_) => "Mulligan",
        Step::CorpTurnStart => "CorpTurnStart",
        Step::RunnerTurnStart => "RunnerTurnStart",
        Step::Recurring(_) => "Recurring",
        Step::TurnBegins(_) => "TurnBegins",
        Step::MandatoryDraw => "MandatoryDraw",
        Step::ActionPhase(_) => "ActionPhase",
        Step::DiscardPhase(_) => "DiscardPhase",
        Step::LoseUnspentClicks(_) => "LoseUnspentClicks",
        Step::TurnEnds(_) => "TurnEnds",
        Step::Window(w) if w.encounter => "Window(encounter)",
        Step::Window(w) if w.in_run => "Window(run)",
        Step::Window(_) => "Window",
        Step::Gain(..) => "Gain",
        Step::Draw(..) => "Draw",
        Step::LoseClicks(..) => "LoseClicks",
        Step::Tags(_) => "Tags",
        Step::Damage(..) => "Damage",
        Step::EndRun => "EndRun",
        Step::TraceCorp { .. } => "TraceCorp",
        Step::TraceRunner { .. } => "TraceRunner",
        Step::Trigger(..) => "Trigger",
        Step::Order(_) => "Order",
        Step::ChooseMode(_) => "ChooseMode",
        Step::DiscardAbilities(_) => "DiscardAbilities",
        Step::ChooseExpose => "ChooseExpose",
        Step::RezIceFree => "RezIceFree",
        Step::PlayDone(_) => "PlayDone",
        Step::CorpInstall { .. } => "CorpInstall",
        Step::RunnerInstall { .. } => "RunnerInstall",
        Step::Run(r) => match r {
            RunStep::ApproachIce => "Run::ApproachIce",
            RunStep::JackOut => "Run::JackOut",
            RunStep::CheckRezzed => "Run::CheckRezzed",
            RunStep::Encounter => "Run::Encounter",
            RunStep::PassIce => "Run::PassIce",
            RunStep::ApproachServer => "Run::ApproachServer",
            RunStep::Successful => "Run::Successful",
            RunStep::AccessBegin => "Run::AccessBegin",
            RunStep::AccessNext => "Run::AccessNext",
            RunStep::ReplaceAccess => "Run::ReplaceAccess",
            RunStep::ServerApproached => "Run::ServerApproached",
        },
        Step::ResolveSubs(_) => "ResolveSubs",
        Step::EncounterEnd => "EncounterEnd",
        Step::AccessCard(_) => "AccessCard",
        Step::RunEnds => "RunEnds",
        Step::RezOrTrash(_) => "RezOrTrash",
        Step::AvoidTags(_) => "AvoidTags",
        Step::PreventMeatDamage(_) => "PreventMeatDamage",
        Step::RunnerMode(_) => "RunnerMode",
        Step::ExposePrevent(_) => "ExposePrevent",
        Step::PlaceAdvancement(_) => "PlaceAdvancement",
        Step::Arrange { .. } => "Arrange",
        Step::DiscardPhaseEnds(_) => "DiscardPhaseEnds",
        Step::Choice { .. } => "Choice",
        Step::ChooseHost(_) => "ChooseHost",
        Step::ChooseServer(_) => "ChooseServer",
        Step::InstallDiscounted { .. } => "InstallDiscounted",
        Step::PreventDamage { .. } => "PreventDamage",
        Step::PreventTrash(_) => "PreventTrash",
        Step::TrashForMemory => "TrashForMemory",
        Step::ChooseAmount { .. } => "ChooseAmount",
        Step::BreakMore { .. } => "BreakMore",
        Step::CorpInstallRezzed { .. } => "CorpInstallRezzed",
        Step::TriggerPersisting(..) => "TriggerPersisting",
        Step::CorpGainFrom(..) => "CorpGainFrom",
    }
}

/// One node of the profile's tree: a scope, under the scope that was open when it opened.
#[derive(Clone, Debug, PartialEq)]
pub struct ProfileNode {
    /// Index of the parent node in [`Profile::nodes`] (`None` for the root, node 0).
    pub parent: Option<usize>,
    /// The scope's category ([`Category::name`]).
    pub category: &'static str,
    /// The scope's name (decision kind, step kind, card title, hook, bot, ...).
    pub name: &'static str,
    /// Times the scope was entered.
    pub calls: u64,
    /// Nanoseconds inside it, its children included.
    pub total_ns: u64,
    /// Nanoseconds inside it, not inside a child scope.
    pub self_ns: u64,
}

/// One row of the flat table: every scope of one (category, name), wherever in the tree.
#[derive(Clone, Debug, PartialEq)]
pub struct ProfileRow {
    /// The category ([`Category::name`]).
    pub category: &'static str,
    /// The name.
    pub name: &'static str,
    /// Times entered.
    pub calls: u64,
    /// Nanoseconds inside, children included (a scope inside one of the same row counts once).
    pub total_ns: u64,
    /// Nanoseconds inside, not inside a child scope.
    pub self_ns: u64,
}

/// A profile of a batch of games.
#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    /// Games played.
    pub games: u64,
    /// Decisions taken by both players.
    pub decisions: u64,
    /// Wall-clock seconds of the profiled batch (probes included).
    pub seconds: f64,
    /// The tree of scopes, parents before children; node 0 is the whole batch.
    pub nodes: Vec<ProfileNode>,
}

impl Profile {
    /// The flat table: one row per (category, name), by category, then total time, largest
    /// first.
    pub fn table(&self) -> Vec<ProfileRow> {
        let mut rows: HashMap<(&'static str, &'static str), ProfileRow> = HashMap::new();
        for (i, n) in self.nodes.iter().enumerate().skip(1) {
            let row = rows.entry((n.category, n.name)).or_insert(ProfileRow {
                category: n.category,
                name: n.name,
                calls: 0,
                total_ns: 0,
                self_ns: 0,
            });
            row.calls += n.calls;
            row.self_ns += n.self_ns;
            // Inclusive time counts once: not again inside a scope of the same row.
            let mut up = self.nodes[i].parent;
            let mut nested = false;
            while let Some(p) = up {
                let a = &self.nodes[p];
                if a.category == n.category && a.name == n.name {
                    nested = true;
                    break;
                }
                up = a.parent;
            }
            if !nested {
                row.total_ns += n.total_ns;
            }
        }
        let mut out: Vec<ProfileRow> = rows.into_values().collect();
        out.sort_by(|a, b| {
            (a.category, std::cmp::Reverse(a.total_ns), a.name).cmp(&(
                b.category,
                std::cmp::Reverse(b.total_ns),
                b.name,
            ))
        });
        out
    }
}

/// The recorder's tree as a [`Profile`], scopes of equal names under one parent merged, the
/// probes' cost (`own`, `parent`: see [`calibrate`]) taken out of the times.
fn finish(
    mut rec: Recorder,
    games: u64,
    decisions: u64,
    seconds: f64,
    (own, parent): (f64, f64),
) -> Profile {
    // Scopes inside each node (children first: a child's index is above its parent's).
    let mut inside = vec![0u64; rec.nodes.len()];
    let mut direct = vec![0u64; rec.nodes.len()];
    for i in (1..rec.nodes.len()).rev() {
        let p = rec.nodes[i].parent as usize;
        inside[p] += inside[i] + rec.nodes[i].calls;
        direct[p] += rec.nodes[i].calls;
    }
    for (i, n) in rec.nodes.iter_mut().enumerate().skip(1) {
        let probes = n.calls as f64 * own + inside[i] as f64 * parent;
        let children = direct[i] as f64 * parent;
        let total = (n.total_ns as f64 - probes).max(0.0);
        let self_ns = (n.total_ns as f64 - n.child_ns as f64 - n.calls as f64 * own - children)
            .clamp(0.0, total);
        n.total_ns = total as u64;
        n.child_ns = (total - self_ns) as u64;
    }
    // The probes' cost is an estimate: taken out of a scope and of its children separately, it
    // can leave a scope shorter than its children together (a 50 ns card hook). A scope lasts at
    // least as long as the scopes inside it (children first, their index is above their parent's).
    let mut kids = vec![0u64; rec.nodes.len()];
    for i in (1..rec.nodes.len()).rev() {
        let n = &mut rec.nodes[i];
        n.total_ns = n.total_ns.max(kids[i]);
        n.child_ns = n.child_ns.max(kids[i]).min(n.total_ns);
        kids[n.parent as usize] += n.total_ns;
    }
    let mut nodes: Vec<ProfileNode> = Vec::with_capacity(rec.nodes.len());
    let mut map = vec![0usize; rec.nodes.len()];
    let mut index: HashMap<(usize, Category, &'static str), usize> = HashMap::new();
    for (i, n) in rec.nodes.iter().enumerate() {
        let self_ns = n.total_ns.saturating_sub(n.child_ns);
        if i == 0 {
            nodes.push(ProfileNode {
                parent: None,
                category: "all",
                name: "all",
                calls: 1,
                total_ns: (seconds * 1e9) as u64,
                self_ns: 0,
            });
            continue;
        }
        let parent = map[n.parent as usize];
        let at = *index
            .entry((parent, n.category, n.name))
            .or_insert_with(|| {
                nodes.push(ProfileNode {
                    parent: Some(parent),
                    category: n.category.name(),
                    name: n.name,
                    calls: 0,
                    total_ns: 0,
                    self_ns: 0,
                });
                nodes.len() - 1
            });
        map[i] = at;
        let out = &mut nodes[at];
        out.calls += n.calls;
        out.total_ns += n.total_ns;
        out.self_ns += self_ns;
    }
    let children: u64 = (nodes.iter().filter(|n| n.parent == Some(0)))
        .map(|n| n.total_ns)
        .sum();
    nodes[0].self_ns = nodes[0].total_ns.saturating_sub(children);
    Profile {
        games,
        decisions,
        seconds,
        nodes,
    }
}

/// What to profile: matchups, games per matchup, bots, seed, points to win, and whether each
/// chosen action is labelled (as `Game.apply` does from Python).
#[derive(Clone, Debug)]
pub struct ProfileConfig {
    /// (Corp deck, Runner deck) of each matchup.
    pub matchups: Vec<(DeckList, DeckList)>,
    /// Games per matchup.
    pub games: u64,
    /// The Corp's bot.
    pub corp_bot: BotKind,
    /// The Runner's bot.
    pub runner_bot: BotKind,
    /// Master seed: game `i` of each matchup is seeded as in `simulate` (the same games).
    pub seed: u64,
    /// Agenda points a player needs to win.
    pub points_to_win: u8,
    /// Label every chosen action.
    pub labels: bool,
}

/// The cost of a probe: (ns a scope sees of its own probe, ns its parent sees of a child's),
/// the least over several trials of 2,000 empty scopes.
fn calibrate() -> (f64, f64) {
    let (mut own, mut parent) = (f64::MAX, f64::MAX);
    for _ in 0..25 {
        RECORDER.with(|r| *r.borrow_mut() = Some(Recorder::new()));
        {
            let _outer = enter(Category::Game, "calibration");
            for _ in 0..2000 {
                let _inner = enter(Category::Game, "empty");
            }
        }
        let rec = RECORDER
            .with(|r| r.borrow_mut().take())
            .expect("the recorder");
        let (outer, inner) = (&rec.nodes[1], &rec.nodes[2]);
        own = own.min(inner.total_ns as f64 / inner.calls as f64);
        parent = parent.min(outer.total_ns as f64 / inner.calls as f64);
    }
    (own, parent)
}

/// Plays the batch on this thread with the probes recording, and returns its profile.
pub fn profile(config: &ProfileConfig) -> Result<Profile, EngineError> {
    config.corp_bot.validate()?;
    config.runner_bot.validate()?;
    crate::points_to_win::points_to_win_arg(config.points_to_win as i64)?;
    let mut decks = Vec::new();
    for (corp, runner) in &config.matchups {
        decks.push((corp.resolve(Side::Corp)?, runner.resolve(Side::Runner)?));
    }
    let (corp_name, runner_name) = (bot_name(config.corp_bot), bot_name(config.runner_bot));
    let overhead = calibrate();
    RECORDER.with(|r| *r.borrow_mut() = Some(Recorder::new()));
    let start = Instant::now();
    let (mut games, mut decisions) = (0u64, 0u64);
    let mut run = || -> Result<(), EngineError> {
        for (corp, runner) in &decks {
            for i in 0..config.games {
                let seed = game_seed(config.seed, i);
                let mut state = {
                    let _s = enter(Category::Game, "setup");
                    let mut s = GameState::from_resolved_in(
                        corp,
                        runner,
                        seed,
                        false,
                        crate::cards::CardTable::printed(),
                    )?;
                    s.set_points_to_win(config.points_to_win as i64)?;
                    s
                };
                let mut corp_bot = config.corp_bot.build(game_seed(seed, 1));
                let mut runner_bot = config.runner_bot.build(game_seed(seed, 2));
                let mut legal = state.legal_actions();
                let mut n = 0u32;
                while !state.is_over() && n < MAX_DECISIONS {
                    let (bot, name) = match state.current_side() {
                        Some(Side::Corp) => (&mut corp_bot, corp_name),
                        _ => (&mut runner_bot, runner_name),
                    };
                    let action = {
                        let _s = enter(Category::Bot, name);
                        bot.choose(&state, &legal)
                    };
                    if config.labels {
                        let _ = state.label(&action);
                    }
                    {
                        let _s = enter(Category::Apply, "apply");
                        state.apply_and_list(action, &mut legal);
                    }
                    n += 1;
                }
                games += 1;
                decisions += n as u64;
            }
        }
        Ok(())
    };
    let result = run();
    let seconds = start.elapsed().as_secs_f64();
    let rec = RECORDER.with(|r| r.borrow_mut().take());
    result?;
    Ok(finish(
        rec.expect("the recorder of this thread"),
        games,
        decisions,
        seconds,
        overhead,
    ))
}

/// A bot's name as a static string (the profile's names are static).
fn bot_name(kind: BotKind) -> &'static str {
    match kind {
        BotKind::Random => "random",
        BotKind::Heuristic => "heuristic",
        _ => "ismcts",
    }
}
