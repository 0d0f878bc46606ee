//! One long solve split by its first moves (as Popeye's Spinach does):
//! `alice solve FILE --shard I/N` solves, for every twin, only the first
//! moves `k` with `k mod N = I - 1` (in coordinate order for direct play,
//! in generation order for help play), and writes the part as JSON;
//! `alice merge` joins the N parts and writes exactly what the unsharded
//! solve writes (the text byte for byte; the JSON too, except `nodes`).
//!
//! What cannot be split is done whole by shard 1: set play, proof games,
//! and help searches of fewer than three single moves. A part records its
//! first moves' places, so the merge restores the unsharded order; the
//! verdict, short solutions, duals and the status against the intended
//! solution are computed once, from the merged report, by the same code as
//! an unsharded solve.

use super::judge::{self as run, CheckSettings};
use super::part::TwinPart;
use super::run::check_problem;
use crate::engine::{self, DiagramError, OnEngine};
use crate::problem::Problem;
use crate::proof_game::ProofGame;
use crate::solve::direct::DirectReport;
use crate::solve::help::{HelpReport, Line};
use crate::solve::Report;
use crate::stipulation::{Stipulation, StipulationError};
use crate::types::Color;
use crate::verdict::intended;
use crate::verdict::Status;
use crate::verdict::{Solution, TwinOutcome};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

/// Why the parts of the shards cannot be merged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ShardMergeError {
    /// No part at all.
    #[error("no shard")]
    NoShard,
    /// The shards do not list the same twins.
    #[error("the shards have different twins")]
    DifferentTwins,
    /// A twin (its number, from 1) the problem does not make.
    #[error("twin {0} is not in the problem")]
    MissingTwin(usize),
    /// A twin's diagram is not a position of its variant.
    #[error("illegal position: {0}")]
    Illegal(DiagramError),
    /// A twin of direct play with a part of another kind.
    #[error("a shard has no direct-play part for this twin")]
    NoDirectPart,
    /// A twin of help play with a part of another kind.
    #[error("a shard has no help-play part for this twin")]
    NoHelpPart,
    /// A solution (its moves) that is not legal in the twin.
    #[error("a solution that is not legal here: {}", .0.join(" "))]
    IllegalSolution(Vec<String>),
    /// A short solution's stipulation that cannot be read.
    #[error("{0}")]
    ShortStipulation(StipulationError),
    /// A short solution (its moves) that is not legal in the twin.
    #[error("a short solution that is not legal here: {}", .0.join(" "))]
    IllegalShortSolution(Vec<String>),
}

/// One twin's part, with what names it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PartRow {
    /// Twin label (`a`, `b`, ...; empty without twins).
    pub label: String,
    /// The twin's stipulation, as written (`h#3`); `None` when the problem
    /// failed before its twins were made.
    pub stipulation: Option<String>,
    /// What the shard found for the twin.
    pub part: TwinPart,
}

/// Solve the shard `settings.shard` of every twin of `problem`.
pub fn shard_problem(problem: &Problem, settings: &CheckSettings) -> Vec<PartRow> {
    check_problem(problem, settings)
        .into_iter()
        .map(|o| {
            let json = o.solution.json();
            let part = match serde_json::from_value::<TwinPart>(json.clone()) {
                Ok(p) if o.status == Status::Ok => p,
                _ if matches!(
                    o.status,
                    Status::Error | Status::Timeout | Status::Interrupted
                ) && json.is_null() =>
                {
                    TwinPart::Failed {
                        status: o.status,
                        detail: o.detail.clone(),
                    }
                }
                _ => TwinPart::Whole {
                    status: o.status,
                    detail: o.detail.clone(),
                    text: o.solution.text(),
                    json,
                },
            };
            PartRow {
                label: o.label,
                stipulation: o.stipulation.map(|s| s.to_string()),
                part,
            }
        })
        .collect()
}

/// Merge the parts of every shard (`parts[shard][twin]`) into the outcomes
/// the unsharded solve gives.
pub fn merge_problem(
    problem: &Problem,
    parts: &[Vec<PartRow>],
) -> Result<Vec<TwinOutcome>, ShardMergeError> {
    let Some(first) = parts.first() else {
        return Err(ShardMergeError::NoShard);
    };
    if parts.iter().any(|p| p.len() != first.len()) {
        return Err(ShardMergeError::DifferentTwins);
    }
    let twins = problem.twin_results().ok();
    let sections = problem
        .solution
        .as_deref()
        .map(intended::twin_sections)
        .unwrap_or_default();
    let mut out = Vec::new();
    for (t, row) in first.iter().enumerate() {
        let stip: Option<Stipulation> = row.stipulation.as_deref().and_then(|s| s.parse().ok());
        let bare = |status: Status, detail: &str, text: &str, json: &Value| TwinOutcome {
            label: row.label.clone(),
            stipulation: stip,
            status,
            detail: detail.to_string(),
            solution: Solution::Written {
                text: text.to_string(),
                json: json.clone(),
            },
            intended: String::new(),
            seconds: 0.0,
        };
        let column: Vec<&TwinPart> = parts.iter().map(|p| &p[t].part).collect();
        if let Some(TwinPart::Failed { status, detail }) =
            column.iter().find(|p| matches!(p, TwinPart::Failed { .. }))
        {
            out.push(bare(*status, detail, "", &Value::Null));
            continue;
        }
        if let Some(TwinPart::Whole {
            status,
            detail,
            text,
            json,
        }) = column.iter().find(|p| matches!(p, TwinPart::Whole { .. }))
        {
            out.push(bare(*status, detail, text, json));
            continue;
        }
        let Some((label, Ok((setup, stip)))) = twins.as_ref().and_then(|l| l.get(t)).cloned()
        else {
            return Err(ShardMergeError::MissingTwin(t + 1));
        };
        let work = MergeTwin {
            column: &column,
            stip: &stip,
            intended_text: run::intended_text(&sections, t, &label),
            intended_count: problem.options.intended_solutions.unwrap_or(1).max(1),
            problem,
        };
        let outcome =
            engine::run_on(&problem.variant, &setup, work).map_err(ShardMergeError::Illegal)??;
        out.push(run::finish(problem, outcome, label, stip));
    }
    Ok(out)
}

