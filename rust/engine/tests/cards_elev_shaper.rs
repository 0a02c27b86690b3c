//! Scenario tests of the Elevation Shaper cards written after the first batch (those in
//! `cards_elev_runner.rs`): Dewi Subrotoputri (35023), Magdalene Keino-Chemutai (35024),
//! GAMEDRAGON Pro (35027), Principia (35032), \"Knickknack\" O'Brian (35033), Devadatta Drone (35031), ...
//! No ruling of `rulings_2022_2026.json` names an Elevation card.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Zone};
use startup::runner_turn;

const CHOOSE_CARD: &str = "choose_card";

const DEWI: &str = "Dewi Subrotoputri: Pedagogical Dhalang";
const MAGDALENE: &str = "Magdalene Keino-Chemutai: Cryptarchitect";

fn choose_mode(g: &mut GameState, m: u8) {
    let ident = g.runner.identity;
    act(g, Action::new(ActionKind::Mode).card(ident).target(m));
}

// ----- 35023 Dewi Subrotoputri -----

/// A Runner turn as Dewi (`mode` 1: flipped), `rig` installed, nothing in the Corp's servers.
fn dewi_turn(mode: u8, rig: &str) -> GameState {
    let ident = DEWI.replace('"', "\\\"");
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5}},
            "runner": {{"identity": {{"title": "{ident}", "mode": {mode}}}, "credits": 0,
                "rig": [{rig}], "stack": ["Sure Gamble", "Sure Gamble"]}},
            "active": "runner", "turn": 2}}"#
    ))
}

// Dewi, front: a successful run with every memory unit used: the Runner may flip it and gain
// 1 credit; flipped, a successful run with memory in use to the full gives nothing.
#[test]
fn c35023_dewi_front_flips_for_a_credit_when_memory_is_full() {
    let full = r#""Azimat", "Corroder", "Gordian Blade""#;
    let mut g = dewi_turn(0, full);
    run_on(&mut g, "archives");
    pass_until(&mut g, "mode");
    choose_mode(&mut g, 0);
    assert_eq!(g.runner.credits, 1);
    assert_eq!(g.cards[g.runner.identity as usize].mode, 1, "flipped");
    assert_eq!(g.to_scenario()["runner"]["identity"]["mode"], 1);
    pass_to(&mut g, |g| g.decision_name() == "action");
    run_on(&mut g, "archives");
    pass_to(&mut g, |g| g.decision_name() == "action");
    assert_eq!(g.runner.credits, 1, "the flip side needs unused memory");
    assert_eq!(g.cards[g.runner.identity as usize].mode, 1);
}

// Dewi, front: with unused memory nothing happens; declining keeps the side.
#[test]
fn c35023_dewi_front_needs_full_memory_and_may_decline() {
    let mut g = dewi_turn(0, r#""Corroder""#);
    run_on(&mut g, "archives");
    pass_to(&mut g, |g| g.decision_name() == "action");
    assert_eq!(g.runner.credits, 0);
    let mut g = dewi_turn(0, r#""Azimat", "Corroder", "Gordian Blade""#);
    run_on(&mut g, "archives");
    pass_until(&mut g, "mode");
    choose_mode(&mut g, 1);
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.cards[g.runner.identity as usize].mode, 0);
}

// Dewi, flip side (read from a scenario): a successful run with unused memory: flip it back
// and draw 1 card.
#[test]
fn c35023_dewi_flip_side_draws_with_unused_memory() {
    let mut g = dewi_turn(1, "");
    run_on(&mut g, "archives");
    pass_until(&mut g, "mode");
    choose_mode(&mut g, 0);
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.cards[g.runner.identity as usize].mode, 0);
    assert!(g.to_scenario()["runner"]["identity"].get("mode").is_none());
}

// ----- 35024 Magdalene Keino-Chemutai -----

