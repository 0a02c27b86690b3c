//! Event counts of batch simulations (issue 12, "Events": the balance work needs per-card
//! counts): [`simulate_events`] plays the same games as [`crate::simulate`] with the event log
//! on, drains it after every decision, and counts events per game and kind, and per card
//! definition and kind. Off unless asked for: `simulate` itself never records.

use crate::error::EngineError;
use crate::log::{LogEvent, NUM_EVENT_KINDS};
use crate::side::Side;
use crate::simulate::{play_resolved_with, GameResult, ResolvedDecks, SimConfig};
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;

/// Event counts of a batch.
#[derive(Clone, Debug, Default)]
pub struct EventCounts {
    /// For each game, in the order of the results: how many events of each kind
    /// (indexed by `EventKind as usize`).
    pub per_game: Vec<[u32; NUM_EVENT_KINDS]>,
    /// For each card definition (index into [`crate::card_table`]): how many events of each kind
    /// named it as their main card (`LogEvent::card`; for credits and clicks, the source).
    pub per_card: Vec<[u64; NUM_EVENT_KINDS]>,
    /// Events lost to a full buffer (0: the buffer is drained after every decision).
    pub dropped: u64,
}

fn count(game: &mut [u32; NUM_EVENT_KINDS], cards: &mut [[u64; NUM_EVENT_KINDS]], e: &LogEvent) {
    let k = e.kind as usize;
    game[k] += 1;
    if e.card != crate::actions::NONE {
        if let Some(row) = cards.get_mut(e.card_def as usize) {
            row[k] += 1;
        }
    }
}

/// Games per chunk of [`simulate_events`] (as `simulate`'s): the most result slots held at once
/// beyond the results themselves.
const CHUNK: u64 = 1 << 16;

/// Plays game `i` counting its events (per card into `cards`, merged into `totals` and
/// zeroed); None if cancelled first or the game could not be set up.
fn play_counted(
    config: &SimConfig,
    decks: &ResolvedDecks,
    i: u64,
    cards: &mut [[u64; NUM_EVENT_KINDS]],
    totals: &Mutex<(Vec<[u64; NUM_EVENT_KINDS]>, u64)>,
    done: &AtomicU64,
    cancel: &AtomicBool,
) -> Option<(GameResult, [u32; NUM_EVENT_KINDS])> {
    if cancel.load(Ordering::Relaxed) {
        return None;
    }
    let mut game = [0u32; NUM_EVENT_KINDS];
    let mut dropped = 0;
    let result = play_resolved_with(config, decks, i, true, |state, _| {
        state.drain_events(|e| count(&mut game, cards, e));
        dropped = state.events_dropped();
    })
    .ok();
    // Merge this game's per-card counts and start the next from zero.
    let mut t = totals.lock().unwrap_or_else(|p| p.into_inner());
    for (row, mine) in t.0.iter_mut().zip(cards.iter_mut()) {
        for (a, b) in row.iter_mut().zip(mine.iter_mut()) {
            *a += std::mem::take(b);
        }
    }
    t.1 += dropped;
    drop(t);
    done.fetch_add(1, Ordering::Relaxed);
    result.map(|r| (r, game))
}

/// [`crate::simulate`] that also counts events (see [`EventCounts`]). The games and results
/// are the same as `simulate`'s for the same config (recording changes nothing in the game).
pub fn simulate_events(
    config: &SimConfig,
    done: &AtomicU64,
    cancel: &AtomicBool,
) -> Result<(Vec<GameResult>, EventCounts), EngineError> {
    config.check_settings()?;
    let decks = (
        config.corp.resolve(Side::Corp)?,
        config.runner.resolve(Side::Runner)?,
    );
    // A deck that cannot start a game is one clear error, as in `simulate`.
    crate::state::GameState::from_resolved(&decks.0, &decks.1, config.seed)?;
    let defs = crate::cards::card_table().len();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(config.threads)
        .build()
        .map_err(|e| EngineError::InvalidArgument(format!("cannot start worker threads: {e}")))?;
    let totals = Mutex::new((vec![[0u64; NUM_EVENT_KINDS]; defs], 0u64));
    // Chunks, as in `simulate`: memory proportional to the games played (a cancelled batch of a
    // billion games does not first allocate a billion slots), results in index order.
    let mut results = Vec::new();
    let mut per_game = Vec::new();
    let mut start = 0;
    while start < config.games && !cancel.load(Ordering::Relaxed) {
        let end = config.games.min(start.saturating_add(CHUNK));
        let games: Vec<Option<(GameResult, [u32; NUM_EVENT_KINDS])>> = pool.install(|| {
            (start..end)
                .into_par_iter()
                .map_init(
                    || vec![[0u64; NUM_EVENT_KINDS]; defs],
                    |cards, i| play_counted(config, &decks, i, cards, &totals, done, cancel),
                )
                .collect()
        });
        for (r, g) in games.into_iter().flatten() {
            results.push(r);
            per_game.push(g);
        }
        start = end;
    }
    let (per_card, dropped) = totals.into_inner().unwrap_or_else(|p| p.into_inner());
    Ok((
        results,
        EventCounts {
            per_game,
            per_card,
            dropped,
        },
    ))
}
