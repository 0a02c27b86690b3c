//! ISMCTSBot (Cowling, Powley and Whitehouse 2012, "Information Set Monte Carlo Tree Search"):
//! reproducible for a seed and thread count, root-parallel, immediate on forced moves, finds
//! a winning move, and rejects bad settings with a clear error.

mod common;

use common::*;
use nr_engine::{
    corp_value, simulate, Action, ActionKind, Bot, BotKind, DeckList, EngineError, GameState,
    IsmctsBot, IsmctsConfig, RandomBot, Rollout, Side, SimConfig,
};
use std::sync::atomic::{AtomicBool, AtomicU64};

fn config(iterations: u32, rollout: Rollout, threads: u16) -> IsmctsConfig {
    IsmctsConfig {
        iterations,
        rollout,
        threads,
        ..IsmctsConfig::default()
    }
}

/// Positions of one seeded random Jinteki vs Shaper game with at least two legal actions, every
/// `every`-th decision.
fn positions(seed: u64, every: u32) -> Vec<GameState> {
    let mut g = GameState::new(&DeckList::default_corp(), &DeckList::default_runner(), seed)
        .expect("default decks");
    let mut bot = RandomBot::new(seed);
    let mut out = Vec::new();
    while !g.is_over() {
        let legal = g.legal_actions();
        if g.decisions.is_multiple_of(every) && legal.len() >= 2 {
            out.push(g.clone());
        }
        let a = bot.choose(&g, &legal);
        g.apply(a).unwrap();
    }
    out
}

#[test]
fn same_seed_and_threads_give_the_same_choice() {
    let ps = positions(3, 7);
    assert!(ps.len() >= 5, "only {} positions", ps.len());
    for rollout in [Rollout::Random, Rollout::Heuristic] {
        for g in &ps {
            let legal = g.legal_actions();
            let cfg = config(150, rollout, 1);
            let a = IsmctsBot::new(cfg, 9).choose(g, &legal);
            let b = IsmctsBot::new(cfg, 9).choose(g, &legal);
            assert_eq!(a, b, "{rollout:?} at {}", g.decision_name());
            assert!(legal.contains(&a));
        }
    }
}

#[test]
fn a_reused_bot_chooses_as_a_fresh_one() {
    // The arena is cleared between decisions: nothing of one search leaks into the next.
    let ps = positions(4, 23);
    let cfg = config(120, Rollout::Random, 1);
    let mut reused = IsmctsBot::new(cfg, 2);
    for g in &ps {
        let legal = g.legal_actions();
        assert_eq!(
            reused.choose(g, &legal),
            IsmctsBot::new(cfg, 2).choose(g, &legal),
            "at {}",
            g.decision_name()
        );
    }
}

#[test]
fn two_threads_search_and_are_deterministic() {
    let ps = positions(5, 19);
    for g in &ps {
        let legal = g.legal_actions();
        let side = g.current_side().unwrap();
        let cfg = config(200, Rollout::Random, 2);
        let mut bot = IsmctsBot::new(cfg, 4);
        let a = bot.choose(g, &legal);
        // Both trees ran their share of the iterations, and the visits at the root add up.
        assert_eq!(bot.last_iterations(), 200);
        assert_eq!(bot.root_visits(side, &legal).iter().sum::<u64>(), 200);
        for _ in 0..2 {
            assert_eq!(IsmctsBot::new(cfg, 4).choose(g, &legal), a);
        }
    }
}

#[test]
fn iterations_split_over_threads_add_up() {
    let g = &positions(6, 31)[1];
    let legal = g.legal_actions();
    for threads in [1, 3, 4] {
        let mut bot = IsmctsBot::new(config(101, Rollout::Random, threads), 1);
        bot.choose(g, &legal);
        assert_eq!(bot.last_iterations(), 101, "{threads} threads");
    }
}

