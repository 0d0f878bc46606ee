//! `alice convert`: problems between Alice FEN, YAML and Popeye input.

use super::common::CliError;
use super::variant::VariantArgs;
use alice::formats::{self, FormatError};
use alice::problem::Problem;
use alice::variant::Variant;
use std::path::PathBuf;

/// Output formats of `alice convert`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Target {
    /// YACPDB / Olive YAML (several problems as `---` documents).
    Yaml,
    /// Popeye input (`begin` ... `next` ... `end`).
    Popeye,
    /// One line per problem: Alice FEN and stipulation.
    Fen,
}

/// Run `alice convert`: write every problem that can be written in the
/// target format, in input order, and report each other one on standard
/// error (a problem that cannot be read, or a diagram Popeye input cannot
/// hold). The exit status is 0 when every problem was written, 2 when one
/// or more were not (the others are written all the same), as `alice
/// check` gives 2 when a problem is an error.
pub fn run(
    file: Option<PathBuf>,
    fen: Option<String>,
    stip: Option<String>,
    to: Target,
    variant: &VariantArgs,
) -> Result<i32, CliError> {
    let read: Vec<Result<Problem, ConvertError>> = match (&file, &fen) {
        (Some(path), None) => {
            let list = super::common::read_problem_file(path)?;
            let mut read = Vec::with_capacity(list.len());
            for r in list {
                read.push(match r {
                    Ok(mut p) => {
                        variant.apply(&mut p)?;
                        Ok(p)
                    }
                    Err(e) => Err(ConvertError::Read(e)),
                });
            }
            read
        }
        (None, Some(fen)) => {
            let stip = stip.as_deref().unwrap_or("#2");
            vec![Ok(formats::problem_from_fen_with(
                fen,
                stip,
                &variant.variant()?,
            )
            .map_err(|e| CliError::Input(e.to_string()))?)]
        }
        _ => {
            return Err(CliError::Input(
                "give a problem file or --fen FEN --stip STIP (not both)".into(),
            ))
        }
    };
    let mut problems = Vec::with_capacity(read.len());
    let mut failed = 0;
    for r in read {
        match r.and_then(|p| writable(p, to)) {
            Ok(p) => problems.push(p),
            Err(message) => {
                failed += 1;
                eprintln!("error: {message}");
            }
        }
    }
    if !problems.is_empty() {
        match to {
            Target::Yaml => super::common::print_text(&formats::write_yaml_all(&problems)),
            Target::Popeye => {
                let texts: Vec<String> = problems.iter().map(formats::write_popeye).collect();
                super::common::print_text(&join_popeye(&texts));
            }
            Target::Fen => {
                for p in &problems {
                    super::common::print_line(&formats::write_fen_line(p));
                }
            }
        }
    }
    if failed > 0 {
        let total = failed + problems.len();
        eprintln!(
            "{failed} of {total} problem{} not converted{}",
            if total == 1 { "" } else { "s" },
            if problems.is_empty() {
                String::new()
            } else {
                format!(" (the other {} written)", problems.len())
            }
        );
        return Ok(super::common::EXIT_INPUT);
    }
    Ok(0)
}

/// Why a problem is not converted.
#[derive(Debug, thiserror::Error)]
enum ConvertError {
    /// The problem cannot be read.
    #[error(transparent)]
    Read(FormatError),
    /// Popeye input cannot hold its diagram: where the problem was read
    /// (or its name), and its variant.
    #[error(
        "{place}: Popeye input cannot hold this {variant} diagram (a third board, 10x10 \
         boards, fairy pieces or a square occupied on both boards): use --to yaml"
    )]
    PopeyeCannotHold {
        /// The file, problem and line, or the problem's name.
        place: String,
        /// The problem's variant.
        variant: Variant,
    },
}

/// The problem, when the target format can hold it; else why not.
fn writable(p: Problem, to: Target) -> Result<Problem, ConvertError> {
    if to == Target::Popeye && !formats::popeye_can_hold(&p) {
        let place = match &p.origin.file {
            Some(file) => format!(
                "{file}, problem {} (line {})",
                p.origin.index, p.origin.line
            ),
            None => p.name.clone(),
        };
        return Err(ConvertError::PopeyeCannotHold {
            place,
            variant: p.variant,
        });
    }
    Ok(p)
}

/// Join single-problem Popeye texts into one input with `next` between them.
fn join_popeye(texts: &[String]) -> String {
    if texts.len() <= 1 {
        return texts.concat();
    }
    let mut out = String::new();
    for (i, t) in texts.iter().enumerate() {
        let mut body: &str = t;
        if i > 0 {
            body = body
                .trim_start()
                .strip_prefix("begin")
                .unwrap_or(body)
                .trim_start_matches(['\r', '\n']);
        }
        if i + 1 < texts.len() {
            let trimmed = body.trim_end();
            body = trimmed.strip_suffix("end").unwrap_or(trimmed);
            out.push_str(body.trim_end());
            out.push_str("\nnext\n");
        } else {
            out.push_str(body);
        }
    }
    out
}
