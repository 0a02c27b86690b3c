//! Decks and titles as players write them, and every bad deck refused cleanly: huge counts before
//! anything is allocated, empty identities, unknown titles with a suggestion. The proptest
//! targets at the end fuzz the decklist parser (no panic, bounded time, only `Deck` errors).

mod fuzz;

use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::{Duration, Instant};

use nr_engine::{
    card_by_title, lookup_card, suggest_title, BotKind, DeckList, EngineError, GameState,
    SimConfig, MAX_DECK_CARDS,
};
use proptest::prelude::*;

fn deck_err(r: Result<impl std::fmt::Debug, EngineError>) -> String {
    match r {
        Err(EngineError::Deck(m)) => m,
        other => panic!("expected a deck error, got {other:?}"),
    }
}

fn shaper_with(title: &str, count: u32) -> DeckList {
    let mut d = DeckList::default_runner();
    d.cards.push((title.to_string(), count));
    d
}

// ----- huge counts: the game holds at most 200 cards (state::MAX_CARDS) -----

#[test]
fn a_huge_count_in_decklist_text_is_refused_by_the_parser() {
    for count in [
        "1000000000",
        "1000000000x",
        "4294967296",
        "99999999999999999999999999",
        "199",
    ] {
        let m = deck_err(DeckList::parse(&format!(
            "Noise: Hacker Extraordinaire\n{count} Sure Gamble\n"
        )));
        assert!(m.contains("line 2") && m.contains("198"), "{m}");
    }
    assert!(DeckList::parse(&format!("Noise\n{MAX_DECK_CARDS} Sure Gamble\n")).is_ok());
}

#[test]
fn a_total_above_the_limit_over_many_lines_is_refused_by_the_parser() {
    let text = format!("Noise\n{}", "150 Sure Gamble\n".repeat(2));
    let m = deck_err(DeckList::parse(&text));
    assert!(
        m.contains("line 3") && m.contains("more than 198 cards"),
        "{m}"
    );
}

#[test]
fn a_huge_count_in_a_deck_list_is_refused_before_allocating() {
    let start = Instant::now();
    let runner = shaper_with("Sure Gamble", 1_000_000_000);
    let m = deck_err(GameState::new(&DeckList::default_corp(), &runner, 1));
    assert!(m.contains("1000000") && m.contains("at most 198"), "{m}");
    // Two counts that would overflow a u32 sum.
    let mut two = shaper_with("Sure Gamble", u32::MAX);
    two.cards.push(("Diesel".into(), u32::MAX));
    deck_err(GameState::new(&DeckList::default_corp(), &two, 1));
    let config = SimConfig {
        corp: DeckList::default_corp(),
        runner: two.clone(),
        games: 1,
        corp_bot: BotKind::Random,
        runner_bot: BotKind::Random,
        seed: 1,
        threads: 1,
        points_to_win: nr_engine::DEFAULT_POINTS_TO_WIN,
        cards: Default::default(),
    };
    let (done, cancel) = (AtomicU64::new(0), AtomicBool::new(false));
    deck_err(nr_engine::simulate(&config, &done, &cancel));
    // Deckbuilding problems are reported, without overflow.
    let problems = two.problems();
    assert!(
        problems.iter().any(|p| p.rule == "engine limit"),
        "{problems:?}"
    );
    assert_eq!(two.size(), u32::MAX);
    assert!(start.elapsed() < Duration::from_secs(2));
}

// ----- titles as players write them -----

#[test]
fn titles_fold_case_accents_and_spaces_everywhere() {
    let deja = card_by_title("Deja Vu").expect("Deja Vu is a Core Set card");
    for t in [
        "Déjà Vu",
        "DÉJÀ VU",
        "deja vu",
        "  Deja   Vu ",
        "De\u{301}ja\u{300} Vu",
    ] {
        assert_eq!(card_by_title(t), Some(deja), "{t}");
    }
    assert_eq!(
        card_by_title("the maker\u{2019}s eye"),
        card_by_title("The Maker's Eye")
    );
    // A decklist, a scenario and deckbuilding all read titles through the same lookup.
    let deck = DeckList::parse("noise: hacker extraordinaire\n3x DÉJÀ VU\n").unwrap();
    let g = GameState::new(&DeckList::default_corp(), &deck, 1).unwrap();
    assert_eq!(g.cards.iter().filter(|c| c.def == deja).count(), 3);
    assert!(!deck.problems().iter().any(|p| p.rule == "card titles"));
    let s = GameState::from_scenario_json(
        r#"{"runner": {"identity": "NOISE: Hacker Extraordinaire", "grip": ["Déjà Vu"]},
            "corp": {"identity": "haas-bioroid: engineering the future"}}"#,
    )
    .unwrap();
    assert_eq!(s.card_title(s.runner.grip[0]), Some("Deja Vu"));
}

