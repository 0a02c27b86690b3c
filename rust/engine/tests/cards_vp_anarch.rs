//! Scenario tests of the Vantage Point Anarch cards. No ruling of `rulings_2022_2026.json`
//! names a Vantage Point card: the tests follow the current card text and the Rules Reference.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Zone};
use startup::runner_turn;

/// Installs grip `card`, keeping every installed program.
fn install(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Install).card(card));
    while g.decision_name() == "memory" {
        pass(g);
    }
}

/// Passes until the Runner encounters ice (a paid ability window of the encounter).
fn to_encounter(g: &mut GameState) {
    pass_to(g, |g| g.run.is_some_and(|r| r.encounter != nr_engine::NONE));
}

// ----- 36004 Corsair -----

// Corsair: at strength 0 it cannot break a strength-1 barrier; 1 credit from a stealth card
// (Methuselah's, during the run) gives the barrier -3 strength, then 1 credit breaks.
#[test]
fn c36004_corsair_lowers_a_barrier_with_stealth_credits_then_breaks() {
    let mut g = runner_turn(
        r#""servers": {"archives": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Corsair", {"title": "Methuselah", "credits": 1}]"#,
    );
    let c = id(&g, "Corsair");
    let m = id(&g, "Methuselah");
    run_on(&mut g, "archives");
    to_encounter(&mut g);
    assert!(
        legal_on(&g, ActionKind::Break, c).is_empty(),
        "strength 0 < 1"
    );
    let minus = Action::new(ActionKind::Ability).card(c).target(1);
    act(&mut g, minus);
    assert_eq!(g.cards[m as usize].credits, 0, "paid from the stealth card");
    assert_eq!(g.runner.credits, 5, "not from the pool");
    assert!(!legal_on(&g, ActionKind::Break, c).is_empty());
}

// Corsair: its -3 ability cannot be paid from the credit pool.
#[test]
fn c36004_corsair_minus_strength_needs_stealth_credits() {
    let mut g = runner_turn(
        r#""servers": {"archives": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Corsair"]"#,
    );
    let c = id(&g, "Corsair");
    let minus = Action::new(ActionKind::Ability).card(c).target(1);
    run_on(&mut g, "archives");
    pass_to(&mut g, |g| g.run.is_none() || is_legal(g, minus));
    assert!(g.run.is_none(), "never offered");
}

// ----- 36005 Lampades -----

/// A Runner turn with Lampades installed from the grip (3 power counters) and Touchstone
/// holding `stealth` credits; a PAD Campaign (rez cost 2) and an agenda in remotes.
fn lampades_turn(stealth: u8) -> GameState {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}, "remote2": {"root": ["Offworld Office"]}}"#,
        &format!(
            r#""credits": 6, "grip": ["Lampades"], "rig": [{{"title": "Touchstone", "credits": {stealth}}}]"#
        ),
    );
    let l = id(&g, "Lampades");
    install(&mut g, l);
    pass_to(&mut g, at_action(nr_engine::Side::Runner));
    assert_eq!(g.cards[l as usize].power, 3);
    g
}

// Lampades: accessing a card, a power counter and its printed rez cost from stealth cards trash
// it; the credit pool pays nothing.
#[test]
fn c36005_lampades_trashes_an_accessed_card_for_a_counter_and_its_printed_cost() {
    let mut g = lampades_turn(3);
    let l = id(&g, "Lampades");
    let t = id(&g, "Touchstone");
    let pad = id(&g, "PAD Campaign");
    run_on(&mut g, "remote1");
    let use_it = Action::new(ActionKind::Ability).card(l).target(0);
    pass_to(&mut g, |g| is_legal(g, use_it) || g.run.is_none());
    let pool = g.runner.credits;
    act(&mut g, use_it);
    assert_eq!(zone(&g, pad), Zone::Archives);
    assert_eq!(g.cards[l as usize].power, 2);
    assert_eq!(
        g.cards[t as usize].credits, 1,
        "PAD Campaign's printed rez cost is 2"
    );
    assert_eq!(g.runner.credits, pool);
}

