//! Per-card and per-side statistics of batch simulations (issue 16, "Balance studio"):
//! [`simulate_stats`] plays the same games as [`crate::simulate`] with the event log on, drains
//! it after every decision, and counts, for every game, what happened to each card title of
//! either deck ([`CARD_STATS`]) and each side's totals ([`SIDE_STATS`]). The counts come from
//! the event records (`crate::log`, docs/events.md) and from the action each decision took (for
//! clicks by action kind); the games and their results are those of `simulate` for the same
//! config (recording changes nothing in the game).

use crate::actions::{Action, ActionKind};
use crate::error::EngineError;
use crate::log::{EventKind, LogEvent};
use crate::side::Side;
use crate::simulate::{play_resolved_with, GameResult, ResolvedDecks, SimConfig};
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// What is counted per game for each card title of either deck, in column order: copies
/// drawn, played (operations and events), installed, rezzed, scored (by the Corp), stolen (by
/// the Runner), trashed (from anywhere, by any cause), accessed, and `first_used`: the turn
/// (1-based, `LogEvent::turn`) a copy was first played or installed, 0 if never.
pub const CARD_STATS: [&str; 9] = [
    "drawn",
    "played",
    "installed",
    "rezzed",
    "scored",
    "stolen",
    "trashed",
    "accessed",
    "first_used",
];

/// Index of `first_used` in [`CARD_STATS`].
const FIRST_USED: usize = 8;

/// Action kinds whose clicks are counted per side, as `<side>_clicks_<name>`; clicks spent on
/// any other decision are `<side>_clicks_other`.
const CLICK_KINDS: [(ActionKind, &str); 10] = [
    (ActionKind::ClickCredit, "credit"),
    (ActionKind::ClickDraw, "draw"),
    (ActionKind::Install, "install"),
    (ActionKind::Play, "play"),
    (ActionKind::Advance, "advance"),
    (ActionKind::TrashResource, "trash_resource"),
    (ActionKind::Purge, "purge"),
    (ActionKind::Ability, "ability"),
    (ActionKind::Run, "run"),
    (ActionKind::RemoveTag, "remove_tag"),
];

macro_rules! side_stats {
    ($($name:ident = $str:literal,)*) => {
        /// Per-side totals of one game, in column order (the names of [`SIDE_STATS`]).
        #[allow(non_camel_case_types, missing_docs, dead_code)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[repr(usize)]
        enum S { $($name,)* }
        /// Names of the per-side totals counted per game: credits gained and spent (or lost)
        /// by each side; clicks spent by each side per action kind (`credit`, `draw`,
        /// `install`, `play`, `advance`, `trash_resource`, `purge`, `ability`, `run`,
        /// `remove_tag`, `other`); runs begun and successful per server (`hq`, `rd`,
        /// `archives`, `remote`: any remote); damage dealt by the Corp and taken by the Runner
        /// per kind, and prevented; tags given to and removed from the Runner; bad publicity.
        pub const SIDE_STATS: &[&str] = &[$($str,)*];
    };
}

side_stats! {
    corp_credits_gained = "corp_credits_gained",
    corp_credits_spent = "corp_credits_spent",
    runner_credits_gained = "runner_credits_gained",
    runner_credits_spent = "runner_credits_spent",
    corp_clicks_credit = "corp_clicks_credit",
    corp_clicks_draw = "corp_clicks_draw",
    corp_clicks_install = "corp_clicks_install",
    corp_clicks_play = "corp_clicks_play",
    corp_clicks_advance = "corp_clicks_advance",
    corp_clicks_trash_resource = "corp_clicks_trash_resource",
    corp_clicks_purge = "corp_clicks_purge",
    corp_clicks_ability = "corp_clicks_ability",
    corp_clicks_run = "corp_clicks_run",
    corp_clicks_remove_tag = "corp_clicks_remove_tag",
    corp_clicks_other = "corp_clicks_other",
    runner_clicks_credit = "runner_clicks_credit",
    runner_clicks_draw = "runner_clicks_draw",
    runner_clicks_install = "runner_clicks_install",
    runner_clicks_play = "runner_clicks_play",
    runner_clicks_advance = "runner_clicks_advance",
    runner_clicks_trash_resource = "runner_clicks_trash_resource",
    runner_clicks_purge = "runner_clicks_purge",
    runner_clicks_ability = "runner_clicks_ability",
    runner_clicks_run = "runner_clicks_run",
    runner_clicks_remove_tag = "runner_clicks_remove_tag",
    runner_clicks_other = "runner_clicks_other",
    runs_hq = "runs_hq",
    runs_rd = "runs_rd",
    runs_archives = "runs_archives",
    runs_remote = "runs_remote",
    runs_successful_hq = "runs_successful_hq",
    runs_successful_rd = "runs_successful_rd",
    runs_successful_archives = "runs_successful_archives",
    runs_successful_remote = "runs_successful_remote",
    damage_net = "damage_net",
    damage_meat = "damage_meat",
    damage_brain = "damage_brain",
    damage_prevented = "damage_prevented",
    tags_gained = "tags_gained",
    tags_removed = "tags_removed",
    bad_publicity = "bad_publicity",
}

