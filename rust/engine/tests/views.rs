//! Scenario tests of the values the views derive for a player at the table (issue 12, "Visible
//! derived values"): current strengths, subroutines and which are broken, hand size limits,
//! recurring credits, a remembered choice and the last run; each only for a side that may know
//! it (Rules Reference, "Information": hidden and open information).

mod common;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side};
use serde_json::{json, Value};

/// A Runner-turn position: the Corp part and the Runner part as JSON object bodies.
fn runner_turn(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}},
            "runner": {{"identity": "Noise: Hacker Extraordinaire", {runner}}},
            "active": "runner", "turn": 2}}"#
    ))
}

/// The view of card `card` in a list of card views.
fn card_in(list: &Value, card: u8) -> &Value {
    list.as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"] == json!(card))
        .unwrap_or_else(|| panic!("card {card} not in {list}"))
}

fn ice_view(v: &Value, server: &str, card: u8) -> Value {
    card_in(&v["corp"]["servers"][server]["ice"], card).clone()
}

fn rig_view(v: &Value, card: u8) -> Value {
    card_in(&v["runner"]["rig"], card).clone()
}

fn snapshot(g: &GameState) -> Value {
    serde_json::from_str(&g.snapshot_json()).unwrap()
}

fn subs(ice: &Value) -> Vec<(String, bool)> {
    ice["subroutines"]
        .as_array()
        .unwrap_or_else(|| panic!("no subroutines in {ice}"))
        .iter()
        .map(|s| {
            (
                s["text"].as_str().unwrap().to_string(),
                s["broken"].as_bool().unwrap(),
            )
        })
        .collect()
}

/// Ice Wall (rezzed, 2 advancement tokens) on HQ; Noise with Corroder and 10 credits.
fn ice_wall_and_corroder() -> GameState {
    runner_turn(
        r#""hq": ["Hedge Fund"],
           "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true, "advancement": 2}]}}"#,
        r#""credits": 10, "rig": ["Corroder"]"#,
    )
}

// Rules Reference, "Strength" and Ice Wall: its strength is printed 1 plus 1 per advancement
// token; Corroder's strength ability (+1 for 1 credit) lasts the encounter (Rules Reference,
// "Icebreakers"). Both are open information, shown to both sides and in the snapshot.
#[test]
fn strength_of_advanced_ice_and_of_a_boosted_breaker() {
    let mut g = ice_wall_and_corroder();
    let (wall, corroder) = (id(&g, "Ice Wall"), id(&g, "Corroder"));
    for v in [obs(&g, Side::Runner), obs(&g, Side::Corp), snapshot(&g)] {
        assert_eq!(
            ice_view(&v, "hq", wall)["strength"],
            json!(3),
            "1 + 2 advancements"
        );
        assert_eq!(rig_view(&v, corroder)["strength"], json!(2), "printed");
    }
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    act(
        &mut g,
        Action::new(ActionKind::Ability).card(corroder).target(0),
    );
    for v in [obs(&g, Side::Runner), obs(&g, Side::Corp), snapshot(&g)] {
        assert_eq!(rig_view(&v, corroder)["strength"], json!(3), "boosted once");
        assert_eq!(rig_view(&v, corroder)["boost"], json!(1));
    }
    // The boost lasts until the encounter ends.
    act(
        &mut g,
        Action::new(ActionKind::Break).card(corroder).target(0),
    );
    pass_until(&mut g, "jack_out");
    assert_eq!(
        rig_view(&obs(&g, Side::Runner), corroder)["strength"],
        json!(2)
    );
}

