//! Scenario tests of the System Gateway Criminal cards 30010-30013: Zahya Sadeghi, Mutual Favor,
//! Tread Lightly, Docklands Pass (30014-30018 and the random games: `cards_sg_criminal_rig.rs`).

mod common;
mod sg_criminal;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};
use sg_criminal::*;

// ----- 30010 Zahya Sadeghi -----

// Zahya: after a run on HQ, the Runner may gain 1 credit per access (here 1).
#[test]
fn c30010_zahya_gains_a_credit_per_access_on_hq() {
    let mut g = runner_turn_as(
        ZAHYA,
        r#""hq": ["Hedge Fund", "Enigma"]"#,
        r#""credits": 0"#,
    );
    let zahya = g.runner.identity;
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    assert!(g.run.is_none(), "offered once the run has ended");
    assert_eq!(legal_on(&g, ActionKind::Mode, zahya).len(), 2);
    let gain = Action::new(ActionKind::Mode).card(zahya).target(0);
    assert_eq!(g.label(&gain), "Zahya Sadeghi: gain 1 credit");
    act(&mut g, gain);
    assert_eq!(g.runner.credits, 1);
    assert!(g.turn_flags.runner_identity_used);
}

// Zahya: every access of the run counts (Docklands Pass's extra access on R&D does not apply, so
// here two accesses come from HQ with Docklands Pass).
#[test]
fn c30010_zahya_counts_every_access() {
    let mut g = runner_turn_as(
        ZAHYA,
        r#""hq": ["Hedge Fund", "Enigma", "Hunter"]"#,
        r#""credits": 0, "rig": ["Docklands Pass"]"#,
    );
    let zahya = g.runner.identity;
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    mode(&mut g, zahya, 0);
    assert_eq!(g.runner.credits, 2);
}

// Zahya: once per turn; a second run on R&D the same turn offers nothing.
#[test]
fn c30010_zahya_once_per_turn() {
    let mut g = runner_turn_as(
        ZAHYA,
        r#""hq": ["Hedge Fund"], "rd": ["Enigma", "Hunter"]"#,
        r#""credits": 0"#,
    );
    let zahya = g.runner.identity;
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    mode(&mut g, zahya, 0);
    to_runner_action(&mut g);
    run_on(&mut g, "rd");
    to_runner_action(&mut g);
    assert_eq!(g.runner.credits, 1, "no second gain");
    assert!(known_to_runner(&g, id(&g, "Enigma")));
}

// Zahya: "may": declining keeps the once-per-turn use for a later run this turn.
#[test]
fn c30010_zahya_declining_keeps_the_use() {
    let mut g = runner_turn_as(
        ZAHYA,
        r#""hq": ["Hedge Fund"], "rd": ["Enigma", "Hunter"]"#,
        r#""credits": 0"#,
    );
    let zahya = g.runner.identity;
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    mode(&mut g, zahya, 1);
    assert_eq!(g.runner.credits, 0);
    assert!(!g.turn_flags.runner_identity_used);
    to_runner_action(&mut g);
    run_on(&mut g, "rd");
    pass_until(&mut g, "mode");
    mode(&mut g, zahya, 0);
    assert_eq!(g.runner.credits, 1);
}

// Zahya: only runs on HQ or R&D; Archives and remote servers give nothing; a run with no access
// is not offered; the use comes back next turn.
#[test]
fn c30010_zahya_only_hq_and_rd_with_accesses() {
    let mut g = runner_turn_as(
        ZAHYA,
        r#""archives": ["Enigma", "Hunter"], "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 0"#,
    );
    run_on(&mut g, "archives");
    to_runner_action(&mut g);
    run_on(&mut g, "remote1");
    to_runner_action(&mut g);
    assert!(known_to_runner(&g, id(&g, "PAD Campaign")));
    // HQ is empty: no access, no offer.
    run_on(&mut g, "hq");
    to_runner_action(&mut g);
    assert_eq!(g.runner.credits, 0);
    assert!(!g.turn_flags.runner_identity_used);
}

