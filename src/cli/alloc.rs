//! The binaries' allocator: the system's, except that an allocation the
//! program cannot do without, when it fails (the machine's memory, or a
//! limit such as `ulimit -v`), ends the process at once with a message and
//! status 2, where Rust's own handler would abort (status 134) or, when the
//! failure comes while a panic prints, hang on the standard library's
//! backtrace lock. An allocation made inside `alice::memory::fallibly`
//! fails as its `try_reserve` says (the search tables then take less).
//! What was written before stays written: each row of a check report is
//! complete when written, so `check --resume` continues a report.

use std::alloc::{GlobalAlloc, Layout, System};

/// The system allocator, with the failure of an infallible allocation
/// turned into a message and status 2.
struct Guarded;

#[global_allocator]
static GLOBAL: Guarded = Guarded;

/// The message, written without allocating.
const MESSAGE: &[u8] = b"error: out of memory (the machine's memory, or a limit such as \
ulimit -v, is used up); what was written so far stands (a check report \
continues with --resume); ask for less: fewer threads (-j), --max-solutions, a smaller collection\n";

/// An infallible allocation failed: say so and end the process (status
/// 2), without allocating and without running anything that might.
fn out_of_memory() -> ! {
    // SAFETY: `write` and `_exit` are async-signal-safe system calls that
    // take plain arguments (a static buffer and its length; a status): no
    // memory of ours is touched, no lock taken, no destructor run.
    unsafe {
        libc::write(2, MESSAGE.as_ptr().cast(), MESSAGE.len());
        libc::_exit(2)
    }
}

/// `ptr` as allocated, or the end of the process when it is null and the
/// caller cannot handle the failure.
fn checked(ptr: *mut u8) -> *mut u8 {
    if ptr.is_null() && !alice::memory::failure_is_handled() {
        out_of_memory();
    }
    ptr
}

// SAFETY: every call is forwarded to `System` with the same arguments, and
// its result returned unchanged (or the process ended): the contract of
// `GlobalAlloc` is `System`'s.
unsafe impl GlobalAlloc for Guarded {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's guarantees on `layout` are passed on.
        checked(unsafe { System.alloc(layout) })
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as `alloc`.
        checked(unsafe { System.alloc_zeroed(layout) })
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` was allocated by `System` (through this allocator)
        // with `layout`, as the caller guarantees.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: as `dealloc`; `new_size` is the caller's, valid for
        // `layout`'s alignment as the caller guarantees.
        checked(unsafe { System.realloc(ptr, layout, new_size) })
    }
}
