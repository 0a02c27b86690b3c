//! Scenario tests of the neutral Core Set cards (Corp 01106-01113, Runner 01049-01053). Each test
//! checks an edge or limit of the card that the rules tests (turns.rs, install.rs, run.rs,
//! trace.rs, damage.rs, access.rs) do not already cover.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, GameState, Side, Zone};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

// ----- helpers -----

const GABRIEL: &str = "Gabriel Santiago: Consummate Professional";
const NOISE: &str = "Noise: Hacker Extraordinaire";

/// A Corp action phase: the Corp part (identity Jinteki unless given) and the Runner part as
/// JSON object bodies.
fn corp_turn(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "Jinteki: Personal Evolution"{csep}{corp}}},
            "runner": {{"identity": "{GABRIEL}"{rsep}{runner}}}}}"#,
        csep = if corp.is_empty() { "" } else { ", " },
        rsep = if runner.is_empty() { "" } else { ", " }
    ))
}

/// A Runner action phase: the Corp (HB) part and the Runner part (identity included).
fn runner_turn(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}}, "runner": {{{runner}}}, "active": "runner", "turn": 2}}"#
    ))
}

fn boost(g: &mut GameState, breaker: u8) {
    act(g, Action::new(ActionKind::Ability).card(breaker).target(0));
}

fn brk(g: &mut GameState, breaker: u8, sub: u8) {
    act(g, Action::new(ActionKind::Break).card(breaker).target(sub));
}

fn bid(g: &mut GameState, amount: u8) {
    act(g, Action::new(ActionKind::Bid).amount(amount));
}

/// A paid ability window of the Corp's own turn in which the Corp has priority.
fn corp_window_in_corp_turn(g: &GameState) -> bool {
    g.active == Side::Corp
        && g.decision_name() == "paid_ability_window"
        && g.current_side() == Some(Side::Corp)
}

fn cards_of(v: Vec<Action>) -> Vec<u8> {
    let mut c: Vec<u8> = v.iter().map(|a| a.card).collect();
    c.sort_unstable();
    c
}

// ----- Priority Requisition (01106) -----

// Priority Requisition: the free rez happens only "when you score" it; a steal rezzes nothing.
#[test]
fn c01106_priority_requisition_no_free_rez_when_stolen() {
    let mut g = runner_turn(
        r#""credits": 0, "servers": {"hq": {"ice": ["Enigma"]},
                                    "remote1": {"root": [{"title": "Priority Requisition", "advancement": 5}]}}"#,
        &format!(r#""identity": "{NOISE}""#),
    );
    let (pr, enigma) = (id(&g, "Priority Requisition"), id(&g, "Enigma"));
    run_on(&mut g, "remote1");
    pass_until_without(&mut g, "action", Action::new(ActionKind::Rez).card(enigma));
    assert!(g.run.is_none());
    assert_eq!(g.cards[pr as usize].zone, Zone::Score(Side::Runner));
    assert_eq!(g.agenda_points(Side::Runner), 3);
    assert!(!g.cards[enigma as usize].rezzed);
    assert_eq!(g.corp.credits, 0);
}

// Priority Requisition: only ice may be rezzed for free; with no unrezzed ice there is nothing to
// choose (an unrezzed asset is not offered).
#[test]
fn c01106_priority_requisition_rezzes_only_ice() {
    let mut g = corp_turn(
        r#""credits": 0, "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}]},
                                    "remote1": {"root": [{"title": "Priority Requisition", "advancement": 5}]},
                                    "remote2": {"root": ["PAD Campaign"]}}"#,
        "",
    );
    let (pr, pad) = (id(&g, "Priority Requisition"), id(&g, "PAD Campaign"));
    only(&mut g, ActionKind::ClickCredit);
    only_on(&mut g, ActionKind::Score, pr);
    assert_ne!(g.decision_name(), "rez_ice_free");
    assert_eq!(g.agenda_points(Side::Corp), 3);
    assert!(!g.cards[pad as usize].rezzed);
    assert_eq!(g.corp.credits, 1);
}

// ----- Private Security Force (01107) -----

