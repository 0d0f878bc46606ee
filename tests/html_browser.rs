//! `alice check --html` in a real browser: headless Chromium loads a copy
//! of the report with a test script appended, which measures the layout
//! and works the controls, and writes what it found into the page; the
//! test reads it back from the DOM Chromium dumps. Checked: no horizontal
//! overflow at 1000 and 1400 px, no diagram or solution cut off, every row
//! reachable from the summary's index (and every link lands on a row),
//! the summary shown before the rows, the status filters hide and show
//! rows and the index's lines, "failures first" puts a failure first,
//! `duals` is not coloured as `ok`, and the moves where a solution found
//! parts from the intended one are marked.
//!
//! Needs Chromium (`chromium`, `chromium-browser`, `google-chrome`, or the
//! path in `ALICE_CHROMIUM`; on Debian `apt-get install chromium`, which
//! `.ci/run` does): without it the test fails in CI (`CI=true`) and
//! elsewhere says it was skipped.

use crate::common::cli::{alice, scratch};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The browser, if one is installed.
fn chromium() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("ALICE_CHROMIUM") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH")?;
    ["chromium", "chromium-browser", "google-chrome"]
        .iter()
        .flat_map(|name| std::env::split_paths(&path).map(move |d| d.join(name)))
        .find(|p| p.is_file())
}

/// The test script: measures, clicks, and writes `key value` lines into
/// `<pre id="results">`.
const PROBE: &str = r##"<script>
window.addEventListener('load', function () { setTimeout(function () {
  var d = document, out = [];
  var rows = [].slice.call(d.querySelectorAll('#rows section.row'));
  var width = window.innerWidth;
  out.push('width ' + width);
  out.push('scroll-width ' + d.documentElement.scrollWidth);
  out.push('rows ' + rows.length);
  var cut = 0;
  [].slice.call(d.querySelectorAll('#rows svg, #rows pre, #summary table')).forEach(function (e) {
    var r = e.getBoundingClientRect();
    if (r.right > width + 0.5 || e.scrollWidth > e.clientWidth + 1) cut++;
  });
  out.push('cut-off ' + cut);
  var links = [].slice.call(d.querySelectorAll('#summary a[href^="#row-"]'));
  var linked = {};
  links.forEach(function (a) { linked[a.getAttribute('href').slice(1)] = true; });
  out.push('unlinked ' + rows.filter(function (r) { return !linked[r.id]; }).length);
  out.push('dangling ' + links.filter(function (a) {
    var t = d.getElementById(a.getAttribute('href').slice(1));
    return !t || !t.classList.contains('row');
  }).length);
  var s = d.getElementById('summary').getBoundingClientRect().top;
  var f = rows[0].getBoundingClientRect().top;
  out.push('summary-first ' + (s < f));
  function visible() { return rows.filter(function (r) { return r.offsetHeight > 0; }).length; }
  var lines = [].slice.call(d.querySelectorAll('#summary table.index tr[data-status]'));
  function listed() { return lines.filter(function (l) { return l.offsetHeight > 0; }).length; }
  out.push('visible ' + visible());
  out.push('listed ' + listed());
  var ok = d.querySelector('#filters input[value="ok"]');
  ok.click();
  out.push('visible-without-ok ' + visible());
  out.push('listed-without-ok ' + listed());
  ok.click();
  out.push('visible-again ' + visible());
  out.push('listed-again ' + listed());
  function colour(c) { return getComputedStyle(d.querySelector('#summary .status.' + c)).backgroundColor; }
  out.push('duals-as-ok ' + (colour('st-duals') === colour('st-ok')));
  var marks = [].slice.call(d.querySelectorAll('#rows mark.diff'));
  out.push('marks ' + marks.length);
  out.push('marks-coloured ' + marks.every(function (m) {
    return getComputedStyle(m).backgroundColor !== getComputedStyle(m.parentNode).backgroundColor;
  }));
  var order = d.getElementById('order');
  order.value = 'failures';
  order.dispatchEvent(new Event('change'));
  out.push('first-after-sort ' + d.querySelector('#rows section.row').getAttribute('data-status').replace(/ /g, '-'));
  order.value = 'checked';
  order.dispatchEvent(new Event('change'));
  out.push('first-as-checked ' + d.querySelector('#rows section.row').id);
  var pre = d.createElement('pre');
  pre.id = 'results';
  pre.textContent = out.join('\n');
  d.body.appendChild(pre);
}, 0); });
</script>
"##;

/// Load `page` (with the probe) at `width` px; the probe's results.
fn probe(browser: &Path, page: &Path, width: u32) -> Vec<(String, String)> {
    let html = std::fs::read_to_string(page).unwrap();
    let probed = page.with_extension(format!("probe-{width}.html"));
    std::fs::write(&probed, html.replace("</body>", &format!("{PROBE}</body>"))).unwrap();
    let out = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            &format!("--window-size={width},900"),
            "--virtual-time-budget=5000",
            "--dump-dom",
        ])
        .arg(&probed)
        .output()
        .expect("chromium runs");
    let dom = String::from_utf8_lossy(&out.stdout);
    let start = dom
        .find("<pre id=\"results\">")
        .unwrap_or_else(|| panic!("no results in the dumped page at {width} px"));
    let rest = &dom[start + "<pre id=\"results\">".len()..];
    let end = rest.find("</pre>").unwrap();
    rest[..end]
        .lines()
        .filter_map(|l| l.split_once(' '))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn get<'a>(results: &'a [(String, String)], key: &str) -> &'a str {
    results
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
        .unwrap_or_else(|| panic!("no {key} in {results:?}"))
}

