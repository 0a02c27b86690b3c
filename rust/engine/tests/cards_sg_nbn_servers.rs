//! Scenario tests of the System Gateway NBN ice and upgrade (Funhouse 30054, Ping 30055, AMAZE
//! Amusements 30058) and of two neutral Corp cards (Regolith Mining License 30071, Palisade
//! 30072), their rulings and bad input.

mod common;
mod sg_nbn;
use common::*;
use nr_engine::{Action, ActionKind, EventKind, GameState, Side, Zone};
use sg_nbn::*;

// ----- 30054 Funhouse -----

fn funhouse(runner: &str) -> GameState {
    runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Funhouse", "rezzed": true}]}}"#,
        runner,
    )
}

// Funhouse: on encounter the Runner takes 1 tag (the run goes on) or the run ends.
#[test]
fn c30054_encounter_take_a_tag_or_the_run_ends() {
    let mut g = funhouse("");
    let fh = id(&g, "Funhouse");
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "funhouse");
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_eq!(
        sorted(all_legal(&g)),
        sorted(vec![mode_of(fh, 0), mode_of(fh, 1)])
    );
    assert!(g.label(&mode_of(fh, 0)).contains("take 1 tag"));
    act(&mut g, mode_of(fh, 0));
    assert_eq!(g.runner.tags, 1);
    assert!(g.run.is_some_and(|r| !r.ended));
    let mut g = funhouse("");
    run_on(&mut g, "hq");
    act(&mut g, mode_of(fh, 1));
    assert!(g.run.is_none_or(|r| r.ended));
    assert_eq!(g.runner.tags, 0);
}

