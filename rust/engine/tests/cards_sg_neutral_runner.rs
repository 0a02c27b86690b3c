//! Scenario tests of the neutral Runner cards of System Gateway (2021): The Catalyst (30076),
//! Jailbreak (30028), Overclock (30029), T400 Memory Diamond (30031), Mayfly (30032),
//! Smartware Distributor (30033) and Verbal Plasticity (30034).

mod common;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, EventKind, GameState, Side, Zone};

// ----- helpers -----

const CATALYST: &str = "The Catalyst: Convention Breaker";

/// A Runner action phase (The Catalyst against Haas-Bioroid): the Corp part and the Runner part
/// as JSON object bodies.
fn runner_turn(corp: &str, runner: &str) -> GameState {
    runner_turn_as(CATALYST, corp, runner)
}

/// A Corp action phase, to play on into the Runner's next turn.
fn corp_turn(corp: &str, runner: &str) -> GameState {
    let corp = if corp.is_empty() {
        r#""credits": 5, "rd": ["Hedge Fund", "Hedge Fund"]"#
    } else {
        corp
    };
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}},
            "runner": {{"identity": "{CATALYST}", {runner}}}, "active": "corp", "turn": 1}}"#
    ))
}

fn play(g: &mut GameState, title: &str) {
    let card = id(g, title);
    act(g, Action::new(ActionKind::Play).card(card));
}

fn choose_server(g: &mut GameState, server: &str) {
    assert_eq!(g.decision_name(), "run_server");
    act(g, Action::new(ActionKind::Run).server(srv(server)));
}

fn servers_offered(g: &GameState) -> Vec<u8> {
    assert_eq!(g.decision_name(), "run_server");
    let mut v: Vec<u8> = legal(g, ActionKind::Run).iter().map(|a| a.server).collect();
    v.sort_unstable();
    v
}

fn boost(g: &mut GameState, breaker: u8) {
    act(g, Action::new(ActionKind::Ability).card(breaker).target(0));
}

fn brk(g: &mut GameState, breaker: u8, sub: u8) {
    act(g, Action::new(ActionKind::Break).card(breaker).target(sub));
}

fn zone(g: &GameState, card: u8) -> Zone {
    g.cards[card as usize].zone
}

/// The Runner's grip and stack sizes.
fn grip_stack(g: &GameState) -> (usize, usize) {
    (g.runner.grip.len(), g.runner.stack.len())
}

// ----- The Catalyst: Convention Breaker (30076) -----

// The Catalyst: no ability, no link, no recurring credits; its deck needs at least 30 cards.
#[test]
fn c30076_catalyst_has_no_ability_and_a_30_card_minimum() {
    let g = runner_turn("", r#""credits": 5"#);
    let catalyst = id(&g, CATALYST);
    assert_eq!(g.runner.identity, catalyst);
    assert!(legal_on(&g, ActionKind::Ability, catalyst).is_empty());
    assert_eq!(g.cards[catalyst as usize].credits, 0);
    let deck = catalyst_deck();
    assert_eq!(deck.size(), 33);
    assert!(deck.problems().is_empty(), "{:?}", deck.problems());
    // 30 cards: the minimum; 28: refused for its size.
    let mut short = deck.clone();
    short.cards.retain(|(t, _)| t != "Overclock");
    short.cards.push(("Overclock".into(), 0));
    assert_eq!(short.size(), 30);
    assert!(short.problems().is_empty());
    short.cards.retain(|(t, _)| t != "Mayfly");
    short.cards.push(("Mayfly".into(), 1));
    let problems = short.problems();
    assert_eq!(problems.len(), 1);
    assert_eq!(problems[0].rule, "minimum deck size");
}

// ----- Jailbreak (30028) -----

// Jailbreak: only HQ or R&D may be run; Archives and a remote are not offered, and choosing one
// anyway is refused and changes nothing.
#[test]
fn c30028_jailbreak_runs_only_hq_or_rd() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "rd": ["Hedge Fund"], "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 5, "grip": ["Jailbreak"]"#,
    );
    play(&mut g, "Jailbreak");
    assert_eq!(servers_offered(&g), vec![HQ, RD]);
    let before = g.to_json();
    for server in ["archives", "remote1"] {
        let bad = Action::new(ActionKind::Run).server(srv(server));
        assert!(g.apply(bad).is_err());
        assert_eq!(g.to_json(), before);
    }
    choose_server(&mut g, "hq");
    assert_eq!(g.run.unwrap().server, HQ);
}

