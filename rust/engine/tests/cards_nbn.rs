//! Scenario tests of the NBN cards of the Core Set (01081-01092), their rulings and FAQ
//! clarifications, and random games with NBN decks.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, GameState, Side, Zone};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

// ----- helpers -----

const NOISE: &str = "Noise: Hacker Extraordinaire";

fn position(active: &str, turn: u32, corp: &str, runner: &str) -> GameState {
    let corp = join(&format!(r#""identity": "{HB}""#), corp);
    let runner = join(&format!(r#""identity": "{NOISE}""#), runner);
    game(&format!(
        r#"{{"corp": {{{corp}}}, "runner": {{{runner}}}, "active": "{active}", "turn": {turn}}}"#
    ))
}

fn runner_turn(corp: &str, runner: &str) -> GameState {
    position("runner", 2, corp, runner)
}

fn corp_turn(corp: &str, runner: &str) -> GameState {
    position("corp", 3, corp, runner)
}

fn ability(g: &mut GameState, card: u8, i: u8) {
    act(g, Action::new(ActionKind::Ability).card(card).target(i));
}

fn bid(g: &mut GameState, amount: u8) {
    act(g, Action::new(ActionKind::Bid).amount(amount));
}

// ----- 01081 AstroScript Pilot Program -----

// AstroScript Pilot Program: scored, it gets 1 agenda counter; spending it places 1 advancement
// token on an installed card that can be advanced.
#[test]
fn c01081_astroscript_counter_places_an_advancement_token() {
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": [{"title": "AstroScript Pilot Program", "advancement": 3}]}, "remote2": {"root": ["Priority Requisition"]}, "remote3": {"root": ["PAD Campaign"]}}"#,
        "",
    );
    let astro = id(&g, "AstroScript Pilot Program");
    let pr = id(&g, "Priority Requisition");
    let pad = id(&g, "PAD Campaign");
    only(&mut g, ActionKind::ClickCredit);
    only_on(&mut g, ActionKind::Score, astro);
    assert_eq!(g.cards[astro as usize].agenda_counters, 1);
    ability(&mut g, astro, 0);
    assert_eq!(g.decision_name(), "place_advancement");
    assert!(
        legal_on(&g, ActionKind::Advance, pad).is_empty(),
        "PAD Campaign cannot be advanced"
    );
    only_on(&mut g, ActionKind::Advance, pr);
    assert_eq!(g.cards[pr as usize].advancement, 1);
    assert_eq!(g.cards[astro as usize].agenda_counters, 0);
    assert_eq!(g.corp.credits, 6, "no credit spent");
    assert!(legal_on(&g, ActionKind::Ability, astro).is_empty());
}

// ----- 01082 Breaking News -----

// Breaking News: 2 tags when scored; they are removed when that turn's discard phase ends.
#[test]
fn c01082_breaking_news_two_tags_until_the_end_of_the_turn() {
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": [{"title": "Breaking News", "advancement": 2}]}}, "rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""tags": 1"#,
    );
    let bn = id(&g, "Breaking News");
    only(&mut g, ActionKind::ClickCredit);
    only_on(&mut g, ActionKind::Score, bn);
    assert_eq!(g.runner.tags, 3);
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.runner.tags, 1, "2 tags removed, the older one stays");
    // Not again at later discard phases.
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.runner.tags, 1);
}

// Breaking News ruling 1 (MWL v1.2 universal influence) is a tournament deck-building rule: the
// engine checks no influence, so a deck with the full box quantity is accepted as printed.
#[test]
fn ruling_c01082_1_mwl_influence_is_not_enforced() {
    let d = DeckList::parse("NBN: Making News\n3 Breaking News\n3 Hedge Fund").unwrap();
    assert!(GameState::new(&d, &DeckList::default_runner(), 1).is_ok());
}

// ----- 01083 Anonymous Tip -----

#[test]
fn c01083_anonymous_tip_draws_three() {
    let mut g = corp_turn(
        r#""hq": ["Anonymous Tip"], "rd": ["Hedge Fund", "Enigma", "Hunter", "PAD Campaign"]"#,
        "",
    );
    let tip = id(&g, "Anonymous Tip");
    only_on(&mut g, ActionKind::Play, tip);
    assert_eq!(g.corp.hq.len(), 3);
    assert_eq!(g.corp.rd.len(), 1);
    assert_eq!(g.cards[tip as usize].zone, Zone::Archives);
}

