//! Scenario tests of the System Gateway Criminal cards 30014-30018 (Pennyshaver, Carmen, Marjanah,
//! Tranquilizer, Red Team) and random games with all of them (30010-30013:
//! `cards_sg_criminal.rs`).

mod common;
mod sg_criminal;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, Side, Zone};
use sg_criminal::*;

// ----- 30014 Pennyshaver -----

// Pennyshaver: +1 memory; a credit after each successful run; a click adds one and takes all.
#[test]
fn c30014_pennyshaver_collects_credits() {
    let mut g = runner_turn("", r#""credits": 0, "rig": ["Pennyshaver"]"#);
    let penny = id(&g, "Pennyshaver");
    assert_eq!(g.memory_limit(), 5);
    successful_archives_run(&mut g);
    assert_eq!(g.cards[penny as usize].credits, 1);
    successful_archives_run(&mut g);
    assert_eq!(g.cards[penny as usize].credits, 2);
    assert_eq!(g.runner.credits, 0, "hosted credits are not in the pool");
    act(&mut g, ability(penny, 0));
    assert_eq!(g.runner.credits, 3);
    assert_eq!(g.cards[penny as usize].credits, 0);
    assert_eq!(zone(&g, penny), Zone::Rig, "stays installed when empty");
    assert_eq!(g.runner.clicks, 1);
    // With none hosted, the click still gains the 1 placed.
    act(&mut g, ability(penny, 0));
    assert_eq!(g.runner.credits, 4);
}

// Pennyshaver: an unsuccessful run places nothing.
#[test]
fn c30014_pennyshaver_needs_a_successful_run() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 0, "rig": ["Pennyshaver"]"#,
    );
    run_on(&mut g, "hq");
    to_runner_action(&mut g);
    assert!(g.run.is_none());
    assert_eq!(g.cards[id(&g, "Pennyshaver") as usize].credits, 0);
}

// Pennyshaver: a console: not with another console installed.
#[test]
fn c30014_pennyshaver_console_limit() {
    let g = runner_turn(
        "",
        r#""credits": 9, "grip": ["Pennyshaver"], "rig": ["Desperado"]"#,
    );
    let penny = id(&g, "Pennyshaver");
    assert!(legal_on(&g, ActionKind::Install, penny).is_empty());
}

// ----- 30015 Carmen -----

// Carmen: 5 credits to install, 3 after a successful run this turn.
#[test]
fn c30015_carmen_cheaper_after_a_successful_run() {
    let mut g = runner_turn("", r#""credits": 4, "grip": ["Carmen"]"#);
    let carmen = id(&g, "Carmen");
    assert!(legal_on(&g, ActionKind::Install, carmen).is_empty());
    successful_archives_run(&mut g);
    install(&mut g, carmen);
    pass_until(&mut g, "action");
    assert_eq!(zone(&g, carmen), Zone::Rig);
    assert_eq!(g.runner.credits, 1);
}

// Carmen: an unsuccessful run does not lower the cost.
#[test]
fn c30015_carmen_unsuccessful_run_no_discount() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 4, "grip": ["Carmen"]"#,
    );
    let carmen = id(&g, "Carmen");
    run_on(&mut g, "hq");
    to_runner_action(&mut g);
    assert!(!g.turn_flags.successful_run);
    assert!(legal_on(&g, ActionKind::Install, carmen).is_empty());
}

// Carmen: breaks sentry subroutines for 1 each; 2 credits for +3 strength.
#[test]
fn c30015_carmen_breaks_sentries() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}]}}"#,
        r#""credits": 3, "rig": ["Carmen"]"#,
    );
    let carmen = id(&g, "Carmen");
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    assert!(legal_on(&g, ActionKind::Break, carmen).is_empty(), "2 < 4");
    act(&mut g, ability(carmen, 0));
    assert_eq!(g.current_strength(carmen), Some(5));
    brk(&mut g, carmen, 0);
    assert_eq!(g.runner.credits, 0);
}

// Carmen: barriers are not sentries.
#[test]
fn c30015_carmen_only_sentries() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Carmen"]"#,
    );
    let carmen = id(&g, "Carmen");
    run_on(&mut g, "hq");
    // Nothing to do in the encounter: Ice Wall ends the run, Carmen never offered.
    for _ in 0..16 {
        if g.run.is_none() {
            break;
        }
        assert!(g.legal_actions().iter().all(|a| a.card != carmen));
        pass(&mut g);
    }
    assert!(g.run.is_none());
    assert!(!g.turn_flags.successful_run);
}

// ----- 30016 Marjanah -----

