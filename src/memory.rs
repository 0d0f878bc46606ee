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
