//! Scenario tests of the Criminal cards of the Core Set (01018-01032), their rulings and FAQ
//! clarifications, and seeded random games with decks holding them.

mod common;
use common::*;
use nr_engine::{card_table, Action, ActionKind, DeckList, GameState, Side, Zone, NONE};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

const GABE: &str = "Gabriel Santiago: Consummate Professional";
const NOISE: &str = "Noise: Hacker Extraordinaire";

// ----- helpers -----

/// A Runner-turn position with Noise (whose ability plays no part here).
fn runner_turn(corp: &str, runner: &str) -> GameState {
    runner_turn_as(NOISE, corp, runner)
}

fn play(g: &mut GameState, title: &str) {
    let c = id(g, title);
    only_on(g, ActionKind::Play, c);
}

fn install(g: &mut GameState, title: &str) -> u8 {
    let c = ids(g, title)
        .into_iter()
        .find(|&c| g.cards[c as usize].zone == Zone::Grip)
        .expect("a copy in the grip");
    only_on(g, ActionKind::Install, c);
    c
}

fn ability(card: u8, target: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(target)
}

fn mode(card: u8, target: u8) -> Action {
    Action::new(ActionKind::Mode).card(card).target(target)
}

/// A `choose_card` action naming `card`.
fn choose(card: u8) -> Action {
    Action::new(ActionKind::Mode).card(card)
}

fn sorted(v: &[Action]) -> Vec<u32> {
    let mut codes: Vec<u32> = v.iter().map(|a| a.code()).collect();
    codes.sort_unstable();
    codes
}

fn assert_legal(g: &GameState, expected: &[Action]) {
    assert_eq!(
        sorted(&g.legal_actions()),
        sorted(expected),
        "at {}: {:?}",
        g.decision_name(),
        g.legal_actions()
    );
}

fn boost(g: &mut GameState, breaker: u8) {
    act(g, ability(breaker, 0));
}

fn brk(g: &mut GameState, breaker: u8, sub: u8) {
    act(g, Action::new(ActionKind::Break).card(breaker).target(sub));
}

fn zone(g: &GameState, card: u8) -> Zone {
    g.cards[card as usize].zone
}

// ----- 01018 Account Siphon -----

// Account Siphon: a run on HQ; on success, instead of accessing, the Corp loses 5, the Runner
// gains 2 per credit lost and takes 2 tags (Rules Reference, "Replacement Effects").
#[test]
fn c01018_account_siphon_siphons_instead_of_accessing() {
    let mut g = runner_turn(
        r#""credits": 8, "hq": ["Hedge Fund"]"#,
        r#""credits": 5, "grip": ["Account Siphon"]"#,
    );
    let siphon = id(&g, "Account Siphon");
    let fund = id(&g, "Hedge Fund");
    play(&mut g, "Account Siphon");
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(g.run.unwrap().server, HQ);
    assert_eq!(zone(&g, siphon), Zone::PlayArea, "resolving during the run");
    pass_until(&mut g, "replace_access");
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_legal(&g, &[mode(siphon, 0), Action::new(ActionKind::Pass)]);
    act(&mut g, mode(siphon, 0));
    // "Up to 5": the Runner chooses.
    assert_eq!(amounts(&g), vec![0, 1, 2, 3, 4, 5]);
    bid(&mut g, 5);
    assert_eq!(g.corp.credits, 3);
    assert_eq!(g.runner.credits, 15);
    assert_eq!(g.runner.tags, 2);
    assert!(!known_to_runner(&g, fund), "HQ was not accessed");
    assert!(g.run.is_none());
    assert_eq!(zone(&g, siphon), Zone::Heap);
    assert_eq!(g.decision_name(), "action");
}

// Account Siphon: the Corp loses only what it has; the Runner gains 2 per credit actually lost.
#[test]
fn c01018_account_siphon_corp_with_few_credits() {
    let mut g = runner_turn(
        r#""credits": 2, "hq": ["Hedge Fund"]"#,
        r#""credits": 0, "grip": ["Account Siphon"]"#,
    );
    let siphon = id(&g, "Account Siphon");
    play(&mut g, "Account Siphon");
    pass_until(&mut g, "replace_access");
    act(&mut g, mode(siphon, 0));
    assert_eq!(amounts(&g), vec![0, 1, 2]);
    bid(&mut g, 2);
    assert_eq!(g.corp.credits, 0);
    assert_eq!(g.runner.credits, 4);
    assert_eq!(g.runner.tags, 2);
}

// Account Siphon ruling 1 (and FAQ): the Runner may decline; it then accesses as usual and takes
// no tags.
#[test]
fn ruling_c01018_1_may_decline_and_take_no_tags() {
    let mut g = runner_turn(
        r#""credits": 8, "hq": ["Hedge Fund"]"#,
        r#""credits": 5, "grip": ["Account Siphon"]"#,
    );
    let fund = id(&g, "Hedge Fund");
    play(&mut g, "Account Siphon");
    pass_until(&mut g, "replace_access");
    pass(&mut g);
    assert!(known_to_runner(&g, fund), "HQ was accessed");
    assert_eq!((g.corp.credits, g.runner.credits, g.runner.tags), (8, 5, 0));
    assert!(g.run.is_none());
}

// Account Siphon ruling 2 (and FAQ; Rules Reference, "If successful..."): if the run is
// successful on another server than HQ, the siphon is not offered. No Core Set card moves a run,
// so the attacked server is changed by hand here, as such an effect would.
#[test]
fn ruling_c01018_2_not_offered_if_run_moved_off_hq() {
    let mut g = runner_turn(
        r#""credits": 8, "hq": ["Hedge Fund"], "rd": ["Hedge Fund"]"#,
        r#""credits": 5, "grip": ["Account Siphon"]"#,
    );
    play(&mut g, "Account Siphon");
    assert_eq!(g.decision_name(), "jack_out");
    g.run.as_mut().unwrap().server = RD;
    pass(&mut g);
    assert!(
        g.run.is_none(),
        "R&D accessed without a replacement decision"
    );
    assert_eq!((g.corp.credits, g.runner.credits, g.runner.tags), (8, 5, 0));
}