// ----- 01084 Closed Accounts -----

#[test]
fn c01084_closed_accounts_requires_a_tag() {
    for tags in [0, 1] {
        let mut g = corp_turn(
            r#""hq": ["Closed Accounts"]"#,
            &format!(r#""credits": 9, "tags": {tags}"#),
        );
        let ca = id(&g, "Closed Accounts");
        assert_eq!(legal_on(&g, ActionKind::Play, ca).len(), tags as usize);
        if tags > 0 {
            only_on(&mut g, ActionKind::Play, ca);
            assert_eq!(g.runner.credits, 0);
            assert_eq!(g.corp.credits, 4);
        }
    }
}

// ----- 01085 Psychographics -----

// Psychographics: X up to the Runner's tags (and the Corp's credits); X tokens on one card.
#[test]
fn c01085_psychographics_places_x_tokens() {
    let mut g = corp_turn(
        r#""credits": 5, "hq": ["Psychographics"], "servers": {"remote1": {"root": ["Priority Requisition"]}}"#,
        r#""tags": 3"#,
    );
    let psy = id(&g, "Psychographics");
    let pr = id(&g, "Priority Requisition");
    only_on(&mut g, ActionKind::Play, psy);
    assert_eq!(amounts(&g), vec![0, 1, 2, 3]);
    bid(&mut g, 3);
    assert_eq!(g.corp.credits, 2);
    only_on(&mut g, ActionKind::Advance, pr);
    assert_eq!(g.cards[pr as usize].advancement, 3);
}

#[test]
fn c01085_psychographics_x_limited_by_credits() {
    let mut g = corp_turn(
        r#""credits": 1, "hq": ["Psychographics"], "servers": {"remote1": {"root": ["Priority Requisition"]}}"#,
        r#""tags": 3"#,
    );
    let psy = id(&g, "Psychographics");
    only_on(&mut g, ActionKind::Play, psy);
    assert_eq!(amounts(&g), vec![0, 1]);
}

// ----- 01086 SEA Source -----

// SEA Source: only after a successful run during the Runner's last turn; trace 3 for a tag.
#[test]
fn c01086_sea_source_needs_a_successful_run_last_turn() {
    for (server, ok) in [("hq", false), ("archives", true)] {
        // HQ is protected by Wall of Static: that run fails.
        let mut g = runner_turn(
            r#""hq": ["SEA Source"], "rd": ["Hedge Fund", "Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}]}}"#,
            r#""credits": 0"#,
        );
        run_on(&mut g, server);
        pass_to(&mut g, |g| g.run.is_none());
        assert_eq!(g.runner.clicks, 3);
        until(&mut g, at_action(Side::Corp));
        let sea = id(&g, "SEA Source");
        assert_eq!(
            !legal_on(&g, ActionKind::Play, sea).is_empty(),
            ok,
            "{server}"
        );
        if ok {
            only_on(&mut g, ActionKind::Play, sea);
            assert_eq!(g.decision_name(), "trace_corp");
            bid(&mut g, 0);
            bid(&mut g, 0);
            assert_eq!(g.runner.tags, 1, "3 beats link 0");
        }
    }
}

// ----- 01087 Ghost Branch -----

#[test]
fn c01087_ghost_branch_advanceable_and_tags_on_access() {
    let mut g = corp_turn(r#""servers": {"remote1": {"root": ["Ghost Branch"]}}"#, "");
    let gb = id(&g, "Ghost Branch");
    only_on(&mut g, ActionKind::Advance, gb);
    assert_eq!(g.cards[gb as usize].advancement, 1);

    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": [{"title": "Ghost Branch", "advancement": 2}]}}"#,
        "",
    );
    let gb = id(&g, "Ghost Branch");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "mode");
    assert_eq!(g.current_side(), Some(Side::Corp));
    mode(&mut g, gb, 1);
    assert_eq!(g.runner.tags, 2);
    assert_eq!(g.corp.credits, 5, "no cost");
}

