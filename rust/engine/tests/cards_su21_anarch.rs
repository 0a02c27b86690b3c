//! Scenario tests of the System Update 2021 Anarch cards (31001-31012): Quetzal: Free Spirit,
//! Reina Roja: Freedom Fighter, En Passant, Retrieval Run, Clot, Imp, Liberated Account,
//! Scrubber and Xanadu.

mod common;
use common::*;
use nr_engine::{card_by_title, card_table, Action, ActionKind, DeckList, GameState};
use nr_engine::{Side, Zone};

// ----- helpers -----

const QUETZAL: &str = "Quetzal: Free Spirit";
const REINA: &str = "Reina Roja: Freedom Fighter";
const NOISE: &str = "Noise: Hacker Extraordinaire";

/// A Runner-turn position with `identity`: the Corp part and the Runner part as JSON object
/// bodies.
fn runner_turn(identity: &str, corp: &str, runner: &str) -> GameState {
    let corp = if corp.is_empty() {
        r#""credits": 5"#
    } else {
        corp
    };
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}},
            "runner": {{"identity": "{identity}", {runner}}}, "active": "runner", "turn": 2}}"#
    ))
}

/// A Corp-turn position (action phase) against `identity`.
fn corp_turn(identity: &str, corp: &str, runner: &str) -> GameState {
    let runner = if runner.is_empty() {
        r#""credits": 5"#
    } else {
        runner
    };
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}},
            "runner": {{"identity": "{identity}", {runner}}}, "active": "corp", "turn": 3}}"#
    ))
}

fn play(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Play).card(card));
}

/// Installs `card` from the grip, keeping the installed programs (install step 3).
fn install(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Install).card(card));
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

fn rez(card: u8) -> Action {
    Action::new(ActionKind::Rez).card(card)
}

fn trash(card: u8) -> Action {
    Action::new(ActionKind::Trash).card(card)
}

fn zone(g: &GameState, card: u8) -> Zone {
    g.cards[card as usize].zone
}

fn rezzed(g: &GameState, card: u8) -> bool {
    g.cards[card as usize].rezzed
}

/// Applies an action that must be refused, and checks that nothing changed.
fn refused(g: &mut GameState, a: Action) {
    let before = g.to_json();
    assert!(g.apply(a).is_err(), "{a:?} was accepted");
    assert_eq!(g.to_json(), before, "a refused action changed the state");
}

/// The rez cost of `card` now, as the Corp's label of rezzing it says.
fn rez_cost(g: &GameState, card: u8) -> u32 {
    let label = g.label_for(Side::Corp, &rez(card));
    let tail = label.rsplit('(').next().unwrap();
    if tail.starts_with("no cost") {
        0
    } else {
        tail.split(' ').next().unwrap().parse().unwrap()
    }
}

/// Whether `a` is legal now.
fn is_legal(g: &GameState, a: Action) -> bool {
    g.legal_actions().contains(&a)
}

/// Whether the run in progress is at `ice`.
fn approached(g: &GameState, ice: u8) -> bool {
    let Some(r) = g.run else { return false };
    g.corp.servers[r.server as usize]
        .ice
        .get(r.position as usize)
        == Some(&ice)
}

/// Passes until the Corp may rez the approached `ice` (its rez window).
fn to_rez_window(g: &mut GameState, ice: u8) {
    for _ in 0..64 {
        let corp_rez = g.decision_name() == "rez_ice" && g.current_side() == Some(Side::Corp);
        if corp_rez && approached(g, ice) {
            return;
        }
        pass(g);
    }
    panic!("never reached the rez window of {ice}");
}

/// Passes until the encounter window of the Runner.
fn to_encounter(g: &mut GameState) {
    pass_until(g, "encounter");
}

/// Passes until the Runner's next action decision (the run over).
fn to_action(g: &mut GameState) {
    pass_until(g, "action");
}

// ----- 31001 Quetzal: Free Spirit -----

// Card text: the identity breaks 1 barrier subroutine for 0 credits, no breaker needed.
#[test]
fn c31001_quetzal_breaks_a_barrier_subroutine_for_nothing() {
    let mut g = runner_turn(
        QUETZAL,
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 2"#,
    );
    let quetzal = g.runner.identity;
    run_on(&mut g, "hq");
    to_encounter(&mut g);
    act(&mut g, brk(quetzal, 0));
    assert_eq!(g.runner.credits, 2, "the break costs 0 credits");
    // The subroutine broken, the run goes on to HQ (successful).
    to_action(&mut g);
    assert!(g.turn_flags.successful_run);
}

// Card text: once per turn: the second barrier of the turn is not broken by it.
#[test]
fn c31001_quetzal_once_per_turn() {
    let mut g = runner_turn(
        QUETZAL,
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true},
                                       {"title": "Wall of Static", "rezzed": true}]}}"#,
        r#""credits": 2"#,
    );
    let quetzal = g.runner.identity;
    run_on(&mut g, "hq");
    to_encounter(&mut g);
    act(&mut g, brk(quetzal, 0));
    // Wall of Static broken; at Ice Wall the identity has been used this turn: nothing to
    // break (no encounter decision), and Ice Wall's subroutine ends the run.
    pass_until_without(&mut g, "action", brk(quetzal, 0));
    assert!(!g.turn_flags.successful_run);
}

