//! Scenario tests of the System Gateway Jinteki cards (30043-30050) and two neutral Corp
//! agendas (30069 Send a Message, 30070 Superconducting Hub), their rulings, hidden information
//! and random games with a deck holding them.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, EventKind, GameState, Side, Zone};

// ----- helpers -----

const NOISE: &str = "Noise: Hacker Extraordinaire";
const RH: &str = "Jinteki: Restoring Humanity";

fn join(a: &str, b: &str) -> String {
    if b.is_empty() {
        a.to_string()
    } else {
        format!("{a}, {b}")
    }
}

/// A position of the `active` side's turn, with the Corp identity `corp_id`.
fn position(active: &str, corp_id: &str, corp: &str, runner: &str) -> GameState {
    let corp = join(&format!(r#""identity": "{corp_id}""#), corp);
    let runner = join(&format!(r#""identity": "{NOISE}""#), runner);
    let turn = if active == "corp" { 3 } else { 2 };
    game(&format!(
        r#"{{"corp": {{{corp}}}, "runner": {{{runner}}}, "active": "{active}", "turn": {turn}}}"#
    ))
}

/// A Runner-turn position (Haas-Bioroid Corp).
fn runner_turn(corp: &str, runner: &str) -> GameState {
    position("runner", HB, corp, runner)
}

/// A Corp-turn position (Haas-Bioroid Corp).
fn corp_turn(corp: &str, runner: &str) -> GameState {
    position("corp", HB, corp, runner)
}

/// A grip of `n` copies of `title`.
fn grip_of(title: &str, n: usize) -> String {
    let cards = vec![format!("\"{title}\""); n].join(", ");
    format!(r#""grip": [{cards}]"#)
}

fn grip(n: usize) -> String {
    grip_of("Sure Gamble", n)
}

/// Passes at decisions until `stop` holds.
fn pass_to(g: &mut GameState, stop: impl Fn(&GameState) -> bool) {
    for _ in 0..64 {
        if stop(g) {
            return;
        }
        pass(g);
    }
    panic!("never reached; stuck at {}", g.decision_name());
}

fn trash(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Trash).card(card));
}

fn choose(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Mode).card(card).target(0));
}

/// `a` is refused with an error and changes nothing.
fn refused(g: &mut GameState, a: Action) {
    let before = g.to_json();
    assert!(g.apply(a).is_err(), "{a:?} was accepted");
    assert_eq!(g.to_json(), before, "a refused action changed the state");
}

/// The Runner's observation is the same when what it has not seen is redealt.
fn runner_view_unchanged_by_redeal(g: &GameState) {
    for seed in 1..6 {
        let other = g.determinize(Side::Runner, seed);
        assert_eq!(
            g.observation_json(Side::Runner),
            other.observation_json(Side::Runner)
        );
    }
}

/// The Corp scores the agenda `agenda` (fully advanced) after a click for a credit.
fn score(g: &mut GameState, agenda: u8) {
    only(g, ActionKind::ClickCredit);
    only_on(g, ActionKind::Score, agenda);
}

fn facedown_in_archives(g: &GameState) -> usize {
    let a = &g.corp.archives;
    a.iter().filter(|&&c| !g.cards[c as usize].faceup).count()
}

fn run_ended(g: &GameState) -> bool {
    g.run.is_none_or(|r| r.ended)
}

// ----- 30043 Jinteki: Restoring Humanity -----

// The Corp's discard phase ends with a facedown card in Archives: 1 credit.
#[test]
fn c30043_restoring_humanity_gains_a_credit_with_a_facedown_card_in_archives() {
    let mut g = position(
        "corp",
        RH,
        r#""credits": 0, "archives": ["Hedge Fund"]"#,
        "",
    );
    until(&mut g, at_action(Side::Runner));
    assert_eq!(
        g.corp.credits,
        3 + 1,
        "3 clicks for credits, then 1 from the identity"
    );
}

// Only faceup cards in Archives (or none): no credit.
#[test]
fn c30043_restoring_humanity_needs_a_facedown_card() {
    let archives = r#""credits": 0, "archives": [{"title": "Hedge Fund", "faceup": true}]"#;
    for corp in [archives, r#""credits": 0"#] {
        let mut g = position("corp", RH, corp, "");
        until(&mut g, at_action(Side::Runner));
        assert_eq!(g.corp.credits, 3);
    }
}

// Only the Corp's own discard phase: nothing when the Runner's turn ends.
#[test]
fn c30043_restoring_humanity_not_on_the_runners_discard_phase() {
    let corp = r#""credits": 0, "archives": ["Hedge Fund"], "rd": ["Enigma"]"#;
    let mut g = position("runner", RH, corp, "");
    until(&mut g, |g| {
        g.current_side() == Some(Side::Corp) && g.corp.clicks > 0
    });
    assert_eq!(g.corp.credits, 0);
}

// Ruling 1: Archives empty all turn, but a card discarded down to maximum hand size is facedown
// in Archives when the discard phase ends: the credit is gained.
#[test]
fn ruling_c30043_1_a_card_discarded_to_hand_size_counts() {
    let hq = r#""credits": 0, "hq": ["Hedge Fund", "Hedge Fund", "Hedge Fund", "Enigma", "Enigma", "Enigma"]"#;
    let mut g = position("corp", RH, hq, "");
    assert!(g.corp.archives.is_empty());
    for _ in 0..3 {
        only(&mut g, ActionKind::ClickCredit);
        pass_windows(&mut g);
    }
    assert_eq!(g.decision_name(), "discard");
    let card = legal(&g, ActionKind::Discard)[0];
    act(&mut g, card);
    pass_to(&mut g, at_action(Side::Runner));
    assert_eq!(facedown_in_archives(&g), 1);
    assert_eq!(g.corp.credits, 4);
}

// Ruling 2: "when your discard phase ends" is the same moment as "when your turn ends": after
// the hand size is checked, before the Runner's turn (no credit while the discard is pending).
#[test]
fn ruling_c30043_2_after_the_hand_size_check_before_the_runners_turn() {
    let hq = r#""credits": 0, "archives": ["Enigma"], "hq": ["Hedge Fund", "Hedge Fund", "Hedge Fund", "Enigma", "Enigma", "Enigma"]"#;
    let mut g = position("corp", RH, hq, "");
    for _ in 0..3 {
        only(&mut g, ActionKind::ClickCredit);
        pass_windows(&mut g);
    }
    assert_eq!(g.decision_name(), "discard");
    assert_eq!(
        g.corp.credits, 3,
        "not yet: the discard phase has not ended"
    );
    let card = legal(&g, ActionKind::Discard)[0];
    act(&mut g, card);
    assert_eq!(g.corp.credits, 4, "gained as the discard phase ends");
}

// ----- 30044 Longevity Serum -----

const SERUM_CORP: &str = r#""hq": ["Hedge Fund", "Enigma", "Wall of Thorns"], "rd": ["Snare!", "Snare!"], "archives": ["Neural Katana", {"title": "Data Mine", "faceup": true}, "Chum", "Cell Portal"], "servers": {"remote1": {"root": [{"title": "Longevity Serum", "advancement": 3}]}}"#;

// Scored: the Corp trashes the HQ cards it picks (facedown), then shuffles the Archives cards it
// picks into R&D.
#[test]
fn c30044_longevity_serum_trashes_from_hq_then_shuffles_archives_into_rd() {
    let mut g = corp_turn(SERUM_CORP, "");
    let serum = id(&g, "Longevity Serum");
    score(&mut g, serum);
    assert_eq!(g.decision_name(), "trash_from_hq");
    assert_eq!(g.current_side(), Some(Side::Corp));
    let (hf, enigma) = (id(&g, "Hedge Fund"), id(&g, "Enigma"));
    trash(&mut g, hf);
    trash(&mut g, enigma);
    pass(&mut g);
    assert_eq!(g.corp.hq.len(), 1);
    assert_eq!(g.corp.archives.len(), 6);
    assert_eq!(
        facedown_in_archives(&g),
        5,
        "the trashed cards are facedown"
    );
    // Then up to 3 Archives cards: one trashed a moment ago may be among them.
    assert_eq!(g.decision_name(), "shuffle_into_rd");
    let hf = id(&g, "Hedge Fund");
    assert_eq!(g.cards[hf as usize].zone, Zone::Archives);
    choose(&mut g, hf);
    let c = id(&g, "Data Mine");
    choose(&mut g, c);
    pass(&mut g);
    assert_eq!(g.corp.rd.len(), 4);
    assert_eq!(g.corp.archives.len(), 4);
    for c in [id(&g, "Hedge Fund"), id(&g, "Data Mine")] {
        assert_eq!(g.cards[c as usize].zone, Zone::Rd);
        assert!(!g.cards[c as usize].faceup);
    }
    assert_eq!(g.decision_name(), "action");
}

// At most 3 cards go into R&D: after the third, no more choice.
#[test]
fn c30044_longevity_serum_at_most_three_cards() {
    let mut g = corp_turn(SERUM_CORP, "");
    let c = id(&g, "Longevity Serum");
    score(&mut g, c);
    pass(&mut g); // no HQ card trashed
    for title in ["Neural Katana", "Data Mine", "Chum"] {
        assert_eq!(g.decision_name(), "shuffle_into_rd");
        let c = id(&g, title);
        choose(&mut g, c);
    }
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.corp.rd.len(), 5);
    assert_eq!(g.corp.archives.len(), 1);
    assert_eq!(g.corp.hq.len(), 3);
    assert_eq!(g.cards[id(&g, "Cell Portal") as usize].zone, Zone::Archives);
}

