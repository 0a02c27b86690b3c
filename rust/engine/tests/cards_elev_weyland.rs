//! Scenario tests of Elevation Weyland Consortium Corp cards: Off the Books (35071), Syailendra
//! (35076), BANGUN (35068), The Zwicky Group (35069), Greenmail (35070), Key Performance
//! Indicators (35077). No ruling of
//! `rulings_2022_2026.json` names an Elevation card.

mod common;
mod elev_corp;
use common::*;
use elev_corp::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};

// ----- 35071 Off the Books -----

// Off the Books, Dividends 1: scored with 4 advancement counters (requirement 3): 1 agenda
// counter.
#[test]
fn c35071_off_the_books_dividends() {
    let mut g = corp_turn(
        r#""credits": 5, "rd": ["Hedge Fund"],
           "servers": {"remote1": {"root": [{"title": "Off the Books", "advancement": 3}]}}"#,
        r#""credits": 5"#,
    );
    let otb = id(&g, "Off the Books");
    advance_and_score(&mut g, otb, otb);
    assert_eq!(g.cards[otb as usize].agenda_counters, 1);
}

fn off_the_books() -> GameState {
    let mut g = to_discard_end(
        r#""score_area": [{"title": "Off the Books", "agenda_counters": 1}],
           "rd": ["Hedge Fund", "Enigma", "Hedge Fund"]"#,
    );
    let otb = id(&g, "Off the Books");
    assert_eq!(g.decision_name(), "choose");
    act(&mut g, Action::new(ActionKind::Mode).card(otb).target(0));
    assert_eq!(g.decision_name(), "search_rd");
    g
}

// Off the Books: 1 agenda counter searches R&D for a card, revealed, and installs it ignoring
// all costs.
#[test]
fn c35071_off_the_books_search_and_install_free() {
    let mut g = off_the_books();
    let enigma = id(&g, "Enigma");
    act(&mut g, Action::new(ActionKind::Mode).card(enigma).target(1));
    assert!(known_to_runner(&g, enigma), "revealed");
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(enigma)
            .server(srv("rd")),
    );
    assert_eq!(zone(&g, enigma), Zone::Ice(srv("rd")));
    assert!(known_to_runner(&g, enigma));
    assert_eq!(g.corp.credits, 6);
    assert_eq!(g.corp.rd.len(), 2);
    assert_eq!(g.cards[id(&g, "Off the Books") as usize].agenda_counters, 0);
}

// Off the Books: a found card not installed (an operation cannot be) goes to HQ, revealed.
#[test]
fn c35071_off_the_books_not_installed_goes_to_hq() {
    let mut g = off_the_books();
    let hf = ids(&g, "Hedge Fund")[0];
    act(&mut g, Action::new(ActionKind::Mode).card(hf).target(1));
    assert_eq!(zone(&g, hf), Zone::Hq);
    assert!(known_to_runner(&g, hf));
    assert_eq!(g.corp.hq.len(), 1);
}

// ----- 35076 Syailendra -----

fn syailendra(advancement: u8) -> (GameState, u8) {
    let g = runner_turn(
        &format!(
            r#""credits": 5, "hq": ["Hedge Fund"], "rd": ["Hedge Fund"],
               "servers": {{"hq": {{"ice": [{{"title": "Syailendra", "rezzed": true, "advancement": {advancement}}}]}},
                           "remote1": {{"root": ["Hostile Takeover"]}}}}"#
        ),
        r#""credits": 5, "grip": ["Sure Gamble", "Sure Gamble"]"#,
    );
    let s = id(&g, "Syailendra");
    (g, s)
}

