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

use nr_engine::{
    game_seed, pool, BotKind, DeckList, GameState, Side, DEFAULT_POINTS_TO_WIN, MAX_DECISIONS,
    POOLS,
};
use rayon::prelude::*;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// One game's outcome for the Corp bot.
#[derive(Clone, Copy, Default)]
struct Outcome {
    /// 1 Corp won, 0 Runner won, -1 unfinished.
    winner: i8,
    /// Corp decisions with two or more legal actions, and their total wall-clock nanoseconds.
    searched: u64,
    nanos: u64,
}

fn play(corp: &str, runner: &str, corp_bot: BotKind, runner_bot: BotKind, seed: u64) -> Outcome {
    let mut state = GameState::new(
        &DeckList::starter(corp).expect("corp deck"),
        &DeckList::starter(runner).expect("runner deck"),
        seed,
    )
    .expect("game");
    state
        .set_points_to_win(DEFAULT_POINTS_TO_WIN as i64)
        .expect("points");
    // The same bot seeds as `simulate` (play_game).
    let mut corp_bot = corp_bot.build(game_seed(seed, 1));
    let mut runner_bot = runner_bot.build(game_seed(seed, 2));
    let mut legal = state.legal_actions();
    let mut out = Outcome::default();
    let mut decisions = 0;
    while !state.is_over() && decisions < MAX_DECISIONS {
        let action = match state.current_side() {
            Some(Side::Runner) => runner_bot.choose(&state, &legal),
            _ => {
                let start = Instant::now();
                let a = corp_bot.choose(&state, &legal);
                if legal.len() > 1 {
                    out.searched += 1;
                    out.nanos += start.elapsed().as_nanos() as u64;
                }
                a
            }
        };
        state.apply_and_list(action, &mut legal);
        decisions += 1;
    }
    out.winner = match state.winner() {
        Some(Side::Corp) => 1,
        Some(Side::Runner) => 0,
        None => -1,
    };
    out
}

/// The 95% Wilson score interval of `k` successes in `n` trials.
fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (k, n, z) = (k as f64, n as f64, 1.959_964);
    let p = k / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: corp_vs RUNNER_BOT CORP_BOT[/CORP_BOT...] GAMES POOL[,POOL...]|all [SEED] [THREADS]";
    if args.len() < 4 {
        eprintln!("{usage}");
        std::process::exit(2);
    }
    let runner_bot = BotKind::parse(&args[0]).unwrap_or_else(|| panic!("unknown bot {}", args[0]));
    let corp_bots: Vec<(String, BotKind)> = args[1]
        .split('/')
        .map(|n| {
            let b = BotKind::parse(n).unwrap_or_else(|| panic!("unknown bot {n}"));
            b.validate().expect("bot settings");
            (n.to_string(), b)
        })
        .collect();
    runner_bot.validate().expect("runner bot settings");
    let games: u64 = args[2]
        .parse()
        .expect("GAMES: a number of games per matchup");
    let pools: Vec<_> = if args[3] == "all" {
        POOLS.iter().collect()
    } else {
        args[3]
            .split(',')
            .map(|p| pool(p).unwrap_or_else(|| panic!("unknown pool {p}: core, sg, 2021, startup")))
            .collect()
    };
    let seed: u64 = args.get(4).map_or(28, |s| s.parse().expect("SEED"));
    let threads: usize = args.get(5).map_or(0, |s| s.parse().expect("THREADS"));
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build_global()
        .expect("worker threads");
    for p in pools {
        let matchups: Vec<(&str, &str)> = p.matchups().collect();
        // Every (corp bot, matchup, game): rayon balances the work.
        let jobs: Vec<(usize, usize, u64)> = (0..corp_bots.len())
            .flat_map(|b| (0..matchups.len()).flat_map(move |m| (0..games).map(move |i| (b, m, i))))
            .collect();
        let done = AtomicU64::new(0);
        let total = jobs.len() as u64;
        let start = Instant::now();
        let outcomes: Vec<Outcome> = jobs
            .par_iter()
            .map(|&(b, m, i)| {
                let (corp, runner) = matchups[m];
                let s = game_seed(game_seed(seed, m as u64), i);
                let o = play(corp, runner, corp_bots[b].1, runner_bot, s);
                let d = done.fetch_add(1, Ordering::Relaxed) + 1;
                if d.is_multiple_of(16) || d == total {
                    eprintln!(
                        "{}: {d}/{total} games, {:.0} s",
                        p.name,
                        start.elapsed().as_secs_f64()
                    );
                }
                o
            })
            .collect();
        let wall = start.elapsed().as_secs_f64();
        for (b, (name, _)) in corp_bots.iter().enumerate() {
            let mine: Vec<(usize, &Outcome)> = jobs
                .iter()
                .zip(&outcomes)
                .filter(|(j, _)| j.0 == b)
                .map(|(j, o)| (j.1, o))
                .collect();
            let n = mine.len() as u64;
            let wins = mine.iter().filter(|(_, o)| o.winner == 1).count() as u64;
            let unfinished = mine.iter().filter(|(_, o)| o.winner < 0).count();
            let searched: u64 = mine.iter().map(|(_, o)| o.searched).sum();
            let nanos: u64 = mine.iter().map(|(_, o)| o.nanos).sum();
            let (lo, hi) = wilson(wins, n);
            let per_matchup: Vec<String> = matchups
                .iter()
                .enumerate()
                .map(|(m, (c, r))| {
                    let w = mine
                        .iter()
                        .filter(|(j, o)| *j == m && o.winner == 1)
                        .count();
                    format!("[\"{c}\",\"{r}\",{w}]")
                })
                .collect();
            println!(
                "{{\"pool\":\"{}\",\"runner_bot\":\"{}\",\"corp_bot\":\"{}\",\"games\":{n},\
                 \"corp_wins\":{wins},\"corp_win_rate\":{:.4},\"wilson95\":[{lo:.4},{hi:.4}],\
                 \"unfinished\":{unfinished},\"ms_per_corp_decision\":{:.2},\
                 \"searched_decisions_per_game\":{:.1},\"seed\":{seed},\"wall_s\":{wall:.1},\
                 \"per_matchup_corp_wins\":[{}]}}",
                p.name,
                args[0],
                name,
                wins as f64 / n.max(1) as f64,
                nanos as f64 / 1e6 / searched.max(1) as f64,
                searched as f64 / n.max(1) as f64,
                per_matchup.join(",")
            );
        }
    }
}
