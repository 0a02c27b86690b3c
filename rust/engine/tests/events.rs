//! The event log (issue 12, "Events"; docs/events.md): what is recorded, in order, with the
//! right fields; what each side may see of it; that it never drops and allocates nothing.

mod common;

use common::*;
use nr_engine::{
    Action, ActionKind, DeckList, EventKind, GameState, LogEvent, Side, STARTER_DECKS,
};
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// Plays a random game with events on, draining after every decision; returns the events.
fn random_events(corp: &str, runner: &str, seed: u64) -> (GameState, Vec<LogEvent>) {
    let mut g = GameState::new_with_events(
        &DeckList::starter(corp).unwrap(),
        &DeckList::starter(runner).unwrap(),
        seed,
    )
    .unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut events: Vec<LogEvent> = g.take_events().to_vec();
    while !g.is_over() {
        let legal = g.legal_actions();
        let a = legal[(rng.next_u64() % legal.len() as u64) as usize];
        g.apply(a).unwrap();
        events.extend_from_slice(&g.take_events());
        assert_eq!(g.events_dropped(), 0, "{corp} vs {runner} seed {seed}");
    }
    (g, events)
}

#[test]
#[ignore]
fn print_a_game() {
    let (_, events) = random_events("jinteki", "shaper", 3);
    for e in &events {
        println!("{:<60} | {}", e.text(None), e.text(Some(Side::Runner)));
    }
}

/// The kinds of `events`, in order.
fn kinds(events: &[LogEvent]) -> Vec<EventKind> {
    events.iter().map(|e| e.kind).collect()
}

/// Position of the first event of `kind` at or after `from`.
fn find(events: &[LogEvent], from: usize, kind: EventKind) -> usize {
    events[from..]
        .iter()
        .position(|e| e.kind == kind)
        .map(|i| i + from)
        .unwrap_or_else(|| panic!("no {kind:?} after {from} in {:?}", kinds(events)))
}

/// A Runner turn: Neural Katana (3 net damage) rezzed on HQ, a Priority Requisition in HQ, and
/// a grip of four cards; events on.
fn katana_on_hq() -> GameState {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "hq": ["Priority Requisition"],
              "servers": {{"hq": {{"ice": [{{"title": "Neural Katana", "rezzed": true}}]}}}}}},
            "runner": {{"identity": "Noise: Hacker Extraordinaire", "credits": 5,
              "grip": ["Sure Gamble", "Diesel", "Easy Mark", "Armitage Codebusting"]}},
            "active": "runner", "turn": 2}}"#
    ));
    g.set_events(true);
    g
}

