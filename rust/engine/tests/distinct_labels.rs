//! One label, one action (issue 24): the labels of the legal actions of a decision are pairwise
//! distinct, as the deciding side reads them and as the other side reads them, in every decision
//! of every pool (Core Set starters, System Gateway starters, the 2021 example decks). A person
//! choosing from a list, or a program that maps a label back to its action (OpenSpiel's
//! `string_to_action`), can tell every action apart. The other side reads two actions alike only
//! where they differ in nothing but a card it has not seen in a hidden pile (`hidden_from`). The
//! labels still name only what the viewer has seen (tests/hidden_labels.rs checks that under
//! redeals, and so does this test for the legal actions of every pool).

mod common;

use nr_engine::{
    Action, DeckList, GameState, Side, Zone, EXAMPLE_2021_DECKS, SG_STARTER_DECKS, STARTER_DECKS,
};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::collections::{BTreeMap, HashMap};

/// Every Corp deck of `decks` (the first `corps`) against every Runner deck.
fn matchups(decks: &[&str], corps: usize) -> Vec<(String, String)> {
    let (corps, runners) = decks.split_at(corps);
    corps
        .iter()
        .flat_map(|c| runners.iter().map(move |r| (c.to_string(), r.to_string())))
        .collect()
}

/// Whether actions `a` and `b` differ only in their card, and `viewer` has seen neither card
/// and both lie in a hidden pile (HQ, R&D, the stack, the grip, set aside). Such cards are the
/// other side's, and the viewer must not tell them apart: it may know what the pile holds but
/// not which card left it (the log's rule). Only the side that decides needs to tell every
/// option apart; the other side reads both as "a hidden card".
fn hidden_from(g: &GameState, viewer: Side, a: &Action, b: &Action) -> bool {
    let hidden = |c: u8| {
        let card = &g.cards[c as usize];
        !card.known_to(viewer)
            && matches!(
                card.zone,
                Zone::Hq | Zone::Rd | Zone::Stack | Zone::Grip | Zone::SetAside
            )
    };
    Action { card: b.card, ..*a } == *b && hidden(a.card) && hidden(b.card)
}

/// Plays `seeds` random games of each matchup; at every decision, checks that no two legal
/// actions share a label for either side (every clash met is listed). Returns how many decisions were checked.
fn check_pool(pool: &[(String, String)], seeds: u64, max_steps: u32) -> usize {
    let mut decisions = 0;
    // One example per (decision, kinds, reader), so that a failure lists every kind of clash.
    let mut clashes: BTreeMap<String, String> = BTreeMap::new();
    let mut gaps: BTreeMap<String, String> = BTreeMap::new();
    for (i, (corp, runner)) in pool.iter().enumerate() {
        for seed in 0..seeds {
            let seed = seed * 101 + i as u64;
            let mut g = GameState::new(
                &DeckList::starter(corp).unwrap(),
                &DeckList::starter(runner).unwrap(),
                seed,
            )
            .unwrap();
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0xd157_1abe);
            let mut steps = 0;
            while !g.is_over() && steps < max_steps {
                let legal = g.legal_actions();
                let decider = g.current_side().unwrap();
                // Every decision met, and every kind it offers, is documented
                // (docs/actions.md's generated table); a card-made decision names its card in
                // every label its decider reads.
                let name = g.decision_name();
                match nr_engine::decision_doc(name) {
                    None => {
                        gaps.entry(format!("{name}: not documented"))
                            .or_insert_with(|| format!("{corp} vs {runner}, seed {seed}"));
                    }
                    Some(doc) => {
                        for a in &legal {
                            if !doc.kinds.contains(&a.kind) {
                                gaps.entry(format!("{name}: kind {:?} not documented", a.kind))
                                    .or_insert_with(|| {
                                        format!("{} ({corp} vs {runner}, seed {seed})", g.label(a))
                                    });
                            }
                        }
                    }
                }
                if let Some(src) = g.decision_card() {
                    if let Some(title) = g.title_known_to(decider, src) {
                        // An identity may be named by the part of its title before the colon.
                        let short = title.split(": ").next().unwrap_or(title);
                        for a in &legal {
                            let l = g.label_for(decider, a);
                            if !l.contains(short) {
                                gaps.entry(format!(
                                    "{name} of {title}: {:?} names no card",
                                    a.kind
                                ))
                                .or_insert_with(|| {
                                    format!("{l:?} ({corp} vs {runner}, seed {seed})")
                                });
                            }
                        }
                    }
                }
                for viewer in [Side::Corp, Side::Runner] {
                    let mut seen: HashMap<String, usize> = HashMap::new();
                    for (k, a) in legal.iter().enumerate() {
                        let l = g.label_for(viewer, a);
                        if let Some(&j) = seen.get(&l).filter(|&&j| {
                            viewer == decider || !hidden_from(&g, viewer, &legal[j], a)
                        }) {
                            let key = format!(
                                "{} {:?}/{:?} read by the {}",
                                g.decision_name(),
                                legal[j].kind,
                                a.kind,
                                if viewer == decider {
                                    "decider"
                                } else {
                                    "other side"
                                }
                            );
                            clashes.entry(key).or_insert_with(|| {
                                format!(
                                    "{l:?} for {:?} and {a:?} ({corp} vs {runner}, seed {seed}, \
                                     step {steps})",
                                    legal[j]
                                )
                            });
                        }
                        seen.insert(l, k);
                    }
                }
                if steps % 23 == 0 {
                    // What the labels add to tell cards apart (places, ranks) is public: each
                    // side reads the same labels after a redeal of what it has not seen.
                    for viewer in [Side::Corp, Side::Runner] {
                        let other = g.determinize(viewer, seed + steps as u64);
                        for a in &legal {
                            assert_eq!(
                                g.label_for(viewer, a),
                                other.label_for(viewer, a),
                                "{viewer:?} after a redeal ({corp} vs {runner}, seed {seed})"
                            );
                        }
                    }
                }
                decisions += 1;
                let a = legal[(rng.next_u64() % legal.len() as u64) as usize];
                g.apply(a).unwrap();
                steps += 1;
            }
        }
    }
    let gaps: Vec<String> = gaps.iter().map(|(k, v)| format!("{k}: {v}")).collect();
    assert!(
        gaps.is_empty(),
        "{} decisions are not documented or do not name their card:\n{}",
        gaps.len(),
        gaps.join("\n")
    );
    let report: Vec<String> = clashes.iter().map(|(k, v)| format!("{k}: {v}")).collect();
    assert!(
        report.is_empty(),
        "{} kinds of legal actions share a label:\n{}",
        report.len(),
        report.join("\n")
    );
    decisions
}

