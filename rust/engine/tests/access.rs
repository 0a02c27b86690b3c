//! Scenario tests of accessing cards (Rules Reference, "Timing Structure of a Run" steps [5.5] to
//! [6], "Accessing", "Archives", "Steal", "Trash").

mod common;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};

// ----- helpers -----

/// Runs on an unprotected server and continues at [5.2], up to the first access decision (or the
/// end of the run when access needs none).
fn successful_run(g: &mut GameState, server: &str) {
    run_on(g, server);
    assert_eq!(g.decision_name(), "jack_out");
    pass(g);
    // [5.3]: should the Corp be asked (it declines), continue to access.
    while g.current_side() == Some(Side::Corp) && g.decision_name() == "paid_ability_window" {
        pass(g);
    }
}

fn runner_turn_seeded(corp_identity: &str, corp: &str, runner: &str, seed: u64) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{corp_identity}", {corp}}},
            "runner": {{"identity": "Noise: Hacker Extraordinaire", {runner}}},
            "active": "runner", "turn": 2, "seed": {seed}}}"#
    ))
}

fn runner_turn(corp: &str, runner: &str) -> GameState {
    runner_turn_seeded(HB, corp, runner, 0)
}

// ----- [5.5] what is accessed -----

// Rules Reference, "Headquarters (HQ)"/"Accessing": a successful HQ run accesses 1 card at random; unaccessed cards stay hidden.
#[test]
fn access_5_5_hq_accesses_one_random_card() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..24 {
        let mut g = runner_turn_seeded(
            HB,
            r#""hq": ["Hedge Fund", "Enigma", "Wall of Static", "Hunter"]"#,
            r#""credits": 5"#,
            seed,
        );
        let hq_before = g.corp.hq.to_vec();
        successful_run(&mut g, "hq");
        assert!(
            g.run.is_none(),
            "no trash cost, no decision: the run is over"
        );
        let accessed: Vec<u8> = hq_before
            .iter()
            .copied()
            .filter(|&c| known_to_runner(&g, c))
            .collect();
        assert_eq!(
            accessed.len(),
            1,
            "exactly one HQ card accessed (seed {seed})"
        );
        assert_eq!(g.corp.hq.to_vec(), hq_before, "HQ unchanged");
        seen.insert(g.card_title(accessed[0]).unwrap());
    }
    assert!(seen.len() >= 2, "the HQ card is chosen at random: {seen:?}");
}

// Rules Reference, "Research and Development (R&D)": a successful R&D run accesses the top card; R&D order is unchanged.
#[test]
fn access_5_5_rd_accesses_the_top_card() {
    let mut g = runner_turn(
        r#""rd": ["Hedge Fund", "Enigma", "Wall of Static"]"#,
        r#""credits": 5"#,
    );
    let rd_before = g.corp.rd.to_vec();
    successful_run(&mut g, "rd");
    assert!(g.run.is_none());
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")));
    assert!(!known_to_runner(&g, id(&g, "Enigma")));
    assert!(!known_to_runner(&g, id(&g, "Wall of Static")));
    assert_eq!(g.corp.rd.to_vec(), rd_before);
    assert_eq!(
        g.card_title(*g.corp.rd.last().unwrap()),
        Some("Hedge Fund"),
        "still on top"
    );
}

