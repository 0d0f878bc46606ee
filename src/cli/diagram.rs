//! `alice diagram`: a problem's diagram as text, SVG or LaTeX (the writers
//! are in `alice::output::diagram`).

use super::common::CliError;
use super::variant::VariantArgs;
use alice::check::judge::CheckSettings;
use alice::engine::Engine;
use alice::output::diagram::{latex, svg, Drawing};
use alice::problem::Problem;
use alice::stipulation::Stipulation;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Output formats of `alice diagram`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagramFormat {
    /// The boards as `alice show` prints them, with the headers.
    Text,
    /// A self-contained SVG image.
    Svg,
    /// LaTeX for the diagram package (diagram.sty).
    Latex,
}

/// Arguments of `alice diagram`.
#[derive(clap::Args)]
pub struct DiagramArgs {
    /// A problem file (.yaml, .yml, .olv, .inp); or use --fen.
    pub file: Option<PathBuf>,
    /// Alice FEN instead of a file ('start': the variant's initial array).
    #[arg(long)]
    pub fen: Option<String>,
    /// Stipulation printed with --fen (it also decides who starts).
    #[arg(long)]
    pub stip: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = DiagramFormat::Text)]
    pub format: DiagramFormat,
    /// Write to this file instead of standard output. For SVG with several
    /// problems: one file per problem, OUT-1.svg, OUT-2.svg, ...
    #[arg(long, short = 'o', value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// Only the N-th problem of the file (from 1).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub problem: Option<u32>,
    /// LaTeX: solve every problem first (as `alice check` does); a problem
    /// found sound is marked computer-tested (C+) and its solution is the
    /// one found, else no mark is printed.
    #[arg(long)]
    pub verify: bool,
    /// With --verify: time limit per problem in seconds (0: none).
    #[arg(long, default_value_t = 60.0, value_parser = super::common::parse_seconds)]
    pub timeout: f64,
    #[command(flatten)]
    pub variant: VariantArgs,
}

/// Run `alice diagram`.
pub fn run(args: DiagramArgs) -> Result<(), CliError> {
    if args.verify && args.format != DiagramFormat::Latex {
        return Err(CliError::Input(
            "--verify goes with --format latex (the computer-tested mark and the solution \
             are printed in LaTeX only)"
                .into(),
        ));
    }
    if args.verify && args.file.is_none() {
        return Err(CliError::Input(
            "--verify goes with a problem file (it compares with the intended solution)".into(),
        ));
    }
    let problems = match (&args.file, &args.fen) {
        (Some(_), Some(_)) => {
            return Err(CliError::Input("give a problem file or --fen, not both".into()))
        }
        (None, None) => {
            return Err(CliError::Input(
                "give a problem file or a position: alice diagram FILE, alice diagram --fen FEN --stip '#2'"
                    .into(),
            ))
        }
        (Some(file), None) => {
            if args.stip.is_some() {
                return Err(CliError::Input(
                    "--stip goes with --fen (a problem file states its stipulation)".into(),
                ));
            }
            from_file(file, &args)?
        }
        (None, Some(fen)) => vec![(from_fen(fen, &args)?, None)],
    };
    let verified: Vec<Option<latex::Verified>> = if args.verify {
        problems
            .iter()
            .map(|(_, p)| p.as_ref().map(|(n, p)| verify(p, *n, &args)))
            .collect()
    } else {
        Vec::new()
    };
    let numbers: Vec<usize> = problems
        .iter()
        .enumerate()
        .map(|(i, (_, p))| p.as_ref().map_or(i + 1, |(n, _)| *n))
        .collect();
    let diagrams: Vec<Drawing> = problems.into_iter().map(|(d, _)| d).collect();
    match args.format {
        DiagramFormat::Text => {
            let texts: Vec<String> = diagrams.iter().map(Drawing::text).collect();
            write(args.output.as_deref(), &texts.join("\n"))
        }
        DiagramFormat::Latex => {
            let doc = latex::document_verified(&diagrams, &verified);
            if doc.skipped.len() == diagrams.len() {
                if let Some((_, e)) = doc.skipped.first() {
                    return Err(CliError::Input(e.to_string()));
                }
            }
            write(args.output.as_deref(), &doc.text)?;
            // The others are written; each one left out is an error.
            for (i, e) in &doc.skipped {
                let name = args.file.as_deref().unwrap_or(Path::new("-")).display();
                let number = numbers.get(*i).copied().unwrap_or(i + 1);
                eprintln!("error: {name}, problem {number}: {e}");
            }
            if doc.skipped.is_empty() {
                Ok(())
            } else {
                Err(CliError::Reported)
            }
        }
        DiagramFormat::Svg => match (diagrams.len(), &args.output) {
            (1, out) => write(out.as_deref(), &svg::render(&diagrams[0])),
            (n, Some(out)) => {
                for (i, d) in diagrams.iter().enumerate() {
                    write(Some(&numbered(out, i + 1)), &svg::render(d))?;
                }
                eprintln!(
                    "wrote {n} files: {} to {}",
                    numbered(out, 1).display(),
                    numbered(out, n).display()
                );
                Ok(())
            }
            (n, None) => Err(CliError::Input(format!(
                "the file holds {n} problems: choose one with --problem N, or give -o OUT.svg \
                 for one file per problem (OUT-1.svg ...)"
            ))),
        },
    }
}

