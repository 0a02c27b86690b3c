//! Scenario tests of the Haas-Bioroid cards of the Core Set (01055-01066), their rulings and FAQ
//! clarifications, and random games with Haas-Bioroid decks.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, GameState, Side, Zone, NEW_REMOTE};

const NOISE: &str = "Noise: Hacker Extraordinaire";

/// A Corp-turn position (Haas-Bioroid against Noise): the JSON object bodies of each side.
fn corp_turn(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}}, "runner": {{"identity": "{NOISE}", {runner}}}}}"#
    ))
}

/// A Runner-turn position (Haas-Bioroid against Noise).
fn runner_turn(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}}, "runner": {{"identity": "{NOISE}", {runner}}}, "active": "runner", "turn": 2}}"#
    ))
}

fn choose(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Mode).card(card).target(0));
}

fn install(g: &mut GameState, card: u8, server: u8) {
    act(
        g,
        Action::new(ActionKind::Install).card(card).server(server),
    );
}

fn trash(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Trash).card(card));
}

/// Corp action phase: click for a credit, then score `agenda` in the window that follows.
fn click_and_score(g: &mut GameState, agenda: u8) {
    act(g, Action::new(ActionKind::ClickCredit));
    act(g, Action::new(ActionKind::Score).card(agenda));
}

/// During an encounter: boosts Crypsis until it can break; returns the boosts needed.
fn boosts_to_break(g: &mut GameState, crypsis: u8) -> u32 {
    let mut n = 0;
    while legal_on(g, ActionKind::Break, crypsis).is_empty() {
        act(g, Action::new(ActionKind::Ability).card(crypsis).target(0));
        n += 1;
        assert!(n < 20);
    }
    n
}

fn zone(g: &GameState, c: u8) -> Zone {
    g.cards[c as usize].zone
}

// ----- 01055 Accelerated Beta Test -----

// Accelerated Beta Test: on score, look at the top 3 of R&D, install and rez any ice among them
// for free (one at a time), and trash the rest.
#[test]
fn c01055_accelerated_beta_test_installs_ice_free_and_trashes_the_rest() {
    let mut g = corp_turn(
        r#""credits": 5, "rd": ["Ichi 1.0", "Hedge Fund", "Enigma", "PAD Campaign"],
           "servers": {"remote1": {"root": [{"title": "Accelerated Beta Test", "advancement": 3}]}}"#,
        r#""credits": 5"#,
    );
    let abt = id(&g, "Accelerated Beta Test");
    let (ichi, enigma, hedge, pad) = (
        id(&g, "Ichi 1.0"),
        id(&g, "Enigma"),
        id(&g, "Hedge Fund"),
        id(&g, "PAD Campaign"),
    );
    click_and_score(&mut g, abt);
    assert_eq!(g.decision_name(), "mode");
    mode(&mut g, abt, 0);
    assert_eq!(g.decision_name(), "install_looked_ice");
    assert_eq!(g.current_side(), Some(Side::Corp));
    // Only the ice among the three looked-at cards can be installed; PAD Campaign (4th) is not looked at.
    let installs = legal(&g, ActionKind::Install);
    assert!(installs.iter().all(|a| a.card == ichi || a.card == enigma));
    assert!(installs.contains(
        &Action::new(ActionKind::Install)
            .card(ichi)
            .server(NEW_REMOTE)
    ));
    assert!(legal_on(&g, ActionKind::Install, hedge).is_empty());
    install(&mut g, ichi, HQ);
    assert_eq!(g.corp.servers[HQ as usize].ice.as_slice(), &[ichi]);
    assert!(
        g.cards[ichi as usize].rezzed,
        "rezzed ignoring its 5 credit rez cost"
    );
    install(&mut g, enigma, NEW_REMOTE);
    assert_eq!(zone(&g, enigma), Zone::Ice(REMOTE1));
    assert!(g.cards[enigma as usize].rezzed);
    // Hedge Fund is left: the Corp passes and it is trashed facedown.
    assert_eq!(g.decision_name(), "install_looked_ice");
    pass(&mut g);
    assert_eq!(zone(&g, hedge), Zone::Archives);
    assert!(!g.cards[hedge as usize].faceup);
    assert!(!known_to_runner(&g, hedge));
    assert_eq!(g.corp.rd.as_slice(), &[pad]);
    // 5 + 1 (click) + 1 (Haas-Bioroid's first install this turn); no install or rez cost paid.
    assert_eq!(g.corp.credits, 7);
    assert_eq!(g.agenda_points(Side::Corp), 2);
}

