//! Scenario tests of the System Update 2021 Haas-Bioroid cards (31040 Haas-Bioroid: Architects
//! of Tomorrow, 31041 Project Vitruvius, 31042 Marilyn Campaign, 31043 Eli 1.0, 31044 Magnet,
//! 31045 Ravana 1.0), their rulings, and random games with an Architects of Tomorrow deck.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, EventKind, GameState, Side, Zone};

const NOISE: &str = "Noise: Hacker Extraordinaire";
const AOT: &str = "Haas-Bioroid: Architects of Tomorrow";
const ETF: &str = "Haas-Bioroid: Engineering the Future";

/// A Runner-turn position against Engineering the Future.
fn runner_turn(corp: &str, runner: &str) -> GameState {
    position_vs_noise(ETF, corp, runner, "runner")
}

/// A Corp-turn position with Engineering the Future.
fn corp_turn(corp: &str, runner: &str) -> GameState {
    position_vs_noise(ETF, corp, runner, "corp")
}

fn choose(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Mode).card(card).target(0));
}

fn strength(g: &GameState, card: u8) -> u32 {
    g.current_strength(card).expect("a strength")
}

fn break_sub(g: &mut GameState, ice: u8, sub: u8) {
    act(g, Action::new(ActionKind::Break).card(ice).target(sub));
}

/// Passes until the Runner encounters `ice`.
fn until_encounter(g: &mut GameState, ice: u8) {
    for _ in 0..40 {
        if g.run.is_some_and(|r| r.encounter == ice) {
            return;
        }
        pass(g);
    }
    panic!("never encountered {ice}; at {}", g.decision_name());
}

/// Passes until the Corp may rez `card`.
fn until_rez(g: &mut GameState, card: u8) {
    for _ in 0..40 {
        if !legal_on(g, ActionKind::Rez, card).is_empty() {
            return;
        }
        pass(g);
    }
    panic!("{card} never offered to rez; at {}", g.decision_name());
}

/// Passes until the run is over and the active player may act, checking that `decision` never
/// comes up.
fn until_run_over_without(g: &mut GameState, decision: &str) {
    for _ in 0..60 {
        if g.run.is_none() && g.decision_name() == "action" {
            return;
        }
        assert_ne!(g.decision_name(), decision);
        pass(g);
    }
    panic!("the run never ended; at {}", g.decision_name());
}

/// Each side's observation is unchanged by a redeal of what that side has not seen.
fn hidden_ok(g: &GameState) {
    for side in [Side::Corp, Side::Runner] {
        for seed in 1..4 {
            let other = g.determinize(side, seed);
            assert_eq!(
                g.observation_json(side),
                other.observation_json(side),
                "{side:?}'s observation changed by a redeal at {}",
                g.decision_name()
            );
        }
    }
}

// ----- 31040 Haas-Bioroid: Architects of Tomorrow -----

/// A run on remote1: an unrezzed Ravana 1.0 inside a rezzed Eli 1.0, an unrezzed Eli 1.0 in
/// HQ's ice and an unrezzed Enigma on R&D; the Runner has 6 clicks.
fn aot_run(credits: u8) -> GameState {
    let mut g = position_vs_noise(
        AOT,
        &format!(
            r#""credits": {credits}, "rd": ["Hedge Fund", "Hedge Fund"],
               "servers": {{"hq": {{"ice": ["Eli 1.0"]}}, "rd": {{"ice": ["Enigma"]}},
                            "remote1": {{"ice": ["Ravana 1.0", {{"title": "Eli 1.0", "rezzed": true}}],
                                        "root": ["PAD Campaign"]}}}}"#
        ),
        r#""credits": 5, "clicks": 6"#,
        "runner",
    );
    run_on(&mut g, "remote1");
    let eli = g.corp.servers[srv("remote1") as usize].ice[1];
    until_encounter(&mut g, eli);
    break_sub(&mut g, eli, 0);
    break_sub(&mut g, eli, 1);
    g
}

// Architects of Tomorrow: after the Runner passes a rezzed bioroid ice, the Corp may rez a
// bioroid card paying 4 credits less (Ravana costs 3: nothing), here the ice just inward.
#[test]
fn c31040_passing_bioroid_rezzes_bioroid_for_4_less() {
    let mut g = aot_run(1);
    let ravana = id(&g, "Ravana 1.0");
    let enigma = id(&g, "Enigma");
    pass_until(&mut g, "rez_bioroid");
    assert_eq!(g.current_side(), Some(Side::Corp));
    // Both unrezzed Eli/Ravana are bioroids it can pay for; Enigma is not a bioroid.
    assert_eq!(legal(&g, ActionKind::Rez).len(), 2);
    assert!(legal_on(&g, ActionKind::Rez, enigma).is_empty());
    assert_eq!(legal(&g, ActionKind::Pass).len(), 1);
    act(&mut g, Action::new(ActionKind::Rez).card(ravana));
    assert!(g.cards[ravana as usize].rezzed);
    assert_eq!(g.corp.credits, 1, "3 credits less 4: free");
    until_encounter(&mut g, ravana);
}

