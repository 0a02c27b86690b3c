//! Scenario tests of the System Update 2021 Weyland Consortium cards (Oaktown Renovation 31072,
//! Project Atlas 31073, Corporate Town 31074, Hortum 31076, Punitive Counterstrike 31078), their
//! rulings, and random games with a deck holding them and Crisium Grid 31079 (whose scenario
//! tests are in `cards_su21_weyland_runs.rs`).

mod common;
mod su21_weyland;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, EventKind, GameState, Side, Zone, NEW_REMOTE, NONE};
use su21_weyland::*;

/// Advances `c` (action phase), then passes the paid ability window that follows.
fn advance(g: &mut GameState, c: u8) {
    act(g, Action::new(ActionKind::Advance).card(c));
    pass_windows(g);
}

fn ability(c: u8) -> Action {
    Action::new(ActionKind::Ability).card(c).target(0)
}

fn choose(c: u8) -> Action {
    Action::new(ActionKind::Mode).card(c).target(0)
}

/// The Runner's observation is the same whatever its unseen cards are (redeal).
fn runner_view_survives_redeal(g: &GameState) {
    for seed in 0..8 {
        let other = g.determinize(Side::Runner, seed);
        assert_eq!(
            g.observation_json(Side::Runner),
            other.observation_json(Side::Runner)
        );
    }
}

// ----- 31072 Oaktown Renovation -----

// Oaktown Renovation: installed from HQ it is faceup (both players know it) and not rezzed.
#[test]
fn c31072_installed_faceup_known_to_the_runner() {
    let mut g = corp_turn(r#""hq": ["Oaktown Renovation", "Hedge Fund"]"#, "");
    g.set_events(true);
    let c = id(&g, "Oaktown Renovation");
    act(
        &mut g,
        Action::new(ActionKind::Install).card(c).server(NEW_REMOTE),
    );
    let c = g.corp.servers[REMOTE1 as usize].root[0];
    assert_eq!(g.card_title(c), Some("Oaktown Renovation"));
    let k = g.cards[c as usize];
    assert!(k.faceup && !k.rezzed);
    assert!(known_to_runner(&g, c));
    assert_eq!(
        g.title_known_to(Side::Runner, c),
        Some("Oaktown Renovation")
    );
    // The install event names it to the Runner.
    let ev = g.take_events().to_vec();
    let inst = ev.iter().find(|e| e.kind == EventKind::Installed).unwrap();
    let text = inst.text(Some(Side::Runner));
    assert!(text.contains("Oaktown"), "{text}");
    // A facedown agenda installed the same way stays hidden (the rule is the card's).
    let mut g = corp_turn(r#""hq": ["Hostile Takeover"]"#, "");
    let c = id(&g, "Hostile Takeover");
    act(
        &mut g,
        Action::new(ActionKind::Install).card(c).server(NEW_REMOTE),
    );
    let c = g.corp.servers[REMOTE1 as usize].root[0];
    assert!(!g.cards[c as usize].faceup && !known_to_runner(&g, c));
}

// Oaktown Renovation: each advance gains 2 credits; once 5 or more counters are on it (the new
// one included), 3.
#[test]
fn c31072_advance_gains_2_then_3_from_five_counters() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"remote1": {"root": [{"title": "Oaktown Renovation", "advancement": 3}]}}"#,
        "",
    );
    let c = id(&g, "Oaktown Renovation");
    assert!(
        g.cards[c as usize].faceup,
        "a scenario installs it faceup too"
    );
    advance(&mut g, c);
    assert_eq!(g.cards[c as usize].advancement, 4);
    assert_eq!(g.corp.credits, 5 - 1 + 2);
    advance(&mut g, c);
    assert_eq!(g.cards[c as usize].advancement, 5);
    assert_eq!(g.corp.credits, 6 - 1 + 3);
    advance(&mut g, c);
    assert_eq!(g.corp.credits, 8 - 1 + 3);
}