// Jailbreak on R&D: a successful run draws 1 card and accesses the top 2 cards of R&D (2
// agendas stolen); the third card is not accessed.
#[test]
fn c30028_jailbreak_rd_draws_one_and_accesses_two() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Priority Requisition", "Private Security Force", "Priority Requisition"]"#,
        r#""credits": 5, "grip": ["Jailbreak"], "stack": ["Sure Gamble", "Infiltration"]"#,
    );
    play(&mut g, "Jailbreak");
    choose_server(&mut g, "rd");
    pass_until(&mut g, "action");
    assert_eq!(
        g.agenda_points(Side::Runner),
        5,
        "two agendas from the top two"
    );
    assert_eq!(g.corp.rd.len(), 1);
    assert_eq!(grip_stack(&g), (1, 1));
    assert_eq!(
        g.runner.grip[0],
        id(&g, "Sure Gamble"),
        "the top card drawn"
    );
    assert_eq!(zone(&g, id(&g, "Jailbreak")), Zone::Heap);
}

// Jailbreak on HQ: 2 cards of HQ accessed; a later ordinary run on HQ the same turn accesses 1.
#[test]
fn c30028_jailbreak_hq_accesses_two_and_only_in_its_run() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Private Security Force", "Private Security Force", "Private Security Force", "Private Security Force"]"#,
        r#""credits": 5, "grip": ["Jailbreak"], "stack": ["Sure Gamble", "Infiltration"]"#,
    );
    play(&mut g, "Jailbreak");
    choose_server(&mut g, "hq");
    pass_until(&mut g, "action");
    assert_eq!(
        g.agenda_points(Side::Runner),
        4,
        "two agendas stolen from HQ"
    );
    assert_eq!(g.corp.hq.len(), 2);
    run_on(&mut g, "hq");
    pass_until(&mut g, "action");
    assert_eq!(g.agenda_points(Side::Runner), 6, "one more agenda only");
    assert_eq!(grip_stack(&g), (1, 1), "no draw from the ordinary run");
}

// Jailbreak with an empty stack: the successful run still gives its extra access; the draw does
// nothing.
#[test]
fn c30028_jailbreak_empty_stack_still_accesses_two() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Priority Requisition", "Priority Requisition"]"#,
        r#""credits": 5, "grip": ["Jailbreak"]"#,
    );
    play(&mut g, "Jailbreak");
    choose_server(&mut g, "rd");
    pass_until(&mut g, "action");
    assert_eq!(g.agenda_points(Side::Runner), 6);
    assert!(g.runner.grip.is_empty());
    assert!(!g.is_over() || g.winner() == Some(Side::Runner));
}

// Jailbreak: the drawn card is hidden from the Corp: the Corp's observation is the same when
// the cards it has not seen are redealt.
#[test]
fn c30028_jailbreak_draw_hidden_from_corp() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""credits": 5, "grip": ["Jailbreak", "Overclock"], "stack": ["Sure Gamble", "Infiltration", "Mayfly"]"#,
    );
    play(&mut g, "Jailbreak");
    choose_server(&mut g, "rd");
    pass_until(&mut g, "action");
    assert_eq!(grip_stack(&g), (2, 2));
    for seed in 0..8 {
        let other = g.determinize(Side::Corp, seed);
        assert_eq!(
            g.observation_json(Side::Corp),
            other.observation_json(Side::Corp)
        );
    }
    let o = obs(&g, Side::Corp);
    assert!(
        !o.to_string().contains("Sure Gamble"),
        "the draw is not shown"
    );
}

// Ruling 1: the card is drawn as the run is declared successful, before any card is accessed:
// at the first access the drawn card is already in the grip.
#[test]
fn ruling_c30028_1_draws_when_declared_successful() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["PAD Campaign"]"#,
        r#""credits": 5, "grip": ["Jailbreak"], "stack": ["Sure Gamble"]"#,
    );
    g.set_events(true);
    play(&mut g, "Jailbreak");
    choose_server(&mut g, "hq");
    pass_until(&mut g, "action");
    assert_eq!(grip_stack(&g), (1, 0));
    let ev = g.take_events().to_vec();
    let at = |kind: EventKind| {
        ev.iter()
            .position(|e| e.kind == kind)
            .unwrap_or_else(|| panic!("no {kind:?}"))
    };
    let (success, drawn, accessed) = (
        at(EventKind::RunSuccessful),
        at(EventKind::Drawn),
        at(EventKind::Accessed),
    );
    assert!(
        success < drawn && drawn < accessed,
        "{success} {drawn} {accessed}"
    );
}

