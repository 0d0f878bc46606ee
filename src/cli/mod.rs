//! Command-line interface: argument parsing and dispatch to the subcommands.

mod alloc;
mod bench;
mod bench_cook;
mod bench_long;
mod check;
mod check_items;
mod check_queue;
mod common;
mod convert;
mod diagram;
mod engine;
mod general;
mod inputs;
mod man;
mod merge;
mod popeye;
mod progress;
mod signals;
mod solve;
mod solve_args;
mod solve_merge;
mod solve_print;
mod variant;

use clap::{CommandFactory, Parser, Subcommand};
use common::{
    parse_jobs, parse_seconds, write_failed, CliError, EXIT_INPUT, EXIT_INTERRUPTED, EXIT_TIMEOUT,
    MAX_PERFT_DEPTH,
};

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
        #[command(flatten)]
        engine: general::EngineArgs,
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
        #[command(flatten)]
        engine: general::EngineArgs,
    },
    /// Count the leaf nodes of the move tree to a depth (parallel over root moves).
    Perft {
        /// Alice FEN, or 'start' for the variant's initial array.
        fen: String,
        /// Depth in plies (0 to 30).
        #[arg(value_parser = clap::value_parser!(u32).range(0..=MAX_PERFT_DEPTH as i64))]
        depth: u32,
        /// First print each root move with its count.
        #[arg(long)]
        divide: bool,
        /// Worker threads, 1 to 256 (default: all cores).
        #[arg(long, short = 'j', value_parser = parse_jobs)]
        jobs: Option<usize>,
        #[command(flatten)]
        variant: variant::VariantArgs,
        #[command(flatten)]
        engine: general::EngineArgs,
    },
    /// Solve a problem: keys, threats, variations, tries, verdict.
    ///
    /// Either a problem file (YAML or Popeye input; every problem and twin in
    /// it, compared with the intended solution) or --fen and --stip.
    Solve(solve_args::SolveArgs),
    /// Check problem files: solve every problem and twin, compare with the
    /// intended solutions, and print a report with a summary.
    ///
    /// Exit status: 0 when every problem is as intended (ok or duals), 1 when
    /// some are not, 2 for usage or input errors.
    Check(check::CheckArgs),
    /// Draw a problem's diagram: both boards side by side, as text, SVG or
    /// LaTeX (diagram.sty).
    ///
    /// Every problem of the file one after another (SVG: one file per
    /// problem with -o, or --problem N).
    Diagram(diagram::DiagramArgs),
    /// Merge the reports of shards (check --shard --json, solve --shard)
    /// into one report, rejecting overlaps and reporting gaps.
    ///
    /// Exit status: as `alice check` on the whole set; 2 when problems are
    /// missing or the reports cannot be merged.
    Merge(merge::MergeArgs),
    /// Convert problems between Alice FEN, YAML and Popeye input.
    ///
    /// Every problem that can be written is written, in input order; each
    /// other one (a read error, an orthodox problem, a diagram Popeye input
    /// cannot hold) is reported on standard error, and the exit status is
    /// then 2.
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
        #[command(flatten)]
        variant: variant::VariantArgs,
    },
    /// Popeye drop-in: read Popeye input (FILE, or standard input) and
    /// write Popeye 4.104's output layout. Takes Popeye's options
    /// (-regression, -maxtime S, -maxmem N). Invoked as `py` or `popeye`
    /// (a symlink), alice behaves as this command.
    Popeye(popeye::PopeyeArgs),
    /// Measure perft speed (nodes per second) or, with --solve, solving times.
    Bench {
        /// Perft depth for the start position, 2 to 10 (middlegames use one less).
        #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u32).range(2..=10))]
        depth: u32,
        /// Time the solver on fixed problems instead, with 1 thread and all cores.
        #[arg(long)]
        solve: bool,
        /// With --solve: also run the cook-testing searches (longer
        /// stipulations on the collection's prize winners) side by side
        /// with this Popeye binary, with the time ratios and a check that
        /// both find as many keys or solutions.
        #[arg(long, value_name = "PATH", requires = "solve")]
        popeye: Option<std::path::PathBuf>,
        /// With --solve: run the cook-testing searches (without Popeye when
        /// --popeye is not given).
        #[arg(long, requires = "solve")]
        cook: bool,
        /// With --solve: also time the general engine's slower targets
        /// (three-board Alice #4 and h#3, about a minute).
        #[arg(long, requires = "solve")]
        general: bool,
        /// With --solve: time the long help and series benchmark instead
        /// (h#5 to h#7, ser-h#10 to ser-h#20; the intelligent search and
        /// the plain one side by side, with all cores; minutes), those
        /// whose name contains --only's text if given.
        #[arg(long, requires = "solve")]
        long: bool,
        /// Give up on Popeye after this many seconds a search.
        #[arg(long, value_name = "SECS", default_value_t = 60.0, value_parser = parse_seconds)]
        popeye_timeout: f64,
        /// With the cook-testing searches: only those whose name contains
        /// this text (any case), e.g. `--only "h#4"` or `--only rittirsch`.
        #[arg(long, value_name = "TEXT")]
        only: Option<String>,
        /// With the cook-testing searches: time alice this many times with
        /// each thread count, and Popeye as often when it finishes within
        /// its time limit, and report the medians (quieter figures on a
        /// busy machine).
        #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=99))]
        runs: u32,
    },
    /// Print a shell completion script, e.g. `alice completions bash >
    /// ~/.local/share/bash-completion/completions/alice`.
    Completions {
        /// The shell: bash, elvish, fish, powershell or zsh.
        shell: clap_complete::Shell,
    },
    /// Write the manual pages (roff): every command's options, exit
    /// statuses and examples.
    ///
    /// Without --dir, one full page (alice(1) with every command in it) on
    /// standard output: `alice man > alice.1; man -l alice.1`. With --dir
    /// DIR, one page per command in DIR: alice.1, alice-solve.1,
    /// alice-check.1, ... (`alice man --dir ~/.local/share/man/man1`, then
    /// `man alice-solve`).
    Man(man::ManArgs),
}

