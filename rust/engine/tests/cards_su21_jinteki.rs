//! Scenario tests of the System Update 2021 Jinteki cards (31051 House of Knives, 31053 Ronin,
//! 31055 Lotus Field, 31056 Swordsman, 31057 Celebrity Gift, 31058 Trick of Light, 31059
//! Hokusai Grid), their ruling, hidden information, bad input, and random games with a deck
//! holding every card of the file.

mod common;
mod sg_jinteki;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, EventKind, GameState, Side, Zone, COUNTER_NAMES};
use sg_jinteki::*;

const PE: &str = "Jinteki: Personal Evolution";

fn ability(card: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(0)
}

/// Passes until `a` is legal, then takes it.
fn pass_then(g: &mut GameState, a: Action) {
    for _ in 0..64 {
        if g.legal_actions().contains(&a) {
            return act(g, a);
        }
        pass(g);
    }
    panic!("{a:?} never offered; stuck at {}", g.decision_name());
}

/// Passes until the run is over, checking that `forbidden` is never offered on the way.
fn pass_run_without(g: &mut GameState, forbidden: Action) {
    for _ in 0..64 {
        if g.run.is_none() {
            return;
        }
        assert!(
            !g.legal_actions().contains(&forbidden),
            "{forbidden:?} offered at {}",
            g.decision_name()
        );
        pass(g);
    }
    panic!("the run never ended; stuck at {}", g.decision_name());
}

// ----- 31051 House of Knives -----

// Scored: 3 agenda counters on it.
#[test]
fn c31051_house_of_knives_scored_with_three_agenda_counters() {
    let corp =
        r#""servers": {"remote1": {"root": [{"title": "House of Knives", "advancement": 3}]}}"#;
    let mut g = corp_turn(corp, "");
    let hok = id(&g, "House of Knives");
    score(&mut g, hok);
    assert_eq!(zone(&g, hok), Zone::Score(Side::Corp));
    assert_eq!(g.cards[hok as usize].agenda_counters, 3);
    assert_eq!(g.agenda_points(Side::Corp), 1);
}

const HOK_SCORED: &str = r#""score_area": [{"title": "House of Knives", "agenda_counters": 3}], "rd": ["Enigma", "Enigma"]"#;

// During a run: spend a counter for 1 net damage; only once in that run, again in the next.
#[test]
fn c31051_house_of_knives_one_net_damage_once_per_run() {
    let mut g = runner_turn(HOK_SCORED, &grip(3));
    let hok = id(&g, "House of Knives");
    run_on(&mut g, "archives");
    pass_then(&mut g, ability(hok));
    assert_eq!(g.runner.grip.len(), 2);
    assert_eq!(g.cards[hok as usize].agenda_counters, 2);
    pass_run_without(&mut g, ability(hok));
    run_on(&mut g, "archives");
    pass_then(&mut g, ability(hok));
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.cards[hok as usize].agenda_counters, 1);
}

// Not outside a run: neither in the Runner's turn between runs nor in the Corp's own turn.
#[test]
fn c31051_house_of_knives_only_during_a_run() {
    let mut g = runner_turn(HOK_SCORED, &grip(3));
    let hok = id(&g, "House of Knives");
    for _ in 0..20 {
        if g.current_side() == Some(Side::Corp) && g.decision_name() == "action" {
            break;
        }
        assert!(!g.legal_actions().contains(&ability(hok)));
        let kind = if g.decision_name() == "action" {
            ActionKind::ClickCredit
        } else {
            ActionKind::Pass
        };
        only(&mut g, kind);
    }
    assert!(!g.legal_actions().contains(&ability(hok)));
    let mut g = corp_turn(HOK_SCORED, &grip(3));
    assert!(!g.legal_actions().contains(&ability(hok)));
    refused(&mut g, ability(hok));
}

// Stolen, it gets no counters ("when you score"), and the Corp has no ability to use.
#[test]
fn c31051_house_of_knives_stolen_gets_no_counters() {
    let corp = r#""servers": {"remote1": {"root": ["House of Knives"]}}"#;
    let mut g = runner_turn(corp, &grip(3));
    let hok = id(&g, "House of Knives");
    run_on(&mut g, "remote1");
    pass_run_without(&mut g, ability(hok));
    assert_eq!(zone(&g, hok), Zone::Score(Side::Runner));
    assert_eq!(g.cards[hok as usize].agenda_counters, 0);
    run_on(&mut g, "archives");
    pass_run_without(&mut g, ability(hok));
    assert_eq!(g.runner.grip.len(), 3);
}

