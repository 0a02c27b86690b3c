//! Scenario tests of Elevation Haas-Bioroid Corp cards: Poetri Luxury Brands (35036), LEO
//! Construction (35035), Project Ingatan (35038), Bumi 1.0 (35041), Top-Down
//! Solutions (35044). No ruling of `rulings_2022_2026.json` names an Elevation card.

mod common;
mod elev_corp;
use common::*;
use elev_corp::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};

// ----- 35036 Poetri Luxury Brands -----

const POETRI: &str = r#""Poetri Luxury Brands: All the Rage""#;

/// The Corp about to score Hostile Takeover (advanced once, advanced again, scored in the
/// window after the action) in remote1; R&D's top 3: Priority
/// Requisition, Ice Wall, Hedge Fund.
fn poetri_score() -> GameState {
    with_identity(
        POETRI,
        r#""credits": 5, "hq": ["Beanstalk Royalties"],
           "rd": ["Priority Requisition", "Ice Wall", "Hedge Fund", "Enigma"],
           "servers": {"remote1": {"root": [{"title": "Hostile Takeover", "advancement": 1}]}}"#,
        r#""credits": 5"#,
        "corp",
    )
}

// Poetri: scoring an agenda lets the Corp install a non-agenda card of the top 3 of R&D (its
// install cost paid: ice on a server with none costs nothing).
#[test]
fn c35036_poetri_score_installs_from_top_three() {
    let mut g = poetri_score();
    let ht = id(&g, "Hostile Takeover");
    let poetri = g.corp.identity;
    advance_and_score(&mut g, ht, poetri);
    assert_eq!(g.decision_name(), "install_from_hq");
    let offered = legal(&g, ActionKind::Install);
    let pr = id(&g, "Priority Requisition");
    let hf = id(&g, "Hedge Fund");
    let enigma = id(&g, "Enigma");
    assert!(offered
        .iter()
        .all(|a| a.card != pr && a.card != enigma && a.card != hf));
    let wall = id(&g, "Ice Wall");
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(wall)
            .server(srv("rd")),
    );
    pass_windows(&mut g);
    assert_eq!(zone(&g, wall), Zone::Ice(srv("rd")));
    assert!(!known_to_runner(&g, wall));
    assert_eq!(
        g.corp.credits, 11,
        "1 paid to advance, 7 from Hostile Takeover, none to install"
    );
}

// Poetri: the Corp may install nothing.
#[test]
fn c35036_poetri_may_install_nothing() {
    let mut g = poetri_score();
    let ht = id(&g, "Hostile Takeover");
    let poetri = g.corp.identity;
    advance_and_score(&mut g, ht, poetri);
    pass(&mut g);
    assert_eq!(g.corp.rd.len(), 4);
}

// Poetri: an agenda stolen lets the Corp install a non-agenda card from HQ (not an agenda).
#[test]
fn c35036_poetri_steal_installs_from_hq() {
    let mut g = with_identity(
        POETRI,
        r#""credits": 5, "hq": ["Enigma", "Hostile Takeover"], "rd": ["Hedge Fund"],
           "servers": {"remote1": {"root": ["Priority Requisition"]}}"#,
        r#""credits": 5"#,
        "runner",
    );
    run_on(&mut g, "remote1");
    pass_until(&mut g, "install_from_hq");
    assert_eq!(g.runner.score_area.len(), 1, "stolen");
    assert_eq!(g.current_side(), Some(Side::Corp));
    let ht = id(&g, "Hostile Takeover");
    assert!(legal(&g, ActionKind::Install).iter().all(|a| a.card != ht));
    let enigma = id(&g, "Enigma");
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(enigma)
            .server(srv("hq")),
    );
    assert_eq!(zone(&g, id(&g, "Enigma")), Zone::Ice(srv("hq")));
}

// ----- 35035 LEO Construction -----

const LEO: &str = r#""LEO Construction: Labor Solutions""#;