// Account Siphon: jacking out means no success, so no siphon.
#[test]
fn c01018_account_siphon_nothing_if_unsuccessful() {
    let mut g = runner_turn(
        r#""credits": 8, "hq": ["Hedge Fund"]"#,
        r#""credits": 5, "grip": ["Account Siphon"]"#,
    );
    play(&mut g, "Account Siphon");
    act(&mut g, Action::new(ActionKind::JackOut));
    assert!(g.run.is_none());
    assert_eq!((g.corp.credits, g.runner.credits, g.runner.tags), (8, 5, 0));
    assert_eq!(zone(&g, id(&g, "Account Siphon")), Zone::Heap);
}

// ----- 01019 Easy Mark -----

#[test]
fn c01019_easy_mark_gains_3_credits() {
    let mut g = runner_turn(r#""credits": 5"#, r#""credits": 1, "grip": ["Easy Mark"]"#);
    play(&mut g, "Easy Mark");
    assert_eq!(g.runner.credits, 4);
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(zone(&g, id(&g, "Easy Mark")), Zone::Heap);
}

// ----- 01020 Forged Activation Orders -----

fn fao_position(corp_credits: u16) -> GameState {
    runner_turn(
        &format!(
            r#""credits": {corp_credits}, "servers": {{"hq": {{"ice": ["Enigma", {{"title": "Hunter", "rezzed": true}}]}}, "remote1": {{"root": ["PAD Campaign"]}}}}"#
        ),
        r#""credits": 5, "grip": ["Forged Activation Orders"]"#,
    )
}

// Forged Activation Orders: the Runner chooses an unrezzed ice; the Corp rezzes it (paying).
#[test]
fn c01020_forged_activation_orders_corp_rezzes() {
    let mut g = fao_position(5);
    let enigma = id(&g, "Enigma");
    play(&mut g, "Forged Activation Orders");
    assert_eq!(g.runner.credits, 4);
    // Only the unrezzed ice can be chosen (not the rezzed Hunter, not the upgrade): a single
    // outcome, not asked (docs/actions.md); the Corp decides at once.
    assert_eq!(g.decision_name(), "rez_or_trash");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_legal(
        &g,
        &[
            Action::new(ActionKind::Rez).card(enigma),
            Action::new(ActionKind::Trash).card(enigma),
        ],
    );
    act(&mut g, Action::new(ActionKind::Rez).card(enigma));
    assert!(g.cards[enigma as usize].rezzed);
    assert_eq!(g.corp.credits, 2);
    assert_eq!(zone(&g, enigma), Zone::Ice(HQ));
    assert_eq!(zone(&g, id(&g, "Forged Activation Orders")), Zone::Heap);
}

// Forged Activation Orders: if the Corp does not rez it, the ice is trashed (facedown: it was
// never rezzed nor seen by the Runner).
#[test]
fn c01020_forged_activation_orders_otherwise_trashed() {
    let mut g = fao_position(5);
    let enigma = id(&g, "Enigma");
    play(&mut g, "Forged Activation Orders");
    act(&mut g, Action::new(ActionKind::Trash).card(enigma));
    assert_eq!(zone(&g, enigma), Zone::Archives);
    assert!(!g.cards[enigma as usize].faceup);
    assert!(!known_to_runner(&g, enigma));
    assert_eq!(g.corp.credits, 5);
    assert!(g.corp.servers[HQ as usize].ice.len() == 1);
}

// Forged Activation Orders ruling 1: the rez cost must be paid, so a Corp that cannot pay must
// let the ice be trashed.
#[test]
fn ruling_c01020_1_rez_cost_must_be_paid() {
    let mut g = fao_position(2);
    let enigma = id(&g, "Enigma");
    play(&mut g, "Forged Activation Orders");
    assert_legal(&g, &[Action::new(ActionKind::Trash).card(enigma)]);
    act(&mut g, Action::new(ActionKind::Trash).card(enigma));
    assert_eq!(zone(&g, enigma), Zone::Archives);
    assert_eq!(g.corp.credits, 2);
}

// Forged Activation Orders ruling 2 (and FAQ): it resolves at once; the Corp gets no window to
// rez Akitaro Watanabe (or anything else: here PAD Campaign, as the Jinteki upgrade may not be
// implemented) in response.
#[test]
fn ruling_c01020_2_no_rez_window_in_response() {
    let mut g = fao_position(5);
    let enigma = id(&g, "Enigma");
    let akitaro = id(&g, "PAD Campaign");
    play(&mut g, "Forged Activation Orders");
    // The next decision is the Corp's rez-or-trash (the Runner's choice has one outcome): no
    // window.
    assert_eq!(g.decision_name(), "rez_or_trash");
    assert!(!g
        .legal_actions()
        .contains(&Action::new(ActionKind::Rez).card(akitaro)));
    act(&mut g, Action::new(ActionKind::Rez).card(enigma));
    assert!(!g.cards[akitaro as usize].rezzed);
}

// Forged Activation Orders cannot be played without an unrezzed piece of ice to choose.
#[test]
fn c01020_forged_activation_orders_needs_unrezzed_ice() {
    let g = runner_turn(
        r#""credits": 5, "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}]}, "remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 5, "grip": ["Forged Activation Orders"]"#,
    );
    assert!(legal(&g, ActionKind::Play).is_empty());
}

// ----- 01021 Inside Job -----

// Inside Job: run any server (the Runner picks it); the first ice encountered is bypassed, later
// ice is encountered normally.
#[test]
fn c01021_inside_job_bypasses_the_first_encountered_ice() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}, {"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 2, "grip": ["Inside Job"]"#,
    );
    play(&mut g, "Inside Job");
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.decision_name(), "run_server");
    assert_legal(
        &g,
        &[
            Action::new(ActionKind::Run).server(HQ),
            Action::new(ActionKind::Run).server(RD),
            Action::new(ActionKind::Run).server(ARCHIVES),
        ],
    );
    act(&mut g, Action::new(ActionKind::Run).server(HQ));
    assert_eq!(g.run.unwrap().server, HQ);
    // Enigma (outermost) is bypassed: no click lost, the run goes on to the Wall of Static.
    pass_until(&mut g, "jack_out");
    let run = g.run.unwrap();
    assert_eq!((run.position, run.approached, run.encountered), (0, 2, 1));
    assert_eq!(g.runner.clicks, 3, "Enigma's subroutines did not resolve");
    // The Wall of Static is encountered: its subroutine ends the run.
    pass(&mut g);
    assert!(g.run.is_none());
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")));
    assert_eq!(zone(&g, id(&g, "Inside Job")), Zone::Heap);
}

