//! Solving a whole problem (every twin) and judging it against the intended
//! solution: the unit of work of `alice check` and of the snapshot tests.

use super::intended::{self, Intended};
use super::{compare, Findings, Status};
use crate::engine::{self, OnEngine};
use crate::game::Game;
use crate::output;
use crate::problem::Problem;
use crate::search::Stop;
use crate::solve::direct::{self, DirectError, DirectOptions};
use crate::solve::help::{self, HelpOptions};
use crate::solve::NoProgress;
use crate::stipulation::Stipulation;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

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

/// The result for one twin (or the problem itself when it has no twins).
#[derive(Clone, Debug)]
pub struct TwinOutcome {
    /// Twin label (`a`, `b`, ...; empty without twins).
    pub label: String,
    /// The stipulation solved (twins may change it).
    pub stipulation: Option<Stipulation>,
    /// The verdict, judged against the intended solution when there is one.
    pub status: Status,
    /// One line of explanation.
    pub detail: String,
    /// The solver's full text output (empty on error).
    pub text: String,
    /// The solver's report as JSON (null on error).
    pub json: serde_json::Value,
    /// Seconds spent.
    pub seconds: f64,
}

impl TwinOutcome {
    /// An outcome not yet filled in (an error until a solve says otherwise).
    pub(super) fn blank(stip: &Stipulation) -> TwinOutcome {
        TwinOutcome {
            label: String::new(),
            stipulation: Some(*stip),
            status: Status::Error,
            detail: String::new(),
            text: String::new(),
            json: serde_json::Value::Null,
            seconds: 0.0,
        }
    }

    /// The outcome of a solve that did not finish: a timeout or an error.
    pub(super) fn failed(mut self, timed_out: bool, reason: String) -> TwinOutcome {
        if timed_out && crate::search::interrupted() {
            self.status = Status::Interrupted;
            self.detail = "interrupted".into();
        } else if timed_out {
            self.status = Status::Timeout;
            self.detail = "time limit reached".into();
        } else {
            self.status = Status::Error;
            self.detail = reason;
        }
        self
    }
}

/// Why a twin could not be solved.
enum RunError {
    /// The position is not legal in the problem's variant.
    Illegal(engine::DiagramError),
    /// The stipulation is not solved in this variant.
    Unsupported(String),
}

/// The error for a proof game in a variant of the general engine.
fn proof_unsupported(variant: &crate::variant::Variant) -> RunError {
    RunError::Unsupported(format!(
        "unsupported: proof games in {variant} (the proof-game search runs on the fast engine)"
    ))
}

/// Solve every twin of `problem` and judge each.
pub fn check_problem(problem: &Problem, settings: &CheckSettings) -> Vec<TwinOutcome> {
    let started = Instant::now();
    let stop = Stop::at(settings.timeout.map(|t| started + t));
    let error = |label: &str, detail: String| TwinOutcome {
        label: label.to_string(),
        stipulation: None,
        status: Status::Error,
        detail,
        text: String::new(),
        json: serde_json::Value::Null,
        seconds: started.elapsed().as_secs_f64(),
    };
    if !problem.options.unsupported.is_empty() {
        return vec![error(
            "",
            format!("unsupported: {}", problem.options.unsupported.join(", ")),
        )];
    }
    let twins = match problem.twin_list() {
        Ok(t) => t,
        Err(e) => return vec![error("", e.to_string())],
    };
    let sections = problem
        .solution
        .as_deref()
        .map(intended::twin_sections)
        .unwrap_or_default();
    twins
        .into_iter()
        .enumerate()
        .map(|(i, (label, pos, stip))| {
            let t0 = Instant::now();
            // The intended solution of this twin: the section with its label,
            // or the whole text for the first (or only) one.
            let text = intended_text(&sections, i, &label);
            let twin = TwinWork {
                problem,
                stip: &stip,
                intended_text: text,
                settings,
                stop: &stop,
            };
            let result = catch_unwind(AssertUnwindSafe(|| {
                if stip.is_proof() && settings.shard.is_some_and(|s| s.index != 1) {
                    // Proof games are solved whole, by shard 1.
                    let mut o = TwinOutcome::blank(&stip);
                    o.status = Status::Ok;
                    o.json = super::solve_shard::elsewhere();
                    Ok(o)
                } else if stip.is_proof() {
                    let blank = TwinOutcome::blank(&stip);
                    let proof = super::proof::solve_proof_twin;
                    let setup = engine::setup_of(&problem.variant, &pos)
                        .map_err(|_| proof_unsupported(&problem.variant))?;
                    Ok(proof(problem, setup, &stip, text, settings, &stop, blank))
                } else {
                    engine::run_on(&problem.variant, &pos, twin).map_err(RunError::Illegal)
                }
            }));
            let outcome = match result {
                Ok(Ok(o)) => o,
                Ok(Err(RunError::Unsupported(why))) => error(&label, why),
                Ok(Err(RunError::Illegal(e))) => error(&label, format!("illegal position: {e}")),
                Err(panic) => {
                    let msg = panic
                        .downcast_ref::<&str>()
                        .map(|s| s.to_string())
                        .or_else(|| panic.downcast_ref::<String>().cloned())
                        .unwrap_or_else(|| "unknown".into());
                    error(&label, format!("internal error (panic): {msg}"))
                }
            };
            let mut outcome = finish(problem, outcome, label, stip);
            outcome.seconds = t0.elapsed().as_secs_f64();
            outcome
        })
        .collect()
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

/// Solving one twin, on the engine of the problem's variant.
struct TwinWork<'a> {
    problem: &'a Problem,
    stip: &'a Stipulation,
    intended_text: Option<&'a str>,
    settings: &'a CheckSettings,
    stop: &'a Stop,
}

