//! What the search does as the Corp (issue 28, "the Corp seat"; docs/bots.md): plays a Corp bot
//! against a Runner bot over a pool's matchups and, at every Corp decision with two or more legal
//! actions, asks the heuristic Corp what it would play in the same state. Prints how often the
//! two agree by decision and the heuristic's move, what the search plays instead, and how the
//! games end.
//!
//! `cargo run --release -p nr_engine --example corp_study -- CORP_BOT RUNNER_BOT GAMES POOL [SEED]`

use nr_engine::{
    game_seed, pool, Bot, BotKind, DeckList, GameState, HeuristicBot, Side, DEFAULT_POINTS_TO_WIN,
    MAX_DECISIONS,
};
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
            let mut cb = corp_bot.build(game_seed(s, 1));
            let mut rb = runner_bot.build(game_seed(s, 2));
            let mut hb = HeuristicBot::new(game_seed(s, 3));
            let mut legal = g.legal_actions();
            let mut n = 0;
            while !g.is_over() && n < MAX_DECISIONS {
                let a = if g.current_side() == Some(Side::Runner) {
                    rb.choose(&g, &legal)
                } else {
                    let a = cb.choose(&g, &legal);
                    if legal.len() > 1 {
                        let h = hb.choose(&g, &legal);
                        study.decision(&g, a, h);
                    }
                    a
                };
                g.apply_and_list(a, &mut legal);
                n += 1;
            }
            study.game_over(&g, corp, runner);
        }
    }
    study.print("Corp", &[]);
}
