//! Batch simulation: many whole games played by bots on every core (rayon), with results that
//! depend only on the seed, never on the number of threads.

use crate::bots::BotKind;
use crate::cards::CardTable;
use crate::deck::DeckList;
use crate::error::EngineError;
use crate::side::Side;
use crate::state::{GameState, WinReason};
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// A game stopped after this many decisions counts as unfinished (no random game comes close).
pub const MAX_DECISIONS: u32 = 100_000;

/// Win reason code of a game stopped at [`MAX_DECISIONS`].
pub const REASON_UNFINISHED: u8 = 255;

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimConfig {
    /// The Corp's deck.
    pub corp: DeckList,
    /// The Runner's deck.
    pub runner: DeckList,
    /// Number of games.
    pub games: u64,
    /// The Corp's bot.
    pub corp_bot: BotKind,
    /// The Runner's bot.
    pub runner_bot: BotKind,
    /// Master seed: game `i` is seeded by [`game_seed`]`(seed, i)`.
    pub seed: u64,
    /// Worker threads (0 = one per core).
    pub threads: usize,
    /// Agenda points a player needs to win, 1 to 255 ([`crate::DEFAULT_POINTS_TO_WIN`] is the
    /// Rules Reference's 7; a System Gateway starter game plays to 6).
    pub points_to_win: u8,
    /// The card table the games read printed numbers from: [`CardTable::printed`], or a
    /// study's what-if numbers ([`CardTable::with_overrides`]; issue 29).
    pub cards: CardTable,
}

impl SimConfig {
    /// Checks the settings that are not decks: the bots and the points needed to win.
    pub(crate) fn check_settings(&self) -> Result<(), EngineError> {
        self.corp_bot.validate()?;
        self.runner_bot.validate()?;
        crate::points_to_win::points_to_win_arg(self.points_to_win as i64)?;
        Ok(())
    }
}

/// The outcome of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// Index of the game in the batch.
    pub index: u64,
    /// The game's seed (replay it with `GameState::new(corp, runner, seed)` and the same bots).
    pub seed: u64,
    /// 0 Corp, 1 Runner, -1 unfinished.
    pub winner: i8,
    /// [`WinReason`] as `0` agenda points, `1` flatline, `2` decked out; 255 unfinished.
    pub reason: u8,
    /// Turns played.
    pub turns: u32,
    /// Decisions taken by both players.
    pub decisions: u32,
    /// Agenda points of the Corp and the Runner.
    pub points: [u8; 2],
    /// Final credits of the Corp and the Runner.
    pub credits: [u16; 2],
}

/// Seed of game `index` of a batch with master seed `seed` (SplitMix64 of the pair).
pub fn game_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Code of a win reason in [`GameResult::reason`].
pub fn reason_code(reason: WinReason) -> u8 {
    match reason {
        WinReason::AgendaPoints => 0,
        WinReason::Flatline => 1,
        WinReason::DeckedOut => 2,
    }
}

/// Plays one game of the batch to its end (or to [`MAX_DECISIONS`]).
pub fn play_game(config: &SimConfig, index: u64) -> Result<GameResult, EngineError> {
    config.check_settings()?;
    let decks = (
        config.corp.resolve(Side::Corp)?,
        config.runner.resolve(Side::Runner)?,
    );
    play_resolved(config, &decks, index)
}

pub(crate) type ResolvedDecks = ((u16, Vec<u16>), (u16, Vec<u16>));

fn play_resolved(
    config: &SimConfig,
    decks: &ResolvedDecks,
    index: u64,
) -> Result<GameResult, EngineError> {
    play_resolved_with(config, decks, index, false, |_, _| {})
}

/// [`play_resolved`], recording events if `events` and calling `after` after every decision
/// with the action just taken (and once at the start with None; with a no-op `after` and no
/// events this is the same code as before events existed).
pub(crate) fn play_resolved_with(
    config: &SimConfig,
    decks: &ResolvedDecks,
    index: u64,
    events: bool,
    mut after: impl FnMut(&mut GameState, Option<crate::actions::Action>),
) -> Result<GameResult, EngineError> {
    let seed = game_seed(config.seed, index);
    let mut state = GameState::from_resolved_in(&decks.0, &decks.1, seed, events, config.cards)?;
    state.set_points_to_win(config.points_to_win as i64)?;
    after(&mut state, None);
    let mut corp = config.corp_bot.build(game_seed(seed, 1));
    let mut runner = config.runner_bot.build(game_seed(seed, 2));
    let mut decisions = 0u32;
    let mut legal = state.legal_actions();
    while !state.is_over() && decisions < MAX_DECISIONS {
        let bot = match state.current_side() {
            Some(Side::Corp) => &mut corp,
            _ => &mut runner,
        };
        let action = bot.choose(&state, &legal);
        state.apply_and_list(action, &mut legal);
        after(&mut state, Some(action));
        decisions += 1;
    }
    Ok(GameResult {
        index,
        seed,
        winner: match state.winner() {
            Some(Side::Corp) => 0,
            Some(Side::Runner) => 1,
            None => -1,
        },
        reason: state.win_reason.map_or(REASON_UNFINISHED, reason_code),
        turns: state.turn(),
        decisions,
        points: [
            state.agenda_points(Side::Corp).min(255) as u8,
            state.agenda_points(Side::Runner).min(255) as u8,
        ],
        credits: [state.credits(Side::Corp), state.credits(Side::Runner)],
    })
}

/// Plays `config.games` games on `config.threads` threads. `done` counts finished games as they
/// finish (for a progress bar); setting `cancel` stops the batch early, and the games finished so
/// far are returned, in index order. The result of game `i` never depends on the thread count.
pub fn simulate(
    config: &SimConfig,
    done: &AtomicU64,
    cancel: &AtomicBool,
) -> Result<Vec<GameResult>, EngineError> {
    simulate_from(config, 0, done, cancel)
}

/// [`simulate`] of games `first .. first + config.games` of the batch (game `i` seeded by
/// [`game_seed`]`(seed, i)` as always): a chunk of a larger batch, for splitting one batch over
/// several processes or machines with the same results as one run.
pub fn simulate_from(
    config: &SimConfig,
    first: u64,
    done: &AtomicU64,
    cancel: &AtomicBool,
) -> Result<Vec<GameResult>, EngineError> {
    // Check the bots, and resolve and check the decks, once, up front, so that a bad setting or
    // deck is one clear error.
    config.check_settings()?;
    let decks = (
        config.corp.resolve(Side::Corp)?,
        config.runner.resolve(Side::Runner)?,
    );
    GameState::from_resolved(&decks.0, &decks.1, config.seed)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(config.threads)
        .build()
        .map_err(|e| EngineError::InvalidArgument(format!("cannot start worker threads: {e}")))?;
    // Chunks keep memory proportional to the games played (a cancelled batch of a billion
    // games does not first allocate a billion slots) and the results in index order.
    const CHUNK: u64 = 1 << 16;
    let mut results = Vec::new();
    let last = first.saturating_add(config.games);
    let mut start = first;
    while start < last && !cancel.load(Ordering::Relaxed) {
        let end = last.min(start.saturating_add(CHUNK));
        let chunk: Vec<Option<GameResult>> = pool.install(|| {
            (start..end)
                .into_par_iter()
                .map(|i| {
                    if cancel.load(Ordering::Relaxed) {
                        return None;
                    }
                    let r = play_resolved(config, &decks, i).ok();
                    done.fetch_add(1, Ordering::Relaxed);
                    r
                })
                .collect()
        });
        results.extend(chunk.into_iter().flatten());
        start = end;
    }
    Ok(results)
}
