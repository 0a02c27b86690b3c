//! Scenario tests of the Elevation Criminal cards written after the first batch (those in
//! `cards_elev_runner.rs`): Barry "Baz" Wong (35012), MuslihaT (35013), Fransofia Ward (35021), Sang Kancil (35020), Open Market (35022), Maglectric Rapid (35019), ... No ruling of
//! `rulings_2022_2026.json` names an Elevation card.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};
use startup::{body, corp_turn, runner_turn};

const BAZ: &str = "Barry \"Baz\" Wong: Tri-Maf Veteran";
const MUSLIHAT: &str = "MuslihaT: Multifarious Marketeer";

/// A Corp action phase against `identity`.
fn corp_turn_vs(identity: &str, corp: &str, runner: &str) -> GameState {
    corp_turn_against(
        identity,
        &body(&[corp, r#""rd": ["Hedge Fund", "Hedge Fund"]"#]),
        &body(&[runner]),
    )
}

// ----- 35012 Barry "Baz" Wong -----

// Baz Wong: the Corp rezzes a piece of ice (here during a run, in its rez window): the Runner
// may install a resource or hardware from the grip, paying its cost; a program is not offered.
#[test]
fn c35012_baz_installs_a_resource_or_hardware_when_ice_is_rezzed() {
    let mut g = runner_turn_as(
        BAZ,
        r#""credits": 5, "servers": {"hq": {"ice": ["Ice Wall"]}}"#,
        r#""credits": 5, "grip": ["Rent Rioters", "Corroder", "T400 Memory Diamond"]"#,
    );
    let wall = id(&g, "Ice Wall");
    run_on(&mut g, "hq");
    to_rez_window(&mut g, wall);
    act(&mut g, rez(wall));
    assert_eq!(g.decision_name(), "choose_card");
    assert_eq!(g.current_side(), Some(Side::Runner));
    let offered: Vec<u8> = legal(&g, ActionKind::Install)
        .iter()
        .map(|a| a.card)
        .collect();
    let rr = id(&g, "Rent Rioters");
    assert!(offered.contains(&rr));
    assert!(!offered.contains(&id(&g, "Corroder")), "not a program");
    act(&mut g, Action::new(ActionKind::Install).card(rr));
    assert_eq!(zone(&g, rr), Zone::Rig);
    assert_eq!(g.runner.credits, 3, "Rent Rioters costs 2");
}

// Baz Wong: "you may": declining installs nothing; rezzing a non-ice card does not trigger.
#[test]
fn c35012_baz_may_decline_and_ignores_other_rezzes() {
    let mut g = corp_turn_vs(
        BAZ,
        r#""credits": 9, "servers": {"hq": {"ice": ["Ice Wall"]}, "remote1": {"root": ["PAD Campaign"]}}"#,
        r#""grip": ["Rent Rioters"]"#,
    );
    let pad = id(&g, "PAD Campaign");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    act(&mut g, rez(pad));
    assert_ne!(g.decision_name(), "choose_card", "an asset: nothing asked");
    let mut g = runner_turn_as(
        BAZ,
        r#""credits": 5, "servers": {"hq": {"ice": ["Ice Wall"]}}"#,
        r#""credits": 5, "grip": ["Rent Rioters"]"#,
    );
    let wall = id(&g, "Ice Wall");
    run_on(&mut g, "hq");
    to_rez_window(&mut g, wall);
    act(&mut g, rez(wall));
    assert_eq!(g.decision_name(), "choose_card");
    pass(&mut g);
    assert_eq!(zone(&g, id(&g, "Rent Rioters")), Zone::Grip);
    assert_eq!(g.runner.credits, 5);
}

// ----- 35013 MuslihaT -----

fn muslihat_turn_start(stack_top: &str) -> GameState {
    let ident = MUSLIHAT.replace('"', "\\\"");
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5}},
            "runner": {{"identity": "{ident}", "credits": 5,
                "stack": ["{stack_top}", "Sure Gamble", "Sure Gamble"]}},
            "active": "runner", "turn": 2, "phase": "turn_start"}}"#
    ))
}

// MuslihaT: an icebreaker on top of the stack as the Runner's turn begins may be revealed and
// added to the grip.
#[test]
fn c35013_muslihat_takes_an_icebreaker_from_the_top() {
    let mut g = muslihat_turn_start("Corroder");
    pass_until(&mut g, "mode");
    let corroder = id(&g, "Corroder");
    assert!(known_to_runner(&g, corroder), "the Runner looked at it");
    let ident = g.runner.identity;
    act(&mut g, Action::new(ActionKind::Mode).card(ident).target(0));
    assert_eq!(zone(&g, corroder), Zone::Grip);
    assert_eq!(g.cards[corroder as usize].known, 3, "revealed: both saw it");
}

