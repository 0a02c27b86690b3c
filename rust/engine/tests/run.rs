//! Scenario tests of the Timing Structure of a Run (Rules Reference, "Timing Structure of a Run",
//! steps [1] to [7]), of breaking subroutines ("Icebreaker", "Strength") and of paid ability
//! windows during a run ("Paid Ability Window").

mod common;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone, NONE};

// ----- helpers -----

fn boost(g: &mut GameState, breaker: u8) {
    act(g, Action::new(ActionKind::Ability).card(breaker).target(0));
}

fn brk(g: &mut GameState, breaker: u8, sub: u8) {
    act(g, Action::new(ActionKind::Break).card(breaker).target(sub));
}

fn sorted(v: Vec<Action>) -> Vec<u32> {
    let mut codes: Vec<u32> = v.iter().map(|a| a.code()).collect();
    codes.sort_unstable();
    codes
}

/// A Runner-turn position: the Corp part and the Runner part as JSON object bodies.
fn runner_turn(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}}, "runner": {{{runner}}}, "active": "runner", "turn": 2}}"#
    ))
}

/// A Runner-turn position: one rezzed Enigma protecting HQ (holding a Hedge Fund), and Noise with 5
/// credits and this rig (the JSON array's items).
fn noise_vs_enigma_on_hq(rig: &str) -> GameState {
    runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        &format!(r#""identity": "Noise: Hacker Extraordinaire", "credits": 5, "rig": [{rig}]"#),
    )
}

// ----- [1] Initiation -----

// Rules Reference, run step [1]: making a run is an action that costs a click; the attacked server is declared.
#[test]
fn run_1_initiation_costs_a_click_and_declares_the_server() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""identity": "Noise: Hacker Extraordinaire", "credits": 5"#,
    );
    assert_eq!(g.runner.clicks, 4);
    run_on(&mut g, "rd");
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(g.runner.credits, 5);
    let run = g.run.expect("a run is in progress");
    assert_eq!(run.server, srv("rd"));
    assert!(!run.successful && !run.ended);
}

// Rules Reference, run step [1]: with no ice protecting the server the run goes on to [4]/[5] (approach the server).
#[test]
fn run_1_no_ice_goes_straight_to_approach_server() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        r#""identity": "Noise: Hacker Extraordinaire""#,
    );
    run_on(&mut g, "hq");
    // The first decision is the [5.2] jack-out choice: no ice was approached.
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(g.current_side(), Some(Side::Runner));
    let run = g.run.unwrap();
    assert_eq!(run.approached, 0);
    assert_eq!(run.encounter, NONE);
    assert!(!run.successful);
}

// Rules Reference, run step [1] and "Bad Publicity": the Runner gains 1 credit per bad publicity to spend during the run.
#[test]
fn run_1_bad_publicity_gives_temporary_credits() {
    let mut g = runner_turn(
        r#""bad_publicity": 2, "hq": ["Hedge Fund"]"#,
        r#""identity": "Noise: Hacker Extraordinaire", "credits": 5"#,
    );
    run_on(&mut g, "hq");
    assert_eq!(g.run.unwrap().bad_publicity_credits, 2);
    // They are not added to the credit pool.
    assert_eq!(g.runner.credits, 5);
}

// Rules Reference, run step [1]: bad publicity credits can be spent during the run, e.g. on breaker abilities.
#[test]
fn run_1_bad_publicity_credits_pay_for_breaking() {
    let mut g = runner_turn(
        r#""bad_publicity": 2, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""identity": "Noise: Hacker Extraordinaire", "credits": 2, "rig": [{"title": "Crypsis", "virus": 1}]"#,
    );
    let crypsis = id(&g, "Crypsis");
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "encounter");
    // 2 boosts + 2 breaks = 4 credits: only payable with the 2 bad publicity credits.
    boost(&mut g, crypsis);
    boost(&mut g, crypsis);
    brk(&mut g, crypsis, 0);
    brk(&mut g, crypsis, 1);
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.run.unwrap().bad_publicity_credits, 0);
    assert_eq!(g.runner.clicks, 3, "no subroutine resolved");
}