/// The last click of a Runner turn as Magdalene, with 6 cards in the grip (one over).
fn magdalene_turn(grip: &str) -> GameState {
    runner_turn_as(
        MAGDALENE,
        "",
        &format!(r#""credits": 5, "clicks": 1, "grip": [{grip}]"#),
    )
}

// Magdalene: a program discarded to reach the maximum hand size may be installed from among
// the discarded cards (paying its cost).
#[test]
fn c35024_magdalene_installs_a_discarded_program() {
    let mut g = magdalene_turn(
        r#""Corroder", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble""#,
    );
    act(&mut g, Action::new(ActionKind::ClickCredit));
    pass_until(&mut g, "discard");
    let corroder = id(&g, "Corroder");
    act(&mut g, Action::new(ActionKind::Discard).card(corroder));
    assert_eq!(g.decision_name(), "choose_card");
    act(&mut g, Action::new(ActionKind::Install).card(corroder));
    assert_eq!(zone(&g, corroder), Zone::Rig);
    assert_eq!(g.runner.credits, 4, "6 - Corroder's 2");
}

// Magdalene: discarding only events offers nothing; nor does a turn without discards.
#[test]
fn c35024_magdalene_only_programs_and_hardware_discarded() {
    let mut g = magdalene_turn(
        r#""Corroder", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble""#,
    );
    act(&mut g, Action::new(ActionKind::ClickCredit));
    pass_until(&mut g, "discard");
    let sg = ids(&g, "Sure Gamble")[0];
    act(&mut g, Action::new(ActionKind::Discard).card(sg));
    assert_ne!(g.decision_name(), "choose_card");
    assert_eq!(zone(&g, id(&g, "Corroder")), Zone::Grip);
}

// ----- 35027 GAMEDRAGON Pro -----

fn strength(g: &GameState, card: u8) -> u32 {
    g.current_strength(card).expect("a strength")
}

// GAMEDRAGON Pro: installed, the Runner may host it on an installed non-AI icebreaker, which
// gets +1 strength.
#[test]
fn c35027_gamedragon_hosts_itself_on_an_icebreaker_when_installed() {
    let mut g = runner_turn(
        "",
        r#""credits": 5, "grip": ["GAMEDRAGON Pro"], "rig": ["Corroder", "Rent Rioters"]"#,
    );
    let gd = id(&g, "GAMEDRAGON Pro");
    let corroder = id(&g, "Corroder");
    act(&mut g, Action::new(ActionKind::Install).card(gd));
    assert_eq!(g.decision_name(), CHOOSE_CARD);
    let offered: Vec<u8> = legal(&g, ActionKind::Mode).iter().map(|a| a.card).collect();
    assert_eq!(offered, vec![corroder], "an icebreaker only");
    act(
        &mut g,
        Action::new(ActionKind::Mode).card(corroder).target(0),
    );
    assert_eq!(g.cards[gd as usize].host, corroder);
    assert_eq!(strength(&g, corroder), 3, "2 + 1");
    g.check_invariants().unwrap();
}

// GAMEDRAGON Pro: its host's boosts last for the run: boosted to break Eli 1.0 (strength 4),
// Corroder is still 1 stronger at the Ice Wall behind it.
#[test]
fn c35027_gamedragon_host_boosts_last_the_run() {
    let mut g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}, {"title": "Eli 1.0", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Corroder", {"title": "GAMEDRAGON Pro", "host": "rig 0"}]"#,
    );
    let corroder = id(&g, "Corroder");
    assert_eq!(strength(&g, corroder), 3);
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    act(
        &mut g,
        Action::new(ActionKind::Ability).card(corroder).target(0),
    );
    assert_eq!(strength(&g, corroder), 4);
    act(
        &mut g,
        Action::new(ActionKind::Break).card(corroder).target(0),
    );
    act(
        &mut g,
        Action::new(ActionKind::Break).card(corroder).target(1),
    );
    pass_until(&mut g, "encounter");
    assert!(approached(&g, id(&g, "Ice Wall")));
    assert_eq!(strength(&g, corroder), 4, "the boost lasts the run");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(strength(&g, corroder), 3, "until the run ends");
}

