//! The one signal the tool must not die of: SIGXFSZ.

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
