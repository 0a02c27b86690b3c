//! Scenario tests of rules the engine once simplified or got wrong: a server ceasing to exist
//! during a run, optional trashing of programs when installing one, additional rez costs however
//! a card is rezzed, amounts chosen without a cap ("X"), "up to" amounts, Battering Ram's breaks,
//! Accelerated Beta Test's installs.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, GameState, RunEndReason, Side, Zone};

const NOISE: &str = "Noise: Hacker Extraordinaire";

fn runner_turn(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}}, "runner": {{"identity": "{NOISE}", {runner}}}, "active": "runner", "turn": 2}}"#
    ))
}

fn corp_turn(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}}, "runner": {{"identity": "{NOISE}", {runner}}}, "active": "corp", "turn": 3}}"#
    ))
}

fn zone(g: &GameState, card: u8) -> Zone {
    g.cards[card as usize].zone
}

// ----- a server that ceases to exist during a run -----

// Rules Reference, "Server" (Remote Servers) and FAQ, "Destruction of Servers": Data Mine, the only
// card of a remote, trashes itself as its subroutine resolves: the server ceases to exist and the
// run ends at once, neither successful nor unsuccessful. No approach to the server, no jack-out
// decision, no access, and Desperado (a successful-run ability) does not pay.
#[test]
fn rr_server_ceases_to_exist_ends_the_run() {
    let mut g = runner_turn(
        r#""credits": 5, "servers": {"remote1": {"ice": [{"title": "Data Mine", "rezzed": true}]}}"#,
        r#""credits": 1, "rig": ["Desperado", "Net Shield"], "grip": ["Sure Gamble", "Sure Gamble"]"#,
    );
    let dm = id(&g, "Data Mine");
    run_on(&mut g, "remote1");
    // The net damage is pending (Net Shield may prevent it): the run has already ended because
    // the server ceased to exist.
    assert_eq!(g.decision_name(), "prevent_damage");
    assert_eq!(zone(&g, dm), Zone::Archives);
    let run = g.run.expect("the run is still resolving its last steps");
    assert!(run.ended);
    assert!(!run.successful);
    assert_eq!(run.end_reason, Some(RunEndReason::ServerCeased));
    pass(&mut g);
    // The damage still happens (Data Mine's subroutine resolves in full).
    assert_eq!(g.runner.grip.len(), 1);
    assert!(g.run.is_none());
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_eq!(
        g.runner.credits, 1,
        "Desperado must not pay: the run was not successful"
    );
    assert!(!g.turn_flags.successful_run);
}

// The same when nothing interrupts: the run ends with no jack-out decision and no access.
#[test]
fn rr_server_ceases_no_jack_out_no_access() {
    let mut g = runner_turn(
        r#""credits": 5, "servers": {"remote1": {"ice": [{"title": "Data Mine", "rezzed": true}]}}"#,
        r#""credits": 0, "rig": ["Desperado"], "grip": ["Sure Gamble", "Sure Gamble"]"#,
    );
    run_on(&mut g, "remote1");
    assert!(g.run.is_none());
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.runner.grip.len(), 1);
}

// Ice leaving a remote that still has a card in its root does not end the run.
#[test]
fn rr_server_with_a_root_card_does_not_cease() {
    let mut g = runner_turn(
        r#""credits": 5, "servers": {"remote1": {"ice": [{"title": "Data Mine", "rezzed": true}], "root": ["PAD Campaign"]}}"#,
        r#""credits": 0, "rig": ["Desperado"], "grip": ["Sure Gamble", "Sure Gamble"]"#,
    );
    run_on(&mut g, "remote1");
    assert_eq!(g.run.unwrap().end_reason, None);
    pass_until(&mut g, "action");
    assert!(g.turn_flags.successful_run);
    assert_eq!(g.runner.credits, 1, "Desperado pays for the successful run");
}

// ----- additional costs to rez, however a card is rezzed -----

