//! Scenario tests of the Anarch cards of the Core Set (01001-01016), of the hosting mechanic
//! (Rules Reference, "Host", "Hosted") and of The Personal Touch (01040), whose logic lives in
//! the Anarch file.

mod common;
use common::*;
use nr_engine::{card_by_title, card_table, Action, ActionKind, DeckList, GameState, Side, Zone};

// ----- helpers -----

const NOISE: &str = "Noise: Hacker Extraordinaire";

/// A Runner-turn position (Noise): the Corp part and the Runner part as JSON object bodies.
fn runner_turn(corp: &str, runner: &str) -> GameState {
    runner_turn_as(NOISE, corp, runner)
}

/// A Corp-turn position, to play on to the Runner's next turn.
fn corp_turn(corp: &str, runner: &str) -> GameState {
    let runner = if runner.is_empty() {
        r#""credits": 5"#
    } else {
        runner
    };
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", {corp}}},
            "runner": {{"identity": "{NOISE}", {runner}}}, "active": "corp", "turn": 1}}"#
    ))
}

fn install(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Install).card(card));
}

fn play(g: &mut GameState, card: u8) {
    act(g, Action::new(ActionKind::Play).card(card));
}

fn choose_host(g: &mut GameState, host: u8) {
    assert_eq!(g.decision_name(), "host");
    act(g, Action::new(ActionKind::Install).card(host));
}

fn hosts_offered(g: &GameState) -> Vec<u8> {
    assert_eq!(g.decision_name(), "host");
    legal(g, ActionKind::Install)
        .iter()
        .map(|a| a.card)
        .collect()
}

fn ability(card: u8, index: u8) -> Action {
    Action::new(ActionKind::Ability).card(card).target(index)
}

fn brk(g: &mut GameState, breaker: u8, sub: u8) {
    act(g, Action::new(ActionKind::Break).card(breaker).target(sub));
}

fn breaks_offered(g: &GameState, breaker: u8) -> usize {
    legal_on(g, ActionKind::Break, breaker).len()
}

fn choose(g: &mut GameState, card: u8) {
    let a = legal_on(g, ActionKind::Mode, card);
    assert_eq!(a.len(), 1, "{card} not offered: {:?}", g.legal_actions());
    act(g, a[0]);
}

fn choose_server(g: &mut GameState, server: &str) {
    assert_eq!(g.decision_name(), "run_server");
    act(g, Action::new(ActionKind::Run).server(srv(server)));
}

fn strength(g: &GameState, card: u8) -> u32 {
    g.current_strength(card).expect("a strength")
}

fn zone(g: &GameState, card: u8) -> Zone {
    g.cards[card as usize].zone
}

/// Continues a run at [5.2] and through the Corp's [5.3] window, to the first access decision.
fn continue_to_access(g: &mut GameState) {
    assert_eq!(g.decision_name(), "jack_out");
    pass(g);
    while g.current_side() == Some(Side::Corp) && g.decision_name() == "paid_ability_window" {
        pass(g);
    }
}

/// Runs on `server` (approaching its rezzed ice) up to the encounter decision.
fn run_to_encounter(g: &mut GameState, server: &str) {
    run_on(g, server);
    pass_until(g, "encounter");
}

// ----- 01001 Noise -----

// Noise ruling 1 (FAQ): the card Noise makes the Corp trash goes to Archives facedown.
#[test]
fn ruling_c01001_1_noise_trashes_top_of_rd_facedown() {
    let mut g = runner_turn(
        r#""rd": ["Hedge Fund", "Enigma"]"#,
        r#""credits": 5, "grip": ["Datasucker"]"#,
    );
    let hedge = id(&g, "Hedge Fund");
    let x = id(&g, "Datasucker");
    install(&mut g, x);
    assert_eq!(zone(&g, hedge), Zone::Archives);
    let c = g.cards[hedge as usize];
    assert!(!c.faceup, "facedown in Archives");
    assert!(c.known_to(Side::Corp) && !c.known_to(Side::Runner));
    assert_eq!(g.corp.rd.len(), 1);
}

// ----- 01002 Déjà Vu -----

// Déjà Vu: a non-virus card comes back alone.
#[test]
fn c01002_deja_vu_returns_one_card() {
    let mut g = runner_turn(
        "",
        r#""credits": 5, "grip": ["Deja Vu"], "heap": ["Sure Gamble", "Datasucker", "Medium"]"#,
    );
    let dv = id(&g, "Deja Vu");
    let gamble = id(&g, "Sure Gamble");
    play(&mut g, dv);
    assert_eq!(g.decision_name(), "choose_card");
    assert_eq!(legal(&g, ActionKind::Mode).len(), 3);
    assert!(
        legal(&g, ActionKind::Pass).is_empty(),
        "one card must be taken"
    );
    choose(&mut g, gamble);
    assert_eq!(g.runner.grip.to_vec(), vec![gamble]);
    assert_eq!(zone(&g, gamble), Zone::Grip);
    assert_eq!(g.runner.credits, 3);
    assert_eq!(zone(&g, dv), Zone::Heap);
    assert_eq!(g.runner.heap.len(), 3, "Datasucker, Medium, Déjà Vu");
    assert_eq!(g.decision_name(), "action");
}

// Déjà Vu: a virus card may be followed by a second virus card (and only a virus card).
#[test]
fn c01002_deja_vu_returns_two_virus_cards() {
    let mut g = runner_turn(
        "",
        r#""credits": 5, "grip": ["Deja Vu"], "heap": ["Sure Gamble", "Datasucker", "Medium"]"#,
    );
    let (ds, medium, gamble) = (
        id(&g, "Datasucker"),
        id(&g, "Medium"),
        id(&g, "Sure Gamble"),
    );
    let x = id(&g, "Deja Vu");
    play(&mut g, x);
    choose(&mut g, ds);
    assert_eq!(g.decision_name(), "choose_card");
    assert!(legal_on(&g, ActionKind::Mode, gamble).is_empty());
    assert_eq!(
        legal(&g, ActionKind::Pass).len(),
        1,
        "the second is optional"
    );
    choose(&mut g, medium);
    assert_eq!(g.runner.grip.to_vec(), vec![ds, medium]);
    assert_eq!(zone(&g, gamble), Zone::Heap);
}

