//! Printing the problems of `alice solve FILE`: each with its header, its
//! twins' solutions and statuses, or the JSON rows; rule sensitivity.

use super::common::CliError;
use super::solve_args::{adjust, Outcomes, SolveArgs};
use alice::check::readings;
use alice::output::{self, Format};
use alice::verdict::Status;

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
    let mut failed = false;
    let mut stopped = None;
    let mut json_out = Vec::new();
    for (i, problem) in problems.into_iter().enumerate() {
        match problem {
            Err(e) => {
                eprintln!("error: {e}");
                failed = true;
            }
            Ok(problem) => {
                let mut problem = problem;
                adjust(&mut problem, args)?;
                let (outcomes, sensitivity): (Vec<_>, Vec<_>) =
                    solve(i, &problem)?.into_iter().unzip();
                for o in &outcomes {
                    match o.status {
                        // An input error (an intended solution that
                        // cannot be read, an illegal twin): exit 2, as
                        // `alice check` has it, with where it was read.
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
                            failed = true;
                        }
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
                if args.format == Format::Json {
                    for (o, r) in outcomes.iter().zip(&sensitivity) {
                        let rules = problem.options.rule_words();
                        let standard = problem.variant.is_standard();
                        json_out.push(SolveRow {
                            detail: o.detail.clone(),
                            file: file.to_string(),
                            options: (!rules.is_empty()).then_some(rules),
                            problem: i + 1,
                            readings: r.clone(),
                            result: o.solution.json(),
                            schema_version: alice::output::JSON_SCHEMA_VERSION,
                            status: o.status,
                            stipulation: o.stipulation.map(|s| s.to_string()),
                            twin: o.label.clone(),
                            variant: (!standard).then(|| problem.variant.to_string()),
                        });
                    }
                } else {
                    if i > 0 {
                        super::common::print_line("");
                    }
                    super::common::print_text(&output::problem::render(&problem, &outcomes));
                    let rows: Vec<(String, readings::TwinReadings)> = outcomes
                        .iter()
                        .zip(&sensitivity)
                        .filter_map(|(o, r)| {
                            let label = alice::check::report::row_label(file, i + 1, &o.label);
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
        }
    }
    if args.format == Format::Json {
        let text = serde_json::to_string_pretty(&json_out)
            .map_err(|e| CliError::Input(format!("cannot write JSON: {e}")))?;
        super::common::print_line(&text);
    }
    if let Some(e) = stopped {
        return Err(e);
    }
    // Each problem that could not be read or judged was reported above,
    // once.
    if failed {
        Err(CliError::Reported)
    } else {
        Ok(())
    }
}
