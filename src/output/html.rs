//! The HTML report of `alice check --html REPORT.html`: one self-contained
//! page a tourney judge can open (no external style, font, image or
//! script). At the top, the summary: counts by status, the controls that
//! filter the rows by status and order them (failures first), and an
//! index with a link to every row, failures first. Then one section per
//! problem and twin: its diagram (inline SVG, scaled to the number and
//! size of its boards), the status with its reason, and the solution found
//! beside the intended one, both in readable notation with the arrival
//! board (`1.Kb1/A`); where a problem is not as intended, the moves where
//! the two part are marked (`html_diff.rs`). The index names each
//! problem by its authors and source (its file on hover), and the status
//! filter hides its lines with the rows.
//!
//! The rows are written as they come in (in the report's order), so a long
//! batch does not keep its rows in memory: the summary, known only at the
//! end, is written last and shown first (by CSS order on screen, moved to
//! the top by the inline script, which also runs the controls; the page
//! reads without the script). Only the index (a line per row) is kept.
//! Every text is escaped, and the page is well-formed XML as well as HTML
//! (tests parse it back).

use crate::engine::DiagramError;
use crate::output::diagram::{escape_xml as esc, svg, Drawing};
use crate::problem::Problem;
use crate::twin::TwinError;
use crate::verdict::intended::twin_sections;
use crate::verdict::Status;
use std::collections::BTreeMap;
use std::io::{self, Write};

/// One row of the report: a problem or twin as `alice check` judged it.
#[derive(Clone, Debug)]
pub struct Row<'a> {
    /// The file as given.
    pub file: &'a str,
    /// The problem's index in its file (from 1).
    pub index: usize,
    /// Twin label (`a`, `b`, ...; empty without twins).
    pub label: &'a str,
    /// The stipulation solved.
    pub stipulation: Option<String>,
    /// The status against the intended solution.
    pub status: Status,
    /// The one-line reason.
    pub detail: &'a str,
    /// The solver's output (empty on error).
    pub solution: &'a str,
    /// The intended solution in readable notation (a key or solution a
    /// line; empty when there is none or it was not read).
    pub intended: &'a str,
}

/// The page's style (screen and print).
const STYLE: &str = include_str!("html_style.css");

/// The page's script: the filter and order controls.
const SCRIPT: &str = include_str!("html_script.js");

/// The scale of the diagrams on the page (of the SVG's own size: a square
/// of 45 units is drawn 27 px wide), so that a diagram's width follows the
/// number and size of its boards.
const DIAGRAM_SCALE: f64 = 0.6;

/// The class name of a status (`st-short-solution`).
pub fn status_class(status: Status) -> String {
    format!("st-{}", status.words().replace(' ', "-"))
}

/// Where a status sorts with "failures first": the failures in the order
/// of [`Status::ALL`], then duals, then ok (our choice: what a judge must
/// look at comes first, remarks before the sound problems).
pub fn failure_rank(status: Status) -> usize {
    match status {
        Status::Duals => Status::ALL.len(),
        Status::Ok => Status::ALL.len() + 1,
        s => Status::ALL.iter().position(|x| *x == s).unwrap_or(0),
    }
}

/// What the index keeps of a row.
struct Entry {
    n: usize,
    place: String,
    /// Authors and source (the file when the problem has none).
    name: String,
    stipulation: String,
    status: Status,
    detail: String,
}

/// A report being written: [`HtmlReport::begin`], then [`HtmlReport::rows`]
/// in report order, then [`HtmlReport::finish`].
pub struct HtmlReport<W: Write> {
    out: W,
    entries: Vec<Entry>,
    error: Option<io::Error>,
}

impl<W: Write> HtmlReport<W> {
    /// Start the page, with a title (e.g. the paths checked).
    pub fn begin(mut out: W, title: &str) -> io::Result<HtmlReport<W>> {
        write!(
            out,
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n\
             <title>alice check: {t}</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n\
             <header class=\"page-head\"><h1>alice check</h1>\n<p>{t} &#8212; \
             <a href=\"#summary\">summary and index</a></p></header>\n\
             <main id=\"rows\">\n",
            t = esc(title)
        )?;
        Ok(HtmlReport {
            out,
            entries: Vec::new(),
            error: None,
        })
    }

