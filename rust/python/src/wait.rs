//! Waiting for a worker thread with a timeout, woken as soon as it finishes (no fixed sleep), so
//! that the calling thread can poll for Ctrl-C and report progress meanwhile.

use std::sync::{Condvar, Mutex, PoisonError};
use std::time::Duration;

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
