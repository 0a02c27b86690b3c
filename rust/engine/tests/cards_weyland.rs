//! Scenario tests of the Weyland Consortium cards of the Core Set (01094-01105), their rulings and
//! FAQ clarifications, and random games with Weyland decks.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, GameState, Side, Zone};

const WEYLAND: &str = "Weyland Consortium: Building a Better World";
const NOISE: &str = "Noise: Hacker Extraordinaire";

/// A Corp-turn position (Weyland against Noise): the JSON object bodies of each side.
fn corp_turn(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{WEYLAND}", {corp}}}, "runner": {{"identity": "{NOISE}", {runner}}}}}"#
    ))
}

/// A Runner-turn position (Weyland against Noise).
fn runner_turn(corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{WEYLAND}", {corp}}}, "runner": {{"identity": "{NOISE}", {runner}}}, "active": "runner", "turn": 2}}"#
    ))
}

fn choose(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Mode).card(card).target(0));
}

fn zone(g: &GameState, c: u8) -> Zone {
    g.cards[c as usize].zone
}

/// Corp action phase: click for a credit, then score `agenda` in the window that follows.
fn click_and_score(g: &mut GameState, agenda: u8) {
    act(g, Action::new(ActionKind::ClickCredit));
    act(g, Action::new(ActionKind::Score).card(agenda));
}

// ----- 01094 Hostile Takeover -----

// Hostile Takeover: on score, gain 7 credits and take 1 bad publicity.
#[test]
fn c01094_hostile_takeover_gains_7_and_bad_publicity() {
    let mut g = corp_turn(
        r#""credits": 0, "servers": {"remote1": {"root": [{"title": "Hostile Takeover", "advancement": 2}]}}"#,
        r#""credits": 5"#,
    );
    let ht = id(&g, "Hostile Takeover");
    click_and_score(&mut g, ht);
    assert_eq!(g.corp.credits, 8);
    assert_eq!(g.corp.bad_publicity, 1);
    assert_eq!(g.agenda_points(Side::Corp), 1);
}

// ----- 01095 Posted Bounty -----

// Posted Bounty: on score the Corp may forfeit it (removed from the game) to tag the Runner and
// take 1 bad publicity.
#[test]
fn c01095_posted_bounty_forfeit_for_tag_and_bad_publicity() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"remote1": {"root": [{"title": "Posted Bounty", "advancement": 3}]}}"#,
        r#""credits": 5"#,
    );
    let pb = id(&g, "Posted Bounty");
    click_and_score(&mut g, pb);
    assert_eq!(g.decision_name(), "mode");
    assert_eq!(g.current_side(), Some(Side::Corp));
    mode(&mut g, pb, 0);
    assert_eq!(zone(&g, pb), Zone::Removed);
    assert!(g.corp.score_area.is_empty());
    assert_eq!(g.agenda_points(Side::Corp), 0);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.corp.bad_publicity, 1);
}

// Posted Bounty: the Corp may keep it instead.
#[test]
fn c01095_posted_bounty_may_be_kept() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"remote1": {"root": [{"title": "Posted Bounty", "advancement": 3}]}}"#,
        r#""credits": 5"#,
    );
    let pb = id(&g, "Posted Bounty");
    click_and_score(&mut g, pb);
    mode(&mut g, pb, 1);
    assert_eq!(g.agenda_points(Side::Corp), 1);
    assert_eq!(g.runner.tags, 0);
    assert_eq!(g.corp.bad_publicity, 0);
}

// ----- 01096 Security Subcontract -----

