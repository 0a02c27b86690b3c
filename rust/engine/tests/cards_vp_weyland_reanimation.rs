//! Scenario tests of Reanimation Protocol (36062), a Vantage Point Weyland Consortium
//! operation. No ruling of `rulings_2022_2026.json` names a Vantage Point card: these follow
//! the current card text and the Rules Reference.

mod common;
mod elev_corp;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Zone};

fn install_in(card: u8, server: &str) -> Action {
    Action::new(ActionKind::Install)
        .card(card)
        .server(srv(server))
}

/// A Corp turn (NBN: Making News) with `credits`, Reanimation Protocol in HQ, `archives`, and
/// an Enigma protecting HQ.
fn reanimation(credits: u16, archives: &str) -> (GameState, u8) {
    let g = elev_corp::corp_turn(
        &format!(
            r#""credits": {credits}, "hq": ["Reanimation Protocol"], "archives": [{archives}],
               "rd": ["Hedge Fund"], "servers": {{"hq": {{"ice": ["Enigma"]}}}}"#
        ),
        r#""credits": 5"#,
    );
    let rp = id(&g, "Reanimation Protocol");
    (g, rp)
}

// Reanimation Protocol: Hadrian's Wall from Archives, installed as the second ice on HQ (1)
// and rezzed (10), costs 11 - 10 = 1 credit; it is not a liability: 1 bad publicity.
#[test]
fn c36062_reanimation_protocol_installs_and_rezzes_ten_less_and_takes_bad_publicity() {
    let (mut g, rp) = reanimation(5, r#""Hadrian's Wall", "Hedge Fund""#);
    play(&mut g, rp);
    assert_eq!(g.corp.credits, 3, "the play cost");
    assert_eq!(g.decision_name(), "install_where");
    let wall = id(&g, "Hadrian's Wall");
    act(&mut g, install_in(wall, "hq"));
    assert_eq!(zone(&g, wall), Zone::Ice(srv("hq")));
    assert!(rezzed(&g, wall));
    assert_eq!(g.corp.credits, 2, "1 credit in all");
    assert_eq!(g.corp.bad_publicity, 1);
}

// Reanimation Protocol: a liability piece of ice (Grubber) rezzed this way gives no bad
// publicity of its own (Grubber's rez gives its 1); its 5 rez cost is all taken off.
#[test]
fn c36062_reanimation_protocol_liability_ice_no_bad_publicity() {
    let (mut g, rp) = reanimation(5, r#""Grubber""#);
    play(&mut g, rp);
    let grubber = id(&g, "Grubber");
    act(&mut g, install_in(grubber, "rd"));
    assert!(rezzed(&g, grubber));
    assert_eq!(g.corp.credits, 3);
    assert_eq!(g.corp.bad_publicity, 1, "Grubber's own, not a second");
}

// Reanimation Protocol: only servers where the Corp can pay what is left are offered (with 0
// credits after the play, not HQ, where Hadrian's Wall would cost 1), and it is not playable
// without ice in Archives.
#[test]
fn c36062_reanimation_protocol_offers_only_affordable_places() {
    let (mut g, rp) = reanimation(2, r#""Hadrian's Wall""#);
    play(&mut g, rp);
    let wall = id(&g, "Hadrian's Wall");
    assert!(!is_legal(&g, install_in(wall, "hq")));
    assert!(is_legal(&g, install_in(wall, "rd")));
    let (g, rp) = reanimation(5, r#""Hedge Fund", "PAD Campaign""#);
    assert!(legal_on(&g, ActionKind::Play, rp).is_empty());
}
