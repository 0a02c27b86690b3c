//! Scenario tests of the System Gateway Weyland Consortium cards (30059-30066), of three neutral
//! System Gateway Corp cards (Tithe 30073, Whitespace 30074, The Syndicate 30077), their rulings,
//! and random games with decks holding them.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, EventKind, GameState, Side, Zone};

const BUILT_TO_LAST: &str = "Weyland Consortium: Built to Last";
const BBW: &str = "Weyland Consortium: Building a Better World";
const SYNDICATE: &str = "The Syndicate: Profit over Principle";
const NOISE: &str = "Noise: Hacker Extraordinaire";

/// A Corp-turn position (Built to Last against Noise): the JSON object bodies of each side.
fn corp_turn(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{BUILT_TO_LAST}", {corp}}}, "runner": {{"identity": "{NOISE}", {runner}}}}}"#
    ))
}

/// A Runner-turn position (Built to Last against Noise).
fn runner_turn(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{BUILT_TO_LAST}", {corp}}}, "runner": {{"identity": "{NOISE}", {runner}}}, "active": "runner", "turn": 2}}"#
    ))
}

/// The start of a Corp turn ([1.1] done), before "when your turn begins" abilities.
fn corp_turn_start(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{BUILT_TO_LAST}", {corp}}}, "runner": {{"identity": "{NOISE}", {runner}}}, "phase": "turn_start", "turn": 3}}"#
    ))
}

fn zone(g: &GameState, c: u8) -> Zone {
    g.cards[c as usize].zone
}

/// Advances `c` (action phase), then passes the paid ability window that follows.
fn advance(g: &mut GameState, c: u8) {
    act(g, Action::new(ActionKind::Advance).card(c));
    pass_windows(g);
}

fn trash(g: &mut GameState, c: u8) {
    act(g, Action::new(ActionKind::Trash).card(c));
}

fn play(g: &mut GameState, c: u8) {
    act(g, Action::new(ActionKind::Play).card(c));
}

/// Corp action phase: click for a credit, then score `agenda` in the window that follows.
fn click_and_score(g: &mut GameState, agenda: u8) {
    act(g, Action::new(ActionKind::ClickCredit));
    act(g, Action::new(ActionKind::Score).card(agenda));
}

/// An illegal action is refused with an error and leaves the state as it was.
fn refused(g: &mut GameState, a: Action) {
    let before = g.to_json();
    assert!(g.apply(a).is_err(), "{a:?} was accepted");
    assert_eq!(g.to_json(), before, "a refused action changed the state");
}

// ----- 30059 Weyland Consortium: Built to Last -----

// Built to Last: advancing a card with no advancement token gains 2 credits (1 spent, 2 gained).
#[test]
fn c30059_advancing_a_card_with_no_token_gains_2() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"remote1": {"root": ["Priority Requisition"]}, "hq": {"ice": ["Ice Wall"]}}"#,
        r#""credits": 5"#,
    );
    let (pr, wall) = (id(&g, "Priority Requisition"), id(&g, "Ice Wall"));
    advance(&mut g, pr);
    assert_eq!(g.cards[pr as usize].advancement, 1);
    assert_eq!(g.corp.credits, 6);
    // Any card that can be advanced: unrezzed ice too.
    advance(&mut g, wall);
    assert_eq!(g.corp.credits, 7);
    assert_eq!(g.corp.clicks, 1);
}

// Built to Last: only the Corp's identity; Building a Better World does not gain on advancing.
#[test]
fn c30059_other_identity_gains_nothing() {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{BBW}", "credits": 5, "servers": {{"remote1": {{"root": ["Priority Requisition"]}}}}}},
            "runner": {{"identity": "{NOISE}"}}}}"#
    ));
    let c = id(&g, "Priority Requisition");
    advance(&mut g, c);
    assert_eq!(g.corp.credits, 4);
}

// Ruling 1 on Built to Last: "had no advancement counters" is usually the first advance: a card
// already holding a token gains nothing.
#[test]
fn ruling_c30059_1_only_a_card_without_tokens() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"remote1": {"root": [{"title": "Priority Requisition", "advancement": 1}]}}"#,
        r#""credits": 5"#,
    );
    let c = id(&g, "Priority Requisition");
    advance(&mut g, c);
    assert_eq!(g.corp.credits, 4);
}