// Déjà Vu cannot be played with an empty heap.
#[test]
fn c01002_deja_vu_needs_a_card_in_the_heap() {
    let g = runner_turn("", r#""credits": 5, "grip": ["Deja Vu"]"#);
    assert!(legal_on(&g, ActionKind::Play, id(&g, "Deja Vu")).is_empty());
    // With a single card in the heap, it is taken without asking.
    let mut g = runner_turn(
        "",
        r#""credits": 5, "grip": ["Deja Vu"], "heap": ["Medium"]"#,
    );
    let dv = id(&g, "Deja Vu");
    play(&mut g, dv);
    assert_eq!(g.runner.grip.to_vec(), vec![id(&g, "Medium")]);
}

// ----- 01003 Demolition Run -----

// Demolition Run: runs HQ or R&D only; accessed cards can be trashed at no cost.
#[test]
fn c01003_demolition_run_trashes_accessed_card_at_no_cost() {
    let mut g = runner_turn(
        r#""hq": ["PAD Campaign"], "servers": {"remote1": {"root": ["Melange Mining Corp."]}}"#,
        r#""credits": 2, "grip": ["Demolition Run"]"#,
    );
    let pad = id(&g, "PAD Campaign");
    let x = id(&g, "Demolition Run");
    play(&mut g, x);
    assert_eq!(g.runner.credits, 0);
    let servers: Vec<u8> = legal(&g, ActionKind::Run)
        .iter()
        .map(|a| a.server)
        .collect();
    assert_eq!(servers, vec![HQ, RD]);
    choose_server(&mut g, "hq");
    assert_eq!(g.run.unwrap().server, HQ);
    continue_to_access(&mut g);
    assert_eq!(g.decision_name(), "trash_or_steal");
    // PAD Campaign costs 4 to trash; the Runner has 0 credits.
    only_on(&mut g, ActionKind::Trash, pad);
    assert_eq!(zone(&g, pad), Zone::Archives);
    assert_eq!(g.runner.credits, 0);
    assert!(g.run.is_none());
    assert_eq!(zone(&g, id(&g, "Demolition Run")), Zone::Heap);
}

// Demolition Run ruling 1 (FAQ): an accessed agenda may be trashed instead of stolen.
#[test]
fn ruling_c01003_1_demolition_run_can_trash_an_agenda() {
    let mut g = runner_turn(
        r#""rd": ["Priority Requisition", "Hedge Fund"]"#,
        r#""credits": 2, "grip": ["Demolition Run", "Demolition Run"]"#,
    );
    let pr = id(&g, "Priority Requisition");
    let x = ids(&g, "Demolition Run")[0];
    play(&mut g, x);
    choose_server(&mut g, "rd");
    continue_to_access(&mut g);
    assert_eq!(g.decision_name(), "trash_or_steal");
    // Stealing or trashing; an agenda cannot be left ([5.5.3]).
    assert_eq!(legal(&g, ActionKind::Score).len(), 1);
    assert!(legal(&g, ActionKind::Pass).is_empty());
    only_on(&mut g, ActionKind::Trash, pr);
    assert_eq!(zone(&g, pr), Zone::Archives);
    assert_eq!(g.agenda_points(Side::Runner), 0);

    // The same access, stealing.
    let mut g = runner_turn(
        r#""rd": ["Priority Requisition"]"#,
        r#""credits": 2, "grip": ["Demolition Run"]"#,
    );
    let pr = id(&g, "Priority Requisition");
    let x = id(&g, "Demolition Run");
    play(&mut g, x);
    choose_server(&mut g, "rd");
    continue_to_access(&mut g);
    only_on(&mut g, ActionKind::Score, pr);
    assert_eq!(zone(&g, pr), Zone::Score(Side::Runner));
}

// ----- 01004 Stimhack -----

// Stimhack: 9 credits usable as pool credits during the run, then 1 brain damage as it ends.
#[test]
fn c01004_stimhack_credits_and_brain_damage() {
    let mut g = runner_turn(
        r#""hq": ["PAD Campaign"]"#,
        r#""credits": 0, "grip": ["Stimhack", "Sure Gamble", "Sure Gamble"]"#,
    );
    let stim = id(&g, "Stimhack");
    let pad = id(&g, "PAD Campaign");
    play(&mut g, stim);
    // Any server.
    assert_eq!(legal(&g, ActionKind::Run).len(), 3);
    choose_server(&mut g, "hq");
    assert_eq!(g.cards[stim as usize].credits, 9);
    continue_to_access(&mut g);
    // The trash cost (4) is paid from Stimhack's credits.
    only_on(&mut g, ActionKind::Trash, pad);
    assert_eq!(zone(&g, pad), Zone::Archives);
    assert!(g.run.is_none());
    assert_eq!(g.runner.credits, 0, "the 5 credits left are not kept");
    assert_eq!(g.runner.brain_damage, 1);
    assert_eq!(g.runner_hand_size(), 4);
    assert_eq!(g.runner.grip.len(), 1, "one card discarded at random");
    assert_eq!(zone(&g, stim), Zone::Heap);
    assert_eq!(g.cards[stim as usize].credits, 0);
}

// Stimhack: the brain damage comes even when the run is unsuccessful (jack out at the 2nd ice
// is not possible here: the run ends by a subroutine).
#[test]
fn c01004_stimhack_damage_when_run_ends_unsuccessfully() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}]}}"#,
        r#""credits": 0, "grip": ["Stimhack", "Sure Gamble"]"#,
    );
    let x = id(&g, "Stimhack");
    play(&mut g, x);
    choose_server(&mut g, "hq");
    // Nothing to decide in the encounter: Wall of Static ends the run.
    assert!(g.run.is_none());
    assert_eq!(g.runner.brain_damage, 1);
    assert_eq!(g.runner.grip.len(), 0);
}

// ----- 01005 Cyberfeeder -----