// Lampades: too few stealth credits for the printed cost, or an agenda (no rez or play cost):
// not offered.
#[test]
fn c36005_lampades_needs_stealth_credits_and_a_printed_cost() {
    let mut g = lampades_turn(1);
    let l = id(&g, "Lampades");
    let use_it = Action::new(ActionKind::Ability).card(l).target(0);
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.run.is_none() || g.decision_name() == "access");
    assert!(!is_legal(&g, use_it), "1 stealth credit < 2");
    pass_to(&mut g, |g| g.run.is_none());
    let mut g = lampades_turn(5);
    run_on(&mut g, "remote2");
    pass_to(&mut g, |g| g.run.is_none() || is_legal(g, use_it));
    assert!(
        !is_legal(&g, use_it),
        "an agenda has no printed rez or play cost"
    );
}

// ----- 36002 Take a Dive -----

// Take a Dive: a successful run on HQ during which a subroutine resolved (Diviner's net damage)
// gives the Corp 1 bad publicity; the event is removed from the game.
#[test]
fn c36002_take_a_dive_bad_publicity_after_a_resolved_subroutine() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Diviner", "rezzed": true}]}}"#,
        r#""credits": 5, "grip": ["Take a Dive", "Borrowed Goods", "Borrowed Goods"]"#,
    );
    let t = id(&g, "Take a Dive");
    play(&mut g, t);
    let servers: Vec<u8> = legal(&g, ActionKind::Run)
        .iter()
        .map(|a| a.server)
        .collect();
    assert_eq!(servers, vec![srv("hq"), srv("rd")]);
    act(&mut g, Action::new(ActionKind::Run).server(srv("hq")));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.corp.bad_publicity, 1);
    assert_eq!(zone(&g, t), Zone::Removed);
}

// Take a Dive: a successful run with no subroutine resolved gives nothing.
#[test]
fn c36002_take_a_dive_nothing_without_a_resolved_subroutine() {
    let mut g = runner_turn("", r#""credits": 5, "grip": ["Take a Dive"]"#);
    let t = id(&g, "Take a Dive");
    play(&mut g, t);
    act(&mut g, Action::new(ActionKind::Run).server(srv("rd")));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.corp.bad_publicity, 0);
    assert_eq!(zone(&g, t), Zone::Removed);
}

// ----- 36001 Chain Reaction -----

/// A Runner turn with Chain Reaction in the grip, two installed Corp cards and two Runner ones.
fn chain_turn() -> GameState {
    runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]},
            "remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 5, "grip": ["Chain Reaction"], "rig": ["Corroder", "Borrowed Goods"]"#,
    )
}

// Chain Reaction: only after successful runs on HQ, R&D and Archives this turn.
#[test]
fn c36001_chain_reaction_needs_successful_runs_on_every_central() {
    let mut g = chain_turn();
    let c = id(&g, "Chain Reaction");
    g.turn_flags.successful_runs_ended = 0b011;
    assert!(legal_on(&g, ActionKind::Play, c).is_empty());
    g.turn_flags.successful_runs_ended = 0b111;
    assert!(!legal_on(&g, ActionKind::Play, c).is_empty());
}

// Chain Reaction: the Runner trashes 2 installed Corp cards, then the Corp trashes 1 installed
// Runner card of its choice.
#[test]
fn c36001_chain_reaction_trashes_two_corp_cards_then_the_corp_one_runner_card() {
    let mut g = chain_turn();
    g.turn_flags.successful_runs_ended = 0b111;
    let c = id(&g, "Chain Reaction");
    let (wall, pad) = (id(&g, "Ice Wall"), id(&g, "PAD Campaign"));
    let corroder = id(&g, "Corroder");
    play(&mut g, c);
    assert_eq!(g.current_side(), Some(nr_engine::Side::Runner));
    act(&mut g, Action::new(ActionKind::Trash).card(wall));
    // The second pick has a single outcome left, known to both: it is not asked.
    assert_eq!(zone(&g, wall), Zone::Archives);
    assert_eq!(zone(&g, pad), Zone::Archives);
    assert_eq!(g.current_side(), Some(nr_engine::Side::Corp));
    assert_eq!(legal(&g, ActionKind::Trash).len(), 2);
    act(&mut g, Action::new(ActionKind::Trash).card(corroder));
    assert_eq!(zone(&g, corroder), Zone::Heap);
}

