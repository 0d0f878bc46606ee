//! Progress of a solve (root moves done out of their total), for a
//! progress bar.

/// Receives a solver's progress (root moves done out of a total), e.g. to
/// drive a progress bar. Called from worker threads.
pub trait Progress: Sync {
    /// The number of units of work (root moves) to come.
    fn set_total(&self, total: u64);
    /// One unit done.
    fn advance(&self);
}

/// Progress that goes nowhere.
pub struct NoProgress;

impl Progress for NoProgress {
    fn set_total(&self, _total: u64) {}
    fn advance(&self) {}
}
