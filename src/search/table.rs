//! The one lock-free table type of the searches: a direct-mapped array of
//! slots shared by all threads without locks. Each slot holds two 64-bit
//! words: `hash ^ data` and `data`. A probe accepts a slot only when the XOR
//! gives back the full hash of the probed position, so a slot torn by two
//! threads writing at once (one word from each) reads as a miss instead of
//! being misread (the lockless hashing of Hyatt and Mann). What `data`
//! means is the user's: proven bounds of the battle prover
//! ([`super::tt::Table`]), proven failures of the help search.
//!
//! A batch of small problems would spend much of its time clearing tables
//! (16 MiB for every direct search). So a dropped table's memory goes back
//! to a pool, and the next table of that size takes it without clearing:
//! each table has its own salt, XORed into every hash, so what an earlier
//! search left in a slot is a miss (as a torn slot is) unless 64 bits of
//! two unrelated hashes agree, the odds every position hash already takes.
//! A fresh table has the salt 0, so a single search is exactly as before.
//!
//! A batch also maps each fresh table's pages whole when it is made
//! ([`map_fresh_tables_whole`]): otherwise a page first read is the
//! kernel's shared zero page, and its first write copies it and flushes it
//! from every processor running the process, an interrupt to each; with two
//! threads that cost a tenth of a batch's time. A single search keeps the
//! lazy mapping: mapping 16 MiB whole would quadruple the time of a small
//! `alice solve`.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;

/// Slots of a table, as kept in the pool.
type Slots = Box<[[AtomicU64; 2]]>;

/// Tables given back, for the next table of the same size.
static POOL: Mutex<Vec<Slots>> = Mutex::new(Vec::new());
/// At most this many bytes of tables wait in the pool.
const POOL_BYTES: usize = 512 << 20;
/// Tables handed out so far (the seed of the salts).
static HANDED_OUT: AtomicU64 = AtomicU64::new(0);

/// Whether fresh tables are mapped whole when made.
static MAP_WHOLE: AtomicBool = AtomicBool::new(false);

/// From now on, map every page of a fresh table when it is made (for
/// batches, whose tables the pool reuses: see the module's doc).
pub fn map_fresh_tables_whole() {
    MAP_WHOLE.store(true, Ordering::Relaxed);
}

/// The fewest slots a table is shrunk to (`2^MIN_BITS`, 16 KiB) when its
/// memory cannot be had.
pub const MIN_BITS: u32 = 10;

/// Whether `bytes` can be allocated now: a fallible reservation of that
/// size, given back at once. (The table itself is then made zeroed by the
/// allocator, so that its pages are mapped lazily: a reservation kept would
/// have to be cleared page by page.)
fn can_allocate(bytes: usize) -> bool {
    let mut probe: Vec<u8> = Vec::new();
    crate::memory::fallibly(|| probe.try_reserve_exact(bytes).is_ok())
}

/// A lock-free table of 64-bit facts keyed by 64-bit hashes (always replace).
pub struct SlotTable {
    slots: Slots,
    mask: usize,
    /// XORed into every hash (0 for a fresh table: see the module's doc).
    salt: u64,
}

impl SlotTable {
    /// A table of `2^bits` slots of 16 bytes (`bits` at most 30): memory
    /// from the pool when a table of that size was given back, else new.
    /// When the memory cannot be had (a small `ulimit -v`: twice the
    /// table's size is asked, for the search's other needs), the table is
    /// halved until it can, down to [`MIN_BITS`]: a smaller table slows a
    /// search but changes none of its results, where a failed allocation
    /// would abort the process.
    pub fn new(bits: u32) -> SlotTable {
        let mut len = 1usize << bits.min(30);
        let reused = POOL.lock().ok().and_then(|mut pool| {
            let i = pool.iter().position(|s| s.len() == len)?;
            Some(pool.swap_remove(i))
        });
        match reused {
            Some(slots) => SlotTable {
                slots,
                mask: len - 1,
                salt: splitmix(HANDED_OUT.fetch_add(1, Ordering::Relaxed)) | 1,
            },
            None => {
                // (Twice the table's size: the search needs memory of its
                // own besides.)
                while len > 1 << MIN_BITS && !can_allocate(32 * len) {
                    len /= 2;
                }
                HANDED_OUT.fetch_add(1, Ordering::Relaxed);
                let table = SlotTable {
                    slots: (0..len)
                        .map(|_| [AtomicU64::new(0), AtomicU64::new(0)])
                        .collect(),
                    mask: len - 1,
                    salt: 0,
                };
                if MAP_WHOLE.load(Ordering::Relaxed) {
                    table.touch_pages();
                }
                table
            }
        }
    }

    /// Whether the table's memory is new (never used by another search).
    pub fn is_fresh(&self) -> bool {
        self.salt == 0
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

    /// The slot of an already salted hash.
    #[inline(always)]
    fn slot(&self, salted: u64) -> &[AtomicU64; 2] {
        // The mask keeps the index below the slice length.
        &self.slots[salted as usize & self.mask]
    }

    /// The data stored for `hash`, or 0 when the slot holds another position
    /// (or a torn write, or nothing).
    #[inline(always)]
    pub fn load(&self, hash: u64) -> u64 {
        let hash = hash ^ self.salt;
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
        let hash = hash ^ self.salt;
        let slot = self.slot(hash);
        slot[0].store(hash ^ data, Ordering::Relaxed);
        slot[1].store(data, Ordering::Relaxed);
    }
}

impl Drop for SlotTable {
    /// Give the memory back to the pool (unless the pool is full).
    fn drop(&mut self) {
        let slots = std::mem::take(&mut self.slots);
        if let Ok(mut pool) = POOL.lock() {
            let held: usize = pool.iter().map(|s| s.len() * 16).sum();
            if held + slots.len() * 16 <= POOL_BYTES {
                pool.push(slots);
            }
        }
    }
}

/// SplitMix64: a salt from a counter.
fn splitmix(n: u64) -> u64 {
    let mut z = n.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
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
        t.slot(h ^ t.salt)[1].store(6, Ordering::Relaxed);
        assert_eq!(t.load(h), 0);
    }

    #[test]
    fn a_reused_table_forgets_the_last_search() {
        // Other tests may share the pool: use a size of our own.
        let first = SlotTable::new(5);
        for h in 0..1000u64 {
            first.store(h.wrapping_mul(0x9e37_79b9_7f4a_7c15), h + 1);
        }
        drop(first);
        let second = SlotTable::new(5);
        assert!(!second.is_fresh());
        for h in 0..1000u64 {
            assert_eq!(second.load(h.wrapping_mul(0x9e37_79b9_7f4a_7c15)), 0);
        }
        second.store(77, 5);
        assert_eq!(second.load(77), 5);
    }
}