// Oaktown Renovation: its ability is active while it is installed faceup and unrezzed: the first
// advance of a freshly installed copy pays. Installed faceup, it is active in its root, so the
// scans for active cards walk the roots for its hooks although agendas' hooks do not make them
// walk (issue 26, `HookIndex::corp_root`): the position keeps the invariants.
#[test]
fn c31072_active_though_never_rezzed() {
    let mut g = corp_turn(r#""credits": 5, "hq": ["Oaktown Renovation"]"#, "");
    let c = id(&g, "Oaktown Renovation");
    act(
        &mut g,
        Action::new(ActionKind::Install).card(c).server(NEW_REMOTE),
    );
    pass_windows(&mut g);
    let c = g.corp.servers[REMOTE1 as usize].root[0];
    g.check_invariants().unwrap();
    advance(&mut g, c);
    assert_eq!(g.corp.credits, 6);
    assert!(!g.cards[c as usize].rezzed);
    // Advancing another card gains nothing.
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"remote1": {"root": ["Oaktown Renovation"]}, "remote2": {"root": ["Hostile Takeover"]}}"#,
        "",
    );
    let c = id(&g, "Hostile Takeover");
    advance(&mut g, c);
    assert_eq!(g.corp.credits, 4);
}

// Oaktown Renovation: installed faceup, it is neither rezzed nor unrezzed, so it cannot be exposed
// (Rules Reference, "Expose": unrezzed installed cards only): Infiltration offers no exposing
// with only Oaktown Renovation installed, and a facedown card beside it is the only choice.
#[test]
fn c31072_cannot_be_exposed() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["Oaktown Renovation"]}}"#,
        r#""grip": ["Infiltration", "Infiltration"]"#,
    );
    let inf = ids(&g, "Infiltration");
    let credits = g.runner.credits;
    play(&mut g, inf[0]);
    // Gaining 2 credits is the single outcome: not asked.
    assert_ne!(g.decision_name(), "mode");
    assert_eq!(g.runner.credits, credits + 2);
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["Oaktown Renovation"]}, "remote2": {"root": ["Hostile Takeover"]}}"#,
        r#""grip": ["Infiltration"]"#,
    );
    let (inf, oak, ht) = (
        id(&g, "Infiltration"),
        id(&g, "Oaktown Renovation"),
        id(&g, "Hostile Takeover"),
    );
    play(&mut g, inf);
    mode(&mut g, inf, 1);
    assert_eq!(g.decision_name(), "expose");
    let offered: Vec<u8> = legal(&g, ActionKind::Expose)
        .iter()
        .map(|a| a.card)
        .collect();
    assert_eq!(offered, vec![ht]);
    // Bad input: exposing Oaktown Renovation is refused.
    refused(&mut g, Action::new(ActionKind::Expose).card(oak));
}

// Oaktown Renovation: a redeal of what the Runner has not seen never makes a facedown installed
// card an Oaktown Renovation (it would be faceup), though copies hide in HQ and R&D.
#[test]
fn c31072_redeal_keeps_it_out_of_facedown_installs() {
    let g = runner_turn(
        r#""hq": ["Oaktown Renovation", "Oaktown Renovation", "Hedge Fund"], "rd": ["Oaktown Renovation", "Hostile Takeover"],
           "servers": {"remote1": {"root": [{"title": "Hostile Takeover", "advancement": 1}]}, "remote2": {"root": ["PAD Campaign"]}}"#,
        "",
    );
    let (r1, r2) = (
        g.corp.servers[REMOTE1 as usize].root[0],
        g.corp.servers[REMOTE2 as usize].root[0],
    );
    let mut moved = 0;
    for seed in 0..60 {
        let other = g.determinize(Side::Runner, seed);
        for c in [r1, r2] {
            assert_ne!(
                other.card_title(c),
                Some("Oaktown Renovation"),
                "seed {seed}"
            );
        }
        moved += usize::from(other.card_title(r2) != Some("PAD Campaign"));
        assert_eq!(
            g.observation_json(Side::Runner),
            other.observation_json(Side::Runner)
        );
    }
    assert!(moved > 0, "the redeal does move the hidden cards");
}