// Ruling 2: the extra access is created by the "if successful" ability: a Jailbreak run that
// ends before it is declared successful (Wall of Static ends it) draws nothing and accesses
// nothing, and its ability does not carry over to a later run.
#[test]
fn ruling_c30028_2_unsuccessful_run_no_draw_no_extra_access() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Priority Requisition", "Priority Requisition"], "servers": {"rd": {"ice": [{"title": "Wall of Static", "rezzed": true}]}}, "hq": ["Priority Requisition", "Priority Requisition"]"#,
        r#""credits": 5, "grip": ["Jailbreak"], "stack": ["Sure Gamble"]"#,
    );
    play(&mut g, "Jailbreak");
    choose_server(&mut g, "rd");
    assert!(g.run.is_none(), "Wall of Static ended the run");
    assert_eq!(g.agenda_points(Side::Runner), 0);
    assert_eq!(grip_stack(&g), (0, 1));
    assert_eq!(zone(&g, id(&g, "Jailbreak")), Zone::Heap);
    run_on(&mut g, "hq");
    pass_until(&mut g, "action");
    assert_eq!(g.agenda_points(Side::Runner), 3, "one access only");
    assert_eq!(grip_stack(&g), (0, 1));
}

// Ruling 3: while its run goes on (accessing included), Jailbreak is in the play area, not the
// heap; it reaches the heap only once the run is over.
#[test]
fn ruling_c30028_3_in_play_area_until_the_run_is_over() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["PAD Campaign", "PAD Campaign"]"#,
        r#""credits": 5, "grip": ["Jailbreak"], "stack": ["Sure Gamble"]"#,
    );
    let jb = id(&g, "Jailbreak");
    play(&mut g, "Jailbreak");
    choose_server(&mut g, "hq");
    let mut saw_access = false;
    for _ in 0..64 {
        if g.run.is_none() {
            break;
        }
        saw_access |= known_to_runner(&g, ids(&g, "PAD Campaign")[0])
            || known_to_runner(&g, ids(&g, "PAD Campaign")[1]);
        assert_eq!(zone(&g, jb), Zone::PlayArea);
        assert!(!g.runner.heap.contains(&jb));
        pass(&mut g);
    }
    assert!(saw_access);
    assert_eq!(zone(&g, jb), Zone::Heap);
}

// ----- Overclock (30029) -----

// Overclock: 5 credits on the event; any server may be run, a remote and Archives included.
#[test]
fn c30029_overclock_places_5_and_runs_any_server() {
    let mut g = runner_turn(
        r#""credits": 5, "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 1, "grip": ["Overclock"]"#,
    );
    let oc = id(&g, "Overclock");
    play(&mut g, "Overclock");
    assert_eq!(g.runner.credits, 0, "its cost of 1 paid from the pool");
    assert_eq!(g.cards[oc as usize].credits, 5);
    assert_eq!(servers_offered(&g), vec![HQ, RD, ARCHIVES, REMOTE1]);
    choose_server(&mut g, "remote1");
    assert_eq!(g.run.unwrap().server, REMOTE1);
    assert_eq!(g.runner.credits, 0, "hosted credits are not in the pool");
}

// Overclock: its credits pay for icebreaker abilities during its run (the pool stays at 0);
// what is left is lost with the event after the run.
#[test]
fn c30029_overclock_credits_pay_for_breaking_then_are_lost() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 1, "grip": ["Overclock"], "rig": ["Mayfly"]"#,
    );
    let (oc, mayfly) = (id(&g, "Overclock"), id(&g, "Mayfly"));
    play(&mut g, "Overclock");
    choose_server(&mut g, "hq");
    pass_until(&mut g, "encounter");
    boost(&mut g, mayfly);
    brk(&mut g, mayfly, 0);
    brk(&mut g, mayfly, 1);
    assert_eq!(g.cards[oc as usize].credits, 2);
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.runner.clicks, 3, "Enigma's click loss broken");
    pass_until(&mut g, "action");
    assert_eq!(zone(&g, oc), Zone::Heap);
    assert_eq!(g.runner.credits, 0, "the 2 unspent credits are not gained");
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")));
}

