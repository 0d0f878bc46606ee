//! The options of `alice solve` ([`SolveArgs`]) and what they make: the
//! settings of one solve, of a check of each problem, and the problem as
//! the options adjust it.

use super::common::CliError;
use alice::check::judge::CheckSettings;
use alice::check::readings;
use alice::memory::MemoryBudget;
use alice::output::Format;
use alice::search::Stop;
use alice::solve::direct::DirectOptions;
use alice::solve::help::HelpOptions;
use alice::solve::SolveOptions;
use alice::verdict::TwinOutcome;
use std::time::{Duration, Instant};

/// Options of `alice solve` that shape the analysis and the output.
#[derive(clap::Args)]
pub struct SolveArgs {
    /// A problem file (.yaml, .yml, .olv, .inp).
    pub file: Option<std::path::PathBuf>,
    /// Alice FEN of the diagram.
    #[arg(long)]
    pub fen: Option<String>,
    /// Stipulation: #n, s#n, r#n, semi-r#n, h#n, h#n.5, hs#n, hr#n,
    /// reci-h#n, ser-#n, ser-h#n, ser-s#n, ser-hs#n, ser-r#n, pser-h#n,
    /// pser-hs#n, phser-#n, pser-#n, ... with any of Popeye's goals # = ==
    /// #= != + x % zd5 (a square) 00 ep ~ (h+2, ser-h==3, hzd52), and ##
    /// ##! !# in help and series play (ser-h##2, h!#1); exact-
    /// before any; an intro series before series or help play (2->ser-h#4,
    /// 1->h#3); dia n, dia n.5, ser-dia n, a=>b n.
    #[arg(long)]
    pub stip: Option<String>,
    /// The second position (Alice FEN) of an a=>b proof game.
    #[arg(long, value_name = "FEN")]
    pub target: Option<String>,
    /// Show tries: first moves defeated by a single defence.
    #[arg(long)]
    pub tries: bool,
    /// Show tries with up to K refutations (implies --tries).
    #[arg(long, value_name = "K")]
    pub refutations: Option<u32>,
    /// Show set play.
    #[arg(long)]
    pub set_play: bool,
    /// Intended number of solutions (help play; default 1).
    #[arg(long, value_name = "N")]
    pub intended: Option<u32>,
    /// Print JSON instead of text.
    #[arg(long = "json", action = clap::ArgAction::SetTrue, value_parser = super::common::json_flag())]
    pub format: Format,
    /// Time limit in seconds (default: none); when reached, no verdict is
    /// given and the exit status is 3.
    #[arg(long, value_name = "SECS", value_parser = super::common::parse_seconds)]
    pub timeout: Option<f64>,
    /// Help and series play: stop after N solutions of each length (the
    /// verdict then says the count is a lower bound). Default and 0: no
    /// limit where the lines are written as found (`--fen`, `--json`), and
    /// as many as the memory budget holds where the report is held whole
    /// (a FILE judged, intro series).
    #[arg(long, value_name = "N", value_parser = parse_limit)]
    pub max_solutions: Option<usize>,
    /// Help and series play by the plain search: no node is left out by
    /// the intelligent search's proofs (the same solutions; for
    /// comparison and timing).
    #[arg(long)]
    pub no_intelligent: bool,
    /// Worker threads, 1 to 256 (default: all cores).
    #[arg(long, short = 'j', value_parser = super::common::parse_jobs)]
    pub jobs: Option<usize>,
    /// Memory budget in megabytes, at least 16: the search's tables and
    /// the lines waiting to be written share it; the solutions found never
    /// add to it.
    #[arg(long, value_name = "MB", default_value_t = 256, value_parser = super::common::parse_megabytes)]
    pub memory: usize,
    #[command(flatten)]
    pub variant: super::variant::VariantArgs,
    /// `all`: also solve under every combination of the disputed rule
    /// readings (castling, en-passant, block) and report what changes.
    #[arg(long, value_name = "all")]
    pub readings: Option<super::variant::AllReadings>,
    /// With a problem file: solve only shard I of N of every twin's first
    /// moves and write the part as JSON; `alice merge` of the N parts
    /// writes what the unsharded solve writes.
    #[arg(long, value_name = "I/N")]
    pub shard: Option<alice::shard::Shard>,
}

