//! `alice solve`: solve one problem given by FEN and stipulation (or a file).

use super::progress::Bar;
use super::{parse_fen_for, thread_pool, CliError};
use alice::check::judge::CheckSettings;
use alice::check::readings;
use alice::check::run::check_problem;
use alice::game::Game;
use alice::output;
use alice::search::Stop;
use alice::setup::Diagram;
use alice::solve::direct::DirectError;
use alice::solve::direct::{self, DirectOptions};
use alice::solve::help::HelpError;
use alice::solve::help::{self, HelpOptions};
use alice::stipulation::Stipulation;
use alice::variant::Variant;
use alice::verdict::Status;
use alice::verdict::TwinOutcome;
use std::io::Write;
use std::time::{Duration, Instant};

/// Options of `alice solve` that shape the analysis and the output.
#[derive(clap::Args)]
pub struct SolveArgs {
    /// A problem file (.yaml, .yml, .olv, .inp).
    pub file: Option<std::path::PathBuf>,
    /// Alice FEN of the diagram.
    #[arg(long)]
    pub fen: Option<String>,
    /// Stipulation: #n, s#n, r#n, =n, s=n, h#n, h#n.5, ser-h#n, ser-#n,
    /// dia n, dia n.5, ser-dia n, a=>b n.
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
    #[arg(long)]
    pub json: bool,
    /// Time limit in seconds (default: none); when reached, no verdict is
    /// given and the exit status is 3.
    #[arg(long, value_name = "SECS", value_parser = super::parse_seconds)]
    pub timeout: Option<f64>,
    /// Help and series play: stop after N solutions of each length (the
    /// verdict then says the count is a lower bound; 0: no limit, the
    /// default, as in `check`).
    #[arg(long, value_name = "N", value_parser = parse_limit)]
    pub max_solutions: Option<usize>,
    /// Worker threads, 1 to 256 (default: all cores).
    #[arg(long, short = 'j', value_parser = super::parse_jobs)]
    pub jobs: Option<usize>,
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
    pub direct: DirectOptions,
    pub proof: alice::solve::proof::ProofOptions,
    pub help: HelpOptions,
    pub json: bool,
    /// The time limit.
    pub timeout: Option<f64>,
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
                max_solutions: args.max_solutions,
                ..HelpOptions::default()
            },
            proof: alice::solve::proof::ProofOptions {
                intended: args.intended.unwrap_or(1).max(1),
                max_solutions: args.max_solutions,
            },
            json: args.json,
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
fn parse_limit(text: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(0) => Ok(usize::MAX),
        Ok(n) => Ok(n),
        Err(_) => Err(format!(
            "'{}' is not a number of solutions (0: no limit)",
            alice::text::bounded(text)
        )),
    }
}

/// Run `alice solve`.
pub fn run(args: SolveArgs) -> Result<(), CliError> {
    if let Some(shard) = args.shard {
        return super::solve_merge::shard(shard, &args);
    }
    if let Some(file) = &args.file {
        return solve_file(file, &args);
    }
    let (Some(fen), Some(stip)) = (&args.fen, &args.stip) else {
        return Err(CliError::Input(
            "give a problem file or a position and a stipulation: alice solve FILE, alice solve --fen FEN --stip '#2'".into(),
        ));
    };
    let variant = args.variant.variant()?;
    let diagram = match variant.kind.general() {
        Some(g) => {
            let pos = alice::engine::general::parse_fen(fen, g).map_err(|e| {
                CliError::Input(format!(
                    "FEN '{}' ({g}): {e}",
                    alice::text::bounded(fen.trim())
                ))
            })?;
            Diagram::Fen(alice::engine::general::fen::write(&pos))
        }
        None => Diagram::Setup(parse_fen_for(fen, &variant)?.to_setup()),
    };
    let stip: Stipulation = stip.parse().map_err(|e| CliError::Input(format!("{e}")))?;
    if args.readings.is_some() {
        // Solved as a problem (header, status), like a file.
        let mut problem = alice::problem::Problem::new(alice::setup::Setup::empty(8), stip);
        problem.diagram = diagram;
        problem.variant = variant;
        if let Some(t) = &args.target {
            problem.target = Some(parse_fen_for(t, &variant)?.to_setup());
        }
        return solve_problems("--fen", vec![Ok(problem)], &args);
    }
    let settings = Settings::from_args(&args);
    let pool = thread_pool(args.jobs)?;
    if stip.is_proof() {
        // Proof games are searched on the fast engine.
        if variant.kind.general().is_some() {
            return Err(CliError::Input(format!(
                "proof games are solved in alice, alice2, ms-alice and mini, not in {variant}"
            )));
        }
        let pos = parse_fen_for(fen, &variant)?;
        let target = match &args.target {
            Some(t) => Some(parse_fen_for(t, &variant)?),
            None => None,
        };
        return pool.install(|| {
            super::proof::solve_proof(&pos, target.as_ref(), &stip, &variant, &settings)
        });
    }
    let work = SolveOne {
        stip: &stip,
        variant: &variant,
        settings: &settings,
    };
    pool.install(|| alice::engine::run_on(&variant, &diagram, work))
        .map_err(|e| CliError::Input(e.to_string()))?
}

