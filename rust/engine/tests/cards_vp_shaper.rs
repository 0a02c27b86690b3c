//! Scenario tests of the Vantage Point Shaper cards written after the first three (Hiram
//! "0mission" Svensson and on). No ruling of `rulings_2022_2026.json` names a Vantage Point card:
//! the tests follow the current card text and the Rules Reference.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState};

const HIRAM: &str = "Hiram \"0mission\" Svensson: Shadow of the Past";

/// Installs grip `card`, keeping every installed program.
fn install(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Install).card(card));
    while g.decision_name() == "memory" {
        pass(g);
    }
}

/// Resolves pending decisions (ordering simultaneous abilities by the first offer, passing
/// otherwise) until the Runner's next action.
fn settle(g: &mut GameState) {
    for _ in 0..32 {
        if at_action(nr_engine::Side::Runner)(g) {
            return;
        }
        if g.decision_name() == "order_triggers" {
            let a = legal(g, ActionKind::Order)[0];
            act(g, a);
        } else {
            pass(g);
        }
    }
    panic!("stuck at {}", g.decision_name());
}

/// The top card of R&D.
fn rd_top(g: &GameState) -> u8 {
    *g.corp.rd.last().unwrap()
}

// ----- 36017 Hiram "0mission" Svensson -----

// Hiram: installing a piece of hardware lets the Runner look at the top card of R&D (known to
// the Runner, still in R&D); installing a program does not.
#[test]
fn c36017_hiram_looks_at_rd_when_installing_hardware() {
    let mut g = runner_turn_as(
        HIRAM,
        r#""credits": 5, "rd": ["Hedge Fund", "Ice Wall"]"#,
        r#""credits": 5, "grip": ["Borrowed Goods", "Corroder"]"#,
    );
    let top = rd_top(&g);
    let corroder = id(&g, "Corroder");
    install(&mut g, corroder);
    settle(&mut g);
    assert!(!known_to_runner(&g, top), "a program is not hardware");
    let bg = id(&g, "Borrowed Goods");
    install(&mut g, bg);
    settle(&mut g);
    assert!(known_to_runner(&g, top));
    assert_eq!(rd_top(&g), top, "looking moves nothing");
    assert!(!known_to_runner(&g, g.corp.rd[0]), "only the top card");
}

// Hiram: hardware trashed from the grip (here by net damage: "from any location") also lets the
// Runner look at the top card of R&D.
#[test]
fn c36017_hiram_looks_at_rd_when_hardware_is_trashed_from_the_grip() {
    let mut g = runner_turn_as(
        HIRAM,
        r#""credits": 5, "rd": ["Hedge Fund", "Ice Wall"],
            "servers": {"hq": {"ice": [{"title": "Diviner", "rezzed": true}]}}"#,
        r#""credits": 5, "grip": ["Borrowed Goods"]"#,
    );
    let top = rd_top(&g);
    let bg = id(&g, "Borrowed Goods");
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| {
        g.cards[bg as usize].zone == nr_engine::Zone::Heap
    });
    assert!(known_to_runner(&g, top));
}
