//! Scenario tests of the System Update 2021 Anarch cards, second part (31005-31012): Clot, Imp,
//! Liberated Account, Scrubber and Xanadu, and random games with every System Update 2021
//! Anarch card. The identities and events are in `cards_su21_anarch.rs`.

mod common;
use common::*;
use nr_engine::{card_by_title, card_table, Action, ActionKind, DeckList, GameState};
use nr_engine::{Side, Zone};

// ----- helpers -----

fn trash(card: u8) -> Action {
    Action::new(ActionKind::Trash).card(card)
}

const QUETZAL: &str = "Quetzal: Free Spirit";
const REINA: &str = "Reina Roja: Freedom Fighter";
const NOISE: &str = "Noise: Hacker Extraordinaire";

/// Installs `card` from the grip, keeping the installed programs (install step 3).
fn install(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Install).card(card));
    if g.decision_name() == "memory" {
        pass(g);
    }
}

fn ability(card: u8, index: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(index)
}

/// Passes until the Runner's next action decision (the run over).
fn to_action(g: &mut GameState) {
    pass_until(g, "action");
}

// ----- 31005 Clot -----

/// A Corp turn with `clicks` clicks, Hostile Takeover in HQ, Clot installed (or not).
fn clot_turn(clicks: u8, clot: bool) -> GameState {
    let rig = if clot {
        r#""rig": ["Clot"]"#
    } else {
        r#""rig": []"#
    };
    corp_turn_against(
        NOISE,
        &format!(r#""credits": 5, "clicks": {clicks}, "hq": ["Hostile Takeover"]"#),
        rig,
    )
}

/// The Corp installs `agenda` in a new remote and advances it twice.
fn install_and_advance(g: &mut GameState, agenda: u8) {
    act(
        g,
        Action::new(ActionKind::Install)
            .card(agenda)
            .server(nr_engine::NEW_REMOTE),
    );
    for _ in 0..2 {
        pass_until(g, "action");
        act(g, Action::new(ActionKind::Advance).card(agenda));
    }
}

// Card text: an agenda installed this turn cannot be scored, even fully advanced.
#[test]
fn c31005_clot_no_score_in_the_install_turn() {
    let mut g = clot_turn(3, true);
    let ht = id(&g, "Hostile Takeover");
    install_and_advance(&mut g, ht);
    assert_eq!(g.cards[ht as usize].advancement, 2);
    pass_until_without(&mut g, "action", Action::new(ActionKind::Score).card(ht));
    assert_eq!(
        g.current_side(),
        Some(Side::Runner),
        "the Corp's turn ended"
    );
    assert_eq!(zone(&g, ht), Zone::Root(3));
}

// Card text: only the turn it was installed: later it is scored as usual.
#[test]
fn c31005_clot_agenda_installed_earlier_scores() {
    let mut g = corp_turn_against(
        NOISE,
        r#""servers": {"remote1": {"root": [{"title": "Hostile Takeover", "advancement": 1}]}}"#,
        r#""rig": ["Clot"]"#,
    );
    let ht = id(&g, "Hostile Takeover");
    act(&mut g, Action::new(ActionKind::Advance).card(ht));
    act(&mut g, Action::new(ActionKind::Score).card(ht));
    assert_eq!(zone(&g, ht), Zone::Score(Side::Corp));
}

// Card text: trashed when the Corp purges; with Clot gone, the agenda may be scored this turn.
#[test]
fn c31005_clot_trashed_by_a_purge() {
    let mut g = clot_turn(6, true);
    let ht = id(&g, "Hostile Takeover");
    let clot = id(&g, "Clot");
    install_and_advance(&mut g, ht);
    pass_until(&mut g, "action");
    assert!(!is_legal(&g, Action::new(ActionKind::Score).card(ht)));
    act(&mut g, Action::new(ActionKind::Purge));
    assert_eq!(zone(&g, clot), Zone::Heap);
    assert!(is_legal(&g, Action::new(ActionKind::Score).card(ht)));
    act(&mut g, Action::new(ActionKind::Score).card(ht));
    assert_eq!(zone(&g, ht), Zone::Score(Side::Corp));
}

// Ruling 1: the Corp receives priority right after placing the last advancement counter, so
// without Clot already installed the agenda is scored before the Runner can act.
#[test]
fn ruling_c31005_1_corp_scores_before_the_runner_can_install_clot() {
    let mut g = clot_turn(3, false);
    let ht = id(&g, "Hostile Takeover");
    install_and_advance(&mut g, ht);
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert!(is_legal(&g, Action::new(ActionKind::Score).card(ht)));
    act(&mut g, Action::new(ActionKind::Score).card(ht));
    assert_eq!(zone(&g, ht), Zone::Score(Side::Corp));
    // With Clot installed before the last advancement, the same play cannot score.
    let mut g = clot_turn(3, true);
    let ht = id(&g, "Hostile Takeover");
    install_and_advance(&mut g, ht);
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert!(!is_legal(&g, Action::new(ActionKind::Score).card(ht)));
}

// ----- 31007 Imp -----

// Card text: 2 virus counters when installed.
#[test]
fn c31007_imp_two_counters_when_installed() {
    let mut g = runner_turn_as(QUETZAL, "", r#""credits": 2, "grip": ["Imp"]"#);
    let imp = id(&g, "Imp");
    install(&mut g, imp);
    assert_eq!(g.cards[imp as usize].virus, 2);
    assert_eq!(g.runner.credits, 0);
}

// Card text: a hosted counter trashes the accessed card, with no trash cost paid.
#[test]
fn c31007_imp_trashes_the_accessed_card() {
    let mut g = runner_turn_as(
        NOISE,
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 0, "rig": [{"title": "Imp", "virus": 2}]"#,
    );
    let imp = id(&g, "Imp");
    let pad = id(&g, "PAD Campaign");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    assert!(!is_legal(&g, trash(pad)), "no credits for the trash cost");
    refused(&mut g, ability(imp, 1));
    act(&mut g, ability(imp, 0));
    assert_eq!(zone(&g, pad), Zone::Archives);
    assert_eq!(g.cards[imp as usize].virus, 1);
    assert_eq!(g.runner.credits, 0);
}

// Card text: any accessed card: an agenda is trashed instead of stolen.
#[test]
fn c31007_imp_trashes_an_agenda() {
    let mut g = runner_turn_as(
        NOISE,
        r#""servers": {"remote1": {"root": ["Hostile Takeover"]}}"#,
        r#""rig": [{"title": "Imp", "virus": 2}]"#,
    );
    let imp = id(&g, "Imp");
    let ht = id(&g, "Hostile Takeover");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    act(&mut g, ability(imp, 0));
    assert_eq!(zone(&g, ht), Zone::Archives);
    assert!(g.runner.score_area.is_empty());
}

// Card text: once per turn; and not without a counter.
#[test]
fn c31007_imp_once_per_turn_and_needs_a_counter() {
    let mut g = runner_turn_as(
        NOISE,
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}, "remote2": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 0, "rig": [{"title": "Imp", "virus": 2}]"#,
    );
    let imp = id(&g, "Imp");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    act(&mut g, ability(imp, 0));
    to_action(&mut g);
    run_on(&mut g, "remote2");
    pass_until_without(&mut g, "action", ability(imp, 0));
    let mut g = runner_turn_as(
        NOISE,
        r#""servers": {"remote1": {"root": ["Hostile Takeover"]}}"#,
        r#""rig": ["Imp"]"#,
    );
    let imp = id(&g, "Imp");
    assert_eq!(g.cards[imp as usize].virus, 0);
    run_on(&mut g, "remote1");
    pass_until_without(&mut g, "action", ability(imp, 0));
}

// A card already in Archives cannot be trashed (Rules Reference, "Trash"): not offered there.
#[test]
fn c31007_imp_not_on_archives_cards() {
    let mut g = runner_turn_as(
        NOISE,
        r#""archives": ["Hostile Takeover"]"#,
        r#""rig": [{"title": "Imp", "virus": 2}]"#,
    );
    let imp = id(&g, "Imp");
    run_on(&mut g, "archives");
    pass_until_without(&mut g, "action", ability(imp, 0));
    assert_eq!(g.runner.score_area.len(), 1);
}

// Ruling 1: an "Access →" paid ability: usable only while accessing a card, not in the run's
// other windows.
#[test]
fn ruling_c31007_1_access_paid_ability_only_while_accessing() {
    let mut g = runner_turn_as(
        NOISE,
        r#""servers": {"remote1": {"ice": [{"title": "Ice Wall"}], "root": ["PAD Campaign"]}}"#,
        r#""credits": 0, "rig": [{"title": "Imp", "virus": 2}]"#,
    );
    let imp = id(&g, "Imp");
    assert!(!is_legal(&g, ability(imp, 0)));
    run_on(&mut g, "remote1");
    while g.decision_name() != "trash_or_steal" {
        assert!(!is_legal(&g, ability(imp, 0)), "at {}", g.decision_name());
        pass(&mut g);
    }
    assert!(is_legal(&g, ability(imp, 0)));
}

// ----- 31010 Liberated Account -----

// Card text: 16 credits loaded when installed (install cost 6).
#[test]
fn c31010_liberated_account_loads_16() {
    let mut g = runner_turn_as(NOISE, "", r#""credits": 6, "grip": ["Liberated Account"]"#);
    let la = id(&g, "Liberated Account");
    install(&mut g, la);
    assert_eq!(g.cards[la as usize].credits, 16);
    assert_eq!(g.runner.credits, 0);
}

// Card text: a click takes 4 credits.
#[test]
fn c31010_liberated_account_click_takes_4() {
    let mut g = runner_turn_as(
        NOISE,
        "",
        r#""credits": 0, "rig": [{"title": "Liberated Account", "credits": 16}]"#,
    );
    let la = id(&g, "Liberated Account");
    act(&mut g, ability(la, 0));
    assert_eq!(g.runner.credits, 4);
    assert_eq!(g.cards[la as usize].credits, 12);
    assert_eq!(g.runner.clicks, 3);
}

// Card text: trashed once empty.
#[test]
fn c31010_liberated_account_trashed_when_empty() {
    let mut g = runner_turn_as(
        NOISE,
        "",
        r#""credits": 0, "rig": [{"title": "Liberated Account", "credits": 4}]"#,
    );
    let la = id(&g, "Liberated Account");
    act(&mut g, ability(la, 0));
    assert_eq!(g.runner.credits, 4);
    assert_eq!(zone(&g, la), Zone::Heap);
}

// Its credits are not in the pool: they pay for nothing until taken.
#[test]
fn c31010_liberated_account_credits_are_not_in_the_pool() {
    let g = runner_turn_as(
        NOISE,
        "",
        r#""credits": 0, "grip": ["Corroder"],
            "rig": [{"title": "Liberated Account", "credits": 16}]"#,
    );
    assert!(legal(&g, ActionKind::Install).is_empty());
}

// ----- 31011 Scrubber -----

// Card text: its credits pay a trash cost, with the pool paying the rest.
#[test]
fn c31011_scrubber_pays_trash_costs() {
    let mut g = runner_turn_as(
        NOISE,
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 3, "rig": ["Scrubber"]"#,
    );
    let scrubber = id(&g, "Scrubber");
    let pad = id(&g, "PAD Campaign");
    assert_eq!(g.cards[scrubber as usize].credits, 2);
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    act(&mut g, trash(pad));
    assert_eq!(zone(&g, pad), Zone::Archives);
    assert_eq!(g.cards[scrubber as usize].credits, 0, "spent first");
    assert_eq!(g.runner.credits, 1);
}

// Card text: trash costs only: not an install cost, nor a trash cost it cannot cover with the
// pool.
#[test]
fn c31011_scrubber_not_for_other_costs() {
    let mut g = runner_turn_as(
        NOISE,
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 1, "grip": ["Corroder"], "rig": ["Scrubber"]"#,
    );
    assert!(
        legal(&g, ActionKind::Install).is_empty(),
        "Corroder costs 2"
    );
    let pad = id(&g, "PAD Campaign");
    run_on(&mut g, "remote1");
    pass_until_without(&mut g, "action", trash(pad));
    assert_eq!(
        zone(&g, pad),
        Zone::Root(3),
        "3 credits for a trash cost of 4"
    );
}

// Ruling 1: recurring credits: 2 placed when installed, refilled up to 2 before the Runner's
// turn begins (never above).
#[test]
fn ruling_c31011_1_recurring_credits() {
    let mut g = runner_turn_as(
        NOISE,
        r#""rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund"],
            "servers": {"remote1": {"root": ["PAD Campaign"]}}"#,
        r#""credits": 4, "grip": ["Scrubber"]"#,
    );
    let scrubber = id(&g, "Scrubber");
    let pad = id(&g, "PAD Campaign");
    install(&mut g, scrubber);
    assert_eq!(
        g.cards[scrubber as usize].credits, 2,
        "placed when installed"
    );
    pass_until(&mut g, "action");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    act(&mut g, trash(pad));
    assert_eq!(g.cards[scrubber as usize].credits, 0);
    until(&mut g, at_action(Side::Corp));
    assert_eq!(
        g.cards[scrubber as usize].credits, 0,
        "not in the Corp's turn"
    );
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.cards[scrubber as usize].credits, 2, "refilled");
    until(&mut g, at_action(Side::Corp));
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.cards[scrubber as usize].credits, 2, "never above 2");
}

