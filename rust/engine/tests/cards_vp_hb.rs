//! Scenario tests of the Vantage Point Haas-Bioroid cards of issue 25's third share: Ansel 2.0
//! (36028), Perfect Recall (36035), Vertigo (36031), Caveat Emptor (36032), Retirement Plan
//! (36034), Synchrocyclotron (36027), Méliès City Luxury Line (36026). No ruling of
//! `rulings_2022_2026.json` names a Vantage Point card: these follow the current card text and
//! the Rules Reference.

mod common;
mod elev_corp;
mod startup;
use common::*;
use elev_corp::until_encounter;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};
use startup::{corp_turn, runner_turn};

fn pick(card: u8) -> Action {
    Action::new(ActionKind::Mode).card(card).target(0)
}

fn install_in(card: u8, server: &str) -> Action {
    Action::new(ActionKind::Install)
        .card(card)
        .server(srv(server))
}

// ----- 36028 Ansel 2.0 -----

/// A Runner turn with a rezzed Ansel 2.0 protecting HQ; the Runner has `clicks` clicks, Rising
/// Tide installed and Sure Gamble in the heap; Ice Wall in HQ and Enigma in Archives.
fn ansel(clicks: u8) -> (GameState, u8) {
    let g = runner_turn(
        r#""hq": ["Ice Wall"], "archives": ["Enigma"],
           "servers": {"hq": {"ice": [{"title": "Ansel 2.0", "rezzed": true}]}}"#,
        &format!(r#""clicks": {clicks}, "rig": ["Rising Tide"], "heap": ["Sure Gamble"]"#),
    );
    let a = id(&g, "Ansel 2.0");
    (g, a)
}

// Ansel 2.0: the Runner loses 2 clicks for one use of its ability and breaks up to 2
// subroutines with it; the other 2 still resolve (the Corp installs nothing, the run ends).
#[test]
fn c36028_ansel_2_lose_two_clicks_breaks_up_to_two_subroutines() {
    let (mut g, a) = ansel(3);
    run_on(&mut g, "hq");
    until_encounter(&mut g, a);
    assert_eq!(g.runner.clicks, 2);
    act(&mut g, Action::new(ActionKind::Break).card(a).target(0));
    assert_eq!(g.runner.clicks, 0, "one use costs 2 clicks");
    assert_eq!(g.decision_name(), "break_more");
    act(&mut g, Action::new(ActionKind::Break).card(a).target(1));
    // No clicks left: no second use.
    assert!(legal_on(&g, ActionKind::Break, a).is_empty());
    pass_until(&mut g, "card_to_install");
    act(&mut g, Action::new(ActionKind::Pass));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(zone(&g, id(&g, "Rising Tide")), Zone::Rig);
    assert_eq!(zone(&g, id(&g, "Sure Gamble")), Zone::Heap);
    assert_eq!(g.runner.clicks, 0);
}

// Ansel 2.0: with only 1 click the Runner cannot pay the 2 clicks.
#[test]
fn c36028_ansel_2_break_needs_two_clicks() {
    let (mut g, a) = ansel(2);
    run_on(&mut g, "hq");
    until_encounter(&mut g, a);
    assert_eq!(g.runner.clicks, 1);
    assert!(legal_on(&g, ActionKind::Break, a).is_empty());
}

// Ansel 2.0 unbroken: the Corp trashes the Runner's only installed card, removes a heap card
// of its choice from the game, installs Enigma from Archives (paying: the second ice on HQ
// costs 1), and the run ends.
#[test]
fn c36028_ansel_2_subroutines_trash_remove_install_from_archives_end() {
    let (mut g, a) = ansel(3);
    run_on(&mut g, "hq");
    until_encounter(&mut g, a);
    pass(&mut g);
    let tide = id(&g, "Rising Tide");
    assert_eq!(zone(&g, tide), Zone::Heap, "the only Runner card, trashed");
    assert_eq!(g.decision_name(), "choose_card");
    assert_eq!(g.current_side(), Some(Side::Corp));
    let gamble = id(&g, "Sure Gamble");
    act(&mut g, pick(gamble));
    assert_eq!(zone(&g, gamble), Zone::Removed);
    assert_eq!(zone(&g, tide), Zone::Heap);
    assert_eq!(g.decision_name(), "card_to_install");
    let enigma = id(&g, "Enigma");
    let wall = id(&g, "Ice Wall");
    assert!(is_legal(&g, pick(wall)), "HQ is offered too");
    act(&mut g, pick(enigma));
    assert_eq!(g.decision_name(), "install_where");
    let credits = g.corp.credits;
    act(&mut g, install_in(enigma, "hq"));
    pass_until_or_done(&mut g);
    assert_eq!(zone(&g, enigma), Zone::Ice(srv("hq")));
    // Paid 1 for the second ice on HQ; Engineering the Future gave 1 for the first install.
    assert_eq!(g.corp.credits, credits, "install cost of a second ice paid");
    assert!(g.run.is_none_or(|r| r.ended));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.last_run.as_ref().map(|r| r.successful), Some(false));
}

