//! Rules about abilities across every pool (issue 24): an action or ability whose effect cannot
//! change the game state is not offered (Rules Reference, "Action", "Using Abilities" and its
//! Liquidation example, "Cannot"; FAQ, "Triggering Actions and Abilities": Archived Memories);
//! constant abilities apply only while their card is active (Rules Reference, "Constant
//! Abilities", "Active"); a card that lost all its abilities has none anywhere (Magnet).

mod common;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};

const PE: &str = "Jinteki: Personal Evolution";

/// A position: the Corp identity and part, the Runner part (Noise), whose turn, turn 2.
fn position(corp_id: &str, corp: &str, runner: &str, active: &str) -> GameState {
    position_vs_noise(corp_id, corp, runner, active)
}

fn ability(card: u8, index: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(index)
}

/// Passes until the Runner encounters `ice`.
fn to_encounter(g: &mut GameState, ice: u8) {
    pass_to(g, |g| g.run.is_some_and(|r| r.encounter == ice));
}

// ----- an effect that cannot change the game state is not offered -----

// Neurospike: with nothing scored this turn X is 0, so it cannot be played (Rules Reference,
// "Action"); once an agenda is scored it can.
#[test]
fn c30049_neurospike_not_playable_with_nothing_scored() {
    let corp = r#""credits": 5, "hq": ["Neurospike"], "rd": ["Enigma"],
        "servers": {"remote1": {"root": [{"title": "Nisei MK II", "advancement": 4}]}}"#;
    let mut g = position(
        HB,
        corp,
        r#""grip": ["Sure Gamble", "Sure Gamble"]"#,
        "corp",
    );
    let spike = id(&g, "Neurospike");
    assert!(legal_on(&g, ActionKind::Play, spike).is_empty());
    refused(&mut g, Action::new(ActionKind::Play).card(spike));
    pass_until(&mut g, "action");
    let nisei = id(&g, "Nisei MK II");
    let score = Action::new(ActionKind::Score).card(nisei);
    if !is_legal(&g, score) {
        only(&mut g, ActionKind::ClickCredit);
    }
    act(&mut g, score);
    pass_windows(&mut g);
    only_on(&mut g, ActionKind::Play, spike);
    assert_eq!(g.runner.grip.len(), 0, "2 net damage");
}

