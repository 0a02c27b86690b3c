//! Scenario tests of the System Gateway Shaper cards (30019-30024): Tāo Salonga, Creative
//! Commission, VRcation, DZMZ Optimizer, Pantograph, Conduit. Echelon, Unity, Telework Contract
//! and the random games are in `cards_sg_shaper_rig.rs`.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, EventKind, GameState, Side, Zone};

// ----- helpers -----

const TAO: &str = "Tao Salonga: Telepresence Magician";
const GABRIEL: &str = "Gabriel Santiago: Consummate Professional";

/// A Runner-turn position (Gabriel Santiago, whose ability only acts on HQ runs).
fn runner_turn(corp: &str, runner: &str) -> GameState {
    runner_turn_as(GABRIEL, corp, runner)
}

/// A Corp-turn position with `identity` for the Runner.
fn corp_turn_as(identity: &str, corp: &str, runner: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}},
            "runner": {{"identity": "{identity}", {runner}}}, "active": "corp", "turn": 3}}"#
    ))
}

/// Installs `card` (from the grip, or at an install choice), keeping every installed program
/// (the memory step's "trash programs first?" is declined).
fn install(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Install).card(card));
    while g.decision_name() == "memory" {
        pass(g);
    }
}

fn install_title(g: &mut GameState, title: &str) {
    let c = id(g, title);
    install(g, c);
}

fn play_title(g: &mut GameState, title: &str) {
    let c = id(g, title);
    play(g, c);
}

fn play(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Play).card(card));
}

fn ability(card: u8, index: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(index)
}

fn choose(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Mode).card(card).target(0));
}

fn zone(g: &GameState, card: u8) -> Zone {
    g.cards[card as usize].zone
}

fn strength(g: &GameState, card: u8) -> u32 {
    g.current_strength(card).expect("a strength")
}

/// Passes (declining windows and accesses' options) until a card choice comes up.
fn pass_to_choice(g: &mut GameState) {
    pass_until(g, "choose_card");
}

/// Runs `server` and passes to its first access decision.
fn run_to_encounter(g: &mut GameState, server: &str) {
    run_on(g, server);
    pass_until(g, "encounter");
}

/// Passes until `decision`, counting the cards accessed on the way (events must be on).
fn pass_counting_accesses(g: &mut GameState, decision: &str) -> usize {
    let mut n = events_of(g, EventKind::Accessed).len();
    for _ in 0..64 {
        if g.decision_name() == decision {
            return n;
        }
        pass(g);
        n += events_of(g, EventKind::Accessed).len();
    }
    panic!("never reached {decision}; stuck at {}", g.decision_name());
}

/// The events of `kind` recorded since the last call (events must be on).
fn events_of(g: &mut GameState, kind: EventKind) -> Vec<nr_engine::LogEvent> {
    g.take_events()
        .into_iter()
        .filter(|e| e.kind == kind)
        .collect()
}

// ----- 30019 Tāo Salonga -----

const TWO_ICE: &str = r#""credits": 5, "hq": ["Hedge Fund"],
    "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]},
                "rd": {"ice": ["Ice Wall"]},
                "remote1": {"root": ["Private Security Force"]}}"#;