fn fao_on_archer(score_area: &str) -> (GameState, u8) {
    let mut g = runner_turn(
        &format!(
            r#""credits": 9, "score_area": [{score_area}], "servers": {{"hq": {{"ice": ["Archer"]}}}}"#
        ),
        r#""credits": 5, "grip": ["Forged Activation Orders"]"#,
    );
    let archer = id(&g, "Archer");
    let fao = id(&g, "Forged Activation Orders");
    only_on(&mut g, ActionKind::Play, fao);
    // Archer is the only unrezzed ice: chosen without a question (docs/actions.md).
    assert_eq!(g.decision_name(), "rez_or_trash");
    (g, archer)
}

// c01101 Archer + c01020 Forged Activation Orders (Rules Reference, "Additional Costs"): the
// additional cost applies to a rez an effect asks for; with no agenda to forfeit, rezzing is not
// offered and the Corp must trash Archer.
#[test]
fn c01101_archer_forged_activation_orders_without_agenda_must_trash() {
    let (g, archer) = fao_on_archer("");
    assert_eq!(
        g.legal_actions().as_slice(),
        &[Action::new(ActionKind::Trash).card(archer)]
    );
}

// c01101 Archer rezzed through c01020 Forged Activation Orders forfeits an agenda.
#[test]
fn c01101_archer_forged_activation_orders_rez_forfeits_an_agenda() {
    let (mut g, archer) = fao_on_archer(r#""Hostile Takeover""#);
    let ht = id(&g, "Hostile Takeover");
    act(&mut g, Action::new(ActionKind::Rez).card(archer));
    // Hostile Takeover is the only agenda to forfeit: not asked.
    assert!(g.cards[archer as usize].rezzed);
    assert_eq!(zone(&g, ht), Zone::Removed);
    assert_eq!(g.agenda_points(Side::Corp), 0);
    assert_eq!(g.corp.credits, 9 - 4);
}

// ----- trashing programs when installing one -----

fn install_from_grip(g: &mut GameState, title: &str) -> u8 {
    let c = ids(g, title)
        .into_iter()
        .find(|&c| g.cards[c as usize].zone == Zone::Grip)
        .expect("a copy in the grip");
    only_on(g, ActionKind::Install, c);
    c
}

// Rules Reference, "Install" step 3 and "Program": when installing a program the Runner may trash
// any number of installed programs, even when the new one fits.
#[test]
fn rr_install_may_trash_programs_even_when_the_new_one_fits() {
    let mut g = runner_turn(
        r#""credits": 5"#,
        r#""credits": 9, "grip": ["Datasucker", "Datasucker"], "rig": ["Crypsis", "Ninja"]"#,
    );
    let (crypsis, ninja) = (id(&g, "Crypsis"), id(&g, "Ninja"));
    let ds = install_from_grip(&mut g, "Datasucker");
    assert_eq!(g.decision_name(), "memory");
    let mut legal = g.legal_actions().to_vec();
    legal.sort_by_key(|a| a.code());
    let mut expected = vec![
        Action::new(ActionKind::Trash).card(crypsis),
        Action::new(ActionKind::Trash).card(ninja),
        Action::new(ActionKind::Pass),
    ];
    expected.sort_by_key(|a| a.code());
    assert_eq!(legal, expected);
    // Trashing one keeps the choice open: "any number".
    act(&mut g, Action::new(ActionKind::Trash).card(crypsis));
    assert_eq!(zone(&g, crypsis), Zone::Heap);
    assert_eq!(g.decision_name(), "memory");
    assert_eq!(zone(&g, ds), Zone::Grip);
    pass(&mut g);
    assert_eq!(zone(&g, ds), Zone::Rig);
    assert_eq!(zone(&g, ninja), Zone::Rig);
    // Passing at once trashes nothing.
    let ds2 = install_from_grip(&mut g, "Datasucker");
    pass(&mut g);
    assert_eq!(zone(&g, ds2), Zone::Rig);
    assert_eq!(zone(&g, ninja), Zone::Rig);
}

// "Memory Limit": while the new program would not fit, "done" is not offered.
#[test]
fn rr_install_must_trash_while_over_the_memory_limit() {
    let mut g = runner_turn(
        r#""credits": 5"#,
        r#""credits": 9, "grip": ["Aurora"], "rig": ["Crypsis", "Ninja", "Djinn", "Datasucker"]"#,
    );
    let ds = install_from_grip(&mut g, "Aurora");
    assert_eq!(g.decision_name(), "memory");
    assert!(legal(&g, ActionKind::Pass).is_empty());
    let crypsis = id(&g, "Crypsis");
    act(&mut g, Action::new(ActionKind::Trash).card(crypsis));
    assert_eq!(legal(&g, ActionKind::Pass).len(), 1);
    pass(&mut g);
    assert_eq!(zone(&g, ds), Zone::Rig);
}

// Install step 2 chose the host: neither it nor a card it is hosted on may be trashed at step 3,
// since trashing a host trashes what it hosts (Rules Reference, "Hosting") and the new program
// would have nowhere to go. Found by `nr-fast sweep`: Datasucker chosen onto a Djinn that is
// itself hosted on a Djinn, then the outer Djinn trashed.
#[test]
fn rr_install_may_not_trash_the_chosen_host_or_what_hosts_it() {
    let mut g = runner_turn(
        r#""credits": 5"#,
        r#""credits": 20, "clicks": 4, "grip": ["Djinn", "Datasucker"], "rig": ["Djinn", "Crypsis"]"#,
    );
    let outer = ids(&g, "Djinn")
        .into_iter()
        .find(|&c| g.cards[c as usize].zone == Zone::Rig)
        .unwrap();
    let inner = install_from_grip(&mut g, "Djinn");
    act(&mut g, Action::new(ActionKind::Install).card(outer));
    pass_until(&mut g, "action");
    assert_eq!(g.cards[inner as usize].host, outer);
    let ds = install_from_grip(&mut g, "Datasucker");
    act(&mut g, Action::new(ActionKind::Install).card(inner));
    assert_eq!(g.decision_name(), "memory");
    let crypsis = id(&g, "Crypsis");
    let trash: Vec<u8> = legal(&g, ActionKind::Trash)
        .iter()
        .map(|a| a.card)
        .collect();
    assert_eq!(
        trash,
        vec![crypsis],
        "only programs the new one does not depend on"
    );
    pass(&mut g);
    assert_eq!(zone(&g, ds), Zone::Rig);
    assert_eq!(g.cards[ds as usize].host, inner);
}

// Installing a program with no program installed asks nothing.
#[test]
fn rr_install_with_no_program_installed_asks_nothing() {
    let mut g = runner_turn(r#""credits": 5"#, r#""credits": 9, "grip": ["Datasucker"]"#);
    let ds = install_from_grip(&mut g, "Datasucker");
    assert_eq!(zone(&g, ds), Zone::Rig);
    assert_eq!(g.decision_name(), "action");
}

// c01026 Femme Fatale trashed as part of installing another program: its choice of ice ends
// (Femme Fatale ruling 3).
#[test]
fn c01026_femme_fatale_trashed_while_installing_forgets_its_ice() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}]}}"#,
        r#""credits": 20, "grip": ["Femme Fatale", "Datasucker"]"#,
    );
    let hunter = id(&g, "Hunter");
    let femme = install_from_grip(&mut g, "Femme Fatale");
    // Hunter is the only installed ice: chosen without a question.
    assert_eq!(g.cards[femme as usize].chosen, hunter);
    install_from_grip(&mut g, "Datasucker");
    act(&mut g, Action::new(ActionKind::Trash).card(femme));
    assert_eq!(zone(&g, femme), Zone::Heap);
    assert_eq!(g.cards[femme as usize].chosen, nr_engine::NONE);
    assert!(g.cards.iter().all(|c| c.chosen != hunter));
}

