//! A lock-free transposition table of proven facts about attacker-to-move
//! positions: "the attacker wins within `w` moves" and "the attacker cannot
//! win within `f` moves". Both facts are monotone in the number of moves
//! (a win within `w` is a win within any longer limit, a failure within `f`
//! a failure within any shorter one), so a hit answers exactly and the search
//! stays exact whatever the table holds. Entries are shared by all threads
//! through the lock-free [`SlotTable`] (a torn write reads as a miss).

use super::table::SlotTable;

/// What the table knows about one position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bounds {
    /// The attacker wins within this many moves (0: unknown).
    pub win_within: u8,
    /// The attacker cannot win within this many moves (0: unknown).
    pub fail_within: u8,
}

impl Bounds {
    fn pack(self) -> u64 {
        self.win_within as u64 | (self.fail_within as u64) << 8 | 1 << 16
    }

    fn unpack(data: u64) -> Bounds {
        Bounds {
            win_within: data as u8,
            fail_within: (data >> 8) as u8,
        }
    }

    /// `Some(true)` if known to win within `n`, `Some(false)` if known to
    /// fail within `n`, `None` if unknown.
    #[inline]
    pub fn answer(self, n: u32) -> Option<bool> {
        if self.win_within != 0 && self.win_within as u32 <= n {
            Some(true)
        } else if self.fail_within as u32 >= n {
            Some(false)
        } else {
            None
        }
    }
}

/// The shared table of the battle prover.
pub struct Table {
    slots: SlotTable,
}

impl Table {
    /// A table of `2^bits` slots (16 bytes each).
    pub fn new(bits: u32) -> Table {
        Table {
            slots: SlotTable::new(bits),
        }
    }

    /// The bounds stored for `hash` (default when absent).
    #[inline]
    pub fn get(&self, hash: u64) -> Bounds {
        // A stored entry is never 0 (`pack` sets a marker bit).
        Bounds::unpack(self.slots.load(hash))
    }

    /// Record that the attacker wins (`won`) or fails within `n` moves,
    /// merged with what is known already.
    #[inline]
    pub fn record(&self, hash: u64, n: u32, won: bool) {
        let mut b = self.get(hash);
        let n = n.min(255) as u8;
        if won {
            if b.win_within == 0 || n < b.win_within {
                b.win_within = n;
            }
        } else if n > b.fail_within {
            b.fail_within = n;
        }
        self.slots.store(hash, b.pack());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_are_monotone() {
        let t = Table::new(4);
        let h = 0x1234_5678_9abc_def0;
        assert_eq!(t.get(h).answer(2), None);
        t.record(h, 3, true);
        assert_eq!(t.get(h).answer(3), Some(true));
        assert_eq!(t.get(h).answer(5), Some(true));
        assert_eq!(t.get(h).answer(2), None);
        t.record(h, 2, false);
        assert_eq!(t.get(h).answer(1), Some(false));
        assert_eq!(t.get(h).answer(2), Some(false));
        assert_eq!(t.get(h ^ 1 << 40).answer(2), None);
    }
}