// Private Security Force: an agenda's ability works only from the Corp's score area (not while
// installed, nor once stolen), and each use is one click for 1 meat damage, however many tags.
#[test]
fn c01107_private_security_force_only_when_scored_one_damage_per_click() {
    let installed = corp_turn(
        r#""servers": {"remote1": {"root": [{"title": "Private Security Force", "advancement": 3}]}}"#,
        r#""tags": 1, "grip": ["Sure Gamble"]"#,
    );
    assert!(legal(&installed, ActionKind::Ability).is_empty());
    let stolen = corp_turn(
        "",
        r#""tags": 1, "grip": ["Sure Gamble"], "score_area": ["Private Security Force"]"#,
    );
    assert!(legal(&stolen, ActionKind::Ability).is_empty());
    let mut g = corp_turn(
        r#""score_area": ["Private Security Force"]"#,
        r#""tags": 2, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    );
    let psf = id(&g, "Private Security Force");
    only_on(&mut g, ActionKind::Ability, psf);
    assert_eq!(g.runner.grip.len(), 2, "1 damage, not 1 per tag");
    assert_eq!(g.runner.heap.len(), 1);
    assert_eq!(g.corp.clicks, 2);
    assert_eq!(g.corp.credits, 5, "no credit cost");
}

// ----- Melange Mining Corp. (01108) -----

// Melange Mining Corp.: a click ability, so not usable in a paid ability window even with 3 clicks
// left (the [1.2] window, open because an unrezzed PAD Campaign could be rezzed); usable again on
// a later turn.
#[test]
fn c01108_melange_mining_corp_not_in_windows_and_again_next_turn() {
    let mut g = game(
        r#"{"corp": {"identity": "Jinteki: Personal Evolution", "credits": 5, "rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund"],
                     "servers": {"remote1": {"root": [{"title": "Melange Mining Corp.", "rezzed": true}]},
                                 "remote2": {"root": ["PAD Campaign"]}}},
            "runner": {"identity": "Gabriel Santiago: Consummate Professional", "clicks": 0},
            "active": "runner"}"#,
    );
    let m = id(&g, "Melange Mining Corp.");
    until(&mut g, corp_window_in_corp_turn);
    assert_eq!(g.corp.clicks, 3);
    assert!(g.corp.hq.is_empty(), "this is [1.2], before the draw");
    assert!(legal(&g, ActionKind::Ability).is_empty());
    assert_eq!(legal(&g, ActionKind::Rez).len(), 1);
    until(&mut g, at_action(Side::Corp));
    only_on(&mut g, ActionKind::Ability, m);
    assert_eq!(g.corp.credits, 12);
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.corp.credits, 12);
    only_on(&mut g, ActionKind::Ability, m);
    assert_eq!(g.corp.credits, 19);
    assert_eq!(g.corp.clicks, 0);
}

// ----- PAD Campaign (01109) -----

// PAD Campaign: unrezzed it gains nothing; rezzed in the Corp's [1.2] window it is active when
// the turn begins ([1.4]) and gains 1 that same turn.
#[test]
fn c01109_pad_campaign_only_while_rezzed_rez_at_1_2_counts() {
    let setup = || {
        let mut g = game(
            r#"{"corp": {"identity": "Jinteki: Personal Evolution", "credits": 5, "rd": ["Hedge Fund"],
                         "servers": {"remote1": {"root": ["PAD Campaign"]}}},
                "runner": {"identity": "Gabriel Santiago: Consummate Professional", "clicks": 0},
                "active": "runner"}"#,
        );
        until(&mut g, corp_window_in_corp_turn);
        assert!(g.corp.hq.is_empty(), "this is [1.2], before the draw");
        g
    };
    let mut unrezzed = setup();
    until(&mut unrezzed, at_action(Side::Corp));
    assert_eq!(unrezzed.corp.credits, 5);
    let mut g = setup();
    let pad = id(&g, "PAD Campaign");
    only_on(&mut g, ActionKind::Rez, pad);
    until(&mut g, at_action(Side::Corp));
    assert_eq!(
        g.corp.credits,
        5 - 2 + 1,
        "rez cost 2, then PAD's credit this turn"
    );
}

// ----- Hedge Fund (01110) -----

// Hedge Fund: exactly 9 (no identity bonus outside Weyland); an operation is played only as an
// action, never in a paid ability window.
#[test]
fn c01110_hedge_fund_gains_exactly_9_only_as_an_action() {
    let mut g = corp_turn(
        r#""credits": 6, "hq": ["Hedge Fund", "Hedge Fund"],
           "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        "",
    );
    let hf = g.corp.hq[0];
    only_on(&mut g, ActionKind::Play, hf);
    assert_eq!(g.corp.credits, 10);
    assert_eq!(g.cards[hf as usize].zone, Zone::Archives);
    assert_eq!(g.decision_name(), "paid_ability_window");
    assert!(legal(&g, ActionKind::Play).is_empty());
    pass_windows(&mut g);
    assert_eq!(legal(&g, ActionKind::Play).len(), 1);
}