// Zahya: the once-per-turn use resets when the next turn begins.
#[test]
fn c30010_zahya_use_resets_each_turn() {
    let mut g = runner_turn_as(
        ZAHYA,
        r#""hq": ["Hedge Fund"], "rd": ["Enigma", "Hunter", "Ice Wall", "Wall of Static"]"#,
        r#""credits": 0"#,
    );
    let zahya = g.runner.identity;
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    mode(&mut g, zahya, 0);
    until(&mut g, at_action(Side::Corp));
    until(&mut g, at_action(Side::Runner));
    assert!(!g.turn_flags.runner_identity_used);
    let before = g.runner.credits;
    run_on(&mut g, "rd");
    pass_until(&mut g, "mode");
    mode(&mut g, zahya, 0);
    assert_eq!(g.runner.credits, before + 1);
}

// Zahya ruling 1: the count is of times a card was accessed during the run (each access event),
// not of the run's success or of distinct HQ cards: the HQ root's upgrade and the HQ card make 2.
// (No card in the engine yet moves a card mid-breach to be accessed again.)
#[test]
fn ruling_c30010_1_counts_each_time_a_card_is_accessed() {
    let mut g = runner_turn_as(
        ZAHYA,
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"root": ["Akitaro Watanabe"]}}"#,
        r#""credits": 0"#,
    );
    let zahya = g.runner.identity;
    run_on(&mut g, "hq");
    for _ in 0..8 {
        if g.decision_name() == "mode" {
            break;
        }
        if g.decision_name() == "access" {
            // Access the upgrade first, then HQ.
            let a = legal(&g, ActionKind::Access)[0];
            act(&mut g, a);
        } else {
            pass(&mut g);
        }
    }
    assert_eq!(g.decision_name(), "mode");
    let gain = Action::new(ActionKind::Mode).card(zahya).target(0);
    assert_eq!(g.label(&gain), "Zahya Sadeghi: gain 2 credits");
    act(&mut g, gain);
    assert_eq!(g.runner.credits, 2);
}

// Zahya ruling 2: the run need not be successful: an access made during a run that then ends
// unsuccessfully still counts (set up by recording an access in the run in progress, as
// Otoroshi's would be, before the ice ends the run).
#[test]
fn ruling_c30010_2_unsuccessful_run_still_counts() {
    let g = runner_turn_as(
        ZAHYA,
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": ["Ice Wall"]}}"#,
        r#""credits": 0"#,
    );
    let zahya = g.runner.identity;
    let wall = id(&g, "Ice Wall");
    let mut g = g;
    run_on(&mut g, "hq");
    to_corp_rez(&mut g);
    let mut v: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    v["run_accessed"]["total"] = serde_json::json!(1);
    let mut g = GameState::from_json(&v.to_string()).unwrap();
    act(&mut g, Action::new(ActionKind::Rez).card(wall));
    pass_until(&mut g, "mode");
    let run = g.last_run.clone().unwrap();
    assert!(!run.successful, "Ice Wall ended the run");
    mode(&mut g, zahya, 0);
    assert_eq!(g.runner.credits, 1);
}

