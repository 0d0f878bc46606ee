//! The one lock-free table type of the searches: a direct-mapped array of
//! slots shared by all threads without locks. Each slot holds two 64-bit
//! words: `hash ^ data` and `data`. A probe accepts a slot only when the XOR
//! gives back the full hash of the probed position, so a slot torn by two
//! threads writing at once (one word from each) reads as a miss instead of
//! being misread (the lockless hashing of Hyatt and Mann). What `data`
//! means is the user's: proven bounds of the battle prover
//! ([`super::tt::Table`]), proven failures of the help search.

use std::sync::atomic::{AtomicU64, Ordering};

/// A lock-free table of 64-bit facts keyed by 64-bit hashes (always replace).
pub struct SlotTable {
    slots: Box<[[AtomicU64; 2]]>,
    mask: usize,
}

impl SlotTable {
    /// A table of `2^bits` slots of 16 bytes (`bits` at most 30).
    pub fn new(bits: u32) -> SlotTable {
        let len = 1usize << bits.min(30);
        SlotTable {
            slots: (0..len)
                .map(|_| [AtomicU64::new(0), AtomicU64::new(0)])
                .collect(),
            mask: len - 1,
        }
    }

    /// Write one word of every memory page of the table, so that each page
    /// is mapped by one page fault now (a page first read and then written
    /// costs two: the shared zero page, then a page of its own). Worth it
    /// when the search will touch most pages anyway.
    pub fn touch_pages(&self) {
        // 4 KiB pages of 16-byte slots.
        for slot in self.slots.iter().step_by(4096 / 16) {
            slot[0].store(0, Ordering::Relaxed);
        }
    }

    #[inline(always)]
    fn slot(&self, hash: u64) -> &[AtomicU64; 2] {
        // The mask keeps the index below the slice length.
        &self.slots[hash as usize & self.mask]
    }

    /// The data stored for `hash`, or 0 when the slot holds another position
    /// (or a torn write, or nothing).
    #[inline(always)]
    pub fn load(&self, hash: u64) -> u64 {
        let slot = self.slot(hash);
        let check = slot[0].load(Ordering::Relaxed);
        let data = slot[1].load(Ordering::Relaxed);
        if check ^ data == hash {
            data
        } else {
            0
        }
    }

    /// Store `data` for `hash`, replacing whatever the slot held.
    #[inline(always)]
    pub fn store(&self, hash: u64, data: u64) {
        let slot = self.slot(hash);
        slot[0].store(hash ^ data, Ordering::Relaxed);
        slot[1].store(data, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slot_answers_only_its_own_hash() {
        let t = SlotTable::new(4);
        let h = 0x1234_5678_9abc_def0;
        assert_eq!(t.load(h), 0);
        t.store(h, 42);
        assert_eq!(t.load(h), 42);
        // Same slot, other position: a miss, then a replacement.
        let g = h ^ 0x100;
        assert_eq!(t.load(g), 0);
        t.store(g, 7);
        assert_eq!(t.load(g), 7);
        assert_eq!(t.load(h), 0);
    }

    #[test]
    fn a_torn_slot_is_a_miss() {
        let t = SlotTable::new(2);
        let h = 0xdead_beef;
        t.store(h, 5);
        // One word from another write.
        t.slot(h)[1].store(6, Ordering::Relaxed);
        assert_eq!(t.load(h), 0);
    }
}
