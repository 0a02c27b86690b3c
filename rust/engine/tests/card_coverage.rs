//! Every card of the 2021 pool (Core Set, System Gateway, System Update 2021) is implemented and
//! tested, and so is every implemented card of Elevation and Vantage Point (issue 25: those two
//! sets grow card by card): the list of titles comes from the card table,
//! and each card needs a scenario test named `c<code>_...` in a `tests/cards_*.rs` file, plus one
//! test `ruling_c<code>_<n>_...` for each of its official rulings (card database).

use nr_engine::card_table;

fn card_tests() -> String {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut all = String::new();
    for entry in std::fs::read_dir(&dir).expect("tests dir") {
        let path = entry.expect("dir entry").path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if name.starts_with("cards_") && name.ends_with(".rs") {
            all.push_str(&std::fs::read_to_string(&path).expect("readable test file"));
        }
    }
    all
}

#[test]
fn core_set_has_113_cards() {
    let core = card_table().iter().filter(|c| c.set == "core").count();
    assert_eq!(core, 113);
}

/// The sets every card of which the engine implements.
const WHOLE_SETS: [&str; 3] = ["core", "sg", "su21"];

#[test]
fn every_card_of_every_set_is_implemented() {
    let missing: Vec<&str> = card_table()
        .iter()
        .filter(|c| WHOLE_SETS.contains(&c.set) && !c.implemented)
        .map(|c| c.title)
        .collect();
    assert!(missing.is_empty(), "not implemented: {missing:?}");
}

#[test]
fn every_implemented_card_has_a_scenario_test() {
    let tests = card_tests();
    let missing: Vec<String> = card_table()
        .iter()
        .filter(|c| WHOLE_SETS.contains(&c.set) || c.implemented)
        .filter(|c| !tests.contains(&format!("fn c{}_", c.code)))
        .map(|c| format!("{} {}", c.code, c.title))
        .collect();
    assert!(
        missing.is_empty(),
        "cards without a `fn c<code>_` test: {missing:?}"
    );
}

#[test]
fn every_ruling_has_a_test() {
    let tests = card_tests();
    let mut missing = Vec::new();
    for c in card_table()
        .iter()
        .filter(|c| WHOLE_SETS.contains(&c.set) || c.implemented)
    {
        for n in 1..=c.rulings {
            if !tests.contains(&format!("fn ruling_c{}_{n}_", c.code)) {
                missing.push(format!("{} {} ruling {n}", c.code, c.title));
            }
        }
    }
    assert!(missing.is_empty(), "rulings without a test: {missing:?}");
}

#[test]
fn system_gateway_has_75_new_cards_and_two_reprints() {
    let sg = card_table().iter().filter(|c| c.set == "sg").count();
    assert_eq!(sg, 75);
    let reprints: Vec<&str> = card_table()
        .iter()
        .filter(|c| c.set != "sg" && c.in_set("sg"))
        .map(|c| c.title)
        .collect();
    assert_eq!(reprints, ["Sure Gamble", "Hedge Fund"]);
}

#[test]
fn system_update_2021_has_55_new_cards_and_27_reprints() {
    let su21 = card_table().iter().filter(|c| c.set == "su21").count();
    assert_eq!(su21, 55);
    let reprints = card_table()
        .iter()
        .filter(|c| c.set != "su21" && c.in_set("su21"));
    assert_eq!(reprints.clone().count(), 27);
    // A reprint keeps the earlier set's definition (Corroder, Tollbooth...).
    assert!(reprints.clone().all(|c| c.set == "core" || c.set == "sg"));
    assert!(reprints.clone().any(|c| c.title == "Corroder"));
}

#[test]
fn elevation_has_82_cards_and_vantage_point_66_none_a_reprint() {
    let count = |set: &str| card_table().iter().filter(|c| c.set == set).count();
    assert_eq!(count("elev"), 82);
    assert_eq!(count("vp"), 66);
    // No title of either set is printed in an earlier set of the table.
    assert!(!card_table()
        .iter()
        .any(|c| c.set != "elev" && c.set != "vp" && (c.in_set("elev") || c.in_set("vp"))));
}

/// The tests of an implemented Elevation or Vantage Point card live in the set's own test files
/// (`tests/cards_elev_*.rs`, `tests/cards_vp_*.rs`).
#[test]
fn startup_cards_are_tested_in_their_sets_files() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut texts = std::collections::HashMap::new();
    for entry in std::fs::read_dir(&dir).expect("tests dir") {
        let path = entry.expect("dir entry").path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        for set in ["elev", "vp"] {
            if name.starts_with(&format!("cards_{set}_")) && name.ends_with(".rs") {
                let text = std::fs::read_to_string(&path).expect("readable test file");
                texts.entry(set).or_insert_with(String::new).push_str(&text);
            }
        }
    }
    let mut missing = Vec::new();
    for c in card_table()
        .iter()
        .filter(|c| (c.set == "elev" || c.set == "vp") && c.implemented)
    {
        let text = texts.get(c.set).map(String::as_str).unwrap_or("");
        if !text.contains(&format!("fn c{}_", c.code)) {
            missing.push(format!("{} {}", c.code, c.title));
        }
    }
    assert!(
        missing.is_empty(),
        "Startup cards without a test in their set's files: {missing:?}"
    );
}
