//! Scenario tests of the System Gateway Anarch cards, second part (30004-30009): Botulus,
//! Buzzsaw, Cleaver, Fermenter, Leech and Cookbook; random games with every Anarch card. René
//! "Loup" Arcemont, Wildcat Strike and Carnivore are in `cards_sg_anarch.rs`.

mod common;
use common::*;
use nr_engine::{card_by_title, card_table, Action, ActionKind, DeckList, EventKind, GameState};
use nr_engine::{Side, Zone};

// ----- helpers -----

/// Loup's title, as the card table spells it.
const LOUP: &str = "Rene \"Loup\" Arcemont: Party Animal";
const NOISE: &str = "Noise: Hacker Extraordinaire";

/// A Runner-turn position with Noise (no ability about accessed cards).
fn noise_turn(corp: &str, runner: &str) -> GameState {
    runner_turn_as(NOISE, corp, runner)
}

/// Installs `card`, keeping the installed programs when asked (install step 3).
fn install(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Install).card(card));
    keep_programs(g);
}

/// Install step 3: the Runner may trash programs first; it keeps them all.
fn keep_programs(g: &mut GameState) {
    if g.decision_name() == "memory" {
        pass(g);
    }
}

fn ability(card: u8, index: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(index)
}

fn brk(card: u8, sub: u8) -> Action {
    Action::new(ActionKind::Break).card(card).target(sub)
}

fn trash(card: u8) -> Action {
    Action::new(ActionKind::Trash).card(card)
}

fn zone(g: &GameState, card: u8) -> Zone {
    g.cards[card as usize].zone
}

fn virus(g: &GameState, card: u8) -> u8 {
    g.cards[card as usize].virus
}

/// The state as JSON, to check that a refused action changed nothing.
fn snapshot(g: &GameState) -> String {
    g.to_json()
}

/// Applies an action that must be refused, and checks that nothing changed.
fn refused(g: &mut GameState, a: Action) {
    let before = snapshot(g);
    assert!(g.apply(a).is_err(), "{a:?} was accepted");
    assert_eq!(snapshot(g), before, "a refused action changed the state");
}

/// Two abilities triggered together (Noise's and the installed virus's): the Runner orders
/// them (any order here), then both resolve.
fn settle_order(g: &mut GameState) {
    if g.decision_name() == "order_triggers" {
        let a = legal(g, ActionKind::Order)[0];
        act(g, a);
    }
}

/// Runs `server` (approaching its rezzed ice) up to the encounter decision.
fn run_to_encounter(g: &mut GameState, server: &str) {
    run_on(g, server);
    pass_until(g, "encounter");
}

// ----- 30004 Botulus -----

// Botulus: installed only on a piece of ice (rezzed or not), with 1 virus counter.
#[test]
fn c30004_botulus_installs_on_ice_with_a_counter() {
    let mut g = noise_turn(
        r#""servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}, "Enigma"]}}"#,
        r#""credits": 5, "grip": ["Botulus"], "rig": ["Djinn"]"#,
    );
    let bot = id(&g, "Botulus");
    let (wall, enigma) = (id(&g, "Wall of Static"), id(&g, "Enigma"));
    install(&mut g, bot);
    assert_eq!(g.decision_name(), "host");
    let mut hosts: Vec<u8> = legal(&g, ActionKind::Install)
        .iter()
        .map(|a| a.card)
        .collect();
    hosts.sort();
    let mut ice = vec![wall, enigma];
    ice.sort();
    assert_eq!(hosts, ice, "ice only, not Djinn");
    assert!(
        legal(&g, ActionKind::Pass).is_empty(),
        "not in the rig itself"
    );
    act(&mut g, Action::new(ActionKind::Install).card(enigma));
    keep_programs(&mut g);
    settle_order(&mut g);
    assert_eq!(g.cards[bot as usize].host, enigma);
    assert_eq!(virus(&g, bot), 1);
    assert_eq!(g.runner.credits, 3);
    assert_eq!(g.memory_used(), 2, "Djinn and Botulus");
}

// Botulus: a virus counter when the Runner's turn begins.
#[test]
fn c30004_botulus_grows_each_runner_turn() {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "rd": ["Hedge Fund"], "servers": {{"hq": {{"ice": [{{"title": "Enigma",
               "hosted": [{{"title": "Botulus", "virus": 1}}]}}]}}}}}},
            "runner": {{"identity": "{NOISE}"}}, "active": "corp", "turn": 1}}"#
    ));
    let bot = id(&g, "Botulus");
    until(&mut g, at_action(Side::Runner));
    assert_eq!(virus(&g, bot), 2);
}