// Card text: barrier subroutines only (Enigma is a code gate).
#[test]
fn c31001_quetzal_only_barriers() {
    let mut g = runner_turn(
        QUETZAL,
        r#""servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 2"#,
    );
    let quetzal = g.runner.identity;
    run_on(&mut g, "hq");
    pass_until_without(&mut g, "action", brk(quetzal, 0));
    assert!(
        !g.turn_flags.successful_run,
        "Enigma's subroutine ended the run"
    );
    refused(&mut g, brk(quetzal, 0));
}

// Card text: "once per turn": the use comes back in the Runner's next turn.
#[test]
fn c31001_quetzal_again_next_turn() {
    let mut g = runner_turn(
        QUETZAL,
        r#""rd": ["Hedge Fund", "Hedge Fund"],
            "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 2, "clicks": 1"#,
    );
    let quetzal = g.runner.identity;
    run_on(&mut g, "hq");
    to_encounter(&mut g);
    act(&mut g, brk(quetzal, 0));
    until(&mut g, |g| {
        g.current_side() == Some(Side::Runner) && g.decision_name() == "action" && g.turn == 4
    });
    run_on(&mut g, "hq");
    to_encounter(&mut g);
    assert_eq!(legal_on(&g, ActionKind::Break, quetzal).len(), 1);
}

// Ruling 1: the ability is a paid ability: it is used in a paid ability window of the
// encounter, not before the ice is encountered, nor outside a run.
#[test]
fn ruling_c31001_1_a_paid_ability_of_the_encounter() {
    let mut g = runner_turn(
        QUETZAL,
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 2"#,
    );
    let quetzal = g.runner.identity;
    assert!(legal_on(&g, ActionKind::Break, quetzal).is_empty());
    run_on(&mut g, "hq");
    // The approach windows come before the encounter: nothing to break yet.
    while g.decision_name() != "encounter" {
        assert!(legal_on(&g, ActionKind::Break, quetzal).is_empty());
        pass(&mut g);
    }
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_eq!(
        legal_on(&g, ActionKind::Break, quetzal),
        vec![brk(quetzal, 0)]
    );
}

// ----- 31002 Reina Roja: Freedom Fighter -----

/// A Runner turn with Reina, HQ protected by unrezzed Ice Wall and R&D by unrezzed Wall of
/// Static, a PAD Campaign in a remote; the Corp has `credits`.
fn reina_turn(credits: u16) -> GameState {
    runner_turn(
        REINA,
        &format!(
            r#""credits": {credits}, "rd": ["Hedge Fund", "Hedge Fund"],
                "servers": {{"hq": {{"ice": ["Ice Wall"]}},
                "rd": {{"ice": ["Wall of Static"]}}, "remote1": {{"root": ["PAD Campaign"]}}}}"#
        ),
        r#""credits": 5"#,
    )
}

// Card text: the first ice rezzed this turn costs 1 more; the second its printed cost.
#[test]
fn c31002_reina_first_ice_each_turn_costs_one_more() {
    let mut g = reina_turn(10);
    let wall = id(&g, "Ice Wall");
    let wos = id(&g, "Wall of Static");
    run_on(&mut g, "hq");
    to_rez_window(&mut g, wall);
    act(&mut g, rez(wall));
    assert_eq!(g.corp.credits, 10 - 2, "Ice Wall: 1 + 1");
    to_action(&mut g);
    run_on(&mut g, "rd");
    to_rez_window(&mut g, wos);
    act(&mut g, rez(wos));
    assert_eq!(g.corp.credits, 8 - 3, "the second ice: its printed 3");
}

// Card text: the Corp cannot rez the first ice without the extra credit.
#[test]
fn c31002_reina_corp_needs_the_extra_credit() {
    let mut g = reina_turn(1);
    let wall = id(&g, "Ice Wall");
    run_on(&mut g, "hq");
    to_rez_window(&mut g, wall);
    assert!(!is_legal(&g, rez(wall)));
    refused(&mut g, rez(wall));
}

// Card text: only ice: an asset rezzed first costs its printed cost and leaves the increase for
// the first ice.
#[test]
fn c31002_reina_assets_are_not_ice() {
    let mut g = reina_turn(10);
    let wall = id(&g, "Ice Wall");
    let pad = id(&g, "PAD Campaign");
    run_on(&mut g, "hq");
    to_rez_window(&mut g, wall);
    act(&mut g, rez(pad));
    assert_eq!(g.corp.credits, 8, "PAD Campaign: its printed 2");
    assert!(rezzed(&g, pad));
    act(&mut g, rez(wall));
    assert_eq!(g.corp.credits, 6, "the first ice still costs 1 more");
}

