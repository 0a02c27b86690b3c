//! Scenario tests of the System Gateway Haas-Bioroid cards (30035-30042; the ice, 30038 Ansel 1.0
//! and 30039 Brân 1.0, in `cards_sg_haas_bioroid_ice.rs`) and of two neutral Corp agendas (30067
//! Offworld Office, 30068 Orbital Superiority), their rulings, and random games with a Precision
//! Design deck.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, GameState, Side, Zone, NEW_REMOTE};

const NOISE: &str = "Noise: Hacker Extraordinaire";
const PD: &str = "Haas-Bioroid: Precision Design";

/// A Corp-turn position (Engineering the Future against Noise).
fn corp_turn(corp: &str, runner: &str) -> GameState {
    position_vs_noise(HB, corp, runner, "corp")
}

/// A Runner-turn position (Precision Design against Noise).
fn runner_turn(corp: &str, runner: &str) -> GameState {
    position_vs_noise(PD, corp, runner, "runner")
}

fn choose(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Mode).card(card).target(0));
}

fn trash(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Trash).card(card));
}

fn install(g: &mut GameState, card: u8, server: u8) {
    act(
        g,
        Action::new(ActionKind::Install).card(card).server(server),
    );
}

fn play(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Play).card(card));
}

/// Corp action phase: click for a credit, then score `agenda` in the window that follows.
fn click_and_score(g: &mut GameState, agenda: u8) {
    act(g, Action::new(ActionKind::ClickCredit));
    act(g, Action::new(ActionKind::Score).card(agenda));
}

fn zone(g: &GameState, c: u8) -> Zone {
    g.cards[c as usize].zone
}

/// An illegal action is refused with an error and changes nothing.
fn refused(g: &mut GameState, a: Action) {
    let before = g.to_json();
    assert!(g.apply(a).is_err(), "{a:?} was accepted");
    assert_eq!(g.to_json(), before, "a refused action changed the state");
}

// ----- 30035 Haas-Bioroid: Precision Design -----

