//! The one signal the tool must not die of, SIGXFSZ, and the allocator
//! under an address-space limit: the process settings made at startup.

/// Ignore SIGXFSZ, so that a write past the file-size limit (`ulimit -f`)
/// fails with EFBIG, a write error (a message and exit status 2), instead
/// of killing the process by the signal (status 153 in a shell).
pub fn ignore_file_size_signal() {
    #[cfg(unix)]
    // SAFETY: `signal` with `SIG_IGN` installs no handler (no code of ours
    // runs at the signal); SIGXFSZ is a valid signal number, and the call
    // is made once, at startup, before any thread is started.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}

/// Under an address-space limit (`ulimit -v`), keep glibc's allocator to
/// one arena: each further arena reserves 64 MB of address space, so that
/// a few threads could use up the limit before the solve allocates
/// anything (and end it "out of memory" by chance, with the thread count).
/// Without a limit nothing changes.
pub fn fit_allocator_to_address_limit() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `getrlimit` writes the limit into the struct we own;
    // `mallopt` only sets a tuning parameter of the allocator. Both are
    // called once, at startup, before any thread is started.
    unsafe {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        if libc::getrlimit(libc::RLIMIT_AS, &mut limit) == 0
            && limit.rlim_cur != libc::RLIM_INFINITY
        {
            libc::mallopt(libc::M_ARENA_MAX, 1);
        }
    }
}