// Ruling 2 on Built to Last: placing advancement tokens (Shipment from Kaguya) is not
// advancing: no credit.
#[test]
fn ruling_c30059_2_placing_tokens_is_not_advancing() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Shipment from Kaguya"],
           "servers": {"remote1": {"root": ["Priority Requisition"]}, "hq": {"ice": ["Ice Wall"]}}"#,
        r#""credits": 5"#,
    );
    let (pr, wall) = (id(&g, "Priority Requisition"), id(&g, "Ice Wall"));
    let c = id(&g, "Shipment from Kaguya");
    play(&mut g, c);
    assert_eq!(g.decision_name(), "place_advancement");
    advance(&mut g, pr);
    advance(&mut g, wall);
    assert_eq!(g.cards[pr as usize].advancement, 1);
    assert_eq!(g.cards[wall as usize].advancement, 1);
    assert_eq!(
        g.corp.credits, 5,
        "Kaguya costs 0 and placing gains nothing"
    );
    // A later real advance of a card holding a placed token gains nothing either.
    advance(&mut g, pr);
    assert_eq!(g.corp.credits, 4);
}

// Ruling 3 on Built to Last: advances happen one after another; only the first can find the
// card without tokens (here two advances of the same card, then a fresh card again gains).
#[test]
fn ruling_c30059_3_successive_advances_only_first_gains() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"remote1": {"root": ["Priority Requisition"]}, "remote2": {"root": ["Private Security Force"]}}"#,
        r#""credits": 5"#,
    );
    let (pr, psf) = (
        id(&g, "Priority Requisition"),
        id(&g, "Private Security Force"),
    );
    advance(&mut g, pr);
    assert_eq!(g.corp.credits, 6);
    advance(&mut g, pr);
    assert_eq!(g.corp.credits, 5);
    advance(&mut g, psf);
    assert_eq!(g.corp.credits, 6);
}

// ----- 30060 Above the Law -----

// Above the Law: on score the Corp may trash one installed resource.
#[test]
fn c30060_on_score_trashes_a_resource() {
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": [{"title": "Above the Law", "advancement": 3}]}}"#,
        r#""rig": ["Armitage Codebusting", "Access to Globalsec", "Crypsis"]"#,
    );
    let (atl, arm, crypsis) = (
        id(&g, "Above the Law"),
        id(&g, "Armitage Codebusting"),
        id(&g, "Crypsis"),
    );
    click_and_score(&mut g, atl);
    assert_eq!(g.decision_name(), "trash_resource");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(legal(&g, ActionKind::Trash).len(), 2, "resources only");
    // Bad input: a program is not a resource.
    refused(&mut g, Action::new(ActionKind::Trash).card(crypsis));
    trash(&mut g, arm);
    assert_eq!(zone(&g, arm), Zone::Heap);
    assert_eq!(g.runner.rig.len(), 2);
    assert_eq!(g.agenda_points(Side::Corp), 2);
}

// Above the Law: "may": the Corp can decline.
#[test]
fn c30060_may_decline() {
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": [{"title": "Above the Law", "advancement": 3}]}}"#,
        r#""rig": ["Armitage Codebusting"]"#,
    );
    let c = id(&g, "Above the Law");
    click_and_score(&mut g, c);
    assert_eq!(g.decision_name(), "trash_resource");
    pass(&mut g);
    assert_eq!(zone(&g, id(&g, "Armitage Codebusting")), Zone::Rig);
}

// Above the Law: with no resource installed nothing is asked.
#[test]
fn c30060_no_resource_nothing_asked() {
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": [{"title": "Above the Law", "advancement": 3}]}}"#,
        r#""rig": ["Crypsis"]"#,
    );
    let c = id(&g, "Above the Law");
    click_and_score(&mut g, c);
    assert_ne!(g.decision_name(), "trash_resource");
    assert_eq!(g.runner.rig.len(), 1);
    assert_eq!(g.agenda_points(Side::Corp), 2);
}

// ----- 30061 Clearinghouse -----

