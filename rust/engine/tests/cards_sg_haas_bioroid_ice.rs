//! Scenario tests of the System Gateway Haas-Bioroid ice (30038 Ansel 1.0, 30039 Brân 1.0) and
//! their rulings; the other cards are tested in `cards_sg_haas_bioroid.rs`.

mod common;
use common::*;
use nr_engine::{Action, ActionKind, GameState, Side, Zone, NEW_REMOTE};

const NOISE: &str = "Noise: Hacker Extraordinaire";
const PD: &str = "Haas-Bioroid: Precision Design";

/// A position (`active` side's action phase) with the given Corp identity, against Noise.
fn position(identity: &str, corp: &str, runner: &str, active: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{identity}", {corp}}}, "runner": {{"identity": "{NOISE}", {runner}}}, "active": "{active}", "turn": 2}}"#
    ))
}

/// A Runner-turn position (Precision Design against Noise).
fn runner_turn(corp: &str, runner: &str) -> GameState {
    position(PD, corp, runner, "runner")
}

fn choose(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Mode).card(card).target(0));
}

fn trash(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Trash).card(card));
}

fn install(g: &mut GameState, card: u8, server: u8) {
    act(
        g,
        Action::new(ActionKind::Install).card(card).server(server),
    );
}

fn play(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Play).card(card));
}

fn zone(g: &GameState, c: u8) -> Zone {
    g.cards[c as usize].zone
}

/// Passes until the Runner encounters a piece of ice.
fn until_encounter(g: &mut GameState) {
    for _ in 0..32 {
        if g.run.is_some_and(|r| r.encounter != 255) {
            return;
        }
        pass(g);
    }
    panic!("no encounter; at {}", g.decision_name());
}

/// An illegal action is refused with an error and changes nothing.
fn refused(g: &mut GameState, a: Action) {
    let before = g.to_json();
    assert!(g.apply(a).is_err(), "{a:?} was accepted");
    assert_eq!(g.to_json(), before, "a refused action changed the state");
}

// ----- 30038 Ansel 1.0 -----

/// The Runner runs a remote holding an agenda, protected by a rezzed Ansel 1.0.
fn ansel_run(corp_extra: &str, runner: &str) -> GameState {
    let mut g = runner_turn(
        &format!(
            r#""credits": 5, "rd": ["Wall of Static", "Wall of Static"], {corp_extra}
               "servers": {{"remote1": {{"ice": [{{"title": "Ansel 1.0", "rezzed": true}}],
                                        "root": ["Offworld Office"]}}}}"#
        ),
        runner,
    );
    run_on(&mut g, "remote1");
    until_encounter(&mut g);
    assert_eq!(g.run.unwrap().encounter, id(&g, "Ansel 1.0"));
    g
}

// Ansel 1.0: unbroken, it trashes a Runner card of the Corp's choice, lets the Corp install a
// card from HQ (paying for it), and the Runner cannot steal the agenda it then accesses.
#[test]
fn c30038_ansel_subroutines() {
    let mut g = ansel_run(
        r#""hq": ["PAD Campaign"],"#,
        r#""credits": 5, "rig": ["Crypsis", "Armitage Codebusting"]"#,
    );
    let (crypsis, armitage, pad, office) = (
        id(&g, "Crypsis"),
        id(&g, "Armitage Codebusting"),
        id(&g, "PAD Campaign"),
        id(&g, "Offworld Office"),
    );
    pass(&mut g);
    assert_eq!(g.decision_name(), "trash_runner_card");
    assert_eq!(g.current_side(), Some(Side::Corp));
    // Any installed Runner card, a resource too; no declining.
    assert_eq!(legal(&g, ActionKind::Trash).len(), 2);
    assert!(legal(&g, ActionKind::Pass).is_empty());
    trash(&mut g, armitage);
    assert_eq!(zone(&g, armitage), Zone::Heap);
    assert_eq!(zone(&g, crypsis), Zone::Rig);
    assert_eq!(g.decision_name(), "card_to_install");
    choose(&mut g, pad);
    assert_eq!(g.decision_name(), "install_where");
    install(&mut g, pad, NEW_REMOTE);
    assert_eq!(zone(&g, pad), Zone::Root(REMOTE2));
    assert_eq!(g.corp.credits, 5, "an asset costs nothing to install");
    assert!(g.run.unwrap().no_steal_or_trash);
    pass_until(&mut g, "action");
    // Accessed, but neither stolen nor offered for trashing.
    assert_eq!(zone(&g, office), Zone::Root(REMOTE1));
    assert!(g.runner.score_area.is_empty());
}

