//! ISMCTS against another bot in both seats, over the starter matchups: an indicative strength
//! check (the target: >= 60% of games won against HeuristicBot as Corp and as Runner).
//!
//! `cargo run --release -p nr_engine --example ismcts_vs -- GAMES ITERATIONS ROLLOUT DEPTH
//! EXPLORATION [OPPONENT] [MATCHUPS]`, e.g. `-- 4 1000 heuristic 40 0.7 heuristic 12`: GAMES
//! games per matchup and seat, ROLLOUT `random` or `heuristic`, DEPTH the rollout cutoff in
//! decisions (0: to the end), MATCHUPS the first N of the 12 starter matchups (Corp-major order).

use nr_engine::{simulate, BotKind, DeckList, IsmctsConfig, Rollout, SimConfig, STARTER_DECKS};
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.into());
    let games: u64 = arg(0, "4").parse().expect("games");
    let config = IsmctsConfig {
        iterations: arg(1, "1000").parse().expect("iterations"),
        rollout: match arg(2, "heuristic").as_str() {
            "random" => Rollout::Random,
            _ => Rollout::Heuristic,
        },
        rollout_depth: arg(3, "40").parse().expect("depth"),
        exploration: arg(4, "0.7").parse().expect("exploration"),
        ..IsmctsConfig::default()
    };
    config.validate().expect("settings");
    let opponent = BotKind::parse(&arg(5, "heuristic")).expect("opponent");
    let matchups: usize = arg(6, "12").parse().expect("matchups");
    let search = BotKind::Ismcts(config);
    println!("{config:?} vs {}", opponent.name());
    let start = Instant::now();
    let (mut corp_won, mut runner_won, mut played) = (0, 0, [0u64; 2]);
    let pairs = STARTER_DECKS[..4]
        .iter()
        .flat_map(|c| STARTER_DECKS[4..].iter().map(move |r| (c, r)));
    for (n, (corp, runner)) in pairs.take(matchups).enumerate() {
        for (seat, (corp_bot, runner_bot)) in [(search, opponent), (opponent, search)]
            .into_iter()
            .enumerate()
        {
            let sim = SimConfig {
                corp: DeckList::starter(corp).unwrap(),
                runner: DeckList::starter(runner).unwrap(),
                games,
                corp_bot,
                runner_bot,
                seed: 100 + n as u64,
                threads: 2,
                points_to_win: nr_engine::DEFAULT_POINTS_TO_WIN,
                cards: Default::default(),
            };
            let results = simulate(&sim, &AtomicU64::new(0), &AtomicBool::new(false)).unwrap();
            let won = results.iter().filter(|r| r.winner == seat as i8).count();
            if seat == 0 {
                corp_won += won;
            } else {
                runner_won += won;
            }
            played[seat] += results.len() as u64;
            // One line per matchup and seat, so a long run shows its progress.
            println!(
                "{corp} vs {runner}, ISMCTS as {}: won {won}/{}",
                ["Corp", "Runner"][seat],
                results.len()
            );
        }
    }
    println!(
        "ISMCTS as Corp: {corp_won}/{} ({:.0}%), as Runner: {runner_won}/{} ({:.0}%), {:.0} s",
        played[0],
        100.0 * corp_won as f64 / played[0] as f64,
        played[1],
        100.0 * runner_won as f64 / played[1] as f64,
        start.elapsed().as_secs_f64()
    );
}
