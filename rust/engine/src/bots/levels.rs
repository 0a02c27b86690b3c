//! Named difficulty levels: the one list of the levels a person can choose, each a bot and a
//! budget with its measured rating. `BotKind::parse` reads a level's name as its bot, so every
//! place that takes a bot spec (`simulate`, `make_bot`, `nr-fast play`, the web table, the
//! ladder) takes the names too; the bindings hand the list to Python (`nr_fast.LEVELS`).

/// One difficulty level: a name, the bot it plays, and its rating measured by the ladder.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Level {
    /// The level's name: `"easy"`, `"normal"`, `"hard"`, `"expert"`.
    pub name: &'static str,
    /// The bot spec it plays (`BotKind::parse` reads it): a bot and its budget.
    pub bot: &'static str,
    /// What the level plays like, in a few words.
    pub about: &'static str,
    /// Its Bradley-Terry rating on the Elo scale, the random bot = 0, measured by `nr-fast
    /// ladder --levels --chain` on the Core Set starter matchups (docs/bots.md says how to
    /// reproduce it, and on how many games it rests).
    pub rating: i32,
    /// The rating's 95% interval (bootstrap over games), low end.
    pub rating_low: i32,
    /// The rating's 95% interval, high end.
    pub rating_high: i32,
}

/// The difficulty levels, weakest first, ordered by their measured ratings:
/// `nr-fast ladder --levels --chain --pool core --games 96 --seed 0`, begun on a 16-core machine
/// (`bench/results/device-2026-11-27/ladder_levels_core.json`, stopped by its time limit) and
/// finished with `nr-fast ladder --resume` on the 2-core one
/// (`bench/results/2026-12-07/ladder_levels_core_resumed.json`, docs/bots.md): 96 games in each
/// seat of every neighbouring pair. The rule-based bot lost to 100 ISMCTS iterations (81 of 192
/// games), so it is the easy level; expert beat hard only 100 of 192.
pub const LEVELS: [Level; 4] = [
    Level {
        name: "easy",
        bot: "heuristic",
        about: "the rule-based bot: plays at once, by fixed rules of thumb",
        rating: 170,
        rating_low: 100,
        rating_high: 249,
    },
    Level {
        name: "normal",
        bot: "ismcts:100",
        about: "a short search: 100 ISMCTS iterations per decision",
        rating: 225,
        rating_low: 176,
        rating_high: 284,
    },
    Level {
        name: "hard",
        bot: "ismcts:500",
        about: "a search: 500 ISMCTS iterations per decision",
        rating: 286,
        rating_low: 205,
        rating_high: 379,
    },
    Level {
        name: "expert",
        bot: "ismcts:1000",
        about: "the search bot's default: 1,000 ISMCTS iterations per decision",
        rating: 301,
        rating_low: 209,
        rating_high: 400,
    },
];

/// The level named `name` (case-insensitive, spaces around ignored), if any.
pub fn level(name: &str) -> Option<&'static Level> {
    LEVELS
        .iter()
        .find(|l| l.name.eq_ignore_ascii_case(name.trim()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::BotKind;

    #[test]
    fn every_level_names_a_valid_bot_and_the_names_parse() {
        for l in &LEVELS {
            let bot = BotKind::parse(l.bot).expect(l.bot);
            bot.validate().unwrap();
            assert_eq!(BotKind::parse(l.name), Some(bot), "{}", l.name);
            assert_eq!(BotKind::parse(&l.name.to_uppercase()), Some(bot));
            assert!(
                l.rating_low <= l.rating && l.rating <= l.rating_high,
                "{}",
                l.name
            );
            // A level's name is not itself a bot spec (the two would shadow each other).
            assert!(!matches!(l.name, "random" | "heuristic" | "ismcts"));
        }
        assert!(level("impossible").is_none());
        // Issue 28: a ladder people choose from is ordered by measured strength, weakest first.
        assert!(LEVELS.windows(2).all(|w| w[0].rating <= w[1].rating));
    }
}