// Inside Job: "the first time you encounter" counts encounters, so unrezzed ice passed before does
// not use it up.
#[test]
fn c01021_inside_job_first_encounter_not_first_approach() {
    let mut g = runner_turn(
        r#""credits": 0, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}, "Enigma"]}}"#,
        r#""credits": 2, "grip": ["Inside Job"]"#,
    );
    play(&mut g, "Inside Job");
    act(&mut g, Action::new(ActionKind::Run).server(HQ));
    // Enigma is not rezzed (the Corp has no credits): passed, not encountered.
    pass_until(&mut g, "jack_out");
    pass(&mut g);
    // The Wall of Static is the first ice encountered: bypassed, so the run reaches the server.
    pass_until(&mut g, "jack_out");
    assert_eq!(g.run.unwrap().encountered, 1);
    pass(&mut g);
    assert!(g.run.is_none());
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")), "HQ was accessed");
}

// Inside Job ruling 1 (Rules Reference, "Bypass"): the bypass happens as the encounter begins,
// before anything else: no encounter window ([3.1]) is offered and no subroutine resolves ([3.2]),
// even with an icebreaker that could interact.
#[test]
fn ruling_c01021_1_bypass_skips_the_encounter_entirely() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Hedge Fund"], "servers": {"rd": {"ice": [{"title": "Hunter", "rezzed": true}]}}"#,
        r#""credits": 10, "grip": ["Inside Job"], "rig": ["Ninja"]"#,
    );
    play(&mut g, "Inside Job");
    act(&mut g, Action::new(ActionKind::Run).server(RD));
    for _ in 0..20 {
        if g.run.is_none() {
            break;
        }
        assert_ne!(g.decision_name(), "encounter");
        assert_ne!(g.decision_name(), "trace_corp");
        pass(&mut g);
    }
    assert!(g.run.is_none());
    assert_eq!(g.runner.tags, 0);
    assert_eq!(g.runner.credits, 8);
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")));
}

// ----- 01022 Special Order -----

// Special Order: search the stack for an icebreaker, reveal it, add it to the grip; shuffle.
#[test]
fn c01022_special_order_fetches_an_icebreaker() {
    let mut g = runner_turn(
        r#""credits": 5"#,
        r#""credits": 1, "grip": ["Special Order"], "stack": ["Sure Gamble", "Ninja", "Easy Mark", "Aurora", "Ninja", "Decoy"]"#,
    );
    let aurora = id(&g, "Aurora");
    let ninjas = ids(&g, "Ninja");
    play(&mut g, "Special Order");
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.decision_name(), "choose_card");
    // One choice per distinct icebreaker title, and the Runner sees what it searches.
    let choices = legal(&g, ActionKind::Mode);
    assert_eq!(choices.len(), 2);
    assert!(choices.contains(&choose(aurora)));
    assert!(choices.iter().any(|a| ninjas.contains(&a.card)));
    assert_eq!(g.label(&choose(aurora)), "choose Aurora for Special Order");
    act(&mut g, choose(aurora));
    assert_eq!(zone(&g, aurora), Zone::Grip);
    assert!(g.cards[aurora as usize].known_to(Side::Corp), "revealed");
    assert_eq!(g.runner.stack.len(), 5);
    // Shuffled: nobody knows the order any more.
    assert!(g
        .runner
        .stack
        .iter()
        .all(|&c| g.cards[c as usize].known == 0));
    assert_eq!(zone(&g, id(&g, "Special Order")), Zone::Heap);
}

// Special Order (Rules Reference, "Search"): with no icebreaker in the stack nothing is found, but
// the stack is still shuffled.
#[test]
fn c01022_special_order_without_icebreaker_still_shuffles() {
    let stack = r#"["Sure Gamble", "Easy Mark", "Decoy", "Bank Job", "Data Dealer", "Crash Space", "Account Siphon", "Inside Job"]"#;
    let mut g = runner_turn(
        r#""credits": 5"#,
        &format!(r#""credits": 1, "grip": ["Special Order"], "stack": {stack}"#),
    );
    let before: Vec<u8> = g.runner.stack.to_vec();
    play(&mut g, "Special Order");
    assert_eq!(g.decision_name(), "action", "nothing to choose");
    assert_eq!(g.runner.grip.len(), 0);
    let after: Vec<u8> = g.runner.stack.to_vec();
    assert_eq!(after.len(), 8);
    assert_ne!(before, after, "the stack was shuffled");
    assert!(g
        .runner
        .stack
        .iter()
        .all(|&c| g.cards[c as usize].known == 0));
}

// ----- 01023 Lemuria Codecracker -----

// Lemuria Codecracker: click, 1 credit: expose a card, only after a successful HQ run this turn.
#[test]
fn c01023_lemuria_codecracker_exposes_after_successful_hq_run() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 3, "rig": ["Lemuria Codecracker"]"#,
    );
    let lemuria = id(&g, "Lemuria Codecracker");
    let pad = id(&g, "PAD Campaign");
    assert!(legal_on(&g, ActionKind::Ability, lemuria).is_empty());
    run_on(&mut g, "hq");
    pass_until(&mut g, "action");
    assert!(g.turn_flags.successful_hq_run);
    act(&mut g, ability(lemuria, 0));
    assert_eq!(g.runner.clicks, 2);
    assert_eq!(g.runner.credits, 2);
    assert_eq!(g.decision_name(), "expose");
    act(&mut g, Action::new(ActionKind::Expose).card(pad));
    // Rules Reference, "Expose": the Corp may prevent it (Zaibatsu Loyalty); it declines.
    assert_eq!(g.decision_name(), "prevent_expose");
    pass(&mut g);
    assert!(known_to_runner(&g, pad));
    assert!(!g.cards[pad as usize].rezzed);
}

