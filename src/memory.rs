//! Allocations allowed to fail. An allocation the program cannot do
//! without that fails ends the process with a message and status 2 (the
//! binaries' allocator, `cli/alloc.rs`: never an abort, never a hang in
//! the standard library's out-of-memory hook); one made inside
//! [`fallibly`] fails as Rust's fallible APIs say (`try_reserve` returns an
//! error), so that its caller can do with less (the search tables halve
//! themselves: `search::table`).

use std::cell::Cell;

thread_local! {
    /// How many [`fallibly`] calls this thread is inside.
    static FALLIBLE: Cell<u32> = const { Cell::new(0) };
}

/// Run `f`, whose allocations may fail (it asks with `try_reserve` and
/// handles the error): the allocator returns the failure instead of
/// ending the process.
pub fn fallibly<T>(f: impl FnOnce() -> T) -> T {
    FALLIBLE.with(|c| c.set(c.get() + 1));
    let result = f();
    FALLIBLE.with(|c| c.set(c.get() - 1));
    result
}

/// Whether this thread is inside [`fallibly`] (read by the allocator when
/// an allocation fails; false when the thread's locals are gone).
pub fn failure_is_handled() -> bool {
    FALLIBLE.try_with(|c| c.get() > 0).unwrap_or(false)
}

/// The memory one solve may hold, shared among what grows with the work
/// (never with the number of solutions found): the search's table of
/// proven failures takes at most half, the memo of continuations (help
/// play) or the solution trees (direct play) a quarter, the lines waiting
/// for their turn to be written an eighth; the
/// rest is left for everything else (positions, move lists, buffers).
/// Set by `--memory MB` (and the drop-in's `-maxmem`); see
/// docs/performance.md, "Memory".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemoryBudget {
    bytes: usize,
}

impl MemoryBudget {
    /// The default: 256 MB.
    pub const DEFAULT: MemoryBudget = MemoryBudget { bytes: 256 << 20 };
    /// The least budget accepted: 16 MB (a smaller one is raised to it).
    pub const MIN_MB: usize = 16;

    /// A budget of `mb` megabytes (2^20 bytes), at least [`Self::MIN_MB`].
    pub fn megabytes(mb: usize) -> MemoryBudget {
        MemoryBudget {
            bytes: mb.clamp(Self::MIN_MB, 1 << 30).saturating_mul(1 << 20),
        }
    }

    /// The whole budget in bytes.
    pub fn bytes(self) -> usize {
        self.bytes
    }

    /// The size of a failure table (`2^bits` slots of 16 bytes): `wanted`,
    /// or less so that it takes at most half the budget.
    pub fn table_bits(self, wanted: u32) -> u32 {
        let mut bits = wanted;
        while bits > 10 && (16usize << bits) > self.bytes / 2 {
            bits -= 1;
        }
        bits
    }

    /// The bytes the lines waiting for their turn may hold together.
    pub fn lines_bytes(self) -> usize {
        self.bytes / 8
    }

    /// How many solutions of each length a report held whole (to be
    /// judged: `check`, `solve FILE`) may keep, for a play of `plies` half
    /// moves: half the budget, at about 96 bytes a half move (the held
    /// report's lines, each length of a play of `plies` counted as the
    /// longest), and never fewer than 1,000. A search that reaches it
    /// stops and says its count is a lower bound.
    pub fn held_solutions(self, plies: u32) -> usize {
        let plies = plies.max(1) as usize;
        (self.bytes / 2 / (96 * plies * plies.div_ceil(2))).max(1000)
    }

    /// The bytes the memo of continuations may hold.
    pub fn memo_bytes(self) -> usize {
        self.bytes / 4
    }

    /// The bytes the solution trees of direct, self and reflex play held
    /// whole (to be printed or judged) may take together: a quarter of the
    /// budget. A tree that reaches its share is cut there, deterministically,
    /// and the report says so (`DirectReport::tree_cut`).
    pub fn tree_bytes(self) -> usize {
        self.bytes / 4
    }
}

impl Default for MemoryBudget {
    fn default() -> Self {
        MemoryBudget::DEFAULT
    }
}
