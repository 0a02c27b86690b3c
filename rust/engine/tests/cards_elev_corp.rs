//! Scenario tests of the Elevation Corp cards the engine implements: Otto Campaign (35040),
//! Scatter Field (35042), Nanomanagement (35043), Anthill Excavation Contract (35072),
//! Empiricist (35052), Semak-samun (35054), Doomscroll (35063), Measured Response (35078), Flyswatter (35079) and
//! Lamplighter (35080). No ruling of `rulings_2022_2026.json` names an
//! Elevation card.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};
use startup::{corp_turn, runner_turn};

// ----- helpers -----

// ----- 35043 Nanomanagement -----

// Nanomanagement: costs 4 and gives the Corp 2 clicks (3 - 1 for playing it + 2).
#[test]
fn c35043_nanomanagement_gains_two_clicks() {
    let mut g = corp_turn(r#""credits": 4, "hq": ["Nanomanagement"]"#, "");
    let c = id(&g, "Nanomanagement");
    play(&mut g, c);
    assert_eq!(g.corp.clicks, 4);
    assert_eq!(g.corp.credits, 0);
    pass_windows(&mut g);
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.current_side(), Some(Side::Corp));
}

// ----- 35063 Doomscroll -----

fn doomscroll(tags: u8) -> GameState {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Doomscroll", "rezzed": true}]}}"#,
        r#""credits": 5, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    );
    g.runner.tags = tags;
    g
}

// Doomscroll, untagged Runner: a tag, 1 net damage; the third subroutine finds 1 tag only.
#[test]
fn c35063_doomscroll_third_subroutine_needs_two_tags() {
    let mut g = doomscroll(0);
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.runner.grip.len(), 4, "1 net damage");
}

// Doomscroll, Runner with 1 tag: the first subroutine makes it 2, so the third does 2 more.
#[test]
fn c35063_doomscroll_two_tags_two_more_damage() {
    let mut g = doomscroll(1);
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.tags, 2);
    assert_eq!(g.runner.grip.len(), 2, "1 + 2 net damage");
}

// ----- 35079 Flyswatter -----

fn flyswatter() -> GameState {
    runner_turn(
        r#""credits": 5, "hq": ["PAD Campaign"], "servers": {"hq": {"ice": ["Flyswatter"]}}"#,
        r#""credits": 5, "rig": [{"title": "Datasucker", "virus": 2}]"#,
    )
}

// Flyswatter: rezzed as the Runner approaches it on the server it protects, it purges every
// virus counter; its subroutine ends the run.
#[test]
fn c35079_flyswatter_rezzed_during_a_run_on_its_server_purges() {
    let mut g = flyswatter();
    let fly = id(&g, "Flyswatter");
    let ds = id(&g, "Datasucker");
    run_on(&mut g, "hq");
    until_rez(&mut g, fly);
    act(&mut g, rez(fly));
    assert_eq!(g.corp.credits, 3);
    assert_eq!(g.cards[ds as usize].virus, 0);
    pass_to(&mut g, |g| g.run.is_none());
    assert!(
        !known_to_runner(&g, id(&g, "PAD Campaign")),
        "the run ended"
    );
}

// Flyswatter: rezzed by an effect during a run on another server, it purges nothing.
#[test]
fn c35079_flyswatter_rezzed_during_a_run_elsewhere_no_purge() {
    let mut g = flyswatter();
    let fly = id(&g, "Flyswatter");
    let ds = id(&g, "Datasucker");
    run_on(&mut g, "rd");
    // An effect's free rez (as the Ping tests do): the Corp rezzes it now.
    let mut v: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    v["stack"].as_array_mut().unwrap().push("RezIceFree".into());
    let mut g = GameState::from_json(&v.to_string()).unwrap();
    act(&mut g, Action::new(ActionKind::Rez).card(fly));
    assert!(g.cards[fly as usize].rezzed);
    assert_eq!(g.cards[ds as usize].virus, 2);
}

// ----- 35078 Measured Response -----

