//! Judging a twin: how a check solves (its settings), the intended
//! solution of each twin read in its start position, and a report compared
//! with it into a [`TwinOutcome`].

use crate::game::Game;
use crate::output;
use crate::problem::Problem;
use crate::solve::direct;
use crate::solve::help;
use crate::stipulation::Stipulation;
use crate::verdict::intended::{self, Intended};
use crate::verdict::{compare, Findings, TwinOutcome};
use std::time::Duration;

/// How problems are solved in a check.
#[derive(Clone, Debug, Default)]
pub struct CheckSettings {
    /// Analyse tries even when the problem's options do not ask for them.
    pub tries: bool,
    /// Most refutations of a try (overrides the problem's `defence` option).
    pub refutations: Option<u32>,
    /// Analyse set play even when the problem's options do not ask for it.
    pub set_play: bool,
    /// Time limit per problem (all its twins together).
    pub timeout: Option<Duration>,
    /// Help and series play: stop after this many solutions of each length
    /// (the verdict stays exact: past the intended number it is cooked).
    pub max_solutions: Option<usize>,
    /// Progress of help and series searches (a progress line), if wanted.
    pub observer: Option<std::sync::Arc<dyn crate::search::SearchObserver>>,
    /// Solve only this shard of each twin's first moves: each outcome's
    /// `json` is then the part ([`super::solve_shard::TwinPart`]) to merge.
    pub shard: Option<crate::shard::Shard>,
}

/// The intended solution's text of twin `i` with `label`: the section with
/// its label, or the whole text for the first (or only) one.
pub(crate) fn intended_text<'a>(
    sections: &'a [(String, String)],
    i: usize,
    label: &str,
) -> Option<&'a str> {
    sections
        .iter()
        .find(|(l, _)| *l == label)
        .or_else(|| (i == 0).then(|| sections.first()).flatten())
        .map(|(_, t)| t.as_str())
}

/// An outcome with its twin's label and stipulation, and the problem's
/// notes after its explanation.
pub(crate) fn finish(
    problem: &Problem,
    mut outcome: TwinOutcome,
    label: String,
    stip: Stipulation,
) -> TwinOutcome {
    outcome.label = label;
    outcome.stipulation = Some(stip);
    if !problem.options.warnings.is_empty() {
        outcome.detail = format!(
            "{}; notes: {}",
            outcome.detail,
            problem.options.warnings.join("; ")
        );
    }
    outcome
}

/// The intended solution of a twin, read in its start position.
pub(crate) fn read_intended<G: Game>(
    pos: &G,
    stip: &Stipulation,
    text: Option<&str>,
) -> Result<Option<Intended>, String> {
    let Some(text) = text else { return Ok(None) };
    let start = match stip.fixed_starter() {
        Some(c) => pos.with_side_to_move(c),
        None => *pos,
    };
    intended::parse(text, &start, stip)
        .map(Some)
        .map_err(|e| format!("cannot read the intended solution: {e}"))
}

/// A direct, self or reflex report judged against the intended keys.
pub(crate) fn judge_direct(
    report: &direct::DirectReport,
    intended: Option<&Intended>,
    mut out: TwinOutcome,
) -> TwinOutcome {
    out.text = output::direct::render(report);
    out.json = output::direct::to_json(report);
    let found = Findings::Battle {
        keys: report.keys.iter().map(|k| k.text.uci.clone()).collect(),
        short: !report.short_solutions.is_empty(),
        duals: report.duals,
    };
    let (status, detail) = compare(&found, intended);
    out.status = status;
    out.detail = detail;
    out
}

/// A help or series report judged against the intended solutions.
pub(crate) fn judge_help<G: Game>(
    pos: &G,
    report: &help::HelpReport<G::Move>,
    intended: Option<&Intended>,
    mut out: TwinOutcome,
) -> TwinOutcome {
    out.text = report.to_text(pos);
    out.json = report.to_json(pos);
    let found = Findings::Help {
        solutions: report
            .solutions
            .iter()
            .map(|l| l.moves.iter().map(|m| m.to_string()).collect())
            .collect(),
        short: report.short.len(),
        intended_count: report.intended,
        complete: report.complete,
    };
    let (status, detail) = compare(&found, intended);
    out.status = status;
    out.detail = detail;
    out
}
