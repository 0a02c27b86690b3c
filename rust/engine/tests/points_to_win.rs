//! The agenda points needed to win as a game option (Rules Reference, "Winning the Game": 7; the
//! System Gateway mechanics reference plays a starter game to 6).

mod common;
use common::*;
use nr_engine::{ActionKind, DeckList, GameState, Side, DEFAULT_POINTS_TO_WIN};

/// The Corp, with 4 points scored, in the window before its first action with a fully advanced 2-point agenda.
fn corp_scores_sixth(points: Option<u32>) -> GameState {
    let option = points.map_or(String::new(), |p| {
        format!(r#", "agenda_points_to_win": {p}"#)
    });
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "rd": ["Hedge Fund", "Hedge Fund"],
                       "score_area": ["Private Security Force", "Private Security Force"],
                       "servers": {{"remote1": {{"root": [
                           {{"title": "Private Security Force", "advancement": 4}}]}}}}}},
            "runner": {{"identity": "Noise: Hacker Extraordinaire"}},
            "phase": "action_start"{option}}}"#
    ))
}

/// The Runner, with 4 points stolen, in its action phase before an unprotected 2-point agenda.
fn runner_steals_sixth(points: Option<u32>) -> GameState {
    let option = points.map_or(String::new(), |p| {
        format!(r#", "agenda_points_to_win": {p}"#)
    });
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "rd": ["Hedge Fund", "Hedge Fund"],
                       "servers": {{"remote1": {{"root": ["Private Security Force"]}}}}}},
            "runner": {{"identity": "Noise: Hacker Extraordinaire", "credits": 5,
                        "score_area": ["Private Security Force", "Private Security Force"]}},
            "active": "runner", "turn": 2{option}}}"#
    ))
}

fn score(g: &mut GameState) {
    let psf = ids(g, "Private Security Force")
        .into_iter()
        .find(|&c| !legal_on(g, ActionKind::Score, c).is_empty())
        .expect("an agenda can be scored");
    only_on(g, ActionKind::Score, psf);
}

fn steal(g: &mut GameState) {
    run_on(g, "remote1");
    pass(g);
    while g.current_side() == Some(Side::Corp) && g.decision_name() == "paid_ability_window" {
        pass(g);
    }
}

// Rules Reference, "Winning the Game", with the option at 6: the Corp's 6th point wins at once.
#[test]
fn winning_the_game_corp_sixth_point_wins_at_six() {
    let mut g = corp_scores_sixth(Some(6));
    assert_eq!(g.points_to_win(), 6);
    score(&mut g);
    assert_eq!(g.agenda_points(Side::Corp), 6);
    assert_eq!(g.winner(), Some(Side::Corp));
    assert_eq!(g.win_reason(), Some("agenda_points"));
    assert!(g.legal_actions().is_empty());
}

// Rules Reference, "Winning the Game": at the default 7, 6 points do not win.
#[test]
fn winning_the_game_corp_sixth_point_does_not_win_at_seven() {
    for points in [None, Some(7)] {
        let mut g = corp_scores_sixth(points);
        assert_eq!(g.points_to_win(), 7);
        score(&mut g);
        assert_eq!(g.agenda_points(Side::Corp), 6);
        assert_eq!(g.winner(), None);
        g.check_invariants().unwrap();
    }
}

// Rules Reference, "Winning the Game" and "Steal", with the option at 6: the Runner's 6th point
// wins at once.
#[test]
fn winning_the_game_runner_sixth_stolen_point_wins_at_six() {
    let mut g = runner_steals_sixth(Some(6));
    steal(&mut g);
    assert_eq!(g.agenda_points(Side::Runner), 6);
    assert_eq!(g.winner(), Some(Side::Runner));
    assert_eq!(g.win_reason(), Some("agenda_points"));
}

// Rules Reference, "Winning the Game": at the default 7, 6 stolen points do not win.
#[test]
fn winning_the_game_runner_sixth_stolen_point_does_not_win_at_seven() {
    let mut g = runner_steals_sixth(None);
    steal(&mut g);
    assert_eq!(g.agenda_points(Side::Runner), 6);
    assert_eq!(g.winner(), None);
    g.check_invariants().unwrap();
}

// Rules Reference, "Winning the Game" ("7 or more"): passing the option's points wins too.
#[test]
fn winning_the_game_more_points_than_needed_win() {
    let mut g = runner_steals_sixth(Some(5));
    steal(&mut g);
    assert_eq!(g.agenda_points(Side::Runner), 6);
    assert_eq!(g.winner(), Some(Side::Runner));
}

