//! Solving a whole problem (every twin) and judging it against the intended
//! solution: the unit of work of `alice check` and of the snapshot tests.

use super::judge::{finish, intended_text, judge_direct, judge_help, read_intended, CheckSettings};
use crate::engine::{self, OnEngine};
use crate::game::Game;
use crate::problem::Problem;
use crate::search::Stop;
use crate::solve::direct::{self, DirectError, DirectOptions};
use crate::solve::help::{self, HelpOptions};
use crate::solve::NoProgress;
use crate::stipulation::Stipulation;
use crate::verdict::intended::{self, Intended};
use crate::verdict::{Status, TwinOutcome};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Instant;

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
                    o.json = super::part::elsewhere();
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
            Ok(report) if settings.shard.is_some() => part(super::part::direct_part(&report), out),
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
            Ok(report) if settings.shard.is_some() => part(super::part::help_part(&report), out),
            Ok(report) => judge_help(pos, &report, intended.as_ref(), out),
            Err(e) => out.failed(e == help::HelpError::Stopped, e.to_string()),
        }
    }
}