/// A run on HQ protected by `ice` (rezzed) with `rig` installed, at the encounter. Gordian Blade
/// in the rig keeps a window open there (its strength ability) against a code gate.
fn encounter_with(ice: &str, rig: &str, credits: u16) -> GameState {
    let corp = format!(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {{"hq": {{"ice": [{{"title": "{ice}", "rezzed": true}}]}}}}"#
    );
    let runner = format!(r#""credits": {credits}, "rig": [{rig}]"#);
    let mut g = position(HB, &corp, &runner, "runner");
    let c = id(&g, ice);
    run_on(&mut g, "hq");
    to_encounter(&mut g, c);
    g
}

// Leech: its counter cannot lower Lotus Field's strength ("cannot be lowered": Rules Reference,
// "Cannot"), so the ability is not offered there; it is on other ice.
#[test]
fn c30008_leech_not_offered_on_lotus_field() {
    let g = encounter_with(
        "Lotus Field",
        r#"{"title": "Leech", "virus": 2}, "Gordian Blade""#,
        5,
    );
    let leech = id(&g, "Leech");
    assert!(
        !is_legal(&g, ability(leech, 0)),
        "Leech on Lotus Field changes nothing"
    );
    let mut g = encounter_with("Enigma", r#"{"title": "Leech", "virus": 2}"#, 5);
    let leech = id(&g, "Leech");
    act(&mut g, ability(leech, 0));
    assert_eq!(g.current_strength(id(&g, "Enigma")), Some(1));
}

// Datasucker: the same on Lotus Field.
#[test]
fn c01008_datasucker_not_offered_on_lotus_field() {
    let mut g = encounter_with(
        "Lotus Field",
        r#"{"title": "Datasucker", "virus": 2}, "Gordian Blade""#,
        5,
    );
    let ds = id(&g, "Datasucker");
    assert!(!is_legal(&g, ability(ds, 0)));
    refused(&mut g, ability(ds, 0));
    assert_eq!(g.cards[ds as usize].virus, 2);
}

// Wyrm: its "-1 strength" ability is not offered on Lotus Field (its strength ability still is:
// raising Wyrm's strength changes the game).
#[test]
fn c01013_wyrm_lowering_not_offered_on_lotus_field() {
    let mut g = encounter_with("Lotus Field", r#""Wyrm""#, 20);
    let wyrm = id(&g, "Wyrm");
    while !is_legal(&g, ability(wyrm, 1)) && is_legal(&g, ability(wyrm, 0)) {
        act(&mut g, ability(wyrm, 0));
    }
    assert!(g.current_strength(wyrm) < g.current_strength(id(&g, "Lotus Field")));
    assert!(!is_legal(&g, ability(wyrm, 1)));
    // On Enigma, once Wyrm is as strong, it is offered.
    let mut g = encounter_with("Enigma", r#""Wyrm""#, 20);
    let wyrm = id(&g, "Wyrm");
    act(&mut g, ability(wyrm, 0));
    assert!(is_legal(&g, ability(wyrm, 1)));
}

// Closed Accounts: with the Runner at 0 credits there is nothing to lose.
#[test]
fn c01084_closed_accounts_not_playable_against_no_credits() {
    let corp = r#""credits": 5, "hq": ["Closed Accounts"]"#;
    let nbn = "NBN: Making News";
    let g = position(nbn, corp, r#""credits": 0, "tags": 1"#, "corp");
    assert!(legal_on(&g, ActionKind::Play, id(&g, "Closed Accounts")).is_empty());
    let g = position(nbn, corp, r#""credits": 1, "tags": 1"#, "corp");
    assert!(!legal_on(&g, ActionKind::Play, id(&g, "Closed Accounts")).is_empty());
}

// Punitive Counterstrike: with nothing stolen in the Runner's last turn, X is 0: not playable.
#[test]
fn c31078_punitive_counterstrike_not_playable_with_nothing_stolen() {
    let corp = r#""credits": 5, "hq": ["Punitive Counterstrike"]"#;
    let weyland = "Weyland Consortium: Building a Better World";
    let g = position(weyland, corp, r#""credits": 5"#, "corp");
    let pc = id(&g, "Punitive Counterstrike");
    assert!(legal_on(&g, ActionKind::Play, pc).is_empty());
}

// Celebrity Gift: alone in HQ it would reveal nothing and gain nothing.
#[test]
fn c31057_celebrity_gift_not_playable_alone_in_hq() {
    let g = position(
        PE,
        r#""credits": 5, "hq": ["Celebrity Gift"]"#,
        r#""credits": 5"#,
        "corp",
    );
    assert!(legal_on(&g, ActionKind::Play, id(&g, "Celebrity Gift")).is_empty());
    let g = position(
        PE,
        r#""credits": 5, "hq": ["Celebrity Gift", "Enigma"]"#,
        r#""credits": 5"#,
        "corp",
    );
    assert!(!legal_on(&g, ActionKind::Play, id(&g, "Celebrity Gift")).is_empty());
}

// Precognition: with R&D empty there is nothing to look at.
#[test]
fn c01073_precognition_not_playable_with_rd_empty() {
    let g = position(
        PE,
        r#""credits": 5, "hq": ["Precognition"]"#,
        r#""credits": 5"#,
        "corp",
    );
    assert!(legal_on(&g, ActionKind::Play, id(&g, "Precognition")).is_empty());
    let g = position(
        PE,
        r#""credits": 5, "hq": ["Precognition"], "rd": ["Enigma"]"#,
        r#""credits": 5"#,
        "corp",
    );
    assert!(!legal_on(&g, ActionKind::Play, id(&g, "Precognition")).is_empty());
}

// ----- constant abilities apply only while their card is active -----

// Magnet unrezzed (inactive) blanks nothing: a Botulus hosted on it places its counter when the
// Runner's turn begins (Rules Reference, "Constant Abilities", "Active").
#[test]
fn c31044_unrezzed_magnet_blanks_nothing() {
    let corp = r#""credits": 5, "rd": ["Hedge Fund", "Hedge Fund"],
        "servers": {"remote1": {"ice": [{"title": "Magnet", "rezzed": false,
                                         "hosted": [{"title": "Botulus", "virus": 1}]}]}}"#;
    let mut g = position(HB, corp, r#""credits": 5"#, "corp");
    let botulus = id(&g, "Botulus");
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.cards[botulus as usize].virus, 2);
}

// Magnet derezzed (Emergency Shutdown after a successful run on HQ): the Botulus it hosts gets
// its abilities back and places its counter when the Runner's next turn begins.
#[test]
fn c31044_derezzed_magnet_gives_abilities_back() {
    let corp = r#""credits": 5, "hq": ["Hedge Fund"], "rd": ["Hedge Fund", "Hedge Fund"],
        "servers": {"remote1": {"ice": [{"title": "Magnet", "rezzed": true,
                                         "hosted": [{"title": "Botulus", "virus": 1}]}]}}"#;
    let mut g = position(
        HB,
        corp,
        r#""credits": 5, "grip": ["Emergency Shutdown"]"#,
        "runner",
    );
    let (magnet, botulus) = (id(&g, "Magnet"), id(&g, "Botulus"));
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none());
    until(&mut g, at_action(Side::Runner));
    let es = id(&g, "Emergency Shutdown");
    only_on(&mut g, ActionKind::Play, es);
    // Magnet is the only installed ice: derezzed without a question.
    assert!(!rezzed(&g, magnet));
    assert_eq!(g.cards[botulus as usize].host, magnet);
    until(&mut g, at_action(Side::Corp));
    until(&mut g, at_action(Side::Runner));
    assert_eq!(
        g.cards[botulus as usize].virus, 2,
        "Botulus has its ability again"
    );
}

// ----- a blanked card's abilities are gone everywhere -----

// Egret on Magnet: Egret lost all its abilities, so Magnet (a code gate) gains no subtypes; the
// same Egret on other ice gives it three (Magnet's text; Egret's text).
#[test]
fn c31032_egret_on_magnet_gives_no_subtypes() {
    let corp = r#""credits": 5, "hq": ["Hedge Fund"],
        "servers": {"hq": {"ice": [{"title": "Magnet", "rezzed": true,
                                    "hosted": ["Egret"]}]}}"#;
    let runner = r#""credits": 9, "rig": ["Corroder", "Gordian Blade"]"#;
    let mut g = position(HB, corp, runner, "runner");
    let magnet = id(&g, "Magnet");
    let seen = obs(&g, Side::Runner);
    assert!(seen["corp"]["servers"]["hq"]["ice"][0]
        .get("gained_subtypes")
        .is_none());
    // Corroder (a barrier breaker) cannot interact with Magnet (Gordian Blade, a decoder, can).
    let corroder = id(&g, "Corroder");
    run_on(&mut g, "hq");
    to_encounter(&mut g, magnet);
    assert!(legal_on(&g, ActionKind::Break, corroder).is_empty());
    assert!(legal_on(&g, ActionKind::Ability, corroder).is_empty());
    // Derezzed, Magnet blanks nothing: Egret's subtypes come back.
    g.cards[magnet as usize].rezzed = false;
    let seen = obs(&g, Side::Runner);
    assert_eq!(
        seen["corp"]["servers"]["hq"]["ice"][0]["gained_subtypes"],
        serde_json::json!(["Barrier", "Code Gate", "Sentry"])
    );
}

// A card that lost its abilities is not asked anything through any path: a Parasite on Magnet
// gives no strength change and is not trashed with its host at 0 (covered in the Magnet tests),
// and Zone bookkeeping stays right.
#[test]
fn c31044_blank_program_stays_installed() {
    let corp = r#""credits": 5, "hq": ["Hedge Fund"],
        "servers": {"hq": {"ice": [{"title": "Magnet", "rezzed": true,
                                    "hosted": [{"title": "Parasite", "virus": 5}]}]}}"#;
    let g = position(HB, corp, r#""credits": 5"#, "runner");
    let (magnet, parasite) = (id(&g, "Magnet"), id(&g, "Parasite"));
    assert_eq!(g.current_strength(magnet), Some(3));
    assert_eq!(zone(&g, parasite), Zone::Rig);
    check_places(&g);
}
