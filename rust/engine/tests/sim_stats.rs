//! Issue 16, "Balance studio": per-card and per-side statistics of a batch (`simulate_stats`)
//! agree with the event records they are counted from, and the games are those of `simulate`.

use nr_engine::{
    card_table, simulate, simulate_events, simulate_from, simulate_stats, BotKind, DeckList,
    EventKind, SimConfig, CARD_STATS, NUM_SIDE_STATS, SIDE_STATS,
};
use std::sync::atomic::{AtomicBool, AtomicU64};

fn config(corp: &str, runner: &str, games: u64, seed: u64) -> SimConfig {
    SimConfig {
        corp: DeckList::starter(corp).unwrap(),
        runner: DeckList::starter(runner).unwrap(),
        games,
        corp_bot: BotKind::Random,
        runner_bot: BotKind::Random,
        seed,
        threads: 2,
        points_to_win: nr_engine::DEFAULT_POINTS_TO_WIN,
        cards: Default::default(),
    }
}

fn flags() -> (AtomicU64, AtomicBool) {
    (AtomicU64::new(0), AtomicBool::new(false))
}

fn stat(name: &str) -> usize {
    CARD_STATS.iter().position(|s| *s == name).unwrap()
}

fn side(name: &str) -> usize {
    SIDE_STATS.iter().position(|s| *s == name).unwrap()
}

#[test]
fn stats_games_are_those_of_simulate_and_counts_match_the_event_records() {
    for (corp, runner) in [
        ("jinteki", "shaper"),
        ("weyland", "criminal"),
        ("nbn", "anarch"),
    ] {
        let c = config(corp, runner, 300, 11);
        let (d, x) = flags();
        let plain = simulate(&c, &d, &x).unwrap();
        let (d, x) = flags();
        let (results, stats) = simulate_stats(&c, 0, &d, &x).unwrap();
        assert_eq!(results, plain, "{corp} vs {runner}: same games as simulate");
        let (d, x) = flags();
        let (_, events) = simulate_events(&c, &d, &x).unwrap();
        let (g, t, k) = (results.len(), stats.titles.len(), CARD_STATS.len());
        assert_eq!(stats.cards.len(), g * t * k);
        assert_eq!(stats.totals.len(), g * NUM_SIDE_STATS);
        assert_eq!(stats.dropped, 0);
        let table = card_table();
        // Per card: the sum over games of each count is the batch's per-card event count.
        for (name, kind) in [
            ("drawn", EventKind::Drawn),
            ("played", EventKind::Played),
            ("installed", EventKind::Installed),
            ("rezzed", EventKind::Rezzed),
            ("scored", EventKind::Scored),
            ("stolen", EventKind::Stolen),
            ("trashed", EventKind::Trashed),
            ("accessed", EventKind::Accessed),
        ] {
            for (ti, title) in stats.titles.iter().enumerate() {
                let def = table.iter().position(|d| d.title == *title).unwrap();
                let total: u64 = (0..g)
                    .map(|gi| stats.cards[(gi * t + ti) * k + stat(name)] as u64)
                    .sum();
                assert_eq!(total, events.per_card[def][kind as usize], "{title} {name}");
            }
        }
        // Per side: runs per server add up to the games' RunBegins events, successes to
        // RunSuccessful, and the first turn used is set exactly when a copy was played or
        // installed.
        let runs = ["runs_hq", "runs_rd", "runs_archives", "runs_remote"].map(side);
        let wins = ["runs_successful_hq", "runs_successful_rd"].map(side);
        for (gi, result) in results.iter().enumerate() {
            let row = &stats.totals[gi * NUM_SIDE_STATS..(gi + 1) * NUM_SIDE_STATS];
            let begun: u32 = runs.iter().map(|&s| row[s]).sum();
            assert_eq!(begun, events.per_game[gi][EventKind::RunBegins as usize]);
            let successful: u32 = (wins[0]..wins[0] + 4).map(|s| row[s]).sum();
            assert_eq!(
                successful,
                events.per_game[gi][EventKind::RunSuccessful as usize]
            );
            // Every run costs the Runner a click spent on the run action (Rules Reference,
            // "Making a Run": the basic action; no card in these decks makes a free run).
            assert!(row[side("runner_clicks_run")] <= begun);
            for ti in 0..t {
                let cell = |s: &str| stats.cards[(gi * t + ti) * k + stat(s)];
                let used = cell("played") + cell("installed") > 0;
                assert_eq!(used, cell("first_used") > 0, "game {gi} title {ti}");
                assert!(cell("first_used") <= result.turns as u16 + 1);
            }
        }
        // Basic actions: every game's clicks on click-for-credit are counted for both sides.
        let credit_clicks: u64 = (0..g)
            .map(|gi| stats.totals[gi * NUM_SIDE_STATS + side("corp_clicks_credit")] as u64)
            .sum();
        assert!(credit_clicks > 0);
    }
}

