//! Scenario tests of the Vantage Point Corp cards the engine implements: Sleipnir (36030),
//! Grubber (36050), Paywall
//! (36052), Flywheel (36059) and Vulture Fund (36063). No ruling of `rulings_2022_2026.json` names a Vantage Point card.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side};
use startup::{corp_turn, runner_turn};

// ----- helpers -----

fn mode_of(card: u8, m: u8) -> Action {
    Action::new(ActionKind::Mode).card(card).target(m)
}

// ----- 36052 Paywall -----

fn paywall(credits: u16) -> GameState {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["PAD Campaign"], "servers": {"hq": {"ice": [{"title": "Paywall", "rezzed": true}]}}"#,
        "",
    );
    g.runner.credits = credits;
    g
}

// Paywall: the encounter costs the Runner 1 credit; paying 1 more lets the run go on.
#[test]
fn c36052_paywall_encounter_loss_then_pay_to_go_on() {
    let mut g = paywall(3);
    let pw = id(&g, "Paywall");
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    assert_eq!(g.runner.credits, 2, "lost 1 on encounter");
    assert_eq!(g.current_side(), Some(Side::Runner));
    act(&mut g, mode_of(pw, 0));
    assert_eq!(g.runner.credits, 1);
    pass_to(&mut g, |g| g.run.is_none());
    assert!(
        known_to_runner(&g, id(&g, "PAD Campaign")),
        "the run reached HQ"
    );
}

// Paywall: refusing to pay ends the run.
#[test]
fn c36052_paywall_not_paying_ends_the_run() {
    let mut g = paywall(3);
    let pw = id(&g, "Paywall");
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(pw, 1));
    assert!(g.run.is_none_or(|r| r.ended));
    assert_eq!(g.runner.credits, 2);
}

// Paywall: with 1 credit the encounter takes it, and the subroutine then leaves only the end
// of the run.
#[test]
fn c36052_paywall_encounter_loss_can_leave_nothing_to_pay() {
    let mut g = paywall(1);
    let pw = id(&g, "Paywall");
    run_on(&mut g, "hq");
    // Nothing left to pay with: the end of the run is the subroutine's single outcome, taken
    // without a question (docs/actions.md, issue 24).
    pass_to(&mut g, |g| {
        g.run.is_none_or(|r| r.ended) || g.legal_actions().contains(&mode_of(pw, 0))
    });
    assert_eq!(g.runner.credits, 0);
    assert!(g.run.is_none_or(|r| r.ended), "the run ended, unpaid");
}

// ----- 36063 Vulture Fund -----

// Vulture Fund: costs 7, gains 14 and gives the Corp 1 bad publicity.
#[test]
fn c36063_vulture_fund_gains_fourteen_and_one_bad_publicity() {
    let mut g = corp_turn(r#""credits": 7, "hq": ["Vulture Fund"]"#, "");
    let c = id(&g, "Vulture Fund");
    play(&mut g, c);
    assert_eq!(g.corp.credits, 14);
    assert_eq!(g.corp.bad_publicity, 1);
}

// ----- 36050 Grubber -----

// Grubber: rezzed while protecting a central server, the Corp takes 1 bad publicity; on a
// remote server, none.
#[test]
fn c36050_grubber_rezzed_on_a_central_gives_bad_publicity() {
    for (server, bp) in [("hq", 1), ("remote1", 0)] {
        let mut g = runner_turn(
            &format!(
                r#""credits": 9, "servers": {{"{server}": {{"ice": ["Grubber"]{root}}}}}"#,
                root = if server == "remote1" {
                    r#", "root": ["PAD Campaign"]"#
                } else {
                    ""
                }
            ),
            "",
        );
        let gr = id(&g, "Grubber");
        run_on(&mut g, server);
        until_rez(&mut g, gr);
        act(&mut g, rez(gr));
        assert_eq!(g.corp.bad_publicity, bp, "{server}");
        assert_eq!(g.corp.credits, 4);
    }
}

// Grubber: each subroutine ends the run unless the Runner pays 3 credits.
#[test]
fn c36050_grubber_pay_three_twice_or_the_run_ends() {
    let mut g = runner_turn(
        r#""hq": ["PAD Campaign"], "servers": {"hq": {"ice": [{"title": "Grubber", "rezzed": true}]}}"#,
        r#""credits": 7"#,
    );
    let gr = id(&g, "Grubber");
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(gr, 0));
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(gr, 0));
    assert_eq!(g.runner.credits, 1);
    pass_to(&mut g, |g| g.run.is_none());
    assert!(
        known_to_runner(&g, id(&g, "PAD Campaign")),
        "the run reached HQ"
    );

    let mut g = runner_turn(
        r#""hq": ["PAD Campaign"], "servers": {"hq": {"ice": [{"title": "Grubber", "rezzed": true}]}}"#,
        r#""credits": 4"#,
    );
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(gr, 0));
    // 1 credit left: the end of the run is the second subroutine's single outcome, taken
    // without a question (docs/actions.md, issue 24).
    assert_eq!(g.runner.credits, 1);
    assert!(g.run.is_none_or(|r| r.ended));
}

