//! Scenario tests of Elevation NBN Corp cards: Synapse Global (35058), Nebula Talent Management
//! (35057), Embedded Reporting (35059), Bigger Picture (35065), Next Big Thing (35060), Public
//! Access Plaza (35062), Idiosyncresis (35061), N-Pot (35064). No ruling of
//! `rulings_2022_2026.json` names an Elevation card.

mod common;
mod elev_corp;
use common::*;
use elev_corp::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};

// ----- 35058 Synapse Global -----

const SYNAPSE: &str = r#""Synapse Global: Faster than Thought""#;

fn synapse(active: &str) -> GameState {
    let mut g = with_identity(
        SYNAPSE,
        r#""credits": 1, "hq": ["Enigma", "Hedge Fund"], "rd": ["Hedge Fund"],
           "servers": {"hq": {"ice": ["Ice Wall"]}}"#,
        r#""credits": 5"#,
        active,
    );
    g.runner.tags = 2;
    g
}

fn synapse_ability(g: &GameState) -> Action {
    Action::new(ActionKind::Ability)
        .card(g.corp.identity)
        .target(0)
}

// Synapse Global: a click and a tag removed give 2 credits; the first removal of the turn lets
// the Corp reveal and install a card of HQ ignoring all costs (ice on a server already
// protected: nothing paid); the second removal that turn does not.
#[test]
fn c35058_synapse_click_remove_tag_gain_two_first_removal_installs() {
    let mut g = synapse("corp");
    let a = synapse_ability(&g);
    act(&mut g, a);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.decision_name(), "install_from_hq");
    let enigma = id(&g, "Enigma");
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(enigma)
            .server(srv("hq")),
    );
    let enigma = id(&g, "Enigma");
    assert_eq!(zone(&g, enigma), Zone::Ice(srv("hq")));
    assert!(known_to_runner(&g, enigma), "revealed");
    assert!(!rezzed(&g, enigma));
    assert_eq!(g.corp.credits, 3, "1 + 2; the install cost ignored");
    pass_windows(&mut g);
    let a = synapse_ability(&g);
    act(&mut g, a);
    assert_eq!(g.runner.tags, 0);
    assert_eq!(g.corp.credits, 5);
    assert_ne!(g.decision_name(), "install_from_hq");
}

// Synapse Global: no tag, no ability.
#[test]
fn c35058_synapse_ability_needs_a_tag() {
    let mut g = synapse("corp");
    g.runner.tags = 0;
    assert!(!g.legal_actions().contains(&synapse_ability(&g)));
}

// Synapse Global: the Runner's basic action to remove a tag is a tag removed: the Corp may
// install; it may also decline.
#[test]
fn c35058_synapse_runner_removing_a_tag_triggers_it() {
    let mut g = synapse("runner");
    act(&mut g, Action::new(ActionKind::RemoveTag));
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(g.decision_name(), "install_from_hq");
    pass(&mut g);
    assert_eq!(zone(&g, id(&g, "Enigma")), Zone::Hq);
    pass_windows(&mut g);
    act(&mut g, Action::new(ActionKind::RemoveTag));
    assert_ne!(g.decision_name(), "install_from_hq");
}

// Synapse Global: a tag a card removes is a tag removed too ("whenever a tag is removed"; every
// removal goes through `remove_tags`): Networking's removal lets the Corp install, after
// Networking has finished resolving (its optional payment first).
#[test]
fn c35058_synapse_sees_a_tag_removed_by_a_card() {
    let mut g = with_identity(
        SYNAPSE,
        r#""credits": 1, "hq": ["Enigma", "Hedge Fund"], "rd": ["Hedge Fund"],
           "servers": {"hq": {"ice": ["Ice Wall"]}}"#,
        r#""credits": 5, "tags": 2, "grip": ["Networking"]"#,
        "runner",
    );
    let n = id(&g, "Networking");
    play(&mut g, n);
    assert_eq!(g.runner.tags, 1);
    for _ in 0..4 {
        if g.decision_name() == "install_from_hq" {
            break;
        }
        pass(&mut g);
    }
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(g.decision_name(), "install_from_hq");
}

