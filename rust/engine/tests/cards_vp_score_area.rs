//! Scenario tests of the Vantage Point cards that change a score area: Word on the Street
//! (36025) and Myōshu (36061). No ruling of `rulings_2022_2026.json` names a Vantage Point card.

mod common;
mod elev_corp;
use common::*;
use elev_corp::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};

// ----- 36025 Word on the Street -----

/// A Corp turn with Greenmail one advance from scored (installed this turn if `this_turn`), the
/// Runner with Word on the Street installed; `score` the Corp's score area.
fn wots(this_turn: bool, score: &str) -> GameState {
    let remembers = if this_turn {
        r#", "remembers": ["installed_this_turn"]"#
    } else {
        ""
    };
    corp_turn(
        &format!(
            r#""credits": 5, "score_area": [{score}],
               "servers": {{"remote1": {{"root": [{{"title": "Greenmail", "advancement": 1{remembers}}}]}}}}"#
        ),
        r#""credits": 5, "rig": ["Word on the Street"], "stack": ["Sure Gamble"]"#,
    )
}

// Word on the Street: scoring an agenda installed this turn costs the Corp the resource, added
// to its score area as an agenda worth -1 point: Greenmail's 1 point and -1 make 0.
#[test]
fn c36025_word_on_the_street_is_a_cost_to_score_an_agenda_installed_this_turn() {
    let mut g = wots(true, "");
    let gm = id(&g, "Greenmail");
    let w = id(&g, "Word on the Street");
    advance_and_score(&mut g, gm, gm);
    pass_windows(&mut g);
    assert_eq!(zone(&g, gm), Zone::Score(Side::Corp));
    assert_eq!(zone(&g, w), Zone::Score(Side::Corp));
    assert_eq!(g.agenda_points(Side::Corp), 0);
    assert_eq!(g.runner.credits, 5, "its second ability does not fire");
    // A scenario keeps the Runner's card in the Corp's score area.
    let v = g.to_scenario();
    let again = GameState::from_scenario_json(&v.to_string()).unwrap();
    assert_eq!(
        zone(&again, id(&again, "Word on the Street")),
        Zone::Score(Side::Corp)
    );
    assert_eq!(again.agenda_points(Side::Corp), 0);
}

// Word on the Street: an agenda installed before this turn, scored: the resource is trashed, the
// Runner gains 4 credits and draws 1 card.
#[test]
fn c36025_word_on_the_street_pays_when_an_older_agenda_is_scored() {
    let mut g = wots(false, "");
    let gm = id(&g, "Greenmail");
    let w = id(&g, "Word on the Street");
    advance_and_score(&mut g, gm, gm);
    pass_windows(&mut g);
    assert_eq!(zone(&g, w), Zone::Heap);
    assert_eq!(g.runner.credits, 9);
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.agenda_points(Side::Corp), 1);
}

// Word on the Street: the -1 is paid as the agenda is scored, so it counts before the win is
// checked: 4 points and a 3-point agenda installed this turn make 7 - 1 = 6, no win.
#[test]
fn c36025_word_on_the_street_minus_one_counts_before_the_win() {
    let mut g = corp_turn(
        r#""credits": 5, "score_area": ["Send a Message", "Greenmail"],
           "servers": {"remote1": {"root": [{"title": "Send a Message", "advancement": 4,
                                             "remembers": ["installed_this_turn"]}]}}"#,
        r#""credits": 5, "rig": ["Word on the Street"]"#,
    );
    assert_eq!(g.agenda_points(Side::Corp), 4);
    let sam = ids(&g, "Send a Message")
        .into_iter()
        .find(|&c| zone(&g, c) == Zone::Root(srv("remote1")))
        .unwrap();
    advance_and_score(&mut g, sam, sam);
    assert!(!g.is_over());
    assert_eq!(g.agenda_points(Side::Corp), 6);
}

// Word on the Street, in the Corp's score area: "you cannot forfeit this agenda": Corporate
// Town's additional cost cannot be paid with it.
#[test]
fn c36025_word_on_the_street_cannot_be_forfeited() {
    let mut g = corp_turn(
        r#""credits": 5, "score_area": ["Word on the Street"],
           "servers": {"remote1": {"root": ["Corporate Town"]}}"#,
        r#""credits": 5"#,
    );
    let town = id(&g, "Corporate Town");
    only(&mut g, ActionKind::ClickCredit);
    assert!(!is_legal(&g, rez(town)));
    assert_eq!(g.agenda_points(Side::Corp), 0, "-1, never below 0");
}

// ----- 36061 Myōshu -----