// Cyberfeeder: its recurring credit pays for virus installs, not for other installs; it is
// there as soon as it is installed and refills when the Runner's turn begins.
#[test]
fn c01005_cyberfeeder_pays_for_virus_installs_only() {
    let mut g = runner_turn(
        "",
        r#""credits": 2, "grip": ["Cyberfeeder", "Datasucker", "Corroder"]"#,
    );
    let cf = id(&g, "Cyberfeeder");
    install(&mut g, cf);
    pass_windows(&mut g);
    assert_eq!(g.runner.credits, 0);
    assert_eq!(
        g.cards[cf as usize].credits, 1,
        "placed as it becomes active"
    );
    // Corroder costs 2: the Cyberfeeder credit cannot pay for it.
    assert!(legal_on(&g, ActionKind::Install, id(&g, "Corroder")).is_empty());
    let x = id(&g, "Datasucker");
    install(&mut g, x);
    assert_eq!(g.cards[cf as usize].credits, 0);
    assert_eq!(zone(&g, id(&g, "Datasucker")), Zone::Rig);
}

// Cyberfeeder: the credit refills when the Runner's turn begins.
#[test]
fn c01005_cyberfeeder_recurring_credit_refills() {
    let mut g = corp_turn(
        r#""rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""rig": [{"title": "Cyberfeeder", "credits": 0}]"#,
    );
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.cards[id(&g, "Cyberfeeder") as usize].credits, 1);
}

// Cyberfeeder ruling 1 (FAQ, Femme Fatale): the credit pays for using any ability of an
// icebreaker (here Corroder's strength ability), but not a trash cost.
#[test]
fn ruling_c01005_1_credit_pays_for_any_icebreaker_ability() {
    let mut g = runner_turn(
        r#""hq": ["PAD Campaign"], "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}]}}"#,
        r#""credits": 4, "rig": [{"title": "Cyberfeeder", "credits": 1}, "Corroder"]"#,
    );
    let (cf, cor) = (id(&g, "Cyberfeeder"), id(&g, "Corroder"));
    run_to_encounter(&mut g, "hq");
    act(&mut g, ability(cor, 0));
    assert_eq!(
        g.cards[cf as usize].credits, 0,
        "the boost used the Cyberfeeder credit"
    );
    assert_eq!(g.runner.credits, 4);
    brk(&mut g, cor, 0);
    assert_eq!(g.runner.credits, 3);
    continue_to_access(&mut g);
    // 3 credits in the pool: PAD Campaign (4) cannot be trashed (Cyberfeeder's credit is spent
    // anyway, and could not pay a trash cost).
    assert!(g.run.is_none() || legal(&g, ActionKind::Trash).is_empty());

    let mut g = runner_turn(
        r#""hq": ["PAD Campaign"]"#,
        r#""credits": 3, "rig": [{"title": "Cyberfeeder", "credits": 1}]"#,
    );
    run_on(&mut g, "hq");
    continue_to_access(&mut g);
    assert!(
        g.run.is_none(),
        "no trash offered: 3 + a Cyberfeeder credit cannot pay 4"
    );
    assert_eq!(zone(&g, id(&g, "PAD Campaign")), Zone::Hq);
}

// ----- 01006 Grimoire -----

// Grimoire: +2 MU, and a virus counter on each virus program installed.
#[test]
fn c01006_grimoire_memory_and_virus_counters() {
    let mut g = runner_turn(
        r#""rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""credits": 9, "grip": ["Grimoire", "Datasucker", "Corroder"]"#,
    );
    assert_eq!(g.memory_limit(), 4);
    let x = id(&g, "Grimoire");
    install(&mut g, x);
    pass_windows(&mut g);
    assert_eq!(g.memory_limit(), 6);
    let x = id(&g, "Datasucker");
    install(&mut g, x);
    // Noise and Grimoire both trigger: the Runner orders them.
    if g.decision_name() == "order_triggers" {
        let x = legal(&g, ActionKind::Order)[0];
        act(&mut g, x);
    }
    pass_windows(&mut g);
    assert_eq!(g.cards[id(&g, "Datasucker") as usize].virus, 1);
    let x = id(&g, "Corroder");
    install(&mut g, x);
    assert_eq!(g.cards[id(&g, "Corroder") as usize].virus, 0, "not a virus");
}

// Grimoire is a console (FAQ, "Limit 1 console per player"): a second cannot be installed.
#[test]
fn c01006_grimoire_second_console_not_installable() {
    let g = runner_turn(
        "",
        r#""credits": 9, "grip": ["Grimoire"], "rig": ["Grimoire"]"#,
    );
    let in_grip = g.runner.grip[0];
    assert!(legal_on(&g, ActionKind::Install, in_grip).is_empty());
}

// ----- 01007 Corroder -----

// Corroder: 1 credit per +1 strength, 1 credit per barrier subroutine.
#[test]
fn c01007_corroder_breaks_barrier_subroutines() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}]}}"#,
        r#""credits": 3, "rig": ["Corroder"]"#,
    );
    let cor = id(&g, "Corroder");
    run_to_encounter(&mut g, "hq");
    assert_eq!(strength(&g, cor), 2);
    assert_eq!(breaks_offered(&g, cor), 0, "strength 2 < 3");
    act(&mut g, ability(cor, 0));
    assert_eq!(strength(&g, cor), 3);
    assert_eq!(breaks_offered(&g, cor), 1);
    brk(&mut g, cor, 0);
    assert_eq!(g.runner.credits, 1);
    // Nothing left to break: the encounter ends and the run goes on to [5.2].
    assert_eq!(g.decision_name(), "jack_out");
    assert!(g.run.is_some_and(|r| !r.ended), "the run goes on");
    assert_eq!(strength(&g, cor), 2, "the boost lasts for the encounter");
}

// ----- 01008 Datasucker -----

// Datasucker: a counter for each successful run on a central server (not a remote); each
// counter spent gives the encountered ice -1 strength for the encounter.
#[test]
fn c01008_datasucker_counters_and_strength_reduction() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"]"#,
        r#""credits": 5, "rig": ["Datasucker"]"#,
    );
    let _ = &mut g;
    let ds = id(&g, "Datasucker");
    run_on(&mut g, "archives");
    continue_to_access(&mut g);
    assert_eq!(g.cards[ds as usize].virus, 1);

    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": [{"title": "Datasucker", "virus": 2}, "Wyrm"]"#,
    );
    let (ds, enigma) = (id(&g, "Datasucker"), id(&g, "Enigma"));
    run_to_encounter(&mut g, "hq");
    assert_eq!(strength(&g, enigma), 2);
    act(&mut g, ability(ds, 0));
    assert_eq!(strength(&g, enigma), 1);
    assert_eq!(g.cards[ds as usize].virus, 1);
    act(&mut g, ability(ds, 0));
    assert_eq!(strength(&g, enigma), 0);
    assert!(
        legal_on(&g, ActionKind::Ability, ds).is_empty(),
        "no counter left"
    );
    pass(&mut g); // Enigma's subroutines resolve; the run ends
    assert!(g.run.is_none());
    assert_eq!(g.runner.clicks, 2);
    assert_eq!(
        strength(&g, enigma),
        2,
        "only until the end of the encounter"
    );
}

