//! Command-line interface: argument parsing and the subcommands.

use alice::{display, fen, movegen, notation, perft, Position};
use clap::{Parser, Subcommand};
use std::io::{self, BufRead, Write};
use std::time::Instant;

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
        /// Alice FEN (pieces on board B marked with '*').
        fen: String,
    },
    /// Print the legal moves in coordinate notation, one per line.
    ///
    /// With '-' instead of a FEN, read one FEN per line from standard input
    /// and print one line per FEN with its moves separated by spaces.
    Moves {
        /// Alice FEN, or '-' to read FENs from standard input.
        fen: String,
        /// Also print the readable form with the arrival board (e.g. Kb1/A).
        #[arg(long)]
        san: bool,
    },
    /// Count the leaf nodes of the move tree to a depth (parallel over root moves).
    Perft {
        /// Alice FEN.
        fen: String,
        /// Depth in plies.
        depth: u32,
        /// First print each root move with its count.
        #[arg(long)]
        divide: bool,
        /// Worker threads (default: all cores).
        #[arg(long, short = 'j')]
        jobs: Option<usize>,
    },
    /// Measure perft speed (nodes per second) on fixed positions.
    Bench {
        /// Perft depth for the start position (middlegames use one less).
        #[arg(long, default_value_t = 6)]
        depth: u32,
    },
}

/// Exit status for usage or input errors.
const EXIT_INPUT: i32 = 2;

/// Parse the command line, run the command and return the exit status.
pub fn run() -> i32 {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Show { fen } => show(&fen),
        Command::Moves { fen, san } => moves(&fen, san),
        Command::Perft {
            fen,
            depth,
            divide,
            jobs,
        } => perft_cmd(&fen, depth, divide, jobs),
        Command::Bench { depth } => bench(depth),
    };
    match result {
        Ok(()) => 0,
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

#[derive(Debug)]
enum CliError {
    Input(String),
    Io(io::Error),
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> Self {
        CliError::Io(e)
    }
}

fn parse_fen(text: &str) -> Result<Position, CliError> {
    fen::parse(text).map_err(|e| CliError::Input(format!("FEN '{}': {e}", text.trim())))
}

fn show(text: &str) -> Result<(), CliError> {
    let pos = parse_fen(text)?;
    print!("{}", display::diagram(&pos));
    Ok(())
}

fn sorted_moves(pos: &Position, san: bool) -> Vec<String> {
    let list = movegen::legal_move_list(pos);
    let mut moves: Vec<(String, alice::Move)> = list.iter().map(|m| (m.to_string(), *m)).collect();
    moves.sort();
    moves
        .into_iter()
        .map(|(uci, m)| {
            if san {
                format!("{uci} {}", notation::san(pos, m))
            } else {
                uci
            }
        })
        .collect()
}

fn moves(text: &str, san: bool) -> Result<(), CliError> {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    if text.trim() == "-" {
        let mut failed = false;
        for (i, line) in io::stdin().lock().lines().enumerate() {
            let line = line?;
            match fen::parse(&line) {
                Ok(pos) => writeln!(out, "{}", sorted_moves(&pos, san).join(" "))?,
                Err(e) => {
                    // Keep the output aligned with the input: an empty line,
                    // and the reason on standard error.
                    writeln!(out)?;
                    eprintln!("error: line {}: FEN '{}': {e}", i + 1, line.trim());
                    failed = true;
                }
            }
        }
        out.flush()?;
        if failed {
            return Err(CliError::Input(
                "some input lines were not valid FEN".into(),
            ));
        }
        return Ok(());
    }
    let pos = parse_fen(text)?;
    for m in sorted_moves(&pos, san) {
        writeln!(out, "{m}")?;
    }
    out.flush()?;
    Ok(())
}

fn thread_pool(jobs: Option<usize>) -> Result<rayon::ThreadPool, CliError> {
    let mut builder = rayon::ThreadPoolBuilder::new();
    if let Some(n) = jobs {
        builder = builder.num_threads(n.max(1));
    }
    builder
        .build()
        .map_err(|e| CliError::Input(format!("cannot start worker threads: {e}")))
}

fn perft_cmd(text: &str, depth: u32, divide: bool, jobs: Option<usize>) -> Result<(), CliError> {
    let pos = parse_fen(text)?;
    let pool = thread_pool(jobs)?;
    let counts = pool.install(|| perft::divide(&pos, depth));
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if divide {
        let mut sorted: Vec<(String, u64)> =
            counts.iter().map(|(m, n)| (m.to_string(), *n)).collect();
        sorted.sort();
        for (m, n) in sorted {
            writeln!(out, "{m}: {n}")?;
        }
    }
    let total: u64 = if depth == 0 {
        1
    } else {
        counts.iter().map(|(_, n)| n).sum()
    };
    writeln!(out, "{total}")?;
    Ok(())
}

/// Positions measured by `alice bench`: the start position and two middlegames.
const BENCH_POSITIONS: [(&str, &str, u32); 3] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        0,
    ),
    (
        "middlegame 1",
        "r3k2r/p1ppq*pb1/bn2pnp1/3PN*3/1p*2P3/2N2Q1p/PPPB*BPPP/R3K2R w KQkq - 0 1",
        1,
    ),
    (
        "middlegame 2",
        "r1b5/2n2k*2/p*p*4p*1/1P*p*P1p*Pp*/R2P*p1P1/1P*2P*N*1B*/6KP/1N1r1R*2 w - - 6 29",
        1,
    ),
];

fn bench(depth: u32) -> Result<(), CliError> {
    println!(
        "{:<14} {:>5} {:>12} {:>9} {:>10} {:>9} {:>10}",
        "position", "depth", "nodes", "1 thread", "Mnps", "all", "Mnps"
    );
    let (mut total_nodes, mut total_serial, mut total_parallel) = (0u64, 0f64, 0f64);
    for (name, text, less) in BENCH_POSITIONS {
        let pos = parse_fen(text)?;
        let d = depth.saturating_sub(less).max(1);
        let t = Instant::now();
        let nodes = perft::perft(&pos, d);
        let serial = t.elapsed().as_secs_f64();
        let t = Instant::now();
        let nodes_par = perft::perft_parallel(&pos, d);
        let parallel = t.elapsed().as_secs_f64();
        debug_assert_eq!(nodes, nodes_par);
        println!(
            "{:<14} {:>5} {:>12} {:>8.3}s {:>10.1} {:>8.3}s {:>10.1}",
            name,
            d,
            nodes,
            serial,
            nodes as f64 / serial / 1e6,
            parallel,
            nodes_par as f64 / parallel / 1e6
        );
        total_nodes += nodes;
        total_serial += serial;
        total_parallel += parallel;
    }
    println!(
        "{:<14} {:>5} {:>12} {:>8.3}s {:>10.1} {:>8.3}s {:>10.1}",
        "total",
        "",
        total_nodes,
        total_serial,
        total_nodes as f64 / total_serial / 1e6,
        total_parallel,
        total_nodes as f64 / total_parallel / 1e6
    );
    println!("threads: {}", rayon::current_num_threads());
    Ok(())
}
