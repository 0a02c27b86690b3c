//! Card descriptions (issue 12): every implemented card has a summary in the project's own words
//! (never the printed card text), and the subroutine and icebreaker facts that `card_info`
//! shows are the ones the rules use.

use nr_engine::{card_table, BreakerInfo, CardDef};
use std::collections::HashSet;

/// Runs of this many consecutive words shared with a card's printed text count as copied.
const COPIED_RUN: usize = 6;

fn card(title: &str) -> &'static CardDef {
    card_table()
        .iter()
        .find(|c| c.title == title)
        .unwrap_or_else(|| panic!("no card {title}"))
}

/// Words of `text`, lower case: letters, digits, `&` and `'` (so "R&D" is one word), with any
/// markup such as `[click]` reduced to its word.
fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(|c: char| !(c.is_alphanumeric() || c == '&' || c == '\''))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// The runs of `n` consecutive words that `a` and `b` share.
fn shared_runs(a: &str, b: &str, n: usize) -> Vec<String> {
    let (a, b) = (words(a), words(b));
    let in_b: HashSet<&[String]> = b.windows(n).collect();
    a.windows(n)
        .filter(|w| in_b.contains(w))
        .map(|w| w.join(" "))
        .collect()
}

/// The printed text of every card, by code, from the shared card data (not part of the
/// project: `NR_SHARED_CARDS` or `../shared/cards` beside the checkout), or None when absent.
fn printed_texts() -> Option<Vec<(String, String)>> {
    let dir = std::env::var_os("NR_SHARED_CARDS")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| {
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/cards")
        });
    // The Core Set, and Elevation and Vantage Point (issue 25: their summaries are new).
    let mut cards: Vec<serde_json::Value> = Vec::new();
    for file in ["core.json", "elev.json", "vp.json"] {
        let raw = std::fs::read_to_string(dir.join(file)).ok()?;
        let set: Vec<serde_json::Value> = serde_json::from_str(&raw).expect("a card file is JSON");
        cards.extend(set);
    }
    Some(
        cards
            .iter()
            .map(|c| {
                let text = ["text", "stripped_text"]
                    .iter()
                    .filter_map(|k| c[*k].as_str())
                    .collect::<Vec<_>>()
                    .join(" \n ");
                (c["code"].as_str().unwrap_or_default().to_string(), text)
            })
            .collect(),
    )
}

#[test]
fn every_implemented_card_has_a_summary() {
    let missing: Vec<&str> = card_table()
        .iter()
        .filter(|c| c.implemented && c.summary.trim().len() < 10)
        .map(|c| c.title)
        .collect();
    assert!(missing.is_empty(), "cards without a summary: {missing:?}");
}

#[test]
fn summaries_are_sentences() {
    for c in card_table().iter().filter(|c| !c.summary.is_empty()) {
        assert!(
            c.summary.ends_with('.') && c.summary.starts_with(|ch: char| !ch.is_lowercase()),
            "{}: {:?}",
            c.title,
            c.summary
        );
        assert!(c.summary.len() <= 300, "{}: summary too long", c.title);
    }
}

#[test]
fn the_copy_check_finds_copied_text() {
    // The check below must be able to fail: a summary that repeats six words of the text does.
    let text = "Gain 2 credits or expose 1 card.";
    assert_eq!(
        shared_runs("Either gain 2 credits or expose 1 card.", text, COPIED_RUN),
        ["gain 2 credits or expose 1", "2 credits or expose 1 card"]
    );
    assert!(shared_runs("Take 2 credits, or expose a card.", text, COPIED_RUN).is_empty());
    assert_eq!(words("[click]: Run R&D."), ["click", "run", "r&d"]);
}

#[test]
fn no_summary_copies_the_printed_card_text() {
    let Some(texts) = printed_texts() else {
        eprintln!("shared card data absent: the copied-text check is skipped");
        return;
    };
    let mut copied = Vec::new();
    let mut checked = 0;
    for (code, text) in &texts {
        let Some(c) = card_table().iter().find(|c| c.code == code) else {
            continue;
        };
        checked += 1;
        let runs = shared_runs(c.summary, text, COPIED_RUN);
        if !runs.is_empty() {
            copied.push(format!("{} {}: {runs:?}", c.code, c.title));
        }
    }
    assert_eq!(
        checked,
        113 + 82 + 66,
        "every Core Set, Elevation and Vantage Point card"
    );
    assert!(
        copied.is_empty(),
        "summaries repeating card text: {copied:#?}"
    );
}

#[test]
fn ice_subroutines_are_described_in_order() {
    assert_eq!(card("Ice Wall").subroutine_texts(), ["End the run."]);
    assert_eq!(
        card("Wall of Thorns").subroutine_texts(),
        ["Do 2 net damage.", "End the run."]
    );
    assert_eq!(card("Heimdall 1.0").subroutine_texts().len(), 3);
    assert_eq!(card("Archer").subroutine_texts().len(), 4);
    assert!(card("Hedge Fund").subroutine_texts().is_empty());
}

#[test]
fn bioroid_ice_is_broken_by_losing_clicks() {
    // Heimdall 1.0, Ichi 1.0, Viktor 1.0: lose a click to break a subroutine (card text).
    for t in ["Heimdall 1.0", "Ichi 1.0", "Viktor 1.0"] {
        assert_eq!(card(t).clicks_to_break(), 1, "{t}");
    }
    assert_eq!(card("Enigma").clicks_to_break(), 0);
}

#[test]
fn icebreaker_numbers_are_the_engines() {
    assert_eq!(
        card("Corroder").breaker(),
        Some(BreakerInfo {
            breaks: vec!["Barrier"],
            break_cost: 1,
            subroutines_per_break: 1,
            boost_cost: 1,
            boost_strength: 1,
            boost_lasts_run: false,
        })
    );
    // Battering Ram: up to 2 barrier subroutines for 2 credits; +1 strength for the run.
    let ram = card("Battering Ram").breaker().unwrap();
    assert_eq!((ram.break_cost, ram.subroutines_per_break), (2, 2));
    assert!(ram.boost_lasts_run);
    // Crypsis is an AI breaker: it breaks any ice's subroutines.
    assert!(card("Crypsis").breaker().unwrap().breaks.is_empty());
    // Ninja: 3 credits for +5 strength.
    let ninja = card("Ninja").breaker().unwrap();
    assert_eq!((ninja.boost_cost, ninja.boost_strength), (3, 5));
    // Yog.0 has no strength ability.
    assert_eq!(card("Yog.0").breaker().unwrap().boost_strength, 0);
    assert_eq!(card("Djinn").breaker(), None);
}

#[test]
fn recurring_credits_are_the_engines() {
    assert_eq!(card("The Toolbox").recurring_credits(), 2);
    assert_eq!(card("Cyberfeeder").recurring_credits(), 1);
    assert_eq!(card("Sure Gamble").recurring_credits(), 0);
}
