//! The printers: solver reports as text (the problemists' layout) and JSON
//! (docs/json.md), problems, diagrams and the judge's HTML report. No
//! printer runs a solver.

pub mod diagram;
pub mod direct;
pub mod help;
pub mod html;
mod html_diff;
pub mod problem;
pub mod proof;
pub mod report;

/// The version of the JSON documents' layout, named by every document's
/// `schema_version` (docs/json.md). Raised when a field is renamed or
/// removed or its meaning changes; adding a field keeps it.
pub const JSON_SCHEMA_VERSION: u32 = 1;

/// The format a report is printed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The problemists' text layout.
    Text,
    /// A JSON document (docs/json.md).
    Json,
}
