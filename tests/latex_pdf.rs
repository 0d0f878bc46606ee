//! LaTeX diagrams compiled by pdflatex with `diagram.sty`: every problem of
//! `problems/` (verified, so with the computer-tested mark and the solution
//! found) and problems made to be hard for the writer (authors in every
//! form, special characters, doubled squares, a target position, the
//! intended solution) in one document. Runs where a TeX system is
//! installed (Debian: `texlive-latex-base`, `texlive-games` for
//! `diagram.sty`, `texlive-pstricks` which `diagram.sty` loads; `.ci/run`
//! installs them); without them the test fails in CI (`CI=true`) and
//! elsewhere says it was skipped.
//!
//! `cargo test --release latex_pdf::` runs it; the PDF is left in
//! `target/tmp/latex-pdf/all.pdf` for a look.

use alice::check::judge::CheckSettings;
use alice::check::run::check_problem;
use alice::engine::general;
use alice::formats;
use alice::output::diagram::latex::{self, Verified};
use alice::output::diagram::Drawing;
use alice::variant::VariantKind;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// Why the test cannot run here, if it cannot: pdflatex or a package it
/// needs is missing.
fn missing_tex() -> Option<String> {
    let runs = |tool: &str, arg: &str| {
        Command::new(tool)
            .arg(arg)
            .stdin(Stdio::null())
            .output()
            .map(|o| {
                (
                    o.status.success(),
                    String::from_utf8_lossy(&o.stdout).trim().to_string(),
                )
            })
            .ok()
    };
    if !matches!(runs("pdflatex", "--version"), Some((true, _))) {
        return Some("pdflatex not found".into());
    }
    for sty in ["diagram.sty", "pstricks.sty"] {
        match runs("kpsewhich", sty) {
            Some((true, path)) if !path.is_empty() => {}
            _ => return Some(format!("{sty} not found")),
        }
    }
    None
}

/// The problem files of `problems/`, in name order.
fn problem_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("problems");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("problems/")
        .map(|e| e.expect("entry").path())
        .filter(|p| {
            matches!(
                p.extension().and_then(|e| e.to_str()),
                Some("yaml" | "yml" | "olv" | "inp")
            )
        })
        .collect();
    files.sort();
    files
}

/// Every problem of `problems/` with what a check proved about it; the
/// ones LaTeX cannot draw are counted by variant.
fn collection() -> (Vec<Drawing>, Vec<Option<Verified>>) {
    let settings = CheckSettings {
        timeout: Some(Duration::from_secs(60)),
        max_solutions: Some(1000),
        ..CheckSettings::default()
    };
    let mut drawings = Vec::new();
    let mut verified = Vec::new();
    for file in problem_files() {
        for problem in formats::read_problems(&file).expect("readable") {
            let problem = problem.expect("a problem");
            drawings.push(Drawing::from_problem(&problem).expect("legal"));
            let v = Verified::from_outcomes(&check_problem(&problem, &settings));
            assert!(v.sound, "{}: {}", file.display(), v.verdict);
            verified.push(Some(v));
        }
    }
    (drawings, verified)
}