#[test]
fn a_single_legal_action_is_returned_without_searching() {
    let mut g = GameState::new(&DeckList::default_corp(), &DeckList::default_runner(), 1).unwrap();
    let mut bot = IsmctsBot::new(config(1_000_000, Rollout::Heuristic, 1), 1);
    let mut found = 0;
    let mut random = RandomBot::new(1);
    while !g.is_over() && found < 3 {
        let legal = g.legal_actions();
        if legal.len() == 1 {
            let start = std::time::Instant::now();
            assert_eq!(bot.choose(&g, &legal), legal[0]);
            assert_eq!(bot.last_iterations(), 0);
            assert!(start.elapsed().as_millis() < 100);
            found += 1;
        }
        let a = random.choose(&g, &legal);
        g.apply(a).unwrap();
    }
    assert_eq!(found, 3, "no forced decisions found");
}

/// Both players have 5 agenda points; the Runner has 1 click left. In an unprotected remote sits
/// a 2-point agenda with 2 advancement tokens: stealing it now wins (Rules Reference, "Winning
/// the Game"), while leaving it lets the Corp advance it twice and score it next turn. The Runner
/// cannot see the card, but the only Corp cards it has not seen are that agenda and operations,
/// and only an agenda can hold advancement tokens in a root, so a run on the remote wins in
/// every determinization.
const RUNNER_WINS: &str = r#"{
    "corp": {
        "identity": "Jinteki: Personal Evolution",
        "rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund"],
        "score_area": ["Priority Requisition", "Nisei MK II"],
        "servers": {"remote1": {"root": [{"title": "Private Security Force", "advancement": 2}]}}
    },
    "runner": {
        "identity": "Kate \"Mac\" McCaffrey: Digital Tinker",
        "clicks": 1,
        "grip": ["Sure Gamble", "Sure Gamble"],
        "stack": ["Sure Gamble", "Sure Gamble"],
        "score_area": ["Priority Requisition", "Accelerated Beta Test"]
    },
    "active": "runner",
    "turn": 8
}"#;

#[test]
fn the_runner_runs_on_the_remote_with_the_winning_agenda() {
    let g = game(RUNNER_WINS);
    let legal = g.legal_actions();
    let run = Action::new(ActionKind::Run).server(REMOTE1);
    assert!(legal.contains(&run));
    for rollout in [Rollout::Random, Rollout::Heuristic] {
        let a = IsmctsBot::new(config(1000, rollout, 1), 7).choose(&g, &legal);
        assert_eq!(a, run, "{rollout:?} rollouts chose {}", g.label(&a));
    }
    // With one tree per player (MO-ISMCTS) too: the Runner chooses in its own tree, whose root
    // gets every iteration.
    let per_player = IsmctsConfig {
        per_player: true,
        ..config(1000, Rollout::Heuristic, 1)
    };
    let mut bot = IsmctsBot::new(per_player, 7);
    assert_eq!(bot.choose(&g, &legal), run);
    let visits: u64 = bot.root_visits(Side::Runner, &legal).iter().sum();
    assert_eq!((visits, bot.last_iterations()), (1000, 1000));
}

/// The Corp has 5 agenda points, one click and one credit, and in a remote a 2-point agenda one
/// advancement short of its requirement: advancing it and scoring it in the paid ability window
/// after the action wins (Rules Reference, "Scoring Agendas", "Winning the Game", turn step
/// [2.2]); any other click leaves the agenda to the Runner's turn.
const CORP_WINS: &str = r#"{
    "corp": {
        "identity": "Jinteki: Personal Evolution",
        "credits": 1,
        "clicks": 1,
        "hq": ["Hedge Fund"],
        "rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund"],
        "score_area": ["Priority Requisition", "Nisei MK II"],
        "servers": {"remote1": {"root": [{"title": "Private Security Force", "advancement": 3}]}}
    },
    "runner": {
        "identity": "Kate \"Mac\" McCaffrey: Digital Tinker",
        "grip": ["Sure Gamble"],
        "stack": ["Sure Gamble", "Sure Gamble"]
    },
    "active": "corp",
    "turn": 9
}"#;