/// Plays the run out: passes where the rules allow it, otherwise takes the first legal action
/// (the order of access; a forced steal); every decision is checked against `check` first.
fn finish_run(g: &mut GameState, check: impl Fn(&GameState)) {
    for _ in 0..64 {
        if g.run.is_none() {
            return;
        }
        check(g);
        let legal = g.legal_actions();
        let a = if legal.iter().any(|a| a.kind == ActionKind::Pass) {
            Action::new(ActionKind::Pass)
        } else {
            legal[0]
        };
        act(g, a);
    }
    panic!("the run never ended; at {}", g.decision_name());
}

/// Passes install step 3 (trash cards already there) if it is asked.
fn pass_until_or_done(g: &mut GameState) {
    if g.decision_name() == "install_trash" {
        act(g, Action::new(ActionKind::Pass));
    }
}

// ----- 36035 Perfect Recall -----

/// A Runner turn: Perfect Recall (`recall`, JSON) in the root of remote1 beside `card`; Hostile
/// Takeover and PAD Campaign in HQ.
fn recall(recall: &str, card: &str) -> (GameState, u8) {
    let g = runner_turn(
        &format!(
            r#""hq": ["Hostile Takeover", "PAD Campaign"], "credits": 8,
               "servers": {{"remote1": {{"root": [{recall}, {card}]}}}}"#
        ),
        r#""clicks": 4, "credits": 9"#,
    );
    let r = id(&g, "Perfect Recall");
    (g, r)
}

/// Passes until the Corp may use `card`'s paid ability 0, and uses it.
fn use_recall(g: &mut GameState, card: u8) {
    let a = Action::new(ActionKind::Ability).card(card).target(0);
    for _ in 0..32 {
        if is_legal(g, a) {
            act(g, a);
            return;
        }
        pass(g);
    }
    panic!("Perfect Recall never usable; at {}", g.decision_name());
}

