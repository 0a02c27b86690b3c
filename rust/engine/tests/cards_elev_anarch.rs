//! Scenario tests of the Elevation Anarch cards written after the first batch (those in
//! `cards_elev_runner.rs`): Ryo "Phoenix" Ono (35001), Topan (35002), Cacophony (35010), Hantu (35008), Gourmand (35007), ... No ruling of
//! `rulings_2022_2026.json` names an Elevation card.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};
use startup::runner_turn;

const RYO: &str = "Ryo \"Phoenix\" Ono: Out of the Ashes";
const TOPAN: &str = "Topan: Ormas Leader";

// ----- 35001 Ryo "Phoenix" Ono -----

/// A Runner turn as Ryo: HQ protected by a rezzed Neural Katana (one subroutine: 3 net damage,
/// which does not end the run), the Corp holding two cards.
fn ryo_turn() -> GameState {
    runner_turn_as(
        RYO,
        r#""credits": 5, "hq": ["Hedge Fund", "Ice Wall"],
           "servers": {"hq": {"ice": [{"title": "Neural Katana", "rezzed": true}]}}"#,
        r#""credits": 0, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    )
}

// Ryo: a subroutine resolved during the run (Neural Katana's), then the run is successful: the
// Runner gains 1 credit and the Corp chooses a card of HQ to trash, before the breach.
#[test]
fn c35001_ryo_gains_and_the_corp_trashes_after_a_subroutine_resolved() {
    let mut g = ryo_turn();
    run_on(&mut g, "hq");
    pass_until(&mut g, "trash_from_hq");
    assert_eq!(g.current_side(), Some(Side::Corp), "the Corp chooses");
    assert_eq!(g.runner.credits, 1);
    let hf = id(&g, "Hedge Fund");
    act(&mut g, Action::new(ActionKind::Trash).card(hf));
    assert_eq!(g.corp.hq.len(), 1);
    assert_eq!(g.corp.archives.len(), 1);
}

// Ryo: no subroutine resolved (no ice): nothing; and only the first such run each turn.
#[test]
fn c35001_ryo_needs_a_resolved_subroutine_and_is_once_per_turn() {
    let mut g = runner_turn_as(
        RYO,
        r#""credits": 5, "hq": ["Hedge Fund", "Ice Wall"]"#,
        r#""credits": 0"#,
    );
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.corp.hq.len(), 2);

    let mut g = ryo_turn();
    run_on(&mut g, "hq");
    pass_until(&mut g, "trash_from_hq");
    let hf = id(&g, "Hedge Fund");
    only_on(&mut g, ActionKind::Trash, hf);
    pass_to(&mut g, |g| g.run.is_none());
    pass_to(&mut g, |g| g.decision_name() == "action");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.credits, 1, "the second run gains nothing");
}

// ----- 35002 Topan -----

