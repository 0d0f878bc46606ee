//! The engine commands (`show`, `moves`, `perft`) on the general engine:
//! the variants only it plays (`odonohue`, `alice3`, `duo`, `directed`), and
//! `alice`, `ms-alice`, `mini` with `--engine general` (a cross-check of the
//! fast engine). Dispatched once here into the monomorphised code.

use super::variant::VariantArgs;
use super::{thread_pool, CliError};
use alice::general::{self, display, notation, GPos, GeneralVariant};
use alice::perft;
use std::io::{self, BufRead, Write};

/// Which engine plays a command.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineChoice {
    /// The bitboard engine for alice, alice2, ms-alice, mini; the general
    /// engine for the other variants.
    Auto,
    /// The rules-as-data engine (every variant but alice2).
    General,
}

/// `--engine`.
#[derive(clap::Args, Clone, Debug)]
pub struct EngineArgs {
    /// Engine: auto (default; the fast engine where it can) or general.
    #[arg(long, value_enum, default_value_t = EngineChoice::Auto)]
    pub engine: EngineChoice,
}

impl EngineArgs {
    /// The default: the fast engine where it can.
    pub const AUTO: EngineArgs = EngineArgs {
        engine: EngineChoice::Auto,
    };
}

/// The general engine's variant when the command is for it: a variant
/// only it plays, or any variant it plays with `--engine general`.
pub fn chosen(args: &VariantArgs, engine: &EngineArgs) -> Result<Option<GeneralVariant>, CliError> {
    let named = args.variant.as_deref().map(GeneralVariant::from_word);
    let gv = match (named, engine.engine) {
        (Some(Some(v)), EngineChoice::Auto) if GeneralVariant::ONLY_GENERAL.contains(&v) => v,
        (_, EngineChoice::Auto) => return Ok(None),
        (None, EngineChoice::General) => GeneralVariant::Alice,
        (Some(Some(v)), EngineChoice::General) => v,
        (Some(None), EngineChoice::General) => {
            return Err(CliError::Input(format!(
                "the general engine plays {} (not '{}')",
                names(),
                alice::text::bounded(args.variant.as_deref().unwrap_or(""))
            )))
        }
    };
    if !args.rules.is_empty() {
        return Err(CliError::Input(format!(
            "--rule applies to the fast engine's variants, not to {gv} on the general engine"
        )));
    }
    Ok(Some(gv))
}

/// The variant names the general engine plays.
pub fn names() -> String {
    GeneralVariant::ALL
        .iter()
        .map(|v| v.rules().name)
        .collect::<Vec<_>>()
        .join(", ")
}

pub(super) fn parse(text: &str, gv: GeneralVariant) -> Result<GPos, CliError> {
    general::parse_fen(text, gv).map_err(|e| {
        CliError::Input(format!(
            "FEN '{}' ({gv}): {e}",
            alice::text::bounded(text.trim())
        ))
    })
}

/// `alice show`: the boards side by side.
pub fn show(text: &str, gv: GeneralVariant) -> Result<(), CliError> {
    let pos = parse(text, gv)?;
    super::print_text(&display::diagram(&pos));
    Ok(())
}

fn sorted_moves(pos: &GPos, san: bool) -> Vec<String> {
    let legal = notation::legal(pos);
    let mut moves: Vec<(u64, String, usize)> = legal
        .iter()
        .enumerate()
        .map(|(i, m)| (m.coordinate_key(), m.to_string(), i))
        .collect();
    moves.sort();
    moves
        .into_iter()
        .map(|(_, text, i)| {
            if san {
                format!("{text} {}", notation::readable_in(pos, legal[i], &legal))
            } else {
                text
            }
        })
        .collect()
}

/// `alice moves`: the legal moves, sorted, one per line (or one line per
/// input FEN with `-`).
pub fn moves(text: &str, san: bool, gv: GeneralVariant) -> Result<(), CliError> {
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
                    general::parse_fen(line, gv)
                        .map_err(|e| format!("FEN '{}': {e}", alice::text::bounded(line.trim())))
                });
            match parsed {
                Ok(pos) => writeln!(out, "{}", sorted_moves(&pos, san).join(" "))?,
                Err(why) => {
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
    let pos = parse(text, gv)?;
    for m in sorted_moves(&pos, san) {
        writeln!(out, "{m}")?;
    }
    out.flush()?;
    Ok(())
}

/// `alice perft`: leaf count at a depth, optionally per root move.
pub fn perft(
    text: &str,
    depth: u32,
    divide: bool,
    jobs: Option<usize>,
    gv: GeneralVariant,
) -> Result<(), CliError> {
    let pos = parse(text, gv)?;
    let pool = thread_pool(jobs)?;
    let counts = pool.install(|| perft::divide(&pos, depth));
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if divide {
        let mut sorted: Vec<(u64, String, u64)> = counts
            .iter()
            .map(|(m, n)| (m.coordinate_key(), m.to_string(), *n))
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
