//! Solving a whole problem (every twin) and judging it against the intended
//! solution: the unit of work of `alice check` and of the snapshot tests.

use super::judge::{finish, intended_text, judge, read_intended, CheckSettings};
use crate::engine::{self, OnEngine};
use crate::problem::Problem;
use crate::proof_game::ProofGame;
use crate::search::Stop;
use crate::solve::direct::DirectOptions;
use crate::solve::help::HelpOptions;
use crate::solve::proof::ProofOptions;
use crate::solve::{self, SolveHooks, SolveOptions};
use crate::stipulation::Stipulation;
use crate::verdict::intended::{self, Intended};
use crate::verdict::{Solution, Status, TwinOutcome};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Instant;

/// Solve every twin of `problem` and judge each.
pub fn check_problem(problem: &Problem, settings: &CheckSettings) -> Vec<TwinOutcome> {
    let started = Instant::now();
    let stop = Stop::at(settings.timeout.map(|t| started + t));
    let error = |label: &str, detail: String| TwinOutcome {
        label: label.to_string(),
        stipulation: None,
        status: Status::Error,
        detail,
        solution: Solution::None,
        intended: String::new(),
        seconds: started.elapsed().as_secs_f64(),
    };
    let refused = problem.options.refused();
    if !refused.is_empty() {
        return vec![error("", format!("unsupported: {}", refused.join(", ")))];
    }
    let twins = match problem.twin_results() {
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
        .map(|(i, (label, made))| {
            let t0 = Instant::now();
            // An illegal twin is its own error; the others are solved.
            let (pos, stip) = match made {
                Ok(made) => made,
                Err(e) => return error(&label, e.to_string()),
            };
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
                    o.solution = Solution::json_only(super::part::elsewhere());
                    Ok(o)
                } else {
                    engine::run_on(&problem.variant, &pos, twin)
                }
            }));
            let outcome = match result {
                Ok(Ok(o)) => o,
                Ok(Err(e)) => error(&label, format!("illegal position: {e}")),
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

    fn run<G: ProofGame>(self, pos: &G) -> TwinOutcome {
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

fn solve_twin<G: ProofGame>(
    problem: &Problem,
    pos: &G,
    stip: &Stipulation,
    intended_text: Option<&str>,
    settings: &CheckSettings,
    stop: &Stop,
) -> TwinOutcome {
    let mut out = TwinOutcome::blank(stip);
    let opts = &problem.options;
    let target = problem.target.as_ref();
    let intended = match read_intended(pos, target, &problem.variant, stip, intended_text) {
        Ok(i) => i,
        Err(e) => {
            out.detail = e.to_string();
            return out;
        }
    };
    let count = opts.intended_solutions.unwrap_or(1).max(1);
    let want = match &intended {
        Some(Intended::Lines(lines)) => lines.len().max(count as usize),
        _ => count as usize,
    };
    // Above the intended number, so that a search stopped at the limit is
    // known to be cooked; never more than the memory budget holds (the
    // report is held whole to be judged).
    let held = settings.memory.held_solutions(stip.plies());
    let max_solutions = Some(
        settings
            .max_solutions
            .unwrap_or(held)
            .min(held)
            .max(want + 1),
    );
    let solve_opts = SolveOptions {
        direct: DirectOptions {
            tries: settings.tries || settings.refutations.is_some() || opts.tries,
            max_refutations: settings
                .refutations
                .or(opts.refutations)
                .unwrap_or(1)
                .max(1),
            set_play: settings.set_play || opts.set_play,
            table_bits: settings
                .memory
                .table_bits(DirectOptions::default().table_bits),
            tree_bytes: settings.memory.tree_bytes(),
            ..DirectOptions::default()
        },
        help: HelpOptions {
            intended: count,
            max_solutions,
            memory: settings.memory,
            intelligent: !settings.plain,
            ..HelpOptions::default()
        },
        proof: ProofOptions {
            intended: count,
            max_solutions,
        },
    };
    let hooks = SolveHooks {
        progress: None,
        observer: settings.observer.as_deref(),
        shard: settings.shard,
        sink: solve::Sink::None,
    };
    let solved = solve::solve_twin(
        pos,
        target,
        &problem.variant,
        stip,
        &solve_opts,
        stop,
        &hooks,
    );
    match solved {
        Ok(report) => match settings
            .shard
            .and_then(|_| super::part::report_part(&report))
        {
            Some(part) => {
                out.status = Status::Ok;
                out.solution = Solution::json_only(part);
                out
            }
            None => judge(report, pos, intended.as_ref(), intended_text, out),
        },
        Err(e) => out.failed(e.is_stopped(), e.to_string()),
    }
}