// GAMEDRAGON Pro: as the Runner's turn begins it may move to another icebreaker (not an AI);
// declining keeps it where it is.
#[test]
fn c35027_gamedragon_moves_as_the_turn_begins() {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5}},
            "runner": {{"identity": "{}", "credits": 5,
                "rig": ["Corroder", "Gordian Blade", "Crypsis", {{"title": "GAMEDRAGON Pro", "host": "rig 0"}}]}},
            "active": "runner", "turn": 2, "phase": "turn_start"}}"#,
        startup::CATALYST
    ));
    pass_until(&mut g, CHOOSE_CARD);
    let offered: Vec<u8> = legal(&g, ActionKind::Mode).iter().map(|a| a.card).collect();
    assert_eq!(
        offered,
        vec![id(&g, "Gordian Blade")],
        "not its host, not Crypsis (an AI)"
    );
    let gordian = id(&g, "Gordian Blade");
    act(
        &mut g,
        Action::new(ActionKind::Mode).card(gordian).target(0),
    );
    assert_eq!(strength(&g, id(&g, "Corroder")), 2);
    assert_eq!(strength(&g, gordian), 3);
}

// ----- 35032 Principia -----

// Principia: 1 credit less to install for each other installed icebreaker (4 - 2 = 2).
#[test]
fn c35032_principia_cheaper_per_installed_icebreaker() {
    let mut g = runner_turn(
        "",
        r#""credits": 2, "grip": ["Principia"], "rig": ["Corroder", "Gordian Blade", "Rent Rioters"]"#,
    );
    let p = id(&g, "Principia");
    act(&mut g, Action::new(ActionKind::Install).card(p));
    while g.decision_name() == "memory" {
        pass(&mut g);
    }
    assert_eq!(zone(&g, p), Zone::Rig);
    assert_eq!(g.runner.credits, 0);
    let g = runner_turn(
        "",
        r#""credits": 2, "grip": ["Principia"], "rig": ["Corroder"]"#,
    );
    assert!(
        legal_on(&g, ActionKind::Install, id(&g, "Principia")).is_empty(),
        "3 > 2"
    );
}

// Principia: 2 credits for +2 strength, 1 credit per barrier subroutine (Wall of Static, 3).
#[test]
fn c35032_principia_breaks_barriers() {
    let mut g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}]}}"#,
        r#""credits": 3, "rig": ["Principia"]"#,
    );
    let p = id(&g, "Principia");
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    act(&mut g, Action::new(ActionKind::Ability).card(p).target(0));
    assert_eq!(strength(&g, p), 4);
    act(&mut g, Action::new(ActionKind::Break).card(p).target(0));
    assert_eq!(g.runner.credits, 0);
}

// ----- 35033 "Knickknack" O'Brian -----

// Knickknack: the first run of the turn begins: the Runner may trash another installed card
// (Corroder, printed cost 2) to gain 2 credits and draw 1 card; the second run offers nothing.
#[test]
fn c35033_knickknack_trashes_for_its_cost_on_the_first_run() {
    let mut g = runner_turn(
        "",
        r#""credits": 0, "rig": ["\"Knickknack\" O'Brian", "Corroder"], "stack": ["Sure Gamble"]"#,
    );
    let corroder = id(&g, "Corroder");
    run_on(&mut g, "archives");
    assert_eq!(g.decision_name(), CHOOSE_CARD);
    act(&mut g, Action::new(ActionKind::Trash).card(corroder));
    assert_eq!(zone(&g, corroder), Zone::Heap);
    assert_eq!(g.runner.credits, 2);
    assert_eq!(g.runner.grip.len(), 1);
    pass_to(&mut g, |g| g.run.is_none());
    pass_to(&mut g, |g| g.decision_name() == "action");
    run_on(&mut g, "archives");
    assert_ne!(g.decision_name(), CHOOSE_CARD);
}

// Knickknack: "you may": passing trashes nothing (and uses up the first run).
#[test]
fn c35033_knickknack_may_decline() {
    let mut g = runner_turn(
        "",
        r#""credits": 0, "rig": ["\"Knickknack\" O'Brian", "Corroder"]"#,
    );
    run_on(&mut g, "archives");
    pass(&mut g);
    assert_eq!(zone(&g, id(&g, "Corroder")), Zone::Rig);
    assert_eq!(g.runner.credits, 0);
}

// ----- 35031 Devadatta Drone -----