// Marjanah: 2 credits per barrier subroutine before any successful run this turn.
#[test]
fn c30016_marjanah_costs_two_without_a_successful_run() {
    let ice = r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#;
    let mut g = runner_turn(ice, r#""credits": 1, "rig": ["Marjanah"]"#);
    let m = id(&g, "Marjanah");
    run_on(&mut g, "hq");
    // 1 credit < 2: no break is ever offered, and Ice Wall ends the run.
    for _ in 0..16 {
        if g.run.is_none() {
            break;
        }
        assert!(legal_on(&g, ActionKind::Break, m).is_empty(), "1 < 2");
        pass(&mut g);
    }
    assert!(g.run.is_none() && !g.turn_flags.successful_run);

    let mut g = runner_turn(ice, r#""credits": 2, "rig": ["Marjanah"]"#);
    let m = id(&g, "Marjanah");
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    let b = Action::new(ActionKind::Break).card(m).target(0);
    assert!(g.label(&b).contains("2 credits"), "{}", g.label(&b));
    act(&mut g, b);
    assert_eq!(g.runner.credits, 0);
}

// Marjanah: 1 credit per subroutine after a successful run this turn; +1 strength for 1.
#[test]
fn c30016_marjanah_costs_one_after_a_successful_run() {
    let ice = r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}]}}"#;
    let mut g = runner_turn(ice, r#""credits": 3, "rig": ["Marjanah"]"#);
    let m = id(&g, "Marjanah");
    successful_archives_run(&mut g);
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    act(&mut g, ability(m, 0));
    act(&mut g, ability(m, 0));
    assert_eq!(g.current_strength(m), Some(3));
    let b = Action::new(ActionKind::Break).card(m).target(0);
    assert!(g.label(&b).contains("1 credit"), "{}", g.label(&b));
    act(&mut g, b);
    assert_eq!(g.runner.credits, 0);
}

// ----- 30017 Tranquilizer -----

// Tranquilizer: installed on a piece of ice, rezzed or not; 1 counter on install, no derez.
#[test]
fn c30017_tranquilizer_installs_on_ice() {
    let mut g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}, "rd": {"ice": ["Enigma"]}}"#,
        r#""credits": 5, "grip": ["Tranquilizer"]"#,
    );
    let t = id(&g, "Tranquilizer");
    let (wall, enigma) = (id(&g, "Ice Wall"), id(&g, "Enigma"));
    install(&mut g, t);
    assert_eq!(g.decision_name(), "host");
    let hosts: Vec<u8> = legal(&g, ActionKind::Install)
        .iter()
        .map(|a| a.card)
        .collect();
    assert_eq!(hosts.len(), 2);
    assert!(hosts.contains(&wall) && hosts.contains(&enigma));
    assert!(
        legal(&g, ActionKind::Pass).is_empty(),
        "not in the rig alone"
    );
    act(&mut g, Action::new(ActionKind::Install).card(wall));
    pass_until(&mut g, "action");
    assert_eq!(g.cards[t as usize].host, wall);
    assert_eq!(g.cards[t as usize].virus, 1);
    assert!(g.cards[wall as usize].rezzed);
}

// Tranquilizer: without ice it cannot be installed.
#[test]
fn c30017_tranquilizer_needs_ice() {
    let g = runner_turn("", r#""credits": 5, "grip": ["Tranquilizer"]"#);
    assert!(legal_on(&g, ActionKind::Install, id(&g, "Tranquilizer")).is_empty());
}

// Tranquilizer: the third counter, at the start of the Runner's turn, derezzes the host.
#[test]
fn c30017_tranquilizer_third_counter_derezzes() {
    let mut g = corp_turn(
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true, "hosted": [{"title": "Tranquilizer", "virus": 2}]}]}}"#,
        r#""credits": 5"#,
    );
    let (t, wall) = (id(&g, "Tranquilizer"), id(&g, "Ice Wall"));
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.cards[t as usize].virus, 3);
    assert!(!g.cards[wall as usize].rezzed);
    assert!(g.cards[wall as usize].known_to(Side::Runner), "seen before");
}

// Tranquilizer: installing it on ice whose... a fresh install with counters below 3 leaves the ice
// rezzed; with 1 counter a turn start brings 2: still rezzed.
#[test]
fn c30017_tranquilizer_below_three_keeps_ice_rezzed() {
    let mut g = corp_turn(
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true, "hosted": [{"title": "Tranquilizer", "virus": 1}]}]}}"#,
        r#""credits": 5"#,
    );
    let (t, wall) = (id(&g, "Tranquilizer"), id(&g, "Ice Wall"));
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.cards[t as usize].virus, 2);
    assert!(g.cards[wall as usize].rezzed);
}

// Tranquilizer: trashed with its host ice (it is hosted on it).
#[test]
fn c30017_tranquilizer_goes_with_its_host() {
    let mut g = runner_turn(
        r#""servers": {"hq": {"ice": ["Ice Wall"]}}"#,
        r#""credits": 5, "grip": ["Tranquilizer"]"#,
    );
    let t = id(&g, "Tranquilizer");
    install(&mut g, t);
    pass_until(&mut g, "action");
    assert_eq!(g.cards[t as usize].host, id(&g, "Ice Wall"));
    assert_eq!(g.memory_used(), 1);
}

