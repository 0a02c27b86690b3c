//! Scenario tests of the System Update 2021 Shaper cards: Ayla "Bios" Rahim (31025), Rielle
//! "Kit" Peddler (31026), Test Run (31028), Atman (31030), Chameleon (31031), Egret (31032),
//! Paricia (31034), Professional Contacts (31036), and seeded random games with them.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, EventKind, GameState, Side, Zone};

// ----- helpers -----

const AYLA: &str = "Ayla \"Bios\" Rahim: Simulant Specialist";
const KIT: &str = "Rielle \"Kit\" Peddler: Transhuman";
const GABRIEL: &str = "Gabriel Santiago: Consummate Professional";

/// A Runner-turn position with `identity` (JSON-escaped title).
fn runner_turn_as(identity: &str, corp: &str, runner: &str) -> GameState {
    let corp = if corp.is_empty() {
        r#""credits": 5"#
    } else {
        corp
    };
    // Cards in R&D, so that the Corp can draw when a test plays on into its turn.
    let corp = if corp.contains(r#""rd": ["#) {
        corp.to_string()
    } else {
        format!(r#"{corp}, "rd": ["Hedge Fund", "Hedge Fund"]"#)
    };
    let identity = identity.replace('"', "\\\"");
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}},
            "runner": {{"identity": "{identity}", {runner}}}, "active": "runner", "turn": 2}}"#
    ))
}

/// A Runner-turn position (Gabriel Santiago, whose ability only acts on HQ runs).
fn runner_turn(corp: &str, runner: &str) -> GameState {
    runner_turn_as(GABRIEL, corp, runner)
}

/// Installs `card` from the grip, keeping every installed program.
fn install(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Install).card(card));
    while g.decision_name() == "memory" {
        pass(g);
    }
}

fn ability(card: u8, index: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(index)
}

fn strength(g: &GameState, card: u8) -> u32 {
    g.current_strength(card).expect("a strength")
}

fn run_to_encounter(g: &mut GameState, server: &str) {
    run_on(g, server);
    pass_until(g, "encounter");
}

/// Runs `server` to its end, checking that `breaker` is never offered a break (nor a boost).
fn run_without_breaks(g: &mut GameState, server: &str, breaker: u8) {
    run_on(g, server);
    for a in [
        Action::new(ActionKind::Break).card(breaker).target(0),
        ability(breaker, 0),
    ] {
        let mut g = g.clone();
        pass_until_without(&mut g, "action", a);
    }
    pass_until(g, "action");
}

/// Break actions of `breaker` offered now.
fn breaks(g: &GameState, breaker: u8) -> usize {
    legal_on(g, ActionKind::Break, breaker).len()
}

/// The cards set aside now.
fn set_aside(g: &GameState) -> Vec<u8> {
    (0..g.cards.len() as u8)
        .filter(|&c| zone(g, c) == Zone::SetAside)
        .collect()
}

/// Moves grip card `c` to the set-aside zone (as Ayla's setup leaves it: only the Runner
/// knows it).
fn put_aside(g: &mut GameState, c: u8) {
    g.runner.grip.retain(|&x| x != c);
    g.cards[c as usize].zone = Zone::SetAside;
    g.cards[c as usize].known = 2;
    check_places(g);
}

/// Each side's observation is unchanged by a redeal of what it has not seen.
fn hidden_holds(g: &GameState) {
    for side in [Side::Corp, Side::Runner] {
        for seed in 0..8 {
            let other = g.determinize(side, seed);
            assert_eq!(
                g.observation_json(side),
                other.observation_json(side),
                "{side:?}'s observation changed by a redeal"
            );
        }
    }
}

/// An Ayla deck: the Shaper starter with every card of this file at 3 copies.
fn shaper_deck(identity: &str) -> DeckList {
    let mut cards: Vec<(String, u32)> = [
        "Test Run",
        "Atman",
        "Chameleon",
        "Egret",
        "Paricia",
        "Professional Contacts",
    ]
    .iter()
    .map(|t| (t.to_string(), 3))
    .collect();
    cards.extend(DeckList::starter("shaper").unwrap().cards);
    DeckList {
        identity: identity.into(),
        cards,
    }
}

