//! Scenario tests of the Vantage Point Weyland Consortium cards written after Flywheel and
//! Vulture Fund (those are in cards_vp_corp.rs). No ruling of `rulings_2022_2026.json` names a
//! Vantage Point card: these follow the current card text and the Rules Reference.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};
use startup::runner_turn;

fn mode_of(card: u8, m: u8) -> Action {
    Action::new(ActionKind::Mode).card(card).target(m)
}

// ----- 36058 Event Horizon -----

fn event_horizon(runner_credits: u16) -> GameState {
    runner_turn(
        r#""hq": ["Hostile Takeover"], "servers": {"hq": {"ice": [{"title": "Event Horizon", "rezzed": true}]}, "remote1": {"root": ["PAD Campaign"]}}"#,
        &format!(r#""credits": {runner_credits}, "rig": ["Corroder"]"#),
    )
}

// Event Horizon, first subroutine: the Runner does not pay, and the Corp trashes 1 installed
// program.
#[test]
fn c36058_event_horizon_unpaid_the_corp_trashes_a_program() {
    let mut g = event_horizon(5);
    let eh = id(&g, "Event Horizon");
    let corroder = id(&g, "Corroder");
    run_on(&mut g, "hq");
    pass_until(&mut g, "choose");
    assert_eq!(g.current_side(), Some(Side::Runner));
    act(&mut g, mode_of(eh, 1));
    // The Corp's pick among a single program is taken without a question.
    assert_eq!(zone(&g, corroder), Zone::Heap);
    assert_eq!(g.runner.credits, 5);
}

// Event Horizon: paying 3 credits keeps the program; the second subroutine asks 3 more or the
// run ends.
#[test]
fn c36058_event_horizon_pay_three_twice() {
    let mut g = event_horizon(7);
    let eh = id(&g, "Event Horizon");
    let corroder = id(&g, "Corroder");
    run_on(&mut g, "hq");
    pass_until(&mut g, "choose");
    act(&mut g, mode_of(eh, 0));
    assert_eq!(g.runner.credits, 4);
    assert_eq!(zone(&g, corroder), Zone::Rig);
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(eh, 0));
    assert_eq!(g.runner.credits, 1);
    pass_to(&mut g, |g| g.run.is_none());
    assert!(
        known_to_runner(&g, id(&g, "Hostile Takeover")),
        "the run reached HQ"
    );
}

// Event Horizon: unable to pay, the second subroutine ends the run.
#[test]
fn c36058_event_horizon_second_subroutine_ends_the_run_unpaid() {
    let mut g = event_horizon(2);
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none_or(|r| r.ended));
    // Unable to pay: each subroutine's single outcome is taken without a question.
    assert_eq!(zone(&g, id(&g, "Corroder")), Zone::Heap);
    assert!(g.run.is_none_or(|r| r.ended));
    assert!(!known_to_runner(&g, id(&g, "Hostile Takeover")));
}

// Event Horizon: trashed, it ends a run against its own server; the ability is not offered
// during a run on another server.
#[test]
fn c36058_event_horizon_trash_to_end_a_run_on_its_server() {
    let mut g = event_horizon(5);
    let eh = id(&g, "Event Horizon");
    let use_it = Action::new(ActionKind::Ability).card(eh).target(0);
    run_on(&mut g, "remote1");
    while g.run.is_some() {
        assert!(!is_legal(&g, use_it), "offered at {}", g.decision_name());
        pass(&mut g);
    }
    let mut g = event_horizon(5);
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| is_legal(g, use_it));
    assert_eq!(g.current_side(), Some(Side::Corp));
    act(&mut g, use_it);
    assert_eq!(zone(&g, eh), Zone::Archives);
    assert!(g.run.is_none_or(|r| r.ended));
}

// ----- 36029 Reverb -----

// Reverb: rez cost 4, 1 less for each other unrezzed piece of ice anywhere (rezzed ice does not
// count).
#[test]
fn c36029_reverb_cheaper_per_other_unrezzed_ice() {
    let g = runner_turn(
        r#""credits": 9, "servers": {"hq": {"ice": ["Reverb", "Paywall"]}, "rd": {"ice": ["Paywall", {"title": "Paywall", "rezzed": true}]}}"#,
        "",
    );
    assert_eq!(rez_cost(&g, id(&g, "Reverb")), 2);
    let g = runner_turn(
        r#""credits": 9, "servers": {"hq": {"ice": ["Reverb", "Paywall"]}, "rd": {"ice": ["Paywall", "Paywall", "Paywall", "Paywall", "Paywall"]}}"#,
        "",
    );
    assert_eq!(rez_cost(&g, id(&g, "Reverb")), 0, "never below 0");
}