/// Botulus with `n` counters on a rezzed `ice` protecting HQ; `other` ice outside it.
fn botulus_on(ice: &str, n: u8, other: &str) -> GameState {
    let outer = if other.is_empty() {
        String::new()
    } else {
        format!(r#", {{"title": "{other}", "rezzed": true}}"#)
    };
    noise_turn(
        &format!(
            r#""hq": ["Hedge Fund"], "servers": {{"hq": {{"ice": [{{"title": "{ice}", "rezzed": true,
                "hosted": [{{"title": "Botulus", "virus": {n}}}]}}{outer}]}}}}"#
        ),
        r#""credits": 0"#,
    )
}

// Botulus: a hosted virus counter breaks 1 subroutine of its host ice.
#[test]
fn c30004_botulus_breaks_a_host_subroutine() {
    let mut g = botulus_on("Wall of Static", 1, "");
    let bot = id(&g, "Botulus");
    run_to_encounter(&mut g, "hq");
    assert_eq!(legal_on(&g, ActionKind::Break, bot).len(), 1);
    let label = g.label(&brk(bot, 0));
    assert!(label.starts_with("Botulus: break"), "{label}");
    g.set_events(true);
    act(&mut g, brk(bot, 0));
    assert_eq!(virus(&g, bot), 0);
    let events = g.take_events();
    assert!(events
        .iter()
        .any(|e| e.kind == EventKind::SubroutineBroken && e.other == bot));
    assert!(events.iter().any(|e| e.kind == EventKind::CountersRemoved));
    assert!(
        legal_on(&g, ActionKind::Break, bot).is_empty(),
        "no counter left"
    );
    pass_until(&mut g, "action");
    assert!(
        g.turn_flags.successful_hq_run,
        "the end-the-run subroutine was broken"
    );
}

// Botulus: 2 counters break both subroutines of Enigma; nothing on other ice, nothing without
// counters.
#[test]
fn c30004_botulus_only_on_its_host_and_with_counters() {
    let mut g = botulus_on("Enigma", 2, "Wall of Static");
    let bot = id(&g, "Botulus");
    // Wall of Static (outermost) is not its host: nothing offered; it ends the run.
    run_on(&mut g, "hq");
    pass_until_without(&mut g, "action", brk(bot, 0));
    assert_eq!(virus(&g, bot), 2);

    let mut g = botulus_on("Enigma", 2, "");
    let bot = id(&g, "Botulus");
    run_to_encounter(&mut g, "hq");
    assert_eq!(g.run.unwrap().encounter, id(&g, "Enigma"));
    assert_eq!(legal_on(&g, ActionKind::Break, bot).len(), 2);
    act(&mut g, brk(bot, 1));
    assert_eq!(legal_on(&g, ActionKind::Break, bot), vec![brk(bot, 0)]);
    refused(&mut g, brk(bot, 1));
    act(&mut g, brk(bot, 0));
    assert_eq!(virus(&g, bot), 0);
    assert_eq!(g.run.unwrap().broken, 0b11);

    // No counter: nothing offered (the encounter is not even asked).
    let mut g = botulus_on("Enigma", 0, "");
    let bot = id(&g, "Botulus");
    run_on(&mut g, "hq");
    pass_until_without(&mut g, "action", brk(bot, 0));
}

// Botulus on unrezzed ice: the host choice and the Runner's observation tell nothing of the ice.
#[test]
fn c30004_botulus_on_unrezzed_ice_reveals_nothing() {
    let mut g = noise_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": ["Hadrian's Wall"]}}"#,
        r#""credits": 5, "grip": ["Botulus"]"#,
    );
    let bot = id(&g, "Botulus");
    let ice = id(&g, "Hadrian's Wall");
    install(&mut g, bot);
    settle_order(&mut g);
    assert_eq!(g.cards[bot as usize].host, ice);
    assert!(!known_to_runner(&g, ice));
    let other = g.determinize(Side::Runner, 5);
    assert_eq!(
        g.observation_json(Side::Runner),
        other.observation_json(Side::Runner)
    );
    assert!(!g.observation_json(Side::Runner).contains("Hadrian"));
}