// Ruling 2: any cost that is a card's trash cost, the basic trash of an accessed card
// included: a card with its whole trash cost in Scrubber's credits.
#[test]
fn ruling_c31011_2_the_basic_trash_of_an_accessed_card() {
    let mut g = runner_turn_as(
        NOISE,
        r#""servers": {"remote1": {"root": ["Melange Mining Corp."]}}"#,
        r#""credits": 0, "rig": ["Scrubber"]"#,
    );
    let scrubber = id(&g, "Scrubber");
    let mmc = id(&g, "Melange Mining Corp.");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "trash_or_steal");
    act(&mut g, trash(mmc));
    assert_eq!(zone(&g, mmc), Zone::Archives);
    assert_eq!(g.cards[scrubber as usize].credits, 1, "trash cost 1");
}

// ----- 31012 Xanadu -----

// Card text: every piece of ice costs 1 more to rez, each time.
#[test]
fn c31012_xanadu_ice_costs_one_more() {
    let mut g = runner_turn_as(
        NOISE,
        r#""credits": 10, "servers": {"hq": {"ice": ["Ice Wall"]}, "rd": {"ice": ["Wall of Static"]}}"#,
        r#""rig": ["Xanadu"]"#,
    );
    let wall = id(&g, "Ice Wall");
    let wos = id(&g, "Wall of Static");
    run_on(&mut g, "hq");
    to_rez_window(&mut g, wall);
    act(&mut g, rez(wall));
    assert_eq!(g.corp.credits, 8);
    to_action(&mut g);
    run_on(&mut g, "rd");
    to_rez_window(&mut g, wos);
    act(&mut g, rez(wos));
    assert_eq!(g.corp.credits, 4, "3 + 1 for the second ice too");
}

