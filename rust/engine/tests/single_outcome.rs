//! docs/actions.md, "Decisions": a card's own choice with a single possible outcome is not
//! asked; the engine takes that outcome itself. The one exception: a lone action whose being
//! forced the other player could not see (a lone `pass`, or a card the other player does not
//! know among others in its hidden pile), which stays a question so that nothing hidden leaks.
//! Scenario tests of the cases issue 24 found, and random games of every pool.

mod common;
use common::*;
use nr_engine::{
    Action, ActionKind, DeckList, GameState, Side, Zone, EXAMPLE_2021_DECKS, SG_STARTER_DECKS,
    STARTER_DECKS,
};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

const NOISE: &str = "Noise: Hacker Extraordinaire";

/// Whether `only`, the single action of a card's own choice, is one whose being forced the other
/// player could not see (the stated exception).
fn forced_out_of_sight(g: &GameState, only: Action) -> bool {
    let Some(c) = g.cards.get(only.card as usize) else {
        return true; // a lone pass
    };
    let other = g.current_side().unwrap().other();
    let pile = match c.zone {
        Zone::Hq => g.corp.hq.len(),
        Zone::Rd => g.corp.rd.len(),
        Zone::Grip => g.runner.grip.len(),
        Zone::Stack => g.runner.stack.len(),
        _ => 0,
    };
    !c.known_to(other) && pile != 1
}

/// Every pool's decks: (Corp decks, Runner decks).
fn pools() -> Vec<(Vec<DeckList>, Vec<DeckList>)> {
    let split = |names: &[&str]| {
        let decks: Vec<DeckList> = names
            .iter()
            .map(|n| DeckList::starter(n).unwrap())
            .collect();
        let identity_side = |d: &DeckList| {
            nr_engine::card_table()
                .iter()
                .find(|c| c.title == d.identity)
                .map(|c| c.side)
        };
        let corp: Vec<DeckList> = decks
            .iter()
            .filter(|d| identity_side(d) == Some(Side::Corp))
            .cloned()
            .collect();
        let runner: Vec<DeckList> = decks
            .iter()
            .filter(|d| identity_side(d) == Some(Side::Runner))
            .cloned()
            .collect();
        (corp, runner)
    };
    vec![
        split(&STARTER_DECKS),
        split(&SG_STARTER_DECKS),
        split(&EXAMPLE_2021_DECKS),
    ]
}

// Random games of every pool (Core, System Gateway, System Update 2021), every pairing: no card's
// own choice is asked with a single action, unless it is the stated exception.
#[test]
fn no_card_choice_asked_with_a_single_outcome() {
    let mut seen = 0;
    for (corps, runners) in pools() {
        assert!(!corps.is_empty() && !runners.is_empty());
        for corp in &corps {
            for runner in &runners {
                for seed in 0..3u64 {
                    let mut g = GameState::new(corp, runner, seed).unwrap();
                    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x24);
                    let mut steps = 0;
                    while !g.is_over() {
                        let legal = g.legal_actions();
                        if g.is_card_choice() {
                            seen += 1;
                            assert!(
                                legal.len() != 1 || forced_out_of_sight(&g, legal[0]),
                                "{} vs {} seed {seed}: {} asked with one outcome: {}",
                                corp.identity,
                                runner.identity,
                                g.decision_name(),
                                g.label(&legal[0])
                            );
                        }
                        let a = legal[(rng.next_u64() % legal.len() as u64) as usize];
                        g.apply(a).unwrap();
                        steps += 1;
                        assert!(steps < 20_000, "game too long");
                    }
                }
            }
        }
    }
    assert!(seen > 100, "card choices met: {seen}");
}

/// A position against Noise, turn 2.
fn position(corp_id: &str, corp: &str, runner: &str, active: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{corp_id}", {corp}}},
            "runner": {{"identity": "{NOISE}", {runner}}}, "active": "{active}", "turn": 2}}"#
    ))
}

// Public Trail: a Runner who cannot pay 8 credits is not asked; the tag is taken.
#[test]
fn c30057_public_trail_runner_who_cannot_pay_is_not_asked() {
    let mut g = position(
        "NBN: Making News",
        r#""credits": 4, "hq": ["Public Trail"], "rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""credits": 4"#,
        "runner",
    );
    // 4 credits and 3 clicks gained after the run: 7, short of 8.
    run_on(&mut g, "archives");
    pass_to(&mut g, |g| g.run.is_none());
    until(&mut g, at_action(Side::Corp));
    let pt = id(&g, "Public Trail");
    only_on(&mut g, ActionKind::Play, pt);
    assert!(!(g.is_card_choice() && g.current_side() == Some(Side::Runner)));
    assert_eq!((g.runner.credits, g.runner.tags), (7, 1));
}

// Anoetic Void with exactly 2 cards in HQ: once the first card is chosen the second is the other
// one; it is not asked.
#[test]
fn c30050_anoetic_void_second_card_not_asked() {
    let corp = r#""credits": 5, "hq": ["Hedge Fund", "Enigma"],
        "servers": {"remote1": {"root": ["PAD Campaign", {"title": "Anoetic Void", "rezzed": true}]}}"#;
    let mut g = position(
        "Jinteki: Personal Evolution",
        corp,
        r#""credits": 5, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
        "runner",
    );
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.decision_name() == "trash_from_hq");
    let enigma = id(&g, "Enigma");
    act(&mut g, Action::new(ActionKind::Trash).card(enigma));
    assert_ne!(g.decision_name(), "trash_from_hq");
    assert!(g.corp.hq.is_empty());
    assert_eq!(g.corp.credits, 3);
    assert!(g.run.is_none_or(|r| r.ended));
}

// Femme Fatale with a single installed piece of ice: it is chosen without a question.
#[test]
fn c31022_femme_fatale_single_ice_not_asked() {
    let mut g = position(
        HB,
        r#""credits": 5, "servers": {"hq": {"ice": ["Enigma"]}}"#,
        r#""credits": 10, "grip": ["Femme Fatale"]"#,
        "runner",
    );
    let (femme, enigma) = (id(&g, "Femme Fatale"), id(&g, "Enigma"));
    act(&mut g, Action::new(ActionKind::Install).card(femme));
    while g.decision_name() == "memory" {
        pass(&mut g);
    }
    assert_ne!(g.decision_name(), "choose_card");
    assert_eq!(g.cards[femme as usize].chosen, enigma);
}

// Corporate Troubleshooter with one rezzed ice protecting its server: that ice gets the strength
// without a question.
#[test]
fn c31049_corporate_troubleshooter_single_ice_not_asked() {
    let corp = r#""credits": 5, "hq": ["Hedge Fund"], "rd": ["Hedge Fund"],
        "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}],
                           "root": [{"title": "Corporate Troubleshooter", "rezzed": true}]}}"#;
    let mut g = position(
        HB,
        corp,
        r#""credits": 15, "rig": ["Gordian Blade"]"#,
        "runner",
    );
    let (ts, enigma) = (id(&g, "Corporate Troubleshooter"), id(&g, "Enigma"));
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| {
        g.current_side() == Some(Side::Corp)
            && is_legal(g, Action::new(ActionKind::Ability).card(ts).target(0))
    });
    act(&mut g, Action::new(ActionKind::Ability).card(ts).target(0));
    bid(&mut g, 2);
    assert_ne!(g.decision_name(), "choose_ice");
    assert_eq!(g.current_strength(enigma), Some(4));
}
