//! Many games stepped together: the engine side of `nr_fast.VecGame` (docs/tensors.md,
//! "VecGame").
//!
//! Each step takes one action code per game (for whichever side decides there), applies it, and
//! writes into caller-owned buffers: the observation of the side that decides next, the mask and
//! the list of legal codes, the side to decide, rewards (+1/-1 for the Corp and the Runner when a
//! game ends), and done flags. A finished game is reset at once to a new game, so every game
//! always has a pending decision. Episode `k` (0, 1, …) of game `i` is seeded by
//! [`episode_seed`]`(seed, i, k)`.

use arrayvec::ArrayVec;

use crate::actions::{ActionList, NUM_ACTIONS};
use crate::deck::DeckList;
use crate::error::EngineError;
use crate::side::Side;
use crate::simulate::{game_seed, MAX_DECISIONS};
use crate::state::GameState;
use crate::tensor::OBSERVATION_SIZE;

/// Most legal actions of one decision (the capacity of [`ActionList`]): the width of a row of
/// the `codes` output.
pub const MAX_LEGAL: usize = 512;

/// Seed of episode `episode` of game `index` of a [`VecGame`] made with `seed`:
/// `game_seed(game_seed(seed, index), episode)`.
pub fn episode_seed(seed: u64, index: u64, episode: u64) -> u64 {
    game_seed(game_seed(seed, index), episode)
}

struct Slot {
    state: GameState,
    legal: ActionList,
    codes: ArrayVec<u32, MAX_LEGAL>,
    episode: u64,
}

impl Slot {
    fn list_codes(&mut self) {
        self.codes.clear();
        for a in &self.legal {
            self.codes.push(a.code());
        }
    }
}

/// The buffers one step writes; `n` rows each. Optional outputs are skipped when `None`.
pub struct VecOutput<'a> {
    /// `n × OBSERVATION_SIZE`: the observation of the side that decides next.
    pub obs: Option<&'a mut [f32]>,
    /// `n × NUM_ACTIONS`: true at the legal codes.
    pub mask: Option<&'a mut [bool]>,
    /// `n × MAX_LEGAL`: the legal codes first, in the engine's order; entries past `num_legal`
    /// are left as they were.
    pub codes: Option<&'a mut [i64]>,
    /// `n`: how many legal actions.
    pub num_legal: &'a mut [u32],
    /// `n`: the side to decide next (0 Corp, 1 Runner).
    pub side: &'a mut [u8],
    /// `n × 2`: the Corp's and the Runner's reward of this step (+1 win, -1 loss, else 0).
    pub rewards: &'a mut [f32],
    /// `n`: the game ended with this step (and was reset).
    pub done: &'a mut [bool],
    /// `n`: the game was cut off at [`MAX_DECISIONS`] decisions with this step (and reset).
    pub truncated: &'a mut [bool],
}

#[allow(clippy::type_complexity)]
fn split_opt<T>(v: Option<&mut [T]>, at: usize) -> (Option<&mut [T]>, Option<&mut [T]>) {
    match v {
        Some(s) => {
            let (a, b) = s.split_at_mut(at);
            (Some(a), Some(b))
        }
        None => (None, None),
    }
}

impl<'a> VecOutput<'a> {
    fn split_at(self, k: usize) -> (VecOutput<'a>, VecOutput<'a>) {
        let (obs_a, obs_b) = split_opt(self.obs, k * OBSERVATION_SIZE);
        let (mask_a, mask_b) = split_opt(self.mask, k * NUM_ACTIONS as usize);
        let (codes_a, codes_b) = split_opt(self.codes, k * MAX_LEGAL);
        let (nl_a, nl_b) = self.num_legal.split_at_mut(k);
        let (side_a, side_b) = self.side.split_at_mut(k);
        let (rew_a, rew_b) = self.rewards.split_at_mut(2 * k);
        let (done_a, done_b) = self.done.split_at_mut(k);
        let (tr_a, tr_b) = self.truncated.split_at_mut(k);
        (
            VecOutput {
                obs: obs_a,
                mask: mask_a,
                codes: codes_a,
                num_legal: nl_a,
                side: side_a,
                rewards: rew_a,
                done: done_a,
                truncated: tr_a,
            },
            VecOutput {
                obs: obs_b,
                mask: mask_b,
                codes: codes_b,
                num_legal: nl_b,
                side: side_b,
                rewards: rew_b,
                done: done_b,
                truncated: tr_b,
            },
        )
    }