// Datasucker: no counter from a successful run on a remote server.
#[test]
fn c01008_datasucker_no_counter_for_remote_runs() {
    let mut g = runner_turn(
        r#""servers": {"remote1": {"root": ["Priority Requisition"]}}"#,
        r#""credits": 5, "rig": ["Datasucker"]"#,
    );
    run_on(&mut g, "remote1");
    continue_to_access(&mut g);
    assert_eq!(g.cards[id(&g, "Datasucker") as usize].virus, 0);
}

// Datasucker ruling 1: only rezzed ice being encountered: not while approaching ice nor outside
// an encounter.
#[test]
fn ruling_c01008_1_datasucker_only_on_rezzed_encountered_ice() {
    let mut g = runner_turn(
        r#""credits": 0, "hq": ["Hedge Fund"], "servers": {"hq": {"ice": ["Enigma"]}}"#,
        r#""credits": 5, "rig": [{"title": "Datasucker", "virus": 2}]"#,
    );
    let ds = id(&g, "Datasucker");
    assert!(
        legal_on(&g, ActionKind::Ability, ds).is_empty(),
        "action phase"
    );
    run_on(&mut g, "hq");
    // The Runner's [2.1] approach window offered nothing but passing (so it was not asked):
    // the Corp now decides whether to rez.
    assert_eq!(g.decision_name(), "rez_ice");
    pass_until(&mut g, "jack_out");
    assert_eq!(
        g.cards[ds as usize].virus, 2,
        "never used: the unrezzed ice was passed"
    );
}

// ----- 01009 Djinn -----

// Djinn: hosts non-icebreaker programs, whose memory does not count.
#[test]
fn c01009_djinn_hosts_programs_outside_memory() {
    let mut g = runner_turn(
        "",
        r#""credits": 9, "grip": ["Datasucker", "Mimic"], "rig": ["Djinn", "Corroder", "Yog.0", "Medium"]"#,
    );
    let (djinn, ds, mimic) = (id(&g, "Djinn"), id(&g, "Datasucker"), id(&g, "Mimic"));
    assert_eq!(g.memory_used(), 4);
    install(&mut g, ds);
    assert_eq!(hosts_offered(&g), vec![djinn]);
    // Passing would install it in the rig (trashing a program for memory).
    assert_eq!(legal(&g, ActionKind::Pass).len(), 1);
    choose_host(&mut g, djinn);
    // Install step 3: the Runner may trash programs; it fits, so it is done.
    assert_eq!(g.decision_name(), "memory");
    pass(&mut g);
    assert_eq!(zone(&g, ds), Zone::Rig);
    assert_eq!(g.cards[ds as usize].host, djinn);
    assert_eq!(g.memory_used(), 4, "hosted memory does not count");
    pass_windows(&mut g);
    // An icebreaker cannot go on Djinn: straight to the memory decision.
    install(&mut g, mimic);
    assert_eq!(g.decision_name(), "memory");
}

// Djinn: up to 3 MU of hosted programs.
#[test]
fn c01009_djinn_capacity_is_three_mu() {
    let g = runner_turn(
        "",
        r#""credits": 9, "grip": ["Medium"], "rig": [{"title": "Djinn", "hosted": ["Datasucker", "Datasucker", "Datasucker"]}]"#,
    );
    assert_eq!(g.memory_used(), 1);
    let mut g2 = g.clone();
    install(&mut g2, id(&g, "Medium"));
    assert_ne!(g2.decision_name(), "host", "Djinn is full");
    assert_eq!(g2.decision_name(), "memory");
    pass(&mut g2);
    assert_eq!(zone(&g2, id(&g, "Medium")), Zone::Rig);
    assert_eq!(g2.cards[id(&g, "Medium") as usize].host, nr_engine::NONE);
}

// Djinn: click, 1 credit: search the stack for a virus program, reveal it, take it; shuffle.
#[test]
fn c01009_djinn_searches_the_stack_for_a_virus_program() {
    let mut g = runner_turn(
        "",
        r#""credits": 3, "rig": ["Djinn"], "stack": ["Sure Gamble", "Medium", "Sure Gamble", "Parasite"]"#,
    );
    let (djinn, medium, parasite) = (id(&g, "Djinn"), id(&g, "Medium"), id(&g, "Parasite"));
    act(&mut g, ability(djinn, 0));
    assert_eq!(g.runner.clicks, 3);
    assert_eq!(g.runner.credits, 2);
    assert_eq!(g.decision_name(), "choose_card");
    let offered: Vec<u8> = legal(&g, ActionKind::Mode).iter().map(|a| a.card).collect();
    assert_eq!(offered.len(), 2);
    assert!(offered.contains(&medium) && offered.contains(&parasite));
    assert!(
        legal(&g, ActionKind::Pass).is_empty(),
        "a search finds a card if able"
    );
    choose(&mut g, medium);
    assert_eq!(zone(&g, medium), Zone::Grip);
    assert!(g.cards[medium as usize].known_to(Side::Corp), "revealed");
    assert_eq!(g.runner.stack.len(), 3);
    assert!(
        g.runner.stack.iter().all(|&c| !known_to_runner(&g, c)),
        "the stack was shuffled"
    );
}

// Djinn: with a single virus program in the stack, the search takes it without asking; with
// none, it finds nothing and the stack is still shuffled (Rules Reference, "Search").
#[test]
fn c01009_djinn_search_single_or_no_result() {
    let mut g = runner_turn(
        "",
        r#""credits": 3, "rig": ["Djinn"], "stack": ["Sure Gamble", "Medium"]"#,
    );
    let (djinn, medium) = (id(&g, "Djinn"), id(&g, "Medium"));
    act(&mut g, ability(djinn, 0));
    assert_ne!(g.decision_name(), "choose_card");
    assert_eq!(zone(&g, medium), Zone::Grip);
    let mut g = runner_turn(
        "",
        r#""credits": 3, "rig": ["Djinn"], "stack": ["Sure Gamble"]"#,
    );
    let djinn = id(&g, "Djinn");
    act(&mut g, ability(djinn, 0));
    assert_eq!(g.runner.credits, 2);
    assert_eq!(g.runner.stack.len(), 1);
    assert!(!known_to_runner(&g, g.runner.stack[0]), "shuffled");
}

