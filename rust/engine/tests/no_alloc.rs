//! Allocation discipline: the hot loop of a game (legal actions, a bot's choice, apply) makes no
//! heap allocation. A counting global allocator counts every allocation in this test binary.

use nr_engine::{ActionList, Bot, DeckList, GameState, RandomBot, STARTER_DECKS};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Counting;

thread_local! {
    /// Allocations counted on this thread (each test counts its own: tests run in parallel).
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
    /// Set on the thread playing the games: allocations by the test harness's other threads
    /// (which made this test fail now and then on a loaded machine) are not the engine's.
    static COUNTING: Cell<bool> = const { Cell::new(false) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if COUNTING.with(Cell::get) {
            ALLOCATIONS.with(|n| n.set(n.get() + 1));
        }
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn a_whole_game_allocates_nothing_per_decision() {
    COUNTING.with(|c| c.set(true));
    let corps = &STARTER_DECKS[..4];
    let runners = &STARTER_DECKS[4..];
    let mut decisions = 0u64;
    let mut allocations = 0u64;
    for (i, corp) in corps.iter().enumerate() {
        for (j, runner) in runners.iter().enumerate() {
            let (c, r) = (
                DeckList::starter(corp).unwrap(),
                DeckList::starter(runner).unwrap(),
            );
            for seed in 0..20u64 {
                let mut g = GameState::new(&c, &r, seed + 100 * (i * 3 + j) as u64).unwrap();
                let mut bot = RandomBot::new(seed);
                let mut legal = ActionList::new();
                legal.extend(g.legal_actions());
                // Only the loop below is counted: setup may allocate (decklists, the card table).
                let before = ALLOCATIONS.with(Cell::get);
                while !g.is_over() {
                    let a = bot.choose(&g, &legal);
                    g.apply_and_list(a, &mut legal);
                    decisions += 1;
                }
                allocations += ALLOCATIONS.with(Cell::get) - before;
            }
        }
    }
    assert!(decisions > 10_000);
    assert_eq!(
        allocations, 0,
        "{allocations} allocations in {decisions} decisions"
    );
}

// Issue 12, "Events": with the event log on (drained after every decision, as the binding and
// `simulate_events` do, into a buffer made once), a game still allocates nothing per decision.
#[test]
fn a_whole_game_with_events_on_allocates_nothing_per_decision() {
    COUNTING.with(|c| c.set(true));
    let (c, r) = (
        DeckList::starter(STARTER_DECKS[0]).unwrap(),
        DeckList::starter(STARTER_DECKS[4]).unwrap(),
    );
    let mut decisions = 0u64;
    let mut allocations = 0u64;
    let mut events = 0u64;
    for seed in 0..20u64 {
        let mut g = GameState::new_with_events(&c, &r, seed).unwrap();
        let mut bot = RandomBot::new(seed);
        let mut legal = ActionList::new();
        legal.extend(g.legal_actions());
        let before = ALLOCATIONS.with(Cell::get);
        while !g.is_over() {
            let a = bot.choose(&g, &legal);
            g.apply_and_list(a, &mut legal);
            events += g.take_events().len() as u64;
            decisions += 1;
        }
        allocations += ALLOCATIONS.with(Cell::get) - before;
        assert_eq!(g.events_dropped(), 0);
    }
    assert!(
        events > decisions,
        "{events} events in {decisions} decisions"
    );
    assert_eq!(
        allocations, 0,
        "{allocations} allocations in {decisions} decisions with events on"
    );
}