// Card text: ice only: an asset's rez cost is unchanged.
#[test]
fn c31012_xanadu_not_assets() {
    let g = runner_turn_as(
        NOISE,
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}, "hq": {"ice": ["Enigma"]}}"#,
        r#""rig": ["Xanadu"]"#,
    );
    assert_eq!(rez_cost(&g, id(&g, "PAD Campaign")), 2);
    assert_eq!(rez_cost(&g, id(&g, "Enigma")), 4);
}

// Unique: a second copy installed trashes the first; the increase does not stack with
// itself, but it does with Reina Roja.
#[test]
fn c31012_xanadu_unique_and_with_reina() {
    let mut g = runner_turn_as(
        REINA,
        r#""servers": {"hq": {"ice": ["Enigma"]}}"#,
        r#""credits": 3, "grip": ["Xanadu"], "rig": ["Xanadu"]"#,
    );
    let enigma = id(&g, "Enigma");
    assert_eq!(rez_cost(&g, enigma), 3 + 1 + 1);
    let old = g.runner.rig[0];
    let new = g.runner.grip[0];
    install(&mut g, new);
    assert_eq!(zone(&g, old), Zone::Heap);
    assert_eq!(zone(&g, new), Zone::Rig);
    assert_eq!(rez_cost(&g, enigma), 5);
}