// Rules Reference, run step [6]: the Runner loses unspent bad publicity credits when the run ends.
#[test]
fn run_6_bad_publicity_credits_are_lost_at_run_end() {
    let mut g = runner_turn(
        r#""bad_publicity": 3, "hq": ["Hedge Fund"]"#,
        r#""identity": "Noise: Hacker Extraordinaire", "credits": 1"#,
    );
    run_on(&mut g, "hq");
    assert_eq!(g.run.unwrap().bad_publicity_credits, 3);
    pass(&mut g); // continue at [5.2]: success, access Hedge Fund (nothing to decide)
    assert!(g.run.is_none());
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.runner.credits, 1);
    // The next run gets fresh bad publicity credits, not an accumulation.
    run_on(&mut g, "hq");
    assert_eq!(g.run.unwrap().bad_publicity_credits, 3);
    assert_eq!(g.runner.credits, 1);
}

// ----- [2] Approach ice -----

// Rules Reference, run step [2]: the Runner approaches the ice from outermost to innermost.
#[test]
fn run_2_approach_outermost_ice_first() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": ["Wall of Static", "Enigma"]}}"#,
        r#""identity": "Noise: Hacker Extraordinaire""#,
    );
    let enigma = id(&g, "Enigma");
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "rez_ice");
    assert_eq!(g.current_side(), Some(Side::Corp));
    let run = g.run.unwrap();
    assert_eq!(run.position, 1, "outermost position of two");
    assert_eq!(run.approached, 1);
    assert_eq!(
        legal(&g, ActionKind::Rez),
        vec![Action::new(ActionKind::Rez).card(enigma)]
    );
}

// Rules Reference, run step [2.2]: no jack-out at the first ice approached; offered at later ice.
#[test]
fn run_2_2_no_jack_out_at_first_ice() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": ["Wall of Static", "Enigma"]}}"#,
        r#""identity": "Noise: Hacker Extraordinaire""#,
    );
    run_on(&mut g, "hq");
    // First ice: the first decision is the Corp's [2.3] rez, no jack-out before it.
    assert_eq!(g.decision_name(), "rez_ice");
    assert_eq!(g.run.unwrap().approached, 1);
    pass(&mut g); // the Corp does not rez Enigma
                  // Second ice: [2.2] the Runner may jack out.
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(g.current_side(), Some(Side::Runner));
    let run = g.run.unwrap();
    assert_eq!((run.approached, run.position), (2, 0));
    assert_eq!(legal(&g, ActionKind::JackOut).len(), 1);
    act(&mut g, Action::new(ActionKind::JackOut));
    // [7] The run ends unsuccessfully: nothing accessed.
    assert!(g.run.is_none());
    assert_eq!(g.decision_name(), "action");
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")));
    assert_eq!(g.runner.clicks, 3);
}

// Rules Reference, run step [2.2]: whatever the Corp does, the first jack-out choice comes at the second ice.
#[test]
fn run_2_2_jack_out_offered_only_from_second_ice() {
    let mut g = runner_turn(
        r#""credits": 0, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": ["Wall of Static", "Enigma"]}}"#,
        r#""identity": "Noise: Hacker Extraordinaire""#,
    );
    run_on(&mut g, "hq");
    pass_until_without(&mut g, "jack_out", Action::new(ActionKind::JackOut));
    assert_eq!(
        g.run.unwrap().approached,
        2,
        "the first ice offered no jack-out"
    );
    assert_eq!(g.run.unwrap().position, 0);
}

// Rules Reference, run step [2.3]: the Corp may rez the approached ice (paying its rez cost) and non-ice cards, no other ice.
#[test]
fn run_2_3_corp_may_rez_only_the_approached_ice_and_non_ice_cards() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"],
           "servers": {"hq": {"ice": ["Wall of Static", "Enigma"]},
                       "rd": {"ice": ["Hunter"]},
                       "remote1": {"root": ["PAD Campaign"]}}"#,
        r#""identity": "Noise: Hacker Extraordinaire""#,
    );
    let (enigma, wall, hunter, pad) = (
        id(&g, "Enigma"),
        id(&g, "Wall of Static"),
        id(&g, "Hunter"),
        id(&g, "PAD Campaign"),
    );
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "rez_ice");
    let expected = vec![
        Action::new(ActionKind::Pass),
        Action::new(ActionKind::Rez).card(enigma),
        Action::new(ActionKind::Rez).card(pad),
    ];
    assert_eq!(sorted(g.legal_actions().to_vec()), sorted(expected));
    assert!(!g
        .legal_actions()
        .contains(&Action::new(ActionKind::Rez).card(wall)));
    assert!(!g
        .legal_actions()
        .contains(&Action::new(ActionKind::Rez).card(hunter)));
    act(&mut g, Action::new(ActionKind::Rez).card(enigma));
    assert!(g.cards[enigma as usize].rezzed);
    assert_eq!(g.corp.credits, 2, "Enigma's rez cost of 3 was paid");
    pass(&mut g); // the Corp is done (PAD Campaign stays unrezzed)
                  // [2.4] rezzed -> [3] encounter; no breaker, so Enigma's subroutines resolve and end the run.
    assert!(g.run.is_none());
    assert_eq!(g.runner.clicks, 2);
    assert!(!g.cards[pad as usize].rezzed);
    assert!(!g.cards[wall as usize].rezzed);
}

