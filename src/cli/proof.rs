//! `alice solve --stip 'dia n'` (and `ser-dia n`, `a=>b n` with `--target`):
//! a proof game given on the command line.

use super::common::CliError;
use super::progress::Bar;
use super::solve_args::Settings;
use alice::engine::fast::position::Position;
use alice::solve::proof::{self, ProofError};
use alice::stipulation::Stipulation;
use alice::variant::Variant;
use std::io::Write;

/// Solve a proof game: `diagram` is the target (`dia`, `ser-dia`) or the
/// start (`a=>b`, with `target` the second position). Prints text or JSON
/// once the search is complete.
pub fn solve_proof(
    diagram: &Position,
    target: Option<&Position>,
    stip: &Stipulation,
    variant: &Variant,
    settings: &Settings,
) -> Result<(), CliError> {
    let (start, target) = proof::start_and_target(variant, diagram, target, stip)
        .map_err(|e| CliError::Input(e.to_string()))?;
    let stop = settings.stop();
    let bar = Bar::spinner("solving");
    let report = proof::solve_with(&start, &target, stip, &settings.proof, &stop);
    drop(bar);
    let report = match report {
        Err(ProofError::Stopped) => return Err(settings.stopped()),
        other => other.map_err(|e| CliError::Input(e.to_string()))?,
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if settings.json {
        let mut json = report.to_json();
        if !variant.is_standard() {
            json["variant"] = variant.to_string().into();
        }
        serde_json::to_writer_pretty(&mut out, &json)
            .map_err(|e| CliError::Io(std::io::Error::from(e)))?;
        writeln!(out)?;
    } else {
        if !variant.is_standard() {
            writeln!(out, "variant: {variant}")?;
        }
        report.write_text(&mut out)?;
    }
    Ok(out.flush()?)
}
