//! A work item of the help search: a subtree, searched by one thread.

use super::lines::Lines;
use crate::game::Game;

/// A subtree to search: the moves leading to it, its position and the single
/// moves left.
pub(super) struct Item<G: Game> {
    pub(super) prefix: [G::Move; 2],
    /// The prefix's keys in the order of a [`super::LineStream`] (0 without one).
    pub(super) keys: [u64; 2],
    pub(super) len: usize,
    pub(super) pos: G,
    pub(super) remaining: u32,
}

/// What one work item found.
pub(super) struct ItemResult<M> {
    pub(super) lines: Lines<M>,
    pub(super) nodes: u64,
    /// Solutions found (also those handed over while it ran).
    pub(super) recorded: u64,
}