// Djinn ruling 1 (FAQ): installing Djinn does not move programs already installed onto it.
#[test]
fn ruling_c01009_1_djinn_does_not_take_installed_programs() {
    let mut g = runner_turn(
        "",
        r#""credits": 9, "grip": ["Djinn"], "rig": ["Datasucker"]"#,
    );
    let ds = id(&g, "Datasucker");
    let x = id(&g, "Djinn");
    install(&mut g, x);
    assert_ne!(g.decision_name(), "host");
    assert_eq!(g.decision_name(), "memory");
    pass(&mut g);
    assert_eq!(g.cards[ds as usize].host, nr_engine::NONE);
    assert_eq!(g.memory_used(), 2);
}

// Djinn ruling 2 (FAQ): the host is chosen as the program is installed; a program installed in
// the rig cannot move onto Djinn later.
#[test]
fn ruling_c01009_2_host_chosen_at_install_only() {
    let mut g = runner_turn(
        "",
        r#""credits": 9, "grip": ["Datasucker"], "rig": ["Djinn"]"#,
    );
    let ds = id(&g, "Datasucker");
    install(&mut g, ds);
    assert_eq!(g.decision_name(), "host");
    pass(&mut g); // in the rig
    assert_eq!(g.decision_name(), "memory");
    pass(&mut g); // trash no program
    assert_eq!(g.cards[ds as usize].host, nr_engine::NONE);
    assert_eq!(g.memory_used(), 2);
    pass_windows(&mut g);
    assert_eq!(g.decision_name(), "action");
    assert!(
        g.legal_actions().iter().all(|a| a.card != ds),
        "no action moves Datasucker"
    );
}

// ----- 01010 Medium -----

// Medium: a counter per successful R&D run; on breaching R&D, access up to (counters - 1) more.
#[test]
fn c01010_medium_accesses_additional_cards() {
    let mut g = runner_turn(
        r#""rd": ["Hedge Fund", "Enigma", "Hunter", "Wall of Static"]"#,
        r#""credits": 5, "rig": [{"title": "Medium", "virus": 2}]"#,
    );
    let medium = id(&g, "Medium");
    run_on(&mut g, "rd");
    continue_to_access(&mut g);
    assert_eq!(g.cards[medium as usize].virus, 3);
    assert_eq!(amounts(&g), vec![0, 1, 2]);
    bid(&mut g, 2);
    assert!(g.run.is_none());
    for t in ["Hedge Fund", "Enigma", "Hunter"] {
        assert!(known_to_runner(&g, id(&g, t)), "{t} accessed");
    }
    assert!(!known_to_runner(&g, id(&g, "Wall of Static")));
}

// Medium: with one counter (after the run's own), no extra access and no question.
#[test]
fn c01010_medium_first_counter_gives_nothing_extra() {
    let mut g = runner_turn(
        r#""rd": ["Hedge Fund", "Enigma"]"#,
        r#""credits": 5, "rig": ["Medium"]"#,
    );
    run_on(&mut g, "rd");
    continue_to_access(&mut g);
    assert!(g.run.is_none());
    assert_eq!(g.cards[id(&g, "Medium") as usize].virus, 1);
    assert!(!known_to_runner(&g, id(&g, "Enigma")));
}

// Medium ruling 1 (FAQ): the number is chosen before any card is accessed.
#[test]
fn ruling_c01010_1_number_chosen_before_accessing() {
    let mut g = runner_turn(
        r#""rd": ["Hedge Fund", "Enigma", "Hunter"]"#,
        r#""credits": 5, "rig": [{"title": "Medium", "virus": 1}]"#,
    );
    run_on(&mut g, "rd");
    continue_to_access(&mut g);
    assert_eq!(g.decision_name(), "amount");
    assert!(g.corp.rd.iter().all(|&c| !known_to_runner(&g, c)));
    assert_eq!(amounts(&g), vec![0, 1]);
    bid(&mut g, 0); // 0 more
    assert!(known_to_runner(&g, id(&g, "Hedge Fund")));
    assert!(!known_to_runner(&g, id(&g, "Enigma")));
}

// ----- 01011 Mimic -----

// Mimic: strength 3, no strength ability; 1 credit per sentry subroutine.
#[test]
fn c01011_mimic_breaks_sentry_subroutines() {
    let hunter_on_hq = r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Hunter", "rezzed": true}]}}"#;
    let mut g = runner_turn(hunter_on_hq, r#""credits": 5, "rig": ["Mimic"]"#);
    run_on(&mut g, "hq");
    // Hunter has strength 4: Mimic can neither break nor boost, so the Runner has nothing to
    // decide in the encounter and Hunter's trace starts.
    assert_eq!(g.decision_name(), "trace_corp");

    // With Ice Carver Hunter has 3 while encountered.
    let mut g = runner_turn(
        hunter_on_hq,
        r#""credits": 5, "rig": ["Mimic", "Ice Carver"]"#,
    );
    let mimic = id(&g, "Mimic");
    run_to_encounter(&mut g, "hq");
    assert_eq!(breaks_offered(&g, mimic), 1);
    brk(&mut g, mimic, 0);
    assert_eq!(g.runner.credits, 4);
    // No trace: on to [5.2].
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(g.runner.tags, 0);
}

// ----- 01012 Parasite -----

// Parasite: installed only on rezzed ice; lowers it by 1 per counter; a counter each Runner
// turn; the ice is trashed (with Parasite) at 0 strength.
#[test]
fn c01012_parasite_install_counters_and_trash() {
    let mut g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}, "Wall of Static"]},
                       "rd": {"ice": [{"title": "Hunter", "rezzed": true}]}}"#,
        r#""credits": 5, "grip": ["Parasite"]"#,
    );
    let (parasite, enigma) = (id(&g, "Parasite"), id(&g, "Enigma"));
    install(&mut g, parasite);
    // Only the rezzed ice; no installing in the rig.
    assert_eq!(hosts_offered(&g), vec![enigma, id(&g, "Hunter")]);
    assert!(legal(&g, ActionKind::Pass).is_empty());
    choose_host(&mut g, enigma);
    assert_eq!(g.cards[parasite as usize].host, enigma);
    assert_eq!(g.memory_used(), 1, "Parasite uses memory");
    assert_eq!(g.runner.credits, 3);
    assert_eq!(strength(&g, enigma), 2);

    let mut g = corp_turn(
        r#""rd": ["Hedge Fund", "Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true, "hosted": [{"title": "Parasite", "virus": 1}]}]}}"#,
        "",
    );
    let (parasite, enigma) = (id(&g, "Parasite"), id(&g, "Enigma"));
    assert_eq!(strength(&g, enigma), 1);
    until(&mut g, at_action(Side::Runner));
    // The Runner's turn began: 2 counters, strength 0: Enigma and Parasite are trashed.
    assert_eq!(zone(&g, enigma), Zone::Archives);
    assert_eq!(zone(&g, parasite), Zone::Heap);
    assert!(g.corp.servers[HQ as usize].ice.is_empty());
    assert!(g.runner.rig.is_empty());
}