/// Ctrl-C stops every search (the commands then report what was finished
/// and say that the rest was interrupted); a second Ctrl-C ends the process
/// at once.
fn install_interrupt_handler() {
    let _ = ctrlc::set_handler(|| {
        if alice::search::interrupted() {
            std::process::exit(EXIT_INTERRUPTED);
        }
        alice::search::interrupt();
    });
}

/// Parse the command line, run the command and return the exit status.
pub fn run() -> i32 {
    if invoked_as_popeye() {
        return run_popeye();
    }
    signals::ignore_file_size_signal();
    signals::fit_allocator_to_address_limit();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return clap_exit(&e),
    };
    install_interrupt_handler();
    let result = match cli.command {
        Command::Convert {
            file,
            fen,
            stip,
            to,
            variant,
        } => return finish(convert::run(file, fen, stip, to, &variant)),
        Command::Check(args) => return finish(check::run(args)),
        Command::Diagram(args) => diagram::run(args),
        Command::Merge(args) => return finish(merge::run(args)),
        Command::Popeye(args) => return finish(popeye::run(&args)),
        Command::Completions { shell } => {
            let mut out = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "alice", &mut out);
            common::print_text(&String::from_utf8_lossy(&out));
            Ok(())
        }
        Command::Man(args) => man::run(&args, Cli::command()),
        Command::Show {
            fen,
            variant,
            engine: e,
        } => on_engine(
            &variant,
            &e,
            |g| engine::show(&fen, &g),
            |f| engine::show(&fen, &f),
        ),
        Command::Moves {
            fen,
            san,
            variant,
            engine: e,
        } => on_engine(
            &variant,
            &e,
            |g| engine::moves(&fen, san, &g),
            |f| engine::moves(&fen, san, &f),
        ),
        Command::Perft {
            fen,
            depth,
            divide,
            jobs,
            variant,
            engine: e,
        } => on_engine(
            &variant,
            &e,
            |g| engine::perft(&fen, depth, divide, jobs, &g),
            |f| engine::perft(&fen, depth, divide, jobs, &f),
        ),
        Command::Bench {
            depth,
            solve,
            popeye,
            cook,
            general,
            long,
            popeye_timeout,
            only,
            runs,
        } => {
            if solve && long {
                bench_long::long_bench(only.as_deref())
            } else if solve && (cook || popeye.is_some() || only.is_some()) {
                let settings = bench_cook::CookBench {
                    popeye: popeye.as_deref(),
                    popeye_limit: popeye_timeout,
                    only: only.as_deref(),
                    runs: runs as usize,
                };
                bench_cook::run(&settings)
            } else if solve {
                bench::solve_bench(general)
            } else {
                bench::perft_bench(depth)
            }
        }
        Command::Solve(args) => solve::run(args),
    };
    finish(result.map(|()| 0))
}

/// Run an engine command (`show`, `moves`, `perft`) on the engine its
/// variant and `--engine` choose: `on_general` or `on_fast`.
fn on_engine(
    variant: &variant::VariantArgs,
    choice: &general::EngineArgs,
    on_general: impl FnOnce(engine::General) -> Result<(), CliError>,
    on_fast: impl FnOnce(engine::Fast) -> Result<(), CliError>,
) -> Result<(), CliError> {
    match general::chosen(variant, choice)? {
        Some(gv) => on_general(engine::General(gv)),
        None => on_fast(engine::Fast(variant.variant()?)),
    }
}

/// The Popeye drop-in (the `py` binary, or `alice` started under Popeye's
/// name): Popeye's command line, Popeye's output layout.
pub fn run_popeye() -> i32 {
    signals::ignore_file_size_signal();
    signals::fit_allocator_to_address_limit();
    install_interrupt_handler();
    let args = popeye::PopeyeArgs {
        args: std::env::args().skip(1).collect(),
    };
    finish(popeye::run(&args))
}

/// Clap's own output and its exit status: help and version (`--help`,
/// `--version`) on standard output as every command's output (quiet on a
/// closed pipe, status 2 and a message on a full disk); a usage error on
/// standard error. On a terminal clap prints it itself (in colour).
fn clap_exit(e: &clap::Error) -> i32 {
    use std::io::IsTerminal;
    if e.use_stderr() || std::io::stdout().is_terminal() {
        e.exit();
    }
    common::print_text(&e.render().to_string());
    e.exit_code()
}

/// Whether the binary was started under Popeye's name (`py`, `popeye`):
/// then it is a Popeye drop-in.
fn invoked_as_popeye() -> bool {
    std::env::args_os()
        .next()
        .as_deref()
        .map(std::path::Path::new)
        .and_then(|p| p.file_stem())
        .is_some_and(|n| n == "py" || n == "popeye")
}

/// Print an error and turn a command's result into the exit status.
fn finish(result: Result<i32, CliError>) -> i32 {
    match result {
        Ok(code) => code,
        Err(CliError::Input(msg)) => {
            eprintln!("error: {}", alice::text::printable(&msg));
            EXIT_INPUT
        }
        Err(CliError::Io(e)) => write_failed(&e),
        Err(CliError::Reported) => EXIT_INPUT,
        Err(CliError::Timeout(msg)) => {
            eprintln!("timeout: {msg}");
            EXIT_TIMEOUT
        }
        Err(CliError::Interrupted) => {
            eprintln!("interrupted: no verdict (the search was stopped by Ctrl-C)");
            EXIT_INTERRUPTED
        }
    }
}
