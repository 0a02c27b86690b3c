//! Scenario tests of the seven Core Set identities (01001, 01017, 01033, 01054, 01067, 01080,
//! 01093): limits and edges of each ability not covered by the rules tests (install.rs, run.rs,
//! trace.rs, turns.rs, damage.rs, access.rs).

mod common;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone, NEW_REMOTE};

const GABRIEL: &str = "Gabriel Santiago: Consummate Professional";

/// A position from the Corp and Runner object bodies (identities included).
fn position(corp: &str, runner: &str, active: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{{corp}}}, "runner": {{{runner}}}, "active": "{active}", "turn": 2}}"#
    ))
}

// Noise: each virus program installed trashes exactly one card, the top of R&D at that moment; with
// R&D empty the ability does nothing (and the Corp does not lose: only a draw from an empty R&D does).
#[test]
fn c01001_noise_one_card_per_virus_install_empty_rd_harmless() {
    let mut g = position(
        r#""identity": "Jinteki: Personal Evolution", "rd": ["Hedge Fund", "Enigma", "Wall of Static"]"#,
        r#""identity": "Noise: Hacker Extraordinaire", "credits": 10, "grip": ["Crypsis", "Crypsis"]"#,
        "runner",
    );
    let (hf, enigma, wall) = (
        id(&g, "Hedge Fund"),
        id(&g, "Enigma"),
        id(&g, "Wall of Static"),
    );
    let c = g.runner.grip[0];
    only_on(&mut g, ActionKind::Install, c);
    assert_eq!(g.corp.archives.to_vec(), vec![hf]);
    let c = g.runner.grip[0];
    only_on(&mut g, ActionKind::Install, c);
    // Install step 3: the Runner may trash the first Crypsis; it keeps it.
    assert_eq!(g.decision_name(), "memory");
    pass(&mut g);
    assert_eq!(g.corp.archives.to_vec(), vec![hf, enigma]);
    assert_eq!(g.corp.rd.to_vec(), vec![wall]);

    let mut empty = position(
        r#""identity": "Jinteki: Personal Evolution""#,
        r#""identity": "Noise: Hacker Extraordinaire", "credits": 5, "grip": ["Crypsis"]"#,
        "runner",
    );
    let c = empty.runner.grip[0];
    only_on(&mut empty, ActionKind::Install, c);
    assert_eq!(empty.cards[c as usize].zone, Zone::Rig);
    assert!(empty.corp.archives.is_empty());
    assert!(!empty.is_over());
    assert_eq!(empty.decision_name(), "action");
}

// Gabriel Santiago: "first successful HQ run each turn" starts over on the Runner's next turn.
#[test]
fn c01017_gabriel_santiago_gains_again_next_turn() {
    let mut g = position(
        r#""identity": "Jinteki: Personal Evolution", "hq": ["Hedge Fund"], "rd": ["Enigma", "Enigma"]"#,
        &format!(r#""identity": "{GABRIEL}", "credits": 5, "clicks": 1"#),
        "runner",
    );
    run_on(&mut g, "hq");
    pass_until(&mut g, "action");
    assert_eq!(g.runner.credits, 7);
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.runner.credits, 7);
    run_on(&mut g, "hq");
    pass(&mut g); // [5.2] continue
    assert!(g.run.is_none());
    assert_eq!(g.runner.credits, 9);
}

// Kate "Mac" McCaffrey: the discount is for programs and hardware only: an event (Sure Gamble)
// costs its full 5, and playing it does not use up the discount for the next program.
#[test]
fn c01033_kate_discount_not_for_events_nor_used_up_by_them() {
    let mut g = position(
        r#""identity": "Jinteki: Personal Evolution""#,
        r#""identity": "Kate \"Mac\" McCaffrey: Digital Tinker", "credits": 5, "grip": ["Sure Gamble", "Crypsis"]"#,
        "runner",
    );
    let (sg, crypsis) = (id(&g, "Sure Gamble"), id(&g, "Crypsis"));
    only_on(&mut g, ActionKind::Play, sg);
    assert_eq!(g.runner.credits, 9, "5 paid, 9 gained");
    only_on(&mut g, ActionKind::Install, crypsis);
    assert_eq!(g.runner.credits, 5, "Crypsis for 5 - 1");
}