// Precision Design: +1 maximum hand size (6).
#[test]
fn c30035_precision_design_hand_size_six() {
    let g = position_vs_noise(PD, r#""hq": []"#, r#""credits": 5"#, "corp");
    assert_eq!(g.corp_hand_size(), 6);
    let h = corp_turn(r#""hq": []"#, r#""credits": 5"#);
    assert_eq!(h.corp_hand_size(), 5);
}

// Precision Design: with 6 cards at the end of the turn the Corp keeps them all.
#[test]
fn c30035_precision_design_keeps_six_cards_at_discard() {
    let six = r#""clicks": 1, "hq": ["Hedge Fund", "Hedge Fund", "Hedge Fund", "Enigma", "Enigma", "Enigma"]"#;
    let mut g = position_vs_noise(PD, six, r#""credits": 5"#, "corp");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.corp.hq.len(), 6);
    let mut h = position_vs_noise(HB, six, r#""credits": 5"#, "corp");
    act(&mut h, Action::new(ActionKind::ClickCredit));
    assert_eq!(h.decision_name(), "discard");
}

// Precision Design: scoring an agenda lets the Corp add a card of its choice from Archives to
// HQ, facedown cards included.
#[test]
fn c30035_precision_design_score_returns_a_card_from_archives() {
    let mut g = position_vs_noise(
        PD,
        r#""archives": ["Hedge Fund", {"title": "Enigma", "faceup": true}],
           "servers": {"remote1": {"root": [{"title": "Offworld Office", "advancement": 4}]}}"#,
        r#""credits": 5"#,
        "corp",
    );
    let (office, hedge, enigma) = (
        id(&g, "Offworld Office"),
        id(&g, "Hedge Fund"),
        id(&g, "Enigma"),
    );
    click_and_score(&mut g, office);
    // The Corp orders Offworld Office's and Precision Design's abilities.
    if g.decision_name() == "order_triggers" {
        let first = legal(&g, ActionKind::Order)[0];
        act(&mut g, first);
    }
    pass_windows(&mut g);
    assert_eq!(g.decision_name(), "archives_to_hq");
    assert_eq!(g.current_side(), Some(Side::Corp));
    let offered: Vec<u8> = legal(&g, ActionKind::Mode).iter().map(|a| a.card).collect();
    assert_eq!(offered.len(), 2);
    assert!(offered.contains(&hedge) && offered.contains(&enigma));
    assert!(!legal(&g, ActionKind::Pass).is_empty(), "it is optional");
    choose(&mut g, hedge);
    assert_eq!(zone(&g, hedge), Zone::Hq);
    assert_eq!(zone(&g, enigma), Zone::Archives);
    // The facedown card stays unknown to the Runner.
    assert!(!known_to_runner(&g, hedge));
}

// Precision Design: the Corp may decline; with Archives empty nothing is asked.
#[test]
fn c30035_precision_design_optional_and_silent_with_empty_archives() {
    let agenda = r#""servers": {"remote1": {"root": [{"title": "Luminal Transubstantiation", "advancement": 3}]}}"#;
    let mut g = position_vs_noise(
        PD,
        &format!(r#""archives": ["Hedge Fund"], {agenda}"#),
        r#""credits": 5"#,
        "corp",
    );
    let (lum, hedge) = (id(&g, "Luminal Transubstantiation"), id(&g, "Hedge Fund"));
    click_and_score(&mut g, lum);
    if g.decision_name() == "order_triggers" {
        let first = legal(&g, ActionKind::Order)[0];
        act(&mut g, first);
    }
    pass_windows(&mut g);
    assert_eq!(g.decision_name(), "archives_to_hq");
    pass(&mut g);
    assert_eq!(zone(&g, hedge), Zone::Archives);

    let mut g = position_vs_noise(PD, agenda, r#""credits": 5"#, "corp");
    let lum = id(&g, "Luminal Transubstantiation");
    click_and_score(&mut g, lum);
    assert_ne!(g.decision_name(), "archives_to_hq");
    assert_eq!(zone(&g, lum), Zone::Score(Side::Corp));
}

// Precision Design: the Runner stealing an agenda is not the Corp scoring: nothing happens.
#[test]
fn c30035_precision_design_not_on_steal() {
    let mut g = position_vs_noise(
        PD,
        r#""archives": ["Hedge Fund"], "servers": {"remote1": {"root": ["Offworld Office"]}}"#,
        r#""credits": 5"#,
        "runner",
    );
    run_on(&mut g, "remote1");
    pass_until(&mut g, "action");
    assert_eq!(g.runner.score_area.len(), 1);
    assert_eq!(g.corp.archives.len(), 1);
}

// Precision Design: a card the Corp chooses in Archives is not revealed to the Runner.
#[test]
fn c30035_precision_design_choice_hidden_from_runner() {
    let mut g = position_vs_noise(
        PD,
        r#""archives": ["Hedge Fund", "Enigma", "Ice Wall"],
           "servers": {"remote1": {"root": [{"title": "Luminal Transubstantiation", "advancement": 3}]}}"#,
        r#""credits": 5"#,
        "corp",
    );
    let lum = id(&g, "Luminal Transubstantiation");
    click_and_score(&mut g, lum);
    if g.decision_name() == "order_triggers" {
        let first = legal(&g, ActionKind::Order)[0];
        act(&mut g, first);
    }
    pass_windows(&mut g);
    assert_eq!(g.decision_name(), "archives_to_hq");
    for seed in 0..8 {
        let other = g.determinize(Side::Runner, seed);
        assert_eq!(
            g.observation_json(Side::Runner),
            other.observation_json(Side::Runner)
        );
    }
    let enigma = id(&g, "Enigma");
    choose(&mut g, enigma);
    for seed in 0..8 {
        let other = g.determinize(Side::Runner, seed);
        assert_eq!(
            g.observation_json(Side::Runner),
            other.observation_json(Side::Runner)
        );
    }
}

// ----- 30036 Luminal Transubstantiation -----

// Luminal Transubstantiation: scoring it gains 3 clicks; no agenda can be scored for the rest of
// the turn, even one fully advanced; the next turn the Corp may score again.
#[test]
fn c30036_luminal_gains_three_clicks_and_stops_scoring() {
    let mut g = corp_turn(
        r#""clicks": 2, "servers": {"remote1": {"root": [{"title": "Luminal Transubstantiation", "advancement": 3}]},
                          "remote2": {"root": [{"title": "Offworld Office", "advancement": 4}]}}"#,
        r#""credits": 5"#,
    );
    let (lum, office) = (
        id(&g, "Luminal Transubstantiation"),
        id(&g, "Offworld Office"),
    );
    click_and_score(&mut g, lum);
    pass_windows(&mut g);
    assert_eq!(g.corp.clicks, 1 + 3);
    assert_eq!(g.agenda_points(Side::Corp), 2);
    // No window of this turn offers to score Offworld Office.
    act(&mut g, Action::new(ActionKind::ClickCredit));
    assert!(legal_on(&g, ActionKind::Score, office).is_empty());
    until(&mut g, at_action(Side::Runner));
    assert_eq!(zone(&g, office), Zone::Root(REMOTE2));
    // The next Corp turn it can be scored.
    until(&mut g, |g| {
        !legal_on(g, ActionKind::Score, office).is_empty()
    });
    assert_eq!(g.current_side(), Some(Side::Corp));
}

// Luminal Transubstantiation: limit 1 per deck.
#[test]
fn c30036_luminal_limit_one_per_deck() {
    let mut cards: Vec<(String, u32)> = vec![
        ("Luminal Transubstantiation".into(), 2),
        ("Offworld Office".into(), 3),
        ("Orbital Superiority".into(), 3),
        ("Priority Requisition".into(), 3),
        ("Hedge Fund".into(), 3),
    ];
    let deck = |cards: &Vec<(String, u32)>| DeckList {
        identity: PD.into(),
        cards: cards.clone(),
    };
    let err = deck(&cards).validate().expect_err("two copies are refused");
    assert!(format!("{err}").contains("2 copies of Luminal"), "{err}");
    cards[0].1 = 1;
    // One copy is not refused for that reason (the deck is too small in other ways).
    let err = deck(&cards).validate().expect_err("too small");
    assert!(!format!("{err}").contains("copies of Luminal"), "{err}");
    assert!(precision_design_deck().validate().is_ok());
}

// ----- 30037 Nico Campaign -----

// Nico Campaign: rezzing it loads 9 credits; each Corp turn begins by taking 3.
#[test]
fn c30037_nico_loads_nine_and_pays_three_per_turn() {
    let mut g = corp_turn(
        r#""credits": 5, "rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund"],
           "servers": {"remote1": {"root": ["Nico Campaign"]}}"#,
        r#""credits": 5"#,
    );
    let nico = id(&g, "Nico Campaign");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    act(&mut g, Action::new(ActionKind::Rez).card(nico));
    pass_windows(&mut g);
    assert_eq!(g.corp.credits, 5 + 1 - 2);
    assert_eq!(g.cards[nico as usize].credits, 9);
    until(&mut g, at_action(Side::Runner));
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.cards[nico as usize].credits, 6);
    assert_eq!(
        g.corp.credits,
        4 + 2 + 3,
        "2 clicks for credits, then 3 from Nico"
    );
}

// Nico Campaign: taking its last credits trashes it, and the Corp draws 1 card (on top of the
// mandatory draw).
#[test]
fn c30037_nico_empty_trashes_and_draws() {
    // The Corp's turn starts ([1.1]): its last 3 credits are taken as the turn begins ([1.4]).
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 0, "hq": [], "rd": ["Hedge Fund", "Enigma", "Ice Wall"],
            "servers": {{"remote1": {{"root": [{{"title": "Nico Campaign", "rezzed": true, "credits": 3}}]}}}}}},
            "runner": {{"identity": "{NOISE}"}}, "turn": 3, "phase": "turn_start"}}"#
    ));
    let nico = id(&g, "Nico Campaign");
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.corp.credits, 3);
    assert_eq!(zone(&g, nico), Zone::Archives);
    assert_eq!(g.corp.hq.len(), 2, "one card from Nico, one mandatory draw");
    assert_eq!(g.corp.rd.len(), 1);
}

