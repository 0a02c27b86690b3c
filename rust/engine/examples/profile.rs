//! Plays random games with the default decks for profiling (`perf record`, `valgrind
//! --tool=callgrind`): `cargo run --release -p nr_engine --example profile -- 2000`.

use nr_engine::{Bot, DeckList, GameState, RandomBot};

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(2000);
    let (corp, runner) = (DeckList::default_corp(), DeckList::default_runner());
    let mut decisions = 0u64;
    for seed in 0..games {
        let mut g = GameState::new(&corp, &runner, seed).expect("default decks");
        let mut bot = RandomBot::new(seed);
        let mut legal = g.legal_actions();
        while !g.is_over() {
            let a = bot.choose(&g, &legal);
            g.apply_and_list(a, &mut legal);
            decisions += 1;
        }
    }
    println!("{games} games, {decisions} decisions");
}