// Perfect Recall: rezzed, it places a power counter on itself; spent during the run to reveal
// Hostile Takeover in HQ, the Runner cannot steal the copy it accesses in the server.
#[test]
fn c36035_perfect_recall_rez_counter_then_revealed_copy_cannot_be_stolen() {
    let (mut g, r) = recall(r#""Perfect Recall""#, r#""Hostile Takeover""#);
    run_on(&mut g, "remote1");
    until_rez(&mut g, r);
    act(&mut g, rez(r));
    assert_eq!(g.cards[r as usize].power, 1, "placed when rezzed");
    use_recall(&mut g, r);
    assert_eq!(g.decision_name(), "choose_card");
    let ht: Vec<u8> = ids(&g, "Hostile Takeover");
    let in_hq = *ht.iter().find(|&&c| zone(&g, c) == Zone::Hq).unwrap();
    let installed = *ht.iter().find(|&&c| zone(&g, c) != Zone::Hq).unwrap();
    act(&mut g, pick(in_hq));
    assert_eq!(g.cards[r as usize].power, 0, "the counter paid");
    assert!(known_to_runner(&g, in_hq), "revealed");
    finish_run(&mut g, |_| {});
    assert_eq!(
        zone(&g, installed),
        Zone::Root(srv("remote1")),
        "not stolen"
    );
    assert!(g.runner.score_area.is_empty());
}

// Perfect Recall: a revealed asset's copies cannot be trashed either (only copies of the
// revealed card: nothing else is forbidden).
#[test]
fn c36035_perfect_recall_revealed_copy_cannot_be_trashed() {
    let (mut g, r) = recall(
        r#"{"title": "Perfect Recall", "rezzed": true, "power": 1}"#,
        r#""PAD Campaign""#,
    );
    run_on(&mut g, "remote1");
    use_recall(&mut g, r);
    let pads = ids(&g, "PAD Campaign");
    let in_hq = *pads.iter().find(|&&c| zone(&g, c) == Zone::Hq).unwrap();
    let installed = *pads.iter().find(|&&c| zone(&g, c) != Zone::Hq).unwrap();
    act(&mut g, pick(in_hq));
    let trash = Action::new(ActionKind::Trash).card(installed);
    let other = Action::new(ActionKind::Trash).card(r);
    let offered = std::cell::Cell::new(false);
    finish_run(&mut g, |g| {
        assert!(
            !is_legal(g, trash),
            "a revealed card's copy cannot be trashed"
        );
        offered.set(offered.get() || is_legal(g, other));
    });
    assert!(offered.get(), "Perfect Recall itself may still be trashed");
    assert_eq!(zone(&g, installed), Zone::Root(srv("remote1")));
}

// Perfect Recall: without a run, or without a counter, the ability is not offered.
#[test]
fn c36035_perfect_recall_only_during_a_run_with_a_counter() {
    let (mut g, r) = recall(
        r#"{"title": "Perfect Recall", "rezzed": true}"#,
        r#""PAD Campaign""#,
    );
    let a = Action::new(ActionKind::Ability).card(r).target(0);
    run_on(&mut g, "remote1");
    pass_until_without(&mut g, "access", a);
}

// Perfect Recall: an agenda scored from its server places a counter.
#[test]
fn c36035_perfect_recall_counter_when_an_agenda_is_scored_from_its_server() {
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": [{"title": "Perfect Recall", "rezzed": true},
           {"title": "Hostile Takeover", "advancement": 1}]}}"#,
        "",
    );
    let r = id(&g, "Perfect Recall");
    let ht = id(&g, "Hostile Takeover");
    elev_corp::advance_and_score(&mut g, ht, ht);
    assert_eq!(zone(&g, ht), Zone::Score(Side::Corp));
    pass_windows(&mut g);
    assert_eq!(g.cards[r as usize].power, 1);
}

// Perfect Recall: an agenda stolen from its root places a counter (an agenda elsewhere does
// not).
#[test]
fn c36035_perfect_recall_counter_when_an_agenda_is_stolen_from_its_server() {
    let (mut g, r) = recall(
        r#"{"title": "Perfect Recall", "rezzed": true}"#,
        r#""Hostile Takeover""#,
    );
    run_on(&mut g, "remote1");
    finish_run(&mut g, |_| {});
    assert_eq!(g.runner.score_area.len(), 1);
    assert_eq!(g.cards[r as usize].power, 1);
    run_on(&mut g, "hq");
    finish_run(&mut g, |_| {});
    assert_eq!(g.cards[r as usize].power, 1, "HQ is not its server");
}

// ----- 36031 Vertigo -----

/// A Runner turn with `clicks` clicks: a rezzed Vertigo protects remote1, which holds Hostile
/// Takeover.
fn vertigo(clicks: u8) -> GameState {
    runner_turn(
        r#""servers": {"remote1": {"root": ["Hostile Takeover"],
           "ice": [{"title": "Vertigo", "rezzed": true}]}}"#,
        &format!(r#""clicks": {clicks}"#),
    )
}