// Card text: "each turn": the Corp's next turn has its own first ice (Priority Requisition
// rezzes ice at no cost, so the Corp's turn is checked through the rez cost shown).
#[test]
fn c31002_reina_again_in_the_next_turn() {
    let mut g = reina_turn(10);
    let wall = id(&g, "Ice Wall");
    let wos = id(&g, "Wall of Static");
    run_on(&mut g, "hq");
    to_rez_window(&mut g, wall);
    act(&mut g, rez(wall));
    to_action(&mut g);
    assert_eq!(rez_cost(&g, wos), 3, "not the first ice this turn");
    until(&mut g, at_action(Side::Corp));
    assert_eq!(rez_cost(&g, wos), 4, "the first ice of the Corp's turn");
}

// Ruling 1 (Tithonium): the increase is to the rez cost, not an additional cost: rezzing the
// first ice ignoring all costs (Priority Requisition) costs nothing, and that ice was the first
// rezzed, so the next one costs its printed cost.
#[test]
fn ruling_c31002_1_an_increased_rez_cost_not_an_additional_cost() {
    let mut g = corp_turn(
        REINA,
        r#""credits": 5, "servers": {"hq": {"ice": ["Wall of Static"]},
            "rd": {"ice": ["Ice Wall"]},
            "remote1": {"root": [{"title": "Priority Requisition", "advancement": 4}]}}"#,
        "",
    );
    let pr = id(&g, "Priority Requisition");
    let wos = id(&g, "Wall of Static");
    let wall = id(&g, "Ice Wall");
    assert_eq!(rez_cost(&g, wos), 4);
    act(&mut g, Action::new(ActionKind::Advance).card(pr));
    act(&mut g, Action::new(ActionKind::Score).card(pr));
    pass_until(&mut g, "rez_ice_free");
    act(&mut g, rez(wos));
    assert!(rezzed(&g, wos));
    assert_eq!(g.corp.credits, 4, "only the advance was paid");
    assert_eq!(
        rez_cost(&g, wall),
        1,
        "Ice Wall is not the first ice rezzed"
    );
}

// ----- 31003 En Passant -----

// Card text: after a successful run, trash an unrezzed piece of ice passed during it.
#[test]
fn c31003_en_passant_trashes_passed_unrezzed_ice() {
    let mut g = runner_turn(
        NOISE,
        r#""credits": 0, "servers": {"hq": {"ice": ["Ice Wall"]}}"#,
        r#""grip": ["En Passant"]"#,
    );
    let ep = id(&g, "En Passant");
    let wall = id(&g, "Ice Wall");
    assert!(legal_on(&g, ActionKind::Play, ep).is_empty(), "no run yet");
    run_on(&mut g, "hq");
    to_action(&mut g);
    assert!(g.turn_flags.successful_run);
    play(&mut g, ep);
    assert_eq!(zone(&g, wall), Zone::Archives);
    assert!(g.corp.servers[0].ice.is_empty());
    assert_eq!(zone(&g, ep), Zone::Heap);
}

// Card text: only after a successful run this turn: ice passed in a run that was not
// successful (jacked out) is not enough.
#[test]
fn c31003_en_passant_needs_a_successful_run() {
    let mut g = runner_turn(
        NOISE,
        r#""credits": 0, "servers": {"hq": {"ice": ["Ice Wall", "Wall of Static"]}}"#,
        r#""grip": ["En Passant"]"#,
    );
    let ep = id(&g, "En Passant");
    run_on(&mut g, "hq");
    pass_until(&mut g, "jack_out");
    act(&mut g, Action::new(ActionKind::JackOut));
    to_action(&mut g);
    assert!(!g.turn_flags.successful_run);
    assert!(legal_on(&g, ActionKind::Play, ep).is_empty());
    refused(&mut g, Action::new(ActionKind::Play).card(ep));
}

// Card text: "your last run": after a successful run on HQ, an unsuccessful run on R&D is the
// last run; only the ice passed in it may be trashed.
#[test]
fn c31003_en_passant_ice_of_the_last_run_only() {
    let mut g = runner_turn(
        NOISE,
        r#""credits": 0, "servers": {"hq": {"ice": ["Ice Wall"]},
            "rd": {"ice": ["Enigma", "Wall of Static"]}}"#,
        r#""grip": ["En Passant"]"#,
    );
    let ep = id(&g, "En Passant");
    let wall = id(&g, "Ice Wall");
    let wos = id(&g, "Wall of Static");
    run_on(&mut g, "hq");
    to_action(&mut g);
    run_on(&mut g, "rd");
    pass_until(&mut g, "jack_out");
    act(&mut g, Action::new(ActionKind::JackOut));
    to_action(&mut g);
    play(&mut g, ep);
    assert_eq!(zone(&g, wos), Zone::Archives, "passed in the last run");
    assert_eq!(zone(&g, wall), Zone::Ice(0), "passed in an earlier run");
}

// Card text: only unrezzed ice: passed rezzed ice that stays rezzed is no target.
#[test]
fn c31003_en_passant_not_rezzed_ice() {
    let mut g = runner_turn(
        QUETZAL,
        r#""credits": 0, "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""grip": ["En Passant"]"#,
    );
    let ep = id(&g, "En Passant");
    run_on(&mut g, "hq");
    to_encounter(&mut g);
    let quetzal = g.runner.identity;
    act(&mut g, brk(quetzal, 0));
    to_action(&mut g);
    assert!(g.turn_flags.successful_run);
    assert!(legal_on(&g, ActionKind::Play, ep).is_empty());
}

