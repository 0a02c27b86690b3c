//! Scenario tests of the System Gateway Jinteki cards met in runs (30045 Urtica Cipher, 30046
//! Diviner, 30047 Karunā, 30050 Anoetic Void), their rulings and hidden information.

mod common;
mod sg_jinteki;
use common::*;
use nr_engine::{Action, ActionKind, EventKind, GameState, Side, Zone};
use sg_jinteki::*;

// ----- 30045 Urtica Cipher -----

// Accessed while installed: 2 net damage plus 1 per advancement token.
#[test]
fn c30045_urtica_cipher_two_plus_advancements_net_damage() {
    let corp =
        r#""servers": {"remote1": {"root": [{"title": "Urtica Cipher", "advancement": 2}]}}"#;
    let mut g = runner_turn(corp, &grip(5));
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| {
        g.run.is_none() || g.decision_name() == "trash_or_steal"
    });
    assert_eq!(g.runner.grip.len(), 1, "4 net damage");
    assert_eq!(g.runner.heap.len(), 4);
}

// Not installed (accessed in Archives or R&D): no damage.
#[test]
fn c30045_urtica_cipher_only_while_installed() {
    for (corp, server) in [
        (r#""archives": ["Urtica Cipher"]"#, "archives"),
        (r#""rd": ["Urtica Cipher"]"#, "rd"),
    ] {
        let mut g = runner_turn(corp, &grip(5));
        run_on(&mut g, server);
        pass_to(&mut g, |g| g.run.is_none());
        assert_eq!(g.runner.grip.len(), 5, "{server}");
    }
}

// More damage than cards in the grip flatlines the Runner.
#[test]
fn c30045_urtica_cipher_can_flatline() {
    let corp =
        r#""servers": {"remote1": {"root": [{"title": "Urtica Cipher", "advancement": 1}]}}"#;
    let mut g = runner_turn(corp, &grip(2));
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.is_over());
    assert_eq!(g.winner(), Some(Side::Corp));
    assert_eq!(g.win_reason(), Some("flatline"));
}

// Ruling 1: the Corp can advance it while it is unrezzed.
#[test]
fn ruling_c30045_1_advanceable_unrezzed() {
    let corp = r#""servers": {"remote1": {"root": ["Urtica Cipher"]}}"#;
    let mut g = corp_turn(corp, "");
    let urtica = id(&g, "Urtica Cipher");
    assert!(!g.cards[urtica as usize].rezzed);
    only_on(&mut g, ActionKind::Advance, urtica);
    assert_eq!(g.cards[urtica as usize].advancement, 1);
}

// Ruling 2: with no advancement token it still does 2 net damage.
#[test]
fn ruling_c30045_2_two_damage_without_tokens() {
    let corp = r#""servers": {"remote1": {"root": ["Urtica Cipher"]}}"#;
    let mut g = runner_turn(corp, &grip(5));
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| {
        g.run.is_none() || g.decision_name() == "trash_or_steal"
    });
    assert_eq!(g.runner.grip.len(), 3);
}

// Ruling 3: one single damage event for all of it.
#[test]
fn ruling_c30045_3_one_damage_event() {
    let corp =
        r#""servers": {"remote1": {"root": [{"title": "Urtica Cipher", "advancement": 3}]}}"#;
    let mut g = runner_turn(corp, &grip(6));
    g.set_events(true);
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| {
        g.run.is_none() || g.decision_name() == "trash_or_steal"
    });
    let events = g.take_events();
    let damage: Vec<_> = events
        .iter()
        .filter(|e| e.kind == EventKind::Damage)
        .collect();
    assert_eq!(damage.len(), 1);
    assert_eq!(damage[0].amount, 5);
    assert_eq!(g.runner.grip.len(), 1);
}

// ----- 30046 Diviner -----

fn diviner_run(grip: &str, rig: &str) -> GameState {
    let corp = r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Diviner", "rezzed": true}]}}"#;
    let mut g = runner_turn(corp, &join(grip, rig));
    run_on(&mut g, "hq");
    g
}