#[test]
fn scenario_refuses_bad_points_to_win() {
    for bad in ["0", "-1", "256", "1000000000000", "6.5", "\"6\"", "null"] {
        let text = format!(
            r#"{{"corp": {{"identity": "{HB}"}},
                "runner": {{"identity": "Noise: Hacker Extraordinaire"}},
                "agenda_points_to_win": {bad}}}"#
        );
        match GameState::from_scenario_json(&text) {
            Ok(g) if bad == "null" => assert_eq!(g.points_to_win(), 7),
            Ok(_) => panic!("{bad} accepted"),
            Err(e) => assert!(
                e.to_string().contains("agenda_points_to_win")
                    || e.to_string().contains("invalid type"),
                "{bad}: {e}"
            ),
        }
    }
    // A scenario whose score area already holds the points needed to win is refused.
    let err = GameState::from_scenario_json(&format!(
        r#"{{"corp": {{"identity": "{HB}",
                       "score_area": ["Private Security Force", "Private Security Force"]}},
            "runner": {{"identity": "Noise: Hacker Extraordinaire"}},
            "agenda_points_to_win": 4}}"#
    ))
    .unwrap_err();
    assert!(err.to_string().contains("needed to win"), "{err}");
}

#[test]
fn set_points_to_win_checks_its_argument_and_the_time() {
    let deck = |name| DeckList::starter(name).unwrap();
    let mut g = GameState::new(&deck("haas-bioroid"), &deck("criminal"), 1).unwrap();
    assert_eq!(g.points_to_win(), DEFAULT_POINTS_TO_WIN);
    for bad in [0, -1, 256, i64::MAX, i64::MIN] {
        let err = g.set_points_to_win(bad).unwrap_err();
        assert!(err.to_string().contains("between 1 and 255"), "{err}");
    }
    assert_eq!(g.points_to_win(), 7);
    g.set_points_to_win(1).unwrap();
    g.set_points_to_win(255).unwrap();
    g.set_points_to_win(6).unwrap();
    let a = g.legal_actions()[0];
    g.apply(a).unwrap();
    let err = g.set_points_to_win(5).unwrap_err();
    assert!(err.to_string().contains("at setup"), "{err}");
    assert_eq!(g.points_to_win(), 6);
}

// The option is part of the state: saved and read back; a 7-point save names no option (old
// saves read as 7), and a save with 0 is refused.
#[test]
fn points_to_win_saved_and_loaded() {
    let mut g = corp_scores_sixth(Some(6));
    let text = g.to_json();
    assert!(text.contains(r#""points_to_win":6"#));
    let mut back = GameState::from_json(&text).unwrap();
    assert_eq!(back.points_to_win(), 6);
    score(&mut back);
    assert_eq!(back.winner(), Some(Side::Corp));
    let seven = corp_scores_sixth(None).to_json();
    assert!(!seven.contains("points_to_win"));
    assert_eq!(GameState::from_json(&seven).unwrap().points_to_win(), 7);
    let zero = text.replace(r#""points_to_win":6"#, r#""points_to_win":0"#);
    assert!(GameState::from_json(&zero).is_err());
    let big = text.replace(r#""points_to_win":6"#, r#""points_to_win":256"#);
    assert!(GameState::from_json(&big).is_err());
    // The option cannot be set below points already scored in a saved game.
    let four = text.replace(r#""points_to_win":6"#, r#""points_to_win":4"#);
    assert!(GameState::from_json(&four).is_err());
    score(&mut g);
    assert!(g.is_over());
    // The JSON observation says how many points win.
    let o = obs(&g, Side::Runner);
    assert_eq!(o["agenda_points_to_win"], 6);
}

fn sim(points_to_win: u8) -> Result<Vec<nr_engine::GameResult>, nr_engine::EngineError> {
    use std::sync::atomic::{AtomicBool, AtomicU64};
    let config = nr_engine::SimConfig {
        corp: DeckList::default_corp(),
        runner: DeckList::default_runner(),
        games: 200,
        corp_bot: nr_engine::BotKind::Heuristic,
        runner_bot: nr_engine::BotKind::Heuristic,
        seed: 7,
        threads: 2,
        points_to_win,
        cards: Default::default(),
    };
    nr_engine::simulate(&config, &AtomicU64::new(0), &AtomicBool::new(false))
}

// Games to 6 points end sooner on average than the same games (same seeds) to 7, and every
// agenda win ends within 2 points of the mark (the last agenda is worth at most 3).
#[test]
fn simulate_to_six_points_gives_shorter_games() {
    let (six, seven) = (sim(6).unwrap(), sim(7).unwrap());
    let mean = |r: &[nr_engine::GameResult]| {
        r.iter().map(|g| g.turns as f64).sum::<f64>() / r.len() as f64
    };
    assert!(
        mean(&six) < mean(&seven),
        "{} vs {}",
        mean(&six),
        mean(&seven)
    );
    for (g, need) in six
        .iter()
        .map(|g| (g, 6))
        .chain(seven.iter().map(|g| (g, 7)))
    {
        if g.reason == 0 {
            let winner = g.points[g.winner as usize];
            assert!(winner >= need && winner < need + 3, "{g:?}");
        }
        let loser = g.points[if g.winner == 0 { 1 } else { 0 }];
        assert!(g.winner < 0 || loser < need, "{g:?}");
    }
    let err = sim(0).unwrap_err();
    assert!(err.to_string().contains("agenda_points_to_win"), "{err}");
}
