//! What the search does as the Corp (issue 28, "the Corp seat"; docs/bots.md): plays a Corp bot
//! against a Runner bot over a pool's matchups and, at every Corp decision with two or more legal
//! actions, asks the heuristic Corp what it would play in the same state. Prints how often the
//! two agree by decision and the heuristic's move, what the search plays instead, and how the
//! games end.
//!
//! `cargo run --release -p nr_engine --example corp_study -- CORP_BOT RUNNER_BOT GAMES POOL [SEED]`

use nr_engine::{
    game_seed, pool, Bot, BotKind, DeckList, GameState, HeuristicBot, Side, WinReason,
    DEFAULT_POINTS_TO_WIN, MAX_DECISIONS,
};
use std::collections::BTreeMap;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let corp_bot = BotKind::parse(&args[0]).expect("corp bot");
    let runner_bot = BotKind::parse(&args[1]).expect("runner bot");
    let games: u64 = args[2].parse().expect("games");
    let p = pool(&args[3]).expect("pool");
    let seed: u64 = args.get(4).map_or(28, |s| s.parse().expect("seed"));
    // (decision, heuristic's kind) -> (agree, total); search kind when it disagrees -> count.
    let mut agree: BTreeMap<(String, String), (u32, u32)> = BTreeMap::new();
    let mut instead: BTreeMap<(String, String), u32> = BTreeMap::new();
    let mut ends: BTreeMap<String, u32> = BTreeMap::new();
    let mut decisions = 0u32;
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
            let mut cb = corp_bot.build(game_seed(s, 1));
            let mut rb = runner_bot.build(game_seed(s, 2));
            let mut hb = HeuristicBot::new(game_seed(s, 3));
            let mut legal = g.legal_actions();
            let mut n = 0;
            while !g.is_over() && n < MAX_DECISIONS {
                let a = if g.current_side() == Some(Side::Runner) {
                    rb.choose(&g, &legal)
                } else {
                    let a = cb.choose(&g, &legal);
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
                    }
                    a
                };
                g.apply_and_list(a, &mut legal);
                n += 1;
            }
            let end = match (g.winner(), g.win_reason) {
                (Some(Side::Corp), Some(WinReason::Flatline)) => "corp wins: flatline".into(),
                (Some(Side::Corp), Some(WinReason::AgendaPoints)) => "corp wins: agendas".into(),
                (Some(Side::Corp), _) => "corp wins: other".into(),
                (Some(Side::Runner), Some(WinReason::AgendaPoints)) => {
                    "runner wins: agendas".to_string()
                }
                (Some(Side::Runner), _) => "runner wins: other".into(),
                _ => "unfinished".into(),
            };
            *ends
                .entry(format!("{end} ({corp} vs {runner})"))
                .or_default() += 1;
            *ends.entry(end).or_default() += 1;
        }
    }
    println!("Corp decisions searched: {decisions}");
    println!("agreement with the heuristic Corp (decision, heuristic's move): agree/total");
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