// Architects of Tomorrow: the discount is 4, not more: a bioroid costing more than the Corp's
// credits plus 4 is not offered; declining rezzes nothing; an illegal choice is refused.
#[test]
fn c31040_discount_limits_and_decline() {
    let mut g = position_vs_noise(
        AOT,
        r#""credits": 0,
           "servers": {"hq": {"ice": ["Heimdall 1.0"]},
                       "remote1": {"ice": ["Viktor 1.0", {"title": "Eli 1.0", "rezzed": true}],
                                   "root": ["PAD Campaign"]}}"#,
        r#""credits": 5"#,
        "runner",
    );
    let (heimdall, viktor, pad) = (
        id(&g, "Heimdall 1.0"),
        id(&g, "Viktor 1.0"),
        id(&g, "PAD Campaign"),
    );
    run_on(&mut g, "remote1");
    let eli = id(&g, "Eli 1.0");
    until_encounter(&mut g, eli);
    break_sub(&mut g, eli, 0);
    break_sub(&mut g, eli, 1);
    pass_until(&mut g, "rez_bioroid");
    // Heimdall 1.0 costs 8 (4 after the discount, more than 0); Viktor 1.0 costs 3.
    assert!(legal_on(&g, ActionKind::Rez, heimdall).is_empty());
    assert_eq!(legal_on(&g, ActionKind::Rez, viktor).len(), 1);
    refused(&mut g, Action::new(ActionKind::Rez).card(heimdall));
    refused(&mut g, Action::new(ActionKind::Rez).card(pad));
    pass(&mut g);
    assert!(!g.cards[viktor as usize].rezzed);
    assert!(!g.cards[heimdall as usize].rezzed);
    assert_eq!(g.corp.credits, 0);
}

// Architects of Tomorrow: only the first time each turn; a later pass of rezzed bioroid ice the
// same turn, even after declining, asks nothing. Passing unrezzed bioroid ice does not count.
#[test]
fn c31040_first_time_each_turn_only() {
    let mut g = aot_run(5);
    let ravana = id(&g, "Ravana 1.0");
    // Passing the unrezzed Ravana (not rezzed now) would not count; the first pass was Eli's.
    pass_until(&mut g, "rez_bioroid");
    pass(&mut g);
    assert!(!g.cards[ravana as usize].rezzed);
    until_run_over_without(&mut g, "rez_bioroid");
    // A second run the same turn: Eli passed again, nothing offered.
    run_on(&mut g, "remote1");
    let eli = g.corp.servers[srv("remote1") as usize].ice[1];
    until_encounter(&mut g, eli);
    break_sub(&mut g, eli, 0);
    break_sub(&mut g, eli, 1);
    until_run_over_without(&mut g, "rez_bioroid");
}

// Architects of Tomorrow: passing rezzed ice that is not a bioroid, or bioroid ice that is not
// rezzed, does not meet the condition.
#[test]
fn c31040_non_bioroid_or_unrezzed_ice_not_counted() {
    let mut g = position_vs_noise(
        AOT,
        r#""credits": 5,
           "servers": {"remote1": {"ice": ["Eli 1.0", {"title": "Wall of Static", "rezzed": true}],
                                   "root": ["PAD Campaign"]}}"#,
        r#""credits": 5, "rig": ["Corroder"]"#,
        "runner",
    );
    let (wall, corroder, eli) = (
        id(&g, "Wall of Static"),
        id(&g, "Corroder"),
        id(&g, "Eli 1.0"),
    );
    run_on(&mut g, "remote1");
    until_encounter(&mut g, wall);
    // Corroder: 1 credit to boost, 1 to break.
    act(
        &mut g,
        Action::new(ActionKind::Ability).card(corroder).target(0),
    );
    act(
        &mut g,
        Action::new(ActionKind::Break).card(corroder).target(0),
    );
    // The Corp keeps Eli unrezzed.
    until_run_over_without(&mut g, "rez_bioroid");
    assert!(!g.cards[eli as usize].rezzed);
    assert!(g.runner.credits <= 3);
}

// Architects of Tomorrow: which bioroid cards the Corp may rez is its secret: the Runner's
// observation does not change when its unseen cards are redealt.
#[test]
fn c31040_choice_hidden_from_runner() {
    let mut g = aot_run(5);
    pass_until(&mut g, "rez_bioroid");
    hidden_ok(&g);
}

