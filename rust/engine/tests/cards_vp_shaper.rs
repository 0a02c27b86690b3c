//! Scenario tests of the Vantage Point Shaper cards written after the first three (Hiram
//! "0mission" Svensson and on). No ruling of `rulings_2022_2026.json` names a Vantage Point card:
//! the tests follow the current card text and the Rules Reference.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState};

const HIRAM: &str = "Hiram \"0mission\" Svensson: Shadow of the Past";

/// Installs grip `card`, keeping every installed program.
fn install(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Install).card(card));
    while g.decision_name() == "memory" {
        pass(g);
    }
}

/// Resolves pending decisions (ordering simultaneous abilities by the first offer, passing
/// otherwise) until the Runner's next action.
fn settle(g: &mut GameState) {
    for _ in 0..32 {
        if at_action(nr_engine::Side::Runner)(g) {
            return;
        }
        if g.decision_name() == "order_triggers" {
            let a = legal(g, ActionKind::Order)[0];
            act(g, a);
        } else {
            pass(g);
        }
    }
    panic!("stuck at {}", g.decision_name());
}

/// The top card of R&D.
fn rd_top(g: &GameState) -> u8 {
    *g.corp.rd.last().unwrap()
}

// ----- 36017 Hiram "0mission" Svensson -----

// Hiram: installing a piece of hardware lets the Runner look at the top card of R&D (known to
// the Runner, still in R&D); installing a program does not.
#[test]
fn c36017_hiram_looks_at_rd_when_installing_hardware() {
    let mut g = runner_turn_as(
        HIRAM,
        r#""credits": 5, "rd": ["Hedge Fund", "Ice Wall"]"#,
        r#""credits": 5, "grip": ["Borrowed Goods", "Corroder"]"#,
    );
    let top = rd_top(&g);
    let corroder = id(&g, "Corroder");
    install(&mut g, corroder);
    settle(&mut g);
    assert!(!known_to_runner(&g, top), "a program is not hardware");
    let bg = id(&g, "Borrowed Goods");
    install(&mut g, bg);
    settle(&mut g);
    assert!(known_to_runner(&g, top));
    assert_eq!(rd_top(&g), top, "looking moves nothing");
    assert!(!known_to_runner(&g, g.corp.rd[0]), "only the top card");
}

// Hiram: hardware trashed from the grip (here by net damage: "from any location") also lets the
// Runner look at the top card of R&D.
#[test]
fn c36017_hiram_looks_at_rd_when_hardware_is_trashed_from_the_grip() {
    let mut g = runner_turn_as(
        HIRAM,
        r#""credits": 5, "rd": ["Hedge Fund", "Ice Wall"],
            "servers": {"hq": {"ice": [{"title": "Diviner", "rezzed": true}]}}"#,
        r#""credits": 5, "grip": ["Borrowed Goods"]"#,
    );
    let top = rd_top(&g);
    let bg = id(&g, "Borrowed Goods");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| {
        g.cards[bg as usize].zone == nr_engine::Zone::Heap
    });
    assert!(known_to_runner(&g, top));
}

// ----- 36019 Beta Build -----

// Beta Build: a non-virus program of the stack (a virus is not offered) is installed at no
// cost, the Runner runs any server, and when the run ends the program goes on top of the stack.
#[test]
fn c36019_beta_build_installs_free_runs_and_returns_the_program_to_the_stack() {
    let mut g = startup::runner_turn(
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 3, "grip": ["Beta Build"],
            "stack": ["Sure Gamble", "Corroder", "Datasucker", "Sure Gamble"]"#,
    );
    let bb = id(&g, "Beta Build");
    let corroder = id(&g, "Corroder");
    play(&mut g, bb);
    let offers: Vec<u8> = legal(&g, ActionKind::Install)
        .iter()
        .map(|a| a.card)
        .collect();
    assert_eq!(offers, vec![corroder], "Datasucker is a virus");
    assert!(is_legal(&g, Action::new(ActionKind::Pass)));
    act(&mut g, Action::new(ActionKind::Install).card(corroder));
    while g.decision_name() == "memory" {
        pass(&mut g);
    }
    assert_eq!(zone(&g, corroder), nr_engine::Zone::Rig);
    assert_eq!(g.runner.credits, 0, "the program costs nothing");
    // Any server: the remote too.
    assert!(legal(&g, ActionKind::Run)
        .iter()
        .any(|a| a.server == srv("remote1")));
    act(&mut g, Action::new(ActionKind::Run).server(srv("rd")));
    assert!(g.run.is_some());
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.stack.last(), Some(&corroder));
    assert_eq!(zone(&g, bb), nr_engine::Zone::Heap);
}

