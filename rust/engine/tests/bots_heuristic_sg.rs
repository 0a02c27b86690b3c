//! The heuristic bot against the random bot in every System Gateway starter matchup, on both
//! sides (issue 14: at least 90% in every Gateway matchup).

use nr_engine::{simulate, BotKind, DeckList, SimConfig, SG_STARTER_DECKS};
use std::sync::atomic::{AtomicBool, AtomicU64};

/// Games per matchup and seat.
const GAMES: u64 = 100;

/// The heuristic bot's win rate in `corp` against `runner`, in the seat `heuristic_corp` says.
fn win_rate(corp: &str, runner: &str, heuristic_corp: bool) -> f64 {
    let (heuristic, random) = (BotKind::Heuristic, BotKind::Random);
    let config = SimConfig {
        corp: DeckList::starter(corp).unwrap(),
        runner: DeckList::starter(runner).unwrap(),
        games: GAMES,
        corp_bot: if heuristic_corp { heuristic } else { random },
        runner_bot: if heuristic_corp { random } else { heuristic },
        seed: 2021,
        threads: 0,
        points_to_win: nr_engine::DEFAULT_POINTS_TO_WIN,
    };
    let results = simulate(&config, &AtomicU64::new(0), &AtomicBool::new(false)).unwrap();
    let seat = if heuristic_corp { 0 } else { 1 };
    results.iter().filter(|r| r.winner == seat).count() as f64 / results.len() as f64
}

fn check_every_matchup(heuristic_corp: bool) {
    let mut weak = Vec::new();
    for corp in &SG_STARTER_DECKS[..5] {
        for runner in &SG_STARTER_DECKS[5..] {
            let rate = win_rate(corp, runner, heuristic_corp);
            eprintln!("heuristic corp={heuristic_corp} {corp} vs {runner}: {rate:.2}");
            if rate < 0.9 {
                weak.push(format!("{corp} vs {runner}: {rate:.2}"));
            }
        }
    }
    assert!(weak.is_empty(), "below 90% against random: {weak:?}");
}

#[test]
fn heuristic_corp_beats_random_runner_in_every_gateway_matchup() {
    check_every_matchup(true);
}

#[test]
fn heuristic_runner_beats_random_corp_in_every_gateway_matchup() {
    check_every_matchup(false);
}
