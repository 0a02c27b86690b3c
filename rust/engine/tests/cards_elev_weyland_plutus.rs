//! Scenario tests of Plutus (35073, Elevation Weyland Consortium): its additional rez cost with
//! a choice (forfeit 1 agenda, or reveal and trash 3 cards from HQ: `effects/rez_costs.rs`) and
//! its transaction operation played from Archives as the Corp's turn begins, then removed from
//! the game (`effects/play_from.rs`). No ruling of `rulings_2022_2026.json` names it; the tests
//! follow the card text and the Rules Reference ("Additional Costs", "Reveal", "Forfeit").

mod common;
mod elev_corp;
use common::*;
use elev_corp::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};

/// A Corp turn (one click taken for a credit, so a paid ability window is open) with unrezzed
/// Plutus in remote1, `credits`, score area `score` and HQ `hq` (JSON lists).
fn plutus_rez(credits: u8, score: &str, hq: &str) -> GameState {
    let mut g = corp_turn(
        &format!(
            r#""credits": {credits}, "score_area": [{score}], "hq": [{hq}], "rd": ["Hunter", "Hunter"],
               "servers": {{"remote1": {{"root": ["Plutus"]}}}}"#
        ),
        r#""credits": 5"#,
    );
    act(&mut g, Action::new(ActionKind::ClickCredit));
    assert_eq!(g.decision_name(), "paid_ability_window");
    g
}

fn plutus(g: &GameState) -> u8 {
    id(g, "Plutus")
}

