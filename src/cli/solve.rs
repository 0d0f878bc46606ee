//! `alice solve`: solve one problem given by FEN and stipulation (or a file).

use super::common::{parse_fen_for, thread_pool, CliError};
use super::solve_args::{settings_of, Settings, SolveArgs};
use super::solve_print::print_problems;
use alice::check::judge::CheckSettings;
use alice::check::readings;
use alice::check::run::check_problem;
use alice::engine::Engine;
use alice::output;
use alice::proof_game::ProofGame;
use alice::stipulation::Stipulation;
use alice::variant::Variant;
use std::io::Write;

/// Run `alice solve`.
pub fn run(args: SolveArgs) -> Result<(), CliError> {
    let general = args.variant.variant().map(|v| !v.kind.info().fast_engine());
    if matches!(general, Ok(true)) && (args.shard.is_some() || args.readings.is_some()) {
        return Err(CliError::Input(
            "--shard and --readings are for the variants of the fast engine (alice, alice2, ms-alice, mini)".into(),
        ));
    }
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
    let diagram = match Engine::of_fen(&variant, fen) {
        Engine::General(g) => {
            let pos = alice::engine::general::parse_fen(fen, g).map_err(|e| {
                CliError::Input(format!(
                    "FEN '{}' ({g}): {e}",
                    alice::text::bounded(fen.trim())
                ))
            })?;
            pos.to_setup()
        }
        Engine::Fast => parse_fen_for(fen, &variant)?.to_setup(),
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
    // The second position of an a=>b proof game, as engine-free data (the
    // solve validates it for the variant).
    let target = match (&args.target, Engine::of_variant(&variant)) {
        (Some(t), Engine::Fast) => Some(parse_fen_for(t, &variant)?.to_setup()),
        // A placement of two 8x8 boards as it stands; else (three boards,
        // 10x10, other men) a position of the variant.
        (Some(t), Engine::General(g)) => Some(match alice::fen::parse_setup(t) {
            Ok(setup) => setup,
            Err(e) => alice::engine::general::parse_fen(t, g)
                .map(|pos| pos.to_setup())
                .map_err(|_| {
                    CliError::Input(format!(
                        "second position '{}' ({g}): {e}",
                        alice::text::bounded(t.trim())
                    ))
                })?,
        }),
        (None, _) => None,
    };
    let work = SolveOne {
        stip: &stip,
        variant: &variant,
        target: target.as_ref(),
        settings: &settings,
    };
    pool.install(|| alice::engine::run_on(&variant, &diagram, work))
        .map_err(|e| CliError::Input(e.to_string()))?
}

/// `alice solve --fen`, on the engine of the variant.
struct SolveOne<'a> {
    stip: &'a Stipulation,
    variant: &'a Variant,
    target: Option<&'a alice::setup::Setup>,
    settings: &'a Settings,
}

impl alice::engine::OnEngine for SolveOne<'_> {
    type Output = Result<(), CliError>;

    fn run<G: ProofGame>(self, pos: &G) -> Result<(), CliError> {
        solve_one(pos, self.target, self.stip, self.variant, self.settings)
    }
}