// ----- amounts without a cap the rules do not have -----

// c01065 Corporate Troubleshooter: X may be any amount the Corp can pay; X = 20.
#[test]
fn c01065_corporate_troubleshooter_x_20() {
    let mut g = runner_turn(
        r#""credits": 25, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}], "root": [{"title": "Corporate Troubleshooter", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    let (ts, enigma) = (id(&g, "Corporate Troubleshooter"), id(&g, "Enigma"));
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    pass(&mut g);
    assert_eq!(g.current_side(), Some(Side::Corp));
    act(&mut g, Action::new(ActionKind::Ability).card(ts).target(0));
    assert_eq!(amounts(&g), (0..=25).collect::<Vec<u8>>());
    bid(&mut g, 20);
    assert_eq!(g.corp.credits, 5);
    assert_eq!(zone(&g, ts), Zone::Archives);
    // Enigma is the only rezzed ice protecting HQ: chosen without a question.
    assert_eq!(g.current_strength(enigma), Some(2 + 20));
}

// Amounts above 254 are chosen over several decisions: "add 255" then the rest (X = 300).
#[test]
fn c01065_corporate_troubleshooter_x_300_over_two_decisions() {
    let mut g = runner_turn(
        r#""credits": 400, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}], "root": [{"title": "Corporate Troubleshooter", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    let (ts, enigma) = (id(&g, "Corporate Troubleshooter"), id(&g, "Enigma"));
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    pass(&mut g);
    act(&mut g, Action::new(ActionKind::Ability).card(ts).target(0));
    let first = amounts(&g);
    assert_eq!(first.len(), 256, "0-254, and 255 = add 255 and choose more");
    bid(&mut g, 255);
    assert_eq!(g.decision_name(), "amount");
    assert_eq!(
        amounts(&g),
        (0..=145).collect::<Vec<u8>>(),
        "400 - 255 left"
    );
    bid(&mut g, 45);
    assert_eq!(g.corp.credits, 100);
    // Enigma is the only rezzed ice protecting HQ: chosen without a question.
    assert_eq!(g.current_strength(enigma), Some(2 + 300));
}

// c01085 Psychographics: X = 20 with 20 tags.
#[test]
fn c01085_psychographics_x_20() {
    let mut g = corp_turn(
        r#""credits": 30, "hq": ["Psychographics"], "servers": {"remote1": {"root": ["Priority Requisition"]}}"#,
        r#""tags": 20"#,
    );
    let (psy, pr) = (id(&g, "Psychographics"), id(&g, "Priority Requisition"));
    only_on(&mut g, ActionKind::Play, psy);
    assert_eq!(amounts(&g), (0..=20).collect::<Vec<u8>>());
    bid(&mut g, 20);
    assert_eq!(g.corp.credits, 10);
    only_on(&mut g, ActionKind::Advance, pr);
    assert_eq!(g.cards[pr as usize].advancement, 20);
}

// c01010 Medium: with 21 counters after the run's own, 20 more cards may be accessed.
#[test]
fn c01010_medium_20_additional_cards() {
    let rd = vec!["\"Hedge Fund\""; 22].join(", ");
    let mut g = runner_turn(
        &format!(r#""rd": [{rd}]"#),
        r#""credits": 5, "rig": [{"title": "Medium", "virus": 20}]"#,
    );
    run_on(&mut g, "rd");
    pass_until(&mut g, "amount");
    assert_eq!(amounts(&g), (0..=20).collect::<Vec<u8>>());
    bid(&mut g, 20);
    assert!(g.run.is_none());
    let seen = g
        .corp
        .rd
        .iter()
        .filter(|&&c| g.cards[c as usize].known_to(Side::Runner))
        .count();
    assert_eq!(seen, 21);
}

// c01018 Account Siphon: "up to 5": the Runner may make the Corp lose fewer (3).
#[test]
fn c01018_account_siphon_runner_chooses_up_to_5() {
    let mut g = runner_turn(
        r#""credits": 8, "hq": ["Hedge Fund"]"#,
        r#""credits": 5, "grip": ["Account Siphon"]"#,
    );
    let siphon = id(&g, "Account Siphon");
    only_on(&mut g, ActionKind::Play, siphon);
    pass_until(&mut g, "replace_access");
    act(&mut g, Action::new(ActionKind::Mode).card(siphon).target(0));
    assert_eq!(amounts(&g), vec![0, 1, 2, 3, 4, 5]);
    bid(&mut g, 3);
    assert_eq!(g.corp.credits, 5);
    assert_eq!(g.runner.credits, 5 + 6);
    assert_eq!(g.runner.tags, 2);
}

// ----- Battering Ram: one use breaks up to 2 subroutines -----

// c01042 Battering Ram ("break up to 2 barrier subroutines"; Rules Reference, "Icebreakers"): the
// Runner chooses the subroutines as the ability resolves; stopping after one leaves no free break
// for later in the encounter.
#[test]
fn c01042_battering_ram_one_use_breaks_up_to_two_chosen_now() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 3, "grip": ["Tinkering"], "rig": ["Battering Ram"]"#,
    );
    let ram = id(&g, "Battering Ram");
    let tinkering = id(&g, "Tinkering");
    only_on(&mut g, ActionKind::Play, tinkering);
    // Enigma is the only installed ice: chosen without a question.
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "encounter");
    act(&mut g, Action::new(ActionKind::Break).card(ram).target(1));
    assert_eq!(g.runner.credits, 1);
    assert_eq!(g.decision_name(), "break_more");
    assert_eq!(
        legal(&g, ActionKind::Break),
        vec![Action::new(ActionKind::Break).card(ram).target(0)]
    );
    let clicks = g.runner.clicks;
    pass(&mut g);
    // Back in the encounter: a new use costs 2 again, which the Runner cannot pay, so nothing
    // is left to decide and Enigma's unbroken first subroutine (lose a click) resolves; the
    // second (end the run) was broken.
    assert_ne!(g.decision_name(), "break_more");
    assert!(legal_on(&g, ActionKind::Break, ram).is_empty());
    assert!(g.run.is_some(), "the end-the-run subroutine was broken");
    assert_eq!(g.runner.clicks, clicks - 1);
}