// Beta Build: with no non-virus program in the stack, the run still happens.
#[test]
fn c36019_beta_build_runs_without_a_program() {
    let mut g = startup::runner_turn(
        "",
        r#""credits": 3, "grip": ["Beta Build"], "stack": ["Datasucker", "Sure Gamble"]"#,
    );
    let bb = id(&g, "Beta Build");
    play(&mut g, bb);
    assert!(legal(&g, ActionKind::Install).is_empty());
    act(&mut g, Action::new(ActionKind::Run).server(srv("hq")));
    assert!(g.run.is_some());
    assert_eq!(g.runner.stack.len(), 2);
}

// ----- 36020 Methuselah -----

/// Passes until the Runner encounters ice with a break on offer (true), or the run is over.
fn to_break(g: &mut GameState) -> bool {
    for _ in 0..32 {
        if g.run.is_none() {
            return false;
        }
        if !legal(g, ActionKind::Break).is_empty() {
            return true;
        }
        if g.decision_name() == "choose_card" {
            return false;
        }
        pass(g);
    }
    false
}

// Methuselah: 1 more memory; as a run begins the Runner may trash a piece of hardware from the
// grip to place 2 credits on it, spendable during runs (here on Corroder's break, with an empty
// credit pool) and not outside them.
#[test]
fn c36020_methuselah_trashes_grip_hardware_for_credits_usable_in_runs() {
    let mut g = startup::runner_turn(
        r#""servers": {"archives": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 0, "rig": ["Methuselah", "Corroder"], "grip": ["Borrowed Goods", "Mayfly"]"#,
    );
    let m = id(&g, "Methuselah");
    let bg = id(&g, "Borrowed Goods");
    assert_eq!(g.memory_limit(), 5);
    run_on(&mut g, "archives");
    assert_eq!(g.decision_name(), "choose_card");
    let offers = legal(&g, ActionKind::Trash);
    assert_eq!(offers.len(), 1, "only hardware: {offers:?}");
    act(&mut g, Action::new(ActionKind::Trash).card(bg));
    assert_eq!(zone(&g, bg), nr_engine::Zone::Heap);
    assert_eq!(g.cards[m as usize].credits, 2);
    assert!(
        to_break(&mut g),
        "its credits pay for the break during the run"
    );
    let b = legal(&g, ActionKind::Break)[0];
    act(&mut g, b);
    assert_eq!(g.cards[m as usize].credits, 1);
    pass_to(&mut g, |g| g.run.is_none());
    settle(&mut g);
    let mayfly = id(&g, "Mayfly");
    assert!(
        legal_on(&g, ActionKind::Install, mayfly).is_empty(),
        "not outside runs"
    );
}