// Rules Reference, "Archives"/"Accessing": all cards are turned faceup, then each is accessed in the Runner's order; agendas are stolen.
#[test]
fn access_5_5_archives_all_cards_faceup_and_agendas_stolen() {
    let mut g = runner_turn(
        r#""archives": ["Hedge Fund", "PAD Campaign", {"title": "Enigma", "faceup": true}, "Private Security Force"]"#,
        r#""credits": 10"#,
    );
    let (hf, pad, enigma, psf) = (
        id(&g, "Hedge Fund"),
        id(&g, "PAD Campaign"),
        id(&g, "Enigma"),
        id(&g, "Private Security Force"),
    );
    assert!(!g.cards[hf as usize].faceup && !known_to_runner(&g, hf));
    successful_run(&mut g, "archives");
    // Four cards to access in any order: the Runner chooses.
    assert_eq!(g.decision_name(), "access");
    for c in [hf, pad, enigma, psf] {
        assert!(
            g.cards[c as usize].faceup,
            "{:?} turned faceup",
            g.card_title(c)
        );
        assert!(known_to_runner(&g, c));
    }
    assert_eq!(legal(&g, ActionKind::Access).len(), 4);
    act(
        &mut g,
        Action::new(ActionKind::Access)
            .card(psf)
            .server(srv("archives")),
    );
    assert_eq!(g.cards[psf as usize].zone, Zone::Score(Side::Runner));
    assert_eq!(g.agenda_points(Side::Runner), 2);
    assert_eq!(g.decision_name(), "access");
    assert_eq!(legal(&g, ActionKind::Access).len(), 3);
    // A card already in Archives cannot be trashed: PAD Campaign asks nothing.
    act(
        &mut g,
        Action::new(ActionKind::Access)
            .card(pad)
            .server(srv("archives")),
    );
    assert_eq!(g.decision_name(), "access");
    act(
        &mut g,
        Action::new(ActionKind::Access)
            .card(hf)
            .server(srv("archives")),
    );
    // The last card is accessed without a choice; then the run ends.
    assert!(g.run.is_none());
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.corp.archives.to_vec(), vec![hf, pad, enigma]);
    assert!(g.corp.archives.iter().all(|&c| g.cards[c as usize].faceup));
    assert_eq!(g.runner.credits, 10);
}

// Rules Reference, run step [5.5] and "Remote Server": a successful remote run accesses the root cards.
#[test]
fn access_5_5_remote_accesses_root_cards() {
    let mut g = runner_turn(
        r#""credits": 0, "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 5"#,
    );
    let pad = id(&g, "PAD Campaign");
    assert!(!known_to_runner(&g, pad));
    successful_run(&mut g, "remote1");
    assert_eq!(g.decision_name(), "trash_or_steal");
    assert!(known_to_runner(&g, pad));
    assert_eq!(g.run.unwrap().server, srv("remote1"));
}

// ----- [5.5.2] trash -----

// Rules Reference, run step [5.5.2]: the Runner may trash an accessed card by paying its trash cost (PAD Campaign: 4).
#[test]
fn access_5_5_2_trash_by_paying_the_trash_cost() {
    let mut g = runner_turn(
        r#""credits": 0, "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 5"#,
    );
    let pad = id(&g, "PAD Campaign");
    successful_run(&mut g, "remote1");
    assert_eq!(
        g.legal_actions().to_vec(),
        vec![
            Action::new(ActionKind::Trash).card(pad),
            Action::new(ActionKind::Pass)
        ]
    );
    act(&mut g, Action::new(ActionKind::Trash).card(pad));
    assert_eq!(g.runner.credits, 1);
    assert_eq!(g.cards[pad as usize].zone, Zone::Archives);
    assert!(
        g.cards[pad as usize].faceup,
        "seen by the Runner: faceup in Archives"
    );
    assert!(g.corp.servers[srv("remote1") as usize].root.is_empty());
    assert!(g.run.is_none());
}

// Rules Reference, run step [5.5.2]: bad publicity credits (run step [1]) can pay the trash cost.
#[test]
fn access_5_5_2_bad_publicity_credits_pay_trash_cost() {
    let mut g = runner_turn(
        r#""credits": 0, "bad_publicity": 2, "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 2"#,
    );
    let pad = id(&g, "PAD Campaign");
    successful_run(&mut g, "remote1");
    act(&mut g, Action::new(ActionKind::Trash).card(pad));
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.cards[pad as usize].zone, Zone::Archives);
}

// Rules Reference, run step [5.5.2]: a trash cost the Runner cannot pay means no trash; [5.5.4] the card stays where it was.
#[test]
fn access_5_5_2_cannot_trash_without_enough_credits() {
    let mut g = runner_turn(
        r#""credits": 0, "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 3"#,
    );
    let pad = id(&g, "PAD Campaign");
    successful_run(&mut g, "remote1");
    // No choice to make: the run is over.
    assert!(g.run.is_none());
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.runner.credits, 3);
    assert_eq!(g.cards[pad as usize].zone, Zone::Root(srv("remote1")));
    assert_eq!(
        g.corp.servers[srv("remote1") as usize].root.to_vec(),
        vec![pad]
    );
    assert!(!g.cards[pad as usize].rezzed);
    assert!(known_to_runner(&g, pad));
}

