//! Diagrams: text, SVG and LaTeX snapshots of problems of the collection
//! and of general-engine positions, and an SVG rendered to pixels (resvg)
//! so that a broken picture fails.

use crate::common::cli;
use alice::engine::general;
use alice::formats;
use alice::output::diagram::{latex, svg, Drawing};
use alice::variant::VariantKind;
use cli::alice;
use resvg::{tiny_skia, usvg};
use std::path::Path;

fn problem_diagrams(file: &str) -> Vec<Drawing> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("problems")
        .join(file);
    formats::read_problems(&path)
        .expect("readable")
        .into_iter()
        .map(|p| Drawing::from_problem(&p.expect("problem")).expect("legal"))
        .collect()
}

fn general_diagram(fen: &str, gv: VariantKind, stip: &str) -> Drawing {
    let pos = general::parse_fen(fen, gv).expect("FEN");
    Drawing::from_general(&pos, gv, Some(&stip.parse().expect("stipulation")))
}

/// Problems whose diagrams are snapshotted: a #2 with many men on board B,
/// twins, a helpmate, Ms. Alice, Mini Alice (4x8), a proof game.
const FILES: [&str; 6] = [
    "marks-the-problemist-1999.yaml",
    "rittirsch-pachl-andernach-4th-place-2025.yaml",
    "caillaud-andernach-5th-place-2025.yaml",
    "alice-project-ms-alice-zero-key-2026.yaml",
    "alice-project-mini-rook-through-the-glass-2026.yaml",
    "michielsen-andernach-2nd-place-2025.yaml",
];

fn snapshot_settings() -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots");
    settings.set_prepend_module_to_snapshot(false);
    settings
}

#[test]
fn problem_diagram_snapshots() {
    snapshot_settings().bind(|| {
        for file in FILES {
            let ds = problem_diagrams(file);
            let text: Vec<String> = ds.iter().map(Drawing::text).collect();
            insta::assert_snapshot!(format!("diagram_text@{file}"), text.join("\n"));
            insta::assert_snapshot!(
                format!("diagram_latex@{file}"),
                latex::document(&ds).expect("latex")
            );
            insta::assert_snapshot!(format!("diagram_svg@{file}"), svg::render(&ds[0]));
        }
    });
}

#[test]
fn general_engine_diagram_snapshots() {
    let alice3 = general_diagram(
        "Q7/8/8/5B2/8/3k*K3/3Q4/5N2 w - - 0 1",
        VariantKind::Alice3,
        "#2",
    );
    let odonohue = general_diagram(
        "3k4/8/8/8/8/8/4R3/4K3 | 8/8/8/8/8/8/4r3/8 w - - 0 1",
        VariantKind::ODonohue,
        "#2",
    );
    let directed = general::initial_position(VariantKind::Directed);
    let directed = Drawing::from_general(&directed, VariantKind::Directed, None);
    snapshot_settings().bind(|| {
        insta::assert_snapshot!("diagram_text@alice3", alice3.text());
        insta::assert_snapshot!(
            "diagram_latex@alice3",
            latex::document(std::slice::from_ref(&alice3)).unwrap()
        );
        insta::assert_snapshot!("diagram_svg@alice3", svg::render(&alice3));
        // A square occupied on both boards: one LaTeX diagram per board.
        insta::assert_snapshot!(
            "diagram_latex@odonohue",
            latex::document(&[odonohue]).unwrap()
        );
    });
    // Directed Alice: 10x10 boards in SVG; LaTeX says it cannot.
    let image = svg::render(&directed);
    assert!(image.contains("board C"));
    let err = latex::document(&[directed]).unwrap_err();
    assert!(err.to_string().contains("directed"), "{err}");
}

/// The RGBA pixel at (x, y).
fn pixel(p: &tiny_skia::Pixmap, x: u32, y: u32) -> [u8; 4] {
    let c = p.pixel(x, y).expect("inside the image").demultiply();
    [c.red(), c.green(), c.blue(), c.alpha()]
}

fn hex(color: &str) -> [u8; 4] {
    let v = u32::from_str_radix(color.trim_start_matches('#'), 16).unwrap();
    [(v >> 16) as u8, (v >> 8) as u8, v as u8, 255]
}

/// Render an SVG to pixels, as a viewer would.
fn rasterize(image: &str) -> tiny_skia::Pixmap {
    let tree = usvg::Tree::from_str(image, &usvg::Options::default()).expect("valid SVG");
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height()).expect("size");
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    pixmap
}