// Lemuria Codecracker: a successful run on another server does not enable it.
#[test]
fn c01023_lemuria_codecracker_not_after_rd_run() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Hedge Fund"], "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 3, "rig": ["Lemuria Codecracker"]"#,
    );
    let lemuria = id(&g, "Lemuria Codecracker");
    run_on(&mut g, "rd");
    pass_until(&mut g, "action");
    assert!(legal_on(&g, ActionKind::Ability, lemuria).is_empty());
}

// ----- 01024 Desperado -----

// Desperado: +1 memory, and 1 credit whenever the Runner makes a successful run.
#[test]
fn c01024_desperado_memory_and_credit_per_successful_run() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "rd": ["Hedge Fund"]"#,
        r#""credits": 3, "grip": ["Desperado"]"#,
    );
    assert_eq!(g.memory_limit(), 4);
    install(&mut g, "Desperado");
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.memory_limit(), 5);
    run_on(&mut g, "rd");
    pass_until(&mut g, "action");
    assert_eq!(g.runner.credits, 1);
    // Jacking out: not successful, no credit.
    run_on(&mut g, "hq");
    act(&mut g, Action::new(ActionKind::JackOut));
    assert_eq!(g.runner.credits, 1);
}

// Desperado is a unique console: a second copy cannot be installed (Rules Reference, "Console").
#[test]
fn c01024_desperado_console_limit() {
    let g = runner_turn(
        r#""credits": 5"#,
        r#""credits": 9, "grip": ["Desperado"], "rig": ["Desperado"]"#,
    );
    assert!(legal(&g, ActionKind::Install).is_empty());
}

// ----- 01025 Aurora -----

// Aurora: 2 credits +3 strength, 2 credits break a barrier subroutine.
#[test]
fn c01025_aurora_breaks_barrier_subroutines() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}]}}"#,
        r#""credits": 4, "rig": ["Aurora"]"#,
    );
    let aurora = id(&g, "Aurora");
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    // Strength 1 < 3: only the strength ability is offered.
    assert!(legal(&g, ActionKind::Break).is_empty());
    boost(&mut g, aurora);
    assert_eq!(g.runner.credits, 2);
    brk(&mut g, aurora, 0);
    assert_eq!(g.runner.credits, 0);
    pass_until(&mut g, "jack_out");
    pass(&mut g);
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")));
}

// Aurora does not interact with a code gate.
#[test]
fn c01025_aurora_does_not_break_code_gates() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 10, "rig": ["Aurora"]"#,
    );
    run_on(&mut g, "hq");
    // The encounter window offers nothing, so the subroutines resolve and end the run.
    for _ in 0..10 {
        if g.run.is_none() {
            break;
        }
        assert!(legal(&g, ActionKind::Break).is_empty());
        assert!(legal(&g, ActionKind::Ability).is_empty());
        pass(&mut g);
    }
    assert!(g.run.is_none());
    assert_eq!(g.runner.credits, 10);
}

// ----- 01026 Femme Fatale -----

fn femme_position(runner: &str) -> GameState {
    runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "rd": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}]}, "rd": {"ice": ["Enigma"]}}"#,
        runner,
    )
}

/// Installs Femme Fatale from the grip and chooses `ice`.
fn install_femme(g: &mut GameState, ice: u8) -> u8 {
    let femme = install(g, "Femme Fatale");
    if g.decision_name() == "memory" {
        pass(g); // install step 3: no program trashed
    }
    // With a single installed ice the choice has one outcome and is not asked.
    if g.decision_name() == "choose_card" {
        act(g, choose(ice));
    }
    if g.decision_name() == "memory" {
        pass(g); // install step 3: no program trashed
    }
    assert_eq!(g.cards[femme as usize].chosen, ice);
    femme
}

// Femme Fatale: a killer: 2 credits +1 strength, 1 credit breaks a sentry subroutine.
#[test]
fn c01026_femme_fatale_breaks_sentry_subroutines() {
    let mut g = femme_position(r#""credits": 5, "rig": ["Femme Fatale"]"#);
    let femme = id(&g, "Femme Fatale");
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    boost(&mut g, femme);
    assert!(legal(&g, ActionKind::Break).is_empty(), "strength 3 < 4");
    boost(&mut g, femme);
    brk(&mut g, femme, 0);
    assert_eq!(g.runner.credits, 0);
    pass_until(&mut g, "jack_out");
    assert_eq!(g.runner.tags, 0);
}

// Femme Fatale: on install the Runner chooses an installed ice (any, rezzed or not); whenever it
// encounters that ice it may pay 1 credit per subroutine to bypass it.
#[test]
fn c01026_femme_fatale_chooses_ice_and_bypasses_it() {
    let mut g = femme_position(r#""credits": 10, "grip": ["Femme Fatale"]"#);
    let (hunter, enigma) = (id(&g, "Hunter"), id(&g, "Enigma"));
    let femme = id(&g, "Femme Fatale");
    only_on(&mut g, ActionKind::Install, femme);
    assert_legal(&g, &[choose(hunter), choose(enigma)]);
    act(&mut g, choose(hunter));
    assert_eq!(g.runner.credits, 1);
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_legal(&g, &[mode(femme, 0), mode(femme, 1)]);
    act(&mut g, mode(femme, 0));
    assert_eq!(g.runner.credits, 0, "1 credit for Hunter's 1 subroutine");
    // Bypassed: no trace, the run goes on to the server.
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(
        g.run.unwrap().broken,
        0,
        "bypassed subroutines are not broken"
    );
    pass(&mut g);
    assert!(g.run.is_none());
    assert!(known_to_runner(&g, g.corp.hq[0]), "HQ was accessed");
    assert_eq!(g.runner.tags, 0);
}

// Femme Fatale: the Runner may decline the bypass and encounter the ice normally.
#[test]
fn c01026_femme_fatale_bypass_may_be_declined() {
    let mut g = femme_position(r#""credits": 12, "grip": ["Femme Fatale"]"#);
    let hunter = id(&g, "Hunter");
    let femme = install_femme(&mut g, hunter);
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    act(&mut g, mode(femme, 1));
    assert_eq!(g.decision_name(), "encounter");
    assert_eq!(g.runner.credits, 3);
}

// Femme Fatale: other ice is not bypassed.
#[test]
fn c01026_femme_fatale_only_the_chosen_ice() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}]}, "rd": {"ice": [{"title": "Hunter", "rezzed": true}]}}"#,
        r#""credits": 12, "grip": ["Femme Fatale"]"#,
    );
    let hunter_rd = g.corp.servers[RD as usize].ice[0];
    install_femme(&mut g, hunter_rd);
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    assert_eq!(g.run.unwrap().encounter, g.corp.servers[HQ as usize].ice[0]);
}

