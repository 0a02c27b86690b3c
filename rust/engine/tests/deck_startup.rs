//! Today's formats (issue 25): Startup (System Gateway, Elevation, Vantage Point) and Standard,
//! each under its newest restriction list (`data/formats.json`, from the shared
//! `formats.json`): a banned card, a card outside the pool, more than 4 three-point agendas in
//! Startup, and a card the engine does not implement yet are each named, next to every
//! deckbuilding rule.

use nr_engine::{
    formats, lookup_card, unimplemented_standard_card, DeckList, DeckProblem, EngineError, Format,
    GameState,
};

/// The problems of `deck` in `format` under `rule`, as messages.
fn named(problems: &[DeckProblem], rule: &str) -> Vec<String> {
    problems
        .iter()
        .filter(|p| p.rule == rule)
        .map(|p| p.message.clone())
        .collect()
}

/// A legal Startup deck: the Gateway Weyland starter without the banned Offworld Office and
/// one Above the Law (42 cards, 18 agenda points, 3 of them Send a Message at 3 points), with
/// `extra` cards added.
fn weyland(extra: &[(&str, u32)]) -> DeckList {
    let mut deck = DeckList::starter("sg-weyland").unwrap();
    deck.cards
        .retain(|(t, _)| t != "Offworld Office" && t != "Above the Law");
    for (title, n) in extra {
        deck.cards.push((title.to_string(), *n));
    }
    deck
}

#[test]
fn the_formats_come_from_the_shared_list() {
    let f = formats();
    assert_eq!(f.startup.name, "Startup");
    assert_eq!(f.startup.sets, ["elev", "sg", "vp"]);
    assert_eq!(f.startup.restriction.name, "Startup Balance Update 26.05");
    assert_eq!(f.startup.restriction.max_3_point_agendas, Some(4));
    assert!(f.startup.restriction.banned.contains(&"Let Them Dream"));
    assert_eq!(f.standard.sets.len(), 11);
    assert!(f.standard.restriction.banned.contains(&"Touch-ups"));
    assert_eq!(f.standard.restriction.max_3_point_agendas, None);
    assert_eq!(Format::parse("Startup").unwrap(), Format::Startup);
    assert_eq!(Format::parse("STANDARD").unwrap(), Format::Standard);
    assert!(Format::Startup.restriction().is_some());
    assert!(Format::Pool2021.restriction().is_none());
}

/// A Gateway deck is in the Startup pool: legal in Startup and in Standard.
#[test]
fn gateway_cards_are_in_the_startup_pool() {
    let deck = weyland(&[]);
    assert_eq!(deck.size(), 42);
    assert_eq!(deck.problems_in(Format::Startup), []);
    assert_eq!(deck.problems_in(Format::Standard), []);
    // The starter as the box gives it holds Offworld Office, banned in Startup.
    let starter = DeckList::starter("sg-weyland").unwrap();
    assert_eq!(
        named(&starter.problems_in(Format::Startup), "banned"),
        ["Offworld Office is banned (Startup Balance Update 26.05, 2026-05-01)"]
    );
}

/// System Update 2021 has rotated out of Startup: its cards are named as outside the pool.
#[test]
fn system_update_2021_cards_are_outside_startup() {
    let deck = DeckList::starter("2021-weyland").unwrap();
    let outside = named(&deck.problems_in(Format::Startup), "format");
    assert!(!outside.is_empty());
    assert!(outside
        .iter()
        .all(|m| m
            .ends_with("is not in the Startup pool (System Gateway, Elevation, Vantage Point)")));
    let err = deck.validate_in(Format::Startup).unwrap_err().to_string();
    assert!(err.contains("format: "), "{err}");
}

/// A banned card is named with the restriction list (Let Them Dream is implemented now: no
/// "not implemented" problem next to it).
#[test]
fn a_banned_card_is_named() {
    let deck = weyland(&[("Let Them Dream", 1)]);
    let problems = deck.problems_in(Format::Startup);
    assert_eq!(
        named(&problems, "banned"),
        ["Let Them Dream is banned (Startup Balance Update 26.05, 2026-05-01)"]
    );
    assert!(named(&problems, "implemented").is_empty());
    // Every other rule is still checked: the extra agenda breaks the agenda points.
    assert!(!named(&problems, "agenda points").is_empty());
    // Not banned outside the format.
    assert!(named(&deck.problems_in(Format::Any), "banned").is_empty());
    // A banned identity too: NBN: Reality Plus is on the Startup list.
    let mut nbn = weyland(&[]);
    nbn.identity = "NBN: Reality Plus".into();
    assert_eq!(
        named(&nbn.problems_in(Format::Startup), "banned"),
        ["NBN: Reality Plus is banned (Startup Balance Update 26.05, 2026-05-01)"]
    );
    // Standard's list is its own: Touch-ups is banned there, not in Startup.
    let deck = weyland(&[("Touch-ups", 1)]);
    assert!(named(&deck.problems_in(Format::Startup), "banned").is_empty());
    assert_eq!(
        named(&deck.problems_in(Format::Standard), "banned").len(),
        1
    );
}

