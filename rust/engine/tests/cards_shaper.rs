//! Scenario tests of the Shaper cards of the Core Set (01034-01048, without The Personal Touch),
//! their rulings (rulings.json) and FAQ clarifications, and random games with Shaper decks.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, GameState, Side, Zone};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

const NOISE: &str = "Noise: Hacker Extraordinaire";
const KATE: &str = "Kate \"Mac\" McCaffrey: Digital Tinker";
/// Kate's title inside JSON text.
const KATE_JSON: &str = r#"Kate \"Mac\" McCaffrey: Digital Tinker"#;
const JINTEKI: &str = "Jinteki: Personal Evolution";

// ----- helpers -----

/// A Runner-turn position (turn 2) against Haas-Bioroid: the Corp and Runner parts are JSON
/// object bodies; the Runner part must name the identity.
fn runner_turn(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}}, "runner": {{{runner}}}, "active": "runner", "turn": 2}}"#
    ))
}

/// A Runner-turn position against Jinteki (1 net damage whenever an agenda is stolen) with a
/// Private Security Force in remote1 and one in remote2.
fn jinteki_steal(runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{JINTEKI}", "rd": ["Hedge Fund", "Hedge Fund"],
                      "servers": {{"remote1": {{"root": ["Private Security Force"]}},
                                  "remote2": {{"root": ["Private Security Force"]}}}}}},
            "runner": {{"identity": "{NOISE}", {runner}}}, "active": "runner", "turn": 2}}"#
    ))
}

fn play(g: &mut GameState, title: &str) {
    let c = g
        .runner
        .grip
        .iter()
        .copied()
        .find(|&c| g.card_title(c) == Some(title))
        .expect("card in grip");
    act(g, Action::new(ActionKind::Play).card(c));
}

fn install(g: &mut GameState, title: &str) {
    let c = g
        .runner
        .grip
        .iter()
        .copied()
        .find(|&c| g.card_title(c) == Some(title))
        .expect("card in grip");
    act(g, Action::new(ActionKind::Install).card(c));
}

fn boost(g: &mut GameState, breaker: u8) {
    act(g, Action::new(ActionKind::Ability).card(breaker).target(0));
}

fn brk(g: &mut GameState, breaker: u8, sub: u8) {
    act(g, Action::new(ActionKind::Break).card(breaker).target(sub));
}

fn titles(g: &GameState, ids: &[u8]) -> Vec<&'static str> {
    let mut v: Vec<&'static str> = ids.iter().map(|&c| g.card_title(c).unwrap()).collect();
    v.sort_unstable();
    v
}

fn ability(card: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(0)
}

fn link(g: &GameState) -> f64 {
    obs(g, Side::Runner)["runner"]["link"].as_f64().unwrap()
}

/// Plays Tinkering on `ice`.
fn tinker(g: &mut GameState, ice: u8) {
    play(g, "Tinkering");
    // With a single installed ice the choice has one outcome and is not asked.
    if g.decision_name() == "choose_card" {
        act(g, Action::new(ActionKind::Mode).card(ice).target(0));
    }
}

// ----- 01034 Diesel -----

// Diesel: the Runner draws 3 cards.
#[test]
fn c01034_diesel_draws_three_cards() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        &format!(
            r#""identity": "{NOISE}", "grip": ["Diesel"], "stack": ["Sure Gamble", "Infiltration", "Crypsis", "Magnum Opus"]"#
        ),
    );
    let diesel = id(&g, "Diesel");
    play(&mut g, "Diesel");
    assert_eq!(
        titles(&g, &g.runner.grip),
        vec!["Crypsis", "Infiltration", "Sure Gamble"]
    );
    assert_eq!(titles(&g, &g.runner.stack), vec!["Magnum Opus"]);
    assert_eq!(g.cards[diesel as usize].zone, Zone::Heap);
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(g.runner.credits, 5);
    assert_eq!(g.decision_name(), "action");
}

// Rules Reference, "Using Abilities": Diesel cannot be played with nothing to draw.
#[test]
fn c01034_diesel_not_playable_with_an_empty_stack() {
    let g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        &format!(r#""identity": "{NOISE}", "grip": ["Diesel"]"#),
    );
    assert!(legal(&g, ActionKind::Play).is_empty());
}

// ----- 01035 Modded -----

// Modded: install a program or hardware from the grip, its install cost lowered by 3.
#[test]
fn c01035_modded_installs_a_program_paying_three_less() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        &format!(
            r#""identity": "{NOISE}", "credits": 2, "grip": ["Modded", "Battering Ram", "Akamatsu Mem Chip", "Aesop's Pawnshop", "Diesel"]"#
        ),
    );
    let (modded, ram, chip) = (
        id(&g, "Modded"),
        id(&g, "Battering Ram"),
        id(&g, "Akamatsu Mem Chip"),
    );
    play(&mut g, "Modded");
    assert_eq!(g.decision_name(), "choose_card");
    assert_eq!(g.current_side(), Some(Side::Runner));
    // Programs and hardware only: not the resource, not the event.
    let mut offered: Vec<u8> = legal(&g, ActionKind::Install)
        .iter()
        .map(|a| a.card)
        .collect();
    offered.sort_unstable();
    let mut expected = vec![ram, chip];
    expected.sort_unstable();
    assert_eq!(offered, expected);
    assert_eq!(
        g.legal_actions().len(),
        2,
        "no pass: the install is not optional"
    );
    only_on(&mut g, ActionKind::Install, ram);
    assert_eq!(g.cards[ram as usize].zone, Zone::Rig);
    assert_eq!(g.runner.credits, 0, "5 - 3 = 2 credits paid");
    assert_eq!(g.cards[modded as usize].zone, Zone::Heap);
    assert_eq!(g.runner.clicks, 3, "no extra click for the install");
    assert_eq!(g.decision_name(), "action");
}