// ----- 36003 The Tungsten Tailor -----

// The Tungsten Tailor: every piece of ice has -1 strength (Ice Wall 1 -> 0, so its break pays);
// the first break each turn on ice at 0 strength or less gives 1 credit, the second none.
#[test]
fn c36003_tungsten_tailor_weakens_ice_and_pays_for_the_first_break_on_zero_strength() {
    let mut g = runner_turn(
        r#""servers": {"archives": {"ice": [{"title": "Ice Wall", "rezzed": true}]},
            "hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["The Tungsten Tailor", "Corroder"]"#,
    );
    run_on(&mut g, "archives");
    to_encounter(&mut g);
    let b = legal(&g, ActionKind::Break)[0];
    act(&mut g, b);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.credits, 5 - 1 + 1, "1 credit to break, 1 gained");
    run_on(&mut g, "hq");
    to_encounter(&mut g);
    let b = legal(&g, ActionKind::Break)[0];
    act(&mut g, b);
    assert_eq!(g.runner.credits, 4, "only the first time each turn");
}

// ----- 36007 Nurse Hạnh -----

// Nurse Hạnh: breaching Archives turns 2 facedown cards faceup: the Runner draws 2 cards.
#[test]
fn c36007_nurse_hanh_draws_when_two_facedown_archives_cards_turn_faceup() {
    let mut g = runner_turn(
        r#""archives": ["Hedge Fund", "Hedge Fund", {"title": "Hedge Fund", "faceup": true}]"#,
        r#""credits": 5, "rig": ["Nurse Hanh"], "stack": ["Sure Gamble", "Sure Gamble"]"#,
    );
    run_on(&mut g, "archives");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.grip.len(), 2);
}

// Nurse Hạnh: a single facedown card turned faceup is not enough.
#[test]
fn c36007_nurse_hanh_needs_two_cards() {
    let mut g = runner_turn(
        r#""archives": ["Hedge Fund", {"title": "Hedge Fund", "faceup": true}]"#,
        r#""credits": 5, "rig": ["Nurse Hanh"], "stack": ["Sure Gamble", "Sure Gamble"]"#,
    );
    run_on(&mut g, "archives");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.grip.len(), 0);
}

// ----- 36006 Hackerspace -----

// Hackerspace: a unique connection (Nurse Hanh) may be installed on it, 1 credit cheaper
// (1 -> 0); a connection without a companion gives no extra hand size. (No unique companion
// of the pool is implemented yet: the +2 with both is not exercised here.)
#[test]
fn c36006_hackerspace_hosts_a_unique_connection_one_credit_cheaper() {
    let mut g = runner_turn(
        "",
        r#""credits": 1, "rig": ["Hackerspace"], "grip": ["Nurse Hanh", "Telework Contract"]"#,
    );
    let h = id(&g, "Hackerspace");
    let n = id(&g, "Nurse Hanh");
    act(&mut g, Action::new(ActionKind::Install).card(n));
    assert_eq!(g.decision_name(), "host");
    act(&mut g, Action::new(ActionKind::Install).card(h));
    assert_eq!(g.cards[n as usize].host, h);
    assert_eq!(g.runner.credits, 1, "0 credits: 1 less on Hackerspace");
    assert_eq!(g.runner_hand_size(), 5);
    // A resource neither a companion nor a connection goes in the rig: no host is asked.
    g.runner.credits = 5;
    let tw = id(&g, "Telework Contract");
    act(&mut g, Action::new(ActionKind::Install).card(tw));
    assert_ne!(g.decision_name(), "host");
    assert_eq!(g.cards[tw as usize].host, nr_engine::NONE);
}