// Clearinghouse: as the Corp's turn begins, it may be trashed for 1 meat damage per token.
#[test]
fn c30061_turn_begins_trash_for_meat_damage() {
    let mut g = corp_turn_start(
        r#""rd": ["Hedge Fund"], "servers": {"remote1": {"root": [{"title": "Clearinghouse", "rezzed": true, "advancement": 3}]}}"#,
        r#""grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    );
    let ch = id(&g, "Clearinghouse");
    pass_until(&mut g, "mode");
    assert_eq!(g.current_side(), Some(Side::Corp));
    mode(&mut g, ch, 0);
    assert_eq!(zone(&g, ch), Zone::Archives);
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.runner.heap.len(), 3);
    assert!(!g.is_over());
}

// Clearinghouse: the Corp may keep it.
#[test]
fn c30061_may_keep_it() {
    let mut g = corp_turn_start(
        r#""rd": ["Hedge Fund"], "servers": {"remote1": {"root": [{"title": "Clearinghouse", "rezzed": true, "advancement": 2}]}}"#,
        r#""grip": ["Sure Gamble", "Sure Gamble"]"#,
    );
    let ch = id(&g, "Clearinghouse");
    pass_until(&mut g, "mode");
    mode(&mut g, ch, 1);
    assert_eq!(zone(&g, ch), Zone::Root(REMOTE1));
    assert_eq!(g.cards[ch as usize].advancement, 2);
    assert_eq!(g.runner.grip.len(), 2);
}

// Clearinghouse: more meat damage than cards in the grip flatlines the Runner.
#[test]
fn c30061_flatlines() {
    let mut g = corp_turn_start(
        r#""rd": ["Hedge Fund"], "servers": {"remote1": {"root": [{"title": "Clearinghouse", "rezzed": true, "advancement": 4}]}}"#,
        r#""grip": ["Sure Gamble", "Sure Gamble"]"#,
    );
    pass_until(&mut g, "mode");
    let c = id(&g, "Clearinghouse");
    mode(&mut g, c, 0);
    assert_eq!(g.winner(), Some(Side::Corp));
}

// Clearinghouse: without tokens it may still be trashed, for no damage; unrezzed it is inactive
// and asks nothing.
#[test]
fn c30061_no_tokens_no_damage_and_unrezzed_inactive() {
    let mut g = corp_turn_start(
        r#""rd": ["Hedge Fund"], "servers": {"remote1": {"root": [{"title": "Clearinghouse", "rezzed": true}]}}"#,
        r#""grip": ["Sure Gamble"]"#,
    );
    let ch = id(&g, "Clearinghouse");
    pass_until(&mut g, "mode");
    mode(&mut g, ch, 0);
    assert_eq!(zone(&g, ch), Zone::Archives);
    assert_eq!(g.runner.grip.len(), 1);

    let mut g = corp_turn_start(
        r#""rd": ["Hedge Fund"], "servers": {"remote1": {"root": [{"title": "Clearinghouse", "advancement": 3}]}}"#,
        r#""grip": ["Sure Gamble"]"#,
    );
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.runner.grip.len(), 1);
}

// Ruling 1 on Clearinghouse: it can be advanced while unrezzed.
#[test]
fn ruling_c30061_1_advanced_unrezzed() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"remote1": {"root": ["Clearinghouse"]}}"#,
        r#""credits": 5"#,
    );
    let ch = id(&g, "Clearinghouse");
    advance(&mut g, ch);
    assert_eq!(g.cards[ch as usize].advancement, 1);
    assert!(!g.cards[ch as usize].rezzed);
    // Built to Last's 2 credits as it held no token.
    assert_eq!(g.corp.credits, 6);
}

// ----- 30062 Ballista -----

/// A run on HQ protected by a rezzed Ballista; the Runner cannot break it.
fn ballista_run(rig: &str) -> GameState {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Ballista", "rezzed": true}]}}"#,
        &format!(r#""credits": 0, "rig": [{rig}]"#),
    );
    run_on(&mut g, "hq");
    g
}

