//! The engine commands: show, moves, perft, bench.

use super::{parse_fen, thread_pool, CliError};
use alice::{display, fen, movegen, notation, perft, Position};
use std::io::{self, BufRead, Write};
use std::time::Instant;

pub fn show(text: &str) -> Result<(), CliError> {
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

pub fn moves(text: &str, san: bool) -> Result<(), CliError> {
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

pub fn perft(text: &str, depth: u32, divide: bool, jobs: Option<usize>) -> Result<(), CliError> {
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

pub fn bench(depth: u32) -> Result<(), CliError> {
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