/// A new game with an Ayla deck against the Haas-Bioroid starter.
fn ayla_game(seed: u64) -> GameState {
    let corp = DeckList::starter("haas-bioroid").unwrap();
    GameState::new(&corp, &shaper_deck(AYLA), seed).unwrap()
}

/// Ayla's two setup choices: the first two set-aside cards offered.
fn finish_ayla_setup(g: &mut GameState) {
    for _ in 0..2 {
        assert_eq!(g.decision_name(), "choose_card");
        assert_eq!(g.current_side(), Some(Side::Runner));
        let a = legal(g, ActionKind::Mode)[0];
        act(g, a);
    }
}

// ----- 31025 Ayla "Bios" Rahim -----

// Ayla: 6 cards set aside before the starting hand; 2 of them are shuffled back; the hand is
// then 5 cards from the stack.
#[test]
fn c31025_ayla_sets_aside_six_and_shuffles_two_back() {
    let mut g = ayla_game(3);
    let deck = g
        .cards
        .iter()
        .filter(|c| c.owner == Side::Runner && c.zone != Zone::Identity)
        .count();
    assert_eq!(set_aside(&g).len(), 6);
    assert_eq!(g.runner.grip.len(), 0, "no card drawn yet");
    assert_eq!(g.runner.stack.len(), deck - 6);
    finish_ayla_setup(&mut g);
    assert_eq!(set_aside(&g).len(), 4);
    assert_eq!(g.runner.grip.len(), 5);
    assert_eq!(g.runner.stack.len(), deck - 4 - 5);
    check_places(&g);
}

// Ayla: the set-aside cards are seen by the Runner only: the Corp's observation (and the
// labels) do not change when they are redealt, and the log hides them from the Corp.
#[test]
fn c31025_ayla_set_aside_cards_are_hidden_from_the_corp() {
    let mut g = ayla_game(5);
    for &c in &set_aside(&g) {
        assert!(known_to_runner(&g, c));
        assert!(!g.cards[c as usize].known_to(Side::Corp));
    }
    hidden_holds(&g);
    let a = legal(&g, ActionKind::Mode)[0];
    assert_eq!(g.label_for(Side::Corp, &a), g.label_for(Side::Corp, &a));
    assert!(
        !g.label_for(Side::Corp, &a)
            .contains(g.card_title(a.card).unwrap()),
        "the Corp's label names no set-aside card"
    );
    finish_ayla_setup(&mut g);
    hidden_holds(&g);
    let corp = obs(&g, Side::Corp);
    assert_eq!(corp["runner"]["set_aside"]["count"], 4);
    assert_eq!(
        corp["runner"]["set_aside"]["known"]
            .as_array()
            .unwrap()
            .len(),
        0
    );
    let runner = obs(&g, Side::Runner);
    assert_eq!(runner["runner"]["set_aside"].as_array().unwrap().len(), 4);
}

// Ayla: the set-aside events name the cards to the Runner only.
#[test]
fn c31025_ayla_log_hides_set_aside_cards() {
    let corp = DeckList::starter("haas-bioroid").unwrap();
    let g = GameState::new_with_events(&corp, &shaper_deck(AYLA), 9).unwrap();
    let mut g = g;
    let events: Vec<_> = g
        .take_events()
        .into_iter()
        .filter(|e| e.kind == EventKind::SetAside)
        .collect();
    assert_eq!(events.len(), 6);
    for e in events {
        let runner = e.card_seen(Some(Side::Runner)).unwrap();
        assert!(runner.title.is_some(), "the Runner knows it");
        assert!(runner.id.is_none(), "no id from a hidden pile");
        let corp = e.card_seen(Some(Side::Corp)).unwrap();
        assert_eq!((corp.id, corp.title), (None, None), "hidden from the Corp");
    }
}

