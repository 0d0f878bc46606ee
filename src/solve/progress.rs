//! Progress of a solve (root moves done out of their total), for a
//! progress bar or a progress line.

use crate::search::SearchObserver;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Receives a solver's progress (root moves done out of a total), e.g. to
/// drive a progress bar. Called from worker threads.
pub trait Progress: Sync {
    /// The number of units of work (root moves) to come.
    fn set_total(&self, total: u64);
    /// One unit done.
    fn advance(&self);
    /// Direct play: one first move proved a key (`Some(true)`), a try
    /// (`Some(false)`) or neither, `nodes` positions searched in all so
    /// far; one unit done.
    fn proved(&self, found: Option<bool>, nodes: u64) {
        let _ = (found, nodes);
        self.advance();
    }
    /// Direct play: one key's or try's tree analysed, `nodes` positions
    /// searched in all so far.
    fn analysed(&self, nodes: u64) {
        let _ = nodes;
    }
}

/// Progress that goes nowhere.
pub struct NoProgress;

impl Progress for NoProgress {
    fn set_total(&self, _total: u64) {}
    fn advance(&self) {}
}

/// Direct play's progress told to a [`SearchObserver`] (a progress line):
/// the first moves proved out of their total, the keys and tries found,
/// the trees analysed, the positions searched.
pub(crate) struct Observed<'a> {
    /// Where the progress goes.
    pub observer: &'a dyn SearchObserver,
    /// The first moves to prove.
    pub total: AtomicUsize,
}

impl Progress for Observed<'_> {
    fn set_total(&self, total: u64) {
        self.total.store(
            usize::try_from(total).unwrap_or(usize::MAX),
            Ordering::Relaxed,
        );
    }
    fn advance(&self) {}
    fn proved(&self, found: Option<bool>, nodes: u64) {
        let total = self.total.load(Ordering::Relaxed);
        self.observer.first_move_proved(found, total, nodes);
    }
    fn analysed(&self, nodes: u64) {
        self.observer.tree_analysed(nodes);
    }
}
