//! The rule-based bot: the decision trees of the mechanics reference (004, "Decision Trees for
//! AI") plus the rules of thumb of issue 5, as one small priority function per decision kind.
//! Every legal action gets a priority; the highest wins, ties broken by the bot's seeded
//! generator. The bot reads the state only through what its side may know: its own cards,
//! public facts (credits, clicks, counts, rezzed ice, advancement counters, the rig) and the
//! Corp cards the Runner has seen ([`crate::state::CardInst::known_to`]). See docs/bots.md.

mod corp;
mod facts;
mod runner;

pub(crate) use facts::economy as facts_economy;

use super::Bot;
use crate::actions::{Action, ActionKind, ActionList, NONE};
use crate::cards::{self, CardDef, Sub, BARRIER, CODE_GATE, SENTRY};
use crate::engine::{Spend, Step};
use crate::side::Side;
use crate::state::GameState;
use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// Plays by fixed rules of thumb, seeing only its own side's observation; `seed` breaks ties.
#[derive(Clone, Debug)]
pub struct HeuristicBot {
    rng: Xoshiro256PlusPlus,
    /// Whether the priority tables that name cards by title are read (see [`Self::facts_only`]).
    titles: bool,
}

impl HeuristicBot {
    /// A heuristic bot whose tie-breaks depend only on `seed`.
    pub fn new(seed: u64) -> HeuristicBot {
        HeuristicBot {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            titles: true,
        }
    }

    /// A heuristic bot that values every card from its facts alone (type, cost, strength,
    /// subtypes, subroutines, breaker numbers, agenda points, summary), as it values a card its
    /// tables do not name: what it does with cards it was never told about (issue 28).
    pub fn facts_only(seed: u64) -> HeuristicBot {
        HeuristicBot {
            titles: false,
            ..HeuristicBot::new(seed)
        }
    }
}

impl Bot for HeuristicBot {
    fn choose(&mut self, state: &GameState, legal: &ActionList) -> Action {
        if legal.len() == 1 {
            return legal[0];
        }
        let Some(side) = state.current_side() else {
            return legal[0];
        };
        let Some(&step) = state.stack.last() else {
            return legal[0];
        };
        let mut best = legal[0];
        let mut best_score = i32::MIN;
        let mut ties = 0u32;
        match side {
            Side::Corp => {
                let ctx = corp::Ctx::new(state, step, self.titles);
                for &a in legal.iter() {
                    let s = ctx.score(a);
                    self.consider(a, s, &mut best, &mut best_score, &mut ties);
                }
            }
            Side::Runner => {
                let ctx = runner::Ctx::new(state, step, self.titles);
                for &a in legal.iter() {
                    let s = ctx.score(a);
                    self.consider(a, s, &mut best, &mut best_score, &mut ties);
                }
            }
        }
        best
    }
}

impl HeuristicBot {
    /// Keeps the best action so far; among equal priorities each is kept with equal chance
    /// (reservoir sampling), drawing from the generator only on a tie.
    #[inline]
    fn consider(
        &mut self,
        a: Action,
        s: i32,
        best: &mut Action,
        best_score: &mut i32,
        ties: &mut u32,
    ) {
        if s > *best_score {
            *best = a;
            *best_score = s;
            *ties = 1;
        } else if s == *best_score {
            *ties += 1;
            if super::below(&mut self.rng, *ties as usize) == 0 {
                *best = a;
            }
        }
    }
}

/// The definition of `card` if `side` knows which card it is, else `None`.
#[inline]
pub(crate) fn known_def(state: &GameState, side: Side, card: u8) -> Option<&'static CardDef> {
    let c = state.cards.get(card as usize)?;
    // Through the game's table: a study's what-if numbers are what the bot plays against.
    c.known_to(side).then(|| state.cdef(card))
}

/// The ice subtypes icebreakers care about.
pub(crate) const ICE_TYPES: u64 = BARRIER | CODE_GATE | SENTRY;

/// Whether a subroutine ends the run (004, Runner tree 2: "End the run" must be broken).
#[inline]
pub(crate) fn ends_run(sub: Sub) -> bool {
    matches!(sub, Sub::EndRun)
}

/// Cheapest credits (and bioroid clicks, as a second number) for the Runner's installed
/// breakers to break the subroutines of `ice` that end the run, or `None` when some
/// end-the-run subroutine cannot be broken with the rig (or the ice has no such subroutine and
/// `all` is false, in which case the cost is 0). With `all`, every subroutine counts.
/// Reads only public facts: the rig, the Runner's credits, the ice's printed numbers (callers
/// pass only ice whose identity the deciding side knows).
pub(crate) fn break_cost(state: &GameState, ice: u8, all: bool) -> Option<u32> {
    let d = state.cdef(ice);
    let subs = cards::subroutines(d);
    // The printed subroutines' bits come after any gained for the encounter (Stick and Poke).
    let broken = match state.run {
        Some(r) if r.encounter == ice => r.broken >> state.gained_sub_count(ice),
        _ => 0,
    };
    let mut needed = 0u32;
    for (i, &s) in subs.iter().enumerate() {
        if broken & (1 << i) == 0 && (all || ends_run(s)) {
            needed += 1;
        }
    }
    if needed == 0 {
        return Some(0);
    }
    let ice_strength = state.ice_strength(ice);
    let types = state.ice_subtypes(ice);
    let mut best: Option<u32> = None;
    for &b in state.runner.rig.iter() {
        let bd = state.cdef(b);
        let Some(br) = cards::breaker_of(bd) else {
            continue;
        };
        if br.breaks != 0 && br.breaks & types == 0 {
            continue;
        }
        if !cards::can_break(state, b, ice) {
            continue;
        }
        let strength = state.breaker_strength(b);
        let mut cost = 0u32;
        if strength < ice_strength {
            if br.boost_amount == 0 {
                continue;
            }
            let gap = ice_strength - strength;
            let boosts = gap.div_ceil(br.boost_amount as u32);
            cost += boosts * br.boost_cost as u32;
        }
        let per = cards::subs_per_break(bd).max(1) as u32;
        // The break ability's cost now (Marjanah's is lower after a successful run).
        cost += needed.div_ceil(per) * cards::break_cost(state, b);
        if cost <= state.runner_credits_for(Spend::Ability(b)) {
            best = Some(best.map_or(cost, |c: u32| c.min(cost)));
        }
    }
    // Bioroid ice: the Runner may lose clicks instead (counted as 1 credit per click here).
    let clicks = cards::click_break_cost(d) as u32;
    if clicks > 0 && state.runner.clicks as u32 >= clicks * needed {
        best = Some(best.map_or(needed, |c: u32| c.min(needed)));
    }
    best
}

/// Whether `step` is the jack-out decision before approaching a piece of ice (the step below
/// it is that ice's rez window), and which ice.
pub(crate) fn approached_ice(state: &GameState) -> u8 {
    let n = state.stack.len();
    if n >= 2 {
        if let Step::Window(w) = state.stack[n - 2] {
            return w.ice;
        }
    }
    NONE
}

/// A priority for a bid: the chosen `target` amount scores highest, others less the farther off.
#[inline]
pub(crate) fn bid_score(a: Action, target: u32) -> i32 {
    if a.kind != ActionKind::Bid {
        return 0;
    }
    100 - (a.amount as i32 - target as i32).abs()
}