// Overclock: its credits are spent first; once they are gone the pool pays (Mayfly spends 3 on
// Enigma, then 2 strength on Wall of Static from the event and the break from the pool).
#[test]
fn c30029_overclock_then_pool_pays_the_rest() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}, {"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 4, "grip": ["Overclock"], "rig": ["Mayfly"]"#,
    );
    let (oc, mayfly) = (id(&g, "Overclock"), id(&g, "Mayfly"));
    play(&mut g, "Overclock");
    choose_server(&mut g, "hq");
    pass_until(&mut g, "encounter");
    boost(&mut g, mayfly);
    brk(&mut g, mayfly, 0);
    brk(&mut g, mayfly, 1);
    assert_eq!((g.cards[oc as usize].credits, g.runner.credits), (2, 3));
    pass_until(&mut g, "encounter");
    boost(&mut g, mayfly);
    boost(&mut g, mayfly);
    assert_eq!((g.cards[oc as usize].credits, g.runner.credits), (0, 3));
    brk(&mut g, mayfly, 0);
    assert_eq!(g.runner.credits, 2, "the pool pays once the event is empty");
    pass_until(&mut g, "action");
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")));
}

// Overclock: its credits pay any cost during the run, not only abilities: Tollbooth's 3-credit
// toll is paid from them before the pool, and the run goes on.
#[test]
fn c30029_overclock_credits_pay_tollbooth() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Tollbooth", "rezzed": true}]}}"#,
        r#""credits": 11, "grip": ["Overclock"], "rig": ["Mayfly"]"#,
    );
    let oc = id(&g, "Overclock");
    play(&mut g, "Overclock");
    choose_server(&mut g, "hq");
    pass_until(&mut g, "encounter");
    assert_eq!(g.cards[oc as usize].credits, 2, "the toll of 3 was paid");
    assert_eq!(g.runner.credits, 10, "not from the pool");
    assert!(g.run.is_some());
}

// Overclock: the credits are for its run only: a later run the same turn cannot use them (the
// event is in the heap), so Tollbooth ends that run.
#[test]
fn c30029_overclock_credits_only_during_its_run() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "rd": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Tollbooth", "rezzed": true}]}}"#,
        r#""credits": 1, "grip": ["Overclock"]"#,
    );
    play(&mut g, "Overclock");
    choose_server(&mut g, "rd");
    pass_until(&mut g, "action");
    run_on(&mut g, "hq");
    pass_until(&mut g, "action");
    assert!(
        !known_to_runner(&g, ids(&g, "Hedge Fund")[0]),
        "the toll could not be paid"
    );
}

// Ruling 1: credits the Runner loses come from the credit pool only: Overclock's hosted
// credits never are pool credits (the pool and the observation show 0 while the event holds
// 5), and paying takes from the event before the pool.
#[test]
fn ruling_c30029_1_hosted_credits_are_not_pool_credits() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 3, "grip": ["Overclock"], "rig": ["Mayfly"]"#,
    );
    let (oc, mayfly) = (id(&g, "Overclock"), id(&g, "Mayfly"));
    play(&mut g, "Overclock");
    choose_server(&mut g, "hq");
    pass_until(&mut g, "encounter");
    assert_eq!(g.runner.credits, 2);
    let o = obs(&g, Side::Runner);
    assert_eq!(o["runner"]["credits"], 2);
    boost(&mut g, mayfly);
    assert_eq!((g.runner.credits, g.cards[oc as usize].credits), (2, 4));
    // Losing all credits in the pool (Closed Accounts' effect, here applied to the state) does
    // not touch the event's credits, which still pay.
    g.runner.credits = 0;
    brk(&mut g, mayfly, 0);
    brk(&mut g, mayfly, 1);
    assert_eq!(g.cards[oc as usize].credits, 2);
}

// ----- T400 Memory Diamond (30031) -----

