//! The solutions of one exact-length search, stored flat: every solution of
//! a length has the same number of moves, so a list of them is one vector of
//! moves (two bytes a move, one allocation for them all, freed at once).

use super::radix::{self, Keyed};
use crate::search::Stop;
use rayon::prelude::*;
use std::cmp::Ordering;

/// The longest play searched, in single moves (h#60 has 120, h#60.5 121).
pub(crate) const MAX_PLIES: usize = 128;

/// Lines handled between two looks at the clock while sorting.
const CHUNK: usize = 4096;

/// Solutions of equal length, in the order they were added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lines<M> {
    /// Moves a solution.
    width: usize,
    /// How many solutions.
    count: usize,
    /// The solutions one after the other.
    moves: Vec<M>,
}

impl<M> Default for Lines<M> {
    fn default() -> Self {
        Lines {
            width: 0,
            count: 0,
            moves: Vec::new(),
        }
    }
}

impl<M: Copy> Lines<M> {
    /// The bytes the solutions' moves take.
    pub fn bytes(&self) -> usize {
        self.moves.len() * std::mem::size_of::<M>()
    }

    /// The number of solutions.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Add a solution (of the same length as the others).
    pub fn push(&mut self, line: &[M]) {
        if self.count == 0 {
            self.width = line.len();
        }
        debug_assert_eq!(
            line.len(),
            self.width,
            "solutions of one search differ in length"
        );
        self.moves.extend_from_slice(line);
        self.count += 1;
    }

    /// Add all of `other`'s solutions after these.
    pub fn append(&mut self, other: Lines<M>) {
        if other.count == 0 {
            return;
        }
        if self.count == 0 {
            *self = other;
            return;
        }
        debug_assert_eq!(other.width, self.width);
        self.moves.extend_from_slice(&other.moves);
        self.count += other.count;
    }

    /// Keep the first `n` solutions.
    pub fn truncate(&mut self, n: usize) {
        if n < self.count {
            self.count = n;
            self.moves.truncate(n * self.width);
        }
    }

    /// Sort the solutions from number `first` on, which differ in their
    /// last move only, by that move's `key` (stably; no allocation: an
    /// insertion sort of a few lines).
    pub(crate) fn sort_last_from(&mut self, first: usize, key: impl Fn(M) -> u64) {
        let w = self.width;
        if w == 0 || self.count <= first + 1 {
            return;
        }
        for i in first + 1..self.count {
            let mv = self.moves[i * w + w - 1];
            let k = key(mv);
            let mut j = i;
            while j > first && key(self.moves[(j - 1) * w + w - 1]) > k {
                self.moves[j * w + w - 1] = self.moves[(j - 1) * w + w - 1];
                j -= 1;
            }
            self.moves[j * w + w - 1] = mv;
        }
    }

    /// Solution `i`.
    pub fn get(&self, i: usize) -> &[M] {
        &self.moves[i * self.width..(i + 1) * self.width]
    }

    /// The solutions ordered move by move by `key` (the coordinate order
    /// with [`crate::game::Game::coordinate_key`]), without writing any text;
    /// `None` if `stop` fires meanwhile. Sorted in parallel on the current
    /// pool, the same order whatever the thread count.
    ///
    /// The keys of a line's first moves are packed into one 128-bit number
    /// (as many as fit, at the width of the largest key), computed once a
    /// line, and radix-sorted (`radix.rs`); the remaining moves are compared
    /// only between lines whose first moves are the same.
    pub fn sorted_by(&self, key: impl Fn(M) -> u64 + Sync, stop: &Stop) -> Option<Vec<&[M]>>
    where
        M: Sync + Send,
    {
        let largest = self.moves.par_iter().map(|&m| key(m)).max().unwrap_or(0);
        let bits = (u64::BITS - largest.leading_zeros()).max(1);
        let packed = ((u128::BITS / bits) as usize).min(self.width);
        // Every phase looks at the clock every `CHUNK` lines.
        let mut order: Vec<Keyed> = vec![(0, 0); self.count];
        order
            .par_chunks_mut(CHUNK)
            .enumerate()
            .for_each(|(c, chunk)| {
                if stop.check() {
                    return;
                }
                for (j, slot) in chunk.iter_mut().enumerate() {
                    let i = c * CHUNK + j;
                    let prefix = self.get(i)[..packed]
                        .iter()
                        .fold(0u128, |k, &m| (k << bits) | u128::from(key(m)));
                    *slot = (prefix, i);
                }
            });
        let tie = |a: usize, b: usize| {
            compare(&self.get(a)[packed..], &self.get(b)[packed..], &key).then(a.cmp(&b))
        };
        if stop.fired() || !radix::sort(&mut order, bits * packed as u32, &tie, stop) {
            return None;
        }
        let sorted = order
            .par_chunks(CHUNK)
            .flat_map_iter(|chunk| {
                let take = if stop.check() { 0 } else { chunk.len() };
                chunk[..take].iter().map(|&(_, i)| self.get(i))
            })
            .collect();
        (!stop.fired()).then_some(sorted)
    }
}

/// The order of two lines of moves by the moves' keys.
fn compare<M: Copy>(a: &[M], b: &[M], key: &impl Fn(M) -> u64) -> Ordering {
    a.iter().map(|&m| key(m)).cmp(b.iter().map(|&m| key(m)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::fast::moves::Move;
    use crate::types::Square;

    #[test]
    fn flat_lines_sort_as_their_text() {
        let sq = |i: u8| Square::new(i);
        let mut lines = Lines::default();
        let mut texts = Vec::new();
        let mut seed = 7u64;
        for _ in 0..500 {
            let mut line = Vec::new();
            for _ in 0..3 {
                // Few squares, so that many lines share their first moves.
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                line.push(Move::normal(
                    sq((seed >> 33) as u8 % 6),
                    sq((seed >> 45) as u8 % 5),
                ));
            }
            texts.push(
                line.iter()
                    .map(|m| m.to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
            );
            lines.push(&line);
        }
        texts.sort();
        let sorted: Vec<String> = lines
            .sorted_by(|m| m.coordinate_key() as u64, &Stop::never())
            .unwrap()
            .iter()
            .map(|l| {
                l.iter()
                    .map(|m| m.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        assert_eq!(sorted, texts);
        // Wide keys: two moves of the three fit in the packed prefix, the
        // third is compared on its own.
        let wide: Option<Vec<&[Move]>> =
            lines.sorted_by(|m| (m.coordinate_key() as u64) << 40, &Stop::never());
        let narrow = lines.sorted_by(|m| m.coordinate_key() as u64, &Stop::never());
        assert_eq!(wide, narrow);
        lines.truncate(10);
        assert_eq!(lines.len(), 10);
    }

    #[test]
    fn a_stopped_sort_gives_nothing() {
        let mut lines = Lines::default();
        for i in 0..10_000u16 {
            lines.push(&[Move::normal(
                Square::new((i % 64) as u8),
                Square::new((i / 64 % 64) as u8),
            )]);
        }
        let stop = Stop::never();
        stop.raise();
        assert_eq!(lines.sorted_by(|m| m.coordinate_key() as u64, &stop), None);
    }
}
