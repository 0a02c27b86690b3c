//! ISMCTS speed on mid-game positions: iterations per second and time per decision, one thread,
//! random and heuristic rollouts, each to the end of the game and with the default cutoff (100):
//! `cargo run --release -p nr_engine --example ismcts_speed -- [iterations] [positions]`.

use nr_engine::{Bot, DeckList, GameState, IsmctsBot, IsmctsConfig, RandomBot, Rollout};
use std::time::Instant;

/// The position after `n` decisions of a seeded random Jinteki vs Shaper game (or fewer, should
/// it end first), moved on to the first decision with at least two legal actions.
fn midgame(seed: u64, n: u32) -> GameState {
    let mut g = GameState::new(&DeckList::default_corp(), &DeckList::default_runner(), seed)
        .expect("default decks");
    let mut bot = RandomBot::new(seed);
    while !g.is_over() && (g.decisions < n || g.legal_actions().len() < 2) {
        let legal = g.legal_actions();
        let a = bot.choose(&g, &legal);
        g.apply_unchecked(a);
    }
    g
}

fn main() {
    let mut args = std::env::args().skip(1).map(|s| s.parse::<u32>().ok());
    let iterations = args.next().flatten().unwrap_or(1000);
    let positions = args.next().flatten().unwrap_or(10) as u64;
    for rollout in [Rollout::Random, Rollout::Heuristic] {
        for depth in [0, 100] {
            let config = IsmctsConfig {
                iterations,
                rollout,
                rollout_depth: depth,
                ..IsmctsConfig::default()
            };
            let mut bot = IsmctsBot::new(config, 1);
            let (mut total, mut done, mut searched) = (0.0, 0u64, 0u64);
            for p in 0..positions {
                let g = midgame(p, 60);
                if g.is_over() {
                    continue;
                }
                let legal = g.legal_actions();
                let start = Instant::now();
                bot.choose(&g, &legal);
                total += start.elapsed().as_secs_f64();
                done += bot.last_iterations();
                searched += 1;
            }
            println!(
                "{rollout:?} rollouts, depth {depth}: {:.0} iterations/s, {:.1} ms per {iterations}-iteration decision ({searched} positions)",
                done as f64 / total,
                1000.0 * total / searched as f64,
            );
        }
    }
}
