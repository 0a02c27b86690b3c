//! The sweep: many seeded random games over the 24 matchups of [`SWEEP_POOLS`] (the 12 Core Set
//! starter matchups and the 12 pairings of the example Startup decks) on every core, checking
//! [`GameState::check_invariants`] after every action, and on a sample of games the costlier
//! checks (a clone replays identically; each side's observation survives a redeal of what it
//! cannot see). A panic is caught and counted, never fatal. Results depend only on the seed.

use crate::deck::{DeckList, STARTUP_DECKS};
use crate::error::EngineError;
use crate::side::Side;
use crate::simulate::{game_seed, MAX_DECISIONS};
use crate::state::GameState;
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use rayon::prelude::*;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// The Core Set starter decks a sweep plays, Corp then Runner.
pub const SWEEP_CORPS: [&str; 4] = ["haas-bioroid", "jinteki", "nbn", "weyland"];
/// The Core Set Runner starter decks of a sweep.
pub const SWEEP_RUNNERS: [&str; 3] = ["anarch", "criminal", "shaper"];
/// The pools a sweep plays, each as (Corp decks, Runner decks): the Core Set starters
/// ([`SWEEP_CORPS`], [`SWEEP_RUNNERS`]) and the example Startup decks (issue 25,
/// [`STARTUP_DECKS`]). Game `i` plays matchup `i % 24` of every Corp deck of a pool against every
/// Runner deck of it, pool after pool.
pub const SWEEP_POOLS: [(&[&str], &[&str]); 2] = [
    (&SWEEP_CORPS, &SWEEP_RUNNERS),
    (
        &[
            STARTUP_DECKS[0],
            STARTUP_DECKS[1],
            STARTUP_DECKS[2],
            STARTUP_DECKS[3],
        ],
        &[STARTUP_DECKS[4], STARTUP_DECKS[5], STARTUP_DECKS[6]],
    ),
];
/// Most failures a sweep report keeps (the lowest game indices).
pub const SWEEP_MAX_FAILURES: usize = 16;

/// What a sweep plays.
#[derive(Clone, Copy, Debug)]
pub struct SweepConfig {
    /// Games to play (game `i` uses matchup `i % 24` of [`SWEEP_POOLS`] and seed
    /// `game_seed(seed, i)`).
    pub games: u64,
    /// Base seed.
    pub seed: u64,
    /// Worker threads (0: one per core).
    pub threads: usize,
    /// One game in this many also gets the costly checks (0: none).
    pub deep_every: u64,
}

/// Why a game of a sweep failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FailureKind {
    /// The engine panicked.
    Panic,
    /// A reached state broke an invariant (or a costly check failed).
    Invariant,
    /// The game did not end within [`MAX_DECISIONS`] decisions.
    Unfinished,
}

/// One failed game: its index and seed reproduce it (a sweep of the same seed plays it again).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SweepFailure {
    /// Game index in the sweep.
    pub index: u64,
    /// The game's seed.
    pub seed: u64,
    /// Corp deck (a built-in deck name).
    pub corp: &'static str,
    /// Runner deck (a built-in deck name).
    pub runner: &'static str,
    /// What went wrong.
    pub kind: FailureKind,
    /// Decisions made before it went wrong.
    pub decision: u32,
    /// The message (panic payload or broken invariant).
    pub message: String,
}

/// Counts of a sweep.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SweepReport {
    /// Games played (fewer than asked if cancelled).
    pub games: u64,
    /// Decisions made in all games.
    pub decisions: u64,
    /// Games in which the engine panicked.
    pub panics: u64,
    /// Games in which an invariant broke.
    pub invariant_breaks: u64,
    /// Games that did not end within the decision limit.
    pub unfinished: u64,
    /// The first failed games (lowest index first, at most [`SWEEP_MAX_FAILURES`]).
    pub failures: Vec<SweepFailure>,
}

impl SweepReport {
    fn merge(mut self, other: SweepReport) -> SweepReport {
        self.games += other.games;
        self.decisions += other.decisions;
        self.panics += other.panics;
        self.invariant_breaks += other.invariant_breaks;
        self.unfinished += other.unfinished;
        self.failures.extend(other.failures);
        self.failures.sort_by_key(|f| f.index);
        self.failures.truncate(SWEEP_MAX_FAILURES);
        self
    }
}

/// One matchup of a sweep: the decks' names and their resolved cards.
struct Resolved {
    corp: &'static str,
    runner: &'static str,
    decks: ((u16, Vec<u16>), (u16, Vec<u16>)),
}

fn matchups() -> Result<Vec<Resolved>, EngineError> {
    let mut out = Vec::new();
    for (corps, runners) in SWEEP_POOLS {
        for corp in corps {
            for runner in runners {
                out.push(Resolved {
                    corp,
                    runner,
                    decks: (
                        DeckList::starter(corp)?.resolve(Side::Corp)?,
                        DeckList::starter(runner)?.resolve(Side::Runner)?,
                    ),
                });
            }
        }
    }
    Ok(out)
}