/// Startup's restriction: at most 4 agendas worth 3 points (copies counted).
#[test]
fn more_than_four_three_point_agendas_are_named() {
    // The deck holds 3 Send a Message already.
    let three_pointers = |d: &DeckList| named(&d.problems_in(Format::Startup), "3-point agendas");
    assert!(three_pointers(&weyland(&[("Next Big Thing", 1)])).is_empty());
    let five = weyland(&[("Next Big Thing", 1), ("Melies City Luxury Line", 1)]);
    let found = three_pointers(&five);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0]
            .starts_with("5 agendas worth 3 points, more than 4 (Startup Balance Update 26.05)")
            && found[0].contains("3x Send a Message")
            && found[0].contains("1x Next Big Thing")
            && found[0].contains("1x Melies City Luxury Line"),
        "{}",
        found[0]
    );
    // Standard has no such limit.
    assert!(named(&five.problems_in(Format::Standard), "3-point agendas").is_empty());
}

/// A Standard card the card table does not hold is named as not implemented, not unknown; in
/// Startup it is also outside the pool.
#[test]
fn a_standard_card_outside_the_table_is_not_implemented_not_unknown() {
    assert!(unimplemented_standard_card("Bellona").is_some());
    let deck = weyland(&[("Bellona", 1)]);
    let standard = deck.problems_in(Format::Standard);
    assert!(named(&standard, "card titles").is_empty(), "{standard:?}");
    assert!(named(&standard, "format").is_empty());
    let not_implemented = named(&standard, "implemented");
    assert_eq!(not_implemented.len(), 1, "{standard:?}");
    assert!(
        not_implemented[0].starts_with("Bellona (")
            && not_implemented[0].ends_with("is a Standard card the engine does not implement yet"),
        "{}",
        not_implemented[0]
    );
    // Bellona is also on Standard's banned list.
    assert_eq!(named(&standard, "banned").len(), 1);
    let startup = deck.problems_in(Format::Startup);
    assert_eq!(
        named(&startup, "format"),
        ["Bellona is not in the Startup pool (System Gateway, Elevation, Vantage Point)"]
    );
    // A title nobody printed is still unknown.
    let deck = weyland(&[("Not A Real Card At All", 1)]);
    assert_eq!(
        named(&deck.problems_in(Format::Standard), "card titles").len(),
        1
    );
    // Playing with one: the error says it is not implemented yet.
    match lookup_card("bellona") {
        Err(EngineError::Deck(m)) => assert!(m.contains("not implement yet"), "{m}"),
        other => panic!("{other:?}"),
    }
}

/// A Standard identity outside the table: its own deck size and influence are checked.
#[test]
fn a_standard_identity_outside_the_table_is_checked() {
    let mut deck = DeckList::starter("sg-shaper").unwrap();
    deck.identity = "Lat: Ethical Freelancer".into();
    deck.cards.truncate(3);
    let problems = deck.problems_in(Format::Standard);
    assert!(named(&problems, "identity").is_empty(), "{problems:?}");
    assert_eq!(named(&problems, "implemented").len(), 1, "{problems:?}");
    let size = named(&problems, "minimum deck size");
    assert!(
        size[0].contains("fewer than 45 (Lat: Ethical Freelancer)"),
        "{size:?}"
    );
}

/// An Elevation or Vantage Point card without a definition is refused by name, as not
/// implemented yet, by deck checks and when a game is made. The card is any Corp card of the two
/// sets still unwritten (Kessleroid was the example until it was written); once every card is
/// written there is none, and the message cannot arise.
#[test]
fn an_unimplemented_startup_card_is_named_as_such() {
    let Some(unwritten) = nr_engine::card_table().iter().find(|d| {
        (d.in_set("elev") || d.in_set("vp"))
            && !d.implemented
            && d.side == nr_engine::Side::Corp
            && d.card_type != nr_engine::CardType::Identity
            && d.title != "Let Them Dream"
    }) else {
        return;
    };
    let title = unwritten.title;
    let message = format!("{title} is not implemented by the engine yet");
    let runner = DeckList::starter("sg-shaper").unwrap();
    let mut corp = DeckList::starter("sg-weyland").unwrap();
    corp.cards.push((title.into(), 1));
    let found = named(&corp.problems_in(Format::Startup), "implemented");
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0], message);
    let err = GameState::new(&corp, &runner, 1).unwrap_err().to_string();
    assert!(err.contains(&message), "{err}");
}