// Ayla: a click adds one set-aside card to the grip; the Corp does not learn which.
#[test]
fn c31025_ayla_click_adds_a_set_aside_card_to_the_grip() {
    let mut g = runner_turn_as(AYLA, "", r#""grip": ["Sure Gamble", "Corroder"]"#);
    let (gamble, corroder) = (id(&g, "Sure Gamble"), id(&g, "Corroder"));
    let ayla = g.runner.identity;
    assert!(
        legal_on(&g, ActionKind::Ability, ayla).is_empty(),
        "nothing set aside"
    );
    put_aside(&mut g, gamble);
    put_aside(&mut g, corroder);
    act(&mut g, ability(ayla, 0));
    assert_eq!(g.decision_name(), "choose_card");
    act(&mut g, Action::new(ActionKind::Mode).card(corroder));
    assert_eq!(zone(&g, corroder), Zone::Grip);
    assert_eq!(zone(&g, gamble), Zone::SetAside);
    assert_eq!(g.runner.clicks, 3);
    assert!(!g.cards[corroder as usize].known_to(Side::Corp));
    hidden_holds(&g);
    // One card left: no choice to make.
    act(&mut g, ability(ayla, 0));
    assert_eq!(zone(&g, gamble), Zone::Grip);
    assert!(legal_on(&g, ActionKind::Ability, ayla).is_empty());
    check_places(&g);
}

// Ayla: a card that is not set aside cannot be chosen.
#[test]
fn c31025_ayla_refuses_a_card_not_set_aside() {
    let mut g = runner_turn_as(AYLA, "", r#""grip": ["Sure Gamble", "Corroder", "Diesel"]"#);
    let (gamble, corroder, diesel) = (id(&g, "Sure Gamble"), id(&g, "Corroder"), id(&g, "Diesel"));
    put_aside(&mut g, gamble);
    put_aside(&mut g, corroder);
    let ayla = g.runner.identity;
    act(&mut g, ability(ayla, 0));
    refused(&mut g, Action::new(ActionKind::Mode).card(diesel));
}

// Ayla ruling 1: set aside before any card is drawn; a mulligan leaves them alone.
#[test]
fn ruling_c31025_1_set_aside_before_the_hand_and_untouched_by_a_mulligan() {
    let mut g = ayla_game(11);
    assert!(g.runner.grip.is_empty(), "before drawing any card");
    finish_ayla_setup(&mut g);
    let aside = set_aside(&g);
    let hand: Vec<u8> = g.runner.grip.iter().copied().collect();
    // The Corp keeps; the Runner takes a mulligan.
    only(&mut g, ActionKind::Keep);
    assert_eq!(g.current_side(), Some(Side::Runner));
    only(&mut g, ActionKind::Mulligan);
    assert_eq!(
        set_aside(&g),
        aside,
        "the set-aside cards are not in the deck"
    );
    assert_eq!(g.runner.grip.len(), 5);
    assert!(g.runner.grip.iter().all(|c| !aside.contains(c)));
    let _ = hand;
    check_places(&g);
}

// Ayla ruling 2: set-aside cards are not installed: a set-aside Akamatsu Mem Chip gives no
// memory, and nothing set aside is active.
#[test]
fn ruling_c31025_2_set_aside_cards_are_not_installed() {
    let mut g = runner_turn_as(AYLA, "", r#""grip": ["Akamatsu Mem Chip", "Paricia"]"#);
    let chip = id(&g, "Akamatsu Mem Chip");
    let paricia = id(&g, "Paricia");
    let limit = g.memory_limit();
    put_aside(&mut g, chip);
    put_aside(&mut g, paricia);
    assert_eq!(g.memory_limit(), limit);
    assert!(!g.cards[chip as usize].installed());
    assert!(g.runner.rig.is_empty());
    assert_eq!(g.cards[paricia as usize].credits, 0, "no recurring credits");
}

// ----- 31026 Rielle "Kit" Peddler -----

const ICE_WALL_HQ: &str = r#""credits": 5, "hq": ["Hedge Fund"],
    "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#;

// Kit: the first ice encountered this turn is a code gate for the run: Gordian Blade breaks
// Ice Wall.
#[test]
fn c31026_kit_first_ice_gains_code_gate() {
    let mut g = runner_turn_as(
        KIT,
        ICE_WALL_HQ,
        r#""credits": 5, "rig": ["Gordian Blade"]"#,
    );
    let gordian = id(&g, "Gordian Blade");
    let wall = id(&g, "Ice Wall");
    run_to_encounter(&mut g, "hq");
    assert_eq!(breaks(&g, gordian), 1);
    assert_eq!(
        obs(&g, Side::Corp)["corp"]["servers"]["hq"]["ice"][0]["gained_subtypes"],
        serde_json::json!(["Code Gate"])
    );
    let _ = wall;
    // Without Kit, nothing.
    let mut plain = runner_turn(ICE_WALL_HQ, r#""credits": 5, "rig": ["Gordian Blade"]"#);
    let gordian = id(&plain, "Gordian Blade");
    run_without_breaks(&mut plain, "hq", gordian);
}

// Kit: only the first encounter each turn: a second run that turn meets a plain Ice Wall.
#[test]
fn c31026_kit_only_first_encounter_each_turn() {
    let mut g = runner_turn_as(
        KIT,
        ICE_WALL_HQ,
        r#""credits": 5, "rig": ["Gordian Blade"]"#,
    );
    let gordian = id(&g, "Gordian Blade");
    run_to_encounter(&mut g, "hq");
    pass_until(&mut g, "action");
    assert!(g.run.is_none());
    // The code gate lasted only that run.
    run_without_breaks(&mut g, "hq", gordian);
    assert!(obs(&g, Side::Corp)["corp"]["servers"]["hq"]["ice"][0]
        .get("gained_subtypes")
        .is_none());
}

// Kit: within the run, only the first piece of ice: the inner one stays a barrier only.
#[test]
fn c31026_kit_second_ice_of_the_run_is_unchanged() {
    let mut g = runner_turn_as(
        KIT,
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [
            {"title": "Wall of Static", "rezzed": true}, {"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 9, "rig": ["Gordian Blade"]"#,
    );
    let gordian = id(&g, "Gordian Blade");
    run_to_encounter(&mut g, "hq");
    assert_eq!(g.run.unwrap().encounter, id(&g, "Ice Wall"));
    assert_eq!(breaks(&g, gordian), 1);
    act(
        &mut g,
        Action::new(ActionKind::Break).card(gordian).target(0),
    );
    // Wall of Static: no interaction possible, so no encounter decision: the run ends.
    for a in [
        Action::new(ActionKind::Break).card(gordian).target(0),
        ability(gordian, 0),
    ] {
        let mut g = g.clone();
        pass_until_without(&mut g, "action", a);
    }
    pass_until(&mut g, "action");
    assert!(g.run.is_none(), "Wall of Static ended the run");
}

// ----- 31028 Test Run -----

// Test Run: a program from the heap installed for free, back on top of the stack when the turn
// ends.
#[test]
fn c31028_test_run_installs_from_the_heap_and_returns_it_to_the_stack() {
    let mut g = runner_turn(
        "",
        r#""credits": 3, "grip": ["Test Run"], "heap": ["Gordian Blade", "Sure Gamble"]"#,
    );
    let gordian = id(&g, "Gordian Blade");
    let test_run_id = id(&g, "Test Run");
    play(&mut g, test_run_id);
    // Empty stack: only the heap to search; one program: no choice.
    assert_eq!(zone(&g, gordian), Zone::Rig);
    assert_eq!(g.runner.credits, 0, "ignoring all costs");
    until(&mut g, at_action(Side::Corp));
    assert_eq!(zone(&g, gordian), Zone::Stack);
    assert_eq!(
        *g.runner.stack.as_slice().last().unwrap(),
        gordian,
        "on top"
    );
    assert!(g.cards[gordian as usize].known_to(Side::Corp));
    check_places(&g);
}

// Test Run: searching the stack: the Runner picks among its programs, the stack is shuffled,
// and the Corp learns nothing but the installed program.
#[test]
fn c31028_test_run_searches_the_stack() {
    let mut g = runner_turn(
        "",
        r#""credits": 3, "grip": ["Test Run"],
            "stack": ["Sure Gamble", "Corroder", "Diesel", "Gordian Blade", "Diesel"],
            "heap": ["Crypsis"]"#,
    );
    let test_run_id = id(&g, "Test Run");
    play(&mut g, test_run_id);
    assert_eq!(g.decision_name(), "choose");
    let test_run = id(&g, "Test Run");
    mode(&mut g, test_run, 0);
    assert_eq!(g.decision_name(), "choose_card");
    let offered: Vec<u8> = legal(&g, ActionKind::Install)
        .iter()
        .map(|a| a.card)
        .collect();
    assert_eq!(offered.len(), 2, "Corroder and Gordian Blade");
    hidden_holds(&g);
    let corroder = id(&g, "Corroder");
    act(&mut g, Action::new(ActionKind::Install).card(corroder));
    while g.decision_name() == "memory" {
        pass(&mut g);
    }
    assert_eq!(zone(&g, corroder), Zone::Rig);
    assert_eq!(g.runner.stack.len(), 4);
    assert!(
        g.runner
            .stack
            .iter()
            .all(|&c| !g.cards[c as usize].known_to(Side::Runner)),
        "shuffled: order forgotten"
    );
    hidden_holds(&g);
}

// Test Run: the stack searched with no program in it: nothing is found, but the stack is
// shuffled all the same (Rules Reference, "Search").
#[test]
fn c31028_test_run_finding_nothing_still_shuffles() {
    let mut g = runner_turn(
        "",
        r#""credits": 3, "grip": ["Test Run"], "stack": ["Sure Gamble", "Diesel"],
            "heap": ["Corroder"]"#,
    );
    g.set_events(true);
    let test_run = id(&g, "Test Run");
    play(&mut g, test_run);
    let _ = g.take_events();
    mode(&mut g, test_run, 0);
    let shuffles = g
        .take_events()
        .into_iter()
        .filter(|e| e.kind == EventKind::Shuffled)
        .count();
    assert_eq!(shuffles, 1);
    assert_eq!(g.decision_name(), "action");
    assert_eq!(zone(&g, id(&g, "Corroder")), Zone::Heap);
    assert!(g.runner.rig.is_empty());
}

// Test Run: only programs; a card not offered is refused; nothing to install: not playable.
#[test]
fn c31028_test_run_refuses_other_cards_and_needs_a_program() {
    let mut g = runner_turn(
        "",
        r#""credits": 3, "grip": ["Test Run"], "heap": ["Gordian Blade", "Corroder", "Sure Gamble"]"#,
    );
    let test_run_id = id(&g, "Test Run");
    play(&mut g, test_run_id);
    assert_eq!(g.decision_name(), "choose_card");
    let sure_gamble_id = id(&g, "Sure Gamble");
    refused(
        &mut g,
        Action::new(ActionKind::Install).card(sure_gamble_id),
    );
    let none = runner_turn(
        "",
        r#""credits": 3, "grip": ["Test Run"], "heap": ["Sure Gamble"], "stack": ["Diesel"]"#,
    );
    assert!(legal_on(&none, ActionKind::Play, id(&none, "Test Run")).is_empty());
}

// Test Run: Chameleon installed by it goes to the grip when the discard phase ends: no longer
// installed, it is not put on the stack when the turn ends.
#[test]
fn c31028_test_run_program_uninstalled_first_stays_out() {
    let mut g = runner_turn(
        "",
        r#""credits": 3, "grip": ["Test Run"], "heap": ["Chameleon"]"#,
    );
    let chameleon = id(&g, "Chameleon");
    let test_run_id = id(&g, "Test Run");
    play(&mut g, test_run_id);
    mode(&mut g, chameleon, 1);
    until(&mut g, at_action(Side::Corp));
    assert_eq!(zone(&g, chameleon), Zone::Grip);
}

// Test Run: a program that needs a host (Egret) gets one, ignoring its install cost; with two
// rezzed pieces of ice the Runner chooses.
#[test]
fn c31028_test_run_installs_egret_on_a_chosen_host() {
    let mut g = runner_turn(
        r#""credits": 5, "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]},
            "rd": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 3, "grip": ["Test Run"], "heap": ["Egret"]"#,
    );
    let egret = id(&g, "Egret");
    let enigma = id(&g, "Enigma");
    let test_run = id(&g, "Test Run");
    play(&mut g, test_run);
    assert_eq!(g.decision_name(), "host");
    act(&mut g, Action::new(ActionKind::Install).card(enigma));
    while g.decision_name() == "memory" {
        pass(&mut g);
    }
    assert_eq!(zone(&g, egret), Zone::Rig);
    assert_eq!(g.cards[egret as usize].host, enigma);
    assert_eq!(g.runner.credits, 0);
    check_places(&g);
}

// Test Run ruling 1: the effect follows the installed object: the program trashed and
// reinstalled by other means stays installed when the turn ends.
#[test]
fn ruling_c31028_1_a_reinstalled_program_is_a_new_object() {
    let mut g = runner_turn(
        "",
        r#""credits": 20, "grip": ["Test Run", "Corroder", "Deja Vu"], "heap": ["Gordian Blade"]"#,
    );
    let gordian = id(&g, "Gordian Blade");
    let test_run_id = id(&g, "Test Run");
    play(&mut g, test_run_id);
    assert_eq!(zone(&g, gordian), Zone::Rig);
    // Installing Corroder, the Runner trashes Gordian Blade at the memory step.
    let corroder_id = id(&g, "Corroder");
    act(&mut g, Action::new(ActionKind::Install).card(corroder_id));
    assert_eq!(g.decision_name(), "memory");
    act(&mut g, Action::new(ActionKind::Trash).card(gordian));
    while g.decision_name() == "memory" {
        pass(&mut g);
    }
    assert_eq!(zone(&g, gordian), Zone::Heap);
    let deja_vu_id = id(&g, "Deja Vu");
    play(&mut g, deja_vu_id);
    if g.decision_name() != "action" {
        act(&mut g, Action::new(ActionKind::Mode).card(gordian));
    }
    assert_eq!(zone(&g, gordian), Zone::Grip);
    install(&mut g, gordian);
    until(&mut g, at_action(Side::Corp));
    assert_eq!(
        zone(&g, gordian),
        Zone::Rig,
        "not the object Test Run installed"
    );
}

// ----- 31030 Atman -----

// Atman: credits spent as it is installed become power counters, +1 strength each.
#[test]
fn c31030_atman_power_counters_from_credits() {
    let mut g = runner_turn("", r#""credits": 8, "grip": ["Atman"]"#);
    let atman = id(&g, "Atman");
    install(&mut g, atman);
    assert_eq!(amounts(&g), vec![0, 1, 2, 3, 4, 5]);
    bid(&mut g, 2);
    assert_eq!(g.cards[atman as usize].power, 2);
    assert_eq!(g.runner.credits, 3);
    assert_eq!(strength(&g, atman), 2);
}

// Atman: "may": 0 credits, 0 counters; an amount beyond the credits is refused.
#[test]
fn c31030_atman_amount_is_bounded_by_credits() {
    let mut g = runner_turn("", r#""credits": 4, "grip": ["Atman"]"#);
    let atman = id(&g, "Atman");
    install(&mut g, atman);
    refused(&mut g, Action::new(ActionKind::Bid).amount(2));
    bid(&mut g, 0);
    assert_eq!(g.cards[atman as usize].power, 0);
    assert_eq!(g.runner.credits, 1);
    assert_eq!(strength(&g, atman), 0);
}

// Atman: breaks only ice of exactly its strength, 1 credit a subroutine, any subtype.
#[test]
fn c31030_atman_breaks_only_equal_strength() {
    let corp = r#""credits": 5, "hq": ["Hedge Fund"], "servers": {
        "hq": {"ice": [{"title": "Enigma", "rezzed": true}]},
        "rd": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#;
    let mut g = runner_turn(
        corp,
        r#""credits": 5, "rig": [{"title": "Atman", "power": 2}]"#,
    );
    let atman = id(&g, "Atman");
    let mut hq = g.clone();
    run_to_encounter(&mut hq, "hq");
    assert_eq!(breaks(&hq, atman), 2, "Enigma: strength 2");
    act(
        &mut hq,
        Action::new(ActionKind::Break).card(atman).target(0),
    );
    assert_eq!(hq.runner.credits, 4);
    // Ice Wall: strength 1, not 2.
    run_without_breaks(&mut g, "rd", atman);
}

// ----- 31031 Chameleon -----

const SENTRY_AND_GATE: &str = r#""credits": 5, "hq": ["Hedge Fund"], "servers": {
    "hq": {"ice": [{"title": "Enigma", "rezzed": true}]},
    "rd": {"ice": [{"title": "Rototurret", "rezzed": true}]}}"#;

// Chameleon: the subtype chosen at install is the one it breaks.
#[test]
fn c31031_chameleon_breaks_the_chosen_subtype() {
    let mut g = runner_turn(SENTRY_AND_GATE, r#""credits": 6, "grip": ["Chameleon"]"#);
    let chameleon = id(&g, "Chameleon");
    install(&mut g, chameleon);
    assert_eq!(g.decision_name(), "choose");
    assert_eq!(legal(&g, ActionKind::Mode).len(), 3);
    refused(
        &mut g,
        Action::new(ActionKind::Mode).card(chameleon).target(3),
    );
    mode(&mut g, chameleon, 2);
    assert_eq!(obs(&g, Side::Corp)["runner"]["rig"][0]["mode"], 3);
    let mut rd = g.clone();
    run_to_encounter(&mut rd, "rd");
    assert_eq!(breaks(&rd, chameleon), 2, "Rototurret is a sentry");
    // Enigma is a code gate.
    run_without_breaks(&mut g, "hq", chameleon);
}

// Chameleon: back to the grip when the Runner's discard phase ends, not the Corp's.
#[test]
fn c31031_chameleon_returns_to_the_grip_after_the_runner_discard_phase() {
    let mut g = runner_turn("", r#""credits": 6, "grip": ["Chameleon"]"#);
    let chameleon = id(&g, "Chameleon");
    install(&mut g, chameleon);
    mode(&mut g, chameleon, 0);
    until(&mut g, at_action(Side::Corp));
    assert_eq!(zone(&g, chameleon), Zone::Grip);
    let mut corp = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5, "rd": ["Hedge Fund"]}},
            "runner": {{"identity": "{GABRIEL}", "rig": ["Chameleon"], "stack": ["Diesel"]}},
            "active": "corp", "turn": 3}}"#
    ));
    let chameleon = id(&corp, "Chameleon");
    until(&mut corp, at_action(Side::Runner));
    assert_eq!(zone(&corp, chameleon), Zone::Rig);
}

// ----- 31032 Egret -----

// Egret: only on rezzed ice; the host gains barrier, code gate and sentry.
#[test]
fn c31032_egret_host_gains_three_subtypes() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {
            "hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]},
            "rd": {"ice": ["Enigma"]}}"#,
        r#""credits": 9, "grip": ["Egret"], "rig": ["Gordian Blade"]"#,
    );
    let egret = id(&g, "Egret");
    let wall = id(&g, "Ice Wall");
    act(&mut g, Action::new(ActionKind::Install).card(egret));
    // One rezzed ice only (Enigma is unrezzed): no host choice.
    while g.decision_name() == "memory" {
        pass(&mut g);
    }
    assert_eq!(zone(&g, egret), Zone::Rig);
    assert_eq!(g.cards[egret as usize].host, wall);
    assert_eq!(
        obs(&g, Side::Corp)["corp"]["servers"]["hq"]["ice"][0]["gained_subtypes"],
        serde_json::json!(["Barrier", "Code Gate", "Sentry"])
    );
    run_to_encounter(&mut g, "hq");
    assert_eq!(breaks(&g, id(&g, "Gordian Blade")), 1);
}

// Egret: no rezzed ice, no install.
#[test]
fn c31032_egret_needs_rezzed_ice() {
    let g = runner_turn(
        r#""credits": 5, "servers": {"rd": {"ice": ["Enigma"]}}"#,
        r#""credits": 9, "grip": ["Egret"]"#,
    );
    assert!(legal_on(&g, ActionKind::Install, id(&g, "Egret")).is_empty());
}

// Egret ruling 1: a derezzed host keeps the gained subtypes.
#[test]
fn ruling_c31032_1_derezzed_host_keeps_the_subtypes() {
    let mut g = runner_turn(
        r#""credits": 5, "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 9, "grip": ["Egret"]"#,
    );
    let egret = id(&g, "Egret");
    let wall = id(&g, "Ice Wall");
    install(&mut g, egret);
    g.cards[wall as usize].rezzed = false;
    check_places(&g);
    assert_eq!(g.cards[egret as usize].host, wall);
    assert_eq!(
        obs(&g, Side::Runner)["corp"]["servers"]["hq"]["ice"][0]["gained_subtypes"],
        serde_json::json!(["Barrier", "Code Gate", "Sentry"])
    );
}

// ----- 31034 Paricia -----

const PAD_REMOTE: &str = r#""credits": 5, "hq": ["Hedge Fund"], "servers": {
    "remote1": {"root": ["PAD Campaign"]}, "remote2": {"root": ["Priority Requisition"]}}"#;

