//! A Corp bot against one or more Runner bots over every matchup of one or more built-in pools,
//! on every core, without Python (issue 28, "A stronger Runner": the target is the best Runner
//! bot winning >= 75% against the heuristic Corp at 0.2 s per decision in every pool).
//!
//! `cargo run --release -p nr_engine --example runner_vs -- CORP_BOT RUNNER_BOTS GAMES POOLS
//! [SEED] [THREADS]`
//!
//! - CORP_BOT: a bot name as `BotKind::parse` reads it (`heuristic`, `ismcts:1000`,
//!   `ismcts@200ms`, ...).
//! - RUNNER_BOTS: one or more bot names separated by `/` (e.g. `ismcts@200ms/ismcts-runner@200ms`):
//!   each plays the same games (same seeds), so their win rates are a paired comparison.
//! - GAMES: games per matchup; POOLS: `core`, `sg`, `2021`, `startup`, comma-separated, or `all`.
//! - SEED (default 28): game `i` of matchup `m` is seeded `game_seed(game_seed(SEED, m), i)`.
//! - THREADS (default 0 = one per core): games run in parallel, one search thread each.
//!
//! Prints, for each pool and Runner bot, one JSON line: games, Runner wins, the win rate with its
//! 95% Wilson interval, unfinished games, mean milliseconds per Runner decision with two or more
//! legal actions (wall clock of the bot's `choose`; a single legal action is answered without
//! searching and is not counted), searched decisions per game, and per-matchup wins. Progress goes
//! to stderr.

#[path = "common/seat_vs.rs"]
mod seat_vs;

fn main() {
    seat_vs::main(nr_engine::Side::Runner);
}