fn topan_turn(grip: &str) -> GameState {
    runner_turn_as(TOPAN, "", &format!(r#""credits": 2, "grip": [{grip}]"#))
}

fn topan_ability(g: &GameState) -> Action {
    Action::new(ActionKind::Ability)
        .card(g.runner.identity)
        .target(0)
}

// Topan: a click installs a grip card paying 2 less (Rent Rioters, cost 2, for nothing); once
// it is installed the Runner suffers 1 meat damage.
#[test]
fn c35002_topan_installs_two_cheaper_then_one_meat_damage() {
    let mut g = topan_turn(r#""Rent Rioters", "Sure Gamble", "Sure Gamble""#);
    let t = topan_ability(&g);
    act(&mut g, t);
    let rr = id(&g, "Rent Rioters");
    assert_eq!(
        zone(&g, rr),
        Zone::Rig,
        "the only card it can install: not asked"
    );
    assert_eq!(g.runner.credits, 2);
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(g.runner.grip.len(), 1, "1 meat damage");
    assert_eq!(g.runner.heap.len(), 1);
}

// Topan: once per turn; a card it cannot afford even 2 cheaper is not offered.
#[test]
fn c35002_topan_once_per_turn_and_only_affordable() {
    let mut g = topan_turn(r#""Rent Rioters", "Rent Rioters", "Clean Getaway""#);
    let t = topan_ability(&g);
    act(&mut g, t);
    assert!(!is_legal(&g, t), "once per turn");
    let g = topan_turn(r#""Akamatsu Mem Chip""#);
    assert!(is_legal(&g, topan_ability(&g)), "1 credit: free with Topan");
    let g = runner_turn_as(
        TOPAN,
        "",
        r#""credits": 0, "grip": ["Rent Rioters", "Corroder"]"#,
    );
    let mut offered = g.legal_actions().to_vec();
    offered.retain(|a| a.kind == ActionKind::Ability);
    assert_eq!(offered, vec![topan_ability(&g)], "Rent Rioters for 0");
}

// ----- 35010 Cacophony -----

// Cacophony: the first Corp card the Runner steals or trashes each turn places 1 power
// counter; the second does not.
#[test]
fn c35010_cacophony_counts_the_first_steal_or_trash_each_turn() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["Hostile Takeover"]}, "remote2": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 9, "rig": ["Cacophony"]"#,
    );
    let caco = id(&g, "Cacophony");
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.decision_name() == "action");
    assert_eq!(g.agenda_points(Side::Runner), 1, "stolen");
    assert_eq!(g.cards[caco as usize].power, 1);
    run_on(&mut g, "remote2");
    pass_until(&mut g, "trash_or_steal");
    let pad = id(&g, "PAD Campaign");
    act(&mut g, Action::new(ActionKind::Trash).card(pad));
    pass_to(&mut g, |g| g.decision_name() == "action");
    assert_eq!(zone(&g, pad), Zone::Archives);
    assert_eq!(g.cards[caco as usize].power, 1, "not the first this turn");
}

/// The last click of a Runner turn with Cacophony holding `power` counters.
fn cacophony_last_click(power: u8, hq: &str) -> GameState {
    let mut g = runner_turn(
        &format!(r#""hq": [{hq}], "rd": ["Hedge Fund", "Ice Wall", "Enigma", "PAD Campaign"]"#),
        &format!(r#""clicks": 1, "rig": [{{"title": "Cacophony", "power": {power}}}]"#),
    );
    act(&mut g, Action::new(ActionKind::ClickCredit));
    g
}

// Cacophony: as the action phase ends, 2 counters buy sabotage 3: the Corp trashes an HQ card
// of its choice, then the rest from the top of R&D.
#[test]
fn c35010_cacophony_sabotage_three_as_the_action_phase_ends() {
    let mut g = cacophony_last_click(3, r#""Hostile Takeover", "Hostile Takeover""#);
    let caco = id(&g, "Cacophony");
    assert_eq!(g.decision_name(), "mode");
    act(&mut g, Action::new(ActionKind::Mode).card(caco).target(0));
    assert_eq!(g.cards[caco as usize].power, 1);
    assert_eq!(g.decision_name(), "trash_from_hq");
    assert_eq!(g.current_side(), Some(Side::Corp));
    let ht = g.corp.hq[0];
    act(&mut g, Action::new(ActionKind::Trash).card(ht));
    assert_eq!(g.corp.hq.len(), 1);
    assert_eq!(g.decision_name(), "trash_from_hq");
    act(&mut g, Action::new(ActionKind::Mode).card(caco).target(0));
    // The Corp's turn has begun since: its draw took one more from R&D.
    assert_eq!(g.corp.rd.len(), 4 - 2 - 1, "the top 2 of R&D");
    assert_eq!(g.corp.archives.len(), 3);
    let hedge = id(&g, "Hedge Fund");
    assert_eq!(zone(&g, hedge), Zone::Archives);
    assert!(!known_to_runner(&g, hedge), "trashed facedown");
}

// Cacophony: fewer than 2 counters: nothing asked; declining keeps them; with HQ empty the
// sabotage takes R&D's top 3 (a single outcome, not asked).
#[test]
fn c35010_cacophony_needs_two_counters_and_may_decline() {
    let g = cacophony_last_click(1, "");
    assert_ne!(g.decision_name(), "mode");
    let mut g = cacophony_last_click(2, "");
    let caco = id(&g, "Cacophony");
    act(&mut g, Action::new(ActionKind::Mode).card(caco).target(1));
    assert_eq!(g.cards[caco as usize].power, 2);
    let mut g = cacophony_last_click(2, "");
    let caco = id(&g, "Cacophony");
    act(&mut g, Action::new(ActionKind::Mode).card(caco).target(0));
    assert_eq!(g.corp.archives.len(), 3, "R&D's top 3");
    assert_eq!(
        g.corp.rd.len(),
        0,
        "the fourth drawn as the Corp's turn began"
    );
}

// ----- 35008 Hantu -----

// Hantu: installed with 2 virus counters; a hosted virus counter (no credit) buys +2 strength,
// and 1 credit breaks a sentry subroutine (Neural Katana, strength 3).
#[test]
fn c35008_hantu_virus_counters_pay_for_strength() {
    let mut g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Neural Katana", "rezzed": true}]}}"#,
        r#""credits": 4, "grip": ["Hantu"]"#,
    );
    let hantu = id(&g, "Hantu");
    act(&mut g, Action::new(ActionKind::Install).card(hantu));
    while g.decision_name() == "memory" {
        pass(&mut g);
    }
    assert_eq!(g.cards[hantu as usize].virus, 2);
    assert_eq!(g.runner.credits, 1, "4 - 3");
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    act(
        &mut g,
        Action::new(ActionKind::Ability).card(hantu).target(0),
    );
    assert_eq!(g.cards[hantu as usize].virus, 1);
    assert_eq!(g.runner.credits, 1, "no credit for strength");
    assert_eq!(g.current_strength(hantu), Some(4));
    act(&mut g, Action::new(ActionKind::Break).card(hantu).target(0));
    assert_eq!(g.runner.credits, 0);
}

// Hantu: with no virus counter its strength cannot be raised.
#[test]
fn c35008_hantu_without_virus_counters_cannot_boost() {
    let mut g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Neural Katana", "rezzed": true}]}}"#,
        r#""credits": 4, "rig": ["Hantu"], "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    );
    let hantu = id(&g, "Hantu");
    run_on(&mut g, "hq");
    while g.run.is_some() {
        assert!(legal_on(&g, ActionKind::Ability, hantu).is_empty());
        assert!(legal_on(&g, ActionKind::Break, hantu).is_empty(), "2 < 3");
        pass(&mut g);
    }
    assert_eq!(g.runner.grip.len(), 1, "Neural Katana's 3 net damage");
}

// ----- 35007 Gourmand -----

// Gourmand: accessing a non-agenda card (PAD Campaign), the Runner may trash Gourmand to trash
// it without paying its trash cost, and draws 1 card.
#[test]
fn c35007_gourmand_trashes_the_accessed_card_and_draws() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 0, "rig": ["Gourmand"], "stack": ["Sure Gamble"]"#,
    );
    let gourmand = id(&g, "Gourmand");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    act(
        &mut g,
        Action::new(ActionKind::Ability).card(gourmand).target(0),
    );
    assert_eq!(zone(&g, gourmand), Zone::Heap);
    assert_eq!(zone(&g, id(&g, "PAD Campaign")), Zone::Archives);
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.runner.credits, 0);
}