/// Solve one position and stipulation and print the text or JSON (written
/// line by line: a report with millions of solutions is never held as one
/// text). Output starts only once the solve is complete, so a stopped
/// solve prints no partial result.
pub fn solve_one<G: ProofGame>(
    pos: &G,
    target: Option<&alice::setup::Setup>,
    stip: &Stipulation,
    variant: &Variant,
    settings: &Settings,
) -> Result<(), CliError> {
    let stop = settings.stop();
    let shown = super::progress::SolveProgress::for_stipulation(stip);
    let help_hooks = alice::solve::help::Hooks {
        observer: shown.observer(),
        shard: None,
    };
    if stip.solver() == alice::stipulation::SolverKind::Help
        && alice::solve::help::sortable(stip, &settings.solve.help, &help_hooks)
    {
        let result = solve_help_streamed(pos, stip, variant, settings, &stop, &shown);
        shown.finish();
        return result;
    }
    // Held whole: never more lines than the memory budget holds.
    let mut solve = settings.solve.clone();
    let held = solve.help.memory.held_solutions(stip.plies());
    solve.help.max_solutions.get_or_insert(held);
    solve.proof.max_solutions.get_or_insert(held);
    let report =
        alice::solve::solve_twin(pos, target, variant, stip, &solve, &stop, &shown.hooks());
    shown.finish();
    let report = match report {
        Ok(r) => r,
        Err(e) if e.is_stopped() => return Err(settings.stopped()),
        Err(e) => return Err(CliError::Input(e.to_string())),
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if settings.format == output::Format::Json {
        let variant = (!variant.is_standard()).then(|| variant.to_string());
        output::report::write_json(&report, variant, &mut out)?;
    } else {
        if !variant.is_standard() {
            writeln!(out, "variant: {variant}")?;
        }
        output::report::write_text(&report, &mut out)?;
    }
    Ok(out.flush()?)
}

/// Help or series play solved and written (text or JSON) at once: each
/// line is written as soon as it and every line before it are found (the
/// first within seconds, whatever the number), none kept, so that memory
/// does not grow with the solutions. The verdict, with the counts, comes
/// last; a stopped solve has written the lines found before it stopped,
/// and no verdict (a JSON document is then left open: not a verdict).
fn solve_help_streamed<G: ProofGame>(
    pos: &G,
    stip: &Stipulation,
    variant: &Variant,
    settings: &Settings,
    stop: &alice::search::Stop,
    shown: &super::progress::SolveProgress,
) -> Result<(), CliError> {
    let stdout = std::io::stdout();
    let hooks = alice::solve::help::Hooks {
        observer: shown.observer(),
        shard: None,
    };
    // The errors of the play (the waiting side in check, ...) before the
    // header, as the held report gives them.
    let starter =
        alice::solve::help::starter_of(pos, stip).map_err(|e| CliError::Input(e.to_string()))?;
    let format = settings.format;
    let mut head = std::io::BufWriter::new(stdout.lock());
    let named = (!variant.is_standard()).then(|| variant.to_string());
    if format == output::Format::Text {
        if let Some(v) = &named {
            writeln!(head, "variant: {v}")?;
        }
    }
    let intended = settings.solve.help.intended;
    output::help::write_head(format, stip, starter, named.as_deref(), intended, &mut head)?;
    head.flush()?;
    drop(head);
    let raise = || stop.raise();
    let sink = output::help::HelpPrinter::new(
        *pos,
        *stip,
        format,
        std::io::BufWriter::with_capacity(
            1 << 16,
            AfterProgress {
                out: stdout,
                line: match shown {
                    super::progress::SolveProgress::Line(line) => Some(line.clone()),
                    _ => None,
                },
            },
        ),
        &raise,
    );
    let summary = alice::solve::help::solve_sorted(
        pos,
        stip,
        &settings.solve.help,
        stop,
        &hooks,
        &sink,
        settings.solve.help.memory.lines_bytes(),
    );
    let mut rest = sink.finish()?;
    let summary = match summary {
        Ok(s) => s,
        Err(e) => {
            if format == output::Format::Json {
                // A valid document that states it stopped, with no
                // verdict (a bound is not a verdict).
                writeln!(rest, ",\n  \"complete\": false,\n  \"stopped\": true\n}}")?;
            }
            rest.flush()?;
            return Err(match e {
                alice::solve::help::HelpError::Stopped => settings.stopped(),
                e => CliError::Input(e.to_string()),
            });
        }
    };
    output::help::write_end(format, &summary, &mut rest)?;
    Ok(rest.flush()?)
}

/// Standard output after the progress line: the line (shown on a
/// terminal while no solution is written) is erased before the first
/// write, and stays so.
struct AfterProgress<W> {
    out: W,
    line: Option<std::sync::Arc<super::progress::HelpLine>>,
}

impl<W: Write> Write for AfterProgress<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if let Some(line) = self.line.take() {
            line.finish();
        }
        self.out.write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

/// `alice solve FILE`: every problem and twin of a YAML or Popeye file, with
/// its header, solution and status against the intended solution.
fn solve_file(path: &std::path::Path, args: &SolveArgs) -> Result<(), CliError> {
    if path.is_dir() {
        let name = alice::text::escaped(&path.display().to_string());
        return Err(CliError::Input(format!(
            "{name} is a directory: `alice solve` takes one problem file; `alice check {name}` checks every problem in it"
        )));
    }
    let problems = super::common::read_problem_file(path)?;
    solve_problems(&path.display().to_string(), problems, args)
}

/// Solve problems read from `file` (the name in JSON rows) and print each
/// with its header and status; `--readings all` adds the rule sensitivity.
fn solve_problems(
    file: &str,
    problems: Vec<Result<alice::problem::Problem, alice::formats::FormatError>>,
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
