//! What the search does as the Runner (issue 28, "A stronger Runner"; docs/bots.md): plays the
//! heuristic Corp against a search Runner over a pool's matchups and, at every Runner decision
//! with two or more legal actions, asks the heuristic Runner what it would play in the same
//! state. Prints how often the two agree by decision, what the search plays instead, how the
//! Runner's games end, how many runs it makes and how many of them go into unrezzed ice.
//!
//! `cargo run --release -p nr_engine --example runner_study -- RUNNER_BOT GAMES POOL [SEED]`

use nr_engine::{
    game_seed, pool, Bot, BotKind, DeckList, GameState, HeuristicBot, Side, DEFAULT_POINTS_TO_WIN,
    MAX_DECISIONS,
};
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
    for (m, (corp, runner)) in p.matchups().enumerate() {
        for i in 0..games {
            let s = game_seed(game_seed(seed, m as u64), i);
            let mut g = GameState::new(
                &DeckList::starter(corp).unwrap(),
                &DeckList::starter(runner).unwrap(),
                s,
            )
            .unwrap();
            g.set_points_to_win(DEFAULT_POINTS_TO_WIN as i64).unwrap();
            let mut cb = BotKind::Heuristic.build(game_seed(s, 1));
            let mut rb = runner_bot.build(game_seed(s, 2));
            let mut hb = HeuristicBot::new(game_seed(s, 3));
            let mut legal = g.legal_actions();
            let mut n = 0;
            while !g.is_over() && n < MAX_DECISIONS {
                let a = if g.current_side() == Some(Side::Corp) {
                    cb.choose(&g, &legal)
                } else {
                    let a = rb.choose(&g, &legal);
                    if legal.len() > 1 {
                        let h = hb.choose(&g, &legal);
                        study.decision(&g, a, h);
                        let is_run = |x: &nr_engine::Action| x.kind.name() == "run";
                        h_runs += is_run(&h) as u32;
                        if is_run(&a) {
                            runs += 1;
                            let unrezzed =
                                g.corp.servers.get(a.server as usize).is_some_and(|srv| {
                                    srv.ice.iter().any(|&c| !g.cards[c as usize].rezzed)
                                });
                            runs_unrezzed += unrezzed as u32;
                        }
                    }
                    a
                };
                g.apply_and_list(a, &mut legal);
                n += 1;
            }
            study.game_over(&g, corp, runner);
        }
    }
    study.print(
        "Runner",
        &[format!(
            "runs chosen by the search: {runs} ({runs_unrezzed} into a server with unrezzed ice); \
             the heuristic would have run {h_runs} times at the same decisions"
        )],
    );
}