/// A Corp turn after a Runner turn with a successful run, the Corp with `points` scored.
fn measured(points: &str, successful: bool, runner_credits: u16) -> GameState {
    let mut g = corp_turn(
        &format!(r#""credits": 5, "hq": ["Measured Response"], "score_area": [{points}]"#),
        r#""grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    );
    g.last_runner_turn.successful_run = successful;
    g.runner.credits = runner_credits;
    g
}

fn mode_of(card: u8, m: u8) -> Action {
    Action::new(ActionKind::Mode).card(card).target(m)
}

// Measured Response: threat level 4 (two 2-point agendas scored) and a successful run last
// turn: the Runner pays 8 credits or takes 4 meat damage.
#[test]
fn c35078_measured_response_pay_eight_or_four_meat() {
    let two = r#""Priority Requisition""#;
    let mut g = measured(&format!("{two}, {two}"), true, 9);
    // Priority Requisition is worth 3: threat level 6.
    let mr = id(&g, "Measured Response");
    play(&mut g, mr);
    assert_eq!(g.current_side(), Some(Side::Runner));
    act(&mut g, mode_of(mr, 0));
    assert_eq!(g.runner.credits, 1);
    assert_eq!(g.runner.grip.len(), 5);

    let mut g = measured(&format!("{two}, {two}"), true, 7);
    let mr = id(&g, "Measured Response");
    play(&mut g, mr);
    // 7 credits cannot pay 8: the damage is the only outcome, taken without a question
    // (docs/actions.md: a card's choice with a single outcome is not asked).
    assert_ne!(
        g.current_side(),
        Some(Side::Runner),
        "no question for the Runner"
    );
    assert_eq!(g.runner.credits, 7, "nothing paid");
    assert_eq!(g.runner.grip.len(), 1, "4 meat damage");
}

// Measured Response: not playable below threat level 4, nor without a successful run in the
// Runner's last turn.
#[test]
fn c35078_measured_response_needs_threat_four_and_a_run() {
    let mut g = measured(r#""Priority Requisition""#, true, 9);
    assert_eq!(g.threat_level(), 3);
    let mr = id(&g, "Measured Response");
    refused(&mut g, Action::new(ActionKind::Play).card(mr));
    let mut g = measured(r#""Priority Requisition", "Hostile Takeover""#, false, 9);
    assert_eq!(g.threat_level(), 4);
    let mr = id(&g, "Measured Response");
    refused(&mut g, Action::new(ActionKind::Play).card(mr));
    let g = measured(r#""Priority Requisition", "Hostile Takeover""#, true, 9);
    assert!(is_legal(
        &g,
        Action::new(ActionKind::Play).card(id(&g, "Measured Response"))
    ));
}

// ----- 35054 Semak-samun -----

fn semak(rig: &str) -> GameState {
    runner_turn(
        r#""hq": ["PAD Campaign"], "servers": {"hq": {"ice": [{"title": "Semak-samun", "rezzed": true}]}}"#,
        &format!(
            r#""credits": 9, "rig": [{rig}], "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#
        ),
    )
}

// Semak-samun: a fracter breaks its subroutine (Corroder, after one boost: 2 + 1 against 3).
#[test]
fn c35054_semak_samun_a_fracter_breaks_it() {
    let mut g = semak(r#""Corroder""#);
    let corroder = id(&g, "Corroder");
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    assert_eq!(boosts_to_break(&mut g, corroder), 1);
    act(
        &mut g,
        Action::new(ActionKind::Break).card(corroder).target(0),
    );
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.grip.len(), 4, "no damage");
    assert!(known_to_runner(&g, id(&g, "PAD Campaign")));
}

// Semak-samun (card text): no other card breaks it: Botulus hosted on it is offered no break,
// as it would be on any other ice.
#[test]
fn c35054_semak_samun_only_a_fracter() {
    let mut g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Semak-samun", "rezzed": true, "hosted": [{"title": "Botulus", "virus": 2}]}]}}"#,
        r#""credits": 9, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    );
    let botulus = id(&g, "Botulus");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| {
        matches!(g.decision_name(), "encounter" | "mode")
    });
    assert!(legal_on(&g, ActionKind::Break, botulus).is_empty());
    assert_eq!(
        g.decision_name(),
        "mode",
        "nothing to break with: the subroutine fires"
    );
    // On an Ice Wall it would break.
    let mut g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true, "hosted": [{"title": "Botulus", "virus": 2}]}]}}"#,
        r#""credits": 9"#,
    );
    let botulus = id(&g, "Botulus");
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    assert!(!legal_on(&g, ActionKind::Break, botulus).is_empty());
}

// Semak-samun: unbroken, the Runner suffers 3 net damage and goes on, or the run ends.
#[test]
fn c35054_semak_samun_three_net_damage_or_the_end() {
    let mut g = semak("");
    let sk = id(&g, "Semak-samun");
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    assert_eq!(g.current_side(), Some(Side::Runner));
    act(&mut g, Action::new(ActionKind::Mode).card(sk).target(0));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.grip.len(), 1, "3 net damage");
    assert!(
        known_to_runner(&g, id(&g, "PAD Campaign")),
        "the run went on"
    );

    let mut g = semak("");
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    act(&mut g, Action::new(ActionKind::Mode).card(sk).target(1));
    assert!(g.run.is_none_or(|r| r.ended));
    assert_eq!(g.runner.grip.len(), 4);
}

// ----- 35080 Lamplighter -----