// Ruling 1 on Oaktown Renovation: placing advancement counters (Seamless Launch) is not
// advancing: no credits.
#[test]
fn ruling_c31072_1_placed_counters_are_not_advancing() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Seamless Launch"], "servers": {"remote1": {"root": [{"title": "Oaktown Renovation", "advancement": 3}]}}"#,
        "",
    );
    let (launch, c) = (id(&g, "Seamless Launch"), id(&g, "Oaktown Renovation"));
    play(&mut g, launch);
    pass_windows(&mut g);
    assert_eq!(g.cards[c as usize].advancement, 5);
    assert_eq!(
        g.corp.credits, 4,
        "Seamless Launch's 1 credit, nothing gained"
    );
    // A real advance at 6 counters gains 3.
    advance(&mut g, c);
    assert_eq!(g.corp.credits, 4 - 1 + 3);
}

// ----- 31073 Project Atlas -----

/// Scores `agenda` after clicking for a credit.
fn click_and_score(g: &mut GameState, agenda: u8) {
    act(g, Action::new(ActionKind::ClickCredit));
    act(g, Action::new(ActionKind::Score).card(agenda));
}

// Project Atlas: scored with 5 advancement counters it gets 2 agenda counters; with exactly 3,
// none (and no ability to use).
#[test]
fn c31073_counters_past_three() {
    for (adv, counters) in [(3u8, 0u8), (4, 1), (5, 2)] {
        let mut g = corp_turn(
            &format!(
                r#""rd": ["Hedge Fund"], "servers": {{"remote1": {{"root": [{{"title": "Project Atlas", "advancement": {adv}}}]}}}}"#
            ),
            "",
        );
        let c = id(&g, "Project Atlas");
        click_and_score(&mut g, c);
        assert_eq!(zone(&g, c), Zone::Score(Side::Corp));
        assert_eq!(g.cards[c as usize].agenda_counters, counters, "{adv}");
        assert_eq!(g.cards[c as usize].advancement, 0);
        assert_eq!(
            legal_on(&g, ActionKind::Ability, c).is_empty(),
            counters == 0
        );
        assert_eq!(g.agenda_points(Side::Corp), 2);
    }
}

/// A Corp turn with a scored Project Atlas holding `counters` agenda counters, after clicking for
/// a credit (in the paid ability window that follows, if the Corp has anything to use there).
fn atlas_window(counters: u8, rd: &str) -> GameState {
    let mut g = corp_turn(
        &format!(
            r#""rd": [{rd}], "hq": ["Ice Wall"], "score_area": [{{"title": "Project Atlas", "agenda_counters": {counters}}}]"#
        ),
        "",
    );
    act(&mut g, Action::new(ActionKind::ClickCredit));
    g
}

// Project Atlas: a counter searches R&D for any card (agendas too), revealed and added to HQ;
// R&D is shuffled.
#[test]
fn c31073_counter_searches_rd_reveals_to_hq() {
    let mut g = atlas_window(
        2,
        r#""Hedge Fund", "Hostile Takeover", "Hedge Fund", "Enigma""#,
    );
    let atlas = id(&g, "Project Atlas");
    act(&mut g, ability(atlas));
    assert_eq!(g.cards[atlas as usize].agenda_counters, 1);
    assert_eq!(g.decision_name(), "search_rd");
    assert_eq!(g.current_side(), Some(Side::Corp));
    // Copies are one choice; no declining.
    assert_eq!(legal(&g, ActionKind::Mode).len(), 3);
    assert!(legal(&g, ActionKind::Pass).is_empty());
    runner_view_survives_redeal(&g);
    // Bad input: a card of HQ is no R&D card.
    let wall = id(&g, "Ice Wall");
    refused(&mut g, choose(wall));
    let ht = id(&g, "Hostile Takeover");
    act(&mut g, choose(ht));
    assert_eq!(zone(&g, ht), Zone::Hq);
    assert!(known_to_runner(&g, ht), "revealed");
    assert_eq!(g.corp.rd.len(), 3);
    for &c in g.corp.rd.iter() {
        assert!(!g.cards[c as usize].known_to(Side::Corp), "shuffled");
    }
    // The second counter can be used in the same window.
    assert!(!legal_on(&g, ActionKind::Ability, atlas).is_empty());
}

