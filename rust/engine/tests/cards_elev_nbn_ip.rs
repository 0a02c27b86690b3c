//! Scenario tests of IP Enforcement (35066, Elevation NBN Gray Ops operation): its cost is X
//! credits and, as an additional cost, X removed tags; it installs an agenda of X printed
//! points from the Runner's score area. No ruling of `rulings_2022_2026.json` names it; the
//! NetrunnerDB rulings on the card (2025-06-29) say the agenda's points leave the Runner's score
//! area, that only a printed agenda point value counts, that X = 0 needs no tag, and that the
//! agenda's hosted counters go as it changes zones.

mod common;
mod elev_corp;
use common::*;
use elev_corp::*;
use nr_engine::{Action, ActionKind, EventKind, GameState, Side, Zone, NEW_REMOTE};

/// A Corp turn: IP Enforcement in HQ, `corp` (JSON body) and the Runner's `runner` (JSON body).
fn ipe(corp: &str, runner: &str) -> GameState {
    corp_turn(
        &format!(r#""hq": ["IP Enforcement"], "rd": ["Hedge Fund", "Hedge Fund"], {corp}"#),
        runner,
    )
}

/// The play action of IP Enforcement.
fn ipe_play(g: &GameState) -> Action {
    Action::new(ActionKind::Play).card(id(g, "IP Enforcement"))
}

/// Plays IP Enforcement.
fn play_ipe(g: &mut GameState) {
    let a = ipe_play(g);
    act(g, a);
}

// X is chosen among the values that can be paid and have an agenda to match: 3 tags and 2
// credits, agendas of 1, 2 and 3 points: X is 1 or 2. X = 2: the Corp pays 2 credits, the
// Runner loses 2 tags and AstroScript's 2 points, which the Corp installs facedown in a new
// remote; the Runner is still tagged: 1 advancement counter on it. The Runner knows the card.
#[test]
fn c35066_ip_enforcement_x_among_possible_values_installs_the_agenda() {
    let mut g = ipe(
        r#""credits": 2"#,
        r#""tags": 3, "score_area": ["Hostile Takeover", "AstroScript Pilot Program", "Priority Requisition"]"#,
    );
    let astro = id(&g, "AstroScript Pilot Program");
    assert_eq!(g.agenda_points(Side::Runner), 6);
    play_ipe(&mut g);
    assert_eq!(g.decision_name(), "mode");
    let xs: Vec<u8> = legal(&g, ActionKind::Mode)
        .iter()
        .map(|a| a.target)
        .collect();
    assert_eq!(xs, vec![1, 2]);
    let x2 = legal(&g, ActionKind::Mode)[1];
    act(&mut g, x2);
    g.check_invariants().unwrap();
    assert_eq!(g.corp.credits, 0);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(zone(&g, astro), Zone::Root(REMOTE1));
    assert_eq!(
        g.agenda_points(Side::Runner),
        4,
        "its points left the score area"
    );
    let c = &g.cards[astro as usize];
    assert!(!c.faceup && !c.rezzed);
    assert_eq!(c.advancement, 1, "the Runner is still tagged");
    assert!(
        known_to_runner(&g, astro),
        "seen in the score area, still known"
    );
}

// No tag left after the cost: no advancement counter.
#[test]
fn c35066_ip_enforcement_no_counter_once_untagged() {
    let mut g = ipe(
        r#""credits": 5"#,
        r#""tags": 1, "score_area": ["Hostile Takeover"]"#,
    );
    let ht = id(&g, "Hostile Takeover");
    play_ipe(&mut g);
    // One X, one agenda, one place: nothing to ask.
    assert_eq!(g.runner.tags, 0);
    assert_eq!(g.corp.credits, 4);
    assert_eq!(zone(&g, ht), Zone::Root(REMOTE1));
    assert_eq!(g.cards[ht as usize].advancement, 0);
    assert_eq!(g.agenda_points(Side::Runner), 0);
}

// Not playable without some X: no tag; tags but no agenda of that many points; the agenda's X
// credits not affordable.
#[test]
fn c35066_ip_enforcement_playable_only_with_some_x() {
    for (corp, runner) in [
        (
            r#""credits": 5"#,
            r#""tags": 0, "score_area": ["Hostile Takeover"]"#,
        ),
        (
            r#""credits": 5"#,
            r#""tags": 1, "score_area": ["AstroScript Pilot Program"]"#,
        ),
        (
            r#""credits": 1"#,
            r#""tags": 3, "score_area": ["Private Security Force"]"#,
        ),
        (r#""credits": 5"#, r#""tags": 3"#),
    ] {
        let mut g = ipe(corp, runner);
        let a = ipe_play(&g);
        assert!(!is_legal(&g, a), "{corp} / {runner}");
        refused(&mut g, a);
    }
}

// Installed following the agenda install rules: in a remote only (an existing one, whose asset
// is then trashed, or a new one), never a central server.
#[test]
fn c35066_ip_enforcement_install_in_existing_or_new_remote() {
    let mut g = ipe(
        r#""credits": 5, "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""tags": 2, "score_area": ["Hostile Takeover"]"#,
    );
    let (ht, pad) = (id(&g, "Hostile Takeover"), id(&g, "PAD Campaign"));
    play_ipe(&mut g);
    assert_eq!(g.decision_name(), "card_to_install");
    let servers: Vec<u8> = legal(&g, ActionKind::Install)
        .iter()
        .map(|a| a.server)
        .collect();
    assert_eq!(servers.len(), 2);
    assert!(servers.contains(&REMOTE1));
    assert!(servers.iter().all(|&s| s > ARCHIVES), "remote servers only");
    act(
        &mut g,
        Action::new(ActionKind::Install).card(ht).server(REMOTE1),
    );
    // Install step 3: the Corp may trash PAD Campaign itself, or leave it to the rule.
    assert_eq!(g.decision_name(), "install_trash");
    act(&mut g, Action::new(ActionKind::Pass));
    assert_eq!(zone(&g, ht), Zone::Root(REMOTE1));
    assert_eq!(
        zone(&g, pad),
        Zone::Archives,
        "one agenda or asset per remote"
    );
    assert_eq!(g.cards[ht as usize].advancement, 1);
}

// The Corp can then score it as any installed agenda: Hostile Takeover, installed with 1
// advancement counter, is advanced once more and scored by the Corp ("when scored" and all).
#[test]
fn c35066_ip_enforcement_installed_agenda_can_be_scored_by_the_corp() {
    let mut g = ipe(
        r#""credits": 5"#,
        r#""tags": 2, "score_area": ["Hostile Takeover"]"#,
    );
    let ht = id(&g, "Hostile Takeover");
    play_ipe(&mut g);
    assert_eq!(g.cards[ht as usize].advancement, 1);
    advance_and_score(&mut g, ht, ht);
    assert_eq!(zone(&g, ht), Zone::Score(Side::Corp));
    assert_eq!(g.agenda_points(Side::Corp), 1);
    assert_eq!(g.corp.credits, 4 - 1 + 7, "its own 7 credits when scored");
}

// IP Enforcement ruling: the agenda's hosted counters are trashed as it changes zones.
#[test]
fn c35066_ip_enforcement_hosted_counters_go() {
    let mut g = ipe(
        r#""credits": 5"#,
        r#""tags": 1, "score_area": [{"title": "AstroScript Pilot Program", "agenda_counters": 1}, "Hostile Takeover"]"#,
    );
    let astro = id(&g, "AstroScript Pilot Program");
    // Only X = 1 is possible (1 tag): Hostile Takeover; AstroScript stays.
    play_ipe(&mut g);
    assert_eq!(zone(&g, astro), Zone::Score(Side::Runner));
    let mut g = ipe(
        r#""credits": 5"#,
        r#""tags": 2, "score_area": [{"title": "AstroScript Pilot Program", "agenda_counters": 1}]"#,
    );
    play_ipe(&mut g);
    assert_eq!(zone(&g, astro), Zone::Root(REMOTE1));
    assert_eq!(g.cards[astro as usize].agenda_counters, 0);
    assert_eq!(g.runner.tags, 0);
}

// Rules Reference, "Install" step 3: installing in an existing remote, the Corp may first trash
// any cards in its root (an upgrade here); the asset already there is trashed anyway. The
// advancement counter comes after the install is done.
#[test]
fn c35066_ip_enforcement_offers_install_step_3() {
    let mut g = ipe(
        r#""credits": 5, "servers": {"remote1": {"root": ["PAD Campaign", "Red Herrings"]}}"#,
        r#""tags": 2, "score_area": ["Hostile Takeover"]"#,
    );
    let (ht, pad, rh) = (
        id(&g, "Hostile Takeover"),
        id(&g, "PAD Campaign"),
        id(&g, "Red Herrings"),
    );
    play_ipe(&mut g);
    act(
        &mut g,
        Action::new(ActionKind::Install).card(ht).server(REMOTE1),
    );
    assert_eq!(g.decision_name(), "install_trash");
    assert_eq!(g.current_side(), Some(Side::Corp));
    let trash: Vec<u8> = legal(&g, ActionKind::Trash)
        .iter()
        .map(|a| a.card)
        .collect();
    assert_eq!(trash.len(), 2);
    assert!(trash.contains(&pad) && trash.contains(&rh));
    assert!(is_legal(&g, Action::new(ActionKind::Pass)));
    // Not yet installed: no counter placed, its points still the Runner's.
    assert_eq!(zone(&g, ht), Zone::Score(Side::Runner));
    act(&mut g, Action::new(ActionKind::Trash).card(rh));
    g.check_invariants().unwrap();
    assert_eq!(zone(&g, rh), Zone::Archives);
    act(&mut g, Action::new(ActionKind::Pass));
    g.check_invariants().unwrap();
    assert_eq!(zone(&g, ht), Zone::Root(REMOTE1));
    assert_eq!(zone(&g, pad), Zone::Archives);
    assert_eq!(g.corp.servers[REMOTE1 as usize].root.as_slice(), &[ht]);
    assert_eq!(
        g.cards[ht as usize].advancement, 1,
        "still tagged, once installed"
    );
    assert_eq!(g.agenda_points(Side::Runner), 0);
}

// The event log's install of the agenda names it to the Runner (who saw it in their score
// area): the card is known before the event is recorded. The Corp's facts hidden from the
// Runner stay hidden: an agenda installed from HQ afterwards is not named to the Runner.
#[test]
fn c35066_ip_enforcement_install_event_names_the_known_agenda() {
    let mut g = corp_turn(
        r#""hq": ["IP Enforcement", "Priority Requisition"], "rd": ["Hedge Fund"], "credits": 5"#,
        r#""tags": 1, "score_area": ["Hostile Takeover"]"#,
    );
    let ht = id(&g, "Hostile Takeover");
    g.set_events(true);
    play_ipe(&mut g);
    assert_eq!(zone(&g, ht), Zone::Root(REMOTE1));
    let ev = g.take_events().to_vec();
    let inst = ev
        .iter()
        .find(|e| e.kind == EventKind::Installed && e.card == ht)
        .expect("an install event");
    let runner = inst.text(Some(Side::Runner));
    assert!(runner.contains("Hostile Takeover"), "{runner}");
    let corp = inst.text(Some(Side::Corp));
    assert!(corp.contains("Hostile Takeover"), "{corp}");
    assert!(known_to_runner(&g, ht) && !g.cards[ht as usize].faceup);
    // An agenda installed from HQ stays unnamed to the Runner, named to the Corp.
    let pr = id(&g, "Priority Requisition");
    act(
        &mut g,
        Action::new(ActionKind::Install).card(pr).server(NEW_REMOTE),
    );
    let ev = g.take_events().to_vec();
    let inst = ev
        .iter()
        .find(|e| e.kind == EventKind::Installed)
        .expect("an install event");
    let runner = inst.text(Some(Side::Runner));
    assert!(!runner.contains("Priority"), "{runner}");
    assert!(inst.text(Some(Side::Corp)).contains("Priority"));
}