// Syailendra: the Corp can advance it.
#[test]
fn c35076_syailendra_can_be_advanced() {
    let g = corp_turn(
        r#""credits": 5, "servers": {"hq": {"ice": [{"title": "Syailendra", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    let s = id(&g, "Syailendra");
    assert!(is_legal(&g, Action::new(ActionKind::Advance).card(s)));
}

// Syailendra with 3 advancement counters, encountered: the Corp may place 1 advancement counter
// (on the agenda); unbroken, the subroutines place another, take 2 credits and do 1 net damage.
#[test]
fn c35076_syailendra_encounter_and_subroutines() {
    let (mut g, s) = syailendra(3);
    let ht = id(&g, "Hostile Takeover");
    run_on(&mut g, "hq");
    pass_until(&mut g, "place_advancement");
    act(&mut g, Action::new(ActionKind::Advance).card(ht));
    assert_eq!(g.cards[ht as usize].advancement, 1);
    // Unbroken (the Runner has no breaker): the first subroutine's choice.
    pass_until(&mut g, "place_advancement");
    assert_eq!(g.run.map(|r| r.encounter), Some(s));
    act(&mut g, Action::new(ActionKind::Advance).card(s));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.cards[s as usize].advancement, 4);
    assert_eq!(g.runner.credits, 3);
    assert_eq!(g.runner.grip.len(), 1);
}

/// How many times the Corp is asked to place an advancement counter during a run on HQ through
/// Syailendra with `advancement` counters, declining each time.
fn syailendra_asks(advancement: u8) -> usize {
    let (mut g, _) = syailendra(advancement);
    run_on(&mut g, "hq");
    let mut asked = 0;
    while g.run.is_some() {
        if g.decision_name() == "place_advancement" {
            asked += 1;
        }
        pass(&mut g);
    }
    asked
}

// Syailendra with 2 advancement counters: only its subroutine asks, not the encounter.
#[test]
fn c35076_syailendra_needs_three_counters_to_act_on_encounter() {
    assert_eq!(syailendra_asks(3), 2);
    assert_eq!(syailendra_asks(2), 1);
}

// ----- 35068 BANGUN: When Disaster Strikes -----

const BANGUN: &str = r#""BANGUN: When Disaster Strikes""#;

fn bangun(corp: &str, runner: &str, active: &str) -> GameState {
    with_identity(BANGUN, corp, runner, active)
}

// BANGUN: an agenda installed in a remote may be turned faceup: both players see it, and it is
// not active (its text: "this does not make their abilities active").
#[test]
fn c35068_bangun_installs_an_agenda_faceup_inactive() {
    let mut g = bangun(
        r#""credits": 5, "hq": ["Greenmail"], "rd": ["Hedge Fund"]"#,
        r#""credits": 5"#,
        "corp",
    );
    let gm = id(&g, "Greenmail");
    let install = legal_on(&g, ActionKind::Install, gm)[0];
    act(&mut g, install);
    assert_eq!(g.decision_name(), "choose");
    let idn = g.corp.identity;
    act(&mut g, Action::new(ActionKind::Mode).card(idn).target(0));
    let gm = id(&g, "Greenmail");
    assert!(known_to_runner(&g, gm));
    assert!(g.is_faceup_installed_agenda(gm));
    assert!(
        !g.cards[gm as usize].faceup,
        "not active: not faceup in the engine's sense"
    );
    // A scenario keeps it (remembers: installed_faceup).
    let v = g.to_scenario();
    let again = GameState::from_scenario_json(&v.to_string()).unwrap();
    assert!(again.is_faceup_installed_agenda(id(&again, "Greenmail")));
}

// BANGUN: the question comes after every install in a remote's root, so that it does not tell
// the Runner whether an agenda was installed; for an asset only "leave it facedown" is offered.
#[test]
fn c35068_bangun_asks_for_assets_too_without_the_faceup_option() {
    let mut g = bangun(
        r#""credits": 5, "hq": ["Regolith Mining License"], "rd": ["Hedge Fund"]"#,
        r#""credits": 5"#,
        "corp",
    );
    let rml = id(&g, "Regolith Mining License");
    let install = legal_on(&g, ActionKind::Install, rml)[0];
    act(&mut g, install);
    assert_eq!(g.decision_name(), "choose");
    assert_eq!(g.legal_actions().len(), 1);
    pass(&mut g);
    assert!(!known_to_runner(&g, id(&g, "Regolith Mining License")));
}