// Rules Reference, "Subroutine" and run step [3.1]: the subroutines of rezzed ice, each with its
// text; one the Runner broke is marked broken until the encounter ends.
#[test]
fn subroutines_of_rezzed_ice_and_broken_flags_mid_encounter() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"],
           "servers": {"hq": {"ice": [{"title": "Wall of Thorns", "rezzed": true}]}}"#,
        r#""credits": 10, "rig": ["Corroder"]"#,
    );
    let (thorns, corroder) = (id(&g, "Wall of Thorns"), id(&g, "Corroder"));
    let texts = ["Do 2 net damage.", "End the run."];
    let with = |broken: [bool; 2]| -> Vec<(String, bool)> {
        texts
            .iter()
            .zip(broken)
            .map(|(t, b)| (t.to_string(), b))
            .collect()
    };
    assert_eq!(
        subs(&ice_view(&obs(&g, Side::Runner), "hq", thorns)),
        with([false, false])
    );
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    for _ in 0..3 {
        act(
            &mut g,
            Action::new(ActionKind::Ability).card(corroder).target(0),
        );
    }
    assert_eq!(
        rig_view(&obs(&g, Side::Runner), corroder)["strength"],
        json!(5)
    );
    act(
        &mut g,
        Action::new(ActionKind::Break).card(corroder).target(0),
    );
    assert_eq!(g.decision_name(), "encounter", "still encountering");
    for v in [obs(&g, Side::Runner), obs(&g, Side::Corp), snapshot(&g)] {
        assert_eq!(subs(&ice_view(&v, "hq", thorns)), with([true, false]));
    }
    // "End the run" resolves; after the encounter nothing is broken.
    pass(&mut g);
    assert!(g.run.is_none());
    assert_eq!(
        subs(&ice_view(&obs(&g, Side::Runner), "hq", thorns)),
        with([false, false])
    );
}

// Rules Reference, "Facedown" / "Hidden Information": the Runner learns neither the strength nor
// the subroutines of unrezzed ice; the Corp, who knows its ice, sees both. Rezzed, both sides do.
#[test]
fn unrezzed_ice_shows_no_strength_or_subroutines_to_the_runner() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": ["Enigma"]}}"#,
        r#""credits": 5"#,
    );
    let enigma = id(&g, "Enigma");
    let text = g.observation_json(Side::Runner);
    let runner = ice_view(&obs(&g, Side::Runner), "hq", enigma);
    assert_eq!(runner["title"], Value::Null);
    for key in ["strength", "subroutines"] {
        assert!(runner.get(key).is_none(), "{key} shown: {runner}");
    }
    assert!(!text.contains("The Runner loses 1 click."), "{text}");
    let corp = ice_view(&obs(&g, Side::Corp), "hq", enigma);
    assert_eq!(corp["strength"], json!(2));
    assert_eq!(
        subs(&corp),
        [
            ("The Runner loses 1 click.".to_string(), false),
            ("End the run.".to_string(), false)
        ]
    );
    // Rezzed when approached: now open information.
    run_on(&mut g, "hq");
    pass_until(&mut g, "rez_ice");
    only_on(&mut g, ActionKind::Rez, enigma);
    let runner = ice_view(&obs(&g, Side::Runner), "hq", enigma);
    assert_eq!(runner["strength"], json!(2));
    assert_eq!(subs(&runner).len(), 2);
}

