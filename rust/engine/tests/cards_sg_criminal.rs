//! Scenario tests of the System Gateway Criminal cards (30010-30018): Zahya Sadeghi, Mutual
//! Favor, Tread Lightly, Docklands Pass, Pennyshaver, Carmen, Marjanah, Tranquilizer, Red Team.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, GameState, Side, Zone};

// ----- helpers -----

const ZAHYA: &str = "Zahya Sadeghi: Versatile Smuggler";
const GABE: &str = "Gabriel Santiago: Consummate Professional";
const KATE: &str = "Kate \"Mac\" McCaffrey: Digital Tinker";

/// A Runner-turn position with this Runner identity: the Corp part and the Runner part as JSON
/// object bodies.
fn runner_turn_as(identity: &str, corp: &str, runner: &str) -> GameState {
    let corp = if corp.is_empty() {
        r#""credits": 5"#
    } else {
        corp
    };
    let identity = identity.replace('"', "\\\"");
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}},
            "runner": {{"identity": "{identity}", {runner}}}, "active": "runner", "turn": 2}}"#
    ))
}

/// A Runner-turn position with Gabriel Santiago (whose gain comes only from HQ runs).
fn runner_turn(corp: &str, runner: &str) -> GameState {
    runner_turn_as(GABE, corp, runner)
}

/// A Corp-turn position (Gabriel), to play on to the Runner's next turn.
fn corp_turn(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}},
            "runner": {{"identity": "{GABE}", {runner}}}, "active": "corp", "turn": 1}}"#
    ))
}

fn install(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Install).card(card));
}

fn play(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Play).card(card));
}

fn ability(card: u8, index: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(index)
}

fn brk(g: &mut GameState, breaker: u8, sub: u8) {
    act(g, Action::new(ActionKind::Break).card(breaker).target(sub));
}

fn choose_server(g: &mut GameState, server: &str) {
    assert_eq!(g.decision_name(), "run_server");
    act(g, Action::new(ActionKind::Run).server(srv(server)));
}

fn servers_offered(g: &GameState) -> Vec<u8> {
    assert_eq!(g.decision_name(), "run_server");
    legal(g, ActionKind::Run).iter().map(|a| a.server).collect()
}

fn zone(g: &GameState, card: u8) -> Zone {
    g.cards[card as usize].zone
}

/// Plays on (passing, accessing in the order offered) until the Runner's next action decision.
fn to_runner_action(g: &mut GameState) {
    for _ in 0..64 {
        match g.decision_name() {
            "action" => {
                assert_eq!(g.current_side(), Some(Side::Runner));
                return;
            }
            "access" => {
                let a = legal(g, ActionKind::Access)[0];
                act(g, a);
            }
            _ => pass(g),
        }
    }
    panic!("never reached an action; stuck at {}", g.decision_name());
}

/// A successful run on an empty, unprotected Archives, back to the Runner's action decision.
fn successful_archives_run(g: &mut GameState) {
    run_on(g, "archives");
    to_runner_action(g);
    assert!(g.turn_flags.successful_run);
}

/// Cards of HQ the Runner has seen.
fn hq_seen(g: &GameState) -> usize {
    g.corp.hq.iter().filter(|&&c| known_to_runner(g, c)).count()
}

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

/// The Corp's rez actions at the current decision.
fn corp_rezzes(g: &GameState) -> Vec<u8> {
    legal(g, ActionKind::Rez).iter().map(|a| a.card).collect()
}

/// Runs on with passes until the Corp may rez the approached ice (or the run moves on).
fn to_corp_rez(g: &mut GameState) {
    for _ in 0..8 {
        if g.current_side() == Some(Side::Corp) && !corp_rezzes(g).is_empty() {
            return;
        }
        pass(g);
    }
    panic!("no rez offered; at {}", g.decision_name());
}

// Tread Lightly: during its run each piece of ice costs 3 more to rez (Enigma 3 + 3).
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