// Modded: a cost lowered below 0 costs nothing.
#[test]
fn c01035_modded_cost_does_not_go_below_zero() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        &format!(r#""identity": "{NOISE}", "credits": 3, "grip": ["Modded", "Akamatsu Mem Chip"]"#),
    );
    let chip = id(&g, "Akamatsu Mem Chip");
    play(&mut g, "Modded");
    // The only card left in the grip: installed without a question.
    assert_eq!(g.cards[chip as usize].zone, Zone::Rig);
    assert_eq!(g.runner.credits, 3);
}

// Modded: not playable when nothing could be installed even at 3 less ("Using Abilities").
#[test]
fn c01035_modded_needs_an_affordable_program_or_hardware() {
    let g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        &format!(
            r#""identity": "{NOISE}", "credits": 1, "grip": ["Modded", "Battering Ram", "Aesop's Pawnshop"]"#
        ),
    );
    assert!(legal(&g, ActionKind::Play).is_empty());
    assert_eq!(legal(&g, ActionKind::Install).len(), 1, "only the Pawnshop");
}

// Modded and Kate: both reductions apply to the first program or hardware of the turn.
#[test]
fn c01035_modded_stacks_with_kate_discount() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        &format!(r#""identity": "{KATE_JSON}", "credits": 1, "grip": ["Modded", "Battering Ram"]"#),
    );
    let ram = id(&g, "Battering Ram");
    play(&mut g, "Modded");
    // The only card left in the grip: installed without a question.
    assert_eq!(g.cards[ram as usize].zone, Zone::Rig);
    assert_eq!(g.runner.credits, 0, "5 - 3 - 1 = 1 credit paid");
}

// Modded: a program that needs memory still has to fit (Rules Reference, "Install" step 3).
#[test]
fn c01035_modded_program_install_can_trash_programs_for_memory() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        &format!(
            r#""identity": "{NOISE}", "credits": 0, "grip": ["Modded", "Pipeline"], "rig": ["Battering Ram", "Magnum Opus"]"#
        ),
    );
    let (pipeline, opus) = (id(&g, "Pipeline"), id(&g, "Magnum Opus"));
    play(&mut g, "Modded");
    // The only card left in the grip: installed without a question.
    assert_eq!(g.decision_name(), "memory");
    only_on(&mut g, ActionKind::Trash, opus);
    assert_eq!(g.cards[opus as usize].zone, Zone::Heap);
    // It fits now: the Runner may stop trashing ("Install" step 3).
    assert_eq!(g.decision_name(), "memory");
    pass(&mut g);
    assert_eq!(g.cards[pipeline as usize].zone, Zone::Rig);
    assert_eq!(g.runner.credits, 0);
}

// ----- 01036 The Maker's Eye -----

// The Maker's Eye: a run on R&D; when successful, 2 more cards are accessed (3 in all).
#[test]
fn c01036_makers_eye_accesses_three_cards_from_rd() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "rd": ["Hedge Fund", "Private Security Force", "Priority Requisition", "Private Security Force"]"#,
        &format!(r#""identity": "{NOISE}", "credits": 5, "grip": ["The Maker's Eye"]"#),
    );
    let eye = id(&g, "The Maker's Eye");
    play(&mut g, "The Maker's Eye");
    assert_eq!(g.runner.credits, 3);
    assert_eq!(g.run.unwrap().server, RD);
    assert_eq!(g.cards[eye as usize].zone, Zone::PlayArea);
    pass_until(&mut g, "action");
    // Hedge Fund, then both agendas below it: 2 + 3 points; the fourth card is not accessed.
    assert_eq!(g.agenda_points(Side::Runner), 5);
    assert_eq!(g.corp.rd.len(), 2);
    assert_eq!(g.cards[eye as usize].zone, Zone::Heap);
    assert!(g.run.is_none());
    // A later ordinary run on R&D accesses only 1 card (the Hedge Fund on top).
    run_on(&mut g, "rd");
    pass_until(&mut g, "action");
    assert_eq!(g.agenda_points(Side::Runner), 5);
    assert_eq!(g.corp.rd.len(), 2);
}

