//! Waiting for a worker thread with a timeout, woken as soon as it finishes (no fixed sleep), so
//! that the calling thread can poll for Ctrl-C and report progress meanwhile.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, PoisonError};
use std::time::Duration;

use pyo3::exceptions::PyKeyboardInterrupt;
use pyo3::prelude::*;

use crate::errors::InternalError;

/// A flag that a worker raises when it ends, and that another thread can wait on.
#[derive(Default)]
pub struct Done {
    flag: Mutex<bool>,
    cv: Condvar,
}

impl Done {
    /// Marks the work done and wakes the waiter.
    pub fn set(&self) {
        *self.flag.lock().unwrap_or_else(PoisonError::into_inner) = true;
        self.cv.notify_all();
    }

    /// Waits until the work is done or `timeout` passes; returns whether it is done.
    pub fn wait(&self, timeout: Duration) -> bool {
        let flag = self.flag.lock().unwrap_or_else(PoisonError::into_inner);
        let (flag, _) = self
            .cv
            .wait_timeout_while(flag, timeout, |done| !*done)
            .unwrap_or_else(PoisonError::into_inner);
        *flag
    }

    /// A guard that marks the work done when dropped, even while unwinding from a panic.
    pub fn on_drop(&self) -> SetOnDrop<'_> {
        SetOnDrop(self)
    }
}

/// Marks its [`Done`] when dropped.
pub struct SetOnDrop<'a>(&'a Done);

impl Drop for SetOnDrop<'_> {
    fn drop(&mut self) {
        self.0.set();
    }
}

/// Runs a batch (`work`, given the cancel flag) on a worker thread with the GIL released, while
/// the calling thread wakes about ten times a second, or at once when the batch ends, to report
/// `done` to `progress` and to notice Ctrl-C. Ctrl-C (here or inside the callback, where Python
/// runs its signal handlers) sets the cancel flag and the batch stops cleanly with what it has:
/// returns (the batch's result, whether it was interrupted). Any other error of the callback
/// stops the batch and is raised once the worker has ended. `what` names the batch in the
/// error raised if the worker panics.
pub fn run_batch<T: Send>(
    py: Python<'_>,
    progress: Option<&Bound<'_, PyAny>>,
    done: &AtomicU64,
    what: &str,
    work: impl FnOnce(&AtomicBool) -> T + Send,
) -> PyResult<(T, bool)> {
    let cancel = AtomicBool::new(false);
    let finished = Done::default();
    let mut interrupted = false;
    let out = std::thread::scope(|scope| {
        let worker = scope.spawn(|| {
            let _mark = finished.on_drop();
            work(&cancel)
        });
        while !py.detach(|| finished.wait(Duration::from_millis(100))) {
            let mut signal = py.check_signals().err();
            if signal.is_none() && !interrupted {
                if let Some(cb) = progress {
                    signal = cb.call1((done.load(Ordering::Relaxed),)).err();
                }
            }
            if let Some(e) = signal {
                cancel.store(true, Ordering::Relaxed);
                if !e.is_instance_of::<PyKeyboardInterrupt>(py) {
                    // Let the worker stop, then report the callback's error.
                    py.detach(|| while !finished.wait(Duration::from_secs(1)) {});
                    return Err(e);
                }
                interrupted = true;
            }
        }
        py.detach(|| worker.join()).map_err(|_| {
            InternalError::new_err(format!(
                "a {what} thread panicked; please report it with the seed"
            ))
        })
    })?;
    if let (Some(cb), false) = (progress, interrupted) {
        cb.call1((done.load(Ordering::Relaxed),))?;
    }
    Ok((out, interrupted))
}