// Accelerated Beta Test: looking is optional; declining leaves R&D untouched.
#[test]
fn c01055_accelerated_beta_test_may_decline_to_look() {
    let mut g = corp_turn(
        r#""rd": ["Ichi 1.0", "Hedge Fund", "Enigma"],
           "servers": {"remote1": {"root": [{"title": "Accelerated Beta Test", "advancement": 3}]}}"#,
        r#""credits": 5"#,
    );
    let abt = id(&g, "Accelerated Beta Test");
    let rd = g.corp.rd.clone();
    click_and_score(&mut g, abt);
    mode(&mut g, abt, 1);
    assert_eq!(g.corp.rd, rd);
    assert!(g.corp.archives.is_empty());
    assert_eq!(g.decision_name(), "action");
}

// Accelerated Beta Test with no ice looked at: the Corp is still asked (the Runner must not learn
// that there was no ice), and every looked-at card is trashed.
#[test]
fn c01055_accelerated_beta_test_without_ice_trashes_all_three() {
    let mut g = corp_turn(
        r#""rd": ["Hedge Fund", "PAD Campaign", "Hedge Fund", "Enigma"],
           "servers": {"remote1": {"root": [{"title": "Accelerated Beta Test", "advancement": 3}]}}"#,
        r#""credits": 5"#,
    );
    let abt = id(&g, "Accelerated Beta Test");
    click_and_score(&mut g, abt);
    mode(&mut g, abt, 0);
    assert_eq!(g.decision_name(), "install_looked_ice");
    assert_eq!(
        g.legal_actions().as_slice(),
        &[Action::new(ActionKind::Pass)]
    );
    pass(&mut g);
    assert_eq!(g.corp.archives.len(), 3);
    assert_eq!(g.corp.rd.as_slice(), &[id(&g, "Enigma")]);
}

// ----- 01056 Adonis Campaign -----

// Adonis Campaign: 12 credits from the bank are put on it when it is rezzed.
#[test]
fn c01056_adonis_campaign_gets_12_credits_when_rezzed() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"remote1": {"root": ["Adonis Campaign"]}}"#,
        r#""credits": 5"#,
    );
    let adonis = id(&g, "Adonis Campaign");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    act(&mut g, Action::new(ActionKind::Rez).card(adonis));
    assert_eq!(g.corp.credits, 2, "6 less the rez cost of 4");
    assert_eq!(g.cards[adonis as usize].credits, 12);
}

// Adonis Campaign: the Corp takes 3 credits from it when its turn begins.
#[test]
fn c01056_adonis_campaign_pays_3_when_the_corp_turn_begins() {
    let mut g = runner_turn(
        r#""credits": 0, "rd": ["Hedge Fund", "Hedge Fund"],
           "servers": {"remote1": {"root": [{"title": "Adonis Campaign", "rezzed": true, "credits": 12}]}}"#,
        r#""credits": 0"#,
    );
    let adonis = id(&g, "Adonis Campaign");
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.corp.credits, 3);
    assert_eq!(g.cards[adonis as usize].credits, 9);
}

