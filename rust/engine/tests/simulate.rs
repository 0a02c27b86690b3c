//! Batch simulation: reproducible by seed whatever the thread count, cancellable, and every game
//! played to its end.

use nr_engine::{
    game_seed, play_game, simulate, BotKind, DeckList, GameResult, GameState, RandomBot, SimConfig,
    REASON_UNFINISHED,
};
use std::sync::atomic::{AtomicBool, AtomicU64};

fn config(games: u64, threads: usize) -> SimConfig {
    SimConfig {
        corp: DeckList::default_corp(),
        runner: DeckList::default_runner(),
        games,
        corp_bot: BotKind::Random,
        runner_bot: BotKind::Random,
        seed: 42,
        threads,
        points_to_win: nr_engine::DEFAULT_POINTS_TO_WIN,
        cards: Default::default(),
    }
}

fn run(c: &SimConfig) -> Vec<GameResult> {
    simulate(c, &AtomicU64::new(0), &AtomicBool::new(false)).unwrap()
}

#[test]
fn same_results_whatever_the_thread_count() {
    let one = run(&config(300, 1));
    let two = run(&config(300, 2));
    assert_eq!(one.len(), 300);
    assert_eq!(one, two);
    assert!(one.iter().enumerate().all(|(i, r)| r.index == i as u64));
}

#[test]
fn every_game_ends_with_a_winner_and_a_reason() {
    for r in run(&config(300, 0)) {
        assert!(r.winner == 0 || r.winner == 1, "{r:?}");
        assert_ne!(r.reason, REASON_UNFINISHED);
        assert!(r.turns >= 1 && r.decisions > 0);
        if r.reason == 0 {
            assert!(r.points[r.winner as usize] >= 7, "{r:?}");
        }
    }
}

#[test]
fn a_game_replays_from_its_seed() {
    let c = config(5, 2);
    let results = run(&c);
    for r in &results {
        assert_eq!(r.seed, game_seed(42, r.index));
        assert_eq!(play_game(&c, r.index).unwrap(), *r);
    }
}

#[test]
fn cancel_stops_early_with_finished_games() {
    let cancel = AtomicBool::new(true);
    let done = AtomicU64::new(0);
    let results = simulate(&config(1000, 2), &done, &cancel).unwrap();
    assert!(results.is_empty());
    assert_eq!(done.load(std::sync::atomic::Ordering::Relaxed), 0);
}

#[test]
fn progress_counts_every_game() {
    let done = AtomicU64::new(0);
    let results = simulate(&config(64, 2), &done, &AtomicBool::new(false)).unwrap();
    assert_eq!(results.len(), 64);
    assert_eq!(done.load(std::sync::atomic::Ordering::Relaxed), 64);
}

#[test]
fn a_bad_deck_is_one_clear_error() {
    let mut c = config(10, 1);
    c.corp = DeckList::parse("Jinteki: Personal Evolution\n3x No Such Card").unwrap();
    let err = simulate(&c, &AtomicU64::new(0), &AtomicBool::new(false)).unwrap_err();
    assert!(err.to_string().contains("No Such Card"), "{err}");
}

#[test]
fn random_bot_is_seeded() {
    use nr_engine::Bot;
    let g = GameState::new(&DeckList::default_corp(), &DeckList::default_runner(), 1).unwrap();
    let legal = g.legal_actions();
    let pick = |seed| {
        let mut b = RandomBot::new(seed);
        (0..20).map(|_| b.choose(&g, &legal)).collect::<Vec<_>>()
    };
    assert_eq!(pick(5), pick(5));
    assert_eq!(BotKind::parse("Random"), Some(BotKind::Random));
    assert_eq!(BotKind::parse("Heuristic"), Some(BotKind::Heuristic));
    let Some(BotKind::Ismcts(c)) = BotKind::parse("ismcts:250") else {
        panic!("ismcts:250 is a bot")
    };
    assert_eq!(c.iterations, 250);
    assert_eq!(BotKind::parse("ismcts:250").unwrap().name(), "ismcts:250");
    for bad in ["ismcts:0", "ismcts:x", "random:3", "alphazero", ""] {
        assert_eq!(BotKind::parse(bad), None, "{bad}");
    }
}