// Botulus ruling 1: not an icebreaker, it has no strength and breaks whatever the ice's strength.
#[test]
fn ruling_c30004_1_no_strength_needed() {
    let mut g = botulus_on("Hadrian's Wall", 2, "");
    let bot = id(&g, "Botulus");
    assert_eq!(g.current_strength(bot), None);
    run_to_encounter(&mut g, "hq");
    assert_eq!(g.current_strength(id(&g, "Hadrian's Wall")), Some(7));
    assert_eq!(legal_on(&g, ActionKind::Break, bot).len(), 2);
    act(&mut g, brk(bot, 0));
    assert_eq!(g.run.unwrap().broken, 0b01);
}

// Botulus ruling 2: a host that is derezzed keeps it with its counters (Cell Portal derezzes
// itself); a host that is trashed (the Corp trashes it to install new ice) trashes it.
#[test]
fn ruling_c30004_2_host_derezzed_or_trashed() {
    let mut g = botulus_on("Cell Portal", 1, "");
    let (bot, portal) = (id(&g, "Botulus"), id(&g, "Cell Portal"));
    run_to_encounter(&mut g, "hq");
    pass(&mut g);
    assert!(
        !g.cards[portal as usize].rezzed,
        "derezzed by its subroutine"
    );
    pass_until(&mut g, "action");
    assert_eq!(g.cards[bot as usize].host, portal);
    assert_eq!(zone(&g, bot), Zone::Rig);
    assert_eq!(virus(&g, bot), 1);

    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 10, "hq": ["Ice Wall"],
               "servers": {{"hq": {{"ice": [{{"title": "Enigma", "rezzed": true,
                   "hosted": [{{"title": "Botulus", "virus": 2}}]}}]}}}}}},
            "runner": {{"identity": "{NOISE}"}}, "active": "corp", "turn": 1}}"#
    ));
    let (bot, enigma) = (id(&g, "Botulus"), id(&g, "Enigma"));
    let wall = id(&g, "Ice Wall");
    act(
        &mut g,
        Action::new(ActionKind::Install).card(wall).server(HQ),
    );
    assert_eq!(g.decision_name(), "install_trash");
    act(&mut g, trash(enigma));
    pass_until(&mut g, "action");
    assert_eq!(zone(&g, enigma), Zone::Archives);
    assert_eq!(zone(&g, bot), Zone::Heap);
    assert_eq!(virus(&g, bot), 0);
}

// ----- 30005 Buzzsaw -----

// Buzzsaw: 1 credit breaks up to 2 code gate subroutines; not barriers.
#[test]
fn c30005_buzzsaw_breaks_two_code_gate_subroutines_for_1() {
    let mut g = noise_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}]}}"#,
        r#""credits": 3, "rig": ["Buzzsaw"]"#,
    );
    let saw = id(&g, "Buzzsaw");
    // A barrier: nothing to do, so the encounter is not even asked, and the run ends.
    run_on(&mut g, "hq");
    pass_until_without(&mut g, "action", brk(saw, 0));
    assert!(!g.turn_flags.successful_hq_run);

    let mut g = noise_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 3, "rig": ["Buzzsaw"]"#,
    );
    let saw = id(&g, "Buzzsaw");
    run_to_encounter(&mut g, "hq");
    act(&mut g, brk(saw, 0));
    assert_eq!(g.decision_name(), "break_more");
    act(&mut g, brk(saw, 1));
    assert_eq!(g.runner.credits, 2);
    assert_eq!(g.run.unwrap().broken, 0b11);
}

// Buzzsaw: 3 credits for +1 strength (Tollbooth, strength 5, needs 2).
#[test]
fn c30005_buzzsaw_strength_costs_3() {
    let mut g = noise_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Tollbooth", "rezzed": true}]}}"#,
        r#""credits": 10, "rig": ["Buzzsaw"]"#,
    );
    let saw = id(&g, "Buzzsaw");
    run_to_encounter(&mut g, "hq");
    let before = g.runner.credits;
    assert!(legal_on(&g, ActionKind::Break, saw).is_empty(), "too weak");
    act(&mut g, ability(saw, 0));
    assert_eq!(g.current_strength(saw), Some(4));
    assert_eq!(g.runner.credits, before - 3);
    act(&mut g, ability(saw, 0));
    assert_eq!(g.current_strength(saw), Some(5));
    assert_eq!(legal_on(&g, ActionKind::Break, saw).len(), 1);
}

