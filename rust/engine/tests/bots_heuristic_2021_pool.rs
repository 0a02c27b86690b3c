//! The heuristic bot against the random bot on both sides in every System Gateway starter matchup
//! (issue 14) and every pairing of the example 2021-pool decks (issue 15): at least 90% in each.

use nr_engine::{simulate, BotKind, DeckList, SimConfig, EXAMPLE_2021_DECKS, SG_STARTER_DECKS};
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
        cards: Default::default(),
    };
    let results = simulate(&config, &AtomicU64::new(0), &AtomicBool::new(false)).unwrap();
    let seat = if heuristic_corp { 0 } else { 1 };
    results.iter().filter(|r| r.winner == seat).count() as f64 / results.len() as f64
}

/// Every deck of `corps` against every deck of `runners`, the heuristic bot in one seat.
fn check_every_matchup(corps: &[&str], runners: &[&str], heuristic_corp: bool) {
    let mut weak = Vec::new();
    for corp in corps {
        for runner in runners {
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
    check_every_matchup(&SG_STARTER_DECKS[..5], &SG_STARTER_DECKS[5..], true);
}

#[test]
fn heuristic_runner_beats_random_corp_in_every_gateway_matchup() {
    check_every_matchup(&SG_STARTER_DECKS[..5], &SG_STARTER_DECKS[5..], false);
}

#[test]
fn heuristic_corp_beats_random_runner_with_every_2021_example_deck() {
    check_every_matchup(&EXAMPLE_2021_DECKS[..4], &EXAMPLE_2021_DECKS[4..], true);
}

#[test]
fn heuristic_runner_beats_random_corp_with_every_2021_example_deck() {
    check_every_matchup(&EXAMPLE_2021_DECKS[..4], &EXAMPLE_2021_DECKS[4..], false);
}
