//! Scenario tests of the Jinteki cards of the Core Set (01067-01079), their rulings and FAQ
//! clarifications, and random games with Jinteki decks.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, GameState, Side, Zone};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

// ----- helpers -----

const NOISE: &str = "Noise: Hacker Extraordinaire";

/// A Runner-turn position (Haas-Bioroid Corp unless `corp` names an identity).
fn runner_turn(corp: &str, runner: &str) -> GameState {
    let corp = if corp.contains("\"identity\"") {
        corp.to_string()
    } else {
        join(&format!(r#""identity": "{HB}""#), corp)
    };
    let runner = join(&format!(r#""identity": "{NOISE}""#), runner);
    game(&format!(
        r#"{{"corp": {{{corp}}}, "runner": {{{runner}}}, "active": "runner", "turn": 2}}"#
    ))
}

/// A Corp-turn position.
fn corp_turn(corp: &str, runner: &str) -> GameState {
    let corp = join(&format!(r#""identity": "{HB}""#), corp);
    let runner = join(&format!(r#""identity": "{NOISE}""#), runner);
    game(&format!(
        r#"{{"corp": {{{corp}}}, "runner": {{{runner}}}, "active": "corp", "turn": 3}}"#
    ))
}

fn grip(n: usize) -> String {
    let cards = vec!["\"Sure Gamble\""; n].join(", ");
    format!(r#""grip": [{cards}]"#)
}

fn ability(g: &mut GameState, card: u8, i: u8) {
    act(g, Action::new(ActionKind::Ability).card(card).target(i));
}

// ----- 01067 Jinteki: Personal Evolution -----

// Jinteki: Personal Evolution: 1 net damage whenever an agenda is scored or stolen.
#[test]
fn c01067_jinteki_pe_net_damage_on_steal() {
    let mut g = runner_turn(
        r#""identity": "Jinteki: Personal Evolution", "hq": ["Nisei MK II"]"#,
        &grip(2),
    );
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.score_area.len(), 1);
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.runner.heap.len(), 1);
}

// Ruling 1: stealing the 7th point with an empty grip wins the game before the net damage.
#[test]
fn ruling_c01067_1_seventh_point_wins_before_the_net_damage() {
    let mut g = runner_turn(
        r#""identity": "Jinteki: Personal Evolution", "hq": ["Nisei MK II"]"#,
        r#""score_area": ["Priority Requisition", "Priority Requisition"], "grip": []"#,
    );
    assert_eq!(g.agenda_points(Side::Runner), 6);
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.is_over());
    assert_eq!(g.winner(), Some(Side::Runner));
    assert_eq!(g.win_reason(), Some("agenda_points"));
}

// ----- 01068 Nisei MK II -----

// Nisei MK II: scoring places 1 agenda counter on it.
#[test]
fn c01068_nisei_mk2_gets_an_agenda_counter_when_scored() {
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": [{"title": "Nisei MK II", "advancement": 4}]}}, "rd": ["Hedge Fund"]"#,
        "",
    );
    let nisei = id(&g, "Nisei MK II");
    only(&mut g, ActionKind::ClickCredit);
    only_on(&mut g, ActionKind::Score, nisei);
    assert_eq!(g.cards[nisei as usize].zone, Zone::Score(Side::Corp));
    assert_eq!(g.cards[nisei as usize].agenda_counters, 1);
}

// Nisei MK II: spending the hosted agenda counter ends the run (nothing is accessed).
#[test]
fn c01068_nisei_mk2_counter_ends_the_run() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "score_area": [{"title": "Nisei MK II", "agenda_counters": 1}]"#,
        "",
    );
    let nisei = id(&g, "Nisei MK II");
    let hf = id(&g, "Hedge Fund");
    run_on(&mut g, "hq");
    // [5.1]: the Corp gets priority and may use the counter.
    pass_to(&mut g, |g| g.current_side() == Some(Side::Corp));
    ability(&mut g, nisei, 0);
    assert!(g.run.is_none() || g.run.unwrap().ended);
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.cards[nisei as usize].agenda_counters, 0);
    assert!(!known_to_runner(&g, hf), "nothing was accessed");
    assert_eq!(g.runner.clicks, 3);
}

// Nisei MK II: no counter, no ability; and not outside a run.
#[test]
fn c01068_nisei_mk2_needs_a_counter_and_a_run() {
    let mut g = corp_turn(
        r#""score_area": [{"title": "Nisei MK II", "agenda_counters": 1}], "rd": ["Hedge Fund"]"#,
        "",
    );
    let nisei = id(&g, "Nisei MK II");
    only(&mut g, ActionKind::ClickCredit);
    assert!(legal_on(&g, ActionKind::Ability, nisei).is_empty());
}

// ----- 01069 Project Junebug -----

// Project Junebug can be advanced while unrezzed.
#[test]
fn c01069_project_junebug_can_be_advanced() {
    let mut g = corp_turn(
        r#""servers": {"remote1": {"root": ["Project Junebug"]}}, "rd": ["Hedge Fund"]"#,
        "",
    );
    let jb = id(&g, "Project Junebug");
    only_on(&mut g, ActionKind::Advance, jb);
    assert_eq!(g.cards[jb as usize].advancement, 1);
    assert_eq!(g.corp.credits, 4);
}

// Project Junebug: when accessed, the Corp may pay 1 for 2 net damage per advancement token.
#[test]
fn c01069_project_junebug_pays_for_net_damage_on_access() {
    let mut g = runner_turn(
        r#""credits": 3, "servers": {"remote1": {"root": [{"title": "Project Junebug", "advancement": 2}]}}"#,
        &grip(5),
    );
    let jb = id(&g, "Project Junebug");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "mode");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert_eq!(legal(&g, ActionKind::Mode).len(), 2);
    mode(&mut g, jb, 1);
    assert_eq!(g.corp.credits, 2);
    assert_eq!(g.runner.grip.len(), 1, "4 net damage");
    assert_eq!(g.runner.heap.len(), 4);
}

/// Rules Reference, "Advancement Tokens"; card text (01069): an advanced, unrezzed Project
/// Junebug tells the Runner only that the card can be advanced, so the Runner's redeal must
/// sometimes put a Project Junebug there, not only agendas, and keep a legal position.
#[test]
fn c01069_hidden_advanced_junebug_is_redealt_as_an_advanceable_card() {
    let g = runner_turn(
        r#""servers": {"remote1": {"root": [{"title": "Project Junebug", "advancement": 1}]}},
           "rd": ["Project Junebug", "Priority Requisition", "Hedge Fund"]"#,
        "",
    );
    let spot = (0..g.cards.len())
        .find(|&c| g.cards[c].advancement > 0)
        .expect("the advanced card");
    let junebug = g.cards[spot].def;
    let agenda = g.cards[id(&g, "Priority Requisition") as usize].def;
    let seen = g.observation_json(Side::Runner);
    let mut junebugs = 0;
    for seed in 0..200 {
        let d = g.determinize(Side::Runner, seed);
        d.check_invariants()
            .expect("the redeal is a legal position");
        assert_eq!(d.observation_json(Side::Runner), seen, "seed {seed}");
        let at = d.cards[spot].def;
        assert!(
            at == junebug || at == agenda,
            "only advanceable cards hold tokens"
        );
        junebugs += usize::from(at == junebug);
    }
    assert!(
        junebugs > 20,
        "Project Junebug redealt there {junebugs} times of 200"
    );
}

// Project Junebug: the Corp may decline.
#[test]
fn c01069_project_junebug_may_decline() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": [{"title": "Project Junebug", "advancement": 1}]}}"#,
        &grip(5),
    );
    let jb = id(&g, "Project Junebug");
    run_on(&mut g, "remote1");
    pass_until(&mut g, "mode");
    mode(&mut g, jb, 0);
    assert_eq!(g.corp.credits, 5);
    assert_eq!(g.runner.grip.len(), 5);
}