// No counter left: no ability.
#[test]
fn c31051_house_of_knives_needs_a_counter() {
    let corp = r#""score_area": [{"title": "House of Knives", "agenda_counters": 0}]"#;
    let mut g = runner_turn(corp, &grip(3));
    let hok = id(&g, "House of Knives");
    run_on(&mut g, "archives");
    pass_run_without(&mut g, ability(hok));
    assert_eq!(g.runner.grip.len(), 3);
}

// ----- 31053 Ronin -----

// Its text lets it be advanced, even unrezzed.
#[test]
fn c31053_ronin_can_be_advanced_unrezzed() {
    let corp = r#""servers": {"remote1": {"root": ["Ronin"]}}"#;
    let mut g = corp_turn(corp, "");
    let ronin = id(&g, "Ronin");
    only_on(&mut g, ActionKind::Advance, ronin);
    assert_eq!(g.cards[ronin as usize].advancement, 1);
}

// With 4 counters: a click and trashing it do 3 net damage.
#[test]
fn c31053_ronin_three_net_damage_with_four_counters() {
    let corp = r#""servers": {"remote1": {"root": [{"title": "Ronin", "rezzed": true, "advancement": 4}]}}"#;
    let mut g = corp_turn(corp, &grip(4));
    let ronin = id(&g, "Ronin");
    act(&mut g, ability(ronin));
    assert_eq!(g.corp.clicks, 2);
    assert_eq!(zone(&g, ronin), Zone::Archives);
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.runner.heap.len(), 3);
}

