//! The heuristic bot against the random bot on both sides in every pairing of the example
//! Startup decks (issue 25). The target is 90% in each; this test holds the bot to the
//! floor it reaches today (`FLOOR`), so that a change that makes it worse fails, and prints each
//! pairing's rate (`--nocapture`). docs/bots.md gives the measured figures.

use nr_engine::{simulate, BotKind, DeckList, SimConfig, STARTUP_DECKS};
use std::sync::atomic::{AtomicBool, AtomicU64};

/// Games per pairing and seat.
const GAMES: u64 = 100;

/// The lowest win rate the heuristic bot must reach in every pairing and seat.
const FLOOR: f64 = 0.9;

/// The heuristic bot's win rate in `corp` against `runner`, in the seat `heuristic_corp` says.
fn win_rate(corp: &str, runner: &str, heuristic_corp: bool) -> f64 {
    let (heuristic, random) = (BotKind::Heuristic, BotKind::Random);
    let config = SimConfig {
        corp: DeckList::starter(corp).unwrap(),
        runner: DeckList::starter(runner).unwrap(),
        games: GAMES,
        corp_bot: if heuristic_corp { heuristic } else { random },
        runner_bot: if heuristic_corp { random } else { heuristic },
        seed: 2026,
        threads: 0,
        points_to_win: nr_engine::DEFAULT_POINTS_TO_WIN,
        cards: Default::default(),
    };
    let results = simulate(&config, &AtomicU64::new(0), &AtomicBool::new(false)).unwrap();
    let seat = if heuristic_corp { 0 } else { 1 };
    results.iter().filter(|r| r.winner == seat).count() as f64 / results.len() as f64
}

/// Every Startup Corp deck against every Startup Runner deck, the heuristic bot in one seat.
fn check_every_pairing(heuristic_corp: bool) {
    let mut weak = Vec::new();
    for corp in &STARTUP_DECKS[..4] {
        for runner in &STARTUP_DECKS[4..] {
            let rate = win_rate(corp, runner, heuristic_corp);
            eprintln!("heuristic corp={heuristic_corp} {corp} vs {runner}: {rate:.2}");
            if rate < FLOOR {
                weak.push(format!("{corp} vs {runner}: {rate:.2}"));
            }
        }
    }
    assert!(weak.is_empty(), "below {FLOOR} against random: {weak:?}");
}

#[test]
fn heuristic_corp_beats_random_runner_in_every_startup_pairing() {
    check_every_pairing(true);
}

#[test]
fn heuristic_runner_beats_random_corp_in_every_startup_pairing() {
    check_every_pairing(false);
}
