//! Cards valued by what they are, not by title (issue 28): for a card the priority tables of
//! `corp.rs` and `runner.rs` do not name (a card added after them, Elevation, Vantage Point), the
//! bot reads its printed facts (type, subtypes, recurring credits) and the project's summary of
//! what it does. The tables stay first where they name a card; a bot built with
//! `HeuristicBot::facts_only` skips them, so that the tests can hold the facts alone to the same
//! standard (`tests/bots_heuristic_pools.rs`).

use crate::cards::{self, subtype, CardDef, TRANSACTION};

const JOB: u64 = subtype("Job");
const ADVERTISEMENT: u64 = subtype("Advertisement");
const RUN: u64 = subtype("Run");
/// Operations playable only under a condition the engine checks (a tag, a run last turn):
/// offered only when they do something.
const OPS: u64 = subtype("Gray Ops") | subtype("Black Ops");

/// Whether the card makes credits: a transaction, job or advertisement, recurring credits, or a
/// summary that speaks of credits coming to its side (gained, taken, collected, loaded, held).
pub(crate) fn economy(d: &CardDef) -> bool {
    if d.subtypes & (TRANSACTION | JOB | ADVERTISEMENT) != 0 || cards::recurring_credits(d) > 0 {
        return true;
    }
    let s = d.summary.to_ascii_lowercase();
    s.contains("credit")
        && ["gain", "take", "collect", "load", "hold", "stock", "arrive"]
            .iter()
            .any(|w| s.contains(w))
        && !["loses", "lose ", "strip"].iter().any(|w| s.contains(w))
}

/// Whether the card draws cards (its summary says so).
pub(super) fn draws(d: &CardDef) -> bool {
    let s = d.summary.to_ascii_lowercase();
    s.contains("draw") || s.contains("refill")
}

/// Whether the event makes a run (subtype Run).
pub(super) fn run_event(d: &CardDef) -> bool {
    d.subtypes & RUN != 0
}

/// Whether the operation is played only under a condition (Gray Ops, Black Ops): when the
/// engine offers it, its condition holds and it hurts the Runner.
pub(super) fn punishing_operation(d: &CardDef) -> bool {
    d.subtypes & OPS != 0
}

/// Whether the card's ability turns a run away from its server: its summary speaks of sending
/// or moving the Runner to another position or attacked server (Proprionegation).
pub(super) fn turns_run_away(d: &CardDef) -> bool {
    let s = d.summary.to_ascii_lowercase();
    s.contains("during a run")
        && ["attacked server", "outermost position"]
            .iter()
            .any(|w| s.contains(w))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::titles::card_by_title;

    fn def(title: &str) -> &'static CardDef {
        cards::def(card_by_title(title).unwrap_or_else(|| panic!("{title}")))
    }

    #[test]
    fn the_facts_find_the_economy_cards_the_tables_name() {
        for t in [
            "Hedge Fund",
            "Beanstalk Royalties",
            "PAD Campaign",
            "Adonis Campaign",
            "Melange Mining Corp.",
            "Sure Gamble",
            "Easy Mark",
            "Armitage Codebusting",
            "Telework Contract",
            "Liberated Account",
            "Smartware Distributor",
        ] {
            assert!(economy(def(t)), "{t}");
        }
        for t in [
            "Scorched Earth",
            "Diesel",
            "Special Order",
            "Snare!",
            "Biotic Labor",
        ] {
            assert!(!economy(def(t)), "{t}");
        }
        assert!(draws(def("Diesel")) && draws(def("Anonymous Tip")));
        assert!(run_event(def("The Maker's Eye")) && !run_event(def("Diesel")));
        assert!(punishing_operation(def("Scorched Earth")));
        assert!(turns_run_away(def("Proprionegation")));
        assert!(!turns_run_away(def("Lotus Haze")) && !turns_run_away(def("Mitra Aman")));
    }
}