// Adonis Campaign: once it has no credits left it is trashed.
#[test]
fn c01056_adonis_campaign_is_trashed_when_empty() {
    let mut g = runner_turn(
        r#""credits": 0, "rd": ["Hedge Fund", "Hedge Fund"],
           "servers": {"remote1": {"root": [{"title": "Adonis Campaign", "rezzed": true, "credits": 2}]}}"#,
        r#""credits": 0"#,
    );
    let adonis = id(&g, "Adonis Campaign");
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.corp.credits, 2, "only what was left");
    assert_eq!(zone(&g, adonis), Zone::Archives);
    assert!(g.cards[adonis as usize].faceup);
}

// ----- 01057 Aggressive Secretary -----

// Aggressive Secretary can be advanced (an asset whose text allows it), even unrezzed.
#[test]
fn c01057_aggressive_secretary_can_be_advanced() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"remote1": {"root": ["Aggressive Secretary"]}, "remote2": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 5"#,
    );
    let sec = id(&g, "Aggressive Secretary");
    assert!(legal_on(&g, ActionKind::Advance, id(&g, "PAD Campaign")).is_empty());
    only_on(&mut g, ActionKind::Advance, sec);
    assert_eq!(g.cards[sec as usize].advancement, 1);
    assert_eq!(g.corp.credits, 4);
}

fn secretary_accessed(advancement: u8, corp_credits: u16) -> GameState {
    let mut g = runner_turn(
        &format!(
            r#""credits": {corp_credits}, "servers": {{"remote1": {{"root": [{{"title": "Aggressive Secretary", "advancement": {advancement}}}]}}}}"#
        ),
        r#""credits": 5, "rig": ["Crypsis", "Crypsis", "Crypsis"]"#,
    );
    run_on(&mut g, "remote1");
    pass_until(&mut g, "mode");
    g
}

// Aggressive Secretary: when accessed, the Corp may pay 2 credits to trash 1 program per
// advancement token.
#[test]
fn c01057_aggressive_secretary_trashes_a_program_per_token() {
    let mut g = secretary_accessed(2, 5);
    let sec = id(&g, "Aggressive Secretary");
    assert_eq!(g.current_side(), Some(Side::Corp));
    mode(&mut g, sec, 0);
    assert_eq!(g.corp.credits, 3);
    assert_eq!(g.decision_name(), "trash_programs");
    let crypses = ids(&g, "Crypsis");
    trash(&mut g, crypses[0]);
    trash(&mut g, crypses[2]);
    assert_eq!(g.runner.rig.as_slice(), &[crypses[1]]);
    assert_eq!(g.runner.heap.len(), 2);
    // Then the Runner decides about the accessed card (trash cost 0).
    assert_eq!(g.decision_name(), "trash_or_steal");
}

// Aggressive Secretary: the Corp may decline to pay; nothing is trashed.
#[test]
fn c01057_aggressive_secretary_corp_may_decline() {
    let mut g = secretary_accessed(3, 5);
    let sec = id(&g, "Aggressive Secretary");
    mode(&mut g, sec, 1);
    assert_eq!(g.corp.credits, 5);
    assert_eq!(g.runner.rig.len(), 3);
    assert_eq!(g.decision_name(), "trash_or_steal");
}

// Aggressive Secretary: without 2 credits the Corp cannot pay, so it is not asked.
#[test]
fn c01057_aggressive_secretary_needs_2_credits() {
    let mut g = runner_turn(
        r#""credits": 1, "servers": {"remote1": {"root": [{"title": "Aggressive Secretary", "advancement": 2}]}}"#,
        r#""credits": 5, "rig": ["Crypsis"]"#,
    );
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    assert_eq!(g.runner.rig.len(), 1);
}

// Ruling 1 on Aggressive Secretary (FAQ): the programs are trashed at the same time; none is
// trashed before all are chosen.
#[test]
fn ruling_c01057_1_programs_are_trashed_at_the_same_time() {
    let mut g = secretary_accessed(2, 5);
    let sec = id(&g, "Aggressive Secretary");
    mode(&mut g, sec, 0);
    let crypses = ids(&g, "Crypsis");
    trash(&mut g, crypses[1]);
    assert_eq!(g.decision_name(), "trash_programs");
    assert_eq!(g.runner.rig.len(), 3, "nothing trashed yet");
    assert!(g.runner.heap.is_empty());
    trash(&mut g, crypses[0]);
    assert_eq!(g.runner.rig.as_slice(), &[crypses[2]]);
}

