//! The outcome of one twin: its status against the intended solution, a
//! line of explanation, the solver's report (written as text or JSON only
//! when a printer asks), the time spent.

use super::status::Status;
use crate::stipulation::Stipulation;
use std::sync::Arc;

/// A solver's report as the printers see it: written out as text or as
/// JSON when one of them asks (a batch writes one of the two, never both;
/// `crate::output::report` implements it for `solve::Report`).
pub trait WritableReport: Send + Sync + std::fmt::Debug {
    /// The report as `alice solve` prints it.
    fn text(&self) -> String;
    /// The report as JSON (`alice solve --json`, the `result` of a row).
    fn json(&self) -> serde_json::Value;
}

/// What a twin's solve left for the printers.
#[derive(Clone, Debug, Default)]
pub enum Solution {
    /// Nothing: an error, a timeout, a twin not solved.
    #[default]
    None,
    /// The solver's report, written when printed.
    Report(Arc<dyn WritableReport>),
    /// Already written: a shard's part (JSON only) or reports merged from
    /// shards.
    Written {
        /// The text (empty for a shard's part).
        text: String,
        /// The JSON.
        json: serde_json::Value,
    },
}

impl Solution {
    /// JSON only (a shard's part of a report).
    pub fn json_only(json: serde_json::Value) -> Solution {
        Solution::Written {
            text: String::new(),
            json,
        }
    }

    /// The solver's text (empty when there is none).
    pub fn text(&self) -> String {
        match self {
            Solution::None => String::new(),
            Solution::Report(r) => r.text(),
            Solution::Written { text, .. } => text.clone(),
        }
    }

    /// The solver's JSON (null when there is none).
    pub fn json(&self) -> serde_json::Value {
        match self {
            Solution::None => serde_json::Value::Null,
            Solution::Report(r) => r.json(),
            Solution::Written { json, .. } => json.clone(),
        }
    }
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
    /// The solver's report (nothing on error).
    pub solution: Solution,
    /// The intended solution as read, in readable notation with the
    /// arrival board: each key (`1.Kb1/A!`) or solution (`1.Ke4/A Qe5/B
    /// 2.d1=B/A Re3/A#`) on its own line; empty when the problem gives
    /// none or it was not judged.
    pub intended: String,
    /// Seconds spent.
    pub seconds: f64,
}

impl TwinOutcome {
    /// An outcome not yet filled in (an error until a solve says otherwise).
    pub fn blank(stip: &Stipulation) -> TwinOutcome {
        TwinOutcome {
            label: String::new(),
            stipulation: Some(*stip),
            status: Status::Error,
            detail: String::new(),
            solution: Solution::None,
            intended: String::new(),
            seconds: 0.0,
        }
    }

    /// The outcome of a solve that did not finish: a timeout or an error.
    pub fn failed(mut self, timed_out: bool, reason: String) -> TwinOutcome {
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
