//! Scenario tests of Elevation Haas-Bioroid cards that install from HQ: Humanoid Resources
//! (35039) and Mercia B4LL4RD (35045). No ruling of `rulings_2022_2026.json` names either card;
//! the tests follow the card text and the Rules Reference.

mod common;
mod elev_corp;
use common::*;
use elev_corp::*;
use nr_engine::{Action, ActionKind, GameState, Zone};

// ----- 35039 Humanoid Resources -----

/// A Corp turn with `clicks` clicks and 5 credits, a rezzed Humanoid Resources in remote1, HQ
/// `hq`, R&D `rd` (JSON lists), and `servers` (JSON object body, after remote1).
fn humanoid(clicks: u8, hq: &str, rd: &str, servers: &str) -> GameState {
    corp_turn(
        &format!(
            r#""credits": 5, "clicks": {clicks}, "hq": [{hq}], "rd": [{rd}],
               "servers": {{"remote1": {{"root": [{{"title": "Humanoid Resources", "rezzed": true}}]}}{servers}}}"#
        ),
        r#""credits": 5"#,
    )
}

fn humanoid_ability(g: &GameState) -> Action {
    Action::new(ActionKind::Ability)
        .card(id(g, "Humanoid Resources"))
        .target(0)
}

fn install(card: u8, server: &str) -> Action {
    Action::new(ActionKind::Install)
        .card(card)
        .server(srv(server))
}