// T400 Memory Diamond: +1 memory and +1 maximum hand size each; none from a copy in the grip.
#[test]
fn c30031_t400_adds_memory_and_hand_size() {
    let base = runner_turn("", r#""credits": 5, "grip": ["T400 Memory Diamond"]"#);
    assert_eq!((base.memory_limit(), base.runner_hand_size()), (4, 5));
    let one = runner_turn("", r#""credits": 5, "rig": ["T400 Memory Diamond"]"#);
    assert_eq!((one.memory_limit(), one.runner_hand_size()), (5, 6));
    let two = runner_turn(
        "",
        r#""credits": 5, "rig": ["T400 Memory Diamond", "T400 Memory Diamond"]"#,
    );
    assert_eq!((two.memory_limit(), two.runner_hand_size()), (6, 7));
}

// T400 Memory Diamond: installed for 2 credits; with it two Mayflys (2 memory each) and a
// Crypsis (1) fit, and the Runner keeps 6 cards at the end of the turn.
#[test]
fn c30031_t400_install_fits_a_program_and_keeps_six_cards() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Hedge Fund"]"#,
        r#""credits": 7, "clicks": 2, "grip": ["T400 Memory Diamond", "Crypsis", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"], "rig": ["Mayfly", "Mayfly"]"#,
    );
    let t400 = id(&g, "T400 Memory Diamond");
    act(&mut g, Action::new(ActionKind::Install).card(t400));
    assert_eq!(g.runner.credits, 5);
    let crypsis = id(&g, "Crypsis");
    act(&mut g, Action::new(ActionKind::Install).card(crypsis));
    // The Runner may trash programs as one is installed, but need not: it fits.
    assert_eq!(g.decision_name(), "memory");
    pass(&mut g);
    assert_eq!((g.memory_used(), g.memory_limit()), (5, 5));
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.runner.grip.len(), 6, "6 Sure Gambles kept at hand size 6");
}

// ----- Mayfly (30032) -----

// Mayfly: an AI breaker breaks a barrier (Wall of Static, after +2 strength); it stays
// installed for the rest of the run (access included) and is trashed when the run ends.
#[test]
fn c30032_mayfly_breaks_any_ice_and_is_trashed_when_the_run_ends() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["PAD Campaign"], "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Mayfly"]"#,
    );
    let mayfly = id(&g, "Mayfly");
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "encounter");
    assert!(
        legal_on(&g, ActionKind::Break, mayfly).is_empty(),
        "strength 1 < 3"
    );
    boost(&mut g, mayfly);
    boost(&mut g, mayfly);
    brk(&mut g, mayfly, 0);
    assert_eq!(g.runner.credits, 2);
    for _ in 0..64 {
        if g.run.is_none() {
            break;
        }
        assert_eq!(zone(&g, mayfly), Zone::Rig, "installed until the run ends");
        pass(&mut g);
    }
    assert!(
        known_to_runner(&g, id(&g, "PAD Campaign")),
        "the run succeeded"
    );
    assert_eq!(zone(&g, mayfly), Zone::Heap);
}

// Mayfly: only its break ability creates the trash: raising its strength without breaking
// (Enigma's subroutines resolve) leaves it installed, and a later run where it is not used
// does not trash it either.
#[test]
fn c30032_mayfly_strength_alone_does_not_trash_it() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 1, "rig": ["Mayfly"]"#,
    );
    let mayfly = id(&g, "Mayfly");
    run_on(&mut g, "hq");
    boost(&mut g, mayfly);
    assert_eq!(g.runner.credits, 0);
    // No credit to break: Enigma's subroutines resolve and end the run.
    assert!(g.run.is_none());
    assert_eq!(zone(&g, mayfly), Zone::Rig);
    run_on(&mut g, "rd");
    pass_until(&mut g, "action");
    assert_eq!(zone(&g, mayfly), Zone::Rig);
}

// Mayfly: an unsuccessful run ends too: after breaking Enigma's first subroutine, its "end the
// run" resolves and Mayfly is trashed.
#[test]
fn c30032_mayfly_trashed_when_run_ends_unsuccessfully() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Mayfly", "Mayfly"]"#,
    );
    let (used, spare) = (ids(&g, "Mayfly")[0], ids(&g, "Mayfly")[1]);
    run_on(&mut g, "hq");
    boost(&mut g, used);
    brk(&mut g, used, 0);
    pass_until(&mut g, "action");
    assert!(g.run.is_none());
    assert_eq!(g.runner.clicks, 3, "the click loss was broken");
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")));
    assert_eq!(zone(&g, used), Zone::Heap);
    assert_eq!(zone(&g, spare), Zone::Rig, "the unused copy stays");
}

// Mayfly: two copies each used in the same run are both trashed when it ends, whatever order
// the Runner resolves their abilities in.
#[test]
fn c30032_two_mayflys_used_in_one_run_both_trashed() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}, {"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Mayfly", "Mayfly"]"#,
    );
    let (a, b) = (ids(&g, "Mayfly")[0], ids(&g, "Mayfly")[1]);
    run_on(&mut g, "hq");
    brk(&mut g, a, 0);
    pass_until(&mut g, "encounter");
    brk(&mut g, b, 0);
    for _ in 0..64 {
        if g.decision_name() == "action" {
            break;
        }
        let first = g.legal_actions()[0];
        act(&mut g, first);
    }
    assert_eq!((zone(&g, a), zone(&g, b)), (Zone::Heap, Zone::Heap));
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")));
}