// MuslihaT: a run event too; the Runner may leave it on top.
#[test]
fn c35013_muslihat_may_leave_a_run_event() {
    let mut g = muslihat_turn_start("Clean Getaway");
    pass_until(&mut g, "mode");
    let cg = id(&g, "Clean Getaway");
    let ident = g.runner.identity;
    act(&mut g, Action::new(ActionKind::Mode).card(ident).target(1));
    assert_eq!(zone(&g, cg), Zone::Stack);
    assert_eq!(g.runner.stack.last(), Some(&cg));
}

// MuslihaT: any other card is only looked at (the Corp does not learn it), nothing asked.
#[test]
fn c35013_muslihat_only_looks_at_other_cards() {
    let mut g = muslihat_turn_start("Rent Rioters");
    pass_until(&mut g, "action");
    let rr = id(&g, "Rent Rioters");
    assert_eq!(zone(&g, rr), Zone::Stack);
    assert!(known_to_runner(&g, rr));
    assert_eq!(g.cards[rr as usize].known & 1, 0, "the Corp did not see it");
}

// ----- 35021 Fransofia Ward -----

// Fransofia Ward: each piece of ice costs 1 more to rez (Ice Wall: 2); other cards do not.
#[test]
fn c35021_fransofia_ward_raises_ice_rez_costs() {
    let mut g = runner_turn_as(
        BAZ,
        r#""credits": 5, "servers": {"hq": {"ice": ["Ice Wall"]}, "remote1": {"root": ["PAD Campaign"]}}"#,
        r#""rig": ["Fransofia Ward"]"#,
    );
    let wall = id(&g, "Ice Wall");
    assert_eq!(rez_cost(&g, wall), 2);
    run_on(&mut g, "hq");
    to_rez_window(&mut g, wall);
    act(&mut g, rez(wall));
    assert_eq!(g.corp.credits, 3);
    let g = runner_turn_as(
        BAZ,
        r#""credits": 5, "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""rig": ["Fransofia Ward"]"#,
    );
    assert_eq!(
        rez_cost(&g, id(&g, "PAD Campaign")),
        2,
        "an asset: printed 2"
    );
}

fn fransofia_run(corp_credits: u8) -> GameState {
    let mut g = runner_turn_as(
        BAZ,
        &format!(
            r#""credits": {corp_credits}, "hq": ["Hedge Fund"],
               "servers": {{"hq": {{"ice": [{{"title": "Ice Wall", "rezzed": true}}]}}}}"#
        ),
        r#""rig": ["Fransofia Ward"]"#,
    );
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.decision_name() == "mode" || g.run.is_none());
    g
}

// Fransofia Ward: encountering ice with the Corp at 15 credits, the Runner may trash it to
// bypass the ice: no subroutine resolves, the run goes on to HQ.
#[test]
fn c35021_fransofia_ward_trashes_to_bypass_at_fifteen() {
    let mut g = fransofia_run(15);
    assert_eq!(g.decision_name(), "mode");
    let fw = id(&g, "Fransofia Ward");
    act(&mut g, Action::new(ActionKind::Mode).card(fw).target(0));
    assert_eq!(zone(&g, fw), Zone::Heap);
    pass_to(&mut g, |g| g.run.is_none());
    assert!(
        g.last_run.as_ref().is_some_and(|r| r.successful),
        "Ice Wall bypassed"
    );
}

// Fransofia Ward: with 14 credits the Corp is below the threshold: nothing offered, Ice Wall's
// subroutine ends the run.
#[test]
fn c35021_fransofia_ward_needs_fifteen_corp_credits() {
    let g = fransofia_run(14);
    assert!(g.run.is_none());
    assert!(g.last_run.as_ref().is_some_and(|r| !r.successful));
    assert_eq!(zone(&g, id(&g, "Fransofia Ward")), Zone::Rig);
    // Declining keeps it, and Ice Wall is encountered.
    let mut g = fransofia_run(15);
    let fw = id(&g, "Fransofia Ward");
    act(&mut g, Action::new(ActionKind::Mode).card(fw).target(1));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(zone(&g, fw), Zone::Rig);
    assert!(g.last_run.as_ref().is_some_and(|r| !r.successful));
}

