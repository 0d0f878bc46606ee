//! A checked problem as text: its header (authors, source, stipulation, and
//! the variant when it is not standard Alice Chess),
//! then for each twin the solver's output and the status against the
//! intended solution. Used by `alice solve FILE` and the snapshot tests.

use crate::problem::Problem;
use crate::verdict::TwinOutcome;
use std::fmt::Write as _;

/// The bibliographic lines of a problem: authors, source, award, title
/// (each only when the problem has it).
pub fn heading_lines(problem: &Problem) -> Vec<String> {
    let mut out = Vec::new();
    if !problem.authors.is_empty() {
        out.push(problem.authors.join("; "));
    }
    if let Some(src) = &problem.source {
        let parts: Vec<&str> = [&src.name, &src.issue, &src.date]
            .into_iter()
            .filter_map(|p| p.as_deref())
            .collect();
        if !parts.is_empty() {
            out.push(parts.join(", "));
        }
    }
    if let Some(award) = &problem.award {
        // YACPDB's "ditto": the tourney is the source.
        let tourney = match award.tourney.as_deref() {
            Some("ditto") => problem.source.as_ref().and_then(|s| s.name.as_deref()),
            other => other,
        };
        let parts: Vec<&str> = [award.distinction.as_deref(), tourney]
            .into_iter()
            .flatten()
            .collect();
        if !parts.is_empty() {
            out.push(parts.join(", "));
        }
    }
    if let Some(t) = &problem.title {
        out.push(t.clone());
    }
    out
}

/// The header lines of a problem.
pub fn header(problem: &Problem) -> String {
    let mut out = String::new();
    for line in heading_lines(problem) {
        let _ = writeln!(out, "{line}");
    }
    let _ = write!(out, "{}  {}", problem.diagram.fen(), problem.stipulation);
    if !problem.variant.is_standard() {
        let _ = write!(out, "  {}", problem.variant);
    }
    out.push('\n');
    out
}

/// Header, each twin's solution and status.
pub fn render(problem: &Problem, outcomes: &[TwinOutcome]) -> String {
    let mut out = header(problem);
    for o in outcomes {
        out.push('\n');
        if !o.label.is_empty() {
            let stip = o.stipulation.map(|s| s.to_string()).unwrap_or_default();
            let _ = writeln!(out, "{}) {stip}", o.label);
        }
        out.push_str(&o.solution.text());
        let _ = writeln!(out, "status: {} ({})", o.status.words(), o.detail);
    }
    out
}
