//! Scenario tests of the System Gateway Shaper cards, continued (see `cards_sg_shaper.rs`):
//! Echelon (30025), Unity (30026), Telework Contract (30027), and seeded random games with a
//! Tāo Salonga deck of every Shaper System Gateway card.

mod common;
use common::*;
use nr_engine::{card_table, Action, ActionKind, DeckList, EventKind, GameState, Side, Zone};

// ----- helpers -----

const TAO: &str = "Tao Salonga: Telepresence Magician";
const GABRIEL: &str = "Gabriel Santiago: Consummate Professional";

/// A Runner-turn position (Gabriel Santiago, whose ability only acts on HQ runs).
fn runner_turn(corp: &str, runner: &str) -> GameState {
    runner_turn_as(GABRIEL, corp, runner)
}

/// Installs the card with this title from the grip, keeping every installed program.
fn install_title(g: &mut GameState, title: &str) {
    let c = id(g, title);
    act(g, Action::new(ActionKind::Install).card(c));
    while g.decision_name() == "memory" {
        pass(g);
    }
}

fn ability(card: u8, index: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(index)
}

fn zone(g: &GameState, card: u8) -> Zone {
    g.cards[card as usize].zone
}

fn strength(g: &GameState, card: u8) -> u32 {
    g.current_strength(card).expect("a strength")
}

fn run_to_encounter(g: &mut GameState, server: &str) {
    run_on(g, server);
    pass_until(g, "encounter");
}

// ----- 30025 Echelon -----

// Echelon: +1 strength per installed icebreaker, itself included.
#[test]
fn c30025_echelon_strength_counts_icebreakers() {
    let mut g = runner_turn(
        "",
        r#""credits": 20, "grip": ["Gordian Blade", "Corroder", "Datasucker"], "rig": ["Echelon"]"#,
    );
    let echelon = id(&g, "Echelon");
    assert_eq!(strength(&g, echelon), 1);
    install_title(&mut g, "Gordian Blade");
    assert_eq!(strength(&g, echelon), 2);
    install_title(&mut g, "Datasucker");
    assert_eq!(strength(&g, echelon), 2, "not an icebreaker");
    install_title(&mut g, "Corroder");
    assert_eq!(strength(&g, echelon), 3);
}

// Echelon: breaks sentry subroutines for 1 credit each; 3 credits give +2 strength for the
// encounter.
#[test]
fn c30025_echelon_boosts_and_breaks_a_sentry() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Neural Katana", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Echelon", "Gordian Blade"]"#,
    );
    let echelon = id(&g, "Echelon");
    run_to_encounter(&mut g, "hq");
    assert_eq!(strength(&g, echelon), 2);
    assert!(legal(&g, ActionKind::Break).is_empty());
    act(&mut g, ability(echelon, 0));
    assert_eq!(g.runner.credits, 2);
    assert_eq!(strength(&g, echelon), 4);
    act(
        &mut g,
        Action::new(ActionKind::Break).card(echelon).target(0),
    );
    assert_eq!(g.runner.credits, 1);
    pass_until(&mut g, "action");
    assert_eq!(strength(&g, echelon), 2, "the boost lasted the encounter");
    assert_eq!(g.runner.grip.len(), 0);
}

// Echelon: code gates are not its business.
#[test]
fn c30025_echelon_does_not_break_a_code_gate() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 9, "rig": ["Echelon", "Corroder"]"#,
    );
    let echelon = id(&g, "Echelon");
    run_on(&mut g, "hq");
    // Nothing can interact with Enigma: the encounter asks nothing, and its subroutines resolve.
    for a in [
        ability(echelon, 0),
        Action::new(ActionKind::Break).card(echelon).target(0),
    ] {
        let mut g = g.clone();
        pass_until_without(&mut g, "action", a);
    }
    pass_until(&mut g, "action");
    assert!(g.run.is_none());
    assert_eq!(g.runner.clicks, 2, "Enigma's click loss resolved");
}

// ----- 30026 Unity -----

// Unity: 1 credit: +X strength, X the installed icebreakers (3 here); breaks a code gate.
#[test]
fn c30026_unity_boost_counts_icebreakers() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Tollbooth", "rezzed": true}]}}"#,
        r#""credits": 10, "rig": ["Unity", "Corroder", "Pipeline"]"#,
    );
    let unity = id(&g, "Unity");
    assert_eq!(strength(&g, unity), 1);
    g.set_events(true);
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    let before = g.runner.credits; // Tollbooth took 3
    act(&mut g, ability(unity, 0));
    assert_eq!(strength(&g, unity), 4);
    act(&mut g, ability(unity, 0));
    assert_eq!(strength(&g, unity), 7);
    assert_eq!(g.runner.credits, before - 2);
    let label = g.label(&ability(unity, 0));
    assert!(label.contains("each installed icebreaker"), "{label}");
    act(&mut g, Action::new(ActionKind::Break).card(unity).target(0));
    pass_until(&mut g, "action");
    assert_eq!(strength(&g, unity), 1);
    assert_eq!(g.agenda_points(Side::Runner), 0);
}