/// Count the pixels of `color` in the square at (left, top), less a
/// border of 2 pixels (the board's frame line).
fn count_in(p: &tiny_skia::Pixmap, left: u32, top: u32, color: [u8; 4]) -> usize {
    let s = svg::SQUARE;
    (top + 2..top + s - 2)
        .flat_map(|y| (left + 2..left + s - 2).map(move |x| (x, y)))
        .filter(|&(x, y)| pixel(p, x, y) == color)
        .count()
}

#[test]
fn svg_renders_to_a_real_picture() {
    // Udo Marks: White Ka2 on board B, Black Ke5 on board A; a1 is empty
    // and dark on both boards, b1 empty and light.
    let d = &problem_diagrams("marks-the-problemist-1999.yaml")[0];
    let image = svg::render(d);
    let pixmap = rasterize(&image);
    let (w, h) = svg::size(d);
    assert_eq!((pixmap.width(), pixmap.height()), (w, h));
    // Kept for a look: target/tmp/diagram-marks.png.
    let _ = pixmap.save_png(Path::new(env!("CARGO_TARGET_TMPDIR")).join("diagram-marks.png"));
    let pos = svg::square_positions(d);
    let (light, dark) = (hex(svg::LIGHT), hex(svg::DARK));
    let white = hex(svg::WHITE_PIECE);
    let black = hex(svg::BLACK_PIECE);
    let sq = |board: u8, name: &str| {
        let b = name.as_bytes();
        pos(board, b[0] - b'a', b[1] - b'1')
    };
    let s = svg::SQUARE as usize;
    for board in 0..2 {
        // Empty squares: all of one colour (inside the frame line).
        let (x, y) = sq(board, "a1");
        assert!(
            count_in(&pixmap, x, y, dark) > s * s * 8 / 10,
            "a1 of board {board}"
        );
        let (x, y) = sq(board, "b1");
        assert!(
            count_in(&pixmap, x, y, light) > s * s * 8 / 10,
            "b1 of board {board}"
        );
    }
    // The White king on a2 of board B: white body, black outline.
    let (x, y) = sq(1, "a2");
    assert!(count_in(&pixmap, x, y, white) > 150, "white king on B a2");
    assert!(count_in(&pixmap, x, y, black) > 40, "its outline");
    // Nothing on a2 of board A.
    let (x, y) = sq(0, "a2");
    assert_eq!(
        count_in(&pixmap, x, y, white) + count_in(&pixmap, x, y, black),
        0
    );
    // The Black king on e5 of board A: black body.
    let (x, y) = sq(0, "e5");
    assert!(count_in(&pixmap, x, y, black) > 300, "black king on A e5");
    // A Black pawn on e4 of board B.
    let (x, y) = sq(1, "e4");
    assert!(count_in(&pixmap, x, y, black) > 150, "black pawn on B e4");
}

fn problem_path(file: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("problems")
        .join(file)
        .display()
        .to_string()
}