// Methuselah: the Runner may decline; with no hardware in the grip nothing is asked.
#[test]
fn c36020_methuselah_is_optional() {
    let mut g = startup::runner_turn(
        "",
        r#""credits": 0, "rig": ["Methuselah"], "grip": ["Borrowed Goods"]"#,
    );
    let m = id(&g, "Methuselah");
    run_on(&mut g, "archives");
    pass(&mut g);
    assert_eq!(g.cards[m as usize].credits, 0);
    assert_eq!(g.runner.grip.len(), 1);
    let mut g = startup::runner_turn("", r#""credits": 0, "rig": ["Methuselah"]"#);
    run_on(&mut g, "archives");
    assert_ne!(g.decision_name(), "choose_card");
}

// Methuselah with Hiram: hardware trashed from the grip as its cost lets Hiram look at R&D.
#[test]
fn c36020_methuselah_trash_from_grip_triggers_hiram() {
    let mut g = runner_turn_as(
        HIRAM,
        r#""credits": 5, "rd": ["Hedge Fund", "Ice Wall"]"#,
        r#""credits": 0, "rig": ["Methuselah"], "grip": ["Borrowed Goods"]"#,
    );
    let top = rd_top(&g);
    run_on(&mut g, "archives");
    let bg = id(&g, "Borrowed Goods");
    act(&mut g, Action::new(ActionKind::Trash).card(bg));
    assert!(known_to_runner(&g, top));
}

// ----- 36021 Touchstone -----

// Touchstone: only the first event each turn places 1 credit on it.
#[test]
fn c36021_touchstone_first_event_each_turn() {
    let mut g = startup::runner_turn(
        "",
        r#""credits": 5, "rig": ["Touchstone"], "grip": ["Sure Gamble", "Sure Gamble"]"#,
    );
    let t = id(&g, "Touchstone");
    let sg = ids(&g, "Sure Gamble");
    play(&mut g, sg[0]);
    assert_eq!(g.cards[t as usize].credits, 1);
    play(&mut g, sg[1]);
    assert_eq!(
        g.cards[t as usize].credits, 1,
        "only the first event of the turn"
    );
}

// Touchstone: its credits pay during runs only.
#[test]
fn c36021_touchstone_credits_only_during_runs() {
    let mut g = startup::runner_turn(
        r#""servers": {"archives": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 0, "rig": [{"title": "Touchstone", "credits": 2}, "Corroder"],
            "grip": ["Mayfly"]"#,
    );
    let mayfly = id(&g, "Mayfly");
    assert!(legal_on(&g, ActionKind::Install, mayfly).is_empty());
    run_on(&mut g, "archives");
    assert!(to_break(&mut g));
}

// ----- 36018 Aircheck -----

// Aircheck: a run on HQ or R&D paid from its 4 credits only (the pool cannot be spent: here a
// 1-credit break with Corroder), then, the run successful, a run on a remote server.
#[test]
fn c36018_aircheck_hosted_credits_only_then_a_remote_run() {
    let mut g = startup::runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]},
            "remote1": {"root": ["PAD Campaign"]}}, "hq": ["Hedge Fund"]"#,
        r#""credits": 3, "rig": ["Corroder"], "grip": ["Aircheck"]"#,
    );
    let a = id(&g, "Aircheck");
    play(&mut g, a);
    let servers: Vec<u8> = legal(&g, ActionKind::Run)
        .iter()
        .map(|x| x.server)
        .collect();
    assert_eq!(servers, vec![srv("hq"), srv("rd")]);
    act(&mut g, Action::new(ActionKind::Run).server(srv("hq")));
    assert_eq!(g.runner.credits, 2, "its play cost came from the pool");
    assert_eq!(g.cards[a as usize].credits, 4);
    // Corroder: 1 credit per break, strength 2 against Ice Wall's 1.
    pass_to(&mut g, |g| {
        !legal(g, ActionKind::Break).is_empty() || g.run.is_none()
    });
    let b = legal(&g, ActionKind::Break)[0];
    act(&mut g, b);
    assert_eq!(g.cards[a as usize].credits, 3);
    assert_eq!(g.runner.credits, 2, "the pool is not spent");
    pass_to(&mut g, |g| g.decision_name() == "mode" || g.run.is_none());
    let remote = Action::new(ActionKind::Mode).card(a).target(srv("remote1"));
    assert!(is_legal(&g, remote));
    act(&mut g, remote);
    assert_eq!(g.run.unwrap().server, srv("remote1"));
    pass_to(&mut g, |g| g.run.is_none());
    settle(&mut g);
    assert_eq!(zone(&g, a), nr_engine::Zone::Heap);
}