// With HQ and Archives empty it asks nothing.
#[test]
fn c30044_longevity_serum_with_nothing_to_choose() {
    let corp = r#""rd": ["Snare!"], "servers": {"remote1": {"root": [{"title": "Longevity Serum", "advancement": 3}]}}"#;
    let mut g = corp_turn(corp, "");
    let c = id(&g, "Longevity Serum");
    score(&mut g, c);
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.corp.rd.len(), 1);
    assert_eq!(g.agenda_points(Side::Corp), 2);
}

// Bad input: a card outside HQ cannot be trashed, a card outside Archives cannot be shuffled.
#[test]
fn c30044_longevity_serum_refuses_cards_from_elsewhere() {
    let mut g = corp_turn(SERUM_CORP, "");
    let c = id(&g, "Longevity Serum");
    score(&mut g, c);
    let katana = id(&g, "Neural Katana");
    refused(&mut g, Action::new(ActionKind::Trash).card(katana));
    let snare = ids(&g, "Snare!")[0];
    refused(&mut g, Action::new(ActionKind::Trash).card(snare));
    pass(&mut g);
    let wall = id(&g, "Wall of Thorns");
    refused(&mut g, Action::new(ActionKind::Mode).card(wall).target(0));
    choose(&mut g, katana);
    refused(&mut g, Action::new(ActionKind::Mode).card(katana).target(0));
}

