//! `alice check --html`: the report page parsed back (strictly, as XML):
//! one row per problem and twin, the statuses, a diagram in every row that
//! has a problem, the solution found beside the intended one, reasons in
//! readable notation, the summary with its index (failures first), and
//! escaping. The layout in a browser: `html_browser.rs`.

use crate::common::cli;
use cli::{alice, scratch};
use std::path::Path;

fn problem(file: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("problems")
        .join(file)
        .display()
        .to_string()
}

/// The text of an element and its descendants.
fn text_of(node: roxmltree::Node) -> String {
    node.descendants()
        .filter(|n| n.is_text())
        .filter_map(|n| n.text())
        .collect()
}

fn has_class(node: &roxmltree::Node, class: &str) -> bool {
    node.attribute("class")
        .is_some_and(|c| c.split_whitespace().any(|w| w == class))
}

#[test]
fn html_report_has_every_row_status_and_diagram() {
    let dir = scratch("html-report");
    // A problem whose author needs escaping, and a broken file.
    let marks = std::fs::read_to_string(problem("marks-the-problemist-1999.yaml")).unwrap();
    let tricky = marks.replace("Marks, Udo", "Marks <&> \"Udo\"");
    let tricky_path = dir.join("tricky.yaml");
    std::fs::write(&tricky_path, tricky).unwrap();
    // The try 1.Qd3/A marked as the key: differs from intended.
    let wrong = marks
        .replace("1.Ka2-b1A ! zugzwang.", "1.Ka2-b1A ? zugzwang.")
        .replace("1.Qa3-d3A ? threat:", "1.Qa3-d3A ! threat:");
    let wrong_path = dir.join("wrong.yaml");
    std::fs::write(&wrong_path, wrong).unwrap();
    let broken = dir.join("broken.yaml");
    std::fs::write(&broken, "---\nstipulation: '#2'\nfen: 'not a fen'\n").unwrap();
    let report = dir.join("report.html");
    let (code, stdout, stderr) = alice(&[
        "check",
        &problem("caillaud-andernach-5th-place-2025.yaml"),
        &problem("rittirsch-pachl-andernach-4th-place-2025.yaml"),
        tricky_path.to_str().unwrap(),
        broken.to_str().unwrap(),
        wrong_path.to_str().unwrap(),
        "--html",
        report.to_str().unwrap(),
        "-j",
        "2",
    ]);
    assert_eq!(code, 2, "a broken file: exit 2\n{stdout}\n{stderr}");
    let page = std::fs::read_to_string(&report).unwrap();
    assert!(page.starts_with("<!DOCTYPE html>\n<html"));
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..Default::default()
    };
    let doc =
        roxmltree::Document::parse_with_options(&page, options).expect("the report is well-formed");
    let rows: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("section") && has_class(n, "row"))
        .collect();
    // Caillaud (1), Rittirsch twins a and b (2), tricky Marks (1), broken
    // (1), wrong Marks (1).
    let statuses: Vec<&str> = rows
        .iter()
        .map(|r| r.attribute("data-status").unwrap())
        .collect();
    assert_eq!(
        statuses,
        ["ok", "ok", "ok", "duals", "error", "differs from intended"]
    );
    // The text report has the same rows in the same order.
    let text_statuses: Vec<&str> = stdout
        .lines()
        .take_while(|l| !l.is_empty())
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(
        text_statuses,
        ["ok", "ok", "ok", "duals", "error", "differs"]
    );
    // Reasons in readable notation with the arrival board.
    assert!(
        stdout.contains("keys found: 1.Kb1/A; intended: 1.Qd3/A"),
        "{stdout}"
    );
    assert!(stdout.contains("key 1.Kb1/A; 1 defence answered by duals"));
    for (i, row) in rows.iter().enumerate() {
        let svgs: Vec<_> = row
            .descendants()
            .filter(|n| n.has_tag_name("svg"))
            .collect();
        if i != 4 {
            assert_eq!(svgs.len(), 1, "row {i} has its diagram");
            // Two boards, 32 squares of each colour: the diagram is there.
            let dark = svgs[0]
                .descendants()
                .filter(|n| n.attribute("fill") == Some("#b58863"))
                .count();
            assert_eq!(dark, 64, "row {i}: 32 dark squares on each board");
            let men = svgs[0]
                .descendants()
                .filter(|n| n.has_tag_name("use"))
                .count();
            assert_eq!(men, [5, 13, 13, 18, 0, 18][i], "row {i}: every man drawn");
        } else {
            assert!(svgs.is_empty());
            assert!(text_of(*row).contains("no diagram"));
        }
    }
    // The twins' diagrams differ: b) moves the king from h1 to h2.
    assert!(text_of(rows[1]).contains("a)") && text_of(rows[2]).contains("b)"));
    // The solution found (as alice solve prints it) beside the intended one
    // (read from the file's `Ka2-b1A` notation, written readable).
    let part = |row: roxmltree::Node, class: &str| {
        row.descendants()
            .find(|n| has_class(n, class))
            .map(text_of)
            .unwrap_or_default()
    };
    assert!(part(rows[0], "found").contains("1.Ke4/A Qe5/B 2.d1=B/A Re3/A#"));
    assert!(part(rows[0], "intended").contains("1.Ke4/A Qe5/B 2.d1=B/A Re3/A#"));
    assert!(part(rows[0], "intended").contains("1.Kf4/A Qf5/B 2.d1=N/A Rf3/A#"));
    assert!(
        part(rows[0], "intended").contains("1.Ke5-f4A Qc5-f5B"),
        "as written"
    );
    // Battle play: the composer's whole text, each move written readable.
    let intended = part(rows[5], "intended");
    assert!(
        intended.starts_with("intended1.Kb1/A ? zugzwang."),
        "{intended}"
    );
    assert!(intended.contains("1.Qd3/A ! threat:\n       2.Rd5/A#\n"));
    assert!(intended.contains("1.Ka2-b1A ? zugzwang."), "as written");
    assert!(part(rows[5], "found").contains("1.Kb1/A! zugzwang."));
    assert!(part(rows[5], "reason").contains("keys found: 1.Kb1/A; intended: 1.Qd3/A"));
    assert!(part(rows[4], "intended").contains("none given in the file"));
    // Escaped text comes back as written.
    assert!(text_of(rows[3]).contains("Marks <&> \"Udo\""));
    assert!(page.contains("Marks &lt;&amp;&gt; &quot;Udo&quot;"));
    // Element ids are unique (several SVGs on one page).
    let mut ids: Vec<&str> = doc
        .descendants()
        .filter_map(|n| n.attribute("id"))
        .collect();
    let n = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), n, "unique ids");
    // The summary.
    let summary = doc
        .descendants()
        .find(|n| n.has_tag_name("table") && has_class(n, "summary"))
        .expect("summary table");
    let cells: Vec<String> = summary
        .descendants()
        .filter(|n| n.has_tag_name("tr"))
        .skip(1)
        .map(|r| text_of(r))
        .collect();
    assert_eq!(
        cells,
        [
            "ok3",
            "duals1",
            "differs from intended1",
            "error1",
            "total6"
        ]
    );
    // The index: a link to every row, failures first (in the order of the
    // statuses), then duals, then ok, each group in report order.
    let index = doc
        .descendants()
        .find(|n| n.has_tag_name("table") && has_class(n, "index"))
        .expect("index table");
    let links: Vec<&str> = index
        .descendants()
        .filter_map(|n| n.attribute("href"))
        .collect();
    assert_eq!(
        links,
        ["#row-6", "#row-5", "#row-4", "#row-1", "#row-2", "#row-3"]
    );
    // The summary comes after the rows in the file (they are written as
    // they come); CSS and the script show it first. Without the script
    // nothing is hidden.
    assert!(page.find("id=\"summary\"").unwrap() > page.find("id=\"row-6\"").unwrap());
    assert!(doc.descendants().all(|n| n.attribute("hidden").is_none()));
}

#[test]
fn html_report_cannot_be_written() {
    let (code, _, stderr) = alice(&[
        "check",
        &problem("caillaud-andernach-5th-place-2025.yaml"),
        "--html",
        "/nonexistent-dir/report.html",
    ]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("cannot write /nonexistent-dir/report.html"),
        "{stderr}"
    );
    let (code, _, stderr) = alice(&[
        "check",
        &problem("caillaud-andernach-5th-place-2025.yaml"),
        "--html",
        "/dev/full",
    ]);
    assert_eq!(code, 2);
    assert!(stderr.contains("cannot write /dev/full"), "{stderr}");
}
