//! Scenario tests of the Vantage Point Criminal cards written after Vic and Borrowed Goods
//! (Kompromat and on). No ruling of `rulings_2022_2026.json` names a Vantage Point card: the
//! tests follow the current card text and the Rules Reference.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};
use startup::runner_turn;

/// Passes until the Corp decides Kompromat's choice (or the Runner's next action).
fn to_corp_choice(g: &mut GameState) {
    pass_to(g, |g| {
        g.current_side() == Some(Side::Corp) && g.decision_name() == "mode"
            || at_action(Side::Runner)(g)
    });
}

// ----- 36010 Kompromat -----

/// A Runner turn with Kompromat in the grip and a rezzed Diviner on HQ (its net damage leaves
/// the run going while the grip holds no event).
fn kompromat_turn() -> GameState {
    runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Diviner", "rezzed": true}]},
            "remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 5, "grip": ["Kompromat", "Borrowed Goods", "Borrowed Goods"]"#,
    )
}

// Kompromat: only a server protected by ice may be run; none protected, it cannot be played.
#[test]
fn c36010_kompromat_runs_only_a_server_with_ice() {
    let mut g = kompromat_turn();
    let k = id(&g, "Kompromat");
    play(&mut g, k);
    let servers: Vec<u8> = legal(&g, ActionKind::Run)
        .iter()
        .map(|a| a.server)
        .collect();
    assert_eq!(servers, vec![srv("hq")]);
    let g2 = runner_turn("", r#""credits": 5, "grip": ["Kompromat"]"#);
    assert!(legal_on(&g2, ActionKind::Play, id(&g2, "Kompromat")).is_empty());
}

// Kompromat: after a successful run the Corp may derez a piece of ice protecting the attacked
// server instead of taking the bad publicity; the event is removed from the game.
#[test]
fn c36010_kompromat_corp_derezzes_ice_instead_of_bad_publicity() {
    let mut g = kompromat_turn();
    let k = id(&g, "Kompromat");
    let diviner = id(&g, "Diviner");
    play(&mut g, k);
    only(&mut g, ActionKind::Run);
    to_corp_choice(&mut g);
    assert_eq!(g.current_side(), Some(Side::Corp));
    let options = legal(&g, ActionKind::Mode);
    assert_eq!(options.len(), 2);
    act(
        &mut g,
        Action::new(ActionKind::Mode).card(diviner).target(1),
    );
    assert!(!rezzed(&g, diviner));
    assert_eq!(g.corp.bad_publicity, 0);
    assert_eq!(zone(&g, k), Zone::Removed);
}

// Kompromat: the Corp may take the bad publicity instead.
#[test]
fn c36010_kompromat_corp_takes_bad_publicity() {
    let mut g = kompromat_turn();
    let k = id(&g, "Kompromat");
    let diviner = id(&g, "Diviner");
    play(&mut g, k);
    only(&mut g, ActionKind::Run);
    to_corp_choice(&mut g);
    act(&mut g, Action::new(ActionKind::Mode).card(k).target(0));
    assert!(rezzed(&g, diviner));
    assert_eq!(g.corp.bad_publicity, 1);
    assert_eq!(zone(&g, k), Zone::Removed);
}

// Kompromat: an unsuccessful run (the Runner jacks out) gives nothing; the event is still
// removed from the game.
#[test]
fn c36010_kompromat_unsuccessful_run_gives_nothing() {
    let mut g = kompromat_turn();
    let k = id(&g, "Kompromat");
    play(&mut g, k);
    only(&mut g, ActionKind::Run);
    pass_to(&mut g, |g| !legal(g, ActionKind::JackOut).is_empty());
    act(&mut g, Action::new(ActionKind::JackOut));
    pass_to(&mut g, at_action(Side::Runner));
    assert_eq!(g.corp.bad_publicity, 0);
    assert_eq!(zone(&g, k), Zone::Removed);
}

// ----- 36014 Rotary -----

/// Installs grip `card`, keeping every installed program.
fn install(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Install).card(card));
    while g.decision_name() == "memory" {
        pass(g);
    }
}