// Vertigo: its subroutine takes the Runner's last click; passed with no click left, the Runner
// cannot steal the agenda it then accesses.
#[test]
fn c36031_vertigo_passed_with_no_clicks_forbids_stealing() {
    let mut g = vertigo(2);
    let ht = id(&g, "Hostile Takeover");
    run_on(&mut g, "remote1");
    finish_run(&mut g, |g| {
        assert!(!is_legal(g, Action::new(ActionKind::Score).card(ht)));
    });
    assert_eq!(g.runner.clicks, 0);
    assert_eq!(zone(&g, ht), Zone::Root(srv("remote1")), "not stolen");
    assert!(g.last_run.as_ref().is_some_and(|r| r.successful));
}

// Vertigo: passed with a click left, nothing is forbidden: the agenda is stolen.
#[test]
fn c36031_vertigo_passed_with_a_click_left_allows_stealing() {
    let mut g = vertigo(3);
    let ht = id(&g, "Hostile Takeover");
    run_on(&mut g, "remote1");
    finish_run(&mut g, |_| {});
    assert_eq!(g.runner.clicks, 1, "the subroutine took one");
    assert_eq!(zone(&g, ht), Zone::Score(Side::Runner));
}

// ----- 36034 Retirement Plan -----

/// A Corp turn (NBN: Making News) with `clicks` clicks, Retirement Plan in HQ, `archives` and
/// an Enigma protecting HQ.
fn retirement(clicks: u8, archives: &str) -> (GameState, u8) {
    let g = elev_corp::corp_turn(
        &format!(
            r#""clicks": {clicks}, "credits": 5, "hq": ["Retirement Plan"], "archives": [{archives}],
               "rd": ["Hedge Fund"], "servers": {{"hq": {{"ice": ["Enigma"]}}}}"#
        ),
        r#""credits": 5"#,
    );
    let rp = id(&g, "Retirement Plan");
    (g, rp)
}

