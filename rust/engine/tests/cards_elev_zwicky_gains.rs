//! The Zwicky Group: Invisible Hands (35069) against the credit gains of every agenda and
//! operation of the pools (Core, System Gateway, System Update 2021, Elevation, Vantage Point):
//! each gains "through an ability on an agenda or operation" (card text), so the first of them
//! each turn lets the Corp draw 1 card (effects/credit_sources.rs: `corp_gain_from`,
//! `Step::CorpGainFrom`). No ruling of `rulings_2022_2026.json` names these cards.

mod common;
mod elev_corp;
use common::*;
use elev_corp::*;
use nr_engine::{Action, ActionKind, GameState};

const ZWICKY: &str = r#""The Zwicky Group: Invisible Hands""#;

/// A Corp turn of The Zwicky Group: `corp` (JSON object body, without R&D: two Enigmas) and
/// `runner`.
fn zwicky(corp: &str, runner: &str) -> GameState {
    with_identity(
        ZWICKY,
        &format!(r#""rd": ["Enigma", "Enigma", "Enigma", "Enigma"], {corp}"#),
        runner,
        "corp",
    )
}

/// The Zwicky Group's draw is offered now (its "you may" choice).
fn offered(g: &GameState) -> bool {
    let draw = Action::new(ActionKind::Mode)
        .card(g.corp.identity)
        .target(0);
    g.decision_name() == "choose" && g.legal_actions().contains(&draw)
}

/// Takes The Zwicky Group's draw.
fn draw(g: &mut GameState) {
    let idn = g.corp.identity;
    act(g, Action::new(ActionKind::Mode).card(idn).target(0));
}

// Operations whose whole effect is a gain (Beanstalk Royalties, Petty Cash, Subliminal
// Messaging), and Peer Review with a single card left in HQ (nothing to reveal): the gain lets
// the Corp draw.
#[test]
fn c35069_zwicky_operations_that_gain() {
    for (op, credits) in [
        ("Beanstalk Royalties", 5 + 3),
        ("Petty Cash", 5 - 3 + 5),
        ("Subliminal Messaging", 5 + 1),
        ("Peer Review", 5 - 4 + 7),
    ] {
        let mut g = zwicky(
            &format!(r#""credits": 5, "hq": ["{op}", "Hedge Fund"]"#),
            r#""credits": 5"#,
        );
        let c = id(&g, op);
        play(&mut g, c);
        assert!(offered(&g), "{op}: at {}", g.decision_name());
        assert_eq!(g.corp.credits, credits, "{op}");
        let hq = g.corp.hq.len();
        draw(&mut g);
        assert_eq!(g.corp.hq.len(), hq + 1, "{op}");
    }
}

// Predictive Planogram (System Gateway), the Runner tagged: "draw 3 cards, then gain 3 credits":
// the gain comes after the draw, and lets the Corp draw 1 more.
#[test]
fn c35069_zwicky_predictive_planogram_draw_then_gain() {
    let mut g = zwicky(
        r#""credits": 5, "hq": ["Predictive Planogram"]"#,
        r#""credits": 5, "tags": 1"#,
    );
    let pp = id(&g, "Predictive Planogram");
    play(&mut g, pp);
    act(&mut g, Action::new(ActionKind::Mode).card(pp).target(3));
    assert!(offered(&g), "at {}", g.decision_name());
    assert_eq!((g.corp.credits, g.corp.hq.len()), (5 + 3, 3));
    draw(&mut g);
    assert_eq!(g.corp.hq.len(), 4);
}

// Caveat Emptor (Vantage Point) and Bigger Picture (Elevation, a tag removed: the Runner's 5
// credits go to the Corp): modes that gain.
#[test]
fn c35069_zwicky_caveat_emptor_and_bigger_picture() {
    for (op, mode, credits) in [
        // 5 credits, less its cost of 5, plus 6.
        ("Caveat Emptor", 0, 6),
        ("Bigger Picture", 1, 5 + 5),
    ] {
        let mut g = zwicky(
            &format!(r#""credits": 5, "hq": ["{op}"]"#),
            r#""credits": 5, "tags": 1"#,
        );
        let c = id(&g, op);
        play(&mut g, c);
        act(&mut g, Action::new(ActionKind::Mode).card(c).target(mode));
        assert!(offered(&g), "{op}: at {}", g.decision_name());
        assert_eq!(g.corp.credits, credits, "{op}");
    }
}

// Celebrity Gift (System Update 2021): 2 credits for the card revealed.
#[test]
fn c35069_zwicky_celebrity_gift() {
    let mut g = zwicky(
        r#""credits": 5, "hq": ["Celebrity Gift", "Hedge Fund"]"#,
        r#""credits": 5"#,
    );
    let gift = id(&g, "Celebrity Gift");
    play(&mut g, gift);
    let hf = id(&g, "Hedge Fund");
    // The only card left to reveal: chosen, the reveal and the gain follow at once.
    act(&mut g, Action::new(ActionKind::Mode).card(hf).target(0));
    assert!(offered(&g), "at {}", g.decision_name());
    assert_eq!(g.corp.credits, 5 - 3 + 2);
}

// realloc() (Vantage Point): the printed rez costs of 2 rezzed pieces of ice.
#[test]
fn c35069_zwicky_realloc() {
    let mut g = zwicky(
        r#""credits": 5, "hq": ["realloc()"],
           "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true},
                                      {"title": "Wall of Static", "rezzed": true}]}}"#,
        r#""credits": 5"#,
    );
    let r = id(&g, "realloc()");
    play(&mut g, r);
    let (wall, wos) = (id(&g, "Ice Wall"), id(&g, "Wall of Static"));
    act(&mut g, Action::new(ActionKind::Mode).card(wall).target(0));
    // The other rezzed ice is the only second choice: taken without asking.
    assert!(offered(&g), "at {}", g.decision_name());
    assert_eq!(g.corp.credits, 5 + 1 + 3);
    assert!(!rezzed(&g, wall) && !rezzed(&g, wos));
}

// Agendas: Hostile Takeover (Core) scored; Oaktown Renovation (System Update 2021) and Sacrifice
// Zone Expansion (Vantage Point), installed faceup, advanced.
#[test]
fn c35069_zwicky_agendas_that_gain() {
    let mut g = zwicky(
        r#""credits": 5,
           "servers": {"remote1": {"root": [{"title": "Hostile Takeover", "advancement": 1}]}}"#,
        r#""credits": 5"#,
    );
    let ht = id(&g, "Hostile Takeover");
    advance_and_score(&mut g, ht, ht);
    assert!(offered(&g), "Hostile Takeover: at {}", g.decision_name());
    assert_eq!(g.corp.credits, 5 - 1 + 7);
    for (agenda, credits) in [
        ("Oaktown Renovation", 5 - 1 + 2),
        ("Sacrifice Zone Expansion", 5 - 1 + 3),
    ] {
        let mut g = zwicky(
            &format!(r#""credits": 5, "servers": {{"remote1": {{"root": ["{agenda}"]}}}}"#),
            r#""credits": 5"#,
        );
        let a = id(&g, agenda);
        act(&mut g, Action::new(ActionKind::Advance).card(a));
        assert!(offered(&g), "{agenda}: at {}", g.decision_name());
        assert_eq!(g.corp.credits, credits, "{agenda}");
    }
}