// Tranquilizer ruling 1: after derezzing its host it stays there with its counters, and derezzes
// it again when the next Runner turn begins if the Corp rezzed it.
#[test]
fn ruling_c30017_1_stays_hosted_and_derezzes_again() {
    let mut g = corp_turn(
        r#""credits": 10, "rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true, "hosted": [{"title": "Tranquilizer", "virus": 2}]}]}}"#,
        r#""credits": 5"#,
    );
    let (t, wall) = (id(&g, "Tranquilizer"), id(&g, "Ice Wall"));
    until(&mut g, at_action(Side::Runner));
    assert!(!g.cards[wall as usize].rezzed);
    assert_eq!(g.cards[t as usize].host, wall);
    assert_eq!(zone(&g, t), Zone::Rig);
    assert_eq!(g.cards[t as usize].virus, 3);
    // The Corp rezzes it when the Runner approaches.
    run_on(&mut g, "hq");
    to_corp_rez(&mut g);
    act(&mut g, Action::new(ActionKind::Rez).card(wall));
    assert!(g.cards[wall as usize].rezzed);
    until(&mut g, |g| g.run.is_none() && g.decision_name() == "action");
    until(&mut g, at_action(Side::Corp));
    assert!(
        g.cards[wall as usize].rezzed,
        "rezzed through the Corp's turn"
    );
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.cards[t as usize].virus, 4);
    assert!(!g.cards[wall as usize].rezzed, "derezzed again");
}

// Tranquilizer ruling 2: 3 counters mid-turn derez nothing; only its ability (install, turn
// start) checks.
#[test]
fn ruling_c30017_2_no_derez_mid_turn() {
    let mut g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true, "hosted": [{"title": "Tranquilizer", "virus": 3}]}]}}"#,
        r#""credits": 5"#,
    );
    let wall = id(&g, "Ice Wall");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    successful_archives_run(&mut g);
    assert!(g.cards[wall as usize].rezzed);
}

// Tranquilizer ruling 3: the number of counters is read as the ability resolves, counting every
// counter then on Tranquilizer (here 2 before, 3 once its own is placed).
#[test]
fn ruling_c30017_3_counters_read_when_it_resolves() {
    let mut g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true, "hosted": [{"title": "Tranquilizer", "virus": 2}]}]}, "rd": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 5, "grip": ["Tranquilizer"]"#,
    );
    let ts = ids(&g, "Tranquilizer");
    let (wall, enigma) = (id(&g, "Ice Wall"), id(&g, "Enigma"));
    // A second copy installed on Enigma: its own count is 1, so Enigma stays rezzed; the first
    // copy's 2 counters do not count for it.
    let fresh = ts
        .iter()
        .copied()
        .find(|&c| g.cards[c as usize].zone == Zone::Grip)
        .unwrap();
    install(&mut g, fresh);
    act(&mut g, Action::new(ActionKind::Install).card(enigma));
    pass_until(&mut g, "action");
    assert_eq!(g.cards[fresh as usize].virus, 1);
    assert!(g.cards[enigma as usize].rezzed);
    assert!(g.cards[wall as usize].rezzed);
}

// Tranquilizer ruling 4: ice the Corp rezzes again under 3 counters stays rezzed for the rest of
// the turn.
#[test]
fn ruling_c30017_4_rezzed_again_stays_rezzed_this_turn() {
    let mut g = runner_turn(
        r#""credits": 10, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Ice Wall", "hosted": [{"title": "Tranquilizer", "virus": 3}]}]}}"#,
        r#""credits": 5"#,
    );
    let wall = id(&g, "Ice Wall");
    run_on(&mut g, "hq");
    to_corp_rez(&mut g);
    act(&mut g, Action::new(ActionKind::Rez).card(wall));
    until(&mut g, |g| g.run.is_none() && g.decision_name() == "action");
    assert!(g.cards[wall as usize].rezzed);
    successful_archives_run(&mut g);
    assert!(g.cards[wall as usize].rezzed, "still rezzed this turn");
}

// ----- 30018 Red Team -----

// Red Team: 12 credits when installed; a click runs a central server; success takes 3.
#[test]
fn c30018_red_team_runs_and_takes_three() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 5, "grip": ["Red Team"]"#,
    );
    let red = id(&g, "Red Team");
    install(&mut g, red);
    pass_until(&mut g, "action");
    assert_eq!(g.cards[red as usize].credits, 12);
    assert_eq!(g.runner.credits, 0);
    act(&mut g, ability(red, 0));
    assert_eq!(servers_offered(&g), vec![HQ, RD, ARCHIVES], "centrals only");
    choose_server(&mut g, "archives");
    to_runner_action(&mut g);
    assert_eq!(g.runner.credits, 3);
    assert_eq!(g.cards[red as usize].credits, 9);
    assert_eq!(g.runner.clicks, 2);
}