// Two passed targets: the Runner chooses; an ice it did not pass is refused, changing nothing.
// The choice shows the Runner no name of unrezzed ice it has not seen, and a redeal of what
// each side has not seen leaves its observation unchanged.
#[test]
fn c31003_en_passant_choice_and_bad_target() {
    let mut g = runner_turn(
        NOISE,
        r#""credits": 0, "servers": {"hq": {"ice": ["Ice Wall", "Enigma"]},
            "rd": {"ice": ["Wall of Static"]}}"#,
        r#""grip": ["En Passant"]"#,
    );
    let ep = id(&g, "En Passant");
    let wall = id(&g, "Ice Wall");
    let enigma = id(&g, "Enigma");
    let wos = id(&g, "Wall of Static");
    run_on(&mut g, "hq");
    to_action(&mut g);
    play(&mut g, ep);
    assert_eq!(g.decision_name(), "choose_card");
    let mut targets: Vec<u8> = legal(&g, ActionKind::Trash)
        .iter()
        .map(|a| a.card)
        .collect();
    targets.sort();
    let mut expected = vec![wall, enigma];
    expected.sort();
    assert_eq!(targets, expected);
    refused(&mut g, trash(wos));
    refused(&mut g, trash(ep));
    for a in g.legal_actions() {
        let label = g.label_for(Side::Runner, &a);
        assert!(
            !label.contains("Ice Wall") && !label.contains("Enigma"),
            "{label}"
        );
    }
    for side in [Side::Corp, Side::Runner] {
        let other = g.determinize(side, 7);
        assert_eq!(g.observation_json(side), other.observation_json(side));
    }
    act(&mut g, trash(enigma));
    assert_eq!(zone(&g, enigma), Zone::Archives);
    assert_eq!(zone(&g, wall), Zone::Ice(0));
}

// Ruling 1: its current state counts: ice passed while rezzed, derezzed since (as Emergency
// Shutdown would; here the ice is turned facedown directly), may be trashed.
#[test]
fn ruling_c31003_1_passed_rezzed_then_derezzed() {
    let mut g = runner_turn(
        QUETZAL,
        r#""credits": 0, "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""grip": ["En Passant"]"#,
    );
    let ep = id(&g, "En Passant");
    let wall = id(&g, "Ice Wall");
    run_on(&mut g, "hq");
    to_encounter(&mut g);
    let quetzal = g.runner.identity;
    act(&mut g, brk(quetzal, 0));
    to_action(&mut g);
    assert!(legal_on(&g, ActionKind::Play, ep).is_empty(), "rezzed");
    g.cards[wall as usize].rezzed = false;
    g.cards[wall as usize].faceup = false;
    assert_eq!(legal_on(&g, ActionKind::Play, ep).len(), 1);
    play(&mut g, ep);
    assert_eq!(zone(&g, wall), Zone::Archives);
}

// ----- 31004 Retrieval Run -----

// Card text: a successful run on Archives installs a heap program at no cost instead of the
// breach.
#[test]
fn c31004_retrieval_run_installs_from_the_heap_for_free() {
    let mut g = runner_turn(
        NOISE,
        r#""archives": [{"title": "Hedge Fund", "faceup": true}]"#,
        r#""credits": 3, "grip": ["Retrieval Run"], "heap": ["Corroder", "Sure Gamble"]"#,
    );
    let rr = id(&g, "Retrieval Run");
    let corroder = id(&g, "Corroder");
    play(&mut g, rr);
    assert_eq!(g.runner.credits, 0);
    pass_until(&mut g, "replace_access");
    act(&mut g, Action::new(ActionKind::Mode).card(rr).target(0));
    to_action(&mut g);
    assert_eq!(zone(&g, corroder), Zone::Rig);
    assert_eq!(g.runner.credits, 0, "ignoring all costs");
    assert_eq!(zone(&g, rr), Zone::Heap);
}

// Card text: "may": the Runner may breach Archives instead.
#[test]
fn c31004_retrieval_run_may_breach_instead() {
    let mut g = runner_turn(
        NOISE,
        r#""archives": ["Priority Requisition"]"#,
        r#""credits": 3, "grip": ["Retrieval Run"], "heap": ["Corroder"]"#,
    );
    let rr = id(&g, "Retrieval Run");
    let pr = id(&g, "Priority Requisition");
    play(&mut g, rr);
    pass_until(&mut g, "replace_access");
    pass(&mut g);
    pass_until(&mut g, "action");
    assert_eq!(
        zone(&g, pr),
        Zone::Score(Side::Runner),
        "stolen from Archives"
    );
    assert_eq!(zone(&g, id(&g, "Corroder")), Zone::Heap);
}

// Card text: only programs: with none in the heap, no replacement is offered.
#[test]
fn c31004_retrieval_run_needs_a_program_in_the_heap() {
    let mut g = runner_turn(
        NOISE,
        "",
        r#""credits": 3, "grip": ["Retrieval Run"], "heap": ["Sure Gamble", "Cyberfeeder"]"#,
    );
    let rr = id(&g, "Retrieval Run");
    play(&mut g, rr);
    for _ in 0..32 {
        assert_ne!(g.decision_name(), "replace_access");
        if g.decision_name() == "action" {
            break;
        }
        pass(&mut g);
    }
    assert_eq!(g.runner.rig.len(), 0);
}

