//! A lock-free table of proven failures shared by the search threads.
//!
//! An entry says: "from this position, with this many single moves left, the
//! stipulation cannot be fulfilled". Only failures are stored, and only after
//! the whole subtree was searched, so a hit can prune without losing a
//! solution. Each slot holds two 64-bit words: a bit set of the remaining
//! lengths proven to fail (bit `r` for `r` single moves left) and the
//! position's full Zobrist hash XORed with that bit set. A probe accepts the
//! slot only when the XOR gives back the full hash of the probed position,
//! so a slot torn by two threads writing at once (one word from each) is
//! rejected rather than misread (the lockless-hashing scheme of Hyatt and
//! Mann). The side to move is part of the hash, and one table serves one
//! stipulation family and goal, so the remaining length determines the rest
//! of the play.

use std::sync::atomic::{AtomicU64, Ordering};

/// Remaining lengths at or above this are never stored (one bit each).
pub(super) const MAX_REMAINING: u32 = 64;

#[derive(Default)]
struct Slot {
    /// Full hash XOR `failures`.
    check: AtomicU64,
    /// Bit `r` set: the position fails with `r` single moves left.
    failures: AtomicU64,
}

/// The shared table of proven failures (direct-mapped, always replace).
pub(super) struct FailTable {
    slots: Box<[Slot]>,
    mask: u64,
}

impl FailTable {
    /// A table with `2^bits` slots of 16 bytes.
    pub(super) fn with_bits(bits: u32) -> FailTable {
        let len = 1usize << bits.min(30);
        FailTable {
            slots: (0..len).map(|_| Slot::default()).collect(),
            mask: len as u64 - 1,
        }
    }

    #[inline(always)]
    fn slot(&self, hash: u64) -> &Slot {
        // The mask keeps the index below the slice length.
        &self.slots[(hash & self.mask) as usize]
    }

    /// The failure bits stored for `hash`, or 0 when the slot holds another
    /// position (or a torn write).
    #[inline(always)]
    fn failures(&self, hash: u64) -> u64 {
        let slot = self.slot(hash);
        let failures = slot.failures.load(Ordering::Relaxed);
        let check = slot.check.load(Ordering::Relaxed);
        if check ^ failures == hash {
            failures
        } else {
            0
        }
    }

    /// Whether the position with this hash is known to fail with
    /// `remaining` single moves left.
    #[inline(always)]
    pub(super) fn known_failure(&self, hash: u64, remaining: u32) -> bool {
        remaining < MAX_REMAINING && self.failures(hash) & (1u64 << remaining) != 0
    }

    /// Record that the position with this hash fails with `remaining`
    /// single moves left (merged with what the slot knows of the same
    /// position, replacing any other position).
    #[inline(always)]
    pub(super) fn store_failure(&self, hash: u64, remaining: u32) {
        if remaining >= MAX_REMAINING {
            return;
        }
        let failures = self.failures(hash) | 1u64 << remaining;
        let slot = self.slot(hash);
        slot.failures.store(failures, Ordering::Relaxed);
        slot.check.store(hash ^ failures, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_failures_per_length() {
        let t = FailTable::with_bits(4);
        let h = 0x1234_5678_9abc_def0;
        assert!(!t.known_failure(h, 3));
        t.store_failure(h, 3);
        t.store_failure(h, 5);
        assert!(t.known_failure(h, 3));
        assert!(t.known_failure(h, 5));
        assert!(!t.known_failure(h, 4));
        // Same slot, other position: replaces, and the old one is forgotten.
        let g = h ^ 0x100;
        assert!(!t.known_failure(g, 3));
        t.store_failure(g, 2);
        assert!(t.known_failure(g, 2));
        assert!(!t.known_failure(h, 3));
        // Too long to store.
        t.store_failure(h, MAX_REMAINING);
        assert!(!t.known_failure(h, MAX_REMAINING));
    }

    #[test]
    fn empty_slots_hold_nothing_even_for_hash_zero() {
        let t = FailTable::with_bits(2);
        for r in 0..MAX_REMAINING {
            assert!(!t.known_failure(0, r));
        }
    }
}