// Card text: the ability costs 3 clicks (and trashing it): not offered with 2.
#[test]
fn c35039_humanoid_needs_three_clicks() {
    let g = humanoid(2, "", r#""Hedge Fund", "Hedge Fund", "Hedge Fund""#, "");
    assert_eq!(g.decision_name(), "action");
    assert!(!is_legal(&g, humanoid_ability(&g)));
    let g = humanoid(3, "", r#""Hedge Fund", "Hedge Fund", "Hedge Fund""#, "");
    assert!(is_legal(&g, humanoid_ability(&g)));
}

// Card text: 3 clicks and trashing it: gain 4 credits, draw 3, install 2 cards from HQ one at a
// time paying their costs (Enigma as the second ice on HQ costs 1; Rules Reference, "Install"),
// then play an operation from HQ paying its cost (Hedge Fund: 5, gains 9).
#[test]
fn c35039_humanoid_gains_draws_installs_two_and_plays_an_operation() {
    let mut g = humanoid(
        3,
        r#""Enigma""#,
        r#""PAD Campaign", "Hedge Fund", "Beanstalk Royalties", "Ice Wall""#,
        r#", "hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}"#,
    );
    let hr = id(&g, "Humanoid Resources");
    let a = humanoid_ability(&g);
    act(&mut g, a);
    assert_eq!(g.corp.clicks, 0);
    assert_eq!(zone(&g, hr), Zone::Archives, "trashed as its cost");
    assert_eq!(g.corp.credits, 9, "4 gained");
    assert_eq!(g.corp.hq.len(), 4, "3 drawn");
    assert_eq!(g.corp.rd.len(), 1);
    assert_eq!(g.decision_name(), "install_from_hq");
    let enigma = id(&g, "Enigma");
    act(&mut g, install(enigma, "hq"));
    // Install step 3: the Corp keeps the Ice Wall already there, and pays 1 for it.
    assert_eq!(g.decision_name(), "install_trash");
    pass(&mut g);
    assert_eq!(zone(&g, id(&g, "Enigma")), Zone::Ice(srv("hq")));
    assert_eq!(
        g.corp.credits, 8,
        "1 paid for the ice already protecting HQ"
    );
    assert_eq!(g.decision_name(), "install_from_hq", "a second install");
    let pad = id(&g, "PAD Campaign");
    act(&mut g, install(pad, "new remote"));
    assert_eq!(
        zone(&g, id(&g, "PAD Campaign")),
        Zone::Root(srv("remote1")),
        "the emptied remote1 is reused"
    );
    assert_eq!(g.decision_name(), "choose_card", "the operation");
    let hf = id(&g, "Hedge Fund");
    act(&mut g, Action::new(ActionKind::Mode).card(hf).target(0));
    assert_eq!(g.corp.credits, 12, "5 paid, 9 gained");
    assert_eq!(zone(&g, hf), Zone::Archives);
    assert!(g.cards[hf as usize].faceup);
    assert_eq!(g.corp.hq.len(), 1, "Beanstalk Royalties is left");
    pass_windows(&mut g);
    assert_ne!(g.decision_name(), "choose_card", "one operation only");
}

// Card text: "up to 2": the Corp installs one card and stops; then it may decline the
// operation, which stays in HQ.
#[test]
fn c35039_humanoid_installs_one_then_stops_and_plays_nothing() {
    let mut g = humanoid(3, "", r#""PAD Campaign", "Ice Wall", "Hedge Fund""#, "");
    let a = humanoid_ability(&g);
    act(&mut g, a);
    let wall = id(&g, "Ice Wall");
    act(&mut g, install(wall, "rd"));
    assert_eq!(zone(&g, id(&g, "Ice Wall")), Zone::Ice(srv("rd")));
    assert_eq!(g.corp.credits, 9, "the first ice on R&D costs nothing");
    assert_eq!(g.decision_name(), "install_from_hq");
    pass(&mut g);
    assert_eq!(g.decision_name(), "choose_card");
    pass(&mut g);
    assert_eq!(g.corp.hq.len(), 2, "PAD Campaign and Hedge Fund stay in HQ");
    assert_eq!(g.corp.credits, 9);
}

// Card text: the Corp may install nothing and play nothing: only the credits and the draw.
#[test]
fn c35039_humanoid_installs_nothing() {
    let mut g = humanoid(
        3,
        r#""Enigma""#,
        r#""PAD Campaign", "Ice Wall", "Hedge Fund""#,
        "",
    );
    let a = humanoid_ability(&g);
    act(&mut g, a);
    pass(&mut g);
    assert_eq!(g.decision_name(), "choose_card");
    pass(&mut g);
    assert_eq!(g.corp.hq.len(), 4);
    assert_eq!(g.corp.credits, 9);
    assert!(g.corp.servers[srv("remote1") as usize].is_empty());
}

// Card text: the operation is played "paying its costs": one the Corp cannot afford (Hedge
// Fund, 5, with 4 credits) is not offered; one it can (Beanstalk Royalties, 0) is.
#[test]
fn c35039_humanoid_operation_must_be_affordable() {
    let mut g = corp_turn(
        r#""credits": 0, "clicks": 3, "rd": ["Hedge Fund", "Beanstalk Royalties", "Ice Wall"],
           "servers": {"remote1": {"root": [{"title": "Humanoid Resources", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    let a = humanoid_ability(&g);
    act(&mut g, a);
    pass(&mut g);
    assert_eq!(g.decision_name(), "choose_card");
    let hf = id(&g, "Hedge Fund");
    let br = id(&g, "Beanstalk Royalties");
    assert!(legal(&g, ActionKind::Mode).iter().all(|a| a.card != hf));
    act(&mut g, Action::new(ActionKind::Mode).card(br).target(0));
    assert_eq!(g.corp.credits, 7, "4 gained, 3 from Beanstalk Royalties");
    assert_eq!(zone(&g, br), Zone::Archives);
}

// HQ empty as the ability is used: the 3 cards drawn are what it may install; with only an
// operation left, the Corp may still play it.
#[test]
fn c35039_humanoid_with_hq_empty_installs_the_drawn_cards() {
    let mut g = humanoid(3, "", r#""Ice Wall", "Enigma", "Beanstalk Royalties""#, "");
    assert!(g.corp.hq.is_empty());
    let a = humanoid_ability(&g);
    act(&mut g, a);
    let wall = id(&g, "Ice Wall");
    let enigma = id(&g, "Enigma");
    act(&mut g, install(wall, "archives"));
    act(&mut g, install(enigma, "new remote"));
    assert_eq!(zone(&g, id(&g, "Enigma")), Zone::Ice(srv("remote1")));
    assert_eq!(g.corp.hq.len(), 1);
    assert_eq!(g.decision_name(), "choose_card");
    let br = id(&g, "Beanstalk Royalties");
    act(&mut g, Action::new(ActionKind::Mode).card(br).target(0));
    assert!(g.corp.hq.is_empty());
    assert_eq!(g.corp.credits, 12);
}

// ----- 35045 Mercia B4LL4RD -----

/// A Corp turn on its last click with `credits` credits, HQ `hq` (JSON list) and the servers
/// `servers` (JSON object body): the click is taken for a credit, and play goes on to the first
/// decision after the action phase that is not a window.
fn mercia(credits: u8, hq: &str, servers: &str) -> GameState {
    let mut g = corp_turn(
        &format!(
            r#""credits": {credits}, "clicks": 1, "hq": [{hq}], "rd": ["Hedge Fund", "Hedge Fund"],
               "servers": {{{servers}}}"#
        ),
        r#""credits": 5"#,
    );
    only(&mut g, ActionKind::ClickCredit);
    pass_windows(&mut g);
    g
}

const MERCIA_ALONE: &str = r#""remote1": {"root": [{"title": "Mercia B4LL4RD", "rezzed": true}]}"#;

// Card text: "you may": the Corp declines; nothing is installed and the upgrade stays.
#[test]
fn c35045_mercia_may_decline() {
    let mut g = mercia(3, r#""Enigma", "PAD Campaign""#, MERCIA_ALONE);
    assert_eq!(g.decision_name(), "ice_to_install");
    let pad = id(&g, "PAD Campaign");
    assert!(g.legal_actions().iter().all(|a| a.card != pad), "ice only");
    pass(&mut g);
    assert_eq!(g.corp.hq.len(), 2);
    assert_eq!(
        zone(&g, id(&g, "Mercia B4LL4RD")),
        Zone::Root(srv("remote1"))
    );
    assert_eq!(g.corp.credits, 4);
}

// Card text: 1 credit less: the third ice on HQ costs 1 instead of 2 (install step 3 first,
// keeping both ice); the upgrade moves to the root of HQ, and remote1, left with no card,
// ceases to exist (Rules Reference, "Server").
#[test]
fn c35045_mercia_discount_and_move_to_a_central_root() {
    let mut g = mercia(
        3,
        r#""Enigma""#,
        &format!(
            r#"{MERCIA_ALONE}, "hq": {{"ice": [{{"title": "Ice Wall", "rezzed": true}}, {{"title": "Wall of Static", "rezzed": true}}]}}"#
        ),
    );
    assert_eq!(g.corp.credits, 4);
    let enigma = id(&g, "Enigma");
    act(&mut g, install(enigma, "hq"));
    assert_eq!(g.decision_name(), "install_trash");
    pass(&mut g);
    assert_eq!(zone(&g, id(&g, "Enigma")), Zone::Ice(srv("hq")));
    assert_eq!(g.corp.servers[srv("hq") as usize].ice.len(), 3);
    assert_eq!(g.corp.credits, 3, "2 ice already there, 1 credit less");
    let mercia = id(&g, "Mercia B4LL4RD");
    assert_eq!(zone(&g, mercia), Zone::Root(srv("hq")));
    assert!(rezzed(&g, mercia), "moved as it was");
    assert!(
        g.corp.servers[srv("remote1") as usize].is_empty(),
        "remote1 ceased"
    );
}

// Install step 3 with the discount: 0 credits and 2 ice on HQ (cost 1 after the discount): the
// Corp cannot keep both, so it must trash one; then the ice costs nothing.
#[test]
fn c35045_mercia_install_step_three_with_the_discount() {
    let mut g = mercia(
        0,
        r#""Enigma""#,
        &format!(
            r#"{MERCIA_ALONE}, "hq": {{"ice": [{{"title": "Ice Wall", "rezzed": true}}, {{"title": "Wall of Static", "rezzed": true}}]}}"#
        ),
    );
    assert_eq!(g.corp.credits, 1, "the click's credit");
    let enigma = id(&g, "Enigma");
    act(&mut g, install(enigma, "hq"));
    assert_eq!(g.decision_name(), "install_trash");
    assert!(
        is_legal(&g, Action::new(ActionKind::Pass)),
        "1 credit pays for 2 ice less 1"
    );
    let wos = id(&g, "Wall of Static");
    act(&mut g, Action::new(ActionKind::Trash).card(wos));
    assert_eq!(zone(&g, wos), Zone::Archives);
    pass(&mut g);
    assert_eq!(g.corp.credits, 1, "1 ice there, 1 credit less: free");
    assert_eq!(zone(&g, id(&g, "Enigma")), Zone::Ice(srv("hq")));
}

// Install step 3 when the Corp cannot pay even with the discount: 1 credit, 3 ice on HQ (cost
// 2 after the discount): keeping them all is not offered; one trashed, it pays 1.
#[test]
fn c35045_mercia_cannot_keep_ice_it_cannot_pay_for() {
    let mut g = mercia(
        0,
        r#""Enigma""#,
        &format!(
            r#"{MERCIA_ALONE}, "hq": {{"ice": [{{"title": "Ice Wall", "rezzed": true}}, {{"title": "Wall of Static", "rezzed": true}}, {{"title": "Hunter", "rezzed": true}}]}}"#
        ),
    );
    assert_eq!(g.corp.credits, 1);
    let enigma = id(&g, "Enigma");
    act(&mut g, install(enigma, "hq"));
    assert_eq!(g.decision_name(), "install_trash");
    assert!(!is_legal(&g, Action::new(ActionKind::Pass)));
    let wall = id(&g, "Ice Wall");
    act(&mut g, Action::new(ActionKind::Trash).card(wall));
    pass(&mut g);
    assert_eq!(zone(&g, id(&g, "Enigma")), Zone::Ice(srv("hq")));
    assert_eq!(g.corp.credits, 0, "2 ice left there, 1 credit less");
}

// Installed in its own server: the discount applies (1 ice there: free) and the upgrade stays.
#[test]
fn c35045_mercia_in_its_own_server_stays() {
    let mut g = mercia(
        3,
        r#""Enigma""#,
        r#""remote1": {"root": [{"title": "Mercia B4LL4RD", "rezzed": true}, "PAD Campaign"],
                      "ice": [{"title": "Ice Wall", "rezzed": true}]}"#,
    );
    let enigma = id(&g, "Enigma");
    act(&mut g, install(enigma, "remote1"));
    pass(&mut g);
    assert_eq!(zone(&g, id(&g, "Enigma")), Zone::Ice(srv("remote1")));
    assert_eq!(g.corp.credits, 4, "1 ice there, 1 credit less: free");
    assert_eq!(
        zone(&g, id(&g, "Mercia B4LL4RD")),
        Zone::Root(srv("remote1"))
    );
}

// A new remote: ice there costs nothing and the discount gives no credit back; the upgrade
// moves to the new server, and remote1, left empty, ceases to exist.
#[test]
fn c35045_mercia_to_a_new_remote_leaves_the_old_one_empty() {
    let mut g = mercia(3, r#""Enigma""#, MERCIA_ALONE);
    let enigma = id(&g, "Enigma");
    act(&mut g, install(enigma, "new remote"));
    assert_eq!(zone(&g, id(&g, "Enigma")), Zone::Ice(srv("remote2")));
    assert_eq!(g.corp.credits, 4, "never below 0");
    assert_eq!(
        zone(&g, id(&g, "Mercia B4LL4RD")),
        Zone::Root(srv("remote2"))
    );
    assert!(g.corp.servers[srv("remote1") as usize].is_empty());
}

// Unrezzed, it is not active: no install is offered as the action phase ends.
#[test]
fn c35045_mercia_unrezzed_does_nothing() {
    let g = mercia(
        3,
        r#""Enigma""#,
        r#""remote1": {"root": ["Mercia B4LL4RD"]}"#,
    );
    assert_ne!(g.decision_name(), "ice_to_install");
    assert_eq!(g.corp.hq.len(), 1);
}