// Project Atlas: no counter, or an empty R&D: the ability is not offered.
#[test]
fn c31073_needs_a_counter_and_cards_in_rd() {
    let g = atlas_window(0, r#""Hedge Fund""#);
    assert!(legal_on(&g, ActionKind::Ability, id(&g, "Project Atlas")).is_empty());
    let g = atlas_window(1, "");
    assert!(legal_on(&g, ActionKind::Ability, id(&g, "Project Atlas")).is_empty());
    // Bad input: using it anyway is refused.
    let mut g = atlas_window(0, r#""Hedge Fund""#);
    let atlas = id(&g, "Project Atlas");
    refused(&mut g, ability(atlas));
}

// Project Atlas: with a single card in R&D it is found without a question.
#[test]
fn c31073_single_card_found_at_once() {
    let mut g = atlas_window(1, r#""Enigma""#);
    let (atlas, enigma) = (id(&g, "Project Atlas"), id(&g, "Enigma"));
    act(&mut g, ability(atlas));
    assert_eq!(zone(&g, enigma), Zone::Hq);
    assert!(known_to_runner(&g, enigma));
    assert_eq!(g.cards[atlas as usize].agenda_counters, 0);
    assert_ne!(g.decision_name(), "search_rd", "no question asked");
}

// ----- 31074 Corporate Town -----

// Corporate Town: rezzing it forfeits an agenda of the Corp's choice as well as 1 credit.
#[test]
fn c31074_rez_forfeits_an_agenda() {
    let mut g = corp_turn(
        r#""credits": 5, "score_area": ["Hostile Takeover", "Project Atlas"], "servers": {"remote1": {"root": ["Corporate Town"]}}"#,
        "",
    );
    let (town, ht, atlas) = (
        id(&g, "Corporate Town"),
        id(&g, "Hostile Takeover"),
        id(&g, "Project Atlas"),
    );
    act(&mut g, Action::new(ActionKind::ClickCredit));
    act(&mut g, Action::new(ActionKind::Rez).card(town));
    assert_eq!(g.decision_name(), "forfeit_agenda");
    assert_eq!(legal(&g, ActionKind::Mode).len(), 2);
    // Bad input: the installed Corporate Town is no scored agenda.
    refused(&mut g, choose(town));
    act(&mut g, choose(atlas));
    assert!(g.cards[town as usize].rezzed);
    assert_eq!(zone(&g, atlas), Zone::Removed);
    assert_eq!(zone(&g, ht), Zone::Score(Side::Corp));
    assert_eq!(g.corp.credits, 6 - 1);
    assert_eq!(g.agenda_points(Side::Corp), 1);
}

// Corporate Town: with no agenda to forfeit it cannot be rezzed.
#[test]
fn c31074_no_agenda_no_rez() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"remote1": {"root": ["Corporate Town"]}}"#,
        "",
    );
    let town = id(&g, "Corporate Town");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    assert!(legal_on(&g, ActionKind::Rez, town).is_empty());
    refused(&mut g, Action::new(ActionKind::Rez).card(town));
}

// Corporate Town: as the Corp's turn begins it may trash one installed resource (not a
// program).
#[test]
fn c31074_turn_begins_trash_a_resource() {
    let mut g = corp_turn_start(
        r#""rd": ["Hedge Fund"], "servers": {"remote1": {"root": [{"title": "Corporate Town", "rezzed": true}]}}"#,
        r#""rig": ["Armitage Codebusting", "Access to Globalsec", "Crypsis"]"#,
    );
    let (arm, crypsis) = (id(&g, "Armitage Codebusting"), id(&g, "Crypsis"));
    pass_until(&mut g, "trash_resource");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(legal(&g, ActionKind::Trash).len(), 2, "resources only");
    refused(&mut g, Action::new(ActionKind::Trash).card(crypsis));
    act(&mut g, Action::new(ActionKind::Trash).card(arm));
    assert_eq!(zone(&g, arm), Zone::Heap);
    assert_eq!(g.runner.rig.len(), 2);
}