// Ansel 1.0: the Runner may lose a click per subroutine to break them.
#[test]
fn c30038_ansel_broken_by_clicks() {
    let mut g = ansel_run("", r#""credits": 5, "rig": ["Crypsis"]"#);
    let ansel = id(&g, "Ansel 1.0");
    for s in 0..3 {
        act(&mut g, Action::new(ActionKind::Break).card(ansel).target(s));
    }
    assert_eq!(g.runner.clicks, 0);
    pass_until(&mut g, "action");
    assert_eq!(g.runner.score_area.len(), 1, "stolen: nothing forbade it");
    assert_eq!(g.runner.rig.len(), 1);
}

// Ansel 1.0: installing is optional, and may take a card from Archives, paying the install
// cost of ice.
#[test]
fn c30038_ansel_install_from_archives_pays_costs() {
    let mut g = ansel_run(
        r#""archives": ["Ice Wall", "Hedge Fund"],"#,
        r#""credits": 5"#,
    );
    let (ansel, wall, hedge) = (
        id(&g, "Ansel 1.0"),
        id(&g, "Ice Wall"),
        id(&g, "Hedge Fund"),
    );
    act(&mut g, Action::new(ActionKind::Break).card(ansel).target(2));
    pass(&mut g);
    // No Runner card to trash: nothing asked.
    assert_eq!(g.decision_name(), "card_to_install");
    // Operations cannot be installed.
    assert!(legal_on(&g, ActionKind::Mode, hedge).is_empty());
    choose(&mut g, wall);
    install(&mut g, wall, HQ);
    // HQ had no ice: free. Now one more ice on the remote costs 1.
    assert_eq!(zone(&g, wall), Zone::Ice(HQ));
    assert_eq!(g.corp.credits, 5);
    pass_until(&mut g, "action");
    assert_eq!(g.runner.score_area.len(), 1);

    let mut g = ansel_run(r#""hq": ["Ice Wall"],"#, r#""credits": 5"#);
    let wall = id(&g, "Ice Wall");
    pass(&mut g);
    choose(&mut g, wall);
    install(&mut g, wall, REMOTE1);
    // Install step 3: the Corp may trash Ansel first; it keeps it and pays 1.
    assert_eq!(g.decision_name(), "install_trash");
    pass(&mut g);
    assert_eq!(g.corp.credits, 4);
    assert_eq!(g.corp.servers[REMOTE1 as usize].ice.len(), 2);

    let mut g = ansel_run(r#""hq": ["Ice Wall"],"#, r#""credits": 5"#);
    pass(&mut g);
    assert_eq!(g.decision_name(), "card_to_install");
    pass(&mut g);
    assert_eq!(g.corp.hq.len(), 1);
}

// Ansel 1.0 ruling 1: the Corp installs ice on the attacked server with the second subroutine and
// trashes Ansel during the install: the install finishes, the encounter ends, the third
// subroutine does not resolve, and the Runner moves on past Ansel's former position.
#[test]
fn ruling_c30038_1_ansel_trashed_by_its_own_install() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Ice Wall"],
           "servers": {"remote1": {"ice": ["Enigma", {"title": "Ansel 1.0", "rezzed": true}],
                                    "root": ["Offworld Office"]}}"#,
        r#""credits": 5"#,
    );
    let (ansel, wall, enigma) = (id(&g, "Ansel 1.0"), id(&g, "Ice Wall"), id(&g, "Enigma"));
    run_on(&mut g, "remote1");
    until_encounter(&mut g);
    assert_eq!(g.run.unwrap().encounter, ansel);
    pass(&mut g);
    choose(&mut g, wall);
    install(&mut g, wall, REMOTE1);
    trash(&mut g, ansel);
    pass(&mut g);
    assert_eq!(zone(&g, ansel), Zone::Archives);
    assert_eq!(
        g.corp.servers[REMOTE1 as usize].ice.as_slice(),
        &[enigma, wall]
    );
    // The third subroutine never resolved; the Runner approaches Enigma next, not Ice Wall.
    let run = g.run.unwrap();
    assert!(!run.no_steal_or_trash);
    assert_ne!(run.encounter, ansel);
    pass_until(&mut g, "action");
    assert_eq!(
        g.runner.score_area.len(),
        1,
        "Enigma is unrezzed: the agenda is stolen"
    );
}

// Ansel 1.0 ruling 2: trashing ice protecting the server while installing the new ice does not
// let it leapfrog the Runner: it goes outermost, and the Runner only moves inward for each
// trashed ice inward of it.
#[test]
fn ruling_c30038_2_new_ice_stays_outward_of_the_runner() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["Ice Wall"],
           "servers": {"remote1": {"ice": [{"title": "Enigma", "rezzed": true}, "Hunter", {"title": "Ansel 1.0", "rezzed": true}],
                                    "root": ["Offworld Office"]}}"#,
        r#""credits": 5"#,
    );
    let (ansel, wall, hunter) = (id(&g, "Ansel 1.0"), id(&g, "Ice Wall"), id(&g, "Hunter"));
    let enigma = id(&g, "Enigma");
    run_on(&mut g, "remote1");
    until_encounter(&mut g);
    pass(&mut g);
    choose(&mut g, wall);
    install(&mut g, wall, REMOTE1);
    trash(&mut g, ansel);
    trash(&mut g, hunter);
    pass(&mut g);
    assert_eq!(
        g.corp.servers[REMOTE1 as usize].ice.as_slice(),
        &[enigma, wall]
    );
    // Next the Runner approaches Enigma (the innermost: position 0), never Ice Wall; Enigma is
    // then encountered and ends the run.
    let run = g.run.unwrap();
    assert_eq!((run.position, run.approached), (0, 2));
    g.set_events(true);
    pass_until(&mut g, "action");
    let encountered: Vec<u8> = g
        .take_events()
        .iter()
        .filter(|e| e.kind == nr_engine::EventKind::IceEncountered)
        .map(|e| e.card)
        .collect();
    assert_eq!(encountered, vec![enigma]);
}

