//! Win rates and speed of two bots over the built-in matchups of a set: the 12 Core Set matchups,
//! the 20 System Gateway ones, the 12 pairings of the example 2021-pool decks, or the 12 pairings
//! of the example Startup decks.
//!
//! `cargo run --release -p nr_engine --example bots_bench -- [corp_bot] [runner_bot] [games]
//! [core|sg|2021|startup]` (defaults: heuristic heuristic 2000 games per matchup, core).

use nr_engine::{
    simulate, BotKind, DeckList, SimConfig, EXAMPLE_2021_DECKS, SG_STARTER_DECKS, STARTER_DECKS,
    STARTUP_DECKS,
};
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let corp_bot = BotKind::parse(args.get(1).map_or("heuristic", |s| s)).expect("corp bot");
    let runner_bot = BotKind::parse(args.get(2).map_or("heuristic", |s| s)).expect("runner bot");
    let games: u64 = args.get(3).map_or(2000, |s| s.parse().expect("games"));
    let (corps, runners) = match args.get(4).map_or("core", |s| s) {
        "core" => (&STARTER_DECKS[..4], &STARTER_DECKS[4..]),
        "sg" => (&SG_STARTER_DECKS[..5], &SG_STARTER_DECKS[5..]),
        "2021" => (&EXAMPLE_2021_DECKS[..4], &EXAMPLE_2021_DECKS[4..]),
        "startup" => (&STARTUP_DECKS[..4], &STARTUP_DECKS[4..]),
        other => panic!("no starter set {other:?}: core, sg, 2021 or startup"),
    };
    let (mut total, mut corp_wins, mut runner_wins, mut unfinished, mut decisions) =
        (0, 0, 0, 0, 0u64);
    let start = Instant::now();
    for corp in corps {
        for runner in runners {
            let config = SimConfig {
                corp: DeckList::starter(corp).unwrap(),
                runner: DeckList::starter(runner).unwrap(),
                games,
                corp_bot,
                runner_bot,
                seed: 7,
                threads: 0,
                points_to_win: nr_engine::DEFAULT_POINTS_TO_WIN,
                cards: Default::default(),
            };
            let results = simulate(&config, &AtomicU64::new(0), &AtomicBool::new(false)).unwrap();
            let c = results.iter().filter(|r| r.winner == 0).count();
            let r = results.iter().filter(|r| r.winner == 1).count();
            let mut reasons = [[0usize; 3]; 2];
            for g in results.iter().filter(|g| g.winner >= 0 && g.reason < 3) {
                reasons[g.winner as usize][g.reason as usize] += 1;
            }
            println!(
                "{corp:>12} vs {runner:<8}: corp {c:>6} runner {r:>6} (by points/flatline/deck: corp {:?}, runner {:?})",
                reasons[0], reasons[1]
            );
            total += results.len();
            corp_wins += c;
            runner_wins += r;
            unfinished += results.iter().filter(|r| r.winner < 0).count();
            decisions += results.iter().map(|r| r.decisions as u64).sum::<u64>();
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{} vs {}: {total} games, corp {:.3}, runner {:.3}, unfinished {unfinished}, {:.0} games/min, {:.0} decisions/game, {:.0} decisions/s, {:.1} ns/decision",
        corp_bot.name(),
        runner_bot.name(),
        corp_wins as f64 / total as f64,
        runner_wins as f64 / total as f64,
        total as f64 / secs * 60.0,
        decisions as f64 / total as f64,
        decisions as f64 / secs,
        secs * 1e9 / decisions as f64,
    );
}
