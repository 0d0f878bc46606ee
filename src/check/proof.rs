//! Checking a proof game (`dia n`, `ser-dia n`, `a=>b n`) against the
//! intended solution: every game found, compared like help-play lines.

use super::judge::CheckSettings;
use crate::engine::fast::position::Position;
use crate::problem::Problem;
use crate::search::Stop;
use crate::setup::Setup;
use crate::solve::proof::{self, ProofError, ProofOptions};
use crate::stipulation::Stipulation;
use crate::verdict::intended::{self, Intended};
use crate::verdict::TwinOutcome;
use crate::verdict::{compare, Findings};

/// Solve one proof-game twin and judge it; `out` is the outcome to fill.
pub(super) fn solve_proof_twin(
    problem: &Problem,
    setup: &Setup,
    stip: &Stipulation,
    intended_text: Option<&str>,
    settings: &CheckSettings,
    stop: &Stop,
    mut out: TwinOutcome,
) -> TwinOutcome {
    // Proof games are searched on the fast engine.
    let rules = problem.variant.rules();
    let built = Position::from_setup(setup, rules).and_then(|pos| {
        let target = problem
            .target
            .as_ref()
            .map(|t| Position::from_setup(t, rules))
            .transpose()?;
        Ok((pos, target))
    });
    let (pos, second) = match built {
        Ok(b) => b,
        Err(e) => {
            out.detail = format!("illegal position: {e}");
            return out;
        }
    };
    let (start, target) =
        match proof::start_and_target(&problem.variant, &pos, second.as_ref(), stip) {
            Ok(st) => st,
            Err(e) => {
                out.detail = e.to_string();
                return out;
            }
        };
    let intended: Option<Intended> = match intended_text {
        None => None,
        Some(text) => match intended::parse(text, &start, stip) {
            Ok(i) => Some(i),
            Err(e) => {
                out.detail = format!("cannot read the intended solution: {e}");
                return out;
            }
        },
    };
    let count = problem.options.intended_solutions.unwrap_or(1).max(1);
    let want = match &intended {
        Some(Intended::Lines(lines)) => lines.len().max(count as usize),
        _ => count as usize,
    };
    let opts = ProofOptions {
        intended: count,
        // Above the intended number, so that a search stopped at the limit
        // is known to be cooked.
        max_solutions: settings.max_solutions.map(|m| m.max(want + 1)),
    };
    let report = match proof::solve_with(&start, &target, stip, &opts, stop) {
        Ok(r) => r,
        Err(e) => return out.failed(e == ProofError::Stopped, e.to_string()),
    };
    out.text = report.to_text();
    out.json = report.to_json();
    let found = Findings::Help {
        solutions: report
            .solutions
            .iter()
            .map(|l| l.iter().map(|m| m.to_string()).collect())
            .collect(),
        short: report.short.len(),
        intended_count: count,
        complete: report.complete,
    };
    let (status, detail) = compare(&found, intended.as_ref());
    out.status = status;
    out.detail = detail;
    out
}