// Paricia: its 2 credits pay toward an asset's trash cost.
#[test]
fn c31034_paricia_pays_asset_trash_costs() {
    let mut g = runner_turn(PAD_REMOTE, r#""credits": 2, "rig": ["Paricia"]"#);
    let paricia = id(&g, "Paricia");
    assert_eq!(g.cards[paricia as usize].credits, 2);
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    let pad_campaign_id = id(&g, "PAD Campaign");
    act(&mut g, Action::new(ActionKind::Trash).card(pad_campaign_id));
    assert_eq!(zone(&g, id(&g, "PAD Campaign")), Zone::Archives);
    assert_eq!(g.cards[paricia as usize].credits, 0);
    assert_eq!(g.runner.credits, 0);
}

// Paricia: not for other costs: installing, or breaking.
#[test]
fn c31034_paricia_pays_nothing_else() {
    let g = runner_turn(
        "",
        r#""credits": 1, "grip": ["Corroder"], "rig": ["Paricia"]"#,
    );
    assert!(legal_on(&g, ActionKind::Install, id(&g, "Corroder")).is_empty());
}

// Paricia ruling 1: recurring: placed when installed, refilled to 2 before the Runner's turn.
#[test]
fn ruling_c31034_1_recurring_credits_refill() {
    let mut g = runner_turn(PAD_REMOTE, r#""credits": 2, "grip": ["Paricia"]"#);
    let paricia = id(&g, "Paricia");
    install(&mut g, paricia);
    pass_windows(&mut g);
    assert_eq!(g.cards[paricia as usize].credits, 2);
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    let pad_campaign_id = id(&g, "PAD Campaign");
    act(&mut g, Action::new(ActionKind::Trash).card(pad_campaign_id));
    assert_eq!(g.cards[paricia as usize].credits, 0);
    until(&mut g, at_action(Side::Corp));
    assert_eq!(
        g.cards[paricia as usize].credits, 0,
        "not on the Corp's turn"
    );
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.cards[paricia as usize].credits, 2);
}

// Paricia ruling 2: only what is an asset's trash cost: an upgrade's is not (Experiential Data
// and Nico Campaign both cost 2 to trash; the Runner has no credits of its own).
#[test]
fn ruling_c31034_2_only_asset_trash_costs() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {
            "remote1": {"root": ["Experiential Data"]}, "remote2": {"root": ["Nico Campaign"]}}"#,
        r#""credits": 0, "rig": ["Paricia"]"#,
    );
    let data = id(&g, "Experiential Data");
    let nico = id(&g, "Nico Campaign");
    run_on(&mut g, "remote1");
    pass_until_without(&mut g, "action", Action::new(ActionKind::Trash).card(data));
    assert_eq!(zone(&g, data), Zone::Root(srv("remote1")));
    run_on(&mut g, "remote2");
    pass_until(&mut g, "trash_or_steal");
    act(&mut g, Action::new(ActionKind::Trash).card(nico));
    assert_eq!(zone(&g, nico), Zone::Archives);
}