// Bad input: Zahya's choice offers only its two modes.
#[test]
fn c30010_zahya_refuses_other_modes() {
    let mut g = runner_turn_as(ZAHYA, r#""hq": ["Hedge Fund"]"#, r#""credits": 0"#);
    let zahya = g.runner.identity;
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    let before = g.to_json();
    let bad = Action::new(ActionKind::Mode).card(zahya).target(2);
    assert!(g.apply(bad).is_err());
    assert!(g.apply(Action::new(ActionKind::Pass)).is_err());
    assert_eq!(g.to_json(), before);
}

// ----- 30011 Mutual Favor -----

// Mutual Favor: with no successful run this turn, the icebreaker found is revealed and added to
// the grip; only icebreakers are offered; the stack is shuffled.
#[test]
fn c30011_mutual_favor_adds_the_icebreaker_to_the_grip() {
    let mut g = runner_turn(
        "",
        r#""credits": 5, "grip": ["Mutual Favor"], "stack": ["Sure Gamble", "Corroder", "Datasucker", "Carmen", "Carmen"]"#,
    );
    let favor = id(&g, "Mutual Favor");
    let corroder = id(&g, "Corroder");
    play(&mut g, favor);
    assert_eq!(g.decision_name(), "choose_card");
    let offered: Vec<u8> = legal(&g, ActionKind::Mode).iter().map(|a| a.card).collect();
    assert_eq!(offered.len(), 2, "Corroder and one Carmen: {offered:?}");
    assert!(offered.contains(&corroder));
    // Bad input: a card that is not an icebreaker is refused and nothing changes.
    let before = g.to_json();
    let gamble = id(&g, "Sure Gamble");
    assert!(g.apply(Action::new(ActionKind::Mode).card(gamble)).is_err());
    assert_eq!(g.to_json(), before);
    act(&mut g, Action::new(ActionKind::Mode).card(corroder));
    assert_eq!(zone(&g, corroder), Zone::Grip);
    assert!(g.cards[corroder as usize].known_to(Side::Corp), "revealed");
    assert_eq!(g.runner.stack.len(), 4);
    assert!(
        g.runner.stack.iter().all(|&c| !known_to_runner(&g, c)),
        "shuffled: order unknown"
    );
    assert_eq!(zone(&g, favor), Zone::Heap);
}

// Mutual Favor: after a successful run this turn the Runner may install the icebreaker, paying
// its install cost (Carmen's own discount applies: 5 - 2).
#[test]
fn c30011_mutual_favor_installs_after_a_successful_run() {
    let mut g = runner_turn(
        "",
        r#""credits": 3, "grip": ["Mutual Favor"], "stack": ["Sure Gamble", "Carmen"]"#,
    );
    let favor = id(&g, "Mutual Favor");
    let carmen = id(&g, "Carmen");
    successful_archives_run(&mut g);
    play(&mut g, favor);
    // A single icebreaker: still chosen by the Runner (a search may find nothing).
    if g.decision_name() == "choose_card" && !legal(&g, ActionKind::Mode).is_empty() {
        act(&mut g, Action::new(ActionKind::Mode).card(carmen));
    }
    assert_eq!(g.decision_name(), "choose_card");
    let install = Action::new(ActionKind::Install).card(carmen);
    assert!(g.legal_actions().contains(&install));
    assert_eq!(g.label(&install), "Mutual Favor: install Carmen");
    act(&mut g, install);
    pass_until(&mut g, "action");
    assert_eq!(zone(&g, carmen), Zone::Rig);
    assert_eq!(g.runner.credits, 0, "Carmen cost 3");
}

// Mutual Favor: declining to install adds the icebreaker to the grip; one the Runner cannot
// afford goes there without a question.
#[test]
fn c30011_mutual_favor_declined_or_unaffordable_goes_to_grip() {
    let mut g = runner_turn(
        "",
        r#""credits": 5, "grip": ["Mutual Favor"], "stack": ["Corroder"]"#,
    );
    let favor = id(&g, "Mutual Favor");
    let corroder = id(&g, "Corroder");
    successful_archives_run(&mut g);
    play(&mut g, favor);
    if legal(&g, ActionKind::Mode).len() == 1 {
        act(&mut g, Action::new(ActionKind::Mode).card(corroder));
    }
    assert!(g
        .legal_actions()
        .contains(&Action::new(ActionKind::Install).card(corroder)));
    pass(&mut g);
    assert_eq!(zone(&g, corroder), Zone::Grip);
    assert_eq!(g.runner.credits, 5);

    let mut g = runner_turn(
        "",
        r#""credits": 0, "grip": ["Mutual Favor"], "stack": ["Corroder"]"#,
    );
    let favor = id(&g, "Mutual Favor");
    let corroder = id(&g, "Corroder");
    successful_archives_run(&mut g);
    play(&mut g, favor);
    if legal(&g, ActionKind::Mode).len() == 1 {
        act(&mut g, Action::new(ActionKind::Mode).card(corroder));
    }
    assert_eq!(zone(&g, corroder), Zone::Grip);
    assert_eq!(g.decision_name(), "action");
}

// Mutual Favor: with no icebreaker in the stack nothing is found, and the stack is still shuffled.
#[test]
fn c30011_mutual_favor_finds_nothing() {
    let mut g = runner_turn(
        "",
        r#""credits": 5, "grip": ["Mutual Favor"], "stack": ["Sure Gamble", "Datasucker"]"#,
    );
    let favor = id(&g, "Mutual Favor");
    play(&mut g, favor);
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.runner.grip.len(), 0);
    assert_eq!(g.runner.stack.len(), 2);
    assert_eq!(zone(&g, favor), Zone::Heap);
}