// Tāo Salonga: stealing an agenda lets the Runner swap two installed pieces of ice, in any
// servers; each takes the other's place and keeps its rezzed state.
#[test]
fn c30019_tao_salonga_swaps_two_ice_when_an_agenda_is_stolen() {
    let mut g = runner_turn_as(TAO, TWO_ICE, r#""credits": 5"#);
    let (enigma, wall) = (id(&g, "Enigma"), id(&g, "Ice Wall"));
    run_on(&mut g, "remote1");
    pass_to_choice(&mut g);
    assert_eq!(g.agenda_points(Side::Runner), 2);
    // The first pick: either ice, or decline.
    assert_eq!(legal(&g, ActionKind::Mode).len(), 2);
    assert_eq!(legal(&g, ActionKind::Pass).len(), 1);
    // With two pieces of ice, the second pick is forced: not asked.
    choose(&mut g, enigma);
    assert_eq!(zone(&g, enigma), Zone::Ice(RD));
    assert_eq!(zone(&g, wall), Zone::Ice(HQ));
    assert!(g.cards[enigma as usize].rezzed);
    assert!(!g.cards[wall as usize].rezzed);
    assert_eq!(g.corp.servers[HQ as usize].ice.as_slice(), &[wall]);
    assert_eq!(g.corp.servers[RD as usize].ice.as_slice(), &[enigma]);
    check_places(&g);
    pass_until(&mut g, "action");
}

// Tāo Salonga: with three pieces of ice, the second pick offers the two others and no way back.
#[test]
fn c30019_tao_salonga_second_pick_among_the_others() {
    let mut g = runner_turn_as(
        TAO,
        r#""credits": 5, "servers": {"hq": {"ice": ["Enigma"]}, "rd": {"ice": ["Ice Wall"]},
            "archives": {"ice": ["Hunter"]}, "remote1": {"root": ["Private Security Force"]}}"#,
        r#""credits": 5"#,
    );
    let (enigma, wall, hunter) = (id(&g, "Enigma"), id(&g, "Ice Wall"), id(&g, "Hunter"));
    run_on(&mut g, "remote1");
    pass_to_choice(&mut g);
    choose(&mut g, wall);
    assert_eq!(g.decision_name(), "choose_card");
    let mut second: Vec<u8> = legal(&g, ActionKind::Mode).iter().map(|a| a.card).collect();
    second.sort();
    let mut want = vec![enigma, hunter];
    want.sort();
    assert_eq!(second, want);
    assert!(legal(&g, ActionKind::Pass).is_empty());
    // The first pick again is refused and changes nothing.
    let before = g.to_json();
    assert!(g
        .apply(Action::new(ActionKind::Mode).card(wall).target(0))
        .is_err());
    assert_eq!(g.to_json(), before);
    choose(&mut g, hunter);
    assert_eq!(zone(&g, wall), Zone::Ice(ARCHIVES));
    assert_eq!(zone(&g, hunter), Zone::Ice(RD));
    assert_eq!(zone(&g, enigma), Zone::Ice(HQ));
}

// Tāo Salonga (Rules Reference, "Swap"): swapped ice is not uninstalled: a Parasite hosted on
// it stays hosted and keeps lowering its strength; advancement tokens stay.
#[test]
fn c30019_tao_salonga_swapped_ice_keeps_hosted_cards_and_tokens() {
    let mut g = runner_turn_as(
        TAO,
        r#""credits": 5, "servers": {
            "hq": {"ice": [{"title": "Enigma", "rezzed": true, "hosted": [{"title": "Parasite", "virus": 1}]}]},
            "rd": {"ice": [{"title": "Ice Wall", "advancement": 2}]},
            "remote1": {"root": ["Private Security Force"]}}"#,
        r#""credits": 5"#,
    );
    let (enigma, wall, parasite) = (id(&g, "Enigma"), id(&g, "Ice Wall"), id(&g, "Parasite"));
    assert_eq!(strength(&g, enigma), 1);
    run_on(&mut g, "remote1");
    pass_to_choice(&mut g);
    choose(&mut g, wall);
    assert_eq!(zone(&g, enigma), Zone::Ice(RD));
    assert_eq!(g.cards[parasite as usize].host, enigma);
    assert_eq!(zone(&g, parasite), Zone::Rig);
    assert_eq!(strength(&g, enigma), 1);
    assert_eq!(g.cards[wall as usize].advancement, 2);
    check_places(&g);
}

// Tāo Salonga: the swap is optional; declining leaves the ice where it was.
#[test]
fn c30019_tao_salonga_may_decline() {
    let mut g = runner_turn_as(TAO, TWO_ICE, r#""credits": 5"#);
    let (enigma, wall) = (id(&g, "Enigma"), id(&g, "Ice Wall"));
    run_on(&mut g, "remote1");
    pass_to_choice(&mut g);
    pass(&mut g);
    assert_eq!(zone(&g, enigma), Zone::Ice(HQ));
    assert_eq!(zone(&g, wall), Zone::Ice(RD));
    assert_eq!(g.decision_name(), "action");
}

// Tāo Salonga: the Corp scoring an agenda triggers it too, and two ice of one server can trade
// positions (outermost and innermost).
#[test]
fn c30019_tao_salonga_swaps_on_a_score_within_one_server() {
    let mut g = corp_turn_as(
        TAO,
        r#""credits": 5, "servers": {"hq": {"ice": ["Enigma", "Ice Wall"]},
            "remote1": {"root": [{"title": "Private Security Force", "advancement": 3}]}}"#,
        r#""credits": 5"#,
    );
    let (enigma, wall) = (id(&g, "Enigma"), id(&g, "Ice Wall"));
    let psf = id(&g, "Private Security Force");
    act(&mut g, Action::new(ActionKind::Advance).card(psf));
    pass_until(&mut g, "paid_ability_window");
    act(&mut g, Action::new(ActionKind::Score).card(psf));
    pass_to_choice(&mut g);
    assert_eq!(g.current_side(), Some(Side::Runner));
    choose(&mut g, wall);
    assert_eq!(g.corp.servers[HQ as usize].ice.as_slice(), &[wall, enigma]);
    check_places(&g);
}