// ----- 35057 Nebula Talent Management -----

const NEBULA: &str = r#""Nebula Talent Management: Making Stars""#;

fn nebula(mode: u8, active: &str) -> GameState {
    with_identity(
        &format!(r#"{{"title": {NEBULA}, "mode": {mode}}}"#),
        r#""credits": 5, "clicks": 2, "hq": ["Hedge Fund", "Hedge Fund"], "rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""credits": 5"#,
        active,
    )
}

fn nebula_side(g: &GameState) -> u8 {
    g.cards[g.corp.identity as usize].mode
}

// Nebula Talent Management: an operation played this turn: as the action phase ends the Corp
// gains 1 credit and the identity flips.
#[test]
fn c35057_nebula_operation_played_then_action_phase_ends_flips() {
    let mut g = nebula(0, "corp");
    let hf = ids(&g, "Hedge Fund")[0];
    play(&mut g, hf);
    pass_windows(&mut g);
    assert_eq!(g.corp.credits, 9);
    assert_eq!(g.corp.clicks, 1, "front side: no click");
    only(&mut g, ActionKind::ClickCredit);
    pass_to(&mut g, |g| g.current_side() == Some(Side::Runner));
    assert_eq!(g.corp.credits, 11, "9 + 1 for the click + 1 for Nebula");
    assert_eq!(nebula_side(&g), 1);
}

// Nebula Talent Management: no operation played: it stays as it is.
#[test]
fn c35057_nebula_no_operation_no_flip() {
    let mut g = nebula(0, "corp");
    only(&mut g, ActionKind::ClickCredit);
    only(&mut g, ActionKind::ClickCredit);
    pass_to(&mut g, |g| g.current_side() == Some(Side::Runner));
    assert_eq!(g.corp.credits, 7);
    assert_eq!(nebula_side(&g), 0);
}

// Nebula Talent Management flipped: the first operation each turn gives a click, the second
// none.
#[test]
fn c35057_nebula_flipped_first_operation_gains_a_click() {
    let mut g = nebula(1, "corp");
    let hf = ids(&g, "Hedge Fund");
    play(&mut g, hf[0]);
    pass_windows(&mut g);
    assert_eq!(g.corp.clicks, 2, "2 - 1 + 1");
    play(&mut g, hf[1]);
    pass_windows(&mut g);
    assert_eq!(g.corp.clicks, 1);
}

// Nebula Talent Management flipped: a successful run on R&D flips it back; on a remote it does
// not.
#[test]
fn c35057_nebula_successful_run_on_hq_or_rd_flips_back() {
    let mut g = nebula(1, "runner");
    run_on(&mut g, "archives");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(nebula_side(&g), 1);
    run_on(&mut g, "rd");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(nebula_side(&g), 0);
}

// Nebula Talent Management's side is part of a scenario and round-trips.
#[test]
fn c35057_nebula_side_round_trips() {
    let g = nebula(1, "corp");
    let v = g.to_scenario();
    assert_eq!(v["corp"]["identity"]["mode"], 1);
    let h = GameState::from_scenario_json(&v.to_string()).unwrap();
    assert_eq!(nebula_side(&h), 1);
}

// ----- 35059 Embedded Reporting -----

// Embedded Reporting, Dividends 2: scored with 4 advancement counters (requirement 3): 2 agenda
// counters.
#[test]
fn c35059_embedded_reporting_dividends_two() {
    let mut g = corp_turn(
        r#""credits": 5, "rd": ["Hedge Fund"],
           "servers": {"remote1": {"root": [{"title": "Embedded Reporting", "advancement": 3}]}}"#,
        r#""credits": 5"#,
    );
    let er = id(&g, "Embedded Reporting");
    advance_and_score(&mut g, er, er);
    assert_eq!(g.cards[er as usize].agenda_counters, 2);
}

// Embedded Reporting: as the discard phase ends, 1 agenda counter searches R&D for an
// operation (not ice), revealed and put on top of R&D after the shuffle.
#[test]
fn c35059_embedded_reporting_operation_to_the_top_of_rd() {
    let mut g = to_discard_end(
        r#""score_area": [{"title": "Embedded Reporting", "agenda_counters": 2}],
           "rd": ["Ice Wall", "Enigma", "Beanstalk Royalties", "Ice Wall"]"#,
    );
    let er = id(&g, "Embedded Reporting");
    assert_eq!(g.decision_name(), "choose");
    act(&mut g, Action::new(ActionKind::Mode).card(er).target(0));
    assert_eq!(g.decision_name(), "search_rd");
    let br = id(&g, "Beanstalk Royalties");
    assert_eq!(
        legal(&g, ActionKind::Mode),
        vec![Action::new(ActionKind::Mode).card(br).target(1)],
        "operations only"
    );
    act(&mut g, Action::new(ActionKind::Mode).card(br).target(1));
    assert_eq!(g.corp.rd.last(), Some(&br));
    assert!(known_to_runner(&g, br));
    assert_eq!(g.cards[er as usize].agenda_counters, 1);
}

// ----- 35065 Bigger Picture -----

fn bigger(tags: u8, runner_credits: u16) -> GameState {
    let mut g = corp_turn(
        r#""credits": 0, "hq": ["Bigger Picture"]"#,
        &format!(r#""credits": {runner_credits}"#),
    );
    g.runner.tags = tags;
    g
}

// Bigger Picture: only while the Runner is tagged.
#[test]
fn c35065_bigger_picture_needs_a_tagged_runner() {
    let g = bigger(0, 5);
    let bp = id(&g, "Bigger Picture");
    assert!(!is_legal(&g, Action::new(ActionKind::Play).card(bp)));
}

// Bigger Picture: 2 tags removed: the Runner loses 10 credits of 12, the Corp gains 10; or 1
// tag given.
#[test]
fn c35065_bigger_picture_remove_tags_take_five_each_or_give_one() {
    let mut g = bigger(2, 12);
    let bp = id(&g, "Bigger Picture");
    play(&mut g, bp);
    act(&mut g, Action::new(ActionKind::Mode).card(bp).target(2));
    assert_eq!(g.runner.tags, 0);
    assert_eq!(g.runner.credits, 2);
    assert_eq!(g.corp.credits, 10);

    // The Runner loses only what it has: 3 credits for 1 tag.
    let mut g = bigger(1, 3);
    let bp = id(&g, "Bigger Picture");
    play(&mut g, bp);
    act(&mut g, Action::new(ActionKind::Mode).card(bp).target(1));
    assert_eq!((g.runner.credits, g.corp.credits), (0, 3));

    let mut g = bigger(1, 3);
    let bp = id(&g, "Bigger Picture");
    play(&mut g, bp);
    act(&mut g, Action::new(ActionKind::Mode).card(bp).target(0));
    assert_eq!(g.runner.tags, 2);
}

// ----- 35060 Next Big Thing -----

// Next Big Thing: scored, 1 agenda counter; a click and the counter draw 4 cards, then the Corp
// shuffles any number of HQ cards into R&D (here 1, then stops).
#[test]
fn c35060_next_big_thing_scored_counter_draw_four_shuffle_back() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Enigma"],
           "rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund"],
           "servers": {"remote1": {"root": [{"title": "Next Big Thing", "advancement": 4}]}}"#,
        r#""credits": 5"#,
    );
    let nbt = id(&g, "Next Big Thing");
    advance_and_score(&mut g, nbt, nbt);
    pass_windows(&mut g);
    assert_eq!(g.cards[nbt as usize].agenda_counters, 1);
    act(&mut g, Action::new(ActionKind::Ability).card(nbt).target(0));
    assert_eq!(g.decision_name(), "shuffle_into_rd");
    assert_eq!(g.corp.hq.len(), 5, "Enigma and 4 drawn");
    assert_eq!(g.cards[nbt as usize].agenda_counters, 0);
    let enigma = id(&g, "Enigma");
    act(&mut g, Action::new(ActionKind::Mode).card(enigma));
    assert_eq!(g.decision_name(), "shuffle_into_rd");
    pass(&mut g);
    assert_eq!(zone(&g, enigma), Zone::Rd);
    assert_eq!(g.corp.rd.len(), 2);
    assert_eq!(g.corp.hq.len(), 4);
    pass_windows(&mut g);
    assert!(
        legal_on(&g, ActionKind::Ability, nbt).is_empty(),
        "no counter left"
    );
}