// Architects of Tomorrow ruling 1: bioroid ice trashed while encountered is not passed (neither
// rezzed nor unrezzed), so a later pass of rezzed bioroid ice the same turn is still the first.
// Eli 1.0 carries a Parasite with 3 counters (strength 1); Datasucker lowers it to 0 during the
// encounter and Parasite trashes it.
#[test]
fn ruling_c31040_1_trashed_bioroid_is_not_passed() {
    let mut g = position_vs_noise(
        AOT,
        r#""credits": 5,
           "servers": {"remote1": {"ice": [{"title": "Eli 1.0", "rezzed": true},
                                           {"title": "Eli 1.0", "rezzed": true,
                                            "hosted": [{"title": "Parasite", "virus": 3}]}],
                                   "root": ["PAD Campaign"]}},
           "hq": ["Hedge Fund"], "rd": ["Hedge Fund"]"#,
        r#""credits": 5, "rig": [{"title": "Datasucker", "virus": 1}], "clicks": 4"#,
        "runner",
    );
    let ice = g.corp.servers[srv("remote1") as usize].ice.clone();
    let (inner, outer) = (ice[0], ice[1]);
    let sucker = id(&g, "Datasucker");
    run_on(&mut g, "remote1");
    until_encounter(&mut g, outer);
    act(
        &mut g,
        Action::new(ActionKind::Ability).card(sucker).target(0),
    );
    assert_eq!(zone(&g, outer), Zone::Archives, "Parasite trashed its host");
    // The outer Eli was not passed: nothing asked; the Runner goes on to the inner Eli.
    for _ in 0..40 {
        if g.run.is_some_and(|r| r.encounter == inner) {
            break;
        }
        assert_ne!(g.decision_name(), "rez_bioroid");
        pass(&mut g);
    }
    break_sub(&mut g, inner, 0);
    break_sub(&mut g, inner, 1);
    // Passing the inner Eli is the first pass of rezzed bioroid ice this turn (PAD Campaign is
    // unrezzed, so the Corp is asked even with nothing it can rez).
    pass_until(&mut g, "rez_bioroid");
    assert_eq!(legal(&g, ActionKind::Rez).len(), 0);
}

// ----- 31041 Project Vitruvius -----

/// The Corp scores Project Vitruvius with `adv` advancement tokens (Corp action phase).
fn score_vitruvius(adv: u8) -> (GameState, u8) {
    let mut g = corp_turn(
        &format!(
            r#""servers": {{"remote1": {{"root": [{{"title": "Project Vitruvius", "advancement": {adv}}}]}}}},
               "archives": ["Hedge Fund"]"#
        ),
        r#""credits": 5"#,
    );
    let v = id(&g, "Project Vitruvius");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    act(&mut g, Action::new(ActionKind::Score).card(v));
    (g, v)
}

// Project Vitruvius: one agenda counter per advancement token past 3.
#[test]
fn c31041_counters_past_three() {
    let (g, v) = score_vitruvius(5);
    assert_eq!(zone(&g, v), Zone::Score(Side::Corp));
    assert_eq!(g.cards[v as usize].agenda_counters, 2);
    assert_eq!(
        g.cards[v as usize].advancement, 0,
        "tokens removed when scored"
    );
    let (g, v) = score_vitruvius(4);
    assert_eq!(g.cards[v as usize].agenda_counters, 1);
}

// Project Vitruvius: scored with exactly 3 tokens, no counter, and no ability to use.
#[test]
fn c31041_three_tokens_no_counter() {
    let (g, v) = score_vitruvius(3);
    assert_eq!(g.cards[v as usize].agenda_counters, 0);
    assert!(legal_on(&g, ActionKind::Ability, v).is_empty());
}

// Project Vitruvius: a hosted agenda counter adds a card of Archives (facedown or not) to HQ; the
// Runner does not learn which facedown card it was; a card not in Archives is refused.
#[test]
fn c31041_counter_adds_archives_card_to_hq() {
    let mut g = corp_turn(
        r#""score_area": [{"title": "Project Vitruvius", "agenda_counters": 2}],
           "hq": ["Ice Wall"],
           "archives": [{"title": "Hedge Fund", "faceup": true}, "Enigma"]"#,
        r#""credits": 5"#,
    );
    let (v, hedge, enigma, wall) = (
        id(&g, "Project Vitruvius"),
        id(&g, "Hedge Fund"),
        id(&g, "Enigma"),
        id(&g, "Ice Wall"),
    );
    // Paid abilities: in the window after an action.
    act(&mut g, Action::new(ActionKind::ClickCredit));
    act(&mut g, Action::new(ActionKind::Ability).card(v).target(0));
    assert_eq!(g.cards[v as usize].agenda_counters, 1);
    assert_eq!(g.decision_name(), "archives_to_hq");
    refused(&mut g, Action::new(ActionKind::Mode).card(wall).target(0));
    hidden_ok(&g);
    choose(&mut g, enigma);
    assert_eq!(zone(&g, enigma), Zone::Hq);
    assert!(!known_to_runner(&g, enigma));
    hidden_ok(&g);
    // The second counter: only Hedge Fund left, taken without asking.
    act(&mut g, Action::new(ActionKind::Ability).card(v).target(0));
    assert_eq!(zone(&g, hedge), Zone::Hq);
    assert_eq!(g.cards[v as usize].agenda_counters, 0);
    assert!(legal_on(&g, ActionKind::Ability, v).is_empty());
}