#[test]
fn an_unknown_title_suggests_the_nearest_card() {
    assert_eq!(suggest_title("Deja Vux"), Some("Deja Vu"));
    assert_eq!(suggest_title("Hedgefund"), Some("Hedge Fund"));
    assert_eq!(suggest_title("Completely Unrelated Words"), None);
    assert_eq!(suggest_title(&"x".repeat(10_000)), None);
    let m = lookup_card("Hedge Fnd").unwrap_err().to_string();
    assert!(m.contains("did you mean 'Hedge Fund'?"), "{m}");
    let deck = shaper_with("Deja Vux", 1);
    let err = GameState::new(&DeckList::default_corp(), &deck, 1).unwrap_err();
    assert!(
        matches!(&err, EngineError::UnknownCard(m) if m.contains("did you mean 'Deja Vu'?")),
        "{err}"
    );
    let problems = deck.problems();
    assert!(
        problems
            .iter()
            .any(|p| p.message.contains("did you mean 'Deja Vu'?")),
        "{problems:?}"
    );
}

#[test]
fn an_empty_identity_line_is_refused() {
    for text in [
        "Identity:\n3 Archer",
        "identity:   \n3 Archer",
        "IDENTITY:# none\n3 Archer",
    ] {
        let m = deck_err(DeckList::parse(text));
        assert!(
            m.contains("line 1") && m.contains("names no identity"),
            "{text:?}: {m}"
        );
    }
    let d = DeckList::parse("Identity: Noise: Hacker Extraordinaire\n3 Sure Gamble").unwrap();
    assert_eq!(d.identity, "Noise: Hacker Extraordinaire");
    assert_eq!(d.cards, vec![("Sure Gamble".to_string(), 3)]);
}

#[test]
fn a_count_with_no_title_is_refused() {
    let m = deck_err(DeckList::parse("Noise\n3x\n"));
    assert!(m.contains("line 2") && m.contains("no card title"), "{m}");
}

// ----- fuzzing the decklist parser -----

/// Only these errors are documented for `DeckList::parse`.
fn documented(m: &str) -> bool {
    m == "empty decklist"
        || m.contains("names no identity")
        || m.contains("no card title")
        || m.contains("cards a deck may hold")
        || m.contains("more than a game holds")
}

/// Decklist-like text: lines built from counts (sometimes huge), titles (some accented, some
/// near misses), comments and noise.
fn decklist_text() -> impl Strategy<Value = String> {
    let count = prop_oneof![
        Just(String::new()),
        (0u64..5).prop_map(|n| format!("{n} ")),
        (0u64..5).prop_map(|n| format!("{n}x ")),
        any::<u64>().prop_map(|n| format!("{n} ")),
        "[0-9]{5,40}x? ",
    ];
    let title = prop_oneof![
        Just("Sure Gamble".to_string()),
        Just("Déjà Vu".to_string()),
        Just("Identity:".to_string()),
        Just("Noise: Hacker Extraordinaire".to_string()),
        "[a-zA-Z:#' éà\u{2019}]{0,30}",
        any::<String>(),
    ];
    let line = (count, title).prop_map(|(c, t)| format!("{c}{t}"));
    prop::collection::vec(line, 0..30).prop_map(|lines| lines.join("\n"))
}

proptest! {
    #![proptest_config(fuzz::config(256))]

    #[test]
    fn fuzz_decklist_parser_only_documented_errors(text in decklist_text()) {
        let start = Instant::now();
        match DeckList::parse(&text) {
            Ok(deck) => {
                prop_assert!(!deck.identity.is_empty());
                prop_assert!(deck.size() <= MAX_DECK_CARDS);
                // Building a game from it fails only with documented errors, quickly.
                let r = GameState::new(&DeckList::default_corp(), &deck, 1);
                if let Err(e) = r {
                    prop_assert!(
                        matches!(e, EngineError::Deck(_) | EngineError::UnknownCard(_)),
                        "{e:?}"
                    );
                }
                let _ = deck.problems();
            }
            Err(EngineError::Deck(m)) => prop_assert!(documented(&m), "undocumented: {m}"),
            Err(e) => prop_assert!(false, "not a deck error: {e:?}"),
        }
        prop_assert!(start.elapsed() < Duration::from_secs(2));
    }

    #[test]
    fn fuzz_decklist_parser_arbitrary_text(text in any::<String>()) {
        match DeckList::parse(&text) {
            Ok(_) => {}
            Err(EngineError::Deck(m)) => prop_assert!(documented(&m), "undocumented: {m}"),
            Err(e) => prop_assert!(false, "not a deck error: {e:?}"),
        }
    }

    #[test]
    fn fuzz_title_lookup_never_panics(title in any::<String>()) {
        let _ = card_by_title(&title);
        let _ = suggest_title(&title);
    }
}
