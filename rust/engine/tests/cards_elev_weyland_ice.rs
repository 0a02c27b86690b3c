//! Scenario tests of the Elevation Weyland Consortium ice written in issue 25's second round:
//! Biawak (35074) and Kessleroid (35075). No ruling of `rulings_2022_2026.json` names an
//! Elevation card: these follow the current card text and the Rules Reference.

mod common;
mod elev_corp;
use common::*;
use elev_corp::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};

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

// ----- 35074 Biawak -----

/// A Runner turn: Biawak (rezzed or not) protects HQ; the Corp has `credits` and
/// `score_area`; the Runner's `rig`.
fn biawak(rezzed: bool, credits: u16, score_area: &str, rig: &str) -> GameState {
    runner_turn(
        &format!(
            r#""credits": {credits}, "score_area": {score_area}, "hq": ["PAD Campaign"], "servers": {{"hq": {{"ice": [{{"title": "Biawak", "rezzed": {rezzed}}}]}}}}"#
        ),
        &format!(r#""credits": 5, "rig": {rig}"#),
    )
}

// Biawak: forfeiting an agenda as it is rezzed pays 10 credits of its rez cost of 14: with 4
// credits and an agenda, the Corp rezzes it (the only way to pay: not asked).
#[test]
fn c35074_biawak_forfeit_an_agenda_pays_ten_credits() {
    let mut g = biawak(false, 4, r#"["Hostile Takeover"]"#, "[]");
    let (b, ht) = (id(&g, "Biawak"), id(&g, "Hostile Takeover"));
    run_on(&mut g, "hq");
    to_rez_window(&mut g, b);
    act(&mut g, rez(b));
    assert!(rezzed(&g, b));
    assert_eq!(g.corp.credits, 0);
    assert_eq!(zone(&g, ht), Zone::Removed, "forfeited");
    assert!(g.corp.score_area.is_empty());
}

// Biawak: with enough credits and an agenda, the Corp chooses: pay 14 credits (the agenda
// stays), or forfeit it and pay 4.
#[test]
fn c35074_biawak_corp_chooses_credits_or_forfeit() {
    let mut g = biawak(false, 20, r#"["Hostile Takeover"]"#, "[]");
    let (b, ht) = (id(&g, "Biawak"), id(&g, "Hostile Takeover"));
    run_on(&mut g, "hq");
    to_rez_window(&mut g, b);
    act(&mut g, rez(b));
    assert_eq!(g.decision_name(), "forfeit_agenda");
    assert_eq!(g.legal_actions().len(), 2);
    act(&mut g, Action::new(ActionKind::Mode).card(b).target(1));
    assert!(rezzed(&g, b));
    assert_eq!(g.corp.credits, 6);
    assert_eq!(zone(&g, ht), Zone::Score(Side::Corp));
    let mut g = biawak(false, 20, r#"["Hostile Takeover"]"#, "[]");
    let (b, ht) = (id(&g, "Biawak"), id(&g, "Hostile Takeover"));
    run_on(&mut g, "hq");
    to_rez_window(&mut g, b);
    act(&mut g, rez(b));
    act(&mut g, Action::new(ActionKind::Mode).card(ht).target(0));
    assert_eq!(g.corp.credits, 16);
    assert_eq!(zone(&g, ht), Zone::Removed);
}

// Biawak: without an agenda to forfeit, 4 credits cannot rez it (the rez is never offered).
#[test]
fn c35074_biawak_needs_fourteen_credits_without_an_agenda() {
    let mut g = biawak(false, 13, "[]", "[]");
    let b = id(&g, "Biawak");
    run_on(&mut g, "hq");
    while g.run.is_some() {
        assert!(!is_legal(&g, rez(b)));
        match g.legal_actions().first() {
            Some(&a) if g.decision_name() == "access" => act(&mut g, a),
            _ => pass(&mut g),
        }
    }
    assert!(!rezzed(&g, b));
}

// Biawak: an agenda that cannot be forfeited (Word on the Street in the Corp's score area:
// Rules Reference, "Forfeit"; its card text) pays none of the rez cost: with 4 credits the rez
// is never offered; with 20 it is paid in full, not asked, and the card stays.
#[test]
fn c35074_biawak_an_agenda_that_cannot_be_forfeited_pays_nothing() {
    let mut g = biawak(false, 4, r#"["Word on the Street"]"#, "[]");
    let b = id(&g, "Biawak");
    run_on(&mut g, "hq");
    while g.run.is_some() {
        assert!(!is_legal(&g, rez(b)));
        match g.legal_actions().first() {
            Some(&a) if g.decision_name() == "access" => act(&mut g, a),
            _ => pass(&mut g),
        }
    }
    assert!(!rezzed(&g, b));
    let mut g = biawak(false, 20, r#"["Word on the Street"]"#, "[]");
    let (b, wots) = (id(&g, "Biawak"), id(&g, "Word on the Street"));
    run_on(&mut g, "hq");
    to_rez_window(&mut g, b);
    act(&mut g, rez(b));
    assert!(rezzed(&g, b));
    assert_eq!(g.corp.credits, 6);
    assert_eq!(zone(&g, wots), Zone::Score(Side::Corp));
}

// Biawak, subroutines: the Corp trashes a program (first), then chooses to end the run rather
// than trash a resource (second).
#[test]
fn c35074_biawak_trash_a_program_or_end_the_run() {
    let mut g = biawak(true, 5, "[]", r#"["Corroder", "Armitage Codebusting"]"#);
    let (b, corroder, acb) = (
        id(&g, "Biawak"),
        id(&g, "Corroder"),
        id(&g, "Armitage Codebusting"),
    );
    run_on(&mut g, "hq");
    pass_until(&mut g, "choose_card");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(g.legal_actions().len(), 2, "Corroder, or end the run");
    act(
        &mut g,
        Action::new(ActionKind::Mode).card(corroder).target(0),
    );
    assert_eq!(zone(&g, corroder), Zone::Heap);
    assert!(g.run.is_some_and(|r| !r.ended));
    pass_until(&mut g, "choose_card");
    act(&mut g, Action::new(ActionKind::Mode).card(b).target(1));
    assert!(g.run.is_none_or(|r| r.ended));
    assert_eq!(zone(&g, acb), Zone::Rig);
}

// Biawak: with no program installed, the first subroutine can only end the run (not asked).
#[test]
fn c35074_biawak_nothing_to_trash_ends_the_run() {
    let mut g = biawak(true, 5, "[]", r#"["Armitage Codebusting"]"#);
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| {
        g.run.is_none_or(|r| r.ended) || g.decision_name() == "choose_card"
    });
    assert!(g.run.is_none_or(|r| r.ended));
    assert_eq!(zone(&g, id(&g, "Armitage Codebusting")), Zone::Rig);
}
