//! Self-describing actions (issue 12): every label says what the action does, in words, with
//! its cost; no label reads "ability N", "mode N" or "subroutine N" without saying what it does;
//! a decision's pass says what passing means there ("continue the run", "do not rez ...").

mod common;

use common::*;
use nr_engine::{Action, ActionKind, DeckList, GameState, Side, STARTER_DECKS};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::collections::BTreeSet;

/// Whether `label` has "ability", "mode" or "subroutine" followed by a number (the
/// /ability \d|mode \d|subroutine \d/ of the issue).
fn numbered(label: &str) -> bool {
    ["ability ", "mode ", "subroutine "].iter().any(|w| {
        label.match_indices(w).any(|(i, _)| {
            label[i + w.len()..]
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_digit())
        })
    })
}

#[test]
fn the_numbered_pattern_is_recognised() {
    assert!(numbered("use ability 0 of Corroder"));
    assert!(numbered("choose mode 1 of Femme Fatale"));
    assert!(numbered("break subroutine 1 with Crypsis"));
    assert!(!numbered("Corroder: +1 strength (1 credit)"));
    assert!(!numbered("use an ability (target 0) of a hidden card"));
}

#[test]
fn no_label_of_a_legal_action_is_a_bare_number_or_a_bare_pass_in_random_games() {
    // Every starter matchup, several seeds: each legal action's label, as the decider and as
    // the other side read it.
    let (corps, runners) = STARTER_DECKS.split_at(4);
    let mut seen = BTreeSet::new();
    let mut kinds = BTreeSet::new();
    for corp in corps {
        for runner in runners {
            for seed in 0..6u64 {
                let mut g = GameState::new(
                    &DeckList::starter(corp).unwrap(),
                    &DeckList::starter(runner).unwrap(),
                    seed,
                )
                .unwrap();
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x1abe1);
                let mut steps = 0;
                while !g.is_over() && steps < 3000 {
                    let legal = g.legal_actions();
                    let decider = g.current_side().unwrap();
                    for a in &legal {
                        for viewer in [decider, decider.other()] {
                            let l = g.label_for(viewer, a);
                            assert!(
                                !numbered(&l),
                                "{l:?} ({a:?} at {}, {corp} vs {runner}, seed {seed})",
                                g.decision_name()
                            );
                            assert_ne!(
                                l,
                                "pass",
                                "a bare pass at {} ({corp} vs {runner}, seed {seed})",
                                g.decision_name()
                            );
                            if viewer == decider {
                                seen.insert(l);
                                kinds.insert(a.kind.name());
                            }
                        }
                    }
                    let a = legal[(rng.next_u64() % legal.len() as u64) as usize];
                    g.apply(a).unwrap();
                    steps += 1;
                }
            }
        }
    }
    // The scan means something only if it met the labelled kinds.
    for k in [
        ActionKind::Ability,
        ActionKind::Break,
        ActionKind::Mode,
        ActionKind::Pass,
        ActionKind::Bid,
    ] {
        assert!(kinds.contains(k.name()), "no {k:?} action met");
    }
    if std::env::var_os("SHOW_LABELS").is_some() {
        for l in &seen {
            println!("{l}");
        }
    }
}

const KATE: &str = r#"Kate \"Mac\" McCaffrey: Digital Tinker"#;

/// The label of the one legal action of `kind` on `card`.
fn label_of(g: &GameState, kind: ActionKind, card: u8) -> String {
    let a = legal_on(g, kind, card);
    assert_eq!(a.len(), 1, "{kind:?} on {card}: {a:?}");
    g.label(&a[0])
}

/// The labels of every legal action now.
fn labels(g: &GameState) -> Vec<String> {
    g.legal_actions().iter().map(|a| g.label(a)).collect()
}

