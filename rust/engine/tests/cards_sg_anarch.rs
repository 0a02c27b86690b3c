//! Scenario tests of the System Gateway Anarch cards, first part (30001-30003): René "Loup"
//! Arcemont, Wildcat Strike and Carnivore (trashing accessed cards). The programs and Cookbook
//! are in `cards_sg_anarch_programs.rs`.

mod common;
use common::*;
use nr_engine::{card_table, Action, ActionKind, EventKind, GameState};
use nr_engine::{Side, Zone};

// ----- helpers -----

/// Loup's title.
const LOUP: &str = "Rene \"Loup\" Arcemont: Party Animal";
const NOISE: &str = "Noise: Hacker Extraordinaire";

/// A Runner-turn position with Loup.
fn loup_turn(corp: &str, runner: &str) -> GameState {
    runner_turn_as(LOUP, corp, runner)
}

/// A Runner-turn position with Noise (no ability about accessed cards).
fn noise_turn(corp: &str, runner: &str) -> GameState {
    runner_turn_as(NOISE, corp, runner)
}

/// Installs `card`, keeping the installed programs when asked (install step 3).
fn install(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Install).card(card));
    keep_programs(g);
}

/// Install step 3: the Runner may trash programs first; it keeps them all.
fn keep_programs(g: &mut GameState) {
    if g.decision_name() == "memory" {
        pass(g);
    }
}

fn play(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Play).card(card));
}

fn ability(card: u8, index: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(index)
}

fn trash(card: u8) -> Action {
    Action::new(ActionKind::Trash).card(card)
}

fn zone(g: &GameState, card: u8) -> Zone {
    g.cards[card as usize].zone
}

/// The state as JSON, to check that a refused action changed nothing.
fn snapshot(g: &GameState) -> String {
    g.to_json()
}

/// Applies an action that must be refused, and checks that nothing changed.
fn refused(g: &mut GameState, a: Action) {
    let before = snapshot(g);
    assert!(g.apply(a).is_err(), "{a:?} was accepted");
    assert_eq!(snapshot(g), before, "a refused action changed the state");
}

/// Runs `server` and passes every window up to the access decision on its card.
fn run_to_access(g: &mut GameState, server: &str) {
    run_on(g, server);
    pass_until(g, "trash_or_steal");
}

// ----- 30001 René "Loup" Arcemont -----

// Loup: trashing an accessed card (paying its trash cost) gives 1 credit and draws 1 card.
#[test]
fn c30001_loup_first_trash_gains_a_credit_and_draws() {
    let mut g = loup_turn(
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 5, "stack": ["Sure Gamble"]"#,
    );
    let pad = id(&g, "PAD Campaign");
    run_to_access(&mut g, "remote1");
    act(&mut g, trash(pad));
    assert_eq!(zone(&g, pad), Zone::Archives);
    assert_eq!(
        g.runner.credits,
        5 - 4 + 1,
        "trash cost 4, then 1 from Loup"
    );
    assert_eq!(g.runner.grip.to_vec(), vec![id(&g, "Sure Gamble")]);
    assert_eq!(g.decision_name(), "action");
}

