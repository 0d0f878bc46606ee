//! Waiting for an event instead of sleeping for a time: a test polls for
//! what it needs (a lock taken, a signal handler installed, rows written)
//! every few milliseconds, up to a deadline wide enough for a loaded
//! machine, and fails with the event's name when it never comes.

use std::path::Path;
use std::time::{Duration, Instant};

/// How long a test waits for an event before it fails: far beyond what any
/// event here takes, even on a loaded 2-core machine.
pub const DEADLINE: Duration = Duration::from_secs(120);

/// Poll `event` every 5 ms until it gives a value; panic, naming `what`,
/// after [`DEADLINE`].
pub fn until<T>(what: &str, mut event: impl FnMut() -> Option<T>) -> T {
    let start = Instant::now();
    loop {
        if let Some(v) = event() {
            return v;
        }
        assert!(start.elapsed() < DEADLINE, "waited {DEADLINE:?} for {what}");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Whether process `pid` catches SIGINT, i.e. has installed its Ctrl-C
/// handler (Linux: the `SigCgt` mask of `/proc/PID/status`, SIGINT is
/// signal 2, bit 1).
pub fn catches_sigint(pid: u32) -> bool {
    let Ok(status) = std::fs::read_to_string(format!("/proc/{pid}/status")) else {
        return false;
    };
    status
        .lines()
        .find_map(|l| l.strip_prefix("SigCgt:"))
        .and_then(|mask| u64::from_str_radix(mask.trim(), 16).ok())
        .is_some_and(|mask| mask & (1 << 1) != 0)
}

/// Whether some process holds a lock (`flock`, `fcntl`) on `file` (Linux:
/// `/proc/locks`, matched by the file's inode).
pub fn locked(file: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    let Ok(meta) = std::fs::metadata(file) else {
        return false;
    };
    let Ok(locks) = std::fs::read_to_string("/proc/locks") else {
        return false;
    };
    // "1: FLOCK  ADVISORY  WRITE 4242 08:01:1234567 0 EOF": the sixth
    // field is major:minor:inode (a waiter's line has "->" after the "1:").
    locks.lines().any(|l| {
        l.split_whitespace()
            .filter(|w| *w != "->")
            .nth(5)
            .and_then(|dev_ino| dev_ino.rsplit(':').next())
            .and_then(|ino| ino.parse::<u64>().ok())
            == Some(meta.ino())
    })
}

/// The number of complete lines in `file` so far (0 when it cannot be read).
pub fn lines_in(file: &Path) -> usize {
    std::fs::read(file).map_or(0, |b| b.iter().filter(|&&c| c == b'\n').count())
}