// The Maker's Eye: an unsuccessful run accesses nothing.
#[test]
fn c01036_makers_eye_unsuccessful_run_accesses_nothing() {
    let mut g = runner_turn(
        r#""rd": ["Private Security Force", "Private Security Force"], "servers": {"rd": {"ice": [{"title": "Wall of Static", "rezzed": true}]}}"#,
        &format!(r#""identity": "{NOISE}", "credits": 5, "grip": ["The Maker's Eye"]"#),
    );
    play(&mut g, "The Maker's Eye");
    // Nothing to break with: the subroutine ends the run at once.
    assert_eq!(g.decision_name(), "action");
    assert!(g.run.is_none());
    assert_eq!(g.agenda_points(Side::Runner), 0);
    assert_eq!(g.corp.rd.len(), 2);
}

// ----- 01037 Tinkering -----

// Tinkering: the chosen ice gains barrier, code gate and sentry, so a fracter can break it.
#[test]
fn c01037_tinkering_lets_a_fracter_break_a_code_gate() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        &format!(
            r#""identity": "{NOISE}", "credits": 10, "grip": ["Tinkering"], "rig": ["Battering Ram", "Pipeline"]"#
        ),
    );
    let (enigma, ram, pipeline) = (
        id(&g, "Enigma"),
        id(&g, "Battering Ram"),
        id(&g, "Pipeline"),
    );
    // Without Tinkering, neither the fracter nor the killer interacts with Enigma.
    // (With nothing to use, the encounter offers no decision: both subroutines resolve.)
    let mut before = g.clone();
    run_on(&mut before, "hq");
    assert_eq!(before.decision_name(), "action");
    assert!(before.run.is_none());
    assert_eq!(before.runner.clicks, 2, "Enigma's click loss resolved");

    tinker(&mut g, enigma);
    let o = obs(&g, Side::Corp);
    let gained = &o["corp"]["servers"]["hq"]["ice"][0]["gained_subtypes"];
    assert_eq!(gained.as_array().unwrap().len(), 3);
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "encounter");
    assert_eq!(legal_on(&g, ActionKind::Break, ram).len(), 2);
    // Pipeline (strength 1) may now boost against Enigma (strength 2) as a sentry.
    assert_eq!(legal_on(&g, ActionKind::Ability, pipeline).len(), 1);
}

// Tinkering: only until the end of the turn.
#[test]
fn c01037_tinkering_lasts_until_the_end_of_the_turn() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "rd": ["Hedge Fund", "Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        &format!(r#""identity": "{NOISE}", "grip": ["Tinkering"]"#),
    );
    let enigma = id(&g, "Enigma");
    tinker(&mut g, enigma);
    assert_eq!(g.cards[enigma as usize].zone, Zone::Ice(HQ));
    let gained = |g: &GameState| {
        obs(g, Side::Runner)["corp"]["servers"]["hq"]["ice"][0]
            .get("gained_subtypes")
            .is_some()
    };
    assert!(gained(&g));
    until(&mut g, at_action(Side::Corp));
    assert!(!gained(&g));
    let o = obs(&g, Side::Runner);
    assert!(o["corp"]["servers"]["hq"]["ice"][0]
        .get("gained_subtypes")
        .is_none());
}

// Tinkering can choose unrezzed ice; it is not playable with no ice installed.
#[test]
fn c01037_tinkering_needs_installed_ice_and_may_choose_unrezzed_ice() {
    let g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        &format!(r#""identity": "{NOISE}", "grip": ["Tinkering"]"#),
    );
    assert!(legal(&g, ActionKind::Play).is_empty());
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": ["Hunter", {"title": "Enigma", "rezzed": true}]}}"#,
        &format!(r#""identity": "{NOISE}", "grip": ["Tinkering"]"#),
    );
    play(&mut g, "Tinkering");
    let choices = legal(&g, ActionKind::Mode);
    assert_eq!(choices.len(), 2);
    // The label names unrezzed ice by position only.
    let hunter = id(&g, "Hunter");
    let a = legal_on(&g, ActionKind::Mode, hunter)[0];
    assert_eq!(g.label(&a), "choose unrezzed ice 1 of hq for Tinkering");
}

// ----- 01038 Akamatsu Mem Chip -----

// Akamatsu Mem Chip: +1 memory.
#[test]
fn c01038_akamatsu_mem_chip_adds_one_memory() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        &format!(r#""identity": "{NOISE}", "credits": 5, "grip": ["Akamatsu Mem Chip"]"#),
    );
    assert_eq!(g.memory_limit(), 4);
    install(&mut g, "Akamatsu Mem Chip");
    assert_eq!(g.memory_limit(), 5);
    assert_eq!(g.runner.credits, 4);
}

// ----- 01039 Rabbit Hole -----

// Rabbit Hole: +1 link; when installed, another copy may be found in the stack and installed by
// paying its cost; the stack is shuffled.
#[test]
fn c01039_rabbit_hole_installs_further_copies_from_the_stack() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        &format!(
            r#""identity": "{NOISE}", "credits": 10, "grip": ["Rabbit Hole"], "stack": ["Diesel", "Rabbit Hole", "Sure Gamble", "Rabbit Hole"]"#
        ),
    );
    assert_eq!(link(&g), 0.0);
    install(&mut g, "Rabbit Hole");
    assert_eq!(link(&g), 1.0);
    assert_eq!(g.decision_name(), "choose_card");
    assert_eq!(legal(&g, ActionKind::Install).len(), 1);
    assert_eq!(
        legal(&g, ActionKind::Pass).len(),
        1,
        "the search is optional"
    );
    only(&mut g, ActionKind::Install);
    assert_eq!(link(&g), 2.0);
    assert_eq!(g.decision_name(), "choose_card");
    only(&mut g, ActionKind::Install);
    // No copy left: the stack is just shuffled.
    assert_eq!(g.decision_name(), "action");
    assert_eq!(link(&g), 3.0);
    assert_eq!(g.runner.rig.len(), 3);
    assert_eq!(g.runner.credits, 4, "2 credits for each copy");
    assert_eq!(g.runner.clicks, 3, "one click for the first install only");
    assert_eq!(titles(&g, &g.runner.stack), vec!["Diesel", "Sure Gamble"]);
    // Nobody knows the order of the shuffled stack.
    assert!(g
        .runner
        .stack
        .iter()
        .all(|&c| g.cards[c as usize].known == 0));
}