// Security Subcontract: click, trash a rezzed ice: gain 4 credits.
#[test]
fn c01096_security_subcontract_trashes_rezzed_ice_for_4() {
    let mut g = corp_turn(
        r#""credits": 0, "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}, "Enigma"]},
           "remote1": {"root": [{"title": "Security Subcontract", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    let sub = id(&g, "Security Subcontract");
    let (wall, enigma) = (id(&g, "Ice Wall"), id(&g, "Enigma"));
    only_on(&mut g, ActionKind::Ability, sub);
    // Only rezzed ice can be trashed: Ice Wall is the single outcome, not asked.
    assert_ne!(g.decision_name(), "trash_ice");
    assert_eq!(zone(&g, wall), Zone::Archives);
    assert_eq!(zone(&g, enigma), Zone::Ice(HQ));
    assert_eq!(g.corp.credits, 4);
    assert_eq!(g.corp.clicks, 2);
}

// Security Subcontract: without rezzed ice the ability is not offered.
#[test]
fn c01096_security_subcontract_needs_rezzed_ice() {
    let g = corp_turn(
        r#""credits": 0, "servers": {"hq": {"ice": ["Enigma"]},
           "remote1": {"root": [{"title": "Security Subcontract", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    assert!(legal_on(&g, ActionKind::Ability, id(&g, "Security Subcontract")).is_empty());
}

// ----- 01097 Aggressive Negotiation -----

// Aggressive Negotiation: only after scoring an agenda this turn; the Corp takes any card of R&D
// into HQ and R&D is shuffled; the Runner does not learn which card.
#[test]
fn c01097_aggressive_negotiation_searches_rd() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Aggressive Negotiation"],
           "rd": ["Hedge Fund", "Enigma", "Ice Wall", "Hedge Fund", "PAD Campaign"],
           "servers": {"remote1": {"root": [{"title": "Hostile Takeover", "advancement": 2}]}}"#,
        r#""credits": 5"#,
    );
    let an = id(&g, "Aggressive Negotiation");
    assert!(
        legal_on(&g, ActionKind::Play, an).is_empty(),
        "nothing scored yet"
    );
    let ht = id(&g, "Hostile Takeover");
    click_and_score(&mut g, ht);
    pass_windows(&mut g);
    only_on(&mut g, ActionKind::Play, an);
    assert_eq!(g.decision_name(), "search_rd");
    // One choice per distinct title.
    assert_eq!(legal(&g, ActionKind::Mode).len(), 4);
    let wall = id(&g, "Ice Wall");
    choose(&mut g, wall);
    assert_eq!(zone(&g, wall), Zone::Hq);
    assert_eq!(g.corp.rd.len(), 4);
    assert!(!known_to_runner(&g, wall));
    let o = obs(&g, Side::Runner);
    assert_eq!(o["corp"]["hq"]["count"], 1);
    assert_eq!(o["corp"]["hq"]["known"], serde_json::json!([]));
    // R&D was shuffled: nobody knows its order.
    assert!(g.corp.rd.iter().all(|&c| g.cards[c as usize].known == 0));
}

// The Runner had seen a card in R&D; if the Corp takes it, the Runner must not see it in HQ.
#[test]
fn c01097_aggressive_negotiation_hides_the_card_taken() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Aggressive Negotiation"], "rd": ["Hedge Fund", "Ice Wall", "Hedge Fund"],
           "servers": {"remote1": {"root": [{"title": "Hostile Takeover", "advancement": 2}]}}"#,
        r#""credits": 5"#,
    );
    let wall = id(&g, "Ice Wall");
    g.cards[wall as usize].known = 3; // the Runner had seen it (e.g. on an earlier access)
    let ht = id(&g, "Hostile Takeover");
    click_and_score(&mut g, ht);
    pass_windows(&mut g);
    only(&mut g, ActionKind::Play);
    choose(&mut g, wall);
    assert!(!known_to_runner(&g, wall));
    assert_eq!(
        obs(&g, Side::Runner)["corp"]["hq"]["known"],
        serde_json::json!([])
    );
}

// Ruling 1 on Aggressive Negotiation (FAQ): an agenda scored in the draw phase window at the
// start of the turn counts.
#[test]
fn ruling_c01097_1_scored_in_the_draw_phase() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Aggressive Negotiation"], "rd": ["Hedge Fund", "Enigma", "Hedge Fund"],
           "servers": {"remote1": {"root": [{"title": "Hostile Takeover", "advancement": 2}]}}"#,
        r#""credits": 5"#,
    );
    let ht = id(&g, "Hostile Takeover");
    // The Runner ends its turn; the Corp scores in the first window of its turn (before drawing).
    until(&mut g, |g| {
        g.active == Side::Corp && !legal_on(g, ActionKind::Score, ht).is_empty()
    });
    assert_eq!(g.corp.hq.len(), 1, "before the mandatory draw");
    act(&mut g, Action::new(ActionKind::Score).card(ht));
    pass_windows(&mut g);
    assert_eq!(g.decision_name(), "action");
    let an = id(&g, "Aggressive Negotiation");
    only_on(&mut g, ActionKind::Play, an);
    assert_eq!(g.decision_name(), "search_rd");
}

// ----- 01098 Beanstalk Royalties -----

// Beanstalk Royalties: gain 3 credits (a transaction: Weyland's identity adds 1).
#[test]
fn c01098_beanstalk_royalties_gains_3() {
    let mut g = corp_turn(
        r#""credits": 0, "hq": ["Beanstalk Royalties"]"#,
        r#""credits": 5"#,
    );
    only(&mut g, ActionKind::Play);
    assert_eq!(g.corp.credits, 4);
}

// ----- 01099 Scorched Earth -----

// Scorched Earth: only while the Runner is tagged; 4 meat damage.
#[test]
fn c01099_scorched_earth_needs_a_tag_and_does_4_meat() {
    let runner = r#""credits": 5, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#;
    let g = corp_turn(r#""credits": 5, "hq": ["Scorched Earth"]"#, runner);
    assert!(
        legal(&g, ActionKind::Play).is_empty(),
        "the Runner is not tagged"
    );
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Scorched Earth"]"#,
        &format!(r#"{runner}, "tags": 1"#),
    );
    only(&mut g, ActionKind::Play);
    assert_eq!(g.corp.credits, 2);
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.runner.heap.len(), 4);
    assert!(!g.is_over());
}

// Scorched Earth: more damage than cards in the grip flatlines the Runner.
#[test]
fn c01099_scorched_earth_flatlines() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Scorched Earth"]"#,
        r#""credits": 5, "tags": 1, "grip": ["Sure Gamble"]"#,
    );
    only(&mut g, ActionKind::Play);
    assert_eq!(g.winner(), Some(Side::Corp));
    assert_eq!(g.win_reason(), Some("flatline"));
}