// Hidden information: the Runner does not learn which HQ cards were trashed nor which facedown
// cards went into R&D; its view is the same with the Corp's cards redealt.
#[test]
fn c30044_longevity_serum_hides_the_chosen_cards_from_the_runner() {
    let mut g = corp_turn(SERUM_CORP, "");
    g.set_events(true);
    let c = id(&g, "Longevity Serum");
    score(&mut g, c);
    runner_view_unchanged_by_redeal(&g);
    let c = id(&g, "Enigma");
    trash(&mut g, c);
    runner_view_unchanged_by_redeal(&g);
    pass(&mut g);
    runner_view_unchanged_by_redeal(&g);
    let enigma = id(&g, "Enigma");
    assert!(!known_to_runner(&g, enigma));
    choose(&mut g, enigma);
    pass(&mut g);
    runner_view_unchanged_by_redeal(&g);
    let events = g.take_events();
    let added: Vec<_> = events
        .iter()
        .filter(|e| e.kind == EventKind::AddedToDeck)
        .collect();
    assert_eq!(added.len(), 1, "the move into R&D is recorded");
    assert_eq!(
        added[0].vis & 8,
        0,
        "the Runner sees no id of a card in R&D"
    );
    assert!(events.iter().any(|e| e.kind == EventKind::Shuffled));
}

// Ruling 1: scored on the Corp's turn, its ability resolves in full (both of the Corp's
// choices, one after the other) before anything else happens: a card reaching Archives after it
// (the Runner's Spoilers) cannot be chosen.
#[test]
fn ruling_c30044_1_resolves_fully_before_anything_else() {
    let mut g = corp_turn(SERUM_CORP, "");
    let archives_before = g.corp.archives.clone();
    let c = id(&g, "Longevity Serum");
    score(&mut g, c);
    assert_eq!(g.decision_name(), "trash_from_hq");
    pass(&mut g);
    assert_eq!(g.decision_name(), "shuffle_into_rd");
    assert_eq!(g.current_side(), Some(Side::Corp));
    // The choices are exactly the Archives of that moment (one per title and facing).
    let offered: Vec<u8> = legal(&g, ActionKind::Mode).iter().map(|a| a.card).collect();
    assert_eq!(offered.len(), archives_before.len());
    assert!(offered.iter().all(|c| archives_before.contains(c)));
}

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