// Mayfly: it breaks only ice of its strength or less: against Enigma (strength 2) only the
// strength ability is offered, and a break, or a break of a subroutine Enigma does not have,
// is refused with an error that changes nothing. With the last credit spent on strength,
// Enigma's subroutines resolve and Mayfly stays installed.
#[test]
fn c30032_mayfly_illegal_breaks_refused() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 2, "rig": ["Mayfly"]"#,
    );
    let mayfly = id(&g, "Mayfly");
    run_on(&mut g, "hq");
    assert!(legal_on(&g, ActionKind::Break, mayfly).is_empty());
    let before = g.to_json();
    for sub in [0, 1, 7] {
        let bad = Action::new(ActionKind::Break).card(mayfly).target(sub);
        assert!(g.apply(bad).is_err());
        assert_eq!(g.to_json(), before);
    }
    boost(&mut g, mayfly);
    assert_eq!(legal_on(&g, ActionKind::Break, mayfly).len(), 2);
    let before = g.to_json();
    assert!(g
        .apply(Action::new(ActionKind::Break).card(mayfly).target(7))
        .is_err());
    assert_eq!(g.to_json(), before);
}

// Ruling 1: Mayfly may break several subroutines in one run (both of Enigma's); each break's
// delayed trash finds it gone after the first, so it is trashed once and nothing else happens.
#[test]
fn ruling_c30032_1_breaks_several_subroutines_in_one_run() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}, {"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 6, "rig": ["Mayfly"]"#,
    );
    let mayfly = id(&g, "Mayfly");
    run_on(&mut g, "hq");
    brk(&mut g, mayfly, 0);
    pass_until(&mut g, "encounter");
    boost(&mut g, mayfly);
    brk(&mut g, mayfly, 0);
    brk(&mut g, mayfly, 1);
    assert_eq!(g.runner.credits, 2);
    pass_until(&mut g, "action");
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")));
    assert_eq!(zone(&g, mayfly), Zone::Heap);
    assert_eq!(
        g.runner.heap.iter().filter(|&&c| c == mayfly).count(),
        1,
        "trashed once"
    );
    assert_eq!(g.runner.clicks, 3);
}

// ----- Smartware Distributor (30033) -----

// Smartware Distributor: a click places 3 credits on it; the ability is not offered during a
// run, and an ability index it does not have is refused and changes nothing.
#[test]
fn c30033_smartware_click_places_three_credits() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"]"#,
        r#""credits": 0, "rig": ["Smartware Distributor"]"#,
    );
    let sd = id(&g, "Smartware Distributor");
    let before = g.to_json();
    assert!(g
        .apply(Action::new(ActionKind::Ability).card(sd).target(1))
        .is_err());
    assert_eq!(g.to_json(), before);
    only_on(&mut g, ActionKind::Ability, sd);
    assert_eq!(g.cards[sd as usize].credits, 3);
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(g.runner.credits, 0, "placed, not gained");
    run_on(&mut g, "hq");
    assert!(legal_on(&g, ActionKind::Ability, sd).is_empty());
}

// Smartware Distributor: when the Runner's turn begins, 1 credit moves from it to the pool; at
// 1 credit it is emptied and stays installed; at 0 nothing happens.
#[test]
fn c30033_smartware_takes_one_credit_when_turn_begins() {
    let next_turn = |credits: u8| {
        let mut g = corp_turn(
            "",
            &format!(
                r#""credits": 0, "rig": [{{"title": "Smartware Distributor", "credits": {credits}}}]"#
            ),
        );
        until(&mut g, at_action(Side::Runner));
        let sd = id(&g, "Smartware Distributor");
        (g.cards[sd as usize].credits, g.runner.credits, zone(&g, sd))
    };
    assert_eq!(next_turn(3), (2, 1, Zone::Rig));
    assert_eq!(next_turn(1), (0, 1, Zone::Rig));
    assert_eq!(next_turn(0), (0, 0, Zone::Rig));
}

// Smartware Distributor: nothing is taken when the Corp's turn begins.
#[test]
fn c30033_smartware_only_on_runner_turn() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""credits": 0, "clicks": 0, "rig": [{"title": "Smartware Distributor", "credits": 3}]"#,
    );
    let sd = id(&g, "Smartware Distributor");
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.cards[sd as usize].credits, 3);
    assert_eq!(g.runner.credits, 0);
}