// Card text: "if successful": a run ended by the ice installs nothing.
#[test]
fn c31004_retrieval_run_unsuccessful() {
    let mut g = runner_turn(
        NOISE,
        r#""servers": {"archives": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 3, "grip": ["Retrieval Run"], "heap": ["Corroder"]"#,
    );
    let rr = id(&g, "Retrieval Run");
    play(&mut g, rr);
    to_action(&mut g);
    assert!(!g.turn_flags.successful_run);
    assert_eq!(zone(&g, id(&g, "Corroder")), Zone::Heap);
}

// The Runner picks the program; a card that is not an installable heap program is refused.
// The memory limit still applies (it is no cost): a program over it asks for room first.
#[test]
fn c31004_retrieval_run_choice_memory_and_bad_input() {
    let mut g = runner_turn(
        NOISE,
        "",
        r#""credits": 3, "grip": ["Retrieval Run", "Mimic"],
            "rig": ["Datasucker", "Datasucker", "Datasucker", "Datasucker"],
            "heap": ["Corroder", "Sure Gamble", "Yog.0"]"#,
    );
    let rr = id(&g, "Retrieval Run");
    let corroder = id(&g, "Corroder");
    let yog = id(&g, "Yog.0");
    play(&mut g, rr);
    pass_until(&mut g, "replace_access");
    act(&mut g, Action::new(ActionKind::Mode).card(rr).target(0));
    assert_eq!(g.decision_name(), "choose_card");
    let mut offered: Vec<u8> = legal(&g, ActionKind::Install)
        .iter()
        .map(|a| a.card)
        .collect();
    offered.sort();
    let mut expected = vec![corroder, yog];
    expected.sort();
    assert_eq!(offered, expected);
    let (gamble, mimic) = (id(&g, "Sure Gamble"), id(&g, "Mimic"));
    refused(&mut g, Action::new(ActionKind::Install).card(gamble));
    refused(&mut g, Action::new(ActionKind::Install).card(mimic));
    act(&mut g, Action::new(ActionKind::Install).card(corroder));
    assert_eq!(g.decision_name(), "memory");
    assert!(!is_legal(&g, Action::new(ActionKind::Pass)), "no room yet");
    let sucker = ids(&g, "Datasucker")[0];
    act(&mut g, trash(sucker));
    pass(&mut g);
    assert_eq!(zone(&g, corroder), Zone::Rig);
    assert_eq!(zone(&g, sucker), Zone::Heap);
    assert_eq!(g.runner.credits, 0);
}

// A heap program that must be hosted (Parasite) is installed on a host the Runner picks.
#[test]
fn c31004_retrieval_run_hosted_program() {
    let mut g = runner_turn(
        NOISE,
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]},
            "rd": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 3, "grip": ["Retrieval Run"], "heap": ["Parasite"]"#,
    );
    let rr = id(&g, "Retrieval Run");
    let parasite = id(&g, "Parasite");
    let enigma = id(&g, "Enigma");
    play(&mut g, rr);
    pass_until(&mut g, "replace_access");
    act(&mut g, Action::new(ActionKind::Mode).card(rr).target(0));
    assert_eq!(g.decision_name(), "host");
    act(&mut g, Action::new(ActionKind::Install).card(enigma));
    pass_windows(&mut g);
    assert_eq!(zone(&g, parasite), Zone::Rig);
    assert_eq!(g.cards[parasite as usize].host, enigma);
}

// ----- 31005 Clot -----