#[test]
fn c01087_ghost_branch_no_tokens_no_question() {
    let mut g = runner_turn(r#""servers": {"remote1": {"root": ["Ghost Branch"]}}"#, "");
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.run.is_none() || g.decision_name() == "mode");
    assert!(g.run.is_none());
    assert_eq!(g.runner.tags, 0);
}

/// Rules Reference, "Advancement Tokens"; card text (01087): Ghost Branch can be advanced. An
/// advanced, unrezzed Ghost Branch tells the Runner only that the card can be advanced, so the
/// Runner's redeal must sometimes put a Ghost Branch there (never only agendas), keep a legal
/// position with the Corp's cards unchanged, and leave the Runner's observation as it was.
#[test]
fn c01087_hidden_advanced_ghost_branch_is_redealt_as_an_advanceable_card() {
    let g = runner_turn(
        r#""servers": {"remote1": {"root": [{"title": "Ghost Branch", "advancement": 2}]}},
           "hq": ["Hedge Fund"],
           "rd": ["Ghost Branch", "Priority Requisition", "Hedge Fund", "Enigma"]"#,
        "",
    );
    let spot = (0..g.cards.len())
        .find(|&c| g.cards[c].advancement > 0)
        .expect("the advanced card");
    let ghost = g.cards[spot].def;
    let agenda = g.cards[id(&g, "Priority Requisition") as usize].def;
    assert!(!g.cards[spot].known_to(Side::Runner), "unrezzed: hidden");
    let seen = g.observation_json(Side::Runner);
    let defs = |g: &GameState| {
        let mut d: Vec<u16> = g.cards.iter().map(|c| c.def).collect();
        d.sort_unstable();
        d
    };
    let all = defs(&g);
    let (mut ghosts, mut agendas) = (0, 0);
    for seed in 0..200 {
        let d = g.determinize(Side::Runner, seed);
        d.check_invariants()
            .expect("the redeal is a legal position");
        assert_eq!(defs(&d), all, "the same cards, redealt");
        assert_eq!(d.observation_json(Side::Runner), seen, "seed {seed}");
        let at = d.cards[spot].def;
        assert!(
            at == ghost || at == agenda,
            "only advanceable cards hold tokens"
        );
        ghosts += usize::from(at == ghost);
        agendas += usize::from(at == agenda);
    }
    assert!(
        ghosts > 20,
        "Ghost Branch redealt there {ghosts} times of 200"
    );
    assert!(
        agendas > 20,
        "the agenda redealt there {agendas} times of 200"
    );
}

// ----- 01088 Data Raven -----

// Data Raven: on encounter the Runner takes 1 tag or ends the run.
#[test]
fn c01088_data_raven_encounter_tag_or_end_run() {
    for choice in [0u8, 1] {
        let mut g = runner_turn(
            r#""credits": 0, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Data Raven", "rezzed": true}]}}"#,
            "",
        );
        let dr = id(&g, "Data Raven");
        run_on(&mut g, "hq");
        assert_eq!(g.decision_name(), "mode");
        assert_eq!(g.current_side(), Some(Side::Runner));
        mode(&mut g, dr, choice);
        if choice == 0 {
            assert_eq!(g.runner.tags, 1);
            // The trace subroutine follows (the Corp has 0 credits).
            assert_eq!(g.decision_name(), "trace_corp");
            bid(&mut g, 0);
            bid(&mut g, 0);
            assert_eq!(g.cards[dr as usize].power, 1, "trace 3 beats link 0");
        } else {
            assert_eq!(g.runner.tags, 0);
            assert!(g.run.is_none());
        }
    }
}

// Data Raven: a hosted power counter gives the Runner 1 tag.
#[test]
fn c01088_data_raven_power_counter_gives_a_tag() {
    let mut g = corp_turn(
        r#""servers": {"hq": {"ice": [{"title": "Data Raven", "rezzed": true, "power": 2}]}}"#,
        "",
    );
    let dr = id(&g, "Data Raven");
    only(&mut g, ActionKind::ClickCredit);
    ability(&mut g, dr, 0);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.cards[dr as usize].power, 1);
}

// ----- 01089 Matrix Analyzer -----