// ----- random games -----

#[test]
fn c31001_to_c31012_are_implemented() {
    for title in [
        QUETZAL,
        REINA,
        "En Passant",
        "Retrieval Run",
        "Clot",
        "Imp",
        "Liberated Account",
        "Scrubber",
        "Xanadu",
    ] {
        let d = &card_table()[card_by_title(title).unwrap() as usize];
        assert!(d.implemented, "{title}");
    }
}

/// `identity` with every System Update 2021 Anarch card three times, filled with Core Anarch
/// cards.
fn su21_anarch_deck(identity: &str) -> DeckList {
    let mut cards: Vec<(String, u32)> = [
        "En Passant",
        "Retrieval Run",
        "Clot",
        "Imp",
        "Liberated Account",
        "Scrubber",
        "Xanadu",
    ]
    .iter()
    .map(|t| (t.to_string(), 3))
    .collect();
    for (t, n) in [
        ("Sure Gamble", 3),
        ("Corroder", 2),
        ("Datasucker", 3),
        ("Mimic", 3),
        ("Parasite", 2),
        ("Deja Vu", 2),
        ("Yog.0", 1),
        ("Demolition Run", 2),
        ("Cyberfeeder", 3),
        ("Wyrm", 3),
    ] {
        cards.push((t.into(), n));
    }
    DeckList {
        identity: identity.into(),
        cards,
    }
}

// Seeded random games with Quetzal and Reina Roja decks holding these cards against the default
// Corp deck: every game ends, no panic, places and invariants hold, and (every fourth game)
// each side's observation is unchanged when what it cannot see is redealt.
#[test]
fn random_games_su21_anarch() {
    let corp = DeckList::default_corp();
    let decks = [su21_anarch_deck(QUETZAL), su21_anarch_deck(REINA)];
    for seed in 0..240u64 {
        let g = random_game(&corp, &decks[(seed % 2) as usize], seed, seed % 4 == 0);
        check_places(&g);
        assert!(g.check_invariants().is_ok());
    }
}