// Rules Reference, run step [2.3] and "Rez": rezzing costs the rez cost, so ice the Corp cannot pay for is not offered.
#[test]
fn run_2_3_unaffordable_ice_cannot_be_rezzed() {
    let mut g = runner_turn(
        r#""credits": 2, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": ["Enigma"]}}"#,
        r#""identity": "Noise: Hacker Extraordinaire""#,
    );
    let enigma = id(&g, "Enigma");
    run_on(&mut g, "hq");
    pass_until_without(
        &mut g,
        "jack_out",
        Action::new(ActionKind::Rez).card(enigma),
    );
    assert_eq!(g.run.unwrap().approached, 1);
    assert!(!g.cards[enigma as usize].rezzed);
    assert_eq!(g.corp.credits, 2);
    assert_eq!(g.runner.clicks, 3);
}

// Rules Reference, run step [2.4]: unrezzed ice is passed without an encounter.
#[test]
fn run_2_4_unrezzed_ice_is_passed_without_encounter() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": ["Enigma"]}}"#,
        r#""identity": "Noise: Hacker Extraordinaire""#,
    );
    let enigma = id(&g, "Enigma");
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "rez_ice");
    pass(&mut g);
    assert_eq!(g.decision_name(), "jack_out");
    let run = g.run.unwrap();
    assert_eq!(run.encounter, NONE);
    assert!(!run.ended);
    assert!(!g.cards[enigma as usize].rezzed);
    assert_eq!(g.runner.clicks, 3, "Enigma's subroutines did not resolve");
    pass(&mut g);
    // The run succeeded: the only HQ card was accessed.
    assert!(g.run.is_none());
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")));
}

// ----- [3] Encounter -----

// Rules Reference, run step [3.1] and "Icebreaker": a breaker interacts only with ice of equal or lower strength; each boost costs 1.
#[test]
fn run_3_1_break_only_when_breaker_strength_reaches_ice_strength() {
    let mut g = noise_vs_enigma_on_hq(r#"{"title": "Crypsis", "virus": 1}"#);
    let crypsis = id(&g, "Crypsis");
    let enigma = id(&g, "Enigma");
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "encounter");
    assert_eq!(g.run.unwrap().encounter, enigma);
    // Strength 0 < 2: no break, only the strength ability.
    assert!(legal(&g, ActionKind::Break).is_empty());
    assert_eq!(
        legal(&g, ActionKind::Ability),
        vec![Action::new(ActionKind::Ability).card(crypsis).target(0)]
    );
    boost(&mut g, crypsis);
    assert_eq!(g.cards[crypsis as usize].boost, 1);
    assert_eq!(g.runner.credits, 4);
    assert!(legal(&g, ActionKind::Break).is_empty(), "strength 1 < 2");
    boost(&mut g, crypsis);
    assert_eq!(g.cards[crypsis as usize].boost, 2);
    assert_eq!(g.runner.credits, 3);
    let breaks = legal(&g, ActionKind::Break);
    assert_eq!(
        breaks,
        vec![
            Action::new(ActionKind::Break).card(crypsis).target(0),
            Action::new(ActionKind::Break).card(crypsis).target(1)
        ]
    );
    brk(&mut g, crypsis, 0);
    assert_eq!(g.runner.credits, 2, "a break costs 1");
    brk(&mut g, crypsis, 1);
    assert_eq!(g.runner.credits, 1);
    // Both subroutines broken: the encounter ends and the run reaches the server.
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(
        g.cards[crypsis as usize].boost, 0,
        "strength back to base after the encounter"
    );
    assert_eq!(
        g.cards[crypsis as usize].virus, 0,
        "Crypsis broke: a virus counter was removed"
    );
    assert_eq!(g.cards[crypsis as usize].zone, Zone::Rig);
}