// Ansel 1.0 ruling 3: once its last subroutine resolved, the Runner cannot trash accessed cards
// in any way, not only by paying the trash cost: Demolition Run's free trash is not offered.
#[test]
fn ruling_c30038_3_no_trashing_in_any_way() {
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["PAD Campaign"],
           "servers": {"hq": {"ice": [{"title": "Ansel 1.0", "rezzed": true}]}}"#,
        r#""credits": 10, "grip": ["Demolition Run"]"#,
    );
    let (ansel, demo, pad) = (
        id(&g, "Ansel 1.0"),
        id(&g, "Demolition Run"),
        id(&g, "PAD Campaign"),
    );
    play(&mut g, demo);
    act(&mut g, Action::new(ActionKind::Run).server(HQ));
    until_encounter(&mut g);
    assert_eq!(g.run.unwrap().encounter, ansel);
    act(&mut g, Action::new(ActionKind::Break).card(ansel).target(0));
    act(&mut g, Action::new(ActionKind::Break).card(ansel).target(1));
    pass(&mut g);
    assert!(g.run.unwrap().no_steal_or_trash);
    pass_until_without(&mut g, "action", Action::new(ActionKind::Trash).card(pad));
    assert!(g.last_run.as_ref().is_some_and(|r| r.successful));
    assert_eq!(zone(&g, pad), Zone::Hq);

    // Without Ansel's subroutine, Demolition Run trashes it for free.
    let mut g = runner_turn(
        r#""credits": 5, "hq": ["PAD Campaign"],
           "servers": {"hq": {"ice": [{"title": "Ansel 1.0", "rezzed": true}]}}"#,
        r#""credits": 10, "grip": ["Demolition Run"]"#,
    );
    let (ansel, demo, pad) = (
        id(&g, "Ansel 1.0"),
        id(&g, "Demolition Run"),
        id(&g, "PAD Campaign"),
    );
    play(&mut g, demo);
    act(&mut g, Action::new(ActionKind::Run).server(HQ));
    until_encounter(&mut g);
    for s in 0..3 {
        act(&mut g, Action::new(ActionKind::Break).card(ansel).target(s));
    }
    until_access_of(&mut g);
    trash(&mut g, pad);
    assert_eq!(zone(&g, pad), Zone::Archives);
}

