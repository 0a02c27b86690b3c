//! A Runner bot against one or more Corp bots over every matchup of one or more built-in pools,
//! on every core, without Python: the mirror of `runner_vs` for the Corp seat (issue 28, "the
//! Corp seat": which settings make the search stronger as the Corp).
//!
//! `cargo run --release -p nr_engine --example corp_vs -- RUNNER_BOT CORP_BOTS GAMES POOLS
//! [SEED] [THREADS]`
//!
//! - RUNNER_BOT: a bot name as `BotKind::parse` reads it (`heuristic`, `ismcts:50`, ...).
//! - CORP_BOTS: one or more bot names separated by `/` (e.g. `ismcts-value:140/ismcts-value:140+bias=3`):
//!   each plays the same games (same seeds), so their win rates are a paired comparison.
//! - GAMES: games per matchup; POOLS: `core`, `sg`, `2021`, `startup`, comma-separated, or `all`.
//! - SEED (default 28): game `i` of matchup `m` is seeded `game_seed(game_seed(SEED, m), i)`.
//! - THREADS (default 0 = one per core): games run in parallel, one search thread each.
//!
//! Prints, for each pool and Corp bot, one JSON line: games, Corp wins, the win rate with its
//! 95% Wilson interval, unfinished games, mean milliseconds per Corp decision with two or more
//! legal actions, searched decisions per game, and per-matchup wins. Progress goes to stderr.

#[path = "common/seat_vs.rs"]
mod seat_vs;

fn main() {
    seat_vs::main(nr_engine::Side::Corp);
}
