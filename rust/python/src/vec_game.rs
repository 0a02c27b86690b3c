//! `nr_fast._core.VecGame`: many games stepped together in Rust (`nr_engine::VecGame`), with the
//! GIL released, writing into numpy buffers allocated once.

use std::sync::{Mutex, MutexGuard, TryLockError};

use nr_engine::{
    ActionList, GameState, Side, VecGame, VecOutput, MAX_LEGAL, NUM_ACTIONS, OBSERVATION_SIZE,
};
use numpy::{PyArray1, PyArray2, PyArrayMethods, PyReadonlyArray1};
use pyo3::exceptions::PyMemoryError;
use pyo3::prelude::*;

use crate::args::{opt_points_to_win, opt_u64, u64_arg, usize_in};
use crate::deck::deck_from_py;
use crate::errors::{engine_err, guard, invalid_arg};
use crate::game::PyGameState;
use crate::memory::available_bytes;

/// The most games one VecGame may hold.
pub const MAX_GAMES: usize = 1 << 20;

/// The bytes one game of a VecGame takes: its engine slot (state, legal actions, codes) and its
/// rows of the numpy buffers.
pub fn bytes_per_game() -> usize {
    std::mem::size_of::<GameState>()
        + std::mem::size_of::<ActionList>()
        + MAX_LEGAL * 4
        + 16
        + OBSERVATION_SIZE * 4
        + NUM_ACTIONS as usize
        + MAX_LEGAL * 8
        + 4
        + 1
        + 2 * 4
        + 2
}

/// Bytes a VecGame of `n` games allocates (`n` in [1, 2**20]).
#[pyfunction]
pub fn vec_game_bytes(n: &Bound<'_, PyAny>) -> PyResult<u64> {
    let n = usize_in(n, "n", 1, MAX_GAMES)?;
    Ok((n * bytes_per_game()) as u64)
}

/// `MemoryError` unless `bytes` can be allocated: more than the memory available (see
/// `memory::available_bytes`), or refused by the allocator (e.g. under an address-space limit).
fn check_memory(n: usize, bytes: usize) -> PyResult<()> {
    let refuse = |why: String| {
        PyMemoryError::new_err(format!(
            "VecGame({n}) needs {bytes} bytes ({} per game) but {why}; use fewer games",
            bytes_per_game()
        ))
    };
    if let Some(free) = available_bytes() {
        if bytes as u64 > free {
            return Err(refuse(format!("only {free} bytes are available")));
        }
    }
    // Reserving (without touching) the whole amount asks the allocator whether it can be had.
    let mut probe: Vec<u8> = Vec::new();
    if probe.try_reserve_exact(bytes).is_err() {
        return Err(refuse("the allocator refused that many bytes".into()));
    }
    Ok(())
}

/// `n` games between the same two decks, stepped together (see `nr_fast.VecGame`). The output
/// buffers are allocated once and overwritten by every `step`/`reset`/`observe`.
///
/// It may be shared between threads: each call takes its lock (waiting with the GIL released),
/// so `game(i)` during another thread's `step` waits for the step to end.
#[pyclass(module = "nr_fast._core", name = "VecGame", frozen)]
pub struct PyVecGame {
    inner: Mutex<VecGame>,
    n: usize,
    obs: Py<PyArray2<f32>>,
    mask: Py<PyArray2<bool>>,
    codes: Py<PyArray2<i64>>,
    num_legal: Py<PyArray1<u32>>,
    side: Py<PyArray1<u8>>,
    rewards: Py<PyArray2<f32>>,
    done: Py<PyArray1<bool>>,
    truncated: Py<PyArray1<bool>>,
}

