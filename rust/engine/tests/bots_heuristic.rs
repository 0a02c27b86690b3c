//! HeuristicBot: one scenario per rule of the decision trees (mechanics reference 004,
//! "Decision Trees for AI"; issue 5), and its strength against the random bot.

mod common;

use common::*;
use nr_engine::{
    simulate, Action, ActionKind, Bot, BotKind, DeckList, GameState, HeuristicBot, SimConfig, Zone,
    STARTER_DECKS,
};
use std::sync::atomic::{AtomicBool, AtomicU64};

const WEYLAND: &str = "Weyland Consortium: Building a Better World";
/// Kate's title, escaped for JSON.
const KATE: &str = r#"Kate \"Mac\" McCaffrey: Digital Tinker"#;

/// What the heuristic bot (seed 1) chooses now.
fn choice(g: &GameState) -> Action {
    HeuristicBot::new(1).choose(g, &g.legal_actions())
}

#[test]
fn corp_rezzes_ice_that_ends_the_run_without_a_breaker() {
    // 004 Corp tree 1: "Will this stop the run? (End the run sub + Runner lacks breaker)".
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5,
             "servers": {{"remote1": {{"ice": [{{"title": "Wall of Static"}}]}}}}}},
            "runner": {{"identity": "{KATE}", "credits": 10}}, "active": "runner"}}"#
    ));
    run_on(&mut g, "remote1");
    pass_until(&mut g, "rez_ice");
    let wall = id(&g, "Wall of Static");
    assert_eq!(choice(&g), Action::new(ActionKind::Rez).card(wall));
}

#[test]
fn corp_lets_cheap_ice_pass_on_a_server_with_nothing_to_defend() {
    // 004 Corp tree 1: the Runner can break the ice cheaply (no stop, no tax) and the server
    // holds nothing worth defending: let it pass.
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5,
             "servers": {{"remote1": {{"ice": [{{"title": "Wall of Static"}}]}}}}}},
            "runner": {{"identity": "{KATE}", "credits": 10, "rig": ["Corroder"]}},
            "active": "runner"}}"#
    ));
    run_on(&mut g, "remote1");
    pass_until(&mut g, "rez_ice");
    assert_eq!(choice(&g), Action::new(ActionKind::Pass));
}

#[test]
fn runner_breaks_end_the_run_first() {
    // 004 Runner tree 2: "End the run" -> MUST break; the lose-a-click subroutine comes later.
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 0,
             "servers": {{"remote1": {{"ice": [{{"title": "Enigma", "rezzed": true}}],
                                      "root": ["PAD Campaign"]}}}}}},
            "runner": {{"identity": "{KATE}", "credits": 5, "rig": ["Gordian Blade"]}},
            "active": "runner"}}"#
    ));
    run_on(&mut g, "remote1");
    pass_until(&mut g, "encounter");
    let blade = id(&g, "Gordian Blade");
    // Enigma's subroutines: 0 lose a click, 1 end the run.
    assert_eq!(
        choice(&g),
        Action::new(ActionKind::Break).card(blade).target(1)
    );
}

#[test]
fn runner_jacks_out_when_it_cannot_break() {
    // 004 Runner tree 2: "Can't break (no breaker/credits)? -> Jack out": the next ice is a
    // rezzed barrier that ends the run and the Runner has no fracter.
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 0,
             "servers": {{"remote1": {{"ice": [{{"title": "Wall of Static", "rezzed": true}},
                                               {{"title": "Enigma"}}],
                                      "root": ["PAD Campaign"]}}}}}},
            "runner": {{"identity": "{KATE}", "credits": 5}}, "active": "runner"}}"#
    ));
    run_on(&mut g, "remote1");
    pass_until(&mut g, "jack_out");
    assert_eq!(choice(&g), Action::new(ActionKind::JackOut));
}

#[test]
fn runner_continues_when_the_next_ice_is_breakable() {
    // 004 Runner tree 2: "Total break cost > value of server? NO -> Break and continue".
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 0,
             "servers": {{"remote1": {{"ice": [{{"title": "Wall of Static", "rezzed": true}},
                                               {{"title": "Enigma"}}],
                                      "root": ["PAD Campaign"]}}}}}},
            "runner": {{"identity": "{KATE}", "credits": 5, "rig": ["Corroder"]}},
            "active": "runner"}}"#
    ));
    run_on(&mut g, "remote1");
    pass_until(&mut g, "jack_out");
    assert_eq!(choice(&g), Action::new(ActionKind::Pass));
}

#[test]
fn corp_scores_when_it_can() {
    // Issue 5 / 004 Corp tree 2: a 2-advancement agenda is installed, advanced twice and
    // scored in one turn when the Corp has the clicks and credits.
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{WEYLAND}", "credits": 5, "hq": ["Hostile Takeover"],
             "rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund"]}},
            "runner": {{"identity": "{KATE}", "credits": 5}}, "active": "corp"}}"#
    ));
    let takeover = id(&g, "Hostile Takeover");
    let mut bot = HeuristicBot::new(3);
    let first = bot.choose(&g, &g.legal_actions());
    assert_eq!((first.kind, first.card), (ActionKind::Install, takeover));
    act(&mut g, first);
    for _ in 0..20 {
        if g.current_side() != Some(nr_engine::Side::Corp) || g.decision_name() == "discard" {
            break;
        }
        let a = bot.choose(&g, &g.legal_actions());
        act(&mut g, a);
    }
    assert_eq!(
        g.cards[takeover as usize].zone,
        Zone::Score(nr_engine::Side::Corp)
    );
}