// Ballista: the Corp may trash a program instead of ending the run; the run goes on.
#[test]
fn c30062_trash_a_program() {
    let mut g = ballista_run(r#""Crypsis", "Corroder""#);
    let (crypsis, corroder) = (id(&g, "Crypsis"), id(&g, "Corroder"));
    pass_until(&mut g, "mode");
    let c = id(&g, "Ballista");
    mode(&mut g, c, 0);
    assert_eq!(g.decision_name(), "trash_programs");
    assert_eq!(legal(&g, ActionKind::Trash).len(), 2);
    trash(&mut g, corroder);
    assert_eq!(zone(&g, corroder), Zone::Heap);
    assert_eq!(zone(&g, crypsis), Zone::Rig);
    let run = g.run.expect("the run goes on");
    assert!(!run.ended);
}

// Ballista: or the Corp ends the run.
#[test]
fn c30062_end_the_run() {
    let mut g = ballista_run(r#""Crypsis""#);
    pass_until(&mut g, "mode");
    let c = id(&g, "Ballista");
    mode(&mut g, c, 1);
    assert!(g.run.is_none_or(|r| r.ended));
    assert_eq!(zone(&g, id(&g, "Crypsis")), Zone::Rig);
}

// Ballista: with no program installed only ending the run can resolve (Rules Reference, "Must":
// Fairchild 2.0), so the run ends without a choice.
#[test]
fn c30062_no_program_ends_the_run() {
    let mut g = ballista_run(r#""Armitage Codebusting""#);
    for _ in 0..20 {
        assert_ne!(g.decision_name(), "mode");
        if g.run.is_none_or(|r| r.ended) {
            break;
        }
        pass(&mut g);
    }
    assert!(g.run.is_none_or(|r| r.ended));
    assert_eq!(g.runner.rig.len(), 1);
}

// Ruling 1 on Ballista: the Corp makes the choice.
#[test]
fn ruling_c30062_1_the_corp_chooses() {
    let mut g = ballista_run(r#""Crypsis""#);
    pass_until(&mut g, "mode");
    assert_eq!(g.current_side(), Some(Side::Corp));
    // Bad input: the Runner's side cannot answer, and no third option exists.
    let ballista = id(&g, "Ballista");
    refused(
        &mut g,
        Action::new(ActionKind::Mode).card(ballista).target(2),
    );
}

// ----- 30063 Pharos -----

// Pharos: strength 5, +5 with 3 or more advancement tokens.
#[test]
fn c30063_strength_with_three_tokens() {
    for (tokens, boosts) in [(0, 5), (2, 5), (3, 10), (4, 10)] {
        let mut g = runner_turn(
            &format!(
                r#""credits": 5, "hq": ["Hedge Fund"], "servers": {{"hq": {{"ice": [{{"title": "Pharos", "rezzed": true, "advancement": {tokens}}}]}}}}"#
            ),
            r#""credits": 30, "rig": [{"title": "Crypsis", "virus": 2}]"#,
        );
        let crypsis = id(&g, "Crypsis");
        run_on(&mut g, "hq");
        assert_eq!(boosts_to_break(&mut g, crypsis), boosts, "{tokens} tokens");
    }
}

// Pharos: give the Runner 1 tag, end the run, end the run.
#[test]
fn c30063_subroutines() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Pharos", "rezzed": true}]}}"#,
        r#""credits": 0"#,
    );
    run_on(&mut g, "hq");
    until(&mut g, |g| g.run.is_none_or(|r| r.ended));
    assert_eq!(g.runner.tags, 1);
}

// Ruling 1 on Pharos: it can be advanced while unrezzed.
#[test]
fn ruling_c30063_1_advanced_unrezzed() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"hq": {"ice": ["Pharos"]}}"#,
        r#""credits": 5"#,
    );
    let ph = id(&g, "Pharos");
    advance(&mut g, ph);
    advance(&mut g, ph);
    assert_eq!(g.cards[ph as usize].advancement, 2);
    assert!(!g.cards[ph as usize].rezzed);
}

// ----- 30064 Government Subsidy -----

// Government Subsidy: pay 10, gain 15.
#[test]
fn c30064_gains_15() {
    let mut g = corp_turn(
        r#""credits": 10, "hq": ["Government Subsidy"]"#,
        r#""credits": 5"#,
    );
    let c = id(&g, "Government Subsidy");
    play(&mut g, c);
    assert_eq!(g.corp.credits, 15);
    assert_eq!(g.corp.clicks, 2);
}