    /// Write the rows of one problem (one per twin); `problem` is `None`
    /// when the problem could not be read (no diagram). A write error is
    /// kept and returned by [`HtmlReport::finish`].
    pub fn rows(&mut self, problem: Option<&Problem>, rows: &[Row]) {
        if self.error.is_some() {
            return;
        }
        let diagrams = problem.map(twin_diagrams).unwrap_or_default();
        let sections = problem
            .and_then(|p| p.solution.as_deref())
            .map(twin_sections)
            .unwrap_or_default();
        for (i, row) in rows.iter().enumerate() {
            let diagram = diagrams
                .iter()
                .find(|(label, _)| label == row.label)
                .map(|(_, d)| d);
            // The composer's text of this twin: its section, or the whole
            // text for the first (or only) twin.
            let written = sections
                .iter()
                .find(|(l, _)| l == row.label)
                .or_else(|| (i == 0).then(|| sections.first()).flatten())
                .map(|(_, t)| t.trim_end());
            if let Err(e) = self.row(problem, row, diagram, written) {
                self.error = Some(e);
                return;
            }
        }
    }

    fn row(
        &mut self,
        problem: Option<&Problem>,
        row: &Row,
        diagram: Option<&Result<Drawing, NoDiagram>>,
        written: Option<&str>,
    ) -> io::Result<()> {
        let n = self.entries.len() + 1;
        let class = status_class(row.status);
        let mut place = format!("{}#{}", row.file, row.index);
        if !row.label.is_empty() {
            place.push_str(&format!(" {})", row.label));
        }
        let stipulation = row.stipulation.clone().unwrap_or_default();
        let name = index_name(problem, row.label).unwrap_or_else(|| place.clone());
        let words = esc(row.status.words());
        let out = &mut self.out;
        write!(
            out,
            "<section id=\"row-{n}\" class=\"row\" data-status=\"{words}\" data-n=\"{n}\" \
             data-rank=\"{}\">\n<h2 class=\"row-head\"><span class=\"num\">{n}.</span> \
             <span class=\"status {class}\">{words}</span> <span class=\"stip\">{}</span> \
             <span class=\"where\">{}</span></h2>\n",
            failure_rank(row.status),
            esc(&stipulation),
            esc(&place),
        )?;
        if let Some(p) = problem {
            let lines = crate::output::problem::heading_lines(p);
            if !lines.is_empty() {
                let lines: Vec<String> = lines.iter().map(|l| esc(l)).collect();
                writeln!(
                    out,
                    "<div class=\"heading\">{}</div>",
                    lines.join(" &#183; ")
                )?;
            }
        }
        writeln!(out, "<div class=\"body\">")?;
        write_diagram(out, n, diagram)?;
        write_texts(out, row, written, &class, &words)?;
        write!(out, "</div>\n</div>\n</div>\n</div>\n</section>\n")?;
        self.entries.push(Entry {
            n,
            place,
            name,
            stipulation,
            status: row.status,
            detail: row.detail.to_string(),
        });
        Ok(())
    }

