//! Scenario tests of the Elevation Runner cards the engine implements: Rising Tide (35009), Rent
//! Rioters (35011), Clean Getaway (35014), Lie Low (35015), Transfer of Wealth (35017), Ritual
//! (35026), Azimat (35029) and Chromatophores (35030). No ruling of `rulings_2022_2026.json` names an Elevation card.

mod common;
mod startup;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone};
use startup::runner_turn;

// ----- helpers -----

/// Installs grip `card`, keeping every installed program.
fn install(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Install).card(card));
    while g.decision_name() == "memory" {
        pass(g);
    }
}

fn strength(g: &GameState, card: u8) -> u32 {
    g.current_strength(card).expect("a strength")
}

// ----- 35009 Rising Tide -----

// Rising Tide: printed strength 1, +1 for each fracter in the heap (other programs do not count).
#[test]
fn c35009_rising_tide_gains_strength_from_fracters_in_the_heap() {
    let g = runner_turn("", r#""rig": ["Rising Tide"]"#);
    assert_eq!(strength(&g, id(&g, "Rising Tide")), 1);
    let g = runner_turn(
        "",
        r#""rig": ["Rising Tide"], "heap": ["Corroder", "Corroder", "Gordian Blade", "Sure Gamble"]"#,
    );
    assert_eq!(
        strength(&g, id(&g, "Rising Tide")),
        3,
        "two fracters in the heap"
    );
}

// Rising Tide: breaks barrier subroutines for 1 credit, after boosting 1 credit per strength;
// with enough fracters in the heap it needs no boost against Ice Wall (strength 1).
#[test]
fn c35009_rising_tide_breaks_a_barrier() {
    let mut g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Rising Tide"]"#,
    );
    let tide = id(&g, "Rising Tide");
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    assert_eq!(
        boosts_to_break(&mut g, tide),
        0,
        "1 strength against Ice Wall's 1"
    );
    act(&mut g, Action::new(ActionKind::Break).card(tide).target(0));
    assert_eq!(g.runner.credits, 4);
    // Against a code gate it never offers a break, all through the run.
    let mut g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Rising Tide"]"#,
    );
    let tide = id(&g, "Rising Tide");
    run_on(&mut g, "hq");
    for _ in 0..40 {
        assert!(legal_on(&g, ActionKind::Break, tide).is_empty());
        if g.run.is_none() {
            break;
        }
        pass(&mut g);
    }
}

// ----- 35011 Rent Rioters -----

// Rent Rioters: three clicks and trashing it give 9 credits.
#[test]
fn c35011_rent_rioters_three_clicks_and_trash_for_nine() {
    let mut g = runner_turn("", r#""credits": 0, "rig": ["Rent Rioters"]"#);
    let rr = id(&g, "Rent Rioters");
    act(&mut g, Action::new(ActionKind::Ability).card(rr).target(0));
    assert_eq!(g.runner.credits, 9);
    assert_eq!(g.runner.clicks, 1, "4 - 3");
    assert_eq!(zone(&g, rr), Zone::Heap);
}

// Rent Rioters: with fewer than three clicks left the ability is not offered.
#[test]
fn c35011_rent_rioters_needs_three_clicks() {
    let mut g = runner_turn("", r#""credits": 0, "rig": ["Rent Rioters"]"#);
    let rr = id(&g, "Rent Rioters");
    g.runner.clicks = 2;
    assert!(legal_on(&g, ActionKind::Ability, rr).is_empty());
    refused(&mut g, Action::new(ActionKind::Ability).card(rr).target(0));
}

// ----- 35014 Clean Getaway -----

// Clean Getaway: a run on any server; 6 credits once the run is declared successful, during
// the breach already (card text "if successful": not "when the run ends").
#[test]
fn c35014_clean_getaway_pays_six_on_success() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 3, "grip": ["Clean Getaway"]"#,
    );
    let c = id(&g, "Clean Getaway");
    play(&mut g, c);
    assert_eq!(g.runner.credits, 0, "it costs 3");
    let mut servers: Vec<u8> = legal(&g, ActionKind::Run)
        .iter()
        .map(|a| a.server)
        .collect();
    servers.sort_unstable();
    assert_eq!(servers, vec![HQ, RD, ARCHIVES, REMOTE1]);
    act(&mut g, Action::new(ActionKind::Run).server(REMOTE1));
    pass_to(&mut g, |g| g.runner.credits > 0 || g.run.is_none());
    assert_eq!(g.runner.credits, 6);
    assert!(g.run.is_some(), "paid before the run ends");
}