// Gourmand: not on an agenda (it is stolen as usual).
#[test]
fn c35007_gourmand_not_on_agendas() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["Hostile Takeover"]}}"#,
        r#""credits": 0, "rig": ["Gourmand"]"#,
    );
    let gourmand = id(&g, "Gourmand");
    run_on(&mut g, "remote1");
    while g.run.is_some() {
        assert!(legal_on(&g, ActionKind::Ability, gourmand).is_empty());
        pass(&mut g);
    }
    assert_eq!(g.agenda_points(Side::Runner), 1);
}

// ----- 35006 Bling -----

/// A Runner turn with Bling installed: `grip`, `stack` (top first) and Bling's `holds` as JSON
/// lists, 5 credits.
fn bling_turn(grip: &str, stack: &str, holds: &str) -> GameState {
    runner_turn(
        "",
        &format!(
            r#""grip": [{grip}], "stack": [{stack}], "rig": [{{"title": "Bling", "holds": [{holds}]}}]"#
        ),
    )
}

/// The cards Bling holds as `viewer`'s observation shows them.
fn holds_seen(g: &GameState, viewer: Side, host: u8) -> Vec<serde_json::Value> {
    let o = obs(g, viewer);
    let rig = o["runner"]["rig"].as_array().unwrap().clone();
    let h = rig
        .iter()
        .find(|c| c["id"] == host as u64)
        .expect("the host is in the rig");
    h["holds"].as_array().cloned().unwrap_or_default()
}