// Rules Reference, run steps [5.5.4]/[5.6]: an HQ card not trashed is returned to HQ.
#[test]
fn access_5_5_4_hq_card_not_trashed_stays_in_hq() {
    let mut g = runner_turn(r#""hq": ["Melange Mining Corp."]"#, r#""credits": 5"#);
    let mmc = id(&g, "Melange Mining Corp.");
    successful_run(&mut g, "hq");
    assert_eq!(g.decision_name(), "trash_or_steal");
    pass(&mut g);
    assert!(g.run.is_none());
    assert_eq!(g.corp.hq.to_vec(), vec![mmc]);
    assert_eq!(g.cards[mmc as usize].zone, Zone::Hq);
    assert_eq!(g.runner.credits, 5);
}

// Rules Reference, run step [5.5.2]: an HQ card trashed by paying its trash cost (Melange Mining Corp.: 1) goes to Archives faceup.
#[test]
fn access_5_5_2_hq_card_trashed() {
    let mut g = runner_turn(r#""hq": ["Melange Mining Corp."]"#, r#""credits": 5"#);
    let mmc = id(&g, "Melange Mining Corp.");
    successful_run(&mut g, "hq");
    act(&mut g, Action::new(ActionKind::Trash).card(mmc));
    assert!(g.run.is_none());
    assert!(g.corp.hq.is_empty());
    assert_eq!(g.corp.archives.to_vec(), vec![mmc]);
    assert!(g.cards[mmc as usize].faceup);
    assert_eq!(g.runner.credits, 4);
}

// Rules Reference, "Accessing" and run step [5.6]: an R&D card not trashed stays in place; R&D order is unchanged.
#[test]
fn access_5_5_4_rd_card_not_trashed_stays_in_place() {
    let mut g = runner_turn(
        r#""rd": ["PAD Campaign", "Hedge Fund", "Enigma"]"#,
        r#""credits": 5"#,
    );
    let pad = id(&g, "PAD Campaign");
    let rd_before = g.corp.rd.to_vec();
    successful_run(&mut g, "rd");
    assert_eq!(g.decision_name(), "trash_or_steal");
    assert_eq!(
        legal(&g, ActionKind::Trash),
        vec![Action::new(ActionKind::Trash).card(pad)]
    );
    pass(&mut g);
    assert!(g.run.is_none());
    assert_eq!(g.corp.rd.to_vec(), rd_before);
    assert_eq!(
        *g.corp.rd.last().unwrap(),
        pad,
        "PAD Campaign is still the top card"
    );
    assert_eq!(g.cards[pad as usize].zone, Zone::Rd);
    assert_eq!(g.runner.credits, 5);
}

// ----- [5.5.3] steal -----

// Rules Reference, "Steal" and run step [5.5.3]: an accessed agenda must be stolen; its advancement tokens are removed.
#[test]
fn access_5_5_3_agenda_stolen_and_advancement_removed() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": [{"title": "Priority Requisition", "advancement": 3}]}}"#,
        r#""credits": 5"#,
    );
    let pr = id(&g, "Priority Requisition");
    assert_eq!(g.cards[pr as usize].advancement, 3);
    successful_run(&mut g, "remote1");
    assert!(
        g.run.is_none(),
        "stealing needs no decision; then the run ends"
    );
    assert_eq!(g.cards[pr as usize].zone, Zone::Score(Side::Runner));
    assert_eq!(g.cards[pr as usize].advancement, 0);
    assert_eq!(g.runner.score_area.to_vec(), vec![pr]);
    assert_eq!(g.agenda_points(Side::Runner), 3);
    assert!(g.corp.servers[srv("remote1") as usize].root.is_empty());
    assert!(g.winner().is_none());
}

// Rules Reference, run step [5.5.3]: the top card of R&D, an agenda, is stolen; the rest of R&D is unchanged.
#[test]
fn access_5_5_3_agenda_on_top_of_rd_stolen() {
    let mut g = runner_turn(
        r#""rd": ["Private Security Force", "Hedge Fund", "Enigma"]"#,
        r#""credits": 5"#,
    );
    let psf = id(&g, "Private Security Force");
    let rest: Vec<u8> = g.corp.rd.iter().copied().filter(|&c| c != psf).collect();
    successful_run(&mut g, "rd");
    assert!(g.run.is_none());
    assert_eq!(g.cards[psf as usize].zone, Zone::Score(Side::Runner));
    assert_eq!(g.agenda_points(Side::Runner), 2);
    assert_eq!(g.corp.rd.to_vec(), rest);
}