// Project Vitruvius: with Archives empty the ability is not offered (it could change nothing).
#[test]
fn c31041_not_offered_with_archives_empty() {
    let mut g = corp_turn(
        r#""score_area": [{"title": "Project Vitruvius", "agenda_counters": 1}]"#,
        r#""credits": 5"#,
    );
    let v = id(&g, "Project Vitruvius");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    assert!(legal_on(&g, ActionKind::Ability, v).is_empty());
}

// Project Vitruvius: a paid ability, usable in the Runner's turn too (during a run).
#[test]
fn c31041_usable_during_a_run() {
    let mut g = runner_turn(
        r#""score_area": [{"title": "Project Vitruvius", "agenda_counters": 1}],
           "archives": ["Hedge Fund"],
           "servers": {"remote1": {"ice": [{"title": "Eli 1.0", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    let (v, hedge) = (id(&g, "Project Vitruvius"), id(&g, "Hedge Fund"));
    run_on(&mut g, "hq");
    for _ in 0..20 {
        if !legal_on(&g, ActionKind::Ability, v).is_empty() {
            break;
        }
        pass(&mut g);
    }
    act(&mut g, Action::new(ActionKind::Ability).card(v).target(0));
    assert_eq!(zone(&g, hedge), Zone::Hq);
}

// ----- 31042 Marilyn Campaign -----

// Marilyn Campaign: 8 credits when rezzed, 2 taken as each Corp turn begins.
#[test]
fn c31042_loads_eight_takes_two() {
    let mut g = corp_turn(
        r#""credits": 5, "rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund"],
           "servers": {"remote1": {"root": ["Marilyn Campaign"]}}"#,
        r#""credits": 5"#,
    );
    let m = id(&g, "Marilyn Campaign");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    act(&mut g, Action::new(ActionKind::Rez).card(m));
    pass_windows(&mut g);
    assert_eq!(g.corp.credits, 5 + 1 - 2);
    assert_eq!(g.cards[m as usize].credits, 8);
    until(&mut g, at_action(Side::Runner));
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.cards[m as usize].credits, 6);
    assert_eq!(
        g.corp.credits,
        4 + 2 + 2,
        "2 clicks for credits, then 2 from Marilyn"
    );
}

/// The Corp's turn begins with a rezzed Marilyn Campaign holding its last 2 credits.
fn marilyn_last_credits() -> (GameState, u8) {
    let g = game(&format!(
        r#"{{"corp": {{"identity": "{ETF}", "credits": 0, "rd": ["Hedge Fund", "Enigma", "Ice Wall"],
            "servers": {{"remote1": {{"root": [{{"title": "Marilyn Campaign", "rezzed": true, "credits": 2}}]}}}}}},
            "runner": {{"identity": "{NOISE}"}}, "turn": 3, "phase": "turn_start"}}"#
    ));
    let m = id(&g, "Marilyn Campaign");
    (g, m)
}

// Marilyn Campaign: emptied by its own ability, it is trashed, and the Corp may shuffle it into
// R&D instead of Archives.
#[test]
fn c31042_emptied_trashed_and_shuffled_into_rd() {
    let (mut g, m) = marilyn_last_credits();
    for _ in 0..20 {
        if g.decision_name() == "shuffle_into_rd" {
            break;
        }
        pass(&mut g);
    }
    assert_eq!(g.decision_name(), "shuffle_into_rd");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(g.corp.credits, 2);
    refused(&mut g, Action::new(ActionKind::Mode).card(m).target(1));
    choose(&mut g, m);
    assert_eq!(zone(&g, m), Zone::Rd);
    assert!(g.corp.archives.is_empty());
    assert!(!known_to_runner(&g, m), "R&D was shuffled");
    hidden_ok(&g);
}

// Marilyn Campaign: the Corp may also leave it in Archives.
#[test]
fn c31042_may_stay_in_archives() {
    let (mut g, m) = marilyn_last_credits();
    pass_until(&mut g, "shuffle_into_rd");
    pass(&mut g);
    assert_eq!(zone(&g, m), Zone::Archives);
    assert!(g.corp.archives.contains(&m));
}

