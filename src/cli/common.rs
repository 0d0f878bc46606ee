//! What the commands share: exit statuses and limits, the error type and
//! its exit status, parsing FEN and numbers given on the command line, the
//! thread pool, and printing that ends quietly on a closed pipe.

use std::io;

/// Exit status for usage or input errors, and for output that could not
/// be written.
pub const EXIT_INPUT: i32 = 2;
/// Exit status of `alice solve` when the time limit stopped it (no verdict).
pub const EXIT_TIMEOUT: i32 = 3;
/// Exit status after Ctrl-C (128 + SIGINT, as shells report it).
pub const EXIT_INTERRUPTED: i32 = 130;
/// The deepest perft asked for (a deeper one could never finish).
pub const MAX_PERFT_DEPTH: u32 = 30;
/// The most worker threads.
pub const MAX_JOBS: usize = 256;
/// The longest time limit, in seconds (about 31 years).
pub const MAX_TIMEOUT: f64 = 1e9;

/// `-j N`: a number of threads from 1 to [`MAX_JOBS`].
pub fn parse_jobs(text: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(n) if (1..=MAX_JOBS).contains(&n) => Ok(n),
        _ => Err(format!(
            "'{}' is not a number of threads from 1 to {MAX_JOBS}",
            alice::text::bounded(text)
        )),
    }
}

/// `--timeout SECS`: a finite number of seconds from 0 to [`MAX_TIMEOUT`].
pub fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && (0.0..=MAX_TIMEOUT).contains(&v) => Ok(v),
        _ => Err(format!(
            "'{}' is not a number of seconds from 0 to {MAX_TIMEOUT:e}",
            alice::text::bounded(text)
        )),
    }
}

/// The exit status after output failed: 0 for a closed pipe (the reader
/// had enough, as with `| head`), else 2 with a message, never a silent
/// truncation.
pub fn write_failed(e: &io::Error) -> i32 {
    if e.kind() == io::ErrorKind::BrokenPipe {
        0
    } else {
        eprintln!("error: cannot write output: {e}");
        EXIT_INPUT
    }
}

/// Why a command failed.
#[derive(Debug)]
pub enum CliError {
    /// Bad input or usage (exit status 2).
    Input(String),
    /// Bad input already reported where it was met (exit status 2, nothing
    /// more printed: each error is printed once).
    Reported,
    /// Output failed (exit status 2; 0 for a closed pipe).
    Io(io::Error),
    /// The time limit stopped the search: no verdict (exit status 3).
    Timeout(String),
    /// Ctrl-C stopped the search: no verdict (exit status 130).
    Interrupted,
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> Self {
        CliError::Io(e)
    }
}

/// Parse a FEN given on the command line (standard Alice).
pub fn parse_fen(text: &str) -> Result<alice::engine::fast::Position, CliError> {
    parse_fen_for(text, &alice::variant::Variant::ALICE)
}

/// Parse a FEN given on the command line for `variant`; `start` (or
/// `startpos`) is the variant's initial array.
pub fn parse_fen_for(
    text: &str,
    variant: &alice::variant::Variant,
) -> Result<alice::engine::fast::Position, CliError> {
    let text = match text.trim() {
        "start" | "startpos" => variant.kind.initial_fen(),
        t => t,
    };
    alice::fen::parse_with(text, variant)
        .map_err(|e| CliError::Input(format!("FEN '{}': {e}", alice::text::bounded(text.trim()))))
}

/// A rayon pool with `jobs` threads (default: all cores).
pub fn thread_pool(jobs: Option<usize>) -> Result<rayon::ThreadPool, CliError> {
    let mut builder = rayon::ThreadPoolBuilder::new();
    if let Some(n) = jobs {
        builder = builder.num_threads(n.clamp(1, MAX_JOBS));
    }
    builder
        .build()
        .map_err(|e| CliError::Input(format!("cannot start worker threads: {e}")))
}

/// Print a line on standard output, ending quietly on a closed pipe.
pub fn print_line(line: &str) {
    print_text(&format!("{line}\n"));
}

/// Print text on standard output (as `print!`). On a closed pipe the
/// process ends quietly (status 0); any other write error ends it with a
/// message and status 2.
pub fn print_text(text: &str) {
    use std::io::Write;
    let mut out = io::stdout().lock();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        std::process::exit(write_failed(&e));
    }
}