// Nico Campaign ruling 1: the Corp draws only when its own ability trashes it, not when the
// Runner trashes it.
#[test]
fn ruling_c30037_1_runner_trash_draws_nothing() {
    let mut g = runner_turn(
        r#""hq": [], "rd": ["Hedge Fund", "Enigma"],
           "servers": {"remote1": {"root": [{"title": "Nico Campaign", "rezzed": true, "credits": 3}]}}"#,
        r#""credits": 5"#,
    );
    let nico = id(&g, "Nico Campaign");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    trash(&mut g, nico);
    assert_eq!(zone(&g, nico), Zone::Archives);
    assert_eq!(g.runner.credits, 3);
    assert!(g.corp.hq.is_empty());
    assert_eq!(g.corp.rd.len(), 2);
}

// ----- 30040 Seamless Launch -----

// Seamless Launch: 2 advancement counters on an agenda installed before this turn.
#[test]
fn c30040_seamless_launch_places_two_counters() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Seamless Launch"],
           "servers": {"remote1": {"root": ["Offworld Office"]}}"#,
        r#""credits": 5"#,
    );
    let (launch, office) = (id(&g, "Seamless Launch"), id(&g, "Offworld Office"));
    play(&mut g, launch);
    // A single target: no question asked.
    assert_eq!(g.cards[office as usize].advancement, 2);
    assert_eq!(g.corp.credits, 4);
    assert_eq!(g.corp.clicks, 2);
    assert_eq!(zone(&g, launch), Zone::Archives);
}

