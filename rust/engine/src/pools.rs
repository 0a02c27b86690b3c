//! The built-in card pools and their matchups: each pool's Corp decks against its Runner decks.
//! One list ([`POOLS`]) that the bots' tests, the ladder (`nr-fast ladder`) and `simulate
//! --all-starters` all read, so that a pool added here is tested and rated everywhere.

use crate::deck::{EXAMPLE_2021_DECKS, SG_STARTER_DECKS, STARTER_DECKS, STARTUP_DECKS};

/// A built-in pool: a name and its built-in decks, by side (every Corp deck meets every Runner
/// deck).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pool {
    /// The pool's name on the command line: `"core"`, `"sg"`, `"2021"`, `"startup"`.
    pub name: &'static str,
    /// What the pool is, in a few words.
    pub about: &'static str,
    /// The pool's built-in Corp decks (names `DeckList::starter` reads).
    pub corps: &'static [&'static str],
    /// The pool's built-in Runner decks.
    pub runners: &'static [&'static str],
}

impl Pool {
    /// Every (Corp deck, Runner deck) pairing of the pool, Corp decks outermost.
    pub fn matchups(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        self.corps
            .iter()
            .flat_map(|&c| self.runners.iter().map(move |&r| (c, r)))
    }
}

/// The built-in pools, in the order the ladder and the README list them.
pub const POOLS: [Pool; 4] = [
    Pool {
        name: "core",
        about: "the Core Set (2012) starter decks",
        corps: STARTER_DECKS.split_at(4).0,
        runners: STARTER_DECKS.split_at(4).1,
    },
    Pool {
        name: "sg",
        about: "the System Gateway starter decks",
        corps: SG_STARTER_DECKS.split_at(5).0,
        runners: SG_STARTER_DECKS.split_at(5).1,
    },
    Pool {
        name: "2021",
        about:
            "the project's example decks for the 2021 pool (System Gateway + System Update 2021)",
        corps: EXAMPLE_2021_DECKS.split_at(4).0,
        runners: EXAMPLE_2021_DECKS.split_at(4).1,
    },
    Pool {
        name: "startup",
        about:
            "the project's example decks for Startup (System Gateway + Elevation + Vantage Point)",
        corps: STARTUP_DECKS.split_at(4).0,
        runners: STARTUP_DECKS.split_at(4).1,
    },
];

/// The built-in pool named `name` (case-insensitive), if any.
pub fn pool(name: &str) -> Option<&'static Pool> {
    POOLS
        .iter()
        .find(|p| p.name.eq_ignore_ascii_case(name.trim()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deck::DeckList;
    use crate::side::Side;

    #[test]
    fn every_pool_deck_is_a_built_in_deck_of_its_side() {
        for p in &POOLS {
            for (side, decks) in [(Side::Corp, p.corps), (Side::Runner, p.runners)] {
                assert!(!decks.is_empty(), "{}", p.name);
                for d in decks {
                    DeckList::starter(d).unwrap().resolve(side).unwrap();
                }
            }
        }
        assert_eq!(pool(" Core ").unwrap().matchups().count(), 12);
        assert_eq!(pool("sg").unwrap().matchups().count(), 20);
        assert_eq!(pool("startup").unwrap().matchups().count(), 12);
        assert!(pool("startup2").is_none());
    }
}
