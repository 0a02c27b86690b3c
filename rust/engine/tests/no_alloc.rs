//! Allocation discipline: the hot loop of a game (legal actions, a bot's choice, apply) makes no
//! heap allocation. A counting global allocator counts every allocation in this test binary.

use nr_engine::{ActionList, Bot, DeckList, GameState, RandomBot, STARTER_DECKS};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicU64, Ordering};

struct Counting;

static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

thread_local! {
    /// Set on the thread playing the games: allocations by the test harness's other threads
    /// (which made this test fail now and then on a loaded machine) are not the engine's.
    static COUNTING: Cell<bool> = const { Cell::new(false) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if COUNTING.with(Cell::get) {
            ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
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
                let before = ALLOCATIONS.load(Ordering::Relaxed);
                while !g.is_over() {
                    let a = bot.choose(&g, &legal);
                    g.apply_and_list(a, &mut legal);
                    decisions += 1;
                }
                allocations += ALLOCATIONS.load(Ordering::Relaxed) - before;
            }
        }
    }
    assert!(decisions > 10_000);
    assert_eq!(
        allocations, 0,
        "{allocations} allocations in {decisions} decisions"
    );
}