// Rules Reference, "Strength": a boost "for the remainder of the encounter" lapses when the encounter ends.
#[test]
fn run_3_1_boosts_last_only_for_the_encounter() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}, {"title": "Enigma", "rezzed": true}]}}"#,
        r#""identity": "Noise: Hacker Extraordinaire", "credits": 10, "rig": [{"title": "Crypsis", "virus": 2}]"#,
    );
    let crypsis = id(&g, "Crypsis");
    let enigmas = ids(&g, "Enigma");
    run_on(&mut g, "hq");
    assert_eq!(g.run.unwrap().encounter, enigmas[1], "outer Enigma first");
    boost(&mut g, crypsis);
    boost(&mut g, crypsis);
    brk(&mut g, crypsis, 0);
    brk(&mut g, crypsis, 1);
    assert_eq!(g.runner.credits, 6);
    // [2.2] at the second ice.
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(g.cards[crypsis as usize].boost, 0);
    pass(&mut g);
    assert_eq!(g.decision_name(), "encounter");
    assert_eq!(g.run.unwrap().encounter, enigmas[0]);
    assert!(
        legal(&g, ActionKind::Break).is_empty(),
        "the earlier boosts no longer apply"
    );
    boost(&mut g, crypsis);
    boost(&mut g, crypsis);
    brk(&mut g, crypsis, 0);
    brk(&mut g, crypsis, 1);
    assert_eq!(g.runner.credits, 2);
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(
        g.cards[crypsis as usize].virus, 0,
        "one counter removed per encounter"
    );
    assert_eq!(g.cards[crypsis as usize].zone, Zone::Rig);
    assert_eq!(g.runner.clicks, 3);
}

// Crypsis (card ability, resolved at the end of the encounter, Rules Reference run step [3]): broke with no virus counter -> trashed.
#[test]
fn run_3_1_crypsis_without_virus_counters_is_trashed_after_breaking() {
    let mut g = noise_vs_enigma_on_hq(r#""Crypsis""#);
    let crypsis = id(&g, "Crypsis");
    run_on(&mut g, "hq");
    boost(&mut g, crypsis);
    boost(&mut g, crypsis);
    brk(&mut g, crypsis, 0);
    brk(&mut g, crypsis, 1);
    // The encounter is over and the run goes on; Crypsis is gone.
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(g.cards[crypsis as usize].zone, Zone::Heap);
    assert!(g.runner.rig.is_empty());
    assert_eq!(g.runner.heap.to_vec(), vec![crypsis]);
    assert_eq!(g.runner.clicks, 3);
}

// Crypsis's encounter-end ability applies only to an encounter in which it broke a subroutine (a boost alone does not count).
#[test]
fn run_3_1_crypsis_that_did_not_break_stays() {
    let mut g = noise_vs_enigma_on_hq(r#""Crypsis""#);
    let crypsis = id(&g, "Crypsis");
    run_on(&mut g, "hq");
    boost(&mut g, crypsis);
    pass(&mut g); // stop interacting: Enigma's subroutines resolve
    assert!(g.run.is_none());
    assert_eq!(g.cards[crypsis as usize].zone, Zone::Rig);
    assert_eq!(g.cards[crypsis as usize].boost, 0);
    assert_eq!(g.runner.credits, 4);
    assert_eq!(g.runner.clicks, 2);
}

// Rules Reference, run step [3.2]: unbroken subroutines resolve in order; Enigma: lose a click, then end the run.
#[test]
fn run_3_2_unbroken_subroutines_resolve_in_order() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""identity": "Noise: Hacker Extraordinaire", "credits": 5"#,
    );
    let before = g.decisions;
    run_on(&mut g, "hq");
    // Nothing to decide: the click is lost first (it would not be if "end the run" had come first),
    // then the run ends unsuccessfully ([7]): no access.
    assert_eq!(g.decisions, before + 1);
    assert_eq!(g.decision_name(), "action");
    assert!(g.run.is_none());
    assert_eq!(g.runner.clicks, 2);
    assert_eq!(g.runner.credits, 5);
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")));
}