// ----- 35020 Sang Kancil -----

fn sang_kancil_vs_chum(grip: &str) -> GameState {
    runner_turn_as(
        BAZ,
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Chum", "rezzed": true}]}}"#,
        &format!(r#""credits": 5, "rig": ["Sang Kancil"], "grip": [{grip}]"#),
    )
}

// Sang Kancil: 3 credits for +2 strength in a run of the basic action; then 1 credit breaks a
// code gate subroutine (Chum, strength 4).
#[test]
fn c35020_sang_kancil_boost_costs_three() {
    let mut g = sang_kancil_vs_chum("");
    let sk = id(&g, "Sang Kancil");
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    act(&mut g, Action::new(ActionKind::Ability).card(sk).target(0));
    assert_eq!(g.runner.credits, 2);
    assert_eq!(g.current_strength(sk), Some(4));
    act(&mut g, Action::new(ActionKind::Break).card(sk).target(0));
    assert_eq!(g.runner.credits, 1);
}

// Sang Kancil: while a run event is active (Transfer of Wealth's run) the boost costs 2 less.
#[test]
fn c35020_sang_kancil_boost_costs_one_during_a_run_event() {
    let mut g = sang_kancil_vs_chum(r#""Transfer of Wealth""#);
    let sk = id(&g, "Sang Kancil");
    let tw = id(&g, "Transfer of Wealth");
    play(&mut g, tw);
    pass_until(&mut g, "encounter");
    assert!(g
        .label_for(
            Side::Runner,
            &Action::new(ActionKind::Ability).card(sk).target(0)
        )
        .contains("1 credit"));
    act(&mut g, Action::new(ActionKind::Ability).card(sk).target(0));
    assert_eq!(g.runner.credits, 4);
}

// ----- 35022 Open Market -----

// Open Market: loaded with 6 credits when installed; they pay for a connection resource's
// install (Fransofia Ward, 3) but not for anything else (Sure Gamble).
#[test]
fn c35022_open_market_loads_six_and_pays_for_connections() {
    let mut g = runner_turn_as(
        BAZ,
        "",
        r#""credits": 2, "grip": ["Open Market", "Fransofia Ward", "Sure Gamble"]"#,
    );
    let om = id(&g, "Open Market");
    act(&mut g, Action::new(ActionKind::Install).card(om));
    assert_eq!(g.cards[om as usize].credits, 6);
    assert_eq!(g.runner.credits, 0);
    assert!(legal_on(&g, ActionKind::Play, id(&g, "Sure Gamble")).is_empty());
    let fw = id(&g, "Fransofia Ward");
    act(&mut g, Action::new(ActionKind::Install).card(fw));
    assert_eq!(zone(&g, fw), Zone::Rig);
    assert_eq!(g.cards[om as usize].credits, 3);
}

// Open Market: 1 credit taken as each Runner turn begins; emptied, it is trashed.
#[test]
fn c35022_open_market_takes_one_per_turn_and_is_trashed_empty() {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5}},
            "runner": {{"identity": "{}", "credits": 0,
                "rig": [{{"title": "Open Market", "credits": 1}}]}},
            "active": "runner", "turn": 2, "phase": "turn_start"}}"#,
        startup::CATALYST
    ));
    pass_until(&mut g, "action");
    assert_eq!(g.runner.credits, 1);
    assert_eq!(zone(&g, id(&g, "Open Market")), Zone::Heap);
}

// ----- 35019 Maglectric Rapid (748 Mod) -----

// Maglectric Rapid: after a successful run on HQ the Runner may trash it to derez a rezzed Corp
// card (the ice protecting HQ here).
#[test]
fn c35019_maglectric_rapid_trashes_to_derez() {
    let mut g = runner_turn_as(
        BAZ,
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"remote1": {"root": [{"title": "PAD Campaign", "rezzed": true}]}}"#,
        r#""rig": ["Maglectric Rapid (748 Mod)"]"#,
    );
    let mr = id(&g, "Maglectric Rapid (748 Mod)");
    let pad = id(&g, "PAD Campaign");
    run_on(&mut g, "hq");
    pass_until(&mut g, "choose_card");
    act(&mut g, Action::new(ActionKind::Mode).card(pad).target(0));
    assert!(!rezzed(&g, pad));
    assert_eq!(zone(&g, mr), Zone::Heap);
}