impl OnEngine for TwinWork<'_> {
    type Output = TwinOutcome;

    fn run<G: Game>(self, pos: &G) -> TwinOutcome {
        solve_twin(
            self.problem,
            pos,
            self.stip,
            self.intended_text,
            self.settings,
            self.stop,
        )
    }
}

fn solve_twin<G: Game>(
    problem: &Problem,
    pos: &G,
    stip: &Stipulation,
    intended_text: Option<&str>,
    settings: &CheckSettings,
    stop: &Stop,
) -> TwinOutcome {
    let mut out = TwinOutcome::blank(stip);
    let opts = &problem.options;
    let intended = match read_intended(pos, stip, intended_text) {
        Ok(i) => i,
        Err(e) => {
            out.detail = e;
            return out;
        }
    };
    let part = |json: serde_json::Value, mut out: TwinOutcome| {
        out.status = Status::Ok;
        out.json = json;
        out
    };
    if stip.is_adversarial() {
        let direct_opts = DirectOptions {
            tries: settings.tries || settings.refutations.is_some() || opts.tries,
            max_refutations: settings
                .refutations
                .or(opts.refutations)
                .unwrap_or(1)
                .max(1),
            set_play: settings.set_play || opts.set_play,
            shard: settings.shard,
            ..DirectOptions::default()
        };
        match direct::solve_with(pos, stip, &direct_opts, &NoProgress, stop) {
            Ok(report) if settings.shard.is_some() => {
                part(super::solve_shard::direct_part(&report), out)
            }
            Ok(report) => judge_direct(&report, intended.as_ref(), out),
            Err(e) => out.failed(e == DirectError::Stopped, e.to_string()),
        }
    } else {
        let count = opts.intended_solutions.unwrap_or(1).max(1);
        let want = match &intended {
            Some(Intended::Lines(lines)) => lines.len().max(count as usize),
            _ => count as usize,
        };
        let help_opts = HelpOptions {
            intended: count,
            // Above the intended number, so that a search stopped at the
            // limit is known to be cooked.
            max_solutions: settings.max_solutions.map(|m| m.max(want + 1)),
            ..HelpOptions::default()
        };
        let hooks = help::Hooks {
            observer: settings.observer.as_deref(),
            shard: settings.shard,
        };
        match help::solve_observed(pos, stip, &help_opts, stop, &hooks) {
            Ok(report) if settings.shard.is_some() => {
                part(super::solve_shard::help_part(&report), out)
            }
            Ok(report) => judge_help(pos, &report, intended.as_ref(), out),
            Err(e) => out.failed(e == help::HelpError::Stopped, e.to_string()),
        }
    }
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