// ----- 30048 Hansei Review -----

// 10 credits (it costs 5), then the Corp trashes the HQ card it picks, facedown.
#[test]
fn c30048_hansei_review_gains_ten_and_trashes_a_card() {
    let corp = r#""credits": 5, "hq": ["Hansei Review", "Enigma", "Hedge Fund"]"#;
    let mut g = corp_turn(corp, "");
    let c = id(&g, "Hansei Review");
    only_on(&mut g, ActionKind::Play, c);
    assert_eq!(g.decision_name(), "trash_from_hq");
    assert_eq!(g.corp.credits, 10);
    assert_eq!(legal(&g, ActionKind::Trash).len(), 2);
    assert!(
        legal(&g, ActionKind::Pass).is_empty(),
        "the trash is not optional"
    );
    let c = id(&g, "Enigma");
    trash(&mut g, c);
    assert_eq!(g.corp.hq.len(), 1);
    assert_eq!(facedown_in_archives(&g), 1);
    let enigma = id(&g, "Enigma");
    assert_eq!(g.cards[enigma as usize].zone, Zone::Archives);
    assert!(!known_to_runner(&g, enigma));
}

// Copies are one choice; a single card is trashed without asking.
#[test]
fn c30048_hansei_review_one_choice_per_title() {
    let corp = r#""credits": 5, "hq": ["Hansei Review", "Enigma", "Enigma"]"#;
    let mut g = corp_turn(corp, "");
    let c = id(&g, "Hansei Review");
    only_on(&mut g, ActionKind::Play, c);
    assert_eq!(g.corp.hq.len(), 1, "the only choice is made at once");
    assert_eq!(g.decision_name(), "action");
}

// Bad input: a card outside HQ cannot be trashed; the Runner's view hides the choice.
#[test]
fn c30048_hansei_review_refuses_other_cards_and_hides_the_choice() {
    let corp = r#""credits": 5, "hq": ["Hansei Review", "Enigma", "Hedge Fund"], "servers": {"remote1": {"root": ["PAD Campaign"]}}"#;
    let mut g = corp_turn(corp, "");
    let c = id(&g, "Hansei Review");
    only_on(&mut g, ActionKind::Play, c);
    let pad = id(&g, "PAD Campaign");
    refused(&mut g, Action::new(ActionKind::Trash).card(pad));
    refused(&mut g, Action::new(ActionKind::Trash).card(c));
    runner_view_unchanged_by_redeal(&g);
    let c = id(&g, "Hedge Fund");
    trash(&mut g, c);
    runner_view_unchanged_by_redeal(&g);
}

// Ruling 1: Hansei Review is not in HQ while it resolves: alone in HQ, nothing is trashed.
#[test]
fn ruling_c30048_1_not_in_hq_while_resolving() {
    let corp = r#""credits": 5, "hq": ["Hansei Review"]"#;
    let mut g = corp_turn(corp, "");
    let c = id(&g, "Hansei Review");
    only_on(&mut g, ActionKind::Play, c);
    assert_eq!(g.corp.credits, 10);
    assert_eq!(g.corp.archives.len(), 1);
    assert!(g.cards[c as usize].faceup, "played, then discarded faceup");
    assert_eq!(facedown_in_archives(&g), 0);
}

// ----- 30049 Neurospike -----

const NEUROSPIKE_CORP: &str = r#""credits": 5, "hq": ["Neurospike"], "rd": ["Enigma"], "score_area": ["Priority Requisition"], "servers": {"remote1": {"root": [{"title": "Nisei MK II", "advancement": 4}]}, "remote2": {"root": [{"title": "Superconducting Hub", "advancement": 3}]}}"#;

// Net damage equal to the points scored this turn (2 + 1); agendas scored earlier do not count.
#[test]
fn c30049_neurospike_points_scored_this_turn() {
    let mut g = corp_turn(NEUROSPIKE_CORP, &grip(5));
    let c = id(&g, "Nisei MK II");
    score(&mut g, c);
    let hub = id(&g, "Superconducting Hub");
    only_on(&mut g, ActionKind::Score, hub);
    pass(&mut g); // no draw
    let c = id(&g, "Neurospike");
    only_on(&mut g, ActionKind::Play, c);
    assert_eq!(g.runner.grip.len(), 2, "3 net damage");
}