/// Passes until the Runner decides about an accessed card.
fn until_access_of(g: &mut GameState) {
    pass_until(g, "trash_or_steal");
}

// Ansel 1.0, bad input: the Corp cannot trash one of its own cards or a card not installed.
#[test]
fn c30038_ansel_refuses_an_illegal_target() {
    let mut g = ansel_run(
        r#""hq": ["PAD Campaign"],"#,
        r#""credits": 5, "rig": ["Crypsis", "Armitage Codebusting"], "grip": ["Sure Gamble"]"#,
    );
    let (ansel, gamble) = (id(&g, "Ansel 1.0"), id(&g, "Sure Gamble"));
    pass(&mut g);
    assert_eq!(g.decision_name(), "trash_runner_card");
    refused(&mut g, Action::new(ActionKind::Trash).card(ansel));
    refused(&mut g, Action::new(ActionKind::Trash).card(gamble));
    refused(&mut g, Action::new(ActionKind::Pass));
}

// ----- 30039 Bran 1.0 -----

/// The Runner encounters a rezzed Bran 1.0 outermost on HQ, with Enigma (unrezzed) inside it.
fn bran_run(corp_extra: &str) -> GameState {
    let mut g = runner_turn(
        &format!(
            r#""credits": 5, {corp_extra}
               "servers": {{"hq": {{"ice": ["Enigma", {{"title": "Bran 1.0", "rezzed": true}}]}}}}"#
        ),
        r#""credits": 5, "grip": ["Sure Gamble"]"#,
    );
    run_on(&mut g, "hq");
    until_encounter(&mut g);
    assert_eq!(g.run.unwrap().encounter, id(&g, "Bran 1.0"));
    g
}