// ----- 30006 Cleaver -----

// Cleaver: 1 credit breaks up to 2 barrier subroutines; 2 credits per +1 strength.
#[test]
fn c30006_cleaver_breaks_two_barrier_subroutines() {
    let mut g = noise_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Hadrian's Wall", "rezzed": true}]}}"#,
        r#""credits": 9, "rig": ["Cleaver"]"#,
    );
    let cl = id(&g, "Cleaver");
    run_to_encounter(&mut g, "hq");
    for _ in 0..4 {
        act(&mut g, ability(cl, 0));
    }
    assert_eq!(g.current_strength(cl), Some(7));
    assert_eq!(g.runner.credits, 1, "4 x 2 credits");
    assert!(
        legal_on(&g, ActionKind::Ability, cl).is_empty(),
        "strong enough"
    );
    act(&mut g, brk(cl, 0));
    act(&mut g, brk(cl, 1));
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.run.unwrap().broken, 0b11);
}

// Cleaver: only barriers; "up to 2": the Runner may stop after one.
#[test]
fn c30006_cleaver_only_barriers_and_up_to_two() {
    let mut g = noise_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true},
            {"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Cleaver"]"#,
    );
    let cl = id(&g, "Cleaver");
    run_to_encounter(&mut g, "hq");
    act(&mut g, brk(cl, 0));
    // Ice Wall has one subroutine: nothing more to break, so no "break_more" decision.
    assert_ne!(g.decision_name(), "break_more");
    // Enigma, a code gate: nothing offered (the encounter is not even asked).
    pass_until_without(&mut g, "action", brk(cl, 0));
    assert!(!g.turn_flags.successful_hq_run);
}

// ----- 30007 Fermenter -----

// Fermenter: 1 counter when installed, 1 more when the Runner's turn begins.
#[test]
fn c30007_fermenter_grows() {
    let mut g = noise_turn(
        r#""rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""credits": 5, "grip": ["Fermenter"]"#,
    );
    let f = id(&g, "Fermenter");
    install(&mut g, f);
    settle_order(&mut g);
    assert_eq!(virus(&g, f), 1);
    until(&mut g, |g| {
        g.current_side() == Some(Side::Runner) && g.decision_name() == "action" && g.turn == 4
    });
    assert_eq!(virus(&g, f), 2);
}

// Fermenter: click, trash: 2 credits per hosted virus counter; not offered without counters.
#[test]
fn c30007_fermenter_cashes_out() {
    let mut g = noise_turn(
        "",
        r#""credits": 1, "rig": [{"title": "Fermenter", "virus": 3}]"#,
    );
    let f = id(&g, "Fermenter");
    act(&mut g, ability(f, 0));
    assert_eq!(g.runner.credits, 7);
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(zone(&g, f), Zone::Heap);
    assert_eq!(virus(&g, f), 0);

    let mut g = noise_turn(
        "",
        r#""credits": 1, "rig": [{"title": "Fermenter", "virus": 0}]"#,
    );
    let f = id(&g, "Fermenter");
    refused(&mut g, ability(f, 0));
}

// Fermenter ruling 1: no paid ability can be used while it resolves: the Runner is paid in the
// same step, with no window between trashing it and gaining the credits.
#[test]
fn ruling_c30007_1_resolves_without_a_window() {
    let mut g = noise_turn(
        "",
        r#""credits": 0, "rig": [{"title": "Fermenter", "virus": 2}]"#,
    );
    g.set_events(true);
    let f = id(&g, "Fermenter");
    let _ = g.take_events();
    act(&mut g, ability(f, 0));
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_eq!(g.runner.credits, 4);
    let events = g.take_events();
    let trashed = events
        .iter()
        .position(|e| e.kind == EventKind::Trashed && e.card == f)
        .expect("trashed");
    let gained = events
        .iter()
        .position(|e| e.kind == EventKind::CreditsGained && e.amount == 4)
        .expect("gained 4");
    assert!(trashed < gained);
}

// ----- 30008 Leech -----