/// Number of per-side totals.
pub const NUM_SIDE_STATS: usize = SIDE_STATS.len();

/// The statistics of a batch, one row per finished game in the order of the results.
#[derive(Clone, Debug, Default)]
pub struct SimStats {
    /// The card titles counted: the distinct cards of the Corp deck, then of the Runner deck,
    /// in decklist order (identities are not counted).
    pub titles: Vec<&'static str>,
    /// The side of each title.
    pub sides: Vec<Side>,
    /// `cards[(game * titles.len() + t) * CARD_STATS.len() + s]`: stat `s` of title `t`.
    pub cards: Vec<u16>,
    /// `totals[game * NUM_SIDE_STATS + s]`: total `s` of [`SIDE_STATS`].
    pub totals: Vec<u32>,
    /// Events lost to a full buffer (0: the buffer is drained after every decision).
    pub dropped: u64,
}

/// Column of each card definition (index into the card table), or `u16::MAX`.
struct Layout {
    column: Vec<u16>,
    titles: Vec<&'static str>,
    sides: Vec<Side>,
}

impl Layout {
    fn new(decks: &ResolvedDecks) -> Layout {
        let table = crate::cards::card_table();
        let mut layout = Layout {
            column: vec![u16::MAX; table.len()],
            titles: Vec::new(),
            sides: Vec::new(),
        };
        for (side, cards) in [(Side::Corp, &decks.0 .1), (Side::Runner, &decks.1 .1)] {
            for &def in cards {
                let slot = &mut layout.column[def as usize];
                if *slot == u16::MAX {
                    *slot = layout.titles.len() as u16;
                    layout.titles.push(table[def as usize].title);
                    layout.sides.push(side);
                }
            }
        }
        layout
    }
}

/// One game's counts, filled as its events are drained.
struct GameCounts<'a> {
    layout: &'a Layout,
    cards: Vec<u16>,
    totals: [u32; NUM_SIDE_STATS],
    /// The kind of the decision just taken (its clicks are counted under it).
    acting: Option<ActionKind>,
}

impl GameCounts<'_> {
    fn card(&mut self, def: u16, stat: usize, e: &LogEvent) {
        if let Some(&col) = self.layout.column.get(def as usize) {
            if col != u16::MAX {
                let row = col as usize * CARD_STATS.len();
                let cell = &mut self.cards[row + stat];
                *cell = cell.saturating_add(1);
                if (1..=2).contains(&stat) && self.cards[row + FIRST_USED] == 0 {
                    self.cards[row + FIRST_USED] = e.turn.max(1);
                }
            }
        }
    }

    fn add(&mut self, s: S, n: u16) {
        let t = &mut self.totals[s as usize];
        *t = t.saturating_add(n as u32);
    }

    fn count(&mut self, e: &LogEvent) {
        let corp = e.side == 0;
        let server = |place: u8| match place {
            0 => 0usize,
            1 => 1,
            2 => 2,
            _ => 3,
        };
        match e.kind {
            EventKind::Drawn => self.card(e.card_def, 0, e),
            EventKind::Played => self.card(e.card_def, 1, e),
            EventKind::Installed => self.card(e.card_def, 2, e),
            EventKind::Rezzed => self.card(e.card_def, 3, e),
            EventKind::Scored => self.card(e.card_def, 4, e),
            EventKind::Stolen => self.card(e.card_def, 5, e),
            EventKind::Trashed => self.card(e.card_def, 6, e),
            EventKind::Accessed => self.card(e.card_def, 7, e),
            EventKind::CreditsGained if corp => self.add(S::corp_credits_gained, e.amount),
            EventKind::CreditsGained => self.add(S::runner_credits_gained, e.amount),
            EventKind::CreditsLost if corp => self.add(S::corp_credits_spent, e.amount),
            EventKind::CreditsLost => self.add(S::runner_credits_spent, e.amount),
            EventKind::ClicksSpent => {
                let kind = CLICK_KINDS
                    .iter()
                    .position(|(k, _)| Some(*k) == self.acting)
                    .unwrap_or(CLICK_KINDS.len());
                let base = if corp {
                    S::corp_clicks_credit
                } else {
                    S::runner_clicks_credit
                } as usize;
                let t = &mut self.totals[base + kind];
                *t = t.saturating_add(e.amount as u32);
            }
            EventKind::RunBegins => {
                self.totals[S::runs_hq as usize + server(e.place)] += 1;
            }
            EventKind::RunSuccessful => {
                self.totals[S::runs_successful_hq as usize + server(e.place)] += 1;
            }
            EventKind::Damage => {
                let kind = (e.extra as usize).min(2);
                self.totals[S::damage_net as usize + kind] += e.amount as u32;
                self.add(S::damage_prevented, e.place as u16);
            }
            EventKind::TagsGained => self.add(S::tags_gained, e.amount),
            EventKind::TagsRemoved => self.add(S::tags_removed, e.amount),
            EventKind::BadPublicity => self.add(S::bad_publicity, e.amount),
            _ => {}
        }
    }
}