// Fewer than 4 counters, or unrezzed: no ability; a wrong ability number is refused.
#[test]
fn c31053_ronin_needs_four_counters_and_to_be_rezzed() {
    for ronin in [
        r#"{"title": "Ronin", "rezzed": true, "advancement": 3}"#,
        r#"{"title": "Ronin", "advancement": 5}"#,
    ] {
        let corp = format!(r#""servers": {{"remote1": {{"root": [{ronin}]}}}}"#);
        let mut g = corp_turn(&corp, &grip(4));
        let r = id(&g, "Ronin");
        assert!(legal_on(&g, ActionKind::Ability, r).is_empty());
        refused(&mut g, ability(r));
    }
    let corp = r#""servers": {"remote1": {"root": [{"title": "Ronin", "rezzed": true, "advancement": 4}]}}"#;
    let mut g = corp_turn(corp, &grip(4));
    let r = id(&g, "Ronin");
    refused(&mut g, Action::new(ActionKind::Ability).card(r).target(1));
}

// ----- 31055 Lotus Field -----

// End the run.
#[test]
fn c31055_lotus_field_ends_the_run() {
    let corp = r#""servers": {"hq": {"ice": [{"title": "Lotus Field", "rezzed": true}]}}"#;
    let mut g = runner_turn(corp, "");
    let lotus = id(&g, "Lotus Field");
    assert_eq!(g.current_strength(lotus), Some(4));
    run_on(&mut g, "hq");
    pass_to(&mut g, run_ended);
    assert!(!g.run.is_some_and(|r| r.successful));
}

// Parasite's counters do not lower it: strength 4, and it is not trashed.
#[test]
fn c31055_lotus_field_strength_not_lowered_by_parasite() {
    let corp = r#""servers": {"hq": {"ice": [{"title": "Lotus Field", "rezzed": true, "hosted": [{"title": "Parasite", "virus": 3}]}]}}"#;
    let mut g = runner_turn(corp, "");
    let lotus = id(&g, "Lotus Field");
    assert_eq!(g.current_strength(lotus), Some(4));
    only(&mut g, ActionKind::ClickCredit);
    assert!(matches!(zone(&g, lotus), Zone::Ice(_)));
    assert_eq!(g.current_strength(lotus), Some(4));
}

// Datasucker's counter could change nothing on it, so the ability is not offered there ("Using
// Abilities", "Cannot"); the same ability lowers other ice. (Gordian Blade keeps the encounter
// window open: it may raise its strength.)
#[test]
fn c31055_lotus_field_strength_not_lowered_by_datasucker() {
    for (ice, printed) in [("Lotus Field", 4), ("Enigma", 2)] {
        let corp =
            format!(r#""servers": {{"hq": {{"ice": [{{"title": "{ice}", "rezzed": true}}]}}}}"#);
        let runner = r#""rig": [{"title": "Datasucker", "virus": 2}, "Gordian Blade"]"#;
        let mut g = runner_turn(&corp, runner);
        let (c, ds) = (id(&g, ice), id(&g, "Datasucker"));
        run_on(&mut g, "hq");
        pass_to(&mut g, |g| g.run.is_some_and(|r| r.encounter == c));
        if ice == "Lotus Field" {
            assert!(!g.legal_actions().contains(&ability(ds)));
            refused(&mut g, ability(ds));
            assert_eq!(g.cards[ds as usize].virus, 2);
        } else {
            act(&mut g, ability(ds));
        }
        let expect = if ice == "Lotus Field" {
            printed
        } else {
            printed - 1
        };
        assert_eq!(g.current_strength(c), Some(expect), "{ice}");
    }
}

// Raising its strength still works: Chum's +2 on the next ice.
#[test]
fn c31055_lotus_field_strength_can_be_raised() {
    let corp = r#""servers": {"hq": {"ice": [{"title": "Lotus Field", "rezzed": true}, {"title": "Chum", "rezzed": true}]}}"#;
    // Gordian Blade gives the Runner a window during the encounter (its strength ability).
    let runner = format!(r#"{}, "rig": ["Gordian Blade"]"#, grip(5));
    let mut g = runner_turn(corp, &runner);
    let lotus = id(&g, "Lotus Field");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_some_and(|r| r.encounter == lotus));
    assert_eq!(g.current_strength(lotus), Some(6));
}

// ----- 31056 Swordsman -----

const SWORDSMAN_HQ: &str =
    r#""servers": {"hq": {"ice": [{"title": "Swordsman", "rezzed": true}]}}"#;

/// A Runner turn with a run on HQ protected by Swordsman, at its first subroutine's choice or
/// past it.
fn swordsman_run(rig: &str) -> GameState {
    let runner = format!(r#""credits": 20, "rig": [{rig}], {}"#, grip(3));
    let mut g = runner_turn(SWORDSMAN_HQ, &runner);
    run_on(&mut g, "hq");
    g
}

// Subroutines: the Corp trashes the AI program it chooses, then 1 net damage.
#[test]
fn c31056_swordsman_trashes_an_ai_program_then_one_net_damage() {
    let mut g = swordsman_run(r#""Crypsis", "Wyrm", "Mimic""#);
    pass_until(&mut g, "trash_programs");
    assert_eq!(g.current_side(), Some(Side::Corp));
    let (crypsis, wyrm, mimic) = (id(&g, "Crypsis"), id(&g, "Wyrm"), id(&g, "Mimic"));
    let offered: Vec<u8> = legal(&g, ActionKind::Trash)
        .iter()
        .map(|a| a.card)
        .collect();
    assert_eq!(offered, [crypsis, wyrm], "only AI programs");
    // Bad input: Mimic is not an AI program.
    refused(&mut g, Action::new(ActionKind::Trash).card(mimic));
    trash(&mut g, wyrm);
    assert_eq!(zone(&g, wyrm), Zone::Heap);
    assert_eq!(zone(&g, crypsis), Zone::Rig);
    assert_eq!(zone(&g, mimic), Zone::Rig);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.grip.len(), 2, "1 net damage");
}

// No AI program installed: the first subroutine does nothing; one: trashed without a choice.
#[test]
fn c31056_swordsman_with_one_or_no_ai_program() {
    let mut g = swordsman_run(r#""Mimic""#);
    let mimic = id(&g, "Mimic");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(zone(&g, mimic), Zone::Rig);
    assert_eq!(g.runner.grip.len(), 2);
    let mut g = swordsman_run(r#""Crypsis""#);
    let crypsis = id(&g, "Crypsis");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(zone(&g, crypsis), Zone::Heap);
}

// AI programs cannot break its subroutines (even at its strength); other breakers can.
#[test]
fn c31056_swordsman_cannot_be_broken_by_ai_programs() {
    let mut g = swordsman_run(r#"{"title": "Crypsis", "virus": 3}, "Mimic""#);
    let (crypsis, mimic, sword) = (id(&g, "Crypsis"), id(&g, "Mimic"), id(&g, "Swordsman"));
    pass_to(&mut g, |g| g.run.is_some_and(|r| r.encounter == sword));
    // Crypsis may still raise its strength, but never break.
    while let Some(&boost) = legal_on(&g, ActionKind::Ability, crypsis).first() {
        act(&mut g, boost);
    }
    assert!(g.current_strength(crypsis) >= g.current_strength(sword));
    assert!(legal_on(&g, ActionKind::Break, crypsis).is_empty());
    refused(
        &mut g,
        Action::new(ActionKind::Break).card(crypsis).target(0),
    );
    assert_eq!(legal_on(&g, ActionKind::Break, mimic).len(), 2);
    act(&mut g, Action::new(ActionKind::Break).card(mimic).target(0));
    act(&mut g, Action::new(ActionKind::Break).card(mimic).target(1));
    pass_to(&mut g, |g| g.run.is_none_or(|r| r.successful));
    assert_eq!(zone(&g, crypsis), Zone::Rig);
    assert_eq!(g.runner.grip.len(), 3);
}

// ----- 31057 Celebrity Gift -----

const GIFT_HQ: &str =
    r#""credits": 5, "hq": ["Celebrity Gift", "Hedge Fund", "Enigma", "Enigma", "Neural Katana"]"#;

fn reveal(g: &mut GameState, title: &str) {
    let c = ids(g, title)
        .into_iter()
        .find(|&c| {
            g.legal_actions()
                .contains(&Action::new(ActionKind::Mode).card(c).target(0))
        })
        .unwrap_or_else(|| panic!("{title} not offered"));
    choose(g, c);
}

fn play_gift(g: &mut GameState) {
    let gift = id(g, "Celebrity Gift");
    act(g, Action::new(ActionKind::Play).card(gift));
}

// Two clicks (one an additional cost), 3 credits; each revealed card gives 2 credits and is
// known to the Runner; the cards not revealed stay hidden.
#[test]
fn c31057_celebrity_gift_gains_two_per_revealed_card() {
    let mut g = corp_turn(GIFT_HQ, "");
    g.set_events(true);
    play_gift(&mut g);
    assert_eq!(g.corp.clicks, 1, "the play click and the additional click");
    assert_eq!(g.corp.credits, 2);
    assert_eq!(g.decision_name(), "choose_card");
    for title in ["Hedge Fund", "Enigma", "Neural Katana"] {
        reveal(&mut g, title);
    }
    pass(&mut g);
    assert_eq!(g.corp.credits, 2 + 6);
    let enigmas = ids(&g, "Enigma");
    let known: Vec<bool> = enigmas.iter().map(|&c| known_to_runner(&g, c)).collect();
    assert_eq!(known.iter().filter(|&&k| k).count(), 1);
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")));
    assert!(known_to_runner(&g, id(&g, "Neural Katana")));
    assert_eq!(g.corp.hq.len(), 4, "revealed cards stay in HQ");
    assert_eq!(zone(&g, id(&g, "Celebrity Gift")), Zone::Archives);
}

// With one click left it cannot be played (the additional click cannot be paid).
#[test]
fn c31057_celebrity_gift_needs_two_clicks() {
    let mut g = corp_turn(&format!(r#"{GIFT_HQ}, "clicks": 1"#), "");
    let gift = id(&g, "Celebrity Gift");
    assert!(legal_on(&g, ActionKind::Play, gift).is_empty());
    refused(&mut g, Action::new(ActionKind::Play).card(gift));
    let g = corp_turn(&format!(r#"{GIFT_HQ}, "clicks": 2"#), "");
    assert_eq!(legal_on(&g, ActionKind::Play, gift).len(), 1);
}

// At most 5 cards: after the fifth the choice ends (10 credits); revealing none gains nothing.
#[test]
fn c31057_celebrity_gift_at_most_five_cards() {
    let hq = r#""credits": 3, "hq": ["Celebrity Gift", "Hedge Fund", "Enigma", "Neural Katana", "Snare!", "Chum", "Data Mine"]"#;
    let mut g = corp_turn(hq, "");
    play_gift(&mut g);
    for title in ["Hedge Fund", "Enigma", "Neural Katana", "Snare!", "Chum"] {
        reveal(&mut g, title);
    }
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.corp.credits, 10);
    assert!(!known_to_runner(&g, id(&g, "Data Mine")));
    let mut g = corp_turn(hq, "");
    play_gift(&mut g);
    pass(&mut g);
    assert_eq!(g.corp.credits, 0);
    assert!(g.corp.hq.iter().all(|&c| !known_to_runner(&g, c)));
}

// One choice per title (copies are interchangeable); a card outside HQ is refused.
#[test]
fn c31057_celebrity_gift_one_choice_per_title_and_only_hq_cards() {
    let corp = r#""hq": ["Celebrity Gift", "Enigma", "Enigma", "Enigma"], "servers": {"remote1": {"root": ["Ronin"]}}"#;
    let mut g = corp_turn(corp, "");
    play_gift(&mut g);
    assert_eq!(legal(&g, ActionKind::Mode).len(), 1);
    let ronin = id(&g, "Ronin");
    refused(&mut g, Action::new(ActionKind::Mode).card(ronin).target(0));
    reveal(&mut g, "Enigma");
    reveal(&mut g, "Enigma");
    reveal(&mut g, "Enigma");
    assert_eq!(g.corp.credits, 5 - 3 + 6);
}

// Hidden information: what the Runner sees does not depend on the cards it has not seen, and
// a redeal keeps the revealed cards.
#[test]
fn c31057_celebrity_gift_hides_what_is_not_revealed() {
    let mut g = corp_turn(GIFT_HQ, "");
    g.set_events(true);
    play_gift(&mut g);
    runner_view_unchanged_by_redeal(&g);
    reveal(&mut g, "Hedge Fund");
    runner_view_unchanged_by_redeal(&g);
    pass(&mut g);
    runner_view_unchanged_by_redeal(&g);
    let hf = id(&g, "Hedge Fund");
    for seed in 1..6 {
        let other = g.determinize(Side::Runner, seed);
        assert_eq!(other.card_title(hf), Some("Hedge Fund"));
    }
}

// ----- 31058 Trick of Light -----

const TRICK_CORP: &str = r#""hq": ["Trick of Light"], "servers": {"remote1": {"root": ["Priority Requisition"]}, "remote2": {"root": [{"title": "Ronin", "advancement": 3}]}, "hq": {"ice": [{"title": "Enigma", "rezzed": true, "advancement": 1}]}}"#;

fn play_trick(g: &mut GameState) {
    let trick = id(g, "Trick of Light");
    act(g, Action::new(ActionKind::Play).card(trick));
}

fn move_from(card: u8, n: u8) -> Action {
    Action::new(ActionKind::Mode).card(card).target(n)
}

// Choose a card the Corp can advance, then move 2 counters onto it from another card.
#[test]
fn c31058_trick_of_light_moves_two_counters() {
    let mut g = corp_turn(TRICK_CORP, "");
    g.set_events(true);
    let (pr, ronin, enigma) = (
        id(&g, "Priority Requisition"),
        id(&g, "Ronin"),
        id(&g, "Enigma"),
    );
    play_trick(&mut g);
    assert_eq!(g.decision_name(), "place_counters");
    let targets: Vec<u8> = legal(&g, ActionKind::Mode).iter().map(|a| a.card).collect();
    assert!(targets.contains(&pr) && targets.contains(&ronin));
    assert!(!targets.contains(&enigma), "Enigma cannot be advanced");
    choose(&mut g, pr);
    assert_eq!(g.decision_name(), "choose_card");
    let offered = g.legal_actions();
    for a in [
        move_from(ronin, 1),
        move_from(ronin, 2),
        move_from(enigma, 1),
    ] {
        assert!(offered.contains(&a), "{a:?}");
    }
    assert!(!offered.contains(&move_from(enigma, 2)), "Enigma hosts one");
    g.take_events();
    act(&mut g, move_from(ronin, 2));
    assert_eq!(g.cards[pr as usize].advancement, 2);
    assert_eq!(g.cards[ronin as usize].advancement, 1);
    // Logged: 2 advancement counters removed from Ronin, 2 placed on the agenda.
    let events = g.take_events();
    let removed = events.iter().find(|e| e.kind == EventKind::CountersRemoved);
    let removed = removed.expect("counters removed");
    assert_eq!((removed.card, removed.amount), (ronin, 2));
    assert_eq!(COUNTER_NAMES[removed.extra as usize], "advancement");
    let placed = events.iter().find(|e| e.kind == EventKind::Advanced);
    let placed = placed.expect("counters placed");
    assert_eq!((placed.card, placed.amount), (pr, 2));
    pass_windows(&mut g);
    assert_eq!(g.decision_name(), "action");
}

// "Up to 2": one counter, or none; the card chosen cannot give its own counters.
#[test]
fn c31058_trick_of_light_up_to_two_from_another_card() {
    let mut g = corp_turn(TRICK_CORP, "");
    let (pr, ronin, enigma) = (
        id(&g, "Priority Requisition"),
        id(&g, "Ronin"),
        id(&g, "Enigma"),
    );
    play_trick(&mut g);
    choose(&mut g, ronin);
    refused(&mut g, move_from(ronin, 1));
    refused(&mut g, move_from(enigma, 2));
    refused(&mut g, move_from(pr, 1));
    act(&mut g, move_from(enigma, 1));
    assert_eq!(g.cards[ronin as usize].advancement, 4);
    assert_eq!(g.cards[enigma as usize].advancement, 0);
    let mut g = corp_turn(TRICK_CORP, "");
    play_trick(&mut g);
    choose(&mut g, pr);
    pass(&mut g);
    assert_eq!(g.cards[pr as usize].advancement, 0);
    assert_eq!(g.cards[ronin as usize].advancement, 3);
}

// Bad input: more than 2 counters, or a card that is not an advanceable target, is refused.
#[test]
fn c31058_trick_of_light_refuses_bad_amounts_and_targets() {
    let corp = TRICK_CORP.replace(r#""advancement": 3"#, r#""advancement": 5"#);
    let mut g = corp_turn(&corp, "");
    let (pr, ronin, enigma) = (
        id(&g, "Priority Requisition"),
        id(&g, "Ronin"),
        id(&g, "Enigma"),
    );
    play_trick(&mut g);
    refused(&mut g, Action::new(ActionKind::Mode).card(enigma).target(0));
    choose(&mut g, pr);
    refused(&mut g, move_from(ronin, 3));
    refused(&mut g, move_from(ronin, 0));
    act(&mut g, move_from(ronin, 2));
    assert_eq!(g.cards[ronin as usize].advancement, 3);
}

// Not playable without an installed card the Corp can advance.
#[test]
fn c31058_trick_of_light_needs_a_card_to_advance() {
    let corp = r#""hq": ["Trick of Light", "Hostile Takeover"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true, "advancement": 2}]}}"#;
    let mut g = corp_turn(corp, "");
    let trick = id(&g, "Trick of Light");
    assert!(legal_on(&g, ActionKind::Play, trick).is_empty());
    refused(&mut g, Action::new(ActionKind::Play).card(trick));
}

// Ruling 1: only from an installed card to another installed card: an agenda in HQ is no
// target, and the Runner's stolen agenda or the Corp's scored one is no source.
#[test]
fn ruling_c31058_1_only_between_installed_cards() {
    let corp = r#""hq": ["Trick of Light", "Hostile Takeover"], "score_area": [{"title": "Priority Requisition", "advancement": 2}], "servers": {"remote1": {"root": ["Ronin"]}, "remote2": {"root": [{"title": "Project Junebug", "advancement": 2}]}}"#;
    let runner = r#""score_area": [{"title": "Private Security Force", "advancement": 2}]"#;
    let mut g = corp_turn(corp, runner);
    let (ht, pr, psf) = (
        id(&g, "Hostile Takeover"),
        id(&g, "Priority Requisition"),
        id(&g, "Private Security Force"),
    );
    let (ronin, junebug) = (id(&g, "Ronin"), id(&g, "Project Junebug"));
    play_trick(&mut g);
    let targets: Vec<u8> = legal(&g, ActionKind::Mode).iter().map(|a| a.card).collect();
    assert!(!targets.contains(&ht), "not installed");
    refused(&mut g, Action::new(ActionKind::Mode).card(ht).target(0));
    choose(&mut g, ronin);
    let sources: Vec<u8> = legal(&g, ActionKind::Mode).iter().map(|a| a.card).collect();
    assert!(sources.contains(&junebug));
    assert!(!sources.contains(&pr) && !sources.contains(&psf));
    refused(&mut g, move_from(pr, 2));
    refused(&mut g, move_from(psf, 2));
    act(&mut g, move_from(junebug, 2));
    assert_eq!(g.cards[ronin as usize].advancement, 2);
}

// ----- 31059 Hokusai Grid -----

const HOKUSAI_HQ: &str = r#""hq": ["Hedge Fund"], "servers": {"hq": {"root": [{"title": "Hokusai Grid", "rezzed": true}]}}"#;

// A successful run on its server: 1 net damage, before any access.
#[test]
fn c31059_hokusai_grid_one_net_damage_on_a_successful_run() {
    let mut g = runner_turn(HOKUSAI_HQ, &grip(3));
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_some_and(|r| r.successful));
    pass_until(&mut g, "access");
    assert_eq!(g.runner.grip.len(), 2);
    assert_eq!(g.runner.heap.len(), 1);
}

// Another server, an unrezzed grid, or an unsuccessful run: no damage.
#[test]
fn c31059_hokusai_grid_only_its_server_while_rezzed_and_successful() {
    let mut g = runner_turn(HOKUSAI_HQ, &grip(3));
    run_on(&mut g, "archives");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.grip.len(), 3);
    let unrezzed = HOKUSAI_HQ.replace(r#", "rezzed": true"#, "");
    let mut g = runner_turn(&unrezzed, &grip(3));
    run_on(&mut g, "hq");
    pass_until(&mut g, "access");
    assert_eq!(g.runner.grip.len(), 3);
    let walled = r#""servers": {"hq": {"root": [{"title": "Hokusai Grid", "rezzed": true}], "ice": [{"title": "Lotus Field", "rezzed": true}]}}"#;
    let mut g = runner_turn(walled, &grip(3));
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.grip.len(), 3, "the run ended at Lotus Field");
}

// Limit 1 region per server: installing a second one trashes the first.
#[test]
fn c31059_hokusai_grid_one_region_per_server() {
    let corp = r#""hq": ["Hokusai Grid"], "servers": {"remote1": {"root": [{"title": "Hokusai Grid", "rezzed": true}]}}"#;
    let mut g = corp_turn(corp, "");
    let (old, new) = (
        ids(&g, "Hokusai Grid")
            .into_iter()
            .find(|&c| g.cards[c as usize].zone != Zone::Hq)
            .unwrap(),
        g.corp.hq[0],
    );
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(new)
            .server(srv("remote1")),
    );
    // The Corp trashes nothing itself; the rule trashes the older region.
    assert_eq!(g.decision_name(), "install_trash");
    pass(&mut g);
    assert_eq!(zone(&g, old), Zone::Archives);
    assert_eq!(g.corp.servers[srv("remote1") as usize].root.len(), 1);
}

// ----- random games -----

/// Personal Evolution with every card of this file at 3 copies, filled up with Core Set Jinteki
/// and neutral cards: 45 cards, 20 agenda points.
fn su21_jinteki_deck() -> DeckList {
    DeckList::parse(
        "Jinteki: Personal Evolution
         3 House of Knives
         3 Ronin
         3 Lotus Field
         3 Swordsman
         3 Celebrity Gift
         3 Trick of Light
         3 Hokusai Grid
         3 Nisei MK II
         3 Priority Requisition
         1 Private Security Force
         3 Hedge Fund
         3 Neural Katana
         3 Wall of Thorns
         3 Snare!
         3 Project Junebug
         2 Data Mine",
    )
    .unwrap()
}

#[test]
fn random_games_su21_jinteki() {
    let corp = su21_jinteki_deck();
    assert!(corp.problems().is_empty(), "{:?}", corp.problems());
    assert_eq!(corp.identity, PE);
    let runner = DeckList::default_runner();
    for seed in 0..200 {
        let g = random_game(&corp, &runner, seed, seed % 20 == 0);
        check_places(&g);
        assert!(g.is_over());
    }
}

// The heuristic Corp bot plays the deck (its table values Celebrity Gift and Trick of Light's
// choices) and beats a random Runner.
#[test]
fn heuristic_corp_plays_the_su21_jinteki_deck() {
    use nr_engine::{simulate, BotKind, SimConfig};
    use std::sync::atomic::{AtomicBool, AtomicU64};
    let config = SimConfig {
        corp: su21_jinteki_deck(),
        runner: DeckList::default_runner(),
        games: 40,
        corp_bot: BotKind::Heuristic,
        runner_bot: BotKind::Random,
        seed: 2021,
        threads: 1,
        points_to_win: nr_engine::DEFAULT_POINTS_TO_WIN,
        cards: Default::default(),
    };
    let results = simulate(&config, &AtomicU64::new(0), &AtomicBool::new(false)).unwrap();
    assert_eq!(results.len(), 40);
    let wins = results.iter().filter(|r| r.winner == 0).count();
    eprintln!("heuristic su21 Jinteki corp wins {wins} of 40");
    assert!(wins >= 30, "{wins} of 40");
}