/// Problems made to be hard for the writer, not verified (their intended
/// solution is printed): authors in every form problem files use, LaTeX's
/// special characters, non-ASCII letters, an O'Donohue position with
/// doubled squares, an a=>b proof game with its position to reach.
fn hard_cases() -> Vec<Drawing> {
    let yaml = "---\n\
        authors:\n  - Udo Marks\n  - A & B\n  - Anonymous\n  - Jan van der Berg\n\
        \x20 - 'Dvořák, Čeněk'\n  - Łukasz Żółć and Ærø Ðorđe\n  - 'R&D_{lab} 100% #1 ~x^'\n\
        source:\n  name: 'The \"Problemist\" & Co'\n  date:\n    year: 2026\n\
        award:\n  tourney: ditto\n  distinction: 1st Prize\n\
        fen: '8/8/8/2Q1k*3/8/2R*5/3p*4/K7 w - - 0 1'\nstipulation: 'h#2'\n\
        options: [AliceChess]\n\
        solution: |\n  1.Kd4/A Qc5/B 2.d1=B/A Re3/A#\n  1.Kf4/A Qf5/B 2.d1=N/A Rf3/A#\n\
        ---\nauthors: ['Caillaud, Michel']\n\
        fen: '2N5/1B6/3K4/8/2N5/8/8/8 | 8/8/3Q4/8/4k3/8/8/8 b - - 0 1'\n\
        stipulation: 'h#2'\noptions: [ODonohueChess]\n\
        solution: '1.Kf5/A Be4/B 2.Ke4/A Qe5/A#'\n";
    let mut out: Vec<Drawing> = formats::yaml::parse_yaml(yaml, None)
        .into_iter()
        .map(|p| Drawing::from_problem(&p.expect("problem")).expect("legal"))
        .collect();
    let popeye = include_str!("data/popeye_out/a-to-b-white-starts.inp");
    let problem = formats::popeye::parse_popeye(popeye, None)
        .remove(0)
        .expect("problem");
    out.push(Drawing::from_problem(&problem).expect("legal"));
    // Duo (4x8 boards) with a doubled square: a 4x8x2 space diagram.
    let duo = general::parse_fen(
        "4/4/3N/4/2R1/K3/4/1k2 | 4/4/3n/4/4/4/4/4 b - - 0 1",
        VariantKind::Duo,
    )
    .expect("FEN");
    out.push(Drawing::from_general(
        &duo,
        VariantKind::Duo,
        Some(&"h#2".parse().unwrap()),
    ));
    out
}

#[test]
fn every_problem_compiles_with_pdflatex() {
    if let Some(why) = missing_tex() {
        crate::common::tools::cannot_run(
            "latex_pdf",
            &format!("{why} (Debian: texlive-latex-base, texlive-games, texlive-pstricks)"),
        );
        return;
    }
    let (mut drawings, mut verified) = collection();
    let from_files = drawings.len();
    for d in hard_cases() {
        drawings.push(d);
        verified.push(None);
    }
    let doc = latex::document_verified(&drawings, &verified);
    // Only Directed Alice (10x10, fairy pieces) cannot be drawn.
    let skipped: Vec<String> = doc
        .skipped
        .iter()
        .map(|(i, _)| drawings[*i].condition.clone())
        .collect();
    assert_eq!(skipped, ["DirectedAlice"], "{:?}", doc.skipped);
    let written = drawings.len() - skipped.len();
    // Every problem of the collection is marked computer-tested.
    assert_eq!(
        doc.text.matches(" \\Co+%").count(),
        from_files - skipped.len()
    );

    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("latex-pdf");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("all.tex"), &doc.text).unwrap();
    let run = Command::new("pdflatex")
        .args(["-interaction=nonstopmode", "-halt-on-error", "all.tex"])
        .current_dir(&dir)
        .stdin(Stdio::null())
        .output()
        .expect("pdflatex runs");
    let log = std::fs::read_to_string(dir.join("all.log")).unwrap_or_default();
    assert!(
        run.status.success(),
        "pdflatex failed on {}:\n{}",
        dir.join("all.tex").display(),
        log.lines()
            .skip_while(|l| !l.starts_with("! "))
            .take(12)
            .collect::<Vec<_>>()
            .join("\n")
    );
    let pdf = std::fs::read(dir.join("all.pdf")).expect("a PDF");
    assert!(pdf.starts_with(b"%PDF"));
    assert!(
        !log.contains("Overfull \\hbox"),
        "a diagram or line is too wide: see {}",
        dir.join("all.log").display()
    );
    for bad in [
        "Missing character",
        "LaTeX Warning",
        "Undefined control sequence",
    ] {
        assert!(
            !log.contains(bad),
            "{bad}: see {}",
            dir.join("all.log").display()
        );
    }
    // One numbered diagram per problem: the a=>b target is not counted.
    let numbers = doc.text.matches("\\begin{diagram}").count()
        + doc.text.matches("\\begin{spacediagram}").count()
        - doc.text.matches("\\specialdiagnum{}").count();
    assert_eq!(numbers, written);
}