// Funhouse's subroutine: the Runner pays 4 credits or takes 1 tag; without 4, only the tag.
#[test]
fn c30054_subroutine_pay_four_or_take_a_tag() {
    let mut g = funhouse(r#""credits": 5"#);
    let fh = id(&g, "Funhouse");
    run_on(&mut g, "hq");
    act(&mut g, mode_of(fh, 0));
    pass_until(&mut g, "funhouse");
    assert_eq!(
        sorted(all_legal(&g)),
        sorted(vec![mode_of(fh, 2), mode_of(fh, 3)])
    );
    act(&mut g, mode_of(fh, 2));
    assert_eq!((g.runner.credits, g.runner.tags), (1, 1));
    pass_to(&mut g, |g| g.run.is_none());
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")), "the run went on");
    // With 3 credits: only the tag, the single outcome, taken without a question.
    let mut g = funhouse(r#""credits": 3"#);
    run_on(&mut g, "hq");
    act(&mut g, mode_of(fh, 0));
    pass_to(&mut g, |g| {
        g.runner.tags == 2 || g.decision_name() == "funhouse"
    });
    assert_eq!((g.runner.credits, g.runner.tags), (3, 2));
}

// Funhouse: choices of the wrong step or of another card are refused and change nothing.
#[test]
fn c30054_bad_choice_refused() {
    let mut g = funhouse(r#""credits": 5"#);
    let fh = id(&g, "Funhouse");
    run_on(&mut g, "hq");
    refused(&mut g, mode_of(fh, 2));
    refused(&mut g, mode_of(fh, 7));
    refused(&mut g, Action::new(ActionKind::Pass));
}

// Ruling 1: taking the tag is a cost; the Runner cannot take it and then avoid it (Decoy is
// not offered), while the subroutine's given tag may be avoided.
#[test]
fn ruling_c30054_1_the_tag_is_a_cost_not_avoidable() {
    // 4 credits, so that the subroutine asks (pay 4 or take the tag).
    let mut g = funhouse(r#""rig": ["Decoy"], "credits": 4"#);
    let fh = id(&g, "Funhouse");
    let decoy = id(&g, "Decoy");
    run_on(&mut g, "hq");
    act(&mut g, mode_of(fh, 0));
    assert_ne!(g.decision_name(), "avoid_tags");
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.cards[decoy as usize].zone, Zone::Rig);
    pass_until(&mut g, "funhouse");
    act(&mut g, mode_of(fh, 3));
    assert_eq!(
        g.decision_name(),
        "avoid_tags",
        "the given tag may be avoided"
    );
    act(&mut g, ability(decoy, 0));
    assert_eq!(g.runner.tags, 1);
}

// Ruling 2: a cost that would be prevented cannot be paid: the tag-as-cost option always lands
// in full (no prevention step is ever offered for it), so the run goes on only with the tag
// taken; refusing it ends the run.
#[test]
fn ruling_c30054_2_a_prevented_cost_is_not_paid() {
    let mut g = funhouse(r#""rig": ["Decoy"]"#);
    let fh = id(&g, "Funhouse");
    run_on(&mut g, "hq");
    act(&mut g, mode_of(fh, 0));
    assert_eq!(g.runner.tags, 1);
    assert!(g.run.is_some_and(|r| !r.ended));
    let mut g = funhouse(r#""rig": ["Decoy"]"#);
    run_on(&mut g, "hq");
    act(&mut g, mode_of(fh, 1));
    assert_eq!(g.runner.tags, 0);
    assert!(g.run.is_none_or(|r| r.ended));
}

// Ruling 3: bypassed with Inside Job, Funhouse's encounter ability does not resolve.
#[test]
fn ruling_c30054_3_bypass_skips_the_encounter_ability() {
    let mut g = funhouse(r#""credits": 2, "grip": ["Inside Job"]"#);
    let ij = id(&g, "Inside Job");
    only_on(&mut g, ActionKind::Play, ij);
    act(&mut g, Action::new(ActionKind::Run).server(HQ));
    let fh = id(&g, "Funhouse");
    pass_until_without(&mut g, "action", mode_of(fh, 0));
    assert_eq!(g.runner.tags, 0);
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")), "accessed");
}

// ----- 30055 Ping -----

fn ping(corp_credits: u16) -> GameState {
    runner_turn(
        &format!(
            r#""credits": {corp_credits}, "hq": ["Hedge Fund"], "servers": {{"hq": {{"ice": ["Ping"]}}, "rd": {{"ice": ["Palisade"]}}}}"#
        ),
        "",
    )
}

// Ping: rezzed as the Runner approaches it in a run on its server: 1 tag; its subroutine ends
// the run.
#[test]
fn c30055_rezzed_during_a_run_on_its_server_tags() {
    let mut g = ping(5);
    let p = id(&g, "Ping");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| !legal_on(g, ActionKind::Rez, p).is_empty());
    act(&mut g, Action::new(ActionKind::Rez).card(p));
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.corp.credits, 3);
    pass_to(&mut g, |g| g.run.is_none());
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")), "the run ended");
}

// Ping: rezzed outside a run (the Corp's turn), no tag.
#[test]
fn c30055_rezzed_outside_a_run_no_tag() {
    let mut g = position(HB, "corp", 3, r#""servers": {"hq": {"ice": ["Ping"]}}"#, "");
    let p = id(&g, "Ping");
    // Ice is rezzed only when approached, or by an effect: rez it with an effect's free rez.
    let mut v: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    v["stack"].as_array_mut().unwrap().push("RezIceFree".into());
    g = GameState::from_json(&v.to_string()).unwrap();
    act(&mut g, Action::new(ActionKind::Rez).card(p));
    assert!(g.cards[p as usize].rezzed);
    assert_eq!(g.runner.tags, 0);
}

/// During a run on `server`, an effect rezzes Ping on HQ (the Corp's free rez).
fn ping_rezzed_by_effect_during_run(server: &str) -> GameState {
    let mut g = ping(5);
    let p = id(&g, "Ping");
    run_on(&mut g, server);
    let mut v: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    v["stack"].as_array_mut().unwrap().push("RezIceFree".into());
    let mut g = GameState::from_json(&v.to_string()).unwrap();
    act(&mut g, Action::new(ActionKind::Rez).card(p));
    g
}

// Ping: rezzed during a run on another server, no tag.
#[test]
fn c30055_run_on_another_server_no_tag() {
    let g = ping_rezzed_by_effect_during_run("archives");
    assert_eq!(g.runner.tags, 0);
}

// Ruling 1: rezzed by an effect at another time of a run on its server, it still tags.
#[test]
fn ruling_c30055_1_any_rez_during_a_run_on_its_server() {
    let g = ping_rezzed_by_effect_during_run("hq");
    assert_eq!(g.runner.tags, 1);
}

// ----- 30058 AMAZE Amusements -----

fn amaze(amaze_rezzed: bool, runner_credits: u16) -> GameState {
    runner_turn(
        &format!(
            r#""servers": {{"remote1": {{"root": ["Priority Requisition", {{"title": "AMAZE Amusements", "rezzed": {amaze_rezzed}}}]}}, "remote2": {{"root": ["Private Security Force"]}}}}"#
        ),
        &format!(r#""credits": {runner_credits}"#),
    )
}

fn access(g: &mut GameState, card: u8) {
    act(
        g,
        Action::new(ActionKind::Access)
            .card(card)
            .server(g.run.unwrap().server),
    );
}

// AMAZE Amusements: an agenda stolen in a run on its server: 2 tags when the run ends.
#[test]
fn c30058_agenda_stolen_two_tags_at_run_end() {
    let mut g = amaze(true, 0);
    let pr = id(&g, "Priority Requisition");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "access");
    g.set_events(true);
    access(&mut g, pr);
    assert_eq!(g.agenda_points(Side::Runner), 3);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.tags, 2);
    // The tags come once the run is over.
    let ev = events(&mut g);
    let ends = ev
        .iter()
        .position(|e| e.kind == EventKind::RunEnds)
        .unwrap();
    let tags = ev
        .iter()
        .position(|e| e.kind == EventKind::TagsGained)
        .unwrap();
    assert!(ends < tags);
}

// AMAZE Amusements: nothing stolen, no tags; a run on another server, no tags.
#[test]
fn c30058_no_steal_or_other_server_no_tags() {
    let mut g = amaze(true, 0);
    run_on(&mut g, "remote2");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.agenda_points(Side::Runner), 2);
    assert_eq!(g.runner.tags, 0);
    // A run on its server with no agenda stolen (Archives-like: empty root but AMAZE).
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": [{"title": "AMAZE Amusements", "rezzed": true}], "ice": [{"title": "Palisade", "rezzed": true}]}}"#,
        "",
    );
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.tags, 0, "the run ended without a steal");
}

// AMAZE Amusements is persistent: trashed while accessed, a later steal in the run still tags.
#[test]
fn c30058_persistent_after_being_trashed_on_access() {
    let mut g = amaze(true, 3);
    let am = id(&g, "AMAZE Amusements");
    let pr = id(&g, "Priority Requisition");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "access");
    access(&mut g, am);
    assert_eq!(g.decision_name(), "trash_or_steal");
    act(&mut g, Action::new(ActionKind::Trash).card(am));
    assert_eq!(g.cards[am as usize].zone, Zone::Archives);
    // The agenda is the last card to access.
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.cards[pr as usize].zone, Zone::Score(Side::Runner));
    assert_eq!((g.runner.tags, g.runner.credits), (2, 0));
}

