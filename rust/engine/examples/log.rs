//! Prints one seeded random game decision by decision: `cargo run --release -p nr_engine --example log -- 5`.
use nr_engine::{DeckList, GameState};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
fn main() {
    let seed: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(3);
    let mut g =
        GameState::new(&DeckList::default_corp(), &DeckList::default_runner(), seed).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    while !g.is_over() {
        let l = g.legal_actions();
        let a = l[(rng.next_u64() % l.len() as u64) as usize];
        println!(
            "t{} {:?} [{}] c{}/{} r{}/{} {} (of {})",
            g.turn(),
            g.current_side().unwrap(),
            g.decision_name(),
            g.corp.credits,
            g.corp.clicks,
            g.runner.credits,
            g.runner.clicks,
            g.label(&a),
            l.len()
        );
        g.apply_unchecked(a);
    }
    println!("{:?} {:?}", g.winner(), g.win_reason());
}