// Seamless Launch: not on a card installed this turn; not playable if every installed card was
// installed this turn.
#[test]
fn c30040_seamless_launch_not_on_cards_installed_this_turn() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Seamless Launch", "Offworld Office", "Priority Requisition"],
           "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 5"#,
    );
    let (_, office, pad) = (
        id(&g, "Seamless Launch"),
        id(&g, "Offworld Office"),
        id(&g, "PAD Campaign"),
    );
    install(&mut g, office, NEW_REMOTE);
    pass_windows(&mut g);
    // Cards leaving HQ swap ids with HQ cards (hidden information): find them again.
    let office = g.corp.servers[REMOTE2 as usize].root[0];
    let launch = id(&g, "Seamless Launch");
    play(&mut g, launch);
    assert_eq!(g.cards[pad as usize].advancement, 2, "the only target");
    assert_eq!(g.cards[office as usize].advancement, 0);

    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Seamless Launch", "Offworld Office"], "rd": ["Ice Wall", "Ice Wall"]"#,
        r#""credits": 5"#,
    );
    let (launch, office) = (id(&g, "Seamless Launch"), id(&g, "Offworld Office"));
    assert!(
        legal_on(&g, ActionKind::Play, launch).is_empty(),
        "nothing installed"
    );
    install(&mut g, office, NEW_REMOTE);
    pass_windows(&mut g);
    let launch = id(&g, "Seamless Launch");
    assert!(
        legal_on(&g, ActionKind::Play, launch).is_empty(),
        "installed this turn"
    );
    // Next turn it is a target.
    until(&mut g, at_action(Side::Runner));
    until(&mut g, at_action(Side::Corp));
    assert!(!legal_on(&g, ActionKind::Play, launch).is_empty());
}

// Seamless Launch ruling 1: it may place counters on a card that cannot be advanced (an
// unrezzed Ice Wall, here chosen among two targets).
#[test]
fn ruling_c30040_1_on_a_card_that_cannot_be_advanced() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Seamless Launch"],
           "servers": {"hq": {"ice": ["Enigma"]}, "remote1": {"root": ["Offworld Office"]}}"#,
        r#""credits": 5"#,
    );
    let (launch, enigma) = (id(&g, "Seamless Launch"), id(&g, "Enigma"));
    play(&mut g, launch);
    assert_eq!(g.decision_name(), "place_counters");
    assert_eq!(legal(&g, ActionKind::Mode).len(), 2);
    choose(&mut g, enigma);
    assert_eq!(g.cards[enigma as usize].advancement, 2);
    check_places(&g);
}

// Seamless Launch ruling 2: it may place counters on a Runner's installed card.
#[test]
fn ruling_c30040_2_on_a_runner_card() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Seamless Launch"]"#,
        r#""credits": 5, "rig": ["Crypsis"]"#,
    );
    let (launch, crypsis) = (id(&g, "Seamless Launch"), id(&g, "Crypsis"));
    play(&mut g, launch);
    assert_eq!(g.cards[crypsis as usize].advancement, 2);
    check_places(&g);
}