// ----- 36056 Sacrifice Zone Expansion -----

// Sacrifice Zone Expansion: installed faceup (the Runner sees it); the first advance each turn
// gains the Corp 3 credits, the second does not.
#[test]
fn c36056_sacrifice_zone_faceup_and_first_advance_each_turn_gains_three() {
    let mut g = startup::corp_turn(r#""hq": ["Sacrifice Zone Expansion"]"#, "");
    let sze = id(&g, "Sacrifice Zone Expansion");
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(sze)
            .server(nr_engine::NEW_REMOTE),
    );
    pass_until(&mut g, "action");
    assert!(g.cards[sze as usize].faceup);
    assert!(known_to_runner(&g, sze));
    act(&mut g, Action::new(ActionKind::Advance).card(sze));
    pass_until(&mut g, "action");
    // 5, +1 from Haas-Bioroid's first install, -1 to advance, +3.
    assert_eq!(g.corp.credits, 8);
    act(&mut g, Action::new(ActionKind::Advance).card(sze));
    assert_eq!(g.corp.credits, 7, "only the first advance this turn");
}

// Sacrifice Zone Expansion: once per turn, a successful run on another server lets the Corp
// remove 1 advancement counter to do 1 meat damage; a run on its own server does not.
#[test]
fn c36056_sacrifice_zone_meat_damage_once_per_turn() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"remote1": {"root": [{"title": "Sacrifice Zone Expansion", "faceup": true, "advancement": 2}]}}"#,
        r#""grip": ["Corroder", "Corroder", "Corroder"]"#,
    );
    let sze = id(&g, "Sacrifice Zone Expansion");
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    assert_eq!(g.current_side(), Some(Side::Corp));
    act(&mut g, mode_of(sze, 0));
    assert_eq!(g.cards[sze as usize].advancement, 1);
    assert_eq!(g.runner.grip.len(), 2, "1 meat damage");
    pass_to(&mut g, |g| g.run.is_none());
    run_on(&mut g, "rd");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.cards[sze as usize].advancement, 1, "once per turn");
}

// Sacrifice Zone Expansion: declining leaves the once-per-turn use for a later run.
#[test]
fn c36056_sacrifice_zone_declined_offer_comes_back() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"remote1": {"root": [{"title": "Sacrifice Zone Expansion", "faceup": true, "advancement": 1}]}}"#,
        r#""grip": ["Corroder"]"#,
    );
    let sze = id(&g, "Sacrifice Zone Expansion");
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(sze, 1));
    pass_to(&mut g, |g| g.run.is_none());
    run_on(&mut g, "rd");
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(sze, 0));
    assert_eq!(g.cards[sze as usize].advancement, 0);
    assert!(g.runner.grip.is_empty());
}

// ----- 36064 Flagship -----