// Loup: only the first card trashed while accessing each turn; the count starts again in a
// later turn (Rules Reference, "Ordinal Events").
#[test]
fn c30001_loup_only_the_first_time_each_turn() {
    let mut g = loup_turn(
        r#""rd": ["Hedge Fund", "Hedge Fund"],
            "servers": {"remote1": {"root": ["PAD Campaign"]}, "remote2": {"root": ["PAD Campaign"]},
                       "remote3": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 20, "stack": ["Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    );
    let pads = ids(&g, "PAD Campaign");
    run_to_access(&mut g, "remote1");
    act(&mut g, trash(pads[0]));
    assert_eq!((g.runner.credits, g.runner.grip.len()), (17, 1));
    pass_until(&mut g, "action");
    run_to_access(&mut g, "remote2");
    act(&mut g, trash(pads[1]));
    assert_eq!(
        (g.runner.credits, g.runner.grip.len()),
        (13, 1),
        "the second trash this turn gives nothing"
    );
    // The next Runner turn: the first trash counts again.
    until(&mut g, |g| {
        g.current_side() == Some(Side::Runner) && g.decision_name() == "action" && g.turn == 4
    });
    let credits = g.runner.credits;
    pass_until(&mut g, "action");
    run_to_access(&mut g, "remote3");
    act(&mut g, trash(pads[2]));
    assert_eq!(g.runner.credits, credits - 4 + 1);
    assert_eq!(g.runner.grip.len(), 2);
}

// Loup: accessing without trashing gives nothing.
#[test]
fn c30001_loup_leaving_the_card_gives_nothing() {
    let mut g = loup_turn(
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 5, "stack": ["Sure Gamble"]"#,
    );
    run_to_access(&mut g, "remote1");
    pass(&mut g);
    assert_eq!(g.runner.credits, 5);
    assert!(g.runner.grip.is_empty());
    assert_eq!(g.turn_flags.accessed_trashed, 0);
}

// Loup: a card trashed at no cost (Demolition Run) is also a card trashed while accessing it.
#[test]
fn c30001_loup_free_trash_counts() {
    let mut g = loup_turn(
        r#""hq": ["Hedge Fund"]"#,
        r#""credits": 3, "grip": ["Demolition Run"], "stack": ["Sure Gamble"]"#,
    );
    let dr = id(&g, "Demolition Run");
    play(&mut g, dr);
    act(&mut g, Action::new(ActionKind::Run).server(HQ));
    pass_until(&mut g, "trash_or_steal");
    let hf = id(&g, "Hedge Fund");
    act(&mut g, trash(hf));
    assert_eq!(g.runner.credits, 2, "3 - 2 for the event + 1 from Loup");
    assert_eq!(g.runner.grip.to_vec(), vec![id(&g, "Sure Gamble")]);
}

/// Loup with Carnivore: the grip holds two cards (the cost), the stack one card; a PAD Campaign
/// the Runner cannot afford to trash waits in remote1. Events are on.
fn loup_carnivore() -> GameState {
    let mut g = loup_turn(
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 0, "grip": ["Sure Gamble", "Deja Vu"], "stack": ["Datasucker"],
            "rig": ["Carnivore"]"#,
    );
    g.set_events(true);
    g
}

// Loup ruling 1: Carnivore's cost (2 grip cards) is paid and its ability resolved before
// Loup's ability triggers: the card Loup draws cannot be trashed for the cost.
#[test]
fn ruling_c30001_1_carnivore_resolves_before_loup_draws() {
    let mut g = loup_carnivore();
    let (carnivore, pad) = (id(&g, "Carnivore"), id(&g, "PAD Campaign"));
    let (gamble, dv, ds) = (
        id(&g, "Sure Gamble"),
        id(&g, "Deja Vu"),
        id(&g, "Datasucker"),
    );
    run_to_access(&mut g, "remote1");
    act(&mut g, ability(carnivore, 0));
    assert_eq!(g.decision_name(), "choose_card");
    let offered: Vec<u8> = legal(&g, ActionKind::Trash)
        .iter()
        .map(|a| a.card)
        .collect();
    assert_eq!(offered, vec![gamble, dv], "only the grip as it was");
    act(&mut g, trash(dv));
    // The second card is the only one left: not asked.
    assert_eq!(zone(&g, gamble), Zone::Heap);
    assert_eq!(zone(&g, dv), Zone::Heap);
    assert_eq!(zone(&g, pad), Zone::Archives);
    assert_eq!(g.runner.grip.to_vec(), vec![ds], "Loup drew after the cost");
    assert_eq!(g.runner.credits, 1);
}

// ----- 30002 Wildcat Strike -----

fn wildcat() -> GameState {
    noise_turn(
        "",
        r#""credits": 2, "grip": ["Wildcat Strike"],
            "stack": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    )
}

// Wildcat Strike: the Corp chooses; the credits option gives the Runner 6 credits.
#[test]
fn c30002_wildcat_strike_corp_chooses_credits() {
    let mut g = wildcat();
    let ws = id(&g, "Wildcat Strike");
    play(&mut g, ws);
    assert_eq!(g.current_side(), Some(Side::Corp), "the Corp's choice");
    assert_eq!(g.decision_name(), "mode");
    assert_eq!(legal(&g, ActionKind::Mode).len(), 2);
    let label = g.label(&Action::new(ActionKind::Mode).card(ws).target(0));
    assert!(label.contains("6 credits"), "{label}");
    mode(&mut g, ws, 0);
    assert_eq!(g.runner.credits, 6);
    assert!(g.runner.grip.is_empty());
    assert_eq!(zone(&g, ws), Zone::Heap);
    assert_eq!(g.current_side(), Some(Side::Runner));
}

// Wildcat Strike: the draw option draws 4 cards.
#[test]
fn c30002_wildcat_strike_corp_chooses_draw() {
    let mut g = wildcat();
    let ws = id(&g, "Wildcat Strike");
    play(&mut g, ws);
    let label = g.label(&Action::new(ActionKind::Mode).card(ws).target(1));
    assert!(label.contains("draws 4"), "{label}");
    mode(&mut g, ws, 1);
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.runner.grip.len(), 4);
    assert_eq!(g.runner.stack.len(), 1);
}

// Wildcat Strike: an option it does not have, or another card's, is refused and changes nothing.
#[test]
fn c30002_wildcat_strike_bad_choice_refused() {
    let mut g = wildcat();
    let ws = id(&g, "Wildcat Strike");
    play(&mut g, ws);
    refused(&mut g, Action::new(ActionKind::Mode).card(ws).target(2));
    let identity = g.runner.identity;
    refused(
        &mut g,
        Action::new(ActionKind::Mode).card(identity).target(0),
    );
    refused(&mut g, Action::new(ActionKind::Pass));
    assert_eq!(g.decision_name(), "mode");
}

// Wildcat Strike ruling 1: the Corp may choose the draw even with fewer than 4 cards in the
// stack; the Runner draws what there is.
#[test]
fn ruling_c30002_1_draw_with_a_short_stack() {
    let mut g = noise_turn(
        "",
        r#""credits": 2, "grip": ["Wildcat Strike"], "stack": ["Sure Gamble"]"#,
    );
    let ws = id(&g, "Wildcat Strike");
    play(&mut g, ws);
    assert_eq!(legal(&g, ActionKind::Mode).len(), 2, "both options");
    mode(&mut g, ws, 1);
    assert_eq!(g.runner.grip.len(), 1);
    assert!(g.runner.stack.is_empty());
    assert!(!g.is_over());
    // An empty stack too.
    let mut g = noise_turn("", r#""credits": 2, "grip": ["Wildcat Strike"]"#);
    let ws = id(&g, "Wildcat Strike");
    play(&mut g, ws);
    assert_eq!(legal(&g, ActionKind::Mode).len(), 2);
    mode(&mut g, ws, 1);
    assert!(g.runner.grip.is_empty() && !g.is_over());
}

// ----- 30003 Carnivore -----

// Carnivore: +1 memory; a console (only one).
#[test]
fn c30003_carnivore_memory_and_console_limit() {
    let mut g = noise_turn("", r#""credits": 9, "grip": ["Carnivore", "Grimoire"]"#);
    let base = g.memory_limit();
    let c = id(&g, "Carnivore");
    install(&mut g, c);
    assert_eq!(g.memory_limit(), base + 1);
    assert!(
        legal_on(&g, ActionKind::Install, id(&g, "Grimoire")).is_empty(),
        "limit 1 console"
    );
}

// Carnivore: trash 2 grip cards to trash the accessed card, whatever its trash cost.
#[test]
fn c30003_carnivore_trashes_the_accessed_card() {
    let mut g = noise_turn(
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 0, "grip": ["Sure Gamble", "Deja Vu", "Datasucker"], "rig": ["Carnivore"]"#,
    );
    let (carnivore, pad) = (id(&g, "Carnivore"), id(&g, "PAD Campaign"));
    let (gamble, ds) = (id(&g, "Sure Gamble"), id(&g, "Datasucker"));
    run_to_access(&mut g, "remote1");
    assert!(legal(&g, ActionKind::Trash).is_empty(), "no credits");
    act(&mut g, ability(carnivore, 0));
    assert_eq!(legal(&g, ActionKind::Trash).len(), 3);
    act(&mut g, trash(gamble));
    assert_eq!(g.decision_name(), "choose_card");
    assert!(
        legal_on(&g, ActionKind::Trash, gamble).is_empty(),
        "not twice"
    );
    act(&mut g, trash(ds));
    assert_eq!(zone(&g, pad), Zone::Archives);
    assert!(g.cards[pad as usize].faceup);
    assert_eq!(g.runner.grip.to_vec(), vec![id(&g, "Deja Vu")]);
    assert_eq!(g.runner.heap.len(), 2);
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.decision_name(), "action");
}

// Carnivore: once per turn; a new turn allows it again.
#[test]
fn c30003_carnivore_once_per_turn() {
    let mut g = noise_turn(
        r#""hq": ["Hedge Fund", "Hedge Fund", "Hedge Fund"], "rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""credits": 0, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble",
            "Sure Gamble", "Sure Gamble"], "rig": ["Carnivore"]"#,
    );
    let carnivore = id(&g, "Carnivore");
    run_to_access(&mut g, "hq");
    act(&mut g, ability(carnivore, 0));
    assert_eq!(g.corp.archives.len(), 1);
    run_on(&mut g, "hq");
    pass_until_without(&mut g, "action", ability(carnivore, 0));
    assert_eq!(g.corp.archives.len(), 1, "not a second time this turn");
    until(&mut g, |g| {
        g.current_side() == Some(Side::Runner) && g.decision_name() == "action" && g.turn == 4
    });
    run_to_access(&mut g, "hq");
    act(&mut g, ability(carnivore, 0));
    assert_eq!(g.corp.archives.len(), 2, "again the next turn");
}

// Carnivore: not usable without 2 cards in the grip to pay, nor on a card in Archives.
#[test]
fn c30003_carnivore_needs_its_cost_and_a_card_to_trash() {
    let mut g = noise_turn(
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 0, "grip": ["Sure Gamble"], "rig": ["Carnivore"]"#,
    );
    let carnivore = id(&g, "Carnivore");
    run_on(&mut g, "remote1");
    pass_until_without(&mut g, "action", ability(carnivore, 0));
    assert_eq!(zone(&g, id(&g, "PAD Campaign")), Zone::Root(REMOTE1));

    let mut g = noise_turn(
        r#""archives": [{"title": "Hedge Fund", "faceup": true}]"#,
        r#""credits": 0, "grip": ["Sure Gamble", "Sure Gamble"], "rig": ["Carnivore"]"#,
    );
    run_on(&mut g, "archives");
    pass_until_without(&mut g, "action", ability(carnivore, 0));
    assert_eq!(g.runner.grip.len(), 2);
}

// Carnivore: at its cost's choice, a card not in the grip (or an action of another kind) is
// refused and changes nothing.
#[test]
fn c30003_carnivore_bad_cost_choice_refused() {
    let mut g = noise_turn(
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 0, "grip": ["Sure Gamble", "Deja Vu"], "stack": ["Datasucker"],
            "rig": ["Carnivore"]"#,
    );
    let (carnivore, pad) = (id(&g, "Carnivore"), id(&g, "PAD Campaign"));
    run_to_access(&mut g, "remote1");
    act(&mut g, ability(carnivore, 0));
    refused(&mut g, trash(pad));
    let ds = id(&g, "Datasucker");
    refused(&mut g, trash(ds));
    refused(&mut g, trash(carnivore));
    refused(&mut g, Action::new(ActionKind::Pass));
    assert_eq!(g.decision_name(), "choose_card");
}

// Carnivore ruling 1: the Runner cannot draw with Loup before paying Carnivore's cost: the
// events show both grip cards trashed, then the accessed card, then the draw.
#[test]
fn ruling_c30003_1_cost_before_loup_events() {
    let mut g = loup_carnivore();
    let (carnivore, pad) = (id(&g, "Carnivore"), id(&g, "PAD Campaign"));
    run_to_access(&mut g, "remote1");
    let _ = g.take_events();
    act(&mut g, ability(carnivore, 0));
    let gamble = id(&g, "Sure Gamble");
    act(&mut g, trash(gamble));
    let events = g.take_events().to_vec();
    let pos = |kind: EventKind, card: u8| {
        events
            .iter()
            .position(|e| e.kind == kind && (card == nr_engine::NONE || e.card == card))
            .unwrap_or_else(|| panic!("no {kind:?}"))
    };
    let grip1 = pos(EventKind::Trashed, id(&g, "Sure Gamble"));
    let grip2 = pos(EventKind::Trashed, id(&g, "Deja Vu"));
    let accessed = pos(EventKind::Trashed, pad);
    let drawn = pos(EventKind::Drawn, id(&g, "Datasucker"));
    assert!(grip1 < accessed && grip2 < accessed && accessed < drawn);
}

// Carnivore ruling 2: any accessed card, with or without a trash cost: an operation in HQ.
#[test]
fn ruling_c30003_2_trashes_an_operation() {
    let mut g = noise_turn(
        r#""hq": ["Hedge Fund"]"#,
        r#""credits": 5, "grip": ["Sure Gamble", "Sure Gamble"], "rig": ["Carnivore"]"#,
    );
    let (carnivore, hf) = (id(&g, "Carnivore"), id(&g, "Hedge Fund"));
    run_to_access(&mut g, "hq");
    assert!(legal(&g, ActionKind::Trash).is_empty(), "no trash cost");
    act(&mut g, ability(carnivore, 0));
    assert_eq!(zone(&g, hf), Zone::Archives);
    assert!(g.runner.grip.is_empty());
}

// Carnivore ruling 3: an agenda may be trashed instead of stolen; the access ends.
#[test]
fn ruling_c30003_3_trashes_an_agenda_instead_of_stealing() {
    let mut g = noise_turn(
        r#""hq": ["Priority Requisition"]"#,
        r#""credits": 5, "grip": ["Sure Gamble", "Sure Gamble"], "rig": ["Carnivore"]"#,
    );
    let (carnivore, pr) = (id(&g, "Carnivore"), id(&g, "Priority Requisition"));
    run_to_access(&mut g, "hq");
    assert_eq!(legal(&g, ActionKind::Score).len(), 1, "steal, or");
    assert!(legal(&g, ActionKind::Pass).is_empty(), "it cannot be left");
    act(&mut g, ability(carnivore, 0));
    assert_eq!(zone(&g, pr), Zone::Archives);
    assert!(g.runner.score_area.is_empty());
    assert_eq!(g.decision_name(), "action");
    // Without Carnivore's ability available, the agenda is stolen at once.
    let mut g = noise_turn(
        r#""hq": ["Priority Requisition"]"#,
        r#""credits": 5, "grip": ["Sure Gamble"], "rig": ["Carnivore"]"#,
    );
    run_on(&mut g, "hq");
    pass_until(&mut g, "action");
    assert_eq!(g.runner.score_area.len(), 1);
}

// Carnivore ruling 4: Ansel 1.0's last subroutine forbids trashing accessed cards in any way,
// Carnivore included. Carnivore's ability is offered with the access decision, after the
// rules' own checks on trashing accessed cards; once Ansel 1.0 (30038) is implemented, this
// plays the whole case: Ansel's subroutines resolve, then Carnivore is not offered.
#[test]
fn ruling_c30003_4_no_carnivore_after_ansel() {
    let implemented = card_table()
        .iter()
        .any(|d| d.title == "Ansel 1.0" && d.implemented);
    if !implemented {
        // Until then: Carnivore is offered at this access, as the case needs.
        let mut g = noise_turn(
            r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
            r#""credits": 0, "grip": ["Sure Gamble", "Sure Gamble"], "rig": ["Carnivore"]"#,
        );
        run_to_access(&mut g, "remote1");
        assert_eq!(legal(&g, ActionKind::Ability).len(), 1);
        return;
    }
    let mut g = noise_turn(
        r#""credits": 5, "servers": {"remote1": {"ice": [{"title": "Ansel 1.0", "rezzed": true}],
                                       "root": ["PAD Campaign"]}}"#,
        r#""credits": 0, "clicks": 4, "grip": ["Sure Gamble", "Sure Gamble"],
            "rig": ["Carnivore", "Ice Carver"]"#,
    );
    let (carnivore, carver, pad) = (
        id(&g, "Carnivore"),
        id(&g, "Ice Carver"),
        id(&g, "PAD Campaign"),
    );
    g.set_events(true);
    run_on(&mut g, "remote1");
    // Every subroutine resolves: the Corp trashes Ice Carver and installs nothing; Carnivore is
    // never offered, the access included.
    for _ in 0..64 {
        if g.decision_name() == "action" {
            break;
        }
        assert!(!g.legal_actions().contains(&ability(carnivore, 0)));
        let trash_carver = legal_on(&g, ActionKind::Trash, carver);
        if let Some(&a) = trash_carver.first() {
            act(&mut g, a);
        } else if !legal(&g, ActionKind::Pass).is_empty() {
            pass(&mut g);
        } else {
            let a = g.legal_actions()[0];
            act(&mut g, a);
        }
    }
    let events = g.take_events();
    assert!(events
        .iter()
        .any(|e| e.kind == EventKind::Accessed && e.card == pad));
    assert_eq!(zone(&g, pad), Zone::Root(REMOTE1));
    assert_eq!(g.runner.grip.len(), 2);
}

