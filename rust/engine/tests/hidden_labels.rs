//! Labels and titles leak nothing (DESIGN.md, "Hidden information is first-class"; Rules
//! Reference, "Information": hidden cards). For every code of the action space, legal or not,
//! the label a side reads and the titles it is told must be the same in every state it cannot
//! tell apart: the state where the cards it has not seen are redealt (`determinize`).

mod common;
use nr_engine::{
    Action, ActionKind, Bot, DeckList, GameState, RandomBot, Side, NUM_ACTIONS, STARTER_DECKS,
};

/// Every label `viewer` reads and every title it is told, for every code and card id.
fn views(g: &GameState, viewer: Side) -> Vec<String> {
    let mut out: Vec<String> = (0..NUM_ACTIONS)
        .map(|code| g.label_for(viewer, &Action::from_code(code).unwrap()))
        .collect();
    out.extend((0..=255u8).map(|c| format!("{:?}", g.title_known_to(viewer, c))));
    out
}

/// Compares `g` with redeals for each side; returns how many redeals changed a real title.
fn check_state(g: &GameState, seed: u64, what: &str) -> usize {
    let mut changed = 0;
    for viewer in [Side::Corp, Side::Runner] {
        let other = g.determinize(viewer, seed);
        if (0..g.cards.len() as u8).any(|c| g.card_title(c) != other.card_title(c)) {
            changed += 1;
        }
        let (a, b) = (views(g, viewer), views(&other, viewer));
        for (code, (x, y)) in a.iter().zip(&b).enumerate() {
            assert_eq!(
                x,
                y,
                "{viewer:?} reads code/card {code} ({:?}) differently after a redeal of what \
                 it has not seen ({what}, decision {})",
                Action::from_code(code as u32),
                g.decision_name()
            );
        }
    }
    changed
}

#[test]
fn labels_and_titles_of_every_code_survive_a_redeal_in_all_starter_matchups() {
    let (corps, runners) = STARTER_DECKS.split_at(4);
    let mut states = 0;
    let mut redeals_that_changed_cards = 0;
    for (i, corp) in corps.iter().enumerate() {
        for (j, runner) in runners.iter().enumerate() {
            let seed = (i * 3 + j) as u64;
            let mut g = GameState::new(
                &DeckList::starter(corp).unwrap(),
                &DeckList::starter(runner).unwrap(),
                seed,
            )
            .unwrap();
            let mut bot = RandomBot::new(seed);
            let mut step = 0u64;
            while !g.is_over() && step < 600 {
                // A spread of decisions: mulligan, actions, runs, accesses, late game.
                if step.is_multiple_of(31) {
                    let what = format!("{corp} vs {runner}, seed {seed}, step {step}");
                    redeals_that_changed_cards += check_state(&g, step + 1, &what);
                    states += 1;
                }
                let legal = g.legal_actions();
                let a = bot.choose(&g, &legal);
                g.apply(a).unwrap();
                step += 1;
            }
        }
    }
    assert!(states >= 100, "only {states} states scanned");
    // The check means something only if the redeals really moved hidden cards.
    assert!(
        redeals_that_changed_cards * 2 > states,
        "{redeals_that_changed_cards} of {} redeals changed a card",
        states * 2
    );
}

#[test]
fn a_play_label_of_a_card_in_rd_does_not_name_it() {
    // The code "play card X" for a card X on top of R&D (not legal) used to name X.
    let g = GameState::new(&DeckList::default_corp(), &DeckList::default_runner(), 1).unwrap();
    let top = *g.corp.rd.last().unwrap();
    let title = g.card_title(top).unwrap();
    for viewer in [Side::Corp, Side::Runner] {
        let label = g.label_for(viewer, &Action::new(ActionKind::Play).card(top));
        assert_eq!(label, "play a hidden card", "{viewer:?}");
        assert!(!label.contains(title));
        assert_eq!(g.title_known_to(viewer, top), None);
    }
}

#[test]
fn install_and_break_labels_do_not_tell_ice_or_bioroid_apart() {
    // An R&D card's install label said "protecting" exactly for ice; a break code on an unrezzed
    // bioroid said "lose clicks". Neither may depend on a card the viewer has not seen.
    let g = GameState::new(
        &DeckList::starter("haas-bioroid").unwrap(),
        &DeckList::default_runner(),
        2,
    )
    .unwrap();
    for &c in g.corp.rd.iter() {
        for viewer in [Side::Corp, Side::Runner] {
            let install = Action::new(ActionKind::Install).card(c).server(0);
            assert_eq!(g.label_for(viewer, &install), "install a hidden card in hq");
            let brk = Action::new(ActionKind::Break).card(c).target(0);
            assert_eq!(
                g.label_for(viewer, &brk),
                "break a subroutine (target 0) with a hidden card"
            );
        }
    }
}

/// Runs on remote1, protected by the rezzed `ice` (HQ is protected by a rezzed Viktor 1.0, a
/// bioroid code gate, a rezzed Rototurret, a sentry, and an unrezzed Enigma), until the Corp
/// chooses a subroutine to resolve; then checks that no label the Runner reads for a `mode` on
/// the unrezzed Enigma changes when what it has not seen is redealt.
fn subroutine_choice_labels_survive_a_redeal(ice: &str) {
    let mut g = common::game(&format!(
        r#"{{"corp": {{"identity": "{}", "credits": 5, "hq": ["Hedge Fund", "Ice Wall"],
              "servers": {{"hq": {{"ice": [{{"title": "Viktor 1.0", "rezzed": true}},
                                          {{"title": "Rototurret", "rezzed": true}}, "Enigma"]}},
                          "remote1": {{"ice": [{{"title": "{ice}", "rezzed": true}}],
                                       "root": ["PAD Campaign"]}}}}}},
            "runner": {{"identity": "Noise: Hacker Extraordinaire", "credits": 5}},
            "active": "runner", "turn": 2}}"#,
        common::HB
    ));
    let enigma = common::id(&g, "Enigma");
    common::run_on(&mut g, "remote1");
    common::pass_until(&mut g, "subroutine_to_resolve");
    let mut changed = 0;
    for seed in 0..16 {
        let other = g.determinize(Side::Runner, seed);
        if other.card_title(enigma) != g.card_title(enigma) {
            changed += 1;
        }
        for target in 0..4 {
            let a = Action::new(ActionKind::Mode).card(enigma).target(target);
            assert_eq!(
                g.label_for(Side::Runner, &a),
                other.label_for(Side::Runner, &a),
                "{ice}, seed {seed}: the label tells what the unrezzed ice is"
            );
        }
    }
    assert!(changed > 0, "no redeal moved the unrezzed ice");
    // The Corp knows its ice: its label quotes the subroutine.
    let a = Action::new(ActionKind::Mode).card(enigma).target(1);
    assert!(g.label_for(Side::Corp, &a).contains("End the run"));
}

// Ravana 1.0 (31045): its choice of a subroutine to resolve is asked of every code, including a
// `mode` on an unrezzed piece of ice: that label must not quote the ice's subroutines to the
// Runner, or it would learn what the facedown ice is (Rules Reference, "Information").
#[test]
fn c31045_ravana_choice_labels_do_not_name_an_unrezzed_ice_subroutines() {
    subroutine_choice_labels_survive_a_redeal("Ravana 1.0");
}

// Mycoweb (35053): the same for its choice of a sentry's subroutine to resolve.
#[test]
fn c35053_mycoweb_choice_labels_do_not_name_an_unrezzed_ice_subroutines() {
    subroutine_choice_labels_survive_a_redeal("Mycoweb");
}
