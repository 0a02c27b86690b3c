//! Single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley and
//! Whitehouse 2012, "Information Set Monte Carlo Tree Search", Algorithm 3).
//!
//! One tree per search thread, over the decisions of both players, searched from the searcher's
//! information set. Each iteration:
//!
//! 1. **Determinize**: [`GameState::determinize`] redeals every card the searcher has not seen
//!    (it depends only on what the searcher knows and the seed, so the search never cheats).
//! 2. **Select**: from the root, while every action legal in this determinization has a child,
//!    pick the child maximising UCB1 with availability counts,
//!    `mean + c * sqrt(ln(available) / visits)`, where `available` counts the iterations in which
//!    the child's action was legal at its parent (not the parent's visits), and `mean` is the
//!    child's mean reward for the player who chose its action. Every child whose action is legal
//!    in this determinization gets one more availability.
//! 3. **Expand**: one action legal here but without a child (chosen at random) gets a child.
//! 4. **Roll out**: the rollout policy plays on to the end of the game or for at most
//!    `rollout_depth` decisions, and [`corp_value`] scores the position in `[0, 1]` for the Corp.
//! 5. **Back up**: every node of the path gets a visit and the reward for the player who chose
//!    its action (the Corp's value, or 1 minus it for the Runner).
//!
//! With [`IsmctsConfig::per_player`] (`+mo=1`) there is one tree per player (MO-ISMCTS,
//! `ismcts_observe.rs`): each side selects in its own tree, and a move takes the other side's
//! tree along the action as that side observes it.
//!
//! Children are keyed by (parent, deciding side, action code) in a hash table, so an action legal
//! in one determinization and not in another is the same child whenever it is legal. Nodes live
//! in an arena (`Vec`) that is cleared and reused between decisions. The move played is the root
//! action with the most visits summed over the threads' trees.

use super::ismcts_observe::observed_code;
use super::value::learned_corp_value;
use super::{below, ismcts_prior as prior, Bot, HeuristicBot, PB_BIAS};
use crate::actions::{Action, ActionList};
use crate::error::EngineError;
use crate::side::Side;
use crate::simulate::game_seed;
use crate::state::GameState;
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// How an ISMCTS iteration plays out from the new node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rollout {
    /// Uniformly random legal actions.
    Random,
    /// [`super::HeuristicBot`] for both sides.
    Heuristic,
}

/// Rollout depth of [`IsmctsConfig::value`]: the network scores the position this many decisions
/// after the tree's leaf.
pub const VALUE_ROLLOUT_DEPTH: u32 = 20;

/// The network's weight in the leaf value of [`IsmctsConfig::value`] (`+blend=W`): half the
/// network, half [`corp_value`] won 61-63% of games against `ismcts` at equal time, the network
/// alone 56%, as did the formula alone at the same depth (docs/strength.md, issue 28).
pub const VALUE_BLEND: f32 = 0.5;

/// How the search scores the position where a rollout stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaf {
    /// The fixed formula [`corp_value`].
    Formula,
    /// The learned network the project ships ([`learned_corp_value`]; issue 28).
    Learned,
}

/// The search's settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IsmctsConfig {
    /// Iterations per decision (per thread's share: the total over all threads).
    pub iterations: u32,
    /// Time limit per decision in milliseconds, 0 for none. With a time limit the search stops at
    /// whichever of the limit and `iterations` comes first (a time limit makes the bot depend on
    /// the machine's speed, so it is not reproducible).
    pub time_ms: u32,
    /// UCB1 exploration constant `c` (rewards are in `[0, 1]`).
    pub exploration: f32,
    /// Rollout policy.
    pub rollout: Rollout,
    /// Root-parallel search trees (1 = single-threaded).
    pub threads: u16,
    /// Most decisions a rollout plays before it stops and [`corp_value`] scores the position;
    /// 0 plays every rollout to the end of the game.
    pub rollout_depth: u32,
    /// Progressive-bias weight towards the heuristic bot's move at every tree decision (0: none,
    /// the plain search; `bots/ismcts_prior.rs`, issue 28).
    pub bias: f32,
    /// How the position where a rollout stops is scored.
    pub leaf: Leaf,
    /// With [`Leaf::Learned`], the network's weight in the leaf value: `blend * network + (1 -
    /// blend) * corp_value` (1: the network alone; `+blend=W`, issue 28; [`VALUE_BLEND`] for
    /// `ismcts-value`).
    pub blend: f32,
    /// One tree per player (MO-ISMCTS, `+mo=1`; `bots/ismcts_observe.rs`, issue 28) instead of
    /// the single observer's tree: each side chooses in its own tree, which sees the other's
    /// moves only as that side observes them.
    pub per_player: bool,
    /// With one tree per player, the share of iterations played in a *veiled* world
    /// (`+veil=Q`; `bots/ismcts_observe.rs`, issue 28): the searcher's own hidden cards redealt
    /// as the opponent sees them, the searcher's moves the heuristic's, and only the opponent's
    /// tree learning from it, so that the opponent of the search does not know the searcher's
    /// secrets. 0: none.
    pub veil: f32,
}