// Parasite can only be installed with a rezzed piece of ice to host it.
#[test]
fn c01012_parasite_needs_rezzed_ice() {
    let g = runner_turn(
        r#""servers": {"hq": {"ice": ["Enigma"]}}"#,
        r#""credits": 5, "grip": ["Parasite"]"#,
    );
    assert!(legal_on(&g, ActionKind::Install, id(&g, "Parasite")).is_empty());
}

// FAQ (Rules questions, Parasite and Ice Carver): Ice Carver's -1 during the encounter brings a
// Parasite-weakened Enigma to 0, and it is trashed before the Runner acts.
#[test]
fn c01012_parasite_with_ice_carver_trashes_encountered_ice() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true, "hosted": [{"title": "Parasite", "virus": 1}]}]}}"#,
        r#""credits": 5, "rig": ["Ice Carver"]"#,
    );
    let enigma = id(&g, "Enigma");
    run_on(&mut g, "hq");
    pass_until(&mut g, "jack_out");
    assert_eq!(zone(&g, enigma), Zone::Archives);
    assert_eq!(g.runner.clicks, 3, "Enigma's subroutines never resolved");
    assert_eq!(g.run.unwrap().encounter, nr_engine::NONE);
}

// Parasite ruling 1 (FAQ): on derezzed (unrezzed) ice Parasite still gains counters but the
// ice has no strength and is not trashed until rezzed again.
#[test]
fn ruling_c01012_1_derezzed_host_is_not_trashed_until_rezzed() {
    let mut g = corp_turn(
        r#""credits": 10, "rd": ["Hedge Fund", "Hedge Fund"], "hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "hosted": [{"title": "Parasite", "virus": 2}]}]}}"#,
        r#""credits": 5"#,
    );
    let (parasite, enigma) = (id(&g, "Parasite"), id(&g, "Enigma"));
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.cards[parasite as usize].virus, 3);
    assert_eq!(zone(&g, enigma), Zone::Ice(HQ));
    run_on(&mut g, "hq");
    pass_until(&mut g, "rez_ice");
    assert_eq!(g.current_side(), Some(Side::Corp));
    only_on(&mut g, ActionKind::Rez, enigma);
    // Rezzed: strength 2 - 3 = 0 or less: trashed with Parasite before the encounter.
    assert_eq!(zone(&g, enigma), Zone::Archives);
    assert_eq!(zone(&g, parasite), Zone::Heap);
    pass_until(&mut g, "jack_out");
    assert_eq!(g.runner.clicks, 3);
}

// Parasite ruling 2 (FAQ): Parasite cannot be hosted on Djinn, only on ice.
#[test]
fn ruling_c01012_2_parasite_not_on_djinn() {
    let mut g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 9, "grip": ["Parasite"], "rig": ["Djinn"]"#,
    );
    let parasite = id(&g, "Parasite");
    install(&mut g, parasite);
    // A single possible host, the ice: not asked.
    assert_ne!(g.decision_name(), "host");
    assert_eq!(g.cards[parasite as usize].host, id(&g, "Enigma"));
    // Nor in a scenario.
    let r = GameState::from_scenario_json(&format!(
        r#"{{"corp": {{"identity": "{HB}"}}, "runner": {{"identity": "{NOISE}",
            "rig": [{{"title": "Djinn", "hosted": ["Parasite"]}}]}}}}"#
    ));
    assert!(r.is_err());
    // And with Djinn but no rezzed ice, it cannot be installed at all.
    let g = runner_turn(
        "",
        r#""credits": 9, "grip": ["Parasite"], "rig": ["Djinn"]"#,
    );
    assert!(legal_on(&g, ActionKind::Install, id(&g, "Parasite")).is_empty());
}

/// Most Wanted List rulings: the MWL is a tournament deckbuilding restriction outside the Core
/// Set rules this engine plays; the printed influence stays and a deck with 3 copies is legal.
fn mwl_not_applied(title: &str, printed_influence: u8) {
    let d = &card_table()[card_by_title(title).unwrap() as usize];
    assert_eq!(d.influence, printed_influence);
    let runner = DeckList {
        identity: NOISE.into(),
        cards: vec![(title.into(), 3), ("Sure Gamble".into(), 5)],
    };
    assert!(GameState::new(&DeckList::default_corp(), &runner, 1).is_ok());
}

// Parasite ruling 3: Most Wanted List level 1: a tournament format of Organized Play, not a rule of the Core Set game.
#[test]
fn ruling_c01012_3_most_wanted_list_not_applied() {
    mwl_not_applied("Parasite", 2);
}

// ----- 01013 Wyrm -----