// Matrix Analyzer: on encounter the Corp may pay 1 to place an advancement token; trace 2 tag.
#[test]
fn c01089_matrix_analyzer_encounter_advances_and_traces() {
    let mut g = runner_turn(
        r#""credits": 1, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Matrix Analyzer", "rezzed": true}]}, "remote1": {"root": ["Priority Requisition"]}}"#,
        "",
    );
    let ma = id(&g, "Matrix Analyzer");
    let pr = id(&g, "Priority Requisition");
    run_on(&mut g, "hq");
    // [2.3]: the Corp is asked (it could rez the facedown card in remote1); it declines.
    assert_eq!(g.decision_name(), "rez_ice");
    pass(&mut g);
    assert_eq!(g.decision_name(), "mode");
    assert_eq!(g.current_side(), Some(Side::Corp));
    mode(&mut g, ma, 1);
    only_on(&mut g, ActionKind::Advance, pr);
    assert_eq!(g.cards[pr as usize].advancement, 1);
    assert_eq!(g.corp.credits, 0);
    assert_eq!(g.decision_name(), "trace_corp");
    bid(&mut g, 0);
    bid(&mut g, 0);
    assert_eq!(g.runner.tags, 1, "trace 2 beats link 0");
}

// ----- 01090 Tollbooth -----

fn tollbooth(runner: &str, bp: u8) -> GameState {
    runner_turn(
        &format!(
            r#""bad_publicity": {bp}, "hq": ["Hedge Fund"], "servers": {{"hq": {{"ice": [{{"title": "Tollbooth", "rezzed": true}}]}}}}"#
        ),
        runner,
    )
}

// Tollbooth: on encounter the Runner pays 3 (then its subroutine still resolves unless broken).
#[test]
fn c01090_tollbooth_charges_three_on_encounter() {
    let mut g = tollbooth(
        r#""credits": 20, "rig": [{"title": "Crypsis", "virus": 1}]"#,
        0,
    );
    let crypsis = id(&g, "Crypsis");
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "encounter");
    assert_eq!(g.runner.credits, 17);
    for _ in 0..5 {
        ability(&mut g, crypsis, 0);
    }
    act(
        &mut g,
        Action::new(ActionKind::Break).card(crypsis).target(0),
    );
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.credits, 11);
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")), "the run went on");
}

// Ruling 1 / FAQ: unable to pay 3, the run ends and nothing is paid.
#[test]
fn ruling_c01090_1_cannot_pay_run_ends_without_paying() {
    // With Crypsis and 2 credits the Runner could boost: an encounter decision would come up if
    // the toll had not ended the run first.
    let mut g = tollbooth(
        r#""credits": 2, "rig": [{"title": "Crypsis", "virus": 1}]"#,
        0,
    );
    run_on(&mut g, "hq");
    assert!(g.run.is_none());
    assert_eq!(g.runner.credits, 2);
    assert!(!known_to_runner(&g, id(&g, "Hedge Fund")));
}

// Ruling 2: the Runner cannot refuse to pay: no choice is offered, the credits go.
#[test]
fn ruling_c01090_2_runner_must_pay_if_able() {
    let mut g = tollbooth(
        r#""credits": 4, "rig": [{"title": "Crypsis", "virus": 1}]"#,
        0,
    );
    run_on(&mut g, "hq");
    assert_eq!(g.runner.credits, 1);
    assert!(g.run.is_some_and(|r| !r.ended));
    assert_eq!(g.decision_name(), "encounter");
    assert!(legal(&g, ActionKind::JackOut).is_empty());
}

// FAQ: the toll is paid even with temporary credits (bad publicity).
#[test]
fn faq_c01090_pays_with_bad_publicity_credits() {
    let mut g = tollbooth(
        r#""credits": 1, "rig": [{"title": "Crypsis", "virus": 1}]"#,
        3,
    );
    run_on(&mut g, "hq");
    assert!(g.run.is_some_and(|r| !r.ended));
    assert_eq!(g.decision_name(), "encounter");
    assert_eq!(g.run.unwrap().bad_publicity_credits, 0);
    assert_eq!(g.runner.credits, 1);
}