// Femme Fatale ruling 1 (and FAQ): the bypass needs no strength match: Femme Fatale (2) bypasses
// Hunter (4) without any boost.
#[test]
fn ruling_c01026_1_bypass_needs_no_strength_match() {
    let mut g = femme_position(r#""credits": 10, "grip": ["Femme Fatale"]"#);
    let hunter = id(&g, "Hunter");
    let femme = install_femme(&mut g, hunter);
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    assert_eq!(g.cards[femme as usize].boost, 0);
    assert!(legal(&g, ActionKind::Mode).contains(&mode(femme, 0)));
    act(&mut g, mode(femme, 0));
    assert_eq!(g.decision_name(), "jack_out");
}

// Femme Fatale ruling 2 (and FAQ): the bypass is an ability of the icebreaker, so credits that
// pay for its abilities may pay for it: Cyberfeeder's credit when Cyberfeeder is implemented,
// and bad publicity credits in any case.
#[test]
fn ruling_c01026_2_restricted_credits_pay_for_the_bypass() {
    let mut g = runner_turn(
        r#""credits": 5, "bad_publicity": 1, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}]}}"#,
        r#""credits": 9, "grip": ["Femme Fatale"]"#,
    );
    let hunter = id(&g, "Hunter");
    let femme = install_femme(&mut g, hunter);
    assert_eq!(g.runner.credits, 0);
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    act(&mut g, mode(femme, 0));
    assert_eq!(g.run.unwrap().bad_publicity_credits, 0);
    assert_eq!(g.decision_name(), "jack_out");

    let cyberfeeder = card_table()
        .iter()
        .find(|c| c.title == "Cyberfeeder")
        .unwrap();
    if cyberfeeder.implemented {
        let mut g = runner_turn(
            r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}]}}"#,
            r#""credits": 9, "grip": ["Femme Fatale"], "rig": [{"title": "Cyberfeeder", "credits": 1}]"#,
        );
        let hunter = id(&g, "Hunter");
        let femme = install_femme(&mut g, hunter);
        assert_eq!(g.runner.credits, 0);
        run_on(&mut g, "hq");
        pass_until(&mut g, "mode");
        act(&mut g, mode(femme, 0));
        assert_eq!(g.cards[id(&g, "Cyberfeeder") as usize].credits, 0);
        assert_eq!(g.decision_name(), "jack_out");
    }
}

// Femme Fatale ruling 3 (and FAQ): once Femme Fatale is uninstalled its choice is forgotten; a
// copy installed later bypasses only the ice chosen at its own install.
#[test]
fn ruling_c01026_3_uninstalled_femme_forgets_its_choice() {
    let mut g = femme_position(
        r#""credits": 30, "grip": ["Femme Fatale", "Femme Fatale", "Aurora"], "rig": ["Sneakdoor Beta", "Ninja"]"#,
    );
    let (hunter, enigma) = (id(&g, "Hunter"), id(&g, "Enigma"));
    let first = install_femme(&mut g, hunter);
    // Installing Aurora needs memory: the Runner trashes this Femme Fatale.
    install(&mut g, "Aurora");
    assert_eq!(g.decision_name(), "memory");
    act(&mut g, Action::new(ActionKind::Trash).card(first));
    assert_eq!(zone(&g, first), Zone::Heap);
    assert_eq!(g.cards[first as usize].chosen, NONE);
    pass(&mut g); // Aurora fits now: done trashing
                  // A new Femme Fatale (after trashing Ninja for memory) chooses Enigma.
    let second = install(&mut g, "Femme Fatale");
    let ninja = id(&g, "Ninja");
    act(&mut g, Action::new(ActionKind::Trash).card(ninja));
    pass(&mut g); // it fits now
    act(&mut g, choose(enigma));
    assert_eq!(g.cards[second as usize].chosen, enigma);
    // Hunter is no longer bypassable.
    g.runner.clicks = 1;
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    assert!(legal(&g, ActionKind::Mode).is_empty());
}

// Femme Fatale ruling 4: a chosen ice that leaves play is a new object if it comes back; the choice
// ends as soon as it is uninstalled (here the Corp trashes it while installing new ice).
#[test]
fn ruling_c01026_4_uninstalled_ice_is_no_longer_chosen() {
    let mut g = femme_position(r#""credits": 10, "grip": ["Femme Fatale"]"#);
    let enigma = id(&g, "Enigma");
    let femme = install_femme(&mut g, enigma);
    // The Corp's turn: it installs Wall of Static on R&D, trashing Enigma first.
    let mut g2 = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5, "hq": ["Wall of Static"], "servers": {{"rd": {{"ice": ["Enigma"]}}}}}}, "runner": {{"identity": "{NOISE}", "rig": ["Femme Fatale"]}}}}"#
    ));
    let (enigma2, femme2) = (id(&g2, "Enigma"), id(&g2, "Femme Fatale"));
    g2.cards[femme2 as usize].chosen = enigma2; // as if chosen at install
    let wall = id(&g2, "Wall of Static");
    act(
        &mut g2,
        Action::new(ActionKind::Install).card(wall).server(RD),
    );
    assert_eq!(g2.decision_name(), "install_trash");
    act(&mut g2, Action::new(ActionKind::Trash).card(enigma2));
    assert_eq!(zone(&g2, enigma2), Zone::Archives);
    assert_eq!(g2.cards[femme2 as usize].chosen, NONE);
    // And in the first game the choice stands while Enigma stays installed.
    assert_eq!(g.cards[femme as usize].chosen, enigma);
}