// BANGUN: accessing a faceup installed agenda does 2 meat damage and gives 1 tag, before it is
// stolen.
#[test]
fn c35068_bangun_access_faceup_agenda_meat_damage_and_tag() {
    let mut g = bangun(
        r#""credits": 5, "rd": ["Hedge Fund"],
           "servers": {"remote1": {"root": [{"title": "Greenmail", "remembers": ["installed_faceup"]}]}}"#,
        r#""credits": 5, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
        "runner",
    );
    let gm = id(&g, "Greenmail");
    assert!(
        known_to_runner(&g, gm),
        "a faceup agenda is public in a scenario"
    );
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.decision_name() == "trash_or_steal");
    assert_eq!(g.runner.grip.len(), 1, "2 meat damage first");
    assert_eq!(g.runner.tags, 1);
    only(&mut g, ActionKind::Score);
    assert_eq!(zone(&g, gm), Zone::Score(Side::Runner));
}

// BANGUN: a facedown agenda accessed is stolen at once, nothing done.
#[test]
fn c35068_bangun_facedown_agenda_does_nothing() {
    let mut g = bangun(
        r#""credits": 5, "rd": ["Hedge Fund"],
           "servers": {"remote1": {"root": ["Greenmail"]}}"#,
        r#""credits": 5, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
        "runner",
    );
    let gm = id(&g, "Greenmail");
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(zone(&g, gm), Zone::Score(Side::Runner));
    assert_eq!(g.runner.grip.len(), 3);
    assert_eq!(g.runner.tags, 0);
}

// BANGUN: the damage can flatline the Runner: the game ends before the agenda is stolen.
#[test]
fn c35068_bangun_flatline_before_steal() {
    let mut g = bangun(
        r#""credits": 5, "rd": ["Hedge Fund"],
           "servers": {"remote1": {"root": [{"title": "Greenmail", "remembers": ["installed_faceup"]}]}}"#,
        r#""credits": 5, "grip": ["Sure Gamble"]"#,
        "runner",
    );
    let gm = id(&g, "Greenmail");
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.is_over());
    assert_eq!(g.winner(), Some(Side::Corp));
    assert_eq!(zone(&g, gm), Zone::Root(srv("remote1")));
}

// BANGUN: a faceup installed agenda trashed (here, to install an asset in its remote) goes to
// Archives faceup: it was visible to the Runner when trashed (Rules Reference, "Archives": "If a
// Corp card is visible to the Runner when it is trashed or discarded, it is sent to Archives
// faceup"); a facedown one, trashed the same way, goes facedown.
#[test]
fn c35068_bangun_faceup_agenda_trashed_goes_to_archives_faceup() {
    for faceup in [true, false] {
        let agenda = if faceup {
            r#"{"title": "Greenmail", "remembers": ["installed_faceup"]}"#
        } else {
            r#""Greenmail""#
        };
        let mut g = bangun(
            &format!(
                r#""credits": 5, "hq": ["PAD Campaign"], "rd": ["Hedge Fund"],
                   "servers": {{"remote1": {{"root": [{agenda}]}}}}"#
            ),
            r#""credits": 5"#,
            "corp",
        );
        let (gm, pad) = (id(&g, "Greenmail"), id(&g, "PAD Campaign"));
        act(
            &mut g,
            Action::new(ActionKind::Install)
                .card(pad)
                .server(srv("remote1")),
        );
        pass_until(&mut g, "action");
        assert_eq!(zone(&g, gm), Zone::Archives);
        assert_eq!(g.cards[gm as usize].faceup, faceup, "faceup: {faceup}");
        assert_eq!(known_to_runner(&g, gm), faceup, "faceup: {faceup}");
    }
}

// ----- 35069 The Zwicky Group: Invisible Hands -----

