//! Every code of the action space is described, in every decision of every pool (issue 24, "Saved
//! games and the action space"): `label_for` of any code, legal or not, for either side, returns
//! a label and never panics. Found in random play: the codes that are not legal while Ravana
//! 1.0's subroutine choice waits (Architects of Tomorrow against Ayla) were read as a subroutine
//! choice of a card that does not exist.
//!
//! Random games of each pool (Core Set starters, System Gateway starters, the 2021 example decks,
//! and decks of different pools against each other) are played to the end; at every decision
//! every code is labelled for both sides.

use nr_engine::{
    Action, DeckList, GameState, Side, EXAMPLE_2021_DECKS, NUM_ACTIONS, SG_STARTER_DECKS,
    STARTER_DECKS,
};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Every code's label for both sides at `g`'s decision; the first code that panics, if any.
fn first_unlabelled(g: &GameState, codes: &[Action]) -> Option<(Side, Action)> {
    for viewer in [Side::Corp, Side::Runner] {
        for a in codes {
            let ok = catch_unwind(AssertUnwindSafe(|| g.label_for(viewer, a).len())).is_ok();
            if !ok {
                return Some((viewer, *a));
            }
        }
    }
    None
}

/// Plays a random game of `corp` against `runner`, labelling every code at every decision.
/// Returns the decisions scanned.
fn scan_game(corp: &str, runner: &str, seed: u64, codes: &[Action]) -> usize {
    let mut g = GameState::new(
        &DeckList::starter(corp).unwrap(),
        &DeckList::starter(runner).unwrap(),
        seed,
    )
    .unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x1abe1);
    let mut decisions = 0;
    while !g.is_over() {
        if let Some((viewer, a)) = first_unlabelled(&g, codes) {
            panic!(
                "{corp} vs {runner}, seed {seed}, decision {} ({}): label_for({viewer:?}) of \
                 code {} ({a:?}) panics",
                decisions,
                g.decision_name(),
                a.code()
            );
        }
        let legal = g.legal_actions();
        g.apply_unchecked(legal[(rng.next_u64() % legal.len() as u64) as usize]);
        decisions += 1;
        assert!(decisions < 20_000, "game too long");
    }
    decisions
}

fn all_codes() -> Vec<Action> {
    (0..NUM_ACTIONS)
        .map(|c| Action::from_code(c).unwrap())
        .collect()
}

/// `games` games in which every deck of `corps` and of `runners` plays (each Corp deck against
/// a Runner deck in turn: every code is scanned at every decision, so every pairing would be
/// slow).
fn scan_pool(corps: &[&str], runners: &[&str], games: usize, seed0: u64) {
    let codes = all_codes();
    let n = games.max(corps.len()).max(runners.len());
    for k in 0..n {
        let (corp, runner) = (
            corps[k % corps.len()],
            runners[(k + k / corps.len()) % runners.len()],
        );
        scan_game(corp, runner, seed0 + k as u64 * 1009, &codes);
    }
}

#[test]
fn every_code_is_labelled_in_core_set_games() {
    let (corps, runners) = STARTER_DECKS.split_at(4);
    scan_pool(corps, runners, 4, 100);
}

#[test]
fn every_code_is_labelled_in_system_gateway_games() {
    let (corps, runners) = SG_STARTER_DECKS.split_at(5);
    scan_pool(corps, runners, 5, 200);
}

#[test]
fn every_code_is_labelled_in_2021_example_games() {
    // Found in random play: the codes not legal while Ravana 1.0's subroutine choice waits.
    scan_game("2021-haas-bioroid", "2021-criminal", 307, &all_codes());
    let (corps, runners) = EXAMPLE_2021_DECKS.split_at(4);
    scan_pool(corps, runners, 4, 300);
}

#[test]
fn every_code_is_labelled_in_mixed_pool_games() {
    // 2021 decks against the Core Set and Gateway decks of the other side, and back.
    let (corps_2021, runners_2021) = EXAMPLE_2021_DECKS.split_at(4);
    scan_pool(
        corps_2021,
        &["anarch", "sg-criminal", "sg-catalyst"],
        4,
        400,
    );
    scan_pool(
        &["weyland", "sg-jinteki", "sg-syndicate"],
        runners_2021,
        3,
        500,
    );
}