// Ruling 2 on Aggressive Secretary (FAQ): the same program cannot be chosen twice; with fewer
// programs than tokens, all of them are trashed.
#[test]
fn ruling_c01057_2_same_program_not_chosen_twice() {
    let mut g = runner_turn(
        r#""credits": 5, "servers": {"remote1": {"root": [{"title": "Aggressive Secretary", "advancement": 3}]}}"#,
        r#""credits": 5, "rig": ["Crypsis", "Crypsis", "Access to Globalsec"]"#,
    );
    run_on(&mut g, "remote1");
    pass_until(&mut g, "mode");
    let sec = id(&g, "Aggressive Secretary");
    mode(&mut g, sec, 0);
    let crypses = ids(&g, "Crypsis");
    // Hardware is not a program.
    assert!(legal_on(&g, ActionKind::Trash, id(&g, "Access to Globalsec")).is_empty());
    trash(&mut g, crypses[0]);
    // The other Crypsis is the only program left: trashed without a question (the first is not
    // offered again). Three tokens but only two programs: both are trashed, no third choice.
    assert_eq!(g.runner.rig.as_slice(), &[id(&g, "Access to Globalsec")]);
    assert_eq!(g.decision_name(), "trash_or_steal");
}

// ----- 01058 Archived Memories -----

// Archived Memories: a card from Archives goes to HQ; the Runner knows it only if it was faceup.
#[test]
fn c01058_archived_memories_adds_a_card_from_archives_to_hq() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Archived Memories"], "archives": ["Hedge Fund", {"title": "Enigma", "faceup": true}]"#,
        r#""credits": 5"#,
    );
    let (hedge, enigma) = (id(&g, "Hedge Fund"), id(&g, "Enigma"));
    only(&mut g, ActionKind::Play);
    assert_eq!(g.decision_name(), "archives_to_hq");
    assert_eq!(legal(&g, ActionKind::Mode).len(), 2);
    choose(&mut g, hedge);
    assert_eq!(zone(&g, hedge), Zone::Hq);
    assert!(!known_to_runner(&g, hedge));
    assert_eq!(zone(&g, enigma), Zone::Archives);
    assert_eq!(zone(&g, id(&g, "Archived Memories")), Zone::Archives);
    assert_eq!(g.corp.hq.as_slice(), &[hedge]);

    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Archived Memories"], "archives": ["Hedge Fund", {"title": "Enigma", "faceup": true}]"#,
        r#""credits": 5"#,
    );
    let enigma = id(&g, "Enigma");
    only(&mut g, ActionKind::Play);
    choose(&mut g, enigma);
    assert_eq!(zone(&g, enigma), Zone::Hq);
    assert!(known_to_runner(&g, enigma), "it was faceup when it moved");
    let o = obs(&g, Side::Runner);
    assert_eq!(o["corp"]["hq"]["known"], serde_json::json!(["Enigma"]));
}

// FAQ ("Triggering Actions and Abilities"): Archived Memories cannot be played with Archives empty.
#[test]
fn faq_c01058_archived_memories_not_playable_with_empty_archives() {
    let g = corp_turn(
        r#""credits": 5, "hq": ["Archived Memories"]"#,
        r#""credits": 5"#,
    );
    assert!(legal(&g, ActionKind::Play).is_empty());
}

// ----- 01059 Biotic Labor -----

// Biotic Labor: the Corp gains 2 clicks.
#[test]
fn c01059_biotic_labor_gains_two_clicks() {
    let mut g = corp_turn(r#""credits": 4, "hq": ["Biotic Labor"]"#, r#""credits": 5"#);
    only(&mut g, ActionKind::Play);
    assert_eq!(g.corp.clicks, 4, "3 - 1 + 2");
    assert_eq!(g.corp.credits, 0);
    pass_windows(&mut g);
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.current_side(), Some(Side::Corp));
}

