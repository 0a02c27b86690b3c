//! The event log's second pass (issue 12, "Events"; docs/events.md): damage prevented in full or
//! in part, credits placed on, spent from and taken from cards, and `simulate_events` bounded in
//! memory like `simulate`.

mod common;

use common::*;
use nr_engine::{
    simulate_events, ActionKind, BotKind, DeckList, EventKind, GameState, LogEvent, Side,
    SimConfig, TrashCause, Zone,
};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

const NOISE: &str = "Noise: Hacker Extraordinaire";
/// `extra` of a `CountersPlaced`/`CountersRemoved` record for credits (`COUNTER_NAMES[0]`).
const CREDITS: u16 = 0;

fn ability(card: u8, target: u8) -> nr_engine::Action {
    nr_engine::Action::new(ActionKind::Ability)
        .card(card)
        .target(target)
}

fn of_kind(events: &[LogEvent], kind: EventKind) -> Vec<LogEvent> {
    events.iter().copied().filter(|e| e.kind == kind).collect()
}

/// Damage records as (kind code, dealt, prevented).
fn damage(events: &[LogEvent]) -> Vec<(u16, u16, u8)> {
    of_kind(events, EventKind::Damage)
        .iter()
        .map(|e| (e.extra, e.amount, e.place))
        .collect()
}

/// Credits records on `card` as (placed, amount, other).
fn card_credits(events: &[LogEvent], card: u8) -> Vec<(bool, u16, u8)> {
    events
        .iter()
        .filter(|e| {
            matches!(
                e.kind,
                EventKind::CountersPlaced | EventKind::CountersRemoved
            ) && e.extra == CREDITS
                && e.card == card
        })
        .map(|e| (e.kind == EventKind::CountersPlaced, e.amount, e.other))
        .collect()
}

/// A Corp turn: Private Security Force scored (click: 1 meat damage if the Runner is tagged).
fn psf_position(runner: &str) -> GameState {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5, "score_area": ["Private Security Force"]}},
            "runner": {{"identity": "{NOISE}", "tags": 1, {runner}}}}}"#
    ));
    g.set_events(true);
    g
}

// Crash Space (card text; Rules Reference, "Prevent"): meat damage prevented in full is still
// recorded: 0 dealt, all of it prevented, no card trashed; the next damage does not inherit the
// prevented amount.
#[test]
fn meat_damage_prevented_in_full_records_damage_with_none_dealt() {
    let mut g = psf_position(r#""grip": ["Easy Mark", "Sure Gamble"], "rig": ["Crash Space"]"#);
    let crash = id(&g, "Crash Space");
    let psf = id(&g, "Private Security Force");
    act(&mut g, ability(psf, 0));
    act(&mut g, ability(crash, 1));
    assert_eq!(g.runner.grip.len(), 2);
    let ev = g.take_events().to_vec();
    assert_eq!(damage(&ev), vec![(1, 0, 1)], "meat, 0 dealt, 1 prevented");
    assert!(of_kind(&ev, EventKind::Trashed)
        .iter()
        .all(|t| t.extra != TrashCause::MeatDamage as u16));
    let d = &of_kind(&ev, EventKind::Damage)[0];
    assert_eq!(
        d.text(Some(Side::Corp)),
        "Runner suffers 0 meat damage (1 prevented)"
    );
    // Crash Space is gone: the next meat damage is dealt in full, none prevented.
    act(&mut g, ability(psf, 0));
    let ev = g.take_events().to_vec();
    assert_eq!(damage(&ev), vec![(1, 1, 0)]);
    assert_eq!(of_kind(&ev, EventKind::Trashed).len(), 1);
}

// Crash Space prevents up to 3 of Scorched Earth's 4 meat damage: 1 dealt, 3 prevented, one card
// trashed by meat damage.
#[test]
fn meat_damage_prevented_in_part_records_dealt_and_prevented() {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "credits": 5, "hq": ["Scorched Earth"]}},
            "runner": {{"identity": "{NOISE}", "tags": 1,
              "grip": ["Easy Mark", "Sure Gamble"], "rig": ["Crash Space"]}}}}"#
    ));
    g.set_events(true);
    let crash = id(&g, "Crash Space");
    let scorched = id(&g, "Scorched Earth");
    only_on(&mut g, ActionKind::Play, scorched);
    assert_eq!(g.decision_name(), "prevent_meat_damage");
    act(&mut g, ability(crash, 3));
    let ev = g.take_events().to_vec();
    assert_eq!(damage(&ev), vec![(1, 1, 3)], "meat, 1 dealt, 3 prevented");
    let trashed: Vec<LogEvent> = of_kind(&ev, EventKind::Trashed)
        .into_iter()
        .filter(|t| t.extra == TrashCause::MeatDamage as u16)
        .collect();
    assert_eq!(trashed.len(), 1);
    assert_eq!(g.runner.grip.len(), 1);
}