/// A Runner turn: HQ holds PAD Campaign; its root Flagship (rezzed or not) and an unrezzed
/// Akitaro Watanabe.
fn flagship(rezzed: bool, runner_credits: u16) -> GameState {
    runner_turn(
        &format!(
            r#""hq": ["PAD Campaign"], "servers": {{"hq": {{"root": [{{"title": "Flagship", "rezzed": {rezzed}}}, "Akitaro Watanabe"]}}}}"#
        ),
        &format!(r#""credits": {runner_credits}"#),
    )
}

fn access_of(card: u8) -> Action {
    Action::new(ActionKind::Access)
        .card(card)
        .server(common::HQ)
}

// Flagship: "HQ or R&D only": the Corp may install it in the root of HQ or R&D, nowhere else.
#[test]
fn c36064_flagship_installs_only_in_hq_or_rd() {
    let g = startup::corp_turn(r#""hq": ["Flagship"]"#, "");
    let f = id(&g, "Flagship");
    let mut servers: Vec<u8> = legal_on(&g, ActionKind::Install, f)
        .iter()
        .map(|a| a.server)
        .collect();
    servers.sort();
    assert_eq!(servers, vec![common::HQ, common::RD]);
}

// Flagship: a run against its server is not declared successful, yet the Runner breaches the
// server and accesses cards (the run is not made unsuccessful either: it ends normally).
#[test]
fn c36064_flagship_run_not_successful_but_breached() {
    let mut g = flagship(true, 0);
    let (pad, f) = (id(&g, "PAD Campaign"), id(&g, "Flagship"));
    run_on(&mut g, "hq");
    pass_until(&mut g, "access");
    assert!(!g.run.unwrap().successful);
    act(&mut g, access_of(f));
    // Flagship's own access is not counted: one other card still.
    act(&mut g, Action::new(ActionKind::Access).server(common::HQ));
    pass_to(&mut g, |g| g.run.is_none());
    assert!(!g.turn_flags.successful_run);
    let last = g.last_run.clone().unwrap();
    assert!(!last.successful);
    assert_eq!(last.end_reason, None, "not ended early: not unsuccessful");
    assert!(known_to_runner(&g, pad));
    assert!(!known_to_runner(&g, id(&g, "Akitaro Watanabe")));
}

// Flagship: at most 1 card other than Flagship: after PAD Campaign from HQ, only Flagship may
// still be accessed, and Akitaro Watanabe is not.
#[test]
fn c36064_flagship_caps_other_accesses_at_one() {
    let mut g = flagship(true, 0);
    let (pad, aki) = (id(&g, "PAD Campaign"), id(&g, "Akitaro Watanabe"));
    run_on(&mut g, "hq");
    pass_until(&mut g, "access");
    assert_eq!(g.legal_actions().len(), 3, "HQ, Flagship, Akitaro Watanabe");
    act(&mut g, Action::new(ActionKind::Access).server(common::HQ));
    pass_to(&mut g, |g| g.run.is_none());
    assert!(known_to_runner(&g, pad));
    assert!(
        !known_to_runner(&g, aki),
        "a second other card is never accessed"
    );
}

// Flagship, Persistent: accessed while rezzed and trashed, its cap still holds for the rest of
// the run: 1 more card only.
#[test]
fn c36064_flagship_persistent_cap_after_it_is_trashed() {
    let mut g = flagship(true, 9);
    let (pad, f, aki) = (
        id(&g, "PAD Campaign"),
        id(&g, "Flagship"),
        id(&g, "Akitaro Watanabe"),
    );
    run_on(&mut g, "hq");
    pass_until(&mut g, "access");
    act(&mut g, access_of(f));
    act(&mut g, Action::new(ActionKind::Trash).card(f));
    assert_eq!(zone(&g, f), Zone::Archives);
    assert_eq!(g.runner.credits, 5, "trash cost 4");
    pass_until(&mut g, "access");
    act(&mut g, access_of(aki));
    pass_to(&mut g, |g| g.run.is_none());
    assert!(known_to_runner(&g, aki));
    assert!(!known_to_runner(&g, pad), "the cap outlived Flagship");
}

// Flagship unrezzed is not active: the run is successful and every card may be accessed.
#[test]
fn c36064_flagship_unrezzed_does_nothing() {
    let mut g = flagship(false, 0);
    let (pad, aki) = (id(&g, "PAD Campaign"), id(&g, "Akitaro Watanabe"));
    run_on(&mut g, "hq");
    pass_until(&mut g, "access");
    assert!(g.run.unwrap().successful);
    while g.run.is_some() {
        match g.legal_actions().first() {
            Some(&a) if g.decision_name() == "access" => act(&mut g, a),
            _ => pass(&mut g),
        }
    }
    assert!(known_to_runner(&g, pad) && known_to_runner(&g, aki));
}

// ----- 36057 Luana Campos -----

/// The start of a Corp turn ([1.1]) with Luana Campos rezzed in remote1 (hosting `hosted` bad
/// publicity) and `bad_publicity` of the Corp's own.
fn luana_turn_start(bad_publicity: u8, hosted: u8) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "Haas-Bioroid: Engineering the Future", "credits": 5,
             "bad_publicity": {bad_publicity}, "rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund"],
             "servers": {{"remote1": {{"root": [{{"title": "Luana Campos", "rezzed": true, "bad_publicity": {hosted}}}]}}}}}},
            "runner": {{"identity": "{}", "credits": 5}},
            "active": "corp", "turn": 3, "phase": "turn_start"}}"#,
        startup::CATALYST
    ))
}