// ----- Accelerated Beta Test follows the install rules -----

// c01055 Accelerated Beta Test: ice installed from R&D into a server with ice already there follows
// the install rules (Rules Reference, "Install" step 3): the Corp may first trash ice protecting
// that server; the install and rez costs are ignored.
#[test]
fn c01055_accelerated_beta_test_may_trash_ice_in_the_destination() {
    let mut g = corp_turn(
        r#""credits": 0, "clicks": 3, "rd": ["Hedge Fund", "Hedge Fund", "Enigma"],
           "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}, "Hunter"]},
                       "remote1": {"root": [{"title": "Accelerated Beta Test", "advancement": 3}]}}"#,
        r#""credits": 5"#,
    );
    let (abt, enigma) = (id(&g, "Accelerated Beta Test"), id(&g, "Enigma"));
    let (wall, hunter) = (id(&g, "Wall of Static"), id(&g, "Hunter"));
    act(&mut g, Action::new(ActionKind::ClickCredit));
    act(&mut g, Action::new(ActionKind::Score).card(abt));
    assert_eq!(g.decision_name(), "mode");
    act(&mut g, Action::new(ActionKind::Mode).card(abt).target(0));
    assert_eq!(g.decision_name(), "install_looked_ice");
    act(
        &mut g,
        Action::new(ActionKind::Install).card(enigma).server(HQ),
    );
    // Install step 3: the Corp may trash ice protecting HQ, or not.
    assert_eq!(g.decision_name(), "install_trash");
    let mut offered: Vec<u8> = legal(&g, ActionKind::Trash)
        .iter()
        .map(|a| a.card)
        .collect();
    offered.sort_unstable();
    let mut expected = vec![wall, hunter];
    expected.sort_unstable();
    assert_eq!(offered, expected);
    assert_eq!(
        legal(&g, ActionKind::Pass).len(),
        1,
        "no install cost to afford"
    );
    act(&mut g, Action::new(ActionKind::Trash).card(hunter));
    assert_eq!(zone(&g, hunter), Zone::Archives);
    pass(&mut g);
    assert_eq!(g.corp.servers[HQ as usize].ice.as_slice(), &[wall, enigma]);
    assert!(g.cards[enigma as usize].rezzed);
    // 1 from the click, 1 from Haas-Bioroid's first install this turn; nothing paid.
    assert_eq!(g.corp.credits, 2, "install and rez costs ignored");
}

