//! The table of proven failures of the exhaustive searches (help and
//! series play, proof games), shared by the search threads.
//!
//! An entry says: "from this position, with this many single moves left, the
//! stipulation cannot be fulfilled". Only failures are stored, and only after
//! the whole subtree was searched, so a hit can prune without losing a
//! solution. A slot of the lock-free [`SlotTable`] holds a bit set of the
//! remaining lengths proven to fail: bit `r % 64` for `r` single moves left,
//! under the position's hash for `r < 64` and under the hash XOR a constant
//! of the length's block of 64 beyond (so the longest plays are stored too,
//! in a slot of their own). The side to move is part of the hash, and one
//! table serves one stipulation family and goal, so the remaining length
//! determines the rest of the play.

use crate::search::table::SlotTable;

/// XORed into the hash for remaining lengths `64 * i ..` (none for the first
/// block): arbitrary odd constants, as unlikely to collide as Zobrist keys.
const LENGTH_BLOCK_KEYS: [u64; 4] = [
    0,
    0x9e37_79b9_7f4a_7c15,
    0xc2b2_ae3d_27d4_eb4f,
    0x1656_67b1_9e37_79f9,
];

/// Remaining lengths at or above this are never stored.
pub(crate) const MAX_REMAINING: u32 = 64 * LENGTH_BLOCK_KEYS.len() as u32;

/// The shared table of proven failures (direct-mapped, always replace).
pub struct FailTable {
    slots: SlotTable,
}

impl FailTable {
    /// A table with `2^bits` slots of 16 bytes.
    pub fn with_bits(bits: u32) -> FailTable {
        FailTable {
            slots: SlotTable::new(bits),
        }
    }

    /// [`FailTable::with_bits`], every memory page mapped now (see
    /// [`SlotTable::touch_pages`]): for a small table that the search will
    /// fill.
    pub fn with_bits_touched(bits: u32) -> FailTable {
        let table = FailTable::with_bits(bits);
        if table.slots.is_fresh() {
            table.slots.touch_pages();
        }
        table
    }

    /// The slot key and the bit of `remaining` single moves left.
    #[inline(always)]
    fn key(hash: u64, remaining: u32) -> (u64, u64) {
        (
            hash ^ LENGTH_BLOCK_KEYS[(remaining / 64) as usize],
            1u64 << (remaining % 64),
        )
    }

    /// Whether the position with this hash is known to fail with
    /// `remaining` single moves left.
    #[inline(always)]
    pub(crate) fn known_failure(&self, hash: u64, remaining: u32) -> bool {
        if remaining >= MAX_REMAINING {
            return false;
        }
        let (key, bit) = Self::key(hash, remaining);
        self.slots.load(key) & bit != 0
    }

    /// Record that the position with this hash fails with `remaining`
    /// single moves left (merged with what the slot knows of the same
    /// position, replacing any other position).
    #[inline(always)]
    pub(crate) fn store_failure(&self, hash: u64, remaining: u32) {
        if remaining >= MAX_REMAINING {
            return;
        }
        let (key, bit) = Self::key(hash, remaining);
        self.slots.store(key, self.slots.load(key) | bit);
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
    fn long_plays_are_stored_apart_from_short_ones() {
        let t = FailTable::with_bits(8);
        let h = 0x0fed_cba9_8765_4321;
        t.store_failure(h, 70);
        assert!(t.known_failure(h, 70));
        assert!(!t.known_failure(h, 6), "70 and 6 share a bit, not a slot");
        t.store_failure(h, 6);
        assert!(t.known_failure(h, 6) && t.known_failure(h, 70));
        t.store_failure(h, 121);
        assert!(t.known_failure(h, 121));
    }

    #[test]
    fn empty_slots_hold_nothing_even_for_hash_zero() {
        let t = FailTable::with_bits(2);
        for r in 0..MAX_REMAINING {
            assert!(!t.known_failure(0, r));
        }
    }
}