/// A Corp turn with `clicks` clicks, Hostile Takeover in HQ, Clot installed (or not).
fn clot_turn(clicks: u8, clot: bool) -> GameState {
    let rig = if clot {
        r#""rig": ["Clot"]"#
    } else {
        r#""rig": []"#
    };
    corp_turn(
        NOISE,
        &format!(r#""credits": 5, "clicks": {clicks}, "hq": ["Hostile Takeover"]"#),
        rig,
    )
}

/// The Corp installs `agenda` in a new remote and advances it twice.
fn install_and_advance(g: &mut GameState, agenda: u8) {
    act(
        g,
        Action::new(ActionKind::Install)
            .card(agenda)
            .server(nr_engine::NEW_REMOTE),
    );
    for _ in 0..2 {
        pass_until(g, "action");
        act(g, Action::new(ActionKind::Advance).card(agenda));
    }
}

// Card text: an agenda installed this turn cannot be scored, even fully advanced.
#[test]
fn c31005_clot_no_score_in_the_install_turn() {
    let mut g = clot_turn(3, true);
    let ht = id(&g, "Hostile Takeover");
    install_and_advance(&mut g, ht);
    assert_eq!(g.cards[ht as usize].advancement, 2);
    pass_until_without(&mut g, "action", Action::new(ActionKind::Score).card(ht));
    assert_eq!(
        g.current_side(),
        Some(Side::Runner),
        "the Corp's turn ended"
    );
    assert_eq!(zone(&g, ht), Zone::Root(3));
}

// Card text: only the turn it was installed: later it is scored as usual.
#[test]
fn c31005_clot_agenda_installed_earlier_scores() {
    let mut g = corp_turn(
        NOISE,
        r#""servers": {"remote1": {"root": [{"title": "Hostile Takeover", "advancement": 1}]}}"#,
        r#""rig": ["Clot"]"#,
    );
    let ht = id(&g, "Hostile Takeover");
    act(&mut g, Action::new(ActionKind::Advance).card(ht));
    act(&mut g, Action::new(ActionKind::Score).card(ht));
    assert_eq!(zone(&g, ht), Zone::Score(Side::Corp));
}

// Card text: trashed when the Corp purges; with Clot gone, the agenda may be scored this turn.
#[test]
fn c31005_clot_trashed_by_a_purge() {
    let mut g = clot_turn(6, true);
    let ht = id(&g, "Hostile Takeover");
    let clot = id(&g, "Clot");
    install_and_advance(&mut g, ht);
    pass_until(&mut g, "action");
    assert!(!is_legal(&g, Action::new(ActionKind::Score).card(ht)));
    act(&mut g, Action::new(ActionKind::Purge));
    assert_eq!(zone(&g, clot), Zone::Heap);
    assert!(is_legal(&g, Action::new(ActionKind::Score).card(ht)));
    act(&mut g, Action::new(ActionKind::Score).card(ht));
    assert_eq!(zone(&g, ht), Zone::Score(Side::Corp));
}

// Ruling 1: the Corp receives priority right after placing the last advancement counter, so
// without Clot already installed the agenda is scored before the Runner can act.
#[test]
fn ruling_c31005_1_corp_scores_before_the_runner_can_install_clot() {
    let mut g = clot_turn(3, false);
    let ht = id(&g, "Hostile Takeover");
    install_and_advance(&mut g, ht);
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert!(is_legal(&g, Action::new(ActionKind::Score).card(ht)));
    act(&mut g, Action::new(ActionKind::Score).card(ht));
    assert_eq!(zone(&g, ht), Zone::Score(Side::Corp));
    // With Clot installed before the last advancement, the same play cannot score.
    let mut g = clot_turn(3, true);
    let ht = id(&g, "Hostile Takeover");
    install_and_advance(&mut g, ht);
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert!(!is_legal(&g, Action::new(ActionKind::Score).card(ht)));
}

// ----- 31007 Imp -----

// Card text: 2 virus counters when installed.
#[test]
fn c31007_imp_two_counters_when_installed() {
    let mut g = runner_turn(QUETZAL, "", r#""credits": 2, "grip": ["Imp"]"#);
    let imp = id(&g, "Imp");
    install(&mut g, imp);
    assert_eq!(g.cards[imp as usize].virus, 2);
    assert_eq!(g.runner.credits, 0);
}

// Card text: a hosted counter trashes the accessed card, with no trash cost paid.
#[test]
fn c31007_imp_trashes_the_accessed_card() {
    let mut g = runner_turn(
        NOISE,
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 0, "rig": [{"title": "Imp", "virus": 2}]"#,
    );
    let imp = id(&g, "Imp");
    let pad = id(&g, "PAD Campaign");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    assert!(!is_legal(&g, trash(pad)), "no credits for the trash cost");
    act(&mut g, ability(imp, 0));
    assert_eq!(zone(&g, pad), Zone::Archives);
    assert_eq!(g.cards[imp as usize].virus, 1);
    assert_eq!(g.runner.credits, 0);
}

// Card text: any accessed card: an agenda is trashed instead of stolen.
#[test]
fn c31007_imp_trashes_an_agenda() {
    let mut g = runner_turn(
        NOISE,
        r#""servers": {"remote1": {"root": ["Hostile Takeover"]}}"#,
        r#""rig": [{"title": "Imp", "virus": 2}]"#,
    );
    let imp = id(&g, "Imp");
    let ht = id(&g, "Hostile Takeover");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    act(&mut g, ability(imp, 0));
    assert_eq!(zone(&g, ht), Zone::Archives);
    assert!(g.runner.score_area.is_empty());
}

// Card text: once per turn; and not without a counter.
#[test]
fn c31007_imp_once_per_turn_and_needs_a_counter() {
    let mut g = runner_turn(
        NOISE,
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}, "remote2": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 0, "rig": [{"title": "Imp", "virus": 2}]"#,
    );
    let imp = id(&g, "Imp");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    act(&mut g, ability(imp, 0));
    to_action(&mut g);
    run_on(&mut g, "remote2");
    pass_until_without(&mut g, "action", ability(imp, 0));
    let mut g = runner_turn(
        NOISE,
        r#""servers": {"remote1": {"root": ["Hostile Takeover"]}}"#,
        r#""rig": ["Imp"]"#,
    );
    let imp = id(&g, "Imp");
    assert_eq!(g.cards[imp as usize].virus, 0);
    run_on(&mut g, "remote1");
    pass_until_without(&mut g, "action", ability(imp, 0));
}

// A card already in Archives cannot be trashed (Rules Reference, "Trash"): not offered there.
#[test]
fn c31007_imp_not_on_archives_cards() {
    let mut g = runner_turn(
        NOISE,
        r#""archives": ["Hostile Takeover"]"#,
        r#""rig": [{"title": "Imp", "virus": 2}]"#,
    );
    let imp = id(&g, "Imp");
    run_on(&mut g, "archives");
    pass_until_without(&mut g, "action", ability(imp, 0));
    assert_eq!(g.runner.score_area.len(), 1);
}

// Ruling 1: an "Access →" paid ability: usable only while accessing a card, not in the run's
// other windows.
#[test]
fn ruling_c31007_1_access_paid_ability_only_while_accessing() {
    let mut g = runner_turn(
        NOISE,
        r#""servers": {"remote1": {"ice": [{"title": "Ice Wall"}], "root": ["PAD Campaign"]}}"#,
        r#""credits": 0, "rig": [{"title": "Imp", "virus": 2}]"#,
    );
    let imp = id(&g, "Imp");
    assert!(!is_legal(&g, ability(imp, 0)));
    run_on(&mut g, "remote1");
    while g.decision_name() != "trash_or_steal" {
        assert!(!is_legal(&g, ability(imp, 0)), "at {}", g.decision_name());
        pass(&mut g);
    }
    assert!(is_legal(&g, ability(imp, 0)));
}

// ----- 31010 Liberated Account -----

// Card text: 16 credits loaded when installed (install cost 6).
#[test]
fn c31010_liberated_account_loads_16() {
    let mut g = runner_turn(NOISE, "", r#""credits": 6, "grip": ["Liberated Account"]"#);
    let la = id(&g, "Liberated Account");
    install(&mut g, la);
    assert_eq!(g.cards[la as usize].credits, 16);
    assert_eq!(g.runner.credits, 0);
}

// Card text: a click takes 4 credits.
#[test]
fn c31010_liberated_account_click_takes_4() {
    let mut g = runner_turn(
        NOISE,
        "",
        r#""credits": 0, "rig": [{"title": "Liberated Account", "credits": 16}]"#,
    );
    let la = id(&g, "Liberated Account");
    act(&mut g, ability(la, 0));
    assert_eq!(g.runner.credits, 4);
    assert_eq!(g.cards[la as usize].credits, 12);
    assert_eq!(g.runner.clicks, 3);
}

// Card text: trashed once empty.
#[test]
fn c31010_liberated_account_trashed_when_empty() {
    let mut g = runner_turn(
        NOISE,
        "",
        r#""credits": 0, "rig": [{"title": "Liberated Account", "credits": 4}]"#,
    );
    let la = id(&g, "Liberated Account");
    act(&mut g, ability(la, 0));
    assert_eq!(g.runner.credits, 4);
    assert_eq!(zone(&g, la), Zone::Heap);
}

// Its credits are not in the pool: they pay for nothing until taken.
#[test]
fn c31010_liberated_account_credits_are_not_in_the_pool() {
    let g = runner_turn(
        NOISE,
        "",
        r#""credits": 0, "grip": ["Corroder"],
            "rig": [{"title": "Liberated Account", "credits": 16}]"#,
    );
    assert!(legal(&g, ActionKind::Install).is_empty());
}

// ----- 31011 Scrubber -----

// Card text: its credits pay a trash cost, with the pool paying the rest.
#[test]
fn c31011_scrubber_pays_trash_costs() {
    let mut g = runner_turn(
        NOISE,
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 3, "rig": ["Scrubber"]"#,
    );
    let scrubber = id(&g, "Scrubber");
    let pad = id(&g, "PAD Campaign");
    assert_eq!(g.cards[scrubber as usize].credits, 2);
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    act(&mut g, trash(pad));
    assert_eq!(zone(&g, pad), Zone::Archives);
    assert_eq!(g.cards[scrubber as usize].credits, 0, "spent first");
    assert_eq!(g.runner.credits, 1);
}

// Card text: trash costs only: not an install cost, nor a trash cost it cannot cover with the
// pool.
#[test]
fn c31011_scrubber_not_for_other_costs() {
    let mut g = runner_turn(
        NOISE,
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 1, "grip": ["Corroder"], "rig": ["Scrubber"]"#,
    );
    assert!(
        legal(&g, ActionKind::Install).is_empty(),
        "Corroder costs 2"
    );
    let pad = id(&g, "PAD Campaign");
    run_on(&mut g, "remote1");
    pass_until_without(&mut g, "action", trash(pad));
    assert_eq!(
        zone(&g, pad),
        Zone::Root(3),
        "3 credits for a trash cost of 4"
    );
}

// Ruling 1: recurring credits: 2 placed when installed, refilled up to 2 before the Runner's
// turn begins (never above).
#[test]
fn ruling_c31011_1_recurring_credits() {
    let mut g = runner_turn(
        NOISE,
        r#""rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund"],
            "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 4, "grip": ["Scrubber"]"#,
    );
    let scrubber = id(&g, "Scrubber");
    let pad = id(&g, "PAD Campaign");
    install(&mut g, scrubber);
    assert_eq!(
        g.cards[scrubber as usize].credits, 2,
        "placed when installed"
    );
    pass_until(&mut g, "action");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    act(&mut g, trash(pad));
    assert_eq!(g.cards[scrubber as usize].credits, 0);
    until(&mut g, at_action(Side::Corp));
    assert_eq!(
        g.cards[scrubber as usize].credits, 0,
        "not in the Corp's turn"
    );
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.cards[scrubber as usize].credits, 2, "refilled");
    until(&mut g, at_action(Side::Corp));
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.cards[scrubber as usize].credits, 2, "never above 2");
}

