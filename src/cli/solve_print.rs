//! Printing the problems of `alice solve FILE`: each with its header, its
//! twins' solutions and statuses, or the JSON rows; rule sensitivity.

use super::common::CliError;
use super::solve_args::{adjust, Outcomes, SolveArgs};
use alice::check::readings;
use alice::output::{self, Format};
use alice::verdict::{Status, TwinOutcome};

/// A row of `alice solve FILE --json` (docs/json.md). Its keys are written
/// in this order, alphabetical, as the rows have always had them; `result`
/// and `readings` keep their own (sorted) order.
#[derive(serde::Serialize)]
struct SolveRow {
    detail: String,
    file: String,
    /// The rule readings the problem states.
    #[serde(skip_serializing_if = "Option::is_none")]
    options: Option<Vec<String>>,
    problem: usize,
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "super::check_items::sorted"
    )]
    readings: Option<readings::TwinReadings>,
    result: serde_json::Value,
    schema_version: u32,
    status: Status,
    stipulation: Option<String>,
    twin: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    variant: Option<String>,
}

/// Print every problem of `file` with its header, each twin's solution and
/// status (or the JSON rows), the outcomes coming from `solve` (problem
/// number from 0); the exit as `alice solve FILE` has it.
pub(crate) fn print_problems(
    file: &str,
    problems: Vec<Result<alice::problem::Problem, alice::formats::FormatError>>,
    args: &SolveArgs,
    solve: &mut dyn FnMut(usize, &alice::problem::Problem) -> Result<Outcomes, CliError>,
) -> Result<(), CliError> {
    let mut ending = Ending::default();
    let mut json_out = Vec::new();
    for (i, problem) in problems.into_iter().enumerate() {
        match problem {
            Err(e) => {
                eprintln!("error: {e}");
                ending.failed = true;
            }
            Ok(problem) => {
                let mut problem = problem;
                adjust(&mut problem, args)?;
                let (outcomes, sensitivity): (Vec<_>, Vec<_>) =
                    solve(i, &problem)?.into_iter().unzip();
                for o in &outcomes {
                    ending.note(&problem, o, args);
                }
                let twins = Twins {
                    file,
                    number: i + 1,
                    problem: &problem,
                    outcomes: &outcomes,
                    sensitivity: &sensitivity,
                };
                if args.format == Format::Json {
                    json_out.extend(twins.json_rows());
                } else {
                    if i > 0 {
                        super::common::print_line("");
                    }
                    twins.print_text();
                }
            }
        }
    }
    if args.format == Format::Json {
        let text = serde_json::to_string_pretty(&json_out)
            .map_err(|e| CliError::Input(format!("cannot write JSON: {e}")))?;
        super::common::print_line(&text);
    }
    if let Some(e) = ending.stopped {
        return Err(e);
    }
    // Each problem that could not be read or judged was reported above,
    // once.
    if ending.failed {
        Err(CliError::Reported)
    } else {
        Ok(())
    }
}

/// How a solve of a file ends besides its output.
#[derive(Default)]
struct Ending {
    /// Some problem could not be read or judged (reported as it came).
    failed: bool,
    /// A search stopped (Ctrl-C, or the time limit).
    stopped: Option<CliError>,
}

impl Ending {
    /// Take the status of a twin of `problem` into account.
    fn note(&mut self, problem: &alice::problem::Problem, o: &TwinOutcome, args: &SolveArgs) {
        match o.status {
            // An input error (an intended solution that cannot be read, an
            // illegal twin): exit 2, as `alice check` has it, with where
            // it was read.
            Status::Error => {
                let twin = match o.label.is_empty() {
                    true => String::new(),
                    false => format!(", twin {}", o.label),
                };
                eprintln!(
                    "error: {}{twin}: {}",
                    alice::text::escaped(&problem.origin.to_string()),
                    alice::text::escaped(&o.detail)
                );
                self.failed = true;
            }
            Status::Interrupted => self.stopped = Some(CliError::Interrupted),
            Status::Timeout if self.stopped.is_none() => {
                self.stopped = Some(CliError::Timeout(format!(
                    "no verdict for some problems, the time limit of {} s was reached",
                    args.timeout.unwrap_or(0.0)
                )))
            }
            _ => {}
        }
    }
}

/// The twins of problem `number` of `file`, solved.
struct Twins<'a> {
    file: &'a str,
    number: usize,
    problem: &'a alice::problem::Problem,
    outcomes: &'a [TwinOutcome],
    sensitivity: &'a [Option<readings::TwinReadings>],
}

impl Twins<'_> {
    /// The JSON rows of the twins.
    fn json_rows(&self) -> impl Iterator<Item = SolveRow> + '_ {
        let problem = self.problem;
        self.outcomes
            .iter()
            .zip(self.sensitivity)
            .map(move |(o, r)| {
                let rules = problem.options.rule_words();
                let standard = problem.variant.is_standard();
                SolveRow {
                    detail: o.detail.clone(),
                    file: self.file.to_string(),
                    options: (!rules.is_empty()).then_some(rules),
                    problem: self.number,
                    readings: r.clone(),
                    result: o.solution.json(),
                    schema_version: alice::output::JSON_SCHEMA_VERSION,
                    status: o.status,
                    stipulation: o.stipulation.map(|s| s.to_string()),
                    twin: o.label.clone(),
                    variant: (!standard).then(|| problem.variant.to_string()),
                }
            })
    }

    /// Print the problem and its twins' solutions as text, with their
    /// rule sensitivity.
    fn print_text(&self) {
        super::common::print_text(&output::problem::render(self.problem, self.outcomes));
        let rows: Vec<(String, readings::TwinReadings)> = self
            .outcomes
            .iter()
            .zip(self.sensitivity)
            .filter_map(|(o, r)| {
                let label = alice::check::report::row_label(self.file, self.number, &o.label);
                r.clone().map(|r| (label, r))
            })
            .collect();
        for (label, r) in &rows {
            super::common::print_line(&format!("readings of {label}:"));
            for l in readings::text_lines(r) {
                super::common::print_line(&l);
            }
        }
        for l in readings::summary_lines(&rows) {
            super::common::print_line(&l);
        }
    }
}
