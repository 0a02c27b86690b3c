//! Scenario tests of the Elevation Weyland Consortium ice written in issue 25's second round:
//! Biawak (35074) and Kessleroid (35075). No ruling of `rulings_2022_2026.json` names an
//! Elevation card: these follow the current card text and the Rules Reference.

mod common;
mod elev_corp;
use common::*;
use elev_corp::*;
use nr_engine::{GameState, Side, Zone};

// ----- 35075 Kessleroid -----

/// A Corp turn with Parasite (1 virus counter) hosted on Kessleroid, rezzed or not.
fn kessleroid_with_parasite(rezzed: bool) -> GameState {
    corp_turn(
        &format!(
            r#""credits": 5, "clicks": 1, "rd": ["Hedge Fund", "Hedge Fund"], "servers": {{"hq": {{"ice": [{{"title": "Kessleroid", "rezzed": {rezzed}, "hosted": [{{"title": "Parasite", "virus": 1}}]}}]}}}}"#
        ),
        r#""credits": 5"#,
    )
}

// Kessleroid: the Runner cannot trash it while it is rezzed: Parasite brings it to 0 strength
// (and to -1 as the Runner's turn begins) and it stays installed, Parasite with it.
#[test]
fn c35075_kessleroid_parasite_cannot_trash_it_while_rezzed() {
    let mut g = kessleroid_with_parasite(true);
    let (k, parasite) = (id(&g, "Kessleroid"), id(&g, "Parasite"));
    assert_eq!(g.current_strength(k), Some(0));
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.cards[parasite as usize].virus, 2);
    assert_eq!(zone(&g, k), Zone::Ice(HQ));
    assert_eq!(zone(&g, parasite), Zone::Rig);
    assert_eq!(g.check_invariants(), Ok(()));
}

// Kessleroid: the restriction is an ability of the rezzed ice (card text "while it is
// rezzed"); the same Parasite trashes a rezzed Ice Wall of equal strength (the control).
#[test]
fn c35075_kessleroid_control_other_ice_is_trashed() {
    let mut g = corp_turn(
        r#""credits": 5, "rd": ["Hedge Fund", "Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true, "hosted": [{"title": "Parasite", "virus": 1}]}]}}"#,
        r#""credits": 5"#,
    );
    let wall = id(&g, "Ice Wall");
    until(&mut g, at_action(Side::Runner));
    assert_eq!(zone(&g, wall), Zone::Archives);
}

// Kessleroid: unrezzed, it is not active and has no strength: Parasite waits (Parasite ruling
// 1); once the Corp rezzes it as the Runner approaches, the Runner still cannot trash it.
#[test]
fn c35075_kessleroid_unrezzed_then_rezzed_stays() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Kessleroid", "hosted": [{"title": "Parasite", "virus": 1}]}]}}"#,
        r#""credits": 5"#,
    );
    let k = id(&g, "Kessleroid");
    run_on(&mut g, "hq");
    to_rez_window(&mut g, k);
    act(&mut g, rez(k));
    // Rezzed at 0 strength: it stays, encountered and ending the run.
    assert_eq!(g.current_strength(k), Some(0));
    assert_eq!(zone(&g, k), Zone::Ice(HQ));
    assert_eq!(zone(&g, id(&g, "Parasite")), Zone::Rig);
}

// Kessleroid: end the run, end the run.
#[test]
fn c35075_kessleroid_ends_the_run() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Kessleroid", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none_or(|r| r.ended));
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")));
}