// Bran 1.0: the first subroutine installs ice from HQ directly inward of Brân at no cost; the
// Runner, still at Brân, approaches the new ice next.
#[test]
fn c30039_bran_installs_ice_inward_for_free() {
    let mut g = bran_run(r#""hq": ["Ice Wall", "Hedge Fund"],"#);
    let (bran, wall, enigma) = (id(&g, "Bran 1.0"), id(&g, "Ice Wall"), id(&g, "Enigma"));
    // The Runner breaks both end-the-run subroutines.
    act(&mut g, Action::new(ActionKind::Break).card(bran).target(1));
    act(&mut g, Action::new(ActionKind::Break).card(bran).target(2));
    pass(&mut g);
    assert_eq!(g.decision_name(), "ice_to_install");
    assert_eq!(legal(&g, ActionKind::Install).len(), 1, "only ice");
    install(&mut g, wall, HQ);
    assert_eq!(g.decision_name(), "install_trash");
    pass(&mut g);
    assert_eq!(
        g.corp.servers[HQ as usize].ice.as_slice(),
        &[enigma, wall, bran]
    );
    assert_eq!(g.corp.credits, 5, "ignoring all costs");
    assert!(!g.cards[wall as usize].rezzed);
    // The encounter with Brân is over: the Runner approaches Ice Wall (the Corp may rez it),
    // then Enigma.
    until_rez(&mut g, wall);
    assert_eq!(g.run.unwrap().position, 1);
}

// Bran 1.0: the ice may come from Archives; the Corp may decline; unbroken it ends the run.
#[test]
fn c30039_bran_from_archives_or_nothing_then_ends_the_run() {
    let mut g = bran_run(r#""archives": ["Ice Wall"],"#);
    let (bran, wall, enigma) = (id(&g, "Bran 1.0"), id(&g, "Ice Wall"), id(&g, "Enigma"));
    pass(&mut g);
    install(&mut g, wall, HQ);
    pass(&mut g);
    assert_eq!(
        g.corp.servers[HQ as usize].ice.as_slice(),
        &[enigma, wall, bran]
    );
    assert!(g.run.is_none() || g.run.unwrap().ended, "end the run");

    let mut g = bran_run(r#""hq": ["Ice Wall"],"#);
    pass(&mut g);
    assert_eq!(g.decision_name(), "ice_to_install");
    pass(&mut g);
    assert_eq!(g.corp.servers[HQ as usize].ice.len(), 2);
    assert!(g.run.is_none_or(|r| r.ended));
}

// Bran 1.0: the Corp is asked even when HQ holds no ice, so that the Runner cannot tell what HQ
// holds from whether it is asked; the Runner's observation is the same in every redeal.
#[test]
fn c30039_bran_asks_even_without_ice_in_hq() {
    let mut g = bran_run(r#""hq": ["Hedge Fund"],"#);
    pass(&mut g);
    assert_eq!(g.decision_name(), "ice_to_install");
    assert_eq!(
        g.legal_actions().as_slice(),
        &[Action::new(ActionKind::Pass)]
    );
    for seed in 0..8 {
        let other = g.determinize(Side::Runner, seed);
        assert_eq!(
            g.observation_json(Side::Runner),
            other.observation_json(Side::Runner)
        );
    }
    pass(&mut g);
    assert!(g.run.is_none_or(|r| r.ended));
}

// Bran 1.0 ruling 1: installing with it follows the install rules: other ice may be trashed,
// Brân too; positions are fixed before trashing; with Brân trashed, no more of its
// subroutines resolve and the Runner next approaches the new ice.
#[test]
fn ruling_c30039_1_trashing_during_the_install() {
    let mut g = bran_run(r#""hq": ["Ice Wall"],"#);
    let (bran, wall, enigma) = (id(&g, "Bran 1.0"), id(&g, "Ice Wall"), id(&g, "Enigma"));
    pass(&mut g);
    install(&mut g, wall, HQ);
    // Trash Enigma (inward) and Brân itself.
    trash(&mut g, enigma);
    trash(&mut g, bran);
    pass(&mut g);
    assert_eq!(g.corp.servers[HQ as usize].ice.as_slice(), &[wall]);
    let run = g.run.expect("the run goes on");
    assert!(!run.ended, "Brân's end-the-run subroutines did not resolve");
    // The Runner approaches Ice Wall next (the Corp may rez it).
    until_rez(&mut g, wall);
    assert_eq!(g.run.unwrap().position, 0);

    // Trashing only the inward ice keeps the new ice directly inward of Brân.
    let mut g = bran_run(r#""hq": ["Ice Wall"],"#);
    let (bran, wall, enigma) = (id(&g, "Bran 1.0"), id(&g, "Ice Wall"), id(&g, "Enigma"));
    act(&mut g, Action::new(ActionKind::Break).card(bran).target(1));
    act(&mut g, Action::new(ActionKind::Break).card(bran).target(2));
    pass(&mut g);
    install(&mut g, wall, HQ);
    trash(&mut g, enigma);
    pass(&mut g);
    assert_eq!(g.corp.servers[HQ as usize].ice.as_slice(), &[wall, bran]);
    until_rez(&mut g, wall);
    assert_eq!(g.run.unwrap().position, 0);
}

// Bran 1.0 ruling 2: "ignoring all costs" is for the install only: rezzing the new ice later
// costs its rez cost.
#[test]
fn ruling_c30039_2_rez_is_paid() {
    let mut g = bran_run(r#""hq": ["Ice Wall"],"#);
    let (bran, wall) = (id(&g, "Bran 1.0"), id(&g, "Ice Wall"));
    act(&mut g, Action::new(ActionKind::Break).card(bran).target(1));
    act(&mut g, Action::new(ActionKind::Break).card(bran).target(2));
    pass(&mut g);
    install(&mut g, wall, HQ);
    pass(&mut g);
    until_rez(&mut g, wall);
    let before = g.corp.credits;
    act(&mut g, Action::new(ActionKind::Rez).card(wall));
    assert!(g.cards[wall as usize].rezzed);
    assert_eq!(before - g.corp.credits, 1, "Ice Wall's rez cost");
}

// Bran 1.0, bad input: only ice from HQ or Archives, only in Brân's server.
#[test]
fn c30039_bran_refuses_illegal_installs() {
    let mut g = bran_run(r#""hq": ["Ice Wall", "PAD Campaign"],"#);
    let (wall, pad) = (id(&g, "Ice Wall"), id(&g, "PAD Campaign"));
    pass(&mut g);
    refused(
        &mut g,
        Action::new(ActionKind::Install).card(pad).server(HQ),
    );
    refused(
        &mut g,
        Action::new(ActionKind::Install).card(wall).server(RD),
    );
    refused(
        &mut g,
        Action::new(ActionKind::Install)
            .card(wall)
            .server(NEW_REMOTE),
    );
}