// Rabbit Hole: the Runner may decline to install another copy.
#[test]
fn c01039_rabbit_hole_search_may_be_declined() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        &format!(
            r#""identity": "{NOISE}", "credits": 10, "grip": ["Rabbit Hole"], "stack": ["Diesel", "Rabbit Hole"]"#
        ),
    );
    install(&mut g, "Rabbit Hole");
    only(&mut g, ActionKind::Pass);
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.runner.rig.len(), 1);
    assert_eq!(g.runner.stack.len(), 2);
    assert_eq!(g.runner.credits, 8);
    assert_eq!(link(&g), 1.0);
}

// Rabbit Hole: a copy the Runner cannot pay for is not offered.
#[test]
fn c01039_rabbit_hole_copy_must_be_affordable() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        &format!(
            r#""identity": "{NOISE}", "credits": 3, "grip": ["Rabbit Hole"], "stack": ["Rabbit Hole"]"#
        ),
    );
    install(&mut g, "Rabbit Hole");
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.runner.rig.len(), 1);
    assert_eq!(g.runner.stack.len(), 1);
}

// ----- 01041 The Toolbox -----

// The Toolbox: +2 memory, +2 link, and 2 recurring credits placed on it when installed.
#[test]
fn c01041_toolbox_gives_memory_link_and_credits_on_install() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        &format!(r#""identity": "{NOISE}", "credits": 9, "grip": ["The Toolbox"]"#),
    );
    let toolbox = id(&g, "The Toolbox");
    install(&mut g, "The Toolbox");
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.cards[toolbox as usize].credits, 2);
    assert_eq!(g.memory_limit(), 6);
    assert_eq!(link(&g), 2.0);
}

// The Toolbox: its credits pay for icebreakers only.
#[test]
fn c01041_toolbox_credits_pay_only_for_icebreakers() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        &format!(
            r#""identity": "{NOISE}", "credits": 0, "grip": ["Akamatsu Mem Chip"], "rig": [{{"title": "The Toolbox", "credits": 2}}, "Gordian Blade"]"#
        ),
    );
    let (toolbox, blade) = (id(&g, "The Toolbox"), id(&g, "Gordian Blade"));
    // Not for installing a card.
    assert!(legal(&g, ActionKind::Install).is_empty());
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "encounter");
    brk(&mut g, blade, 0);
    brk(&mut g, blade, 1);
    assert_eq!(g.cards[toolbox as usize].credits, 0);
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.runner.clicks, 3, "Enigma's click loss was broken");
}

// The Toolbox: its recurring credits refill when the Runner's turn begins ([1.3]).
#[test]
fn c01041_toolbox_credits_refill_each_turn() {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "rd": ["Hedge Fund", "Hedge Fund"]}},
            "runner": {{"identity": "{NOISE}", "rig": [{{"title": "The Toolbox", "credits": 0}}]}}}}"#
    ));
    let toolbox = id(&g, "The Toolbox");
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.cards[toolbox as usize].credits, 2);
}

// ----- 01042 Battering Ram -----

// Battering Ram: one payment of 2 credits breaks up to 2 barrier subroutines (Enigma made a
// barrier by Tinkering has 2).
#[test]
fn c01042_battering_ram_breaks_two_barrier_subroutines_per_payment() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        &format!(
            r#""identity": "{NOISE}", "credits": 2, "grip": ["Tinkering"], "rig": ["Battering Ram"]"#
        ),
    );
    let (enigma, ram) = (id(&g, "Enigma"), id(&g, "Battering Ram"));
    tinker(&mut g, enigma);
    run_on(&mut g, "hq");
    brk(&mut g, ram, 0);
    assert_eq!(g.runner.credits, 0);
    // The same use of the ability may break a second subroutine, chosen now.
    assert_eq!(g.decision_name(), "break_more");
    assert_eq!(legal_on(&g, ActionKind::Break, ram).len(), 1);
    assert_eq!(legal(&g, ActionKind::Pass).len(), 1);
    brk(&mut g, ram, 1);
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(g.runner.clicks, 2, "only the run's click was spent");
}

// Battering Ram: an unused half of a payment does not carry over to the next ice.
#[test]
fn c01042_battering_ram_unused_break_ends_with_the_encounter() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}, {"title": "Wall of Static", "rezzed": true}]}}"#,
        &format!(r#""identity": "{NOISE}", "credits": 3, "rig": ["Battering Ram", "Crypsis"]"#),
    );
    let (ram, crypsis) = (id(&g, "Battering Ram"), id(&g, "Crypsis"));
    run_on(&mut g, "hq");
    brk(&mut g, ram, 0);
    assert_eq!(g.runner.credits, 1);
    pass_until(&mut g, "encounter");
    // A fresh payment is needed, and 1 credit is not enough (Crypsis could still boost).
    assert!(legal_on(&g, ActionKind::Break, ram).is_empty());
    assert_eq!(legal_on(&g, ActionKind::Ability, crypsis).len(), 1);
}