#[test]
fn diagram_command_text_is_show_with_headers() {
    let (code, out, _) = alice(&["diagram", &problem_path("marks-the-problemist-1999.yaml")]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        problem_diagrams("marks-the-problemist-1999.yaml")[0].text()
    );
    // --fen: the caption, then exactly what `alice show` prints.
    let fen = "Q7/8/8/5B2/8/3k*K3/3Q4/5N2 w - - 0 1";
    let (code, out, _) = alice(&[
        "diagram",
        "--fen",
        fen,
        "--variant",
        "alice3",
        "--stip",
        "#2",
    ]);
    assert_eq!(code, 0);
    let (_, show, _) = alice(&["show", fen, "--variant", "alice3"]);
    assert_eq!(out, format!("#2  (5+1)  alice3\n{show}"));
    // A helpmate's stipulation decides who starts, whatever the FEN says.
    let (code, out, _) = alice(&[
        "diagram",
        "--fen",
        "8/8/8/2Q1k*3/8/2R*5/3p*4/K7 w - - 0 1",
        "--stip",
        "h#2",
        "--format",
        "svg",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains(">Black to move</text>"), "{out}");
}

#[test]
fn diagram_command_several_problems() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("diagram-cli");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let two = dir.join("two.yaml");
    let text = [
        "marks-the-problemist-1999.yaml",
        "caillaud-andernach-5th-place-2025.yaml",
    ]
    .map(|f| std::fs::read_to_string(problem_path(f)).unwrap())
    .join("\n");
    std::fs::write(&two, text).unwrap();
    let two = two.to_str().unwrap();
    // Text and LaTeX: all problems, one after another.
    let (code, out, _) = alice(&["diagram", two]);
    assert_eq!(code, 0);
    assert_eq!(out.matches("board A").count(), 2);
    let (code, out, _) = alice(&["diagram", two, "--format", "latex"]);
    assert_eq!(code, 0);
    assert_eq!(out.matches("\\begin{diagram}").count(), 2);
    // SVG on standard output: one problem only.
    let (code, _, err) = alice(&["diagram", two, "--format", "svg"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("holds 2 problems") && err.contains("--problem N"),
        "{err}"
    );
    let (code, out, _) = alice(&["diagram", two, "--format", "svg", "--problem", "2"]);
    assert_eq!(code, 0);
    assert!(out.contains("Caillaud, Michel") && !out.contains("Marks, Udo"));
    // SVG with -o: one file per problem.
    let target = dir.join("out.svg");
    let (code, _, err) = alice(&[
        "diagram",
        two,
        "--format",
        "svg",
        "-o",
        target.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    for (n, author) in [(1, "Marks, Udo"), (2, "Caillaud, Michel")] {
        let image = std::fs::read_to_string(dir.join(format!("out-{n}.svg"))).unwrap();
        assert!(image.contains(author));
        roxmltree::Document::parse(&image).expect("well-formed SVG");
        assert_eq!(rasterize(&image).width(), 818);
    }
    let (code, _, err) = alice(&["diagram", two, "--problem", "3"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--problem 3, but the file holds 2 problems"),
        "{err}"
    );
}

#[test]
fn diagram_command_errors() {
    let marks = problem_path("marks-the-problemist-1999.yaml");
    let cases: [(&[&str], &str); 6] = [
        (&["diagram"], "give a problem file or a position"),
        (&["diagram", &marks, "--fen", "start"], "not both"),
        (&["diagram", "--fen", "8/8/8/8/8/8/8/KK6 w - - 0 1"], "FEN"),
        (&["diagram", "/nonexistent.yaml"], "/nonexistent.yaml"),
        (
            &[
                "diagram",
                "--fen",
                "start",
                "--variant",
                "directed",
                "--format",
                "latex",
            ],
            "not supported for directed",
        ),
        (
            &["diagram", &marks, "-o", "/dev/full"],
            "cannot write /dev/full",
        ),
    ];
    for (args, message) in cases {
        let (code, _, err) = alice(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(
            err.starts_with("error: ") && err.contains(message),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn a_to_b_diagram_shows_the_position_to_reach() {
    // Popeye's REGRESSIONS a=>b6 (the file of tests/data/popeye_out).
    let popeye = include_str!("data/popeye_out/a-to-b-white-starts.inp");
    let problem = formats::popeye::parse_popeye(popeye, None)
        .remove(0)
        .unwrap();
    let d = Drawing::from_problem(&problem).unwrap();
    let text = d.text();
    assert!(text.contains("a=>b6  (16+14)  Alice Chess\n"), "{text}");
    assert!(text.contains("the position to reach:\n       board A                board B\n"));
    assert!(text
        .ends_with("FEN: 1nb1kbnr/1pQpp1pp/2Rp*1B2/5p*2/P*2P*4/P*1P*5/4P1PP/r*2NKBNR w - - 0 1\n"));
    let image = svg::render(&d);
    assert!(image.contains(">target: board B</text>"));
    let pixmap = rasterize(&image);
    assert_eq!((pixmap.width(), pixmap.height()), svg::size(&d));
    let doc = latex::document(std::slice::from_ref(&d)).unwrap();
    assert_eq!(doc.matches("\\begin{diagram}").count(), 2);
    assert!(
        doc.contains("\\remark{AliceB a1 a3 c3 a4 d4 f5 d6{\\newline}a=\\textgreater{}b6: the position to reach}"),
        "{doc}"
    );
}

#[test]
fn twins_are_printed_as_popeye_prints_them() {
    let yaml = "---\nfen: '5k*2/4rB*b1/4P1P1/3b4/6p1/3p2P1/3r2R1/7K w - - 0 1'\n\
        stipulation: 'h#2'\noptions: [AliceChess]\ntwins:\n  b: Move h1 h2\n\
        \x20 c: Continued Exchange h2 d2\n  d: Add white AliceB Sa3\n  e: Remove e6\n\
        \x20 f: Stipulation h#3\n  g: Rotate 90\n";
    let problem = formats::yaml::parse_yaml(yaml, None).remove(0).unwrap();
    let d = Drawing::from_problem(&problem).unwrap();
    assert_eq!(
        d.twins,
        [
            "b) wKh1-->h2",
            "c) continued wKh2<-->bRd2",
            "d) +wSa3/B",
            "e) -wPe6",
            "f) h#3",
            "g) Rotate 90",
        ]
    );
}

#[test]
fn latex_verify_marks_only_sound_problems() {
    let marks = problem_path("marks-the-problemist-1999.yaml");
    // Without --verify: the intended solution, no mark (C- switched off).
    let (code, out, _) = alice(&["diagram", &marks, "--format", "latex"]);
    assert_eq!(code, 0);
    assert!(!out.contains(" \\Co+%"), "{out}");
    assert!(out.contains(" \\setboolean{showcomputer}{false}%"));
    assert!(out.contains(" % the solution as the problem file gives it (not verified)"));
    assert!(out.contains("\\solution{1.{\\wK}a2-b1A ! zugzwang.\\newline"));
    // With --verify: proved sound, C+ and the solution found.
    let (code, out, err) = alice(&["diagram", &marks, "--format", "latex", "--verify"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.is_empty(), "{err}");
    assert!(out.contains(" \\Co+% alice --verify: duals\n"), "{out}");
    assert!(out.contains(" % the solution found by alice --verify"));
    assert!(out.contains("\\solution{1.{\\wK}b1/A! zugzwang.\\newline"));
    assert!(out.contains("2.{\\wD}{\\x}a1/A\\#"));
    assert!(!out.contains("verdict:"), "{out}");
    // A wrong intended key: no mark, and a note says why.
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("diagram-verify");
    std::fs::create_dir_all(&dir).unwrap();
    let wrong = dir.join("wrong.yaml");
    let text = std::fs::read_to_string(&marks).unwrap();
    let text = text.replace("1.Ka2-b1A !", "1.Sd4-c6A !");
    assert!(text.contains("1.Sd4-c6A !"));
    std::fs::write(&wrong, text).unwrap();
    let (code, out, err) = alice(&[
        "diagram",
        wrong.to_str().unwrap(),
        "--format",
        "latex",
        "--verify",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains(" \\Co+%"), "{out}");
    assert!(out.contains(": no computer-tested mark\n"), "{out}");
    assert!(
        err.starts_with("note: ") && err.contains("problem 1: differs from intended"),
        "{err}"
    );
    // --verify is for LaTeX of problem files.
    for (args, message) in [
        (
            vec!["diagram", marks.as_str(), "--verify"],
            "--verify goes with --format latex",
        ),
        (
            vec!["diagram", "--fen", "start", "--format", "latex", "--verify"],
            "--verify goes with a problem file",
        ),
    ] {
        let (code, _, err) = alice(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains(message), "{err}");
    }
}

#[test]
fn latex_writes_every_problem_it_can() {
    // Directed Alice cannot be drawn; the other problem of the file is
    // written, and the error names the one left out.
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("diagram-partial");
    std::fs::create_dir_all(&dir).unwrap();
    let mixed = dir.join("mixed.yaml");
    let text = [
        "alice-project-directed-rook-to-f9-2026.yaml",
        "caillaud-andernach-5th-place-2025.yaml",
    ]
    .map(|f| std::fs::read_to_string(problem_path(f)).unwrap())
    .join("\n");
    std::fs::write(&mixed, text).unwrap();
    let (code, out, err) = alice(&["diagram", mixed.to_str().unwrap(), "--format", "latex"]);
    assert_eq!(code, 2);
    assert_eq!(out.matches("\\begin{diagram}").count(), 1, "{out}");
    assert!(out.contains("\\author{Caillaud, Michel}"));
    assert!(out.contains("% diagram 1 left out: LaTeX diagrams are not supported for directed"));
    assert!(
        err.starts_with("error: ") && err.contains("problem 1: LaTeX diagrams are not supported"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn latex_authors_and_fields_once() {
    // Popeye's author lines, several authors, one word; the tourney that is
    // the source (`ditto`) is not printed twice.
    let popeye = "BeginProblem\nAuthor Udo Marks\nAuthor A & B\nAuthor Anonymous\n\
        Pieces White Kb1 Black Ka8\nStipulation #2\nCondition AliceChess\nEndProblem\n";
    let problem = formats::popeye::parse_popeye(popeye, None)
        .remove(0)
        .unwrap();
    let d = Drawing::from_problem(&problem).unwrap();
    let doc = latex::document(std::slice::from_ref(&d)).unwrap();
    assert!(
        doc.contains(
            " \\author{Marks, Udo; {\\unskip}A, {}; {\\unskip}B, {}; {\\unskip}Anonymous, {}}%\n"
        ),
        "{doc}"
    );
    let d = &problem_diagrams("caillaud-andernach-5th-place-2025.yaml")[0];
    let doc = latex::document(std::slice::from_ref(d)).unwrap();
    assert_eq!(doc.matches("Andernach 2025").count(), 1, "{doc}");
    assert!(doc.contains(" \\award{5th Place}%\n"));
}
