//! What one shard of a solve found for one twin ([`TwinPart`]), made from
//! the reports of its first moves, and written into the shard's JSON.

use crate::solve::direct::{AttackNode, Defence, DirectReport};
use crate::solve::help::{HelpReport, Line};
use crate::verdict::Status;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What one shard found for one twin.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TwinPart {
    /// Direct, self or reflex play: the keys and tries among the shard's
    /// first moves, with their places; set play from shard 1.
    Direct {
        /// The side that plays first: `White` or `Black`.
        attacker: String,
        /// The shard's keys, each with its place among all the first moves
        /// (from 0, in coordinate order).
        keys: Vec<(usize, AttackNode)>,
        /// The shard's tries (when asked), with their places likewise.
        tries: Vec<(usize, AttackNode)>,
        /// Set play, when asked and in shard 1; `None` elsewhere.
        set_play: Option<Vec<Defence>>,
        /// Positions this shard searched.
        nodes: u64,
        /// Some tree was cut at the memory budget
        /// ([`DirectReport::tree_cut`]).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        tree_cut: bool,
    },
    /// Help and series play: the solutions (coordinate moves) of each
    /// length found under the shard's first moves.
    Help {
        /// Full-length solutions.
        solutions: Vec<Vec<String>>,
        /// Short solutions with their stipulation.
        short: Vec<(String, Vec<String>)>,
        /// Whether the shorter lengths were searched.
        short_searched: bool,
        /// False when the solution limit stopped this shard's search (there
        /// may be more).
        complete: bool,
        /// Moves this shard's search played.
        nodes: u64,
    },
    /// Solved whole here (a proof game, in shard 1): the outcome itself.
    Whole {
        /// The twin's status.
        status: Status,
        /// One line of explanation.
        detail: String,
        /// The solver's full text output.
        text: String,
        /// The solver's report as JSON.
        json: Value,
    },
    /// Solved whole by another shard.
    Elsewhere,
    /// This shard could not solve it (an error, the time limit): so the
    /// merged solve cannot either.
    Failed {
        /// [`Status::Error`], [`Status::Timeout`] or [`Status::Interrupted`].
        status: Status,
        /// One line of explanation.
        detail: String,
    },
}

/// The part marking a twin solved by another shard.
pub fn elsewhere() -> Value {
    serde_json::to_value(TwinPart::Elsewhere).unwrap_or_default()
}

/// The part of a direct report solved on a shard's first moves.
pub fn direct_part(r: &DirectReport) -> Value {
    let part = TwinPart::Direct {
        attacker: r.attacker.to_string(),
        keys: r
            .key_roots
            .iter()
            .copied()
            .zip(r.keys.iter().cloned())
            .collect(),
        tries: r
            .try_roots
            .iter()
            .copied()
            .zip(r.tries.iter().cloned())
            .collect(),
        set_play: r.set_play.clone(),
        nodes: r.nodes,
        tree_cut: r.tree_cut,
    };
    serde_json::to_value(part).unwrap_or_default()
}

/// The part of a help report solved on a shard's first moves.
pub fn help_part<M: Copy + std::fmt::Display + PartialEq>(r: &HelpReport<M>) -> Value {
    let part = TwinPart::Help {
        solutions: r.solutions.iter().map(Line::uci).collect(),
        short: r
            .short
            .iter()
            .map(|l| (l.stipulation.to_string(), l.uci()))
            .collect(),
        short_searched: r.short_searched,
        complete: r.complete,
        nodes: r.nodes,
    };
    serde_json::to_value(part).unwrap_or_default()
}

/// The part of a report solved on a shard's first moves; `None` for a proof
/// game, which is solved whole (by shard 1) and judged as it is.
pub fn report_part<G: crate::game::Game>(report: &crate::solve::Report<G>) -> Option<Value> {
    use crate::solve::Report;
    match report {
        Report::Battle(r) => Some(direct_part(r)),
        Report::Help { report, .. } => Some(help_part(report)),
        Report::Proof(_) => None,
    }
}
