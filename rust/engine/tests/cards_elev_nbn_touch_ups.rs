//! Scenario tests of Touch-ups (35067, Elevation NBN): a double operation placing 2
//! advancement counters, then the grip revealed to the Corp and up to 2 cards of a chosen type
//! shuffled into the stack (`effects/grip_reveal.rs`). No ruling of `rulings_2022_2026.json`
//! names it; the tests follow the card text and the Rules Reference ("Reveal", "Shuffle").

mod common;
mod elev_corp;
use common::*;
use elev_corp::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone, OBSERVATION_SIZE};

/// The Runner's grip in these positions: two events of one title, one other event, a program,
/// a resource.
const GRIP: &str =
    r#""grip": ["Sure Gamble", "Sure Gamble", "Easy Mark", "Corroder", "Armitage Codebusting"]"#;
const STACK: &str = r#""stack": ["Diesel", "Diesel", "Diesel"]"#;

/// A Corp turn with `clicks` clicks, 5 credits, Touch-ups in HQ and `servers` (JSON object
/// body); the Runner holds `GRIP` and `STACK`.
fn touch_ups(clicks: u8, servers: &str) -> GameState {
    corp_turn(
        &format!(
            r#""credits": 5, "clicks": {clicks}, "hq": ["Touch-ups"], "rd": ["Hedge Fund", "Hedge Fund"],
               "servers": {{{servers}}}"#
        ),
        &format!(r#""credits": 5, {GRIP}, {STACK}"#),
    )
}

const AGENDA: &str = r#""remote1": {"root": ["Hostile Takeover"]}"#;

fn choose_type(g: &mut GameState, t: u8) {
    assert_eq!(g.decision_name(), "choose");
    let touch = id(g, "Touch-ups");
    act(g, Action::new(ActionKind::Mode).card(touch).target(t));
}

fn pick(g: &mut GameState, card: u8) {
    assert_eq!(g.decision_name(), "choose_card");
    act(g, Action::new(ActionKind::Mode).card(card).target(0));
}

fn known_to_corp(g: &GameState, card: u8) -> bool {
    g.cards[card as usize].known_to(Side::Corp)
}

// Double: one more click to play (2 in all): not offered with 1 click.
#[test]
fn c35067_touch_ups_needs_two_clicks() {
    let g = touch_ups(1, AGENDA);
    let t = id(&g, "Touch-ups");
    assert!(!is_legal(&g, Action::new(ActionKind::Play).card(t)));
    let g = touch_ups(2, AGENDA);
    assert!(is_legal(&g, Action::new(ActionKind::Play).card(t)));
}

// With no installed card the Corp can advance (PAD Campaign cannot be), playing it could not
// change the game state, so it is not offered (Rules Reference, "Action"): nothing happens.
#[test]
fn c35067_touch_ups_needs_a_card_to_advance() {
    let g = touch_ups(
        3,
        r#""remote1": {"root": [{"title": "PAD Campaign", "rezzed": true}]}"#,
    );
    let t = id(&g, "Touch-ups");
    assert!(!is_legal(&g, Action::new(ActionKind::Play).card(t)));
}

// Card text: 2 advancement counters on the card (the Corp chooses among advanceable cards: Ice
// Wall can be advanced too), 2 clicks and 2 credits spent; then the Corp chooses events, the
// grip is revealed to it, and it picks 2 events (the second copy of Sure Gamble is still
// offered, once per title), which the Runner shuffles into the stack: they are there, no longer
// known to the Corp; the grip's other cards stay known to it.
#[test]
fn c35067_touch_ups_places_two_and_shuffles_two_events() {
    let mut g = touch_ups(
        3,
        r#""remote1": {"root": ["Hostile Takeover"]}, "hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}"#,
    );
    let t = id(&g, "Touch-ups");
    let grip: Vec<u8> = g.runner.grip.to_vec();
    assert!(grip.iter().all(|&c| !known_to_corp(&g, c)));
    play(&mut g, t);
    assert_eq!(g.corp.clicks, 1);
    assert_eq!(g.corp.credits, 3);
    assert_eq!(g.decision_name(), "place_advancement");
    let ht = id(&g, "Hostile Takeover");
    act(&mut g, Action::new(ActionKind::Advance).card(ht));
    assert_eq!(g.cards[ht as usize].advancement, 2);
    choose_type(&mut g, 0);
    assert!(grip.iter().all(|&c| known_to_corp(&g, c)), "grip revealed");
    let gambles = ids(&g, "Sure Gamble");
    let offered: Vec<u8> = legal(&g, ActionKind::Mode).iter().map(|a| a.card).collect();
    assert_eq!(offered.len(), 2, "Sure Gamble once, Easy Mark: {offered:?}");
    assert!(!offered.contains(&id(&g, "Corroder")));
    let first = *offered.iter().find(|c| gambles.contains(c)).unwrap();
    pick(&mut g, first);
    let second = *gambles.iter().find(|&&c| c != first).unwrap();
    assert!(legal(&g, ActionKind::Mode).iter().any(|a| a.card == second));
    pick(&mut g, second);
    for c in [first, second] {
        assert_eq!(zone(&g, c), Zone::Stack);
        assert!(!known_to_corp(&g, c), "shuffled: nobody knows where");
    }
    assert_eq!(g.runner.stack.len(), 5);
    assert_eq!(g.runner.grip.len(), 3);
    for title in ["Easy Mark", "Corroder", "Armitage Codebusting"] {
        assert!(known_to_corp(&g, id(&g, title)), "{title} stays revealed");
    }
    assert!(
        g.runner.stack.iter().all(|&c| !known_to_corp(&g, c)),
        "the stack stays hidden"
    );
    assert_eq!(zone(&g, t), Zone::Archives);
}

// Card text: "up to 2": the Corp may pick none; the grip is still revealed, nothing moves.
#[test]
fn c35067_touch_ups_may_shuffle_none() {
    let mut g = touch_ups(2, AGENDA);
    let t = id(&g, "Touch-ups");
    play(&mut g, t);
    choose_type(&mut g, 2);
    assert_eq!(legal(&g, ActionKind::Mode).len(), 1, "Corroder");
    pass(&mut g);
    assert_eq!(g.runner.grip.len(), 5);
    assert_eq!(g.runner.stack.len(), 3);
    assert!(known_to_corp(&g, id(&g, "Corroder")));
    assert_eq!(
        g.cards[id(&g, "Hostile Takeover") as usize].advancement,
        2,
        "the only card to advance: not asked"
    );
}

// Card text: "up to 2": one card, then the Corp stops.
#[test]
fn c35067_touch_ups_shuffles_one() {
    let mut g = touch_ups(2, AGENDA);
    let t = id(&g, "Touch-ups");
    play(&mut g, t);
    choose_type(&mut g, 0);
    let em = id(&g, "Easy Mark");
    pick(&mut g, em);
    assert_eq!(g.decision_name(), "choose_card");
    pass(&mut g);
    assert_eq!(zone(&g, em), Zone::Stack);
    assert_eq!(g.runner.grip.len(), 4);
    assert_eq!(g.runner.stack.len(), 4);
    assert!(!known_to_corp(&g, em));
}

// A type the grip does not hold (hardware): revealed, nothing to choose.
#[test]
fn c35067_touch_ups_type_not_in_the_grip() {
    let mut g = touch_ups(2, AGENDA);
    let t = id(&g, "Touch-ups");
    play(&mut g, t);
    choose_type(&mut g, 1);
    assert_ne!(g.decision_name(), "choose_card");
    assert_eq!(g.runner.grip.len(), 5);
    assert!(known_to_corp(&g, id(&g, "Easy Mark")));
}

// Hidden information: after the reveal and the shuffle, a redeal of what the Corp has not seen
// keeps everything the Corp sees (its observation, tensor and labels) and the revealed grip;
// the card shuffled away is among what may be redealt (the stack).
#[test]
fn c35067_touch_ups_redeal_keeps_the_corps_view() {
    let mut g = touch_ups(2, AGENDA);
    let t = id(&g, "Touch-ups");
    play(&mut g, t);
    choose_type(&mut g, 0);
    let em = id(&g, "Easy Mark");
    pick(&mut g, em);
    pass(&mut g);
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
    let grip_defs = |g: &GameState| -> Vec<_> {
        g.runner
            .grip
            .iter()
            .map(|&c| g.cards[c as usize].def)
            .collect()
    };
    let mut redealt = false;
    for seed in 0..24 {
        let r = g.determinize(Side::Corp, seed);
        assert_eq!(
            r.observation_json(Side::Corp),
            g.observation_json(Side::Corp)
        );
        assert_eq!(tensor(&r), tensor(&g));
        assert_eq!(labels(&r), labels(&g));
        assert_eq!(grip_defs(&r), grip_defs(&g), "the revealed grip stays");
        r.check_invariants().unwrap();
        redealt |= r.cards[em as usize].def != g.cards[em as usize].def;
    }
    assert!(
        redealt,
        "the shuffled card is among what the Corp has not seen"
    );
}

// docs/scenario.md: the Corp's knowledge of the revealed grip is saved (`known_to`) and read
// back; the cards shuffled away are not known.
#[test]
fn c35067_touch_ups_revealed_grip_round_trips_in_a_scenario() {
    let mut g = touch_ups(2, AGENDA);
    let t = id(&g, "Touch-ups");
    play(&mut g, t);
    choose_type(&mut g, 2);
    let corroder = id(&g, "Corroder");
    pick(&mut g, corroder);
    // The only program: nothing more to pick, so it goes in at once.
    assert_eq!(zone(&g, corroder), Zone::Stack);
    pass_windows(&mut g);
    let known = |g: &GameState| -> Vec<String> {
        let mut v: Vec<String> = g
            .runner
            .grip
            .iter()
            .filter(|&&c| known_to_corp(g, c))
            .map(|&c| g.card_title(c).unwrap().to_string())
            .collect();
        v.sort();
        v
    };
    assert_eq!(known(&g).len(), 4);
    let back = GameState::from_scenario_json(&g.to_scenario().to_string()).unwrap();
    assert_eq!(known(&back), known(&g));
    assert!(back.runner.stack.iter().all(|&c| !known_to_corp(&back, c)));
}