// Red Team: only servers not run this turn (by any run); none left, no ability; bad input refused.
#[test]
fn c30018_red_team_servers_not_run_this_turn() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "rd": ["Enigma"]"#,
        r#""credits": 0, "clicks": 5, "rig": [{"title": "Red Team", "credits": 12}]"#,
    );
    let red = id(&g, "Red Team");
    run_on(&mut g, "hq");
    to_runner_action(&mut g);
    act(&mut g, ability(red, 0));
    assert_eq!(servers_offered(&g), vec![RD, ARCHIVES]);
    let before = g.to_json();
    assert!(g.apply(Action::new(ActionKind::Run).server(HQ)).is_err());
    assert_eq!(g.to_json(), before);
    choose_server(&mut g, "rd");
    to_runner_action(&mut g);
    act(&mut g, ability(red, 0));
    assert_eq!(servers_offered(&g), vec![ARCHIVES]);
    choose_server(&mut g, "archives");
    to_runner_action(&mut g);
    assert_eq!(g.cards[red as usize].credits, 6);
    assert!(legal_on(&g, ActionKind::Ability, red).is_empty());
}

// Red Team: an unsuccessful run takes nothing; a run made another way takes nothing either.
#[test]
fn c30018_red_team_only_its_successful_run() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 0, "rig": [{"title": "Red Team", "credits": 12}]"#,
    );
    let red = id(&g, "Red Team");
    act(&mut g, ability(red, 0));
    choose_server(&mut g, "hq");
    to_runner_action(&mut g);
    assert_eq!(g.cards[red as usize].credits, 12);
    run_on(&mut g, "archives");
    to_runner_action(&mut g);
    assert_eq!(g.cards[red as usize].credits, 12);
    assert_eq!(g.runner.credits, 0);
}

// Red Team: taking its last credits empties it, and it is trashed.
#[test]
fn c30018_red_team_trashed_when_empty() {
    let mut g = runner_turn(
        "",
        r#""credits": 0, "rig": [{"title": "Red Team", "credits": 2}]"#,
    );
    let red = id(&g, "Red Team");
    act(&mut g, ability(red, 0));
    choose_server(&mut g, "archives");
    to_runner_action(&mut g);
    assert_eq!(g.runner.credits, 2);
    assert_eq!(zone(&g, red), Zone::Heap);
}

// Red Team ruling 1: a Sneakdoor Beta run counts as a run on Archives, the server declared, even
// though it became a successful run on HQ.
#[test]
fn ruling_c30018_1_declared_server_counts() {
    let mut g = runner_turn_as(
        KATE,
        r#""hq": ["Hedge Fund"]"#,
        r#""credits": 0, "rig": ["Sneakdoor Beta", {"title": "Red Team", "credits": 12}]"#,
    );
    let (sneak, red) = (id(&g, "Sneakdoor Beta"), id(&g, "Red Team"));
    act(&mut g, ability(sneak, 0));
    to_runner_action(&mut g);
    assert_eq!(g.last_run.as_ref().unwrap().server, HQ);
    act(&mut g, ability(red, 0));
    assert_eq!(servers_offered(&g), vec![HQ, RD]);
}

// ----- random games -----

/// A Zahya deck: every System Gateway Criminal card at 3 copies, filled with Core Criminal cards
/// (45 cards, no agenda needed for the Runner).
fn zahya_deck() -> DeckList {
    let cards: Vec<(String, u32)> = [
        ("Mutual Favor", 3),
        ("Tread Lightly", 3),
        ("Docklands Pass", 3),
        ("Pennyshaver", 3),
        ("Carmen", 3),
        ("Marjanah", 3),
        ("Tranquilizer", 3),
        ("Red Team", 3),
        ("Account Siphon", 3),
        ("Easy Mark", 3),
        ("Inside Job", 3),
        ("Special Order", 3),
        ("Sneakdoor Beta", 2),
        ("Desperado", 2),
        ("Sure Gamble", 3),
    ]
    .iter()
    .map(|(t, n)| (t.to_string(), *n))
    .collect();
    DeckList {
        identity: ZAHYA.into(),
        cards,
    }
}

#[test]
fn c30010_random_games_with_the_criminal_cards() {
    let runner = zahya_deck();
    let corp = DeckList::default_corp();
    for seed in 0..200 {
        let g = random_game(&corp, &runner, seed, seed % 10 == 0);
        g.check_invariants()
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        check_places(&g);
        assert!(g.is_over());
    }
}