// Luana Campos: as the Corp's turn begins it may host 1 of its bad publicity counters on it
// (no longer the Corp's: no effect while hosted), gaining 3 credits and drawing 1 card.
#[test]
fn c36057_luana_campos_hosts_bad_publicity_for_credits_and_a_card() {
    let mut g = luana_turn_start(2, 0);
    let luana = id(&g, "Luana Campos");
    pass_until(&mut g, "mode");
    assert_eq!(g.current_side(), Some(Side::Corp));
    act(&mut g, mode_of(luana, 0));
    assert_eq!(g.corp.bad_publicity, 1);
    assert_eq!(g.cards[luana as usize].bad_publicity, 1);
    assert_eq!(g.corp.credits, 8);
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.corp.hq.len(), 2, "1 card drawn, then the turn's draw");
}

// Luana Campos: "you may": declining changes nothing; with no bad publicity it is not asked.
#[test]
fn c36057_luana_campos_optional_and_needs_bad_publicity() {
    let mut g = luana_turn_start(1, 0);
    let luana = id(&g, "Luana Campos");
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(luana, 1));
    assert_eq!(g.corp.bad_publicity, 1);
    assert_eq!(g.corp.credits, 5);
    let mut g = luana_turn_start(0, 2);
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.corp.credits, 5, "never asked");
    assert_eq!(g.cards[id(&g, "Luana Campos") as usize].bad_publicity, 2);
}

// Luana Campos, interrupt: as the Runner trashes it while accessing it, the Corp takes all the
// hosted bad publicity back.
#[test]
fn c36057_luana_campos_trashed_gives_back_hosted_bad_publicity() {
    let mut g = runner_turn(
        r#""bad_publicity": 1, "servers": {"remote1": {"root": [{"title": "Luana Campos", "rezzed": true, "bad_publicity": 2}]}}"#,
        r#""credits": 5"#,
    );
    let luana = id(&g, "Luana Campos");
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| {
        is_legal(g, Action::new(ActionKind::Trash).card(luana))
    });
    act(&mut g, Action::new(ActionKind::Trash).card(luana));
    assert_eq!(zone(&g, luana), Zone::Archives);
    assert_eq!(g.cards[luana as usize].bad_publicity, 0);
    assert_eq!(g.corp.bad_publicity, 3);
    assert_eq!(
        g.runner.credits, 3,
        "trash cost 3, 1 of it the bad publicity credit"
    );
}

// Luana Campos unrezzed (derezzed since it took the counters) is not active: its interrupt does
// not happen, and the hosted counters leave play with it.
#[test]
fn c36057_luana_campos_unrezzed_keeps_nothing_back() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": [{"title": "Luana Campos", "bad_publicity": 1}]}}"#,
        r#""credits": 5"#,
    );
    let luana = id(&g, "Luana Campos");
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| {
        is_legal(g, Action::new(ActionKind::Trash).card(luana))
    });
    act(&mut g, Action::new(ActionKind::Trash).card(luana));
    assert_eq!(g.corp.bad_publicity, 0);
    assert_eq!(g.cards[luana as usize].bad_publicity, 0);
}

// Luana Campos: hosted bad publicity is written in a scenario (`bad_publicity` on the card) and
// read back; it does not count as the Corp's bad publicity (no bad publicity credits in a run).
#[test]
fn c36057_luana_campos_hosted_bad_publicity_round_trips_and_gives_no_credits() {
    let g = luana_turn_start(0, 2);
    let v = g.to_scenario();
    assert_eq!(
        v["corp"]["servers"]["remote1"]["root"][0]["bad_publicity"],
        2
    );
    let back = GameState::from_scenario_json(&v.to_string()).unwrap();
    assert_eq!(
        back.cards[id(&back, "Luana Campos") as usize].bad_publicity,
        2
    );
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": [{"title": "Luana Campos", "rezzed": true, "bad_publicity": 2}]}}"#,
        "",
    );
    run_on(&mut g, "remote1");
    assert_eq!(g.run.unwrap().bad_publicity_credits, 0);
}

// ----- 36065 Shackleton Grid -----