// FAQ "Bypass": bypassing also stops the encounter's pending abilities; the encounter still ends
// (Chum's clarification), and a bypassed ice's subroutines are not broken.
#[test]
fn faq_c01026_bypassed_encounter_ends_without_breaking() {
    let mut g = femme_position(r#""credits": 10, "grip": ["Femme Fatale"]"#);
    let hunter = id(&g, "Hunter");
    let femme = install_femme(&mut g, hunter);
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    act(&mut g, mode(femme, 0));
    let run = g.run.unwrap();
    assert_eq!(run.encounter, NONE, "the encounter is over");
    assert_eq!(run.broken, 0);
    assert_eq!(run.position, 0);
}

// ----- 01027 Ninja -----

// Ninja: 3 credits +5 strength, 1 credit breaks a sentry subroutine.
#[test]
fn c01027_ninja_breaks_sentry_subroutines() {
    let mut g = femme_position(r#""credits": 4, "rig": ["Ninja"]"#);
    let ninja = id(&g, "Ninja");
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    assert!(legal(&g, ActionKind::Break).is_empty());
    boost(&mut g, ninja);
    assert_eq!(g.runner.credits, 1);
    assert_eq!(g.cards[ninja as usize].boost, 5);
    brk(&mut g, ninja, 0);
    assert_eq!(g.runner.credits, 0);
    pass_until(&mut g, "jack_out");
    assert_eq!(g.runner.tags, 0);
}

// ----- 01028 Sneakdoor Beta -----

fn sneakdoor_position(corp: &str) -> GameState {
    runner_turn_as(GABE, corp, r#""credits": 0, "rig": ["Sneakdoor Beta"]"#)
}

// Sneakdoor Beta: click: run Archives; when it would be successful it becomes a run on HQ: HQ is
// accessed and it counts as a successful run on HQ (Gabriel Santiago gains 2).
#[test]
fn c01028_sneakdoor_beta_run_on_archives_accesses_hq() {
    let mut g = sneakdoor_position(r#""credits": 5, "hq": ["Hedge Fund"], "archives": ["Enigma"]"#);
    let sneak = id(&g, "Sneakdoor Beta");
    let (fund, enigma) = (id(&g, "Hedge Fund"), id(&g, "Enigma"));
    act(&mut g, ability(sneak, 0));
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(g.run.unwrap().server, ARCHIVES);
    pass_until(&mut g, "jack_out");
    pass(&mut g);
    assert!(g.run.is_none());
    assert!(known_to_runner(&g, fund), "HQ was accessed");
    assert!(!known_to_runner(&g, enigma), "Archives was not");
    assert!(!g.cards[enigma as usize].faceup);
    assert_eq!(g.runner.credits, 2, "Gabriel: first successful run on HQ");
    assert!(g.turn_flags.successful_hq_run);
}

// Sneakdoor Beta ruling 1: the server changes when the run would be declared successful, and the
// Runner then accesses HQ, not Archives (whose faceup card stays unaccessed).
#[test]
fn ruling_c01028_1_server_changes_at_success_and_hq_is_accessed() {
    let mut g = sneakdoor_position(
        r#""credits": 0, "hq": ["Hedge Fund", "PAD Campaign"], "archives": [{"title": "Enigma", "faceup": true}]"#,
    );
    let sneak = id(&g, "Sneakdoor Beta");
    let enigma = id(&g, "Enigma");
    act(&mut g, ability(sneak, 0));
    pass_until(&mut g, "jack_out");
    assert_eq!(
        g.run.unwrap().server,
        ARCHIVES,
        "still Archives before success"
    );
    pass(&mut g);
    // One random card of HQ is accessed (PAD Campaign may be trashed: a decision of the run on HQ).
    let accessed: Vec<u8> = g
        .corp
        .hq
        .iter()
        .copied()
        .filter(|&c| known_to_runner(&g, c))
        .collect();
    let seen_pad = g.decision_name() == "trash_or_steal";
    if seen_pad {
        assert_eq!(g.run.unwrap().server, HQ);
        pass(&mut g);
    }
    assert!(g.run.is_none());
    assert_eq!(accessed.len(), 1, "one HQ card accessed");
    assert_eq!(g.cards[enigma as usize].flags, 0, "Archives not accessed");
}

// Sneakdoor Beta ruling 2: if the run is never declared successful, nothing changes: the run stays
// on Archives and nothing is accessed.
#[test]
fn ruling_c01028_2_no_change_without_success() {
    let mut g = sneakdoor_position(r#""credits": 5, "hq": ["Hedge Fund"], "archives": ["Enigma"]"#);
    let sneak = id(&g, "Sneakdoor Beta");
    act(&mut g, ability(sneak, 0));
    pass_until(&mut g, "jack_out");
    act(&mut g, Action::new(ActionKind::JackOut));
    assert!(g.run.is_none());
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")));
    assert_eq!(g.runner.credits, 0);
    assert!(!g.turn_flags.successful_hq_run);
}

// Sneakdoor Beta ruling 3 (and FAQ): trashed during the run it made, the run is still treated as a
// run on HQ when successful. (No Core Set card trashes it mid-run, so it is moved to the heap by
// hand, as a trash effect would.)
#[test]
fn ruling_c01028_3_trashed_mid_run_still_hq() {
    let mut g = sneakdoor_position(r#""credits": 5, "hq": ["Hedge Fund"], "archives": ["Enigma"]"#);
    let sneak = id(&g, "Sneakdoor Beta");
    act(&mut g, ability(sneak, 0));
    pass_until(&mut g, "jack_out");
    g.runner.rig.retain(|c| *c != sneak);
    g.runner.heap.push(sneak);
    g.cards[sneak as usize].zone = Zone::Heap;
    pass(&mut g);
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")), "HQ was accessed");
    assert_eq!(g.runner.credits, 2);
}

// Sneakdoor Beta ruling 4: the run was declared on Archives: the ice protecting Archives is
// approached, not HQ's.
#[test]
fn ruling_c01028_4_declared_server_is_archives() {
    let mut g = sneakdoor_position(
        r#""credits": 0, "hq": ["Hedge Fund"], "servers": {"archives": {"ice": ["Wall of Static"]}, "hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
    );
    let sneak = id(&g, "Sneakdoor Beta");
    let wall = id(&g, "Wall of Static");
    act(&mut g, ability(sneak, 0));
    let run = g.run.unwrap();
    assert_eq!(run.server, ARCHIVES);
    assert_eq!(
        g.corp.servers[ARCHIVES as usize].ice[run.position as usize],
        wall
    );
    // The unrezzed Wall is passed; HQ's Enigma is never approached; HQ is accessed.
    pass_until(&mut g, "jack_out");
    assert_eq!(g.run.unwrap().approached, 1);
    pass(&mut g);
    assert!(g.run.is_none());
    assert_eq!(g.runner.clicks, 3, "Enigma never encountered");
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")));
}

// ----- 01029 Bank Job -----

fn bank_job_position(corp: &str) -> GameState {
    runner_turn(corp, r#""credits": 1, "grip": ["Bank Job"]"#)
}

// Bank Job: 8 credits loaded on install; on a successful remote run the Runner may take any number
// of them instead of accessing; empty, it is trashed.
#[test]
fn c01029_bank_job_takes_credits_instead_of_accessing() {
    let mut g =
        bank_job_position(r#""credits": 5, "servers": {"remote1": {"root": ["PAD Campaign"]}}"#);
    let bank = install(&mut g, "Bank Job");
    pass_until(&mut g, "action");
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.cards[bank as usize].credits, 8);
    let pad = id(&g, "PAD Campaign");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "replace_access");
    assert_legal(&g, &[mode(bank, 0), Action::new(ActionKind::Pass)]);
    act(&mut g, mode(bank, 0));
    // Any number of its credits (amount.rs).
    assert_eq!(amounts(&g), (0..=8).collect::<Vec<u8>>());
    bid(&mut g, 5);
    assert_eq!(g.runner.credits, 5);
    assert_eq!(g.cards[bank as usize].credits, 3);
    assert!(!known_to_runner(&g, pad), "not accessed");
    assert!(g.run.is_none());
    // The rest, next time: Bank Job is empty and trashed.
    pass_until(&mut g, "action");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "replace_access");
    act(&mut g, mode(bank, 0));
    bid(&mut g, 3);
    assert_eq!(g.runner.credits, 8);
    assert_eq!(zone(&g, bank), Zone::Heap);
}

// Bank Job: declining accesses as usual; central servers do not qualify.
#[test]
fn c01029_bank_job_decline_and_not_on_centrals() {
    let mut g = bank_job_position(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
    );
    let bank = install(&mut g, "Bank Job");
    pass_until(&mut g, "action");
    run_on(&mut g, "hq");
    pass_until_without(&mut g, "action", mode(bank, 0));
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")));
    run_on(&mut g, "remote1");
    pass_until(&mut g, "replace_access");
    pass(&mut g);
    assert!(g.run.is_none());
    assert!(known_to_runner(&g, id(&g, "PAD Campaign")));
    assert_eq!(g.cards[bank as usize].credits, 8);
}

// Bank Job ruling 1 (and FAQ): usable after a successful run on a remote server with nothing in it
// to access.
#[test]
fn ruling_c01029_1_usable_on_an_empty_server() {
    let mut g = bank_job_position(r#""credits": 0, "servers": {"remote1": {"ice": ["Enigma"]}}"#);
    let bank = install(&mut g, "Bank Job");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "replace_access");
    act(&mut g, mode(bank, 0));
    bid(&mut g, 8);
    assert_eq!(g.runner.credits, 8);
    assert_eq!(zone(&g, bank), Zone::Heap);
}

// FAQ "Replacement Effects": two Bank Jobs cannot both replace the same access.
#[test]
fn faq_c01029_two_bank_jobs_replace_only_once() {
    let mut g = runner_turn(
        r#""credits": 5, "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 0, "rig": [{"title": "Bank Job", "credits": 8}, {"title": "Bank Job", "credits": 8}]"#,
    );
    let banks = ids(&g, "Bank Job");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "replace_access");
    assert_eq!(legal(&g, ActionKind::Mode).len(), 2);
    act(&mut g, mode(banks[0], 0));
    bid(&mut g, 8);
    assert!(g.run.is_none(), "no second replacement, no access");
    assert_eq!(g.runner.credits, 8);
    assert_eq!(g.cards[banks[1] as usize].credits, 8);
    assert!(!known_to_runner(&g, id(&g, "PAD Campaign")));
}

// ----- 01030 Crash Space -----

// Crash Space: 2 recurring credits (placed on install, refilled each turn) that may pay only for
// the basic action to remove a tag.
#[test]
fn c01030_crash_space_credits_pay_to_remove_tags_only() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""credits": 2, "tags": 2, "grip": ["Crash Space", "Decoy"]"#,
    );
    let crash = install(&mut g, "Crash Space");
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.cards[crash as usize].credits, 2);
    // Not for installing Decoy (cost 1).
    assert!(legal(&g, ActionKind::Install).is_empty());
    only(&mut g, ActionKind::RemoveTag);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.cards[crash as usize].credits, 0);
    assert!(legal(&g, ActionKind::RemoveTag).is_empty());
    // Refilled at the start of the Runner's next turn.
    until(&mut g, at_action(Side::Corp));
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.cards[crash as usize].credits, 2);
}

