//! Scenario tests of Elevation neutral Corp cards: Mahkota Langit Grid (35082) and Petty Cash
//! (35081). No ruling of `rulings_2022_2026.json` names an Elevation card.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};
use startup::{corp_turn, runner_turn};

// ----- 35082 Mahkota Langit Grid -----

/// A Runner turn: remote1 holds Mahkota Langit Grid (`grid` JSON) and PAD Campaign (trash cost
/// 4); remote2 holds another PAD Campaign; the Runner has `credits`.
fn mahkota_run(grid: &str, credits: u16) -> GameState {
    runner_turn(
        &format!(
            r#""servers": {{"remote1": {{"root": [{grid}, {{"title": "PAD Campaign", "rezzed": true}}]}},
                "remote2": {{"root": [{{"title": "PAD Campaign", "rezzed": true}}]}}}}"#
        ),
        &format!(r#""credits": {credits}"#),
    )
}

const GRID_REZZED: &str = r#"{"title": "Mahkota Langit Grid", "rezzed": true}"#;

/// Passes on to the access of `card` in the attacked server's root and accesses it (a root
/// of one card is accessed without a choice).
fn access(g: &mut GameState, card: u8) {
    for _ in 0..64 {
        match g.decision_name() {
            "access" => {
                let a = Action::new(ActionKind::Access)
                    .card(card)
                    .server(g.run.unwrap().server);
                return act(g, a);
            }
            "trash_or_steal" => return,
            _ => pass(g),
        }
    }
    panic!("never accessed {card}");
}

fn pad_in(g: &GameState, server: &str) -> u8 {
    g.corp.servers[srv(server) as usize]
        .root
        .iter()
        .copied()
        .find(|&c| g.cards[c as usize].def().title == "PAD Campaign")
        .unwrap()
}

// Mahkota Langit Grid: an asset in the root of its server costs 2 more to trash (4 + 2).
#[test]
fn c35082_asset_in_its_root_costs_two_more_to_trash() {
    let mut g = mahkota_run(GRID_REZZED, 5);
    let pad = pad_in(&g, "remote1");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "access");
    access(&mut g, pad);
    assert!(
        legal_on(&g, ActionKind::Trash, pad).is_empty(),
        "5 credits cannot pay 6"
    );
    let mut g = mahkota_run(GRID_REZZED, 6);
    let pad = pad_in(&g, "remote1");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "access");
    access(&mut g, pad);
    let trash = Action::new(ActionKind::Trash).card(pad);
    assert!(g.label_for(Side::Runner, &trash).contains("6 credits"));
    act(&mut g, trash);
    assert_eq!(zone(&g, pad), Zone::Archives);
    assert_eq!(g.runner.credits, 0);
}

// Mahkota Langit Grid: an asset in another server, or any asset while the Grid is unrezzed,
// keeps its printed trash cost; the Grid's own trash cost is unchanged (it is an upgrade).
#[test]
fn c35082_other_servers_and_unrezzed_grid_unchanged() {
    let mut g = mahkota_run(GRID_REZZED, 4);
    let pad = pad_in(&g, "remote2");
    run_on(&mut g, "remote2");
    access(&mut g, pad);
    act(&mut g, Action::new(ActionKind::Trash).card(pad));
    assert_eq!(g.runner.credits, 0);

    let mut g = mahkota_run(r#""Mahkota Langit Grid""#, 4);
    let pad = pad_in(&g, "remote1");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "access");
    access(&mut g, pad);
    act(&mut g, Action::new(ActionKind::Trash).card(pad));
    assert_eq!(g.runner.credits, 0, "an unrezzed Grid changes nothing");

    let mut g = mahkota_run(GRID_REZZED, 2);
    let grid = id(&g, "Mahkota Langit Grid");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "access");
    access(&mut g, grid);
    act(&mut g, Action::new(ActionKind::Trash).card(grid));
    assert_eq!(g.runner.credits, 0, "its own printed cost: 2");
}