// c01030 Crash Space: "prevent up to 3 meat damage": the Runner chooses how much (here 2 of
// Scorched Earth's 4).
#[test]
fn c01030_crash_space_prevents_up_to_3_chosen() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Scorched Earth"]"#,
        r#""tags": 1, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"], "rig": ["Crash Space"]"#,
    );
    let (crash, se) = (id(&g, "Crash Space"), id(&g, "Scorched Earth"));
    only_on(&mut g, ActionKind::Play, se);
    assert_eq!(g.decision_name(), "prevent_meat_damage");
    let offered: Vec<u8> = legal(&g, ActionKind::Ability)
        .iter()
        .map(|a| a.target)
        .collect();
    assert_eq!(offered, vec![1, 2, 3]);
    act(
        &mut g,
        Action::new(ActionKind::Ability).card(crash).target(2),
    );
    assert_eq!(zone(&g, crash), Zone::Heap);
    assert_eq!(g.runner.grip.len(), 5 - 2);
}

// Rules Reference, "Trace": a player may spend any number of credits; bids above 254 are made
// over two decisions (255 = add 255 and bid more), with no cap and no wrap-around (c01086 SEA
// Source, base 3, bid 300).
#[test]
fn rr_trace_bid_has_no_cap() {
    let mut g = corp_turn(r#""credits": 400, "hq": ["SEA Source"]"#, r#""credits": 2"#);
    g.last_runner_turn.successful_run = true;
    let sea = id(&g, "SEA Source");
    only_on(&mut g, ActionKind::Play, sea);
    assert_eq!(g.decision_name(), "trace_corp");
    assert_eq!(legal(&g, ActionKind::Bid).len(), 256);
    bid(&mut g, 255);
    assert_eq!(g.decision_name(), "trace_corp");
    assert_eq!(legal(&g, ActionKind::Bid).len(), 400 - 2 - 255 + 1);
    bid(&mut g, 45);
    assert_eq!(g.corp.credits, 400 - 2 - 300);
    assert_eq!(g.decision_name(), "trace_runner");
    bid(&mut g, 2);
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.runner.tags, 1, "strength 303 beats link 0 + 2");
}

// Rules Reference, "Host": cards hosted on a card that is uninstalled are trashed, and this cannot
// be prevented: Sacrificial Construct is not offered for Datasucker when Djinn, its host, is
// trashed while installing another program (found by random play: the hosted card stayed behind).
#[test]
fn rr_hosted_cards_trashed_with_their_host_cannot_be_prevented() {
    let mut g = runner_turn(
        r#""credits": 5"#,
        r#""credits": 9, "grip": ["Aurora"], "rig": [{"title": "Djinn", "hosted": ["Datasucker"]}, "Sacrificial Construct", "Crypsis"]"#,
    );
    let (djinn, ds) = (id(&g, "Djinn"), id(&g, "Datasucker"));
    let aurora = install_from_grip(&mut g, "Aurora");
    assert_eq!(g.decision_name(), "memory");
    act(&mut g, Action::new(ActionKind::Trash).card(djinn));
    assert_ne!(g.decision_name(), "prevent_trash");
    assert_eq!(zone(&g, djinn), Zone::Heap);
    assert_eq!(zone(&g, ds), Zone::Heap);
    assert_eq!(g.cards[ds as usize].host, nr_engine::NONE);
    pass(&mut g);
    assert_eq!(zone(&g, aurora), Zone::Rig);
}