const ZWICKY: &str = r#""The Zwicky Group: Invisible Hands""#;

// The Zwicky Group: credits gained through an operation (Hedge Fund) let the Corp draw 1 card;
// the second time that turn, nothing is offered.
#[test]
fn c35069_zwicky_first_gain_from_an_operation_draws() {
    let mut g = with_identity(
        ZWICKY,
        r#""credits": 5, "hq": ["Hedge Fund", "Hedge Fund"], "rd": ["Enigma", "Enigma"]"#,
        r#""credits": 5"#,
        "corp",
    );
    let hf = ids(&g, "Hedge Fund")[0];
    play(&mut g, hf);
    assert_eq!(g.corp.credits, 9);
    assert_eq!(g.decision_name(), "choose");
    let idn = g.corp.identity;
    act(&mut g, Action::new(ActionKind::Mode).card(idn).target(0));
    assert_eq!(g.corp.hq.len(), 2, "the other Hedge Fund and an Enigma");
    pass_windows(&mut g);
    let hf = ids(&g, "Hedge Fund")
        .into_iter()
        .find(|&c| zone(&g, c) == Zone::Hq)
        .unwrap();
    play(&mut g, hf);
    assert_eq!(g.corp.credits, 13);
    assert_ne!(g.decision_name(), "choose", "only the first time each turn");
    assert_eq!(g.corp.hq.len(), 1);
}

// The Zwicky Group: credits from an agenda's ability count (Greenmail scored); credits from the
// basic action or from an asset do not (Regolith Mining License).
#[test]
fn c35069_zwicky_agenda_counts_asset_and_click_do_not() {
    let mut g = with_identity(
        ZWICKY,
        r#""credits": 5, "rd": ["Enigma", "Enigma"],
           "servers": {"remote1": {"root": [{"title": "Greenmail", "advancement": 1}]},
                       "remote2": {"root": [{"title": "Regolith Mining License", "rezzed": true, "credits": 15}]}}"#,
        r#""credits": 5"#,
        "corp",
    );
    only(&mut g, ActionKind::ClickCredit);
    pass_windows(&mut g);
    let rml = id(&g, "Regolith Mining License");
    act(&mut g, Action::new(ActionKind::Ability).card(rml).target(0));
    pass_windows(&mut g);
    assert_eq!(g.decision_name(), "action", "no draw offered yet");
    let gm = id(&g, "Greenmail");
    advance_and_score(&mut g, gm, gm);
    assert_eq!(g.decision_name(), "choose");
    pass(&mut g);
    assert_eq!(g.corp.hq.len(), 0, "declined");
    assert_eq!(g.corp.credits, 5 + 1 + 3 - 1 + 2);
}

// ----- 35070 Greenmail -----

// Greenmail: scored, 2 credits.
#[test]
fn c35070_greenmail_scored_gains_two() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"remote1": {"root": [{"title": "Greenmail", "advancement": 1}]}}"#,
        r#""credits": 5"#,
    );
    let gm = id(&g, "Greenmail");
    advance_and_score(&mut g, gm, gm);
    pass_windows(&mut g);
    assert_eq!(g.corp.credits, 5 - 1 + 2);
    assert_eq!(zone(&g, gm), Zone::Score(Side::Corp));
}

// Greenmail: forfeited (Corporate Town's additional rez cost), 4 credits.
#[test]
fn c35070_greenmail_forfeited_gains_four() {
    let mut g = corp_turn(
        r#""credits": 5, "score_area": ["Greenmail"],
           "servers": {"remote1": {"root": ["Corporate Town"]}}"#,
        r#""credits": 5"#,
    );
    let gm = id(&g, "Greenmail");
    let town = id(&g, "Corporate Town");
    only(&mut g, ActionKind::ClickCredit);
    until_rez(&mut g, town);
    // The only agenda to forfeit is forced in the open: taken without asking.
    act(&mut g, rez(town));
    pass_windows(&mut g);
    assert_eq!(zone(&g, gm), Zone::Removed);
    assert!(rezzed(&g, town));
    assert_eq!(g.corp.credits, 5 + 1 - 1 + 4, "Corporate Town costs 1");
}

