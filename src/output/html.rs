//! The HTML report of `alice check --html REPORT.html`: one self-contained
//! page a tourney judge can open (no script, no external style, font or
//! image): one row per problem and twin with its diagram (inline SVG), the
//! status against the intended solution with its reason, and the solution
//! as `alice solve` prints it; then the summary table.
//!
//! The page is written as rows come in (in the report's order), so a long
//! batch does not keep its rows in memory; every text is escaped, and the
//! page is well-formed XML as well as HTML (tests parse it back).

use crate::output::diagram::{escape_xml as esc, svg, Drawing};
use crate::problem::Problem;
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
}

const STYLE: &str =
    "body{font-family:'DejaVu Sans',Helvetica,Arial,sans-serif;margin:1.5em;color:#111}\
table{border-collapse:collapse}\
td,th{border:1px solid #999;padding:6px 8px;vertical-align:top;text-align:left}\
th{background:#eee}\
td.diagram svg{width:420px;height:auto}\
pre{margin:0;font-size:12px;white-space:pre-wrap}\
.file{font-family:monospace;font-size:12px;color:#444}\
.heading{margin-top:4px}\
.status{font-weight:bold;padding:2px 6px;border-radius:3px;white-space:nowrap}\
.st-ok,.st-duals{background:#d7f0d0}\
.st-short-solution,.st-cooked,.st-no-solution,.st-differs-from-intended{background:#f6d4cf}\
.st-error,.st-timeout,.st-interrupted{background:#f3e6b8}\
.detail{margin-top:6px;font-size:13px}";

/// The class name of a status (`st-short-solution`).
pub fn status_class(status: Status) -> String {
    format!("st-{}", status.words().replace(' ', "-"))
}

/// A report being written: [`HtmlReport::begin`], then [`HtmlReport::rows`]
/// in report order, then [`HtmlReport::finish`].
pub struct HtmlReport<W: Write> {
    out: W,
    rows: usize,
    error: Option<io::Error>,
}

impl<W: Write> HtmlReport<W> {
    /// Start the page, with a title (e.g. the paths checked).
    pub fn begin(mut out: W, title: &str) -> io::Result<HtmlReport<W>> {
        write!(
            out,
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n\
             <title>alice check: {t}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n\
             <h1>alice check</h1>\n<p>{t} &#8212; <a href=\"#summary\">summary</a></p>\n\
             <table class=\"report\">\n<thead><tr><th>problem</th><th>diagram</th>\
             <th>status</th><th>solution</th></tr></thead>\n<tbody>\n",
            t = esc(title)
        )?;
        Ok(HtmlReport {
            out,
            rows: 0,
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
        for row in rows {
            let diagram = diagrams
                .iter()
                .find(|(label, _)| label == row.label)
                .map(|(_, d)| d);
            if let Err(e) = self.row(problem, row, diagram) {
                self.error = Some(e);
                return;
            }
        }
    }

    fn row(
        &mut self,
        problem: Option<&Problem>,
        row: &Row,
        diagram: Option<&Result<Drawing, String>>,
    ) -> io::Result<()> {
        self.rows += 1;
        let n = self.rows;
        let class = status_class(row.status);
        write!(
            self.out,
            "<tr id=\"row-{n}\" class=\"row\" data-status=\"{}\">\n<td class=\"problem\">\
             <div class=\"file\">{}#{}</div>",
            esc(row.status.words()),
            esc(row.file),
            row.index
        )?;
        if !row.label.is_empty() {
            write!(self.out, "<div class=\"twin\">{})</div>", esc(row.label))?;
        }
        if let Some(p) = problem {
            for line in crate::output::problem::heading_lines(p) {
                write!(self.out, "<div class=\"heading\">{}</div>", esc(&line))?;
            }
        }
        if let Some(s) = &row.stipulation {
            write!(self.out, "<div class=\"stip\">{}</div>", esc(s))?;
        }
        write!(self.out, "</td>\n<td class=\"diagram\">")?;
        match diagram {
            Some(Ok(d)) => self
                .out
                .write_all(svg::render_with_ids(d, &format!("d{n}-")).as_bytes())?,
            Some(Err(why)) => write!(self.out, "no diagram: {}", esc(why))?,
            None => write!(self.out, "no diagram")?,
        }
        write!(
            self.out,
            "</td>\n<td><span class=\"status {class}\">{}</span>\
             <div class=\"detail\">{}</div></td>\n<td class=\"solution\"><pre>{}</pre></td>\n</tr>\n",
            esc(row.status.words()),
            esc(row.detail),
            esc(row.solution)
        )
    }

    /// End the page with the summary table (counts by status; `resumed`
    /// rows came from an earlier report and are not on this page).
    pub fn finish(mut self, counts: &BTreeMap<Status, usize>, resumed: usize) -> io::Result<()> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        let out = &mut self.out;
        write!(
            out,
            "</tbody>\n</table>\n<h2 id=\"summary\">Summary</h2>\n<table class=\"summary\">\n\
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
                "<p>{resumed} of them from the resumed report (not shown above).</p>"
            )?;
        }
        writeln!(out, "</body>\n</html>")?;
        out.flush()
    }
}

/// The diagram of each twin of `problem` (its own position and
/// stipulation), by twin label; a twin that cannot be built gives the
/// reason instead.
pub fn twin_diagrams(problem: &Problem) -> Vec<(String, Result<Drawing, String>)> {
    let twins = match problem.twin_list() {
        Ok(t) => t,
        Err(e) => return vec![(String::new(), Err(e.to_string()))],
    };
    twins
        .into_iter()
        .map(|(label, diagram, stipulation)| {
            let mut one = problem.clone();
            one.diagram = diagram;
            one.stipulation = stipulation;
            one.twins.clear();
            let d = Drawing::from_problem(&one).map_err(|e| e.to_string());
            (label, d)
        })
        .collect()
}