// Unity ruling 1: its boost gives strength to Unity alone, not to the other icebreakers.
#[test]
fn ruling_c30026_1_boost_only_unity() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Tollbooth", "rezzed": true}]}}"#,
        r#""credits": 10, "rig": ["Unity", "Corroder"]"#,
    );
    let (unity, corroder) = (id(&g, "Unity"), id(&g, "Corroder"));
    run_to_encounter(&mut g, "hq");
    act(&mut g, ability(unity, 0));
    assert_eq!(strength(&g, unity), 3);
    assert_eq!(strength(&g, corroder), 2);
}

// ----- 30027 Telework Contract -----

// Telework Contract: 9 credits loaded as it is installed; a click takes 3, once per turn.
#[test]
fn c30027_telework_contract_once_per_turn() {
    let mut g = runner_turn(
        r#""rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""credits": 1, "grip": ["Telework Contract"]"#,
    );
    let tw = id(&g, "Telework Contract");
    install_title(&mut g, "Telework Contract");
    assert_eq!(g.cards[tw as usize].credits, 9);
    assert_eq!(g.runner.credits, 0);
    act(&mut g, ability(tw, 0));
    assert_eq!(g.runner.credits, 3);
    assert_eq!(g.cards[tw as usize].credits, 6);
    assert!(
        legal_on(&g, ActionKind::Ability, tw).is_empty(),
        "once per turn"
    );
    // A second use is refused and changes nothing.
    let before = g.to_json();
    assert!(g.apply(ability(tw, 0)).is_err());
    assert_eq!(g.to_json(), before);
    until(&mut g, at_action(Side::Corp));
    until(&mut g, at_action(Side::Runner));
    act(&mut g, ability(tw, 0));
    assert_eq!(g.cards[tw as usize].credits, 3);
}

// Telework Contract: taking the last credits empties it, and it is trashed.
#[test]
fn c30027_telework_contract_trashed_when_empty() {
    let mut g = runner_turn(
        "",
        r#""credits": 0, "rig": [{"title": "Telework Contract", "credits": 3}]"#,
    );
    let tw = id(&g, "Telework Contract");
    act(&mut g, ability(tw, 0));
    assert_eq!(g.runner.credits, 3);
    assert_eq!(zone(&g, tw), Zone::Heap);
}

// Telework Contract: its credits are not in the pool: they pay for nothing until taken.
#[test]
fn c30027_telework_contract_credits_pay_for_nothing() {
    let g = runner_turn(
        "",
        r#""credits": 0, "grip": ["Pipeline"], "rig": [{"title": "Telework Contract", "credits": 9}]"#,
    );
    assert!(legal_on(&g, ActionKind::Install, id(&g, "Pipeline")).is_empty());
}

// ----- random play -----

/// A Tāo Salonga deck: every Shaper System Gateway card at 3 copies, then the Shaper starter.
fn sg_shaper_deck() -> DeckList {
    let mut cards: Vec<(String, u32)> = [
        "Creative Commission",
        "VRcation",
        "DZMZ Optimizer",
        "Pantograph",
        "Conduit",
        "Echelon",
        "Unity",
        "Telework Contract",
    ]
    .iter()
    .map(|t| (t.to_string(), 3))
    .collect();
    cards.extend(DeckList::starter("shaper").unwrap().cards);
    DeckList {
        identity: TAO.into(),
        cards,
    }
}

// Seeded random games with the Shaper System Gateway cards against Core starter Corp decks:
// every game ends, never panics, keeps its invariants, and (some games) hides what it must;
// across the games, Tāo swaps ice, Conduit gains counters and Telework Contract pays out.
#[test]
fn random_games_sg_shaper() {
    use rand_core::{RngCore, SeedableRng};
    let runner = sg_shaper_deck();
    let corps = ["jinteki", "haas-bioroid", "nbn", "weyland"];
    let title = |e: &nr_engine::LogEvent| card_table()[e.card_def as usize].title;
    let (mut swaps, mut conduit_counters, mut telework_taken) = (0, 0, 0);
    for seed in 0..240u64 {
        let corp = DeckList::starter(corps[seed as usize % 4]).unwrap();
        if seed % 8 == 0 {
            // Each side's observation unchanged by a redeal of what it has not seen.
            let g = random_game(&corp, &runner, seed, true);
            check_places(&g);
            continue;
        }
        let mut g = GameState::new(&corp, &runner, seed).unwrap();
        g.set_events(true);
        let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5eed);
        let mut steps = 0u32;
        while !g.is_over() {
            let legal = g.legal_actions();
            assert!(
                !legal.is_empty(),
                "no legal action at {}",
                g.decision_name()
            );
            let a = legal[(rng.next_u64() % legal.len() as u64) as usize];
            if steps.is_multiple_of(7) {
                let _ = g.label(&a);
            }
            g.apply(a).unwrap();
            for e in g.take_events().iter() {
                match e.kind {
                    EventKind::IceSwapped => swaps += 1,
                    EventKind::CountersPlaced if title(e) == "Conduit" => conduit_counters += 1,
                    EventKind::CountersRemoved if title(e) == "Telework Contract" => {
                        telework_taken += 1
                    }
                    _ => {}
                }
            }
            if steps.is_multiple_of(8) {
                check_places(&g);
            }
            steps += 1;
            assert!(steps < 20_000, "game too long (seed {seed})");
        }
        check_places(&g);
    }
    assert!(swaps > 0 && conduit_counters > 0 && telework_taken > 0);
}