/// `alice solve --fen`, on the engine of the variant.
struct SolveOne<'a> {
    stip: &'a Stipulation,
    variant: &'a Variant,
    settings: &'a Settings,
}

impl alice::engine::OnEngine for SolveOne<'_> {
    type Output = Result<(), CliError>;

    fn run<G: Game>(self, pos: &G) -> Result<(), CliError> {
        solve_one(pos, self.stip, self.variant, self.settings)
    }
}

/// Solve one position and stipulation and print the text or JSON (written
/// line by line: a report with millions of solutions is never held as one
/// text). Output starts only once the solve is complete, so a stopped
/// solve prints no partial result.
pub fn solve_one<G: Game>(
    pos: &G,
    stip: &Stipulation,
    variant: &Variant,
    settings: &Settings,
) -> Result<(), CliError> {
    let stop = settings.stop();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let heading = |out: &mut dyn Write| -> std::io::Result<()> {
        if variant.is_standard() {
            Ok(())
        } else {
            writeln!(out, "variant: {variant}")
        }
    };
    let mut json = if stip.is_adversarial() {
        let bar = Bar::new("solving");
        let report = direct::solve_with(pos, stip, &settings.direct, &bar, &stop);
        drop(bar);
        let report = match report {
            Err(DirectError::Stopped) => return Err(settings.stopped()),
            other => other.map_err(|e| CliError::Input(e.to_string()))?,
        };
        if !settings.json {
            heading(&mut out)?;
            out.write_all(output::direct::render(&report).as_bytes())?;
            return Ok(out.flush()?);
        }
        output::direct::to_json(&report)
    } else {
        let line = super::progress::HelpLine::new();
        let report = help::solve_observed(
            pos,
            stip,
            &settings.help,
            &stop,
            &help::Hooks {
                observer: Some(&*line),
                shard: None,
            },
        );
        line.finish();
        let report = match report {
            Err(HelpError::Stopped) => return Err(settings.stopped()),
            other => other.map_err(|e| CliError::Input(e.to_string()))?,
        };
        if !settings.json {
            heading(&mut out)?;
            report.write_text(pos, &mut out)?;
            return Ok(out.flush()?);
        }
        let variant = (!variant.is_standard()).then(|| variant.to_string());
        report.write_json(pos, variant, &mut out)?;
        return Ok(out.flush()?);
    };
    if !variant.is_standard() {
        if let Some(obj) = json.as_object_mut() {
            obj.insert("variant".into(), variant.to_string().into());
        }
    }
    serde_json::to_writer_pretty(&mut out, &json)
        .map_err(|e| CliError::Io(std::io::Error::from(e)))?;
    writeln!(out)?;
    Ok(out.flush()?)
}

/// `alice solve FILE`: every problem and twin of a YAML or Popeye file, with
/// its header, solution and status against the intended solution.
fn solve_file(path: &std::path::Path, args: &SolveArgs) -> Result<(), CliError> {
    let problems = alice::formats::read_problems(path)
        .map_err(|e| CliError::Input(format!("{}: {e}", path.display())))?
        .into_iter()
        .map(|r| r.map_err(|e| e.to_string()))
        .collect();
    solve_problems(&path.display().to_string(), problems, args)
}

