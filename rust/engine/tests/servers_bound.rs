//! The walks over the Corp's servers stop at a bound kept in the state (issue 26: the servers
//! in use were found by walking back from the last of the 18 servers, for every window and
//! event). `GameState::check_invariants` refuses a state with a card in a server at or beyond
//! the bound; these tests hold every position of random games of every built-in pool to it,
//! and a scenario and a saved game with a card in the last remote.

use nr_engine::{Bot, DeckList, GameState, RandomBot, POOLS};

/// Games per matchup.
const GAMES: u64 = 3;

/// Random games of every pairing of every pool: every position keeps the invariants, the
/// bound on the servers in use among them (a card installed in a remote past the bound would
/// be missed by every scan of active cards: a rezzed card's abilities would not answer).
#[test]
fn every_position_of_random_games_keeps_its_cards_within_the_servers_bound() {
    for p in &POOLS {
        for (corp, runner) in p.matchups() {
            let (c, r) = (
                DeckList::starter(corp).unwrap(),
                DeckList::starter(runner).unwrap(),
            );
            for i in 0..GAMES {
                let seed = nr_engine::game_seed(26, i);
                let mut g = GameState::new(&c, &r, seed).unwrap();
                let mut bot = RandomBot::new(seed ^ 7);
                let mut legal = g.legal_actions();
                let mut n = 0;
                while !g.is_over() && n < 5_000 {
                    let a = bot.choose(&g, &legal);
                    g.apply_and_list(a, &mut legal);
                    if let Err(e) = g.check_invariants() {
                        panic!("{corp} vs {runner}, game {i}, decision {n}: {e}");
                    }
                    n += 1;
                }
            }
        }
    }
}

/// A scenario may place cards in any remote: the bound covers them, and a saved game read back
/// starts from all 18 servers (the bound is not part of the JSON).
#[test]
fn a_card_in_the_last_remote_is_within_the_bound_in_a_scenario_and_a_saved_game() {
    let text = r#"{"corp": {"identity": "Haas-Bioroid: Engineering the Future",
                   "servers": {"remote15": {"ice": ["Enigma"],
                                            "root": [{"title": "Adonis Campaign", "rezzed": true}]}}},
                   "runner": {"identity": "Noise: Hacker Extraordinaire"}}"#;
    let g = GameState::from_scenario_json(text).unwrap();
    g.check_invariants().unwrap();
    let back = GameState::from_json(&g.to_json()).unwrap();
    back.check_invariants().unwrap();
}