// Hidden information: while the Runner chooses, the Corp's observation does not depend on the
// unseen stack and grip (redeal).
#[test]
fn c30011_mutual_favor_search_hidden_from_the_corp() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund", "Enigma"], "rd": ["Hunter", "Ice Wall"]"#,
        r#""credits": 5, "grip": ["Mutual Favor", "Sure Gamble"], "stack": ["Sure Gamble", "Corroder", "Carmen", "Marjanah"]"#,
    );
    let favor = id(&g, "Mutual Favor");
    play(&mut g, favor);
    assert_eq!(g.decision_name(), "choose_card");
    for seed in 0..5 {
        let other = g.determinize(Side::Corp, seed);
        assert_eq!(
            g.observation_json(Side::Corp),
            other.observation_json(Side::Corp)
        );
    }
    let carmen = id(&g, "Carmen");
    act(&mut g, Action::new(ActionKind::Mode).card(carmen));
    assert!(g.cards[carmen as usize].known_to(Side::Corp));
    for seed in 0..5 {
        let other = g.determinize(Side::Corp, seed);
        assert_eq!(
            g.observation_json(Side::Corp),
            other.observation_json(Side::Corp)
        );
    }
}

// ----- 30012 Tread Lightly -----

#[test]
fn c30012_tread_lightly_raises_ice_rez_costs() {
    let corp = r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": ["Enigma"]}}"#;
    let mut g = runner_turn(corp, r#""credits": 5, "grip": ["Tread Lightly"]"#);
    let tread = id(&g, "Tread Lightly");
    play(&mut g, tread);
    choose_server(&mut g, "hq");
    assert_eq!(g.runner.credits, 4);
    for _ in 0..8 {
        assert!(corp_rezzes(&g).is_empty(), "5 credits cannot pay 6");
        if g.run.is_none() {
            break;
        }
        pass(&mut g);
    }

    let corp = r#""credits": 6, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": ["Enigma"]}}"#;
    let mut g = runner_turn(corp, r#""credits": 5, "grip": ["Tread Lightly"]"#);
    let tread = id(&g, "Tread Lightly");
    let enigma = id(&g, "Enigma");
    play(&mut g, tread);
    choose_server(&mut g, "hq");
    to_corp_rez(&mut g);
    act(&mut g, Action::new(ActionKind::Rez).card(enigma));
    assert_eq!(g.corp.credits, 0);
    assert!(g.cards[enigma as usize].rezzed);
}

// Tread Lightly: only during its own run; the next run of the turn pays the printed cost.
#[test]
fn c30012_tread_lightly_ends_with_its_run() {
    let corp = r#""credits": 3, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": ["Enigma"]}}"#;
    let mut g = runner_turn(corp, r#""credits": 5, "grip": ["Tread Lightly"]"#);
    let tread = id(&g, "Tread Lightly");
    let enigma = id(&g, "Enigma");
    play(&mut g, tread);
    choose_server(&mut g, "archives");
    to_runner_action(&mut g);
    assert_eq!(zone(&g, tread), Zone::Heap);
    run_on(&mut g, "hq");
    to_corp_rez(&mut g);
    act(&mut g, Action::new(ActionKind::Rez).card(enigma));
    assert_eq!(g.corp.credits, 0, "Enigma's printed 3");
}

// Tread Lightly ruling 1: increases apply first, then decreases: with Akitaro Watanabe (-2 to ice
// protecting its server) Enigma costs 3 + 3 - 2 = 4.
#[test]
fn ruling_c30012_1_increases_then_decreases() {
    let corp = r#""credits": 4, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": ["Enigma"], "root": [{"title": "Akitaro Watanabe", "rezzed": true}]}}"#;
    let mut g = runner_turn(corp, r#""credits": 5, "grip": ["Tread Lightly"]"#);
    let tread = id(&g, "Tread Lightly");
    let enigma = id(&g, "Enigma");
    play(&mut g, tread);
    choose_server(&mut g, "hq");
    to_corp_rez(&mut g);
    act(&mut g, Action::new(ActionKind::Rez).card(enigma));
    assert_eq!(g.corp.credits, 0, "paid 4");
}

// ----- 30013 Docklands Pass -----

// Docklands Pass: the first HQ breach of the turn accesses 2 cards, the next one 1.
#[test]
fn c30013_docklands_pass_first_hq_breach_only() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund", "Enigma", "Hunter", "Ice Wall", "Wall of Static"]"#,
        r#""credits": 0, "rig": ["Docklands Pass"]"#,
    );
    run_on(&mut g, "hq");
    to_runner_action(&mut g);
    assert_eq!(hq_seen(&g), 2);
    assert!(g.turn_flags.breached_hq);
    run_on(&mut g, "hq");
    to_runner_action(&mut g);
    assert!(hq_seen(&g) <= 3, "one more card at most");
    assert_eq!(g.last_run.as_ref().unwrap().accessed.total, 1);
}

// Docklands Pass: R&D is not HQ; and a breach of HQ before it was installed still was the first.
#[test]
fn c30013_docklands_pass_not_rd_and_counts_earlier_breach() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund", "Enigma", "Hunter"], "rd": ["Ice Wall", "Wall of Static"]"#,
        r#""credits": 5, "rig": ["Docklands Pass"]"#,
    );
    run_on(&mut g, "rd");
    to_runner_action(&mut g);
    assert_eq!(g.last_run.as_ref().unwrap().accessed.total, 1);

    let mut g = runner_turn(
        r#""hq": ["Hedge Fund", "Enigma", "Hunter"]"#,
        r#""credits": 5, "grip": ["Docklands Pass"]"#,
    );
    run_on(&mut g, "hq");
    to_runner_action(&mut g);
    let pass_card = id(&g, "Docklands Pass");
    install(&mut g, pass_card);
    to_runner_action(&mut g);
    run_on(&mut g, "hq");
    to_runner_action(&mut g);
    assert_eq!(g.last_run.as_ref().unwrap().accessed.total, 1);
}

// Docklands Pass ruling 1: a breach replaced by another effect (Account Siphon) is no breach, so
// the next successful HQ run of the turn still gets the additional access.
#[test]
fn ruling_c30013_1_replaced_breach_does_not_count() {
    let mut g = runner_turn(
        r#""credits": 0, "hq": ["Hedge Fund", "Enigma", "Hunter"]"#,
        r#""credits": 5, "grip": ["Account Siphon"], "rig": ["Docklands Pass"]"#,
    );
    let siphon = id(&g, "Account Siphon");
    play(&mut g, siphon);
    pass_until(&mut g, "replace_access");
    mode(&mut g, siphon, 0);
    if g.decision_name() == "amount" {
        bid(&mut g, 0);
    }
    to_runner_action(&mut g);
    assert!(!g.turn_flags.breached_hq);
    assert_eq!(hq_seen(&g), 0);
    run_on(&mut g, "hq");
    to_runner_action(&mut g);
    assert_eq!(g.last_run.as_ref().unwrap().accessed.total, 2);
}