// ----- 01060 Shipment from MirrorMorph -----

// Shipment from MirrorMorph: up to 3 installs from HQ, one at a time, paying install costs.
#[test]
fn c01060_shipment_from_mirrormorph_installs_three_cards() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Shipment from MirrorMorph", "Enigma", "PAD Campaign", "Wall of Static", "Hedge Fund", "Biotic Labor"]"#,
        r#""credits": 5"#,
    );
    let ship = id(&g, "Shipment from MirrorMorph");
    let (enigma, hedge) = (id(&g, "Enigma"), id(&g, "Hedge Fund"));
    only_on(&mut g, ActionKind::Play, ship);
    assert_eq!(g.corp.credits, 4);
    assert_eq!(g.decision_name(), "install_from_hq");
    // Operations are not installed.
    assert!(legal_on(&g, ActionKind::Install, hedge).is_empty());
    assert!(!legal(&g, ActionKind::Pass).is_empty(), "up to 3");
    install(&mut g, enigma, HQ);
    // An install from HQ hides which card left (instance ids are redealt): look them up again.
    let pad = id(&g, "PAD Campaign");
    install(&mut g, pad, NEW_REMOTE);
    let wall = id(&g, "Wall of Static");
    install(&mut g, wall, HQ);
    // Wall of Static is the second ice on HQ: the Corp may trash Enigma first, or pay 1.
    assert_eq!(g.decision_name(), "install_trash");
    pass(&mut g);
    assert_eq!(g.corp.servers[HQ as usize].ice.len(), 2);
    assert_eq!(g.corp.servers[REMOTE1 as usize].root.len(), 1);
    // 4 + 1 (Haas-Bioroid, first install) - 1 (second ice on HQ).
    assert_eq!(g.corp.credits, 4);
    assert_eq!(g.corp.clicks, 2, "one click for the operation");
    assert_eq!(g.corp.hq.len(), 2);
    assert_ne!(g.decision_name(), "install_from_hq");
}

// Shipment from MirrorMorph: the Corp may stop after fewer installs.
#[test]
fn c01060_shipment_from_mirrormorph_may_stop_early() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Shipment from MirrorMorph", "Enigma", "PAD Campaign"]"#,
        r#""credits": 5"#,
    );
    let ship = id(&g, "Shipment from MirrorMorph");
    only_on(&mut g, ActionKind::Play, ship);
    let pad = id(&g, "PAD Campaign");
    install(&mut g, pad, NEW_REMOTE);
    assert_eq!(g.decision_name(), "install_from_hq");
    pass(&mut g);
    assert_eq!(g.corp.hq.len(), 1);
    assert_eq!(g.decision_name(), "paid_ability_window");
}

// ----- 01061 Heimdall 1.0 -----

/// A Runner turn: the Runner runs on HQ, protected by this rezzed ice.
fn encounter(ice: &str, runner: &str) -> GameState {
    let mut g = runner_turn(
        &format!(
            r#""credits": 5, "hq": ["Hedge Fund"], "servers": {{"hq": {{"ice": [{{"title": "{ice}", "rezzed": true}}]}}}}"#
        ),
        runner,
    );
    run_on(&mut g, "hq");
    g
}