// Next Big Thing: stolen, it gets its counter too, and the Corp may use it from the Runner's
// score area.
#[test]
fn c35060_next_big_thing_usable_from_the_runners_score_area() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund"],
           "servers": {"remote1": {"root": ["Next Big Thing"]}}"#,
        r#""credits": 5, "clicks": 1"#,
    );
    let nbt = id(&g, "Next Big Thing");
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(zone(&g, nbt), Zone::Score(Side::Runner));
    assert_eq!(g.cards[nbt as usize].agenda_counters, 1);
    until(&mut g, at_action(Side::Corp));
    act(&mut g, Action::new(ActionKind::Ability).card(nbt).target(0));
    assert_eq!(
        g.corp.hq.len(),
        5,
        "1 drawn as the turn began, 4 by the ability"
    );
    pass(&mut g);
    assert_eq!(zone(&g, nbt), Zone::Score(Side::Runner));
    assert_eq!(g.agenda_points(Side::Runner), 3);
}

// ----- 35062 Public Access Plaza -----

// Public Access Plaza: 1 credit as the Corp's turn begins.
#[test]
fn c35062_public_access_plaza_one_credit_per_turn() {
    let mut g = runner_turn(
        r#""credits": 0, "rd": ["Hedge Fund", "Hedge Fund"],
           "servers": {"remote1": {"root": [{"title": "Public Access Plaza", "rezzed": true}]}}"#,
        r#""credits": 0"#,
    );
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.corp.credits, 1);
}