// Carnivore on R&D and HQ: after the trash, neither side's observation depends on the cards it
// has not seen (`determinize` redeals them), at the choice of the cost and after it.
#[test]
fn c30003_carnivore_hidden_information() {
    let mut g = noise_turn(
        r#""hq": ["Hedge Fund", "Enigma", "PAD Campaign"],
            "rd": ["Ice Wall", "Priority Requisition", "Hedge Fund"]"#,
        r#""credits": 0, "grip": ["Sure Gamble", "Deja Vu", "Datasucker"],
            "stack": ["Mimic", "Corroder"], "rig": ["Carnivore"]"#,
    );
    let carnivore = id(&g, "Carnivore");
    let same = |g: &GameState, seed: u64| {
        for side in [Side::Corp, Side::Runner] {
            let other = g.determinize(side, seed);
            assert_eq!(g.observation_json(side), other.observation_json(side));
        }
    };
    run_to_access(&mut g, "rd");
    same(&g, 1);
    act(&mut g, ability(carnivore, 0));
    same(&g, 2);
    let gamble = id(&g, "Sure Gamble");
    act(&mut g, trash(gamble));
    same(&g, 3);
    let ds = id(&g, "Datasucker");
    act(&mut g, trash(ds));
    same(&g, 4);
    assert_eq!(zone(&g, id(&g, "Ice Wall")), Zone::Archives, "the top card");
    assert_eq!(g.corp.rd.len(), 2);
}