/// A Runner turn: Ice Wall rezzed on HQ and on R&D, Shackleton Grid rezzed in HQ's root; the
/// Corp's `bad_publicity`; Corroder and `rig` installed; 5 cards in the grip.
fn shackleton(bad_publicity: u8, rig: &str) -> GameState {
    runner_turn(
        &format!(
            r#""bad_publicity": {bad_publicity}, "hq": ["PAD Campaign"], "servers": {{"hq": {{"ice": [{{"title": "Ice Wall", "rezzed": true}}], "root": [{{"title": "Shackleton Grid", "rezzed": true}}]}}, "rd": {{"ice": [{{"title": "Ice Wall", "rezzed": true}}]}}}}"#
        ),
        &format!(
            r#""credits": 9, "rig": ["Corroder"{rig}], "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#
        ),
    )
}

/// One step of a run: the first access offered, else a pass.
fn step_run(g: &mut GameState) {
    match g.legal_actions().first() {
        Some(&a) if g.decision_name() == "access" => act(g, a),
        _ => pass(g),
    }
}

/// Plays the run to its end (accessing cards in the first order offered).
fn finish_run(g: &mut GameState) {
    while g.run.is_some() {
        step_run(g);
    }
}

/// Runs `server` and breaks its Ice Wall with Corroder (1 credit).
fn run_and_break(g: &mut GameState, server: &str) {
    let corroder = id(g, "Corroder");
    run_on(g, server);
    pass_to(g, |g| !legal_on(g, ActionKind::Break, corroder).is_empty());
    act(g, Action::new(ActionKind::Break).card(corroder).target(0));
}

// Shackleton Grid: a recurring credit (Cyberfeeder's) spent during a run on its server lets the
// Corp do 4 meat damage.
#[test]
fn c36065_shackleton_grid_hosted_credit_spent_four_meat_damage() {
    let mut g = shackleton(0, r#", {"title": "Cyberfeeder", "credits": 1}"#);
    let grid = id(&g, "Shackleton Grid");
    run_and_break(&mut g, "hq");
    assert_eq!(g.cards[id(&g, "Cyberfeeder") as usize].credits, 0);
    assert_eq!(g.runner.credits, 9, "paid from outside the pool");
    assert_eq!(g.decision_name(), "mode");
    assert_eq!(g.current_side(), Some(Side::Corp));
    act(&mut g, mode_of(grid, 0));
    assert_eq!(g.runner.grip.len(), 1, "4 meat damage");
}

// Shackleton Grid: bad publicity credits are spent from outside the credit pool too.
#[test]
fn c36065_shackleton_grid_bad_publicity_credits_count() {
    let mut g = shackleton(1, "");
    let grid = id(&g, "Shackleton Grid");
    run_and_break(&mut g, "hq");
    assert_eq!(g.runner.credits, 9, "the bad publicity credit paid");
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(grid, 0));
    assert_eq!(g.runner.grip.len(), 1);
}

// Shackleton Grid: credits from the credit pool do not trigger it, nor do hosted credits spent
// in a run on another server.
#[test]
fn c36065_shackleton_grid_pool_credits_and_other_servers_do_not_count() {
    let mut g = shackleton(0, "");
    run_and_break(&mut g, "hq");
    assert_eq!(g.runner.credits, 8);
    finish_run(&mut g);
    assert_eq!(g.runner.grip.len(), 5);
    let mut g = shackleton(0, r#", {"title": "Cyberfeeder", "credits": 1}"#);
    run_and_break(&mut g, "rd");
    assert_eq!(g.cards[id(&g, "Cyberfeeder") as usize].credits, 0);
    finish_run(&mut g);
    assert_eq!(g.runner.grip.len(), 5);
}

// Shackleton Grid: "you may", once per turn: a declined offer comes back on the next spending;
// once used, no more this turn.
#[test]
fn c36065_shackleton_grid_once_per_turn_declined_comes_back() {
    let mut g = shackleton(2, "");
    let grid = id(&g, "Shackleton Grid");
    run_and_break(&mut g, "hq");
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(grid, 1));
    assert_eq!(g.runner.grip.len(), 5);
    finish_run(&mut g);
    run_and_break(&mut g, "hq");
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(grid, 0));
    assert_eq!(g.runner.grip.len(), 1);
    // A third run this turn: the Corp's bad publicity pays again, and nothing is offered.
    finish_run(&mut g);
    g.runner.credits = 9;
    run_and_break(&mut g, "hq");
    while g.run.is_some() {
        assert_ne!(g.decision_name(), "mode", "once per turn");
        step_run(&mut g);
    }
}