// Heimdall 1.0 (bioroid): the Runner may lose a click to break each subroutine; the unbroken
// first subroutine does 1 brain damage.
#[test]
fn c01061_heimdall_clicks_break_and_brain_damage() {
    let mut g = encounter(
        "Heimdall 1.0",
        r#""credits": 5, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    );
    let heimdall = id(&g, "Heimdall 1.0");
    assert_eq!(g.runner.clicks, 3);
    let breaks = legal_on(&g, ActionKind::Break, heimdall);
    assert_eq!(breaks.len(), 3);
    let label = g.label(&breaks[1]);
    assert!(label.contains("lose 1 click"), "{label}");
    act(
        &mut g,
        Action::new(ActionKind::Break).card(heimdall).target(1),
    );
    act(
        &mut g,
        Action::new(ActionKind::Break).card(heimdall).target(2),
    );
    assert_eq!(g.runner.clicks, 1);
    assert_eq!(g.runner.credits, 5);
    assert!(legal_on(&g, ActionKind::Break, heimdall)
        .iter()
        .all(|a| a.target == 0));
    pass_until(&mut g, "jack_out");
    assert_eq!(g.runner.brain_damage, 1);
    assert_eq!(g.runner.grip.len(), 2);
    assert!(
        !g.run.unwrap().ended,
        "both end-the-run subroutines were broken"
    );
}

// Heimdall 1.0: unbroken, it ends the run.
#[test]
fn c01061_heimdall_ends_the_run() {
    let mut g = encounter("Heimdall 1.0", r#""credits": 5, "grip": ["Sure Gamble"]"#);
    pass(&mut g);
    assert!(g.run.is_none());
    assert_eq!(g.runner.brain_damage, 1);
    assert_eq!(g.decision_name(), "action");
}

// ----- 01062 Ichi 1.0 -----

// Ichi 1.0: two "trash a program" subroutines (the Corp chooses, FAQ "Subroutines") and a trace 1
// for 1 brain damage and 1 tag.
#[test]
fn c01062_ichi_trashes_programs_and_traces() {
    let mut g = encounter(
        "Ichi 1.0",
        r#""credits": 0, "grip": ["Sure Gamble", "Sure Gamble"], "rig": ["Crypsis", "Crypsis"]"#,
    );
    let crypses = ids(&g, "Crypsis");
    // Crypsis would need credits; the Runner lets everything resolve.
    pass(&mut g);
    assert_eq!(g.decision_name(), "trash_programs");
    assert_eq!(g.current_side(), Some(Side::Corp));
    trash(&mut g, crypses[1]);
    // The second subroutine has one program left to trash: a single outcome, not asked.
    assert!(g.runner.rig.is_empty());
    assert_eq!(g.decision_name(), "trace_corp");
    act(&mut g, Action::new(ActionKind::Bid).amount(0));
    act(&mut g, Action::new(ActionKind::Bid).amount(0));
    assert_eq!(g.runner.brain_damage, 1);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.runner.grip.len(), 1);
}

// Ichi 1.0: the Runner may lose clicks to break its subroutines.
#[test]
fn c01062_ichi_subroutines_broken_with_clicks() {
    let mut g = encounter(
        "Ichi 1.0",
        r#""credits": 0, "grip": ["Sure Gamble"], "rig": ["Crypsis"]"#,
    );
    let ichi = id(&g, "Ichi 1.0");
    for s in 0..3 {
        act(&mut g, Action::new(ActionKind::Break).card(ichi).target(s));
    }
    assert_eq!(g.runner.clicks, 0);
    pass_until(&mut g, "jack_out");
    assert_eq!(g.runner.rig.len(), 1);
    assert_eq!(g.runner.tags, 0);
}

// ----- 01063 Viktor 1.0 -----

// Viktor 1.0: with no click left the Runner cannot use its break ability; brain damage and end
// the run.
#[test]
fn c01063_viktor_without_clicks_brain_damage_and_end_run() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Hedge Fund", "Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Viktor 1.0", "rezzed": true}]}}"#,
        r#""clicks": 1, "credits": 5, "grip": ["Sure Gamble", "Sure Gamble"]"#,
    );
    run_on(&mut g, "hq");
    // No way to break: the encounter window is skipped and both subroutines resolve; the
    // Runner's turn is over (no click left) and the Corp's begins.
    assert_eq!(g.runner.brain_damage, 1);
    assert_eq!(g.runner.grip.len(), 1);
    assert!(g.run.is_none());
    assert_eq!(g.active, Side::Corp);
}