// Devadatta Drone: installed with 2 power counters; breaching R&D, one of them buys 1 more
// access (2 cards accessed).
#[test]
fn c35031_devadatta_drone_extra_access_on_rd() {
    let mut g = runner_turn(
        r#""rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund"]"#,
        r#""credits": 1, "grip": ["Devadatta Drone"]"#,
    );
    let dd = id(&g, "Devadatta Drone");
    act(&mut g, Action::new(ActionKind::Install).card(dd));
    while g.decision_name() == "memory" {
        pass(&mut g);
    }
    assert_eq!(g.cards[dd as usize].power, 2);
    run_on(&mut g, "rd");
    pass_until(&mut g, "mode");
    act(&mut g, Action::new(ActionKind::Mode).card(dd).target(0));
    assert_eq!(g.cards[dd as usize].power, 1);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.last_run.as_ref().map(|r| r.accessed.total), Some(2));
}

// Devadatta Drone: declining keeps the counter (1 access); other servers and an empty drone
// ask nothing.
#[test]
fn c35031_devadatta_drone_may_decline() {
    let mut g = runner_turn(
        r#""rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""rig": [{"title": "Devadatta Drone", "power": 1}]"#,
    );
    let dd = id(&g, "Devadatta Drone");
    run_on(&mut g, "rd");
    pass_until(&mut g, "mode");
    act(&mut g, Action::new(ActionKind::Mode).card(dd).target(1));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.cards[dd as usize].power, 1);
    assert_eq!(g.last_run.as_ref().map(|r| r.accessed.total), Some(1));
    let mut g = runner_turn("", r#""rig": [{"title": "Devadatta Drone", "power": 1}]"#);
    run_on(&mut g, "hq");
    while g.run.is_some() {
        assert_ne!(g.decision_name(), "mode");
        pass(&mut g);
    }
}

// ----- 35028 Madani -----