// Mahkota Langit Grid, "Persistent": trashed while accessed, the +2 still applies to the assets
// accessed later in the same run (2 for the Grid, then 6 for PAD Campaign); the next run pays
// the printed cost.
#[test]
fn c35082_persistent_after_being_trashed_on_access() {
    let mut g = mahkota_run(GRID_REZZED, 8);
    let grid = id(&g, "Mahkota Langit Grid");
    let pad = pad_in(&g, "remote1");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "access");
    access(&mut g, grid);
    act(&mut g, Action::new(ActionKind::Trash).card(grid));
    assert_eq!(zone(&g, grid), Zone::Archives);
    assert_eq!(g.runner.credits, 6);
    pass_until(&mut g, "trash_or_steal");
    let trash = Action::new(ActionKind::Trash).card(pad);
    assert!(g.label_for(Side::Runner, &trash).contains("6 credits"));
    act(&mut g, trash);
    assert_eq!((zone(&g, pad), g.runner.credits), (Zone::Archives, 0));
}

// Mahkota Langit Grid: unrezzed when accessed, it has no active ability to persist.
#[test]
fn c35082_unrezzed_grid_trashed_does_not_persist() {
    let mut g = mahkota_run(r#""Mahkota Langit Grid""#, 6);
    let grid = id(&g, "Mahkota Langit Grid");
    let pad = pad_in(&g, "remote1");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "access");
    access(&mut g, grid);
    act(&mut g, Action::new(ActionKind::Trash).card(grid));
    pass_until(&mut g, "trash_or_steal");
    act(&mut g, Action::new(ActionKind::Trash).card(pad));
    assert_eq!(g.runner.credits, 0, "2 for the Grid, 4 for PAD Campaign");
}

/// A Corp turn with no credits in the pool: remote1 holds a rezzed Mahkota Langit Grid (its 2
/// credits), an unrezzed PAD Campaign (rez 2) and an unrezzed Ice Wall (rez 1); remote2 holds an
/// unrezzed PAD Campaign.
fn mahkota_rez() -> GameState {
    corp_turn(
        r#""credits": 0, "servers": {
            "remote1": {"root": [{"title": "Mahkota Langit Grid", "rezzed": true}, "PAD Campaign"],
                        "ice": ["Ice Wall"]},
            "remote2": {"root": ["PAD Campaign"]}}"#,
        "",
    )
}

// Mahkota Langit Grid: its hosted credits rez an asset in its root (2 of 2 spent) and not one
// in another server.
#[test]
fn c35082_credits_rez_an_asset_in_its_root() {
    let mut g = mahkota_rez();
    let grid = id(&g, "Mahkota Langit Grid");
    assert_eq!(g.cards[grid as usize].credits, 2);
    let here = pad_in(&g, "remote1");
    let there = pad_in(&g, "remote2");
    // The paid ability window after a click for 1 credit: 1 in the pool.
    only(&mut g, ActionKind::ClickCredit);
    assert!(!is_legal(&g, rez(there)), "no credits for another server");
    act(&mut g, rez(here));
    assert!(rezzed(&g, here));
    assert_eq!((g.cards[grid as usize].credits, g.corp.credits), (0, 1));
}

// Mahkota Langit Grid: during a run on its server, its credits rez the approached ice.
#[test]
fn c35082_credits_rez_approached_ice() {
    let mut g = runner_turn(
        r#""credits": 0, "servers": {"remote1": {"root": [{"title": "Mahkota Langit Grid", "rezzed": true}],
            "ice": ["Ice Wall"]}, "remote2": {"ice": ["Ice Wall"], "root": ["PAD Campaign"]}}"#,
        "",
    );
    let grid = id(&g, "Mahkota Langit Grid");
    let walls = ids(&g, "Ice Wall");
    let (here, there) = if zone(&g, walls[0]) == Zone::Ice(srv("remote1")) {
        (walls[0], walls[1])
    } else {
        (walls[1], walls[0])
    };
    let mut g2 = g.clone();
    run_on(&mut g, "remote1");
    to_rez_window(&mut g, here);
    act(&mut g, rez(here));
    assert!(rezzed(&g, here));
    assert_eq!(g.cards[grid as usize].credits, 1);
    run_on(&mut g2, "remote2");
    while g2.run.is_some() {
        assert!(!is_legal(&g2, rez(there)), "not ice of its server");
        pass(&mut g2);
    }
    assert!(!rezzed(&g2, there));
}

// Mahkota Langit Grid: 2 recurring credits, placed when it is rezzed.
#[test]
fn c35082_credits_placed_when_rezzed() {
    let mut g = corp_turn(
        r#""credits": 1, "servers": {"remote1": {"root": ["Mahkota Langit Grid"]}}"#,
        "",
    );
    let grid = id(&g, "Mahkota Langit Grid");
    only(&mut g, ActionKind::ClickCredit);
    act(&mut g, rez(grid));
    assert_eq!((g.cards[grid as usize].credits, g.corp.credits), (2, 0));
}