// Rules Reference, "Maximum Hand Size": 5, less 1 per brain damage for the Runner; both limits
// are open information.
#[test]
fn hand_size_limits_of_both_sides_after_brain_damage() {
    let g = runner_turn(r#""credits": 5"#, r#""credits": 5, "brain_damage": 2"#);
    for v in [obs(&g, Side::Runner), obs(&g, Side::Corp), snapshot(&g)] {
        assert_eq!(v["runner"]["hand_size"], json!(3));
        assert_eq!(v["corp"]["hand_size"], json!(5));
    }
}

// Rules Reference, "Recurring Credits": Cyberfeeder's credit is recurring (refilled each turn);
// credits placed on Armitage Codebusting are not.
#[test]
fn recurring_credits_are_marked() {
    let g = runner_turn(
        r#""credits": 5"#,
        r#""credits": 5, "rig": ["Cyberfeeder", {"title": "Armitage Codebusting", "credits": 12}]"#,
    );
    let (feeder, armitage) = (id(&g, "Cyberfeeder"), id(&g, "Armitage Codebusting"));
    for v in [obs(&g, Side::Runner), obs(&g, Side::Corp)] {
        let f = rig_view(&v, feeder);
        assert_eq!(
            (f["credits"].clone(), f["recurring_credits"].clone()),
            (json!(1), json!(1))
        );
        let a = rig_view(&v, armitage);
        assert_eq!(a["credits"], json!(12));
        assert!(a.get("recurring_credits").is_none(), "{a}");
    }
}

// Femme Fatale: the ice it chose stays remembered; the view names that ice to a side that knows
// it (the unrezzed Enigma: the Corp only; the rezzed Hunter: both).
#[test]
fn femme_fatale_names_its_chosen_ice_to_a_side_that_knows_it() {
    let position = || {
        runner_turn(
            r#""credits": 5, "hq": ["Hedge Fund"],
               "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}]}, "rd": {"ice": ["Enigma"]}}"#,
            r#""credits": 10, "grip": ["Femme Fatale"]"#,
        )
    };
    for (ice, runner_knows) in [("Hunter", true), ("Enigma", false)] {
        let mut g = position();
        let (femme, chosen) = (id(&g, "Femme Fatale"), id(&g, ice));
        only_on(&mut g, ActionKind::Install, femme);
        act(&mut g, Action::new(ActionKind::Mode).card(chosen));
        assert_eq!(g.cards[femme as usize].chosen, chosen);
        let runner = rig_view(&obs(&g, Side::Runner), femme);
        assert_eq!(runner["chosen"], json!(chosen));
        let expected = if runner_knows {
            json!(ice)
        } else {
            Value::Null
        };
        assert_eq!(runner["chosen_title"], expected, "{ice}");
        assert_eq!(
            rig_view(&obs(&g, Side::Corp), femme)["chosen_title"],
            json!(ice)
        );
    }
}

// ----- the last run -----

// Rules Reference, run step [2.2]/[5.2]: jacking out ends the run unsuccessfully; the last run
// records its server and why it ended, with nothing accessed. No last run before the first.
#[test]
fn last_run_after_a_jack_out() {
    let mut g = runner_turn(r#""credits": 5, "hq": ["Hedge Fund"]"#, r#""credits": 5"#);
    assert_eq!(obs(&g, Side::Runner)["last_run"], Value::Null);
    run_on(&mut g, "hq");
    pass_until(&mut g, "jack_out");
    assert_eq!(
        obs(&g, Side::Runner)["last_run"],
        Value::Null,
        "still running"
    );
    act(&mut g, Action::new(ActionKind::JackOut));
    let expected = json!({"server": "hq", "turn": 2, "successful": false,
                          "end_reason": "jacked_out", "accessed": [], "accessed_count": 0});
    for v in [obs(&g, Side::Runner), obs(&g, Side::Corp), snapshot(&g)] {
        assert_eq!(v["last_run"], expected);
    }
}

// Rules Reference, run step [3.2]: an "end the run" subroutine ends the run unsuccessfully.
#[test]
fn last_run_ended_by_a_subroutine() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    run_on(&mut g, "hq");
    until(&mut g, |g| g.run.is_none());
    let last = &obs(&g, Side::Corp)["last_run"];
    assert_eq!(last["successful"], json!(false));
    assert_eq!(last["end_reason"], json!("ended"));
    assert_eq!(last["accessed_count"], json!(0));
}

// Rules Reference, run steps [5.4]-[5.5]: a successful HQ run accesses a random HQ card. Both
// sides know which card it was (the Runner saw it; the Corp knows its hand), but a side's view
// gives no instance id for a card of HQ or R&D (it could follow it out of hiding); the
// snapshot does. During the run the access is listed on the run.
#[test]
fn last_run_after_a_successful_hq_run_names_the_accessed_card() {
    let mut g = runner_turn(r#""credits": 5, "hq": ["PAD Campaign"]"#, r#""credits": 5"#);
    let pad = id(&g, "PAD Campaign");
    run_on(&mut g, "hq");
    pass_until(&mut g, "trash_or_steal");
    let seen = json!([{"id": null, "title": "PAD Campaign", "from": "hq"}]);
    for side in [Side::Corp, Side::Runner] {
        let v = obs(&g, side);
        assert_eq!(v["run"]["accessed"], seen, "{side:?}");
        assert_eq!(v["last_run"], Value::Null, "{side:?}");
    }
    pass(&mut g); // leave it in HQ
    assert!(g.run.is_none());
    let side_view = json!({"server": "hq", "turn": 2, "successful": true, "end_reason": null,
                           "accessed": seen, "accessed_count": 1});
    assert_eq!(obs(&g, Side::Runner)["last_run"], side_view);
    assert_eq!(obs(&g, Side::Corp)["last_run"], side_view);
    assert_eq!(
        snapshot(&g)["last_run"]["accessed"],
        json!([{"id": pad, "title": "PAD Campaign", "from": "hq"}])
    );
}

// Rules Reference, "Accessing": the Runner looks at the top card of R&D; the Corp, who does not
// know the order of R&D, does not learn which card it was. A root card keeps its id.
#[test]
fn last_run_on_rd_hides_the_accessed_card_from_the_corp() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "rd": ["Enigma", "Hedge Fund"]"#,
        r#""credits": 5"#,
    );
    run_on(&mut g, "rd");
    until(&mut g, |g| g.run.is_none());
    let runner = obs(&g, Side::Runner);
    assert_eq!(
        runner["last_run"]["accessed"],
        json!([{"id": null, "title": "Enigma", "from": "rd"}])
    );
    let corp = obs(&g, Side::Corp);
    assert_eq!(
        corp["last_run"]["accessed"],
        json!([{"id": null, "title": null, "from": "rd"}])
    );
    // Neither side's view changes when what it has not seen is redealt.
    for side in [Side::Corp, Side::Runner] {
        for seed in 0..6 {
            let d = g.determinize(side, seed);
            assert_eq!(
                d.observation_json(side),
                g.observation_json(side),
                "{side:?} {seed}"
            );
            check_places(&d);
        }
    }
}