// ----- 01100 Shipment from Kaguya -----

// Shipment from Kaguya: 1 advancement token on each of up to 2 different cards that can be
// advanced (no credit spent per token).
#[test]
fn c01100_shipment_from_kaguya_places_two_tokens() {
    let mut g = corp_turn(
        r#""credits": 0, "hq": ["Shipment from Kaguya"],
           "servers": {"hq": {"ice": ["Ice Wall", "Enigma"]},
                       "remote1": {"root": ["Hostile Takeover"]}, "remote2": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 5"#,
    );
    let (wall, enigma, ht, pad) = (
        id(&g, "Ice Wall"),
        id(&g, "Enigma"),
        id(&g, "Hostile Takeover"),
        id(&g, "PAD Campaign"),
    );
    only(&mut g, ActionKind::Play);
    assert_eq!(g.decision_name(), "place_advancement");
    let cards: Vec<u8> = legal(&g, ActionKind::Advance)
        .iter()
        .map(|a| a.card)
        .collect();
    assert_eq!(cards.len(), 2);
    assert!(cards.contains(&wall) && cards.contains(&ht));
    assert!(!cards.contains(&enigma) && !cards.contains(&pad));
    only_on(&mut g, ActionKind::Advance, wall);
    // A different card the second time.
    assert!(legal_on(&g, ActionKind::Advance, wall).is_empty());
    only_on(&mut g, ActionKind::Advance, ht);
    assert_eq!(g.cards[wall as usize].advancement, 1);
    assert_eq!(g.cards[ht as usize].advancement, 1);
    assert_eq!(g.corp.credits, 0);
    assert_eq!(g.corp.clicks, 2);
}

// Shipment from Kaguya: "up to" 2: the Corp may stop after one.
#[test]
fn c01100_shipment_from_kaguya_up_to_two() {
    let mut g = corp_turn(
        r#""credits": 0, "hq": ["Shipment from Kaguya"], "servers": {"remote1": {"root": ["Hostile Takeover"]}}"#,
        r#""credits": 5"#,
    );
    let ht = id(&g, "Hostile Takeover");
    only(&mut g, ActionKind::Play);
    only_on(&mut g, ActionKind::Advance, ht);
    // No other card can be advanced: only passing is left.
    assert_eq!(g.decision_name(), "place_advancement");
    assert_eq!(
        g.legal_actions().as_slice(),
        &[Action::new(ActionKind::Pass)]
    );
    pass(&mut g);
    assert_eq!(g.cards[ht as usize].advancement, 1);
}

// ----- 01101 Archer -----

fn approach_archer(corp: &str) -> GameState {
    let mut g = runner_turn(
        &format!(
            r#""credits": 5, "hq": ["Hedge Fund"], "servers": {{"hq": {{"ice": ["Archer"]}}}}, {corp}"#
        ),
        r#""credits": 5, "rig": ["Crypsis", "Crypsis"]"#,
    );
    run_on(&mut g, "hq");
    pass_until(&mut g, "rez_ice");
    assert_eq!(g.current_side(), Some(Side::Corp));
    g
}

// Archer: rezzing it also costs forfeiting an agenda; without one it cannot be rezzed.
#[test]
fn c01101_archer_rez_forfeits_an_agenda() {
    let g = approach_archer(r#""score_area": []"#);
    let archer = id(&g, "Archer");
    assert!(legal_on(&g, ActionKind::Rez, archer).is_empty());

    let mut g = approach_archer(r#""score_area": ["Hostile Takeover", "Posted Bounty"]"#);
    let (archer, ht) = (id(&g, "Archer"), id(&g, "Hostile Takeover"));
    only_on(&mut g, ActionKind::Rez, archer);
    assert_eq!(g.decision_name(), "forfeit_agenda");
    assert_eq!(legal(&g, ActionKind::Mode).len(), 2);
    choose(&mut g, ht);
    assert!(g.cards[archer as usize].rezzed);
    assert_eq!(g.corp.credits, 1);
    assert_eq!(zone(&g, ht), Zone::Removed);
    assert_eq!(g.agenda_points(Side::Corp), 1);
}

// Archer: gain 2, trash a program, trash a program, end the run.
#[test]
fn c01101_archer_subroutines() {
    let mut g = runner_turn(
        r#""credits": 0, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Archer", "rezzed": true}]}}"#,
        r#""credits": 0, "rig": ["Crypsis", "Crypsis", "Crypsis"]"#,
    );
    let crypses = ids(&g, "Crypsis");
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "trash_programs");
    assert_eq!(g.corp.credits, 2);
    act(&mut g, Action::new(ActionKind::Trash).card(crypses[0]));
    act(&mut g, Action::new(ActionKind::Trash).card(crypses[2]));
    assert_eq!(g.runner.rig.as_slice(), &[crypses[1]]);
    assert!(g.run.is_none());
}

// Ruling 1 on Archer: "ignoring all costs" also ignores the forfeit (Priority Requisition's rez).
#[test]
fn ruling_c01101_1_rez_ignoring_all_costs_needs_no_forfeit() {
    let mut g = corp_turn(
        r#""credits": 0, "servers": {"hq": {"ice": ["Archer"]},
           "remote1": {"root": [{"title": "Priority Requisition", "advancement": 5}]}}"#,
        r#""credits": 5"#,
    );
    let (archer, pr) = (id(&g, "Archer"), id(&g, "Priority Requisition"));
    click_and_score(&mut g, pr);
    assert_eq!(g.decision_name(), "rez_ice_free");
    only_on(&mut g, ActionKind::Rez, archer);
    assert!(g.cards[archer as usize].rezzed);
    assert_eq!(g.corp.credits, 1, "only the click's credit");
    assert_eq!(g.corp.score_area.as_slice(), &[pr]);
}

// Ruling 2 on Archer (FAQ): what pays the cost is decided first, then the credits and the agenda
// are paid together: nothing is paid until the agenda is chosen, then both at once.
#[test]
fn ruling_c01101_2_costs_chosen_first_then_paid_together() {
    // Two agendas, so that the Corp is asked which one (one would be a single outcome).
    let mut g = approach_archer(r#""score_area": ["Posted Bounty", "Hostile Takeover"]"#);
    let (archer, pb) = (id(&g, "Archer"), id(&g, "Posted Bounty"));
    only_on(&mut g, ActionKind::Rez, archer);
    assert_eq!(g.decision_name(), "forfeit_agenda");
    assert_eq!(g.corp.credits, 5);
    assert_eq!(zone(&g, pb), Zone::Score(Side::Corp));
    assert!(!g.cards[archer as usize].rezzed);
    // The rez has begun, so the Runner sees which ice is being rezzed.
    assert!(known_to_runner(&g, archer));
    choose(&mut g, pb);
    assert_eq!(g.corp.credits, 1);
    assert_eq!(zone(&g, pb), Zone::Removed);
    assert!(g.cards[archer as usize].rezzed);
}

// Archer: with too few credits for the rez cost, it cannot be rezzed even with an agenda.
#[test]
fn c01101_archer_needs_its_rez_cost_too() {
    let g = runner_turn(
        r#""credits": 3, "hq": ["Hedge Fund"], "score_area": ["Posted Bounty"], "servers": {"hq": {"ice": ["Archer"]}}"#,
        r#""credits": 5"#,
    );
    let mut g = g;
    run_on(&mut g, "hq");
    pass_until(&mut g, "rez_ice");
    assert!(legal_on(&g, ActionKind::Rez, id(&g, "Archer")).is_empty());
}

// ----- 01102 Hadrian's Wall -----

// Hadrian's Wall: can be advanced; +1 strength per advancement token.
#[test]
fn c01102_hadrians_wall_advanced_strength() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"hq": {"ice": [{"title": "Hadrian's Wall", "rezzed": true, "advancement": 1}]}}"#,
        r#""credits": 5"#,
    );
    let wall = id(&g, "Hadrian's Wall");
    only_on(&mut g, ActionKind::Advance, wall);
    assert_eq!(g.cards[wall as usize].advancement, 2);
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Hadrian's Wall", "rezzed": true, "advancement": 2}]}}"#,
        r#""credits": 20, "rig": [{"title": "Crypsis", "virus": 2}]"#,
    );
    let crypsis = id(&g, "Crypsis");
    run_on(&mut g, "hq");
    assert_eq!(boosts_to_break(&mut g, crypsis), 9, "7 + 2");
}