#[test]
fn labels_of_legal_actions_are_distinct_in_core_starter_games() {
    let n = check_pool(&matchups(&STARTER_DECKS, 4), 12, 4000);
    assert!(n > 10_000, "only {n} decisions checked");
}

#[test]
fn labels_of_legal_actions_are_distinct_in_gateway_starter_games() {
    let n = check_pool(&matchups(&SG_STARTER_DECKS, 5), 8, 4000);
    assert!(n > 10_000, "only {n} decisions checked");
}

#[test]
fn labels_of_legal_actions_are_distinct_in_2021_example_deck_games() {
    let n = check_pool(&matchups(&EXAMPLE_2021_DECKS, 4), 24, 4000);
    assert!(n > 10_000, "only {n} decisions checked");
}

#[test]
fn labels_of_legal_actions_are_distinct_in_mixed_pool_games() {
    // 2021 example decks against the older starters of the other side.
    let mut pool = Vec::new();
    for c in &EXAMPLE_2021_DECKS[..4] {
        for r in STARTER_DECKS[4..].iter().chain(&SG_STARTER_DECKS[5..]) {
            pool.push((c.to_string(), r.to_string()));
        }
    }
    for r in &EXAMPLE_2021_DECKS[4..] {
        for c in STARTER_DECKS[..4].iter().chain(&SG_STARTER_DECKS[..5]) {
            pool.push((c.to_string(), r.to_string()));
        }
    }
    let n = check_pool(&pool, 3, 4000);
    assert!(n > 10_000, "only {n} decisions checked");
}

const KATE: &str = r#"Kate \"Mac\" McCaffrey: Digital Tinker"#;

/// The labels of every legal action of `kind` now, as `viewer` reads them, sorted.
fn labels_of(g: &GameState, kind: nr_engine::ActionKind, viewer: Side) -> Vec<String> {
    let mut v: Vec<String> = g
        .legal_actions()
        .iter()
        .filter(|a| a.kind == kind)
        .map(|a| g.label_for(viewer, a))
        .collect();
    v.sort();
    v
}

#[test]
fn two_installed_copies_of_priority_requisition_are_advanced_by_server() {
    // The case the issue names: two copies installed gave two "advance Priority Requisition
    // (click, 1 credit)". Each now says its server; the Runner, who has not seen them, reads
    // them by their places, as before.
    let g = common::game(&format!(
        r#"{{"corp": {{"identity": "{}", "credits": 5,
             "servers": {{"remote1": {{"root": ["Priority Requisition"]}},
                          "remote2": {{"root": ["Priority Requisition"]}}}}}},
            "runner": {{"identity": "{}"}}, "active": "corp"}}"#,
        common::HB,
        KATE
    ));
    assert_eq!(
        labels_of(&g, nr_engine::ActionKind::Advance, Side::Corp),
        [
            "advance Priority Requisition in remote1 (click, 1 credit)",
            "advance Priority Requisition in remote2 (click, 1 credit)"
        ]
    );
    assert_eq!(
        labels_of(&g, nr_engine::ActionKind::Advance, Side::Runner),
        [
            "advance unrezzed card in remote1 (click, 1 credit)",
            "advance unrezzed card in remote2 (click, 1 credit)"
        ]
    );
}

#[test]
fn copies_in_one_place_are_told_apart_by_rank_and_ice_by_position() {
    // Two Ice Walls protecting HQ, and two unrezzed cards (an asset, an upgrade) in one root.
    let g = common::game(&format!(
        r#"{{"corp": {{"identity": "{}", "credits": 5,
             "servers": {{"hq": {{"ice": [{{"title": "Ice Wall", "rezzed": true}},
                                         {{"title": "Ice Wall", "rezzed": true}}]}},
                          "remote1": {{"root": ["PAD Campaign", "Red Herrings"]}}}}}},
            "runner": {{"identity": "{}"}}, "active": "corp"}}"#,
        common::HB,
        KATE
    ));
    let adv = labels_of(&g, nr_engine::ActionKind::Advance, Side::Corp);
    assert_eq!(
        adv,
        [
            "advance Ice Wall at position 1 protecting hq (click, 1 credit)",
            "advance Ice Wall at position 2 protecting hq (click, 1 credit)"
        ]
    );
    let pad = common::id(&g, "PAD Campaign");
    let herrings = common::id(&g, "Red Herrings");
    let rez = |c: u8, viewer: Side| g.label_for(viewer, &common::rez(c));
    assert_eq!(rez(pad, Side::Corp), "rez PAD Campaign (2 credits)");
    assert_eq!(
        rez(pad, Side::Runner),
        "rez unrezzed card (1 of 2) in remote1"
    );
    assert_eq!(
        rez(herrings, Side::Runner),
        "rez unrezzed card (2 of 2) in remote1"
    );
}
