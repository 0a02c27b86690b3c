use nr_engine::{DeckList, GameState};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::collections::HashMap;
fn main() {
    let n = 2000;
    let mut reasons: HashMap<String, u32> = HashMap::new();
    let mut decisions = 0u64;
    let mut turns = 0u64;
    let mut kinds: HashMap<&'static str, u32> = HashMap::new();
    let t = std::time::Instant::now();
    for seed in 0..n {
        let mut g =
            GameState::new(&DeckList::default_corp(), &DeckList::default_runner(), seed).unwrap();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        while !g.is_over() {
            let l = g.legal_actions();
            *kinds.entry(g.decision_name()).or_default() += 1;
            let a = l[(rng.next_u64() % l.len() as u64) as usize];
            g.apply_unchecked(a);
        }
        *reasons
            .entry(format!(
                "{:?} {}",
                g.winner().unwrap(),
                g.win_reason().unwrap()
            ))
            .or_default() += 1;
        decisions += g.decisions as u64;
        turns += g.turn as u64;
    }
    println!(
        "{reasons:?}\nmean decisions {} mean turns {} time {:?}",
        decisions / n,
        turns / n,
        t.elapsed()
    );
    println!("{kinds:?}");
}
