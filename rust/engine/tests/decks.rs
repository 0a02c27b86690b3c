//! Deckbuilding (Rules Reference, "Deckbuilding") and the Core Set starter decks (Core rulebook,
//! "Starter Decks"). The Python tests check each rule's report; these check the tables.

use nr_engine::{required_agenda_points, DeckList, STARTER_DECKS};

// Rule 5: 40-44 cards need 18 or 19 points, 45-49 need 20 or 21, 50-54 need 22 or 23, and 2 more
// each time the size reaches a multiple of 5 past 54 (the Rules Reference's 66-card example: 28).
#[test]
fn deckbuilding_rule_5_agenda_points_table() {
    let table = [
        (40, 18),
        (44, 18),
        (45, 20),
        (49, 20),
        (50, 22),
        (54, 22),
        (55, 24),
        (60, 26),
        (65, 28),
        (66, 28),
    ];
    for (size, points) in table {
        assert_eq!(required_agenda_points(size), points, "{size} cards");
    }
}

#[test]
fn starter_decks_are_legal() {
    for name in STARTER_DECKS {
        let deck = DeckList::starter(name).unwrap();
        assert_eq!(deck.problems(), vec![], "{name}");
        deck.validate().unwrap();
    }
}

#[test]
fn starter_deck_sizes() {
    for name in STARTER_DECKS {
        let deck = DeckList::starter(name).unwrap();
        let corp = ["haas-bioroid", "jinteki", "nbn", "weyland"].contains(&name);
        assert_eq!(deck.size(), if corp { 49 } else { 47 }, "{name}");
    }
}

#[test]
fn unknown_starter_is_an_error() {
    assert!(DeckList::starter("neutral").is_err());
}

#[test]
fn decklist_text_round_trips() {
    for name in STARTER_DECKS {
        let deck = DeckList::starter(name).unwrap();
        assert_eq!(DeckList::parse(&deck.to_text()).unwrap(), deck);
    }
}