/// A Runner turn about to steal Private Security Force in remote1 from Jinteki (1 net damage
/// when an agenda is stolen), with Net Shield installed.
fn net_shield_steal() -> GameState {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "Jinteki: Personal Evolution", "rd": ["Hedge Fund", "Hedge Fund"],
              "servers": {{"remote1": {{"root": ["Private Security Force"]}}}}}},
            "runner": {{"identity": "{NOISE}", "credits": 3, "grip": ["Diesel", "Sure Gamble"],
              "rig": ["Net Shield"]}}, "active": "runner", "turn": 2}}"#
    ));
    g.set_events(true);
    run_on(&mut g, "remote1");
    for _ in 0..16 {
        if g.decision_name() == "prevent_damage" {
            return g;
        }
        pass(&mut g);
    }
    panic!("no prevent decision: {}", g.decision_name());
}

// Net Shield (card text, rulings 1-2): the 1 net damage prevented in full is recorded with none
// dealt; declining records it dealt in full.
#[test]
fn net_damage_prevented_by_net_shield_is_recorded() {
    let mut g = net_shield_steal();
    let shield = id(&g, "Net Shield");
    act(&mut g, ability(shield, 0));
    let ev = g.take_events().to_vec();
    assert_eq!(damage(&ev), vec![(0, 0, 1)], "net, 0 dealt, 1 prevented");
    assert_eq!(g.runner.grip.len(), 2);
    let mut g = net_shield_steal();
    pass(&mut g);
    let ev = g.take_events().to_vec();
    assert_eq!(damage(&ev), vec![(0, 1, 0)]);
}

// Recurring credits (Rules Reference, "Credit - Recurring"): placed on Cyberfeeder as it is
// installed, spent from it on an icebreaker's ability (the record names the breaker, and the
// pool loses nothing), refilled when the Runner's turn begins.
#[test]
fn recurring_credits_are_recorded_placed_spent_and_refilled() {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}", "rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund"],
              "servers": {{"hq": {{"ice": [{{"title": "Enigma", "rezzed": true}}]}}}}}},
            "runner": {{"identity": "{NOISE}", "credits": 4,
              "grip": ["Cyberfeeder"], "rig": ["Gordian Blade"]}},
            "active": "runner", "turn": 2}}"#
    ));
    g.set_events(true);
    let (cf, gordian) = (id(&g, "Cyberfeeder"), id(&g, "Gordian Blade"));
    only_on(&mut g, ActionKind::Install, cf);
    pass_windows(&mut g);
    let ev = g.take_events().to_vec();
    assert_eq!(card_credits(&ev, cf), vec![(true, 1, nr_engine::NONE)]);
    let placed = ev
        .iter()
        .position(|e| e.kind == EventKind::CountersPlaced)
        .unwrap();
    let installed = ev
        .iter()
        .position(|e| e.kind == EventKind::Installed)
        .unwrap();
    assert!(installed < placed, "installed, then its credit placed");
    assert_eq!(
        ev[placed].text(Some(Side::Corp)),
        "1 credit placed on Cyberfeeder"
    );
    let fields = format!("{:?}", ev[placed].fields(Some(Side::Corp)));
    assert!(fields.contains("\"credits\""), "{fields}");

    run_on(&mut g, "hq");
    pass_until(&mut g, "encounter");
    let _ = g.take_events();
    let pool = g.runner.credits;
    let brk = nr_engine::Action::new(ActionKind::Break)
        .card(gordian)
        .target(1);
    act(&mut g, brk);
    assert_eq!(g.runner.credits, pool, "paid with the Cyberfeeder credit");
    let ev = g.take_events().to_vec();
    assert_eq!(card_credits(&ev, cf), vec![(false, 1, gordian)]);
    assert!(of_kind(&ev, EventKind::CreditsLost).is_empty());
    let spent = ev
        .iter()
        .find(|e| e.kind == EventKind::CountersRemoved)
        .unwrap();
    assert_eq!(
        spent.text(Some(Side::Corp)),
        "1 credit taken from Cyberfeeder (Gordian Blade)"
    );

    for _ in 0..32 {
        if g.run.is_none() {
            break;
        }
        pass(&mut g);
    }
    until(&mut g, at_action(Side::Corp));
    let _ = g.take_events();
    until(&mut g, at_action(Side::Runner));
    let ev = g.take_events().to_vec();
    assert_eq!(card_credits(&ev, cf), vec![(true, 1, nr_engine::NONE)]);
}

