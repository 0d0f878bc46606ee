//! `alice solve`: solve one problem given by FEN and stipulation (or a file).

use super::progress::Bar;
use super::{parse_fen, thread_pool, CliError};
use alice::check::run::{check_problem, CheckSettings};
use alice::output;
use alice::position::Position;
use alice::solve::direct::{self, DirectOptions};
use alice::solve::help::{self, HelpOptions};
use alice::stipulation::Stipulation;

/// Options of `alice solve` that shape the analysis and the output.
#[derive(clap::Args)]
pub struct SolveArgs {
    /// A problem file (.yaml, .yml, .olv, .inp).
    pub file: Option<std::path::PathBuf>,
    /// Alice FEN of the diagram.
    #[arg(long)]
    pub fen: Option<String>,
    /// Stipulation: #n, s#n, r#n, =n, s=n, h#n, h#n.5, ser-h#n, ser-#n.
    #[arg(long)]
    pub stip: Option<String>,
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
    #[arg(long)]
    pub json: bool,
    /// Worker threads (default: all cores).
    #[arg(long, short = 'j')]
    pub jobs: Option<usize>,
}

/// How one position and stipulation are solved and shown.
pub struct Settings {
    pub direct: DirectOptions,
    pub help: HelpOptions,
    pub json: bool,
}

impl Settings {
    fn from_args(args: &SolveArgs) -> Settings {
        Settings {
            direct: DirectOptions {
                tries: args.tries || args.refutations.is_some(),
                max_refutations: args.refutations.unwrap_or(1).max(1),
                set_play: args.set_play,
                ..DirectOptions::default()
            },
            help: HelpOptions {
                intended: args.intended.unwrap_or(1).max(1),
                ..HelpOptions::default()
            },
            json: args.json,
        }
    }
}

/// Run `alice solve`.
pub fn run(args: SolveArgs) -> Result<(), CliError> {
    if let Some(file) = &args.file {
        return solve_file(file, &args);
    }
    let (Some(fen), Some(stip)) = (&args.fen, &args.stip) else {
        return Err(CliError::Input(
            "give a problem file or a position and a stipulation: alice solve FILE, alice solve --fen FEN --stip '#2'".into(),
        ));
    };
    let pos = parse_fen(fen)?;
    let stip: Stipulation = stip.parse().map_err(|e| CliError::Input(format!("{e}")))?;
    let settings = Settings::from_args(&args);
    let pool = thread_pool(args.jobs)?;
    let out = pool.install(|| solve_one(&pos, &stip, &settings))?;
    super::print_text(&out);
    Ok(())
}

/// Solve one position and stipulation; the text or JSON to print.
pub fn solve_one(
    pos: &Position,
    stip: &Stipulation,
    settings: &Settings,
) -> Result<String, CliError> {
    if stip.is_adversarial() {
        let bar = Bar::new("solving");
        let report = direct::solve_with_progress(pos, stip, &settings.direct, &bar)
            .map_err(|e| CliError::Input(e.to_string()))?;
        drop(bar);
        if settings.json {
            let text = serde_json::to_string_pretty(&output::direct::to_json(&report))
                .map_err(|e| CliError::Input(format!("cannot write JSON: {e}")))?;
            Ok(format!("{text}\n"))
        } else {
            Ok(output::direct::render(&report))
        }
    } else {
        let bar = Bar::spinner("solving");
        let report =
            help::solve(pos, stip, &settings.help).map_err(|e| CliError::Input(e.to_string()));
        drop(bar);
        let report = report?;
        if settings.json {
            let text = serde_json::to_string_pretty(&report.to_json(pos))
                .map_err(|e| CliError::Input(format!("cannot write JSON: {e}")))?;
            Ok(format!("{text}\n"))
        } else {
            Ok(report.to_text(pos))
        }
    }
}

/// `alice solve FILE`: every problem and twin of a YAML or Popeye file, with
/// its header, solution and status against the intended solution.
fn solve_file(path: &std::path::Path, args: &SolveArgs) -> Result<(), CliError> {
    let problems = alice::formats::read_problems(path)
        .map_err(|e| CliError::Input(format!("{}: {e}", path.display())))?;
    let settings = CheckSettings {
        tries: args.tries,
        refutations: args.refutations,
        set_play: args.set_play,
        timeout: None,
    };
    let pool = thread_pool(args.jobs)?;
    let mut failed = None;
    let mut json_out = Vec::new();
    for (i, problem) in problems.into_iter().enumerate() {
        match problem {
            Err(e) => {
                eprintln!("error: {e}");
                failed = Some(e.to_string());
            }
            Ok(problem) => {
                let mut problem = problem;
                if let Some(n) = args.intended {
                    problem.options.intended_solutions = Some(n);
                }
                let outcomes = pool.install(|| check_problem(&problem, &settings));
                if args.json {
                    for o in &outcomes {
                        json_out.push(serde_json::json!({
                            "file": path.display().to_string(),
                            "problem": i + 1,
                            "twin": o.label,
                            "stipulation": o.stipulation.map(|s| s.to_string()),
                            "status": o.status,
                            "detail": o.detail,
                            "result": o.json,
                        }));
                    }
                } else {
                    if i > 0 {
                        super::print_line("");
                    }
                    super::print_text(&output::problem::render(&problem, &outcomes));
                }
            }
        }
    }
    if args.json {
        let text = serde_json::to_string_pretty(&json_out)
            .map_err(|e| CliError::Input(format!("cannot write JSON: {e}")))?;
        super::print_line(&text);
    }
    match failed {
        Some(e) => Err(CliError::Input(format!(
            "some problems could not be read (last: {e})"
        ))),
        None => Ok(()),
    }
}
