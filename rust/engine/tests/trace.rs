//! Scenario tests of traces (Rules Reference, "Trace", "Trace Strength", "Link", "Link Strength",
//! "Credit - Recurring") through Hunter's subroutine during a run.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side};

// ----- helpers -----

fn bid(g: &mut GameState, amount: u8) {
    act(g, Action::new(ActionKind::Bid).amount(amount));
}

/// The amounts offered at a trace decision, in order.
fn bid_amounts(g: &GameState) -> Vec<u8> {
    legal(g, ActionKind::Bid).iter().map(|a| a.amount).collect()
}

const HUNTER_ON_HQ: &str =
    r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}]}}"#;

/// A Runner turn with a rezzed Hunter protecting HQ; `runner` includes the identity.
fn hunter_game(corp_credits: u16, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "Haas-Bioroid: Engineering the Future", "credits": {corp_credits}, {HUNTER_ON_HQ}}},
            "runner": {{{runner}}}, "active": "runner", "turn": 2}}"#
    ))
}

const KATE_GLOBALSEC: &str = r#""identity": "Kate \"Mac\" McCaffrey: Digital Tinker", "credits": 5, "rig": ["Access to Globalsec"]"#;

/// Runs on HQ into Hunter, up to the Corp's trace bid.
fn run_into_trace(g: &mut GameState) {
    run_on(g, "hq");
    assert_eq!(g.decision_name(), "trace_corp");
}

// Rules Reference, "Trace": the Corp spends credits first, then the Runner; each bid is limited by what the player can spend.
#[test]
fn trace_corp_bids_first_then_runner() {
    let mut g = hunter_game(
        3,
        r#""identity": "Noise: Hacker Extraordinaire", "credits": 4"#,
    );
    run_into_trace(&mut g);
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(bid_amounts(&g), vec![0, 1, 2, 3]);
    assert_eq!(g.legal_actions().len(), 4, "only bids");
    bid(&mut g, 1);
    // The Corp's credits are spent openly, before the Runner bids.
    assert_eq!(g.corp.credits, 2);
    assert_eq!(g.decision_name(), "trace_runner");
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_eq!(bid_amounts(&g), vec![0, 1, 2, 3, 4]);
    bid(&mut g, 3);
    assert_eq!(g.runner.credits, 1);
    // Strength 3 + 1 = 4 > link 0 + 3: one tag.
    assert_eq!(g.runner.tags, 1);
}

// Rules Reference, "Trace Strength"/"Link Strength": strength 3 + 1 = 4 exceeds link 1 (Kate) + 1 (Globalsec) + 1 = 3: success, 1 tag.
#[test]
fn trace_strength_exceeding_link_gives_a_tag() {
    let mut g = hunter_game(5, KATE_GLOBALSEC);
    run_into_trace(&mut g);
    bid(&mut g, 1);
    bid(&mut g, 1);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.corp.credits, 4);
    assert_eq!(g.runner.credits, 4);
    // The subroutine is over; the run continues to the server.
    assert_eq!(g.decision_name(), "jack_out");
    assert!(!g.run.unwrap().ended);
}

// Rules Reference, "Trace": if the link strength is equal to the trace strength, the trace fails (4 vs 1 + 1 + 2 = 4).
#[test]
fn trace_tie_fails() {
    let mut g = hunter_game(5, KATE_GLOBALSEC);
    run_into_trace(&mut g);
    bid(&mut g, 1);
    bid(&mut g, 2);
    assert_eq!(g.runner.tags, 0);
    assert_eq!(g.corp.credits, 4);
    assert_eq!(g.runner.credits, 3);
    assert_eq!(g.decision_name(), "jack_out");
}

// Rules Reference, "Trace": link strength greater than trace strength fails too (3 vs 1 + 1 + 2 = 4).
#[test]
fn trace_more_link_fails() {
    let mut g = hunter_game(5, KATE_GLOBALSEC);
    run_into_trace(&mut g);
    bid(&mut g, 0);
    bid(&mut g, 2);
    assert_eq!(g.runner.tags, 0);
    assert_eq!(g.corp.credits, 5);
    assert_eq!(g.runner.credits, 3);
}

// Rules Reference, "Link Strength": base link (Kate 1) and link from installed cards (Access to Globalsec +1) both count: 3 vs 2 + 1 fails.
#[test]
fn trace_link_counts_identity_and_globalsec() {
    let mut g = hunter_game(5, KATE_GLOBALSEC);
    run_into_trace(&mut g);
    bid(&mut g, 0);
    bid(&mut g, 1);
    assert_eq!(g.runner.tags, 0, "link 1 + 1 + 1 = 3 ties trace 3");
    // Without Globalsec, the same bids succeed (link 1 + 1 = 2 < 3).
    let mut g = hunter_game(
        5,
        r#""identity": "Kate \"Mac\" McCaffrey: Digital Tinker", "credits": 5"#,
    );
    run_into_trace(&mut g);
    bid(&mut g, 0);
    bid(&mut g, 1);
    assert_eq!(g.runner.tags, 1);
    // And with base link 0 (Noise) plus Globalsec, too.
    let mut g = hunter_game(
        5,
        r#""identity": "Noise: Hacker Extraordinaire", "credits": 5, "rig": ["Access to Globalsec"]"#,
    );
    run_into_trace(&mut g);
    bid(&mut g, 0);
    bid(&mut g, 1);
    assert_eq!(g.runner.tags, 1);
}

