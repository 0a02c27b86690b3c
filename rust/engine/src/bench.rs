//! `nr-fast bench`: one fixed, versioned workload that proves a build plays the same games and
//! says how fast, as a chess engine's `bench` command does.
//!
//! The workload ([`BENCH_VERSION`]): every matchup of the three built-in pools (the 12 Core Set
//! starter matchups, the 20 System Gateway ones, the 12 pairings of the System Update 2021
//! example decks), each played by three pairs of bots: random vs random, heuristic vs heuristic
//! and a small ISMCTS (8 iterations a decision) on both sides, with fixed seeds. The checksum
//! folds, in workload order, each game's outcome (winner, reason, turns, decisions, points,
//! credits) and its final state (every card instance's place and counters, every pile's
//! order), so it depends only on the rules and the bots, never on the thread count or the
//! machine. It changes only when the rules (or the bots) change: `tests/bench.rs` pins it, and a
//! commit that changes it updates the pinned value there with the reason.

use crate::bots::BotKind;
use crate::deck::{DeckList, EXAMPLE_2021_DECKS, SG_STARTER_DECKS, STARTER_DECKS};
use crate::error::EngineError;
use crate::side::Side;
use crate::simulate::{game_seed, play_resolved_with, ResolvedDecks, SimConfig};
use crate::state::{GameState, Zone, DEFAULT_POINTS_TO_WIN};
use rayon::prelude::*;
use std::time::Instant;

/// Version of the workload: bumped whenever the games it plays change (decks, bots, counts).
pub const BENCH_VERSION: u32 = 1;

/// Master seed of the workload.
const SEED: u64 = 26;

/// Bot pairs of the workload and games per matchup for each.
const BOTS: [(&str, u64); 3] = [("random", 16), ("heuristic", 4), ("ismcts:8", 1)];

/// What one run of the workload played and how fast.
#[derive(Clone, Debug, PartialEq)]
pub struct BenchReport {
    /// [`BENCH_VERSION`].
    pub version: u32,
    /// Games played.
    pub games: u64,
    /// Decisions taken by both players over every game.
    pub decisions: u64,
    /// Checksum of every game's outcome and final state (see the module documentation).
    pub checksum: u64,
    /// Wall-clock seconds the games took.
    pub seconds: f64,
    /// `decisions / seconds`.
    pub decisions_per_second: f64,
    /// Worker threads used.
    pub threads: usize,
}

/// One game of the workload: its matchup's configuration and its index in the batch.
struct Job {
    config: usize,
    index: u64,
}

/// The workload's batches: each (pool, matchup, bot pair) with its resolved decks.
fn configs() -> Result<Vec<(SimConfig, ResolvedDecks)>, EngineError> {
    let pools: [(&[&str], &[&str]); 3] = [
        (&STARTER_DECKS[..4], &STARTER_DECKS[4..]),
        (&SG_STARTER_DECKS[..5], &SG_STARTER_DECKS[5..]),
        (&EXAMPLE_2021_DECKS[..4], &EXAMPLE_2021_DECKS[4..]),
    ];
    let mut out = Vec::new();
    for (corps, runners) in pools {
        for corp in corps {
            for runner in runners {
                for (bot, games) in BOTS {
                    let kind = BotKind::parse(bot).expect("a bench bot");
                    let config = SimConfig {
                        corp: DeckList::starter(corp)?,
                        runner: DeckList::starter(runner)?,
                        games,
                        corp_bot: kind,
                        runner_bot: kind,
                        seed: game_seed(SEED, out.len() as u64),
                        threads: 1,
                        points_to_win: DEFAULT_POINTS_TO_WIN,
                        cards: crate::cards::CardTable::printed(),
                    };
                    let decks = (
                        config.corp.resolve(Side::Corp)?,
                        config.runner.resolve(Side::Runner)?,
                    );
                    out.push((config, decks));
                }
            }
        }
    }
    Ok(out)
}

/// FNV-1a, 64 bits: a stable hash (the standard library's may change between versions).
#[derive(Clone, Copy)]
struct Fnv(u64);

impl Fnv {
    const START: Fnv = Fnv(0xcbf2_9ce4_8422_2325);