    /// End the page with the summary: counts by status (`resumed` rows
    /// came from an earlier report and are not on this page), the
    /// controls, and the index of the rows, failures first.
    pub fn finish(mut self, counts: &BTreeMap<Status, usize>, resumed: usize) -> io::Result<()> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        let out = &mut self.out;
        write!(
            out,
            "</main>\n<section id=\"summary\">\n<h2>Summary</h2>\n<table class=\"summary counts\">\n\
             <thead><tr><th>status</th><th>count</th></tr></thead>\n<tbody>\n"
        )?;
        for s in Status::ALL {
            if let Some(c) = counts.get(&s) {
                writeln!(
                    out,
                    "<tr data-status=\"{w}\"><td><span class=\"status {}\">{w}</span></td>\
                     <td>{c}</td></tr>",
                    status_class(s),
                    w = esc(s.words())
                )?;
            }
        }
        let total: usize = counts.values().sum();
        writeln!(
            out,
            "<tr class=\"total\"><td>total</td><td>{total}</td></tr>\n</tbody>\n</table>"
        )?;
        if resumed > 0 {
            writeln!(
                out,
                "<p>{resumed} of them from the resumed report (not shown on this page).</p>"
            )?;
        }
        // The controls (shown only when the script runs).
        write!(
            out,
            "<div class=\"controls\" id=\"filters\"><span>show:</span>"
        )?;
        for s in Status::ALL {
            if self.entries.iter().any(|e| e.status == s) {
                write!(
                    out,
                    "<label><input type=\"checkbox\" value=\"{w}\" checked=\"checked\"/> \
                     <span class=\"status {}\">{w}</span></label>",
                    status_class(s),
                    w = esc(s.words())
                )?;
            }
        }
        writeln!(
            out,
            "<label>order: <select id=\"order\"><option value=\"checked\">as checked</option>\
             <option value=\"failures\">failures first</option></select></label>\
             <span id=\"shown\"></span></div>"
        )?;
        // The index, failures first (then in report order).
        let mut order: Vec<&Entry> = self.entries.iter().collect();
        order.sort_by_key(|e| (failure_rank(e.status), e.n));
        let failures = order.iter().filter(|e| !e.status.as_intended()).count();
        writeln!(
            out,
            "<h2>Index</h2>\n<p>{} problems and twins on this page; {failures} not as \
             intended, listed first.</p>\n<table class=\"index\">\n<thead><tr><th>status</th>\
             <th>problem</th><th>stipulation</th><th>reason</th></tr></thead>\n<tbody>",
            self.entries.len()
        )?;
        for e in order {
            writeln!(
                out,
                "<tr data-status=\"{w}\"><td><span class=\"status {}\">{w}</span></td>\
                 <td class=\"problem\"><a href=\"#row-{}\" title=\"{}\">{}</a></td><td>{}</td>\
                 <td class=\"reason\">{}</td></tr>",
                status_class(e.status),
                e.n,
                esc(&e.place),
                esc(&e.name),
                esc(&e.stipulation),
                esc(&e.detail),
                w = esc(e.status.words())
            )?;
        }
        writeln!(
            out,
            "</tbody>\n</table>\n</section>\n<script>//<![CDATA[\n{SCRIPT}//]]>\n</script>\n\
             </body>\n</html>"
        )?;
        out.flush()
    }
}
/// Write the diagram of row `n` (or why there is none).
fn write_diagram(
    out: &mut impl Write,
    n: usize,
    diagram: Option<&Result<Drawing, NoDiagram>>,
) -> io::Result<()> {
    match diagram {
        Some(Ok(d)) => {
            // The bibliography is the row's heading: not again in the
            // diagram.
            let mut d = d.clone();
            d.heading.clear();
            let d = &d;
            let width = (svg::size(d).0 as f64 * DIAGRAM_SCALE).round();
            writeln!(
                out,
                "<div class=\"diagram boards-{}\" style=\"--w:{width}px\">{}</div>",
                d.boards,
                svg::render_with_ids(d, &format!("d{n}-"))
            )?;
        }
        Some(Err(why)) => writeln!(
            out,
            "<div class=\"diagram none\">no diagram: {}</div>",
            esc(&why.to_string())
        )?,
        None => writeln!(out, "<div class=\"diagram none\">no diagram</div>")?,
    }
    Ok(())
}