// Ruling 1: the ability may be used while credits are already on it (3 more on 3).
#[test]
fn ruling_c30033_1_place_again_with_credits_on_it() {
    let mut g = runner_turn(
        "",
        r#""credits": 0, "rig": [{"title": "Smartware Distributor", "credits": 3}]"#,
    );
    let sd = id(&g, "Smartware Distributor");
    only_on(&mut g, ActionKind::Ability, sd);
    assert_eq!(g.cards[sd as usize].credits, 6);
    pass_windows(&mut g);
    only_on(&mut g, ActionKind::Ability, sd);
    assert_eq!(g.cards[sd as usize].credits, 9);
    // Near the engine's counter limit (100) the credits stop there; at it, the ability is not
    // offered.
    let mut g = runner_turn(
        "",
        r#""credits": 0, "rig": [{"title": "Smartware Distributor", "credits": 98}]"#,
    );
    let sd = id(&g, "Smartware Distributor");
    only_on(&mut g, ActionKind::Ability, sd);
    assert_eq!(g.cards[sd as usize].credits, 100);
    pass_windows(&mut g);
    assert!(legal_on(&g, ActionKind::Ability, sd).is_empty());
}

// ----- Verbal Plasticity (30034) -----

// Verbal Plasticity: the first basic draw of the turn draws 2 (the top two), the second 1, and
// next turn the first draws 2 again.
#[test]
fn c30034_verbal_plasticity_first_basic_draw_each_turn_draws_two() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund"]"#,
        r#""credits": 0, "rig": ["Verbal Plasticity"], "stack": ["Sure Gamble", "Infiltration", "Jailbreak", "Overclock", "Mayfly", "Mayfly", "Mayfly"]"#,
    );
    only(&mut g, ActionKind::ClickDraw);
    assert_eq!(grip_stack(&g), (2, 5));
    assert!(g.runner.grip.contains(&id(&g, "Sure Gamble")));
    assert!(g.runner.grip.contains(&id(&g, "Infiltration")));
    assert_eq!(g.runner.clicks, 3, "one click for both");
    pass_windows(&mut g);
    only(&mut g, ActionKind::ClickDraw);
    assert_eq!(grip_stack(&g), (3, 4));
    until(&mut g, at_action(Side::Corp));
    until(&mut g, at_action(Side::Runner));
    assert_eq!(grip_stack(&g), (3, 4));
    only(&mut g, ActionKind::ClickDraw);
    assert_eq!(grip_stack(&g), (5, 2));
}

// Verbal Plasticity: only the basic action: a card effect's draw (Jailbreak's) is not doubled
// and does not use up the first basic draw of the turn.
#[test]
fn c30034_verbal_plasticity_ignores_card_draws() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""credits": 5, "grip": ["Jailbreak"], "rig": ["Verbal Plasticity"], "stack": ["Sure Gamble", "Infiltration", "Mayfly", "Mayfly"]"#,
    );
    play(&mut g, "Jailbreak");
    choose_server(&mut g, "rd");
    pass_until(&mut g, "action");
    assert_eq!(grip_stack(&g), (1, 3));
    only(&mut g, ActionKind::ClickDraw);
    assert_eq!(grip_stack(&g), (3, 1));
}

// Verbal Plasticity: "the first time each turn": installed after the turn's first basic draw,
// it does not double the second one.
#[test]
fn c30034_verbal_plasticity_installed_after_first_draw_does_nothing_this_turn() {
    let mut g = runner_turn(
        "",
        r#""credits": 5, "grip": ["Verbal Plasticity"], "stack": ["Sure Gamble", "Infiltration", "Mayfly", "Mayfly"]"#,
    );
    only(&mut g, ActionKind::ClickDraw);
    assert_eq!(grip_stack(&g), (2, 3));
    pass_windows(&mut g);
    let vp = id(&g, "Verbal Plasticity");
    act(&mut g, Action::new(ActionKind::Install).card(vp));
    assert_eq!(g.runner.credits, 2);
    pass_windows(&mut g);
    only(&mut g, ActionKind::ClickDraw);
    assert_eq!(grip_stack(&g), (2, 2), "one card only");
}

