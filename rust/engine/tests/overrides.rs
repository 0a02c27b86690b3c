//! Issue 29, what-if numbers: a study overrides cards' printed numbers (DESIGN.md: "A card's
//! printed numbers ... are read through one accessor"). An override changes exactly the
//! changed number (one test per kind of number, over every card of the table), the game reads
//! it (scenario tests with the number's effect), and the engine refuses what it cannot honour.

mod common;
use common::*;
use nr_engine::{
    card_by_title, card_table, Action, ActionKind, BotKind, CardTable, DeckList, GameState, Number,
    SimConfig, NUMBERS,
};
use std::sync::atomic::{AtomicBool, AtomicU64};

const NOISE: &str = "Noise: Hacker Extraordinaire";

fn table(card: &str, number: &str, value: i64) -> CardTable {
    CardTable::with_overrides(&[(card.to_string(), number.to_string(), value)])
        .unwrap_or_else(|e| panic!("{card} {number}={value}: {e}"))
}

fn refused(card: &str, number: &str, value: i64) -> String {
    match CardTable::with_overrides(&[(card.to_string(), number.to_string(), value)]) {
        Ok(_) => panic!("{card} {number}={value} was accepted"),
        Err(e) => e.to_string(),
    }
}

/// Every number of every card in `t` equals the printed one, except `number` of `card`, which
/// is `value`.
fn only_changed(t: CardTable, card: &str, number: &str, value: u8) {
    let id = card_by_title(card).unwrap() as usize;
    let number = Number::parse(number).unwrap();
    let printed = card_table();
    assert_eq!(t.defs().len(), printed.len());
    let all: Vec<Number> = NUMBERS.iter().map(|n| Number::parse(n).unwrap()).collect();
    for (i, (new, old)) in t.defs().iter().zip(printed).enumerate() {
        assert_eq!((new.code, new.title), (old.code, old.title));
        for &n in &all {
            if i == id && n == number {
                assert_ne!(
                    n.value(old),
                    Some(value),
                    "{card}: pick a value that changes"
                );
                assert_eq!(n.value(new), Some(value), "{card} {}", n.name());
            } else {
                assert_eq!(
                    n.value(new),
                    n.value(old),
                    "{} {} changed",
                    old.title,
                    n.name()
                );
            }
        }
    }
    // The printed table itself is untouched (nothing global changed).
    assert_eq!(
        number.value(&printed[id]),
        number.value(&CardTable::printed().defs()[id])
    );
    assert_ne!(number.value(&printed[id]), Some(value));
}

macro_rules! exactly {
    ($($test:ident: $card:literal, $number:literal = $value:literal;)*) => {$(
        #[test]
        fn $test() {
            only_changed(table($card, $number, $value), $card, $number, $value);
        }
    )*};
}

exactly! {
    override_changes_exactly_cost: "Cleaver", "cost" = 4;
    override_changes_exactly_strength: "Ice Wall", "strength" = 4;
    override_changes_exactly_advancement_requirement: "Hostile Takeover", "advancement_requirement" = 3;
    override_changes_exactly_agenda_points: "Hostile Takeover", "agenda_points" = 2;
    override_changes_exactly_trash_cost: "PAD Campaign", "trash_cost" = 2;
    override_changes_exactly_memory_cost: "Cleaver", "memory_cost" = 2;
    override_changes_exactly_influence: "Cleaver", "influence" = 5;
    override_changes_exactly_break_cost: "Cleaver", "break_cost" = 3;
    override_changes_exactly_boost_cost: "Cleaver", "boost_cost" = 1;
    override_changes_exactly_boost_strength: "Cleaver", "boost_strength" = 2;
    override_changes_exactly_subroutines_per_break: "Cleaver", "subroutines_per_break" = 1;
    override_changes_exactly_subroutines: "Hadrian's Wall", "subroutines" = 3;
}

/// The position `g` with `table`'s overrides, through the saved game's JSON (which keeps them).
fn with(g: &GameState, t: CardTable) -> GameState {
    let mut v: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    v["table"] = serde_json::to_value(t).unwrap();
    GameState::from_json(&v.to_string()).unwrap()
}

fn noise(corp: &str, runner: &str) -> GameState {
    runner_turn_as(NOISE, corp, runner)
}

fn install(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Install).card(card));
    if g.decision_name() == "memory" {
        pass(g);
    }
}