// ----- Enigma (01111) -----

// Enigma: "lose a click" with no click left loses nothing (the run was made with the last click),
// and "end the run" still resolves.
#[test]
fn c01111_enigma_lose_click_with_none_left_then_ends_run() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "rd": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        &format!(r#""identity": "{GABRIEL}", "credits": 5, "clicks": 1"#),
    );
    let hf = g.corp.hq[0];
    run_on(&mut g, "hq");
    assert!(g.run.is_none());
    assert_eq!(g.runner.clicks, 0);
    assert_eq!(g.runner.credits, 5, "unsuccessful: no Gabriel credits");
    assert!(!known_to_runner(&g, hf));
    assert!(!g.is_over());
}

// ----- Hunter (01112) -----

// Hunter: strength 4 (a breaker needs 4 boosts); a broken trace subroutine starts no trace.
#[test]
fn c01112_hunter_broken_subroutine_starts_no_trace() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}]}}"#,
        &format!(
            r#""identity": "{NOISE}", "credits": 5, "rig": [{{"title": "Crypsis", "virus": 1}}]"#
        ),
    );
    let crypsis = id(&g, "Crypsis");
    run_on(&mut g, "hq");
    for _ in 0..3 {
        boost(&mut g, crypsis);
    }
    assert!(legal(&g, ActionKind::Break).is_empty(), "strength 3 < 4");
    boost(&mut g, crypsis);
    brk(&mut g, crypsis, 0);
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(g.runner.tags, 0);
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.corp.credits, 5, "the Corp bid nothing");
}

// ----- Wall of Static (01113) -----

// Wall of Static: an unbroken "end the run" makes the run unsuccessful (no Gabriel credits); once
// broken (strength 3: 3 boosts), the same run succeeds.
#[test]
fn c01113_wall_of_static_ends_run_unless_broken() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}]}}"#,
        &format!(
            r#""identity": "{GABRIEL}", "credits": 5, "rig": [{{"title": "Crypsis", "virus": 2}}]"#
        ),
    );
    let crypsis = id(&g, "Crypsis");
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "encounter");
    pass(&mut g);
    assert!(g.run.is_none());
    assert_eq!(g.runner.credits, 5);
    assert_eq!(g.runner.clicks, 3);
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")));
    run_on(&mut g, "hq");
    for _ in 0..3 {
        boost(&mut g, crypsis);
    }
    brk(&mut g, crypsis, 0);
    pass_until(&mut g, "action");
    assert!(g.run.is_none());
    assert_eq!(g.runner.credits, 5 - 4 + 2, "4 spent, Gabriel's 2 gained");
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")));
}

// ----- Infiltration (01049) -----

// Infiltration: with no unrezzed Corp card installed, only "gain 2" is offered.
#[test]
fn c01049_infiltration_expose_mode_needs_an_unrezzed_card() {
    let mut g = runner_turn(
        r#""hq": ["PAD Campaign"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        &format!(r#""identity": "{NOISE}", "credits": 1, "grip": ["Infiltration"]"#),
    );
    let inf = id(&g, "Infiltration");
    only_on(&mut g, ActionKind::Play, inf);
    // Gaining 2 is the single outcome: not asked.
    assert_ne!(g.decision_name(), "mode");
    assert_eq!(g.runner.credits, 3);
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(g.runner.heap.to_vec(), vec![inf]);
}

