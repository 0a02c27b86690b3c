//! The learned evaluation (issue 28): the shipped weights load, an evaluation is deterministic
//! and allocates nothing, the features leak nothing a side may not know (Rules Reference,
//! "Information": a redeal of the cards it has not seen changes nothing), and the search bot
//! that reads it plays legal games.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use nr_engine::{
    learned_corp_value, value_feature_names, value_features, Bot, BotKind, DeckList, GameState,
    RandomBot, Side, ValueNet, NUM_VALUE_FEATURES, STARTER_DECKS, STARTUP_DECKS,
};

/// Counts this thread's allocations (the tests run on several threads).
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|a| a.set(a.get() + 1));
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations() -> u64 {
    ALLOCATIONS.with(|a| a.get())
}

/// Positions of random games: Core and Startup decks, every 7th decision.
fn positions() -> Vec<GameState> {
    let mut out = Vec::new();
    for (k, (corp, runner)) in [
        (STARTER_DECKS[1], STARTER_DECKS[6]),
        (STARTER_DECKS[3], STARTER_DECKS[4]),
        (STARTUP_DECKS[0], STARTUP_DECKS[5]),
    ]
    .into_iter()
    .enumerate()
    {
        let corp = DeckList::starter(corp).unwrap();
        let runner = DeckList::starter(runner).unwrap();
        for seed in 0..3u64 {
            let mut g = GameState::new(&corp, &runner, 10 * k as u64 + seed).unwrap();
            let mut bot = RandomBot::new(seed);
            while !g.is_over() {
                if g.decisions % 7 == 3 {
                    out.push(g.clone());
                }
                let legal = g.legal_actions();
                let a = bot.choose(&g, &legal);
                g.apply(a).unwrap();
            }
        }
    }
    out
}

#[test]
fn shipped_weights_load_and_name_the_engines_features() {
    let net = ValueNet::shipped();
    assert_eq!(value_feature_names().len(), NUM_VALUE_FEATURES);
    let x = [0.0; NUM_VALUE_FEATURES];
    let v = net.eval(&x);
    assert!((0.0..=1.0).contains(&v));
}

#[test]
fn weights_of_another_layout_are_refused_clearly() {
    let e = ValueNet::from_json("{}").unwrap_err().to_string();
    assert!(e.contains("value weights"), "{e}");
    let text = include_str!("../../../data/value/value-v1.json");
    let other = text.replacen("\"observer_is_corp\"", "\"observer\"", 1);
    let e = ValueNet::from_json(&other).unwrap_err().to_string();
    assert!(e.contains("feature list"), "{e}");
    let nan = text.replacen("\"b2\":", "\"b2\":1e999,\"x\":", 1);
    assert!(ValueNet::from_json(&nan).is_err());
}

#[test]
fn evaluation_is_deterministic_and_allocates_nothing() {
    let states = positions();
    let first: Vec<f64> = states.iter().map(learned_corp_value).collect();
    let before = allocations();
    let mut sum = 0.0;
    for _ in 0..3 {
        for (g, &v) in states.iter().zip(&first) {
            let again = learned_corp_value(g);
            assert_eq!(again.to_bits(), v.to_bits());
            assert!((0.0..=1.0).contains(&again));
            sum += again;
        }
    }
    assert_eq!(allocations() - before, 0, "evaluations allocated");
    assert!(sum > 0.0);
}

#[test]
fn features_leak_nothing_under_a_redeal() {
    let mut changed = 0;
    let (mut a, mut b) = ([0f32; NUM_VALUE_FEATURES], [0f32; NUM_VALUE_FEATURES]);
    for (n, g) in positions().iter().enumerate() {
        for side in [Side::Corp, Side::Runner] {
            value_features(g, side, &mut a);
            for s in 0..3 {
                let twin = g.determinize(side, 100 * n as u64 + s);
                value_features(&twin, side, &mut b);
                assert_eq!(a, b, "{side:?}'s features changed under a redeal");
                // The other side's redeal may change them (it knows other cards).
                let other = g.determinize(side.other(), 100 * n as u64 + s);
                value_features(&other, side, &mut b);
                changed += (a != b) as u32;
            }
        }
    }
    assert!(changed > 0, "the features never read a hidden card");
}

