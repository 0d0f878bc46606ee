//! `alice merge REPORT...`: combine the reports of shards into one report
//! (check reports: rows in the unsharded order, the summary; solve shards:
//! the output of the unsharded solve). The logic is in
//! `alice::check::merge` and `alice::solve::shard`.

use super::common::CliError;
use alice::check::merge::{self, CheckReport};
use alice::check::readings::{self, TwinReadings};
use alice::check::report;
use alice::output::Format;
use std::path::PathBuf;

/// Arguments of `alice merge`.
#[derive(clap::Args)]
pub struct MergeArgs {
    /// Reports written by `alice check --json` (with or without --shard),
    /// or the outputs of `alice solve FILE --shard I/N`.
    pub reports: Vec<PathBuf>,
    /// Check reports: write the merged report as JSON lines (with a header
    /// when it is complete) instead of text.
    #[arg(long = "json", action = clap::ArgAction::SetTrue, value_parser = super::common::json_flag())]
    pub format: Format,
}

/// Run `alice merge`; the exit status is that of `alice check` on the
/// whole set, or 2 when problems are missing.
pub fn run(args: MergeArgs) -> Result<i32, CliError> {
    if args.reports.is_empty() {
        return Err(CliError::Input(
            "give the reports to merge: alice merge shard-*.jsonl".into(),
        ));
    }
    if super::solve_merge::is_solve_shard(&args.reports[0]) {
        return super::solve_merge::run(&args.reports, args.format);
    }
    let mut reports: Vec<CheckReport> = Vec::new();
    for p in &args.reports {
        let r = merge::read_check_report(p).map_err(|e| CliError::Input(e.to_string()))?;
        if r.cut_line {
            eprintln!(
                "note: {}: the last line was cut short (a killed run); its problem is missing",
                p.display()
            );
        }
        reports.push(r);
    }
    let merged = merge::merge_check(&reports).map_err(|e| CliError::Input(e.to_string()))?;
    let json = args.format == Format::Json;
    if json {
        if let Some(h) = &merged.header {
            let line = serde_json::json!({
                "alice_report": h,
                "schema_version": alice::output::JSON_SCHEMA_VERSION,
            });
            super::common::print_line(&line.to_string());
        }
    }
    let mut sensitivity: Vec<(String, TwinReadings)> = Vec::new();
    for row in &merged.rows {
        let r: Option<TwinReadings> = serde_json::from_value(row["readings"].clone()).ok();
        if json {
            // (A row of a report written before the version was named
            // gets it: the layout of its fields is that of version 1.)
            let mut row = row.clone();
            row["schema_version"] = alice::output::JSON_SCHEMA_VERSION.into();
            super::common::print_line(&row.to_string());
        } else {
            super::common::print_line(&report::json_row_text(row));
            for l in r.iter().flat_map(readings::text_lines) {
                super::common::print_line(&l);
            }
        }
        if let Some(r) = r {
            let label = report::row_label(
                row["file"].as_str().unwrap_or(""),
                row["problem"].as_u64().unwrap_or(0) as usize,
                row["twin"].as_str().unwrap_or(""),
            );
            sensitivity.push((label, r));
        }
    }
    let counts = merge::counts(&merged.rows);
    let out = |line: &str| {
        if json {
            eprintln!("{line}");
        } else {
            super::common::print_line(line);
        }
    };
    for line in report::summary_lines(&counts) {
        out(&line);
    }
    for line in readings::summary_lines(&sensitivity) {
        out(&line);
    }
    for gap in &merged.gaps {
        eprintln!("gap: {gap}");
    }
    Ok(if merged.gaps.is_empty() {
        report::exit_status(&counts)
    } else {
        super::common::EXIT_INPUT
    })
}