#[test]
fn a_chunk_from_game_k_is_the_same_games_as_the_whole_batch() {
    let whole = config("haas-bioroid", "criminal", 40, 5);
    let (d, x) = flags();
    let (all, all_stats) = simulate_stats(&whole, 0, &d, &x).unwrap();
    let mut part = whole.clone();
    part.games = 15;
    let (d, x) = flags();
    let (chunk, chunk_stats) = simulate_stats(&part, 20, &d, &x).unwrap();
    assert_eq!(chunk, all[20..35]);
    let row = all_stats.titles.len() * CARD_STATS.len();
    assert_eq!(chunk_stats.cards, all_stats.cards[20 * row..35 * row]);
    let (d, x) = flags();
    assert_eq!(simulate_from(&part, 20, &d, &x).unwrap(), all[20..35]);
}

#[test]
fn titles_are_the_cards_of_both_decks_once_each_corp_first() {
    let c = config("jinteki", "shaper", 1, 1);
    let (d, x) = flags();
    let (_, stats) = simulate_stats(&c, 0, &d, &x).unwrap();
    let corp = c.corp.cards.len();
    let runner = c.runner.cards.len();
    assert_eq!(stats.titles.len(), corp + runner);
    assert!(stats.sides[..corp]
        .iter()
        .all(|s| *s == nr_engine::Side::Corp));
    assert!(stats.sides[corp..]
        .iter()
        .all(|s| *s == nr_engine::Side::Runner));
}

// `set_event_filter` records only the kinds asked for, and those exactly as without a filter
// (the credit and click bookkeeping goes on for the kinds filtered out).
#[test]
fn an_event_filter_keeps_exactly_the_kinds_asked_for() {
    use nr_engine::GameState;
    let play = |filter: Option<u64>| {
        let mut g = GameState::new_with_events(
            &DeckList::starter("nbn").unwrap(),
            &DeckList::starter("criminal").unwrap(),
            3,
        )
        .unwrap();
        let mut out = Vec::new();
        g.drain_events(|e| out.push(*e));
        let setup = out.len();
        if let Some(f) = filter {
            g.set_event_filter(f);
        }
        let mut n = 0u64;
        while !g.is_over() && n < 5000 {
            let legal = g.legal_actions();
            let a = legal[(nr_engine::game_seed(9, n) % legal.len() as u64) as usize];
            g.apply(a).unwrap();
            g.drain_events(|e| out.push(*e));
            n += 1;
        }
        (setup, out)
    };
    let kept = [
        EventKind::CreditsGained,
        EventKind::ClicksSpent,
        EventKind::Installed,
    ];
    let mask = kept.iter().fold(0u64, |m, k| m | 1 << (*k as u32));
    let (setup, all) = play(None);
    let (setup_filtered, filtered) = play(Some(mask));
    assert_eq!(setup, setup_filtered);
    let expected: Vec<_> = all[setup..]
        .iter()
        .filter(|e| kept.contains(&e.kind))
        .copied()
        .collect();
    assert!(expected.len() > 50);
    assert_eq!(filtered[setup..].to_vec(), expected);
}