// Jinteki: Personal Evolution (identity ability, "Steal"): when the Runner steals an agenda, 1 net damage.
#[test]
fn access_5_5_3_jinteki_does_1_net_damage_on_steal() {
    let mut g = runner_turn_seeded(
        "Jinteki: Personal Evolution",
        r#""servers": {"remote1": {"root": ["Private Security Force"]}}"#,
        r#""credits": 5, "grip": ["Sure Gamble", "Infiltration"]"#,
        0,
    );
    successful_run(&mut g, "remote1");
    assert!(g.run.is_none());
    assert_eq!(g.agenda_points(Side::Runner), 2);
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.runner.heap.len(), 1);
    assert!(g.winner().is_none());
}

// Rules Reference, "Winning the Game": a Runner with 7 agenda points wins at once.
#[test]
fn access_5_5_3_seven_stolen_points_win() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["Private Security Force"]}}"#,
        r#""credits": 5, "score_area": ["Priority Requisition", "Private Security Force"]"#,
    );
    assert_eq!(g.agenda_points(Side::Runner), 5);
    successful_run(&mut g, "remote1");
    assert_eq!(g.agenda_points(Side::Runner), 7);
    assert_eq!(g.winner(), Some(Side::Runner));
    assert_eq!(g.win_reason(), Some("agenda_points"));
    assert_eq!(g.decision_name(), "none");
    assert!(g.legal_actions().is_empty());
}

// Rules Reference, "Winning the Game": the 7th point ends the game at once, before Jinteki's net damage could flatline the Runner.
#[test]
fn access_5_5_3_seven_points_win_before_jinteki_damage() {
    let mut g = runner_turn_seeded(
        "Jinteki: Personal Evolution",
        r#""credits": 0, "servers": {"remote1": {"root": ["Private Security Force"]}}"#,
        r#""credits": 5, "score_area": ["Priority Requisition", "Private Security Force"]"#,
        0,
    );
    assert!(g.runner.grip.is_empty());
    successful_run(&mut g, "remote1");
    assert_eq!(g.winner(), Some(Side::Runner));
    assert_eq!(g.win_reason(), Some("agenda_points"));
}

// Rules Reference, "Damage"/"Flatline": Jinteki's net damage on a steal with an empty grip flatlines the Runner.
#[test]
fn access_5_5_3_jinteki_damage_with_empty_grip_flatlines() {
    let mut g = runner_turn_seeded(
        "Jinteki: Personal Evolution",
        r#""credits": 0, "servers": {"remote1": {"root": ["Private Security Force"]}}"#,
        r#""credits": 5"#,
        0,
    );
    successful_run(&mut g, "remote1");
    assert_eq!(g.agenda_points(Side::Runner), 2);
    assert_eq!(g.winner(), Some(Side::Corp));
    assert_eq!(g.win_reason(), Some("flatline"));
}

// Rules Reference, "Headquarters (HQ)"/run step [5.5.3]: an agenda accessed in HQ is stolen out of HQ.
#[test]
fn access_5_5_3_agenda_in_hq_stolen() {
    let mut g = runner_turn(r#""hq": ["Priority Requisition"]"#, r#""credits": 5"#);
    let pr = id(&g, "Priority Requisition");
    successful_run(&mut g, "hq");
    assert!(g.run.is_none());
    assert!(g.corp.hq.is_empty());
    assert_eq!(g.cards[pr as usize].zone, Zone::Score(Side::Runner));
    assert_eq!(g.agenda_points(Side::Runner), 3);
}

// Rules Reference, "Archives": every card is accessed, identical copies too (no choice between identical cards).
#[test]
fn access_5_5_archives_identical_copies_all_accessed() {
    let mut g = runner_turn(
        r#""archives": ["Private Security Force", "Private Security Force"]"#,
        r#""credits": 5"#,
    );
    successful_run(&mut g, "archives");
    assert!(g.run.is_none());
    assert!(g.corp.archives.is_empty());
    assert_eq!(g.agenda_points(Side::Runner), 4);
}

// ----- [6] -----

// Rules Reference, run step [6]: after access the run ends (no run in progress, back to the action phase).
#[test]
fn access_6_run_ends_after_access() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "rd": ["Enigma"]"#,
        r#""credits": 5"#,
    );
    successful_run(&mut g, "hq");
    assert!(g.run.is_none());
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_eq!(g.runner.clicks, 3);
    // A new run can be made at once.
    assert_eq!(legal(&g, ActionKind::Run).len(), 3);
}