// Seamless Launch ruling 3: placing counters is not advancing: no advance action is taken (no
// click or credit beyond the operation's), and it works on a card the advance action could not
// touch.
#[test]
fn ruling_c30040_3_placing_is_not_advancing() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Seamless Launch"], "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 5"#,
    );
    g.set_events(true);
    let (launch, pad) = (id(&g, "Seamless Launch"), id(&g, "PAD Campaign"));
    assert!(
        legal_on(&g, ActionKind::Advance, pad).is_empty(),
        "PAD Campaign cannot be advanced"
    );
    play(&mut g, launch);
    assert_eq!(g.cards[pad as usize].advancement, 2);
    assert_eq!((g.corp.clicks, g.corp.credits), (2, 4));
    // Still not advanceable by the action.
    assert!(legal_on(&g, ActionKind::Advance, pad).is_empty());
    let events = g.take_events();
    let placed: Vec<_> = events
        .iter()
        .filter(|e| e.kind == nr_engine::EventKind::Advanced)
        .collect();
    assert_eq!(placed.len(), 1);
    assert_eq!((placed[0].card, placed[0].amount), (pad, 2));
}

// Seamless Launch, bad input: a card installed this turn is refused.
#[test]
fn c30040_seamless_launch_refuses_a_card_installed_this_turn() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Seamless Launch", "Ice Wall"],
           "servers": {"remote1": {"root": ["Offworld Office"]}, "remote2": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 5"#,
    );
    let wall = id(&g, "Ice Wall");
    install(&mut g, wall, HQ);
    pass_windows(&mut g);
    let wall = g.corp.servers[HQ as usize].ice[0];
    let launch = id(&g, "Seamless Launch");
    play(&mut g, launch);
    assert_eq!(g.decision_name(), "place_counters");
    refused(&mut g, Action::new(ActionKind::Mode).card(wall).target(0));
    refused(&mut g, Action::new(ActionKind::Mode).card(launch).target(0));
}

// ----- 30041 Sprint -----

// Sprint: the Corp draws 3 cards, then shuffles 2 cards of its choice from HQ into R&D.
#[test]
fn c30041_sprint_draws_three_and_shuffles_two_back() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Sprint", "Offworld Office"],
           "rd": ["Hedge Fund", "Enigma", "Ice Wall", "PAD Campaign"]"#,
        r#""credits": 5"#,
    );
    let (sprint, office, hedge, pad) = (
        id(&g, "Sprint"),
        id(&g, "Offworld Office"),
        id(&g, "Hedge Fund"),
        id(&g, "PAD Campaign"),
    );
    g.set_events(true);
    play(&mut g, sprint);
    assert_eq!(g.decision_name(), "shuffle_into_rd");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(g.corp.hq.len(), 4);
    assert!(legal(&g, ActionKind::Pass).is_empty(), "not optional");
    let titles = |g: &GameState| -> Vec<&str> {
        let mut v: Vec<&str> = g
            .corp
            .hq
            .iter()
            .map(|&c| g.card_title(c).unwrap())
            .collect();
        v.sort();
        v
    };
    let _ = (office, hedge);
    // Ids of HQ cards may be swapped as they leave (so the Runner cannot follow them): choose by
    // title.
    let pick = |g: &GameState, t: &str| {
        *ids(g, t)
            .iter()
            .find(|&&c| g.cards[c as usize].zone == Zone::Hq)
            .unwrap()
    };
    let a = pick(&g, "Offworld Office");
    choose(&mut g, a);
    assert_eq!(g.decision_name(), "shuffle_into_rd");
    let b = pick(&g, "Hedge Fund");
    choose(&mut g, b);
    assert_eq!(titles(&g), vec!["Enigma", "Ice Wall"]);
    assert_eq!(g.corp.rd.len(), 3);
    assert_eq!(zone(&g, pad), Zone::Rd);
    let events = g.take_events();
    assert!(events
        .iter()
        .any(|e| e.kind == nr_engine::EventKind::Shuffled));
    assert_eq!(
        events
            .iter()
            .filter(|e| e.kind == nr_engine::EventKind::Drawn)
            .count(),
        3
    );
}

// Sprint: with few cards, draws what there is and shuffles back what HQ holds.
#[test]
fn c30041_sprint_small_hq() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Sprint"], "rd": ["Hedge Fund"]"#,
        r#""credits": 5"#,
    );
    let (sprint, hedge) = (id(&g, "Sprint"), id(&g, "Hedge Fund"));
    play(&mut g, sprint);
    // One card in HQ: it goes back (the only choice, not asked).
    assert_eq!(zone(&g, hedge), Zone::Rd);
    assert!(g.corp.hq.is_empty());
    assert_eq!(g.decision_name(), "action");
}