    fn check(&self, n: usize) -> Result<(), EngineError> {
        let bad = |what: &str, len: usize, want: usize| {
            Err(EngineError::InvalidArgument(format!(
                "VecGame output {what} has length {len}, expected {want}"
            )))
        };
        if let Some(o) = &self.obs {
            if o.len() != n * OBSERVATION_SIZE {
                return bad("obs", o.len(), n * OBSERVATION_SIZE);
            }
        }
        if let Some(m) = &self.mask {
            if m.len() != n * NUM_ACTIONS as usize {
                return bad("mask", m.len(), n * NUM_ACTIONS as usize);
            }
        }
        if let Some(c) = &self.codes {
            if c.len() != n * MAX_LEGAL {
                return bad("codes", c.len(), n * MAX_LEGAL);
            }
        }
        for (what, len, want) in [
            ("num_legal", self.num_legal.len(), n),
            ("side", self.side.len(), n),
            ("rewards", self.rewards.len(), 2 * n),
            ("done", self.done.len(), n),
            ("truncated", self.truncated.len(), n),
        ] {
            if len != want {
                return bad(what, len, want);
            }
        }
        Ok(())
    }
}

/// `n` games between the same two decks, stepped together.
pub struct VecGame {
    corp: (u16, Vec<u16>),
    runner: (u16, Vec<u16>),
    seed: u64,
    slots: Vec<Slot>,
    /// The mask buffer last written holds exactly the current legal codes (so a step need only
    /// clear the old codes rather than the whole row).
    mask_synced: bool,
    /// Games per parallel block (0: one thread).
    block: usize,
    /// Agenda points a player needs to win every game (see [`VecGame::set_points_to_win`]).
    points_to_win: u8,
}

impl VecGame {
    /// `n` new games (episode 0 of each), seeded from `seed` (see [`episode_seed`]). `threads`:
    /// 1 steps on the calling thread; 0 or more than 1 splits the games among rayon's threads.
    pub fn new(
        corp: &DeckList,
        runner: &DeckList,
        n: usize,
        seed: u64,
        threads: usize,
    ) -> Result<VecGame, EngineError> {
        if n == 0 {
            return Err(EngineError::InvalidArgument(
                "VecGame needs at least one game".into(),
            ));
        }
        let corp = corp.resolve(Side::Corp)?;
        let runner = runner.resolve(Side::Runner)?;
        let mut slots = Vec::with_capacity(n);
        for i in 0..n {
            let state = GameState::from_resolved(&corp, &runner, episode_seed(seed, i as u64, 0))?;
            let mut slot = Slot {
                legal: state.legal_actions(),
                state,
                codes: ArrayVec::new(),
                episode: 0,
            };
            slot.list_codes();
            slots.push(slot);
        }
        let workers = if threads == 0 {
            rayon::current_num_threads()
        } else {
            threads
        };
        let block = if workers <= 1 {
            0
        } else {
            n.div_ceil(workers).max(16)
        };
        Ok(VecGame {
            corp,
            runner,
            seed,
            slots,
            mask_synced: false,
            block,
            points_to_win: crate::state::DEFAULT_POINTS_TO_WIN,
        })
    }

    /// Sets the agenda points needed to win every game, now and after every reset (1 to 255;
    /// the default is 7, a System Gateway starter game plays to 6). Only before the first step:
    /// an error afterwards, or for a value out of range, changing nothing.
    pub fn set_points_to_win(&mut self, points: i64) -> Result<(), EngineError> {
        let points = crate::points_to_win_arg(points)?;
        if self.slots.iter().any(|s| s.state.decisions > 0) {
            return Err(EngineError::InvalidArgument(
                "agenda_points_to_win is set when the VecGame is made, before the first step"
                    .into(),
            ));
        }
        for slot in &mut self.slots {
            // Fresh games (no decision yet, no points scored): it cannot fail.
            slot.state.set_points_to_win(points as i64)?;
        }
        self.points_to_win = points;
        Ok(())
    }