/// The costly checks: a clone replays `a` identically, and each side's observation is the same
/// in a state where its unseen cards are redealt.
fn deep_check(g: &GameState, a: crate::actions::Action, n: u64) -> Result<(), String> {
    let mut one = g.clone();
    let mut two = g.clone();
    one.apply(a).map_err(|e| e.to_string())?;
    two.apply(a).map_err(|e| e.to_string())?;
    if one.to_json() != two.to_json() {
        return Err("a clone did not replay identically".into());
    }
    for side in [Side::Corp, Side::Runner] {
        if g.observation_json(side) != g.determinize(side, n).observation_json(side) {
            return Err(format!(
                "the {} observation changed by redeal",
                side.as_str()
            ));
        }
    }
    Ok(())
}

/// Plays game `index` of a sweep with seed `seed`: uniformly random legal actions, checking the
/// invariants after each. Returns the decisions made, or the failure.
pub(crate) fn sweep_game(
    corp: &(u16, Vec<u16>),
    runner: &(u16, Vec<u16>),
    seed: u64,
    deep: bool,
) -> Result<u32, (FailureKind, u32, String)> {
    let mut g = GameState::from_resolved(corp, runner, seed)
        .map_err(|e| (FailureKind::Invariant, 0, e.to_string()))?;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(game_seed(seed, 3));
    let mut legal = g.legal_actions();
    let mut decisions = 0u32;
    while !g.is_over() {
        if decisions >= MAX_DECISIONS {
            return Err((FailureKind::Unfinished, decisions, "too long".into()));
        }
        if legal.is_empty() {
            let msg = format!("no legal action at {}", g.decision_name());
            return Err((FailureKind::Invariant, decisions, msg));
        }
        let a = legal[(rng.next_u64() % legal.len() as u64) as usize];
        if deep {
            deep_check(&g, a, decisions as u64)
                .map_err(|m| (FailureKind::Invariant, decisions, m))?;
        }
        g.apply_and_list(a, &mut legal);
        decisions += 1;
        g.check_listed(legal.len())
            .map_err(|e| (FailureKind::Invariant, decisions, e.to_string()))?;
    }
    Ok(decisions)
}

fn panic_text(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "panic".into())
}

fn one_game(config: &SweepConfig, decks: &[Resolved], index: u64) -> SweepReport {
    let m = (index % decks.len() as u64) as usize;
    let seed = game_seed(config.seed, index);
    let deep = config.deep_every > 0 && index.is_multiple_of(config.deep_every);
    let (c, r) = &decks[m].decks;
    let outcome = catch_unwind(AssertUnwindSafe(|| sweep_game(c, r, seed, deep)))
        .unwrap_or_else(|p| Err((FailureKind::Panic, 0, panic_text(p.as_ref()))));
    let mut report = SweepReport {
        games: 1,
        ..SweepReport::default()
    };
    match outcome {
        Ok(d) => report.decisions = d as u64,
        Err((kind, decision, message)) => {
            report.decisions = decision as u64;
            match kind {
                FailureKind::Panic => report.panics = 1,
                FailureKind::Invariant => report.invariant_breaks = 1,
                FailureKind::Unfinished => report.unfinished = 1,
            }
            report.failures.push(SweepFailure {
                index,
                seed,
                corp: decks[m].corp,
                runner: decks[m].runner,
                kind,
                decision,
                message,
            });
        }
    }
    report
}

/// Plays `config.games` random games over the 24 matchups of [`SWEEP_POOLS`] on `config.threads`
/// threads, checking every reached state. `done` counts finished games as they finish (for a progress
/// bar); setting `cancel` stops early, and the report covers the games played.
pub fn sweep(
    config: &SweepConfig,
    done: &AtomicU64,
    cancel: &AtomicBool,
) -> Result<SweepReport, EngineError> {
    let decks = matchups()?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(config.threads)
        .build()
        .map_err(|e| EngineError::InvalidArgument(format!("cannot start worker threads: {e}")))?;
    const CHUNK: u64 = 1 << 14;
    let mut report = SweepReport::default();
    let mut start = 0;
    while start < config.games && !cancel.load(Ordering::Relaxed) {
        let end = config.games.min(start.saturating_add(CHUNK));
        let part = pool.install(|| {
            (start..end)
                .into_par_iter()
                .map(|i| {
                    if cancel.load(Ordering::Relaxed) {
                        return SweepReport::default();
                    }
                    let r = one_game(config, &decks, i);
                    done.fetch_add(1, Ordering::Relaxed);
                    r
                })
                .reduce(SweepReport::default, SweepReport::merge)
        });
        report = report.merge(part);
        start = end;
    }
    Ok(report)
}
