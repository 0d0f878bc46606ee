//! The engine commands `show`, `moves` and `perft`, written once over
//! [`Game`]: an engine comes in through [`Positions`] (how its FEN is read
//! and its boards are drawn), chosen once at the edge (`cli::mod`).

use super::common::{parse_fen_for, thread_pool, CliError};
use alice::engine::general::{self, GPos};
use alice::game::{Game, MoveBuffer};
use alice::variant::{Variant, VariantKind};
use alice::{display, engine::fast::Position, notation, perft};
use std::io::{self, BufRead, Write};

/// How a command reads and draws the positions of one engine.
pub trait Positions {
    /// The engine's position.
    type G: Game;

    /// The position a FEN (or `start`) describes; the error says why not.
    fn read(&self, text: &str) -> Result<Self::G, CliError>;

    /// The boards side by side.
    fn diagram(&self, pos: &Self::G) -> String;
}

/// The fast engine, for a variant it plays.
pub struct Fast(pub Variant);

impl Positions for Fast {
    type G = Position;

    fn read(&self, text: &str) -> Result<Position, CliError> {
        parse_fen_for(text, &self.0)
    }

    fn diagram(&self, pos: &Position) -> String {
        display::diagram(pos)
    }
}

/// The general engine, for a variant it plays.
pub struct General(pub VariantKind);

impl Positions for General {
    type G = GPos;

    fn read(&self, text: &str) -> Result<GPos, CliError> {
        general::parse_fen(text, self.0).map_err(|e| {
            CliError::Input(format!(
                "FEN '{}' ({}): {e}",
                alice::text::bounded(text.trim()),
                self.0
            ))
        })
    }

    fn diagram(&self, pos: &GPos) -> String {
        general::display::diagram(pos)
    }
}

/// `alice show`: the boards side by side.
pub fn show<P: Positions>(text: &str, engine: &P) -> Result<(), CliError> {
    let pos = engine.read(text)?;
    super::common::print_text(&engine.diagram(&pos));
    Ok(())
}

/// The legal moves in coordinate order, with the readable form after each
/// when `san`.
fn sorted_moves<G: Game>(pos: &G, san: bool) -> Vec<String> {
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    let mut moves: Vec<(u64, String, G::Move)> = list
        .as_slice()
        .iter()
        .map(|&m| (G::coordinate_key(m), m.to_string(), m))
        .collect();
    moves.sort_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));
    moves
        .into_iter()
        .map(|(_, uci, m)| {
            if san {
                format!("{uci} {}", notation::san(pos, m))
            } else {
                uci
            }
        })
        .collect()
}

/// `alice moves`: the legal moves, sorted, one per line; with `-`, one line
/// per FEN read from standard input.
pub fn moves<P: Positions>(text: &str, san: bool, engine: &P) -> Result<(), CliError> {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    if text.trim() != "-" {
        let pos = engine.read(text)?;
        for m in sorted_moves(&pos, san) {
            writeln!(out, "{m}")?;
        }
        out.flush()?;
        return Ok(());
    }
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
                engine.read(line).map_err(|e| match e {
                    CliError::Input(why) => why,
                    other => format!("{other:?}"),
                })
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
    Ok(())
}

/// `alice perft`: the leaf count at a depth, optionally per root move.
pub fn perft<P: Positions>(
    text: &str,
    depth: u32,
    divide: bool,
    jobs: Option<usize>,
    engine: &P,
) -> Result<(), CliError> {
    let pos = engine.read(text)?;
    let pool = thread_pool(jobs)?;
    let counts = pool.install(|| perft::divide(&pos, depth));
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if divide {
        let mut sorted: Vec<(u64, String, u64)> = counts
            .iter()
            .map(|(m, n)| (P::G::coordinate_key(*m), m.to_string(), *n))
            .collect();
        sorted.sort();
        for (_, m, n) in sorted {
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
