//! The printers of a twin's [`Report`], whatever the kind of play: its text
//! (the problemists' layout) and its JSON, as values or written as they are
//! made. The kind of play is matched here once for every format.

use super::direct;
use crate::game::Game;
use crate::solve::Report;
use crate::verdict::WritableReport;
use serde_json::Value;
use std::io::{self, Write};

/// The report as text.
pub fn to_text<G: Game>(report: &Report<G>) -> String {
    match report {
        Report::Battle(r) => direct::render(r),
        Report::Help { diagram, report } => report.to_text(diagram),
        Report::Proof(r) => r.to_text(),
    }
}

/// The report as text, written to `out` as it is made (a help report of
/// millions of lines is never held as one text).
pub fn write_text<G: Game>(report: &Report<G>, out: &mut dyn Write) -> io::Result<()> {
    match report {
        Report::Battle(r) => out.write_all(direct::render(r).as_bytes()),
        Report::Help { diagram, report } => report.write_text(diagram, out),
        Report::Proof(r) => r.write_text(out),
    }
}

/// A report kept in a `verdict::TwinOutcome` is written by these printers
/// when a row is printed.
impl<G: Game> WritableReport for Report<G> {
    fn text(&self) -> String {
        to_text(self)
    }

    fn json(&self) -> Value {
        to_json(self)
    }
}

/// The report as a JSON value.
pub fn to_json<G: Game>(report: &Report<G>) -> Value {
    match report {
        Report::Battle(r) => direct::to_json(r),
        Report::Help { diagram, report } => report.to_json(diagram),
        Report::Proof(r) => r.to_json(),
    }
}

/// The report as a pretty JSON document (its `schema_version` and
/// `variant`, when given, added), written to
/// `out` (a help report's lines as they are made), and a newline.
pub fn write_json<G: Game>(
    report: &Report<G>,
    variant: Option<String>,
    out: &mut impl Write,
) -> io::Result<()> {
    let mut json = match report {
        Report::Help { diagram, report } => return report.write_json(diagram, variant, out),
        Report::Battle(r) => direct::to_json(r),
        Report::Proof(r) => r.to_json(),
    };
    if let Some(obj) = json.as_object_mut() {
        obj.insert("schema_version".into(), super::JSON_SCHEMA_VERSION.into());
        if let Some(v) = variant {
            obj.insert("variant".into(), v.into());
        }
    }
    serde_json::to_writer_pretty(&mut *out, &json).map_err(io::Error::from)?;
    writeln!(out)
}