// Battering Ram: its +1 strength stays until the run is over.
#[test]
fn c01042_battering_ram_boost_lasts_for_the_run() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}, {"title": "Hunter", "rezzed": true}]}}"#,
        &format!(
            r#""identity": "{NOISE}", "credits": 10, "grip": ["Tinkering"], "rig": ["Battering Ram"]"#
        ),
    );
    let (hunter, ram) = (id(&g, "Hunter"), id(&g, "Battering Ram"));
    tinker(&mut g, hunter);
    run_on(&mut g, "hq");
    boost(&mut g, ram);
    brk(&mut g, ram, 0);
    assert_eq!(g.runner.credits, 7);
    pass_until(&mut g, "encounter");
    assert_eq!(
        g.cards[ram as usize].boost, 1,
        "still boosted at the next ice"
    );
    brk(&mut g, ram, 0);
    pass_until(&mut g, "action");
    assert_eq!(g.cards[ram as usize].boost, 0, "boosts end with the run");
}

// ----- 01043 Gordian Blade -----

// Gordian Blade: each code gate subroutine costs 1 credit to break; boosts stay until the run ends.
#[test]
fn c01043_gordian_blade_breaks_code_gates_and_boost_lasts_for_the_run() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}, {"title": "Hunter", "rezzed": true}]}}"#,
        &format!(
            r#""identity": "{NOISE}", "credits": 10, "grip": ["Tinkering"], "rig": ["Gordian Blade"]"#
        ),
    );
    let (hunter, blade) = (id(&g, "Hunter"), id(&g, "Gordian Blade"));
    {
        // Hunter is a sentry: Gordian Blade does not interact with it, so the encounter offers
        // nothing and Hunter's trace starts.
        let mut h = g.clone();
        run_on(&mut h, "hq");
        assert_eq!(h.decision_name(), "trace_corp");
    }
    tinker(&mut g, hunter);
    run_on(&mut g, "hq");
    boost(&mut g, blade);
    assert!(legal_on(&g, ActionKind::Break, blade).is_empty());
    boost(&mut g, blade);
    brk(&mut g, blade, 0);
    assert_eq!(g.runner.credits, 7);
    pass_until(&mut g, "encounter");
    assert_eq!(g.cards[blade as usize].boost, 2);
    brk(&mut g, blade, 0);
    brk(&mut g, blade, 1);
    assert_eq!(g.runner.credits, 5);
    assert_eq!(g.decision_name(), "jack_out");
    pass_until(&mut g, "action");
    assert_eq!(g.cards[blade as usize].boost, 0);
    assert_eq!(g.runner.clicks, 2, "Tinkering and the run");
}

// ----- 01044 Magnum Opus -----

// Magnum Opus: click, gain 2 credits.
#[test]
fn c01044_magnum_opus_click_gains_two_credits() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        &format!(r#""identity": "{NOISE}", "credits": 0, "rig": ["Magnum Opus"]"#),
    );
    let opus = id(&g, "Magnum Opus");
    act(&mut g, ability(opus));
    assert_eq!(g.runner.credits, 2);
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(g.decision_name(), "action");
}

// ----- 01045 Net Shield -----

fn steal_remote(g: &mut GameState, server: &str) {
    run_on(g, server);
    for _ in 0..16 {
        if matches!(g.decision_name(), "prevent_damage" | "action") || g.is_over() {
            return;
        }
        pass(g);
    }
    panic!("stuck at {}", g.decision_name());
}