// Rules Reference, run step [3.2]: only unbroken subroutines resolve (broken "end the run": the run goes on).
#[test]
fn run_3_2_broken_end_the_run_does_not_resolve() {
    let mut g = noise_vs_enigma_on_hq(r#"{"title": "Crypsis", "virus": 3}"#);
    let crypsis = id(&g, "Crypsis");
    run_on(&mut g, "hq");
    boost(&mut g, crypsis);
    boost(&mut g, crypsis);
    brk(&mut g, crypsis, 1);
    assert_eq!(g.decision_name(), "encounter");
    pass(&mut g);
    // The lose-a-click subroutine resolved; the run continues to the server.
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(g.runner.clicks, 2);
    assert_eq!(g.runner.credits, 2);
    assert_eq!(g.cards[crypsis as usize].virus, 2);
}

// Rules Reference, run step [3.2]: "end the run" resolves, the encounter ends and the run ends unsuccessfully ([7]).
#[test]
fn run_3_2_end_the_run_ends_the_run_unsuccessfully() {
    let mut g = noise_vs_enigma_on_hq(r#"{"title": "Crypsis", "virus": 3}"#);
    let crypsis = id(&g, "Crypsis");
    run_on(&mut g, "hq");
    boost(&mut g, crypsis);
    boost(&mut g, crypsis);
    brk(&mut g, crypsis, 0);
    pass(&mut g);
    assert!(g.run.is_none());
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.runner.clicks, 3, "the broken subroutine did not resolve");
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")));
    // The encounter ended too: Crypsis's encounter-end ability resolved.
    assert_eq!(g.cards[crypsis as usize].virus, 2);
}

// Rules Reference, run step [3.2]: when the run ends the Runner goes to [7]; inner ice is never approached.
#[test]
fn run_3_2_end_the_run_skips_inner_ice() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}, {"title": "Wall of Static", "rezzed": true}]}}"#,
        r#""identity": "Noise: Hacker Extraordinaire", "credits": 5"#,
    );
    run_on(&mut g, "hq");
    assert!(g.run.is_none());
    assert_eq!(g.runner.clicks, 3, "inner Enigma was never encountered");
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")));
}

// ----- [4] Pass ice -----

// Rules Reference, run step [4]: after passing ice the Runner approaches the next ice inward ([2]).
#[test]
fn run_4_pass_ice_then_next_ice_inward() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}, {"title": "Enigma", "rezzed": true}]}}"#,
        r#""identity": "Noise: Hacker Extraordinaire", "credits": 10, "rig": [{"title": "Crypsis", "virus": 2}]"#,
    );
    let crypsis = id(&g, "Crypsis");
    let wall = id(&g, "Wall of Static");
    run_on(&mut g, "hq");
    assert_eq!(g.run.unwrap().position, 1);
    boost(&mut g, crypsis);
    boost(&mut g, crypsis);
    brk(&mut g, crypsis, 0);
    brk(&mut g, crypsis, 1);
    // Passed Enigma: approach Wall of Static.
    assert_eq!(g.decision_name(), "jack_out");
    let run = g.run.unwrap();
    assert_eq!((run.position, run.approached), (0, 2));
    pass(&mut g);
    assert_eq!(g.decision_name(), "encounter");
    assert_eq!(g.run.unwrap().encounter, wall);
    pass(&mut g); // no break: Wall of Static ends the run
    assert!(g.run.is_none());
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(g.runner.credits, 6);
    assert_eq!(g.cards[crypsis as usize].virus, 1);
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")));
}

// ----- [5] Approach server -----

// Rules Reference, run step [5.2]: the Runner may jack out at the server; the run then ends unsuccessfully ([7]).
#[test]
fn run_5_2_jack_out_at_the_server() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        r#""identity": "Gabriel Santiago: Consummate Professional", "credits": 5"#,
    );
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(
        sorted(g.legal_actions().to_vec()),
        sorted(vec![
            Action::new(ActionKind::Pass),
            Action::new(ActionKind::JackOut)
        ])
    );
    act(&mut g, Action::new(ActionKind::JackOut));
    assert!(g.run.is_none());
    assert_eq!(g.decision_name(), "action");
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")), "no access");
    assert_eq!(g.runner.credits, 5, "not successful: no Gabriel credits");
    assert_eq!(g.runner.clicks, 3);
}

