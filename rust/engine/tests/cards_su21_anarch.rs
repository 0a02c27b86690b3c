//! Scenario tests of the System Update 2021 Anarch cards, first part (31001-31004): Quetzal:
//! Free Spirit, Reina Roja: Freedom Fighter, En Passant and Retrieval Run. Clot, Imp, Liberated
//! Account, Scrubber, Xanadu and the random games are in `cards_su21_anarch_rig.rs`.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, GameState};
use nr_engine::{Side, Zone};

// ----- helpers -----

fn trash(card: u8) -> Action {
    Action::new(ActionKind::Trash).card(card)
}

fn brk(card: u8, sub: u8) -> Action {
    Action::new(ActionKind::Break).card(card).target(sub)
}

const QUETZAL: &str = "Quetzal: Free Spirit";
const REINA: &str = "Reina Roja: Freedom Fighter";
const NOISE: &str = "Noise: Hacker Extraordinaire";

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
    let mut g = runner_turn_as(
        QUETZAL,
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 2"#,
    );
    let quetzal = g.runner.identity;
    run_on(&mut g, "hq");
    to_encounter(&mut g);
    // Ice Wall has one subroutine: another index is refused.
    refused(&mut g, brk(quetzal, 1));
    act(&mut g, brk(quetzal, 0));
    assert_eq!(g.runner.credits, 2, "the break costs 0 credits");
    // The subroutine broken, the run goes on to HQ (successful).
    to_action(&mut g);
    assert!(g.turn_flags.successful_run);
}

// Card text: once per turn: the second barrier of the turn is not broken by it.
#[test]
fn c31001_quetzal_once_per_turn() {
    let mut g = runner_turn_as(
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
    let mut g = runner_turn_as(
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
    let mut g = runner_turn_as(
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
    let mut g = runner_turn_as(
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
    runner_turn_as(
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
    let mut g = corp_turn_against(
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
    let mut g = runner_turn_as(
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
    // Unseen by the Runner, the ice goes to Archives facedown (Rules Reference, "Archives"),
    // and the Runner's observation does not depend on which card it was.
    assert!(!g.cards[wall as usize].faceup);
    assert!(!known_to_runner(&g, wall));
    let other = g.determinize(Side::Runner, 3);
    assert_eq!(
        g.observation_json(Side::Runner),
        other.observation_json(Side::Runner)
    );
}

// Card text: only after a successful run this turn: ice passed in a run that was not
// successful (jacked out) is not enough.
#[test]
fn c31003_en_passant_needs_a_successful_run() {
    let mut g = runner_turn_as(
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
    let mut g = runner_turn_as(
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
    let mut g = runner_turn_as(
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
    let mut g = runner_turn_as(
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
    let mut g = runner_turn_as(
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
    let mut g = runner_turn_as(
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
    let mut g = runner_turn_as(
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
    let mut g = runner_turn_as(
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
    let mut g = runner_turn_as(
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
    let mut g = runner_turn_as(
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
    let mut g = runner_turn_as(
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
