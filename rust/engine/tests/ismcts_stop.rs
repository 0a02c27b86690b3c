//! `Bot::choose_or_stop`: a search abandons its choice soon after the stop flag is set (the
//! Python binding sets it on Ctrl-C), and decides exactly as `choose` while it is not set.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use nr_engine::{Bot, DeckList, GameState, IsmctsBot, IsmctsConfig, RandomBot};

/// A position with at least two legal actions.
fn position() -> GameState {
    let mut g = GameState::new(&DeckList::default_corp(), &DeckList::default_runner(), 3).unwrap();
    while g.legal_actions().len() < 2 {
        let a = g.legal_actions()[0];
        g.apply(a).unwrap();
    }
    g
}

fn endless(threads: u16) -> IsmctsBot {
    let config = IsmctsConfig {
        iterations: u32::MAX,
        threads,
        ..IsmctsConfig::default()
    };
    IsmctsBot::new(config, 1)
}

#[test]
fn a_stop_set_during_the_search_ends_it_soon_with_no_choice() {
    for threads in [1, 3] {
        let g = position();
        let legal = g.legal_actions();
        let stop = AtomicBool::new(false);
        let mut bot = endless(threads);
        let started = Instant::now();
        let chosen = std::thread::scope(|s| {
            s.spawn(|| {
                std::thread::sleep(Duration::from_millis(100));
                stop.store(true, Ordering::Relaxed);
            });
            bot.choose_or_stop(&g, &legal, &stop)
        });
        assert_eq!(chosen, None);
        assert!(bot.last_iterations() > 0);
        assert!(started.elapsed() < Duration::from_secs(10));
    }
}

#[test]
fn a_stop_set_before_the_search_runs_no_iteration() {
    let g = position();
    let legal = g.legal_actions();
    let mut bot = endless(1);
    assert_eq!(bot.choose_or_stop(&g, &legal, &AtomicBool::new(true)), None);
    assert_eq!(bot.last_iterations(), 0);
}

#[test]
fn without_a_stop_the_choice_is_that_of_choose() {
    let g = position();
    let legal = g.legal_actions();
    let config = IsmctsConfig {
        iterations: 50,
        ..IsmctsConfig::default()
    };
    let a = IsmctsBot::new(config, 9).choose(&g, &legal);
    let b = IsmctsBot::new(config, 9).choose_or_stop(&g, &legal, &AtomicBool::new(false));
    assert_eq!(Some(a), b);
    // Bots that decide at once ignore the flag.
    let r = RandomBot::new(2).choose(&g, &legal);
    assert_eq!(
        RandomBot::new(2).choose_or_stop(&g, &legal, &AtomicBool::new(true)),
        Some(r)
    );
}