// Card text: with an agenda and fewer than 3 cards in HQ, forfeiting is the only way to pay: the
// Corp is not asked, the agenda leaves the game and Plutus is rezzed (rez cost 0).
#[test]
fn c35073_plutus_forfeit_an_agenda_to_rez() {
    let mut g = plutus_rez(3, r#""Hostile Takeover""#, r#""Ice Wall", "Enigma""#);
    let (p, ht) = (plutus(&g), id(&g, "Hostile Takeover"));
    act(&mut g, rez(p));
    assert!(rezzed(&g, p));
    assert_eq!(zone(&g, ht), Zone::Removed, "forfeited");
    assert_eq!(g.corp.hq.len(), 2);
    assert_eq!(g.corp.credits, 4);
}

// Card text: with no agenda, the Corp reveals and trashes 3 cards from HQ of its choice, one
// at a time; they go to Archives facedown and the Runner knows them (Rules Reference,
// "Reveal"); the card left in HQ stays hidden; Plutus is rezzed once the third is trashed.
#[test]
fn c35073_plutus_reveal_and_trash_three_from_hq() {
    let mut g = plutus_rez(
        3,
        "",
        r#""Ice Wall", "Enigma", "PAD Campaign", "Hedge Fund""#,
    );
    let p = plutus(&g);
    act(&mut g, rez(p));
    assert_eq!(g.decision_name(), "trash_from_hq");
    let picks = ["Ice Wall", "PAD Campaign", "Hedge Fund"];
    for (i, title) in picks.iter().enumerate() {
        assert!(!rezzed(&g, p), "not rezzed before every cost is paid");
        let c = id(&g, title);
        assert_eq!(legal(&g, ActionKind::Trash).len(), 4 - i);
        act(&mut g, Action::new(ActionKind::Trash).card(c));
    }
    assert!(rezzed(&g, p));
    for title in picks {
        let c = id(&g, title);
        assert_eq!(zone(&g, c), Zone::Archives);
        assert!(!g.cards[c as usize].faceup, "trashed facedown");
        assert!(known_to_runner(&g, c), "revealed: {title}");
    }
    let enigma = id(&g, "Enigma");
    assert_eq!(zone(&g, enigma), Zone::Hq);
    assert!(!known_to_runner(&g, enigma));
    let runner_view = obs(&g, Side::Runner).to_string();
    assert!(runner_view.contains("PAD Campaign"));
    assert!(!runner_view.contains("Enigma"));
}

// AU Co.'s "whenever you trash 1 or more cards from HQ": Plutus's 3 cards, picked one at a time,
// are trashed together as one cost, so AU Co. gains exactly 1 power counter, once the cost is
// paid.
#[test]
fn c35073_plutus_hq_trashes_are_one_batch_for_au_co() {
    let mut g = with_identity(
        r#""AU Co.: The Gold Standard in Clones""#,
        r#""credits": 3, "hq": ["Ice Wall", "Enigma", "PAD Campaign", "Hedge Fund"],
           "rd": ["Hunter", "Hunter"], "servers": {"remote1": {"root": ["Plutus"]}}"#,
        r#""credits": 5"#,
        "corp",
    );
    act(&mut g, Action::new(ActionKind::ClickCredit));
    let (p, au) = (plutus(&g), g.corp.identity as usize);
    act(&mut g, rez(p));
    for title in ["Ice Wall", "PAD Campaign", "Hedge Fund"] {
        assert_eq!(g.cards[au].power, 0, "no counter before the batch is done");
        let c = id(&g, title);
        act(&mut g, Action::new(ActionKind::Trash).card(c));
    }
    assert!(rezzed(&g, p));
    assert_eq!(g.cards[au].power, 1, "one counter for the batch");
}

// Card text: "or": with both possible, the Corp chooses. Forfeiting Greenmail fires its
// "when you forfeit" ability (Event::Forfeited: 4 credits).
#[test]
fn c35073_plutus_corp_chooses_forfeit_or_hq() {
    let hq = r#""Ice Wall", "Enigma", "PAD Campaign""#;
    let mut g = plutus_rez(3, r#""Greenmail""#, hq);
    let (p, gm) = (plutus(&g), id(&g, "Greenmail"));
    act(&mut g, rez(p));
    assert_eq!(g.decision_name(), "forfeit_agenda");
    assert_eq!(g.legal_actions().len(), 2);
    act(&mut g, Action::new(ActionKind::Mode).card(gm).target(0));
    assert!(rezzed(&g, p));
    assert_eq!(zone(&g, gm), Zone::Removed);
    pass_windows(&mut g);
    assert_eq!(g.corp.credits, 8, "4 from Greenmail forfeited");
    assert_eq!(g.corp.hq.len(), 3);

    let mut g = plutus_rez(3, r#""Greenmail""#, hq);
    let (p, gm) = (plutus(&g), id(&g, "Greenmail"));
    act(&mut g, rez(p));
    act(&mut g, Action::new(ActionKind::Mode).card(p).target(1));
    assert_eq!(g.decision_name(), "trash_from_hq");
    for title in ["Ice Wall", "Enigma", "PAD Campaign"] {
        if g.decision_name() == "trash_from_hq" {
            let c = id(&g, title);
            act(&mut g, Action::new(ActionKind::Trash).card(c));
        }
    }
    assert!(rezzed(&g, p));
    assert!(g.corp.hq.is_empty());
    assert_eq!(zone(&g, gm), Zone::Score(Side::Corp), "the agenda stays");
    assert_eq!(g.corp.credits, 4);
}

// Rules Reference, "Additional Costs": neither cost can be paid (no agenda, 2 cards in HQ):
// Plutus cannot be rezzed.
#[test]
fn c35073_plutus_cannot_rez_without_either_cost() {
    let mut g = plutus_rez(3, "", r#""Ice Wall", "Enigma""#);
    let p = plutus(&g);
    assert!(!is_legal(&g, rez(p)));
    refused(&mut g, rez(p));
}

/// The Runner's last click of its turn (NBN: Making News), rezzed Plutus in remote1; the Corp
/// has `credits` and Archives `archives`. Play goes on to the Corp's turn.
fn plutus_turn_begins(credits: u8, archives: &str, rezzed: bool) -> GameState {
    let mut g = runner_turn(
        &format!(
            r#""credits": {credits}, "archives": [{archives}], "rd": ["PAD Campaign", "PAD Campaign"],
               "servers": {{"remote1": {{"root": [{{"title": "Plutus", "rezzed": {rezzed}}}]}}}}"#
        ),
        r#""credits": 5, "clicks": 1"#,
    );
    until(&mut g, |g| {
        g.current_side() == Some(Side::Corp) && g.decision_name() != "paid_ability_window"
    });
    g
}

// Card text: as the Corp's turn begins, it may play 1 transaction operation from Archives,
// paying its costs (Hedge Fund: 5, gains 9); it is then removed from the game. Anonymous Tip
// (not a transaction) is not offered.
#[test]
fn c35073_plutus_plays_a_transaction_from_archives_then_removes_it() {
    let mut g = plutus_turn_begins(5, r#""Hedge Fund", "Anonymous Tip""#, true);
    assert_eq!(g.decision_name(), "choose_card");
    let (hf, tip) = (id(&g, "Hedge Fund"), id(&g, "Anonymous Tip"));
    assert!(legal(&g, ActionKind::Mode).iter().all(|a| a.card != tip));
    act(&mut g, Action::new(ActionKind::Mode).card(hf).target(0));
    assert_eq!(g.corp.credits, 9, "5 paid, 9 gained");
    assert_eq!(zone(&g, hf), Zone::Removed);
    assert_eq!(zone(&g, tip), Zone::Archives);
}

// Card text: "you may": declined, Archives stays as it was; an operation the Corp cannot pay
// for (Hedge Fund, 5, with 4 credits) is not offered, Beanstalk Royalties (0) is.
#[test]
fn c35073_plutus_may_decline_and_needs_the_cost() {
    let mut g = plutus_turn_begins(4, r#""Hedge Fund", "Beanstalk Royalties""#, true);
    assert_eq!(g.decision_name(), "choose_card");
    let (hf, br) = (id(&g, "Hedge Fund"), id(&g, "Beanstalk Royalties"));
    let offered = legal(&g, ActionKind::Mode);
    assert!(offered.iter().all(|a| a.card != hf));
    assert!(offered.iter().any(|a| a.card == br));
    pass(&mut g);
    assert_eq!(zone(&g, br), Zone::Archives);
    assert_eq!(zone(&g, hf), Zone::Archives);
    assert_eq!(g.corp.credits, 4);
}

// Unrezzed, it is not active: nothing is offered as the turn begins.
#[test]
fn c35073_plutus_unrezzed_offers_nothing() {
    let g = plutus_turn_begins(5, r#""Hedge Fund""#, false);
    assert_ne!(g.decision_name(), "choose_card");
}