    /// Agenda points a player needs to win these games.
    pub fn points_to_win(&self) -> u8 {
        self.points_to_win
    }

    /// A new game of the VecGame's decks and option.
    fn new_game(
        corp: &(u16, Vec<u16>),
        runner: &(u16, Vec<u16>),
        seed: u64,
        points_to_win: u8,
    ) -> GameState {
        // The decks were resolved (and checked) when the VecGame was made, the option checked
        // when it was set.
        let mut state = GameState::from_resolved(corp, runner, seed).expect("decks resolved");
        state.points_to_win = points_to_win;
        state
    }

    /// Number of games.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Always false: a `VecGame` holds at least one game.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// The current state of game `i`.
    pub fn game(&self, i: usize) -> Option<&GameState> {
        self.slots.get(i).map(|s| &s.state)
    }

    /// The episode number of game `i` (how many times it was reset).
    pub fn episode(&self, i: usize) -> Option<u64> {
        self.slots.get(i).map(|s| s.episode)
    }

    /// The legal codes of game `i`'s pending decision.
    pub fn legal_codes(&self, i: usize) -> Option<&[u32]> {
        self.slots.get(i).map(|s| &s.codes[..])
    }

    /// Starts every game anew from `seed` (episode 0 of each) and writes the outputs of the
    /// first decisions (rewards 0, done and truncated false).
    pub fn reset(&mut self, seed: u64, out: VecOutput<'_>) -> Result<(), EngineError> {
        out.check(self.len())?;
        self.seed = seed;
        for (i, slot) in self.slots.iter_mut().enumerate() {
            slot.state = Self::new_game(
                &self.corp,
                &self.runner,
                episode_seed(seed, i as u64, 0),
                self.points_to_win,
            );
            slot.legal = slot.state.legal_actions();
            slot.list_codes();
            slot.episode = 0;
        }
        self.observe(out)
    }

    /// Writes the outputs of the current decisions without stepping (rewards 0, flags false).
    pub fn observe(&mut self, mut out: VecOutput<'_>) -> Result<(), EngineError> {
        out.check(self.len())?;
        for (i, slot) in self.slots.iter().enumerate() {
            write_row(slot, i, &mut out, true, &[]);
            out.rewards[2 * i] = 0.0;
            out.rewards[2 * i + 1] = 0.0;
            out.done[i] = false;
            out.truncated[i] = false;
        }
        self.mask_synced = out.mask.is_some();
        Ok(())
    }

    /// Applies `actions[i]` to game `i` for every game, resets the games that ended, and writes
    /// the outputs. Every code is checked first: an illegal one gives
    /// `EngineError::IllegalAction` naming the game and the code, and no game is stepped.
    pub fn step(&mut self, actions: &[i64], out: VecOutput<'_>) -> Result<(), EngineError> {
        let n = self.len();
        if actions.len() != n {
            return Err(EngineError::InvalidArgument(format!(
                "VecGame.step needs one action per game: {} actions for {n} games",
                actions.len()
            )));
        }
        out.check(n)?;
        for (i, (slot, &code)) in self.slots.iter().zip(actions).enumerate() {
            let legal = u32::try_from(code)
                .ok()
                .filter(|c| slot.codes.contains(c))
                .is_some();
            if !legal {
                return Err(EngineError::IllegalAction(format!(
                    "game {i}: action code {code} is not legal in its {} decision (legal codes: {:?})",
                    slot.state.decision_name(),
                    &slot.codes[..slot.codes.len().min(20)]
                )));
            }
        }
        let ctx = Ctx {
            corp: &self.corp,
            runner: &self.runner,
            seed: self.seed,
            synced: self.mask_synced,
            points_to_win: self.points_to_win,
        };
        let has_mask = out.mask.is_some();
        if self.block == 0 {
            step_block(&ctx, &mut self.slots, actions, out, 0);
        } else {
            par_step(&ctx, &mut self.slots, actions, out, 0, self.block);
        }
        self.mask_synced = has_mask;
        Ok(())
    }
}