// Issue 12 "Done means": a scripted game's events contain, in order, a successful HQ run with
// its access, the net damage of a subroutine with the cards it trashed, and a steal (Rules
// Reference, "Timing Structure of a Run" [1]-[7]; "Damage"; "Steal").
#[test]
fn scripted_hq_run_records_encounter_damage_access_and_steal_in_order() {
    let mut g = katana_on_hq();
    let katana = id(&g, "Neural Katana");
    let agenda = id(&g, "Priority Requisition");
    run_on(&mut g, "hq");
    until(&mut g, |g| g.run.is_none() || g.is_over());
    let ev = g.take_events().to_vec();
    let begin = find(&ev, 0, EventKind::RunBegins);
    assert_eq!(ev[begin].place, srv("hq"));
    assert_eq!(
        ev[begin - 1].kind,
        EventKind::ClicksSpent,
        "the run's click first"
    );
    let approach = find(&ev, begin, EventKind::IceApproached);
    assert_eq!(ev[approach].card, katana);
    let enc = find(&ev, approach, EventKind::IceEncountered);
    assert_eq!(ev[enc].card, katana);
    let fired = find(&ev, enc, EventKind::SubroutineFired);
    assert_eq!((ev[fired].card, ev[fired].extra), (katana, 0));
    let dmg = find(&ev, fired, EventKind::Damage);
    assert_eq!(
        (ev[dmg].amount, ev[dmg].extra, ev[dmg].place),
        (3, 0, 0),
        "3 net, none prevented"
    );
    // Each card the damage trashed, from the grip, each now in the heap.
    let trashed: Vec<&LogEvent> = ev[dmg + 1..dmg + 4].iter().collect();
    for t in &trashed {
        assert_eq!(t.kind, EventKind::Trashed);
        assert_eq!(t.extra, nr_engine::TrashCause::NetDamage as u16);
        assert_eq!(t.place, nr_engine::place_code(nr_engine::Zone::Grip));
        assert_eq!(g.cards[t.card as usize].zone, nr_engine::Zone::Heap);
        assert!(
            t.card_seen(Some(Side::Corp)).unwrap().title.is_some(),
            "trashed faceup"
        );
    }
    assert_eq!(g.runner.heap.len(), 3);
    let passed = find(&ev, dmg, EventKind::IcePassed);
    assert_eq!(ev[passed].card, katana);
    let ok = find(&ev, passed, EventKind::RunSuccessful);
    assert_eq!(ev[ok].place, srv("hq"));
    let acc = find(&ev, ok, EventKind::Accessed);
    assert_eq!(
        (ev[acc].card, ev[acc].place),
        (agenda, 0),
        "accessed from HQ"
    );
    let steal = find(&ev, acc, EventKind::Stolen);
    assert_eq!((ev[steal].card, ev[steal].amount), (agenda, 3));
    let end = find(&ev, steal, EventKind::RunEnds);
    assert_eq!(ev[end].place, srv("hq"));
    // The lines say it in words.
    let lines: Vec<String> = ev.iter().map(|e| e.text(Some(Side::Runner))).collect();
    for want in [
        "Runner runs on HQ",
        "Runner encounters Neural Katana",
        "Neural Katana subroutine fires: do 3 net damage",
        "Runner suffers 3 net damage",
        "The run on HQ is successful",
        "Runner accesses Priority Requisition from HQ",
        "Runner steals Priority Requisition (3 points)",
    ] {
        assert!(
            lines.iter().any(|l| l == want),
            "no line {want:?} in {lines:#?}"
        );
    }
}

// Rules Reference, "Information": the Corp sees which card the Runner accessed from HQ (it was
// in its hand); R&D cards accessed are not shown to the Corp (it has not seen them).
#[test]
fn corp_sees_hq_access_but_not_an_unknown_rd_card() {
    let mut g = katana_on_hq();
    run_on(&mut g, "hq");
    until(&mut g, |g| g.run.is_none());
    let ev = g.take_events().to_vec();
    let acc = &ev[find(&ev, 0, EventKind::Accessed)];
    assert_eq!(
        acc.card_seen(Some(Side::Corp)).unwrap().title,
        Some("Priority Requisition")
    );
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "rd": ["Hedge Fund"]}},
            "runner": {{"identity": "Noise: Hacker Extraordinaire"}}, "active": "runner", "turn": 2}}"#
    ));
    g.set_events(true);
    run_on(&mut g, "rd");
    until(&mut g, |g| {
        g.decision_name() != "paid_ability_window" && g.decision_name() != "jack_out"
            || g.run.is_none()
    });
    let ev = g.take_events().to_vec();
    let acc = &ev[find(&ev, 0, EventKind::Accessed)];
    assert_eq!(
        acc.card_seen(Some(Side::Runner)).unwrap().title,
        Some("Hedge Fund")
    );
    assert_eq!(acc.card_seen(Some(Side::Corp)).unwrap().title, None);
    assert_eq!(
        acc.card_seen(Some(Side::Corp)).unwrap().id,
        None,
        "no id of an R&D card"
    );
    assert!(!acc.text(Some(Side::Corp)).contains("Hedge Fund"));
}

// Issue 12: the buffer never drops when drained after every decision (random games of every
// starter matchup), and every game ends with a game_ends event naming the winner.
#[test]
fn random_games_never_drop_events_and_end_with_game_ends() {
    let (corps, runners) = STARTER_DECKS.split_at(4);
    for (i, corp) in corps.iter().enumerate() {
        for (j, runner) in runners.iter().enumerate() {
            for seed in 0..3u64 {
                let (g, ev) = random_events(corp, runner, seed * 16 + (i * 4 + j) as u64);
                let last = ev.last().unwrap();
                assert_eq!(last.kind, EventKind::GameEnds);
                assert_eq!(last.side(), g.winner());
                assert_eq!(g.events_dropped(), 0);
                assert_eq!(g.events_seq(), ev.len() as u64);
            }
        }
    }
}
