//! Every state `from_json` accepts passes every invariant, winners and pending steps included
//! (issue 24, "Saved games and the action space"): a saved game naming a card that does not
//! exist in its run, an "arrange" step over more cards than R&D holds, and impossible ends (a
//! game won on agenda points without them, a Corp win by decking) are refused with a `Json`
//! error, never accepted to panic later.

mod common;
use common::*;
use nr_engine::{EngineError, GameState};
use serde_json::{json, Value};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// A live position: the Runner's action phase, R&D of 3 cards, nothing scored.
fn position() -> GameState {
    game(
        r#"{"corp": {"identity": "Haas-Bioroid: Engineering the Future",
                     "hq": ["Hedge Fund"], "rd": ["Enigma", "Hedge Fund", "Ice Wall"]},
            "runner": {"identity": "Noise: Hacker Extraordinaire", "grip": ["Sure Gamble"],
                       "stack": ["Diesel"]},
            "active": "runner"}"#,
    )
}

fn value(g: &GameState) -> Value {
    serde_json::from_str(&g.to_json()).unwrap()
}

/// `from_json` of `v` fails with a `Json` error whose text contains `needle`, without a panic.
fn refused(v: &Value, needle: &str) {
    let text = v.to_string();
    match catch_unwind(AssertUnwindSafe(|| GameState::from_json(&text))) {
        Err(_) => panic!("from_json panicked instead of refusing ({needle})"),
        Ok(Err(EngineError::Json(m))) => assert!(m.contains(needle), "{m:?} lacks {needle:?}"),
        Ok(other) => panic!("accepted or wrong error: {:?}", other.map(|_| ())),
    }
}

#[test]
fn saved_run_whose_persistent_effect_names_no_card_is_refused() {
    // Run::persistent (AMAZE Amusements' "Persistent") names a card of the game or none.
    let mut g = position();
    run_on(&mut g, "hq");
    let mut v = value(&g);
    assert!(v["run"].is_object());
    v["run"]["persistent"] = json!(150);
    refused(&v, "persistent");
}

#[test]
fn saved_run_whose_code_gate_ice_names_no_card_is_refused() {
    // Run::code_gate_ice (Rielle "Kit" Peddler) names a card of the game or none.
    let mut g = position();
    run_on(&mut g, "hq");
    let mut v = value(&g);
    v["run"]["code_gate_ice"] = json!(150);
    refused(&v, "code gate");
}

#[test]
fn saved_arrange_step_over_more_cards_than_rd_holds_is_refused() {
    // Precognition arranges at most the cards R&D holds (Step::Arrange).
    let mut v = value(&position());
    v["stack"]
        .as_array_mut()
        .unwrap()
        .push(json!({"Arrange": {"placed": 0, "n": 5}}));
    refused(&v, "Arrange");
    let mut v = value(&position());
    v["stack"]
        .as_array_mut()
        .unwrap()
        .push(json!({"Arrange": {"placed": 2, "n": 2}}));
    refused(&v, "Arrange");
}

#[test]
fn saved_game_won_on_agenda_points_without_them_is_refused() {
    // Rules Reference, "Winning the Game": agenda points win only at the points needed.
    for side in ["corp", "runner"] {
        let mut v = value(&position());
        v["winner"] = json!(side);
        v["win_reason"] = json!("agenda_points");
        refused(&v, "agenda points");
    }
}

#[test]
fn saved_game_won_by_decking_or_flatline_by_the_wrong_side_is_refused() {
    // Rules Reference, "Winning the Game": the Runner wins when the Corp must draw from an empty
    // R&D; the Corp wins when the Runner is flatlined.
    let mut v = value(&position());
    v["winner"] = json!("corp");
    v["win_reason"] = json!("decked_out");
    refused(&v, "decked");
    let mut v = value(&position());
    v["winner"] = json!("runner");
    v["win_reason"] = json!("flatline");
    refused(&v, "flatline");
    // Decked out with cards left in R&D.
    let mut v = value(&position());
    v["winner"] = json!("runner");
    v["win_reason"] = json!("decked_out");
    refused(&v, "decked");
}

#[test]
fn real_ends_are_accepted() {
    // The Runner wins by decking once R&D is empty; the Corp by flatline.
    let mut v = value(&position());
    v["corp"]["rd"] = json!([]);
    for c in v["cards"].as_array_mut().unwrap() {
        if c["zone"] == json!("rd") {
            c["zone"] = json!("removed");
        }
    }
    v["winner"] = json!("runner");
    v["win_reason"] = json!("decked_out");
    GameState::from_json(&v.to_string()).unwrap();
    let mut v = value(&position());
    v["winner"] = json!("corp");
    v["win_reason"] = json!("flatline");
    GameState::from_json(&v.to_string()).unwrap();
}
