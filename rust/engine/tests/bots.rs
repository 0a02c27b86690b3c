//! Bots play fair: a bot's choice depends only on what its side may know. For states its side
//! cannot tell apart (the cards it has not seen redealt by `determinize`), a bot with the same
//! seed makes the same choice.

use nr_engine::{Bot, BotKind, DeckList, GameState, IsmctsConfig, Rollout, Side, STARTER_DECKS};

/// Positions from random games of every starter matchup, every `every`-th decision.
fn positions(games_per_matchup: u64, every: u32) -> Vec<GameState> {
    let mut out = Vec::new();
    // The first four starter decks are the Corp's.
    for (i, corp) in STARTER_DECKS[..4].iter().enumerate() {
        for (j, runner) in STARTER_DECKS[4..].iter().enumerate() {
            let corp = DeckList::starter(corp).unwrap();
            let runner = DeckList::starter(runner).unwrap();
            for k in 0..games_per_matchup {
                let seed = 1000 * i as u64 + 100 * j as u64 + k;
                let mut g = GameState::new(&corp, &runner, seed).unwrap();
                let mut bot = nr_engine::RandomBot::new(seed);
                while !g.is_over() {
                    if g.decisions % every == every / 2 {
                        out.push(g.clone());
                    }
                    let legal = g.legal_actions();
                    let a = bot.choose(&g, &legal);
                    g.apply(a).unwrap();
                }
            }
        }
    }
    out
}

fn kinds() -> Vec<BotKind> {
    let search = |rollout| {
        BotKind::Ismcts(IsmctsConfig {
            iterations: 40,
            rollout,
            ..IsmctsConfig::default()
        })
    };
    vec![
        BotKind::Random,
        BotKind::Heuristic,
        search(Rollout::Random),
        search(Rollout::Heuristic),
        // The search with a progressive bias towards the heuristic's move (issue 28).
        BotKind::parse("ismcts-pb:40").unwrap(),
        // The search with the learned evaluation (issue 28).
        BotKind::parse("ismcts-value:40").unwrap(),
        // One tree per player (MO-ISMCTS, issue 28).
        BotKind::parse("ismcts:40+mo=1").unwrap(),
        // ... with iterations in worlds the opponent cannot tell apart (a redeal of a redeal).
        BotKind::parse("ismcts:40+mo=1+veil=0.5").unwrap(),
    ]
}

#[test]
fn determinize_depends_only_on_what_the_side_knows() {
    for g in positions(1, 9) {
        for side in [Side::Corp, Side::Runner] {
            let twin = g.determinize(side, 77);
            assert_eq!(
                g.determinize(side, 5).to_json(),
                twin.determinize(side, 5).to_json(),
                "redeal of {side:?} at {}",
                g.decision_name()
            );
        }
    }
}

#[test]
fn no_bot_cheats() {
    let kinds = kinds();
    let mut checked = 0;
    for (n, g) in positions(1, 11).into_iter().enumerate() {
        let side = g.current_side().unwrap();
        let twin = g.determinize(side, 1000 + n as u64);
        let legal = g.legal_actions();
        assert_eq!(
            legal,
            twin.legal_actions(),
            "legal actions leak hidden cards"
        );
        if legal.len() < 2 {
            continue;
        }
        for kind in &kinds {
            let seed = 31 * n as u64;
            let a = kind.build(seed).choose(&g, &legal);
            let b = kind.build(seed).choose(&twin, &legal);
            assert_eq!(
                a,
                b,
                "{} as {side:?} chose differently in states it cannot tell apart ({})",
                kind.name(),
                g.decision_name()
            );
        }
        checked += 1;
    }
    assert!(checked > 100, "only {checked} positions checked");
}