// Rotary: 1 more memory; breaching R&D, the Runner may take 1 tag to access 1 more card.
#[test]
fn c36014_rotary_tag_for_an_additional_access() {
    let mut g = runner_turn(
        r#""rd": ["Offworld Office", "Offworld Office", "Hedge Fund"]"#,
        r#""credits": 5, "grip": ["Rotary"]"#,
    );
    let before = g.memory_limit();
    let r = id(&g, "Rotary");
    install(&mut g, r);
    assert_eq!(g.memory_limit(), before + 1);
    run_on(&mut g, "rd");
    pass_to(&mut g, |g| g.decision_name() == "mode");
    act(&mut g, Action::new(ActionKind::Mode).card(r).target(0));
    assert_eq!(g.runner.tags, 1);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(
        g.runner.score_area.len(),
        2,
        "both agendas on top were accessed"
    );
}

// Rotary: the Runner may decline (no tag, 1 access); a remote or Archives breach asks nothing.
#[test]
fn c36014_rotary_is_optional_and_only_on_hq_or_rd() {
    let mut g = runner_turn(
        r#""hq": ["Offworld Office", "Offworld Office"]"#,
        r#""credits": 5, "grip": ["Rotary"]"#,
    );
    let r = id(&g, "Rotary");
    install(&mut g, r);
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.decision_name() == "mode");
    pass(&mut g);
    assert_eq!(g.runner.tags, 0);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.score_area.len(), 1, "one access only");
    run_on(&mut g, "archives");
    pass_to(&mut g, |g| g.run.is_none() || g.decision_name() == "mode");
    assert!(g.run.is_none(), "no Rotary choice on Archives");
}

