//! What the search does as the Corp (issue 28, "the Corp seat"; docs/strength.md): plays a Corp bot
//! against a Runner bot over a pool's matchups and, at every Corp decision with two or more legal
//! actions, asks the heuristic Corp what it would play in the same state. Prints how often the
//! two agree by decision and the heuristic's move, what the search plays instead, and how the
//! games end.
//!
//! `cargo run --release -p nr_engine --example corp_study -- CORP_BOT RUNNER_BOT GAMES POOL [SEED]`

use nr_engine::{pool, BotKind, Side};
#[path = "common/study.rs"]
mod study;
use study::Study;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let corp_bot = BotKind::parse(&args[0]).expect("corp bot");
    let runner_bot = BotKind::parse(&args[1]).expect("runner bot");
    let games: u64 = args[2].parse().expect("games");
    let p = pool(&args[3]).expect("pool");
    let seed: u64 = args.get(4).map_or(28, |s| s.parse().expect("seed"));
    let mut study = Study::default();
    study.play(
        p,
        games,
        seed,
        [corp_bot, runner_bot],
        Side::Corp,
        |_, _, _| {},
    );
    study.print("Corp", &[]);
}