#[test]
fn runner_trashes_affordable_asset() {
    // 004 Runner tree 4 / issue 5: trash an accessed asset when the trash cost is affordable.
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 0,
             "servers": {{"remote1": {{"root": ["PAD Campaign"]}}}}}},
            "runner": {{"identity": "{KATE}", "credits": 8}}, "active": "runner"}}"#
    ));
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    let pad = id(&g, "PAD Campaign");
    assert_eq!(choice(&g), Action::new(ActionKind::Trash).card(pad));
}

#[test]
fn runner_leaves_asset_it_cannot_spare_credits_for() {
    // 004 Runner tree 4: "Trash cost vs. my credit pool": 4 of 5 credits leaves too little.
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 0,
             "servers": {{"remote1": {{"root": ["PAD Campaign"]}}}}}},
            "runner": {{"identity": "{KATE}", "credits": 5}}, "active": "runner"}}"#
    ));
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    assert_eq!(choice(&g), Action::new(ActionKind::Pass));
}

#[test]
fn runner_steals_agendas_always() {
    // Issue 5: steal agendas always (Red Herrings-free: stealing is automatic, so check the
    // run is made on the advanced remote before they score, 004 Runner tree 1).
    let g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 0, "rd": ["Hedge Fund"], "hq": ["Hedge Fund"],
             "servers": {{"remote1": {{"root": [{{"title": "Hostile Takeover", "advancement": 1}}]}}}}}},
            "runner": {{"identity": "{KATE}", "credits": 5, "grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble"]}},
            "active": "runner"}}"#
    ));
    assert_eq!(
        choice(&g),
        Action::new(ActionKind::Run).server(srv("remote1"))
    );
}

#[test]
fn corp_trashes_resource_of_tagged_runner() {
    // Issue 5: trash the resources of a tagged Runner.
    let g = game(&format!(
        r#"{{"corp": {{"identity": "{WEYLAND}", "credits": 5,
             "rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund"]}},
            "runner": {{"identity": "{KATE}", "credits": 5, "tags": 1,
             "rig": ["Armitage Codebusting"]}}, "active": "corp"}}"#
    ));
    let armitage = id(&g, "Armitage Codebusting");
    assert_eq!(
        choice(&g),
        Action::new(ActionKind::TrashResource).card(armitage)
    );
}

#[test]
fn runner_installs_breaker_for_seen_ice() {
    // 004 Runner tree 3: "Key icebreaker for observed ice types": a rezzed barrier is seen.
    let g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5, "rd": ["Hedge Fund"], "hq": ["Hedge Fund"],
             "servers": {{"hq": {{"ice": [{{"title": "Wall of Static", "rezzed": true}}]}}}}}},
            "runner": {{"identity": "{KATE}", "credits": 5, "grip": ["Corroder", "Sure Gamble", "Sure Gamble"]}},
            "active": "runner"}}"#
    ));
    let corroder = id(&g, "Corroder");
    assert_eq!(choice(&g), Action::new(ActionKind::Install).card(corroder));
}

/// 95% Wilson score lower bound of a win rate.
fn wilson_lower(wins: u64, n: u64) -> f64 {
    let (p, n, z) = (wins as f64 / n as f64, n as f64, 1.96f64);
    let centre = p + z * z / (2.0 * n);
    let margin = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    (centre - margin) / (1.0 + z * z / n)
}

/// Games per matchup: 12 matchups x 100 = 1,200 games per seat.
const GAMES: u64 = 100;

/// Wins of `side`'s heuristic bot against the random bot over the 12 starter matchups.
fn heuristic_wins(heuristic_corp: bool) -> (u64, u64) {
    let (mut wins, mut total) = (0, 0);
    for corp in &STARTER_DECKS[..4] {
        for runner in &STARTER_DECKS[4..] {
            let config = SimConfig {
                corp: DeckList::starter(corp).unwrap(),
                runner: DeckList::starter(runner).unwrap(),
                games: GAMES,
                corp_bot: if heuristic_corp {
                    BotKind::Heuristic
                } else {
                    BotKind::Random
                },
                runner_bot: if heuristic_corp {
                    BotKind::Random
                } else {
                    BotKind::Heuristic
                },
                seed: 2024,
                threads: 0,
                points_to_win: nr_engine::DEFAULT_POINTS_TO_WIN,
                cards: Default::default(),
            };
            let results = simulate(&config, &AtomicU64::new(0), &AtomicBool::new(false)).unwrap();
            let seat = if heuristic_corp { 0 } else { 1 };
            wins += results.iter().filter(|r| r.winner == seat).count() as u64;
            total += results.len() as u64;
        }
    }
    (wins, total)
}

fn check_strength(heuristic_corp: bool) {
    let (wins, n) = heuristic_wins(heuristic_corp);
    assert!(n >= 400, "only {n} games");
    let rate = wins as f64 / n as f64;
    let lower = wilson_lower(wins, n);
    eprintln!("heuristic corp={heuristic_corp}: {wins}/{n} = {rate:.3} (Wilson lower {lower:.3})");
    assert!(
        rate >= 0.93 && lower > 0.9,
        "heuristic as {} won {wins}/{n} ({rate:.3}, Wilson lower bound {lower:.3})",
        if heuristic_corp { "Corp" } else { "Runner" }
    );
}

#[test]
fn heuristic_corp_beats_random_runner() {
    check_strength(true);
}

#[test]
fn heuristic_runner_beats_random_corp() {
    check_strength(false);
}