// Rotary: only the Corp may trash it (a click and 2 credits), and only while the Runner is
// tagged.
#[test]
fn c36014_rotary_corp_trashes_it_while_the_runner_is_tagged() {
    let mut g = startup::corp_turn("", r#""credits": 5, "rig": ["Rotary"]"#);
    let r = id(&g, "Rotary");
    let trash = Action::new(ActionKind::Ability).card(r).target(0);
    assert!(!is_legal(&g, trash), "the Runner is not tagged");
    g.runner.tags = 1;
    let clicks = g.corp.clicks;
    let credits = g.corp.credits;
    act(&mut g, trash);
    assert_eq!(zone(&g, r), Zone::Heap);
    assert_eq!(g.corp.clicks, clicks - 1);
    assert_eq!(g.corp.credits, credits - 2);
    // The Runner cannot use it on their own turn.
    let g2 = runner_turn("", r#""credits": 5, "rig": ["Rotary"]"#);
    let mut g2 = g2;
    g2.runner.tags = 1;
    let r2 = id(&g2, "Rotary");
    assert!(!is_legal(
        &g2,
        Action::new(ActionKind::Ability).card(r2).target(0)
    ));
}

// ----- 36015 Baker -----

// Baker: a click runs Archives (once per turn); about to approach it, 1 credit from a stealth
// card (Touchstone's, the pool untouched) changes the attacked server to R&D, which the Runner
// approaches and breaches.
#[test]
fn c36015_baker_redirects_the_archives_run_to_rd_with_stealth_credits() {
    let mut g = runner_turn(
        r#""rd": ["Offworld Office", "Hedge Fund"]"#,
        r#""credits": 5, "rig": ["Baker", {"title": "Touchstone", "credits": 1}]"#,
    );
    let b = id(&g, "Baker");
    let t = id(&g, "Touchstone");
    let run = Action::new(ActionKind::Ability).card(b).target(0);
    act(&mut g, run);
    assert_eq!(g.run.unwrap().server, srv("archives"));
    pass_to(&mut g, |g| g.decision_name() == "mode" || g.run.is_none());
    act(
        &mut g,
        Action::new(ActionKind::Mode).card(b).target(srv("rd")),
    );
    assert_eq!(g.run.unwrap().server, srv("rd"));
    assert_eq!(g.cards[t as usize].credits, 0);
    assert_eq!(g.runner.credits, 5);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.score_area.len(), 1, "R&D's top card was accessed");
    assert!(!is_legal(&g, run), "once per turn");
}

// Baker: without stealth credits the run stays on Archives (the pool cannot pay).
#[test]
fn c36015_baker_needs_stealth_credits() {
    let mut g = runner_turn(
        r#""rd": ["Offworld Office", "Hedge Fund"]"#,
        r#""credits": 5, "rig": ["Baker"]"#,
    );
    let b = id(&g, "Baker");
    act(&mut g, Action::new(ActionKind::Ability).card(b).target(0));
    pass_to(&mut g, |g| g.decision_name() == "mode" || g.run.is_none());
    assert!(g.run.is_none());
    assert!(g.runner.score_area.is_empty());
}

// ----- 36011 Sell Out -----

// Sell Out: with no installed resource it cannot be played (its additional cost).
#[test]
fn c36011_sell_out_needs_an_installed_resource() {
    let g = runner_turn(
        "",
        r#""credits": 5, "grip": ["Sell Out"], "rig": ["Corroder"]"#,
    );
    assert!(legal_on(&g, ActionKind::Play, id(&g, "Sell Out")).is_empty());
}

// Sell Out: the Runner trashes an installed resource of its choice, gains 4 credits and draws 2
// cards.
#[test]
fn c36011_sell_out_trashes_a_resource_for_credits_and_cards() {
    let mut g = runner_turn(
        "",
        r#""credits": 5, "grip": ["Sell Out"], "rig": ["Access to Globalsec", "Telework Contract"],
            "stack": ["Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    );
    let so = id(&g, "Sell Out");
    let uc = id(&g, "Access to Globalsec");
    play(&mut g, so);
    assert_eq!(legal(&g, ActionKind::Trash).len(), 2);
    act(&mut g, Action::new(ActionKind::Trash).card(uc));
    assert_eq!(zone(&g, uc), Zone::Heap);
    assert_eq!(g.runner.credits, 5 - 1 + 4);
    assert_eq!(g.runner.grip.len(), 2);
}

// ----- 36016 Underdome Irregulars -----

/// Ends the Runner's action phase by spending its clicks on credits.
fn spend_clicks(g: &mut GameState) {
    while g.runner.clicks > 0 && at_action(Side::Runner)(g) {
        act(g, Action::new(ActionKind::ClickCredit));
    }
}

// Underdome Irregulars: ice rezzed this turn: as the action phase ends, draw 2 cards or remove
// 1 tag (here the tag).
#[test]
fn c36016_underdome_irregulars_draw_or_remove_a_tag_after_an_ice_rez() {
    let mut g = runner_turn(
        "",
        r#""credits": 5, "rig": ["Underdome Irregulars"], "stack": ["Sure Gamble", "Sure Gamble"]"#,
    );
    let u = id(&g, "Underdome Irregulars");
    g.runner.tags = 1;
    g.turn_flags.ice_rezzed = true;
    spend_clicks(&mut g);
    pass_to(&mut g, |g| g.decision_name() == "mode");
    assert_eq!(legal(&g, ActionKind::Mode).len(), 2);
    act(&mut g, Action::new(ActionKind::Mode).card(u).target(1));
    assert_eq!(g.runner.tags, 0);
    assert_eq!(g.runner.grip.len(), 0);
    assert_eq!(zone(&g, u), Zone::Rig);
}

// Underdome Irregulars: with no ice rezzed this turn it is trashed as the action phase ends.
#[test]
fn c36016_underdome_irregulars_trashed_without_an_ice_rez() {
    let mut g = runner_turn("", r#""credits": 5, "rig": ["Underdome Irregulars"]"#);
    let u = id(&g, "Underdome Irregulars");
    spend_clicks(&mut g);
    assert_eq!(zone(&g, u), Zone::Heap);
}

// ----- 36012 Tailgate -----

// Tailgate: 1 credit less per ice protecting HQ (3 - 2 = 1 here); a successful run on HQ
// accesses 2 more cards.
#[test]
fn c36012_tailgate_cheaper_per_hq_ice_and_two_more_accesses() {
    let mut g = runner_turn(
        r#""hq": ["Offworld Office", "Offworld Office", "Offworld Office"],
            "servers": {"hq": {"ice": ["Ice Wall", "Ice Wall"]}}"#,
        r#""credits": 1, "grip": ["Tailgate"]"#,
    );
    let t = id(&g, "Tailgate");
    play(&mut g, t);
    assert_eq!(g.runner.credits, 0, "it cost 1");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.score_area.len(), 3, "3 cards accessed from HQ");
}

// Tailgate: at full cost with no ice on HQ (3 credits; 2 are not enough).
#[test]
fn c36012_tailgate_full_cost_without_ice() {
    let g = runner_turn("", r#""credits": 2, "grip": ["Tailgate"]"#);
    assert!(legal_on(&g, ActionKind::Play, id(&g, "Tailgate")).is_empty());
}