// Greenmail stolen and forfeited by the Runner (Data Dealer): "when you forfeit" is the Corp's;
// nothing is gained.
#[test]
fn c35070_greenmail_forfeited_by_the_runner_gives_nothing() {
    let mut g = runner_turn(
        r#""credits": 5"#,
        r#""credits": 5, "score_area": ["Greenmail"], "rig": ["Data Dealer"]"#,
    );
    let dd = id(&g, "Data Dealer");
    act(&mut g, Action::new(ActionKind::Ability).card(dd).target(0));
    if g.decision_name() != "paid_ability_window" && g.decision_name() != "action" {
        only(&mut g, ActionKind::Mode);
    }
    pass_windows(&mut g);
    assert_eq!(zone(&g, id(&g, "Greenmail")), Zone::Removed);
    assert_eq!(g.corp.credits, 5);
}

// ----- 35077 Key Performance Indicators -----

fn kpi() -> GameState {
    corp_turn(
        r#""credits": 5, "hq": ["Key Performance Indicators", "Enigma"], "rd": ["Hedge Fund", "Hedge Fund"],
           "servers": {"remote1": {"root": [{"title": "Greenmail"}]}}"#,
        r#""credits": 5"#,
    )
}

// Key Performance Indicators: two different options in the order chosen: gain 2 credits, then
// install Enigma from HQ ignoring all costs.
#[test]
fn c35077_kpi_gain_then_install_ice_free() {
    let mut g = kpi();
    let k = id(&g, "Key Performance Indicators");
    play(&mut g, k);
    assert_eq!(g.decision_name(), "choose");
    assert_eq!(legal(&g, ActionKind::Mode).len(), 4);
    act(&mut g, Action::new(ActionKind::Mode).card(k).target(3));
    assert_eq!(g.corp.credits, 5 - 1 + 2);
    assert_eq!(g.decision_name(), "choose");
    assert_eq!(legal(&g, ActionKind::Mode).len(), 3, "a different option");
    act(&mut g, Action::new(ActionKind::Mode).card(k).target(1));
    assert_eq!(g.decision_name(), "install_from_hq");
    let enigma = id(&g, "Enigma");
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(enigma)
            .server(srv("hq")),
    );
    let enigma = id(&g, "Enigma");
    assert_eq!(zone(&g, enigma), Zone::Ice(srv("hq")));
    assert_eq!(g.corp.credits, 6);
    pass_windows(&mut g);
    assert_eq!(g.decision_name(), "action");
}

// Key Performance Indicators: place 1 advancement counter on an installed agenda, then draw 1
// and shuffle 1 card of HQ into R&D.
#[test]
fn c35077_kpi_counter_then_draw_and_shuffle_back() {
    let mut g = kpi();
    let k = id(&g, "Key Performance Indicators");
    let gm = id(&g, "Greenmail");
    play(&mut g, k);
    act(&mut g, Action::new(ActionKind::Mode).card(k).target(2));
    assert_eq!(g.decision_name(), "place_advancement");
    act(&mut g, Action::new(ActionKind::Advance).card(gm));
    assert_eq!(g.cards[gm as usize].advancement, 1);
    act(&mut g, Action::new(ActionKind::Mode).card(k).target(0));
    assert_eq!(g.decision_name(), "shuffle_into_rd");
    assert_eq!(g.corp.hq.len(), 2, "Enigma and the card drawn");
    let enigma = id(&g, "Enigma");
    act(&mut g, Action::new(ActionKind::Mode).card(enigma));
    assert_eq!(zone(&g, enigma), Zone::Rd);
    assert_eq!(g.corp.hq.len(), 1);
    assert_eq!(g.corp.rd.len(), 2);
}