#[test]
fn the_corp_advances_and_scores_the_winning_agenda() {
    let start = game(CORP_WINS);
    let psf = id(&start, "Private Security Force");
    let advance = Action::new(ActionKind::Advance).card(psf);
    let score = Action::new(ActionKind::Score).card(psf);
    for (rollout, per_player) in [
        (Rollout::Random, false),
        (Rollout::Heuristic, false),
        (Rollout::Heuristic, true), // one tree per player (MO-ISMCTS)
    ] {
        let mut g = start.clone();
        let cfg = IsmctsConfig {
            per_player,
            ..config(1000, rollout, 1)
        };
        let mut bot = IsmctsBot::new(cfg, 7);
        for expected in [advance, score] {
            let legal = g.legal_actions();
            assert!(legal.contains(&expected));
            let a = bot.choose(&g, &legal);
            assert_eq!(a, expected, "{rollout:?} rollouts chose {}", g.label(&a));
            act(&mut g, a);
        }
        assert_eq!(g.winner(), Some(Side::Corp));
    }
}

#[test]
fn a_rollout_cutoff_still_finds_the_win() {
    let g = game(RUNNER_WINS);
    let legal = g.legal_actions();
    let cfg = IsmctsConfig {
        rollout_depth: 20,
        ..config(1000, Rollout::Random, 1)
    };
    let a = IsmctsBot::new(cfg, 3).choose(&g, &legal);
    assert_eq!(a, Action::new(ActionKind::Run).server(REMOTE1));
}

#[test]
fn the_evaluation_is_a_value_for_the_corp_in_0_1() {
    // 5 points to none: 0.5 + 0.4 * 5/7; credits 1 to 5: 0.05 * tanh(-0.4); cards 1 to 1: 0.
    let g = game(CORP_WINS);
    let v = corp_value(&g);
    let expected = 0.5 + 0.4 * 5.0 / 7.0 + 0.05 * (-0.4f64).tanh();
    assert!((v - expected).abs() < 1e-12, "{v}");
    // 5 points each: 0; credits 5 to 5: 0; cards 0 to 2: 0.05 * tanh(-0.4).
    let v = corp_value(&game(RUNNER_WINS));
    let expected = 0.5 + 0.05 * (-0.4f64).tanh();
    assert!((v - expected).abs() < 1e-12, "{v}");
    let mut won = g.clone();
    let psf = id(&won, "Private Security Force");
    act(&mut won, Action::new(ActionKind::Advance).card(psf));
    act(&mut won, Action::new(ActionKind::Score).card(psf));
    assert_eq!(won.winner(), Some(Side::Corp));
    assert_eq!(corp_value(&won), 1.0);
}

#[test]
fn bad_settings_are_clear_errors() {
    let zero = IsmctsConfig {
        iterations: 0,
        ..IsmctsConfig::default()
    };
    let negative = IsmctsConfig {
        exploration: -0.5,
        ..IsmctsConfig::default()
    };
    let nan = IsmctsConfig {
        exploration: f32::NAN,
        ..IsmctsConfig::default()
    };
    let no_threads = IsmctsConfig {
        threads: 0,
        ..IsmctsConfig::default()
    };
    for (cfg, words) in [
        (zero, "iteration"),
        (negative, "exploration"),
        (nan, "exploration"),
        (no_threads, "thread"),
    ] {
        let Err(EngineError::InvalidArgument(m)) = cfg.validate() else {
            panic!("{cfg:?} accepted");
        };
        assert!(m.contains(words), "{m}");
        assert!(IsmctsBot::try_new(cfg, 1).is_err());
        assert!(BotKind::Ismcts(cfg).validate().is_err());
        // Where a batch is set up, the bad setting is an error before any game is played.
        let sim = SimConfig {
            corp: DeckList::default_corp(),
            runner: DeckList::default_runner(),
            games: 2,
            corp_bot: BotKind::Random,
            runner_bot: BotKind::Ismcts(cfg),
            seed: 1,
            threads: 1,
            points_to_win: nr_engine::DEFAULT_POINTS_TO_WIN,
            cards: Default::default(),
        };
        let err = simulate(&sim, &AtomicU64::new(0), &AtomicBool::new(false)).unwrap_err();
        assert!(matches!(err, EngineError::InvalidArgument(_)), "{err}");
        assert!(nr_engine::play_game(&sim, 0).is_err());
    }
    assert!(IsmctsConfig::default().validate().is_ok());
    assert!(BotKind::parse("ismcts:0").is_none());
}