/// The Runner trashes a rezzed Public Access Plaza with the Corp's score area `score`; its tags.
fn plaza_tags(score: &str) -> u8 {
    let mut g = runner_turn(
        &format!(
            r#""credits": 5, "rd": ["Hedge Fund"], "score_area": [{score}],
               "servers": {{"remote1": {{"root": [{{"title": "Public Access Plaza", "rezzed": true}}]}}}}"#
        ),
        r#""credits": 5"#,
    );
    let plaza = id(&g, "Public Access Plaza");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    act(&mut g, Action::new(ActionKind::Trash).card(plaza));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(zone(&g, plaza), Zone::Archives);
    g.runner.tags
}

// Public Access Plaza, Threat 2: trashed by the Runner at threat level 2, 1 tag; at threat
// level 1, none.
#[test]
fn c35062_public_access_plaza_threat_two_tag_when_trashed() {
    assert_eq!(plaza_tags(r#""Tomorrow's Headline""#), 1);
    assert_eq!(plaza_tags(r#""Superconducting Hub""#), 0);
}

// ----- 35061 Idiosyncresis -----

fn idiosyncresis(advancement: u8) -> GameState {
    runner_turn(
        &format!(
            r#""credits": 0, "rd": ["Hedge Fund", "Hedge Fund"],
               "servers": {{"remote1": {{"root": [{{"title": "Idiosyncresis", "rezzed": true, "advancement": {advancement}}}]}}}}"#
        ),
        r#""credits": 10, "clicks": 0"#,
    )
}

// Idiosyncresis: the Corp can advance it.
#[test]
fn c35061_idiosyncresis_can_be_advanced() {
    let g = corp_turn(
        r#""credits": 5, "servers": {"remote1": {"root": ["Idiosyncresis"]}}"#,
        r#""credits": 5"#,
    );
    let idio = id(&g, "Idiosyncresis");
    assert!(is_legal(&g, Action::new(ActionKind::Advance).card(idio)));
}

// Idiosyncresis: as the Corp's turn begins, trashed with 2 counters: 6 credits, the Runner loses
// 4.
#[test]
fn c35061_idiosyncresis_trash_for_credits() {
    let mut g = idiosyncresis(2);
    let idio = id(&g, "Idiosyncresis");
    pass_until(&mut g, "choose");
    act(&mut g, Action::new(ActionKind::Mode).card(idio).target(0));
    assert_eq!(zone(&g, idio), Zone::Archives);
    assert_eq!(g.corp.credits, 6);
    assert_eq!(g.runner.credits, 6);
}

// Idiosyncresis: "you may": kept, nothing happens.
#[test]
fn c35061_idiosyncresis_may_be_kept() {
    let mut g = idiosyncresis(2);
    let idio = id(&g, "Idiosyncresis");
    pass_until(&mut g, "choose");
    pass(&mut g);
    assert_eq!(zone(&g, idio), Zone::Root(srv("remote1")));
    assert_eq!(g.corp.credits, 0);
    assert_eq!(g.runner.credits, 10);
}

// ----- 35064 N-Pot -----

/// A Runner turn running HQ through a rezzed N-Pot, the Corp's score area `score`; the Runner
/// with `credits`.
fn npot(score: &str, credits: u8) -> GameState {
    let mut g = runner_turn(
        &format!(
            r#""credits": 5, "rd": ["Hedge Fund"], "hq": ["Hedge Fund"], "score_area": [{score}],
               "servers": {{"hq": {{"ice": [{{"title": "N-Pot", "rezzed": true}}]}}}}"#
        ),
        &format!(r#""credits": {credits}"#),
    );
    let n = id(&g, "N-Pot");
    run_on(&mut g, "hq");
    until_encounter(&mut g, n);
    g
}

// N-Pot: the Runner pays 3 credits to break a subroutine with the ice's own ability; breaking
// all three (9 credits) gets it through at threat level 4.
#[test]
fn c35064_n_pot_runner_pays_three_per_subroutine() {
    let mut g = npot(r#""Send a Message", "Tomorrow's Headline""#, 9);
    let n = id(&g, "N-Pot");
    for i in 0..3 {
        act(&mut g, Action::new(ActionKind::Break).card(n).target(i));
    }
    assert_eq!(g.runner.credits, 0);
    pass_to(&mut g, |g| g.run.is_none());
    assert!(g.turn_flags.successful_run);
}

// N-Pot: with fewer than 3 credits its ability cannot be used: nothing to decide, the first
// subroutine ends the run.
#[test]
fn c35064_n_pot_break_needs_three_credits() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Hedge Fund"], "hq": ["Hedge Fund"],
           "servers": {"hq": {"ice": [{"title": "N-Pot", "rezzed": true}]}}"#,
        r#""credits": 2"#,
    );
    let n = id(&g, "N-Pot");
    run_on(&mut g, "hq");
    while g.run.is_some() {
        assert!(legal_on(&g, ActionKind::Break, n).is_empty());
        pass(&mut g);
    }
    assert!(!g.turn_flags.successful_run);
    assert_eq!(g.runner.credits, 2);
}

// N-Pot: the first subroutine broken, at threat level 1 the other two do nothing: the run goes
// on; at threat level 2 the second ends it.
#[test]
fn c35064_n_pot_threat_gated_subroutines() {
    for (score, ends) in [
        (r#""Superconducting Hub""#, false),
        (r#""Tomorrow's Headline""#, true),
    ] {
        let mut g = npot(score, 3);
        let n = id(&g, "N-Pot");
        act(&mut g, Action::new(ActionKind::Break).card(n).target(0));
        pass_to(&mut g, |g| g.run.is_none());
        assert_eq!(g.turn_flags.successful_run, !ends, "threat from {score}");
    }
}
