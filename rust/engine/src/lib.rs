//! # nr_engine
//!
//! The rules of Android: Netrunner (Rules Reference v1.1, "Timing Structures") as a resumable
//! state machine over plain data. A [`GameState`] holds the whole game: both players, every card
//! instance, the run in progress, the stack of pending rule steps, and a seeded random generator.
//! The rules run forward until a player must decide something; [`GameState::legal_actions`] lists
//! the choices and [`GameState::apply`] resumes.
//!
//! ```
//! use nr_engine::{DeckList, GameState};
//! let mut game = GameState::new(&DeckList::default_corp(), &DeckList::default_runner(), 7).unwrap();
//! while !game.is_over() {
//!     let action = game.legal_actions()[0];
//!     game.apply(action).unwrap();
//! }
//! assert!(game.winner().is_some());
//! ```

/// Marks a profiled scope (`nr-fast profile`, issue 26): with the cargo feature `profile`, a
/// guard timing the rest of the enclosing block into this thread's profile (`profiler.rs`);
/// without it, nothing at all: the arguments are not even evaluated, so the normal build is the
/// code it would be without the probe.
macro_rules! probe {
    ($category:ident, $name:expr) => {
        #[cfg(feature = "profile")]
        let _probe = crate::profiler::enter(crate::profiler::Category::$category, $name);
    };
}

mod access_choices;
mod actions;
mod amount;
mod bench;
mod bots;
mod card_names;
mod cards;
mod decision_docs;
mod deck;
mod effects;
mod engine;
mod error;
mod formats;
mod install;
mod invariants;
mod labels;
mod legal;
mod list;
mod log;
mod log_fields;
mod log_text;
mod observe;
mod points_to_win;
mod pools;
#[cfg(feature = "profile")]
mod profiler;
mod rez;
mod run;
mod scenario;
mod scenario_memory;
mod scenario_out;
mod side;
mod sim_events;
// Per-card and per-side statistics of simulations (issue 16).
#[cfg(test)]
mod random_positions;
mod sim_stats;
mod simulate;
mod state;
mod sweep;
mod tensor;
mod titles;
mod triggers;
mod turn;
mod vec_game;
mod views;
mod waits;
mod windows;
// What the players remember of runs (after `views`, which shows it).
mod last_run;

pub use actions::{
    parse_server, server_name, Action, ActionKind, ActionList, NEW_REMOTE, NONE, NUM_ACTIONS,
};
pub use bench::{bench, BenchReport, BENCH_VERSION};
pub use bots::{
    corp_value, learned_corp_value, level, value_feature_names, value_features, value_positions,
    Bot, BotKind, HeuristicBot, IsmctsBot, IsmctsConfig, Leaf, Level, RandomBot, Rollout,
    ValueFeatures, ValueNet, ValuePositions, LEVELS, MAX_HIDDEN, NUM_VALUE_FEATURES, PB_BIAS,
    VALUE_BLEND, VALUE_ROLLOUT_DEPTH,
};
pub use cards::{
    card_table, BreakerInfo, CardDef, CardOverride, CardTable, CardType, Number, MAX_SUBROUTINES,
    NUMBERS,
};
pub use decision_docs::{
    cards_asking, decision_doc, decisions_markdown, DecisionDoc, DECISION_DOCS,
};
pub use deck::{
    required_agenda_points, DeckList, DeckProblem, Format, EXAMPLE_2021_DECKS, FORMATS,
    MAX_DECK_CARDS, SG_STARTER_DECKS, STARTER_DECKS, STARTUP_DECKS,
};
pub use error::EngineError;
pub use formats::{
    formats, unimplemented_standard_card, FormatData, Formats, PoolCard, Restriction,
};
pub use invariants::{InvariantError, MAX_CLICKS, MAX_COUNTER, MAX_CREDITS, MAX_TURN};
pub use labels::card_actions_markdown;
pub use list::List;
pub use log::{
    place_code, place_name, EventKind, EventLog, LogEvent, SeenCard, TrashCause, COUNTER_NAMES,
    EVENT_CAPACITY, NUM_EVENT_KINDS, TRASH_CAUSE_NAMES,
};
pub use log_fields::{FieldValue, Fields};
pub use points_to_win::{points_to_win_arg, MAX_POINTS_TO_WIN, MIN_POINTS_TO_WIN};
pub use pools::{pool, Pool, POOLS};
#[cfg(feature = "profile")]
pub use profiler::{profile, Category, Profile, ProfileConfig, ProfileNode, ProfileRow};
pub use scenario::{Phase, Scenario, MAX_JSON_DEPTH};
pub use scenario_memory::{AccessedSpec, LastRunSpec};
pub use side::{BySide, Side};
pub use sim_events::{simulate_events, EventCounts};
pub use sim_stats::{simulate_stats, SimStats, CARD_STATS, NUM_SIDE_STATS, SIDE_STATS};
pub use simulate::{
    game_seed, play_game, reason_code, simulate, simulate_from, GameResult, SimConfig,
    MAX_DECISIONS, REASON_UNFINISHED,
};
pub use state::{
    CardInst, GameState, Run, RunEndReason, Server, WinReason, Zone, DEFAULT_POINTS_TO_WIN,
};
pub use sweep::{
    sweep, FailureKind, SweepConfig, SweepFailure, SweepReport, SWEEP_CORPS, SWEEP_MAX_FAILURES,
    SWEEP_POOLS, SWEEP_RUNNERS,
};
pub use tensor::{
    Field, DECISION_NAMES, ENCODED_SERVERS, GLOBAL_NAMES, ICE_FEATURES, ICE_SLOTS,
    INFORMATION_STATE_EXTRA, INFORMATION_STATE_SIZE, NUM_AGENDA_DEFS, NUM_DEFS, NUM_ICE_DEFS,
    NUM_IDENTITY_DEFS, NUM_RIG_DEFS, NUM_ROOT_DEFS, OBSERVATION_LAYOUT, OBSERVATION_SIZE,
    RIG_FEATURES, ROOT_FEATURES, ROOT_SLOTS, RUN_NAMES, TURN_FLAG_NAMES,
};
pub use titles::{card_by_title, fold_title, lookup_card, suggest_title};
pub use vec_game::{episode_seed, VecGame, VecOutput, MAX_LEGAL};

// What the players remember of runs (docs/api.md, `last_run`).
pub use last_run::{AccessFrom, AccessLog, Accessed, LastRun, MAX_ACCESS_LOG};