// Nothing scored this turn: no damage.
#[test]
fn c30049_neurospike_nothing_scored_no_damage() {
    let mut g = corp_turn(NEUROSPIKE_CORP, &grip(5));
    let c = id(&g, "Neurospike");
    only_on(&mut g, ActionKind::Play, c);
    assert_eq!(g.runner.grip.len(), 5);
}

// Only this turn: the count starts again the next turn.
#[test]
fn c30049_neurospike_only_this_turn() {
    let corp = r#""credits": 5, "hq": ["Neurospike", "Neurospike"], "rd": ["Enigma", "Enigma"], "servers": {"remote1": {"root": [{"title": "Nisei MK II", "advancement": 4}]}}"#;
    let mut g = corp_turn(corp, &grip(5));
    let c = id(&g, "Nisei MK II");
    score(&mut g, c);
    until(&mut g, at_action(Side::Runner));
    until(&mut g, at_action(Side::Corp));
    let c = ids(&g, "Neurospike")[0];
    only_on(&mut g, ActionKind::Play, c);
    assert_eq!(g.runner.grip.len(), 5);
}

// Ruling 1: an agenda scored and then forfeited this turn still counts. No card of the pool can
// forfeit an agenda during the Corp's turn (Archer is ice, rezzed only in runs), so the test
// removes the scored agenda from the game as a forfeit would.
#[test]
fn ruling_c30049_1_forfeited_agendas_still_count() {
    let corp = r#""credits": 10, "hq": ["Neurospike"], "rd": ["Enigma"], "servers": {"remote1": {"root": [{"title": "Nisei MK II", "advancement": 4}]}}"#;
    let mut g = corp_turn(corp, &grip(5));
    let nisei = id(&g, "Nisei MK II");
    score(&mut g, nisei);
    g.corp.score_area.retain(|&c| c != nisei);
    g.cards[nisei as usize].zone = Zone::Removed;
    check_places(&g);
    assert_eq!(g.agenda_points(Side::Corp), 0);
    pass_windows(&mut g);
    let c = id(&g, "Neurospike");
    only_on(&mut g, ActionKind::Play, c);
    assert_eq!(g.runner.grip.len(), 3, "2 net damage");
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
    let (hf, enigma) = (id(&g, "Hedge Fund"), id(&g, "Enigma"));
    trash(&mut g, hf);
    trash(&mut g, enigma);
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

// ----- 30069 Send a Message -----

// Scored: the Corp may rez an installed piece of ice at no cost.
#[test]
fn c30069_send_a_message_scored_rezzes_ice_free() {
    let corp = r#""credits": 0, "rd": ["Enigma"], "servers": {"remote1": {"root": [{"title": "Send a Message", "advancement": 5}]}, "hq": {"ice": ["Neural Katana"]}}"#;
    let mut g = corp_turn(corp, "");
    let c = id(&g, "Send a Message");
    score(&mut g, c);
    assert_eq!(g.decision_name(), "rez_ice_free");
    let katana = id(&g, "Neural Katana");
    only_on(&mut g, ActionKind::Rez, katana);
    assert!(g.cards[katana as usize].rezzed);
    assert_eq!(g.corp.credits, 1, "only the click's credit");
}

// Stolen: the Corp still gets to rez a piece of ice at no cost (or decline).
#[test]
fn c30069_send_a_message_stolen_rezzes_ice_free() {
    let corp =
        r#""credits": 0, "hq": ["Send a Message"], "servers": {"rd": {"ice": ["Neural Katana"]}}"#;
    let mut g = runner_turn(corp, "");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| {
        g.decision_name() == "rez_ice_free" || g.run.is_none()
    });
    assert_eq!(g.decision_name(), "rez_ice_free");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(g.agenda_points(Side::Runner), 3);
    let katana = id(&g, "Neural Katana");
    only_on(&mut g, ActionKind::Rez, katana);
    assert!(g.cards[katana as usize].rezzed);
    assert_eq!(g.corp.credits, 0);
}

