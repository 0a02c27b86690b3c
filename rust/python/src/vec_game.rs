//! `nr_fast._core.VecGame`: many games stepped together in Rust (`nr_engine::VecGame`), with the
//! GIL released, writing into numpy buffers allocated once.

use nr_engine::{Side, VecGame, VecOutput, MAX_LEGAL, NUM_ACTIONS, OBSERVATION_SIZE};
use numpy::{PyArray1, PyArray2, PyArrayMethods, PyReadonlyArray1};
use pyo3::prelude::*;

use crate::deck::deck_from_py;
use crate::errors::{engine_err, guard, invalid_arg};
use crate::game::PyGameState;

/// `n` games between the same two decks, stepped together (see `nr_fast.VecGame`). The output
/// buffers are allocated once and overwritten by every `step`/`reset`/`observe`.
#[pyclass(module = "nr_fast._core", name = "VecGame")]
pub struct PyVecGame {
    inner: VecGame,
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
    /// Runs `f` on the engine with every output buffer borrowed, the GIL released.
    fn with_out(
        &mut self,
        py: Python<'_>,
        observe: bool,
        mask: bool,
        f: impl FnOnce(&mut VecGame, VecOutput<'_>) -> Result<(), nr_engine::EngineError> + Send,
    ) -> PyResult<()> {
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
        let inner = &mut self.inner;
        let result = py.detach(|| guard(|| f(inner, out)));
        result?.map_err(engine_err)
    }
}

#[pymethods]
impl PyVecGame {
    /// `n` games (decks as for GameState), game `i`'s episode `k` seeded by
    /// `episode_seed(seed, i, k)`; `threads`: 1 steps on the calling thread, 0 every core.
    #[new]
    #[pyo3(signature = (n, corp=None, runner=None, seed=0, threads=1))]
    fn new(
        py: Python<'_>,
        n: usize,
        corp: Option<&Bound<'_, PyAny>>,
        runner: Option<&Bound<'_, PyAny>>,
        seed: u64,
        threads: usize,
    ) -> PyResult<Self> {
        let corp = deck_from_py(corp, Side::Corp)?;
        let runner = deck_from_py(runner, Side::Runner)?;
        if n == 0 || n > 1 << 20 {
            return Err(invalid_arg(format!(
                "n must lie in [1, 2**20] games, not {n}"
            )));
        }
        let inner =
            guard(|| VecGame::new(&corp, &runner, n, seed, threads))?.map_err(engine_err)?;
        let mut v = PyVecGame {
            inner,
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
        self.inner.len()
    }

    /// Applies `actions[i]` (int64 codes, one per game) to every game, resets finished games,
    /// and refills the buffers (observations only if `observe`, masks only if `mask`).
    #[pyo3(signature = (actions, observe=true, mask=true))]
    fn step(
        &mut self,
        py: Python<'_>,
        actions: PyReadonlyArray1<'_, i64>,
        observe: bool,
        mask: bool,
    ) -> PyResult<()> {
        let actions = actions.as_slice().map_err(|e| invalid_arg(e.to_string()))?;
        self.with_out(py, observe, mask, |g, out| g.step(actions, out))
    }

    /// Starts every game anew from `seed` and fills the buffers.
    fn reset(&mut self, py: Python<'_>, seed: u64) -> PyResult<()> {
        self.with_out(py, true, true, |g, out| g.reset(seed, out))
    }

    /// Refills the buffers from the current decisions without stepping.
    fn observe(&mut self, py: Python<'_>) -> PyResult<()> {
        self.with_out(py, true, true, |g, out| g.observe(out))
    }

    /// A copy of game `i`'s current state.
    fn game(&self, i: usize) -> PyResult<PyGameState> {
        let g = self
            .inner
            .game(i)
            .ok_or_else(|| invalid_arg(format!("no game {i}: there are {}", self.inner.len())))?;
        Ok(PyGameState::wrap(g.clone()))
    }

    /// How many times game `i` was reset since the VecGame was made (or last `reset`).
    fn episode(&self, i: usize) -> PyResult<u64> {
        self.inner
            .episode(i)
            .ok_or_else(|| invalid_arg(format!("no game {i}: there are {}", self.inner.len())))
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