struct Ctx<'a> {
    corp: &'a (u16, Vec<u16>),
    runner: &'a (u16, Vec<u16>),
    seed: u64,
    synced: bool,
    points_to_win: u8,
}

fn par_step(
    ctx: &Ctx<'_>,
    slots: &mut [Slot],
    actions: &[i64],
    out: VecOutput<'_>,
    first: usize,
    block: usize,
) {
    if slots.len() <= block {
        step_block(ctx, slots, actions, out, first);
        return;
    }
    let k = slots.len() / 2;
    let (sa, sb) = slots.split_at_mut(k);
    let (aa, ab) = actions.split_at(k);
    let (oa, ob) = out.split_at(k);
    rayon::join(
        || par_step(ctx, sa, aa, oa, first, block),
        || par_step(ctx, sb, ab, ob, first + k, block),
    );
}

/// Steps games `first..first + slots.len()`; `out` holds their rows only.
fn step_block(
    ctx: &Ctx<'_>,
    slots: &mut [Slot],
    actions: &[i64],
    mut out: VecOutput<'_>,
    first: usize,
) {
    let mut old: ArrayVec<u32, MAX_LEGAL> = ArrayVec::new();
    for (r, (slot, &code)) in slots.iter_mut().zip(actions).enumerate() {
        let idx = slot
            .codes
            .iter()
            .position(|&c| c as i64 == code)
            .expect("checked before stepping");
        let action = slot.legal[idx];
        if out.mask.is_some() && ctx.synced {
            old.clear();
            old.try_extend_from_slice(&slot.codes)
                .expect("same capacity");
        }
        slot.state.apply_and_list(action, &mut slot.legal);
        let (mut rc, mut rr) = (0.0f32, 0.0f32);
        let mut done = false;
        let mut truncated = false;
        if let Some(w) = slot.state.winner() {
            done = true;
            (rc, rr) = if w == Side::Corp {
                (1.0, -1.0)
            } else {
                (-1.0, 1.0)
            };
        } else if slot.state.decisions >= MAX_DECISIONS || slot.legal.is_empty() {
            truncated = true;
        }
        if done || truncated {
            slot.episode += 1;
            let seed = episode_seed(ctx.seed, (first + r) as u64, slot.episode);
            slot.state = VecGame::new_game(ctx.corp, ctx.runner, seed, ctx.points_to_win);
            slot.legal = slot.state.legal_actions();
        }
        slot.list_codes();
        out.rewards[2 * r] = rc;
        out.rewards[2 * r + 1] = rr;
        out.done[r] = done;
        out.truncated[r] = truncated;
        let clear: &[u32] = if ctx.synced { &old } else { &[] };
        write_row(slot, r, &mut out, !ctx.synced, clear);
    }
}

/// Writes row `r`: observation, mask (zeroing the whole row when `full_clear`, else only the
/// codes in `clear`), codes, number of legal actions and the side to decide.
fn write_row(slot: &Slot, r: usize, out: &mut VecOutput<'_>, full_clear: bool, clear: &[u32]) {
    let side = slot.state.current_side().unwrap_or(Side::Corp);
    out.side[r] = side as u8;
    out.num_legal[r] = slot.codes.len() as u32;
    if let Some(obs) = out.obs.as_deref_mut() {
        let row = &mut obs[r * OBSERVATION_SIZE..(r + 1) * OBSERVATION_SIZE];
        slot.state.observation_tensor(side, row);
    }
    if let Some(mask) = out.mask.as_deref_mut() {
        let w = NUM_ACTIONS as usize;
        let row = &mut mask[r * w..(r + 1) * w];
        if full_clear {
            row.fill(false);
        } else {
            for &c in clear {
                row[c as usize] = false;
            }
        }
        for &c in &slot.codes {
            row[c as usize] = true;
        }
    }
    if let Some(codes) = out.codes.as_deref_mut() {
        let row = &mut codes[r * MAX_LEGAL..(r + 1) * MAX_LEGAL];
        for (dst, &c) in row.iter_mut().zip(&slot.codes) {
            *dst = c as i64;
        }
    }
}
