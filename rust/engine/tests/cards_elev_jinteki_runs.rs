//! Scenario tests of the Elevation Jinteki Corp cards that act on a run in progress:
//! Proprionegation (35048) moves the Runner to Archives, Mitra Aman (35056) swaps the
//! approached ice. No ruling of `rulings_2022_2026.json` names an Elevation card: the tests
//! follow the card text and the Rules Reference ("Attacked Server", "Approach", "If
//! successful...", "Swap"), and say which reading they chose.

mod common;
mod elev_corp;
use common::*;
use elev_corp::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};

// ----- 35048 Proprionegation -----

/// Proprionegation scored, with its agenda counter.
const PROP: &str = r#"{"title": "Proprionegation", "agenda_counters": 1}"#;

/// The Corp's ability of `card` (ability 0).
fn ability(card: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(0)
}

/// Passes until `a` is legal; panics if the run ends first.
fn until_offered(g: &mut GameState, a: Action) {
    for _ in 0..64 {
        if g.legal_actions().contains(&a) {
            return;
        }
        assert!(g.run.is_some(), "the run ended before {a:?} was offered");
        pass(g);
    }
    panic!("{a:?} never offered; at {}", g.decision_name());
}

/// Passes until the run is over.
fn finish_run(g: &mut GameState) {
    pass_to(g, |g| g.run.is_none());
}

// Card text: when scored, 1 agenda counter on it.
#[test]
fn c35048_proprionegation_scored_with_one_agenda_counter() {
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": [{"title": "Proprionegation", "advancement": 3}]}}"#,
        r#""credits": 5"#,
    );
    let p = id(&g, "Proprionegation");
    advance_and_score(&mut g, p, p);
    assert_eq!(zone(&g, p), Zone::Score(Side::Corp));
    assert_eq!(g.cards[p as usize].agenda_counters, 1);
    assert_eq!(g.agenda_points(Side::Corp), 2);
}