// Verbal Plasticity: with a single card in the stack the action draws just that one.
#[test]
fn c30034_verbal_plasticity_draws_what_is_left() {
    let mut g = runner_turn(
        "",
        r#""credits": 5, "rig": ["Verbal Plasticity"], "stack": ["Sure Gamble"]"#,
    );
    only(&mut g, ActionKind::ClickDraw);
    assert_eq!(grip_stack(&g), (1, 0));
    assert!(legal(&g, ActionKind::ClickDraw).is_empty());
}

// Ruling 1: Verbal Plasticity changes the action's draw as the click is paid, before the draw:
// both cards are drawn by the action itself, before the window that follows it; the Corp does
// not see which cards.
#[test]
fn ruling_c30034_1_replaces_the_draw_as_the_click_is_paid() {
    let mut g = runner_turn(
        "",
        r#""credits": 5, "rig": ["Verbal Plasticity"], "stack": ["Sure Gamble", "Infiltration", "Mayfly"]"#,
    );
    g.set_events(true);
    only(&mut g, ActionKind::ClickDraw);
    assert_eq!(g.runner.clicks, 3);
    let ev = g.take_events().to_vec();
    let drawn: Vec<_> = ev.iter().filter(|e| e.kind == EventKind::Drawn).collect();
    assert_eq!(drawn.len(), 2);
    for e in &drawn {
        assert_eq!(
            e.card_seen(Some(Side::Corp)).and_then(|c| c.title),
            None,
            "hidden from the Corp"
        );
    }
    for seed in 0..4 {
        let other = g.determinize(Side::Corp, seed);
        assert_eq!(
            g.observation_json(Side::Corp),
            other.observation_json(Side::Corp)
        );
    }
}

// ----- the heuristic bot -----

// The heuristic bot plays Jailbreak on an R&D worth running (004 Runner tree 3: multi-access
// cards) rather than clicking for a credit or playing Overclock there, and values Smartware
// Distributor's click while short of credits.
#[test]
fn heuristic_bot_plays_jailbreak_and_loads_smartware() {
    use nr_engine::{Bot, HeuristicBot};
    let g = runner_turn(
        r#""credits": 5, "rd": ["Hedge Fund", "Hedge Fund"], "hq": ["Hedge Fund"]"#,
        r#""credits": 6, "grip": ["Jailbreak", "Overclock"], "stack": ["Mayfly"]"#,
    );
    let bot = |g: &GameState| HeuristicBot::new(1).choose(g, &g.legal_actions());
    let jb = id(&g, "Jailbreak");
    assert_eq!(bot(&g), Action::new(ActionKind::Play).card(jb));
    // Empty Smartware Distributor, nothing to draw: a click loads it rather than taking 1
    // credit; once loaded, the credit click comes first.
    let g = runner_turn("", r#""credits": 6, "rig": ["Smartware Distributor"]"#);
    let sd = id(&g, "Smartware Distributor");
    assert_eq!(bot(&g), Action::new(ActionKind::Ability).card(sd).target(0));
    let g = runner_turn(
        "",
        r#""credits": 6, "rig": [{"title": "Smartware Distributor", "credits": 3}]"#,
    );
    assert_eq!(bot(&g), Action::new(ActionKind::ClickCredit));
}

// ----- random games -----

/// The Catalyst's deck: the System Gateway neutral Runner cards and the Core Set neutral
/// Runner cards, 3 of each (33 cards, above its minimum of 30).
fn catalyst_deck() -> DeckList {
    let titles = [
        "Jailbreak",
        "Overclock",
        "T400 Memory Diamond",
        "Mayfly",
        "Smartware Distributor",
        "Verbal Plasticity",
        "Infiltration",
        "Sure Gamble",
        "Crypsis",
        "Access to Globalsec",
        "Armitage Codebusting",
    ];
    DeckList {
        identity: CATALYST.into(),
        cards: titles.iter().map(|t| (t.to_string(), 3)).collect(),
    }
}

// Seeded random games of The Catalyst's deck against the Core starter decks: every game ends,
// every decision offers a choice, and the state's invariants hold; a quarter of them also check
// that neither side's observation changes when what it cannot see is redealt.
#[test]
fn random_games_catalyst() {
    let runner = catalyst_deck();
    let corps = ["jinteki", "haas-bioroid", "nbn", "weyland"];
    for seed in 0..240u64 {
        let corp = DeckList::starter(corps[seed as usize % 4]).unwrap();
        let g = random_game(&corp, &runner, seed, seed % 4 == 0);
        assert!(g.is_over());
        check_places(&g);
        assert!(g.memory_used() <= g.memory_limit());
    }
}