#[test]
fn corroder_strength_and_break_on_ice_wall_say_what_they_do_and_cost() {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5,
             "servers": {{"remote1": {{"ice": [{{"title": "Ice Wall", "rezzed": true, "advancement": 1}}]}}}}}},
            "runner": {{"identity": "{KATE}", "credits": 5, "rig": ["Corroder"]}},
            "active": "runner"}}"#
    ));
    run_on(&mut g, "remote1");
    pass_until(&mut g, "encounter");
    let corroder = id(&g, "Corroder");
    // Ice Wall 1 + 1 advancement = 2 strength; Corroder has 2: no boost needed, but the ice
    // is advanced once more below to see the strength ability.
    assert_eq!(
        label_of(&g, ActionKind::Break, corroder),
        "Corroder: break 'End the run.' on Ice Wall (1 credit)"
    );
    let done = g.label(&Action::new(ActionKind::Pass));
    assert_eq!(
        done,
        "done breaking: let 1 unbroken subroutine of Ice Wall fire"
    );

    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5,
             "servers": {{"remote1": {{"ice": [{{"title": "Ice Wall", "rezzed": true, "advancement": 2}}]}}}}}},
            "runner": {{"identity": "{KATE}", "credits": 5, "rig": ["Corroder"]}},
            "active": "runner"}}"#
    ));
    run_on(&mut g, "remote1");
    pass_until(&mut g, "encounter");
    let corroder = id(&g, "Corroder");
    assert_eq!(
        label_of(&g, ActionKind::Ability, corroder),
        "Corroder: +1 strength (1 credit)"
    );
}

#[test]
fn hadrians_wall_twin_subroutines_are_told_apart_by_their_target() {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5,
             "servers": {{"remote1": {{"ice": [{{"title": "Hadrian's Wall", "rezzed": true}}]}}}}}},
            "runner": {{"identity": "{KATE}", "credits": 20, "rig": ["Battering Ram"]}},
            "active": "runner"}}"#
    ));
    run_on(&mut g, "remote1");
    pass_until(&mut g, "encounter");
    let ram = id(&g, "Battering Ram");
    // Battering Ram (3) is raised to Hadrian's Wall's strength (7).
    for _ in 0..4 {
        assert_eq!(
            label_of(&g, ActionKind::Ability, ram),
            "Battering Ram: +1 strength for the rest of the run (1 credit)"
        );
        only_on(&mut g, ActionKind::Ability, ram);
        pass_until(&mut g, "encounter");
    }
    let breaks: Vec<String> = legal_on(&g, ActionKind::Break, ram)
        .iter()
        .map(|a| g.label(a))
        .collect();
    assert_eq!(
        breaks,
        [
            "Battering Ram: break 'End the run.' (target 0) on Hadrian's Wall (2 credits, then up to 1 more)",
            "Battering Ram: break 'End the run.' (target 1) on Hadrian's Wall (2 credits, then up to 1 more)",
        ]
    );
    let first = legal_on(&g, ActionKind::Break, ram)[0];
    act(&mut g, first);
    assert_eq!(g.decision_name(), "break_more");
    assert_eq!(
        labels(&g),
        [
            "Battering Ram: also break 'End the run.' (target 1) (no further cost)",
            "break no more subroutines with Battering Ram",
        ]
    );
}

#[test]
fn infiltration_modes_say_gain_2_credits_and_expose_a_card() {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "servers": {{"remote1": {{"root": ["PAD Campaign"]}}}}}},
            "runner": {{"identity": "{KATE}", "credits": 5, "grip": ["Infiltration"]}},
            "active": "runner"}}"#
    ));
    let infiltration = id(&g, "Infiltration");
    only_on(&mut g, ActionKind::Play, infiltration);
    assert_eq!(g.decision_name(), "mode");
    assert_eq!(
        labels(&g),
        [
            "Infiltration: gain 2 credits",
            "Infiltration: expose a card"
        ]
    );
    // The Corp reads the same (Infiltration is played faceup).
    let a = g.legal_actions()[1];
    assert_eq!(g.label_for(Side::Corp, &a), "Infiltration: expose a card");
}