// Bling: installing a card without spending credits (Gourmand, cost 0) lets the Runner host
// the top card of the stack faceup on Bling: not installed, seen by both sides.
#[test]
fn c35006_bling_hosts_the_top_card_of_the_stack_after_a_free_install() {
    let mut g = bling_turn(r#""Gourmand""#, r#""Sure Gamble", "Mayfly""#, "");
    let bling = id(&g, "Bling");
    let sg = id(&g, "Sure Gamble");
    let c = id(&g, "Gourmand");
    act(&mut g, Action::new(ActionKind::Install).card(c));
    assert_eq!(g.decision_name(), "mode");
    assert_eq!(
        g.label(&Action::new(ActionKind::Mode).card(bling).target(0)),
        "Bling: host the top card of the stack faceup on it"
    );
    act(&mut g, Action::new(ActionKind::Mode).card(bling).target(0));
    assert_eq!(zone(&g, sg), Zone::Hosted(bling));
    assert_eq!(g.runner.stack.len(), 1);
    assert!(!g.runner.grip.contains(&sg) && !g.runner.rig.contains(&sg));
    for side in [Side::Corp, Side::Runner] {
        let held = holds_seen(&g, side, bling);
        assert_eq!(held.len(), 1);
        assert_eq!(held[0]["title"], "Sure Gamble", "faceup: {side:?} sees it");
    }
    g.check_invariants().unwrap();
}

// Bling: "you may": the Runner can decline; and an install that spends credits (Mayfly, 1
// credit) does not trigger it.
#[test]
fn c35006_bling_is_optional_and_only_after_installs_without_credits() {
    let mut g = bling_turn(r#""Gourmand""#, r#""Sure Gamble""#, "");
    let c = id(&g, "Gourmand");
    act(&mut g, Action::new(ActionKind::Install).card(c));
    assert_eq!(g.decision_name(), "mode");
    pass(&mut g);
    assert_eq!(g.runner.stack.len(), 1);

    let mut g = bling_turn(r#""Mayfly""#, r#""Sure Gamble""#, "");
    let c = id(&g, "Mayfly");
    act(&mut g, Action::new(ActionKind::Install).card(c));
    assert_ne!(g.decision_name(), "mode");
    assert_eq!(g.runner.credits, 4);
    assert_eq!(g.runner.stack.len(), 1);
}

// Bling: hosted cards are played or installed as if they were in the grip (an event played
// from Bling, a program installed from it paying its cost).
#[test]
fn c35006_bling_hosted_cards_play_and_install_as_if_in_the_grip() {
    let mut g = bling_turn("", "", r#""Sure Gamble", "Mayfly""#);
    let bling = id(&g, "Bling");
    let (sg, mayfly) = (id(&g, "Sure Gamble"), id(&g, "Mayfly"));
    assert_eq!(zone(&g, sg), Zone::Hosted(bling));
    play(&mut g, sg);
    assert_eq!(g.runner.credits, 9);
    assert_eq!(zone(&g, sg), Zone::Heap);
    pass_windows(&mut g);
    act(&mut g, Action::new(ActionKind::Install).card(mayfly));
    assert_eq!(zone(&g, mayfly), Zone::Rig);
    assert_eq!(g.runner.credits, 8);
    g.check_invariants().unwrap();
}

// Bling: +1 memory.
#[test]
fn c35006_bling_gives_one_memory() {
    let g = bling_turn("", "", "");
    assert_eq!(obs(&g, Side::Runner)["runner"]["memory_limit"], 5);
}

// Bling: when the Runner's discard phase ends, every hosted card is trashed.
#[test]
fn c35006_bling_trashes_its_hosted_cards_when_the_discard_phase_ends() {
    let mut g = bling_turn("", "", r#""Sure Gamble", "Mayfly""#);
    let (sg, mayfly) = (id(&g, "Sure Gamble"), id(&g, "Mayfly"));
    until(&mut g, at_action(Side::Corp));
    assert_eq!(zone(&g, sg), Zone::Heap);
    assert_eq!(zone(&g, mayfly), Zone::Heap);
    g.check_invariants().unwrap();
}

// docs/scenario.md: cards Bling holds are written (`holds`) and read back, faceup and public.
#[test]
fn c35006_bling_hosted_cards_round_trip_in_a_scenario() {
    let g = bling_turn("", "", r#""Sure Gamble""#);
    let back = GameState::from_scenario_json(&g.to_scenario().to_string()).unwrap();
    let sg = id(&back, "Sure Gamble");
    assert_eq!(zone(&back, sg), Zone::Hosted(id(&back, "Bling")));
    assert!(back.cards[sg as usize].faceup);
    assert!(back.cards[sg as usize].known_to(Side::Corp));
    assert_eq!(back.to_scenario(), g.to_scenario());
}

// ----- 35003 Charm Offensive -----

// Charm Offensive: a run on Archives; when it ends the Runner may trash 1 rezzed copy of a card
// it accessed in Archives (Ice Wall accessed there: the rezzed Ice Wall protecting HQ, not the
// unrezzed one on R&D).
#[test]
fn c35003_charm_offensive_trashes_a_rezzed_copy_of_an_accessed_card() {
    let mut g = runner_turn(
        r#""archives": [{"title": "Ice Wall", "faceup": true}],
           "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]},
                       "rd": {"ice": ["Ice Wall"]}}"#,
        r#""grip": ["Charm Offensive"]"#,
    );
    let hq_wall = g.corp.servers[0].ice[0];
    let rd_wall = g.corp.servers[1].ice[0];
    let c = id(&g, "Charm Offensive");
    play(&mut g, c);
    pass_until(&mut g, "choose_card");
    assert!(g.run.is_none(), "when the run ends");
    assert!(
        legal_on(&g, ActionKind::Trash, rd_wall).is_empty(),
        "only rezzed copies"
    );
    act(&mut g, Action::new(ActionKind::Trash).card(hq_wall));
    assert_eq!(zone(&g, hq_wall), Zone::Archives);
    assert_eq!(zone(&g, rd_wall), Zone::Ice(1));
}

// Charm Offensive: "you may"; and nothing is asked without a rezzed copy of an accessed card.
#[test]
fn c35003_charm_offensive_is_optional_and_needs_a_rezzed_copy() {
    let corp = r#""archives": [{"title": "Ice Wall", "faceup": true}],
           "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#;
    let mut g = runner_turn(corp, r#""grip": ["Charm Offensive"]"#);
    let wall = g.corp.servers[0].ice[0];
    let c = id(&g, "Charm Offensive");
    play(&mut g, c);
    pass_until(&mut g, "choose_card");
    pass(&mut g);
    assert_eq!(zone(&g, wall), Zone::Ice(0));
    let mut g = runner_turn(
        r#""archives": [{"title": "Hedge Fund", "faceup": true}],
           "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""grip": ["Charm Offensive"]"#,
    );
    let c = id(&g, "Charm Offensive");
    play(&mut g, c);
    pass_to(&mut g, |g| g.run.is_none());
    pass_windows(&mut g);
    assert_eq!(g.decision_name(), "action");
}

// ----- 35004 Scrounge -----

// Scrounge: an extra click to play; install 1 program from the heap (paying for it), then the
// Runner may add 1 heap program to the bottom of the stack.
#[test]
fn c35004_scrounge_installs_from_the_heap_and_may_bottom_another() {
    let mut g = runner_turn(
        "",
        r#""grip": ["Scrounge"], "heap": ["Mayfly", "Gourmand"], "stack": ["Sure Gamble"]"#,
    );
    let (mayfly, gourmand) = (id(&g, "Mayfly"), id(&g, "Gourmand"));
    let c = id(&g, "Scrounge");
    play(&mut g, c);
    assert_eq!(g.runner.clicks, 2, "Double: two clicks");
    assert_eq!(g.decision_name(), "card_to_install");
    act(&mut g, Action::new(ActionKind::Install).card(mayfly));
    assert_eq!(zone(&g, mayfly), Zone::Rig);
    assert_eq!(g.runner.credits, 3, "1 to play, 1 to install Mayfly");
    assert_eq!(g.decision_name(), "choose_card");
    act(
        &mut g,
        Action::new(ActionKind::Mode).card(gourmand).target(0),
    );
    assert_eq!(zone(&g, gourmand), Zone::Stack);
    assert_eq!(g.runner.stack[0], gourmand, "the bottom of the stack");
    g.check_invariants().unwrap();
}

// Scrounge: with no program in the heap it is not offered; with one, adding it to the stack is
// optional.
#[test]
fn c35004_scrounge_needs_a_heap_program_and_bottoming_is_optional() {
    let g = runner_turn("", r#""grip": ["Scrounge"], "heap": ["Sure Gamble"]"#);
    assert!(legal_on(&g, ActionKind::Play, id(&g, "Scrounge")).is_empty());
    let mut g = runner_turn(
        "",
        r#""grip": ["Scrounge"], "heap": ["Mayfly", "Gourmand"]"#,
    );
    let (mayfly, gourmand) = (id(&g, "Mayfly"), id(&g, "Gourmand"));
    let c = id(&g, "Scrounge");
    play(&mut g, c);
    act(&mut g, Action::new(ActionKind::Install).card(gourmand));
    pass(&mut g);
    assert_eq!(zone(&g, mayfly), Zone::Heap);
}

// ----- 35005 Shred -----

/// A Runner turn with Shred in the grip; remote1 holds PAD Campaign (X = 1) behind `ice`.
fn shred_turn(hq: &str, ice: &str) -> GameState {
    runner_turn(
        &format!(
            r#""hq": [{hq}], "rd": ["Hedge Fund"],
               "servers": {{"remote1": {{"ice": [{ice}], "root": ["PAD Campaign"]}}}}"#
        ),
        r#""grip": ["Shred"]"#,
    )
}

/// Plays Shred on remote1 and lets the Runner meet the ice without breaking it, until the Corp's
/// Shred decision.
fn shred_to_choice(g: &mut GameState) {
    let c = id(g, "Shred");
    play(g, c);
    act(g, Action::new(ActionKind::Run).server(srv("remote1")));
    pass_until(g, "mode");
    assert_eq!(g.current_side(), Some(Side::Corp), "the Corp chooses");
}

// Shred: the first time the Corp would end the run (Ice Wall's subroutine), it ends only if
// the Corp reveals and trashes X cards of HQ at random (X = 1 card in remote1's root).
#[test]
fn c35005_shred_the_corp_trashes_x_from_hq_to_end_the_run() {
    let mut g = shred_turn(
        r#""Posted Bounty", "Posted Bounty""#,
        r#"{"title": "Ice Wall", "rezzed": true}"#,
    );
    shred_to_choice(&mut g);
    let shred = g.run.unwrap().source;
    act(&mut g, Action::new(ActionKind::Mode).card(shred).target(0));
    assert_eq!(g.corp.hq.len(), 1);
    assert_eq!(g.corp.archives.len(), 1);
    let trashed = g.corp.archives[0];
    assert!(g.cards[trashed as usize].faceup, "revealed");
    assert!(g.run.is_none_or(|r| r.ended));
    pass_to(&mut g, |g| g.run.is_none());
    assert!(!g.last_run.clone().unwrap().successful);
}

// Shred: the Corp declines: the run goes on; only the first time: a second "end the run" ends
// it.
#[test]
fn c35005_shred_prevents_only_the_first_end_of_the_run() {
    let mut g = shred_turn(
        r#""Posted Bounty""#,
        r#"{"title": "Ice Wall", "rezzed": true}, {"title": "Ice Wall", "rezzed": true}"#,
    );
    shred_to_choice(&mut g);
    pass(&mut g);
    assert!(g.run.is_some_and(|r| !r.ended), "the run goes on");
    pass_to(&mut g, |g| g.run.is_none());
    let last = g.last_run.clone().unwrap();
    assert!(!last.successful, "the second Ice Wall ends it");
    assert_eq!(g.corp.hq.len(), 1);
}

// Shred: with fewer than X cards in HQ the Corp cannot pay: the run goes on (not asked).
#[test]
fn c35005_shred_the_corp_cannot_pay_with_too_few_cards() {
    let mut g = shred_turn("", r#"{"title": "Ice Wall", "rezzed": true}"#);
    let c = id(&g, "Shred");
    play(&mut g, c);
    act(&mut g, Action::new(ActionKind::Run).server(srv("remote1")));
    pass_to(&mut g, |g| g.run.is_none());
    assert!(g.last_run.clone().unwrap().successful);
}
