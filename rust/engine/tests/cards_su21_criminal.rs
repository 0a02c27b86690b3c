//! Scenario tests of the System Update 2021 Criminal cards: Ken "Express" Tenma, Steve
//! Cambridge, Career Fair, Emergency Shutdown, Legwork, Networking, Abagnale, Security Testing,
//! and random games with them.

mod common;
mod sg_criminal;
use common::*;
use nr_engine::{Action, ActionKind, DeckList, EventKind, GameState, Side, Zone};
use sg_criminal::*;

const KEN: &str = "Ken \"Express\" Tenma: Disappeared Clone";
const STEVE: &str = "Steve Cambridge: Master Grifter";

fn pick(card: u8) -> Action {
    Action::new(ActionKind::Mode).card(card)
}

/// Plays on (passing, accessing in order) to the Runner's next action decision.
fn finish_run(g: &mut GameState) {
    to_runner_action(g);
}

/// Cards accessed during the last run that ended.
fn last_accesses(g: &GameState) -> u8 {
    g.last_run.as_ref().expect("a run ended").accessed.total
}

/// The Runner's server choice of Security Testing.
fn choose(g: &mut GameState, server: &str) {
    assert_eq!(g.decision_name(), "choose_server");
    act(g, Action::new(ActionKind::Run).server(srv(server)));
}

// ----- 31013 Ken "Express" Tenma -----

// Ken: the first run event played this turn gains 1 credit, before its run goes on.
#[test]
fn c31013_first_run_event_gains_a_credit_before_the_run() {
    let mut g = runner_turn_as(
        KEN,
        r#""hq": ["Hedge Fund"]"#,
        r#""credits": 4, "grip": ["Legwork", "Legwork"]"#,
    );
    let legwork = ids(&g, "Legwork");
    play(&mut g, legwork[0]);
    assert!(g.run.is_some(), "the run is under way");
    assert_eq!(g.runner.credits, 3, "4 - 2 + 1, already during the run");
    assert!(g.turn_flags.runner_identity_used);
    finish_run(&mut g);
    play(&mut g, legwork[1]);
    assert_eq!(g.runner.credits, 1, "the second run event gains nothing");
}

// Ken: only run events count; another event first does not use the ability.
#[test]
fn c31013_other_events_do_not_count() {
    let mut g = runner_turn_as(
        KEN,
        r#""hq": ["Hedge Fund"]"#,
        r#""credits": 2, "tags": 1, "grip": ["Networking", "Legwork"]"#,
    );
    let c = id(&g, "Networking");
    play(&mut g, c);
    only(&mut g, ActionKind::Pass); // do not take it back
    assert_eq!(g.runner.credits, 2);
    assert!(!g.turn_flags.runner_identity_used);
    let c = id(&g, "Legwork");
    play(&mut g, c);
    assert_eq!(g.runner.credits, 1, "2 - 2 + 1");
}

// Ken: the use comes back on the next turn (Inside Job, a core run event, counts too).
#[test]
fn c31013_once_each_turn() {
    let mut g = runner_turn_as(
        KEN,
        r#""hq": ["Hedge Fund"], "rd": ["Enigma", "Ice Wall", "Hunter"]"#,
        r#""credits": 5, "grip": ["Inside Job"]"#,
    );
    g.turn_flags.runner_identity_used = true;
    let c = id(&g, "Inside Job");
    play(&mut g, c);
    choose_server(&mut g, "hq");
    finish_run(&mut g);
    assert_eq!(g.runner.credits, 3, "used already this turn: 5 - 2");
    until(&mut g, at_action(Side::Corp));
    until(&mut g, at_action(Side::Runner));
    assert!(!g.turn_flags.runner_identity_used, "a new turn");
}

// ----- 31014 Steve Cambridge -----

