//! The card architecture (issue 13, "One card, one place"): every implemented card has one
//! definition, in the file of its set and faction, listed by the table; the engine outside
//! `src/cards/` names no set or faction file; no source file is over 900 lines.

use nr_engine::card_table;
use std::path::{Path, PathBuf};

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable dir") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The file a card's definition must live in: its set's folder, its faction's file.
fn home(set: &str, faction: &str) -> PathBuf {
    let file = match (set, faction) {
        (_, "weyland-consortium") => "weyland".to_string(),
        // The Core Set has one neutral file; System Gateway one per side.
        ("core", "neutral-corp" | "neutral-runner") => "neutral".to_string(),
        (_, f) => f.replace('-', "_"),
    };
    src().join("cards").join(set).join(format!("{file}.rs"))
}

#[test]
fn every_implemented_card_is_defined_once_in_its_faction_file() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let texts: Vec<(PathBuf, String)> = files
        .into_iter()
        .map(|p| {
            let t = std::fs::read_to_string(&p).expect("readable source");
            (p, t)
        })
        .collect();
    let mut wrong = Vec::new();
    for d in card_table().iter() {
        // The 2021 pool is whole; Elevation and Vantage Point grow card by card (issue 25).
        if matches!(d.set, "core" | "sg" | "su21") {
            assert!(d.implemented, "{} {} has no definition", d.code, d.title);
        }
        if !d.implemented {
            continue;
        }
        let needle = format!("card(\"{}\")", d.code);
        let homes: Vec<&PathBuf> = texts
            .iter()
            .filter(|(_, t)| t.contains(&needle))
            .map(|(p, _)| p)
            .collect();
        if homes != [&home(d.set, d.faction)] {
            wrong.push(format!("{} {} defined in {homes:?}", d.code, d.title));
        }
    }
    assert!(wrong.is_empty(), "definitions not in one place: {wrong:#?}");
}

#[test]
fn the_engine_names_no_set_or_faction_file() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let cards = src().join("cards");
    let mut offenders = Vec::new();
    for p in files {
        // The table reads the sets' lists: the one place the sets are named.
        if p.starts_with(cards.join("core"))
            || p.starts_with(cards.join("sg"))
            || p.starts_with(cards.join("su21"))
            || p.starts_with(cards.join("elev"))
            || p.starts_with(cards.join("vp"))
            || p == cards.join("table.rs")
        {
            continue;
        }
        let text = std::fs::read_to_string(&p).expect("readable source");
        for name in [
            "core::anarch",
            "core::criminal",
            "core::shaper",
            "core::neutral",
            "core::haas_bioroid",
            "core::jinteki",
            "core::nbn",
            "core::weyland",
            "cards::core",
            "sg::anarch",
            "sg::criminal",
            "sg::shaper",
            "sg::neutral_runner",
            "sg::haas_bioroid",
            "sg::jinteki",
            "sg::nbn",
            "sg::weyland",
            "sg::neutral_corp",
            "cards::sg",
            "su21::anarch",
            "su21::criminal",
            "su21::shaper",
            "su21::neutral_runner",
            "su21::haas_bioroid",
            "su21::jinteki",
            "su21::nbn",
            "su21::weyland",
            "su21::neutral_corp",
            "cards::su21",
            "elev::anarch",
            "elev::criminal",
            "elev::shaper",
            "elev::neutral_runner",
            "elev::haas_bioroid",
            "elev::jinteki",
            "elev::nbn",
            "elev::weyland",
            "elev::neutral_corp",
            "cards::elev",
            "vp::anarch",
            "vp::criminal",
            "vp::shaper",
            "vp::neutral_runner",
            "vp::haas_bioroid",
            "vp::jinteki",
            "vp::nbn",
            "vp::weyland",
            "vp::neutral_corp",
            "cards::vp",
        ] {
            let declares_set = p == cards.join("mod.rs") && name.starts_with("cards::");
            if text.contains(name) && !declares_set {
                offenders.push(format!("{} names {name}", p.display()));
            }
        }
    }
    assert!(offenders.is_empty(), "{offenders:#?}");
}

/// Elevation and Vantage Point have their folders and one file per faction, each listed by the
/// set's `FACTIONS` (the table reads them), so a card written there is found by its code.
#[test]
fn the_startup_sets_have_their_faction_files() {
    for set in ["elev", "vp"] {
        let module = std::fs::read_to_string(src().join("cards").join(set).join("mod.rs"))
            .expect("the set's mod.rs");
        for faction in [
            "anarch",
            "criminal",
            "shaper",
            "neutral-runner",
            "haas-bioroid",
            "jinteki",
            "nbn",
            "weyland-consortium",
            "neutral-corp",
        ] {
            let file = home(set, faction);
            assert!(file.exists(), "{} is missing", file.display());
            let name = file.file_stem().unwrap().to_string_lossy().to_string();
            assert!(
                module.contains(&format!("{name}::CARDS")),
                "{set}/mod.rs does not list {name}::CARDS"
            );
        }
    }
    let table = std::fs::read_to_string(src().join("cards").join("table.rs")).unwrap();
    assert!(table.contains("elev::FACTIONS") && table.contains("vp::FACTIONS"));
}

#[test]
fn no_source_file_is_over_900_lines() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let long: Vec<String> = files
        .iter()
        .filter_map(|p| {
            let n = std::fs::read_to_string(p)
                .expect("readable source")
                .lines()
                .count();
            (n > 900).then(|| format!("{}: {n} lines", p.display()))
        })
        .collect();
    assert!(long.is_empty(), "{long:?}");
}

// Issue 24, "A blanked card's abilities are gone everywhere": a card's definition
// (`CardDef::rules`) is read only in `src/cards/mod.rs`, where every question about what an
// installed card does goes through `ask!` or `abilities`, both of which answer nothing for a card
// that lost all its abilities (Magnet). A read anywhere else could miss the blank.
#[test]
fn card_definitions_are_read_only_through_the_blank_aware_accessors() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let home = src().join("cards").join("mod.rs");
    let readers: Vec<String> = files
        .iter()
        .filter(|p| **p != home)
        .filter_map(|p| {
            let text = std::fs::read_to_string(p).expect("readable source");
            let hits: Vec<usize> = text
                .lines()
                .enumerate()
                .filter(|(_, l)| {
                    let code = l.split("//").next().unwrap_or("");
                    let code = code.trim_end();
                    code.ends_with(".rules")
                        || [".rules?", ".rules.", ".rules)"]
                            .iter()
                            .any(|r| code.contains(r))
                })
                .map(|(i, _)| i + 1)
                .collect();
            (!hits.is_empty()).then(|| format!("{}: lines {hits:?}", p.display()))
        })
        .collect();
    assert!(readers.is_empty(), "{readers:?}");
}