/// The event kinds [`GameCounts::count`] reads (the others are not recorded at all).
const COUNTED: [EventKind; 17] = [
    EventKind::Drawn,
    EventKind::Played,
    EventKind::Installed,
    EventKind::Rezzed,
    EventKind::Scored,
    EventKind::Stolen,
    EventKind::Trashed,
    EventKind::Accessed,
    EventKind::CreditsGained,
    EventKind::CreditsLost,
    EventKind::ClicksSpent,
    EventKind::RunBegins,
    EventKind::RunSuccessful,
    EventKind::Damage,
    EventKind::TagsGained,
    EventKind::TagsRemoved,
    EventKind::BadPublicity,
];

/// Games per chunk (as `simulate`'s): the most result slots held at once beyond the results.
const CHUNK: u64 = 1 << 16;

type Counted = (GameResult, Vec<u16>, [u32; NUM_SIDE_STATS], u64);

/// Plays game `i` counting its statistics; None if cancelled first or the game could not be
/// set up.
fn play_counted(
    config: &SimConfig,
    decks: &ResolvedDecks,
    layout: &Layout,
    i: u64,
    done: &AtomicU64,
    cancel: &AtomicBool,
) -> Option<Counted> {
    if cancel.load(Ordering::Relaxed) {
        return None;
    }
    let mut counts = GameCounts {
        layout,
        cards: vec![0; layout.titles.len() * CARD_STATS.len()],
        totals: [0; NUM_SIDE_STATS],
        acting: None,
    };
    let mut dropped = 0;
    let filter = COUNTED.iter().fold(0u64, |m, k| m | 1 << (*k as u32));
    let result = play_resolved_with(config, decks, i, true, |state, action: Option<Action>| {
        if action.is_none() {
            state.set_event_filter(filter);
        }
        counts.acting = action.map(|a| a.kind);
        state.drain_events(|e| counts.count(e));
        dropped = state.events_dropped();
    })
    .ok();
    done.fetch_add(1, Ordering::Relaxed);
    result.map(|r| (r, counts.cards, counts.totals, dropped))
}

/// [`crate::simulate`] that also counts per-card and per-side statistics (see [`SimStats`]).
/// The games and results are the same as `simulate`'s for the same config. Plays games
/// `first .. first + config.games` (as [`crate::simulate_from`]); `done` and `cancel` work as
/// in `simulate`.
pub fn simulate_stats(
    config: &SimConfig,
    first: u64,
    done: &AtomicU64,
    cancel: &AtomicBool,
) -> Result<(Vec<GameResult>, SimStats), EngineError> {
    config.check_settings()?;
    let decks = (
        config.corp.resolve(Side::Corp)?,
        config.runner.resolve(Side::Runner)?,
    );
    // A deck that cannot start a game is one clear error, as in `simulate`.
    crate::state::GameState::from_resolved(&decks.0, &decks.1, config.seed)?;
    let layout = Layout::new(&decks);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(config.threads)
        .build()
        .map_err(|e| EngineError::InvalidArgument(format!("cannot start worker threads: {e}")))?;
    let mut results = Vec::new();
    let mut stats = SimStats {
        titles: layout.titles.clone(),
        sides: layout.sides.clone(),
        ..SimStats::default()
    };
    let last = first.saturating_add(config.games);
    let mut start = first;
    while start < last && !cancel.load(Ordering::Relaxed) {
        let end = last.min(start.saturating_add(CHUNK));
        let games: Vec<Option<Counted>> = pool.install(|| {
            (start..end)
                .into_par_iter()
                .map(|i| play_counted(config, &decks, &layout, i, done, cancel))
                .collect()
        });
        for (r, cards, totals, dropped) in games.into_iter().flatten() {
            results.push(r);
            stats.cards.extend_from_slice(&cards);
            stats.totals.extend_from_slice(&totals);
            stats.dropped += dropped;
        }
        start = end;
    }
    Ok((results, stats))
}