    fn bytes(mut self, bytes: &[u8]) -> Fnv {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x0100_0000_01b3);
        }
        self
    }

    fn num(self, n: u64) -> Fnv {
        self.bytes(&n.to_le_bytes())
    }
}

fn zone_code(z: Zone) -> u64 {
    match z {
        Zone::Identity => 0,
        Zone::Hq => 1,
        Zone::Rd => 2,
        Zone::Archives => 3,
        Zone::Stack => 4,
        Zone::Grip => 5,
        Zone::Heap => 6,
        Zone::Ice(s) => 0x100 | s as u64,
        Zone::Root(s) => 0x200 | s as u64,
        Zone::Rig => 7,
        Zone::Score(side) => 0x300 | side as u64,
        Zone::PlayArea => 8,
        Zone::Removed => 9,
        Zone::SetAside => 10,
        Zone::Hosted(h) => 0x400 | h as u64,
    }
}

/// The hash of a final state: every card instance's place, identity and counters, the order of
/// every pile, both players' credits, clicks, tags and points, and the turn.
fn state_hash(g: &GameState) -> u64 {
    let mut h = Fnv::START.num(g.turn() as u64);
    for c in g.cards.iter() {
        h = h.num(c.def as u64).num(zone_code(c.zone)).bytes(&[
            c.owner as u8,
            c.rezzed as u8,
            c.faceup as u8,
            c.advancement,
            c.credits,
            c.virus,
            c.agenda_counters,
            c.power,
            c.host,
            c.known,
        ]);
    }
    let (corp, runner) = (&g.corp, &g.runner);
    for pile in [
        &corp.hq[..],
        &corp.rd[..],
        &corp.archives[..],
        &corp.score_area[..],
        &runner.grip[..],
        &runner.stack[..],
        &runner.heap[..],
        &runner.rig[..],
        &runner.score_area[..],
    ] {
        h = h.num(pile.len() as u64).bytes(pile);
    }
    for server in corp.servers.iter() {
        h = h.bytes(&server.ice).bytes(&[255]).bytes(&server.root);
    }
    h.num(corp.credits as u64)
        .num(runner.credits as u64)
        .num(corp.clicks as u64)
        .num(runner.clicks as u64)
        .num(runner.tags as u64)
        .num(corp.bad_publicity as u64)
        .0
}

/// Plays the workload on `threads` worker threads (0: one per core) and reports it. The
/// checksum and counts do not depend on `threads`.
pub fn bench(threads: usize) -> Result<BenchReport, EngineError> {
    let configs = configs()?;
    let jobs: Vec<Job> = (configs.iter().enumerate())
        .flat_map(|(config, (c, _))| (0..c.games).map(move |index| Job { config, index }))
        .collect();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| EngineError::InvalidArgument(format!("cannot start worker threads: {e}")))?;
    let start = Instant::now();
    let games: Vec<Result<(u64, u32), EngineError>> = pool.install(|| {
        jobs.par_iter()
            .map(|job| {
                let (config, decks) = &configs[job.config];
                let mut last = 0u64;
                let r = play_resolved_with(config, decks, job.index, false, |g, _| {
                    if g.is_over() {
                        last = state_hash(g);
                    }
                })?;
                let outcome = Fnv::START
                    .num(r.seed)
                    .bytes(&[r.winner as u8, r.reason, r.points[0], r.points[1]])
                    .num(r.turns as u64)
                    .num(r.decisions as u64)
                    .num(r.credits[0] as u64)
                    .num(r.credits[1] as u64)
                    .num(last);
                Ok((outcome.0, r.decisions))
            })
            .collect()
    });
    let seconds = start.elapsed().as_secs_f64();
    let (mut checksum, mut decisions) = (Fnv::START, 0u64);
    for g in games {
        let (hash, n) = g?;
        checksum = checksum.num(hash);
        decisions += n as u64;
    }
    Ok(BenchReport {
        version: BENCH_VERSION,
        games: jobs.len() as u64,
        decisions,
        checksum: checksum.0,
        seconds,
        decisions_per_second: decisions as f64 / seconds.max(1e-9),
        threads: pool.current_num_threads(),
    })
}