// Infiltration: exposing offers only unrezzed installed Corp cards (not rezzed ones, not HQ); the
// exposed card becomes known to the Runner and stays installed and unrezzed; no credits gained.
#[test]
fn c01049_infiltration_exposes_one_unrezzed_installed_card() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}, "Wall of Static"]},
                                           "remote1": {"root": ["Private Security Force"]}}"#,
        &format!(r#""identity": "{NOISE}", "credits": 1, "grip": ["Infiltration"]"#),
    );
    let (inf, wall, psf) = (
        id(&g, "Infiltration"),
        id(&g, "Wall of Static"),
        id(&g, "Private Security Force"),
    );
    only_on(&mut g, ActionKind::Play, inf);
    assert_eq!(legal(&g, ActionKind::Mode).len(), 2);
    act(&mut g, Action::new(ActionKind::Mode).card(inf).target(1));
    assert_eq!(g.decision_name(), "expose");
    assert_eq!(g.current_side(), Some(Side::Runner));
    let mut expected = vec![wall, psf];
    expected.sort_unstable();
    assert_eq!(cards_of(legal(&g, ActionKind::Expose)), expected);
    assert!(!known_to_runner(&g, psf));
    only_on(&mut g, ActionKind::Expose, psf);
    // Rules Reference, "Expose": the Corp may prevent it (Zaibatsu Loyalty); it declines.
    assert_eq!(g.decision_name(), "prevent_expose");
    pass(&mut g);
    assert!(known_to_runner(&g, psf));
    assert!(!known_to_runner(&g, wall));
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")));
    assert_eq!(g.cards[psf as usize].zone, Zone::Root(REMOTE1));
    assert!(!g.cards[psf as usize].rezzed);
    assert_eq!(g.runner.credits, 1);
    assert_eq!(g.decision_name(), "action");
}

// ----- Sure Gamble (01050) -----

// Sure Gamble: exactly +9 for 5; an event is played only as an action, not during a run.
#[test]
fn c01050_sure_gamble_not_playable_during_a_run() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        &format!(r#""identity": "{NOISE}", "credits": 6, "grip": ["Sure Gamble", "Sure Gamble"]"#),
    );
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "jack_out");
    assert!(legal(&g, ActionKind::Play).is_empty());
    pass_until(&mut g, "action");
    let sg = g.runner.grip[0];
    only_on(&mut g, ActionKind::Play, sg);
    assert_eq!(g.runner.credits, 10);
    assert_eq!(g.corp.credits, 5);
    assert_eq!(g.runner.clicks, 2);
}

// ----- Crypsis (01051) -----

// Crypsis: an AI breaker breaks a barrier and a sentry in one run; with its last counter used on
// the first, it is trashed after breaking the second, and the run goes on.
#[test]
fn c01051_crypsis_ai_breaks_any_ice_and_is_trashed_when_out_of_counters() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}, {"title": "Wall of Static", "rezzed": true}]}}"#,
        &format!(
            r#""identity": "{NOISE}", "credits": 10, "rig": [{{"title": "Crypsis", "virus": 1}}]"#
        ),
    );
    let crypsis = id(&g, "Crypsis");
    run_on(&mut g, "hq");
    for _ in 0..3 {
        boost(&mut g, crypsis);
    }
    brk(&mut g, crypsis, 0);
    assert_eq!(g.cards[crypsis as usize].virus, 0);
    assert_eq!(g.cards[crypsis as usize].zone, Zone::Rig);
    assert_eq!(g.runner.credits, 6);
    pass(&mut g); // [2.2] at Hunter
    assert_eq!(g.decision_name(), "encounter");
    for _ in 0..4 {
        boost(&mut g, crypsis);
    }
    brk(&mut g, crypsis, 0);
    assert_eq!(g.runner.credits, 1);
    assert_eq!(g.cards[crypsis as usize].zone, Zone::Heap);
    assert_eq!(g.runner.tags, 0);
    pass_until(&mut g, "action");
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")));
}

// Crypsis: each +1 strength costs 1; with 1 credit it reaches strength 1 only, cannot break
// Enigma (strength 2), and its boost is not offered once the credit is spent. Outside an
// encounter only the click ability (a virus counter) is offered.
#[test]
fn c01051_crypsis_strength_ability_limited_by_credits() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        &format!(
            r#""identity": "{NOISE}", "credits": 1, "rig": [{{"title": "Crypsis", "virus": 1}}]"#
        ),
    );
    let crypsis = id(&g, "Crypsis");
    assert_eq!(
        legal_on(&g, ActionKind::Ability, crypsis),
        vec![Action::new(ActionKind::Ability).card(crypsis).target(1)]
    );
    run_on(&mut g, "hq");
    assert_eq!(
        legal(&g, ActionKind::Ability),
        vec![Action::new(ActionKind::Ability).card(crypsis).target(0)]
    );
    assert!(legal(&g, ActionKind::Break).is_empty(), "strength 0 < 2");
    boost(&mut g, crypsis);
    // Strength 1 < 2 and no credit left: nothing more to do, so Enigma's subroutines resolve.
    assert!(g.run.is_none());
    assert_eq!(g.runner.credits, 0);
    assert_eq!(
        g.cards[crypsis as usize].boost, 0,
        "the boost lasted for the encounter"
    );
    assert_eq!(g.runner.clicks, 2, "Enigma's subroutines resolved");
    assert_eq!(
        g.cards[crypsis as usize].virus, 1,
        "no break: no counter removed"
    );
}