// Moved while approaching a remote's inner ice: the attacked server becomes Archives, the
// counter is spent, and the Runner approaches Archives' outermost ice (where the Corp may rez
// it, and, not being the first ice approached, the Runner may jack out); the old ice can no
// longer be rezzed. The run is then successful on Archives.
#[test]
fn c35048_proprionegation_moves_runner_from_remote_ice_to_archives_outermost_ice() {
    let corp = format!(
        r#""score_area": [{PROP}], "archives": ["Hedge Fund"],
           "servers": {{"remote1": {{"ice": ["Enigma", "Ice Wall"], "root": ["PAD Campaign"]}},
                        "archives": {{"ice": ["Wall of Static"]}}}}"#
    );
    let mut g = runner_turn(&corp, r#""credits": 5"#);
    let (p, enigma, wos) = (
        id(&g, "Proprionegation"),
        id(&g, "Enigma"),
        id(&g, "Wall of Static"),
    );
    run_on(&mut g, "remote1");
    // Past the outer Ice Wall (left unrezzed), approaching the inner Enigma.
    for _ in 0..64 {
        if approached(&g, enigma) && is_legal(&g, ability(p)) {
            break;
        }
        pass(&mut g);
    }
    assert!(approached(&g, enigma));
    act(&mut g, ability(p));
    g.check_invariants().unwrap();
    assert_eq!(
        g.cards[p as usize].agenda_counters, 0,
        "the counter is spent"
    );
    let r = g.run.unwrap();
    assert_eq!(r.server, ARCHIVES, "Archives is now the attacked server");
    assert!(!is_legal(&g, rez(enigma)), "Enigma is no longer approached");
    // Jack-out is offered on the way (Wall of Static is not the first ice approached).
    let mut jack_out = false;
    for _ in 0..64 {
        if g.decision_name() == "rez_ice" && approached(&g, wos) {
            break;
        }
        jack_out |= g.decision_name() == "jack_out";
        assert!(!is_legal(&g, rez(enigma)));
        pass(&mut g);
    }
    assert!(approached(&g, wos), "the Runner approaches Wall of Static");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert!(is_legal(&g, rez(wos)));
    assert!(jack_out, "a chance to jack out at the new approach");
    finish_run(&mut g);
    let last = g.last_run.as_ref().unwrap();
    assert_eq!(last.server, ARCHIVES);
    assert!(last.successful);
    assert!(
        g.cards[id(&g, "Hedge Fund") as usize].faceup,
        "Archives accessed"
    );
    assert!(!rezzed(&g, enigma));
}

// No ice on Archives: the Runner approaches Archives itself (and may jack out there), and the
// run is successful on Archives.
#[test]
fn c35048_proprionegation_to_archives_without_ice_approaches_the_server() {
    let corp = format!(
        r#""score_area": [{PROP}], "archives": ["Hedge Fund"],
           "servers": {{"remote1": {{"ice": ["Ice Wall"], "root": ["PAD Campaign"]}}}}"#
    );
    let mut g = runner_turn(&corp, r#""credits": 5"#);
    let p = id(&g, "Proprionegation");
    run_on(&mut g, "remote1");
    until_offered(&mut g, ability(p));
    act(&mut g, ability(p));
    pass_until(&mut g, "jack_out");
    let r = g.run.unwrap();
    assert_eq!((r.server, r.position), (ARCHIVES, 0));
    assert!(r.encounter == 255 && !r.successful);
    finish_run(&mut g);
    let last = g.last_run.as_ref().unwrap();
    assert_eq!((last.server, last.successful), (ARCHIVES, true));
    assert!(g.cards[id(&g, "Hedge Fund") as usize].faceup);
    assert_eq!(zone(&g, id(&g, "PAD Campaign")), Zone::Root(REMOTE1));
}

// Used during an encounter: the encounter ends and its subroutines do not resolve (Enigma's
// lost click and end of the run); the run goes on to Archives and is successful there.
#[test]
fn c35048_proprionegation_during_an_encounter_ends_it_unresolved() {
    let corp = format!(
        r#""score_area": [{PROP}], "hq": ["Hedge Fund"],
           "servers": {{"hq": {{"ice": [{{"title": "Enigma", "rezzed": true}}]}}}}"#
    );
    let mut g = runner_turn(&corp, r#""credits": 5"#);
    let (p, enigma) = (id(&g, "Proprionegation"), id(&g, "Enigma"));
    run_on(&mut g, "hq");
    until_encounter(&mut g, enigma);
    until_offered(&mut g, ability(p));
    assert_eq!(g.run.unwrap().encounter, enigma);
    act(&mut g, ability(p));
    g.check_invariants().unwrap();
    finish_run(&mut g);
    assert_eq!(
        g.runner.clicks, 3,
        "only the run's click: Enigma's subroutine did not resolve"
    );
    let last = g.last_run.as_ref().unwrap();
    assert_eq!((last.server, last.successful), (ARCHIVES, true));
    assert!(!g.turn_flags.successful_hq_run);
}

// Rules Reference, "If successful...": a run event on HQ moved to Archives is successful on
// Archives, so Account Siphon's "if successful on HQ" replacement is not offered; the Runner
// accesses Archives, not HQ.
#[test]
fn c35048_proprionegation_hq_run_event_is_not_successful_on_hq() {
    let corp = format!(r#""score_area": [{PROP}], "credits": 8, "hq": ["Hedge Fund"]"#);
    let mut g = runner_turn(&corp, r#""credits": 5, "grip": ["Account Siphon"]"#);
    let p = id(&g, "Proprionegation");
    let siphon = id(&g, "Account Siphon");
    play(&mut g, siphon);
    assert_eq!(g.run.unwrap().server, HQ);
    until_offered(&mut g, ability(p));
    act(&mut g, ability(p));
    for _ in 0..64 {
        if g.run.is_none() {
            break;
        }
        assert_ne!(g.decision_name(), "replace_access", "no siphon on Archives");
        pass(&mut g);
    }
    assert_eq!(g.corp.credits, 8);
    assert_eq!(g.runner.tags, 0);
    assert_eq!(g.last_run.as_ref().unwrap().server, ARCHIVES);
    assert!(!g.turn_flags.successful_hq_run);
}

// The run's source keeps what names no server: Inside Job's bypass of the first ice
// encountered applies to Archives' Enigma after the move from HQ (the run goes on; Rules
// Reference, "Attacked Server").
#[test]
fn c35048_proprionegation_run_source_effects_without_a_server_stay() {
    let corp = format!(
        r#""score_area": [{PROP}], "hq": ["Hedge Fund"],
           "servers": {{"archives": {{"ice": [{{"title": "Enigma", "rezzed": true}}]}}}}"#
    );
    let mut g = runner_turn(&corp, r#""credits": 5, "grip": ["Inside Job"]"#);
    let p = id(&g, "Proprionegation");
    let job = id(&g, "Inside Job");
    play(&mut g, job);
    act(&mut g, Action::new(ActionKind::Run).server(HQ));
    until_offered(&mut g, ability(p));
    act(&mut g, ability(p));
    assert_eq!(g.run.unwrap().source, job);
    finish_run(&mut g);
    assert_eq!(g.runner.clicks, 3, "Enigma bypassed: no click lost");
    let last = g.last_run.as_ref().unwrap();
    assert_eq!((last.server, last.successful), (ARCHIVES, true));
}

// Card text: only during a run, and only with a counter to spend; offered to the Corp in each
// paid ability window of a run where it has priority, never at the Runner's decisions, during
// access, or once the run is over.
#[test]
fn c35048_proprionegation_offered_in_run_windows_only() {
    let corp = format!(
        r#""score_area": [{PROP}], "servers": {{"remote1": {{"ice": ["Ice Wall"], "root": ["PAD Campaign"]}}}}"#
    );
    let mut g = runner_turn(&corp, r#""credits": 5"#);
    let p = id(&g, "Proprionegation");
    assert!(!is_legal(&g, ability(p)), "not outside a run");
    refused(&mut g, ability(p));
    run_on(&mut g, "remote1");
    let mut offered = 0;
    while g.run.is_some() {
        let corp_window =
            g.decision_name() == "paid_ability_window" || g.decision_name() == "rez_ice";
        let corp_window = corp_window && g.current_side() == Some(Side::Corp);
        assert_eq!(
            is_legal(&g, ability(p)),
            corp_window,
            "at {} of {:?}",
            g.decision_name(),
            g.current_side()
        );
        offered += usize::from(corp_window);
        pass(&mut g);
    }
    // [2.1] and [2.3] at Ice Wall, [5.1] and [5.3] at the server.
    assert_eq!(offered, 4);
    assert!(!is_legal(&g, ability(p)), "not after the run");
    // The Corp's own turn: no run.
    let mut g = corp_turn(&corp, r#""credits": 5"#);
    assert!(!is_legal(&g, ability(p)));
    refused(&mut g, ability(p));
}

// No counter left: nothing to spend, no ability in the run.
#[test]
fn c35048_proprionegation_needs_a_counter() {
    let corp = r#""score_area": [{"title": "Proprionegation", "agenda_counters": 0}]"#;
    let mut g = runner_turn(corp, r#""credits": 5"#);
    let p = id(&g, "Proprionegation");
    run_on(&mut g, "archives");
    while g.run.is_some() {
        assert!(!is_legal(&g, ability(p)));
        pass(&mut g);
    }
}

// ----- 35056 Mitra Aman -----

/// A Runner turn: remote1 protected by `ice` (JSON cards, innermost first) with a rezzed Mitra
/// Aman and a PAD Campaign in its root; HQ holds an Enigma and a Hedge Fund, Archives a faceup
/// Wall of Static.
fn mitra(ice: &str) -> GameState {
    runner_turn(
        &format!(
            r#""credits": 5, "hq": ["Enigma", "Hedge Fund"],
               "archives": [{{"title": "Wall of Static", "faceup": true}}],
               "servers": {{"remote1": {{"ice": [{ice}],
                   "root": [{{"title": "Mitra Aman", "rezzed": true}}, "PAD Campaign"]}}}}"#
        ),
        r#""credits": 5"#,
    )
}

/// The Corp chooses to trash Mitra Aman (`mode` 0).
fn trash_mitra(g: &mut GameState) {
    let a = Action::new(ActionKind::Mode)
        .card(id(g, "Mitra Aman"))
        .target(0);
    act(g, a);
}

/// Picks `card` for the swap.
fn swap_with(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Mode).card(card).target(0));
}

// The Runner approaches the ice of its server: the Corp may decline; nothing changes, and the
// approach goes on to the usual rez window of that ice.
#[test]
fn c35056_mitra_aman_may_decline() {
    let mut g = mitra(r#""Ice Wall""#);
    let (m, wall) = (id(&g, "Mitra Aman"), id(&g, "Ice Wall"));
    run_on(&mut g, "remote1");
    assert_eq!(g.decision_name(), "mode");
    assert_eq!(g.current_side(), Some(Side::Corp));
    pass(&mut g);
    assert_eq!(zone(&g, m), Zone::Root(REMOTE1));
    assert_eq!(g.corp.credits, 5);
    to_rez_window(&mut g, wall);
    assert!(is_legal(&g, rez(wall)));
}

// Trashed: 3 credits; the swap is a "you may": declined, the same ice is approached.
#[test]
fn c35056_mitra_aman_trash_and_gain_without_swap() {
    let mut g = mitra(r#""Ice Wall""#);
    let (m, wall) = (id(&g, "Mitra Aman"), id(&g, "Ice Wall"));
    run_on(&mut g, "remote1");
    trash_mitra(&mut g);
    assert_eq!(zone(&g, m), Zone::Archives);
    assert!(
        g.cards[m as usize].faceup,
        "a rezzed card is trashed faceup"
    );
    assert_eq!(g.corp.credits, 8);
    assert_eq!(g.decision_name(), "choose_ice");
    pass(&mut g);
    assert_eq!(zone(&g, wall), Zone::Ice(REMOTE1));
    to_rez_window(&mut g, wall);
    assert!(is_legal(&g, rez(wall)));
}

// Swapped with ice from HQ: it is installed unrezzed in the same position, unknown to the
// Runner, and is the ice being approached: the Corp may rez it in the approach's rez window and
// the Runner encounters it. The rezzed ice goes to HQ, still known to the Runner (it was seen).
#[test]
fn c35056_mitra_aman_swap_with_hq_ice() {
    let mut g = mitra(r#"{"title": "Ice Wall", "rezzed": true}"#);
    let wall = id(&g, "Ice Wall");
    run_on(&mut g, "remote1");
    trash_mitra(&mut g);
    let enigma = id(&g, "Enigma");
    let offered: Vec<u8> = legal(&g, ActionKind::Mode).iter().map(|a| a.card).collect();
    let wos = id(&g, "Wall of Static");
    assert_eq!(
        offered,
        vec![enigma, wos],
        "the ice of HQ, then of Archives"
    );
    let swap = |c: u8| Action::new(ActionKind::Mode).card(c).target(0);
    assert!(g
        .label_for(Side::Corp, &swap(enigma))
        .ends_with("Enigma from HQ"));
    assert!(g
        .label_for(Side::Corp, &swap(wos))
        .ends_with("Wall of Static from Archives"));
    swap_with(&mut g, enigma);
    g.check_invariants().unwrap();
    let enigma = id(&g, "Enigma");
    assert_eq!(zone(&g, enigma), Zone::Ice(REMOTE1));
    assert_eq!(g.corp.servers[REMOTE1 as usize].ice.as_slice(), &[enigma]);
    assert!(!rezzed(&g, enigma) && !g.cards[enigma as usize].faceup);
    assert!(
        !known_to_runner(&g, enigma),
        "the Runner does not learn the HQ ice"
    );
    assert!(approached(&g, enigma));
    let wall = if zone(&g, wall) == Zone::Hq {
        wall
    } else {
        id(&g, "Ice Wall")
    };
    assert_eq!(zone(&g, wall), Zone::Hq);
    assert!(!rezzed(&g, wall));
    assert!(
        known_to_runner(&g, wall),
        "the Runner saw the rezzed ice go to HQ"
    );
    to_rez_window(&mut g, enigma);
    act(&mut g, rez(enigma));
    assert_eq!(g.corp.credits, 5, "8 less Enigma's 3");
    // Encountered: its subroutines (a lost click, the end of the run) resolve.
    finish_run(&mut g);
    assert_eq!(g.runner.clicks, 2);
    assert!(!g.last_run.as_ref().unwrap().successful);
}

// Swapped with a faceup Archives ice: it is installed facedown and unrezzed (installed ice is
// unrezzed), and the Runner, who saw it leave Archives, still knows it; the unrezzed ice goes
// to Archives facedown. The Runner approaches the newcomer, which the Corp may rez.
#[test]
fn c35056_mitra_aman_swap_with_archives_ice() {
    let mut g = mitra(r#""Ice Wall""#);
    let (wall, wos) = (id(&g, "Ice Wall"), id(&g, "Wall of Static"));
    run_on(&mut g, "remote1");
    trash_mitra(&mut g);
    swap_with(&mut g, wos);
    g.check_invariants().unwrap();
    assert_eq!(zone(&g, wos), Zone::Ice(REMOTE1));
    assert!(!rezzed(&g, wos) && !g.cards[wos as usize].faceup);
    assert!(known_to_runner(&g, wos));
    assert_eq!(zone(&g, wall), Zone::Archives);
    assert!(!g.cards[wall as usize].faceup && !known_to_runner(&g, wall));
    to_rez_window(&mut g, wos);
    assert!(is_legal(&g, rez(wos)));
    assert!(!is_legal(&g, rez(wall)));
}

// Only ice protecting its own server: an approach of HQ's ice does not trigger it, nor does an
// unrezzed Mitra Aman (an upgrade's ability is active only while it is rezzed).
#[test]
fn c35056_mitra_aman_only_its_server_and_only_rezzed() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Enigma"],
           "servers": {"hq": {"ice": ["Ice Wall"]},
                       "remote1": {"ice": ["Ice Wall"], "root": [{"title": "Mitra Aman", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none() || g.decision_name() == "mode");
    assert!(g.run.is_none(), "no trigger on another server's ice");
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Enigma"],
           "servers": {"remote1": {"ice": ["Ice Wall"], "root": ["Mitra Aman"]}}"#,
        r#""credits": 5"#,
    );
    run_on(&mut g, "remote1");
    assert_ne!(g.decision_name(), "mode", "unrezzed: inactive");
}

// Whether HQ holds ice is the Corp's secret: the swap is asked even when it can only decline.
#[test]
fn c35056_mitra_aman_swap_asked_with_nothing_to_swap() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"],
           "servers": {"remote1": {"ice": ["Ice Wall"], "root": [{"title": "Mitra Aman", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    run_on(&mut g, "remote1");
    trash_mitra(&mut g);
    assert_eq!(g.decision_name(), "choose_ice");
    assert_eq!(
        g.legal_actions().as_slice(),
        &[Action::new(ActionKind::Pass)]
    );
    pass(&mut g);
    assert!(approached(&g, id(&g, "Ice Wall")));
}

// Hidden information: an unrezzed ice the Runner never saw goes to HQ unknown to the Runner (and
// the HQ ice it is swapped with stays unknown as it is installed).
#[test]
fn c35056_mitra_aman_unseen_ice_to_hq_stays_unknown() {
    let mut g = mitra(r#""Ice Wall""#);
    run_on(&mut g, "remote1");
    trash_mitra(&mut g);
    let enigma = id(&g, "Enigma");
    swap_with(&mut g, enigma);
    let (enigma, wall) = (id(&g, "Enigma"), id(&g, "Ice Wall"));
    assert_eq!(zone(&g, wall), Zone::Hq);
    assert!(!known_to_runner(&g, wall));
    assert!(!known_to_runner(&g, enigma));
    assert!(approached(&g, enigma));
    // The Runner's observation names neither.
    let o = g.observation_json(Side::Runner);
    assert!(!o.contains("Enigma") && !o.contains("Ice Wall"), "{o}");
}