fn leo() -> GameState {
    with_identity(
        LEO,
        r#""credits": 5, "hq": ["Hedge Fund"], "rd": ["Hedge Fund"],
           "servers": {"hq": {"ice": [{"title": "Eli 1.0", "rezzed": true}, {"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 5, "clicks": 4"#,
        "runner",
    )
}

fn leo_ability(g: &GameState) -> Action {
    Action::new(ActionKind::Ability)
        .card(g.corp.identity)
        .target(0)
}

// LEO Construction: during a run on HQ the Corp trashes its rezzed bioroid (Eli 1.0) protecting
// HQ, and the run ends; once per turn.
#[test]
fn c35035_leo_trash_a_bioroid_end_the_run_once_per_turn() {
    let mut g = leo();
    let eli = id(&g, "Eli 1.0");
    run_on(&mut g, "hq");
    until(&mut g, |g| g.legal_actions().contains(&leo_ability(g)));
    let a = leo_ability(&g);
    act(&mut g, a);
    assert_eq!(zone(&g, eli), Zone::Archives);
    pass_to(&mut g, at_action(Side::Runner));
    assert!(g.last_run.as_ref().is_some_and(|r| !r.successful));
    assert_eq!(g.runner.credits, 5, "no access of HQ");
    // Once per turn: the next run finds no offer (no bioroid left, nor the use).
    run_on(&mut g, "hq");
    let a = leo_ability(&g);
    pass_until_without(&mut g, "action", a);
}

// LEO Construction: no rezzed bioroid in or protecting the attacked server: not offered.
#[test]
fn c35035_leo_needs_a_rezzed_bioroid_of_the_attacked_server() {
    let mut g = leo();
    run_on(&mut g, "rd");
    let a = leo_ability(&g);
    pass_until_without(&mut g, "action", a);
}

// ----- 35038 Project Ingatan -----

// Project Ingatan, Dividends 1: scored with 4 advancement counters (requirement 3): 1 agenda
// counter; with exactly 3: none.
#[test]
fn c35038_project_ingatan_dividends_one_per_excess_counter() {
    for (adv, counters) in [(3, 1), (2, 0)] {
        let mut g = corp_turn(
            &format!(
                r#""credits": 5, "rd": ["Hedge Fund"],
                   "servers": {{"remote1": {{"root": [{{"title": "Project Ingatan", "advancement": {adv}}}]}}}}"#
            ),
            r#""credits": 5"#,
        );
        let pi = id(&g, "Project Ingatan");
        advance_and_score(&mut g, pi, pi);
        assert_eq!(zone(&g, pi), Zone::Score(Side::Corp));
        assert_eq!(
            g.cards[pi as usize].agenda_counters, counters,
            "{adv} + 1 advanced"
        );
    }
}

// Project Ingatan: as the discard phase ends, 1 agenda counter installs a card from Archives
// ignoring all costs (ice on a server with ice: nothing paid).
#[test]
fn c35038_project_ingatan_counter_installs_from_archives_free() {
    let mut g = to_discard_end(
        r#""score_area": [{"title": "Project Ingatan", "agenda_counters": 1}],
           "archives": ["Enigma", "Beanstalk Royalties"],
           "servers": {"hq": {"ice": ["Ice Wall"]}}"#,
    );
    assert_eq!(g.decision_name(), "install_from_hq");
    let br = id(&g, "Beanstalk Royalties");
    assert!(legal(&g, ActionKind::Install).iter().all(|a| a.card != br));
    let enigma = id(&g, "Enigma");
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(enigma)
            .server(srv("hq")),
    );
    assert_eq!(zone(&g, enigma), Zone::Ice(srv("hq")));
    assert_eq!(
        g.cards[id(&g, "Project Ingatan") as usize].agenda_counters,
        0
    );
    assert_eq!(
        g.corp.credits, 6,
        "5 + 1 for the click; nothing for the install"
    );
}

// Project Ingatan: the Corp may keep its counter; without a counter it is not asked.
#[test]
fn c35038_project_ingatan_may_decline_needs_a_counter() {
    let mut g = to_discard_end(
        r#""score_area": [{"title": "Project Ingatan", "agenda_counters": 1}], "archives": ["Enigma"]"#,
    );
    pass(&mut g);
    assert_eq!(
        g.cards[id(&g, "Project Ingatan") as usize].agenda_counters,
        1
    );
    assert_eq!(zone(&g, id(&g, "Enigma")), Zone::Archives);

    let g = to_discard_end(
        r#""score_area": [{"title": "Project Ingatan", "agenda_counters": 0}], "archives": ["Enigma"]"#,
    );
    assert_ne!(g.decision_name(), "install_from_hq");
}

// ----- 35041 Bumi 1.0 -----

fn bumi(rig: &str) -> (GameState, u8) {
    let g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "rd": ["Hedge Fund"],
           "servers": {"hq": {"ice": [{"title": "Bumi 1.0", "hosted": ["Chromatophores"]}]}}"#,
        &format!(
            r#""credits": 5, "clicks": 3, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble"], "rig": [{rig}]"#
        ),
    );
    let b = id(&g, "Bumi 1.0");
    (g, b)
}

// Bumi 1.0: rezzed during a run on its server, the Corp may trash an installed trojan
// (Chromatophores, hosted on it); unbroken, its subroutines trash a program and do 1 core
// damage.
#[test]
fn c35041_bumi_rez_trashes_a_trojan_then_program_and_core_damage() {
    let (mut g, b) = bumi(r#""Rising Tide""#);
    run_on(&mut g, "hq");
    until_rez(&mut g, b);
    act(&mut g, rez(b));
    assert_eq!(g.decision_name(), "trash_programs");
    let chroma = id(&g, "Chromatophores");
    act(&mut g, Action::new(ActionKind::Trash).card(chroma));
    assert_eq!(zone(&g, chroma), Zone::Heap);
    until_encounter(&mut g, b);
    pass(&mut g);
    // The Corp's choice of program: Rising Tide, the only one left.
    let rt = id(&g, "Rising Tide");
    if g.decision_name() == "trash_programs" {
        act(&mut g, Action::new(ActionKind::Trash).card(rt));
    }
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(zone(&g, rt), Zone::Heap);
    assert_eq!(g.runner.brain_damage, 1);
    assert_eq!(g.runner.grip.len(), 2);
}

// Bumi 1.0: the Runner may lose a click per subroutine to break them.
#[test]
fn c35041_bumi_broken_by_losing_clicks() {
    let (mut g, b) = bumi("");
    run_on(&mut g, "hq");
    until_rez(&mut g, b);
    act(&mut g, rez(b));
    pass(&mut g);
    until_encounter(&mut g, b);
    act(&mut g, Action::new(ActionKind::Break).card(b).target(0));
    act(&mut g, Action::new(ActionKind::Break).card(b).target(1));
    assert_eq!(g.runner.clicks, 0);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.brain_damage, 0);
    assert_eq!(zone(&g, id(&g, "Chromatophores")), Zone::Rig);
}

// ----- 35044 Top-Down Solutions -----

// Top-Down Solutions: draw 2, then install up to 2 cards from HQ one at a time, paying their
// costs (the second ice on HQ costs 1).
#[test]
fn c35044_top_down_draws_two_then_installs_two() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Top-Down Solutions"], "rd": ["Ice Wall", "Enigma", "Hedge Fund"]"#,
        r#""credits": 5"#,
    );
    let tds = id(&g, "Top-Down Solutions");
    play(&mut g, tds);
    assert_eq!(g.corp.hq.len(), 2, "Ice Wall and Enigma drawn");
    assert_eq!(g.decision_name(), "install_from_hq");
    let wall = id(&g, "Ice Wall");
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(wall)
            .server(srv("hq")),
    );
    assert_eq!(g.decision_name(), "install_from_hq");
    let enigma = id(&g, "Enigma");
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(enigma)
            .server(srv("hq")),
    );
    // Install step 3: the Corp keeps Ice Wall.
    assert_eq!(g.decision_name(), "install_trash");
    pass(&mut g);
    assert_eq!(zone(&g, id(&g, "Ice Wall")), Zone::Ice(srv("hq")));
    assert_eq!(zone(&g, id(&g, "Enigma")), Zone::Ice(srv("hq")));
    assert_eq!(g.corp.credits, 2, "5 - 2 to play - 1 for the second ice");
}

// Top-Down Solutions: "up to": the Corp may stop after none.
#[test]
fn c35044_top_down_may_install_none() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Top-Down Solutions"], "rd": ["Ice Wall", "Enigma", "Hedge Fund"]"#,
        r#""credits": 5"#,
    );
    let tds = id(&g, "Top-Down Solutions");
    play(&mut g, tds);
    pass(&mut g);
    assert_eq!(g.corp.hq.len(), 2);
}
