//! Command-line interface: argument parsing and dispatch to the subcommands.

mod bench;
mod check;
mod convert;
mod engine;
mod progress;
mod solve;
mod variant;

use clap::{Parser, Subcommand};
use std::io;

#[derive(Parser)]
#[command(name = "alice", version, about = "Alice Chess problem solver", long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print both boards of a position side by side.
    Show {
        /// Alice FEN (pieces on board B marked with '*'), or 'start'.
        fen: String,
        #[command(flatten)]
        variant: variant::VariantArgs,
    },
    /// Print the legal moves in coordinate notation, one per line.
    ///
    /// With '-' instead of a FEN, read one FEN per line from standard input
    /// and print one line per FEN with its moves separated by spaces.
    Moves {
        /// Alice FEN, 'start', or '-' to read FENs from standard input.
        fen: String,
        /// Also print the readable form with the arrival board (e.g. Kb1/A).
        #[arg(long)]
        san: bool,
        #[command(flatten)]
        variant: variant::VariantArgs,
    },
    /// Count the leaf nodes of the move tree to a depth (parallel over root moves).
    Perft {
        /// Alice FEN, or 'start' for the variant's initial array.
        fen: String,
        /// Depth in plies.
        depth: u32,
        /// First print each root move with its count.
        #[arg(long)]
        divide: bool,
        /// Worker threads (default: all cores).
        #[arg(long, short = 'j')]
        jobs: Option<usize>,
        #[command(flatten)]
        variant: variant::VariantArgs,
    },
    /// Solve a problem: keys, threats, variations, tries, verdict.
    ///
    /// Either a problem file (YAML or Popeye input; every problem and twin in
    /// it, compared with the intended solution) or --fen and --stip.
    Solve(solve::SolveArgs),
    /// Check problem files: solve every problem and twin, compare with the
    /// intended solutions, and print a report with a summary.
    ///
    /// Exit status: 0 when every problem is as intended (ok or duals), 1 when
    /// some are not, 2 for usage or input errors.
    Check(check::CheckArgs),
    /// Convert problems between Alice FEN, YAML and Popeye input.
    Convert {
        /// A problem file (.yaml, .yml, .olv, .inp); or use --fen and --stip.
        file: Option<std::path::PathBuf>,
        /// Alice FEN (with --stip) instead of a file.
        #[arg(long)]
        fen: Option<String>,
        /// Stipulation for --fen.
        #[arg(long)]
        stip: Option<String>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = convert::Target::Yaml)]
        to: convert::Target,
    },
    /// Measure perft speed (nodes per second) or, with --solve, solving times.
    Bench {
        /// Perft depth for the start position (middlegames use one less).
        #[arg(long, default_value_t = 6)]
        depth: u32,
        /// Time the solver on fixed problems instead, with 1 thread and all cores.
        #[arg(long)]
        solve: bool,
    },
}

/// Exit status for usage or input errors.
const EXIT_INPUT: i32 = 2;

/// Parse the command line, run the command and return the exit status.
pub fn run() -> i32 {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Convert {
            file,
            fen,
            stip,
            to,
        } => convert::run(file, fen, stip, to),
        Command::Check(args) => return finish(check::run(args)),
        Command::Show { fen, variant } => variant.variant().and_then(|v| engine::show(&fen, &v)),
        Command::Moves { fen, san, variant } => {
            variant.variant().and_then(|v| engine::moves(&fen, san, &v))
        }
        Command::Perft {
            fen,
            depth,
            divide,
            jobs,
            variant,
        } => variant
            .variant()
            .and_then(|v| engine::perft(&fen, depth, divide, jobs, &v)),
        Command::Bench { depth, solve } => {
            if solve {
                bench::solve_bench()
            } else {
                bench::perft_bench(depth)
            }
        }
        Command::Solve(args) => solve::run(args),
    };
    finish(result.map(|()| 0))
}

/// Print an error and turn a command's result into the exit status.
fn finish(result: Result<i32, CliError>) -> i32 {
    match result {
        Ok(code) => code,
        Err(CliError::Input(msg)) => {
            eprintln!("error: {msg}");
            EXIT_INPUT
        }
        Err(CliError::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => 0,
        Err(CliError::Io(e)) => {
            eprintln!("error: {e}");
            1
        }
    }
}

/// Why a command failed.
#[derive(Debug)]
pub enum CliError {
    /// Bad input or usage (exit status 2).
    Input(String),
    /// Output failed.
    Io(io::Error),
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> Self {
        CliError::Io(e)
    }
}

/// Parse a FEN given on the command line (standard Alice).
pub fn parse_fen(text: &str) -> Result<alice::Position, CliError> {
    parse_fen_for(text, &alice::variant::Variant::ALICE)
}

/// Parse a FEN given on the command line for `variant`; `start` (or
/// `startpos`) is the variant's initial array.
pub fn parse_fen_for(
    text: &str,
    variant: &alice::variant::Variant,
) -> Result<alice::Position, CliError> {
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
        builder = builder.num_threads(n.max(1));
    }
    builder
        .build()
        .map_err(|e| CliError::Input(format!("cannot start worker threads: {e}")))
}

/// Print a line on standard output, ending quietly on a closed pipe.
pub fn print_line(line: &str) {
    print_text(&format!("{line}\n"));
}

/// Print text on standard output (as `print!`), ending quietly on a closed pipe.
pub fn print_text(text: &str) {
    use std::io::Write;
    let mut out = io::stdout().lock();
    if out
        .write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .is_err()
    {
        std::process::exit(0);
    }
}