// Government Subsidy: it costs 10; it is a transaction (Building a Better World gains 1).
#[test]
fn c30064_cost_and_transaction() {
    let g = corp_turn(
        r#""credits": 9, "hq": ["Government Subsidy"]"#,
        r#""credits": 5"#,
    );
    assert!(legal(&g, ActionKind::Play).is_empty());
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{BBW}", "credits": 10, "hq": ["Government Subsidy"]}},
            "runner": {{"identity": "{NOISE}"}}}}"#
    ));
    let c = id(&g, "Government Subsidy");
    play(&mut g, c);
    assert_eq!(g.corp.credits, 16);
}

// ----- 30065 Retribution -----

// Retribution: while tagged, the Corp trashes one installed program or piece of hardware.
#[test]
fn c30065_trashes_program_or_hardware() {
    let mut g = corp_turn(
        r#""credits": 1, "hq": ["Retribution"]"#,
        r#""tags": 1, "rig": ["Crypsis", "Akamatsu Mem Chip", "Armitage Codebusting"]"#,
    );
    let (chip, arm) = (id(&g, "Akamatsu Mem Chip"), id(&g, "Armitage Codebusting"));
    let c = id(&g, "Retribution");
    play(&mut g, c);
    assert_eq!(g.decision_name(), "trash_program_or_hardware");
    assert_eq!(legal(&g, ActionKind::Trash).len(), 2);
    // Bad input: a resource cannot be chosen.
    refused(&mut g, Action::new(ActionKind::Trash).card(arm));
    trash(&mut g, chip);
    assert_eq!(zone(&g, chip), Zone::Heap);
    assert_eq!(g.corp.credits, 0);
    assert_eq!(g.runner.rig.len(), 2);
}

// Retribution: only while the Runner is tagged.
#[test]
fn c30065_only_while_tagged() {
    let g = corp_turn(
        r#""credits": 5, "hq": ["Retribution"]"#,
        r#""rig": ["Crypsis"]"#,
    );
    assert!(legal(&g, ActionKind::Play).is_empty());
}

// Retribution: with nothing to trash it cannot change the game state, so it cannot be played
// (Rules Reference, "Abilities": Liquidation); a single target is trashed without a question.
#[test]
fn c30065_needs_a_target() {
    let g = corp_turn(
        r#""credits": 5, "hq": ["Retribution"]"#,
        r#""tags": 2, "rig": ["Armitage Codebusting"]"#,
    );
    assert!(legal(&g, ActionKind::Play).is_empty());
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Retribution"]"#,
        r#""tags": 2, "rig": ["Armitage Codebusting", "Crypsis"]"#,
    );
    let c = id(&g, "Retribution");
    play(&mut g, c);
    assert_eq!(zone(&g, id(&g, "Crypsis")), Zone::Heap);
    assert_eq!(g.decision_name(), "action");
}

// ----- 30066 Malapert Data Vault -----

/// Malapert in remote1 (rezzed unless told) with a scorable Private Security Force beside it.
fn malapert(rezzed: bool, rd: &str) -> GameState {
    corp_turn(
        &format!(
            r#""rd": [{rd}], "servers": {{"remote1": {{"root": [{{"title": "Malapert Data Vault", "rezzed": {rezzed}}},
               {{"title": "Private Security Force", "advancement": 4}}]}},
               "remote2": {{"root": [{{"title": "Priority Requisition", "advancement": 5}}]}}}}"#
        ),
        r#""credits": 5"#,
    )
}