impl PyVecGame {
    /// Takes the lock, waiting with the GIL released while another thread holds it.
    fn lock(&self, py: Python<'_>) -> MutexGuard<'_, VecGame> {
        loop {
            match self.inner.try_lock() {
                Ok(g) => return g,
                // Engine calls are guarded; a poisoned lock still holds whole games.
                Err(TryLockError::Poisoned(p)) => return p.into_inner(),
                Err(TryLockError::WouldBlock) => py.detach(|| {
                    drop(self.inner.lock());
                }),
            }
        }
    }

    /// Runs `f` on the engine with every output buffer borrowed, the GIL released.
    fn with_out(
        &self,
        py: Python<'_>,
        observe: bool,
        mask: bool,
        f: impl FnOnce(&mut VecGame, VecOutput<'_>) -> Result<(), nr_engine::EngineError> + Send,
    ) -> PyResult<()> {
        // The lock first: the buffers are borrowed only by the thread that holds it.
        let mut inner = self.lock(py);
        let mut obs = self.obs.bind(py).readwrite();
        let mut msk = self.mask.bind(py).readwrite();
        let mut codes = self.codes.bind(py).readwrite();
        let mut num_legal = self.num_legal.bind(py).readwrite();
        let mut side = self.side.bind(py).readwrite();
        let mut rewards = self.rewards.bind(py).readwrite();
        let mut done = self.done.bind(py).readwrite();
        let mut truncated = self.truncated.bind(py).readwrite();
        let e = |e: numpy::AsSliceError| invalid_arg(e.to_string());
        let out = VecOutput {
            obs: if observe {
                Some(obs.as_slice_mut().map_err(e)?)
            } else {
                None
            },
            mask: if mask {
                Some(msk.as_slice_mut().map_err(e)?)
            } else {
                None
            },
            codes: Some(codes.as_slice_mut().map_err(e)?),
            num_legal: num_legal.as_slice_mut().map_err(e)?,
            side: side.as_slice_mut().map_err(e)?,
            rewards: rewards.as_slice_mut().map_err(e)?,
            done: done.as_slice_mut().map_err(e)?,
            truncated: truncated.as_slice_mut().map_err(e)?,
        };
        let inner = &mut *inner;
        let result = py.detach(|| guard(|| f(inner, out)));
        result?.map_err(engine_err)
    }
}

impl PyVecGame {
    /// Reads a game index: an int in [0, n - 1].
    fn index(&self, i: &Bound<'_, PyAny>) -> PyResult<usize> {
        usize_in(i, "i (a game index)", 0, self.n - 1)
    }
}

#[pymethods]
impl PyVecGame {
    /// `n` games (decks as for GameState), game `i`'s episode `k` seeded by
    /// `episode_seed(seed, i, k)`; `threads`: 1 steps on the calling thread, 0 every core.
    /// `n` in [1, 2**20], `threads` in [0, 1024]; every game is won at `agenda_points_to_win`
    /// (1 to 255, default 7). Raises MemoryError before allocating when the games do not fit in
    /// the memory available.
    #[new]
    #[pyo3(signature = (n, corp=None, runner=None, seed=None, threads=None, agenda_points_to_win=None))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        n: &Bound<'_, PyAny>,
        corp: Option<&Bound<'_, PyAny>>,
        runner: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
        threads: Option<&Bound<'_, PyAny>>,
        agenda_points_to_win: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        let n = usize_in(n, "n", 1, MAX_GAMES)?;
        let seed = opt_u64(seed, "seed", 0)?;
        let threads = match threads {
            Some(t) => usize_in(t, "threads", 0, 1024)?,
            None => 1,
        };
        let corp = deck_from_py(corp, Side::Corp)?;
        let runner = deck_from_py(runner, Side::Runner)?;
        check_memory(n, n * bytes_per_game())?;
        let points = opt_points_to_win(agenda_points_to_win)?;
        let mut inner =
            guard(|| VecGame::new(&corp, &runner, n, seed, threads))?.map_err(engine_err)?;
        inner.set_points_to_win(points as i64).map_err(engine_err)?;
        let v = PyVecGame {
            inner: Mutex::new(inner),
            n,
            obs: PyArray2::zeros(py, [n, OBSERVATION_SIZE], false).unbind(),
            mask: PyArray2::zeros(py, [n, NUM_ACTIONS as usize], false).unbind(),
            codes: PyArray2::zeros(py, [n, MAX_LEGAL], false).unbind(),
            num_legal: PyArray1::zeros(py, n, false).unbind(),
            side: PyArray1::zeros(py, n, false).unbind(),
            rewards: PyArray2::zeros(py, [n, 2], false).unbind(),
            done: PyArray1::zeros(py, n, false).unbind(),
            truncated: PyArray1::zeros(py, n, false).unbind(),
        };
        v.with_out(py, true, true, |g, out| g.observe(out))?;
        Ok(v)
    }

    /// Number of games.
    fn __len__(&self) -> usize {
        self.n
    }

    /// Applies `actions[i]` (int64 codes, one per game) to every game, resets finished games,
    /// and refills the buffers (observations only if `observe`, masks only if `mask`).
    #[pyo3(signature = (actions, observe=true, mask=true))]
    fn step(
        &self,
        py: Python<'_>,
        actions: PyReadonlyArray1<'_, i64>,
        observe: bool,
        mask: bool,
    ) -> PyResult<()> {
        let actions = actions.as_slice().map_err(|e| invalid_arg(e.to_string()))?;
        self.with_out(py, observe, mask, |g, out| g.step(actions, out))
    }

    /// Starts every game anew from `seed` and fills the buffers.
    fn reset(&self, py: Python<'_>, seed: &Bound<'_, PyAny>) -> PyResult<()> {
        let seed = u64_arg(seed, "seed")?;
        self.with_out(py, true, true, |g, out| g.reset(seed, out))
    }

    /// Refills the buffers from the current decisions without stepping.
    fn observe(&self, py: Python<'_>) -> PyResult<()> {
        self.with_out(py, true, true, |g, out| g.observe(out))
    }

    /// A copy of game `i`'s current state.
    fn game(&self, py: Python<'_>, i: &Bound<'_, PyAny>) -> PyResult<PyGameState> {
        let i = self.index(i)?;
        let inner = self.lock(py);
        let g = inner
            .game(i)
            .ok_or_else(|| invalid_arg(format!("no game {i}: there are {}", self.n)))?;
        Ok(PyGameState::wrap(g.clone()))
    }

    /// How many times game `i` was reset since the VecGame was made (or last `reset`).
    fn episode(&self, py: Python<'_>, i: &Bound<'_, PyAny>) -> PyResult<u64> {
        let i = self.index(i)?;
        self.lock(py)
            .episode(i)
            .ok_or_else(|| invalid_arg(format!("no game {i}: there are {}", self.n)))
    }

    /// The output buffers: (obs, mask, codes, num_legal, side, rewards, done, truncated).
    #[allow(clippy::type_complexity)]
    fn buffers<'py>(
        &self,
        py: Python<'py>,
    ) -> (
        Bound<'py, PyArray2<f32>>,
        Bound<'py, PyArray2<bool>>,
        Bound<'py, PyArray2<i64>>,
        Bound<'py, PyArray1<u32>>,
        Bound<'py, PyArray1<u8>>,
        Bound<'py, PyArray2<f32>>,
        Bound<'py, PyArray1<bool>>,
        Bound<'py, PyArray1<bool>>,
    ) {
        (
            self.obs.bind(py).clone(),
            self.mask.bind(py).clone(),
            self.codes.bind(py).clone(),
            self.num_legal.bind(py).clone(),
            self.side.bind(py).clone(),
            self.rewards.bind(py).clone(),
            self.done.bind(py).clone(),
            self.truncated.bind(py).clone(),
        )
    }
}
