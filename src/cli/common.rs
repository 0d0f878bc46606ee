//! What the commands share: exit statuses and limits, the error type and
//! its exit status, parsing FEN and numbers given on the command line, the
//! thread pool, and printing that ends quietly on a closed pipe.

use alice::output::Format;
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

/// A number on the command line out of its range, or no number: the text
/// given (bounded when printed).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ArgError {
    /// `-j N`.
    #[error("'{}' is not a number of threads from 1 to {}", alice::text::bounded(.0), MAX_JOBS)]
    Jobs(String),
    /// `--memory MB`.
    #[error(
        "'{}' is not a number of megabytes from {} to 1048576",
        alice::text::bounded(.0),
        alice::memory::MemoryBudget::MIN_MB
    )]
    Megabytes(String),
    /// `--timeout SECS`.
    #[error("'{}' is not a number of seconds from 0 to {:e}", alice::text::bounded(.0), MAX_TIMEOUT)]
    Seconds(String),
    /// `--max-solutions N`.
    #[error("'{}' is not a number of solutions (0: no limit)", alice::text::bounded(.0))]
    Solutions(String),
}

/// `-j N`: a number of threads from 1 to [`MAX_JOBS`].
pub fn parse_jobs(text: &str) -> Result<usize, ArgError> {
    match text.trim().parse::<usize>() {
        Ok(n) if (1..=MAX_JOBS).contains(&n) => Ok(n),
        _ => Err(ArgError::Jobs(text.to_string())),
    }
}

/// `--memory MB`: a number of megabytes from 16 to 1,048,576 (1 TB).
pub fn parse_megabytes(text: &str) -> Result<usize, ArgError> {
    let least = alice::memory::MemoryBudget::MIN_MB;
    match text.trim().parse::<usize>() {
        Ok(n) if (least..=1 << 20).contains(&n) => Ok(n),
        _ => Err(ArgError::Megabytes(text.to_string())),
    }
}

/// `--timeout SECS`: a finite number of seconds from 0 to [`MAX_TIMEOUT`].
pub fn parse_seconds(text: &str) -> Result<f64, ArgError> {
    match text.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && (0.0..=MAX_TIMEOUT).contains(&v) => Ok(v),
        _ => Err(ArgError::Seconds(text.to_string())),
    }
}

/// `--json`: a flag that chooses the output format once, JSON over text
/// (`action = SetTrue`: absent, it reads `false`).
pub fn json_flag() -> impl clap::builder::TypedValueParser<Value = Format> {
    use clap::builder::TypedValueParser;
    clap::builder::BoolishValueParser::new().map(|json| match json {
        true => Format::Json,
        false => Format::Text,
    })
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
    alice::engine::fast::fen::parse_with(text, variant)
        .map_err(|e| CliError::Input(format!("FEN '{}': {e}", alice::text::bounded(text.trim()))))
}

/// A rayon pool with `jobs` threads (default: all cores). When the
/// threads cannot all be started (a small `ulimit -v` or `ulimit -u`), the
/// pool has fewer (halved until they start; at the end one thread), and
/// one line on standard error says so.
pub fn thread_pool(jobs: Option<usize>) -> Result<rayon::ThreadPool, CliError> {
    // Without `-j`: rayon's default (all cores, or RAYON_NUM_THREADS).
    if jobs.is_none() {
        if let Ok(pool) = rayon::ThreadPoolBuilder::new().build() {
            return Ok(pool);
        }
    }
    let wanted = jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, MAX_JOBS);
    let mut n = wanted;
    let mut failed = false;
    loop {
        match rayon::ThreadPoolBuilder::new().num_threads(n).build() {
            // Threads could not all start: the memory (or the process
            // count) is short, so a quarter of those that can start are
            // started, the rest left to the work (and to `check`'s workers).
            Ok(pool) if failed && n > 1 => {
                drop(pool);
                n = (n / 4).max(1);
                failed = false;
                if let Ok(pool) = rayon::ThreadPoolBuilder::new().num_threads(n).build() {
                    fewer_threads(n, wanted);
                    return Ok(pool);
                }
                n /= 2;
            }
            Ok(pool) => {
                if n < wanted {
                    fewer_threads(n, wanted);
                }
                return Ok(pool);
            }
            Err(_) if n > 1 => {
                failed = true;
                n /= 2;
                // (The threads of the failed pool are ending: their
                // memory is given back then.)
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            // Not even one thread: the calling thread alone is the pool.
            Err(e) => {
                return match rayon::ThreadPoolBuilder::new()
                    .num_threads(1)
                    .use_current_thread()
                    .build()
                {
                    Ok(pool) => {
                        fewer_threads(0, wanted);
                        Ok(pool)
                    }
                    Err(_) => Err(CliError::Input(format!("cannot start worker threads: {e}"))),
                };
            }
        }
    }
}

/// Say on standard error, in one line, that `started` threads of `wanted`
/// could be started (0: the calling thread works alone).
pub fn fewer_threads(started: usize, wanted: usize) {
    let on = match started {
        0 => "the calling thread alone".to_string(),
        1 => "1 thread".to_string(),
        n => format!("{n} threads"),
    };
    eprintln!("note: only {started} of {wanted} worker threads could be started; running on {on}");
}

/// The problems of a file (each read, or its error), or an input error
/// naming the file: one that cannot be read, or one without any problem
/// (empty), as `alice check` reports it.
pub fn read_problem_file(
    path: &std::path::Path,
) -> Result<Vec<Result<alice::problem::Problem, alice::formats::FormatError>>, CliError> {
    let name = alice::text::escaped(&path.display().to_string());
    let list =
        alice::formats::read_problems(path).map_err(|e| CliError::Input(format!("{name}: {e}")))?;
    if list.is_empty() {
        return Err(CliError::Input(format!(
            "{name}: no problem found in this file"
        )));
    }
    Ok(list)
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