// Hackerspace: the 1-credit discount counts before the host is chosen (card text: "each
// resource installed this way costs 1 less"): with 0 credits the Runner may install a 1-credit
// unique connection, onto Hackerspace only (the rig is not affordable: the host is not asked),
// and the label gives both costs.
#[test]
fn c36006_hackerspace_discount_makes_the_install_legal_with_zero_credits() {
    let mut g = runner_turn(
        "",
        r#""credits": 0, "rig": ["Hackerspace"], "grip": ["Nurse Hanh"]"#,
    );
    let h = id(&g, "Hackerspace");
    let n = id(&g, "Nurse Hanh");
    let install = Action::new(ActionKind::Install).card(n);
    assert!(is_legal(&g, install));
    assert_eq!(
        g.label(&install),
        "install Nurse Hanh (1 credit, 0 credits onto a host)"
    );
    act(&mut g, install);
    assert_ne!(g.decision_name(), "host", "only Hackerspace is affordable");
    assert_eq!(g.cards[n as usize].host, h);
    assert_eq!(zone(&g, n), Zone::Rig);
    assert_eq!(g.runner.credits, 0);
}

// Hackerspace: with 1 credit both destinations are offered, Hackerspace labelled with its cost.
#[test]
fn c36006_hackerspace_host_choice_shows_the_discounted_cost() {
    let mut g = runner_turn(
        "",
        r#""credits": 1, "rig": ["Hackerspace"], "grip": ["Nurse Hanh"]"#,
    );
    let h = id(&g, "Hackerspace");
    let n = id(&g, "Nurse Hanh");
    act(&mut g, Action::new(ActionKind::Install).card(n));
    assert_eq!(g.decision_name(), "host");
    let on = Action::new(ActionKind::Install).card(h);
    assert_eq!(
        g.label(&on),
        "install Nurse Hanh hosted on Hackerspace (0 credits)"
    );
    assert!(is_legal(&g, Action::new(ActionKind::Pass)));
    pass(&mut g);
    assert_eq!(g.cards[n as usize].host, nr_engine::NONE);
    assert_eq!(g.runner.credits, 0, "1 credit in the rig");
}

// ----- 36008 Stick and Poke -----

/// A Runner turn with Stick and Poke installed (and `rig`), 2 cards in the grip and 2 in the
/// stack; rezzed Ice Wall on HQ and on R&D; `this_turn` the turn facts.
fn stick_and_poke(rig: &str, this_turn: &str) -> GameState {
    let mut json = format!(
        r#"{{"corp": {{"identity": "Haas-Bioroid: Engineering the Future", "credits": 5,
            "hq": ["PAD Campaign"], "rd": ["Hedge Fund", "Hedge Fund"],
            "servers": {{"hq": {{"ice": [{{"title": "Ice Wall", "rezzed": true}}]}},
                         "rd": {{"ice": [{{"title": "Ice Wall", "rezzed": true}}]}}}}}},
           "runner": {{"identity": "{}", "credits": 9,
            "rig": ["Stick and Poke"{rig}], "grip": ["Sure Gamble", "Sure Gamble"],
            "stack": ["Easy Mark", "Easy Mark"]}},
           "active": "runner", "turn": 2"#,
        startup::CATALYST
    );
    if !this_turn.is_empty() {
        json.push_str(&format!(r#", "this_turn": {this_turn}"#));
    }
    json.push('}');
    game(&json)
}

// Stick and Poke: the first ice encountered this turn gains a subroutine before its own, for
// the encounter: 1 net damage, then the Runner draws 1 card; then Ice Wall ends the run.
#[test]
fn c36008_stick_and_poke_first_encounter_gains_damage_and_draw() {
    let mut g = stick_and_poke("", "");
    // No breaker: nothing is asked of the Runner, the subroutines resolve in order.
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none_or(|r| r.ended));
    assert_eq!(g.runner.heap.len(), 1, "1 net damage");
    assert_eq!(g.runner.grip.len(), 2, "then a card drawn");
    assert_eq!(g.runner.stack.len(), 1);
    assert!(g.run.is_none_or(|r| r.ended), "then Ice Wall ended the run");
}