// ----- 01103 Ice Wall -----

// Ice Wall: can be advanced, even unrezzed (Rules Reference, "Advancing"); +1 strength per token.
#[test]
fn c01103_ice_wall_advanced_strength() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"hq": {"ice": ["Ice Wall", "Enigma"]}}"#,
        r#""credits": 5"#,
    );
    let (wall, enigma) = (id(&g, "Ice Wall"), id(&g, "Enigma"));
    assert!(legal_on(&g, ActionKind::Advance, enigma).is_empty());
    only_on(&mut g, ActionKind::Advance, wall);
    assert_eq!(g.cards[wall as usize].advancement, 1);
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true, "advancement": 3}]}}"#,
        r#""credits": 20, "rig": [{"title": "Crypsis", "virus": 2}]"#,
    );
    let crypsis = id(&g, "Crypsis");
    run_on(&mut g, "hq");
    assert_eq!(boosts_to_break(&mut g, crypsis), 4, "1 + 3");
}

// ----- 01104 Shadow -----

// Shadow: can be advanced (+1 strength per token); the Corp gains 2, then trace 3 for a tag.
#[test]
fn c01104_shadow_subroutines_and_strength() {
    let mut g = runner_turn(
        r#""credits": 0, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Shadow", "rezzed": true, "advancement": 1}]}}"#,
        r#""credits": 20, "rig": [{"title": "Crypsis", "virus": 2}]"#,
    );
    let crypsis = id(&g, "Crypsis");
    run_on(&mut g, "hq");
    assert_eq!(boosts_to_break(&mut g, crypsis), 2, "1 + 1");
    pass(&mut g);
    assert_eq!(g.corp.credits, 2);
    assert_eq!(g.decision_name(), "trace_corp");
    act(&mut g, Action::new(ActionKind::Bid).amount(0));
    act(&mut g, Action::new(ActionKind::Bid).amount(0));
    assert_eq!(g.runner.tags, 1);
}