// Lamplighter: the first subroutine: pay 3 or take a tag; the second then ends the run of a
// tagged Runner.
#[test]
fn c35080_lamplighter_tag_unless_three_then_end_if_tagged() {
    let mut g = runner_turn(
        r#""hq": ["PAD Campaign"], "servers": {"hq": {"ice": [{"title": "Lamplighter", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    let lamp = id(&g, "Lamplighter");
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(lamp, 0));
    assert_eq!(g.runner.credits, 2);
    pass_to(&mut g, |g| g.run.is_none());
    assert!(
        known_to_runner(&g, id(&g, "PAD Campaign")),
        "untagged: the run goes on"
    );

    let mut g = runner_turn(
        r#""hq": ["PAD Campaign"], "servers": {"hq": {"ice": [{"title": "Lamplighter", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(lamp, 1));
    assert_eq!(g.runner.tags, 1);
    pass_to(&mut g, |g| g.run.is_none_or(|r| r.ended));
    assert!(
        !known_to_runner(&g, id(&g, "PAD Campaign")),
        "tagged: the run ended"
    );
}

// Lamplighter: an agenda scored from the root of its server trashes it; one scored elsewhere
// does not.
#[test]
fn c35080_lamplighter_trashed_when_an_agenda_is_scored_from_its_server() {
    let agenda = r#"{"root": [{"title": "Hostile Takeover", "advancement": 2}]}"#;
    let lamp = r#""ice": [{"title": "Lamplighter", "rezzed": true}]"#;
    let same = format!(r#""servers": {{"remote1": {{{lamp}, {}"#, &agenda[1..]);
    let other = format!(r#""servers": {{"remote1": {{{lamp}}}, "remote2": {agenda}}}"#);
    for (servers, trashed) in [(same + "}", true), (other, false)] {
        let mut g = corp_turn(&servers, "");
        let lamp = id(&g, "Lamplighter");
        let ht = id(&g, "Hostile Takeover");
        act(&mut g, Action::new(ActionKind::ClickCredit));
        act(&mut g, Action::new(ActionKind::Score).card(ht));
        // Hostile Takeover's own ability and Lamplighter's wait together: the Corp orders them.
        while g.decision_name() == "order_triggers" {
            let first = g.legal_actions()[0];
            act(&mut g, first);
        }
        pass_windows(&mut g);
        assert_eq!(g.agenda_points(Side::Corp), 1);
        assert_eq!(zone(&g, lamp) == Zone::Archives, trashed, "{servers}");
    }
}

// Lamplighter: an agenda stolen from its server trashes it (HQ here: stolen from the hand;
// the Runner paid through its first subroutine). Only rezzed, it is active and so triggers.
#[test]
fn c35080_lamplighter_trashed_when_an_agenda_is_stolen_from_its_server() {
    let mut g = runner_turn(
        r#""hq": ["Hostile Takeover"], "servers": {"hq": {"ice": [{"title": "Lamplighter", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    let lamp = id(&g, "Lamplighter");
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(lamp, 0));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.agenda_points(Side::Runner), 1, "stolen");
    assert_eq!(zone(&g, lamp), Zone::Archives);
}

// ----- 35052 Empiricist -----

fn empiricist() -> GameState {
    runner_turn(
        r#""hq": ["PAD Campaign"], "servers": {"hq": {"ice": [{"title": "Empiricist", "rezzed": true}]}}"#,
        r#""credits": 5, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    )
}

// Empiricist: the first subroutine draws the Corp a card, then it may put a card of HQ on top
// of R&D; the second does 1 net damage and gives a tag; the third does 2 net damage.
#[test]
fn c35052_empiricist_draw_and_stack_then_damage_and_tag() {
    let mut g = empiricist();
    let rd_before = g.corp.rd.len();
    run_on(&mut g, "hq");
    pass_until(&mut g, "choose_card");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(g.corp.hq.len(), 2, "drew 1");
    assert_eq!(g.corp.rd.len(), rd_before - 1);
    let pad = id(&g, "PAD Campaign");
    act(&mut g, Action::new(ActionKind::Mode).card(pad).target(0));
    assert_eq!(g.corp.hq.len(), 1);
    let top = *g.corp.rd.last().unwrap();
    assert_eq!(g.cards[top as usize].def().title, "PAD Campaign");
    pass_to(&mut g, |g| g.run.is_none_or(|r| r.ended));
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.runner.grip.len(), 2, "1 + 2 net damage");
}

// Empiricist: the Corp may keep HQ as it is.
#[test]
fn c35052_empiricist_may_keep_hq() {
    let mut g = empiricist();
    let rd_before = g.corp.rd.len();
    run_on(&mut g, "hq");
    pass_until(&mut g, "choose_card");
    pass(&mut g);
    assert_eq!(g.corp.hq.len(), 2);
    assert_eq!(g.corp.rd.len(), rd_before - 1);
}

// ----- 35040 Otto Campaign -----

// Otto Campaign: 6 credits loaded when it is rezzed.
#[test]
fn c35040_otto_campaign_loads_six_when_rezzed() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"remote1": {"root": ["Otto Campaign"]}}"#,
        "",
    );
    let otto = id(&g, "Otto Campaign");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    act(&mut g, rez(otto));
    assert_eq!(g.corp.credits, 4, "6 less the rez cost of 2");
    assert_eq!(g.cards[otto as usize].credits, 6);
}