// ----- 36059 Flywheel -----

// Flywheel: each subroutine gains the Corp 1 credit, then the Corp may draw 1 card.
#[test]
fn c36059_flywheel_credit_then_optional_draw() {
    let mut g = runner_turn(
        r#""credits": 0, "hq": [], "servers": {"hq": {"ice": [{"title": "Flywheel", "rezzed": true}]}}"#,
        "",
    );
    let fw = id(&g, "Flywheel");
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(g.corp.credits, 1);
    act(&mut g, mode_of(fw, 0));
    assert_eq!(g.corp.hq.len(), 1);
    pass_until(&mut g, "mode");
    assert_eq!(g.corp.credits, 2);
    act(&mut g, mode_of(fw, 1));
    assert_eq!(g.corp.hq.len(), 1, "declined the second draw");
}

// ----- 36030 Sleipnir -----

fn sleipnir() -> GameState {
    runner_turn(
        r#""hq": ["PAD Campaign"], "archives": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Sleipnir", "rezzed": true}]}}"#,
        "",
    )
}

// Sleipnir: the Corp may draw; it may shuffle a card of Archives (or HQ) into R&D; the run ends.
#[test]
fn c36030_sleipnir_draw_shuffle_end() {
    let mut g = sleipnir();
    let sl = id(&g, "Sleipnir");
    let rd = g.corp.rd.len();
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    assert_eq!(g.current_side(), Some(Side::Corp));
    act(&mut g, mode_of(sl, 0));
    assert_eq!(g.corp.hq.len(), 2);
    pass_until(&mut g, "shuffle_into_rd");
    let from_archives = g.corp.archives[0];
    act(
        &mut g,
        Action::new(ActionKind::Mode).card(from_archives).target(0),
    );
    assert!(g.corp.archives.is_empty());
    assert_eq!(g.corp.rd.len(), rd, "one drawn, one shuffled in");
    pass_to(&mut g, |g| g.run.is_none_or(|r| r.ended));
    assert!(
        !known_to_runner(&g, id(&g, "PAD Campaign")),
        "the run ended"
    );
}

// Sleipnir: both are "may": no draw, nothing shuffled.
#[test]
fn c36030_sleipnir_may_decline_both() {
    let mut g = sleipnir();
    let sl = id(&g, "Sleipnir");
    let rd = g.corp.rd.len();
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(sl, 1));
    pass_until(&mut g, "shuffle_into_rd");
    pass(&mut g);
    assert_eq!(g.corp.hq.len(), 1);
    assert_eq!(g.corp.rd.len(), rd);
    assert_eq!(g.corp.archives.len(), 1);
}

// ----- 36066 Let Them Dream -----

fn let_them_dream() -> GameState {
    corp_turn(
        r#""credits": 5, "hq": ["Hostile Takeover"], "archives": ["Hostile Takeover"], "servers": {"remote1": {"root": [{"title": "Let Them Dream", "advancement": 4}]}}"#,
        "",
    )
}

