//! A lock-free table of positions proven to have no continuation to the
//! target: "from this position (pieces, boards, side to move, castling
//! rights, e.p.: all of the hash) with r single moves left, no game reaches
//! the target". Whether a position can reach the target in r moves does not
//! depend on how it was reached, so a hit prunes exactly. Entries are
//! written only after a subtree was searched completely without a solution
//! (never after a stop or at the solution limit). Each slot holds two words:
//! a bit set of the failing lengths and the full hash XORed with it, so a
//! slot torn by two writers is a miss (Hyatt and Mann's lockless hashing).

use std::sync::atomic::{AtomicU64, Ordering};

/// Remaining lengths at or above this are never stored (one bit each).
const MAX_REMAINING: u32 = 64;

#[derive(Default)]
struct Slot {
    check: AtomicU64,
    failures: AtomicU64,
}

/// The shared table (direct-mapped, always replace).
pub struct FailTable {
    slots: Box<[Slot]>,
    mask: u64,
}

impl FailTable {
    /// A table of `2^bits` slots of 16 bytes.
    pub fn with_bits(bits: u32) -> FailTable {
        let len = 1usize << bits.min(30);
        FailTable {
            slots: (0..len).map(|_| Slot::default()).collect(),
            mask: len as u64 - 1,
        }
    }

    #[inline(always)]
    fn failures(&self, hash: u64) -> u64 {
        let slot = &self.slots[(hash & self.mask) as usize];
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
    pub fn known_failure(&self, hash: u64, remaining: u32) -> bool {
        remaining < MAX_REMAINING && self.failures(hash) & (1u64 << remaining) != 0
    }

    /// Record a failure with `remaining` single moves left.
    #[inline(always)]
    pub fn store_failure(&self, hash: u64, remaining: u32) {
        if remaining >= MAX_REMAINING {
            return;
        }
        let failures = self.failures(hash) | 1u64 << remaining;
        let slot = &self.slots[(hash & self.mask) as usize];
        slot.failures.store(failures, Ordering::Relaxed);
        slot.check.store(hash ^ failures, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn per_length() {
        let t = FailTable::with_bits(4);
        let h = 0xdead_beef_1234;
        assert!(!t.known_failure(h, 3));
        t.store_failure(h, 3);
        assert!(t.known_failure(h, 3));
        assert!(!t.known_failure(h, 4));
        assert!(!t.known_failure(0, 0));
    }
}
