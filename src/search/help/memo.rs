//! The memo of continuations: the solutions' last moves found from a
//! position with few moves left, shared by every work item (and thread) of
//! one exact-length search, so that a transposition is searched once.

use super::lines::{Lines, MAX_PLIES};
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};

/// Positions with at most this many single moves left have their
/// continuations remembered once found.
pub(super) const MEMO_MAX_REMAINING: u32 = 3;

/// The bytes an entry costs besides its moves: its key and [`Entry`] in
/// the hash map, with the map's spare room.
const ENTRY_BYTES: usize = 2 * (std::mem::size_of::<(u64, u32)>() + std::mem::size_of::<Entry>());

/// Stripes of the memo, each with its own lock, so that threads seldom wait.
const STRIPES: usize = 64;

/// Where the continuations of one position are in their stripe's `moves`:
/// moves each, and the range of all of them.
#[derive(Clone, Copy)]
struct Entry {
    width: usize,
    start: usize,
    end: usize,
}

/// One stripe: continuations by (position hash, single moves left), their
/// moves one after the other in one vector (no allocation an entry, and
/// all freed at once).
struct Stripe<M> {
    entries: HashMap<(u64, u32), Entry>,
    moves: Vec<M>,
}

impl<M> Default for Stripe<M> {
    fn default() -> Self {
        Stripe {
            entries: HashMap::new(),
            moves: Vec::new(),
        }
    }
}

/// The continuations found from positions with few moves left.
///
/// An entry depends only on its position and the moves left, never on the
/// path to it, the work item or the thread that found it: what a search
/// finds is the same whatever the split and the thread count.
pub(super) struct Memo<M> {
    stripes: Vec<Mutex<Stripe<M>>>,
    /// Bytes charged so far for all stripes: the moves twice (a vector
    /// may have as much room again) and [`ENTRY_BYTES`] an entry.
    bytes: AtomicUsize,
    /// Nothing more is remembered once `bytes` reaches this.
    max_bytes: usize,
}

impl<M: Copy + Default> Memo<M> {
    /// An empty memo that holds about `max_bytes` at most (then nothing
    /// more is remembered: a memo saves time, never changes a result).
    pub(super) fn new(max_bytes: usize) -> Self {
        Memo {
            stripes: (0..STRIPES).map(|_| Mutex::default()).collect(),
            bytes: AtomicUsize::new(0),
            max_bytes,
        }
    }

    /// The stripe of a position (by its hash's top bits).
    fn stripe(&self, hash: u64) -> MutexGuard<'_, Stripe<M>> {
        self.stripes[(hash >> 58) as usize % STRIPES]
            .lock()
            .unwrap_or_else(|e| e.into_inner())
    }

    /// If the continuations of this position with `remaining` single moves
    /// left are known, add each after `path` to `lines` and say so.
    pub(super) fn replay(
        &self,
        hash: u64,
        remaining: u32,
        path: &[M],
        lines: &mut Lines<M>,
    ) -> bool {
        let stripe = self.stripe(hash);
        let Some(&Entry { width, start, end }) = stripe.entries.get(&(hash, remaining)) else {
            return false;
        };
        let len = path.len();
        let mut scratch = [M::default(); MAX_PLIES];
        scratch[..len].copy_from_slice(path);
        for suffix in stripe.moves[start..end].chunks(width.max(1)) {
            scratch[len..len + width].copy_from_slice(&suffix[..width]);
            lines.push(&scratch[..len + width]);
        }
        true
    }

    /// Remember the continuations of this position: the lines of `lines`
    /// from number `first` on, after their first `len` moves (the path to
    /// it). Nothing is stored once the memo is full.
    pub(super) fn remember(
        &self,
        hash: u64,
        remaining: u32,
        lines: &Lines<M>,
        first: usize,
        len: usize,
    ) {
        if self.bytes.load(Ordering::Relaxed) >= self.max_bytes {
            return;
        }
        let mut stripe = self.stripe(hash);
        let key = (hash, remaining);
        if stripe.entries.contains_key(&key) {
            // Found meanwhile by another thread: the same continuations.
            return;
        }
        let start = stripe.moves.len();
        let mut width = 0;
        for i in first..lines.len() {
            let line = lines.get(i);
            width = line.len() - len;
            stripe.moves.extend_from_slice(&line[len..]);
        }
        let end = stripe.moves.len();
        if width > 0 {
            let bytes = 2 * (end - start) * std::mem::size_of::<M>() + ENTRY_BYTES;
            self.bytes.fetch_add(bytes, Ordering::Relaxed);
            stripe.entries.insert(key, Entry { width, start, end });
        } else {
            stripe.moves.truncate(start);
        }
    }
}