// Ruling 1: AMAZE leaving play other than by being trashed while accessed does not persist.
#[test]
fn ruling_c30058_1_trashed_otherwise_it_does_not_persist() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["Priority Requisition", {"title": "AMAZE Amusements", "rezzed": true}, "SanSan City Grid"]}}"#,
        "",
    );
    let am = id(&g, "AMAZE Amusements");
    let pr = id(&g, "Priority Requisition");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "access");
    // Trashed by an effect (here: moved to Archives as a card ability would) before access.
    let mut v: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    let root = v["corp"]["servers"][REMOTE1 as usize]["root"]
        .as_array_mut()
        .unwrap();
    root.retain(|c| c.as_u64() != Some(am as u64));
    v["corp"]["archives"]
        .as_array_mut()
        .unwrap()
        .push(am.into());
    v["cards"][am as usize]["zone"] = "archives".into();
    v["cards"][am as usize]["rezzed"] = false.into();
    v["cards"][am as usize]["faceup"] = true.into();
    let mut g = GameState::from_json(&v.to_string()).unwrap();
    access(&mut g, pr);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.agenda_points(Side::Runner), 3);
    assert_eq!(g.runner.tags, 0);
}

// Ruling 2: an unrezzed AMAZE accessed and trashed has no active ability to persist.
#[test]
fn ruling_c30058_2_unrezzed_does_not_persist() {
    let mut g = amaze(false, 3);
    let am = id(&g, "AMAZE Amusements");
    let pr = id(&g, "Priority Requisition");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "access");
    access(&mut g, am);
    act(&mut g, Action::new(ActionKind::Trash).card(am));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.cards[pr as usize].zone, Zone::Score(Side::Runner));
    assert_eq!(g.runner.tags, 0);
}