// Mahkota Langit Grid: limit 1 region per server (a second one installed there trashes the first).
#[test]
fn c35082_one_region_per_server() {
    let mut g = corp_turn(
        r#""hq": ["Mahkota Langit Grid"], "servers": {"remote1": {"root": ["Mahkota Langit Grid"]}}"#,
        "",
    );
    let grids = ids(&g, "Mahkota Langit Grid");
    let (old, new) = if zone(&g, grids[0]) == Zone::Hq {
        (grids[1], grids[0])
    } else {
        (grids[0], grids[1])
    };
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(new)
            .server(srv("remote1")),
    );
    // The Corp trashes nothing itself; the rule trashes the older region.
    assert_eq!(g.decision_name(), "install_trash");
    pass(&mut g);
    assert_eq!(zone(&g, old), Zone::Archives);
}

// ----- 35081 Petty Cash -----

fn petty_ability(card: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(0)
}

// Petty Cash from HQ as the first action: 5 credits (3 paid), no click.
#[test]
fn c35081_from_hq_gains_five_credits() {
    let mut g = corp_turn(r#""credits": 3, "hq": ["Petty Cash"]"#, "");
    let pc = id(&g, "Petty Cash");
    play(&mut g, pc);
    pass_windows(&mut g);
    assert_eq!((g.corp.credits, g.corp.clicks), (5, 2));
    assert_eq!(zone(&g, pc), Zone::Archives);
}

// Petty Cash: "play only if you have not finished an action yet this turn": not after a click
// for a credit, from HQ or from Archives.
#[test]
fn c35081_not_after_an_action_is_finished() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Petty Cash"], "archives": ["Petty Cash"]"#,
        "",
    );
    let pcs = ids(&g, "Petty Cash");
    let (in_hq, in_archives) = if zone(&g, pcs[0]) == Zone::Hq {
        (pcs[0], pcs[1])
    } else {
        (pcs[1], pcs[0])
    };
    assert!(is_legal(&g, Action::new(ActionKind::Play).card(in_hq)));
    assert!(is_legal(&g, petty_ability(in_archives)));
    only(&mut g, ActionKind::ClickCredit);
    pass_windows(&mut g);
    assert_eq!(g.decision_name(), "action");
    assert!(!is_legal(&g, Action::new(ActionKind::Play).card(in_hq)));
    assert!(!is_legal(&g, petty_ability(in_archives)));
}

// Petty Cash from Archives (click ability): played from elsewhere than HQ, it gains 5 credits
// and a click, then is removed from the game.
#[test]
fn c35081_from_archives_gains_a_click_and_is_removed() {
    let mut g = corp_turn(r#""credits": 3, "archives": ["Petty Cash"]"#, "");
    let pc = id(&g, "Petty Cash");
    let a = petty_ability(pc);
    assert!(g.label_for(Side::Corp, &a).contains("Petty Cash"));
    act(&mut g, a);
    assert_eq!(zone(&g, pc), Zone::Removed);
    pass_windows(&mut g);
    assert_eq!((g.corp.credits, g.corp.clicks), (5, 3));
    assert!(g.corp.archives.is_empty());
    assert_eq!(g.decision_name(), "action");
}

// Petty Cash from Archives needs its 3 credits; from HQ its ability is not offered.
#[test]
fn c35081_archives_ability_needs_its_cost() {
    let g = corp_turn(r#""credits": 2, "archives": ["Petty Cash"]"#, "");
    assert!(!is_legal(&g, petty_ability(id(&g, "Petty Cash"))));
    let g = corp_turn(r#""credits": 5, "hq": ["Petty Cash"]"#, "");
    assert!(!is_legal(&g, petty_ability(id(&g, "Petty Cash"))));
}

// Petty Cash: the turn fact is part of a scenario ("this_turn": an action begun and finished).
#[test]
fn c35081_turn_fact_in_a_scenario() {
    let g = game(&format!(
        r#"{{"corp": {{"identity": "NBN: Making News", "credits": 5, "hq": ["Petty Cash"], "rd": ["Hedge Fund"]}},
            "runner": {{"identity": "{}", "credits": 5}}, "active": "corp", "turn": 3,
            "this_turn": {{"corp_actions_begun": 1}}}}"#,
        startup::CATALYST
    ));
    assert!(!is_legal(
        &g,
        Action::new(ActionKind::Play).card(id(&g, "Petty Cash"))
    ));
}
