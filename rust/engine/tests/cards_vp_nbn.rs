//! Scenario tests of the Vantage Point NBN cards written after the first five (the earlier ones
//! are in cards_vp_corp.rs). No ruling of `rulings_2022_2026.json` names a Vantage Point card:
//! these follow the current card text and the Rules Reference.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};
use startup::CATALYST;

fn mode_of(card: u8, m: u8) -> Action {
    Action::new(ActionKind::Mode).card(card).target(m)
}

/// A Corp action phase (turn 3) of `identity` against The Catalyst, 5 credits a side unless
/// the parts say otherwise.
fn corp_turn_as(identity: &str, corp: &str, runner: &str) -> GameState {
    let corp = startup::body(&[corp]);
    let runner = startup::body(&[runner]);
    game(&format!(
        r#"{{"corp": {{"identity": "{identity}", {corp}}},
            "runner": {{"identity": "{CATALYST}", {runner}}}, "active": "corp", "turn": 3}}"#
    ))
}

// ----- 36046 Editorial Division: Ad Nihilum -----

const EDITORIAL: &str = "Editorial Division: Ad Nihilum";

fn editorial() -> GameState {
    corp_turn_as(
        EDITORIAL,
        r#""credits": 14, "hq": ["Vulture Fund", "Vulture Fund"], "rd": ["Hedge Fund", "Grubber", "Hedge Fund", "Vulture Fund"]"#,
        "",
    )
}

// Editorial Division: the first bad publicity of the turn lets the Corp search R&D for a
// liability (or black ops, gray ops) card that is not an agenda: Hedge Fund is not offered.
#[test]
fn c36046_editorial_division_first_bad_publicity_searches_rd() {
    let mut g = editorial();
    let ed = id(&g, EDITORIAL);
    let vf = g.corp.hq[0];
    play(&mut g, vf);
    assert_eq!(g.corp.bad_publicity, 1);
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(ed, 0));
    assert_eq!(g.decision_name(), "search_rd");
    let offered: Vec<String> = legal(&g, ActionKind::Mode)
        .iter()
        .map(|a| g.card_title(a.card).unwrap().to_string())
        .collect();
    let mut sorted = offered.clone();
    sorted.sort();
    assert_eq!(
        sorted,
        ["Grubber", "Vulture Fund"],
        "one per title, no Hedge Fund"
    );
    let grubber = id(&g, "Grubber");
    act(&mut g, mode_of(grubber, 0));
    assert_eq!(zone(&g, grubber), Zone::Hq);
    assert!(known_to_runner(&g, grubber), "revealed");
    assert_eq!(g.corp.rd.len(), 3);
}

// Editorial Division: "the first time each turn": a second bad publicity the same turn does
// not trigger it, even when the first search was declined (Rules Reference, "Ordinal Events").
#[test]
fn c36046_editorial_division_only_the_first_time_each_turn() {
    let mut g = editorial();
    let ed = id(&g, EDITORIAL);
    let (a, b) = (g.corp.hq[0], g.corp.hq[1]);
    play(&mut g, a);
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(ed, 1));
    assert_eq!(g.corp.hq.len(), 1, "declined: nothing added");
    until(&mut g, at_action(Side::Corp));
    play(&mut g, b);
    assert_eq!(g.corp.bad_publicity, 2);
    assert_eq!(g.decision_name(), "action", "no second search this turn");
}

// Editorial Division: R&D holding no fitting card, the search finds nothing and R&D is
// shuffled (Rules Reference, "Search").
#[test]
fn c36046_editorial_division_search_may_find_nothing() {
    let mut g = corp_turn_as(
        EDITORIAL,
        r#""credits": 7, "hq": ["Vulture Fund"], "rd": ["Hedge Fund", "Hedge Fund"]"#,
        "",
    );
    let ed = id(&g, EDITORIAL);
    let vf = g.corp.hq[0];
    play(&mut g, vf);
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(ed, 0));
    assert_eq!(g.decision_name(), "action");
    assert!(g.corp.hq.is_empty());
    assert_eq!(g.corp.rd.len(), 2);
}