// Leech: a counter after a successful run on a central server, not on a remote.
#[test]
fn c30008_leech_counts_central_runs() {
    let mut g = noise_turn(
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 0, "rig": ["Leech"]"#,
    );
    let leech = id(&g, "Leech");
    run_on(&mut g, "hq");
    pass_until(&mut g, "action");
    assert_eq!(virus(&g, leech), 1);
    run_on(&mut g, "remote1");
    pass_until(&mut g, "action");
    assert_eq!(virus(&g, leech), 1, "not a central server");
    run_on(&mut g, "archives");
    pass_until(&mut g, "action");
    assert_eq!(virus(&g, leech), 2);
}

// Leech: a counter gives the encountered ice -1 strength for the encounter; not at 0 strength.
#[test]
fn c30008_leech_weakens_the_encountered_ice() {
    let mut g = noise_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 1, "rig": [{"title": "Leech", "virus": 3}, "Buzzsaw"]"#,
    );
    let (leech, enigma) = (id(&g, "Leech"), id(&g, "Enigma"));
    assert!(
        legal_on(&g, ActionKind::Ability, leech).is_empty(),
        "no encounter"
    );
    run_to_encounter(&mut g, "hq");
    act(&mut g, ability(leech, 0));
    assert_eq!(g.current_strength(enigma), Some(1));
    act(&mut g, ability(leech, 0));
    assert_eq!(g.current_strength(enigma), Some(0));
    assert_eq!(virus(&g, leech), 1);
    assert!(
        legal_on(&g, ActionKind::Ability, leech).is_empty(),
        "already 0"
    );
    refused(&mut g, ability(leech, 0));
    pass_until(&mut g, "action");
    assert_eq!(
        g.current_strength(enigma),
        Some(2),
        "for the encounter only"
    );
}

// Leech ruling 1: unlike Datasucker, Leech does not need the encountered ice to be rezzed (the
// ice here is turned facedown during the encounter).
#[test]
fn ruling_c30008_1_leech_on_ice_not_rezzed() {
    let mut g = noise_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 0, "rig": [{"title": "Leech", "virus": 2}, {"title": "Datasucker", "virus": 1}]"#,
    );
    let (leech, ds, enigma) = (id(&g, "Leech"), id(&g, "Datasucker"), id(&g, "Enigma"));
    run_to_encounter(&mut g, "hq");
    assert_eq!(legal_on(&g, ActionKind::Ability, leech).len(), 1);
    assert_eq!(legal_on(&g, ActionKind::Ability, ds).len(), 1);
    g.cards[enigma as usize].rezzed = false;
    assert_eq!(legal_on(&g, ActionKind::Ability, leech).len(), 1);
    assert!(legal_on(&g, ActionKind::Ability, ds).is_empty());
    act(&mut g, ability(leech, 0));
    assert_eq!(virus(&g, leech), 1);
    assert_eq!(g.run.unwrap().ice_minus, 1);
}

// ----- 30009 Cookbook -----

// Cookbook: installing a virus program, the Runner may place a virus counter on it.
#[test]
fn c30009_cookbook_places_a_counter_if_wanted() {
    let mut g = noise_turn(
        "",
        r#""credits": 5, "grip": ["Leech", "Datasucker"], "rig": ["Cookbook"]"#,
    );
    let (leech, ds) = (id(&g, "Leech"), id(&g, "Datasucker"));
    install(&mut g, leech);
    // Noise's ability and Cookbook's trigger together: the Runner orders them.
    if g.decision_name() == "order_triggers" {
        settle_order(&mut g);
    }
    assert_eq!(g.decision_name(), "choose");
    let place = Action::new(ActionKind::Mode).card(leech);
    assert!(g.label(&place).contains("Cookbook"));
    act(&mut g, place);
    assert_eq!(virus(&g, leech), 1);
    pass_until(&mut g, "action");
    install(&mut g, ds);
    if g.decision_name() == "order_triggers" {
        settle_order(&mut g);
    }
    assert_eq!(g.decision_name(), "choose");
    pass(&mut g);
    assert_eq!(virus(&g, ds), 0, "declined");
}