// The trashed card has an odd printed cost (Sure Gamble, 5): the run ends.
#[test]
fn c30046_diviner_odd_cost_ends_the_run() {
    let g = diviner_run(&grip_of("Sure Gamble", 3), "");
    assert_eq!(g.runner.grip.len(), 2);
    assert!(run_ended(&g));
    assert_eq!(g.corp.hq.len(), 1);
}

// An even printed cost (Corroder, 2): 1 net damage, the run goes on.
#[test]
fn c30046_diviner_even_cost_the_run_goes_on() {
    let g = diviner_run(&grip_of("Corroder", 3), "");
    assert_eq!(g.runner.grip.len(), 2);
    assert!(!run_ended(&g));
    assert_eq!(g.decision_name(), "jack_out");
}

// Only the card trashed by this damage counts: odd cards staying in the grip do not.
#[test]
fn c30046_diviner_only_the_trashed_card_counts() {
    for seed in 0..8 {
        let corp = r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Diviner", "rezzed": true}]}}"#;
        let runner = r#""grip": ["Sure Gamble", "Corroder"]"#;
        let mut g = runner_turn(corp, runner);
        g = g.determinize(Side::Corp, seed);
        run_on(&mut g, "hq");
        let trashed = g.runner.heap[0];
        let odd = g.cards[trashed as usize].def().cost % 2 == 1;
        assert_eq!(run_ended(&g), odd, "seed {seed}");
    }
}