// Malapert Data Vault: scoring from its server, the Corp finds a card that is not an agenda,
// reveals it and adds it to HQ; R&D is shuffled.
#[test]
fn c30066_search_on_score_from_its_server() {
    let mut g = malapert(true, r#""Priority Requisition", "Hedge Fund", "Enigma""#);
    let (mdv, psf, enigma) = (
        id(&g, "Malapert Data Vault"),
        id(&g, "Private Security Force"),
        id(&g, "Enigma"),
    );
    click_and_score(&mut g, psf);
    assert_eq!(g.decision_name(), "mode");
    mode(&mut g, mdv, 0);
    assert_eq!(g.decision_name(), "search_rd");
    let found: Vec<u8> = legal(&g, ActionKind::Mode).iter().map(|a| a.card).collect();
    assert_eq!(found.len(), 2, "agendas cannot be found; no declining now");
    assert!(found.contains(&enigma));
    // Bad input: an agenda of R&D is refused.
    let pr_rd = ids(&g, "Priority Requisition")
        .into_iter()
        .find(|&c| zone(&g, c) == Zone::Rd)
        .unwrap();
    refused(&mut g, Action::new(ActionKind::Mode).card(pr_rd).target(0));
    mode(&mut g, enigma, 0);
    assert_eq!(zone(&g, enigma), Zone::Hq);
    assert!(known_to_runner(&g, enigma), "revealed");
    assert_eq!(g.corp.rd.len(), 2);
    // After the shuffle the Corp no longer knows R&D's order.
    for &c in g.corp.rd.iter() {
        assert!(!g.cards[c as usize].known_to(Side::Corp));
    }
}

// Malapert Data Vault: "may": declining looks at nothing and shuffles nothing.
#[test]
fn c30066_may_decline() {
    let mut g = malapert(true, r#""Hedge Fund", "Enigma""#);
    let rd_before: Vec<u8> = g.corp.rd.to_vec();
    let c = id(&g, "Private Security Force");
    click_and_score(&mut g, c);
    let c = id(&g, "Malapert Data Vault");
    mode(&mut g, c, 1);
    assert_eq!(g.corp.rd.to_vec(), rd_before);
    assert!(g.corp.hq.is_empty());
}

// Malapert Data Vault: the search must find a card if able; with only agendas in R&D nothing is
// found, and R&D is still shuffled (Rules Reference, "Search").
#[test]
fn c30066_nothing_to_find() {
    let mut g = malapert(true, r#""Priority Requisition", "Hostile Takeover""#);
    let c = id(&g, "Private Security Force");
    click_and_score(&mut g, c);
    let c = id(&g, "Malapert Data Vault");
    mode(&mut g, c, 0);
    assert_eq!(g.corp.rd.len(), 2);
    assert!(g.corp.hq.is_empty());
    assert_eq!(g.decision_name(), "paid_ability_window");
}

// Malapert Data Vault: unrezzed it does nothing.
#[test]
fn c30066_unrezzed_inactive() {
    let mut g = malapert(false, r#""Hedge Fund""#);
    let c = id(&g, "Private Security Force");
    click_and_score(&mut g, c);
    assert_eq!(g.decision_name(), "paid_ability_window");
    assert!(g.corp.hq.is_empty());
}

// Ruling 1 on Malapert Data Vault: only an agenda scored from its own server (Priority
// Requisition scored from remote2 does not count).
#[test]
fn ruling_c30066_1_only_its_own_server() {
    let mut g = malapert(true, r#""Hedge Fund""#);
    let c = id(&g, "Priority Requisition");
    click_and_score(&mut g, c);
    // Priority Requisition's own ability (rez a piece of ice) has nothing to rez.
    assert_ne!(g.decision_name(), "mode");
    assert!(g.corp.hq.is_empty());
}

// Malapert Data Vault: the agenda's own "when scored" ability and Malapert's meet their
// condition together: the Corp orders them.
#[test]
fn c30066_ordered_with_the_agendas_own_ability() {
    let mut g = corp_turn(
        r#""rd": ["Hedge Fund"], "servers": {"remote1": {"root": [{"title": "Malapert Data Vault", "rezzed": true},
           {"title": "Above the Law", "advancement": 3}]}}"#,
        r#""rig": ["Armitage Codebusting"]"#,
    );
    let c = id(&g, "Above the Law");
    click_and_score(&mut g, c);
    assert_eq!(g.decision_name(), "order_triggers");
    assert_eq!(g.current_side(), Some(Side::Corp));
}

// Malapert Data Vault: the search's choice is hidden from the Runner: its observation is the same
// whatever the unseen cards are (redeal).
#[test]
fn c30066_search_hidden_from_the_runner() {
    let mut g = malapert(true, r#""Hedge Fund", "Enigma", "Ice Wall""#);
    let c = id(&g, "Private Security Force");
    click_and_score(&mut g, c);
    let c = id(&g, "Malapert Data Vault");
    mode(&mut g, c, 0);
    assert_eq!(g.decision_name(), "search_rd");
    for seed in 0..8 {
        let other = g.determinize(Side::Runner, seed);
        assert_eq!(
            g.observation_json(Side::Runner),
            other.observation_json(Side::Runner)
        );
    }
    let a = legal(&g, ActionKind::Mode)[0];
    let label = g.label_for(Side::Runner, &a);
    for t in ["Hedge Fund", "Enigma", "Ice Wall"] {
        assert!(!label.contains(t), "{label}");
    }
}

// ----- 30073 Tithe -----

// Tithe: 1 net damage, then the Corp gains 1 credit.
#[test]
fn c30073_subroutines() {
    let mut g = runner_turn(
        r#""credits": 0, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Tithe", "rezzed": true}]}}"#,
        r#""credits": 0, "grip": ["Sure Gamble", "Sure Gamble"]"#,
    );
    run_on(&mut g, "hq");
    for _ in 0..20 {
        if g.corp.credits == 1 {
            break;
        }
        pass(&mut g);
    }
    assert_eq!(g.corp.credits, 1);
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.runner.heap.len(), 1);
}

// ----- 30074 Whitespace -----

/// A run on HQ through a rezzed Whitespace with `credits` in the Runner's pool (and `rig`),
/// played on until its subroutines have resolved.
fn whitespace_run(credits: u16, rig: &str) -> GameState {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Whitespace", "rezzed": true}]}}"#,
        &format!(r#""credits": {credits}, "rig": [{rig}]"#),
    );
    run_on(&mut g, "hq");
    through_whitespace(&mut g, credits);
    g
}

/// Passes until Whitespace's subroutines have resolved (both resolve in one go, once the
/// Runner passes its last chance to break them: the pool changes then).
fn through_whitespace(g: &mut GameState, start: u16) {
    for _ in 0..20 {
        if g.runner.credits != start || g.run.is_none_or(|r| r.ended) {
            return;
        }
        pass(g);
    }
    panic!("Whitespace never fired: {}", g.decision_name());
}

// Whitespace: the Runner loses 3 credits; the run goes on above 6.
#[test]
fn c30074_loses_3_run_goes_on_above_6() {
    let g = whitespace_run(10, "");
    assert_eq!(g.runner.credits, 7);
    assert!(
        g.run.is_some_and(|r| !r.ended),
        "{:?} {}",
        g.run,
        g.decision_name()
    );
}

// Ruling 1 on Whitespace: the second subroutine checks after the first resolved (9 - 3 = 6:
// the run ends).
#[test]
fn ruling_c30074_1_checked_after_the_loss() {
    let g = whitespace_run(9, "");
    assert_eq!(g.runner.credits, 6);
    assert!(g.run.is_none_or(|r| r.ended));
}

// Ruling 2 on Whitespace: credits on cards are not lost, only the pool (2 credits: the pool
// empties, Cyberfeeder keeps its credit).
#[test]
fn ruling_c30074_2_only_the_pool_loses() {
    let g = whitespace_run(2, r#""Cyberfeeder""#);
    let cf = id(&g, "Cyberfeeder");
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.cards[cf as usize].credits, 1);
}

// Ruling 3 on Whitespace: credits hosted on cards do not count as the Runner's: 9 in the pool
// and 1 on Cyberfeeder, 6 left in the pool: the run ends.
#[test]
fn ruling_c30074_3_hosted_credits_do_not_count() {
    let g = whitespace_run(9, r#""Cyberfeeder""#);
    assert_eq!(g.runner.credits, 6);
    assert!(g.run.is_none_or(|r| r.ended));
}

// ----- 30077 The Syndicate: Profit over Principle -----

// The Syndicate: no ability (advancing gains nothing); a game starts with its 30-card neutral
// deck (15 agenda points: the most the neutral agendas give; deckbuilding rule 5 asks 18 even of
// a 30-card deck, so only that rule is broken).
#[test]
fn c30077_syndicate_identity_does_nothing() {
    let err = syndicate_deck().validate().unwrap_err().to_string();
    assert!(
        err.contains("agenda points") && !err.contains("influence"),
        "{err}"
    );
    assert!(GameState::new(&syndicate_deck(), &noise_deck(), 1).is_ok());
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{SYNDICATE}", "credits": 5, "servers": {{"remote1": {{"root": ["Priority Requisition"]}}}}}},
            "runner": {{"identity": "{NOISE}"}}}}"#
    ));
    let c = id(&g, "Priority Requisition");
    advance(&mut g, c);
    assert_eq!(g.corp.credits, 4);
}