// Haas-Bioroid: the credit comes as the first install completes, so it can pay the next install
// (ice on HQ: free, then 1 for the second piece); Runner installs give nothing.
#[test]
fn c01054_haas_bioroid_first_install_credit_pays_the_next_not_runner_installs() {
    let mut g = position(
        &format!(r#""identity": "{HB}", "credits": 0, "hq": ["Enigma", "Wall of Static"]"#),
        &format!(r#""identity": "{GABRIEL}""#),
        "corp",
    );
    let (enigma, wall) = (id(&g, "Enigma"), id(&g, "Wall of Static"));
    act(
        &mut g,
        Action::new(ActionKind::Install).card(enigma).server(HQ),
    );
    assert_eq!(g.corp.credits, 1);
    pass_windows(&mut g);
    act(
        &mut g,
        Action::new(ActionKind::Install).card(wall).server(HQ),
    );
    only(&mut g, ActionKind::Pass); // keep Enigma
    assert_eq!(
        g.corp.credits, 0,
        "the second install paid 1 and gained nothing"
    );
    assert_eq!(g.corp.servers[HQ as usize].ice.to_vec(), vec![enigma, wall]);

    let mut r = position(
        &format!(r#""identity": "{HB}", "credits": 5"#),
        &format!(r#""identity": "{GABRIEL}", "credits": 5, "grip": ["Access to Globalsec"]"#),
        "runner",
    );
    let ag = id(&r, "Access to Globalsec");
    only_on(&mut r, ActionKind::Install, ag);
    assert_eq!(r.runner.credits, 4);
    assert_eq!(r.corp.credits, 5);
}

// Jinteki: Personal Evolution: 1 net damage per agenda stolen (two stolen from Archives in one
// run: 2), none for accessing and trashing a non-agenda.
#[test]
fn c01067_jinteki_damage_per_agenda_stolen_not_for_trashing() {
    let mut g = position(
        r#""identity": "Jinteki: Personal Evolution", "archives": ["Private Security Force", "Priority Requisition"],
           "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        &format!(
            r#""identity": "{GABRIEL}", "credits": 5, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble"]"#
        ),
        "runner",
    );
    let pad = id(&g, "PAD Campaign");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    act(&mut g, Action::new(ActionKind::Trash).card(pad));
    assert!(g.run.is_none());
    assert_eq!(g.cards[pad as usize].zone, Zone::Archives);
    assert_eq!(g.runner.credits, 1);
    assert_eq!(g.runner.grip.len(), 3, "no damage for a trashed asset");
    run_on(&mut g, "archives");
    pass(&mut g); // [5.2] continue
    while g.decision_name() == "access" {
        let a = legal(&g, ActionKind::Access)[0];
        act(&mut g, a);
    }
    assert!(g.run.is_none());
    assert_eq!(g.agenda_points(Side::Runner), 5);
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.runner.heap.len(), 2);
}

// NBN: Making News: the 2 recurring credits pay only for traces: not for advancing nor for
// playing an operation (Hedge Fund costs 5: 4 in the pool + 2 on NBN is not enough).
#[test]
fn c01080_nbn_recurring_credits_pay_only_for_traces() {
    let nbn = |credits: u16| {
        let mut g = position(
            &format!(
                r#""identity": "NBN: Making News", "credits": {credits}, "hq": ["Hedge Fund"],
                   "servers": {{"remote1": {{"root": ["Private Security Force"]}}}}"#
            ),
            &format!(r#""identity": "{GABRIEL}""#),
            "corp",
        );
        let id = g.corp.identity;
        g.cards[id as usize].credits = 2;
        g
    };
    let broke = nbn(0);
    assert!(legal(&broke, ActionKind::Advance).is_empty());
    assert!(legal(&broke, ActionKind::Play).is_empty());
    assert_eq!(legal(&nbn(1), ActionKind::Advance).len(), 1);
    assert!(legal(&nbn(4), ActionKind::Play).is_empty());
    assert_eq!(legal(&nbn(5), ActionKind::Play).len(), 1);
}

// Weyland Consortium: only the Corp's transaction operations give the credit: installing, rezzing,
// using Melange Mining Corp. and the Runner's events give nothing extra; Hedge Fund gives 9 + 1.
#[test]
fn c01093_weyland_only_transactions_give_a_credit() {
    let weyland = r#""identity": "Weyland Consortium: Building a Better World", "credits": 7"#;
    let mut g = position(
        &format!(r#"{weyland}, "hq": ["PAD Campaign", "Hedge Fund"]"#),
        &format!(r#""identity": "{GABRIEL}""#),
        "corp",
    );
    let (pad, hf) = (id(&g, "PAD Campaign"), id(&g, "Hedge Fund"));
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(pad)
            .server(NEW_REMOTE),
    );
    assert_eq!(g.corp.credits, 7);
    only_on(&mut g, ActionKind::Rez, pad);
    assert_eq!(g.corp.credits, 5);
    pass_windows(&mut g);
    only_on(&mut g, ActionKind::Play, hf);
    assert_eq!(g.corp.credits, 10, "5 paid, 9 gained, 1 from Weyland");

    let mut m = position(
        &format!(
            r#"{weyland}, "servers": {{"remote1": {{"root": [{{"title": "Melange Mining Corp.", "rezzed": true}}]}}}}"#
        ),
        &format!(r#""identity": "{GABRIEL}""#),
        "corp",
    );
    let mel = id(&m, "Melange Mining Corp.");
    only_on(&mut m, ActionKind::Ability, mel);
    assert_eq!(m.corp.credits, 14);

    let mut r = position(
        weyland,
        &format!(r#""identity": "{GABRIEL}", "credits": 5, "grip": ["Sure Gamble"]"#),
        "runner",
    );
    let sg = id(&r, "Sure Gamble");
    only_on(&mut r, ActionKind::Play, sg);
    assert_eq!(r.runner.credits, 9);
    assert_eq!(r.corp.credits, 7);
}