// Stick and Poke: only the first encounter each turn; the second ice (another run) keeps its
// printed subroutines only.
#[test]
fn c36008_stick_and_poke_only_the_first_encounter_each_turn() {
    let mut g = stick_and_poke("", "");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.heap.len(), 1);
    run_on(&mut g, "rd");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.heap.len(), 1, "no second damage");
    assert_eq!(g.runner.stack.len(), 1, "no second draw");
}

// Stick and Poke: "the first time each turn": an encounter earlier this turn (before it was
// installed, say) used it up (Rules Reference, "Ordinal Events"; the turn fact
// `ice_encountered`, written in a scenario's `this_turn`).
#[test]
fn c36008_stick_and_poke_earlier_encounter_this_turn_counts() {
    let mut g = stick_and_poke("", r#"{"ice_encountered": true}"#);
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none());
    assert!(g.runner.heap.is_empty());
}

// Stick and Poke: the gained subroutine is the ice's own for the encounter: a breaker may break
// it (it is listed first), and breaking it stops the damage and the draw.
#[test]
fn c36008_stick_and_poke_gained_subroutine_can_be_broken() {
    let mut g = stick_and_poke(r#", "Corroder""#, "");
    let corroder = id(&g, "Corroder");
    run_on(&mut g, "hq");
    to_encounter(&mut g);
    let breaks = legal_on(&g, ActionKind::Break, corroder);
    assert_eq!(breaks.len(), 2, "the gained subroutine and End the run");
    let label = g.label(&breaks[0]);
    assert!(label.contains("net damage"), "{label}");
    act(&mut g, breaks[0]);
    act(
        &mut g,
        Action::new(ActionKind::Break).card(corroder).target(1),
    );
    pass_to(&mut g, |g| g.run.is_none());
    assert!(g.runner.heap.is_empty(), "no damage");
    assert_eq!(g.runner.stack.len(), 2, "no draw");
    assert!(
        known_to_runner(&g, id(&g, "PAD Campaign")),
        "the run reached HQ"
    );
}

// Stick and Poke with Lethe: the gained subroutine counts for "fully broken": breaking Lethe's
// two printed subroutines leaves it not fully broken (no tag), and the gained one resolves.
#[test]
fn c36008_stick_and_poke_gained_subroutine_counts_for_full_break() {
    let mut g = runner_turn(
        r#""hq": ["PAD Campaign"], "servers": {"hq": {"ice": [{"title": "Lethe", "rezzed": true}]}}"#,
        r#""credits": 20, "rig": ["Stick and Poke", "Ninja"], "grip": ["Sure Gamble"], "stack": ["Easy Mark"]"#,
    );
    let ninja = id(&g, "Ninja");
    run_on(&mut g, "hq");
    to_encounter(&mut g);
    boosts_to_break(&mut g, ninja);
    act(&mut g, Action::new(ActionKind::Break).card(ninja).target(1));
    act(&mut g, Action::new(ActionKind::Break).card(ninja).target(2));
    assert_eq!(g.runner.tags, 0, "the gained subroutine is unbroken");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.tags, 0);
    assert_eq!(g.runner.heap.len(), 1, "the gained subroutine resolved");
    // Breaking all three is fully breaking Lethe: 1 tag.
    let mut g = runner_turn(
        r#""hq": ["PAD Campaign"], "servers": {"hq": {"ice": [{"title": "Lethe", "rezzed": true}]}}"#,
        r#""credits": 20, "rig": ["Stick and Poke", "Ninja"], "grip": ["Sure Gamble"], "stack": ["Easy Mark"]"#,
    );
    let ninja = id(&g, "Ninja");
    run_on(&mut g, "hq");
    to_encounter(&mut g);
    boosts_to_break(&mut g, ninja);
    for t in 0..3 {
        act(&mut g, Action::new(ActionKind::Break).card(ninja).target(t));
    }
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.tags, 1);
}