// ----- random games -----

fn built_to_last_deck() -> DeckList {
    DeckList::parse(
        "Weyland Consortium: Built to Last
         1 Above the Law
         3 Clearinghouse
         3 Ballista
         3 Pharos
         3 Government Subsidy
         3 Retribution
         3 Malapert Data Vault
         3 Tithe
         3 Whitespace
         3 Priority Requisition
         3 Private Security Force
         2 Hostile Takeover
         3 Hedge Fund
         3 Ice Wall
         1 Enigma",
    )
    .unwrap()
}

fn syndicate_deck() -> DeckList {
    DeckList::parse(
        "The Syndicate: Profit over Principle
         3 Tithe
         3 Whitespace
         3 Hedge Fund
         3 Priority Requisition
         3 Private Security Force
         3 PAD Campaign
         3 Melange Mining Corp.
         3 Enigma
         3 Hunter
         3 Wall of Static",
    )
    .unwrap()
}

fn noise_deck() -> DeckList {
    let mut runner = DeckList::default_runner();
    runner.identity = NOISE.into();
    runner
}

// Random play with the System Gateway Weyland and neutral cards: every game ends, hidden
// information holds and the invariants hold at the end.
#[test]
fn random_games_sg_weyland() {
    let deck = built_to_last_deck();
    deck.validate().expect("legal deck");
    let mut ended = 0;
    for seed in 0..220 {
        let g = random_game(&deck, &DeckList::default_runner(), seed, seed < 30);
        check_places(&g);
        g.check_invariants().unwrap();
        ended += u32::from(g.winner().is_some());
    }
    assert_eq!(ended, 220);
}