/// A Steve Cambridge position: HQ holds a card, the heap the given cards.
fn steve(heap: &str, rig: &str) -> GameState {
    runner_turn_as(
        STEVE,
        r#""hq": ["Hedge Fund", "Enigma"]"#,
        &format!(r#""credits": 5, "heap": [{heap}], "rig": [{rig}]"#),
    )
}

// Steve: the Runner picks 2 heap cards, the Corp removes one, the other goes to the grip.
#[test]
fn c31014_corp_removes_one_runner_keeps_the_other() {
    let mut g = steve(r#""Sure Gamble", "Easy Mark", "Inside Job""#, "");
    let (gamble, mark) = (id(&g, "Sure Gamble"), id(&g, "Easy Mark"));
    run_on(&mut g, "hq");
    pass_until(&mut g, "choose_card");
    assert_eq!(g.current_side(), Some(Side::Runner));
    assert_eq!(legal(&g, ActionKind::Mode).len(), 3);
    assert!(!legal(&g, ActionKind::Pass).is_empty(), "may decline");
    act(&mut g, pick(gamble));
    assert!(legal(&g, ActionKind::Mode).iter().all(|a| a.card != gamble));
    act(&mut g, pick(mark));
    assert_eq!(g.current_side(), Some(Side::Corp), "the Corp picks");
    assert!(!g.turn_flags.breached_hq, "before the breach");
    assert_eq!(g.decision_name(), "choose_card");
    let offered: Vec<u8> = legal(&g, ActionKind::Mode).iter().map(|a| a.card).collect();
    assert_eq!(offered, [gamble, mark]);
    assert!(legal(&g, ActionKind::Pass).is_empty());
    act(&mut g, pick(gamble));
    assert_eq!(zone(&g, gamble), Zone::Removed);
    assert_eq!(zone(&g, mark), Zone::Grip);
    assert_eq!(zone(&g, id(&g, "Inside Job")), Zone::Heap);
}

// Steve: "you may": declining changes nothing, and the second successful HQ run of the turn is
// not the first.
#[test]
fn c31014_only_the_first_successful_hq_run() {
    let mut g = steve(r#""Sure Gamble", "Easy Mark""#, "");
    run_on(&mut g, "hq");
    pass_until(&mut g, "choose_card");
    pass(&mut g);
    finish_run(&mut g);
    assert_eq!(g.runner.heap.len(), 2);
    run_on(&mut g, "hq");
    let c = pick(id(&g, "Easy Mark"));
    pass_until_without(&mut g, "action", c);
    assert_eq!(g.runner.heap.len(), 2);
}

// Steve: a successful run on another server, or an unsuccessful one on HQ, does not count.
#[test]
fn c31014_other_servers_and_unsuccessful_runs_do_not_count() {
    let mut g = runner_turn_as(
        STEVE,
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 5, "heap": ["Sure Gamble", "Easy Mark"]"#,
    );
    run_on(&mut g, "archives");
    finish_run(&mut g);
    run_on(&mut g, "hq");
    finish_run(&mut g); // Ice Wall ends the run
    assert!(!g.turn_flags.successful_hq_run);
    assert_eq!(g.runner.heap.len(), 2);
    assert_eq!(g.runner.grip.len(), 0);
}

// Steve: two copies of a title: after the first, the other copy is offered; the Corp's choice
// between identical cards is not asked.
#[test]
fn c31014_two_copies() {
    let mut g = steve(r#""Sure Gamble", "Sure Gamble""#, "");
    let gambles = ids(&g, "Sure Gamble");
    run_on(&mut g, "hq");
    pass_until(&mut g, "choose_card");
    assert_eq!(legal(&g, ActionKind::Mode).len(), 1, "one per title");
    // The second copy is the only other card, and the Corp's pick between identical cards has
    // a single outcome: neither is asked.
    act(&mut g, pick(gambles[0]));
    assert_ne!(g.decision_name(), "choose_card");
    let zones: Vec<Zone> = gambles.iter().map(|&c| zone(&g, c)).collect();
    assert!(zones.contains(&Zone::Grip) && zones.contains(&Zone::Removed));
}

// Bad input: a card outside the heap, or the same card twice, is refused and changes nothing.
#[test]
fn c31014_illegal_choices_are_refused() {
    let mut g = steve(r#""Sure Gamble", "Easy Mark", "Inside Job""#, "");
    let gamble = id(&g, "Sure Gamble");
    run_on(&mut g, "hq");
    pass_until(&mut g, "choose_card");
    let before = g.to_json();
    assert!(g.apply(pick(id(&g, "Hedge Fund"))).is_err());
    assert_eq!(g.to_json(), before);
    act(&mut g, pick(gamble));
    let before = g.to_json();
    assert!(g.apply(pick(gamble)).is_err(), "the same card twice");
    assert!(
        g.apply(Action::new(ActionKind::Pass)).is_err(),
        "committed to two"
    );
    assert_eq!(g.to_json(), before);
}

// Ruling 1: with fewer than 2 cards in the heap, nothing happens.
#[test]
fn ruling_c31014_1_fewer_than_two_heap_cards() {
    let mut g = steve(r#""Sure Gamble""#, "");
    run_on(&mut g, "hq");
    let c = pick(id(&g, "Sure Gamble"));
    pass_until_without(&mut g, "action", c);
    assert_eq!(zone(&g, id(&g, "Sure Gamble")), Zone::Heap);
}

// Ruling 2: the run event that made the run is in the play area, not the heap: it cannot be
// chosen (here it would be the second card).
#[test]
fn ruling_c31014_2_the_run_event_is_not_in_the_heap() {
    let mut g = runner_turn_as(
        STEVE,
        r#""hq": ["Hedge Fund", "Enigma", "Ice Wall", "Hunter"]"#,
        r#""credits": 5, "heap": ["Sure Gamble"], "grip": ["Legwork"]"#,
    );
    let legwork = id(&g, "Legwork");
    play(&mut g, legwork);
    pass_until_without(&mut g, "action", pick(legwork));
    assert!(g.turn_flags.successful_hq_run);
    assert_eq!(zone(&g, id(&g, "Sure Gamble")), Zone::Heap);
}

// Ruling 3: Steve and another successful-run ability (Pennyshaver) trigger together: the Runner
// orders them.
#[test]
fn ruling_c31014_3_the_runner_orders_it_with_other_abilities() {
    let mut g = steve(r#""Sure Gamble", "Easy Mark""#, r#""Pennyshaver""#);
    let penny = id(&g, "Pennyshaver");
    run_on(&mut g, "hq");
    pass_until(&mut g, "order_triggers");
    assert_eq!(g.current_side(), Some(Side::Runner));
    let first = legal(&g, ActionKind::Order)
        .into_iter()
        .find(|a| a.card == penny)
        .expect("Pennyshaver may go first");
    act(&mut g, first);
    assert_eq!(
        g.cards[penny as usize].credits, 1,
        "Pennyshaver resolved first"
    );
    assert_eq!(g.decision_name(), "choose_card");
}

// Ruling 4: a card returned to the grip by Steve was not there as the run became successful:
// Docklands Pass, now in the grip, gives no extra access to this breach.
#[test]
fn ruling_c31014_4_the_returned_card_missed_this_run() {
    let mut g = steve(r#""Docklands Pass", "Easy Mark""#, "");
    let (pass_card, mark) = (id(&g, "Docklands Pass"), id(&g, "Easy Mark"));
    run_on(&mut g, "hq");
    pass_until(&mut g, "choose_card");
    act(&mut g, pick(pass_card)); // Easy Mark, the only other card, comes with it
    assert_eq!(g.current_side(), Some(Side::Corp));
    act(&mut g, pick(mark)); // the Corp removes Easy Mark
    assert_eq!(zone(&g, pass_card), Zone::Grip);
    finish_run(&mut g);
    assert_eq!(last_accesses(&g), 1, "one access only");
}

// ----- 31015 Career Fair -----

// Career Fair: installs a resource from the grip 3 credits cheaper (Crash Space, 2, for 0).
#[test]
fn c31015_installs_a_resource_paying_3_less() {
    let mut g = runner_turn_as(
        KEN,
        "",
        r#""credits": 1, "grip": ["Career Fair", "Crash Space", "Corroder"]"#,
    );
    let (fair, space) = (id(&g, "Career Fair"), id(&g, "Crash Space"));
    play(&mut g, fair);
    assert_eq!(g.decision_name(), "choose_card");
    assert_eq!(
        legal(&g, ActionKind::Install),
        [Action::new(ActionKind::Install).card(space)],
        "resources only"
    );
    act(&mut g, Action::new(ActionKind::Install).card(space));
    assert_eq!(zone(&g, space), Zone::Rig);
    assert_eq!(g.runner.credits, 1, "the cost never goes below 0");
    assert_eq!(zone(&g, fair), Zone::Heap);
}

// Career Fair: with no resource it could install, it cannot be played; the discount counts
// toward affordability (Data Dealer 0, Crash Space 2 with 0 credits).
#[test]
fn c31015_needs_an_installable_resource() {
    let g = runner_turn_as(
        KEN,
        "",
        r#""credits": 0, "grip": ["Career Fair", "Corroder"]"#,
    );
    assert!(legal_on(&g, ActionKind::Play, id(&g, "Career Fair")).is_empty());
    let g = runner_turn_as(
        KEN,
        "",
        r#""credits": 0, "grip": ["Career Fair", "Crash Space"]"#,
    );
    assert!(legal_on(&g, ActionKind::Install, id(&g, "Crash Space")).is_empty());
    assert_eq!(
        legal_on(&g, ActionKind::Play, id(&g, "Career Fair")).len(),
        1
    );
}

// Bad input: a program cannot be installed through Career Fair.
#[test]
fn c31015_a_program_is_refused() {
    let mut g = runner_turn_as(
        KEN,
        "",
        r#""credits": 5, "grip": ["Career Fair", "Crash Space", "Corroder", "Data Dealer"]"#,
    );
    let c = id(&g, "Career Fair");
    play(&mut g, c);
    let before = g.to_json();
    assert!(g
        .apply(Action::new(ActionKind::Install).card(id(&g, "Corroder")))
        .is_err());
    assert_eq!(g.to_json(), before);
    assert_eq!(legal(&g, ActionKind::Install).len(), 2);
}

// ----- 31016 Emergency Shutdown -----

/// A Runner turn with rezzed Enigma on R&D and rezzed Ice Wall on HQ.
fn shutdown_game() -> GameState {
    runner_turn_as(
        KEN,
        r#""hq": ["Hedge Fund"], "servers": {"rd": {"ice": [{"title": "Enigma", "rezzed": true}, "Hunter"]}}"#,
        r#""credits": 5, "grip": ["Emergency Shutdown"]"#,
    )
}

// Emergency Shutdown: after a successful HQ run, the Runner derezzes a rezzed piece of ice.
#[test]
fn c31016_derezzes_a_piece_of_ice() {
    let mut g = shutdown_game();
    let (shutdown, enigma) = (id(&g, "Emergency Shutdown"), id(&g, "Enigma"));
    assert!(
        legal_on(&g, ActionKind::Play, shutdown).is_empty(),
        "no HQ run yet"
    );
    run_on(&mut g, "hq");
    finish_run(&mut g);
    play(&mut g, shutdown);
    // Rezzed ice only: Enigma is the single outcome, derezzed without a question.
    assert_ne!(g.decision_name(), "choose_ice");
    assert!(!rezzed(&g, enigma));
    assert!(!g.cards[enigma as usize].rezzed);
    assert_eq!(zone(&g, enigma), Zone::Ice(srv("rd")));
    assert_eq!(zone(&g, shutdown), Zone::Heap);
}

// Emergency Shutdown: a successful run elsewhere does not allow it; nor does a position with no
// rezzed ice.
#[test]
fn c31016_needs_an_hq_run_and_rezzed_ice() {
    let mut g = shutdown_game();
    run_on(&mut g, "archives");
    finish_run(&mut g);
    assert!(legal_on(&g, ActionKind::Play, id(&g, "Emergency Shutdown")).is_empty());
    let mut g = runner_turn_as(
        KEN,
        r#""hq": ["Hedge Fund"]"#,
        r#""grip": ["Emergency Shutdown"]"#,
    );
    run_on(&mut g, "hq");
    finish_run(&mut g);
    assert!(g.turn_flags.successful_hq_run);
    assert!(legal_on(&g, ActionKind::Play, id(&g, "Emergency Shutdown")).is_empty());
}

// Bad input: unrezzed ice cannot be chosen.
#[test]
fn c31016_unrezzed_ice_is_refused() {
    let mut g = shutdown_game();
    run_on(&mut g, "hq");
    finish_run(&mut g);
    let c = id(&g, "Emergency Shutdown");
    play(&mut g, c);
    let before = g.to_json();
    assert!(g.apply(pick(id(&g, "Hunter"))).is_err());
    assert_eq!(g.to_json(), before);
}

// Ruling 1: a run on HQ that was not successful (here Ice Wall ends it) does not allow it.
#[test]
fn ruling_c31016_1_an_unsuccessful_hq_run_does_not_count() {
    let mut g = runner_turn_as(
        KEN,
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""grip": ["Emergency Shutdown"]"#,
    );
    run_on(&mut g, "hq");
    finish_run(&mut g);
    assert!(g.turn_flags.made_run && !g.turn_flags.successful_hq_run);
    assert!(legal_on(&g, ActionKind::Play, id(&g, "Emergency Shutdown")).is_empty());
}

// ----- 31019 Legwork -----

// Legwork: a run on HQ accessing 3 cards.
#[test]
fn c31019_accesses_two_more_hq_cards() {
    let mut g = runner_turn_as(
        KEN,
        r#""hq": ["Hedge Fund", "Enigma", "Ice Wall", "Hunter"]"#,
        r#""credits": 2, "grip": ["Legwork"]"#,
    );
    let c = id(&g, "Legwork");
    play(&mut g, c);
    assert_eq!(g.run.map(|r| r.server), Some(srv("hq")));
    finish_run(&mut g);
    let seen = g
        .corp
        .hq
        .iter()
        .filter(|&&c| known_to_runner(&g, c))
        .count();
    assert_eq!(seen, 3);
    assert_eq!(zone(&g, id(&g, "Legwork")), Zone::Heap);
    assert_eq!(last_accesses(&g), 3);
    // A later HQ run of the same turn is a plain one.
    run_on(&mut g, "hq");
    finish_run(&mut g);
    assert_eq!(last_accesses(&g), 1);
}

// Legwork: an unsuccessful run accesses nothing.
#[test]
fn c31019_unsuccessful_run_accesses_nothing() {
    let mut g = runner_turn_as(
        KEN,
        r#""hq": ["Hedge Fund", "Enigma"], "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 2, "grip": ["Legwork"]"#,
    );
    let c = id(&g, "Legwork");
    play(&mut g, c);
    finish_run(&mut g);
    assert!(g.corp.hq.iter().all(|&c| !known_to_runner(&g, c)));
}

// ----- 31020 Networking -----

// Networking: removes a tag, then 1 credit puts it back in the grip.
#[test]
fn c31020_removes_a_tag_and_comes_back_for_a_credit() {
    let mut g = runner_turn_as(
        KEN,
        "",
        r#""credits": 3, "tags": 2, "grip": ["Networking"]"#,
    );
    let net = id(&g, "Networking");
    play(&mut g, net);
    assert_eq!(g.runner.tags, 1);
    assert_eq!(g.decision_name(), "mode");
    let back = Action::new(ActionKind::Mode).card(net).target(0);
    assert_eq!(
        g.label(&back),
        "Networking: pay 1 credit to add it back to the grip"
    );
    act(&mut g, back);
    assert_eq!(g.runner.credits, 2);
    assert_eq!(zone(&g, net), Zone::Grip);
    assert_eq!(g.decision_name(), "action");
    assert_eq!(g.runner.clicks, 3);
}

// Networking: declining, or having no credit, lets it go to the heap; untagged, it still plays.
#[test]
fn c31020_declined_or_unaffordable_goes_to_the_heap() {
    let mut g = runner_turn_as(
        KEN,
        "",
        r#""credits": 3, "tags": 1, "grip": ["Networking"]"#,
    );
    let net = id(&g, "Networking");
    play(&mut g, net);
    only(&mut g, ActionKind::Pass);
    assert_eq!((g.runner.tags, g.runner.credits), (0, 3));
    assert_eq!(zone(&g, net), Zone::Heap);
    let mut g = runner_turn_as(KEN, "", r#""credits": 0, "grip": ["Networking"]"#);
    let net = id(&g, "Networking");
    play(&mut g, net);
    assert_eq!(g.decision_name(), "action", "nothing to decide");
    assert_eq!(g.runner.tags, 0);
    assert_eq!(zone(&g, net), Zone::Heap);
}

// Ruling 1: back in the grip, Networking is not trashed (no card goes to the heap).
#[test]
fn ruling_c31020_1_added_to_the_grip_it_is_not_trashed() {
    let mut g = runner_turn_as(
        KEN,
        "",
        r#""credits": 1, "tags": 1, "grip": ["Networking"]"#,
    );
    let net = id(&g, "Networking");
    play(&mut g, net);
    mode(&mut g, net, 0);
    assert!(g.runner.heap.is_empty());
    assert_eq!(g.runner.grip.as_slice(), [net]);
    g.check_invariants().unwrap();
}

// ----- 31021 Abagnale -----

/// A run on HQ protected by `ice` (rezzed), with Abagnale installed, at the encounter.
fn abagnale_at(ice: &str, credits: u32) -> GameState {
    let mut g = runner_turn_as(
        KEN,
        &format!(
            r#""hq": ["Hedge Fund"], "servers": {{"hq": {{"ice": [{{"title": "{ice}", "rezzed": true}}]}}}}"#
        ),
        &format!(r#""credits": {credits}, "rig": ["Abagnale"]"#),
    );
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    g
}

// Abagnale: 1 credit per code gate subroutine at strength 2 (Enigma).
#[test]
fn c31021_breaks_code_gate_subroutines() {
    let mut g = abagnale_at("Enigma", 2);
    let abagnale = id(&g, "Abagnale");
    brk(&mut g, abagnale, 0);
    brk(&mut g, abagnale, 1);
    assert_eq!(g.runner.credits, 0);
    finish_run(&mut g);
    assert_eq!(g.runner.clicks, 3, "no subroutine resolved");
    assert!(g.turn_flags.successful_hq_run);
}

// Abagnale: 2 credits for +2 strength (Tollbooth, strength 5: two boosts reach 6).
#[test]
fn c31021_boosts_two_strength_for_two_credits() {
    let mut g = abagnale_at("Tollbooth", 10);
    let abagnale = id(&g, "Abagnale");
    // Tollbooth's toll (3 credits) was paid on encounter.
    assert_eq!(g.runner.credits, 7);
    act(&mut g, ability(abagnale, 0));
    assert_eq!(g.current_strength(abagnale), Some(4));
    act(&mut g, ability(abagnale, 0));
    assert_eq!(g.current_strength(abagnale), Some(6));
    assert_eq!(g.runner.credits, 3);
    brk(&mut g, abagnale, 0);
    assert_eq!(g.runner.credits, 2);
}

// Abagnale: trashing it bypasses the encountered code gate: no subroutine resolves.
#[test]
fn c31021_trash_to_bypass_a_code_gate() {
    let mut g = abagnale_at("Enigma", 0);
    let abagnale = id(&g, "Abagnale");
    assert!(
        legal(&g, ActionKind::Break).is_empty(),
        "no credit to break"
    );
    let bypass = ability(abagnale, 1);
    assert!(g.label(&bypass).contains("bypass"), "{}", g.label(&bypass));
    let enigma = id(&g, "Enigma");
    g.set_events(true);
    act(&mut g, bypass);
    assert_eq!(zone(&g, abagnale), Zone::Heap);
    // Event log: the bypass is recorded, naming the ice (Rules Reference, "Bypass").
    let events = g.take_events();
    assert!(
        events
            .iter()
            .any(|e| e.kind == EventKind::IceBypassed && e.card == enigma),
        "{events:?}"
    );
    finish_run(&mut g);
    assert_eq!(g.runner.clicks, 3, "Enigma's subroutines did not resolve");
    assert!(g.turn_flags.successful_hq_run);
}

// Abagnale: neither its break nor its bypass works on a barrier (Ice Wall); bad input refused.
#[test]
fn c31021_only_code_gates() {
    let mut g = runner_turn_as(
        KEN,
        r#""hq": ["Hedge Fund"], "servers": {"hq": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}"#,
        r#""credits": 5, "rig": ["Abagnale"]"#,
    );
    let abagnale = id(&g, "Abagnale");
    run_on(&mut g, "hq");
    // Nothing to do at the encounter: the window is not even asked; Ice Wall ends the run.
    pass_until_without(&mut g, "action", ability(abagnale, 1));
    assert!(!g.turn_flags.successful_hq_run);
    assert_eq!(zone(&g, abagnale), Zone::Rig);
    let before = g.to_json();
    assert!(g.apply(ability(abagnale, 1)).is_err());
    assert_eq!(g.to_json(), before);
}

// ----- 31024 Security Testing -----

/// The start of a Runner turn with Security Testing (and `rig`) installed.
fn testing_turn(rig: &str, corp: &str) -> GameState {
    game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "hq": ["Hedge Fund", "Enigma", "Ice Wall"], {corp}}},
            "runner": {{"identity": "{}", "credits": 0,
                        "rig": ["Security Testing"{rig}]}},
            "active": "runner", "turn": 2, "phase": "turn_start"}}"#,
        KEN.replace('"', "\\\"")
    ))
}

/// Plays to Security Testing's choice and chooses `server`.
fn testing_chooses(g: &mut GameState, server: &str) {
    pass_until(g, "choose_server");
    choose(g, server);
    pass_until(g, "action");
}

// Security Testing: chose HQ; the first successful HQ run gains 2 credits instead of a breach,
// which cannot be declined.
#[test]
fn c31024_gains_two_instead_of_breaching() {
    let mut g = testing_turn("", r#""credits": 5"#);
    let testing = id(&g, "Security Testing");
    pass_until(&mut g, "choose_server");
    assert_eq!(g.current_side(), Some(Side::Runner));
    let servers: Vec<u8> = legal(&g, ActionKind::Run)
        .iter()
        .map(|a| a.server)
        .collect();
    assert_eq!(servers, [srv("hq"), srv("rd"), srv("archives")]);
    assert!(!legal(&g, ActionKind::Pass).is_empty(), "may choose none");
    choose(&mut g, "hq");
    pass_until(&mut g, "action");
    run_on(&mut g, "hq");
    pass_until(&mut g, "replace_access");
    let gain = Action::new(ActionKind::Mode).card(testing).target(0);
    assert_eq!(
        g.legal_actions().as_slice(),
        [gain],
        "no pass: not optional"
    );
    act(&mut g, gain);
    finish_run(&mut g);
    assert_eq!(g.runner.credits, 2);
    assert!(
        g.corp.hq.iter().all(|&c| !known_to_runner(&g, c)),
        "no access"
    );
    assert!(g.turn_flags.successful_hq_run, "still a successful run");
    assert!(!g.turn_flags.breached_hq);
}

// Security Testing: only the first successful run on the chosen server; other servers breach as
// usual.
#[test]
fn c31024_only_the_first_successful_run_on_the_chosen_server() {
    let mut g = testing_turn("", r#""credits": 5, "archives": ["Hedge Fund"]"#);
    testing_chooses(&mut g, "archives");
    run_on(&mut g, "hq");
    finish_run(&mut g);
    assert_eq!(g.runner.credits, 0, "HQ was not chosen");
    run_on(&mut g, "archives");
    pass_until(&mut g, "replace_access");
    only(&mut g, ActionKind::Mode);
    finish_run(&mut g);
    assert_eq!(g.runner.credits, 2);
    run_on(&mut g, "archives");
    finish_run(&mut g);
    assert_eq!(g.runner.credits, 2, "the second run breaches");
    assert!(g.corp.archives.iter().all(|&c| known_to_runner(&g, c)));
}

// Security Testing: an unsuccessful run on the chosen server does not use it; declining the
// choice chooses nothing; the choice is made again each turn.
#[test]
fn c31024_unsuccessful_runs_and_no_choice() {
    let mut g = testing_turn(
        "",
        r#""credits": 5, "servers": {"rd": {"ice": [{"title": "Ice Wall", "rezzed": true}]}}, "rd": ["Hunter"]"#,
    );
    testing_chooses(&mut g, "rd");
    run_on(&mut g, "rd");
    finish_run(&mut g); // Ice Wall ends it
    assert_eq!(
        g.turn_flags.servers_chosen[0],
        (id(&g, "Security Testing"), srv("rd") + 1)
    );
    until(&mut g, at_action(Side::Corp));
    assert_eq!(g.turn_flags.servers_chosen, [(0, 0); 3], "a new turn");
    let mut g = testing_turn("", r#""credits": 5"#);
    pass_until(&mut g, "choose_server");
    only(&mut g, ActionKind::Pass);
    pass_until(&mut g, "action");
    run_on(&mut g, "hq");
    finish_run(&mut g);
    assert_eq!(g.runner.credits, 0);
}

// Security Testing and another replacement (Account Siphon's run on HQ): the Runner picks which
// applies (Rules Reference, "Replacement Effects"), but cannot decline both.
#[test]
fn c31024_the_runner_picks_between_replacements() {
    let mut g = testing_turn(r#"], "grip": ["Account Siphon""#, r#""credits": 5"#);
    let (testing, siphon) = (id(&g, "Security Testing"), id(&g, "Account Siphon"));
    testing_chooses(&mut g, "hq");
    let c = siphon;
    play(&mut g, c);
    pass_until(&mut g, "replace_access");
    let offered: Vec<u8> = g.legal_actions().iter().map(|a| a.card).collect();
    assert!(offered.contains(&testing) && offered.contains(&siphon));
    assert!(legal(&g, ActionKind::Pass).is_empty());
    act(
        &mut g,
        Action::new(ActionKind::Mode).card(testing).target(0),
    );
    finish_run(&mut g);
    assert_eq!(
        g.runner.credits, 3,
        "1 from Ken (a run event), 2 from Security Testing"
    );
    assert_eq!(
        g.runner.tags, 0,
        "Account Siphon's replacement did not apply"
    );
}

// A Security Testing installed again is a new card: the server chosen by its earlier self is
// forgotten (here a leftover choice recorded for its id is cleared as it is installed).
#[test]
fn c31024_a_card_installed_again_has_no_choice() {
    let mut g = runner_turn_as(
        KEN,
        r#""hq": ["Hedge Fund"]"#,
        r#""credits": 5, "grip": ["Security Testing"]"#,
    );
    let testing = id(&g, "Security Testing");
    g.turn_flags.servers_chosen[0] = (testing, srv("hq") + 1);
    install(&mut g, testing);
    assert_eq!(g.turn_flags.servers_chosen, [(0, 0); 3]);
    run_on(&mut g, "hq");
    finish_run(&mut g);
    assert_eq!(last_accesses(&g), 1, "a normal breach");
}

// Bad input: a server that does not exist cannot be chosen.
#[test]
fn c31024_a_missing_server_is_refused() {
    let mut g = testing_turn("", r#""credits": 5"#);
    pass_until(&mut g, "choose_server");
    let before = g.to_json();
    assert!(g
        .apply(Action::new(ActionKind::Run).server(srv("remote1")))
        .is_err());
    assert_eq!(g.to_json(), before);
}

// Ruling 1: trashed during the run on the chosen server (Ansel 1.0's first subroutine), it no
// longer replaces the breach.
#[test]
fn ruling_c31024_1_trashed_during_the_run_it_does_nothing() {
    let mut g = testing_turn(
        "",
        r#""credits": 5, "servers": {"hq": {"ice": [{"title": "Ansel 1.0", "rezzed": true}]}}"#,
    );
    let testing = id(&g, "Security Testing");
    testing_chooses(&mut g, "hq");
    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    pass(&mut g); // Ansel's subroutines resolve: the Corp trashes the only Runner card
    for _ in 0..16 {
        if g.decision_name() == "action" || g.decision_name() == "access" {
            break;
        }
        pass(&mut g);
    }
    assert_eq!(zone(&g, testing), Zone::Heap);
    assert!(g.turn_flags.successful_hq_run);
    assert!(g.turn_flags.breached_hq, "the breach happened");
    assert_eq!(g.runner.credits, 0);
}

// Ruling 2: a breach replaced by Security Testing is no breach: Docklands Pass still adds its
// access to the first real breach of HQ later this turn.
#[test]
fn ruling_c31024_2_a_replaced_breach_is_not_a_breach() {
    let mut g = testing_turn(r#", "Docklands Pass""#, r#""credits": 5"#);
    testing_chooses(&mut g, "hq");
    run_on(&mut g, "hq");
    pass_until(&mut g, "replace_access");
    only(&mut g, ActionKind::Mode);
    finish_run(&mut g);
    assert_eq!(last_accesses(&g), 0);
    run_on(&mut g, "hq");
    finish_run(&mut g);
    assert_eq!(last_accesses(&g), 2, "Docklands Pass's extra access");
}

// ----- hidden information -----

// Steve Cambridge and Career Fair handle only public cards (heap, installs): each side's
// observation is unchanged by a redeal of what it has not seen at every decision.
#[test]
fn c31014_choices_leak_nothing() {
    let mut g = runner_turn_as(
        STEVE,
        r#""hq": ["Hedge Fund", "Enigma"], "rd": ["Ice Wall", "Hunter"]"#,
        r#""credits": 5, "heap": ["Sure Gamble", "Easy Mark"], "grip": ["Career Fair", "Crash Space"], "stack": ["Legwork", "Networking"]"#,
    );
    let check = |g: &GameState, n: u64| {
        for side in [Side::Corp, Side::Runner] {
            let other = g.determinize(side, n);
            assert_eq!(g.observation_json(side), other.observation_json(side));
        }
    };
    run_on(&mut g, "hq");
    pass_until(&mut g, "choose_card");
    check(&g, 1);
    let c = pick(id(&g, "Sure Gamble"));
    act(&mut g, c);
    check(&g, 2);
    assert_eq!(g.current_side(), Some(Side::Corp));
    let c = pick(id(&g, "Easy Mark"));
    act(&mut g, c);
    finish_run(&mut g);
    let c = id(&g, "Career Fair");
    play(&mut g, c);
    check(&g, 4);
}

// ----- random games -----

/// A deck of `identity` with every card of this file at 3 copies, filled with Core Criminal
/// cards to 45.
fn deck(identity: &str) -> DeckList {
    let cards: Vec<(String, u32)> = [
        ("Career Fair", 3),
        ("Emergency Shutdown", 3),
        ("Legwork", 3),
        ("Networking", 3),
        ("Abagnale", 3),
        ("Security Testing", 3),
        ("Sure Gamble", 3),
        ("Account Siphon", 3),
        ("Easy Mark", 3),
        ("Inside Job", 3),
        ("Special Order", 3),
        ("Bank Job", 3),
        ("Crash Space", 3),
        ("Data Dealer", 2),
        ("Aurora", 2),
        ("Femme Fatale", 2),
    ]
    .iter()
    .map(|(t, n)| (t.to_string(), *n))
    .collect();
    DeckList {
        identity: identity.into(),
        cards,
    }
}

#[test]
fn c31013_random_games_with_the_criminal_cards() {
    let corp = DeckList::default_corp();
    for (k, identity) in [KEN, STEVE].iter().enumerate() {
        let runner = deck(identity);
        for seed in 0..110u64 {
            let seed = seed + 1000 * k as u64;
            let g = random_game(&corp, &runner, seed, seed.is_multiple_of(10));
            g.check_invariants()
                .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            check_places(&g);
            assert!(g.is_over());
        }
    }
}