/// At a prevent decision of 1 net damage, makes it a single batch of `amount` (through the JSON
/// round trip; no Core Set card available here deals more than 1 net damage at once).
fn with_pending_net_damage(g: &GameState, amount: u8) -> GameState {
    assert_eq!(g.decision_name(), "prevent_damage");
    let from = r#"{"PreventDamage":{"kind":"Net","amount":1,"first":true}}"#;
    let text = g.to_json();
    assert!(text.contains(from), "{text}");
    let to = format!(r#"{{"PreventDamage":{{"kind":"Net","amount":{amount},"first":true}}}}"#);
    GameState::from_json(&text.replace(from, &to)).unwrap()
}

// Net Shield: 1 credit stops one point of net damage, only on the first net damage of a turn.
#[test]
fn c01045_net_shield_prevents_one_net_damage_for_one_credit() {
    let mut g =
        jinteki_steal(r#""credits": 3, "grip": ["Diesel", "Sure Gamble"], "rig": ["Net Shield"]"#);
    let shield = id(&g, "Net Shield");
    steal_remote(&mut g, "remote1");
    assert_eq!(g.decision_name(), "prevent_damage");
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_eq!(g.legal_actions().len(), 2);
    assert_eq!(legal_on(&g, ActionKind::Ability, shield).len(), 1);
    assert_eq!(
        g.label(&ability(shield)),
        "Net Shield: prevent the first net damage of this turn (1 credit)"
    );
    act(&mut g, ability(shield));
    assert_eq!(g.runner.credits, 2);
    assert_eq!(g.runner.grip.len(), 2);
    assert!(g.runner.heap.is_empty());
    assert_ne!(g.decision_name(), "prevent_damage");
    pass_until(&mut g, "action");
    assert_eq!(g.runner.grip.len(), 2);
}

// Net Shield: the Runner may decline, and then takes the damage.
#[test]
fn c01045_net_shield_may_be_declined() {
    let mut g =
        jinteki_steal(r#""credits": 3, "grip": ["Diesel", "Sure Gamble"], "rig": ["Net Shield"]"#);
    steal_remote(&mut g, "remote1");
    pass(&mut g);
    assert_eq!(g.runner.credits, 3);
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.runner.heap.len(), 1);
}

// Net Shield: only the first net damage each turn, even when the first was not prevented
// (Rules Reference, "Ordinal Events").
#[test]
fn c01045_net_shield_only_the_first_net_damage_each_turn() {
    let mut g = jinteki_steal(
        r#""credits": 3, "grip": ["Diesel", "Sure Gamble", "Infiltration"], "rig": ["Net Shield"]"#,
    );
    steal_remote(&mut g, "remote1");
    assert_eq!(g.decision_name(), "prevent_damage");
    pass(&mut g);
    assert_eq!(g.runner.grip.len(), 2);
    pass_until(&mut g, "action");
    steal_remote(&mut g, "remote2");
    assert_eq!(g.decision_name(), "action", "no second chance this turn");
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.runner.credits, 3);
}

// Net Shield: no decision without a credit to pay, and never for meat damage.
#[test]
fn c01045_net_shield_needs_a_credit_and_net_damage() {
    let mut g = jinteki_steal(r#""credits": 0, "grip": ["Diesel"], "rig": ["Net Shield"]"#);
    steal_remote(&mut g, "remote1");
    assert_eq!(g.decision_name(), "action");
    assert!(g.runner.grip.is_empty());
    // Meat damage from Private Security Force.
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "rd": ["Hedge Fund"], "score_area": ["Private Security Force"]}},
            "runner": {{"identity": "{NOISE}", "tags": 1, "credits": 5, "grip": ["Diesel", "Sure Gamble"], "rig": ["Net Shield"]}}}}"#
    ));
    let psf = id(&g, "Private Security Force");
    only_on(&mut g, ActionKind::Ability, psf);
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(g.runner.grip.len(), 1);
}

// Net Shield: preventing the damage can save the Runner from flatlining ("Damage").
#[test]
fn c01045_net_shield_prevents_a_flatline() {
    let mut g = jinteki_steal(r#""credits": 1, "rig": ["Net Shield"]"#);
    let shield = id(&g, "Net Shield");
    steal_remote(&mut g, "remote1");
    act(&mut g, ability(shield));
    assert!(!g.is_over());
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.agenda_points(Side::Runner), 2);
}

// Ruling 1 (and FAQ): one point each turn, not all the net damage of one source.
#[test]
fn ruling_c01045_1_prevents_a_single_point_of_a_larger_batch() {
    let mut g = jinteki_steal(
        r#""credits": 3, "grip": ["Diesel", "Sure Gamble", "Infiltration"], "rig": ["Net Shield"]"#,
    );
    let shield = id(&g, "Net Shield");
    steal_remote(&mut g, "remote1");
    let mut g = with_pending_net_damage(&g, 2);
    act(&mut g, ability(shield));
    // 1 of the 2 prevented; the other is suffered at once.
    assert_ne!(g.decision_name(), "prevent_damage");
    assert_eq!(g.runner.grip.len(), 2);
    assert_eq!(g.runner.heap.len(), 1);
    assert_eq!(g.runner.credits, 2);
    // Later net damage this turn cannot be prevented.
    pass_until(&mut g, "action");
    steal_remote(&mut g, "remote2");
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.runner.grip.len(), 1);
}

// Ruling 2 (and FAQ): several Net Shields do not prevent more.
#[test]
fn ruling_c01045_2_multiple_net_shields_cannot_prevent_more() {
    let mut g = jinteki_steal(
        r#""credits": 3, "grip": ["Diesel", "Sure Gamble", "Infiltration"], "rig": ["Net Shield", "Net Shield"]"#,
    );
    let shields = ids(&g, "Net Shield");
    steal_remote(&mut g, "remote1");
    let mut g = with_pending_net_damage(&g, 2);
    assert_eq!(
        legal(&g, ActionKind::Ability).len(),
        2,
        "either one may be used"
    );
    act(&mut g, ability(shields[0]));
    assert!(legal_on(&g, ActionKind::Ability, shields[1]).is_empty());
    assert_ne!(g.decision_name(), "prevent_damage");
    assert_eq!(g.runner.grip.len(), 2);
    assert_eq!(g.runner.credits, 2);
}

// ----- 01046 Pipeline -----

// Pipeline: each sentry subroutine costs 1 credit to break; 2 credits per +1, kept until the run ends.
#[test]
fn c01046_pipeline_breaks_sentries_and_boost_lasts_for_the_run() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}, {"title": "Hunter", "rezzed": true}]}}"#,
        &format!(r#""identity": "{NOISE}", "credits": 8, "rig": ["Pipeline"]"#),
    );
    let pipeline = id(&g, "Pipeline");
    run_on(&mut g, "hq");
    for _ in 0..3 {
        assert!(legal_on(&g, ActionKind::Break, pipeline).is_empty());
        boost(&mut g, pipeline);
    }
    assert_eq!(g.runner.credits, 2);
    brk(&mut g, pipeline, 0);
    assert_eq!(g.runner.credits, 1);
    pass_until(&mut g, "encounter");
    // Still strength 4 at the second Hunter: no boost needed.
    assert_eq!(g.cards[pipeline as usize].boost, 3);
    assert!(legal_on(&g, ActionKind::Ability, pipeline).is_empty());
    brk(&mut g, pipeline, 0);
    assert_eq!(g.runner.credits, 0);
    pass_until(&mut g, "action");
    assert_eq!(g.cards[pipeline as usize].boost, 0);
    assert_eq!(g.runner.tags, 0);
}