// ----- 36053 Flood the Market -----

/// Remote 1 (an agenda and ice), remote 2 (an asset and ice), remote 3 (an asset, no ice).
const FLOOD_SERVERS: &str = r#""servers": {
    "remote1": {"ice": ["Paywall"], "root": ["Hostile Takeover"]},
    "remote2": {"ice": ["Paywall"], "root": ["PAD Campaign"]},
    "remote3": {"root": ["PAD Campaign"]}}"#;

// Flood the Market: a double (2 clicks and 3 credits); 1 advancement counter on the chosen
// card per remote server with a card in its root and ice protecting it (2 of the 3 here);
// only a card the Corp can advance may be chosen.
#[test]
fn c36053_flood_the_market_counts_iced_remotes_with_a_root() {
    let mut g = corp_turn_as(
        HB,
        &format!(r#""hq": ["Flood the Market"], {FLOOD_SERVERS}"#),
        "",
    );
    let ftm = id(&g, "Flood the Market");
    let ht = id(&g, "Hostile Takeover");
    play(&mut g, ftm);
    assert_eq!(g.corp.clicks, 1, "double: 2 clicks");
    assert_eq!(g.corp.credits, 2);
    assert_eq!(g.cards[ht as usize].advancement, 2);
}

// Flood the Market: not offered with one click (a double), nor when no remote has both a root
// card and ice (it could place nothing: Rules Reference, "Action").
#[test]
fn c36053_flood_the_market_needs_two_clicks_and_an_iced_remote() {
    let g = corp_turn_as(
        HB,
        &format!(r#""clicks": 1, "hq": ["Flood the Market"], {FLOOD_SERVERS}"#),
        "",
    );
    let ftm = id(&g, "Flood the Market");
    assert!(!is_legal(&g, Action::new(ActionKind::Play).card(ftm)));
    let g = corp_turn_as(
        HB,
        r#""hq": ["Flood the Market"], "servers": {"remote1": {"root": ["Hostile Takeover"]}}"#,
        "",
    );
    assert!(!is_legal(&g, Action::new(ActionKind::Play).card(ftm)));
}

// ----- 36055 Hype Machine -----

// Hype Machine: rez cost 6, lowered by 6 in a turn an agenda was scored or stolen.
#[test]
fn c36055_hype_machine_free_to_rez_after_a_score_or_steal() {
    for (turn, cost) in [
        ("", 6),
        (r#", "this_turn": {"corp_scored": true}"#, 0),
        (r#", "this_turn": {"runner_stolen_points": 2}"#, 0),
    ] {
        let g = game(&format!(
            r#"{{"corp": {{"identity": "{HB}", "credits": 6, "servers": {{"remote1": {{"root": ["Hype Machine"]}}}}}},
                "runner": {{"identity": "{CATALYST}", "credits": 5}}, "active": "corp", "turn": 3{turn}}}"#
        ));
        assert_eq!(rez_cost(&g, id(&g, "Hype Machine")), cost, "{turn}");
    }
}

// Hype Machine: trashing it places 1 advancement counter on a card the Corp can advance in the
// root of its server; not offered without one.
#[test]
fn c36055_hype_machine_trash_to_place_a_counter() {
    let mut g = corp_turn_as(
        HB,
        r#""servers": {"remote1": {"root": [{"title": "Hype Machine", "rezzed": true}, "Hostile Takeover"]}}"#,
        "",
    );
    let hm = id(&g, "Hype Machine");
    let ht = id(&g, "Hostile Takeover");
    // A paid ability: used in the window after an action.
    act(&mut g, Action::new(ActionKind::ClickCredit));
    assert_eq!(g.decision_name(), "paid_ability_window");
    act(&mut g, Action::new(ActionKind::Ability).card(hm).target(0));
    assert_eq!(zone(&g, hm), Zone::Archives);
    assert_eq!(g.cards[ht as usize].advancement, 1);
    let g = corp_turn_as(
        HB,
        r#""servers": {"remote1": {"root": [{"title": "Hype Machine", "rezzed": true}]}}"#,
        "",
    );
    let hm = id(&g, "Hype Machine");
    let mut g = g;
    act(&mut g, Action::new(ActionKind::ClickCredit));
    // Nothing to use: the window after the action is not even opened.
    assert_eq!(g.decision_name(), "action");
    assert!(legal_on(&g, ActionKind::Ability, hm).is_empty());
}

// ----- 36049 Nihilo Agent -----

// Nihilo Agent: rezzed, it is loaded with 3 power counters.
#[test]
fn c36049_nihilo_agent_loads_three_power_counters() {
    let mut g = corp_turn_as(
        HB,
        r#""servers": {"remote1": {"root": ["Nihilo Agent"]}}"#,
        "",
    );
    let na = id(&g, "Nihilo Agent");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    until_rez(&mut g, na);
    act(&mut g, rez(na));
    assert_eq!(g.cards[na as usize].power, 3);
}

// Nihilo Agent: as the Corp's discard phase ends, the Runner takes 1 tag, the Corp 1 bad
// publicity, and a counter goes; as the Corp's next turn begins, 1 tag and 1 bad publicity
// are removed.
#[test]
fn c36049_nihilo_agent_discard_phase_then_turn_begins() {
    let mut g = corp_turn_as(
        HB,
        r#""clicks": 1, "rd": ["Hedge Fund", "Hedge Fund"], "servers": {"remote1": {"root": [{"title": "Nihilo Agent", "rezzed": true, "power": 2}]}}"#,
        r#""clicks": 0"#,
    );
    let na = id(&g, "Nihilo Agent");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    until(&mut g, |g| g.active == Side::Runner);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.corp.bad_publicity, 1);
    assert_eq!(g.cards[na as usize].power, 1);
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.runner.tags, 0, "removed as the Corp's turn began");
    assert_eq!(g.corp.bad_publicity, 0);
}