// Clean Getaway: a run that ends unsuccessfully gives nothing.
#[test]
fn c35014_clean_getaway_unsuccessful_gives_nothing() {
    let mut g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 3, "grip": ["Clean Getaway"]"#,
    );
    let c = id(&g, "Clean Getaway");
    play(&mut g, c);
    act(&mut g, Action::new(ActionKind::Run).server(HQ));
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.credits, 0);
}

// ----- 35017 Transfer of Wealth -----

// Transfer of Wealth: a successful HQ run: 1 tag, the Corp loses 3, the Runner gains 6.
#[test]
fn c35017_transfer_of_wealth_takes_three_gives_six_and_a_tag() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"]"#,
        r#""credits": 0, "grip": ["Transfer of Wealth"]"#,
    );
    let c = id(&g, "Transfer of Wealth");
    play(&mut g, c);
    assert_eq!(g.run.map(|r| r.server), Some(HQ));
    pass_to(&mut g, |g| g.runner.tags > 0 || g.run.is_none());
    pass_to(&mut g, |g| g.runner.credits > 0 || g.run.is_none());
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.corp.credits, 2);
    assert_eq!(g.runner.credits, 6);
}

// Transfer of Wealth: the Corp cannot lose more than it has (Rules Reference, "Lose"); the
// Runner gains 2 for each credit actually lost.
#[test]
fn c35017_transfer_of_wealth_gain_is_twice_the_loss() {
    let mut g = runner_turn(
        r#""credits": 1, "hq": ["Hedge Fund"]"#,
        r#""credits": 0, "grip": ["Transfer of Wealth"]"#,
    );
    let c = id(&g, "Transfer of Wealth");
    play(&mut g, c);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.corp.credits, 0);
    assert_eq!(g.runner.credits, 2);
    assert_eq!(g.runner.tags, 1);
}

// ----- 35026 Ritual -----