// ----- 01047 Aesop's Pawnshop -----

/// From a Corp turn, plays on to the Runner's Aesop's Pawnshop decision.
fn to_pawnshop(rig: &str) -> GameState {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "rd": ["Hedge Fund", "Hedge Fund"]}},
            "runner": {{"identity": "{NOISE}", "credits": 1, "rig": [{rig}]}}}}"#
    ));
    until(&mut g, |g| {
        g.decision_name() == "choose_card" || at_action(Side::Runner)(g)
    });
    g
}

// Aesop's Pawnshop: at the start of the Runner's turn, selling another installed card (trashing it) pays 3.
#[test]
fn c01047_aesops_pawnshop_trashes_another_card_for_three_credits() {
    let mut g = to_pawnshop(r#""Aesop's Pawnshop", "Akamatsu Mem Chip""#);
    let (shop, chip) = (id(&g, "Aesop's Pawnshop"), id(&g, "Akamatsu Mem Chip"));
    assert_eq!(g.decision_name(), "choose_card");
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert!(
        legal_on(&g, ActionKind::Trash, shop).is_empty(),
        "not itself"
    );
    assert_eq!(legal(&g, ActionKind::Trash).len(), 1);
    assert_eq!(legal(&g, ActionKind::Pass).len(), 1);
    only_on(&mut g, ActionKind::Trash, chip);
    assert_eq!(g.cards[chip as usize].zone, Zone::Heap);
    assert_eq!(g.runner.credits, 4);
    assert_eq!(g.runner.clicks, 4);
}

// Aesop's Pawnshop is optional, and does nothing when it is the only installed card.
#[test]
fn c01047_aesops_pawnshop_is_optional() {
    let mut g = to_pawnshop(r#""Aesop's Pawnshop", "Akamatsu Mem Chip""#);
    pass(&mut g);
    assert!(at_action(Side::Runner)(&g));
    assert_eq!(g.runner.rig.len(), 2);
    assert_eq!(g.runner.credits, 1);
    let g = to_pawnshop(r#""Aesop's Pawnshop""#);
    assert!(at_action(Side::Runner)(&g));
}

// FAQ (Aesop's Pawnshop): only a single card each turn.
#[test]
fn faq_c01047_aesops_pawnshop_trashes_a_single_card_each_turn() {
    let mut g = to_pawnshop(r#""Aesop's Pawnshop", "Akamatsu Mem Chip", "Magnum Opus""#);
    let chip = id(&g, "Akamatsu Mem Chip");
    assert_eq!(legal(&g, ActionKind::Trash).len(), 2);
    only_on(&mut g, ActionKind::Trash, chip);
    assert!(at_action(Side::Runner)(&g));
    assert!(legal(&g, ActionKind::Trash).is_empty());
    let shop = id(&g, "Aesop's Pawnshop");
    assert!(legal_on(&g, ActionKind::Ability, shop).is_empty());
    assert_eq!(g.runner.rig.len(), 2);
    assert_eq!(g.runner.credits, 4);
}

// Rules Reference, "Memory Limit": when the Pawnshop sells the memory chip, programs over the
// lowered limit must be trashed at once.
#[test]
fn c01047_aesops_pawnshop_selling_memory_forces_program_trash() {
    let mut g = to_pawnshop(
        r#""Aesop's Pawnshop", "Akamatsu Mem Chip", "Battering Ram", "Gordian Blade", "Pipeline", "Net Shield""#,
    );
    let (chip, shield) = (id(&g, "Akamatsu Mem Chip"), id(&g, "Net Shield"));
    assert_eq!(g.memory_used(), 5);
    only_on(&mut g, ActionKind::Trash, chip);
    assert_eq!(g.decision_name(), "memory");
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_eq!(legal(&g, ActionKind::Trash).len(), 4, "any of the programs");
    only_on(&mut g, ActionKind::Trash, shield);
    assert_eq!(g.memory_used(), 4);
    assert_eq!(g.memory_limit(), 4);
    assert!(at_action(Side::Runner)(&g));
    assert_eq!(g.runner.credits, 4);
}

// ----- 01048 Sacrificial Construct -----

/// Crypsis with no virus counter breaks Enigma, so it is trashed when the encounter ends.
fn crypsis_game(rig: &str) -> GameState {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        &format!(r#""identity": "{NOISE}", "credits": 5, "rig": ["Crypsis", {rig}]"#),
    );
    let crypsis = id(&g, "Crypsis");
    run_on(&mut g, "hq");
    boost(&mut g, crypsis);
    boost(&mut g, crypsis);
    brk(&mut g, crypsis, 0);
    brk(&mut g, crypsis, 1);
    g
}

// Sacrificial Construct: trash it to prevent an installed program from being trashed.
#[test]
fn c01048_sacrificial_construct_prevents_a_program_being_trashed() {
    let mut g = crypsis_game(r#""Sacrificial Construct""#);
    let (crypsis, construct) = (id(&g, "Crypsis"), id(&g, "Sacrificial Construct"));
    assert_eq!(g.decision_name(), "prevent_trash");
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_eq!(g.legal_actions().len(), 2);
    assert_eq!(
        g.label(&ability(construct)),
        "Sacrificial Construct: prevent Crypsis from being trashed (trash Sacrificial Construct)"
    );
    act(&mut g, ability(construct));
    assert_eq!(g.cards[crypsis as usize].zone, Zone::Rig);
    assert_eq!(g.cards[construct as usize].zone, Zone::Heap);
    assert_eq!(g.decision_name(), "jack_out", "the run goes on");
}

// Sacrificial Construct: the Runner may let the card be trashed.
#[test]
fn c01048_sacrificial_construct_may_be_declined() {
    let mut g = crypsis_game(r#""Sacrificial Construct""#);
    let (crypsis, construct) = (id(&g, "Crypsis"), id(&g, "Sacrificial Construct"));
    pass(&mut g);
    assert_eq!(g.cards[crypsis as usize].zone, Zone::Heap);
    assert_eq!(g.cards[construct as usize].zone, Zone::Rig);
    // Without a Construct, there is no decision at all.
    let g = crypsis_game(r#""Magnum Opus""#);
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(g.cards[id(&g, "Crypsis") as usize].zone, Zone::Heap);
}

// Sacrificial Construct: programs the Runner trashes to make room for a new one are not
// prevented (the Runner chose them; Rules Reference, "Install" step 3).
#[test]
fn c01048_sacrificial_construct_not_offered_for_memory_trash() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        &format!(
            r#""identity": "{NOISE}", "credits": 5, "grip": ["Pipeline"], "rig": ["Battering Ram", "Gordian Blade", "Net Shield", "Sacrificial Construct"]"#
        ),
    );
    let (blade, pipeline) = (id(&g, "Gordian Blade"), id(&g, "Pipeline"));
    install(&mut g, "Pipeline");
    assert_eq!(g.decision_name(), "memory");
    only_on(&mut g, ActionKind::Trash, blade);
    assert_eq!(g.cards[blade as usize].zone, Zone::Heap);
    assert_eq!(g.decision_name(), "memory");
    pass(&mut g);
    assert_eq!(g.cards[pipeline as usize].zone, Zone::Rig);
    assert_eq!(g.decision_name(), "action");
}

// ----- random games -----

fn shaper_deck() -> DeckList {
    let cards = [
        ("Diesel", 3),
        ("Modded", 3),
        ("The Maker's Eye", 3),
        ("Tinkering", 3),
        ("Akamatsu Mem Chip", 3),
        ("Rabbit Hole", 3),
        ("The Toolbox", 1),
        ("Battering Ram", 2),
        ("Gordian Blade", 3),
        ("Magnum Opus", 2),
        ("Net Shield", 2),
        ("Pipeline", 2),
        ("Aesop's Pawnshop", 2),
        ("Sacrificial Construct", 3),
        ("Sure Gamble", 3),
        ("Crypsis", 3),
        ("Armitage Codebusting", 2),
        ("Infiltration", 3),
        ("Access to Globalsec", 3),
    ];
    DeckList {
        identity: KATE.into(),
        cards: cards.iter().map(|(t, n)| (t.to_string(), *n)).collect(),
    }
}

// Random legal play with Shaper decks: every game ends, without a panic or a stuck decision.
#[test]
fn random_games_shaper() {
    let runner = shaper_deck();
    // The neutral Jinteki deck (net damage for Net Shield), and a longer Haas-Bioroid deck.
    let jinteki = DeckList::default_corp();
    let mut hb = DeckList::default_corp();
    hb.identity = HB.into();
    for card in hb.cards.iter_mut() {
        card.1 = 3;
    }
    let mut decisions = std::collections::BTreeSet::new();
    for seed in 0..300 {
        let corp = if seed % 2 == 0 { &jinteki } else { &hb };
        let mut g = GameState::new(corp, &runner, seed).unwrap();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5a5a);
        let mut steps = 0;
        while !g.is_over() {
            let legal = g.legal_actions();
            assert!(
                !legal.is_empty(),
                "no legal action at {}",
                g.decision_name()
            );
            decisions.insert(g.decision_name());
            let a = legal[(rng.next_u64() % legal.len() as u64) as usize];
            g.apply(a).unwrap();
            if seed < 40 {
                // Hidden information: what a side observes does not depend on the cards it has
                // not seen (e.g. the stack after Rabbit Hole's search and shuffle).
                for side in [Side::Corp, Side::Runner] {
                    let other = g.determinize(side, steps + 7);
                    assert_eq!(
                        g.observation_json(side),
                        other.observation_json(side),
                        "observation of {side:?} changed by redeal (game {seed}, step {steps})"
                    );
                }
            }
            // Over the limit only while the Runner is choosing programs to trash.
            assert!(g.memory_used() <= g.memory_limit() || g.decision_name() == "memory");
            steps += 1;
            assert!(steps < 20_000, "game {seed} too long");
        }
    }
    for d in ["choose_card", "prevent_damage", "memory"] {
        assert!(decisions.contains(d), "{d} never came up: {decisions:?}");
    }
}