/// Merging one twin's parts on the engine of the problem's variant.
struct MergeTwin<'a> {
    problem: &'a Problem,
    column: &'a [&'a TwinPart],
    stip: &'a Stipulation,
    intended_text: Option<&'a str>,
    intended_count: u32,
}

impl OnEngine for MergeTwin<'_> {
    type Output = Result<TwinOutcome, ShardMergeError>;

    fn run<G: ProofGame>(self, pos: &G) -> Result<TwinOutcome, ShardMergeError> {
        let mut out = TwinOutcome::blank(self.stip);
        let (target, variant) = (self.problem.target.as_ref(), &self.problem.variant);
        let intended = match run::read_intended(pos, target, variant, self.stip, self.intended_text)
        {
            Ok(i) => i,
            Err(e) => {
                out.detail = e.to_string();
                return Ok(out);
            }
        };
        let report: Report<G> = if self.stip.is_adversarial() {
            Report::Battle(self.direct_report()?)
        } else {
            Report::Help {
                diagram: *pos,
                report: self.help_report(pos)?,
            }
        };
        Ok(run::judge(
            report,
            pos,
            intended.as_ref(),
            self.intended_text,
            out,
        ))
    }
}

impl MergeTwin<'_> {
    /// The battle play report of the shards' direct parts.
    fn direct_report(&self) -> Result<DirectReport, ShardMergeError> {
        let (mut keys, mut tries, mut set, mut nodes) = (Vec::new(), Vec::new(), None, 0);
        let mut tree_cut = false;
        let mut attacker = "White";
        for p in self.column {
            let TwinPart::Direct {
                attacker: a,
                keys: k,
                tries: t,
                set_play,
                nodes: n,
                tree_cut: cut,
            } = p
            else {
                return Err(ShardMergeError::NoDirectPart);
            };
            keys.extend(k.iter().cloned());
            tries.extend(t.iter().cloned());
            set = set.or_else(|| set_play.clone());
            nodes += n;
            tree_cut |= cut;
            attacker = if a == "Black" {
                Color::Black.name()
            } else {
                Color::White.name()
            };
        }
        let mut report = DirectReport::assemble(self.stip, attacker, keys, tries, set, nodes);
        report.tree_cut = tree_cut;
        Ok(report)
    }

    /// The help play report of the shards' help parts, their lines read
    /// from `pos`.
    fn help_report<G: ProofGame>(&self, pos: &G) -> Result<HelpReport<G::Move>, ShardMergeError> {
        let starter = self.stip.fixed_starter().unwrap_or(Color::White);
        let (mut solutions, mut short) = (Vec::new(), Vec::new());
        let (mut complete, mut searched, mut nodes) = (true, true, 0);
        for p in self.column {
            let TwinPart::Help {
                solutions: s,
                short: sh,
                short_searched,
                complete: c,
                nodes: n,
            } = p
            else {
                return Err(ShardMergeError::NoHelpPart);
            };
            for moves in s {
                solutions.push(
                    Line::parse(*self.stip, moves, pos)
                        .ok_or_else(|| ShardMergeError::IllegalSolution(moves.clone()))?,
                );
            }
            for (st, moves) in sh {
                let st: Stipulation = st.parse().map_err(ShardMergeError::ShortStipulation)?;
                short.push(
                    Line::parse(st, moves, pos)
                        .ok_or_else(|| ShardMergeError::IllegalShortSolution(moves.clone()))?,
                );
            }
            complete &= c;
            searched &= short_searched;
            nodes += n;
        }
        crate::solve::help::sort_lines::<G>(&mut solutions);
        crate::solve::help::sort_lines::<G>(&mut short);
        let verdict = crate::solve::count_verdict(
            solutions.len(),
            short.len(),
            self.intended_count,
            complete,
        );
        Ok(HelpReport {
            stipulation: *self.stip,
            starter,
            intended: self.intended_count,
            solutions,
            short,
            short_searched: searched,
            complete,
            handed_over: None,
            verdict,
            nodes,
        })
    }
}