// Otto Campaign: 2 credits as the Corp's turn begins; emptied, it is trashed and the Corp gets
// 2 more clicks that turn.
#[test]
fn c35040_otto_campaign_pays_two_then_two_clicks_when_empty() {
    let mut g = runner_turn(
        r#""credits": 0, "servers": {"remote1": {"root": [{"title": "Otto Campaign", "rezzed": true, "credits": 6}]}}"#,
        r#""credits": 0"#,
    );
    let otto = id(&g, "Otto Campaign");
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.corp.credits, 2);
    assert_eq!(g.cards[otto as usize].credits, 4);
    assert_eq!(g.corp.clicks, 3);

    let mut g = runner_turn(
        r#""credits": 0, "servers": {"remote1": {"root": [{"title": "Otto Campaign", "rezzed": true, "credits": 2}]}}"#,
        r#""credits": 0"#,
    );
    let otto = id(&g, "Otto Campaign");
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.corp.credits, 2);
    assert_eq!(zone(&g, otto), Zone::Archives);
    assert_eq!(g.corp.clicks, 5, "3 + 2");
}

// ----- 35072 Anthill Excavation Contract -----

// Anthill Excavation Contract: 8 credits when rezzed; 4 of them and a card as the Corp's turn
// begins; trashed once empty (after the draw).
#[test]
fn c35072_anthill_takes_four_draws_one_and_empties() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"remote1": {"root": ["Anthill Excavation Contract"]}}"#,
        "",
    );
    let ant = id(&g, "Anthill Excavation Contract");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    act(&mut g, rez(ant));
    assert_eq!(g.corp.credits, 3, "6 less the rez cost of 3");
    assert_eq!(g.cards[ant as usize].credits, 8);

    let mut g = runner_turn(
        r#""credits": 0, "servers": {"remote1": {"root": [{"title": "Anthill Excavation Contract", "rezzed": true, "credits": 8}]}}"#,
        r#""credits": 0"#,
    );
    let ant = id(&g, "Anthill Excavation Contract");
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.corp.credits, 4);
    assert_eq!(g.cards[ant as usize].credits, 4);
    assert_eq!(g.corp.hq.len(), 2, "the mandatory draw and Anthill's");

    let mut g = runner_turn(
        r#""credits": 0, "servers": {"remote1": {"root": [{"title": "Anthill Excavation Contract", "rezzed": true, "credits": 4}]}}"#,
        r#""credits": 0"#,
    );
    let ant = id(&g, "Anthill Excavation Contract");
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.corp.credits, 4);
    assert_eq!(zone(&g, ant), Zone::Archives);
    assert_eq!(g.corp.hq.len(), 2, "it still draws as it empties");
}

// ----- 35042 Scatter Field -----

fn strength(g: &GameState, card: u8) -> u32 {
    g.current_strength(card).expect("a strength")
}

// Scatter Field: 0 strength printed, 4 as the only ice of its server.
#[test]
fn c35042_scatter_field_four_stronger_alone() {
    let g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Scatter Field", "rezzed": true}]}}"#,
        "",
    );
    assert_eq!(strength(&g, id(&g, "Scatter Field")), 4);
    let g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Scatter Field", "rezzed": true}, "Ice Wall"]}}"#,
        "",
    );
    assert_eq!(strength(&g, id(&g, "Scatter Field")), 0);
}

// Scatter Field: the Corp may install a card from HQ (paying its costs), then the run ends.
#[test]
fn c35042_scatter_field_install_from_hq_then_end() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["PAD Campaign", "Biotic Labor"], "servers": {"rd": {"ice": [{"title": "Scatter Field", "rezzed": true}]}}"#,
        "",
    );
    let pad = id(&g, "PAD Campaign");
    let op = id(&g, "Biotic Labor");
    run_on(&mut g, "rd");
    pass_until(&mut g, "install_from_hq");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert!(
        legal_on(&g, ActionKind::Install, op).is_empty(),
        "no operation"
    );
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(pad)
            .server(nr_engine::NEW_REMOTE),
    );
    pass_to(&mut g, |g| g.run.is_none_or(|r| r.ended));
    let pad = id(&g, "PAD Campaign");
    assert!(matches!(zone(&g, pad), Zone::Root(_)));
}