// Ruling 3: an encounter ability resolves only while that encounter is still taking place (e.g.
// after a bypass it does nothing). Built by hand: the Tollbooth ability waits below the break
// window while the encounter is already over.
#[test]
fn ruling_c01090_3_encounter_ability_needs_the_encounter() {
    let mut g = tollbooth(
        r#""credits": 10, "rig": [{"title": "Crypsis", "virus": 1}]"#,
        0,
    );
    let tb = id(&g, "Tollbooth");
    run_on(&mut g, "hq");
    assert_eq!(g.runner.credits, 7);
    let mut v: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    v["run"]["encounter"] = 255.into();
    let stack = v["stack"].as_array_mut().unwrap();
    let top = stack.pop().unwrap();
    stack.push(serde_json::json!({"Trigger": [tb, {"Encountered": tb}]}));
    stack.push(top);
    let mut g = GameState::from_json(&v.to_string()).unwrap();
    pass(&mut g);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.credits, 7, "no second toll");
}

// ----- 01091 Red Herrings -----

fn herrings(root: &str, runner: &str) -> GameState {
    runner_turn(
        &format!(
            r#""servers": {{"remote1": {{"root": [{root}, {{"title": "Red Herrings", "rezzed": true}}]}}}}, "rd": ["Priority Requisition", "Hedge Fund"]"#
        ),
        runner,
    )
}

// Red Herrings: stealing an agenda from its server costs 5 more; the Runner may decline.
#[test]
fn c01091_red_herrings_additional_cost_to_steal() {
    let mut g = herrings(r#""Priority Requisition""#, r#""credits": 5"#);
    let prs = ids(&g, "Priority Requisition");
    let pr = prs
        .iter()
        .copied()
        .find(|&c| g.cards[c as usize].zone == Zone::Root(REMOTE1))
        .unwrap();
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.decision_name() == "access");
    only_on(&mut g, ActionKind::Access, pr);
    assert_eq!(g.decision_name(), "trash_or_steal");
    only_on(&mut g, ActionKind::Score, pr);
    assert_eq!(g.runner.credits, 0);
    assert_eq!(g.cards[pr as usize].zone, Zone::Score(Side::Runner));
}

#[test]
fn c01091_red_herrings_unaffordable_agenda_not_stolen() {
    let mut g = herrings(r#""Priority Requisition""#, r#""credits": 4"#);
    let pr = ids(&g, "Priority Requisition")
        .into_iter()
        .find(|&c| g.cards[c as usize].zone == Zone::Root(REMOTE1))
        .unwrap();
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.decision_name() == "access");
    only_on(&mut g, ActionKind::Access, pr);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.cards[pr as usize].zone, Zone::Root(REMOTE1));
    assert_eq!(g.runner.credits, 4);
}

// Red Herrings, "Persistent": trashed while accessed, its cost still applies for this run.
#[test]
fn c01091_red_herrings_persists_after_trash() {
    let mut g = herrings(r#""Priority Requisition""#, r#""credits": 6"#);
    let rh = id(&g, "Red Herrings");
    let pr = ids(&g, "Priority Requisition")
        .into_iter()
        .find(|&c| g.cards[c as usize].zone == Zone::Root(REMOTE1))
        .unwrap();
    run_on(&mut g, "remote1");
    pass_to(&mut g, |g| g.decision_name() == "access");
    only_on(&mut g, ActionKind::Access, rh);
    only_on(&mut g, ActionKind::Trash, rh);
    assert_eq!(g.runner.credits, 5);
    assert_eq!(g.cards[rh as usize].zone, Zone::Archives);
    assert_eq!(g.decision_name(), "trash_or_steal");
    only_on(&mut g, ActionKind::Score, pr);
    assert_eq!(g.runner.credits, 0, "still 5 more to steal");
}

// Ruling 1 / FAQ: an R&D agenda not stolen (cost unpaid) is not revealed to the Corp.
#[test]
fn ruling_c01091_1_unpaid_rd_agenda_not_revealed() {
    let mut g = runner_turn(
        r#""rd": ["Priority Requisition", "Hedge Fund"], "servers": {"rd": {"root": [{"title": "Red Herrings", "rezzed": true}]}}"#,
        r#""credits": 9"#,
    );
    let pr = id(&g, "Priority Requisition");
    run_on(&mut g, "rd");
    pass_to(&mut g, |g| g.decision_name() == "access");
    act(&mut g, Action::new(ActionKind::Access).server(RD));
    assert_eq!(g.decision_name(), "trash_or_steal");
    assert!(!legal_on(&g, ActionKind::Score, pr).is_empty());
    pass(&mut g);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.cards[pr as usize].zone, Zone::Rd);
    assert!(known_to_runner(&g, pr));
    assert!(
        !g.cards[pr as usize].known_to(Side::Corp),
        "not revealed to the Corp"
    );
    assert_eq!(g.runner.credits, 9);
}