// Viktor 1.0: breaking its end-the-run subroutine with a click lets the run go on.
#[test]
fn c01063_viktor_click_break() {
    let mut g = encounter("Viktor 1.0", r#""credits": 5, "grip": ["Sure Gamble"]"#);
    let viktor = id(&g, "Viktor 1.0");
    assert_eq!(legal_on(&g, ActionKind::Break, viktor).len(), 2);
    act(
        &mut g,
        Action::new(ActionKind::Break).card(viktor).target(1),
    );
    assert_eq!(g.runner.clicks, 2);
    pass_until(&mut g, "jack_out");
    assert!(g.run.is_some());
    assert_eq!(g.runner.brain_damage, 1);
}

// ----- 01064 Rototurret -----

// Rototurret: the Corp trashes a program of its choice, then the run ends.
#[test]
fn c01064_rototurret_trashes_a_program_and_ends_the_run() {
    let g = encounter(
        "Rototurret",
        r#""credits": 0, "rig": ["Crypsis", "Access to Globalsec"]"#,
    );
    let rototurret = id(&g, "Rototurret");
    assert!(
        legal_on(&g, ActionKind::Break, rototurret).is_empty(),
        "not bioroid"
    );
    let crypsis = id(&g, "Crypsis");
    // The Runner cannot break it: the encounter window is skipped; Crypsis is the only program
    // to trash, a single outcome that is not asked.
    assert_eq!(zone(&g, crypsis), Zone::Heap);
    assert!(g.run.is_none());
}

// Rototurret with no program installed: nothing to trash, and the run still ends.
#[test]
fn c01064_rototurret_without_programs() {
    let g = encounter("Rototurret", r#""credits": 0"#);
    assert!(g.run.is_none());
    assert_eq!(g.decision_name(), "action");
}

// ----- 01065 Corporate Troubleshooter -----

// Corporate Troubleshooter: pay X and trash it: a rezzed ice protecting its server gets +X
// strength for the rest of the turn.
#[test]
fn c01065_corporate_troubleshooter_boosts_ice_for_the_turn() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "rd": ["Hedge Fund"],
           "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}], "root": [{"title": "Corporate Troubleshooter", "rezzed": true}]}}"#,
        r#""credits": 15, "rig": [{"title": "Crypsis", "virus": 3}]"#,
    );
    let (ts, enigma, crypsis) = (
        id(&g, "Corporate Troubleshooter"),
        id(&g, "Enigma"),
        id(&g, "Crypsis"),
    );
    run_on(&mut g, "hq");
    // The Corp may use the Troubleshooter in every window; it waits for the encounter.
    pass_until(&mut g, "encounter");
    assert_eq!(g.current_side(), Some(Side::Runner));
    pass(&mut g); // the Runner passes priority; the Corp may act
    assert_eq!(g.current_side(), Some(Side::Corp));
    // One ability; X from 0 to the Corp's 5 credits is chosen as it is used (amount.rs).
    assert_eq!(legal_on(&g, ActionKind::Ability, ts).len(), 1);
    act(&mut g, Action::new(ActionKind::Ability).card(ts).target(0));
    assert_eq!(amounts(&g), vec![0, 1, 2, 3, 4, 5]);
    assert_eq!(g.current_side(), Some(Side::Corp));
    bid(&mut g, 2);
    assert_eq!(g.corp.credits, 3);
    assert_eq!(zone(&g, ts), Zone::Archives);
    // Enigma is the only rezzed ice protecting HQ: the choice has one outcome and is not asked.
    assert_ne!(g.decision_name(), "choose_ice");
    let _ = enigma;
    // The Corp has nothing else to do: priority goes back to the Runner.
    assert_eq!(g.current_side(), Some(Side::Runner));
    // Enigma now has strength 2 + 2.
    assert_eq!(boosts_to_break(&mut g, crypsis), 4);
    act(
        &mut g,
        Action::new(ActionKind::Break).card(crypsis).target(0),
    );
    act(
        &mut g,
        Action::new(ActionKind::Break).card(crypsis).target(1),
    );
    pass_until(&mut g, "action");
    assert!(g.run.is_none());
    // Still +2 on a later run this turn.
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    assert_eq!(boosts_to_break(&mut g, crypsis), 4);
    jack_out_after_encounter(&mut g);
    // The next turn it is gone.
    until(&mut g, at_action(Side::Corp));
    assert!(g.turn_flags.ice_strength_bonus.iter().all(|s| s.1 == 0));
}