// Maglectric Rapid: declining keeps it; a run on another server does not trigger it.
#[test]
fn c35019_maglectric_rapid_may_decline_only_hq() {
    let corp = r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"remote1": {"root": [{"title": "PAD Campaign", "rezzed": true}]}}"#;
    let mut g = runner_turn_as(BAZ, corp, r#""rig": ["Maglectric Rapid (748 Mod)"]"#);
    let mr = id(&g, "Maglectric Rapid (748 Mod)");
    run_on(&mut g, "hq");
    pass_until(&mut g, "choose_card");
    pass(&mut g);
    assert_eq!(zone(&g, mr), Zone::Rig);
    let mut g = runner_turn_as(BAZ, corp, r#""rig": ["Maglectric Rapid (748 Mod)"]"#);
    run_on(&mut g, "archives");
    while g.run.is_some() {
        assert_ne!(g.decision_name(), "choose_card");
        pass(&mut g);
    }
}

// ----- 35016 Maintenance Access -----

// Maintenance Access: an extra click to play; a run on Archives that, once Archives' ice is
// passed, becomes a run on HQ: the Runner approaches HQ (not encountering HQ's ice) and
// accesses HQ.
#[test]
fn c35016_maintenance_access_turns_the_archives_run_into_hq() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "rd": ["Ice Wall"],
           "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]},
                       "archives": {"ice": ["Ice Wall"]}}"#,
        r#""grip": ["Maintenance Access"]"#,
    );
    let hf = id(&g, "Hedge Fund");
    let c = id(&g, "Maintenance Access");
    play(&mut g, c);
    assert_eq!(g.runner.clicks, 2, "Double: two clicks");
    assert_eq!(g.run.unwrap().server, srv("archives"));
    pass_to(&mut g, |g| g.run.is_none());
    let last = g.last_run.clone().unwrap();
    assert_eq!(last.server, srv("hq"));
    assert!(last.successful);
    assert_eq!(last.accessed.cards[0].card, hf);
    assert!(g.cards[hf as usize].known_to(Side::Runner) || zone(&g, hf) != Zone::Hq);
}

// ----- 35018 Detente -----

// Detente: the first successful run on HQ each turn lets the Runner host 1 card of HQ at random
// faceup on it (not installed, not rezzed; seen by both sides); not on the second run.
#[test]
fn c35018_detente_hosts_a_random_hq_card_on_the_first_successful_hq_run() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund", "Hedge Fund"], "rd": ["Ice Wall"]"#,
        r#""rig": ["Detente"]"#,
    );
    let detente = id(&g, "Detente");
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    act(
        &mut g,
        Action::new(ActionKind::Mode).card(detente).target(0),
    );
    let held: Vec<u8> = (0..g.cards.len() as u8)
        .filter(|&c| zone(&g, c) == Zone::Hosted(detente))
        .collect();
    assert_eq!(held.len(), 1);
    assert_eq!(g.corp.hq.len(), 1);
    assert!(g.cards[held[0] as usize].known_to(Side::Corp) && g.cards[held[0] as usize].faceup);
    assert!(!g.cards[held[0] as usize].rezzed);
    pass_to(&mut g, |g| g.run.is_none());
    pass_windows(&mut g);
    run_on(&mut g, "hq");
    pass_until_without(
        &mut g,
        "action",
        Action::new(ActionKind::Mode).card(detente).target(0),
    );
    assert_eq!(g.corp.hq.len(), 1, "only the first successful HQ run");
    assert_eq!(
        obs(&g, Side::Runner)["runner"]["memory_limit"],
        5,
        "+1 memory"
    );
    g.check_invariants().unwrap();
}

// Detente: the Runner spends a click and adds 2 hosted cards to HQ; then it may access 1 card of
// HQ at random, outside a run (an agenda is stolen).
#[test]
fn c35018_detente_runner_returns_two_cards_and_accesses_hq() {
    let mut g = runner_turn(
        r#""hq": []"#,
        r#""rig": [{"title": "Detente", "holds": ["Hostile Takeover", "Hostile Takeover"]}]"#,
    );
    let detente = id(&g, "Detente");
    act(
        &mut g,
        Action::new(ActionKind::Ability).card(detente).target(0),
    );
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(g.corp.hq.len(), 2, "both hosted cards added to HQ");
    assert_eq!(g.decision_name(), "mode");
    act(
        &mut g,
        Action::new(ActionKind::Mode).card(detente).target(3),
    );
    assert_eq!(
        g.runner.score_area.len(),
        1,
        "the accessed agenda is stolen"
    );
    assert_eq!(g.corp.hq.len(), 1);
    assert!(g.run.is_none());
    g.check_invariants().unwrap();
    // With fewer than 2 hosted cards the ability cannot be paid.
    let g = runner_turn(
        "",
        r#""rig": [{"title": "Detente", "holds": ["Hedge Fund"]}]"#,
    );
    assert!(legal_on(&g, ActionKind::Ability, id(&g, "Detente")).is_empty());
}