// Nihilo Agent: its last counter removed, it is empty and trashed (Rules Reference, "Load").
#[test]
fn c36049_nihilo_agent_trashed_when_empty() {
    let mut g = corp_turn_as(
        HB,
        r#""clicks": 1, "servers": {"remote1": {"root": [{"title": "Nihilo Agent", "rezzed": true, "power": 1}]}}"#,
        "",
    );
    let na = id(&g, "Nihilo Agent");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    until(&mut g, |g| g.active == Side::Runner);
    assert_eq!(zone(&g, na), Zone::Archives);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.corp.bad_publicity, 1);
}

// Nihilo Agent with Editorial Division: the bad publicity it gives is the turn's first, so the
// identity may search.
#[test]
fn c36049_nihilo_agent_bad_publicity_triggers_editorial_division() {
    let mut g = corp_turn_as(
        EDITORIAL,
        r#""clicks": 1, "rd": ["Hedge Fund", "Grubber"], "servers": {"remote1": {"root": [{"title": "Nihilo Agent", "rezzed": true, "power": 2}]}}"#,
        "",
    );
    act(&mut g, Action::new(ActionKind::ClickCredit));
    pass_until(&mut g, "mode");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(g.corp.bad_publicity, 1);
}

// ----- 36048 Magistrate Revontulet -----

// Magistrate Revontulet: rezzed anywhere, stealing an agenda costs 3 more credits; unable to
// pay them, the Runner cannot steal.
#[test]
fn c36048_magistrate_steal_costs_three_credits() {
    for (credits, stolen) in [(5, true), (2, false)] {
        let mut g = game(&format!(
            r#"{{"corp": {{"identity": "{HB}", "credits": 5, "servers": {{"remote1": {{"root": [{{"title": "Magistrate Revontulet", "rezzed": true}}]}}, "remote2": {{"root": ["Hostile Takeover"]}}}}}},
                "runner": {{"identity": "{CATALYST}", "credits": {credits}}}, "active": "runner", "turn": 2}}"#
        ));
        run_on(&mut g, "remote2");
        while g.run.is_some() {
            let a = g
                .legal_actions()
                .iter()
                .copied()
                .find(|a| a.kind == ActionKind::Score)
                .unwrap_or(Action::new(ActionKind::Pass));
            let a = if g.legal_actions().contains(&a) {
                a
            } else {
                g.legal_actions()[0]
            };
            act(&mut g, a);
        }
        assert_eq!(g.runner.score_area.len() == 1, stolen, "{credits}");
        if stolen {
            assert_eq!(g.runner.credits, credits - 3);
        }
    }
}