// ----- 31036 Professional Contacts -----

// Professional Contacts: a click for 1 credit and 1 card, as often as clicks allow.
#[test]
fn c31036_professional_contacts_gains_and_draws() {
    let mut g = runner_turn(
        "",
        r#""credits": 0, "rig": ["Professional Contacts"], "stack": ["Diesel", "Sure Gamble"]"#,
    );
    let contacts = id(&g, "Professional Contacts");
    act(&mut g, ability(contacts, 0));
    assert_eq!(g.runner.credits, 1);
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.runner.clicks, 3);
    act(&mut g, ability(contacts, 0));
    act(&mut g, ability(contacts, 0));
    assert_eq!(g.runner.credits, 3);
    assert_eq!(g.runner.grip.len(), 2, "an empty stack draws nothing");
}

// ----- random play -----

// Seeded random games with Ayla and Kit decks of these cards against Core starter Corp decks:
// every game ends, keeps its invariants and (some games) hides what it must.
#[test]
fn random_games_su21_shaper() {
    let corps = ["jinteki", "haas-bioroid", "nbn", "weyland"];
    for seed in 0..200u64 {
        let corp = DeckList::starter(corps[seed as usize % 4]).unwrap();
        let identity = if seed % 2 == 0 { AYLA } else { KIT };
        let g = random_game(&corp, &shaper_deck(identity), seed, seed % 10 == 0);
        assert!(g.is_over());
        check_places(&g);
    }
}