fn psf_position(runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5, "score_area": ["Private Security Force"]}},
            "runner": {{"identity": "{NOISE}", "tags": 1, {runner}}}}}"#
    ))
}

// Crash Space: trash it to prevent up to 3 meat damage.
#[test]
fn c01030_crash_space_prevents_meat_damage() {
    let mut g = psf_position(r#""grip": ["Easy Mark", "Sure Gamble"], "rig": ["Crash Space"]"#);
    let crash = id(&g, "Crash Space");
    let psf = id(&g, "Private Security Force");
    act(&mut g, ability(psf, 0));
    assert_eq!(g.decision_name(), "prevent_meat_damage");
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_legal(&g, &[ability(crash, 1), Action::new(ActionKind::Pass)]);
    act(&mut g, ability(crash, 1));
    assert_eq!(zone(&g, crash), Zone::Heap);
    assert_eq!(g.runner.grip.len(), 2);
    assert!(!g.is_over());
}

// Crash Space: the Runner may let the damage through.
#[test]
fn c01030_crash_space_prevention_may_be_declined() {
    let mut g = psf_position(r#""grip": ["Easy Mark", "Sure Gamble"], "rig": ["Crash Space"]"#);
    let psf = id(&g, "Private Security Force");
    act(&mut g, ability(psf, 0));
    pass(&mut g);
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(zone(&g, id(&g, "Crash Space")), Zone::Rig);
}

// ----- 01031 Data Dealer -----

// Data Dealer: click, forfeit an agenda (removed from the game): gain 9 credits.
#[test]
fn c01031_data_dealer_forfeits_an_agenda_for_9_credits() {
    let mut g = runner_turn(
        r#""credits": 5"#,
        r#""credits": 0, "rig": ["Data Dealer"], "score_area": ["Private Security Force", "Priority Requisition"]"#,
    );
    let dealer = id(&g, "Data Dealer");
    let (psf, prio) = (
        id(&g, "Private Security Force"),
        id(&g, "Priority Requisition"),
    );
    assert_eq!(g.agenda_points(Side::Runner), 5);
    act(&mut g, ability(dealer, 0));
    assert_eq!(g.decision_name(), "choose_card");
    assert_legal(&g, &[choose(psf), choose(prio)]);
    act(&mut g, choose(psf));
    assert_eq!(zone(&g, psf), Zone::Removed);
    assert_eq!(g.agenda_points(Side::Runner), 3);
    assert_eq!(g.runner.credits, 9);
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(zone(&g, dealer), Zone::Rig);
}

// Data Dealer: without an agenda to forfeit the ability cannot be used.
#[test]
fn c01031_data_dealer_needs_an_agenda() {
    let g = runner_turn(r#""credits": 5"#, r#""credits": 0, "rig": ["Data Dealer"]"#);
    assert!(legal_on(&g, ActionKind::Ability, id(&g, "Data Dealer")).is_empty());
}

// ----- 01032 Decoy -----

// Decoy: trash it to avoid 1 tag (here one of Account Siphon's 2).
#[test]
fn c01032_decoy_avoids_a_tag() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"]"#,
        r#""credits": 0, "grip": ["Account Siphon"], "rig": ["Decoy"]"#,
    );
    let (decoy, siphon) = (id(&g, "Decoy"), id(&g, "Account Siphon"));
    play(&mut g, "Account Siphon");
    pass_until(&mut g, "replace_access");
    act(&mut g, mode(siphon, 0));
    bid(&mut g, 5);
    assert_eq!(g.decision_name(), "avoid_tags");
    assert_eq!(g.runner.credits, 10, "credits come with the tags");
    assert_legal(&g, &[ability(decoy, 0), Action::new(ActionKind::Pass)]);
    act(&mut g, ability(decoy, 0));
    assert_eq!(g.runner.tags, 1);
    assert_eq!(zone(&g, decoy), Zone::Heap);
    assert!(g.run.is_none());
}

// Decoy: against a trace's tag; declining takes the tag and keeps Decoy.
#[test]
fn c01032_decoy_against_a_trace_or_declined() {
    for use_it in [true, false] {
        let mut g = runner_turn(
            r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}]}}"#,
            r#""credits": 0, "rig": ["Decoy"]"#,
        );
        let decoy = id(&g, "Decoy");
        run_on(&mut g, "hq");
        pass_until(&mut g, "trace_corp");
        act(&mut g, Action::new(ActionKind::Bid).amount(0));
        act(&mut g, Action::new(ActionKind::Bid).amount(0));
        assert_eq!(g.decision_name(), "avoid_tags");
        if use_it {
            act(&mut g, ability(decoy, 0));
            assert_eq!(g.runner.tags, 0);
            assert_eq!(zone(&g, decoy), Zone::Heap);
        } else {
            pass(&mut g);
            assert_eq!(g.runner.tags, 1);
            assert_eq!(zone(&g, decoy), Zone::Rig);
        }
    }
}