#[test]
fn last_run_on_a_remote_names_the_root_card_with_its_id() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 0"#,
    );
    let pad = id(&g, "PAD Campaign");
    run_on(&mut g, "remote1");
    until(&mut g, |g| g.run.is_none());
    for side in [Side::Corp, Side::Runner] {
        assert_eq!(
            obs(&g, side)["last_run"]["accessed"],
            json!([{"id": pad, "title": "PAD Campaign", "from": "root"}])
        );
    }
}

// Saved games: the last run survives a JSON round trip; a game saved before these fields
// existed still loads; a last run naming a card or definition out of range is refused.
#[test]
fn last_run_in_saved_games() {
    let mut g = runner_turn(r#""credits": 5, "hq": ["Hedge Fund"]"#, r#""credits": 5"#);
    run_on(&mut g, "hq");
    until(&mut g, |g| g.run.is_none());
    let back = GameState::from_json(&g.to_json()).unwrap();
    assert_eq!(back.last_run, g.last_run);
    assert_eq!(back.snapshot_json(), g.snapshot_json());

    let mut old: Value = serde_json::from_str(&g.to_json()).unwrap();
    old.as_object_mut().unwrap().remove("last_run");
    old.as_object_mut().unwrap().remove("run_accessed");
    let loaded = GameState::from_json(&old.to_string()).unwrap();
    assert!(loaded.last_run.is_none() && loaded.run_accessed.cards.is_empty());

    for (field, bad) in [("def", json!(60000)), ("card", json!(250))] {
        let mut v: Value = serde_json::from_str(&g.to_json()).unwrap();
        v["last_run"]["accessed"]["cards"][0][field] = bad;
        let err = GameState::from_json(&v.to_string())
            .unwrap_err()
            .to_string();
        assert!(err.contains("accessed card"), "{field}: {err}");
    }
}

// Strength and subroutines are those of installed ice (Rules Reference, "Strength",
// "Subroutine"): a faceup ice in Archives shows neither.
#[test]
fn ice_out_of_play_shows_no_strength_or_subroutines() {
    let g = runner_turn(
        r#""credits": 5, "archives": [{"title": "Ice Wall", "faceup": true}]"#,
        r#""credits": 5"#,
    );
    for v in [obs(&g, Side::Runner), snapshot(&g)] {
        let wall = &v["corp"]["archives"][0];
        assert_eq!(wall["title"], json!("Ice Wall"));
        assert!(
            wall.get("strength").is_none() && wall.get("subroutines").is_none(),
            "{wall}"
        );
    }
}