#[test]
fn the_named_bot_plays_a_legal_game() {
    let kind = BotKind::parse("ismcts-value:30").unwrap();
    assert_eq!(kind.name(), "ismcts-value:30");
    assert_eq!(BotKind::parse(&kind.name()), Some(kind));
    let deep = BotKind::parse("ismcts-value:30:100").unwrap();
    assert_eq!(BotKind::parse(&deep.name()), Some(deep));
    assert_ne!(deep, kind);
    assert_eq!(BotKind::parse("ismcts-value:30:x"), None);
    let corp = DeckList::starter(STARTER_DECKS[0]).unwrap();
    let runner = DeckList::starter(STARTER_DECKS[5]).unwrap();
    for seat in [Side::Corp, Side::Runner] {
        let mut g = GameState::new(&corp, &runner, 4).unwrap();
        let mut search = kind.build(1);
        let mut other = BotKind::Heuristic.build(2);
        while !g.is_over() && g.decisions < 20_000 {
            let legal = g.legal_actions();
            let bot = if g.current_side() == Some(seat) {
                &mut search
            } else {
                &mut other
            };
            let a = bot.choose(&g, &legal);
            assert!(legal.contains(&a));
            g.apply(a).unwrap();
        }
        assert!(g.is_over(), "the game did not end");
    }
}

/// `+blend=W` (issue 28): the leaf value is W x the network + (1 - W) x `corp_value`; W = 0 is
/// exactly today's formula, so at the same depth the search chooses as `ismcts` does.
#[test]
fn a_blend_of_zero_searches_as_the_formula_does() {
    let half = BotKind::parse("ismcts-value:30:100+blend=0.5").unwrap();
    assert_eq!(half.name(), "ismcts-value:30+depth=100"); // ismcts-value's own blend
    let alone = BotKind::parse("ismcts-value:30+blend=1").unwrap();
    assert_eq!(alone.name(), "ismcts-value:30+blend=1");
    assert_eq!(BotKind::parse(&alone.name()), Some(alone));
    assert_ne!(alone, BotKind::parse("ismcts-value:30").unwrap());
    for bad in [
        "ismcts-value+blend=1.5",
        "ismcts-value+blend=-0.1",
        "ismcts:30+blend=0.5",
    ] {
        assert_eq!(BotKind::parse(bad), None, "{bad}");
    }
    // `ismcts-value` also carries `ismcts-pb`'s bias (docs/strength.md, "the Corp seat"): without it
    // the blend of zero is `ismcts`, with it `ismcts-pb`.
    let zero = BotKind::parse("ismcts-value:30:100+blend=0+bias=0").unwrap();
    let formula = BotKind::parse("ismcts:30").unwrap();
    let zero_pb = BotKind::parse("ismcts-value:30:100+blend=0").unwrap();
    let formula_pb = BotKind::parse("ismcts-pb:30").unwrap();
    let corp = DeckList::starter(STARTER_DECKS[1]).unwrap();
    let runner = DeckList::starter(STARTER_DECKS[6]).unwrap();
    let mut g = GameState::new(&corp, &runner, 9).unwrap();
    let (mut a, mut b) = (zero.build(3), formula.build(3));
    let (mut a_pb, mut b_pb) = (zero_pb.build(3), formula_pb.build(3));
    let mut heuristic = BotKind::Heuristic.build(4);
    let mut searched = 0;
    while !g.is_over() && searched < 60 {
        let legal = g.legal_actions();
        let action = if g.current_side() == Some(Side::Corp) && legal.len() > 1 {
            let x = a.choose(&g, &legal);
            assert_eq!(x, b.choose(&g, &legal), "decision {}", g.decisions);
            let y = a_pb.choose(&g, &legal);
            assert_eq!(
                y,
                b_pb.choose(&g, &legal),
                "biased, decision {}",
                g.decisions
            );
            searched += 1;
            x
        } else {
            heuristic.choose(&g, &legal)
        };
        g.apply(action).unwrap();
    }
    assert!(searched > 10);
}
