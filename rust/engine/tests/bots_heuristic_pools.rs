//! The heuristic bot against the random bot in every pairing of every built-in pool
//! (`nr_engine::POOLS`: Core, System Gateway, the 2021 example decks, and any pool added to the
//! list later), in both seats: at least 90% in each (issues 5, 14, 15, 28). And the same bot
//! reading no title tables (`HeuristicBot::facts_only`, every card valued from its facts, as it
//! values a card it was never told about) held to the same standard (issue 28).

use nr_engine::{Bot, DeckList, GameState, HeuristicBot, RandomBot, Side, POOLS};

/// Games per matchup and seat.
const GAMES: u64 = 100;
/// The most decisions a game may take before it counts as lost by the heuristic bot.
const MAX_DECISIONS: u32 = 20_000;

/// Wins of the heuristic bot (tables read or not, as `titles` says) in `GAMES` games of `corp`
/// against `runner`, in the seat `heuristic_corp` says.
fn wins(corp: &str, runner: &str, heuristic_corp: bool, titles: bool) -> u64 {
    let (c, r) = (
        DeckList::starter(corp).unwrap(),
        DeckList::starter(runner).unwrap(),
    );
    let mine = if heuristic_corp {
        Side::Corp
    } else {
        Side::Runner
    };
    let mut won = 0;
    for i in 0..GAMES {
        let seed = nr_engine::game_seed(2028, i);
        let mut g = GameState::new(&c, &r, seed).unwrap();
        let mut heuristic = if titles {
            HeuristicBot::new(seed ^ 1)
        } else {
            HeuristicBot::facts_only(seed ^ 1)
        };
        let mut random = RandomBot::new(seed ^ 2);
        let mut legal = g.legal_actions();
        let mut n = 0;
        while !g.is_over() && n < MAX_DECISIONS {
            let a = if g.current_side() == Some(mine) {
                heuristic.choose(&g, &legal)
            } else {
                random.choose(&g, &legal)
            };
            g.apply_and_list(a, &mut legal);
            n += 1;
        }
        won += u64::from(g.winner() == Some(mine));
    }
    won
}

/// Every matchup of every pool in both seats, on two threads; fails listing each below 90%.
fn check_every_pool(titles: bool) {
    let mut jobs = Vec::new();
    for p in &POOLS {
        for (c, r) in p.matchups() {
            jobs.push((p.name, c, r, true));
            jobs.push((p.name, c, r, false));
        }
    }
    let rates: Vec<String> = std::thread::scope(|scope| {
        let halves: Vec<_> = jobs
            .chunks(jobs.len().div_ceil(2))
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|&(pool, c, r, corp)| {
                            let w = wins(c, r, corp, titles);
                            let seat = if corp { "Corp" } else { "Runner" };
                            eprintln!("{pool} {c} vs {r}, heuristic {seat}: {w}/{GAMES}");
                            (w * 10 < GAMES * 9)
                                .then(|| format!("{pool} {c} vs {r} as {seat}: {w}/{GAMES}"))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        halves
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .flatten()
            .collect()
    });
    assert!(rates.is_empty(), "below 90% against random: {rates:?}");
}

#[test]
fn heuristic_beats_random_in_every_pairing_of_every_pool() {
    check_every_pool(true);
}

#[test]
fn heuristic_from_card_facts_alone_beats_random_in_every_pairing_of_every_pool() {
    check_every_pool(false);
}