// Let Them Dream: scored, the Corp may search (here Archives) for an agenda, reveal it and put
// it on the bottom of R&D.
#[test]
fn c36066_let_them_dream_search_archives_to_bottom_of_rd() {
    let mut g = let_them_dream();
    let ltd = id(&g, "Let Them Dream");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    act(&mut g, Action::new(ActionKind::Score).card(ltd));
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(ltd, 2));
    let found = g.corp.archives[0];
    // The single agenda of Archives is found without a question; then where it goes.
    assert_eq!(g.decision_name(), "choose");
    assert!(known_to_runner(&g, found), "revealed");
    act(&mut g, mode_of(ltd, 1));
    assert_eq!(g.corp.rd[0], found, "bottom of R&D");
    assert!(g.corp.archives.is_empty());
}

// Let Them Dream: searching R&D finds an agenda there (R&D shuffled), which may go to HQ.
#[test]
fn c36066_let_them_dream_search_rd_to_hq() {
    let mut g = corp_turn_against(
        startup::CATALYST,
        r#""credits": 5, "rd": ["Hedge Fund", "Hostile Takeover", "Hedge Fund"], "servers": {"remote1": {"root": [{"title": "Let Them Dream", "advancement": 4}]}}"#,
        "",
    );
    let ltd = id(&g, "Let Them Dream");
    let ht = id(&g, "Hostile Takeover");
    act(&mut g, Action::new(ActionKind::ClickCredit));
    act(&mut g, Action::new(ActionKind::Score).card(ltd));
    pass_until(&mut g, "mode");
    act(&mut g, mode_of(ltd, 1));
    act(&mut g, mode_of(ltd, 0));
    assert_eq!(zone(&g, ht), nr_engine::Zone::Hq);
    assert_eq!(g.corp.score_area.len(), 1);
}

// Let Them Dream: worth 2 points to the Corp, 1 point in the Runner's score area.
#[test]
fn c36066_let_them_dream_worth_one_less_when_stolen() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["Let Them Dream"]}}"#,
        "",
    );
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.score_area.len(), 1);
    assert_eq!(g.agenda_points(Side::Runner), 1);
}

// ----- 36033 realloc() -----

// realloc(): a double; for each of 2 chosen rezzed ice, the Corp gains its printed rez cost and
// derezzes it.
#[test]
fn c36033_realloc_two_ice_gain_printed_cost_and_derez() {
    let mut g = corp_turn(
        r#""credits": 0, "hq": ["realloc()"], "servers": {"hq": {"ice": [{"title": "Paywall", "rezzed": true}, {"title": "Grubber", "rezzed": true}]}, "rd": {"ice": [{"title": "Sleipnir", "rezzed": true}]}}"#,
        "",
    );
    let r = id(&g, "realloc()");
    let (pw, gr) = (id(&g, "Paywall"), id(&g, "Grubber"));
    play(&mut g, r);
    assert_eq!(g.corp.clicks, 1, "double");
    act(&mut g, mode_of(pw, 0));
    act(&mut g, mode_of(gr, 0));
    assert_eq!(g.corp.credits, 1 + 5);
    assert!(!rezzed(&g, pw) && !rezzed(&g, gr));
    assert!(rezzed(&g, id(&g, "Sleipnir")));
}

// realloc(): with a single rezzed ice, that one is chosen; with none it is not offered.
#[test]
fn c36033_realloc_one_or_no_rezzed_ice() {
    let mut g = corp_turn(
        r#""credits": 0, "hq": ["realloc()"], "servers": {"hq": {"ice": [{"title": "Grubber", "rezzed": true}, "Paywall"]}}"#,
        "",
    );
    let r = id(&g, "realloc()");
    play(&mut g, r);
    assert_eq!(g.corp.credits, 5);
    assert!(!rezzed(&g, id(&g, "Grubber")));
    let g = corp_turn(
        r#""credits": 0, "hq": ["realloc()"], "servers": {"hq": {"ice": ["Paywall"]}}"#,
        "",
    );
    assert!(!is_legal(&g, Action::new(ActionKind::Play).card(r)));
}