// Wyrm: lowers the encountered ice's strength, and breaks only ice at 0 strength (3 credits).
#[test]
fn c01013_wyrm_lowers_and_breaks() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 10, "rig": ["Wyrm"]"#,
    );
    let (wyrm, enigma) = (id(&g, "Wyrm"), id(&g, "Enigma"));
    run_to_encounter(&mut g, "hq");
    act(&mut g, ability(wyrm, 0)); // +1 strength: 2
    assert_eq!(strength(&g, wyrm), 2);
    assert_eq!(breaks_offered(&g, wyrm), 0, "Enigma is at 2, not 0");
    act(&mut g, ability(wyrm, 1));
    act(&mut g, ability(wyrm, 1));
    assert_eq!(strength(&g, enigma), 0);
    assert!(
        !g.legal_actions().contains(&ability(wyrm, 1)),
        "nothing left to lower"
    );
    assert_eq!(breaks_offered(&g, wyrm), 2);
    brk(&mut g, wyrm, 0);
    brk(&mut g, wyrm, 1);
    assert_eq!(g.runner.credits, 1);
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(g.runner.clicks, 3, "no subroutine resolved");
    assert_eq!(
        strength(&g, enigma),
        2,
        "the -2 lasted for the encounter only"
    );
}

// Wyrm ruling 1 (FAQ): the strength reduction works only on encountered ice and only while
// Wyrm's strength is at least the ice's.
#[test]
fn ruling_c01013_1_wyrm_lowers_only_encountered_ice_it_matches() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 10, "rig": ["Wyrm"]"#,
    );
    let wyrm = id(&g, "Wyrm");
    assert!(!g.legal_actions().contains(&ability(wyrm, 1)));
    run_on(&mut g, "hq");
    assert!(!g.legal_actions().contains(&ability(wyrm, 1)), "approach");
    pass_until(&mut g, "encounter");
    // Wyrm 1 < Enigma 2.
    assert!(!g.legal_actions().contains(&ability(wyrm, 1)));
    act(&mut g, ability(wyrm, 0));
    assert!(g.legal_actions().contains(&ability(wyrm, 1)));
}

// ----- 01014 Yog.0 -----

// Yog.0: breaks code gate subroutines for 0 credits; strength 3, no strength ability.
#[test]
fn c01014_yog_breaks_code_gates_for_free() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 0, "rig": ["Yog.0"]"#,
    );
    let yog = id(&g, "Yog.0");
    run_to_encounter(&mut g, "hq");
    assert_eq!(breaks_offered(&g, yog), 2);
    brk(&mut g, yog, 0);
    brk(&mut g, yog, 1);
    assert_eq!(g.decision_name(), "jack_out");
    assert_eq!(g.runner.clicks, 3);
    assert!(g.run.is_some_and(|r| !r.ended));

    // Not a barrier breaker; and no strength ability against stronger ice.
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Wall of Static", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Yog.0"]"#,
    );
    run_on(&mut g, "hq");
    // Nothing to decide in the encounter: Wall of Static ended the run.
    assert!(g.run.is_none());
}

// Yog.0 ruling 1: Most Wanted List level 1: a tournament format of Organized Play, not a rule of the Core Set game.
#[test]
fn ruling_c01014_1_most_wanted_list_not_applied() {
    mwl_not_applied("Yog.0", 1);
}

// ----- 01015 Ice Carver -----

// Ice Carver: encountered ice has -1 strength (only while encountered).
#[test]
fn c01015_ice_carver_lowers_encountered_ice() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Ice Carver", {"title": "Datasucker", "virus": 1}]"#,
    );
    let enigma = id(&g, "Enigma");
    assert_eq!(strength(&g, enigma), 2);
    run_on(&mut g, "hq");
    assert_eq!(g.decision_name(), "encounter");
    assert_eq!(strength(&g, enigma), 1);
    pass(&mut g);
    assert!(g.run.is_none());
    assert_eq!(strength(&g, enigma), 2, "only while encountered");
}

// Ice Carver ruling 1: a constant ability, in effect from the start of the encounter: a
// strength-1 breaker can break a strength-2 ice at once, without boosting.
#[test]
fn ruling_c01015_1_applies_as_the_encounter_begins() {
    let mut g = runner_turn(
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Ice Carver", "Wyrm"]"#,
    );
    let wyrm = id(&g, "Wyrm");
    run_to_encounter(&mut g, "hq");
    // Wyrm (1) already matches Enigma (1): its lowering ability is offered without a boost.
    assert!(g.legal_actions().contains(&ability(wyrm, 1)));
    assert!(!g.legal_actions().contains(&ability(wyrm, 0)));
}

// Ice Carver is unique (Rules Reference, "Unique"): a second copy trashes the first.
#[test]
fn c01015_ice_carver_is_unique() {
    let mut g = runner_turn(
        "",
        r#""credits": 5, "grip": ["Ice Carver"], "rig": ["Ice Carver"]"#,
    );
    let old = g.runner.rig[0];
    let new = g.runner.grip[0];
    install(&mut g, new);
    assert_eq!(zone(&g, old), Zone::Heap);
    assert_eq!(g.runner.rig.to_vec(), vec![new]);
}

// ----- 01016 Wyldside -----

// Wyldside: when the Runner's turn begins, draw 2 and lose a click.
#[test]
fn c01016_wyldside_draws_two_and_loses_a_click() {
    let mut g = corp_turn(
        r#""rd": ["Hedge Fund", "Hedge Fund"]"#,
        r#""stack": ["Sure Gamble", "Sure Gamble", "Sure Gamble"], "rig": ["Wyldside"]"#,
    );
    until(&mut g, at_action(Side::Runner));
    assert_eq!(g.runner.grip.len(), 2);
    assert_eq!(g.runner.stack.len(), 1);
    assert_eq!(g.runner.clicks, 3);
}

// Wyldside is unique: a second copy trashes the first.
#[test]
fn c01016_wyldside_is_unique() {
    let mut g = runner_turn(
        "",
        r#""credits": 5, "grip": ["Wyldside"], "rig": ["Wyldside"]"#,
    );
    let old = g.runner.rig[0];
    let x = g.runner.grip[0];
    install(&mut g, x);
    assert_eq!(zone(&g, old), Zone::Heap);
    assert_eq!(g.runner.rig.len(), 1);
}

// Wyldside ruling 1: Most Wanted List level 1: a tournament format of Organized Play, not a rule of the Core Set game.
#[test]
fn ruling_c01016_1_most_wanted_list_not_applied() {
    mwl_not_applied("Wyldside", 3);
}

// ----- 01040 The Personal Touch (Shaper; logic in the Anarch file) -----

