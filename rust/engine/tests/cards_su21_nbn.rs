//! Scenario tests of the System Update 2021 NBN cards (31060-31065, 31067): Near-Earth Hub,
//! License Acquisition, Project Beale, Daily Business Show, Reversed Accounts, Pop-up Window and
//! Wraparound, their ruling, hidden information, bad input, and random games with a deck holding
//! all of them.

mod common;
mod sg_nbn;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, EventKind, GameState, Side, Zone, NEW_REMOTE};
use sg_nbn::*;

const NEH: &str = "Near-Earth Hub: Broadcast Center";

/// The Corp installs `card` from HQ (under a random HQ id: find it again by title) and plays
/// on to its next action.
fn install(g: &mut GameState, card: u8, server: u8) {
    act(
        g,
        Action::new(ActionKind::Install).card(card).server(server),
    );
    pass_to(g, |g| g.decision_name() == "action");
}

fn install_choice(card: u8, server: u8) -> Action {
    Action::new(ActionKind::Install).card(card).server(server)
}

fn choose(card: u8) -> Action {
    Action::new(ActionKind::Mode).card(card).target(0)
}

// ----- 31060 Near-Earth Hub: Broadcast Center -----

/// The Corp's turn with Near-Earth Hub, two assets and an ice in HQ, and 3 cards in R&D.
fn hub(servers: &str) -> GameState {
    position(
        NEH,
        "corp",
        3,
        &format!(
            r#""hq": ["PAD Campaign", "Reversed Accounts", "Enigma"],
               "rd": ["Hedge Fund", "Anonymous Tip", "Data Raven"]{servers}"#
        ),
        "",
    )
}

// Near-Earth Hub: the first remote server created this turn draws 1 card; the second does not.
#[test]
fn c31060_first_remote_created_each_turn_draws_one() {
    let mut g = hub("");
    let pad = id(&g, "PAD Campaign");
    let top = *g.corp.rd.last().unwrap();
    install(&mut g, pad, NEW_REMOTE);
    assert_eq!(g.corp.hq.len(), 3, "1 installed, 1 drawn");
    assert_eq!(g.corp.rd.len(), 2);
    assert_eq!(zone(&g, top), Zone::Hq);
    let ra = id(&g, "Reversed Accounts");
    install(&mut g, ra, NEW_REMOTE);
    assert_eq!(
        g.corp.hq.len(),
        2,
        "a second new remote this turn draws nothing"
    );
    assert_eq!(g.corp.rd.len(), 2);
}

// Near-Earth Hub: ice installed protecting a new remote server creates it too.
#[test]
fn c31060_ice_in_a_new_remote_creates_it() {
    let mut g = hub("");
    let enigma = id(&g, "Enigma");
    install(&mut g, enigma, NEW_REMOTE);
    assert_eq!(zone(&g, id(&g, "Enigma")), Zone::Ice(REMOTE1));
    assert_eq!(g.corp.hq.len(), 3);
    assert_eq!(g.corp.rd.len(), 2);
}