// Tāo Salonga: with fewer than two installed pieces of ice, nothing can change: not asked.
#[test]
fn c30019_tao_salonga_not_asked_with_one_ice() {
    let mut g = runner_turn_as(
        TAO,
        r#""servers": {"hq": {"ice": ["Enigma"]}, "remote1": {"root": ["Private Security Force"]}}"#,
        r#""credits": 5"#,
    );
    run_on(&mut g, "remote1");
    pass_until(&mut g, "action");
    assert_eq!(g.agenda_points(Side::Runner), 2);
}

// Tāo Salonga: the swap is recorded as one event per piece of ice, each naming the other; the
// Runner does not learn the unrezzed ice's title from it, the Corp does.
#[test]
fn c30019_tao_salonga_swap_is_recorded_for_both_sides() {
    let mut g = runner_turn_as(TAO, TWO_ICE, r#""credits": 5"#);
    let (enigma, wall) = (id(&g, "Enigma"), id(&g, "Ice Wall"));
    g.set_events(true);
    run_on(&mut g, "remote1");
    pass_to_choice(&mut g);
    choose(&mut g, enigma);
    let swaps = events_of(&mut g, EventKind::IceSwapped);
    assert_eq!(swaps.len(), 2);
    assert_eq!((swaps[0].card, swaps[0].other), (enigma, wall));
    assert_eq!((swaps[1].card, swaps[1].other), (wall, enigma));
    assert_eq!(swaps[0].place, RD);
    assert_eq!(swaps[1].place, HQ);
    let runner_text = swaps[1].text(Some(Side::Runner));
    assert!(!runner_text.contains("Ice Wall"), "{runner_text}");
    assert!(swaps[1].text(Some(Side::Corp)).contains("Ice Wall"));
}

// Tāo Salonga: choosing the unrezzed ice is by position: the choice reveals nothing, and the
// Runner's observation does not change when the Corp's hidden cards are redealt.
#[test]
fn c30019_tao_salonga_choice_hides_unrezzed_ice() {
    let mut g = runner_turn_as(TAO, TWO_ICE, r#""credits": 5"#);
    let wall = id(&g, "Ice Wall");
    run_on(&mut g, "remote1");
    pass_to_choice(&mut g);
    for a in g.legal_actions() {
        assert!(!g.label(&a).contains("Ice Wall"), "{}", g.label(&a));
    }
    let other = g.determinize(Side::Runner, 7);
    assert_eq!(
        g.observation_json(Side::Runner),
        other.observation_json(Side::Runner)
    );
    assert!(!known_to_runner(&g, wall));
}

// Tāo Salonga: a piece of ice that is not installed cannot be picked (bad input is refused).
#[test]
fn c30019_tao_salonga_refuses_a_card_that_is_not_installed_ice() {
    let mut g = runner_turn_as(TAO, TWO_ICE, r#""credits": 5"#);
    run_on(&mut g, "remote1");
    pass_to_choice(&mut g);
    let before = g.to_json();
    let hedge = id(&g, "Hedge Fund");
    let psf = id(&g, "Private Security Force");
    for c in [hedge, psf] {
        assert!(g
            .apply(Action::new(ActionKind::Mode).card(c).target(0))
            .is_err());
    }
    assert_eq!(g.to_json(), before);
}

// Tāo Salonga ruling 1: a Runner encountering a piece of ice that is swapped moves with it: the
// run goes on at the ice's new server. (No card here steals mid-encounter, so the swap is made
// through Tāo's choice itself, set on the step stack.)
#[test]
fn ruling_c30019_1_runner_moves_with_the_encountered_ice() {
    let mut g = runner_turn_as(
        TAO,
        r#""credits": 5, "hq": ["Hedge Fund"],
            "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]},
                        "remote1": {"ice": [{"title": "Ice Wall", "rezzed": true}],
                                    "root": ["Priority Requisition"]}}"#,
        r#""credits": 5, "rig": ["Gordian Blade"]"#,
    );
    let (enigma, wall) = (id(&g, "Enigma"), id(&g, "Ice Wall"));
    let (tao, gordian) = (g.runner.identity, id(&g, "Gordian Blade"));
    run_to_encounter(&mut g, "hq");
    assert_eq!(g.run.unwrap().encounter, enigma);
    // An agenda was stolen: Tāo's ability resolves now.
    let mut v: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    v["stack"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!({"Choice": {"source": tao, "n": 0, "data": 0}}));
    let mut g = GameState::from_json(&v.to_string()).unwrap();
    assert_eq!(g.decision_name(), "choose_card");
    choose(&mut g, enigma);
    let run = g.run.unwrap();
    assert_eq!(run.server, REMOTE1, "the run follows Enigma");
    assert_eq!(run.encounter, enigma);
    assert_eq!(zone(&g, wall), Zone::Ice(HQ));
    // Breaking Enigma and passing it, the Runner approaches remote1 and steals there.
    for sub in 0..2 {
        act(
            &mut g,
            Action::new(ActionKind::Break).card(gordian).target(sub),
        );
    }
    pass_until(&mut g, "action");
    assert_eq!(g.agenda_points(Side::Runner), 3);
}

// Tāo Salonga ruling 2: only a legal place for the ice may take it; in this game every piece of
// ice is installed protecting a server, so only installed ice is offered (never ice in HQ, R&D or
// Archives).
#[test]
fn ruling_c30019_2_only_installed_ice_protecting_servers_is_offered() {
    let mut g = runner_turn_as(
        TAO,
        r#""credits": 5, "hq": ["Wall of Static"], "rd": ["Hunter"], "archives": [{"title": "Chum", "faceup": true}],
            "servers": {"hq": {"ice": ["Enigma"]}, "rd": {"ice": ["Ice Wall"]},
                        "remote1": {"root": ["Private Security Force"]}}"#,
        r#""credits": 5"#,
    );
    let (enigma, wall) = (id(&g, "Enigma"), id(&g, "Ice Wall"));
    run_on(&mut g, "remote1");
    pass_to_choice(&mut g);
    let mut offered: Vec<u8> = legal(&g, ActionKind::Mode).iter().map(|a| a.card).collect();
    offered.sort();
    let mut want = vec![enigma, wall];
    want.sort();
    assert_eq!(offered, want);
}

// ----- 30020 Creative Commission -----

// Creative Commission: gain 5 credits, then lose a click when one is left.
#[test]
fn c30020_creative_commission_gains_five_and_loses_a_click() {
    let mut g = runner_turn("", r#""credits": 1, "grip": ["Creative Commission"]"#);
    let cc = id(&g, "Creative Commission");
    play(&mut g, cc);
    assert_eq!(g.runner.credits, 5); // 1 - 1 + 5
    assert_eq!(g.runner.clicks, 2); // 4 - 1 played - 1 lost
    assert_eq!(zone(&g, cc), Zone::Heap);
}

// Creative Commission: the click loss is recorded as an effect, apart from the click spent.
#[test]
fn c30020_creative_commission_click_loss_is_recorded() {
    let mut g = runner_turn("", r#""credits": 1, "grip": ["Creative Commission"]"#);
    let cc = id(&g, "Creative Commission");
    g.set_events(true);
    play(&mut g, cc);
    let lost = events_of(&mut g, EventKind::ClicksLost);
    assert_eq!(lost.len(), 1);
    assert_eq!(lost[0].amount, 1);
}

// Creative Commission ruling 1: playable with only 1 click left; losing a click is part of the
// effect, not a cost, so nothing more is lost.
#[test]
fn ruling_c30020_1_playable_with_one_click() {
    let mut g = runner_turn(
        "",
        r#""credits": 1, "clicks": 1, "grip": ["Creative Commission"]"#,
    );
    let cc = id(&g, "Creative Commission");
    assert!(!legal_on(&g, ActionKind::Play, cc).is_empty());
    play(&mut g, cc);
    assert_eq!(g.runner.credits, 5);
    assert_eq!(g.runner.clicks, 0);
    assert_eq!(zone(&g, cc), Zone::Heap);
}

// ----- 30021 VRcation -----

// VRcation: draw 4 cards, then lose a click when one is left.
#[test]
fn c30021_vrcation_draws_four_and_loses_a_click() {
    let mut g = runner_turn(
        "",
        r#""credits": 1, "grip": ["VRcation"],
            "stack": ["Sure Gamble", "Diesel", "Modded", "Tinkering", "Akamatsu Mem Chip"]"#,
    );
    let v = id(&g, "VRcation");
    play(&mut g, v);
    assert_eq!(g.runner.grip.len(), 4);
    assert_eq!(g.runner.stack.len(), 1);
    assert_eq!(g.runner.clicks, 2);
    assert_eq!(g.runner.credits, 0);
}

// VRcation: with fewer cards in the stack, it draws what there is.
#[test]
fn c30021_vrcation_draws_what_the_stack_holds() {
    let mut g = runner_turn(
        "",
        r#""credits": 1, "grip": ["VRcation"], "stack": ["Sure Gamble"]"#,
    );
    play_title(&mut g, "VRcation");
    assert_eq!(g.runner.grip.len(), 1);
    assert_eq!(g.runner.clicks, 2);
}

// VRcation (Rules Reference, "Using Abilities"): with an empty stack and its click the last one,
// it could change nothing: it cannot be played. With 2 clicks, a click can still be lost.
#[test]
fn c30021_vrcation_not_playable_when_it_could_change_nothing() {
    let g = runner_turn("", r#""credits": 1, "clicks": 1, "grip": ["VRcation"]"#);
    assert!(legal_on(&g, ActionKind::Play, id(&g, "VRcation")).is_empty());
    let g = runner_turn("", r#""credits": 1, "clicks": 2, "grip": ["VRcation"]"#);
    assert_eq!(legal_on(&g, ActionKind::Play, id(&g, "VRcation")).len(), 1);
}

// VRcation ruling 1: playable with only 1 click left; it draws 4 and loses nothing more.
#[test]
fn ruling_c30021_1_playable_with_one_click() {
    let mut g = runner_turn(
        "",
        r#""credits": 1, "clicks": 1, "grip": ["VRcation"],
            "stack": ["Sure Gamble", "Diesel", "Modded", "Tinkering"]"#,
    );
    let v = id(&g, "VRcation");
    assert_eq!(legal_on(&g, ActionKind::Play, v).len(), 1);
    play(&mut g, v);
    assert_eq!(g.runner.grip.len(), 4);
    assert_eq!(g.runner.clicks, 0);
}

// ----- 30022 DZMZ Optimizer -----

// DZMZ Optimizer: +1 memory, and the turn's first program costs 1 less; the second pays full.
#[test]
fn c30022_dzmz_optimizer_discounts_the_first_program_each_turn() {
    let mut g = runner_turn(
        "",
        r#""credits": 10, "grip": ["Gordian Blade", "Pipeline"], "rig": ["DZMZ Optimizer"]"#,
    );
    assert_eq!(g.memory_limit(), 5);
    install_title(&mut g, "Gordian Blade");
    assert_eq!(g.runner.credits, 7); // 4 - 1
    install_title(&mut g, "Pipeline");
    assert_eq!(g.runner.credits, 4); // 3, full price
}

// DZMZ Optimizer: hardware and resources get nothing, and do not use up the discount.
#[test]
fn c30022_dzmz_optimizer_only_programs() {
    let mut g = runner_turn(
        "",
        r#""credits": 10, "grip": ["Akamatsu Mem Chip", "Pipeline"], "rig": ["DZMZ Optimizer"]"#,
    );
    install_title(&mut g, "Akamatsu Mem Chip");
    assert_eq!(g.runner.credits, 9);
    install_title(&mut g, "Pipeline");
    assert_eq!(g.runner.credits, 7); // 3 - 1
}

// DZMZ Optimizer: a program installed earlier in the turn, before DZMZ Optimizer was, was the
// first: no discount that turn; the next turn the first program is cheaper again.
#[test]
fn c30022_dzmz_optimizer_counts_programs_installed_before_it() {
    let mut g = runner_turn(
        r#""rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""credits": 20, "grip": ["Pipeline", "DZMZ Optimizer", "Gordian Blade", "Corroder"]"#,
    );
    install_title(&mut g, "Pipeline");
    install_title(&mut g, "DZMZ Optimizer");
    assert_eq!(g.runner.credits, 15);
    install_title(&mut g, "Gordian Blade");
    assert_eq!(g.runner.credits, 11, "not the first program this turn");
    until(&mut g, at_action(Side::Corp));
    until(&mut g, at_action(Side::Runner));
    let before = g.runner.credits;
    install_title(&mut g, "Corroder");
    assert_eq!(g.runner.credits, before - 1);
}

// DZMZ Optimizer ruling 1: two copies give 2 off the first program.
#[test]
fn ruling_c30022_1_discounts_stack() {
    let mut g = runner_turn(
        "",
        r#""credits": 10, "grip": ["Gordian Blade"], "rig": ["DZMZ Optimizer", "DZMZ Optimizer"]"#,
    );
    assert_eq!(g.memory_limit(), 6);
    install_title(&mut g, "Gordian Blade");
    assert_eq!(g.runner.credits, 8);
}

// ----- 30023 Pantograph -----

const STEAL_REMOTE: &str = r#""credits": 5, "hq": ["Hedge Fund"],
    "servers": {"remote1": {"root": ["Private Security Force"]}}"#;

// Pantograph: +1 memory; stealing an agenda gains 1 credit, then a grip card may be installed,
// paying its cost (with the credit just gained).
#[test]
fn c30023_pantograph_gains_and_installs_on_steal() {
    let mut g = runner_turn(
        STEAL_REMOTE,
        r#""credits": 2, "grip": ["Gordian Blade", "Sure Gamble", "Pipeline"], "rig": ["Pantograph"]"#,
    );
    assert_eq!(g.memory_limit(), 5);
    run_on(&mut g, "remote1");
    pass_to_choice(&mut g);
    assert_eq!(g.runner.credits, 3);
    // Pipeline (3) is affordable only with the credit gained; Gordian Blade (4) is not; an event
    // is never installed.
    let offered: Vec<u8> = legal(&g, ActionKind::Install)
        .iter()
        .map(|a| a.card)
        .collect();
    assert_eq!(offered, vec![id(&g, "Pipeline")]);
    install_title(&mut g, "Pipeline");
    assert_eq!(zone(&g, id(&g, "Pipeline")), Zone::Rig);
    assert_eq!(g.runner.credits, 0);
    pass_until(&mut g, "action");
}

// Pantograph: the Corp scoring triggers it too, on the Corp's turn; declining installs nothing.
#[test]
fn c30023_pantograph_on_a_corp_score_may_decline() {
    let mut g = corp_turn_as(
        GABRIEL,
        r#""credits": 5, "servers": {"remote1": {"root": [{"title": "Private Security Force", "advancement": 3}]}}"#,
        r#""credits": 0, "grip": ["Sure Gamble", "Armitage Codebusting"], "rig": ["Pantograph"]"#,
    );
    let psf = id(&g, "Private Security Force");
    act(&mut g, Action::new(ActionKind::Advance).card(psf));
    pass_until(&mut g, "paid_ability_window");
    act(&mut g, Action::new(ActionKind::Score).card(psf));
    pass_to_choice(&mut g);
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_eq!(g.runner.credits, 1);
    assert_eq!(legal(&g, ActionKind::Install).len(), 1);
    pass(&mut g);
    assert_eq!(zone(&g, id(&g, "Armitage Codebusting")), Zone::Grip);
    assert_eq!(g.runner.credits, 1);
}

// Pantograph: with nothing installable, the credit is still gained and nothing is asked.
#[test]
fn c30023_pantograph_nothing_to_install_not_asked() {
    let mut g = runner_turn(
        STEAL_REMOTE,
        r#""credits": 0, "grip": ["Sure Gamble"], "rig": ["Pantograph"]"#,
    );
    run_on(&mut g, "remote1");
    pass_until(&mut g, "action");
    assert_eq!(g.runner.credits, 1);
    assert_eq!(g.agenda_points(Side::Runner), 2);
}

// Pantograph (Rules Reference, "Console"): one console per player: a second Pantograph cannot be
// installed, through its own ability or otherwise; a card that is not in the grip is refused.
#[test]
fn c30023_pantograph_console_limit_and_bad_choice() {
    let mut g = runner_turn(
        STEAL_REMOTE,
        r#""credits": 9, "grip": ["Pantograph", "Pipeline"], "stack": ["Corroder"], "rig": ["Pantograph"]"#,
    );
    let grip_panto = g.runner.grip[0];
    assert!(legal_on(&g, ActionKind::Install, grip_panto).is_empty());
    run_on(&mut g, "remote1");
    pass_to_choice(&mut g);
    assert!(legal_on(&g, ActionKind::Install, grip_panto).is_empty());
    let before = g.to_json();
    let corroder = id(&g, "Corroder");
    for c in [grip_panto, corroder] {
        assert!(g.apply(Action::new(ActionKind::Install).card(c)).is_err());
    }
    assert_eq!(g.to_json(), before);
}

// Pantograph ruling 1: the number of R&D cards to access is fixed as the breach begins: a card
// installed with Pantograph after the first access (a Conduit with its counter to come) does
// not add accesses to that breach.
#[test]
fn ruling_c30023_1_install_mid_breach_does_not_change_the_breach() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Private Security Force", "Hedge Fund", "Hedge Fund"]"#,
        r#""credits": 10, "grip": ["Conduit"], "rig": ["Pantograph", {"title": "Conduit", "virus": 1}]"#,
    );
    let conduit = g.runner.rig[1];
    g.set_events(true);
    act(&mut g, ability(conduit, 0));
    let first = pass_counting_accesses(&mut g, "choose_card");
    assert_eq!(first, 1);
    assert_eq!(g.agenda_points(Side::Runner), 2);
    let new_conduit = g.runner.grip[0];
    install(&mut g, new_conduit);
    assert_eq!(zone(&g, new_conduit), Zone::Rig);
    // Two accesses in all (1 + 1 counter): the stolen agenda and one Hedge Fund; then each
    // Conduit is offered a counter as the run ends (both declined here).
    let rest = pass_counting_accesses(&mut g, "action");
    assert_eq!(first + rest, 2);
}

// Pantograph ruling 2: a conditional ability resolves only if its card is active when its
// condition is met. A Pantograph still in the grip when an agenda is stolen does nothing, even once
// installed; a Conduit that Pantograph installs during an R&D run is active when that run ends,
// so its ability resolves then.
#[test]
fn ruling_c30023_2_only_cards_active_when_the_condition_is_met() {
    let mut g = runner_turn(STEAL_REMOTE, r#""credits": 5, "grip": ["Pantograph"]"#);
    run_on(&mut g, "remote1");
    pass_until(&mut g, "action");
    assert_eq!(g.runner.credits, 5);
    install_title(&mut g, "Pantograph");
    assert_eq!(g.runner.credits, 3);
    assert_eq!(g.decision_name(), "action", "no late trigger");

    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Private Security Force", "Hedge Fund"]"#,
        r#""credits": 10, "grip": ["Conduit"], "rig": ["Pantograph"]"#,
    );
    let conduit = id(&g, "Conduit");
    run_on(&mut g, "rd");
    pass_to_choice(&mut g);
    install(&mut g, conduit);
    assert_eq!(zone(&g, conduit), Zone::Rig);
    pass_until(&mut g, "choose");
    assert!(g.run.is_none());
    choose(&mut g, conduit);
    assert_eq!(g.cards[conduit as usize].virus, 1);
}

// Pantograph: a card installed with it may need a host: the host is chosen as for any install.
#[test]
fn c30023_pantograph_install_chooses_a_host() {
    let mut g = runner_turn(
        STEAL_REMOTE,
        r#""credits": 5, "grip": ["The Personal Touch"], "rig": ["Pantograph", "Corroder", "Pipeline"]"#,
    );
    let (touch, corroder) = (id(&g, "The Personal Touch"), id(&g, "Corroder"));
    run_on(&mut g, "remote1");
    pass_to_choice(&mut g);
    install(&mut g, touch);
    assert_eq!(g.decision_name(), "host");
    act(&mut g, Action::new(ActionKind::Install).card(corroder));
    assert_eq!(g.cards[touch as usize].host, corroder);
    assert_eq!(strength(&g, corroder), 3);
    assert_eq!(g.runner.credits, 4); // 5 + 1 - 2
}

// ----- 30024 Conduit -----

const RD_DECK: &str = r#""credits": 5, "hq": ["Hedge Fund"],
    "rd": ["Hedge Fund", "Private Security Force", "Priority Requisition", "Hedge Fund"]"#;

// Conduit: its click runs R&D and accesses 1 more card per hosted virus counter.
#[test]
fn c30024_conduit_run_accesses_more_per_counter() {
    let mut g = runner_turn(
        RD_DECK,
        r#""credits": 5, "rig": [{"title": "Conduit", "virus": 2}]"#,
    );
    let conduit = id(&g, "Conduit");
    act(&mut g, ability(conduit, 0));
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(g.run.unwrap().server, RD);
    pass_until(&mut g, "choose");
    // Hedge Fund, then both agendas: 3 cards (1 + 2 counters).
    assert_eq!(g.agenda_points(Side::Runner), 5);
    choose(&mut g, conduit);
    assert_eq!(g.cards[conduit as usize].virus, 3);
    assert_eq!(g.decision_name(), "action");
}

// Conduit: an ordinary run on R&D accesses 1 card, but its success still offers a counter.
#[test]
fn c30024_conduit_any_successful_rd_run_may_add_a_counter() {
    let mut g = runner_turn(
        RD_DECK,
        r#""credits": 5, "rig": [{"title": "Conduit", "virus": 2}]"#,
    );
    let conduit = id(&g, "Conduit");
    g.set_events(true);
    run_on(&mut g, "rd");
    assert_eq!(
        pass_counting_accesses(&mut g, "choose"),
        1,
        "only the top card"
    );
    // "You may": declining places nothing.
    pass(&mut g);
    assert_eq!(g.cards[conduit as usize].virus, 2);
    assert_eq!(g.decision_name(), "action");
}

// Conduit: unsuccessful R&D runs and successful runs elsewhere offer nothing.
#[test]
fn c30024_conduit_only_successful_rd_runs() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Hedge Fund"], "rd": ["Hedge Fund"],
            "servers": {"rd": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Conduit"]"#,
    );
    let conduit = id(&g, "Conduit");
    run_on(&mut g, "archives");
    pass_until(&mut g, "action");
    run_on(&mut g, "rd");
    pass_until(&mut g, "action");
    assert!(g.run.is_none());
    assert_eq!(g.cards[conduit as usize].virus, 0);
}

// Conduit: a purge removes its counters (virus counters), so its runs go back to 1 card.
#[test]
fn c30024_conduit_counters_are_virus_counters() {
    let mut g = corp_turn_as(
        GABRIEL,
        r#""credits": 5"#,
        r#""credits": 5, "rig": [{"title": "Conduit", "virus": 3}]"#,
    );
    let conduit = id(&g, "Conduit");
    act(&mut g, Action::new(ActionKind::Purge));
    assert_eq!(g.cards[conduit as usize].virus, 0);
}

// Conduit ruling 1: the counter comes after the breach, as the run ends: the accesses of that
// run do not count it.
#[test]
fn ruling_c30024_1_counter_after_the_breach() {
    let mut g = runner_turn(RD_DECK, r#""credits": 5, "rig": ["Conduit"]"#);
    let conduit = id(&g, "Conduit");
    g.set_events(true);
    act(&mut g, ability(conduit, 0));
    let accessed = pass_counting_accesses(&mut g, "choose");
    assert!(
        g.run.is_none(),
        "the run is over when the counter is offered"
    );
    assert_eq!(accessed, 1, "no counter yet during the breach");
    choose(&mut g, conduit);
    assert_eq!(g.cards[conduit as usize].virus, 1);
}

// Conduit ruling 2: trashed before R&D is breached, it adds no access (no counters left to
// count). No card here trashes it mid-run without ending the run, so the saved state stands in.
#[test]
fn ruling_c30024_2_trashed_before_breach_adds_nothing() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund"]"#,
        r#""credits": 5, "rig": [{"title": "Conduit", "virus": 2}]"#,
    );
    let conduit = id(&g, "Conduit");
    act(&mut g, ability(conduit, 0));
    assert_eq!(g.run.unwrap().source, conduit);
    let mut kept = g.clone();
    let mut g = trash_rig_card(&g, conduit);
    g.set_events(true);
    assert_eq!(
        pass_counting_accesses(&mut g, "action"),
        1,
        "no additional card"
    );
    // Kept installed, the same run accesses 3.
    kept.set_events(true);
    assert_eq!(pass_counting_accesses(&mut kept, "choose"), 3);
}

/// The same state with rig card `card` moved to the heap (through the saved state).
fn trash_rig_card(g: &GameState, card: u8) -> GameState {
    let mut v: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    let rig = v["runner"]["rig"].as_array_mut().unwrap();
    rig.retain(|c| c.as_u64() != Some(card as u64));
    v["runner"]["heap"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!(card));
    v["cards"][card as usize]["zone"] = serde_json::json!("heap");
    v["cards"][card as usize]["virus"] = serde_json::json!(0);
    GameState::from_json(&v.to_string()).unwrap()
}

// Conduit ruling 3: the number of cards is fixed as the breach begins: its counters removed
// during the breach (a purge while accessing, set here on the saved state while Pantograph asks
// in the middle of the breach) do not shorten it.
#[test]
fn ruling_c30024_3_accesses_fixed_when_breach_begins() {
    let mut g = runner_turn(
        r#""credits": 5, "rd": ["Private Security Force", "Hedge Fund", "Hedge Fund", "Hedge Fund"]"#,
        r#""credits": 5, "grip": ["Pipeline"], "rig": [{"title": "Conduit", "virus": 2}, "Pantograph"]"#,
    );
    let conduit = id(&g, "Conduit");
    g.set_events(true);
    act(&mut g, ability(conduit, 0));
    let first = pass_counting_accesses(&mut g, "choose_card");
    assert_eq!(first, 1);
    assert!(g.run.is_some(), "in the middle of the breach");
    let mut v: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    assert_eq!(v["cards"][conduit as usize]["virus"], 2);
    v["cards"][conduit as usize]["virus"] = serde_json::json!(0);
    let mut g = GameState::from_json(&v.to_string()).unwrap();
    g.set_events(true);
    pass(&mut g); // no install
    assert_eq!(first + pass_counting_accesses(&mut g, "choose"), 3);
}