/// Solve a problem as `alice check` does and say what that proved: sound
/// (every twin as intended), the verdict, the solution found. A problem
/// found unsound is noted on standard error.
fn verify(problem: &Problem, number: usize, args: &DiagramArgs) -> latex::Verified {
    let settings = CheckSettings {
        timeout: (args.timeout > 0.0).then(|| Duration::from_secs_f64(args.timeout)),
        max_solutions: Some(1000),
        ..CheckSettings::default()
    };
    let outcomes = alice::check::run::check_problem(problem, &settings);
    let verified = latex::Verified::from_outcomes(&outcomes);
    if !verified.sound {
        let detail: Vec<&str> = outcomes.iter().map(|o| o.detail.as_str()).collect();
        let file = args.file.as_deref().unwrap_or(Path::new("-")).display();
        eprintln!(
            "note: {file}, problem {number}: {} ({}): no computer-tested mark",
            verified.verdict,
            detail.join("; ")
        );
    }
    verified
}

/// A problem with its number in the file (from 1).
type Numbered = Option<(usize, Problem)>;

/// The diagrams of a problem file (all, or the one --problem names), each
/// with its number in the file (from 1) and its problem.
fn from_file(path: &Path, args: &DiagramArgs) -> Result<Vec<(Drawing, Numbered)>, CliError> {
    let name = path.display();
    let list = super::common::read_problem_file(path)?;
    let total = list.len();
    let chosen: Vec<(usize, _)> = match args.problem {
        Some(n) if n as usize > total => {
            return Err(CliError::Input(format!(
                "{name}: --problem {n}, but the file holds {total} problem{}",
                if total == 1 { "" } else { "s" }
            )))
        }
        Some(n) => list
            .into_iter()
            .enumerate()
            .skip(n as usize - 1)
            .take(1)
            .collect(),
        None => list.into_iter().enumerate().collect(),
    };
    let mut out = Vec::new();
    for (i, read) in chosen {
        let mut problem = read.map_err(|e| CliError::Input(e.to_string()))?;
        args.variant.apply(&mut problem)?;
        let d = Drawing::from_problem(&problem).map_err(|e| {
            CliError::Input(format!("{name}, problem {}: illegal position: {e}", i + 1))
        })?;
        out.push((d, Some((i + 1, problem))));
    }
    Ok(out)
}

/// The diagram of --fen (and --stip), on the engine of the variant.
fn from_fen(fen: &str, args: &DiagramArgs) -> Result<Drawing, CliError> {
    let stip: Option<Stipulation> = match &args.stip {
        Some(s) => Some(s.parse().map_err(|e| CliError::Input(format!("{e}")))?),
        None => None,
    };
    if args.problem.is_some() {
        return Err(CliError::Input("--problem goes with a problem file".into()));
    }
    let variant = args.variant.variant()?;
    match Engine::of_fen(&variant, fen) {
        Engine::General(gv) => {
            let pos = super::engine::Positions::read(&super::engine::General(gv), fen)?;
            Ok(Drawing::from_general(&pos, gv, stip.as_ref()))
        }
        Engine::Fast => {
            let pos = super::common::parse_fen_for(fen, &variant)?;
            Ok(Drawing::from_position(&pos, &variant, stip.as_ref()))
        }
    }
}

/// `OUT.svg` with a number: `OUT-3.svg`.
fn numbered(path: &Path, n: usize) -> PathBuf {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy())
        .unwrap_or_default();
    let name = match path.extension() {
        Some(ext) => format!("{stem}-{n}.{}", ext.to_string_lossy()),
        None => format!("{stem}-{n}"),
    };
    path.with_file_name(name)
}

/// Write to a file, or to standard output.
fn write(path: Option<&Path>, text: &str) -> Result<(), CliError> {
    match path {
        None => {
            super::common::print_text(text);
            Ok(())
        }
        Some(p) => std::fs::write(p, text)
            .map_err(|e| CliError::Input(format!("cannot write {}: {e}", p.display()))),
    }
}