// Random play with The Syndicate's neutral deck.
#[test]
fn random_games_sg_syndicate() {
    let deck = syndicate_deck();
    let mut ended = 0;
    for seed in 0..200 {
        let g = random_game(&deck, &noise_deck(), seed, seed < 20);
        check_places(&g);
        ended += u32::from(g.winner().is_some());
    }
    assert_eq!(ended, 200);
}

// ----- the event log -----

/// The kinds of the events recorded since the last call.
fn kinds(g: &mut GameState) -> Vec<(EventKind, u8, u16)> {
    g.take_events()
        .iter()
        .map(|e| (e.kind, e.side, e.amount))
        .collect()
}

// Events: Built to Last's advance and gain, Whitespace's loss, and Malapert's search (the found
// card named to the Runner, then R&D shuffled) are recorded.
#[test]
fn c30059_c30066_c30074_effects_are_logged() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"remote1": {"root": ["Priority Requisition"]}}"#,
        r#""credits": 5"#,
    );
    g.set_events(true);
    let c = id(&g, "Priority Requisition");
    advance(&mut g, c);
    let ev = kinds(&mut g);
    let adv = ev.iter().position(|e| e.0 == EventKind::Advanced).unwrap();
    assert!(
        ev[adv..].contains(&(EventKind::CreditsGained, 0, 2)),
        "{ev:?}"
    );

    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Whitespace", "rezzed": true}]}}"#,
        r#""credits": 10"#,
    );
    g.set_events(true);
    run_on(&mut g, "hq");
    through_whitespace(&mut g, 10);
    assert!(kinds(&mut g).contains(&(EventKind::CreditsLost, 1, 3)));

    let mut g = malapert(true, r#""Hedge Fund", "Enigma""#);
    g.set_events(true);
    let (c, mdv, enigma) = (
        id(&g, "Private Security Force"),
        id(&g, "Malapert Data Vault"),
        id(&g, "Enigma"),
    );
    click_and_score(&mut g, c);
    mode(&mut g, mdv, 0);
    mode(&mut g, enigma, 0);
    let ev = g.take_events().to_vec();
    let added = ev
        .iter()
        .position(|e| e.kind == EventKind::AddedToHand && e.card == enigma)
        .expect("added to HQ");
    let seen = ev[added].card_seen(Some(Side::Runner)).unwrap();
    assert_eq!(seen.title, Some("Enigma"), "revealed");
    assert!(ev[added..].iter().any(|e| e.kind == EventKind::Shuffled));
}