// Rules Reference, run step [5.4]: "when successful" abilities; Gabriel gains 2 on the first successful HQ run each turn only.
#[test]
fn run_5_4_gabriel_gains_2_on_first_successful_hq_run_each_turn() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""identity": "Gabriel Santiago: Consummate Professional", "credits": 5"#,
    );
    run_on(&mut g, "rd");
    pass(&mut g);
    assert!(g.run.is_none());
    assert_eq!(g.runner.credits, 5, "R&D does not count");
    run_on(&mut g, "hq");
    pass(&mut g);
    assert!(g.run.is_none());
    assert_eq!(g.runner.credits, 7);
    run_on(&mut g, "hq");
    pass(&mut g);
    assert!(g.run.is_none());
    assert_eq!(
        g.runner.credits, 7,
        "only the first successful HQ run this turn"
    );
    assert_eq!(g.runner.clicks, 1);
}

// Rules Reference, run step [5.4]: an HQ run that was jacked out of was not successful, so a later one is the first.
#[test]
fn run_5_4_gabriel_ignores_unsuccessful_runs() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        r#""identity": "Gabriel Santiago: Consummate Professional", "credits": 5"#,
    );
    run_on(&mut g, "hq");
    act(&mut g, Action::new(ActionKind::JackOut));
    assert_eq!(g.runner.credits, 5);
    run_on(&mut g, "hq");
    pass(&mut g);
    assert!(g.run.is_none());
    assert_eq!(g.runner.credits, 7);
}

// Rules Reference, run step [5.4] before [5.5]: "when successful" abilities resolve before access, so Gabriel's 2 credits can pay a trash cost.
#[test]
fn run_5_4_success_triggers_resolve_before_access() {
    let mut g = runner_turn(
        r#""credits": 0, "hq": ["PAD Campaign"]"#,
        r#""identity": "Gabriel Santiago: Consummate Professional", "credits": 2"#,
    );
    let pad = id(&g, "PAD Campaign");
    run_on(&mut g, "hq");
    pass(&mut g);
    assert_eq!(g.decision_name(), "trash_or_steal");
    assert_eq!(g.runner.credits, 4);
    act(&mut g, Action::new(ActionKind::Trash).card(pad));
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.cards[pad as usize].zone, Zone::Archives);
    assert!(g.run.is_none());
}

// ----- Paid ability windows -----

// Rules Reference, "Paid Ability Window": with nothing to do, no decision appears; a run on an empty central server goes straight to [5.2].
#[test]
fn paid_ability_window_with_nothing_to_do_asks_nothing() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"]"#,
        r#""identity": "Noise: Hacker Extraordinaire", "credits": 5"#,
    );
    let before = g.decisions;
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "jack_out");
    pass(&mut g);
    // [5.3], [5.4], [5.5] and [6] needed no decision.
    assert!(g.run.is_none());
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.decisions, before + 2);
}

// Rules Reference, run steps [5.1] (paid abilities only) and [5.3] (non-ice cards may be rezzed, not ice).
#[test]
fn paid_ability_window_5_3_corp_may_rez_non_ice_cards() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"],
           "servers": {"rd": {"ice": ["Enigma"]}, "remote1": {"root": ["PAD Campaign"]}}"#,
        r#""identity": "Noise: Hacker Extraordinaire", "credits": 5"#,
    );
    let pad = id(&g, "PAD Campaign");
    run_on(&mut g, "hq");
    // [5.1] offers the Corp no rez: the first decision is the Runner's jack-out.
    assert_eq!(g.decision_name(), "jack_out");
    pass(&mut g);
    assert_eq!(g.decision_name(), "paid_ability_window");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(
        sorted(g.legal_actions().to_vec()),
        sorted(vec![
            Action::new(ActionKind::Pass),
            Action::new(ActionKind::Rez).card(pad)
        ])
    );
    act(&mut g, Action::new(ActionKind::Rez).card(pad));
    assert!(g.cards[pad as usize].rezzed);
    assert_eq!(g.corp.credits, 3);
    pass_until(&mut g, "action");
    assert!(g.run.is_none());
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")));
}