// Aircheck: with its credits spent, the pool still cannot pay during its run.
#[test]
fn c36018_aircheck_locks_the_credit_pool() {
    let mut g = startup::runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 9, "rig": ["Corroder"], "grip": ["Aircheck"]"#,
    );
    let a = id(&g, "Aircheck");
    play(&mut g, a);
    g.cards[a as usize].credits = 0;
    act(&mut g, Action::new(ActionKind::Run).server(srv("hq")));
    pass_to(&mut g, |g| {
        !legal(g, ActionKind::Break).is_empty() || g.run.is_none()
    });
    assert!(
        g.run.is_none(),
        "no break could be paid: Ice Wall ended the run"
    );
    assert_eq!(g.runner.credits, 8);
}

// Aircheck: "you cannot lose ... credits from your credit pool" while it is active: Tocsin's
// subroutine (the Runner loses 2 credits) takes nothing from the pool during Aircheck's run;
// after the run, the pool can be lost from again (Tocsin on a run of its own).
#[test]
fn c36018_aircheck_credit_pool_cannot_be_lost_from() {
    let mut g = startup::runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Tocsin", "rezzed": true}]}}"#,
        r#""credits": 9, "grip": ["Aircheck"]"#,
    );
    let a = id(&g, "Aircheck");
    play(&mut g, a);
    act(&mut g, Action::new(ActionKind::Run).server(srv("hq")));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.credits, 8, "only Aircheck's play cost");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.credits, 6, "a run of its own: 2 lost");
}

// ----- 36023 Sipa -----

/// A Runner turn with Sipa and Corroder; a rezzed Ice Wall protects HQ and an Enigma a remote.
fn sipa_turn() -> GameState {
    startup::runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]},
            "remote1": {"ice": ["Enigma"], "root": ["PAD Campaign"]}}"#,
        r#""credits": 5, "rig": ["Sipa", "Corroder"]"#,
    )
}

/// Runs HQ and breaks Ice Wall's subroutine with Corroder (`full`), or lets it resolve.
fn run_hq_breaking(g: &mut GameState, full: bool) {
    run_on(g, "hq");
    pass_to(g, |g| {
        !legal(g, ActionKind::Break).is_empty() || g.run.is_none()
    });
    if full {
        let b = legal(g, ActionKind::Break)[0];
        act(g, b);
    }
    pass_to(g, |g| g.decision_name() == "choose_card" || g.run.is_none());
}

// Sipa: passing HQ's outermost ice after breaking all its subroutines, the Runner may swap it
// with another installed piece of ice; only the first time each turn.
#[test]
fn c36023_sipa_swaps_fully_broken_outermost_ice_once_per_turn() {
    let mut g = sipa_turn();
    let (wall, enigma) = (id(&g, "Ice Wall"), id(&g, "Enigma"));
    run_hq_breaking(&mut g, true);
    assert_eq!(g.decision_name(), "choose_card");
    act(&mut g, Action::new(ActionKind::Mode).card(enigma));
    assert_eq!(zone(&g, wall), nr_engine::Zone::Ice(srv("remote1")));
    assert_eq!(zone(&g, enigma), nr_engine::Zone::Ice(srv("hq")));
    pass_to(&mut g, |g| g.run.is_none());
    settle(&mut g);
    // Enigma (unrezzed) on HQ now: the next run passes it without a break; and Sipa is used.
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| {
        !legal(g, ActionKind::Break).is_empty() || g.run.is_none()
    });
    if g.run.is_some() {
        let b = legal(&g, ActionKind::Break)[0];
        act(&mut g, b);
        pass_to(&mut g, |g| {
            g.decision_name() == "choose_card" || g.run.is_none()
        });
        assert_ne!(g.decision_name(), "choose_card", "once per turn");
    }
}

// Sipa: ice passed without breaking every subroutine is not swapped (Ice Wall's end the run
// resolves here, so it is not passed at all); nothing is asked.
#[test]
fn c36023_sipa_needs_the_ice_fully_broken() {
    let mut g = sipa_turn();
    run_hq_breaking(&mut g, false);
    assert!(g.run.is_none());
    assert_ne!(g.decision_name(), "choose_card");
}