// The Personal Touch: only on an icebreaker; the host gets +1 strength; trashed with its host.
#[test]
fn c01040_the_personal_touch_hosted_on_icebreaker_adds_strength() {
    let mut g = runner_turn(
        "",
        r#""credits": 9, "grip": ["The Personal Touch"], "rig": ["Datasucker", "Corroder", "Mimic"]"#,
    );
    let (pt, cor) = (id(&g, "The Personal Touch"), id(&g, "Corroder"));
    install(&mut g, pt);
    assert_eq!(hosts_offered(&g), vec![cor, id(&g, "Mimic")]);
    assert!(legal(&g, ActionKind::Pass).is_empty());
    choose_host(&mut g, cor);
    assert_eq!(g.cards[pt as usize].host, cor);
    assert_eq!(strength(&g, cor), 3);
    // Without an icebreaker it cannot be installed.
    let g = runner_turn(
        "",
        r#""credits": 9, "grip": ["The Personal Touch"], "rig": ["Datasucker"]"#,
    );
    assert!(legal_on(&g, ActionKind::Install, id(&g, "The Personal Touch")).is_empty());
    // In a scenario.
    let g = runner_turn(
        "",
        r#""rig": [{"title": "Yog.0", "hosted": ["The Personal Touch"]}]"#,
    );
    assert_eq!(strength(&g, id(&g, "Yog.0")), 4);
}

// ----- hosting -----

// Rules Reference, "Hosted": a trashed host trashes its hosted cards (here Djinn trashed to
// make room for a program).
#[test]
fn hosting_trashed_host_trashes_hosted_cards() {
    let mut g = runner_turn(
        "",
        r#""credits": 9, "grip": ["Mimic"], "rig": [{"title": "Djinn", "hosted": ["Datasucker", "Medium"]}, "Corroder", "Yog.0", "Wyrm"]"#,
    );
    let (djinn, ds, medium) = (id(&g, "Djinn"), id(&g, "Datasucker"), id(&g, "Medium"));
    assert_eq!(g.memory_used(), 4);
    let x = id(&g, "Mimic");
    install(&mut g, x);
    assert_eq!(g.decision_name(), "memory");
    only_on(&mut g, ActionKind::Trash, djinn);
    for c in [djinn, ds, medium] {
        assert_eq!(zone(&g, c), Zone::Heap);
        assert_eq!(g.cards[c as usize].host, nr_engine::NONE);
    }
    pass(&mut g); // it fits now: no more programs trashed
    assert_eq!(zone(&g, id(&g, "Mimic")), Zone::Rig);
    assert_eq!(g.memory_used(), 4);
}

// Hosting in observations: a hosted card names its host, for both sides.
#[test]
fn hosting_shown_in_observations() {
    let g = runner_turn(
        r#""servers": {"hq": {"ice": [{"title": "Enigma", "rezzed": true, "hosted": ["Parasite"]}]}}"#,
        r#""rig": [{"title": "Djinn", "hosted": ["Datasucker"]}]"#,
    );
    let (enigma, djinn) = (id(&g, "Enigma"), id(&g, "Djinn"));
    for side in [Side::Corp, Side::Runner] {
        let o = obs(&g, side);
        let rig = o["runner"]["rig"].as_array().unwrap();
        let host_of = |t: &str| {
            rig.iter()
                .find(|c| c["title"] == t)
                .map(|c| c["host"].as_u64().unwrap() as u8)
        };
        assert_eq!(host_of("Parasite"), Some(enigma));
        assert_eq!(host_of("Datasucker"), Some(djinn));
    }
}

// Scenario checks: a card that needs a host cannot sit in the rig alone; a host must be able to
// take the card; only installed cards host.
#[test]
fn hosting_scenario_checks() {
    let bad = |runner: &str, corp: &str| {
        GameState::from_scenario_json(&format!(
            r#"{{"corp": {{"identity": "{HB}", {corp}}}, "runner": {{"identity": "{NOISE}", {runner}}}}}"#
        ))
        .is_err()
    };
    assert!(bad(r#""rig": ["Parasite"]"#, r#""credits": 5"#));
    assert!(bad(
        r#""rig": [{"title": "Djinn", "hosted": ["Corroder"]}]"#,
        r#""credits": 5"#
    ));
    assert!(bad(
        r#""rig": [{"title": "Djinn", "hosted": ["Datasucker", "Medium", "Medium", "Datasucker"]}]"#,
        r#""credits": 5"#
    ));
    assert!(bad(
        r#""grip": [{"title": "Djinn", "hosted": ["Datasucker"]}]"#,
        r#""credits": 5"#
    ));
    assert!(bad(
        r#""credits": 5"#,
        r#""servers": {"hq": {"ice": [{"title": "Enigma", "hosted": ["Datasucker"]}]}}"#
    ));
    assert!(!bad(
        r#""rig": [{"title": "Djinn", "hosted": ["Datasucker", "Medium"]}]"#,
        r#""credits": 5"#
    ));
}

// ----- random games -----

fn anarch_runner_deck() -> DeckList {
    let mut cards: Vec<(String, u32)> = card_table()
        .iter()
        .filter(|c| (c.faction == "anarch" || c.faction == "neutral-runner") && c.set == "core")
        .filter(|c| c.card_type != nr_engine::CardType::Identity)
        .map(|c| (c.title.to_string(), c.quantity.max(2) as u32))
        .collect();
    cards.sort();
    DeckList {
        identity: NOISE.into(),
        cards,
    }
}

// Seeded random games with the Anarch cards (Noise deck) against the default Corp deck: every game
// ends, never panics, and keeps places and memory consistent.
#[test]
fn random_games_anarch() {
    use rand_core::{RngCore, SeedableRng};
    let runner = anarch_runner_deck();
    for seed in 0..300u64 {
        let mut g = GameState::new(&DeckList::default_corp(), &runner, seed).unwrap();
        let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5eed);
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
            if steps % 8 == 0 {
                check_places(&g);
                let _ = g.observation_json(Side::Corp);
                let _ = g.observation_json(Side::Runner);
            }
            assert!(g.memory_used() <= g.memory_limit() || g.decision_name() == "memory");
            steps += 1;
            assert!(steps < 20_000, "game too long (seed {seed})");
        }
    }
}
