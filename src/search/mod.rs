//! Exact search: the battle-play prover ([`battle`]) and its transposition
//! table ([`tt`]).

pub mod battle;
pub mod failures;
pub mod help;
pub mod ordered;
pub mod parry;
pub mod proof;
pub mod table;
pub mod tt;

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Raised once for the whole process (Ctrl-C): every [`Stop`] fires.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Ask every search of the process to end (what Ctrl-C does).
pub fn interrupt() {
    INTERRUPTED.store(true, Ordering::Relaxed);
}

/// Whether [`interrupt`] was called.
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::Relaxed)
}

/// A shared stop signal: a deadline and/or a flag another thread can raise,
/// and the process-wide interrupt. Searches read it at every node (the
/// clock now and then); a stopped search's result is discarded.
#[derive(Debug, Default)]
pub struct Stop {
    deadline: Option<Instant>,
    raised: AtomicBool,
}

impl Stop {
    /// A stop that never fires unless raised.
    pub fn never() -> Stop {
        Stop::default()
    }

    /// A stop that fires at `deadline`.
    pub fn at(deadline: Option<Instant>) -> Stop {
        Stop {
            deadline,
            raised: AtomicBool::new(false),
        }
    }

    /// Ask every search using this stop to end.
    pub fn raise(&self) {
        self.raised.store(true, Ordering::Relaxed);
    }

    /// Whether the search must end (checks the clock).
    pub fn check(&self) -> bool {
        if self.fired() {
            return true;
        }
        if self.deadline.is_some_and(|d| Instant::now() >= d) {
            self.raised.store(true, Ordering::Relaxed);
            return true;
        }
        false
    }

    /// Whether the stop has fired (without looking at the clock).
    #[inline(always)]
    pub fn fired(&self) -> bool {
        self.raised.load(Ordering::Relaxed) || INTERRUPTED.load(Ordering::Relaxed)
    }
}

/// Watches a search as it runs (a progress line). Help and series play:
/// which length is searched, which first move, how many solutions so far.
/// Direct, self and reflex play: the stipulation ([`Self::length`]), then
/// each first move proved a key, a try or neither, then each key's or
/// try's tree analysed, with the positions searched. Called from worker
/// threads; it must not change anything the search returns.
pub trait SearchObserver: Send + Sync + std::fmt::Debug {
    /// The search of one length (the stipulation, short ones first) starts.
    fn length(&self, stip: &crate::stipulation::Stipulation);
    /// The subtree of a first move is being searched: its readable text,
    /// its number among the first moves (from 1) and their count.
    fn first_move(&self, text: &str, number: usize, total: usize);
    /// A part of the search ended with `found` more solutions.
    fn solutions(&self, found: usize);
    /// Direct play: one more of the `total` first moves was proved a key
    /// (`Some(true)`), a try (`Some(false)`) or neither; `nodes` positions
    /// have been searched in all.
    fn first_move_proved(&self, found: Option<bool>, total: usize, nodes: u64) {
        let _ = (found, total, nodes);
    }
    /// Direct play: one more key's or try's tree was analysed; `nodes`
    /// positions have been searched in all.
    fn tree_analysed(&self, nodes: u64) {
        let _ = nodes;
    }
}