// Ruling 2: any cost that is a card's trash cost, the basic trash of an accessed card
// included: a card with its whole trash cost in Scrubber's credits.
#[test]
fn ruling_c31011_2_the_basic_trash_of_an_accessed_card() {
    let mut g = runner_turn(
        NOISE,
        r#""servers": {"remote1": {"root": ["Melange Mining Corp."]}}"#,
        r#""credits": 0, "rig": ["Scrubber"]"#,
    );
    let scrubber = id(&g, "Scrubber");
    let mmc = id(&g, "Melange Mining Corp.");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    act(&mut g, trash(mmc));
    assert_eq!(zone(&g, mmc), Zone::Archives);
    assert_eq!(g.cards[scrubber as usize].credits, 1, "trash cost 1");
}

// ----- 31012 Xanadu -----

// Card text: every piece of ice costs 1 more to rez, each time.
#[test]
fn c31012_xanadu_ice_costs_one_more() {
    let mut g = runner_turn(
        NOISE,
        r#""credits": 10, "servers": {"hq": {"ice": ["Ice Wall"]}, "rd": {"ice": ["Wall of Static"]}}"#,
        r#""rig": ["Xanadu"]"#,
    );
    let wall = id(&g, "Ice Wall");
    let wos = id(&g, "Wall of Static");
    run_on(&mut g, "hq");
    to_rez_window(&mut g, wall);
    act(&mut g, rez(wall));
    assert_eq!(g.corp.credits, 8);
    to_action(&mut g);
    run_on(&mut g, "rd");
    to_rez_window(&mut g, wos);
    act(&mut g, rez(wos));
    assert_eq!(g.corp.credits, 4, "3 + 1 for the second ice too");
}