// Armitage Codebusting (card text): 12 credits placed on it as it is installed; its click
// ability takes 2 into the credit pool.
#[test]
fn credits_taken_from_a_card_into_the_pool_are_recorded() {
    let mut g = game(&format!(
        r#"{{"corp": {{"identity": "{HB}"}},
            "runner": {{"identity": "{NOISE}", "credits": 1, "grip": ["Armitage Codebusting"]}},
            "active": "runner", "turn": 2}}"#
    ));
    g.set_events(true);
    let armitage = id(&g, "Armitage Codebusting");
    only_on(&mut g, ActionKind::Install, armitage);
    pass_windows(&mut g);
    let ev = g.take_events().to_vec();
    assert_eq!(
        card_credits(&ev, armitage),
        vec![(true, 12, nr_engine::NONE)]
    );
    act(&mut g, ability(armitage, 0));
    let ev = g.take_events().to_vec();
    assert_eq!(
        card_credits(&ev, armitage),
        vec![(false, 2, nr_engine::NONE)]
    );
    let gained = of_kind(&ev, EventKind::CreditsGained);
    assert_eq!(gained.len(), 1);
    assert_eq!(gained[0].amount, 2);
    assert_eq!(g.cards[armitage as usize].credits, 10);
    assert_eq!(g.cards[armitage as usize].zone, Zone::Rig);
}

// Issue 12: `simulate_events` plays in chunks, as `simulate` does, so a huge batch that is
// cancelled early holds memory for the games it played, not a slot per game asked for (before,
// it allocated 2^40 result slots up front and aborted).
#[test]
fn simulate_events_of_a_huge_cancelled_batch_holds_only_the_games_played() {
    let config = SimConfig {
        corp: DeckList::default_corp(),
        runner: DeckList::default_runner(),
        games: 1 << 40,
        corp_bot: BotKind::Random,
        runner_bot: BotKind::Random,
        seed: 7,
        threads: 2,
        points_to_win: nr_engine::DEFAULT_POINTS_TO_WIN,
        cards: Default::default(),
    };
    let (done, cancel) = (AtomicU64::new(0), AtomicBool::new(false));
    let (results, counts) = std::thread::scope(|s| {
        s.spawn(|| {
            while done.load(Ordering::Relaxed) < 8 {
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            cancel.store(true, Ordering::Relaxed);
        });
        simulate_events(&config, &done, &cancel).unwrap()
    });
    assert!(
        results.len() >= 8 && results.len() < 1 << 17,
        "{}",
        results.len()
    );
    assert_eq!(counts.per_game.len(), results.len());
    assert_eq!(counts.dropped, 0);
    // The results are the same as a plain batch's for the same indices.
    let mut plain = config.clone();
    plain.games = 4;
    let direct: Vec<_> = (0..4)
        .map(|i| nr_engine::play_game(&plain, i).unwrap())
        .collect();
    for r in results.iter().filter(|r| r.index < 4) {
        assert_eq!(*r, direct[r.index as usize]);
    }
}