// Marilyn Campaign: trashed by the Runner while accessed, it is still trashed (the Runner paid
// its trash cost), and the Corp may shuffle it into R&D.
#[test]
fn c31042_runner_trash_shuffled_into_rd() {
    let mut g = runner_turn(
        r#""rd": ["Hedge Fund"],
           "servers": {"remote1": {"root": [{"title": "Marilyn Campaign", "rezzed": true, "credits": 6}]}}"#,
        r#""credits": 5"#,
    );
    let m = id(&g, "Marilyn Campaign");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    act(&mut g, Action::new(ActionKind::Trash).card(m));
    assert_eq!(g.runner.credits, 2, "trash cost 3 paid");
    assert_eq!(g.decision_name(), "shuffle_into_rd");
    choose(&mut g, m);
    assert_eq!(zone(&g, m), Zone::Rd);
    assert_eq!(g.corp.rd.len(), 2);
    assert_eq!(g.cards[m as usize].credits, 0);
    hidden_ok(&g);
}

// Marilyn Campaign ruling 1: unrezzed, its interrupt is not active: trashed, it goes to Archives
// and nothing is asked.
#[test]
fn ruling_c31042_1_unrezzed_not_active() {
    let mut g = runner_turn(
        r#""rd": ["Hedge Fund"],
           "servers": {"remote1": {"root": ["Marilyn Campaign"]}}"#,
        r#""credits": 5"#,
    );
    let m = id(&g, "Marilyn Campaign");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    act(&mut g, Action::new(ActionKind::Trash).card(m));
    assert_ne!(g.decision_name(), "shuffle_into_rd");
    assert_eq!(zone(&g, m), Zone::Archives);
    assert_eq!(g.corp.rd.len(), 1);
}

// ----- 31043 Eli 1.0 -----

/// A run on remote1 protected by a rezzed `ice`, encountered.
fn encounter(ice: &str, extra_ice: &str, runner: &str) -> (GameState, u8) {
    let mut g = runner_turn(
        &format!(
            r#""credits": 5,
               "servers": {{"remote1": {{"ice": [{{"title": "{ice}", "rezzed": true}}],
                                       "root": ["PAD Campaign"]}}{extra_ice}}}"#
        ),
        runner,
    );
    let i = g.corp.servers[srv("remote1") as usize].ice[0];
    run_on(&mut g, "remote1");
    until_encounter(&mut g, i);
    (g, i)
}