// Ritual: one card per click left after its own click is spent (4 - 1 = 3).
#[test]
fn c35026_ritual_draws_one_per_click_left() {
    let mut g = runner_turn(
        "",
        r#""grip": ["Ritual"], "stack": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    );
    let c = id(&g, "Ritual");
    play(&mut g, c);
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(g.runner.grip.len(), 3);
    // Played with its last click, it draws nothing.
    let mut g = runner_turn("", r#""grip": ["Ritual"], "stack": ["Sure Gamble"]"#);
    g.runner.clicks = 1;
    let c = id(&g, "Ritual");
    play(&mut g, c);
    assert_eq!(g.runner.grip.len(), 0);
}

// ----- 35030 Chromatophores -----

// Chromatophores: installed on unrezzed ice too (card text: any piece of ice), the host gains
// barrier, code gate and sentry; a fracter may then break it.
#[test]
fn c35030_chromatophores_host_gains_three_subtypes() {
    let mut g = runner_turn(
        r#""servers": {"hq": {"ice": ["Enigma"]}}"#,
        r#""credits": 9, "grip": ["Chromatophores"], "rig": ["Corroder"]"#,
    );
    let chrom = id(&g, "Chromatophores");
    let enigma = id(&g, "Enigma");
    install(&mut g, chrom);
    assert_eq!(zone(&g, chrom), Zone::Rig);
    assert_eq!(g.cards[chrom as usize].host, enigma);
    assert_eq!(
        obs(&g, Side::Runner)["corp"]["servers"]["hq"]["ice"][0]["gained_subtypes"],
        serde_json::json!(["Barrier", "Code Gate", "Sentry"])
    );
}

// Chromatophores: with no ice installed it cannot be installed.
#[test]
fn c35030_chromatophores_needs_ice() {
    let g = runner_turn("", r#""credits": 9, "grip": ["Chromatophores"]"#);
    assert!(legal_on(&g, ActionKind::Install, id(&g, "Chromatophores")).is_empty());
}

// ----- 35015 Lie Low -----

fn lie_low(tags: u8) -> GameState {
    let mut g = runner_turn(
        "",
        r#""credits": 1, "grip": ["Lie Low"], "stack": ["Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble"]"#,
    );
    g.runner.tags = tags;
    g
}

fn mode_of(card: u8, m: u8) -> Action {
    Action::new(ActionKind::Mode).card(card).target(m)
}

// Lie Low: a Double event: two clicks and 1 credit; then draw 4 cards.
#[test]
fn c35015_lie_low_costs_two_clicks_and_draws_four() {
    let mut g = lie_low(0);
    let ll = id(&g, "Lie Low");
    play(&mut g, ll);
    assert_eq!(g.runner.clicks, 2, "4 - 2");
    assert_eq!(g.runner.credits, 0);
    // Untagged: drawing is the only outcome, taken without a question (docs/actions.md).
    assert!(!g.legal_actions().contains(&mode_of(ll, 0)));
    assert_eq!(g.runner.grip.len(), 4);
}

// Lie Low: up to 2 tags removed; with 3 tags, removing 1 or 2 is offered, and drawing.
#[test]
fn c35015_lie_low_removes_up_to_two_tags() {
    let mut g = lie_low(3);
    let ll = id(&g, "Lie Low");
    play(&mut g, ll);
    let mut offered = g.legal_actions().to_vec();
    offered.sort_by_key(|a| a.target);
    assert_eq!(
        offered,
        vec![mode_of(ll, 0), mode_of(ll, 1), mode_of(ll, 2)]
    );
    act(&mut g, mode_of(ll, 2));
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.runner.grip.len(), 0);
}

// Lie Low: a Double event cannot be played with a single click left.
#[test]
fn c35015_lie_low_needs_its_extra_click() {
    let mut g = lie_low(1);
    g.runner.clicks = 1;
    let ll = id(&g, "Lie Low");
    refused(&mut g, Action::new(ActionKind::Play).card(ll));
}

// ----- 35029 Azimat -----

// Azimat: its 2 recurring credits pay a trash cost: an asset's (PAD Campaign, 4) and an
// upgrade's too (card text: any trash cost).
#[test]
fn c35029_azimat_pays_trash_costs() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 2, "rig": ["Azimat"]"#,
    );
    let az = id(&g, "Azimat");
    assert_eq!(g.cards[az as usize].credits, 2);
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    let pad = id(&g, "PAD Campaign");
    act(&mut g, Action::new(ActionKind::Trash).card(pad));
    assert_eq!(zone(&g, id(&g, "PAD Campaign")), Zone::Archives);
    assert_eq!(g.cards[az as usize].credits, 0);
    assert_eq!(g.runner.credits, 0);

    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["Research Station"]}}"#,
        r#""credits": 1, "rig": ["Azimat"]"#,
    );
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    let rs = id(&g, "Research Station");
    act(&mut g, Action::new(ActionKind::Trash).card(rs));
    assert_eq!(zone(&g, id(&g, "Research Station")), Zone::Archives);
    assert_eq!(g.runner.credits, 0, "3 = 2 hosted + 1 from the pool");
}

// Azimat: its credits pay nothing else (an install here).
#[test]
fn c35029_azimat_pays_nothing_else() {
    let g = runner_turn(
        "",
        r#""credits": 1, "grip": ["Corroder"], "rig": ["Azimat"]"#,
    );
    assert!(legal_on(&g, ActionKind::Install, id(&g, "Corroder")).is_empty());
}
