//! What the search does as the Runner (issue 28, "A stronger Runner"; docs/bots.md): plays the
//! heuristic Corp against a search Runner over a pool's matchups and, at every Runner decision
//! with two or more legal actions, asks the heuristic Runner what it would play in the same
//! state. Prints how often the two agree by decision, what the search plays instead, how the
//! Runner's games end, how many runs it makes and how many of them go into unrezzed ice.
//!
//! `cargo run --release -p nr_engine --example runner_study -- RUNNER_BOT GAMES POOL [SEED]`

use nr_engine::{
    game_seed, pool, Bot, BotKind, DeckList, GameState, HeuristicBot, Side, WinReason,
    DEFAULT_POINTS_TO_WIN, MAX_DECISIONS,
};
use std::collections::BTreeMap;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let runner_bot = BotKind::parse(&args[0]).expect("runner bot");
    let games: u64 = args[1].parse().expect("games");
    let p = pool(&args[2]).expect("pool");
    let seed: u64 = args.get(3).map_or(28, |s| s.parse().expect("seed"));
    // (decision, heuristic's kind) -> (agree, total); search kind when it disagrees -> count.
    let mut agree: BTreeMap<(String, String), (u32, u32)> = BTreeMap::new();
    let mut instead: BTreeMap<(String, String), u32> = BTreeMap::new();
    let mut ends: BTreeMap<String, u32> = BTreeMap::new();
    let (mut runs, mut runs_unrezzed, mut h_runs, mut decisions) = (0u32, 0u32, 0u32, 0u32);
    for (m, (corp, runner)) in p.matchups().enumerate() {
        for i in 0..games {
            let s = game_seed(game_seed(seed, m as u64), i);
            let mut g = GameState::new(
                &DeckList::starter(corp).unwrap(),
                &DeckList::starter(runner).unwrap(),
                s,
            )
            .unwrap();
            g.set_points_to_win(DEFAULT_POINTS_TO_WIN as i64).unwrap();
            let mut cb = BotKind::Heuristic.build(game_seed(s, 1));
            let mut rb = runner_bot.build(game_seed(s, 2));
            let mut hb = HeuristicBot::new(game_seed(s, 3));
            let mut legal = g.legal_actions();
            let mut n = 0;
            while !g.is_over() && n < MAX_DECISIONS {
                let a = if g.current_side() == Some(Side::Corp) {
                    cb.choose(&g, &legal)
                } else {
                    let a = rb.choose(&g, &legal);
                    if legal.len() > 1 {
                        decisions += 1;
                        let h = hb.choose(&g, &legal);
                        let key = (g.decision_name().to_string(), h.kind.name().to_string());
                        let e = agree.entry(key.clone()).or_default();
                        e.0 += (a == h) as u32;
                        e.1 += 1;
                        if a != h {
                            *instead
                                .entry((format!("{} {}", key.0, key.1), a.kind.name().into()))
                                .or_default() += 1;
                        }
                        let is_run = |x: &nr_engine::Action| x.kind.name() == "run";
                        h_runs += is_run(&h) as u32;
                        if is_run(&a) {
                            runs += 1;
                            let unrezzed =
                                g.corp.servers.get(a.server as usize).is_some_and(|srv| {
                                    srv.ice.iter().any(|&c| !g.cards[c as usize].rezzed)
                                });
                            runs_unrezzed += unrezzed as u32;
                        }
                    }
                    a
                };
                g.apply_and_list(a, &mut legal);
                n += 1;
            }
            let end = match (g.winner(), g.win_reason) {
                (Some(Side::Runner), _) => "runner wins".to_string(),
                (Some(Side::Corp), Some(WinReason::Flatline)) => "corp wins: flatline".into(),
                (Some(Side::Corp), Some(WinReason::AgendaPoints)) => "corp wins: agendas".into(),
                (Some(Side::Corp), _) => "corp wins: other".into(),
                _ => "unfinished".into(),
            };
            *ends
                .entry(format!("{end} ({corp} vs {runner})"))
                .or_default() += 1;
            *ends.entry(end).or_default() += 1;
        }
    }
    println!("Runner decisions searched: {decisions}");
    println!("runs chosen by the search: {runs} ({runs_unrezzed} into a server with unrezzed ice); the heuristic would have run {h_runs} times at the same decisions");
    println!("agreement with the heuristic Runner (decision, heuristic's move): agree/total");
    for ((d, k), (a, t)) in &agree {
        println!("  {d:<24} {k:<20} {a}/{t}");
    }
    println!(
        "what the search played instead (decision + heuristic's move -> search's move): count"
    );
    for ((dk, s), c) in &instead {
        if *c >= 3 {
            println!("  {dk:<45} -> {s:<20} {c}");
        }
    }
    for (e, c) in &ends {
        println!("{e}: {c}");
    }
}
