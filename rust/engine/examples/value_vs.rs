//! Bot A against bot B over every matchup of a built-in pool, both seats, on every core
//! (issue 28: the learned evaluation's measurement). Prints one JSON line: A's wins as Corp and
//! as Runner with counts and 95% Wilson intervals, and per matchup.
//!
//! `cargo run --release -p nr_engine --example value_vs -- BOT_A BOT_B POOL GAMES [SEED]
//! [THREADS]`, e.g. `-- ismcts-value:700 ismcts:1000 core 50`: GAMES games per matchup and seat,
//! POOL one of `nr_engine::POOLS` (`core`, `sg`, `2021`, `startup`) or `all`, THREADS 0 (the
//! default) for every core. A bot is any name `BotKind::parse` reads, time budgets included
//! (`ismcts@200ms`: the clock alone stops the search; `ismcts:100000@200`: whichever comes
//! first; not reproducible, unlike iteration budgets). Matchup `m`, seat `s` is the `simulate` batch
//! seeded `game_seed(game_seed(SEED, m), s)`. With GAMES 0 it only times both bots instead:
//! seconds per decision (two or more legal actions) in self-play on the pool's first matchup,
//! over SEED decisions (default 100), one thread.

use nr_engine::{game_seed, pool, simulate, BotKind, DeckList, SimConfig, POOLS};
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::Instant;

/// The one reader of bot names (`BotKind::parse`): `@T` time budgets and `+` settings included.
fn bot(spec: &str) -> BotKind {
    BotKind::parse(spec).unwrap_or_else(|| panic!("unknown bot {spec:?}"))
}

/// 95% Wilson interval of `k` wins in `n` games.
fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (z, n_f) = (1.959_964, n as f64);
    let p = k as f64 / n_f;
    let d = 1.0 + z * z / n_f;
    let c = (p + z * z / (2.0 * n_f)) / d;
    let h = z * (p * (1.0 - p) / n_f + z * z / (4.0 * n_f * n_f)).sqrt() / d;
    (c - h, c + h)
}

fn record(k: u64, n: u64) -> String {
    let (lo, hi) = wilson(k, n);
    let rate = if n == 0 { 0.0 } else { k as f64 / n as f64 };
    format!(r#"{{"won":{k},"played":{n},"rate":{rate:.4},"ci95":[{lo:.4},{hi:.4}]}}"#)
}

/// Mean seconds per decision (with two or more legal actions) of `kind` in self-play on the
/// pool's first matchup, over `decisions` decisions on one thread.
fn time_per_decision(kind: BotKind, corp: &str, runner: &str, decisions: u32) -> f64 {
    use nr_engine::GameState;
    let (c, r) = (
        DeckList::starter(corp).unwrap(),
        DeckList::starter(runner).unwrap(),
    );
    let (mut n, mut spent, mut seed) = (0u32, 0.0, 0u64);
    while n < decisions {
        let mut g = GameState::new(&c, &r, seed).unwrap();
        let mut bots = [kind.build(seed), kind.build(seed + 1)];
        while !g.is_over() && n < decisions {
            let legal = g.legal_actions();
            let side = g.current_side().map_or(0, |s| s as usize);
            let t = Instant::now();
            let a = bots[side].choose(&g, &legal);
            if legal.len() > 1 {
                spent += t.elapsed().as_secs_f64();
                n += 1;
            }
            g.apply(a).unwrap();
        }
        seed += 1;
    }
    spent / decisions as f64
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.into());
    let (a_name, b_name) = (arg(0, "ismcts-value"), arg(1, "ismcts"));
    let (a, b) = (bot(&a_name), bot(&b_name));
    let pool_name = arg(2, "core");
    let games: u64 = arg(3, "10").parse().expect("games");
    let seed: u64 = arg(4, "0").parse().expect("seed");
    let threads: usize = arg(5, "0").parse().expect("threads");
    let pools: Vec<_> = if pool_name == "all" {
        POOLS.iter().collect()
    } else {
        vec![pool(&pool_name).unwrap_or_else(|| panic!("unknown pool {pool_name:?}"))]
    };
    if games == 0 {
        // Timing only: `-- A B POOL 0 [DECISIONS]`.
        let (corp, runner) = pools[0].matchups().next().unwrap();
        let n = if seed == 0 { 100 } else { seed as u32 };
        let (ta, tb) = (
            time_per_decision(a, corp, runner, n),
            time_per_decision(b, corp, runner, n),
        );
        println!(
            r#"{{"a":"{a_name}","b":"{b_name}","decisions":{n},"a_seconds_per_decision":{ta:.5},"b_seconds_per_decision":{tb:.5}}}"#
        );
        return;
    }
    let start = Instant::now();
    let mut won = [0u64; 2];
    let mut played = [0u64; 2];
    let mut rows = Vec::new();
    let mut m = 0u64;
    for p in pools {
        for (corp, runner) in p.matchups() {
            let mut row = Vec::new();
            for (seat, (corp_bot, runner_bot)) in [(a, b), (b, a)].into_iter().enumerate() {
                let sim = SimConfig {
                    corp: DeckList::starter(corp).unwrap(),
                    runner: DeckList::starter(runner).unwrap(),
                    games,
                    corp_bot,
                    runner_bot,
                    seed: game_seed(game_seed(seed, m), seat as u64),
                    threads,
                    points_to_win: nr_engine::DEFAULT_POINTS_TO_WIN,
                    cards: Default::default(),
                };
                let r = simulate(&sim, &AtomicU64::new(0), &AtomicBool::new(false)).unwrap();
                let k = r.iter().filter(|g| g.winner == seat as i8).count() as u64;
                won[seat] += k;
                played[seat] += r.len() as u64;
                row.push(record(k, r.len() as u64));
                eprintln!(
                    "{corp} vs {runner}: A as {} won {k}/{}",
                    ["Corp", "Runner"][seat],
                    r.len()
                );
            }
            rows.push(format!(
                r#"{{"corp":"{corp}","runner":"{runner}","a_as_corp":{},"a_as_runner":{}}}"#,
                row[0], row[1]
            ));
            m += 1;
        }
    }
    println!(
        r#"{{"a":"{a_name}","b":"{b_name}","pool":"{pool_name}","games_per_matchup_and_seat":{games},"seed":{seed},"a_as_corp":{},"a_as_runner":{},"a_overall":{},"seconds":{:.1},"matchups":[{}]}}"#,
        record(won[0], played[0]),
        record(won[1], played[1]),
        record(won[0] + won[1], played[0] + played[1]),
        start.elapsed().as_secs_f64(),
        rows.join(",")
    );
}