impl Default for IsmctsConfig {
    fn default() -> IsmctsConfig {
        IsmctsConfig {
            iterations: 1000,
            time_ms: 0,
            exploration: 0.7,
            rollout: Rollout::Heuristic,
            threads: 1,
            rollout_depth: 100,
            bias: 0.0,
            leaf: Leaf::Formula,
            blend: 1.0,
            per_player: false,
            veil: 0.0,
        }
    }
}

impl IsmctsConfig {
    /// The search with the learned evaluation (`ismcts-value`, issue 28): heuristic rollouts cut
    /// short after [`VALUE_ROLLOUT_DEPTH`] decisions and scored by the shipped network
    /// ([`learned_corp_value`]) blended with [`corp_value`] ([`VALUE_BLEND`]), and the
    /// progressive bias towards the heuristic's move of `ismcts-pb` ([`PB_BIAS`]: as the Corp it
    /// lifted the search from 13-31% to 73-81% of games against `ismcts:50` at equal time, docs/strength.md, "Fifth
    /// session: the Corp seat"), the other settings as the default's.
    pub fn value() -> IsmctsConfig {
        IsmctsConfig {
            rollout_depth: VALUE_ROLLOUT_DEPTH,
            leaf: Leaf::Learned,
            blend: VALUE_BLEND,
            bias: PB_BIAS,
            ..IsmctsConfig::default()
        }
    }

    /// Checks the settings: at least one iteration and one thread, and a finite, non-negative
    /// exploration constant.
    pub fn validate(&self) -> Result<(), EngineError> {
        if self.iterations == 0 {
            return Err(EngineError::InvalidArgument(
                "ISMCTS needs at least 1 iteration per decision".into(),
            ));
        }
        if !(self.exploration.is_finite() && self.exploration >= 0.0) {
            return Err(EngineError::InvalidArgument(format!(
                "ISMCTS exploration constant must be a finite number >= 0, not {}",
                self.exploration
            )));
        }
        if !(self.bias.is_finite() && self.bias >= 0.0) {
            return Err(EngineError::InvalidArgument(format!(
                "ISMCTS bias weight must be a finite number >= 0, not {}",
                self.bias
            )));
        }
        if !(0.0..=1.0).contains(&self.blend) {
            return Err(EngineError::InvalidArgument(format!(
                "ISMCTS blend weight must be a number from 0 to 1, not {}",
                self.blend
            )));
        }
        if !(0.0..1.0).contains(&self.veil) || (self.veil > 0.0 && !self.per_player) {
            return Err(EngineError::InvalidArgument(format!(
                "ISMCTS veil must be a number from 0 up to (not including) 1, and above 0 only \
                 with one tree per player (+mo=1), not {}",
                self.veil
            )));
        }
        if self.threads == 0 {
            return Err(EngineError::InvalidArgument(
                "ISMCTS needs at least 1 search thread".into(),
            ));
        }
        Ok(())
    }
}