// Retirement Plan: a double (2 clicks and 1 credit); the Corp installs a piece of ice from
// Archives (not the operation), paying the install cost of a second ice on HQ.
#[test]
fn c36034_retirement_plan_installs_ice_from_archives_paying_its_cost() {
    let (mut g, rp) = retirement(3, r#""Ice Wall", "Hedge Fund""#);
    play(&mut g, rp);
    assert_eq!(g.corp.clicks, 1, "one more click: a double");
    assert_eq!(g.corp.credits, 4);
    let wall = id(&g, "Ice Wall");
    // Only one card it may install: asked for its server straight away.
    assert_eq!(g.decision_name(), "install_where");
    act(&mut g, install_in(wall, "hq"));
    pass_until_or_done(&mut g);
    assert_eq!(zone(&g, wall), Zone::Ice(srv("hq")));
    assert_eq!(g.corp.credits, 3, "1 for the second ice on HQ");
}

// Retirement Plan: an agenda or asset from Archives too (in a remote server).
#[test]
fn c36034_retirement_plan_installs_an_agenda_or_asset() {
    let (mut g, rp) = retirement(3, r#""Hostile Takeover", "PAD Campaign""#);
    play(&mut g, rp);
    assert_eq!(g.decision_name(), "card_to_install");
    let ht = id(&g, "Hostile Takeover");
    act(&mut g, pick(ht));
    assert_eq!(zone(&g, ht), Zone::Root(srv("remote1")));
}

// Retirement Plan: not playable with 1 click (a double), nor without an agenda, asset or ice
// in Archives.
#[test]
fn c36034_retirement_plan_needs_two_clicks_and_a_card_to_install() {
    let (g, rp) = retirement(1, r#""Ice Wall""#);
    assert!(legal_on(&g, ActionKind::Play, rp).is_empty());
    let (g, rp) = retirement(3, r#""Hedge Fund""#);
    assert!(legal_on(&g, ActionKind::Play, rp).is_empty());
    let (g, rp) = retirement(3, r#""Ice Wall""#);
    assert!(!legal_on(&g, ActionKind::Play, rp).is_empty());
}

// ----- 36032 Caveat Emptor -----

/// A Corp turn with 2 clicks left, Caveat Emptor in HQ and 5 credits.
fn caveat() -> (GameState, u8) {
    let g = corp_turn(r#""clicks": 2, "hq": ["Caveat Emptor"]"#, "");
    let c = id(&g, "Caveat Emptor");
    (g, c)
}

/// Plays Caveat Emptor in mode `m`, then plays on to the Runner's action phase.
fn caveat_to_runner_turn(m: u8) -> GameState {
    let (mut g, c) = caveat();
    play(&mut g, c);
    act(&mut g, Action::new(ActionKind::Mode).card(c).target(m));
    assert_eq!(g.corp.credits, if m == 0 { 6 } else { 10 });
    assert_eq!(g.runner.next_turn_clicks, if m == 0 { -1 } else { 1 });
    only(&mut g, ActionKind::ClickCredit);
    pass_to(&mut g, at_action(Side::Runner));
    g
}

// Caveat Emptor, first mode: gain 6 credits; the Runner's next turn has 3 clicks.
#[test]
fn c36032_caveat_emptor_six_credits_and_one_runner_click_fewer() {
    let g = caveat_to_runner_turn(0);
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(g.runner.next_turn_clicks, 0, "spent on that turn");
}

// Caveat Emptor, second mode: gain 10 credits; the Runner's next turn has 5 clicks.
#[test]
fn c36032_caveat_emptor_ten_credits_and_one_runner_click_more() {
    let g = caveat_to_runner_turn(1);
    assert_eq!(g.runner.clicks, 5);
}

// Caveat Emptor: the Runner's changed allotment is written in a scenario and read back.
#[test]
fn c36032_caveat_emptor_next_turn_clicks_round_trip_in_a_scenario() {
    let (mut g, c) = caveat();
    play(&mut g, c);
    act(&mut g, Action::new(ActionKind::Mode).card(c).target(0));
    let v = g.to_scenario();
    assert_eq!(v["runner"]["next_turn_clicks"], -1);
    assert!(
        v["corp"].get("next_turn_clicks").is_none(),
        "unchanged: left out"
    );
    let back = GameState::from_scenario_json(&v.to_string()).expect("reads back");
    assert_eq!(back.runner.next_turn_clicks, -1);
}

// ----- 36026 Méliès City Luxury Line -----

const LUXURY: &str = "Melies City Luxury Line";

/// A Runner turn with `clicks` clicks: Méliès City Luxury Line alone in remote1.
fn luxury(clicks: u8) -> (GameState, u8) {
    let g = runner_turn(
        &format!(r#""servers": {{"remote1": {{"root": ["{LUXURY}"]}}}}"#),
        &format!(r#""clicks": {clicks}"#),
    );
    let l = id(&g, LUXURY);
    (g, l)
}

// Méliès City Luxury Line: stealing it costs a click more (offered with the click shown; the
// Runner may also leave it).
#[test]
fn c36026_luxury_line_stealing_costs_a_click() {
    let (mut g, l) = luxury(2);
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    let steal = Action::new(ActionKind::Score).card(l);
    assert!(is_legal(&g, steal));
    assert!(is_legal(&g, Action::new(ActionKind::Pass)), "not forced");
    assert_eq!(g.label(&steal), "steal Melies City Luxury Line (1 click)");
    assert_eq!(g.runner.clicks, 1);
    act(&mut g, steal);
    assert_eq!(g.runner.clicks, 0);
    assert_eq!(zone(&g, l), Zone::Score(Side::Runner));
}

// Méliès City Luxury Line: a Runner with no click left cannot steal it.
#[test]
fn c36026_luxury_line_cannot_be_stolen_without_a_click() {
    let (mut g, l) = luxury(1);
    run_on(&mut g, "remote1");
    finish_run(&mut g, |g| {
        assert!(!is_legal(g, Action::new(ActionKind::Score).card(l)));
    });
    assert_eq!(zone(&g, l), Zone::Root(srv("remote1")));
}

// Méliès City Luxury Line: scoring it gives the Corp a click at once.
#[test]
fn c36026_luxury_line_scored_gains_a_click() {
    let mut g = corp_turn(
        &format!(
            r#""servers": {{"remote1": {{"root": [{{"title": "{LUXURY}", "advancement": 4}}]}}}}"#
        ),
        "",
    );
    let l = id(&g, LUXURY);
    elev_corp::advance_and_score(&mut g, l, l);
    pass_windows(&mut g);
    assert_eq!(zone(&g, l), Zone::Score(Side::Corp));
    assert_eq!(g.corp.clicks, 3, "3 - 1 to advance + 1");
}

// ----- 36027 Synchrocyclotron -----

/// A Corp turn (NBN: Making News) with `clicks` clicks, 9 credits, Synchrocyclotron (`sync`,
/// JSON) in remote1, two Retirement Plans in HQ and Ice Wall, Enigma in Archives.
fn synchro(clicks: u8, sync: &str) -> GameState {
    elev_corp::corp_turn(
        &format!(
            r#""clicks": {clicks}, "credits": 9, "hq": ["Retirement Plan", "Retirement Plan"],
               "archives": ["Ice Wall", "Enigma"], "rd": ["Hedge Fund"],
               "servers": {{"remote1": {{"root": [{sync}]}}}}"#
        ),
        r#""credits": 5"#,
    )
}

/// Plays a Retirement Plan from HQ and installs the first card offered.
fn play_retirement(g: &mut GameState) {
    let rp = *ids(g, "Retirement Plan")
        .iter()
        .find(|&&c| zone(g, c) == Zone::Hq)
        .unwrap();
    play(g, rp);
    for _ in 0..4 {
        match g.legal_actions().first() {
            Some(a) if g.decision_name() != "action" && a.kind != ActionKind::Pass => {
                let a = *a;
                act(g, a)
            }
            _ => break,
        }
    }
    pass_until_or_done(g);
}

// Synchrocyclotron: the first double operation of the turn costs 1 click (playable with only
// 1 click left); the second costs 2 again.
#[test]
fn c36027_synchrocyclotron_first_double_costs_a_click_less() {
    let mut g = synchro(3, r#"{"title": "Synchrocyclotron", "rezzed": true}"#);
    play_retirement(&mut g);
    assert_eq!(g.corp.clicks, 2, "the first double: 1 click");
    play_retirement(&mut g);
    assert_eq!(g.corp.clicks, 0, "the second: 2 clicks");
    let mut g = synchro(1, r#"{"title": "Synchrocyclotron", "rezzed": true}"#);
    let rp = ids(&g, "Retirement Plan")[0];
    assert!(
        !legal_on(&g, ActionKind::Play, rp).is_empty(),
        "1 click is enough"
    );
    play_retirement(&mut g);
    assert_eq!(g.corp.clicks, 0);
}

// Synchrocyclotron (Rules Reference, "Ordinal Events"): rezzed after a double was played this
// turn, the next double is not the first and costs 2 clicks; unrezzed it changes nothing.
#[test]
fn c36027_synchrocyclotron_only_the_first_double_of_the_turn() {
    let mut g = synchro(4, r#""Synchrocyclotron""#);
    let sync = id(&g, "Synchrocyclotron");
    play_retirement(&mut g);
    assert_eq!(g.corp.clicks, 2, "unrezzed: no change");
    until_rez(&mut g, sync);
    act(&mut g, rez(sync));
    play_retirement(&mut g);
    assert_eq!(g.corp.clicks, 0, "not the first double of the turn");
}

// Allotted clicks of a next turn beyond the limit (15 either way) are refused, in a scenario
// and in a saved game, with a clear error.
#[test]
fn c36032_caveat_emptor_next_turn_clicks_beyond_the_limit_are_refused() {
    let (g, _) = caveat();
    let mut v = g.to_scenario();
    v["runner"]["next_turn_clicks"] = 16.into();
    let err = GameState::from_scenario_json(&v.to_string()).unwrap_err();
    assert!(err.to_string().contains("next-turn clicks"), "{err}");
    let mut saved: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    saved["corp"]["next_turn_clicks"] = (-100).into();
    let err = GameState::from_json(&saved.to_string()).unwrap_err();
    assert!(err.to_string().contains("next-turn clicks"), "{err}");
}
