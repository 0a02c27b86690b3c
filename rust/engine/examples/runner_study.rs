//! What the search does as the Runner (issue 28, "A stronger Runner"; docs/bots.md): plays the
//! heuristic Corp against a search Runner over a pool's matchups and, at every Runner decision
//! with two or more legal actions, asks the heuristic Runner what it would play in the same
//! state. Prints how often the two agree by decision, what the search plays instead, how the
//! Runner's games end, how many runs it makes and how many of them go into unrezzed ice.
//!
//! `cargo run --release -p nr_engine --example runner_study -- RUNNER_BOT GAMES POOL [SEED]`

use nr_engine::{pool, BotKind, Side};
#[path = "common/study.rs"]
mod study;
use study::Study;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let runner_bot = BotKind::parse(&args[0]).expect("runner bot");
    let games: u64 = args[1].parse().expect("games");
    let p = pool(&args[2]).expect("pool");
    let seed: u64 = args.get(3).map_or(28, |s| s.parse().expect("seed"));
    let mut study = Study::default();
    let (mut runs, mut runs_unrezzed, mut h_runs) = (0u32, 0u32, 0u32);
    let bots = [BotKind::Heuristic, runner_bot];
    study.play(p, games, seed, bots, Side::Runner, |g, a, h| {
        let is_run = |x: &nr_engine::Action| x.kind.name() == "run";
        h_runs += is_run(&h) as u32;
        if is_run(&a) {
            runs += 1;
            let unrezzed = g
                .corp
                .servers
                .get(a.server as usize)
                .is_some_and(|srv| srv.ice.iter().any(|&c| !g.cards[c as usize].rezzed));
            runs_unrezzed += unrezzed as u32;
        }
    });
    study.print(
        "Runner",
        &[format!(
            "runs chosen by the search: {runs} ({runs_unrezzed} into a server with unrezzed ice); \
             the heuristic would have run {h_runs} times at the same decisions"
        )],
    );
}