#[test]
fn html_report_in_a_browser() {
    let Some(browser) = chromium() else {
        crate::common::tools::cannot_run(
            "html_browser",
            "chromium not found (apt-get install chromium, or set ALICE_CHROMIUM)",
        );
        return;
    };
    let dir = scratch("html-browser");
    let problems = Path::new(env!("CARGO_MANIFEST_DIR")).join("problems");
    // Failures beside the collection: a wrong intended key (the try
    // 1.Qd3/A marked as the key) and an unreadable file.
    let marks = std::fs::read_to_string(problems.join("marks-the-problemist-1999.yaml")).unwrap();
    let wrong = marks
        .replace("1.Ka2-b1A ! zugzwang.", "1.Ka2-b1A ? zugzwang.")
        .replace("1.Qa3-d3A ? threat:", "1.Qa3-d3A ! threat:");
    std::fs::write(dir.join("wrong-key.yaml"), wrong).unwrap();
    std::fs::write(
        dir.join("broken.yaml"),
        "---\nstipulation: '#2'\nfen: 'x'\n",
    )
    .unwrap();
    let report = dir.join("report.html");
    let (code, stdout, stderr) = alice(&[
        "check",
        problems.to_str().unwrap(),
        dir.join("wrong-key.yaml").to_str().unwrap(),
        dir.join("broken.yaml").to_str().unwrap(),
        "--tries",
        "--html",
        report.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{stdout}\n{stderr}");
    let page = std::fs::read_to_string(&report).unwrap();
    let rows = page.matches("<section id=\"row-").count();
    let ok_rows = page.matches("class=\"row\" data-status=\"ok\"").count();
    assert!(
        rows > 30 && ok_rows > 20 && ok_rows < rows,
        "{rows} rows, {ok_rows} ok"
    );
    // The wrong key is marked where the found solution parts from the
    // intended one (the key found, 1.Kb1/A, is not the intended 1.Qd3/A).
    let marks = page.matches("<mark class=\"diff\">").count();
    assert!(
        page.contains("<mark class=\"diff\">1.Kb1/A!</mark> zugzwang."),
        "the wrong key marked"
    );
    // The index names problems by authors and source; the file only when
    // the problem could not be read (broken.yaml).
    let index = &page[page.find("<table class=\"index\">").unwrap()..];
    assert!(
        index.contains(">Marks, Udo \u{2014} The Problemist, 1999-03</a>"),
        "{index}"
    );
    assert_eq!(index.matches(".yaml#1</a>").count(), 1, "{index}");
    assert!(index.contains("broken.yaml#1</a>"));
    for width in [1000, 1400] {
        let r = probe(&browser, &report, width);
        assert_eq!(get(&r, "width"), width.to_string(), "{r:?}");
        let scroll: u32 = get(&r, "scroll-width").parse().unwrap();
        assert!(scroll <= width, "horizontal overflow at {width} px: {r:?}");
        assert_eq!(get(&r, "cut-off"), "0", "something cut off at {width} px");
        assert_eq!(get(&r, "rows"), rows.to_string());
        assert_eq!(
            get(&r, "unlinked"),
            "0",
            "every row has a link in the index"
        );
        assert_eq!(get(&r, "dangling"), "0", "every index link lands on a row");
        assert_eq!(get(&r, "summary-first"), "true");
        assert_eq!(get(&r, "visible"), rows.to_string());
        assert_eq!(get(&r, "visible-without-ok"), (rows - ok_rows).to_string());
        assert_eq!(get(&r, "visible-again"), rows.to_string());
        // The index lists the rows the filter shows.
        assert_eq!(get(&r, "listed"), rows.to_string());
        assert_eq!(get(&r, "listed-without-ok"), (rows - ok_rows).to_string());
        assert_eq!(get(&r, "listed-again"), rows.to_string());
        assert_eq!(get(&r, "duals-as-ok"), "false", "duals coloured as ok");
        assert_eq!(get(&r, "marks"), marks.to_string());
        assert_eq!(get(&r, "marks-coloured"), "true");
        // The failures: "differs from intended" (wrong-key) and "error"
        // (broken): the first of Status::ALL's order comes first.
        assert_eq!(get(&r, "first-after-sort"), "differs-from-intended");
        assert_eq!(get(&r, "first-as-checked"), "row-1");
    }
    // Screenshots at both widths and the printed page, to look at (their
    // paths are printed; `--nocapture` shows them).
    let shoot = |arg: String, size: &str| {
        let ok = Command::new(&browser)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--hide-scrollbars",
            ])
            .arg(format!("--window-size={size}"))
            .arg(&arg)
            .arg(&report)
            .output()
            .expect("chromium runs")
            .status
            .success();
        assert!(ok, "chromium {arg}");
    };
    for width in [1000, 1400] {
        let png = dir.join(format!("report-{width}.png"));
        shoot(
            format!("--screenshot={}", png.display()),
            &format!("{width},2000"),
        );
        let bytes = std::fs::read(&png).unwrap();
        assert!(bytes.starts_with(b"\x89PNG"), "a screenshot at {width} px");
        println!("screenshot: {}", png.display());
    }
    let pdf = dir.join("report.pdf");
    shoot(format!("--print-to-pdf={}", pdf.display()), "1000,2000");
    let bytes = std::fs::read(&pdf).unwrap();
    assert!(
        bytes.starts_with(b"%PDF") && bytes.len() > 10_000,
        "the printed page"
    );
    println!(
        "printed: {} (pdftoppm -png -r 60 to look at its pages)",
        pdf.display()
    );
}
