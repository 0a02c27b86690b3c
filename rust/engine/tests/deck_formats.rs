//! The System Gateway starter decks (the Core rulebook's "Starter Decks" rule applied to the
//! Gateway box) and deck validation by format (issue 14: the Core Set 2012 pool, the 2021 pool,
//! any implemented card).

use nr_engine::{
    card_table, DeckList, Format, EXAMPLE_2021_DECKS, FORMATS, SG_STARTER_DECKS, STARTER_DECKS,
};

fn count(deck: &DeckList, title: &str) -> u32 {
    deck.cards
        .iter()
        .filter(|(t, _)| t == title)
        .map(|(_, n)| n)
        .sum()
}

/// Each Gateway faction deck holds every Gateway card of its faction at box quantity and every
/// neutral Gateway card of its side, reprints included; nothing else.
#[test]
fn sg_faction_starters_are_faction_plus_neutral_cards_at_box_quantity() {
    for name in ["sg-haas-bioroid", "sg-jinteki", "sg-nbn", "sg-weyland"]
        .into_iter()
        .chain(["sg-anarch", "sg-criminal", "sg-shaper"])
    {
        let deck = DeckList::starter(name).unwrap();
        let identity = card_table()
            .iter()
            .find(|c| c.title == deck.identity)
            .unwrap();
        assert_eq!(identity.set, "sg", "{name}: a Gateway identity");
        let neutral = format!("neutral-{}", identity.side.as_str());
        for c in card_table().iter().filter(|c| c.in_set("sg")) {
            let expected = if c.side == identity.side
                && c.card_type != nr_engine::CardType::Identity
                && (c.faction == identity.faction || c.faction == neutral)
            {
                c.quantity as u32
            } else {
                0
            };
            assert_eq!(count(&deck, c.title), expected, "{name}: {}", c.title);
        }
        assert!(deck
            .cards
            .iter()
            .all(|(t, _)| card_table().iter().any(|c| c.title == t && c.in_set("sg"))));
    }
}

/// The beginner identities play the neutral cards of their side: The Syndicate, The Catalyst.
#[test]
fn sg_beginner_starters_are_the_neutral_cards_of_their_side() {
    let corp = DeckList::starter("sg-syndicate").unwrap();
    assert_eq!(corp.identity, "The Syndicate: Profit over Principle");
    assert_eq!(
        count(&corp, "Hedge Fund"),
        3,
        "a reprint is in the Gateway pool"
    );
    assert_eq!(count(&corp, "Send a Message"), 3);
    assert_eq!(count(&corp, "Palisade"), 3);
    assert_eq!(
        count(&corp, "Nico Campaign"),
        0,
        "a faction card is not neutral"
    );
    assert_eq!(corp.size(), 27);
    let runner = DeckList::starter("SG-Catalyst").unwrap();
    assert_eq!(runner.identity, "The Catalyst: Convention Breaker");
    assert_eq!(count(&runner, "Sure Gamble"), 3);
    assert_eq!(count(&runner, "Mayfly"), 3);
    assert_eq!(count(&runner, "Cleaver"), 0);
    assert_eq!(runner.size(), 21);
}

#[test]
fn core_starters_hold_no_gateway_card() {
    for name in STARTER_DECKS {
        let deck = DeckList::starter(name).unwrap();
        assert!(deck.problems_in(Format::Core2012).is_empty(), "{name}");
        for (title, _) in &deck.cards {
            let c = card_table().iter().find(|c| c.title == title).unwrap();
            assert_eq!(c.set, "core", "{name}: {title}");
        }
    }
}

#[test]
fn unknown_starter_names_every_starter() {
    let err = DeckList::starter("sg-tennin").unwrap_err().to_string();
    assert!(err.contains("sg-tennin") && err.contains("sg-catalyst") && err.contains("shaper"));
    assert!(DeckList::starter("sg-").is_err());
    assert!(SG_STARTER_DECKS
        .iter()
        .all(|n| DeckList::starter(n).is_ok()));
}

/// A Core starter is legal in the Core and any formats; in the 2021 pool every Core-only card is
/// named, while a reprint is not: Hedge Fund (System Gateway) and the identity, Building a Better
/// World (System Update 2021).
#[test]
fn format_names_each_card_outside_its_pool() {
    let deck = DeckList::starter("weyland").unwrap();
    assert!(deck.problems_in(Format::Any).is_empty());
    let problems = deck.problems_in(Format::Pool2021);
    let outside: Vec<&str> = problems
        .iter()
        .filter(|p| p.rule == "format")
        .map(|p| p.message.as_str())
        .collect();
    assert!(!outside
        .iter()
        .any(|m| m.starts_with("Weyland Consortium: Building a Better World")));
    assert!(outside
        .iter()
        .any(|m| m.starts_with("Hadrian's Wall is not")));
    assert!(!outside.iter().any(|m| m.starts_with("Hedge Fund")));
    let err = deck.validate_in(Format::Pool2021).unwrap_err().to_string();
    assert!(
        err.contains("format: Hadrian's Wall is not in the 2021 pool"),
        "{err}"
    );
}

/// Cards of both pools mix in one deck outside a format; in the Core format the Gateway card is
/// named.
#[test]
fn mixed_pools_are_legal_outside_a_format() {
    let mut deck = DeckList::starter("weyland").unwrap();
    deck.cards.retain(|(t, _)| t != "Hedge Fund");
    deck.cards.push(("Government Subsidy".into(), 3));
    let in_format = |f| {
        deck.problems_in(f)
            .into_iter()
            .filter(|p| p.rule == "format")
            .map(|p| p.message)
            .collect::<Vec<_>>()
    };
    assert!(in_format(Format::Any).is_empty());
    assert_eq!(
        in_format(Format::Core2012),
        ["Government Subsidy is not in the Core Set 2012 pool"]
    );
}

#[test]
fn format_names_parse_and_bad_ones_are_refused() {
    for name in FORMATS {
        assert_eq!(Format::parse(name).unwrap().name(), name);
    }
    assert_eq!(Format::parse(" CORE ").unwrap(), Format::Core2012);
    assert_eq!(Format::parse("system-gateway").unwrap(), Format::Pool2021);
    let err = Format::parse("eternal").unwrap_err().to_string();
    assert!(
        err.contains("\"eternal\"") && err.contains("core, 2021, startup, standard, any"),
        "{err}"
    );
    let long = "x".repeat(10_000);
    assert!(Format::parse(&long).unwrap_err().to_string().len() < 200);
}

/// Issue 15: the example decks of the 2021 pool are legal in the 2021 format (and so in any),
/// not in the Core Set 2012 pool, and each opens with the idea behind it.
#[test]
fn example_2021_decks_are_legal_in_the_2021_format() {
    for name in EXAMPLE_2021_DECKS {
        let deck = DeckList::starter(name).unwrap();
        assert_eq!(deck.problems_in(Format::Pool2021), [], "{name}");
        assert!(!deck.problems_in(Format::Core2012).is_empty(), "{name}");
        let identity = card_table()
            .iter()
            .find(|c| c.title == deck.identity)
            .unwrap();
        assert_eq!(
            name.strip_prefix("2021-").unwrap(),
            match identity.faction {
                "weyland-consortium" => "weyland",
                f => f,
            }
        );
    }
    assert_eq!(
        DeckList::starter(" 2021-NBN ").unwrap(),
        DeckList::starter("2021-nbn").unwrap()
    );
    assert!(DeckList::starter("2021-syndicate").is_err());
}