// ----- Access to Globalsec (01052) -----

// Access to Globalsec: +1 link per installed copy (two give 2), none from a copy in the grip.
#[test]
fn c01052_access_to_globalsec_each_installed_copy_adds_1_link() {
    let trace = |runner: &str| {
        let mut g = runner_turn(
            r#""credits": 0, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}]}}"#,
            &format!(r#""identity": "{NOISE}", "credits": 5, {runner}"#),
        );
        run_on(&mut g, "hq");
        assert_eq!(g.decision_name(), "trace_corp");
        bid(&mut g, 0);
        bid(&mut g, 1);
        g.runner.tags
    };
    // Trace 3 against link 2 + 1: a tie, the trace fails.
    assert_eq!(
        trace(r#""rig": ["Access to Globalsec", "Access to Globalsec"]"#),
        0
    );
    // Link 1 + 1 = 2 < 3.
    assert_eq!(
        trace(r#""rig": ["Access to Globalsec"], "grip": ["Access to Globalsec"]"#),
        1
    );
}

// ----- Armitage Codebusting (01053) -----

// Armitage Codebusting: takes at most what is left (1 of 1 credit) and is then trashed; the
// ability costs a click and is not offered during a run.
#[test]
fn c01053_armitage_codebusting_takes_last_odd_credit_then_trashed() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        &format!(
            r#""identity": "{NOISE}", "credits": 0, "rig": [{{"title": "Armitage Codebusting", "credits": 3}}]"#
        ),
    );
    let arm = id(&g, "Armitage Codebusting");
    run_on(&mut g, "hq");
    assert!(legal(&g, ActionKind::Ability).is_empty());
    pass_until(&mut g, "action");
    only_on(&mut g, ActionKind::Ability, arm);
    assert_eq!(g.runner.credits, 2);
    assert_eq!(g.cards[arm as usize].credits, 1);
    assert_eq!(g.cards[arm as usize].zone, Zone::Rig);
    only_on(&mut g, ActionKind::Ability, arm);
    assert_eq!(g.runner.credits, 3);
    assert_eq!(g.cards[arm as usize].zone, Zone::Heap);
    assert_eq!(g.runner.clicks, 1);
}

// ----- random games -----

fn neutral_deck(identity: &str, titles: &[&str]) -> DeckList {
    DeckList {
        identity: identity.to_string(),
        cards: titles.iter().map(|t| (t.to_string(), 3)).collect(),
    }
}

// Seeded random games with decks of the neutral cards under every identity: every game ends.
#[test]
fn random_games_neutral() {
    let corp_ids = [
        "Haas-Bioroid: Engineering the Future",
        "Jinteki: Personal Evolution",
        "NBN: Making News",
        "Weyland Consortium: Building a Better World",
    ];
    let runner_ids = [NOISE, GABRIEL, "Kate \"Mac\" McCaffrey: Digital Tinker"];
    let corp_cards = [
        "Priority Requisition",
        "Private Security Force",
        "Melange Mining Corp.",
        "PAD Campaign",
        "Hedge Fund",
        "Enigma",
        "Hunter",
        "Wall of Static",
    ];
    let runner_cards = [
        "Infiltration",
        "Sure Gamble",
        "Crypsis",
        "Access to Globalsec",
        "Armitage Codebusting",
    ];
    for seed in 0..240u64 {
        let corp = neutral_deck(corp_ids[seed as usize % 4], &corp_cards);
        let runner = neutral_deck(runner_ids[seed as usize % 3], &runner_cards);
        let mut g = GameState::new(&corp, &runner, seed).unwrap();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut steps = 0;
        while !g.is_over() {
            let legal = g.legal_actions();
            assert!(
                !legal.is_empty(),
                "no legal action at {}",
                g.decision_name()
            );
            let a = legal[(rng.next_u64() % legal.len() as u64) as usize];
            g.apply(a).unwrap();
            steps += 1;
            assert!(steps < 20_000, "game {seed} too long");
        }
        assert!(g.winner().is_some());
    }
}