// Prevented damage trashes nothing: the run goes on.
#[test]
fn c30046_diviner_prevented_damage_does_not_end_the_run() {
    let mut g = diviner_run(&grip_of("Sure Gamble", 3), r#""rig": ["Net Shield"]"#);
    assert_eq!(g.decision_name(), "prevent_damage");
    let shield = id(&g, "Net Shield");
    act(
        &mut g,
        Action::new(ActionKind::Ability).card(shield).target(0),
    );
    pass_to(&mut g, |g| g.decision_name() == "jack_out" || run_ended(g));
    assert_eq!(g.runner.grip.len(), 3);
    assert!(!run_ended(&g));
}

// An empty grip: the Runner is flatlined.
#[test]
fn c30046_diviner_flatlines_an_empty_grip() {
    let g = diviner_run(r#""grip": []"#, "");
    assert_eq!(g.winner(), Some(Side::Corp));
}

// Ruling 1: a cost of 0 is not odd.
#[test]
fn ruling_c30046_1_zero_cost_does_not_end_the_run() {
    let g = diviner_run(&grip_of("Diesel", 3), "");
    assert_eq!(g.runner.grip.len(), 2);
    assert!(!run_ended(&g));
}

// Ruling 2: a cost of X counts as 0 (the table's X-cost cards have cost 0, which Diviner reads;
// no Runner card of the table has an X cost, so a 0-cost card stands in for one).
#[test]
fn ruling_c30046_2_x_cost_counts_as_zero() {
    let x_cost: Vec<_> = nr_engine::card_table()
        .iter()
        .filter(|d| d.cost_is_x)
        .collect();
    assert!(!x_cost.is_empty());
    assert!(x_cost.iter().all(|d| d.cost == 0));
    let g = diviner_run(&grip_of("Infiltration", 2), "");
    assert!(!run_ended(&g));
}

// Ruling 3: it checks the card the damage trashed from the grip; nothing is trashed from HQ.
#[test]
fn ruling_c30046_3_no_card_trashed_from_hq() {
    let g = diviner_run(&grip_of("Sure Gamble", 3), "");
    assert_eq!(g.corp.hq.len(), 1);
    assert!(g.corp.archives.is_empty());
    assert_eq!(g.runner.heap.len(), 1);
    assert!(run_ended(&g));
}

// ----- 30047 Karunā -----

fn karuna_run() -> GameState {
    let corp = r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Karuna", "rezzed": true}]}}"#;
    let mut g = runner_turn(corp, &grip(5));
    run_on(&mut g, "hq");
    g
}

// 2 net damage, then the Runner may jack out: jacking out skips the second subroutine.
#[test]
fn c30047_karuna_jack_out_after_the_first_subroutine() {
    let mut g = karuna_run();
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(g.runner.grip.len(), 3);
    only(&mut g, ActionKind::JackOut);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.grip.len(), 3, "no second damage");
    assert_eq!(g.runner.clicks, 3);
}

// Staying in: the second subroutine does 2 more; the run goes on to the server.
#[test]
fn c30047_karuna_stay_in_for_the_second_subroutine() {
    let mut g = karuna_run();
    pass(&mut g);
    assert_eq!(g.runner.grip.len(), 1);
    assert!(!run_ended(&g));
}

/// The number of jack-out decisions met until the run ends (passing at each decision).
fn jack_outs_until_the_run_ends(g: &mut GameState) -> usize {
    let mut n = 0;
    while g.run.is_some() && !g.is_over() {
        n += usize::from(g.decision_name() == "jack_out");
        pass(g);
    }
    n
}

// The jack-out opportunity comes from the first subroutine only: with it broken, the only one
// left is the usual one before the server ([5.2]).
#[test]
fn c30047_karuna_no_jack_out_from_the_second_subroutine() {
    let corp = r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Karuna", "rezzed": true}]}}"#;
    let runner = join(&grip(5), r#""credits": 10, "rig": ["Mimic"]"#);
    let mut g = runner_turn(corp, &runner);
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "encounter");
    let mimic = id(&g, "Mimic");
    // Mimic (strength 3) breaks the first subroutine only.
    act(&mut g, Action::new(ActionKind::Break).card(mimic).target(0));
    assert_eq!(jack_outs_until_the_run_ends(&mut g), 1);
    assert_eq!(g.runner.grip.len(), 3, "the second subroutine's damage");
    // Unbroken, the first subroutine adds its own opportunity.
    let mut g = karuna_run();
    assert_eq!(jack_outs_until_the_run_ends(&mut g), 2);
    assert_eq!(g.runner.grip.len(), 1);
}

// Ruling 1: Karunā's first subroutine resolving while the Runner breaches the server (an
// encounter during the access, as Ganked! gives; no card of the pool does, so the saved state
// is edited to encounter Karunā between two accesses): the Runner may jack out, which ends the
// run and the breach: the second card is not accessed.
#[test]
fn ruling_c30047_1_jack_out_during_the_breach_ends_it() {
    let corp = r#""hq": ["Hedge Fund"], "servers": {"remote1": {"root": ["PAD Campaign", "Akitaro Watanabe"]}, "rd": {"ice": [{"title": "Karuna", "rezzed": true}]}}"#;
    let mut g = runner_turn(corp, &grip(4));
    run_on(&mut g, "remote1");
    pass_until(&mut g, "access");
    let (pad, akitaro) = (id(&g, "PAD Campaign"), id(&g, "Akitaro Watanabe"));
    act(
        &mut g,
        Action::new(ActionKind::Access).card(pad).server(REMOTE1),
    );
    assert_eq!(g.decision_name(), "trash_or_steal");
    let karuna = id(&g, "Karuna");
    let text = g.to_json();
    let text = text.replacen(r#""encounter":255"#, &format!(r#""encounter":{karuna}"#), 1);
    // The encounter's break window [3.1], then its subroutines, on top of the pending access.
    let stack = text.rfind(r#""stack":["#).unwrap();
    let end = stack + text[stack..].find(']').unwrap();
    let window = r#"{"Window":{"priority":"runner","opportunities":1,"acted":false,"rez":false,"score":false,"ice":255,"in_run":true,"encounter":true}}"#;
    let text = format!(
        r#"{},{{"ResolveSubs":0}},{window}{}"#,
        &text[..end],
        &text[end..]
    );
    let mut g = GameState::from_json(&text).unwrap();
    assert_eq!(g.decision_name(), "encounter");
    pass(&mut g);
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(g.runner.grip.len(), 2);
    assert!(g.run.unwrap().successful);
    only(&mut g, ActionKind::JackOut);
    pass_to(&mut g, |g| g.run.is_none());
    assert!(!known_to_runner(&g, akitaro), "no more access");
    let last = g.last_run.clone().unwrap();
    assert!(last.successful, "it had been declared successful");
    assert_eq!(last.end_reason, Some(nr_engine::RunEndReason::JackedOut));
}

// ----- 30050 Anoetic Void -----

const VOID_CORP: &str = r#""credits": 5, "hq": ["Hedge Fund", "Enigma", "Wall of Thorns"], "servers": {"remote1": {"root": ["PAD Campaign", {"title": "Anoetic Void", "rezzed": true}]}}"#;

/// A run on `server` up to the Corp's Anoetic Void decision (or the end of the run).
fn void_run(corp: &str, server: &str) -> GameState {
    let mut g = runner_turn(corp, &grip(3));
    run_on(&mut g, server);
    pass_to(&mut g, |g| {
        g.decision_name() == "trash_from_hq" || g.run.is_none_or(|r| r.successful || r.ended)
    });
    g
}

// Approaching its server: the Corp pays 2 credits and trashes 2 HQ cards of its choice; the run
// ends before any access.
#[test]
fn c30050_anoetic_void_pay_and_trash_two_to_end_the_run() {
    let mut g = void_run(VOID_CORP, "remote1");
    assert_eq!(g.decision_name(), "trash_from_hq");
    assert_eq!(g.current_side(), Some(Side::Corp));
    let c = id(&g, "Enigma");
    trash(&mut g, c);
    assert!(
        legal(&g, ActionKind::Pass).is_empty(),
        "a second card must follow"
    );
    let offered: Vec<u8> = legal(&g, ActionKind::Trash)
        .iter()
        .map(|a| a.card)
        .collect();
    assert_eq!(offered.len(), 2, "not the first card again");
    let c = id(&g, "Hedge Fund");
    trash(&mut g, c);
    assert!(run_ended(&g));
    assert_eq!(g.corp.credits, 3);
    assert_eq!(g.corp.hq.len(), 1);
    assert_eq!(facedown_in_archives(&g), 2);
    pass_to(&mut g, |g| g.run.is_none());
    let pad = id(&g, "PAD Campaign");
    assert!(!known_to_runner(&g, pad), "nothing accessed");
}

// The Corp may decline: the run goes on and is successful.
#[test]
fn c30050_anoetic_void_may_decline() {
    let mut g = void_run(VOID_CORP, "remote1");
    pass(&mut g);
    pass_to(&mut g, |g| g.run.is_none_or(|r| r.successful));
    assert!(g.run.is_some_and(|r| r.successful));
    assert_eq!(g.corp.credits, 5);
    assert_eq!(g.corp.hq.len(), 3);
}

// The cost must be paid in full: with 1 credit, or 1 card in HQ, nothing is offered.
#[test]
fn c30050_anoetic_void_needs_two_credits_and_two_cards() {
    let poor = VOID_CORP.replace(r#""credits": 5"#, r#""credits": 1"#);
    let small = VOID_CORP.replace(r#""Hedge Fund", "Enigma", "Wall of Thorns""#, r#""Enigma""#);
    for corp in [poor, small] {
        let g = void_run(&corp, "remote1");
        assert!(g.run.is_some_and(|r| r.successful), "{corp}");
    }
}

// Only runs on its own server.
#[test]
fn c30050_anoetic_void_only_its_server() {
    let g = void_run(VOID_CORP, "hq");
    assert_ne!(g.decision_name(), "trash_from_hq");
    assert_eq!(g.corp.credits, 5);
    assert_eq!(g.corp.hq.len(), 3);
}

// A run that ended before the approach (jacked out at [5.2]) never meets it.
#[test]
fn c30050_anoetic_void_not_after_jacking_out() {
    let mut g = runner_turn(VOID_CORP, &grip(3));
    run_on(&mut g, "remote1");
    pass_until(&mut g, "jack_out");
    only(&mut g, ActionKind::JackOut);
    pass_to(&mut g, |g| {
        g.run.is_none() || g.decision_name() == "trash_from_hq"
    });
    assert!(g.run.is_none());
    assert_eq!(g.corp.credits, 5);
}

// Bad input: a card outside HQ (Anoetic Void itself, an installed card) is refused; the
// Runner's view does not depend on the Corp's hidden cards.
#[test]
fn c30050_anoetic_void_refuses_other_cards_and_hides_the_choice() {
    let mut g = void_run(VOID_CORP, "remote1");
    let void = id(&g, "Anoetic Void");
    let pad = id(&g, "PAD Campaign");
    refused(&mut g, Action::new(ActionKind::Trash).card(void));
    refused(&mut g, Action::new(ActionKind::Trash).card(pad));
    runner_view_unchanged_by_redeal(&g);
    let c = id(&g, "Enigma");
    trash(&mut g, c);
    refused(&mut g, Action::new(ActionKind::Trash).card(c));
    runner_view_unchanged_by_redeal(&g);
    let c = id(&g, "Wall of Thorns");
    trash(&mut g, c);
    runner_view_unchanged_by_redeal(&g);
    let trashed: Vec<u8> = g.corp.archives.iter().copied().collect();
    assert!(trashed.iter().all(|&c| !known_to_runner(&g, c)));
}

// Ruling 1: the Corp's last chance to rez it for this run is the window after the Runner's last
// chance to jack out before the server.
#[test]
fn ruling_c30050_1_rezzed_after_the_last_jack_out_opportunity() {
    let corp = VOID_CORP.replace(
        r#"{"title": "Anoetic Void", "rezzed": true}"#,
        r#""Anoetic Void""#,
    );
    let mut g = runner_turn(&corp, &grip(3));
    let void = id(&g, "Anoetic Void");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "jack_out");
    pass(&mut g);
    pass_to(&mut g, |g| !legal_on(g, ActionKind::Rez, void).is_empty());
    only_on(&mut g, ActionKind::Rez, void);
    pass_to(&mut g, |g| {
        g.decision_name() == "trash_from_hq" || g.run.is_none_or(|r| r.successful)
    });
    assert_eq!(g.decision_name(), "trash_from_hq");
    assert!(!g.run.unwrap().successful);
}

// Ruling 2: installed in the root of HQ, it is not one of the "cards in HQ" it may trash.
#[test]
fn ruling_c30050_2_not_a_card_in_hq() {
    let corp = r#""credits": 5, "hq": ["Hedge Fund", "Enigma"], "servers": {"hq": {"root": [{"title": "Anoetic Void", "rezzed": true}]}}"#;
    let mut g = void_run(corp, "hq");
    assert_eq!(g.decision_name(), "trash_from_hq");
    let void = id(&g, "Anoetic Void");
    let offered: Vec<u8> = legal(&g, ActionKind::Trash)
        .iter()
        .map(|a| a.card)
        .collect();
    assert_eq!(offered.len(), 2);
    assert!(!offered.contains(&void));
    let hf = id(&g, "Hedge Fund");
    trash(&mut g, hf);
    // Enigma is the other card of HQ: the second card has one outcome and is not asked.
    assert!(run_ended(&g));
    assert!(g.corp.hq.is_empty());
    assert_eq!(g.cards[void as usize].zone, Zone::Root(HQ));
}

// With a single card in HQ besides it, it cannot pay (it does not count itself).
#[test]
fn ruling_c30050_2_one_hand_card_is_not_enough() {
    let corp = r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"root": [{"title": "Anoetic Void", "rezzed": true}]}}"#;
    let g = void_run(corp, "hq");
    assert_ne!(g.decision_name(), "trash_from_hq");
    assert_eq!(g.corp.hq.len(), 1);
    assert_eq!(g.corp.credits, 5);
}