/// How one position and stipulation are solved and shown.
pub struct Settings {
    /// The solvers' options.
    pub solve: SolveOptions,
    /// Text or JSON.
    pub format: Format,
    /// The time limit.
    pub timeout: Option<f64>,
}

impl Settings {
    pub(crate) fn from_args(args: &SolveArgs) -> Settings {
        let memory = MemoryBudget::megabytes(args.memory);
        Settings {
            solve: SolveOptions {
                direct: DirectOptions {
                    tries: args.tries || args.refutations.is_some(),
                    max_refutations: args.refutations.unwrap_or(1).max(1),
                    set_play: args.set_play,
                    table_bits: memory.table_bits(DirectOptions::default().table_bits),
                    tree_bytes: memory.tree_bytes(),
                    ..DirectOptions::default()
                },
                help: HelpOptions {
                    intended: args.intended.unwrap_or(1).max(1),
                    max_solutions: limit(args.max_solutions),
                    memory,
                    intelligent: !args.no_intelligent,
                    ..HelpOptions::default()
                },
                proof: alice::solve::proof::ProofOptions {
                    intended: args.intended.unwrap_or(1).max(1),
                    max_solutions: limit(args.max_solutions),
                },
            },
            format: args.format,
            timeout: args.timeout,
        }
    }

    /// The stop signal of one solve (its time limit).
    pub(crate) fn stop(&self) -> Stop {
        Stop::at(
            self.timeout
                .filter(|&t| t > 0.0)
                .map(|t| Instant::now() + Duration::from_secs_f64(t)),
        )
    }

    /// The error for a stopped solve: Ctrl-C or the time limit.
    pub(crate) fn stopped(&self) -> CliError {
        if alice::search::interrupted() {
            CliError::Interrupted
        } else {
            CliError::Timeout(format!(
                "no verdict, the time limit of {} s was reached",
                self.timeout.unwrap_or(0.0)
            ))
        }
    }
}

/// `--max-solutions N`: a limit, 0 for none.
/// `--max-solutions` as a limit: `0` (read as `usize::MAX`) is none.
fn limit(max_solutions: Option<usize>) -> Option<usize> {
    max_solutions.filter(|&m| m != usize::MAX)
}

fn parse_limit(text: &str) -> Result<usize, super::common::ArgError> {
    match text.trim().parse::<usize>() {
        Ok(0) => Ok(usize::MAX),
        Ok(n) => Ok(n),
        Err(_) => Err(super::common::ArgError::Solutions(text.to_string())),
    }
}

/// The outcomes of a problem's twins, each with its rule sensitivity when
/// asked for.
pub(crate) type Outcomes = Vec<(TwinOutcome, Option<readings::TwinReadings>)>;

/// How `solve FILE` solves each problem (the command-line options).
pub(crate) fn settings_of(args: &SolveArgs) -> CheckSettings {
    CheckSettings {
        tries: args.tries,
        refutations: args.refutations,
        set_play: args.set_play,
        timeout: args
            .timeout
            .filter(|&t| t > 0.0)
            .map(Duration::from_secs_f64),
        max_solutions: limit(args.max_solutions),
        memory: MemoryBudget::megabytes(args.memory),
        observer: None,
        shard: None,
        plain: args.no_intelligent,
    }
}

/// The problem as the options say: `--intended`, `--variant`, `--rule`.
pub(crate) fn adjust(
    problem: &mut alice::problem::Problem,
    args: &SolveArgs,
) -> Result<(), CliError> {
    if let Some(n) = args.intended {
        problem.options.intended_solutions = Some(n);
    }
    args.variant.apply(problem)
}
