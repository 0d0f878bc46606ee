//! The outcome of one twin: its status against the intended solution, a
//! line of explanation, the solver's text and JSON, the time spent.

use super::status::Status;
use crate::stipulation::Stipulation;

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
    /// The intended solution as read, in readable notation with the
    /// arrival board: each key (`1.Kb1/A!`) or solution (`1.Ke4/A Qe5/B
    /// 2.d1=B/A Re3/A#`) on its own line; empty when the problem gives
    /// none or it was not judged.
    pub intended: String,
    /// The solver's report as JSON (null on error).
    pub json: serde_json::Value,
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
            text: String::new(),
            intended: String::new(),
            json: serde_json::Value::Null,
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