// ----- 01070 Snare! -----

// Snare!: when accessed, the Corp may pay 4: 1 tag and 3 net damage.
#[test]
fn c01070_snare_tag_and_net_damage_on_access() {
    let mut g = runner_turn(r#""credits": 4, "hq": ["Snare!"]"#, &grip(4));
    let snare = id(&g, "Snare!");
    run_on(&mut g, "hq");
    pass_until(&mut g, "mode");
    mode(&mut g, snare, 1);
    assert_eq!(g.corp.credits, 0);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.runner.grip.len(), 1);
}

// Snare!: without 4 credits the Corp is not offered the payment; declining is then the single
// outcome, which is not asked (docs/actions.md).
#[test]
fn c01070_snare_needs_four_credits() {
    let mut g = runner_turn(r#""credits": 3, "hq": ["Snare!"]"#, &grip(4));
    run_on(&mut g, "hq");
    for _ in 0..40 {
        if g.run.is_none() {
            break;
        }
        assert_ne!(g.decision_name(), "mode");
        pass(&mut g);
    }
    assert_eq!(
        (g.runner.tags, g.runner.grip.len(), g.corp.credits),
        (0, 4, 3)
    );
}

// Snare!: it does nothing when accessed in Archives.
#[test]
fn c01070_snare_not_in_archives() {
    let mut g = runner_turn(r#""archives": ["Snare!"]"#, &grip(4));
    run_on(&mut g, "archives");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.tags, 0);
    assert_eq!(g.runner.grip.len(), 4);
}

// Snare!: accessed in R&D, it is revealed (the Corp learns it too).
#[test]
fn c01070_snare_revealed_in_rd() {
    let mut g = runner_turn(r#""rd": ["Snare!", "Hedge Fund"]"#, &grip(4));
    let snare = id(&g, "Snare!");
    assert_eq!(g.cards[snare as usize].known, 0);
    run_on(&mut g, "rd");
    pass_until(&mut g, "mode");
    assert_eq!(g.cards[snare as usize].known, 3);
    mode(&mut g, snare, 1);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.runner.grip.len(), 1);
}

// ----- 01071 Zaibatsu Loyalty -----

fn infiltrate_expose(corp: &str) -> (GameState, u8) {
    let mut g = runner_turn(corp, r#""grip": ["Infiltration"]"#);
    let inf = id(&g, "Infiltration");
    only_on(&mut g, ActionKind::Play, inf);
    mode(&mut g, inf, 1);
    assert_eq!(g.decision_name(), "expose");
    let hf = id(&g, "PAD Campaign");
    only_on(&mut g, ActionKind::Expose, hf);
    (g, hf)
}

// Zaibatsu Loyalty: rezzed as the card would be exposed, then 1 credit prevents the expose.
#[test]
fn c01071_zaibatsu_loyalty_rez_then_pay_to_prevent_expose() {
    let (mut g, pad) = infiltrate_expose(
        r#""credits": 3, "servers": {"remote1": {"root": ["PAD Campaign"]}, "remote2": {"root": ["Zaibatsu Loyalty"]}}"#,
    );
    let zl = id(&g, "Zaibatsu Loyalty");
    assert_eq!(g.decision_name(), "prevent_expose");
    assert_eq!(g.current_side(), Some(Side::Corp));
    assert!(
        legal_on(&g, ActionKind::Ability, zl).is_empty(),
        "not rezzed yet"
    );
    only_on(&mut g, ActionKind::Rez, zl);
    assert!(g.cards[zl as usize].rezzed);
    ability(&mut g, zl, 0);
    assert_eq!(g.corp.credits, 2);
    assert!(!known_to_runner(&g, pad), "the expose was prevented");
    assert_ne!(g.decision_name(), "prevent_expose");
}

// Zaibatsu Loyalty: trashing it prevents the expose.
#[test]
fn c01071_zaibatsu_loyalty_trash_to_prevent_expose() {
    let (mut g, pad) = infiltrate_expose(
        r#""credits": 0, "servers": {"remote1": {"root": ["PAD Campaign"]}, "remote2": {"root": [{"title": "Zaibatsu Loyalty", "rezzed": true}]}}"#,
    );
    let zl = id(&g, "Zaibatsu Loyalty");
    assert!(
        !legal(&g, ActionKind::Ability)
            .contains(&Action::new(ActionKind::Ability).card(zl).target(0)),
        "no credit to pay"
    );
    ability(&mut g, zl, 1);
    assert_eq!(g.cards[zl as usize].zone, Zone::Archives);
    assert!(!known_to_runner(&g, pad));
}

// Rules Reference, "Expose": when the Corp does not prevent it, the card is exposed.
#[test]
fn c01071_zaibatsu_loyalty_declined_card_is_exposed() {
    let (mut g, pad) = infiltrate_expose(
        r#""servers": {"remote1": {"root": ["PAD Campaign"]}, "remote2": {"root": ["Zaibatsu Loyalty"]}}"#,
    );
    pass(&mut g);
    assert!(known_to_runner(&g, pad));
    assert!(!g.cards[pad as usize].rezzed);
}

// ----- 01072 Neural EMP -----

// Neural EMP: playable only if the Runner made a run during their last turn; 1 net damage.
#[test]
fn c01072_neural_emp_needs_a_run_last_turn() {
    let runner = format!(r#""clicks": 4, {}"#, grip(3));
    for ran in [false, true] {
        let mut g = runner_turn(
            r#""hq": ["Neural EMP"], "rd": ["Hedge Fund", "Hedge Fund"]"#,
            &runner,
        );
        if ran {
            run_on(&mut g, "archives");
        }
        until(&mut g, at_action(Side::Corp));
        let emp = id(&g, "Neural EMP");
        let playable = !legal_on(&g, ActionKind::Play, emp).is_empty();
        assert_eq!(playable, ran);
        if ran {
            only_on(&mut g, ActionKind::Play, emp);
            assert_eq!(g.runner.grip.len(), 2);
            assert_eq!(g.corp.credits, 3);
        }
    }
}

// ----- 01073 Precognition -----

// Precognition: the Corp looks at the top 5 cards of R&D and puts them in any order; the Runner
// learns nothing.
#[test]
fn c01073_precognition_arranges_the_top_five() {
    let mut g = corp_turn(
        r#""hq": ["Precognition"], "rd": ["Hedge Fund", "Enigma", "Hunter", "Wall of Static", "PAD Campaign", "Priority Requisition"]"#,
        "",
    );
    let pre = id(&g, "Precognition");
    // The mandatory draw already happened in the scenario's start: R&D is as listed.
    only_on(&mut g, ActionKind::Play, pre);
    assert_eq!(g.decision_name(), "arrange");
    let top5: Vec<u8> = g.corp.rd[1..].to_vec();
    for &c in &top5 {
        assert!(g.cards[c as usize].known_to(Side::Corp));
        assert!(!known_to_runner(&g, c));
    }
    let pr = id(&g, "Priority Requisition");
    assert!(
        !g.cards[pr as usize].known_to(Side::Corp),
        "the 6th card is not seen"
    );
    assert_eq!(legal(&g, ActionKind::Order).len(), 5);
    // New order from the top: PAD Campaign, Hunter, Hedge Fund, Wall of Static, Enigma.
    for t in ["PAD Campaign", "Hunter", "Hedge Fund", "Wall of Static"] {
        let c = id(&g, t);
        act(&mut g, Action::new(ActionKind::Order).card(c));
    }
    assert_eq!(g.decision_name(), "action");
    let order: Vec<&str> = g
        .corp
        .rd
        .iter()
        .rev()
        .map(|&c| g.card_title(c).unwrap())
        .collect();
    assert_eq!(
        order,
        vec![
            "PAD Campaign",
            "Hunter",
            "Hedge Fund",
            "Wall of Static",
            "Enigma",
            "Priority Requisition"
        ]
    );
    let o = obs(&g, Side::Runner);
    assert!(o["corp"]["rd"]
        .as_array()
        .unwrap()
        .iter()
        .all(|t| t.is_null()));
}

// ----- 01074 Cell Portal -----

// Cell Portal: the Runner moves to the outermost position (approaching the outermost ice again,
// with a chance to jack out) and Cell Portal is derezzed.
#[test]
fn c01074_cell_portal_moves_runner_out_and_derezzes() {
    let mut g = runner_turn(
        r#""credits": 0, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Cell Portal", "rezzed": true}, "Enigma"]}}"#,
        "",
    );
    let cp = id(&g, "Cell Portal");
    run_on(&mut g, "hq");
    // Enigma (outermost, unrezzed) is passed (the Corp does not rez it).
    assert_eq!(g.decision_name(), "rez_ice");
    pass(&mut g);
    // [2.2] before Cell Portal; then Cell Portal is encountered (the Runner cannot break it,
    // so its subroutine resolves at once).
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(g.run.unwrap().position, 0);
    pass(&mut g);
    assert!(!g.cards[cp as usize].rezzed, "derezzed");
    assert!(
        g.cards[cp as usize].known_to(Side::Runner),
        "still known after the derez"
    );
    assert_eq!(g.decision_name(), "jack_out");
    let run = g.run.unwrap();
    assert_eq!(run.position, 1, "at the outermost ice again");
    assert_eq!(run.approached, 3);
    act(&mut g, Action::new(ActionKind::JackOut));
    assert!(g.run.is_none());
}

// ----- 01075 Chum -----

fn chum_game(inner: &str, runner: &str) -> GameState {
    runner_turn(
        &format!(
            r#""hq": ["Hedge Fund"], "servers": {{"hq": {{"ice": [{inner}, {{"title": "Chum", "rezzed": true}}]}}}}"#
        ),
        runner,
    )
}

// Chum: the next ice gets +2 strength; not fully broken, 3 net damage.
#[test]
fn c01075_chum_next_ice_stronger_and_net_damage() {
    let mut g = chum_game(r#"{"title": "Enigma", "rezzed": true}"#, &grip(5));
    run_on(&mut g, "hq");
    // Chum's subroutine resolves (nothing can break it); the Runner goes on to Enigma.
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(g.runner.grip.len(), 5);
    pass(&mut g);
    assert_eq!(g.runner.grip.len(), 2, "3 net damage");
    assert!(g.run.is_none(), "Enigma ended the run");
    assert_eq!(g.runner.clicks, 2, "Enigma's first subroutine");
}

// Chum: +2 strength on the next ice (Crypsis must boost to 4 against Enigma).
#[test]
fn c01075_chum_gives_plus_two_strength() {
    let mut g = chum_game(
        r#"{"title": "Enigma", "rezzed": true}"#,
        r#""credits": 10, "rig": [{"title": "Crypsis", "virus": 3}], "grip": ["Sure Gamble"]"#,
    );
    let crypsis = id(&g, "Crypsis");
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    pass(&mut g);
    pass_until(&mut g, "encounter");
    // Crypsis (strength 0) must be boosted to 4 (Enigma 2 + 2) before it can break.
    for _ in 0..3 {
        assert!(legal(&g, ActionKind::Break).is_empty());
        ability(&mut g, crypsis, 0);
    }
    assert!(legal(&g, ActionKind::Break).is_empty(), "strength 3 < 4");
    ability(&mut g, crypsis, 0);
    assert_eq!(legal(&g, ActionKind::Break).len(), 2);
}

// Ruling 1 / FAQ: jacking out right after Chum (before any other ice is encountered): no damage.
#[test]
fn ruling_c01075_1_jack_out_after_chum_no_damage() {
    let mut g = chum_game(r#"{"title": "Enigma", "rezzed": true}"#, &grip(5));
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "jack_out");
    act(&mut g, Action::new(ActionKind::JackOut));
    assert!(g.run.is_none());
    assert_eq!(g.runner.grip.len(), 5);
}

// Ruling 2 / FAQ: every subroutine broken when [3.1] closes: no damage.
#[test]
fn ruling_c01075_2_fully_broken_no_damage() {
    let mut g = chum_game(
        r#"{"title": "Enigma", "rezzed": true}"#,
        r#""credits": 10, "rig": [{"title": "Crypsis", "virus": 3}], "grip": ["Sure Gamble", "Sure Gamble"]"#,
    );
    let crypsis = id(&g, "Crypsis");
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    pass(&mut g);
    pass_until(&mut g, "encounter");
    for _ in 0..4 {
        ability(&mut g, crypsis, 0);
    }
    act(
        &mut g,
        Action::new(ActionKind::Break).card(crypsis).target(0),
    );
    act(
        &mut g,
        Action::new(ActionKind::Break).card(crypsis).target(1),
    );
    pass(&mut g);
    assert_eq!(g.runner.grip.len(), 2, "no damage");
}

// Ruling 2 / FAQ: the run ends before [3.1] (Tollbooth's toll unpaid): the damage still happens.
#[test]
fn ruling_c01075_2_run_ends_before_break_window_damage() {
    let mut g = chum_game(
        r#"{"title": "Tollbooth", "rezzed": true}"#,
        &format!(r#""credits": 0, {}"#, grip(5)),
    );
    run_on(&mut g, "hq");
    pass_to(&mut g, |g| g.run.is_none());
    assert_eq!(g.runner.grip.len(), 2, "3 net damage");
    assert_eq!(g.runner.credits, 0);
}

// ----- 01076 Data Mine -----

// Data Mine: 1 net damage, then it is trashed.
#[test]
fn c01076_data_mine_damages_and_trashes_itself() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Data Mine", "rezzed": true}]}}"#,
        &grip(3),
    );
    let dm = id(&g, "Data Mine");
    run_on(&mut g, "hq");
    assert_eq!(g.runner.grip.len(), 2);
    assert_eq!(g.cards[dm as usize].zone, Zone::Archives);
    assert!(g.corp.servers[HQ as usize].ice.is_empty());
    // The run goes on to the server.
    assert_eq!(g.decision_name(), "jack_out");
}

// ----- 01077 Neural Katana -----

#[test]
fn c01077_neural_katana_three_net_damage() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Neural Katana", "rezzed": true}]}}"#,
        &grip(4),
    );
    run_on(&mut g, "hq");
    assert_eq!(g.runner.grip.len(), 1);
    assert!(g.run.is_some(), "the run goes on");
}

// ----- 01078 Wall of Thorns -----

#[test]
fn c01078_wall_of_thorns_net_damage_and_end_the_run() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Wall of Thorns", "rezzed": true}]}}"#,
        &grip(4),
    );
    run_on(&mut g, "hq");
    assert_eq!(g.runner.grip.len(), 2);
    assert!(g.run.is_none());
    assert_eq!(g.runner.clicks, 3);
}