// Corporate Town: "may": the Corp can keep the resources; with none installed, or with Corporate
// Town unrezzed, nothing is asked.
#[test]
fn c31074_may_decline_and_needs_a_resource() {
    let mut g = corp_turn_start(
        r#""rd": ["Hedge Fund"], "servers": {"remote1": {"root": [{"title": "Corporate Town", "rezzed": true}]}}"#,
        r#""rig": ["Armitage Codebusting"]"#,
    );
    pass_until(&mut g, "trash_resource");
    pass(&mut g);
    assert_eq!(g.runner.rig.len(), 1);
    for (rezzed, rig) in [(true, r#""Crypsis""#), (false, r#""Armitage Codebusting""#)] {
        let mut g = corp_turn_start(
            &format!(
                r#""rd": ["Hedge Fund"], "servers": {{"remote1": {{"root": [{{"title": "Corporate Town", "rezzed": {rezzed}}}]}}}}"#
            ),
            &format!(r#""rig": [{rig}]"#),
        );
        pass_until(&mut g, "action");
        assert_eq!(g.runner.rig.len(), 1);
        assert_eq!(g.corp.hq.len(), 1, "the turn went on to the draw");
    }
}

// ----- 31076 Hortum -----

/// A run on HQ protected by a rezzed Hortum with `adv` advancement counters.
fn hortum_run(adv: u8, rd: &str, rig: &str, credits: u16) -> GameState {
    let mut g = runner_turn(
        &format!(
            r#""credits": 5, "hq": ["Hedge Fund"], "rd": [{rd}], "servers": {{"hq": {{"ice": [{{"title": "Hortum", "rezzed": true, "advancement": {adv}}}]}}}}"#
        ),
        &format!(r#""credits": {credits}, "rig": [{rig}]"#),
    );
    run_on(&mut g, "hq");
    g
}

// Hortum: unadvanced, its subroutines gain the Corp 1 credit and end the run.
#[test]
fn c31076_unadvanced_gain_1_and_end_the_run() {
    let mut g = hortum_run(2, r#""Hedge Fund", "Enigma""#, "", 0);
    pass_until(&mut g, "action");
    assert_eq!(g.corp.credits, 6);
    assert!(g.run.is_none());
    assert_eq!(g.corp.hq.len(), 1, "no search");
    assert!(!g.last_run.unwrap().successful);
}

// Hortum: with 3 counters: gain 4, then search R&D for up to 2 cards into HQ (unseen by the
// Runner), then end the run.
#[test]
fn c31076_advanced_gain_4_search_two_then_end() {
    let mut g = hortum_run(
        3,
        r#""Hedge Fund", "Enigma", "Ice Wall", "Hedge Fund""#,
        "",
        0,
    );
    pass_until(&mut g, "search_rd");
    assert_eq!(g.corp.credits, 9);
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert!(
        g.run.is_some_and(|r| !r.ended),
        "the run ends after the search"
    );
    assert_eq!(
        legal(&g, ActionKind::Mode).len(),
        3,
        "copies are one choice"
    );
    assert_eq!(legal(&g, ActionKind::Pass).len(), 1, "up to 2");
    runner_view_survives_redeal(&g);
    let label = g.label_for(Side::Runner, &legal(&g, ActionKind::Mode)[0]);
    for t in ["Hedge Fund", "Enigma", "Ice Wall"] {
        assert!(!label.contains(t), "{label}");
    }
    // Bad input: a card of HQ cannot be found in R&D.
    let hq_card = g.corp.hq[0];
    refused(&mut g, choose(hq_card));
    let (enigma, wall) = (id(&g, "Enigma"), id(&g, "Ice Wall"));
    act(&mut g, choose(enigma));
    assert_eq!(g.decision_name(), "search_rd");
    act(&mut g, choose(wall));
    for c in [enigma, wall] {
        assert_eq!(zone(&g, c), Zone::Hq);
        assert!(!known_to_runner(&g, c), "added to HQ, not revealed");
    }
    assert_eq!(g.corp.rd.len(), 2);
    for &c in g.corp.rd.iter() {
        assert!(!g.cards[c as usize].known_to(Side::Corp), "shuffled");
    }
    pass_until(&mut g, "action");
    assert!(g.run.is_none());
    assert!(!g.last_run.unwrap().successful);
}

// Hortum: "up to": the Corp may stop after one card, or find none; the run still ends. With an
// empty R&D nothing is asked.
#[test]
fn c31076_search_may_stop_early() {
    let mut g = hortum_run(4, r#""Hedge Fund", "Enigma""#, "", 0);
    pass_until(&mut g, "search_rd");
    let enigma = id(&g, "Enigma");
    act(&mut g, choose(enigma));
    pass(&mut g);
    assert_eq!(g.corp.hq.len(), 2);
    pass_until(&mut g, "action");
    assert!(g.run.is_none());

    let mut g = hortum_run(4, r#""Hedge Fund", "Enigma""#, "", 0);
    pass_until(&mut g, "search_rd");
    pass(&mut g);
    assert_eq!(g.corp.hq.len(), 1);
    assert_eq!(g.corp.rd.len(), 2);
    pass_until(&mut g, "action");
    assert!(g.run.is_none());

    let mut g = hortum_run(4, "", "", 0);
    for _ in 0..20 {
        assert_ne!(g.decision_name(), "search_rd");
        if g.run.is_none() {
            break;
        }
        pass(&mut g);
    }
    assert!(g.run.is_none());
    assert_eq!(g.corp.credits, 9);
}

/// During the Hortum encounter: whether `breaker` can be boosted until it offers a break.
fn can_break_with(g: &mut GameState, breaker: u8) -> bool {
    for _ in 0..10 {
        if !legal_on(g, ActionKind::Break, breaker).is_empty() {
            return true;
        }
        let boost = legal_on(g, ActionKind::Ability, breaker);
        if boost.is_empty() {
            return false;
        }
        act(g, boost[0]);
    }
    false
}

// Hortum: with 3 or more counters AI programs (Crypsis) cannot break it; below 3 they can, and a
// decoder that is no AI (Gordian Blade) always can.
#[test]
fn c31076_ai_breakers_shut_out_from_three_counters() {
    for (adv, ai) in [(2, true), (3, false), (5, false)] {
        let mut g = hortum_run(
            adv,
            "",
            r#"{"title": "Crypsis", "virus": 3}, "Gordian Blade""#,
            30,
        );
        while g.run.is_some_and(|r| r.encounter == NONE) {
            pass(&mut g);
        }
        assert!(g.run.is_some());
        let (crypsis, gordian) = (id(&g, "Crypsis"), id(&g, "Gordian Blade"));
        assert_eq!(can_break_with(&mut g, crypsis), ai, "{adv} counters");
        assert!(can_break_with(&mut g, gordian), "{adv} counters");
        if !ai {
            // Bad input: a break with the AI program is refused.
            refused(
                &mut g,
                Action::new(ActionKind::Break).card(crypsis).target(0),
            );
        }
    }
}

// Hortum: it can be advanced, rezzed or not; the counters change its strength not at all.
#[test]
fn c31076_advanceable_unrezzed() {
    let mut g = corp_turn(
        r#""credits": 5, "servers": {"hq": {"ice": ["Hortum"]}}"#,
        "",
    );
    let h = id(&g, "Hortum");
    advance(&mut g, h);
    advance(&mut g, h);
    assert_eq!(g.cards[h as usize].advancement, 2);
    assert!(!g.cards[h as usize].rezzed);
    let mut g = corp_turn(
        r#""servers": {"hq": {"ice": [{"title": "Hortum", "rezzed": true, "advancement": 4}]}}"#,
        "",
    );
    assert_eq!(g.current_strength(id(&g, "Hortum")), Some(4));
    let h = id(&g, "Hortum");
    assert!(!legal_on(&g, ActionKind::Advance, h).is_empty());
    advance(&mut g, h);
    assert_eq!(g.cards[h as usize].advancement, 5);
}

// ----- 31078 Punitive Counterstrike -----

/// A Runner turn that steals the agendas in remote1's root, then plays on to the Corp's action
/// phase.
fn steal_then_corp_turn(agenda: &str) -> GameState {
    let mut g = runner_turn(
        &format!(
            r#""hq": ["Punitive Counterstrike"], "rd": ["Hedge Fund", "Hedge Fund"], "servers": {{"remote1": {{"root": ["{agenda}"]}}}}"#
        ),
        r#""credits": 0, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    );
    run_on(&mut g, "remote1");
    pass_until(&mut g, "action");
    assert_eq!(g.runner.score_area.len(), 1);
    until(&mut g, at_action(Side::Corp));
    g
}

/// Plays Punitive Counterstrike with no credits added by either side to the trace.
fn counterstrike(g: &mut GameState) {
    let c = id(g, "Punitive Counterstrike");
    play(g, c);
    assert_eq!(g.decision_name(), "trace_corp");
    bid(g, 0);
    bid(g, 0);
}

// Punitive Counterstrike: trace 5 beats link 0: meat damage equal to the printed points stolen
// during the Runner's last turn (Priority Requisition: 3).
#[test]
fn c31078_damage_equals_points_stolen_last_turn() {
    let mut g = steal_then_corp_turn("Priority Requisition");
    assert_eq!(g.runner.grip.len(), 5);
    counterstrike(&mut g);
    assert_eq!(g.runner.grip.len(), 2);
    assert_eq!(g.runner.heap.len(), 3);
    assert!(!g.is_over());
    assert_eq!(g.corp.credits, 5 - 3);
}

// Punitive Counterstrike: a 1-point agenda (Hostile Takeover) gives 1 damage; an agenda
// forfeited since still counts, as printed.
#[test]
fn c31078_counts_printed_points() {
    let mut g = steal_then_corp_turn("Hostile Takeover");
    counterstrike(&mut g);
    assert_eq!(g.runner.heap.len(), 1);
}

// Punitive Counterstrike: nothing stolen during the Runner's last turn (agendas stolen earlier
// do not count): X is 0, so even a successful trace would do nothing and it cannot be played
// (Rules Reference, "Action").
#[test]
fn c31078_nothing_stolen_last_turn_not_playable() {
    let g = corp_turn(
        r#""hq": ["Punitive Counterstrike"]"#,
        r#""grip": ["Sure Gamble"], "score_area": ["Priority Requisition"]"#,
    );
    let c = id(&g, "Punitive Counterstrike");
    assert!(legal_on(&g, ActionKind::Play, c).is_empty());
}

// Punitive Counterstrike: a trace the Runner beats deals nothing.
#[test]
fn c31078_trace_beaten() {
    let mut g = steal_then_corp_turn("Priority Requisition");
    g.runner.credits = 10;
    let c = id(&g, "Punitive Counterstrike");
    play(&mut g, c);
    bid(&mut g, 0);
    bid(&mut g, 6);
    assert_eq!(g.runner.grip.len(), 5);
}

// ----- random games -----

fn weyland_su21_deck() -> DeckList {
    DeckList::parse(
        "Weyland Consortium: Building a Better World
         3 Oaktown Renovation
         3 Project Atlas
         3 Corporate Town
         3 Hortum
         3 Punitive Counterstrike
         3 Crisium Grid
         3 Hostile Takeover
         3 Posted Bounty
         1 Priority Requisition
         3 Beanstalk Royalties
         3 Hedge Fund
         3 Ice Wall
         3 Enigma
         2 Hadrian's Wall
         3 Shipment from Kaguya
         3 Scorched Earth",
    )
    .unwrap()
}

// Random play with the System Update 2021 Weyland cards against the Core starter Runner and a
// Criminal deck with Sneakdoor Beta: every game ends, hidden information holds and the
// invariants hold at the end.
#[test]
fn random_games_su21_weyland() {
    let deck = weyland_su21_deck();
    deck.validate().expect("legal deck");
    let mut ended = 0;
    for seed in 0..220 {
        let runner = if seed % 2 == 0 {
            DeckList::default_runner()
        } else {
            DeckList::starter("criminal").unwrap()
        };
        let g = random_game(&deck, &runner, seed, seed < 30);
        check_places(&g);
        g.check_invariants().unwrap();
        ended += u32::from(g.winner().is_some());
    }
    assert_eq!(ended, 220);
}