// Rules Reference, "Trace": with no bids, base strength 3 beats link 0.
#[test]
fn trace_base_strength_without_bids() {
    let mut g = hunter_game(
        0,
        r#""identity": "Noise: Hacker Extraordinaire", "credits": 0"#,
    );
    run_into_trace(&mut g);
    assert_eq!(bid_amounts(&g), vec![0]);
    bid(&mut g, 0);
    assert_eq!(bid_amounts(&g), vec![0]);
    bid(&mut g, 0);
    assert_eq!(g.runner.tags, 1);
}

// ----- NBN: Making News (recurring credits for traces, Rules Reference "Credit - Recurring" [1.3]) -----

/// From the end of a Runner turn through a Corp turn of three click-draws to the next Runner
/// action phase: NBN's recurring credits are placed at the Corp's step [1.3].
fn nbn_game(corp: &str) -> GameState {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "NBN: Making News", {corp},
                      "rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund"]}},
            "runner": {{"identity": "Noise: Hacker Extraordinaire", "credits": 5, "clicks": 0}},
            "active": "runner", "turn": 2}}"#
    ));
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(
        g.cards[g.corp.identity as usize].credits, 2,
        "refilled at [1.3]"
    );
    for _ in 0..3 {
        only(&mut g, ActionKind::ClickDraw);
    }
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.current_side(), Some(Side::Runner));
    g
}

// NBN: Making News: 2 recurring credits that can pay only for traces; the Corp's credit pool is untouched by bids up to 2.
#[test]
fn trace_nbn_recurring_credits_pay_trace_bids() {
    let mut g = nbn_game(
        r#""credits": 4, "hq": [], "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}]}}"#,
    );
    assert_eq!(g.corp.credits, 4);
    run_into_trace(&mut g);
    // Pool 4 + 2 trace-only credits.
    assert_eq!(bid_amounts(&g), vec![0, 1, 2, 3, 4, 5, 6]);
    bid(&mut g, 2);
    assert_eq!(g.corp.credits, 4, "the credit pool is untouched");
    assert_eq!(g.cards[g.corp.identity as usize].credits, 0);
    bid(&mut g, 4);
    // 3 + 2 = 5 > 0 + 4.
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.runner.credits, 1);
}

// NBN: Making News: a bid above 2 spends the 2 recurring credits and the rest from the pool.
#[test]
fn trace_nbn_bid_above_recurring_credits_uses_pool_for_the_rest() {
    let mut g = nbn_game(
        r#""credits": 4, "hq": [], "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}]}}"#,
    );
    run_into_trace(&mut g);
    bid(&mut g, 3);
    assert_eq!(g.corp.credits, 3);
    assert_eq!(g.cards[g.corp.identity as usize].credits, 0);
}

// NBN: Making News: the recurring credits cannot pay a rez cost (Hunter: 1) at run step [2.3].
#[test]
fn trace_nbn_recurring_credits_do_not_pay_rez_costs() {
    let mut g = nbn_game(r#""credits": 0, "hq": [], "servers": {"hq": {"ice": ["Hunter"]}}"#);
    let hunter = id(&g, "Hunter");
    run_on(&mut g, "hq");
    // [2.3]: no rez offered, the Corp has 0 credits in its pool.
    for _ in 0..8 {
        assert!(!g
            .legal_actions()
            .contains(&Action::new(ActionKind::Rez).card(hunter)));
        if g.decision_name() == "jack_out" {
            break;
        }
        act(&mut g, Action::new(ActionKind::Pass));
    }
    assert_eq!(g.decision_name(), "jack_out");
    assert!(!g.cards[hunter as usize].rezzed);
    assert_eq!(g.cards[g.corp.identity as usize].credits, 2);
    assert_eq!(g.runner.tags, 0);
}

// Labels count in words: "1 credit", "2 credits" (a label says what the action does).
#[test]
fn trace_bid_labels_use_singular_for_one_credit() {
    let mut g = hunter_game(
        3,
        r#""identity": "Noise: Hacker Extraordinaire", "credits": 4"#,
    );
    run_into_trace(&mut g);
    let labels: Vec<String> = legal(&g, ActionKind::Bid)
        .iter()
        .map(|a| g.label(a))
        .collect();
    assert_eq!(
        labels,
        [
            "spend 0 credits on the trace: strength 3 (base 3)",
            "spend 1 credit on the trace: strength 4 (base 3)",
            "spend 2 credits on the trace: strength 5 (base 3)",
            "spend 3 credits on the trace: strength 6 (base 3)"
        ]
    );
}
