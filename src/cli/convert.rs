//! `alice convert`: problems between Alice FEN, YAML and Popeye input.

use super::common::CliError;
use super::variant::VariantArgs;
use alice::formats;
use alice::problem::Problem;
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

/// Run `alice convert`.
pub fn run(
    file: Option<PathBuf>,
    fen: Option<String>,
    stip: Option<String>,
    to: Target,
    variant: &VariantArgs,
) -> Result<(), CliError> {
    let problems: Vec<Problem> = match (&file, &fen) {
        (Some(path), None) => {
            let list = formats::read_problems(path)
                .map_err(|e| CliError::Input(format!("{}: {e}", path.display())))?;
            let mut problems = list
                .into_iter()
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| CliError::Input(e.to_string()))?;
            for p in &mut problems {
                variant.apply(p)?;
            }
            problems
        }
        (None, Some(fen)) => {
            let stip = stip.as_deref().unwrap_or("#2");
            vec![
                formats::problem_from_fen_with(fen, stip, &variant.variant()?)
                    .map_err(|e| CliError::Input(e.to_string()))?,
            ]
        }
        _ => {
            return Err(CliError::Input(
                "give a problem file or --fen FEN --stip STIP (not both)".into(),
            ))
        }
    };
    match to {
        Target::Yaml => {
            for p in &problems {
                super::common::print_text(&formats::write_yaml(p));
            }
        }
        Target::Popeye => {
            if let Some(p) = problems.iter().find(|p| !formats::popeye_can_hold(p)) {
                return Err(CliError::Input(format!(
                    "{}: Popeye input cannot hold this {} diagram (a third board, 10x10 \
                     boards, fairy pieces or a square occupied on both boards): use --to yaml",
                    p.name, p.variant
                )));
            }
            let texts: Vec<String> = problems.iter().map(formats::write_popeye).collect();
            super::common::print_text(&join_popeye(&texts));
        }
        Target::Fen => {
            for p in &problems {
                super::common::print_line(&formats::write_fen_line(p));
            }
        }
    }
    Ok(())
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
