//! Scenario tests of the System Update 2021 Weyland Consortium card that changes runs: Crisium
//! Grid (31079) and its rulings (the other cards: `cards_su21_weyland.rs`).

mod common;
mod su21_weyland;
use common::*;
use nr_engine::{Action, ActionKind, EventKind, GameState, Side, Zone, NONE};
use su21_weyland::*;

const GABRIEL: &str = "Gabriel Santiago: Consummate Professional";

fn ability(c: u8) -> Action {
    Action::new(ActionKind::Ability).card(c).target(0)
}

/// Plays the run on to the Runner's next action: each access decision takes the first card
/// offered; any other decision passes (no trashing).
fn finish_run(g: &mut GameState) {
    for _ in 0..64 {
        match g.decision_name() {
            "action" => return,
            "access" => {
                let a = legal(g, ActionKind::Access)[0];
                act(g, a);
            }
            _ => pass(g),
        }
    }
    panic!("the run never ended; stuck at {}", g.decision_name());
}

/// Accesses the random card of HQ (the HQ access action names no card).
fn access_hq(g: &mut GameState) {
    let a = legal(g, ActionKind::Access)
        .into_iter()
        .find(|a| a.card == NONE)
        .expect("an HQ card to access");
    act(g, a);
}

// ----- 31079 Crisium Grid -----

/// A Runner turn (Gabriel Santiago: 2 credits on the first successful HQ run) with a Crisium
/// Grid in the root of `server`, rezzed or not.
fn crisium(server: &str, rezzed: bool, hq: &str, runner: &str) -> GameState {
    bbw_runner_turn(
        GABRIEL,
        &format!(
            r#""hq": [{hq}], "archives": ["Hedge Fund"], "servers": {{"{server}": {{"root": [{{"title": "Crisium Grid", "rezzed": {rezzed}}}]}}}}"#
        ),
        runner,
    )
}