fn wall_run(t: CardTable, credits: u32) -> (GameState, u8) {
    let g = noise(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Hadrian's Wall", "rezzed": true}]}}"#,
        &format!(r#""credits": {credits}, "rig": ["Cleaver"]"#),
    );
    let mut g = with(&g, t);
    let cl = id(&g, "Cleaver");
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    (g, cl)
}

// Card text of Cleaver (install cost 3): the cost override is what installing it takes.
#[test]
fn cost_override_is_the_install_cost() {
    let g = noise("", r#""credits": 5, "grip": ["Cleaver"]"#);
    for (t, left) in [(CardTable::printed(), 2), (table("Cleaver", "cost", 4), 1)] {
        let mut g = with(&g, t);
        let cl = id(&g, "Cleaver");
        install(&mut g, cl);
        assert_eq!(g.runner.credits, left);
    }
}

// Strength of ice and of an icebreaker, and memory cost: read where the rules compute them.
#[test]
fn strength_and_memory_overrides_are_read_by_the_rules() {
    let g = noise(
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Cleaver"]"#,
    );
    let t = CardTable::with_overrides(&[
        ("Ice Wall".into(), "strength".into(), 4),
        ("Cleaver".into(), "strength".into(), 5),
        ("Cleaver".into(), "memory_cost".into(), 3),
    ])
    .unwrap();
    let (wall, cl) = (id(&g, "Ice Wall"), id(&g, "Cleaver"));
    assert_eq!(g.current_strength(wall), Some(1));
    assert_eq!(g.current_strength(cl), Some(3));
    assert_eq!(g.memory_used(), 1);
    let g = with(&g, t);
    assert_eq!(g.current_strength(wall), Some(4));
    assert_eq!(g.current_strength(cl), Some(5));
    assert_eq!(g.memory_used(), 3);
}

// Cleaver's break cost (1 credit) and its strength ability (2 credits: +1), overridden.
#[test]
fn breaker_number_overrides_are_what_breaking_costs() {
    let t = CardTable::with_overrides(&[
        ("Cleaver".into(), "boost_cost".into(), 1),
        ("Cleaver".into(), "boost_strength".into(), 2),
        ("Cleaver".into(), "break_cost".into(), 3),
    ])
    .unwrap();
    let (mut g, cl) = wall_run(t, 9);
    // Strength 3 to 7: two uses of +2 at 1 credit each (printed: four of +1 at 2 each).
    act(&mut g, Action::new(ActionKind::Ability).card(cl).target(0));
    act(&mut g, Action::new(ActionKind::Ability).card(cl).target(0));
    assert_eq!(g.current_strength(cl), Some(7));
    assert_eq!(g.runner.credits, 7);
    act(&mut g, Action::new(ActionKind::Break).card(cl).target(0));
    act(&mut g, Action::new(ActionKind::Break).card(cl).target(1));
    assert_eq!(
        g.runner.credits, 4,
        "one use breaks 2 subroutines for 3 credits"
    );
    assert_eq!(g.run.unwrap().broken, 0b11);
}

// Subroutines per break: Cleaver at 1 pays once per subroutine; Hadrian's Wall with 3 "end the
// run" subroutines has 3 to break.
#[test]
fn subroutine_overrides_change_what_there_is_to_break() {
    let t = CardTable::with_overrides(&[
        ("Cleaver".into(), "subroutines_per_break".into(), 1),
        ("Hadrian's Wall".into(), "subroutines".into(), 3),
    ])
    .unwrap();
    let (mut g, cl) = wall_run(t, 20);
    for _ in 0..4 {
        act(&mut g, Action::new(ActionKind::Ability).card(cl).target(0));
    }
    assert_eq!(g.runner.credits, 12);
    for sub in 0..3 {
        act(&mut g, Action::new(ActionKind::Break).card(cl).target(sub));
    }
    assert_eq!(g.runner.credits, 9, "3 subroutines, 1 credit each");
    assert_eq!(g.run.unwrap().broken, 0b111);
}

// Agenda points and advancement requirement of a scored or installed agenda.
#[test]
fn agenda_overrides_are_what_scoring_reads() {
    let g = corp_turn_against(
        NOISE,
        r#""credits": 5, "score_area": ["Hostile Takeover"]"#,
        "",
    );
    assert_eq!(g.agenda_points(nr_engine::Side::Corp), 1);
    let g = with(&g, table("Hostile Takeover", "agenda_points", 3));
    assert_eq!(g.agenda_points(nr_engine::Side::Corp), 3);
}

// Influence: deckbuilding reads it (Rules Reference, "Deckbuilding": influence limit).
#[test]
fn influence_override_is_what_deckbuilding_reads() {
    let deck = DeckList::starter("2021-anarch").unwrap();
    let faction = card_table()[card_by_title(&deck.identity).unwrap() as usize].faction;
    let (title, _) = deck
        .cards
        .iter()
        .find(|(t, _)| card_table()[card_by_title(t).unwrap() as usize].faction != faction)
        .expect("an out-of-faction card");
    let any = nr_engine::Format::Any;
    assert!(deck.problems_with(any, CardTable::printed()).is_empty());
    let problems = deck.problems_with(any, table(title, "influence", 20));
    assert!(
        problems.iter().any(|p| p.rule == "influence limit"),
        "{problems:?}"
    );
}

#[test]
fn overrides_the_engine_cannot_honour_are_refused() {
    for (card, number, value, why) in [
        (
            "Hedge Fund",
            "strength",
            3,
            "only ice and icebreakers have a strength",
        ),
        (
            "Hostile Takeover",
            "cost",
            1,
            "agendas and identities have no cost",
        ),
        ("Hedge Fund", "trash_cost", 2, "it prints no trash cost"),
        (
            "Hedge Fund",
            "memory_cost",
            1,
            "only programs have a memory cost",
        ),
        ("Ice Wall", "break_cost", 1, "it is not an icebreaker"),
        (
            "Hostile Takeover",
            "advancement_requirement",
            0,
            "0 is outside 1 to 255",
        ),
        ("Cleaver", "cost", 256, "256 is outside 0 to 255"),
        ("Cleaver", "cost", -1, "-1 is outside 0 to 255"),
        ("Hadrian's Wall", "subroutines", 17, "17 is outside 1 to 16"),
        (
            "Enigma",
            "subroutines",
            3,
            "not all the same printed subroutine",
        ),
    ] {
        let e = refused(card, number, value);
        assert!(e.contains(why), "{card} {number}={value}: {e}");
    }
    assert!(refused("Cleaver", "colour", 1).contains("unknown number"));
    assert!(refused("Cleever", "cost", 1).contains("did you mean 'Cleaver'"));
    let twice = CardTable::with_overrides(&[
        ("Cleaver".into(), "cost".into(), 4),
        ("30006".into(), "cost".into(), 5),
    ]);
    assert!(twice.unwrap_err().to_string().contains("overridden twice"));
}

#[test]
fn a_printed_game_saves_no_table_and_an_overridden_one_keeps_it() {
    let g = noise("", r#""credits": 5, "grip": ["Cleaver"]"#);
    assert!(!g.to_json().contains("\"table\""));
    let o = with(&g, table("Cleaver", "cost", 4));
    let again = GameState::from_json(&o.to_json()).unwrap();
    assert_eq!(again.card_table().overrides(), o.card_table().overrides());
    assert_eq!(again.card_table().overrides()[0].value, 4);
    // The same overrides give the same table (built once).
    assert!(std::ptr::eq(
        table("Cleaver", "cost", 4).defs(),
        table("Cleaver", "cost", 4).defs()
    ));
}

fn sim(cards: CardTable) -> Vec<nr_engine::GameResult> {
    let config = SimConfig {
        corp: DeckList::starter("sg-weyland").unwrap(),
        runner: DeckList::starter("sg-anarch").unwrap(),
        games: 60,
        corp_bot: BotKind::Heuristic,
        runner_bot: BotKind::Heuristic,
        seed: 3,
        threads: 2,
        points_to_win: 6,
        cards,
    };
    nr_engine::simulate(&config, &AtomicU64::new(0), &AtomicBool::new(false)).unwrap()
}

// Two tables side by side in one process: a batch with overrides leaves the printed batch's
// games as they were, and a number that matters changes some games.
#[test]
fn overridden_batches_run_beside_printed_ones() {
    let before = sim(CardTable::printed());
    let dearer = sim(table("Cleaver", "cost", 9));
    let after = sim(CardTable::printed());
    assert_eq!(before, after);
    assert_ne!(before, dearer);
}