// Sprint: which cards go back is hidden from the Runner (its observation is the same in every
// redeal of what it has not seen), and the Runner forgets the cards of HQ it knew.
#[test]
fn c30041_sprint_choice_hidden_from_runner() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Sprint", "Offworld Office", "Enigma"],
           "rd": ["Hedge Fund", "Ice Wall", "PAD Campaign", "Hunter"]"#,
        r#""credits": 5"#,
    );
    let sprint = id(&g, "Sprint");
    let office = id(&g, "Offworld Office");
    g.cards[office as usize].known |= 2; // the Runner saw it earlier
    play(&mut g, sprint);
    for seed in 0..8 {
        let other = g.determinize(Side::Runner, seed);
        assert_eq!(
            g.observation_json(Side::Runner),
            other.observation_json(Side::Runner)
        );
    }
    let before = g.observation_json(Side::Runner);
    let pick = *ids(&g, "Offworld Office").first().unwrap();
    choose(&mut g, pick);
    let first = legal(&g, ActionKind::Mode)[0];
    act(&mut g, first);
    assert_ne!(g.observation_json(Side::Runner), before);
    for seed in 0..8 {
        let other = g.determinize(Side::Runner, seed);
        assert_eq!(
            g.observation_json(Side::Runner),
            other.observation_json(Side::Runner)
        );
    }
    assert!(g.corp.hq.iter().all(|&c| !known_to_runner(&g, c)));
}

// Sprint, bad input: a card not in HQ is refused.
#[test]
fn c30041_sprint_refuses_a_card_not_in_hq() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Sprint", "Enigma"], "rd": ["Hedge Fund", "Ice Wall", "PAD Campaign", "Hunter"],
           "servers": {"remote1": {"root": ["Offworld Office"]}}"#,
        r#""credits": 5"#,
    );
    let (sprint, office, hunter) = (
        id(&g, "Sprint"),
        id(&g, "Offworld Office"),
        id(&g, "Hunter"),
    );
    play(&mut g, sprint);
    refused(&mut g, Action::new(ActionKind::Mode).card(office).target(0));
    refused(&mut g, Action::new(ActionKind::Mode).card(hunter).target(0));
    refused(&mut g, Action::new(ActionKind::Pass));
}

// ----- 30042 Manegarm Skunkworks -----

/// A Runner turn with a rezzed Manegarm Skunkworks in the root of remote1 (with an asset).
fn manegarm(runner: &str) -> GameState {
    runner_turn(
        r#""credits": 5, "servers": {"remote1": {"root": [{"title": "Manegarm Skunkworks", "rezzed": true}, "PAD Campaign"]}}"#,
        runner,
    )
}

// Manegarm Skunkworks: approaching its server, the Runner spends 2 clicks to go on.
#[test]
fn c30042_manegarm_spend_two_clicks() {
    let mut g = manegarm(r#""credits": 5"#);
    let m = id(&g, "Manegarm Skunkworks");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "mode");
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_eq!(legal(&g, ActionKind::Mode).len(), 3);
    mode(&mut g, m, 0);
    assert_eq!(g.runner.clicks, 1);
    assert_eq!(g.runner.credits, 5);
    assert!(g.run.unwrap().successful);
}

// Manegarm Skunkworks: or pays 5 credits.
#[test]
fn c30042_manegarm_pay_five() {
    let mut g = manegarm(r#""credits": 6"#);
    let m = id(&g, "Manegarm Skunkworks");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "mode");
    mode(&mut g, m, 1);
    assert_eq!(g.runner.credits, 1);
    assert_eq!(g.runner.clicks, 3);
    assert!(g.run.unwrap().successful);
}