fn madani_turn(grip: &str, holds: &str) -> GameState {
    runner_turn(
        "",
        &format!(r#""grip": [{grip}], "rig": [{{"title": "Madani", "holds": [{holds}]}}]"#),
    )
}

// Madani: a click hosts any number of programs from the grip faceup on it (asked one at a time
// until the Runner stops; events are not offered); they are not installed.
#[test]
fn c35028_madani_click_hosts_any_number_of_grip_programs() {
    let mut g = madani_turn(r#""Mayfly", "Gourmand", "Sure Gamble""#, "");
    let madani = id(&g, "Madani");
    let (mayfly, gourmand, sg) = (id(&g, "Mayfly"), id(&g, "Gourmand"), id(&g, "Sure Gamble"));
    act(
        &mut g,
        Action::new(ActionKind::Ability).card(madani).target(0),
    );
    assert_eq!(g.decision_name(), CHOOSE_CARD);
    assert!(
        legal_on(&g, ActionKind::Mode, sg).is_empty(),
        "only programs"
    );
    assert_eq!(legal(&g, ActionKind::Mode).len(), 2);
    act(&mut g, Action::new(ActionKind::Mode).card(mayfly).target(0));
    assert_eq!(g.decision_name(), CHOOSE_CARD, "asked again");
    act(
        &mut g,
        Action::new(ActionKind::Mode).card(gourmand).target(0),
    );
    assert_eq!(zone(&g, mayfly), Zone::Hosted(madani));
    assert_eq!(zone(&g, gourmand), Zone::Hosted(madani));
    assert_eq!(zone(&g, sg), Zone::Grip);
    assert_eq!(g.runner.clicks, 3);
    // The Runner may stop before hosting every program.
    let mut g = madani_turn(r#""Mayfly", "Gourmand""#, "");
    let madani = id(&g, "Madani");
    let (mayfly, gourmand) = (id(&g, "Mayfly"), id(&g, "Gourmand"));
    act(
        &mut g,
        Action::new(ActionKind::Ability).card(madani).target(0),
    );
    act(&mut g, Action::new(ActionKind::Mode).card(mayfly).target(0));
    pass(&mut g);
    assert_eq!(zone(&g, gourmand), Zone::Grip);
    g.check_invariants().unwrap();
}

// Madani: no program in the grip, no hosting ability; its hosted programs are not playable as
// if in the grip (only its own ability installs them).
#[test]
fn c35028_madani_needs_a_grip_program_and_hosted_ones_are_not_in_the_grip() {
    let g = madani_turn(r#""Sure Gamble""#, r#""Mayfly""#);
    let madani = id(&g, "Madani");
    assert!(legal_on(&g, ActionKind::Ability, madani)
        .iter()
        .all(|a| a.target != 0));
    assert!(legal_on(&g, ActionKind::Install, id(&g, "Mayfly")).is_empty());
}

// Madani: once per turn, for 0 credits, install 1 hosted program paying its install cost.
#[test]
fn c35028_madani_installs_one_hosted_program_once_per_turn() {
    let mut g = madani_turn("", r#""Mayfly", "Gourmand""#);
    let madani = id(&g, "Madani");
    let (mayfly, gourmand) = (id(&g, "Mayfly"), id(&g, "Gourmand"));
    let install = Action::new(ActionKind::Ability).card(madani).target(1);
    // A paid ability: used in a paid ability window (here the one after an action).
    act(&mut g, Action::new(ActionKind::ClickCredit));
    assert_eq!(g.decision_name(), "paid_ability_window");
    act(&mut g, install);
    assert_eq!(g.decision_name(), "card_to_install");
    act(&mut g, Action::new(ActionKind::Install).card(mayfly));
    assert_eq!(zone(&g, mayfly), Zone::Rig);
    assert_eq!(
        g.runner.credits, 5,
        "Mayfly's install cost paid (1 of the 6)"
    );
    assert_eq!(g.runner.clicks, 3, "no click spent by the ability");
    assert!(!g.legal_actions().contains(&install), "once per turn");
    assert_eq!(zone(&g, gourmand), Zone::Hosted(madani));
    g.check_invariants().unwrap();
}

// ----- 35025 Illumination -----

// Illumination: a successful run on R&D lets the Runner install up to 3 grip cards, one at a
// time, each for 1 credit less (Mayfly 1 -> 0, Bling 2 -> 1, Gourmand 0); a fourth is not
// offered.
#[test]
fn c35025_illumination_installs_up_to_three_cheaper() {
    let mut g = runner_turn(
        "",
        r#""credits": 2, "grip": ["Illumination", "Mayfly", "Bling", "Gourmand", "Smartware Distributor"]"#,
    );
    let (mayfly, bling, smartware) = (
        id(&g, "Mayfly"),
        id(&g, "Bling"),
        id(&g, "Smartware Distributor"),
    );
    let c = id(&g, "Illumination");
    play(&mut g, c);
    pass_until(&mut g, "card_to_install");
    assert!(
        g.run.is_some_and(|r| r.successful),
        "as the run is declared successful"
    );
    act(&mut g, Action::new(ActionKind::Install).card(mayfly));
    assert_eq!(g.runner.credits, 2);
    act(&mut g, Action::new(ActionKind::Install).card(bling));
    assert_eq!(g.runner.credits, 1);
    act(&mut g, Action::new(ActionKind::Install).card(smartware));
    assert_ne!(g.decision_name(), "card_to_install", "three at most");
    for c in [mayfly, bling, smartware] {
        assert_eq!(zone(&g, c), Zone::Rig);
    }
    assert_eq!(zone(&g, id(&g, "Gourmand")), Zone::Grip);
}

// Illumination: "up to": the Runner may stop; an unsuccessful run installs nothing.
#[test]
fn c35025_illumination_may_stop_and_needs_a_successful_run() {
    let mut g = runner_turn("", r#""grip": ["Illumination", "Mayfly", "Gourmand"]"#);
    let c = id(&g, "Illumination");
    play(&mut g, c);
    pass_until(&mut g, "card_to_install");
    pass(&mut g);
    assert_eq!(g.runner.grip.len(), 2);
    let mut g = runner_turn(
        r#""servers": {"rd": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""grip": ["Illumination", "Mayfly"]"#,
    );
    let c = id(&g, "Illumination");
    play(&mut g, c);
    // Ice Wall ends the run: not successful, so Illumination offers no install.
    while g.run.is_some() {
        assert_ne!(g.decision_name(), "card_to_install");
        pass(&mut g);
    }
    assert_eq!(zone(&g, id(&g, "Mayfly")), Zone::Grip);
}