// ----- random games -----

fn criminal_deck() -> DeckList {
    let mut cards: Vec<(String, u32)> = [
        ("Account Siphon", 3),
        ("Easy Mark", 3),
        ("Forged Activation Orders", 2),
        ("Inside Job", 3),
        ("Special Order", 2),
        ("Lemuria Codecracker", 2),
        ("Desperado", 2),
        ("Aurora", 2),
        ("Femme Fatale", 2),
        ("Ninja", 2),
        ("Sneakdoor Beta", 2),
        ("Bank Job", 2),
        ("Crash Space", 2),
        ("Data Dealer", 2),
        ("Decoy", 2),
    ]
    .iter()
    .map(|(t, n)| (t.to_string(), *n))
    .collect();
    cards.extend(DeckList::default_runner().cards);
    DeckList {
        identity: GABE.into(),
        cards,
    }
}

fn random_game(seed: u64) -> GameState {
    random_game_checked(seed, false)
}

/// Plays a seeded random game; with `check`, every step also checks that a clone replays
/// identically and that each side's observation is unchanged by redealing what it cannot see.
fn random_game_checked(seed: u64, check: bool) -> GameState {
    let mut g = GameState::new(&DeckList::default_corp(), &criminal_deck(), seed).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5eed);
    let mut steps = 0u32;
    while !g.is_over() {
        let legal = g.legal_actions();
        assert!(
            !legal.is_empty(),
            "no legal action at {}",
            g.decision_name()
        );
        let a = legal[(rng.next_u64() % legal.len() as u64) as usize];
        for l in legal.iter() {
            let _ = g.label(l);
        }
        if check {
            let mut twin = g.clone();
            twin.apply(a).unwrap();
            g.apply(a).unwrap();
            assert_eq!(g.to_json(), twin.to_json());
            for side in [Side::Corp, Side::Runner] {
                let other = g.determinize(side, steps as u64 + 7);
                assert_eq!(
                    g.observation_json(side),
                    other.observation_json(side),
                    "observation of {side:?} changed by redeal (seed {seed})"
                );
            }
        } else {
            g.apply(a).unwrap();
        }
        assert!(g.memory_used() <= g.memory_limit());
        steps += 1;
        assert!(steps < 20_000, "game too long (seed {seed})");
    }
    g
}

#[test]
fn random_games_criminal() {
    let mut wins = [0u32; 2];
    for seed in 0..300 {
        let g = random_game(seed);
        wins[(g.winner() == Some(Side::Runner)) as usize] += 1;
        if seed % 50 == 0 {
            let _ = g.observation_json(Side::Corp);
            let _ = g.observation_json(Side::Runner);
        }
    }
    assert!(wins[0] + wins[1] == 300);
    for seed in 0..20 {
        random_game_checked(1000 + seed, true);
    }
}