// Magistrate Revontulet: each agenda the Corp scores makes the Runner lose 3 credits.
#[test]
fn c36048_magistrate_score_costs_the_runner_three() {
    let mut g = corp_turn_as(
        HB,
        r#""servers": {"remote1": {"root": [{"title": "Magistrate Revontulet", "rezzed": true}]}, "remote2": {"root": [{"title": "Private Security Force", "advancement": 4}]}}"#,
        "",
    );
    let psf = id(&g, "Private Security Force");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    act(&mut g, Action::new(ActionKind::Score).card(psf));
    assert_eq!(g.runner.credits, 2);
}

// ----- 36047 Witch Hunt -----

// Witch Hunt: scored, the Corp takes 1 bad publicity; as its action phase ends that turn, the
// Runner's tags are removed and it gets 3.
#[test]
fn c36047_witch_hunt_bad_publicity_then_three_tags() {
    let mut g = corp_turn_as(
        HB,
        r#""clicks": 2, "rd": ["Hedge Fund", "Hedge Fund"], "servers": {"remote1": {"root": [{"title": "Witch Hunt", "advancement": 4}]}}"#,
        r#""tags": 1"#,
    );
    let wh = id(&g, "Witch Hunt");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    act(&mut g, Action::new(ActionKind::Score).card(wh));
    assert_eq!(g.corp.bad_publicity, 1);
    assert_eq!(g.runner.tags, 1);
    until(&mut g, |g| g.active == Side::Runner);
    assert_eq!(g.runner.tags, 3, "all removed, then 3 given");
}

// Witch Hunt: stolen, the Corp takes 1 bad publicity, and no tags come.
#[test]
fn c36047_witch_hunt_stolen_gives_bad_publicity() {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5, "servers": {{"remote1": {{"root": ["Witch Hunt"]}}}}}},
            "runner": {{"identity": "{CATALYST}", "credits": 5}}, "active": "runner", "turn": 2}}"#
    ));
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.score_area.len(), 1);
    assert_eq!(g.corp.bad_publicity, 1);
    assert_eq!(g.runner.tags, 0);
}

// ----- 36054 Scapegoat -----

fn scapegoat() -> GameState {
    corp_turn_as(
        HB,
        r#""credits": 5, "bad_publicity": 3, "hq": ["Scapegoat"]"#,
        r#""rig": ["Corroder", "Cyberfeeder"], "stack": ["Sure Gamble"]"#,
    )
}

// Scapegoat: the Runner picks removing 2 bad publicity.
#[test]
fn c36054_scapegoat_runner_picks_bad_publicity() {
    let mut g = scapegoat();
    let sg = id(&g, "Scapegoat");
    play(&mut g, sg);
    assert_eq!(g.decision_name(), "choose");
    assert_eq!(g.current_side(), Some(Side::Runner));
    act(&mut g, mode_of(sg, 0));
    assert_eq!(g.corp.bad_publicity, 1);
    assert_eq!(g.runner.rig.len(), 2);
}

// Scapegoat: the Runner picks the other option; the Corp chooses an installed Runner card,
// which the Runner shuffles into the stack.
#[test]
fn c36054_scapegoat_corp_picks_a_card_to_shuffle_into_the_stack() {
    let mut g = scapegoat();
    let sg = id(&g, "Scapegoat");
    let corroder = id(&g, "Corroder");
    play(&mut g, sg);
    act(&mut g, mode_of(sg, 1));
    assert_eq!(g.decision_name(), "choose_card");
    assert_eq!(g.current_side(), Some(Side::Corp));
    act(&mut g, mode_of(corroder, 0));
    assert_eq!(zone(&g, corroder), Zone::Stack);
    assert_eq!(g.runner.stack.len(), 2);
    assert_eq!(g.corp.bad_publicity, 3);
}