// Manegarm Skunkworks: or the run ends (always a choice); a Runner who can do neither must let
// it end.
#[test]
fn c30042_manegarm_ends_the_run() {
    let mut g = manegarm(r#""credits": 6"#);
    let m = id(&g, "Manegarm Skunkworks");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "mode");
    mode(&mut g, m, 2);
    assert!(g.run.is_none());
    assert_eq!((g.runner.clicks, g.runner.credits), (3, 6));
    pass_windows(&mut g);
    assert_eq!(g.decision_name(), "action");

    let mut g = manegarm(r#""credits": 4, "clicks": 2"#);
    let m = id(&g, "Manegarm Skunkworks");
    run_on(&mut g, "remote1");
    // One click left after the run action, 4 credits: only ending the run, the single outcome,
    // which is not asked.
    let _ = m;
    for _ in 0..40 {
        if g.run.is_none() {
            break;
        }
        assert_ne!(g.decision_name(), "mode");
        pass(&mut g);
    }
    assert!(g.run.is_none());
    assert_eq!((g.runner.clicks, g.runner.credits), (1, 4));
}

// Manegarm Skunkworks: only runs on its own server; unrezzed it does nothing.
#[test]
fn c30042_manegarm_only_its_server_and_rezzed() {
    let mut g = runner_turn(
        r#""credits": 0, "hq": ["Hedge Fund"], "servers": {"remote1": {"root": [{"title": "Manegarm Skunkworks", "rezzed": true}]},
           "remote2": {"root": ["Manegarm Skunkworks"]}}"#,
        r#""credits": 5"#,
    );
    run_on(&mut g, "hq");
    let m = id_in(&g, REMOTE1);
    pass_until_without(
        &mut g,
        "action",
        Action::new(ActionKind::Mode).card(m).target(2),
    );
    assert_eq!(g.last_run.as_ref().map(|r| r.successful), Some(true));
    let mut g = runner_turn(
        r#""credits": 0, "servers": {"remote2": {"root": ["Manegarm Skunkworks", "PAD Campaign"]}}"#,
        r#""credits": 5"#,
    );
    run_on(&mut g, "remote2");
    pass_until(&mut g, "access");
    assert!(g.run.unwrap().successful);
}

/// The first root card of `server`.
fn id_in(g: &GameState, server: u8) -> u8 {
    g.corp.servers[server as usize].root[0]
}

// Manegarm Skunkworks ruling 1: the Corp's last chance to rez it is the window after the
// Runner's jack-out opportunity past the last ice; rezzed there, it applies to this run.
#[test]
fn ruling_c30042_1_rezzed_in_the_last_window() {
    let mut g = runner_turn(
        r#""credits": 5, "servers": {"remote1": {"ice": ["Ice Wall"], "root": ["Manegarm Skunkworks", "PAD Campaign"]}}"#,
        r#""credits": 5"#,
    );
    let m = id(&g, "Manegarm Skunkworks");
    run_on(&mut g, "remote1");
    // Pass until the jack-out decision after the ice, then until the Corp may rez.
    pass_until(&mut g, "jack_out");
    pass(&mut g);
    until_rez(&mut g, m);
    act(&mut g, Action::new(ActionKind::Rez).card(m));
    pass_until(&mut g, "mode");
    mode(&mut g, m, 2);
    assert!(g.run.is_none());
}