/// The value of a position for the Corp, in `[0, 1]`: 1 or 0 once the game is over; otherwise
/// `0.5 + 0.4 * (Corp points - Runner points) / P + 0.05 * tanh((Corp credits - Runner
/// credits) / 10) + 0.05 * tanh((HQ cards - grip cards) / 5)`, so agenda points dominate, and
/// credits and cards in hand (the Runner's grip is also what stands between it and a flatline)
/// break ties (P: the points needed to win, 7 unless the game says otherwise; each side's points
/// count up to P). The Runner's value is 1 minus this.
pub fn corp_value(g: &GameState) -> f64 {
    match g.winner() {
        Some(Side::Corp) => return 1.0,
        Some(Side::Runner) => return 0.0,
        None => {}
    }
    let need = g.points_to_win() as u32;
    let points = |s| g.agenda_points(s).min(need) as f64 / need as f64;
    let credits = (g.corp.credits as f64 - g.runner.credits as f64) / 10.0;
    let cards = (g.corp.hq.len() as f64 - g.runner.grip.len() as f64) / 5.0;
    let v = 0.5
        + 0.4 * (points(Side::Corp) - points(Side::Runner))
        + 0.05 * credits.tanh()
        + 0.05 * cards.tanh();
    v.clamp(0.0, 1.0)
}

const NO_NODE: u32 = u32::MAX;
const EMPTY: u64 = u64::MAX;
/// Most nodes in one tree (about 200 MB with its table); past it the search stops expanding and only rolls out.
const MAX_NODES: usize = 1 << 22;

/// One node: the state reached by an action (its key in the table) from its parent, in every
/// determinization where that action was legal there.
#[derive(Clone, Copy, Debug)]
struct Node {
    /// The player who chose the action leading here; `reward` is from their point of view.
    mover: Side,
    /// Iterations through this node.
    visits: u32,
    /// Iterations in which `action` was legal at the parent (reached the parent, and the
    /// parent's decider could choose it).
    avail: u32,
    /// Sum of the rewards backed up through this node, for `mover`.
    reward: f64,
}

/// One search tree with its scratch space, reused between decisions.
#[derive(Clone, Debug, Default)]
struct Tree {
    nodes: Vec<Node>,
    /// Open addressing (linear probing): (key, node) with key [`EMPTY`] for a free slot.
    table: Vec<(u64, u32)>,
    /// Nodes of the current iteration's path, root first.
    path: Vec<u32>,
    /// Child of each legal action at the current node, or [`NO_NODE`].
    found: Vec<u32>,
    /// Root of each side's tree (Corp, Runner): both 0 in the single observer's tree, 0 and 1
    /// with one tree per player ([`IsmctsConfig::per_player`]).
    roots: [u32; 2],
}

/// The table key of the child of `parent` for the action of code `code` chosen by `side`.
#[inline]
fn key(parent: u32, side: Side, code: u32) -> u64 {
    ((parent as u64) << 33) | ((side as u64) << 32) | code as u64
}