/// Solve problems read from `file` (the name in JSON rows) and print each
/// with its header and status; `--readings all` adds the rule sensitivity.
fn solve_problems(
    file: &str,
    problems: Vec<Result<alice::problem::Problem, String>>,
    args: &SolveArgs,
) -> Result<(), CliError> {
    let settings = settings_of(args);
    let pool = thread_pool(args.jobs)?;
    print_problems(file, problems, args, &mut |_, problem| {
        let line = super::progress::HelpLine::new();
        let settings = CheckSettings {
            observer: Some(line.clone()),
            ..settings.clone()
        };
        let outcomes = if args.readings.is_some() {
            pool.install(|| readings::check_readings(problem, &settings))
                .into_iter()
                .map(|(o, r)| (o, Some(r)))
                .collect()
        } else {
            pool.install(|| check_problem(problem, &settings))
                .into_iter()
                .map(|o| (o, None))
                .collect()
        };
        line.finish();
        Ok(outcomes)
    })
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
        max_solutions: args.max_solutions,
        observer: None,
        shard: None,
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

/// Print every problem of `file` with its header, each twin's solution and
/// status (or the JSON rows), the outcomes coming from `solve` (problem
/// number from 0); the exit as `alice solve FILE` has it.
pub(crate) fn print_problems(
    file: &str,
    problems: Vec<Result<alice::problem::Problem, String>>,
    args: &SolveArgs,
    solve: &mut dyn FnMut(usize, &alice::problem::Problem) -> Result<Outcomes, CliError>,
) -> Result<(), CliError> {
    let mut failed = None;
    let mut stopped = None;
    let mut json_out = Vec::new();
    for (i, problem) in problems.into_iter().enumerate() {
        match problem {
            Err(e) => {
                eprintln!("error: {e}");
                failed = Some(e);
            }
            Ok(problem) => {
                let mut problem = problem;
                adjust(&mut problem, args)?;
                let (outcomes, sensitivity): (Vec<_>, Vec<_>) =
                    solve(i, &problem)?.into_iter().unzip();
                for o in &outcomes {
                    match o.status {
                        Status::Interrupted => stopped = Some(CliError::Interrupted),
                        Status::Timeout if stopped.is_none() => {
                            stopped = Some(CliError::Timeout(format!(
                                "no verdict for some problems, the time limit of {} s was reached",
                                args.timeout.unwrap_or(0.0)
                            )))
                        }
                        _ => {}
                    }
                }
                if args.json {
                    for (o, r) in outcomes.iter().zip(&sensitivity) {
                        let mut row = serde_json::json!({
                            "file": file,
                            "problem": i + 1,
                            "twin": o.label,
                            "stipulation": o.stipulation.map(|s| s.to_string()),
                            "status": o.status,
                            "detail": o.detail,
                            "result": o.json,
                        });
                        if !problem.variant.is_standard() {
                            row["variant"] = problem.variant.to_string().into();
                        }
                        if let Some(r) = r {
                            row["readings"] = serde_json::to_value(r).unwrap_or_default();
                        }
                        json_out.push(row);
                    }
                } else {
                    if i > 0 {
                        super::print_line("");
                    }
                    super::print_text(&output::problem::render(&problem, &outcomes));
                    let rows: Vec<(String, readings::TwinReadings)> = outcomes
                        .iter()
                        .zip(&sensitivity)
                        .filter_map(|(o, r)| {
                            let label = alice::check::report::row_label(file, i + 1, &o.label);
                            r.clone().map(|r| (label, r))
                        })
                        .collect();
                    for (label, r) in &rows {
                        super::print_line(&format!("readings of {label}:"));
                        for l in readings::text_lines(r) {
                            super::print_line(&l);
                        }
                    }
                    for l in readings::summary_lines(&rows) {
                        super::print_line(&l);
                    }
                }
            }
        }
    }
    if args.json {
        let text = serde_json::to_string_pretty(&json_out)
            .map_err(|e| CliError::Input(format!("cannot write JSON: {e}")))?;
        super::print_line(&text);
    }
    if let Some(e) = stopped {
        return Err(e);
    }
    match failed {
        Some(e) => Err(CliError::Input(format!(
            "some problems could not be read (last: {e})"
        ))),
        None => Ok(()),
    }
}