// Manegarm Skunkworks ruling 2 (Omar Keung's ability, here Sneakdoor Beta's, which makes a run on
// Archives successful on HQ): the approach happens before the attacked server changes, so
// Manegarm in HQ's root does not apply, and in Archives' root it does.
#[test]
fn ruling_c30042_2_server_approached_before_it_changes() {
    let corp = |root: &str| {
        format!(
            r#""credits": 5, "hq": ["Hedge Fund"], "servers": {{"{root}": {{"root": [{{"title": "Manegarm Skunkworks", "rezzed": true}}]}}}}"#
        )
    };
    let mut g = runner_turn(&corp("hq"), r#""credits": 5, "rig": ["Sneakdoor Beta"]"#);
    let (sneak, m) = (id(&g, "Sneakdoor Beta"), id(&g, "Manegarm Skunkworks"));
    act(
        &mut g,
        Action::new(ActionKind::Ability).card(sneak).target(0),
    );
    pass_until_without(
        &mut g,
        "access",
        Action::new(ActionKind::Mode).card(m).target(2),
    );
    assert_eq!(g.run.unwrap().server, HQ);

    let mut g = runner_turn(
        &corp("archives"),
        r#""credits": 5, "rig": ["Sneakdoor Beta"]"#,
    );
    let (sneak, m) = (id(&g, "Sneakdoor Beta"), id(&g, "Manegarm Skunkworks"));
    act(
        &mut g,
        Action::new(ActionKind::Ability).card(sneak).target(0),
    );
    pass_until(&mut g, "mode");
    assert_eq!(g.run.unwrap().server, ARCHIVES);
    mode(&mut g, m, 2);
    assert!(g.run.is_none());
}

// ----- 30067 Offworld Office -----

// Offworld Office: scoring it gains 7 credits.
#[test]
fn c30067_offworld_office_gains_seven() {
    let mut g = corp_turn(
        r#""credits": 1, "servers": {"remote1": {"root": [{"title": "Offworld Office", "advancement": 4}]}}"#,
        r#""credits": 5"#,
    );
    let office = id(&g, "Offworld Office");
    click_and_score(&mut g, office);
    assert_eq!(g.corp.credits, 1 + 1 + 7);
    assert_eq!(g.agenda_points(Side::Corp), 2);
}

// Offworld Office: stolen, it gives the Corp nothing.
#[test]
fn c30067_offworld_office_stolen_gives_nothing() {
    let mut g = runner_turn(
        r#""credits": 1, "servers": {"remote1": {"root": ["Offworld Office"]}}"#,
        r#""credits": 5"#,
    );
    run_on(&mut g, "remote1");
    pass_until(&mut g, "action");
    assert_eq!(g.agenda_points(Side::Runner), 2);
    assert_eq!(g.corp.credits, 1);
}

// ----- 30068 Orbital Superiority -----

// Orbital Superiority: scored against an untagged Runner, it gives 1 tag.
#[test]
fn c30068_orbital_superiority_tags_an_untagged_runner() {
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": [{"title": "Orbital Superiority", "advancement": 4}]}}"#,
        r#""credits": 5, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    );
    let orbital = id(&g, "Orbital Superiority");
    click_and_score(&mut g, orbital);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.runner.grip.len(), 5);
}

// Orbital Superiority: scored against a tagged Runner, it does 4 meat damage (and no tag).
#[test]
fn c30068_orbital_superiority_meat_damage_when_tagged() {
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": [{"title": "Orbital Superiority", "advancement": 4}]}}"#,
        r#""credits": 5, "tags": 1, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    );
    let orbital = id(&g, "Orbital Superiority");
    click_and_score(&mut g, orbital);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.runner.heap.len(), 4);
}

// Orbital Superiority: 4 meat damage flatlines a Runner with fewer cards.
#[test]
fn c30068_orbital_superiority_can_flatline() {
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": [{"title": "Orbital Superiority", "advancement": 4}]}}"#,
        r#""credits": 5, "tags": 2, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    );
    let orbital = id(&g, "Orbital Superiority");
    click_and_score(&mut g, orbital);
    assert_eq!(g.winner(), Some(Side::Corp));
}

// ----- random games -----

/// A Precision Design deck: the Haas-Bioroid System Gateway cards at 3 copies (Luminal
/// Transubstantiation at its limit of 1), the two neutral agendas, and Core Set Haas-Bioroid
/// cards to a legal size and agenda count.
fn precision_design_deck() -> DeckList {
    let cards: Vec<(String, u32)> = [
        ("Luminal Transubstantiation", 1),
        ("Nico Campaign", 3),
        ("Ansel 1.0", 3),
        ("Bran 1.0", 3),
        ("Seamless Launch", 3),
        ("Sprint", 3),
        ("Manegarm Skunkworks", 3),
        ("Offworld Office", 3),
        ("Orbital Superiority", 3),
        ("Accelerated Beta Test", 2),
        ("Hedge Fund", 3),
        ("Ice Wall", 3),
        ("Heimdall 1.0", 2),
        ("Viktor 1.0", 3),
        ("Enigma", 3),
    ]
    .iter()
    .map(|&(t, n)| (t.to_string(), n))
    .collect();
    DeckList {
        identity: PD.into(),
        cards,
    }
}

// Seeded random games with the Precision Design deck against the Core starter decks: every
// game ends without a panic; places and invariants hold; for some games every observation is
// unchanged by a redeal of what its side has not seen.
#[test]
fn random_games_precision_design() {
    let corp = precision_design_deck();
    let runners = ["anarch", "criminal", "shaper"];
    for seed in 0..240u64 {
        let runner = DeckList::starter(runners[seed as usize % 3]).unwrap();
        let g = random_game(&corp, &runner, seed, seed % 12 == 0);
        check_places(&g);
        if let Err(e) = g.check_invariants() {
            panic!("seed {seed}: {e}");
        }
    }
}