// Card text: ice only: an asset's rez cost is unchanged.
#[test]
fn c31012_xanadu_not_assets() {
    let g = runner_turn(
        NOISE,
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}, "hq": {"ice": ["Enigma"]}}"#,
        r#""rig": ["Xanadu"]"#,
    );
    assert_eq!(rez_cost(&g, id(&g, "PAD Campaign")), 2);
    assert_eq!(rez_cost(&g, id(&g, "Enigma")), 4);
}

// Unique: a second copy installed trashes the first; the increase does not stack with
// itself, but it does with Reina Roja.
#[test]
fn c31012_xanadu_unique_and_with_reina() {
    let mut g = runner_turn(
        REINA,
        r#""servers": {"hq": {"ice": ["Enigma"]}}"#,
        r#""credits": 3, "grip": ["Xanadu"], "rig": ["Xanadu"]"#,
    );
    let enigma = id(&g, "Enigma");
    assert_eq!(rez_cost(&g, enigma), 3 + 1 + 1);
    let old = g.runner.rig[0];
    let new = g.runner.grip[0];
    install(&mut g, new);
    assert_eq!(zone(&g, old), Zone::Heap);
    assert_eq!(zone(&g, new), Zone::Rig);
    assert_eq!(rez_cost(&g, enigma), 5);
}

// ----- random games -----

#[test]
fn c31001_to_c31012_are_implemented() {
    for title in [
        QUETZAL,
        REINA,
        "En Passant",
        "Retrieval Run",
        "Clot",
        "Imp",
        "Liberated Account",
        "Scrubber",
        "Xanadu",
    ] {
        let d = &card_table()[card_by_title(title).unwrap() as usize];
        assert!(d.implemented, "{title}");
    }
}

/// `identity` with every System Update 2021 Anarch card three times, filled with Core Anarch
/// cards.
fn su21_anarch_deck(identity: &str) -> DeckList {
    let mut cards: Vec<(String, u32)> = [
        "En Passant",
        "Retrieval Run",
        "Clot",
        "Imp",
        "Liberated Account",
        "Scrubber",
        "Xanadu",
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
        ("Demolition Run", 2),
        ("Cyberfeeder", 3),
        ("Wyrm", 3),
    ] {
        cards.push((t.into(), n));
    }
    DeckList {
        identity: identity.into(),
        cards,
    }
}

// Seeded random games with Quetzal and Reina Roja decks holding these cards against the default
// Corp deck: every game ends, no panic, places and invariants hold, and (every fourth game)
// each side's observation is unchanged when what it cannot see is redealt.
#[test]
fn random_games_su21_anarch() {
    let corp = DeckList::default_corp();
    let decks = [su21_anarch_deck(QUETZAL), su21_anarch_deck(REINA)];
    for seed in 0..240u64 {
        let g = random_game(&corp, &decks[(seed % 2) as usize], seed, seed % 4 == 0);
        check_places(&g);
        assert!(g.check_invariants().is_ok());
    }
}
