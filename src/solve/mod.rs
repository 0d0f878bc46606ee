//! Solving: direct, self and reflex play ([`direct`]) and help and series
//! play ([`help`]).

pub mod direct;
pub mod help;
pub mod proof;

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

/// Watches a help or series search as it runs (a progress line): which
/// length is searched, which first move, how many solutions so far. Called
/// from worker threads; it must not change anything the search returns.
pub trait SolveObserver: Send + Sync + std::fmt::Debug {
    /// The search of one length (the stipulation, short ones first) starts.
    fn length(&self, stip: &crate::stipulation::Stipulation);
    /// The subtree of a first move is being searched: its readable text,
    /// its number among the first moves (from 1) and their count.
    fn first_move(&self, text: &str, number: usize, total: usize);
    /// A part of the search ended with `found` more solutions.
    fn solutions(&self, found: usize);
}
