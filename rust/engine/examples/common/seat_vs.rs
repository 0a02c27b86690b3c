//! The body of `runner_vs` and `corp_vs` (issue 28): one fixed bot in one seat against one or
//! more bots in the other seat (`seat`, the compared one) over every matchup of one or more
//! built-in pools, on every core; each compared bot plays the same games (same seeds), so their
//! win rates are a paired comparison. Shared by both examples with `#[path]`.

use nr_engine::{
    game_seed, pool, BotKind, DeckList, GameState, Side, DEFAULT_POINTS_TO_WIN, MAX_DECISIONS,
    POOLS,
};
use rayon::prelude::*;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// One game's outcome for the compared bot.
#[derive(Clone, Copy, Default)]
struct Outcome {
    /// 1 the compared bot won, 0 it lost, -1 unfinished.
    winner: i8,
    /// The compared bot's decisions with two or more legal actions, and their total wall-clock
    /// nanoseconds.
    searched: u64,
    nanos: u64,
}

fn play(
    corp: &str,
    runner: &str,
    corp_bot: BotKind,
    runner_bot: BotKind,
    seat: Side,
    seed: u64,
) -> Outcome {
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
        let side = state.current_side().unwrap_or(Side::Runner);
        let start = Instant::now();
        let action = match side {
            Side::Corp => corp_bot.choose(&state, &legal),
            Side::Runner => runner_bot.choose(&state, &legal),
        };
        if side == seat && legal.len() > 1 {
            out.searched += 1;
            out.nanos += start.elapsed().as_nanos() as u64;
        }
        state.apply_and_list(action, &mut legal);
        decisions += 1;
    }
    out.winner = match state.winner() {
        Some(w) if w == seat => 1,
        Some(_) => 0,
        None => -1,
    };
    out
}

/// The 95% Wilson score interval of `k` successes in `n` trials.
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (k, n, z) = (k as f64, n as f64, 1.959_964);
    let p = k / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Reads the command line (`FIXED_BOT BOTS GAMES POOLS [SEED] [THREADS]`), plays, and prints one
/// JSON line per pool and compared bot; `seat` is the compared bots' seat.
pub fn main(seat: Side) {
    let (me, other) = match seat {
        Side::Runner => ("runner", "corp"),
        Side::Corp => ("corp", "runner"),
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (upper, other_upper) = (me.to_uppercase(), other.to_uppercase());
    let usage = format!(
        "usage: {me}_vs {other_upper}_BOT {upper}_BOT[/{upper}_BOT...] GAMES POOL[,POOL...]|all [SEED] [THREADS]"
    );
    if args.len() < 4 {
        eprintln!("{usage}");
        std::process::exit(2);
    }
    let fixed = BotKind::parse(&args[0]).unwrap_or_else(|| panic!("unknown bot {}", args[0]));
    let bots: Vec<(String, BotKind)> = args[1]
        .split('/')
        .map(|n| {
            let b = BotKind::parse(n).unwrap_or_else(|| panic!("unknown bot {n}"));
            b.validate().expect("bot settings");
            (n.to_string(), b)
        })
        .collect();
    fixed.validate().expect("fixed bot settings");
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
        // Every (compared bot, matchup, game): rayon balances the work.
        let jobs: Vec<(usize, usize, u64)> = (0..bots.len())
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
                let (corp_bot, runner_bot) = match seat {
                    Side::Runner => (fixed, bots[b].1),
                    Side::Corp => (bots[b].1, fixed),
                };
                let o = play(corp, runner, corp_bot, runner_bot, seat, s);
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
        for (b, (name, _)) in bots.iter().enumerate() {
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
                "{{\"pool\":\"{}\",\"{other}_bot\":\"{}\",\"{me}_bot\":\"{}\",\"games\":{n},\
                 \"{me}_wins\":{wins},\"{me}_win_rate\":{:.4},\"wilson95\":[{lo:.4},{hi:.4}],\
                 \"unfinished\":{unfinished},\"ms_per_{me}_decision\":{:.2},\
                 \"searched_decisions_per_game\":{:.1},\"seed\":{seed},\"wall_s\":{wall:.1},\
                 \"per_matchup_{me}_wins\":[{}]}}",
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