// Near-Earth Hub: installing in a central server or an existing remote creates no server, and
// does not use up the first time.
#[test]
fn c31060_existing_servers_draw_nothing() {
    let mut g = hub(r#", "servers": {"remote1": {"root": ["Private Security Force"]}}"#);
    let enigma = id(&g, "Enigma");
    install(&mut g, enigma, HQ);
    assert_eq!((g.corp.hq.len(), g.corp.rd.len()), (2, 3));
    let ra = ids(&g, "Reversed Accounts")[0];
    install(&mut g, ra, NEW_REMOTE);
    assert_eq!(
        (g.corp.hq.len(), g.corp.rd.len()),
        (2, 2),
        "the first new remote of the turn, after other installs"
    );
}

// FAQ, "Destruction of Servers": installing an asset in a remote whose only card is trashed for
// it keeps that server; no server is created.
#[test]
fn c31060_replacing_the_only_card_of_a_remote_creates_no_server() {
    let mut g = hub(r#", "servers": {"remote1": {"root": ["Private Security Force"]}}"#);
    let psf = id(&g, "Private Security Force");
    let pad = id(&g, "PAD Campaign");
    install(&mut g, pad, REMOTE1);
    assert_eq!(zone(&g, id(&g, "PAD Campaign")), Zone::Root(REMOTE1));
    assert_eq!(zone(&g, psf), Zone::Archives);
    assert_eq!((g.corp.hq.len(), g.corp.rd.len()), (2, 3), "no draw");
}

// Near-Earth Hub: a new turn has a new first time.
#[test]
fn c31060_each_turn_anew() {
    let mut g = hub("");
    let pad = id(&g, "PAD Campaign");
    install(&mut g, pad, NEW_REMOTE);
    assert_eq!(g.corp.rd.len(), 2);
    let ra = id(&g, "Reversed Accounts");
    until(&mut g, at_action(Side::Runner));
    until(&mut g, at_action(Side::Corp));
    // The mandatory draw took one more.
    assert_eq!(g.corp.rd.len(), 1);
    let hq = g.corp.hq.len();
    install(&mut g, ra, NEW_REMOTE);
    assert_eq!(g.corp.hq.len(), hq, "1 installed, 1 drawn");
    assert_eq!(g.corp.rd.len(), 0);
}

// Hidden information: the drawn card stays hidden from the Runner.
#[test]
fn c31060_drawn_card_is_hidden() {
    let mut g = hub("");
    let pad = id(&g, "PAD Campaign");
    install(&mut g, pad, NEW_REMOTE);
    let drawn = g.corp.hq[g.corp.hq.len() - 1];
    assert!(!known_to_runner(&g, drawn));
    hidden_info_holds(&g);
}

// ----- 31061 License Acquisition -----

fn license(corp: &str) -> GameState {
    position(
        NEH,
        "corp",
        3,
        &join(
            r#""credits": 0, "servers": {"remote1": {"root": [{"title": "License Acquisition", "advancement": 3}]}}"#,
            corp,
        ),
        "",
    )
}

fn score_license(g: &mut GameState) {
    let la = id(g, "License Acquisition");
    corp_window(g);
    only_on(g, ActionKind::Score, la);
}

// License Acquisition: scored, it installs and rezzes an asset from HQ at no cost.
#[test]
fn c31061_installs_and_rezzes_an_asset_from_hq_free() {
    let mut g = license(r#""hq": ["PAD Campaign", "Hedge Fund"], "rd": ["Enigma"]"#);
    let pad = id(&g, "PAD Campaign");
    score_license(&mut g);
    assert_eq!(g.decision_name(), "card_to_install");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert!(legal_on(&g, ActionKind::Install, id(&g, "Hedge Fund")).is_empty());
    assert!(
        !legal(&g, ActionKind::Pass).is_empty(),
        "the Corp may install nothing"
    );
    // An asset goes only in a remote server (here only a new one: remote1 ceased to exist).
    assert_eq!(
        legal(&g, ActionKind::Install),
        vec![install_choice(pad, NEW_REMOTE)]
    );
    assert!(g
        .label(&install_choice(pad, NEW_REMOTE))
        .contains("PAD Campaign"));
    act(&mut g, install_choice(pad, NEW_REMOTE));
    let placed = ids(&g, "PAD Campaign")[0];
    assert!(matches!(zone(&g, placed), Zone::Root(_)));
    assert!(g.cards[placed as usize].rezzed, "rezzed");
    assert_eq!(g.corp.credits, 1, "only the click's credit: nothing paid");
    assert_eq!(g.agenda_points(Side::Corp), 1);
}

// License Acquisition: an upgrade from Archives (facedown), in a central server's root.
#[test]
fn c31061_installs_an_upgrade_from_archives() {
    let mut g = license(r#""archives": ["SanSan City Grid", "Hedge Fund"]"#);
    let grid = id(&g, "SanSan City Grid");
    score_license(&mut g);
    let offered = legal(&g, ActionKind::Install);
    assert!(offered.contains(&install_choice(grid, HQ)));
    assert!(offered.contains(&install_choice(grid, RD)));
    assert!(offered.contains(&install_choice(grid, NEW_REMOTE)));
    act(&mut g, install_choice(grid, HQ));
    assert_eq!(zone(&g, grid), Zone::Root(HQ));
    assert!(g.cards[grid as usize].rezzed);
    assert_eq!(g.corp.credits, 1);
}

// License Acquisition: "may": the Corp can decline.
#[test]
fn c31061_may_install_nothing() {
    let mut g = license(r#""hq": ["PAD Campaign"]"#);
    let pad = id(&g, "PAD Campaign");
    score_license(&mut g);
    pass(&mut g);
    assert_eq!(zone(&g, pad), Zone::Hq);
    assert_ne!(g.decision_name(), "card_to_install");
}

// License Acquisition: with no asset or upgrade in HQ or Archives there is nothing to ask.
#[test]
fn c31061_nothing_to_install_no_question() {
    let mut g = license(r#""hq": ["Hedge Fund", "Enigma"], "archives": ["Anonymous Tip"]"#);
    score_license(&mut g);
    assert_ne!(g.decision_name(), "card_to_install");
    assert_eq!(g.agenda_points(Side::Corp), 1);
}

// License Acquisition: "when you score": stolen, it does nothing.
#[test]
fn c31061_stolen_does_nothing() {
    let mut g = position(
        NEH,
        "runner",
        2,
        r#""hq": ["PAD Campaign"], "servers": {"remote1": {"root": ["License Acquisition"]}}"#,
        "",
    );
    let la = id(&g, "License Acquisition");
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(zone(&g, la), Zone::Score(Side::Runner));
    assert_ne!(g.decision_name(), "card_to_install");
    assert_eq!(zone(&g, id(&g, "PAD Campaign")), Zone::Hq);
}

// Bad input: an operation, or an asset in a central root, is refused and changes nothing.
#[test]
fn c31061_illegal_install_refused() {
    let mut g = license(r#""hq": ["PAD Campaign", "Hedge Fund"]"#);
    let pad = id(&g, "PAD Campaign");
    let hf = id(&g, "Hedge Fund");
    score_license(&mut g);
    refused(&mut g, install_choice(hf, NEW_REMOTE));
    refused(&mut g, install_choice(pad, HQ));
}

// Hidden information: the choice from HQ leaves the Runner's view of HQ unchanged by a redeal.
#[test]
fn c31061_hidden_information_holds() {
    let mut g = license(r#""hq": ["PAD Campaign", "Hedge Fund", "Enigma"], "rd": ["Hedge Fund"]"#);
    score_license(&mut g);
    hidden_info_holds(&g);
    let pad = id(&g, "PAD Campaign");
    act(&mut g, install_choice(pad, NEW_REMOTE));
    hidden_info_holds(&g);
}

// License Acquisition with Near-Earth Hub: installing in a new remote creates it, so the Hub
// draws (its first remote this turn).
#[test]
fn c31061_new_remote_from_license_acquisition_draws_with_the_hub() {
    let mut g = license(r#""hq": ["PAD Campaign"], "rd": ["Enigma"]"#);
    let pad = id(&g, "PAD Campaign");
    score_license(&mut g);
    act(&mut g, install_choice(pad, NEW_REMOTE));
    assert_eq!(zone(&g, id(&g, "Enigma")), Zone::Hq, "drawn");
    assert!(g.corp.rd.is_empty());
}

// ----- 31062 Project Beale -----

fn beale(advancement: u8, score_area: &str) -> GameState {
    position(
        NEH,
        "corp",
        3,
        &format!(
            r#""servers": {{"remote1": {{"root": [{{"title": "Project Beale", "advancement": {advancement}}}]}}}}, "score_area": [{score_area}]"#
        ),
        "",
    )
}

fn score_beale(g: &mut GameState) -> u8 {
    let pb = id(g, "Project Beale");
    corp_window(g);
    only_on(g, ActionKind::Score, pb);
    pb
}

// Project Beale: scored with 3 tokens, no counter: 2 points.
#[test]
fn c31062_three_tokens_two_points() {
    let mut g = beale(3, "");
    let pb = score_beale(&mut g);
    assert_eq!(g.cards[pb as usize].agenda_counters, 0);
    assert_eq!(g.agenda_points(Side::Corp), 2);
}

// Project Beale: 1 counter per 2 tokens past 3, rounded down; each counter is 1 more point.
#[test]
fn c31062_counters_per_two_tokens_past_three() {
    for (adv, counters) in [(4u8, 0u8), (5, 1), (6, 1), (7, 2), (9, 3)] {
        let mut g = beale(adv, "");
        let pb = score_beale(&mut g);
        assert_eq!(
            g.cards[pb as usize].agenda_counters, counters,
            "{adv} tokens"
        );
        assert_eq!(g.agenda_points(Side::Corp), 2 + counters as u32);
        assert_eq!(g.cards[pb as usize].advancement, 0);
    }
}

// Project Beale: the counters are placed as it is scored (logged), and the points they add can
// win the game at once (Rules Reference, "Winning the Game").
#[test]
fn c31062_counters_can_win_the_game() {
    let mut g = beale(
        5,
        r#""AstroScript Pilot Program", "AstroScript Pilot Program""#,
    );
    g.set_events(true);
    score_beale(&mut g);
    let ev = events(&mut g);
    assert_eq!(of_kind(&ev, EventKind::CountersPlaced).len(), 1);
    assert_eq!(g.agenda_points(Side::Corp), 7);
    assert_eq!(g.winner, Some(Side::Corp));
    assert!(g.is_over());
}

// Project Beale: stolen (no "when you score"), it is worth its printed 2 points.
#[test]
fn c31062_stolen_is_worth_two() {
    let mut g = position(
        NEH,
        "runner",
        2,
        r#""servers": {"remote1": {"root": [{"title": "Project Beale", "advancement": 7}]}}"#,
        "",
    );
    let pb = id(&g, "Project Beale");
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(zone(&g, pb), Zone::Score(Side::Runner));
    assert_eq!(g.cards[pb as usize].agenda_counters, 0);
    assert_eq!(g.agenda_points(Side::Runner), 2);
}

// ----- 31063 Daily Business Show -----

/// The start of the Corp's turn (before the mandatory draw) with `shows` rezzed Daily Business
/// Shows and R&D `rd` (top first).
fn show(shows: usize, rd: &str, corp: &str) -> GameState {
    let servers: Vec<String> = (1..=shows)
        .map(|i| {
            format!(
                r#""remote{i}": {{"root": [{{"title": "Daily Business Show", "rezzed": true}}]}}"#
            )
        })
        .collect();
    let corp = join(
        &format!(r#""rd": [{rd}], "servers": {{{}}}"#, servers.join(", ")),
        corp,
    );
    let text = format!(
        r#"{{"corp": {{"identity": "{NEH}", {corp}}}, "runner": {{"identity": "{NOISE}"}}, "active": "corp", "turn": 3, "phase": "turn_start"}}"#
    );
    game(&text)
}

/// Passes until the Corp's choice of a card to put back, or its action phase.
fn to_show_choice(g: &mut GameState) {
    pass_to(g, |g| matches!(g.decision_name(), "choose_card" | "action"));
}

// Daily Business Show: the mandatory draw draws 2; the Corp puts 1 of them on the bottom of R&D.
#[test]
fn c31063_first_draw_one_more_then_one_to_the_bottom() {
    let mut g = show(1, r#""Hedge Fund", "Enigma", "Data Raven""#, "");
    let hf = id(&g, "Hedge Fund");
    let en = id(&g, "Enigma");
    let dr = id(&g, "Data Raven");
    to_show_choice(&mut g);
    assert_eq!(g.decision_name(), "choose_card");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(sorted(all_legal(&g)), sorted(vec![choose(hf), choose(en)]));
    assert!(g.label(&choose(en)).contains("bottom of R&D"));
    act(&mut g, choose(en));
    assert_eq!(g.corp.hq.len(), 1);
    assert_eq!(g.card_title(g.corp.hq[0]), Some("Hedge Fund"));
    // R&D: Enigma under Data Raven.
    assert_eq!(g.corp.rd.len(), 2);
    assert_eq!(g.card_title(g.corp.rd[0]), Some("Enigma"), "bottom");
    assert_eq!(*g.corp.rd.last().unwrap(), dr);
    assert_eq!(g.decision_name(), "action");
}

// Daily Business Show: only the first draw of the turn; a click to draw later draws 1.
#[test]
fn c31063_only_the_first_draw_each_turn() {
    let mut g = show(
        1,
        r#""Hedge Fund", "Enigma", "Data Raven", "PAD Campaign""#,
        "",
    );
    to_show_choice(&mut g);
    let first = legal(&g, ActionKind::Mode)[0];
    act(&mut g, first);
    pass_to(&mut g, |g| g.decision_name() == "action");
    assert_eq!(g.corp.hq.len(), 1);
    only(&mut g, ActionKind::ClickDraw);
    assert_eq!(g.corp.hq.len(), 2);
    assert_ne!(g.decision_name(), "choose_card");
}

// Daily Business Show: the first draw of a turn may be an operation's (here in the action phase
// of a turn whose draws have not happened yet): 3 + 1 drawn, 1 put back.
#[test]
fn c31063_operation_draw_is_increased() {
    let mut g = position(
        NEH,
        "corp",
        3,
        r#""hq": ["Anonymous Tip"], "rd": ["Hedge Fund", "Enigma", "Data Raven", "PAD Campaign", "Ping"],
           "servers": {"remote1": {"root": [{"title": "Daily Business Show", "rezzed": true}]}}"#,
        "",
    );
    let tip = id(&g, "Anonymous Tip");
    only_on(&mut g, ActionKind::Play, tip);
    assert_eq!(g.decision_name(), "choose_card");
    assert_eq!(g.corp.hq.len(), 4);
    assert_eq!(legal(&g, ActionKind::Mode).len(), 4);
    let ping = id(&g, "Ping");
    assert_eq!(zone(&g, ping), Zone::Rd, "the fifth card is not drawn");
    let back = legal(&g, ActionKind::Mode)[1];
    act(&mut g, back);
    assert_eq!(g.corp.hq.len(), 3);
    assert_eq!(g.corp.rd.len(), 2);
}

// Daily Business Show: unrezzed, it does nothing.
#[test]
fn c31063_unrezzed_does_nothing() {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{NEH}", "rd": ["Hedge Fund", "Enigma"], "servers": {{"remote1": {{"root": ["Daily Business Show"]}}}}}}, "runner": {{"identity": "{NOISE}"}}, "active": "corp", "turn": 3, "phase": "turn_start"}}"#
    ));
    to_show_choice(&mut g);
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.corp.hq.len(), 1);
}

// Daily Business Show: with 1 card left in R&D, only it is drawn, and it goes back (a single
// outcome is not asked).
#[test]
fn c31063_short_rd_puts_back_the_only_drawn_card() {
    let mut g = show(1, r#""Hedge Fund""#, "");
    let hf = id(&g, "Hedge Fund");
    to_show_choice(&mut g);
    assert_eq!(g.decision_name(), "action");
    assert_eq!(zone(&g, hf), Zone::Rd);
    assert!(g.corp.hq.is_empty());
    assert!(!g.is_over(), "R&D was not empty at the mandatory draw");
}

// Daily Business Show with Near-Earth Hub: the Hub's draw is the first draw of this turn (here
// an action phase with no draw yet), so it draws 2 and 1 goes back.
#[test]
fn c31063_hub_draw_is_increased() {
    let mut g = position(
        NEH,
        "corp",
        3,
        r#""hq": ["PAD Campaign"], "rd": ["Hedge Fund", "Enigma", "Data Raven"],
           "servers": {"remote1": {"root": [{"title": "Daily Business Show", "rezzed": true}]}}"#,
        "",
    );
    let pad = id(&g, "PAD Campaign");
    act(&mut g, install_choice(pad, NEW_REMOTE));
    assert_eq!(g.decision_name(), "choose_card");
    assert_eq!(g.corp.hq.len(), 2, "2 drawn");
    let back = legal(&g, ActionKind::Mode)[0];
    act(&mut g, back);
    assert_eq!((g.corp.hq.len(), g.corp.rd.len()), (1, 2));
}

// Ruling 1: two rezzed copies each add 1 card to the first draw, and each puts 1 back.
#[test]
fn ruling_c31063_1_copies_stack() {
    let mut g = show(
        2,
        r#""Hedge Fund", "Enigma", "Data Raven", "PAD Campaign""#,
        "",
    );
    to_show_choice(&mut g);
    assert_eq!(g.corp.hq.len(), 3, "1 + 2 drawn");
    assert_eq!(g.corp.rd.len(), 1);
    let a = legal(&g, ActionKind::Mode)[0];
    act(&mut g, a);
    assert_eq!(
        g.decision_name(),
        "choose_card",
        "the second copy puts 1 back too"
    );
    assert_eq!(legal(&g, ActionKind::Mode).len(), 2);
    let b = legal(&g, ActionKind::Mode)[0];
    act(&mut g, b);
    assert_eq!(g.corp.hq.len(), 1);
    assert_eq!(g.corp.rd.len(), 3);
    assert_eq!(
        g.card_title(*g.corp.rd.last().unwrap()),
        Some("PAD Campaign")
    );
}

// Bad input: a card not drawn by that draw is refused and changes nothing.
#[test]
fn c31063_card_not_drawn_refused() {
    let mut g = show(
        1,
        r#""Hedge Fund", "Enigma", "Data Raven""#,
        r#""hq": ["Ping"]"#,
    );
    let ping = id(&g, "Ping");
    let dr = id(&g, "Data Raven");
    to_show_choice(&mut g);
    refused(&mut g, choose(ping));
    refused(&mut g, choose(dr));
}

// Hidden information: the Runner cannot tell which drawn card went back, even one it had seen
// on top of R&D (it forgets what it knew of the drawn cards), and its view is unchanged by a
// redeal.
#[test]
fn c31063_hidden_which_card_went_back() {
    for back in ["Hedge Fund", "Enigma"] {
        hidden_card_goes_back(back);
    }
}

/// The Runner sees Hedge Fund on top of R&D; the Corp draws it and Enigma with Daily Business
/// Show and puts `back` on the bottom of R&D.
fn hidden_card_goes_back(back: &str) {
    let mut g = position(
        NEH,
        "runner",
        2,
        r#""hq": ["Ping"], "rd": ["Hedge Fund", "Enigma", "Data Raven"],
           "servers": {"remote1": {"root": [{"title": "Daily Business Show", "rezzed": true}]}}"#,
        "",
    );
    let hf = id(&g, "Hedge Fund");
    run_on(&mut g, "rd");
    pass_to(&mut g, |g| g.run.is_none());
    assert!(known_to_runner(&g, hf), "accessed on top of R&D");
    until(&mut g, at_action(Side::Runner));
    until(&mut g, |g| g.decision_name() == "choose_card");
    assert_eq!(zone(&g, hf), Zone::Hq);
    hidden_info_holds(&g);
    let chosen = id(&g, back);
    act(&mut g, choose(chosen));
    assert_eq!(g.card_title(g.corp.rd[0]), Some(back));
    for &c in g.corp.hq.iter().chain(g.corp.rd.iter()) {
        if g.card_title(c) != Some("Ping") {
            assert!(!known_to_runner(&g, c), "{:?}", g.card_title(c));
        }
    }
    hidden_info_holds(&g);
}

// ----- 31064 Reversed Accounts -----

fn accounts(advancement: u8, rezzed: bool, runner_credits: u16) -> GameState {
    position(
        NEH,
        "corp",
        3,
        &format!(
            r#""servers": {{"remote1": {{"root": [{{"title": "Reversed Accounts", "advancement": {advancement}, "rezzed": {rezzed}}}]}}}}"#
        ),
        &format!(r#""credits": {runner_credits}"#),
    )
}

// Reversed Accounts: click, trash it: the Runner loses 4 credits per advancement token.
#[test]
fn c31064_runner_loses_four_per_token() {
    let mut g = accounts(2, true, 10);
    let ra = id(&g, "Reversed Accounts");
    assert!(g.label(&ability(ra, 0)).contains("4 credits"));
    act(&mut g, ability(ra, 0));
    assert_eq!(g.runner.credits, 2);
    assert_eq!(zone(&g, ra), Zone::Archives);
    assert!(g.cards[ra as usize].faceup, "trashed rezzed: faceup");
    assert_eq!(g.corp.clicks, 2);
    assert_eq!(g.cards[ra as usize].advancement, 0);
}

// Reversed Accounts: the Runner loses at most what it has.
#[test]
fn c31064_loses_at_most_everything() {
    let mut g = accounts(3, true, 5);
    let ra = id(&g, "Reversed Accounts");
    act(&mut g, ability(ra, 0));
    assert_eq!(g.runner.credits, 0);
}

// Reversed Accounts: it can be advanced, rezzed or not.
#[test]
fn c31064_can_be_advanced() {
    let mut g = accounts(0, false, 5);
    let ra = id(&g, "Reversed Accounts");
    only_on(&mut g, ActionKind::Advance, ra);
    assert_eq!(g.cards[ra as usize].advancement, 1);
    assert_eq!(g.corp.credits, 4);
}

// Reversed Accounts: not usable unrezzed, without tokens, or with the Runner at 0 credits; a
// refused use changes nothing.
#[test]
fn c31064_not_offered_when_it_would_change_nothing() {
    for (adv, rezzed, credits) in [(2u8, false, 5u16), (0, true, 5), (2, true, 0)] {
        let mut g = accounts(adv, rezzed, credits);
        let ra = id(&g, "Reversed Accounts");
        assert!(legal_on(&g, ActionKind::Ability, ra).is_empty());
        refused(&mut g, ability(ra, 0));
    }
}

// ----- 31065 Pop-up Window -----

fn popup(runner: &str) -> GameState {
    runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Pop-up Window", "rezzed": true}]}}"#,
        runner,
    )
}

// Pop-up Window: on encounter the Corp gains 1 credit.
#[test]
fn c31065_encounter_gains_the_corp_one_credit() {
    let mut g = popup("");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.decision_name() == "mode" || g.run.is_none());
    assert_eq!(g.corp.credits, 6);
}

// Pop-up Window's subroutine: the Runner pays 1 credit and the run goes on, or the run ends.
#[test]
fn c31065_subroutine_pay_one_or_the_run_ends() {
    let mut g = popup(r#""credits": 3"#);
    let pw = id(&g, "Pop-up Window");
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_eq!(
        sorted(all_legal(&g)),
        sorted(vec![mode_of(pw, 0), mode_of(pw, 1)])
    );
    act(&mut g, mode_of(pw, 0));
    assert_eq!(g.runner.credits, 2);
    assert!(g.run.is_some_and(|r| !r.ended));
    pass_to(&mut g, |g| g.run.is_none());
    assert!(
        known_to_runner(&g, id(&g, "Hedge Fund")),
        "the run went on to HQ"
    );

    let mut g = popup(r#""credits": 3"#);
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(pw, 1));
    assert!(g.run.is_none_or(|r| r.ended));
    assert_eq!(g.runner.credits, 3);
}

// Pop-up Window: with no credit the Runner cannot pay; refusing to pay is all that is left.
#[test]
fn c31065_without_a_credit_only_the_end() {
    let mut g = popup(r#""credits": 0"#);
    let pw = id(&g, "Pop-up Window");
    run_on(&mut g, "hq");
    // Ending the run is the single outcome: not asked.
    let _ = pw;
    pass_to(&mut g, |g| g.run.is_none_or(|r| r.ended));
    assert!(g.run.is_none_or(|r| r.ended));
}

// Pop-up Window, Rules Reference "Encounter": bypassed (Inside Job), it is never encountered:
// no credit for the Corp, and no subroutine.
#[test]
fn c31065_bypassed_no_credit() {
    let mut g = popup(r#""credits": 2, "grip": ["Inside Job"]"#);
    let job = id(&g, "Inside Job");
    only_on(&mut g, ActionKind::Play, job);
    act(&mut g, Action::new(ActionKind::Run).server(HQ));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.corp.credits, 5);
    assert!(
        known_to_runner(&g, id(&g, "Hedge Fund")),
        "the run reached HQ"
    );
}

// ----- 31067 Wraparound -----

fn wrap_strength(g: &GameState) -> serde_json::Value {
    obs(g, Side::Runner)["corp"]["servers"]["hq"]["ice"][0]["strength"].clone()
}

fn wraparound(rig: &str) -> GameState {
    runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Wraparound", "rezzed": true}]}}"#,
        &format!(r#""credits": 9, "rig": [{rig}]"#),
    )
}

// Wraparound: strength 7 with no fracter installed; 0 with one (a decoder does not count).
#[test]
fn c31067_seven_strength_without_a_fracter() {
    assert_eq!(wrap_strength(&wraparound("")), 7);
    assert_eq!(wrap_strength(&wraparound(r#""Gordian Blade""#)), 7);
    assert_eq!(wrap_strength(&wraparound(r#""Corroder""#)), 0);
}

// Wraparound: a fracter installed during the turn takes the 7 strength away at once.
#[test]
fn c31067_installing_a_fracter_lowers_it_at_once() {
    let mut g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Wraparound", "rezzed": true}]}}"#,
        r#""credits": 9, "grip": ["Corroder"]"#,
    );
    assert_eq!(wrap_strength(&g), 7);
    let corroder = id(&g, "Corroder");
    only_on(&mut g, ActionKind::Install, corroder);
    assert_eq!(zone(&g, corroder), Zone::Rig);
    assert_eq!(wrap_strength(&g), 0);
}

// Wraparound: end the run.
#[test]
fn c31067_end_the_run() {
    let mut g = wraparound("");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none_or(|r| r.ended));
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")), "no access");
}

// ----- random games -----

fn hub_deck() -> DeckList {
    DeckList::parse(
        "Near-Earth Hub: Broadcast Center
         3 License Acquisition
         3 Project Beale
         3 Daily Business Show
         3 Reversed Accounts
         3 Pop-up Window
         3 Wraparound
         3 AstroScript Pilot Program
         3 Breaking News
         1 Private Security Force
         3 Hedge Fund
         3 Anonymous Tip
         3 Data Raven
         3 Tollbooth
         3 Ghost Branch
         3 SanSan City Grid
         2 Matrix Analyzer",
    )
    .unwrap()
}

// Random play with the System Update 2021 NBN deck against Core starter decks: every decision
// offers a choice, invariants hold, hidden information holds in some of the games.
#[test]
fn random_games_su21_nbn() {
    let corp = hub_deck();
    let runners = [
        DeckList::default_runner(),
        DeckList::starter("anarch").unwrap(),
        DeckList::starter("criminal").unwrap(),
    ];
    for seed in 0..210u64 {
        let runner = &runners[seed as usize % runners.len()];
        let g = random_game(&corp, runner, seed, seed % 15 == 0);
        check_places(&g);
        if let Err(e) = g.check_invariants() {
            panic!("seed {seed}: {e}");
        }
    }
}

// The heuristic bots play the deck on both sides without a stuck or refused decision.
#[test]
fn heuristic_bots_play_the_su21_nbn_deck() {
    use nr_engine::{simulate, BotKind, SimConfig};
    use std::sync::atomic::{AtomicBool, AtomicU64};
    for (corp_bot, runner_bot) in [
        (BotKind::Heuristic, BotKind::Heuristic),
        (BotKind::Heuristic, BotKind::Random),
    ] {
        let config = SimConfig {
            corp: hub_deck(),
            runner: DeckList::default_runner(),
            games: 12,
            corp_bot,
            runner_bot,
            seed: 2021,
            threads: 1,
            points_to_win: nr_engine::DEFAULT_POINTS_TO_WIN,
            cards: Default::default(),
        };
        let results = simulate(&config, &AtomicU64::new(0), &AtomicBool::new(false)).unwrap();
        assert_eq!(results.len(), 12);
    }
}
