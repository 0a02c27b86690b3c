//! Scenario tests of Read-Write Share (36022), the Vantage Point Shaper program that hosts cards
//! facedown without installing them (effects/held.rs). No ruling of `rulings_2022_2026.json`
//! names a Vantage Point card: the tests follow the current card text and the Rules Reference.
//! A facedown hosted card is hidden from the Corp in every observation, tensor, label and
//! event: tested by redealing what the Corp has not seen.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone, OBSERVATION_SIZE};
use startup::{corp_turn, runner_turn};

const RWS: &str = "Read-Write Share";
const CHOOSE_CARD: &str = "choose_card";

/// A Runner turn holding Read-Write Share in the grip (and `grip`), `stack` top first.
fn rws_in_grip(grip: &str, stack: &str) -> GameState {
    runner_turn(
        "",
        &format!(r#""grip": ["Read-Write Share", {grip}], "stack": [{stack}]"#),
    )
}

/// The cards `host` holds as `viewer`'s observation shows them.
fn holds_seen(g: &GameState, viewer: Side, host: u8) -> Vec<serde_json::Value> {
    let o = obs(g, viewer);
    let rig = o["runner"]["rig"].as_array().unwrap().clone();
    let h = rig.iter().find(|c| c["id"] == host as u64).unwrap();
    h["holds"].as_array().cloned().unwrap_or_default()
}

/// Installs Read-Write Share and hosts grip `card` on it.
fn install_and_host(g: &mut GameState, card: &str) -> (u8, u8) {
    let rws = id(g, RWS);
    act(g, Action::new(ActionKind::Install).card(rws));
    assert_eq!(g.decision_name(), CHOOSE_CARD);
    let c = id(g, card);
    act(g, Action::new(ActionKind::Mode).card(c).target(0));
    (rws, c)
}

// Read-Write Share: when installed, the Runner may host 1 grip card facedown on it to draw 1
// card; the hosted card is not installed, and only the Runner knows it.
#[test]
fn c36022_read_write_share_hosts_facedown_on_install_to_draw() {
    let mut g = rws_in_grip(r#""Sure Gamble", "Mayfly""#, r#""Gourmand""#);
    let (rws, sg) = install_and_host(&mut g, "Sure Gamble");
    assert_eq!(zone(&g, sg), Zone::Hosted(rws));
    assert!(!g.cards[sg as usize].faceup);
    assert!(!g.cards[sg as usize].known_to(Side::Corp));
    assert_eq!(zone(&g, id(&g, "Gourmand")), Zone::Grip, "drew 1 card");
    let corp = holds_seen(&g, Side::Corp, rws);
    assert_eq!(
        corp,
        vec![serde_json::json!({ "title": null })],
        "no title, no id"
    );
    let runner = holds_seen(&g, Side::Runner, rws);
    assert_eq!(runner[0]["title"], "Sure Gamble");
    g.check_invariants().unwrap();
}

// Read-Write Share: "you may": declining hosts nothing and draws nothing.
#[test]
fn c36022_read_write_share_hosting_is_optional() {
    let mut g = rws_in_grip(r#""Sure Gamble""#, r#""Gourmand""#);
    let rws = id(&g, RWS);
    act(&mut g, Action::new(ActionKind::Install).card(rws));
    pass(&mut g);
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.runner.stack.len(), 1);
}

/// A Corp turn with Read-Write Share installed holding `holds` (facedown), the Runner's grip
/// `grip`.
fn rws_installed(grip: &str, holds: &str) -> GameState {
    corp_turn(
        "",
        &format!(
            r#""grip": [{grip}], "stack": ["Gourmand", "Gourmand"], "rig": [{{"title": "Read-Write Share", "holds": [{holds}]}}]"#
        ),
    )
}

/// Plays on (the Corp and the Runner gaining credits) until the Runner's first decision of
/// its turn that is not a paid ability window.
fn to_runner_turn(g: &mut GameState) {
    for _ in 0..100 {
        let d = g.decision_name();
        if g.current_side() == Some(Side::Runner) && d != "paid_ability_window" {
            return;
        }
        if d == "action" {
            act(g, Action::new(ActionKind::ClickCredit));
        } else {
            pass(g);
        }
    }
    panic!("the Runner's turn never came");
}

// Read-Write Share: as the Runner's turn begins, it may host another grip card facedown to
// draw 1.
#[test]
fn c36022_read_write_share_hosts_when_the_runner_turn_begins() {
    let mut g = rws_installed(r#""Sure Gamble""#, r#""Mayfly""#);
    to_runner_turn(&mut g);
    assert_eq!(g.decision_name(), CHOOSE_CARD);
    let sg = id(&g, "Sure Gamble");
    act(&mut g, Action::new(ActionKind::Mode).card(sg).target(0));
    let rws = id(&g, RWS);
    assert_eq!(zone(&g, sg), Zone::Hosted(rws));
    assert_eq!(holds_seen(&g, Side::Corp, rws).len(), 2);
}

// Read-Write Share: limit 4 hosted cards: with 4, it offers no more.
#[test]
fn c36022_read_write_share_holds_at_most_four_cards() {
    let mut g = rws_installed(
        r#""Sure Gamble""#,
        r#""Mayfly", "Mayfly", "Gourmand", "Sure Gamble""#,
    );
    to_runner_turn(&mut g);
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.runner.grip.len(), 1);
}

// Read-Write Share: trash it: every hosted card is shuffled into the stack (the card's text
// wins over "Hosted": they are not trashed with their host).
#[test]
fn c36022_read_write_share_trash_shuffles_hosted_cards_into_the_stack() {
    let mut g = runner_turn(
        "",
        r#""stack": ["Gourmand"], "rig": [{"title": "Read-Write Share", "holds": ["Sure Gamble", "Mayfly"]}]"#,
    );
    let rws = id(&g, RWS);
    let (sg, mayfly) = (id(&g, "Sure Gamble"), id(&g, "Mayfly"));
    // A paid ability: used in the window after an action.
    act(&mut g, Action::new(ActionKind::ClickCredit));
    act(&mut g, Action::new(ActionKind::Ability).card(rws).target(0));
    assert_eq!(zone(&g, rws), Zone::Heap);
    assert_eq!(zone(&g, sg), Zone::Stack);
    assert_eq!(zone(&g, mayfly), Zone::Stack);
    assert_eq!(g.runner.stack.len(), 3);
    g.check_invariants().unwrap();
    // With nothing hosted, the ability would shuffle nothing: not offered.
    let mut g = runner_turn("", r#""rig": ["Read-Write Share"]"#);
    act(&mut g, Action::new(ActionKind::ClickCredit));
    // No window is even opened: the Runner has nothing it could use.
    assert_eq!(g.decision_name(), "action");
    assert!(legal_on(&g, ActionKind::Ability, id(&g, RWS)).is_empty());
}

// Hidden information: a card hosted facedown from the grip cannot be told by the Corp. Its
// observation, observation tensor and the labels of every action code are unchanged when what
// the Corp has not seen is redealt; the Corp forgets the grip cards it knew (it cannot tell
// which one went); the event log hides the card's title and id from the Corp.
#[test]
fn c36022_read_write_share_facedown_cards_survive_a_redeal_for_the_corp() {
    let mut g = runner_turn(
        "",
        r#""grip": ["Read-Write Share", {"title": "Sure Gamble", "known_to": ["corp", "runner"]}, "Mayfly"], "stack": ["Gourmand"]"#,
    );
    g.set_events(true);
    let _ = g.take_events();
    let (rws, sg) = install_and_host(&mut g, "Sure Gamble");
    assert!(g
        .cards
        .iter()
        .all(|c| c.zone != Zone::Grip || !c.known_to(Side::Corp)));
    let events = g.take_events();
    let hosted = events
        .iter()
        .find(|e| e.card == sg && e.other == rws)
        .expect("the hosting is an event");
    let corp = hosted.card_seen(Some(Side::Corp)).unwrap();
    assert_eq!((corp.id, corp.title), (None, None));
    let runner = hosted.card_seen(Some(Side::Runner)).unwrap();
    assert_eq!(runner.title, Some("Sure Gamble"));
    let labels = |g: &GameState| -> Vec<String> {
        (0..nr_engine::NUM_ACTIONS)
            .step_by(7)
            .filter_map(nr_engine::Action::from_code)
            .map(|a| g.label_for(Side::Corp, &a))
            .collect()
    };
    let tensor = |g: &GameState| -> Vec<f32> {
        let mut t = vec![0.0; OBSERVATION_SIZE];
        g.observation_tensor(Side::Corp, &mut t);
        t
    };
    let mut redealt_elsewhere = false;
    for seed in 0..24 {
        let r = g.determinize(Side::Corp, seed);
        assert_eq!(
            r.observation_json(Side::Corp),
            g.observation_json(Side::Corp)
        );
        assert_eq!(tensor(&r), tensor(&g));
        assert_eq!(labels(&r), labels(&g));
        r.check_invariants().unwrap();
        redealt_elsewhere |= r.cards[sg as usize].def != g.cards[sg as usize].def;
    }
    assert!(
        redealt_elsewhere,
        "the hosted card is among what the Corp has not seen"
    );
}

// docs/scenario.md: a facedown hosted card is written (`holds`) and read back facedown, known to
// the Runner only.
#[test]
fn c36022_read_write_share_hosted_cards_round_trip_in_a_scenario() {
    let g = runner_turn(
        "",
        r#""rig": [{"title": "Read-Write Share", "holds": ["Sure Gamble"]}]"#,
    );
    let sg = id(&g, "Sure Gamble");
    assert!(!g.cards[sg as usize].faceup && !g.cards[sg as usize].known_to(Side::Corp));
    let back = GameState::from_scenario_json(&g.to_scenario().to_string()).unwrap();
    let sg = id(&back, "Sure Gamble");
    assert_eq!(zone(&back, sg), Zone::Hosted(id(&back, RWS)));
    assert!(!back.cards[sg as usize].faceup);
    assert!(!back.cards[sg as usize].known_to(Side::Corp));
    assert_eq!(back.to_scenario(), g.to_scenario());
}