// ----- 36051 Lethe -----

/// A Runner turn with Lethe rezzed on HQ; `archives` and `rig` as JSON lists.
fn lethe(archives: &str, rig: &str, credits: u16) -> GameState {
    startup::runner_turn(
        &format!(
            r#""hq": ["Hedge Fund"], "rd": ["PAD Campaign", "Hedge Fund"], "archives": {archives}, "servers": {{"hq": {{"ice": [{{"title": "Lethe", "rezzed": true}}]}}}}"#
        ),
        &format!(r#""credits": {credits}, "rig": {rig}, "stack": ["Sure Gamble", "Sure Gamble"]"#),
    )
}

/// Passes until Lethe's own choice of kind `name` is asked (the Corp decides).
fn to_lethe_choice(g: &mut GameState, name: &str) {
    pass_until(g, name);
    assert_eq!(g.current_side(), Some(Side::Corp));
}

// Lethe, first subroutine: the Corp adds a faceup card of Archives to the top of R&D (the
// Runner saw it go there); second subroutine: the single installed Runner card goes to the
// grip, its hosted virus counters gone.
#[test]
fn c36051_lethe_archives_to_top_and_installed_card_to_grip() {
    let mut g = lethe(
        r#"[{"title": "Enigma", "faceup": true}]"#,
        r#"[{"title": "Datasucker", "virus": 2}]"#,
        5,
    );
    let (lethe, enigma, ds) = (id(&g, "Lethe"), id(&g, "Enigma"), id(&g, "Datasucker"));
    run_on(&mut g, "hq");
    to_lethe_choice(&mut g, "choose_card");
    act(&mut g, Action::new(ActionKind::Mode).card(enigma).target(0));
    assert_eq!(g.decision_name(), "choose");
    act(&mut g, mode_of(enigma, 0));
    assert_eq!(g.corp.rd.last(), Some(&enigma), "on top of R&D");
    assert!(g.corp.archives.is_empty());
    assert!(known_to_runner(&g, enigma), "seen faceup in Archives");
    pass_to(&mut g, |g| zone(g, ds) != Zone::Rig);
    assert_eq!(zone(&g, ds), Zone::Grip);
    assert_eq!(g.cards[ds as usize].virus, 0);
    let _ = lethe;
}

// Lethe, first subroutine: the bottom of R&D; a facedown card stays unknown to the Runner.
#[test]
fn c36051_lethe_facedown_archives_card_to_bottom() {
    let mut g = lethe(r#"["Hedge Fund"]"#, "[]", 5);
    let hf_archives = g.corp.archives[0];
    run_on(&mut g, "hq");
    to_lethe_choice(&mut g, "choose_card");
    act(
        &mut g,
        Action::new(ActionKind::Mode).card(hf_archives).target(0),
    );
    act(&mut g, mode_of(hf_archives, 1));
    assert_eq!(g.corp.rd[0], hf_archives, "at the bottom of R&D");
    assert_eq!(zone(&g, hf_archives), Zone::Rd);
    assert!(!known_to_runner(&g, hf_archives));
}

// Lethe, first subroutine: "you may": the Corp may add nothing; with Archives empty it is not
// asked at all. Second subroutine: with no installed Runner card nothing happens.
#[test]
fn c36051_lethe_may_decline_and_nothing_to_bounce() {
    let mut g = lethe(r#"["Hedge Fund"]"#, "[]", 5);
    run_on(&mut g, "hq");
    to_lethe_choice(&mut g, "choose_card");
    act(&mut g, Action::new(ActionKind::Pass));
    assert_eq!(g.corp.archives.len(), 1);
    assert_eq!(g.corp.rd.len(), 2);
    pass_to(&mut g, |g| g.run.is_none());
    let mut g = lethe("[]", "[]", 5);
    run_on(&mut g, "hq");
    while g.run.is_some() {
        assert_ne!(g.decision_name(), "choose_card", "nothing to choose");
        pass(&mut g);
    }
}

// Lethe, second subroutine: the Corp chooses among the installed Runner cards (a hosted
// program too); the chosen one's hosted cards are trashed as it leaves (Rules Reference,
// "Hosted").
#[test]
fn c36051_lethe_corp_chooses_the_card_for_the_grip() {
    let mut g = lethe(
        "[]",
        r#"["Corroder", {"title": "Djinn", "hosted": ["Datasucker"]}]"#,
        5,
    );
    let (corroder, djinn, ds) = (id(&g, "Corroder"), id(&g, "Djinn"), id(&g, "Datasucker"));
    run_on(&mut g, "hq");
    to_lethe_choice(&mut g, "choose_card");
    let offered: Vec<u8> = g.legal_actions().iter().map(|a| a.card).collect();
    assert_eq!(offered.len(), 3, "every installed card, the hosted one too");
    assert!(offered.contains(&ds));
    act(&mut g, Action::new(ActionKind::Mode).card(djinn).target(0));
    assert_eq!(zone(&g, djinn), Zone::Grip);
    assert_eq!(
        zone(&g, ds),
        Zone::Heap,
        "hosted on the returned card: trashed"
    );
    assert_eq!(zone(&g, corroder), Zone::Rig);
}

// Lethe: fully breaking it (both subroutines) gives the Runner 1 tag, once; breaking only one
// gives none.
#[test]
fn c36051_lethe_fully_broken_gives_a_tag() {
    let mut g = lethe("[]", r#"["Ninja"]"#, 20);
    let (lethe, ninja) = (id(&g, "Lethe"), id(&g, "Ninja"));
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_some_and(|r| r.encounter == lethe));
    boosts_to_break(&mut g, ninja);
    act(&mut g, Action::new(ActionKind::Break).card(ninja).target(0));
    assert_eq!(g.runner.tags, 0, "one subroutine left");
    act(&mut g, Action::new(ActionKind::Break).card(ninja).target(1));
    pass_to(&mut g, |g| {
        g.decision_name() != "trigger" || g.runner.tags > 0
    });
    assert_eq!(g.runner.tags, 1);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.tags, 1);
    assert_eq!(zone(&g, ninja), Zone::Rig, "no subroutine resolved");
}

// Lethe: breaking one subroutine is not fully breaking it: no tag, and the other subroutine
// resolves.
#[test]
fn c36051_lethe_partly_broken_gives_no_tag() {
    let mut g = lethe("[]", r#"["Ninja"]"#, 20);
    let (lethe, ninja) = (id(&g, "Lethe"), id(&g, "Ninja"));
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_some_and(|r| r.encounter == lethe));
    boosts_to_break(&mut g, ninja);
    act(&mut g, Action::new(ActionKind::Break).card(ninja).target(0));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.tags, 0);
    assert_eq!(
        zone(&g, ninja),
        Zone::Grip,
        "the second subroutine resolved"
    );
}

// Lethe: bypassing it (Inside Job bypasses the first ice encountered) gives the Runner 1 tag.
#[test]
fn c36051_lethe_bypassed_gives_a_tag() {
    let mut g = startup::runner_turn(
        r#""hq": ["PAD Campaign"], "servers": {"hq": {"ice": [{"title": "Lethe", "rezzed": true}]}}"#,
        r#""grip": ["Inside Job"], "stack": ["Sure Gamble"]"#,
    );
    let ij = id(&g, "Inside Job");
    play(&mut g, ij);
    act(&mut g, Action::new(ActionKind::Run).server(HQ));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.tags, 1);
    assert!(
        known_to_runner(&g, id(&g, "PAD Campaign")),
        "the run reached HQ"
    );
}