#[test]
fn magnum_opus_click_ability_says_gain_2_credits_click() {
    let g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}"}},
            "runner": {{"identity": "{KATE}", "rig": ["Magnum Opus"]}}, "active": "runner"}}"#
    ));
    assert_eq!(
        label_of(&g, ActionKind::Ability, id(&g, "Magnum Opus")),
        "Magnum Opus: gain 2 credits (click)"
    );
}

#[test]
fn bioroid_click_break_names_the_subroutine_and_the_click() {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5,
             "servers": {{"remote1": {{"ice": [{{"title": "Viktor 1.0", "rezzed": true}}]}}}}}},
            "runner": {{"identity": "{KATE}", "credits": 5}}, "active": "runner"}}"#
    ));
    run_on(&mut g, "remote1");
    pass_until(&mut g, "encounter");
    let viktor = id(&g, "Viktor 1.0");
    let breaks: Vec<String> = legal_on(&g, ActionKind::Break, viktor)
        .iter()
        .map(|a| g.label(a))
        .collect();
    assert_eq!(
        breaks,
        [
            "Viktor 1.0: break 'Do 1 brain damage.' (lose 1 click)",
            "Viktor 1.0: break 'End the run.' (lose 1 click)",
        ]
    );
}

#[test]
fn run_decisions_say_continue_jack_out_and_do_not_rez() {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5,
             "servers": {{"remote1": {{"ice": ["Ice Wall", "Enigma"]}}}}}},
            "runner": {{"identity": "{KATE}", "credits": 5}}, "active": "runner"}}"#
    ));
    run_on(&mut g, "remote1");
    // Approaching the outer ice: the Corp's rez decision.
    pass_until(&mut g, "rez_ice");
    let enigma = id(&g, "Enigma");
    assert_eq!(labels(&g), ["do not rez Enigma", "rez Enigma (3 credits)"]);
    // The Runner reads the Corp's choice without the ice's name.
    let as_runner = g.label_for(Side::Runner, &Action::new(ActionKind::Pass));
    assert_eq!(as_runner, "do not rez unrezzed ice 2 of remote1");
    assert!(!g
        .label_for(Side::Runner, &Action::new(ActionKind::Rez).card(enigma))
        .contains('('));
    pass(&mut g);
    pass_until(&mut g, "jack_out");
    assert_eq!(labels(&g), ["continue the run", "jack out"]);
}

#[test]
fn prevention_says_what_it_prevents_and_costs() {
    // Net Shield against Neural Katana's net damage.
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5,
             "servers": {{"remote1": {{"ice": [{{"title": "Neural Katana", "rezzed": true}}]}}}}}},
            "runner": {{"identity": "{KATE}", "credits": 3, "rig": ["Net Shield"],
                        "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble"]}},
            "active": "runner"}}"#
    ));
    run_on(&mut g, "remote1");
    pass_until(&mut g, "prevent_damage");
    assert_eq!(
        labels(&g),
        [
            "Net Shield: prevent the first net damage of this turn (1 credit)",
            "do not prevent: take 3 net damage"
        ]
    );
}

#[test]
fn card_subroutines_say_what_they_do() {
    let g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5,
             "servers": {{"remote1": {{"ice": [{{"title": "Rototurret", "rezzed": true}}]}}}}}},
            "runner": {{"identity": "{KATE}", "credits": 5, "rig": ["Mimic"]}}, "active": "runner"}}"#
    ));
    let mut g = g;
    run_on(&mut g, "remote1");
    pass_until(&mut g, "encounter");
    let mimic = id(&g, "Mimic");
    let breaks: Vec<String> = legal_on(&g, ActionKind::Break, mimic)
        .iter()
        .map(|a| g.label(a))
        .collect();
    assert_eq!(
        breaks,
        [
            "Mimic: break 'Trash 1 installed program (the Corp chooses).' on Rototurret (1 credit)",
            "Mimic: break 'End the run.' on Rototurret (1 credit)",
        ]
    );
}