// Declining, or no unrezzed ice: nothing is rezzed.
#[test]
fn c30069_send_a_message_may_decline() {
    let corp =
        r#""credits": 0, "hq": ["Send a Message"], "servers": {"rd": {"ice": ["Neural Katana"]}}"#;
    let mut g = runner_turn(corp, "");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| {
        g.decision_name() == "rez_ice_free" || g.run.is_none()
    });
    pass(&mut g);
    let katana = id(&g, "Neural Katana");
    assert!(!g.cards[katana as usize].rezzed);
    let mut g = runner_turn(r#""hq": ["Send a Message"]"#, "");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| {
        g.decision_name() == "rez_ice_free" || g.run.is_none()
    });
    assert!(g.run.is_none(), "nothing to rez: not asked");
}

// Ruling 1: ignoring all costs includes additional costs: Archer is rezzed without forfeiting
// an agenda (the Corp has none).
#[test]
fn ruling_c30069_1_archer_without_forfeiting() {
    let corp = r#""credits": 0, "hq": ["Send a Message"], "servers": {"rd": {"ice": ["Archer"]}}"#;
    let mut g = runner_turn(corp, "");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| {
        g.decision_name() == "rez_ice_free" || g.run.is_none()
    });
    let archer = id(&g, "Archer");
    only_on(&mut g, ActionKind::Rez, archer);
    assert!(g.cards[archer as usize].rezzed);
    assert!(g.corp.score_area.is_empty());
    assert_eq!(g.corp.credits, 0);
}

// ----- 30070 Superconducting Hub -----

const HUB_CORP: &str = r#""rd": ["Enigma", "Hedge Fund", "Snare!"], "servers": {"remote1": {"root": [{"title": "Superconducting Hub", "advancement": 3}]}}"#;

// Scored: the Corp may draw 2 cards.
#[test]
fn c30070_superconducting_hub_may_draw_two() {
    let mut g = corp_turn(HUB_CORP, "");
    let hub = id(&g, "Superconducting Hub");
    score(&mut g, hub);
    assert_eq!(g.current_side(), Some(Side::Corp));
    act(&mut g, Action::new(ActionKind::Mode).card(hub).target(0));
    assert_eq!(g.corp.hq.len(), 2);
    assert_eq!(g.corp.rd.len(), 1);
    let mut g = corp_turn(HUB_CORP, "");
    score(&mut g, hub);
    pass(&mut g);
    assert_eq!(g.corp.hq.len(), 0);
}

// +2 maximum hand size while it is in the Corp's score area: 7 cards are kept.
#[test]
fn c30070_superconducting_hub_hand_size() {
    let corp = r#""score_area": ["Superconducting Hub"], "rd": ["Enigma"], "hq": ["Enigma", "Enigma", "Enigma", "Hedge Fund", "Hedge Fund", "Hedge Fund", "Snare!"]"#;
    let mut g = corp_turn(corp, "");
    assert_eq!(g.corp_hand_size(), 7);
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.corp.hq.len(), 7, "no discard");
}

// Stolen, it gives nobody hand size (inactive in the Runner's score area) and draws nothing.
#[test]
fn c30070_superconducting_hub_stolen_does_nothing() {
    let mut g = runner_turn(r#""hq": ["Superconducting Hub"], "rd": ["Enigma"]"#, "");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.agenda_points(Side::Runner), 1);
    assert_eq!(g.corp_hand_size(), 5);
    assert_eq!(g.runner_hand_size(), 5);
    assert!(g.corp.hq.is_empty());
}

// ----- random games -----

/// Restoring Humanity with every card of this file at 3 copies (Longevity Serum: its limit of
/// 1), filled up with Core Set Jinteki and neutral cards: 40 cards, 18 agenda points.
fn sg_jinteki_deck() -> DeckList {
    DeckList::parse(
        "Jinteki: Restoring Humanity
         1 Longevity Serum
         3 Send a Message
         3 Superconducting Hub
         2 Nisei MK II
         3 Urtica Cipher
         3 Diviner
         3 Karuna
         3 Hansei Review
         3 Neurospike
         3 Anoetic Void
         3 Hedge Fund
         3 Enigma
         2 Wall of Thorns
         2 Neural Katana
         2 Snare!
         1 Data Mine",
    )
    .unwrap()
}

#[test]
fn random_games_sg_jinteki() {
    let corp = sg_jinteki_deck();
    assert!(corp.problems().is_empty(), "{:?}", corp.problems());
    let runner = DeckList::default_runner();
    for seed in 0..200 {
        let g = random_game(&corp, &runner, seed, seed % 20 == 0);
        check_places(&g);
        assert!(g.is_over());
    }
}
