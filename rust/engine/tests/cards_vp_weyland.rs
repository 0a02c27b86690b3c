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
    pass_until(&mut g, "pay_or_lose_program");
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
    pass_until(&mut g, "pay_or_lose_program");
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
