//! Perft: counting the leaf nodes of the legal move tree, to test the move
//! generator against known counts and to measure its speed.

use crate::game::{Game, MoveBuffer};
use rayon::prelude::*;

/// Number of leaf nodes at `depth` (leaf counting at depth 1).
pub fn perft<G: Game>(pos: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return pos.legal_move_count() as u64;
    }
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    list.as_slice()
        .iter()
        .map(|&m| perft(&pos.after(m), depth - 1))
        .sum()
}

/// Perft with the root moves searched in parallel (rayon).
pub fn perft_parallel<G: Game>(pos: &G, depth: u32) -> u64 {
    divide(pos, depth).iter().map(|(_, n)| n).sum()
}

/// Count per root move, in generation order, computed in parallel.
pub fn divide<G: Game>(pos: &G, depth: u32) -> Vec<(G::Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    list.as_slice()
        .par_iter()
        .map(|&m| (m, perft(&pos.after(m), depth - 1)))
        .collect()
}