// Crisium Grid: a run on its server is not declared successful (no successful-run abilities, no
// successful-run memory), yet the Runner breaches and accesses as usual.
#[test]
fn c31079_run_never_successful_but_breached() {
    let mut g = crisium("hq", true, r#""Hostile Takeover""#, r#""credits": 0"#);
    g.set_events(true);
    run_on(&mut g, "hq");
    pass_until(&mut g, "access");
    assert!(g.run.is_some_and(|r| !r.successful));
    // Two cards to access: the HQ card and Crisium Grid in the root.
    assert_eq!(legal(&g, ActionKind::Access).len(), 2);
    finish_run(&mut g);
    assert_eq!(
        g.agenda_points(Side::Runner),
        1,
        "the agenda in HQ was stolen"
    );
    assert_eq!(g.runner.credits, 0, "Gabriel's ability did not trigger");
    assert!(!g.turn_flags.successful_hq_run && !g.turn_flags.successful_run);
    assert!(!g.last_run.as_ref().unwrap().successful);
    // The log says neither successful nor unsuccessful: the run simply ends.
    let kinds: Vec<EventKind> = g.take_events().iter().map(|e| e.kind).collect();
    assert!(!kinds.contains(&EventKind::RunSuccessful), "{kinds:?}");
    assert!(!kinds.contains(&EventKind::RunUnsuccessful), "{kinds:?}");
    assert!(kinds.contains(&EventKind::RunEnds));
}

// Crisium Grid: a run event's "if successful" replacement (Account Siphon) never comes: the
// Runner breaches HQ and the Corp keeps its credits.
#[test]
fn c31079_account_siphon_replacement_never_offered() {
    let mut g = crisium(
        "hq",
        true,
        r#""Hedge Fund""#,
        r#""credits": 5, "grip": ["Account Siphon"]"#,
    );
    let siphon = id(&g, "Account Siphon");
    play(&mut g, siphon);
    for _ in 0..64 {
        assert_ne!(g.decision_name(), "replace_access");
        assert!(legal_on(&g, ActionKind::Mode, siphon).is_empty());
        if g.decision_name() == "access" {
            break;
        }
        pass(&mut g);
    }
    assert_eq!(g.decision_name(), "access");
    finish_run(&mut g);
    assert_eq!(g.corp.credits, 5);
    assert_eq!(g.runner.tags, 0);
    assert_eq!(zone(&g, siphon), Zone::Heap);
}

// Crisium Grid: unrezzed it does nothing; it does not touch runs on other servers.
#[test]
fn c31079_unrezzed_or_elsewhere_no_effect() {
    for (server, rezzed) in [("hq", false), ("rd", true)] {
        let mut g = crisium(server, rezzed, r#""Hedge Fund""#, r#""credits": 0"#);
        run_on(&mut g, "hq");
        finish_run(&mut g);
        assert_eq!(g.runner.credits, 2, "{server} {rezzed}");
        assert!(g.turn_flags.successful_hq_run);
    }
}

// Crisium Grid: limit 1 region per server: installing a second one trashes the first.
#[test]
fn c31079_one_region_per_server() {
    let mut g = corp_turn(
        r#""hq": ["Crisium Grid"], "servers": {"remote1": {"root": [{"title": "Crisium Grid", "rezzed": true}, "Corporate Town"]}}"#,
        "",
    );
    let old = g.corp.servers[REMOTE1 as usize].root[0];
    let new = g.corp.hq[0];
    act(
        &mut g,
        Action::new(ActionKind::Install).card(new).server(REMOTE1),
    );
    while g.decision_name() != "paid_ability_window" && g.decision_name() != "action" {
        pass(&mut g);
    }
    assert_eq!(zone(&g, old), Zone::Archives);
    assert_eq!(g.corp.servers[REMOTE1 as usize].root.len(), 2);
    // Another server may hold its own.
    assert!(g.cards[old as usize].faceup, "it was rezzed");
}

// Ruling 1 on Crisium Grid: Jailbreak's extra access needs a successful run: with Crisium Grid
// on HQ only 1 HQ card is accessed, and no card is drawn.
#[test]
fn ruling_c31079_1_jailbreak_no_extra_access() {
    let mut g = crisium(
        "hq",
        true,
        r#""Hostile Takeover", "Hostile Takeover", "Hostile Takeover""#,
        r#""credits": 5, "grip": ["Jailbreak"], "stack": ["Sure Gamble"]"#,
    );
    let jb = id(&g, "Jailbreak");
    play(&mut g, jb);
    act(&mut g, Action::new(ActionKind::Run).server(HQ));
    for _ in 0..40 {
        if g.decision_name() == "action" {
            break;
        }
        // Access every card offered; decline trashing Crisium Grid.
        let acc = legal(&g, ActionKind::Access);
        let hq_card = acc
            .iter()
            .find(|a| g.card_title(a.card) != Some("Crisium Grid"));
        match hq_card {
            Some(&a) => act(&mut g, a),
            None => pass(&mut g),
        }
    }
    assert_eq!(g.agenda_points(Side::Runner), 1, "one HQ card accessed");
    assert_eq!(g.runner.grip.len(), 0, "no draw");
    assert_eq!(g.runner.stack.len(), 1);
}

// Ruling 2 on Crisium Grid: trashing it during the breach does not make the run successful after
// the fact: no successful HQ run this turn (Lemuria Codecracker, like Emergency Shutdown, stays
// unusable).
#[test]
fn ruling_c31079_2_trashed_during_breach_not_retroactive() {
    let mut g = bbw_runner_turn(
        GABRIEL,
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"root": [{"title": "Crisium Grid", "rezzed": true}]}, "remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 10, "rig": ["Lemuria Codecracker"]"#,
    );
    let (grid, lemuria) = (id(&g, "Crisium Grid"), id(&g, "Lemuria Codecracker"));
    run_on(&mut g, "hq");
    pass_until(&mut g, "access");
    // Access Crisium Grid first and trash it (5 credits).
    let a = legal(&g, ActionKind::Access)
        .into_iter()
        .find(|a| a.card == grid)
        .expect("the root card is offered");
    act(&mut g, a);
    only(&mut g, ActionKind::Trash);
    assert_eq!(zone(&g, grid), Zone::Archives);
    finish_run(&mut g);
    assert_eq!(g.runner.credits, 5, "Gabriel's 2 credits never came");
    assert!(!g.turn_flags.successful_hq_run);
    assert!(legal_on(&g, ActionKind::Ability, lemuria).is_empty());
    // The next run on HQ, now without Crisium Grid, is successful.
    run_on(&mut g, "hq");
    finish_run(&mut g);
    assert!(g.turn_flags.successful_hq_run);
    assert!(!legal_on(&g, ActionKind::Ability, lemuria).is_empty());
}

// Ruling 3 on Crisium Grid: the Runner accesses cards as normal (steals the agenda in HQ).
#[test]
fn ruling_c31079_3_cards_accessed_as_normal() {
    let mut g = crisium("hq", true, r#""Priority Requisition""#, r#""credits": 0"#);
    run_on(&mut g, "hq");
    pass_until(&mut g, "access");
    let pr = id(&g, "Priority Requisition");
    access_hq(&mut g);
    assert_eq!(zone(&g, pr), Zone::Score(Side::Runner));
    finish_run(&mut g);
    assert_eq!(g.agenda_points(Side::Runner), 3);
}

// Ruling 4 on Crisium Grid: Crisium Grid on HQ, Sneakdoor Beta's run: the run moves to HQ, is
// not successful there, and the Runner breaches HQ.
#[test]
fn ruling_c31079_4_sneakdoor_moves_to_hq_unsuccessful() {
    let mut g = crisium(
        "hq",
        true,
        r#""Priority Requisition""#,
        r#""credits": 0, "rig": ["Sneakdoor Beta"]"#,
    );
    let sd = id(&g, "Sneakdoor Beta");
    act(&mut g, ability(sd));
    assert_eq!(g.run.unwrap().server, ARCHIVES);
    pass_until(&mut g, "access");
    assert_eq!(
        g.run.unwrap().server,
        HQ,
        "the attacked server changed to HQ"
    );
    assert!(!g.run.unwrap().successful);
    access_hq(&mut g);
    finish_run(&mut g);
    assert_eq!(g.agenda_points(Side::Runner), 3);
    assert_eq!(g.runner.credits, 0, "no successful HQ run for Gabriel");
    assert!(!g.turn_flags.successful_hq_run);
    // Archives was not breached: its facedown card stays unseen.
    let arch = g.corp.archives[0];
    assert!(!known_to_runner(&g, arch));
}

// Ruling 5 on Crisium Grid: Crisium Grid on Archives, Sneakdoor Beta's run: never successful, so
// it never moves to HQ; the Runner breaches Archives.
#[test]
fn ruling_c31079_5_sneakdoor_on_guarded_archives() {
    let mut g = crisium(
        "archives",
        true,
        r#""Priority Requisition""#,
        r#""credits": 0, "rig": ["Sneakdoor Beta"]"#,
    );
    let sd = id(&g, "Sneakdoor Beta");
    act(&mut g, ability(sd));
    pass_until(&mut g, "access");
    assert_eq!(g.run.unwrap().server, ARCHIVES);
    assert!(!g.run.unwrap().successful);
    let arch = g.corp.archives[0];
    assert!(
        known_to_runner(&g, arch),
        "Archives turned faceup: breached"
    );
    finish_run(&mut g);
    assert_eq!(g.agenda_points(Side::Runner), 0, "HQ was not breached");
    assert_eq!(g.runner.credits, 0);
    assert!(!g.turn_flags.successful_hq_run && !g.turn_flags.successful_run);
}

/// Cards the Runner accessed during the run `g` plays on to its end (access events).
fn accesses_in_run(g: &mut GameState) -> usize {
    g.set_events(true);
    finish_run(g);
    let events = g.take_events();
    events
        .iter()
        .filter(|e| e.kind == EventKind::Accessed)
        .count()
}

/// A Runner turn with a rezzed Crisium Grid in `grid_server`, 4 Hedge Funds in HQ and 4 in
/// R&D, and `event` in the grip; the event is played.
fn run_event_with_grid(grid_server: &str, event: &str) -> GameState {
    let funds = r#""Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund""#;
    let mut g = bbw_runner_turn(
        GABRIEL,
        &format!(
            r#""hq": [{funds}], "rd": [{funds}], "servers": {{"{grid_server}": {{"root": [{{"title": "Crisium Grid", "rezzed": true}}]}}}}"#
        ),
        &format!(r#""credits": 5, "grip": ["{event}"], "stack": ["Sure Gamble"]"#),
    );
    let card = id(&g, event);
    play(&mut g, card);
    g
}

// Crisium Grid with a run event's "if successful, access 2 additional cards" (The Maker's Eye on
// R&D, Legwork on HQ): the run is never successful, so only the usual card and the grid itself
// are accessed (card text; Crisium Grid ruling 3: the Runner still breaches).
#[test]
fn c31079_makers_eye_and_legwork_get_no_extra_accesses() {
    for (server, event) in [("rd", "The Maker's Eye"), ("hq", "Legwork")] {
        let mut g = run_event_with_grid(server, event);
        assert_eq!(
            accesses_in_run(&mut g),
            2,
            "{event}: one deck card and the grid"
        );
    }
}

// The same run events with the grid elsewhere: the run is successful and 3 deck cards are
// accessed (the control for the test above).
#[test]
fn c31079_makers_eye_and_legwork_extra_accesses_elsewhere() {
    for event in ["The Maker's Eye", "Legwork"] {
        let mut g = run_event_with_grid("remote1", event);
        assert_eq!(accesses_in_run(&mut g), 3, "{event}: 1 + 2 deck cards");
    }
}

// Conduit's run on R&D under a rezzed Crisium Grid: "if successful" never comes, so its virus
// counters give no extra accesses (card text); with the grid elsewhere they do.
#[test]
fn c31079_conduit_gets_no_extra_accesses() {
    for (grid, accesses) in [("rd", 2), ("remote1", 3)] {
        let funds = r#""Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund""#;
        let mut g = bbw_runner_turn(
            GABRIEL,
            &format!(
                r#""rd": [{funds}], "servers": {{"{grid}": {{"root": [{{"title": "Crisium Grid", "rezzed": true}}]}}}}"#
            ),
            r#""credits": 5, "rig": [{"title": "Conduit", "virus": 2}]"#,
        );
        let conduit = id(&g, "Conduit");
        act(&mut g, ability(conduit));
        assert_eq!(accesses_in_run(&mut g), accesses, "grid in {grid}");
    }
}
