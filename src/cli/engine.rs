//! The engine commands: show, moves, perft, bench.

use super::{parse_fen_for, thread_pool, CliError};
use alice::variant::Variant;
use alice::{display, fen, movegen, notation, perft, Position};
use std::io::{self, BufRead, Write};

pub fn show(text: &str, variant: &Variant) -> Result<(), CliError> {
    let pos = parse_fen_for(text, variant)?;
    super::print_text(&display::diagram(&pos));
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

pub fn moves(text: &str, san: bool, variant: &Variant) -> Result<(), CliError> {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    if text.trim() == "-" {
        let mut failed = false;
        let mut input = io::stdin().lock();
        let mut buf = Vec::new();
        let mut number = 0;
        loop {
            buf.clear();
            if input.read_until(b'\n', &mut buf)? == 0 {
                break;
            }
            number += 1;
            let parsed = std::str::from_utf8(&buf)
                .map_err(|_| "not valid UTF-8".to_string())
                .and_then(|line| {
                    fen::parse_with(line, variant)
                        .map_err(|e| format!("FEN '{}': {e}", alice::text::bounded(line.trim())))
                });
            match parsed {
                Ok(pos) => writeln!(out, "{}", sorted_moves(&pos, san).join(" "))?,
                Err(why) => {
                    // Keep the output aligned with the input: an empty line,
                    // and the reason on standard error.
                    writeln!(out)?;
                    eprintln!("error: line {number}: {why}");
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
    let pos = parse_fen_for(text, variant)?;
    for m in sorted_moves(&pos, san) {
        writeln!(out, "{m}")?;
    }
    out.flush()?;
    Ok(())
}

pub fn perft(
    text: &str,
    depth: u32,
    divide: bool,
    jobs: Option<usize>,
    variant: &Variant,
) -> Result<(), CliError> {
    let pos = parse_fen_for(text, variant)?;
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
