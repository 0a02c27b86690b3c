//! Test support: the positions of one seeded random game of every pairing of every pool, for
//! the tests that check a card's declaration (`waits_for`, `paid_in_encounter_only`) against
//! what the card does in real positions.

use crate::{Bot, DeckList, GameState, RandomBot, POOLS};

/// Calls `f(state, corp, runner, n)` at every position (decision `n`, at most 5,000 a game) of
/// one random game per pairing of every pool, the game seeded `seed` and the bot `bot_seed`.
pub(crate) fn for_each_random_position(
    seed: u64,
    bot_seed: u64,
    mut f: impl FnMut(&GameState, &str, &str, usize),
) {
    for p in &POOLS {
        for (corp, runner) in p.matchups() {
            let (c, r) = (
                DeckList::starter(corp).unwrap(),
                DeckList::starter(runner).unwrap(),
            );
            let mut g = GameState::new(&c, &r, seed).unwrap();
            let mut bot = RandomBot::new(bot_seed);
            let mut legal = g.legal_actions();
            let mut n = 0;
            while !g.is_over() && n < 5_000 {
                f(&g, corp, runner, n);
                let a = bot.choose(&g, &legal);
                g.apply_and_list(a, &mut legal);
                n += 1;
            }
        }
    }
}
