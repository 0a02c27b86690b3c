//! HeuristicBot scenarios of Startup Corp cards valued from their facts (issue 25, docs/bots.md
//! "Cards its tables do not name"): the Corp uses an ability that turns a run away
//! (Proprionegation) in the last window before a server worth defending is approached, and
//! keeps it otherwise.

mod common;
mod elev_corp;
use common::*;
use elev_corp::*;
use nr_engine::{Action, ActionKind, Bot, GameState, HeuristicBot, Side, Zone};

/// Runs on `remote1` holding `root` (JSON list) with the Corp's heuristic bot (`facts_only`
/// as `facts`) against a Runner that always passes; Proprionegation scored with its counter.
/// Returns the game once the run is over, or after 200 decisions.
fn run_with_bot(root: &str, facts: bool) -> GameState {
    let corp = format!(
        r#""score_area": [{{"title": "Proprionegation", "agenda_counters": 1}}],
           "servers": {{"remote1": {{"root": {root}}}}}"#
    );
    let mut g = runner_turn(&corp, r#""credits": 5"#);
    run_on(&mut g, "remote1");
    let mut bot = if facts {
        HeuristicBot::facts_only(1)
    } else {
        HeuristicBot::new(1)
    };
    for _ in 0..200 {
        if g.run.is_none() {
            break;
        }
        let legal = g.legal_actions();
        let a = if g.current_side() == Some(Side::Corp) {
            bot.choose(&g, &legal)
        } else if legal.contains(&Action::new(ActionKind::Pass)) {
            Action::new(ActionKind::Pass)
        } else {
            legal[0]
        };
        act(&mut g, a);
    }
    g
}

// A run on a remote holding an agenda: the Corp sends the Runner to Archives before the
// server is approached; the agenda stays.
#[test]
fn c35048_heuristic_corp_turns_a_run_on_an_agenda_away() {
    for facts in [false, true] {
        let g = run_with_bot(r#"["Send a Message"]"#, facts);
        let p = id(&g, "Proprionegation");
        assert_eq!(
            g.cards[p as usize].agenda_counters, 0,
            "facts only: {facts}"
        );
        assert_eq!(g.last_run.as_ref().unwrap().server, ARCHIVES);
        assert_eq!(zone(&g, id(&g, "Send a Message")), Zone::Root(REMOTE1));
    }
}

// Nothing worth defending there (an asset): the counter is kept.
#[test]
fn c35048_heuristic_corp_keeps_the_counter_for_a_worse_run() {
    let g = run_with_bot(r#"["PAD Campaign"]"#, true);
    let p = id(&g, "Proprionegation");
    assert_eq!(g.cards[p as usize].agenda_counters, 1);
    assert_eq!(g.last_run.as_ref().unwrap().server, REMOTE1);
}

// IP Enforcement's X (a Gray Ops operation's own amount): the largest value offered, taking
// back the agenda worth most points.
#[test]
fn c35066_heuristic_corp_takes_the_largest_x() {
    for facts in [false, true] {
        let mut g = corp_turn(
            r#""hq": ["IP Enforcement"], "rd": ["Hedge Fund"], "credits": 5"#,
            r#""tags": 3, "score_area": ["Hostile Takeover", "AstroScript Pilot Program"]"#,
        );
        let play = Action::new(ActionKind::Play).card(id(&g, "IP Enforcement"));
        act(&mut g, play);
        assert_eq!(g.decision_name(), "mode");
        let mut bot = if facts {
            HeuristicBot::facts_only(1)
        } else {
            HeuristicBot::new(1)
        };
        let a = bot.choose(&g, &g.legal_actions());
        assert_eq!(
            (a.kind, a.target),
            (ActionKind::Mode, 2),
            "facts only: {facts}"
        );
    }
}