/// An implemented Startup card passes the Startup pool.
#[test]
fn implemented_startup_cards_are_in_the_pool() {
    let deck = weyland(&[("Vulture Fund", 1)]);
    let problems = deck.problems_in(Format::Startup);
    assert!(named(&problems, "format").is_empty());
    assert!(named(&problems, "implemented").is_empty());
}

/// The example Startup decks (docs/decks.md): each is legal in Startup (no banned card, every
/// card in the pool and implemented, at most 4 three-point agendas, every deckbuilding rule),
/// starts a game against every deck of the other side, and uses the implemented Elevation and
/// Vantage Point cards.
#[test]
fn every_startup_deck_is_startup_legal_and_loads() {
    use nr_engine::{card_table, STARTUP_DECKS};
    let decks: Vec<DeckList> = STARTUP_DECKS
        .iter()
        .map(|n| DeckList::starter(n).unwrap())
        .collect();
    for (name, deck) in STARTUP_DECKS.iter().zip(&decks) {
        assert_eq!(deck.problems_in(Format::Startup), [], "{name}");
        assert!(deck.validate_in(Format::Startup).is_ok(), "{name}");
        assert!(deck.size() >= 45, "{name}: {} cards", deck.size());
    }
    for corp in &decks[..4] {
        for runner in &decks[4..] {
            let g = GameState::new(corp, runner, 7).unwrap();
            assert!(!g.is_over());
        }
    }
    // The decks use the Elevation and Vantage Point cards: the 26 implemented when they were
    // written, every one (more come as the sets are implemented; docs/decks.md names them).
    let mut used: Vec<&str> = decks
        .iter()
        .flat_map(|d| std::iter::once(&d.identity).chain(d.cards.iter().map(|(t, _)| t)))
        .map(|t| &card_table()[lookup_card(t).unwrap() as usize])
        .filter(|c| c.in_set("elev") || c.in_set("vp"))
        .map(|c| {
            assert!(c.implemented, "{}", c.title);
            c.title
        })
        .collect();
    used.sort_unstable();
    used.dedup();
    assert!(used.len() >= 26, "{used:?}");
    // Names in any case, as for the other built-in decks; an unknown one lists them.
    assert_eq!(DeckList::starter(" Startup-NBN ").unwrap(), decks[2]);
    let err = DeckList::starter("startup-syndicate")
        .unwrap_err()
        .to_string();
    assert!(err.contains("startup-shaper"), "{err}");
}

/// Titles as NetrunnerDB prints them find their cards: Vietnamese letters with two marks and a
/// trade mark sign fold away (a pasted Startup decklist names them so).
#[test]
fn startup_titles_as_netrunnerdb_prints_them_are_found() {
    for (printed, title) in [
        ("Phật Gioan Baotixita", "Phat Gioan Baotixita"),
        ("Nurse Hạnh", "Nurse Hanh"),
        ("GAMEDRAGON™ Pro", "GAMEDRAGON Pro"),
        ("PHẬT GIOAN BAOTIXITA", "Phat Gioan Baotixita"),
    ] {
        let id = lookup_card(printed).unwrap_or_else(|e| panic!("{printed}: {e}"));
        assert_eq!(nr_engine::card_table()[id as usize].title, title);
    }
}

/// The Catalyst and The Syndicate say "Starter game only": Startup and Standard refuse them by
/// name; the project's own 2021 pool keeps its starter decks.
#[test]
fn starter_game_only_identities_are_refused_by_startup_and_standard() {
    for (deck, title) in [
        ("sg-catalyst", "The Catalyst: Convention Breaker"),
        ("sg-syndicate", "The Syndicate: Profit over Principle"),
    ] {
        let d = DeckList::starter(deck).unwrap();
        for format in [Format::Startup, Format::Standard] {
            let found: Vec<String> = d
                .problems_in(format)
                .iter()
                .map(|p| format!("{}: {}", p.rule, p.message))
                .collect();
            let want = format!("format: {title} is for the starter game only (its text)");
            assert!(found.contains(&want), "{deck} {format:?}: {found:?}");
        }
        let found: Vec<String> = d
            .problems_in(Format::Pool2021)
            .iter()
            .map(|p| p.message.clone())
            .collect();
        assert!(
            !found.iter().any(|p| p.contains("starter game only")),
            "{found:?}"
        );
    }
}