/// Write a row's reason and its two solutions, intended (and `written` in
/// the file) and found, the moves where they part marked; `class` and
/// `words` show its status.
fn write_texts(
    out: &mut impl Write,
    row: &Row,
    written: Option<&str>,
    class: &str,
    words: &str,
) -> io::Result<()> {
    // Not as intended: the moves where the two solutions part, marked.
    let (intended, found, marks) =
        if row.status.as_intended() || row.intended.is_empty() || row.solution.is_empty() {
            (esc(row.intended), esc(row.solution.trim_end()), 0)
        } else {
            // Battle play differs by its keys; other play line by line.
            let battle = row
                .stipulation
                .as_deref()
                .and_then(|s| s.parse::<crate::stipulation::Stipulation>().ok())
                .is_some_and(|s| s.solver() == crate::stipulation::SolverKind::Battle);
            let mark = if battle {
                super::html_diff::marked_keys
            } else {
                super::html_diff::marked
            };
            let (intended, a) = mark(row.intended, row.solution);
            let (found, b) = mark(row.solution.trim_end(), row.intended);
            (intended, found, a + b)
        };
    write!(
        out,
        "<div class=\"texts\">\n<p class=\"reason\"><span class=\"status {class}\">{words}</span> \
         {}</p>\n{}<div class=\"solutions\">\n<div class=\"intended\"><h3>intended</h3>",
        esc(row.detail),
        if marks > 0 {
            "<p class=\"marks\"><mark class=\"diff\">marked</mark>: the moves where the \
             solution found and the intended one part.</p>\n"
        } else {
            ""
        }
    )?;
    match (row.intended.is_empty(), written) {
        (false, _) => write!(out, "<pre>{intended}</pre>")?,
        (true, Some(_)) => write!(out, "<p class=\"none\">not read (see the reason)</p>")?,
        (true, None) => write!(out, "<p class=\"none\">none given in the file</p>")?,
    }
    if let Some(text) = written {
        write!(
            out,
            "<details><summary>as written in the file</summary><pre>{}</pre></details>",
            esc(text)
        )?;
    }
    write!(out, "</div>\n<div class=\"found\"><h3>found by alice</h3>")?;
    if row.solution.is_empty() {
        write!(out, "<p class=\"none\">no solution text</p>")?;
    } else {
        write!(out, "<pre>{found}</pre>")?;
    }
    Ok(())
}

/// A problem as the index names it: its authors and source (name and
/// date), with the twin's label (`b)`); `None` when it has neither (or
/// could not be read).
fn index_name(problem: Option<&Problem>, label: &str) -> Option<String> {
    let p = problem?;
    let source = p.source.as_ref().map(|s| {
        [&s.name, &s.date]
            .into_iter()
            .filter_map(|x| x.as_deref())
            .collect::<Vec<_>>()
            .join(", ")
    });
    let parts: Vec<String> = [Some(p.authors.join("; ")), source]
        .into_iter()
        .flatten()
        .filter(|x| !x.is_empty())
        .collect();
    if parts.is_empty() {
        return None;
    }
    let mut name = parts.join(" \u{2014} ");
    if !label.is_empty() {
        name.push_str(&format!(" {label})"));
    }
    Some(name)
}

/// Why a twin has no diagram.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NoDiagram {
    /// The twin cannot be made.
    #[error(transparent)]
    Twin(#[from] TwinError),
    /// Its position cannot be drawn.
    #[error(transparent)]
    Diagram(#[from] DiagramError),
}

/// The diagram of each twin of `problem` (its own position and
/// stipulation), by twin label; a twin that cannot be built gives the
/// reason instead.
pub fn twin_diagrams(problem: &Problem) -> Vec<(String, Result<Drawing, NoDiagram>)> {
    let twins = match problem.twin_results() {
        Ok(t) => t,
        Err(e) => return vec![(String::new(), Err(e.into()))],
    };
    twins
        .into_iter()
        .map(|(label, made)| {
            let (diagram, stipulation) = match made {
                Ok(made) => made,
                Err(e) => return (label, Err(e.into())),
            };
            let mut one = problem.clone();
            one.diagram = diagram;
            one.stipulation = stipulation;
            one.twins.clear();
            let d = Drawing::from_problem(&one).map_err(NoDiagram::from);
            (label, d)
        })
        .collect()
}