// ----- 30071 Regolith Mining License -----

// Regolith Mining License: 15 credits loaded when rezzed; each click takes 3; trashed empty.
#[test]
fn c30071_load_fifteen_take_three_per_click_trashed_when_empty() {
    let mut g = corp_turn(
        r#""credits": 2, "clicks": 6, "servers": {"remote1": {"root": ["Regolith Mining License"]}}"#,
        "",
    );
    let rml = id(&g, "Regolith Mining License");
    assert!(
        legal_on(&g, ActionKind::Ability, rml).is_empty(),
        "unrezzed"
    );
    corp_window(&mut g);
    only_on(&mut g, ActionKind::Rez, rml);
    assert_eq!((g.corp.credits, g.cards[rml as usize].credits), (1, 15));
    pass_until(&mut g, "action");
    for i in 1..=5u16 {
        act(&mut g, ability(rml, 0));
        assert_eq!(g.corp.credits, 1 + 3 * i);
        assert_eq!(g.corp.clicks, 5 - i as u8);
    }
    assert_eq!(g.cards[rml as usize].zone, Zone::Archives, "empty: trashed");
}

// Regolith Mining License: the hosted credits pay for nothing else (only its ability takes
// them), and a refused use changes nothing.
#[test]
fn c30071_credits_only_through_the_ability() {
    let mut g = corp_turn(
        r#""credits": 0, "servers": {"remote1": {"root": [{"title": "Regolith Mining License", "rezzed": true, "credits": 15}]}}, "hq": ["Hedge Fund"]"#,
        "",
    );
    let rml = id(&g, "Regolith Mining License");
    let hf = id(&g, "Hedge Fund");
    assert!(legal_on(&g, ActionKind::Play, hf).is_empty());
    refused(&mut g, ability(rml, 1));
    act(&mut g, ability(rml, 0));
    assert_eq!((g.corp.credits, g.cards[rml as usize].credits), (3, 12));
}

// ----- 30072 Palisade -----

fn strength(g: &GameState, ice: u8) -> u32 {
    g.current_strength(ice).unwrap()
}

// Palisade: strength 2 on a central server, 4 protecting a remote; its subroutine ends the run.
#[test]
fn c30072_stronger_on_remote_servers() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Palisade", "rezzed": true}]}, "remote1": {"root": ["PAD Campaign"], "ice": [{"title": "Palisade", "rezzed": true}]}}"#,
        "",
    );
    let ps = ids(&g, "Palisade");
    let (central, remote) = if g.cards[ps[0] as usize].zone == Zone::Ice(HQ) {
        (ps[0], ps[1])
    } else {
        (ps[1], ps[0])
    };
    assert_eq!(strength(&g, central), 2);
    assert_eq!(strength(&g, remote), 4);
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none());
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")), "the run ended");
}

// Palisade: a Corroder needs its strength to match (2 boosts on the remote, none on HQ).
#[test]
fn c30072_breaker_must_match_the_remote_strength() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["PAD Campaign"], "ice": [{"title": "Palisade", "rezzed": true}]}}"#,
        r#""credits": 10, "rig": ["Corroder"]"#,
    );
    let cor = id(&g, "Corroder");
    let pal = id(&g, "Palisade");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "encounter");
    let brk = Action::new(ActionKind::Break).card(cor).target(0);
    assert!(!g.legal_actions().contains(&brk), "strength 2 < 4");
    act(&mut g, ability(cor, 0));
    assert!(!g.legal_actions().contains(&brk), "strength 3 < 4");
    act(&mut g, ability(cor, 0));
    act(&mut g, brk);
    assert_eq!(strength(&g, pal), 4);
}
