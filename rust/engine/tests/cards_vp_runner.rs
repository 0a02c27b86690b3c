//! Scenario tests of the Vantage Point Runner cards the engine implements: Virtual
//! Intelligence, P.I. (36009), Borrowed Goods (36013) and Stowaway (36024). No ruling of `rulings_2022_2026.json` names a Vantage Point
//! card.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Zone};
use startup::runner_turn;

// ----- helpers -----

/// Installs grip `card`, keeping every installed program.
fn install(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Install).card(card));
    while g.decision_name() == "memory" {
        pass(g);
    }
}

// ----- 36013 Borrowed Goods -----

// Borrowed Goods: an untagged Runner installing it takes 1 tag; it adds 1 memory.
#[test]
fn c36013_borrowed_goods_tags_an_untagged_runner_and_adds_memory() {
    let mut g = runner_turn("", r#""credits": 5, "grip": ["Borrowed Goods"]"#);
    let before = g.memory_limit();
    let c = id(&g, "Borrowed Goods");
    install(&mut g, c);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.memory_limit(), before + 1);
}

// Borrowed Goods: a tagged Runner takes no further tag.
#[test]
fn c36013_borrowed_goods_no_tag_when_already_tagged() {
    let mut g = runner_turn("", r#""credits": 5, "grip": ["Borrowed Goods"]"#);
    g.runner.tags = 2;
    let c = id(&g, "Borrowed Goods");
    install(&mut g, c);
    assert_eq!(g.runner.tags, 2);
}

// ----- 36024 Stowaway -----

// Stowaway: installed on unrezzed ice too; a successful run on that ice's server gives 2
// credits, a successful run elsewhere nothing.
#[test]
fn c36024_stowaway_pays_for_successful_runs_on_its_server() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": ["Ice Wall"]}}"#,
        r#""credits": 1, "grip": ["Stowaway"]"#,
    );
    let st = id(&g, "Stowaway");
    let wall = id(&g, "Ice Wall");
    install(&mut g, st);
    assert_eq!(zone(&g, st), Zone::Rig);
    assert_eq!(g.cards[st as usize].host, wall);
    assert_eq!(g.runner.credits, 1, "it costs 0");
    run_on(&mut g, "rd");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.credits, 1, "R&D is not its server");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.credits, 3);
}

// Stowaway: with no ice installed it cannot be installed.
#[test]
fn c36024_stowaway_needs_ice() {
    let g = runner_turn("", r#""credits": 5, "grip": ["Stowaway"]"#);
    assert!(legal_on(&g, ActionKind::Install, id(&g, "Stowaway")).is_empty());
}

// ----- 36009 Virtual Intelligence, P.I. -----

const VIC: &str = r#"Virtual Intelligence, P.I.: "You Can Call Me Vic""#;

// Vic: a click and 1 credit draw a card and remove a tag, once per turn.
#[test]
fn c36009_vic_draws_and_removes_a_tag_once_per_turn() {
    let mut g = runner_turn_as(
        VIC,
        r#""credits": 5, "rd": ["Hedge Fund"]"#,
        r#""credits": 3, "stack": ["Sure Gamble", "Sure Gamble"]"#,
    );
    g.runner.tags = 2;
    let vic = g.runner.identity;
    act(&mut g, Action::new(ActionKind::Ability).card(vic).target(0));
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(g.runner.credits, 2);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.runner.grip.len(), 1);
    refused(&mut g, Action::new(ActionKind::Ability).card(vic).target(0));
}

// Vic: without a credit it cannot be used.
#[test]
fn c36009_vic_needs_a_credit() {
    let mut g = runner_turn_as(
        VIC,
        r#""credits": 5, "rd": ["Hedge Fund"]"#,
        r#""credits": 0"#,
    );
    let vic = g.runner.identity;
    refused(&mut g, Action::new(ActionKind::Ability).card(vic).target(0));
}