// Detente: "any player can use this ability": the Corp spends a click, picks 2 of the 3 hosted
// cards to add to HQ, and the Runner may then access (here declines).
#[test]
fn c35018_detente_corp_may_use_it_choosing_the_cards() {
    let mut g = corp_turn(
        r#""hq": []"#,
        r#""rig": [{"title": "Detente", "holds": ["Posted Bounty", "Ice Wall", "Hostile Takeover"]}]"#,
    );
    let detente = id(&g, "Detente");
    let ht = id(&g, "Hostile Takeover");
    let wall = id(&g, "Ice Wall");
    act(
        &mut g,
        Action::new(ActionKind::Ability).card(detente).target(0),
    );
    assert_eq!(g.corp.clicks, 2);
    assert_eq!(g.decision_name(), "choose_card");
    assert_eq!(g.current_side(), Some(Side::Corp));
    act(&mut g, Action::new(ActionKind::Mode).card(ht).target(0));
    act(&mut g, Action::new(ActionKind::Mode).card(wall).target(0));
    assert_eq!(g.corp.hq.len(), 2);
    assert_eq!(zone(&g, id(&g, "Posted Bounty")), Zone::Hosted(detente));
    assert_eq!(
        g.current_side(),
        Some(Side::Runner),
        "the Runner may access"
    );
    pass(&mut g);
    assert!(g.runner.score_area.is_empty());
    g.check_invariants().unwrap();
}

// docs/scenario.md: Corp cards Detente holds are written (`holds`) and read back, faceup.
#[test]
fn c35018_detente_hosted_corp_cards_round_trip_in_a_scenario() {
    let g = runner_turn(
        "",
        r#""rig": [{"title": "Detente", "holds": ["Posted Bounty"]}]"#,
    );
    let back = GameState::from_scenario_json(&g.to_scenario().to_string()).unwrap();
    let hf = id(&back, "Posted Bounty");
    assert_eq!(zone(&back, hf), Zone::Hosted(id(&back, "Detente")));
    assert!(back.cards[hf as usize].faceup && back.cards[hf as usize].known_to(Side::Runner));
    assert_eq!(back.to_scenario(), g.to_scenario());
}

// Detente: the access outside a run follows the access rules (Rules Reference, "Access"): a card
// with a trash cost may be trashed by paying it; left alone, it can be accessed again later.
#[test]
fn c35018_detente_access_outside_a_run_may_trash_by_paying() {
    let mut g = runner_turn(
        r#""hq": []"#,
        r#""credits": 6, "rig": [{"title": "Detente", "holds": ["PAD Campaign", "PAD Campaign"]}]"#,
    );
    let detente = id(&g, "Detente");
    act(
        &mut g,
        Action::new(ActionKind::Ability).card(detente).target(0),
    );
    act(
        &mut g,
        Action::new(ActionKind::Mode).card(detente).target(3),
    );
    assert_eq!(g.decision_name(), "trash_or_steal");
    let accessed = legal(&g, ActionKind::Trash)[0].card;
    act(&mut g, Action::new(ActionKind::Trash).card(accessed));
    assert_eq!(zone(&g, accessed), Zone::Archives);
    assert_eq!(g.runner.credits, 2, "its trash cost paid");
    g.check_invariants().unwrap();
    // Left alone: the card stays in HQ, not marked as accessed for a later run.
    let mut g = runner_turn(
        r#""hq": []"#,
        r#""rig": [{"title": "Detente", "holds": ["PAD Campaign", "PAD Campaign"]}]"#,
    );
    act(
        &mut g,
        Action::new(ActionKind::Ability).card(detente).target(0),
    );
    act(
        &mut g,
        Action::new(ActionKind::Mode).card(detente).target(3),
    );
    pass(&mut g);
    assert_eq!(g.corp.hq.len(), 2);
    assert!(
        g.cards.iter().all(|c| c.flags & 2 == 0),
        "nothing left marked accessed"
    );
}