// Cookbook: not for a program that is not a virus, nor for itself; bad choices are refused.
#[test]
fn c30009_cookbook_only_virus_programs() {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}"}},
            "runner": {{"identity": "Kate \"Mac\" McCaffrey: Digital Tinker", "credits": 9,
               "grip": ["Cleaver", "Fermenter"], "rig": ["Cookbook"]}},
            "active": "runner", "turn": 2}}"#
    ));
    let (cl, f) = (id(&g, "Cleaver"), id(&g, "Fermenter"));
    install(&mut g, cl);
    assert_eq!(g.decision_name(), "action");
    assert_eq!(virus(&g, cl), 0);
    install(&mut g, f);
    // Fermenter's own counter and Cookbook's: the Runner orders them.
    assert_eq!(g.decision_name(), "order_triggers");
    settle_order(&mut g);
    refused(&mut g, Action::new(ActionKind::Mode).card(cl));
    refused(&mut g, Action::new(ActionKind::Mode).card(f).target(3));
    act(&mut g, Action::new(ActionKind::Mode).card(f));
    pass_until(&mut g, "action");
    assert_eq!(virus(&g, f), 2);
}

// Cookbook ruling 1: Cookbook's ability and another ability triggered by the same install
// (here Fermenter's own counter) are ordered by the Runner; whichever resolves first, the
// other sees its counter.
#[test]
fn ruling_c30009_1_runner_orders_with_other_install_triggers() {
    for cookbook_first in [true, false] {
        let mut g = game(&format!(
            r#"{{"corp": {{"identity": "{HB}"}},
                "runner": {{"identity": "Kate \"Mac\" McCaffrey: Digital Tinker", "credits": 9,
                   "grip": ["Fermenter"], "rig": ["Cookbook"]}},
                "active": "runner", "turn": 2}}"#
        ));
        let (f, cb) = (id(&g, "Fermenter"), id(&g, "Cookbook"));
        install(&mut g, f);
        assert_eq!(g.decision_name(), "order_triggers");
        let order = legal(&g, ActionKind::Order);
        let mine: Vec<u8> = order.iter().map(|a| a.card).collect();
        assert!(mine.contains(&f) && mine.contains(&cb), "{mine:?}");
        let first = if cookbook_first { cb } else { f };
        let a = *order.iter().find(|a| a.card == first).unwrap();
        act(&mut g, a);
        if cookbook_first {
            assert_eq!(g.decision_name(), "choose");
            assert_eq!(virus(&g, f), 0, "Fermenter's own counter not yet placed");
            act(&mut g, Action::new(ActionKind::Mode).card(f));
            assert_eq!(virus(&g, f), 2, "then Fermenter's resolves");
        } else {
            assert_eq!(virus(&g, f), 1);
            assert_eq!(g.decision_name(), "choose");
            act(&mut g, Action::new(ActionKind::Mode).card(f));
            assert_eq!(virus(&g, f), 2);
        }
    }
}

// ----- every card -----

// The System Gateway Anarch cards are implemented, with a summary.
#[test]
fn sg_anarch_cards_implemented() {
    for title in [
        LOUP,
        "Wildcat Strike",
        "Carnivore",
        "Botulus",
        "Buzzsaw",
        "Cleaver",
        "Fermenter",
        "Leech",
        "Cookbook",
    ] {
        let d = &card_table()[card_by_title(title).unwrap() as usize];
        assert!(d.implemented, "{title}");
    }
}

/// Loup with every System Gateway Anarch card three times, filled with Core Anarch cards.
fn loup_deck() -> DeckList {
    let mut cards: Vec<(String, u32)> = [
        "Wildcat Strike",
        "Carnivore",
        "Botulus",
        "Buzzsaw",
        "Cleaver",
        "Fermenter",
        "Leech",
        "Cookbook",
    ]
    .iter()
    .map(|t| (t.to_string(), 3))
    .collect();
    for (t, n) in [
        ("Sure Gamble", 3),
        ("Corroder", 2),
        ("Datasucker", 3),
        ("Mimic", 3),
        ("Parasite", 2),
        ("Deja Vu", 2),
        ("Yog.0", 1),
        ("Demolition Run", 1),
    ] {
        cards.push((t.into(), n));
    }
    DeckList {
        identity: LOUP.into(),
        cards,
    }
}

// Seeded random games with the Loup deck against the default Corp deck: every game ends, no
// panic, places and invariants hold, and (every fourth game) each side's observation is
// unchanged when what it cannot see is redealt.
#[test]
fn random_games_sg_anarch() {
    let runner = loup_deck();
    let corp = DeckList::default_corp();
    for seed in 0..240u64 {
        let g = random_game(&corp, &runner, seed, seed % 4 == 0);
        check_places(&g);
        assert!(g.check_invariants().is_ok());
    }
}