// ----- 01092 SanSan City Grid -----

// SanSan City Grid: agendas in its server's root need 1 advancement token less.
#[test]
fn c01092_sansan_lowers_advancement_requirement() {
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": [{"title": "Priority Requisition", "advancement": 4}, {"title": "SanSan City Grid", "rezzed": true}]}, "remote2": {"root": [{"title": "Breaking News", "advancement": 1}]}}"#,
        "",
    );
    let pr = id(&g, "Priority Requisition");
    let bn = id(&g, "Breaking News");
    only(&mut g, ActionKind::ClickCredit);
    assert!(
        legal_on(&g, ActionKind::Score, bn).is_empty(),
        "other server"
    );
    only_on(&mut g, ActionKind::Score, pr);
    assert_eq!(g.cards[pr as usize].zone, Zone::Score(Side::Corp));
}

// SanSan City Grid: limit 1 region per server; installing another trashes the old one.
#[test]
fn c01092_sansan_one_region_per_server() {
    let mut g = corp_turn(
        r#""hq": ["SanSan City Grid"], "servers": {"remote1": {"root": ["SanSan City Grid"]}}"#,
        "",
    );
    let ss = ids(&g, "SanSan City Grid");
    let in_hand = ss
        .iter()
        .copied()
        .find(|&c| g.cards[c as usize].zone == Zone::Hq)
        .unwrap();
    act(
        &mut g,
        Action::new(ActionKind::Install)
            .card(in_hand)
            .server(REMOTE1),
    );
    pass_to(&mut g, |g| g.decision_name() == "action");
    let root = &g.corp.servers[REMOTE1 as usize].root;
    assert_eq!(root.len(), 1);
    assert_eq!(g.corp.archives.len(), 1);
}

// SanSan ruling 1 (MWL v1.2 universal influence) is a tournament deck-building rule the engine
// does not enforce: a deck with SanSan City Grid is accepted as printed.
#[test]
fn ruling_c01092_1_mwl_influence_is_not_enforced() {
    let d = DeckList::parse("NBN: Making News\n3 SanSan City Grid\n3 Hedge Fund").unwrap();
    assert!(GameState::new(&d, &DeckList::default_runner(), 1).is_ok());
}

// ----- random games -----

fn nbn_deck() -> DeckList {
    DeckList::parse(
        "NBN: Making News
         2 AstroScript Pilot Program
         2 Breaking News
         2 Anonymous Tip
         2 Closed Accounts
         2 Psychographics
         2 SEA Source
         2 Ghost Branch
         2 Data Raven
         2 Matrix Analyzer
         2 Tollbooth
         2 Red Herrings
         1 SanSan City Grid
         2 Hedge Fund
         2 Enigma
         2 Priority Requisition",
    )
    .unwrap()
}

#[test]
fn random_games_nbn() {
    let mut runner = DeckList::default_runner();
    runner.cards.push(("Infiltration".into(), 3));
    for seed in 0..300u64 {
        let mut g = GameState::new(&nbn_deck(), &runner, seed).unwrap();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0xabcd);
        let mut steps = 0;
        while !g.is_over() {
            let legal = g.legal_actions();
            assert!(
                !legal.is_empty(),
                "no legal action at {}",
                g.decision_name()
            );
            let a = legal[(rng.next_u64() % legal.len() as u64) as usize];
            g.apply(a).unwrap();
            steps += 1;
            assert!(steps < 20_000, "game too long (seed {seed})");
        }
    }
}