// Eli 1.0: unbroken, its subroutines end the run.
#[test]
fn c31043_eli_ends_the_run() {
    let (mut g, _) = encounter("Eli 1.0", "", r#""credits": 5"#);
    pass(&mut g);
    assert!(g.run.is_none_or(|r| r.ended));
    until(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.clicks, 3);
}

// Eli 1.0: the Runner may lose a click per subroutine to break them, not more than it has.
#[test]
fn c31043_eli_broken_by_clicks() {
    let (mut g, eli) = encounter("Eli 1.0", "", r#""credits": 5, "clicks": 2"#);
    break_sub(&mut g, eli, 0);
    assert_eq!(g.runner.clicks, 0);
    // No click left for the second one.
    refused(&mut g, Action::new(ActionKind::Break).card(eli).target(1));
    pass(&mut g);
    assert!(g.run.is_none_or(|r| r.ended));

    let (mut g, eli) = encounter("Eli 1.0", "", r#""credits": 5"#);
    break_sub(&mut g, eli, 0);
    break_sub(&mut g, eli, 1);
    pass_until(&mut g, "trash_or_steal");
}

// ----- 31044 Magnet -----

/// A Runner run on remote1, protected by an unrezzed Magnet, with programs hosted on HQ's
/// rezzed ice (`hq_hosted`) and in the rig.
fn magnet_run(hq_hosted: &str, rig: &str) -> GameState {
    let mut g = runner_turn(
        &format!(
            r#""credits": 5,
               "servers": {{"hq": {{"ice": [{{"title": "Ichi 1.0", "rezzed": true, "hosted": [{hq_hosted}]}},
                                          {{"title": "Ice Wall", "rezzed": true}}]}},
                           "remote1": {{"ice": ["Magnet"], "root": ["PAD Campaign"]}}}}"#
        ),
        &format!(r#""credits": 5, "rig": [{rig}]"#),
    );
    run_on(&mut g, "remote1");
    g
}

// Magnet: when rezzed, it takes the one program hosted on a piece of ice; that program no longer
// changes its old host's strength; unbroken, Magnet ends the run.
#[test]
fn c31044_rez_takes_hosted_program() {
    let mut g = magnet_run(r#"{"title": "Parasite", "virus": 1}"#, "");
    let (magnet, parasite, ichi) = (id(&g, "Magnet"), id(&g, "Parasite"), id(&g, "Ichi 1.0"));
    assert_eq!(strength(&g, ichi), 3);
    until_rez(&mut g, magnet);
    act(&mut g, Action::new(ActionKind::Rez).card(magnet));
    // A single program: no question.
    assert_eq!(g.cards[parasite as usize].host, magnet);
    assert_eq!(zone(&g, parasite), Zone::Rig);
    assert_eq!(g.cards[parasite as usize].virus, 1, "counters stay");
    assert_eq!(strength(&g, ichi), 4);
    assert_eq!(strength(&g, magnet), 3, "Parasite's ability is lost");
    // No breaker: the Runner encounters Magnet and its subroutine ends the run at once.
    pass(&mut g);
    assert!(g.run.is_none());
    assert!(g.runner.score_area.is_empty() && zone(&g, id(&g, "PAD Campaign")) != Zone::Archives);
    check_places(&g);
}

// Magnet: the move is recorded in the event log (`host_changed`: the program, its new host).
#[test]
fn c31044_move_is_logged() {
    let mut g = magnet_run(r#"{"title": "Parasite", "virus": 1}"#, "");
    let (magnet, parasite) = (id(&g, "Magnet"), id(&g, "Parasite"));
    g.set_events(true);
    until_rez(&mut g, magnet);
    act(&mut g, Action::new(ActionKind::Rez).card(magnet));
    let ev = g.take_events().to_vec();
    let moved: Vec<_> = ev
        .iter()
        .filter(|e| e.kind == EventKind::HostChanged)
        .collect();
    assert_eq!(moved.len(), 1);
    assert_eq!((moved[0].card, moved[0].other), (parasite, magnet));
    assert_eq!(moved[0].text(None), "Parasite is now hosted on Magnet");
}

// Magnet: the Corp chooses among programs hosted on ice (not programs elsewhere); a wrong choice
// is refused.
#[test]
fn c31044_corp_chooses_the_program() {
    let mut g = magnet_run(
        r#"{"title": "Parasite", "virus": 0}, {"title": "Botulus", "virus": 1}"#,
        r#""Corroder""#,
    );
    let (magnet, parasite, botulus, corroder) = (
        id(&g, "Magnet"),
        id(&g, "Parasite"),
        id(&g, "Botulus"),
        id(&g, "Corroder"),
    );
    until_rez(&mut g, magnet);
    act(&mut g, Action::new(ActionKind::Rez).card(magnet));
    assert_eq!(g.decision_name(), "program_to_host");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(legal(&g, ActionKind::Mode).len(), 2);
    assert!(
        legal(&g, ActionKind::Pass).is_empty(),
        "the Corp must choose"
    );
    refused(
        &mut g,
        Action::new(ActionKind::Mode).card(corroder).target(0),
    );
    choose(&mut g, botulus);
    assert_eq!(g.cards[botulus as usize].host, magnet);
    assert_eq!(g.cards[parasite as usize].host, id(&g, "Ichi 1.0"));
}

// Magnet: with no program hosted on ice, rezzing it asks nothing and moves nothing.
#[test]
fn c31044_nothing_to_take() {
    let mut g = runner_turn(
        r#""credits": 5, "servers": {"remote1": {"ice": ["Magnet"], "root": ["PAD Campaign"]}}"#,
        r#""credits": 5, "rig": ["Corroder"]"#,
    );
    let (magnet, corroder) = (id(&g, "Magnet"), id(&g, "Corroder"));
    run_on(&mut g, "remote1");
    until_rez(&mut g, magnet);
    act(&mut g, Action::new(ActionKind::Rez).card(magnet));
    assert_ne!(g.decision_name(), "program_to_host");
    assert_eq!(g.cards[corroder as usize].host, 255);
}

// Magnet: a hosted program loses its abilities: Botulus can no longer break Magnet's
// subroutine, and gains no virus counter as the Runner's turn begins.
#[test]
fn c31044_hosted_program_loses_abilities() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Hedge Fund", "Hedge Fund"],
           "servers": {"remote1": {"ice": [{"title": "Magnet", "rezzed": true,
                                            "hosted": [{"title": "Botulus", "virus": 2}]}],
                                   "root": ["PAD Campaign"]}}"#,
        r#""credits": 5"#,
    );
    let (magnet, botulus) = (id(&g, "Magnet"), id(&g, "Botulus"));
    run_on(&mut g, "remote1");
    // Botulus could break Magnet's subroutine were it not blank: the Runner is never offered it,
    // and the run ends.
    for _ in 0..20 {
        if g.run.is_none() {
            break;
        }
        assert!(legal_on(&g, ActionKind::Break, botulus).is_empty());
        pass(&mut g);
    }
    assert!(g.runner.score_area.is_empty() && g.run.is_none());
    let _ = magnet;
    until(&mut g, at_action(Side::Corp));
    until(&mut g, at_action(Side::Runner));
    assert_eq!(
        g.cards[botulus as usize].virus, 2,
        "no counter at the turn's start"
    );
}

// Magnet: a blank Parasite does not trash Magnet even at 0 strength (Datasucker lowers it by
// 3 during the encounter); the run then ends on Magnet's subroutine.
#[test]
fn c31044_blank_parasite_never_trashes_magnet() {
    let mut h = runner_turn(
        r#""credits": 5,
           "servers": {"remote1": {"ice": [{"title": "Magnet", "rezzed": true,
                                            "hosted": [{"title": "Parasite", "virus": 3}]}],
                                   "root": ["PAD Campaign"]}}"#,
        r#""credits": 5, "rig": [{"title": "Datasucker", "virus": 3}]"#,
    );
    let (magnet, parasite, sucker) = (id(&h, "Magnet"), id(&h, "Parasite"), id(&h, "Datasucker"));
    run_on(&mut h, "remote1");
    until_encounter(&mut h, magnet);
    for _ in 0..2 {
        act(
            &mut h,
            Action::new(ActionKind::Ability).card(sucker).target(0),
        );
    }
    assert_eq!(strength(&h, magnet), 1);
    // The third brings it to 0; the Runner has nothing left and the subroutine resolves.
    act(
        &mut h,
        Action::new(ActionKind::Ability).card(sucker).target(0),
    );
    assert_eq!(zone(&h, magnet), Zone::Ice(srv("remote1")));
    assert_eq!(zone(&h, parasite), Zone::Rig);
    assert!(h.run.is_none());
    assert!(h.runner.score_area.is_empty());
}

// Magnet ruling 1: a Parasite with 3 virus counters moved onto Magnet (strength 3) does not
// trash it: its ability is already lost.
#[test]
fn ruling_c31044_1_parasite_moved_does_not_trash_magnet() {
    let mut g = magnet_run(r#"{"title": "Parasite", "virus": 3}"#, "");
    let (magnet, parasite, ichi) = (id(&g, "Magnet"), id(&g, "Parasite"), id(&g, "Ichi 1.0"));
    assert_eq!(strength(&g, ichi), 1);
    until_rez(&mut g, magnet);
    act(&mut g, Action::new(ActionKind::Rez).card(magnet));
    assert_eq!(g.cards[parasite as usize].host, magnet);
    assert_eq!(zone(&g, magnet), Zone::Ice(srv("remote1")));
    assert_eq!(strength(&g, magnet), 3);
    assert_eq!(zone(&g, parasite), Zone::Rig);
    pass(&mut g);
    assert_eq!(zone(&g, magnet), Zone::Ice(srv("remote1")));
    check_places(&g);
}

// Magnet ruling 2: subtypes are not abilities: a program on Magnet keeps them (Parasite is still
// a virus program) and still uses its memory.
#[test]
fn ruling_c31044_2_subtypes_stay() {
    let mut g = magnet_run(r#"{"title": "Parasite", "virus": 1}"#, "");
    let (magnet, parasite) = (id(&g, "Magnet"), id(&g, "Parasite"));
    let memory = g.memory_used();
    until_rez(&mut g, magnet);
    act(&mut g, Action::new(ActionKind::Rez).card(magnet));
    assert_eq!(g.cards[parasite as usize].host, magnet);
    assert!(g.cards[parasite as usize].def().has_subtype("Virus"));
    assert_eq!(g.memory_used(), memory);
}

// ----- 31045 Ravana 1.0 -----

// Ravana 1.0: each subroutine resolves a subroutine of another rezzed bioroid ice of the Corp's
// choice (here Viktor 1.0's brain damage, then its end the run); a non-bioroid's is not offered.
#[test]
fn c31045_resolves_other_bioroid_subroutine() {
    let (mut g, ravana) = encounter(
        "Ravana 1.0",
        r#", "hq": {"ice": [{"title": "Viktor 1.0", "rezzed": true}, {"title": "Ice Wall", "rezzed": true}]}"#,
        r#""credits": 5, "grip": ["Sure Gamble", "Sure Gamble"]"#,
    );
    let (viktor, wall) = (id(&g, "Viktor 1.0"), id(&g, "Ice Wall"));
    pass(&mut g);
    assert_eq!(g.decision_name(), "subroutine_to_resolve");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(legal(&g, ActionKind::Mode).len(), 2);
    refused(&mut g, Action::new(ActionKind::Mode).card(wall).target(0));
    refused(&mut g, Action::new(ActionKind::Mode).card(ravana).target(0));
    refused(&mut g, Action::new(ActionKind::Mode).card(viktor).target(5));
    // Viktor 1.0: 1 brain damage, recorded as Viktor's subroutine firing.
    g.set_events(true);
    act(&mut g, Action::new(ActionKind::Mode).card(viktor).target(0));
    let ev = g.take_events().to_vec();
    assert!(ev
        .iter()
        .any(|e| e.kind == EventKind::SubroutineFired && e.card == viktor && e.extra == 0));
    for _ in 0..6 {
        if g.decision_name() == "subroutine_to_resolve" {
            break;
        }
        pass(&mut g);
    }
    assert_eq!(g.runner.brain_damage, 1);
    assert_eq!(g.decision_name(), "subroutine_to_resolve");
    // Viktor 1.0: end the run.
    act(&mut g, Action::new(ActionKind::Mode).card(viktor).target(1));
    assert!(g.run.is_none_or(|r| r.ended));
}

// Ravana 1.0: with no other rezzed bioroid ice (an unrezzed one does not count), its
// subroutines do nothing and the run goes on.
#[test]
fn c31045_no_other_bioroid_nothing() {
    let (mut g, _) = encounter(
        "Ravana 1.0",
        r#", "hq": {"ice": ["Eli 1.0", {"title": "Ice Wall", "rezzed": true}]}"#,
        r#""credits": 5"#,
    );
    pass(&mut g);
    assert_ne!(g.decision_name(), "subroutine_to_resolve");
    pass_until(&mut g, "trash_or_steal");
}

// Ravana 1.0: the Runner may break its subroutines by losing clicks.
#[test]
fn c31045_broken_by_clicks() {
    let (mut g, ravana) = encounter(
        "Ravana 1.0",
        r#", "hq": {"ice": [{"title": "Eli 1.0", "rezzed": true}]}"#,
        r#""credits": 5"#,
    );
    break_sub(&mut g, ravana, 0);
    break_sub(&mut g, ravana, 1);
    assert_eq!(g.runner.clicks, 1);
    pass_until(&mut g, "trash_or_steal");
}

// Ravana 1.0 ruling 1: when the only other rezzed bioroid ice are Ravanas, resolving their
// subroutines would loop; whatever number of loops the Corp chooses, there is no effect.
#[test]
fn ruling_c31045_1_only_ravanas_no_effect() {
    let (mut g, _) = encounter(
        "Ravana 1.0",
        r#", "hq": {"ice": [{"title": "Ravana 1.0", "rezzed": true}]}"#,
        r#""credits": 5"#,
    );
    let before = (g.runner.clicks, g.runner.credits, g.corp.credits);
    pass(&mut g);
    assert_ne!(g.decision_name(), "subroutine_to_resolve");
    pass_until(&mut g, "trash_or_steal");
    assert_eq!((g.runner.clicks, g.runner.credits, g.corp.credits), before);

    // With Eli 1.0 also rezzed, only Eli's subroutines are offered (a chain through the other
    // Ravana can only end on them).
    let (mut g, _) = encounter(
        "Ravana 1.0",
        r#", "hq": {"ice": [{"title": "Ravana 1.0", "rezzed": true}, {"title": "Eli 1.0", "rezzed": true}]}"#,
        r#""credits": 5"#,
    );
    pass(&mut g);
    assert_eq!(g.decision_name(), "subroutine_to_resolve");
    let eli = id(&g, "Eli 1.0");
    let offered = legal(&g, ActionKind::Mode);
    assert_eq!(offered.len(), 2);
    assert!(offered.iter().all(|a| a.card == eli));
}

// ----- random games -----

/// An Architects of Tomorrow deck: the System Update 2021 Haas-Bioroid cards at 3 copies, filled
/// up with Core Set Haas-Bioroid and neutral cards to a legal size and agenda count.
fn architects_deck() -> DeckList {
    let cards: Vec<(String, u32)> = [
        ("Project Vitruvius", 3),
        ("Marilyn Campaign", 3),
        ("Eli 1.0", 3),
        ("Magnet", 3),
        ("Ravana 1.0", 3),
        ("Priority Requisition", 3),
        ("Private Security Force", 3),
        ("Hedge Fund", 3),
        ("Heimdall 1.0", 2),
        ("Viktor 1.0", 3),
        ("Ichi 1.0", 3),
        ("Enigma", 3),
        ("Ice Wall", 3),
        ("Adonis Campaign", 3),
        ("Biotic Labor", 3),
        ("Hunter", 1),
    ]
    .iter()
    .map(|&(t, n)| (t.to_string(), n))
    .collect();
    DeckList {
        identity: AOT.into(),
        cards,
    }
}

// Seeded random games with the Architects of Tomorrow deck against the Core starter decks (every
// fourth anarch game with 3 Botulus added, so that Magnet finds programs hosted on ice): every
// game ends without a panic; places and invariants hold; for some games every observation is
// unchanged by a redeal of what its side has not seen.
#[test]
fn random_games_architects_of_tomorrow() {
    let corp = architects_deck();
    let runners = ["anarch", "criminal", "shaper"];
    for seed in 0..210u64 {
        let mut runner = DeckList::starter(runners[seed as usize % 3]).unwrap();
        if seed % 4 == 0 && runners[seed as usize % 3] == "anarch" {
            runner.cards.push(("Botulus".to_string(), 3));
        }
        let g = random_game(&corp, &runner, seed, seed % 10 == 0);
        check_places(&g);
        if let Err(e) = g.check_invariants() {
            panic!("seed {seed}: {e}");
        }
    }
}