/// Lets the encountered Enigma's subroutines resolve (lose a click, end the run).
fn jack_out_after_encounter(g: &mut GameState) {
    pass(g);
    if g.decision_name() == "encounter" {
        pass(g);
    }
    assert!(g.run.is_none());
}

// Corporate Troubleshooter: only usable while a rezzed ice protects its server.
#[test]
fn c01065_corporate_troubleshooter_needs_rezzed_ice_in_its_server() {
    let g = corp_turn(
        r#""credits": 5, "servers": {"hq": {"ice": ["Enigma"], "root": [{"title": "Corporate Troubleshooter", "rezzed": true}]},
           "rd": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    let mut g = g;
    assert!(legal_on(&g, ActionKind::Ability, id(&g, "Corporate Troubleshooter")).is_empty());
    act(&mut g, Action::new(ActionKind::ClickCredit));
    // Nothing to do in the window after the action: it is skipped.
    assert_eq!(g.decision_name(), "action");
}

// ----- 01066 Experiential Data -----

// Experiential Data: ice protecting its server has +1 strength (only while it is rezzed).
#[test]
fn c01066_experiential_data_gives_ice_in_its_server_plus_one() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "rd": ["Hedge Fund"],
           "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}], "root": [{"title": "Experiential Data", "rezzed": true}]},
                       "rd": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 10, "rig": [{"title": "Crypsis", "virus": 3}]"#,
    );
    let crypsis = id(&g, "Crypsis");
    run_on(&mut g, "hq");
    assert_eq!(boosts_to_break(&mut g, crypsis), 3);
    jack_out_after_encounter(&mut g);
    run_on(&mut g, "rd");
    assert_eq!(
        boosts_to_break(&mut g, crypsis),
        2,
        "R&D's ice is not affected"
    );
    jack_out_after_encounter(&mut g);

    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"],
           "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}], "root": ["Experiential Data"]}}"#,
        r#""credits": 10, "rig": [{"title": "Crypsis", "virus": 3}]"#,
    );
    let crypsis = id(&g, "Crypsis");
    run_on(&mut g, "hq");
    if g.decision_name() != "encounter" {
        // The Corp is asked whether to rez the upgrade at [2.3]; it declines.
        pass_until(&mut g, "encounter");
    }
    assert_eq!(boosts_to_break(&mut g, crypsis), 2, "unrezzed: no bonus");
}

// ----- random games -----

fn hb_deck() -> DeckList {
    DeckList::parse(
        "Haas-Bioroid: Engineering the Future
         2 Accelerated Beta Test
         2 Adonis Campaign
         2 Aggressive Secretary
         2 Archived Memories
         2 Biotic Labor
         2 Shipment from MirrorMorph
         2 Heimdall 1.0
         2 Ichi 1.0
         2 Viktor 1.0
         2 Rototurret
         2 Corporate Troubleshooter
         2 Experiential Data
         3 Priority Requisition
         3 Private Security Force
         3 Hedge Fund
         3 Enigma
         3 PAD Campaign",
    )
    .unwrap()
}

fn runner_deck() -> DeckList {
    let mut d = DeckList::default_runner();
    d.identity = NOISE.into();
    d
}

#[test]
fn random_games_haas_bioroid() {
    let deck = hb_deck();
    let mut wins = [0u32; 2];
    for seed in 0..300 {
        let g = random_game(&deck, &runner_deck(), seed, seed < 40);
        wins[(g.winner() == Some(Side::Runner)) as usize] += 1;
    }
    assert!(wins[0] + wins[1] == 300);
}