// ----- 01079 Akitaro Watanabe -----

// Akitaro Watanabe: ice protecting its server costs 2 less to rez (only that server's ice).
#[test]
fn c01079_akitaro_watanabe_lowers_rez_cost_by_two() {
    let corp = r#""credits": 2, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": ["Neural Katana"], "root": [{"title": "Akitaro Watanabe", "rezzed": true}]}, "rd": {"ice": ["Neural Katana"]}}"#;
    let mut g = runner_turn(corp, "");
    let katanas = ids(&g, "Neural Katana");
    let hq_katana = katanas
        .iter()
        .copied()
        .find(|&c| g.cards[c as usize].zone == Zone::Ice(HQ))
        .unwrap();
    let rd_katana = katanas.iter().copied().find(|&c| c != hq_katana).unwrap();
    run_on(&mut g, "hq");
    pass_until(&mut g, "rez_ice");
    only_on(&mut g, ActionKind::Rez, hq_katana);
    assert_eq!(g.corp.credits, 0, "4 - 2 = 2 paid");

    let mut g = runner_turn(corp, "");
    run_on(&mut g, "rd");
    pass_until(&mut g, "rez_ice");
    assert!(
        legal_on(&g, ActionKind::Rez, rd_katana).is_empty(),
        "full cost elsewhere"
    );
}

// ----- random games -----

fn jinteki_deck() -> DeckList {
    DeckList::parse(
        "Jinteki: Personal Evolution
         2 Nisei MK II
         2 Project Junebug
         2 Snare!
         2 Zaibatsu Loyalty
         2 Neural EMP
         2 Precognition
         2 Cell Portal
         2 Chum
         2 Data Mine
         2 Neural Katana
         2 Wall of Thorns
         1 Akitaro Watanabe
         2 Priority Requisition
         2 Hedge Fund
         2 Enigma
         2 PAD Campaign",
    )
    .unwrap()
}

fn runner_deck() -> DeckList {
    let mut d = DeckList::default_runner();
    d.cards.push(("Infiltration".into(), 3));
    d
}

pub fn random_games(corp: &DeckList, games: u64) {
    for seed in 0..games {
        let mut g = GameState::new(corp, &runner_deck(), seed).unwrap();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5eed);
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

#[test]
fn random_games_jinteki() {
    random_games(&jinteki_deck(), 300);
}