// ----- 01105 Research Station -----

// Research Station: installed only in the root of HQ.
#[test]
fn c01105_research_station_only_in_hq() {
    let g = corp_turn(
        r#""credits": 5, "hq": ["Research Station"], "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 5"#,
    );
    let rs = id(&g, "Research Station");
    let servers: Vec<u8> = legal_on(&g, ActionKind::Install, rs)
        .iter()
        .map(|a| a.server)
        .collect();
    assert_eq!(servers, vec![HQ]);
}

// Research Station: the Corp's maximum hand size is +2 while it is rezzed.
#[test]
fn c01105_research_station_hand_size() {
    let g = corp_turn(
        r#""credits": 5, "servers": {"hq": {"root": [{"title": "Research Station", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    assert_eq!(g.corp_hand_size(), 7);
    let g = corp_turn(
        r#""credits": 5, "servers": {"hq": {"root": ["Research Station"]}}"#,
        r#""credits": 5"#,
    );
    assert_eq!(g.corp_hand_size(), 5);
}

// ----- random games -----

fn weyland_deck() -> DeckList {
    DeckList::parse(
        "Weyland Consortium: Building a Better World
         2 Hostile Takeover
         2 Posted Bounty
         2 Security Subcontract
         2 Aggressive Negotiation
         2 Beanstalk Royalties
         2 Scorched Earth
         2 Shipment from Kaguya
         2 Archer
         2 Hadrian's Wall
         2 Ice Wall
         2 Shadow
         2 Research Station
         3 Priority Requisition
         3 Private Security Force
         3 Hedge Fund
         3 Enigma
         3 PAD Campaign",
    )
    .unwrap()
}

fn noise_deck() -> DeckList {
    let mut runner = DeckList::default_runner();
    runner.identity = NOISE.into();
    runner
}

#[test]
fn random_games_weyland() {
    let deck = weyland_deck();
    let mut ended = 0;
    for seed in 0..300 {
        let g = random_game(&deck, &noise_deck(), seed, seed < 40);
        ended += u32::from(g.winner().is_some());
    }
    assert_eq!(ended, 300);
}