#[inline]
fn slot(key: u64, mask: usize) -> usize {
    (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as usize & mask
}

impl Tree {
    fn reset(&mut self, per_player: bool) {
        self.nodes.clear();
        let root = Node {
            mover: Side::Corp,
            visits: 0,
            avail: 0,
            reward: 0.0,
        };
        self.nodes.push(root);
        self.roots = [0, 0];
        if per_player {
            self.nodes.push(root);
            self.roots[Side::Runner as usize] = 1;
        }
        if self.table.is_empty() {
            self.table.resize(4096, (EMPTY, 0));
        } else {
            self.table.fill((EMPTY, 0));
        }
    }

    fn lookup(&self, k: u64) -> u32 {
        let mask = self.table.len() - 1;
        let mut i = slot(k, mask);
        loop {
            let (key, node) = self.table[i];
            if key == k {
                return node;
            }
            if key == EMPTY {
                return NO_NODE;
            }
            i = (i + 1) & mask;
        }
    }

    fn insert_key(table: &mut [(u64, u32)], k: u64, node: u32) {
        let mask = table.len() - 1;
        let mut i = slot(k, mask);
        while table[i].0 != EMPTY {
            i = (i + 1) & mask;
        }
        table[i] = (k, node);
    }

    /// Adds a child of `parent` for the action of code `code` chosen by `mover`; returns its
    /// index.
    fn add_child(&mut self, parent: u32, mover: Side, code: u32) -> u32 {
        let id = self.nodes.len() as u32;
        self.nodes.push(Node {
            mover,
            visits: 0,
            avail: 1,
            reward: 0.0,
        });
        // Keep the table at most half full.
        if self.nodes.len() * 2 > self.table.len() {
            let mut table = vec![(EMPTY, 0); self.table.len() * 2];
            for &(k, n) in self.table.iter().filter(|e| e.0 != EMPTY) {
                Tree::insert_key(&mut table, k, n);
            }
            self.table = table;
        }
        Tree::insert_key(&mut self.table, key(parent, mover, code), id);
        id
    }

    /// Moves the cursors `at` (each side's node, [`NO_NODE`] for a tree this iteration does not
    /// follow) along `action`, chosen by `side` in `g` (before it is applied), to `child`, the
    /// mover's node for it. With one tree per player the other side's cursor, if followed, goes
    /// to its child for the action as it observes it (`ismcts_observe.rs`) and joins the
    /// iteration's path. Returns whether that child is new.
    fn follow(
        &mut self,
        at: &mut [u32; 2],
        g: &GameState,
        side: Side,
        action: &Action,
        child: u32,
    ) -> bool {
        let observer = side.other();
        let mut fresh = false;
        if at[0] == at[1] {
            // The trees of the players share no node, so the cursors meet only in the single
            // observer's tree.
            at[observer as usize] = child;
        } else if at[observer as usize] != NO_NODE {
            let code = observed_code(g, observer, side, action);
            let mut seen = self.lookup(key(at[observer as usize], side, code));
            if seen == NO_NODE {
                seen = self.add_child(at[observer as usize], side, code);
                fresh = true;
            }
            self.path.push(seen);
            at[observer as usize] = seen;
        }
        at[side as usize] = child;
        fresh
    }

    /// One iteration from `root` for `searcher`.
    fn iterate(
        &mut self,
        root: &GameState,
        searcher: Side,
        config: &IsmctsConfig,
        rng: &mut Xoshiro256PlusPlus,
        heuristic: &mut HeuristicBot,
    ) {
        let veiled = config.veil > 0.0
            && ((rng.next_u64() >> 11) as f64) < config.veil as f64 * (1u64 << 53) as f64;
        let mut g = root.determinize(searcher, rng.next_u64());
        if veiled {
            // A world the opponent cannot tell from this one (a redeal of a redeal of what the
            // searcher knows, so it still depends only on that).
            g = g.determinize(searcher.other(), rng.next_u64());
        }
        let mut legal: ActionList = g.legal_actions();
        let c = config.exploration as f64;
        self.path.clear();
        self.path.push(0);
        if config.per_player {
            self.path.push(self.roots[Side::Runner as usize]);
        }
        // Each side's node: the same one in the single observer's tree; in a veiled iteration
        // the searcher's tree is not followed.
        let mut at = self.roots;
        if veiled {
            at[searcher as usize] = NO_NODE;
        }
        // Selection and expansion.
        while !g.is_over() && !legal.is_empty() {
            let Some(side) = g.current_side() else { break };
            // Room for the mover's child and the observer's.
            if config.per_player && self.nodes.len() + 2 > MAX_NODES {
                break;
            }
            let node = at[side as usize];
            if node == NO_NODE {
                // Veiled: the searcher plays the heuristic's move, which its opponent's tree
                // sees as it would; a new node there ends the selection as an expansion does.
                let a = heuristic.choose(&g, &legal);
                let fresh = self.follow(&mut at, &g, side, &a, NO_NODE);
                g.apply_and_list(a, &mut legal);
                if fresh {
                    break;
                }
                continue;
            }
            let guide = prior::guide(config, heuristic, &g, &legal);
            self.found.clear();
            let mut unexpanded = 0;
            for a in legal.iter() {
                let child = self.lookup(key(node, side, a.code()));
                if child == NO_NODE {
                    unexpanded += 1;
                } else {
                    self.nodes[child as usize].avail += 1;
                }
                self.found.push(child);
            }
            if unexpanded > 0 {
                if self.nodes.len() >= MAX_NODES {
                    break;
                }
                let mut k = below(rng, unexpanded);
                // The heuristic's move first (ismcts_prior.rs), else one at random.
                let first = guide
                    .and_then(|h| legal.iter().position(|a| *a == h))
                    .filter(|&i| self.found[i] == NO_NODE);
                let i = first.unwrap_or_else(|| {
                    self.found
                        .iter()
                        .position(|&f| {
                            if f == NO_NODE {
                                if k == 0 {
                                    return true;
                                }
                                k -= 1;
                            }
                            false
                        })
                        .expect("an unexpanded action")
                });
                let action = legal[i];
                let child = self.add_child(node, side, action.code());
                self.path.push(child);
                self.follow(&mut at, &g, side, &action, child);
                g.apply_and_list(action, &mut legal);
                break;
            }
            let mut best = 0;
            let mut best_score = f64::NEG_INFINITY;
            for (i, &child) in self.found.iter().enumerate() {
                let n = &self.nodes[child as usize];
                let visits = n.visits.max(1) as f64;
                let score = n.reward / visits
                    + c * ((n.avail as f64).ln() / visits).sqrt()
                    + prior::bonus(config, guide == Some(legal[i]), n.visits);
                if score > best_score {
                    best_score = score;
                    best = i;
                }
            }
            let child = self.found[best];
            self.path.push(child);
            self.follow(&mut at, &g, side, &legal[best], child);
            g.apply_and_list(legal[best], &mut legal);
        }
        // Rollout.
        let mut steps = 0u32;
        while !g.is_over()
            && !legal.is_empty()
            && (config.rollout_depth == 0 || steps < config.rollout_depth)
        {
            let a = match config.rollout {
                Rollout::Random => legal[below(rng, legal.len())],
                Rollout::Heuristic => heuristic.choose(&g, &legal),
            };
            g.apply_and_list(a, &mut legal);
            steps += 1;
        }
        // Backup.
        let value = match config.leaf {
            Leaf::Formula => corp_value(&g),
            Leaf::Learned if config.blend >= 1.0 => learned_corp_value(&g),
            Leaf::Learned => {
                let w = config.blend as f64;
                w * learned_corp_value(&g) + (1.0 - w) * corp_value(&g)
            }
        };
        for &n in &self.path {
            let n = &mut self.nodes[n as usize];
            n.visits += 1;
            n.reward += match n.mover {
                Side::Corp => value,
                Side::Runner => 1.0 - value,
            };
        }
    }

    /// Runs `iterations` iterations (or until `deadline`, or until `stop` is set: it is read
    /// before every iteration) from a fresh tree.
    fn search(
        &mut self,
        root: &GameState,
        config: &IsmctsConfig,
        iterations: u32,
        seed: u64,
        deadline: Option<Instant>,
        stop: &AtomicBool,
    ) {
        self.reset(config.per_player);
        let Some(searcher) = root.current_side() else {
            return;
        };
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut heuristic = HeuristicBot::new(game_seed(seed, 1));
        for i in 0..iterations {
            if stop.load(Ordering::Relaxed) {
                break;
            }
            if let Some(deadline) = deadline {
                if i % 16 == 0 && Instant::now() >= deadline {
                    break;
                }
            }
            self.iterate(root, searcher, config, &mut rng, &mut heuristic);
        }
    }

    /// Visits and reward of the root child for `action` chosen by `side`, in `side`'s tree.
    fn root_stats(&self, side: Side, action: &Action) -> (u64, f64) {
        match self.lookup(key(self.roots[side as usize], side, action.code())) {
            NO_NODE => (0, 0.0),
            n => {
                let n = &self.nodes[n as usize];
                (n.visits as u64, n.reward)
            }
        }
    }
}

/// The search bot: plays the most visited move of its search from its own information set.
#[derive(Clone, Debug)]
pub struct IsmctsBot {
    config: IsmctsConfig,
    seed: u64,
    /// One tree per thread, kept between decisions so that their memory is reused.
    trees: Vec<Tree>,
    /// Iterations run by the last search, over every thread.
    last_iterations: u64,
}

impl IsmctsBot {
    /// A search bot with these settings; with `time_ms` 0 its choices depend only on `seed`, the
    /// settings, and what its side knows. Settings that [`IsmctsConfig::validate`] rejects are
    /// raised to the nearest valid ones (use [`IsmctsBot::try_new`] to get an error instead).
    pub fn new(config: IsmctsConfig, seed: u64) -> IsmctsBot {
        let mut config = config;
        config.iterations = config.iterations.max(1);
        config.threads = config.threads.max(1);
        if !(config.exploration.is_finite() && config.exploration >= 0.0) {
            config.exploration = 0.0;
        }
        IsmctsBot {
            config,
            seed,
            trees: Vec::new(),
            last_iterations: 0,
        }
    }

    /// A search bot with these settings, or an error if [`IsmctsConfig::validate`] rejects them.
    pub fn try_new(config: IsmctsConfig, seed: u64) -> Result<IsmctsBot, EngineError> {
        config.validate()?;
        Ok(IsmctsBot::new(config, seed))
    }

    /// The settings.
    pub fn config(&self) -> &IsmctsConfig {
        &self.config
    }

    /// Iterations the last search ran, over all threads (0 if the last decision had a single
    /// legal action).
    pub fn last_iterations(&self) -> u64 {
        self.last_iterations
    }

    /// Visits of each root action in the last search, summed over the threads' trees, in the
    /// order of `legal` (the legal actions of that decision).
    pub fn root_visits(&self, side: Side, legal: &ActionList) -> Vec<u64> {
        legal
            .iter()
            .map(|a| self.trees.iter().map(|t| t.root_stats(side, a).0).sum())
            .collect()
    }
}

impl Bot for IsmctsBot {
    fn choose(&mut self, state: &GameState, legal: &ActionList) -> Action {
        let never = AtomicBool::new(false);
        self.choose_or_stop(state, legal, &never)
            .unwrap_or(legal[0])
    }

    /// The search reads `stop` before every iteration; once it is set, the choice is abandoned
    /// (None), whatever the iterations or time limit.
    fn choose_or_stop(
        &mut self,
        state: &GameState,
        legal: &ActionList,
        stop: &AtomicBool,
    ) -> Option<Action> {
        self.last_iterations = 0;
        if legal.len() == 1 {
            return Some(legal[0]);
        }
        let Some(side) = state.current_side() else {
            return Some(legal[0]);
        };
        let config = self.config;
        let threads = config.threads as usize;
        self.trees.resize_with(threads, Tree::default);
        let deadline = (config.time_ms > 0)
            .then(|| Instant::now() + std::time::Duration::from_millis(config.time_ms as u64));
        // The search seed depends on the bot's seed and the decision number (public), never on
        // hidden information.
        let base = game_seed(self.seed, state.decisions as u64);
        let share = |t: usize| {
            config.iterations / threads as u32
                + u32::from(t < (config.iterations as usize % threads))
        };
        if threads == 1 {
            self.trees[0].search(state, &config, share(0), game_seed(base, 0), deadline, stop);
        } else {
            std::thread::scope(|scope| {
                for (t, tree) in self.trees.iter_mut().enumerate() {
                    let seed = game_seed(base, t as u64);
                    let n = share(t);
                    scope.spawn(move || tree.search(state, &config, n, seed, deadline, stop));
                }
            });
        }
        self.last_iterations = self.trees.iter().map(|t| t.nodes[0].visits as u64).sum();
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        // Most visits summed over the trees; ties go to the higher total reward, then to the
        // earlier legal action.
        let mut best = 0;
        let mut best_stats = (0u64, f64::NEG_INFINITY);
        for (i, a) in legal.iter().enumerate() {
            let stats = self.trees.iter().fold((0u64, 0.0f64), |acc, t| {
                let (v, r) = t.root_stats(side, a);
                (acc.0 + v, acc.1 + r)
            });
            if stats.0 > best_stats.0 || (stats.0 == best_stats.0 && stats.1 > best_stats.1) {
                best_stats = stats;
                best = i;
            }
        }
        Some(legal[best])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::{ActionKind, NEW_REMOTE};
    use crate::cards::CardType;
    use crate::deck::DeckList;

    /// The first Corp action phase of a Core game in which HQ holds two non-ice cards of
    /// different titles, with an install of each into a new remote.
    fn two_installs() -> (GameState, Action, Action) {
        let (corp, runner) = (DeckList::default_corp(), DeckList::default_runner());
        for seed in 0..50 {
            let mut g = GameState::new(&corp, &runner, seed).unwrap();
            let mut legal = g.legal_actions();
            while g.current_side() == Some(Side::Corp) && legal[0].kind == ActionKind::Keep {
                g.apply_and_list(legal[0], &mut legal);
            }
            while g.current_side() != Some(Side::Corp) && !g.is_over() {
                g.apply_and_list(legal[0], &mut legal);
            }
            let installs: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| a.kind == ActionKind::Install && a.server == NEW_REMOTE)
                .filter(|a| g.cdef(a.card).card_type != CardType::Ice)
                .collect();
            for (i, a) in installs.iter().enumerate() {
                if let Some(b) = installs[i + 1..]
                    .iter()
                    .find(|b| g.card(b.card).def != g.card(a.card).def)
                {
                    return (g, *a, *b);
                }
            }
        }
        panic!("no Core deal with two different non-ice installs");
    }

    /// MO-ISMCTS (`ismcts_observe.rs`): in the Corp's search, the Corp's tree keeps one child per
    /// card it may install in a new remote, and the Runner's tree one child for "a card the Runner
    /// has not seen installed in a new remote", whichever card; the single observer's tree has
    /// only the Corp's children.
    #[test]
    fn with_a_tree_per_player_the_runner_sees_one_install_of_an_unseen_card() {
        let (g, a, b) = two_installs();
        assert!(!g.card(a.card).known_to(Side::Runner));
        let (ca, cb) = (a.code(), b.code());
        let seen_a = observed_code(&g, Side::Runner, Side::Corp, &a);
        assert_eq!(seen_a, observed_code(&g, Side::Runner, Side::Corp, &b));
        assert_eq!(
            observed_code(&g, Side::Corp, Side::Corp, &a),
            ca,
            "the Corp sees its own"
        );
        let stop = AtomicBool::new(false);
        for per_player in [false, true] {
            let config = IsmctsConfig {
                per_player,
                ..IsmctsConfig::default()
            };
            let mut tree = Tree::default();
            tree.search(&g, &config, 3000, 5, None, &stop);
            let corp = tree.roots[Side::Corp as usize];
            let runner = tree.roots[Side::Runner as usize];
            let child = |root, code| tree.lookup(key(root, Side::Corp, code));
            assert_ne!(child(corp, ca), NO_NODE, "every root action is tried");
            assert_ne!(child(corp, cb), NO_NODE);
            assert_ne!(child(corp, ca), child(corp, cb));
            let merged = child(runner, seen_a);
            assert_eq!(merged != NO_NODE, per_player, "per player: {per_player}");
            if per_player {
                // Every iteration that installed either card passed through the merged node.
                let visits = |n: u32| tree.nodes[n as usize].visits;
                assert!(visits(merged) >= visits(child(corp, ca)) + visits(child(corp, cb)));
                assert_eq!(tree.nodes[0].visits, 3000);
                assert_eq!(tree.nodes[runner as usize].visits, 3000);
            }
        }
    }

    /// `+veil=Q`: about that share of the iterations is played in a world the Runner cannot tell
    /// from the Corp's, with the Corp's moves the heuristic's; they teach the Runner's tree only,
    /// so the Corp's root children share the other iterations.
    #[test]
    fn a_veiled_iteration_teaches_only_the_opponents_tree() {
        let (g, _, _) = two_installs();
        let legal = g.legal_actions();
        let stop = AtomicBool::new(false);
        for (veil, least, most) in [(0.0, 2000, 2000), (0.5, 850, 1150), (0.9, 100, 300)] {
            let config = IsmctsConfig {
                per_player: true,
                veil,
                ..IsmctsConfig::default()
            };
            let mut tree = Tree::default();
            tree.search(&g, &config, 2000, 9, None, &stop);
            let own: u64 = legal.iter().map(|a| tree.root_stats(Side::Corp, a).0).sum();
            assert!((least..=most).contains(&own), "veil {veil}: {own} of 2000");
            let runner = tree.roots[Side::Runner as usize] as usize;
            assert_eq!(
                tree.nodes[runner].visits, 2000,
                "the Runner's tree learns from all"
            );
        }
    }
}