/// A Corp turn with Myōshu in HQ and Greenmail one advance from scored (installed this turn if
/// `this_turn`).
fn myoshu(this_turn: bool) -> GameState {
    let remembers = if this_turn {
        r#", "remembers": ["installed_this_turn"]"#
    } else {
        ""
    };
    corp_turn(
        &format!(
            r#""credits": 20, "hq": ["Myoshu"],
               "servers": {{"remote1": {{"root": [{{"title": "Greenmail", "advancement": 1{remembers}}}]}}}}"#
        ),
        r#""credits": 5"#,
    )
}

// Myōshu: after scoring an agenda installed before this turn, it can be played (10 credits) and
// goes to the Corp's score area as a 2-point agenda.
#[test]
fn c36061_myoshu_scores_as_two_points() {
    let mut g = myoshu(false);
    let m = id(&g, "Myoshu");
    assert!(
        !is_legal(&g, Action::new(ActionKind::Play).card(m)),
        "nothing scored yet"
    );
    let gm = id(&g, "Greenmail");
    advance_and_score(&mut g, gm, gm);
    pass_windows(&mut g);
    play(&mut g, m);
    pass_windows(&mut g);
    assert_eq!(zone(&g, m), Zone::Score(Side::Corp));
    assert_eq!(g.agenda_points(Side::Corp), 3);
    assert_eq!(g.corp.credits, 20 - 1 + 2 - 10);
    // A scenario keeps it there, and remembers the turn's fact.
    let v = g.to_scenario();
    let again = GameState::from_scenario_json(&v.to_string()).unwrap();
    assert_eq!(again.agenda_points(Side::Corp), 3);
    assert!(again.turn_flags.scored_installed_earlier);
}

// Myōshu: an agenda installed this turn and scored does not allow it.
#[test]
fn c36061_myoshu_not_after_an_agenda_installed_this_turn() {
    let mut g = myoshu(true);
    let gm = id(&g, "Greenmail");
    advance_and_score(&mut g, gm, gm);
    pass_windows(&mut g);
    let m = id(&g, "Myoshu");
    assert!(!is_legal(&g, Action::new(ActionKind::Play).card(m)));
}

/// The `added_to_score_area` records of `events`.
fn added_records(events: &[nr_engine::LogEvent]) -> Vec<nr_engine::LogEvent> {
    events
        .iter()
        .filter(|e| e.kind.as_str() == "added_to_score_area")
        .copied()
        .collect()
}

// Myōshu: entering the Corp's score area as an agenda is an event (`added_to_score_area`: the
// card, where it came from, the points it is worth there), after it is played.
#[test]
fn c36061_myoshu_entering_the_score_area_is_logged() {
    let mut g = myoshu(false);
    let m = id(&g, "Myoshu");
    let gm = id(&g, "Greenmail");
    advance_and_score(&mut g, gm, gm);
    pass_windows(&mut g);
    g.set_events(true);
    play(&mut g, m);
    pass_windows(&mut g);
    let ev = g.take_events().to_vec();
    let added = added_records(&ev);
    assert_eq!(added.len(), 1, "{ev:?}");
    assert_eq!(added[0].card, m);
    let line =
        "Myoshu is added to the Corp's score area as an agenda (2 points) from the play area";
    for viewer in [None, Some(Side::Corp), Some(Side::Runner)] {
        assert_eq!(added[0].text(viewer), line);
    }
    let fields = format!("{:?}", added[0].fields(Some(Side::Runner)));
    for part in [r#""from", Str("play_area")"#, r#""points", Int(2)"#] {
        assert!(fields.contains(part), "{fields}");
    }
    let played = ev.iter().position(|e| e.kind.as_str() == "played");
    let added_at = ev
        .iter()
        .position(|e| e.kind.as_str() == "added_to_score_area");
    assert!(played < added_at, "{ev:?}");
}

// Word on the Street: the Runner's resource added to the Corp's score area is an event, worth
// -1 point there, from the rig.
#[test]
fn c36025_word_on_the_street_entering_the_score_area_is_logged() {
    let mut g = wots(true, "");
    let gm = id(&g, "Greenmail");
    let w = id(&g, "Word on the Street");
    g.set_events(true);
    advance_and_score(&mut g, gm, gm);
    pass_windows(&mut g);
    let ev = g.take_events().to_vec();
    let added = added_records(&ev);
    assert_eq!(added.len(), 1, "{ev:?}");
    assert_eq!(added[0].card, w);
    assert_eq!(
        added[0].text(Some(Side::Corp)),
        "Word on the Street is added to the Corp's score area as an agenda (-1 point) from the rig"
    );
    let fields = format!("{:?}", added[0].fields(None));
    assert!(fields.contains(r#""points", Int(-1)"#), "{fields}");
}
