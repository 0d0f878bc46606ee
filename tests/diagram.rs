//! Diagrams: text, SVG and LaTeX snapshots of problems of the collection
//! and of general-engine positions, and an SVG rendered to pixels (resvg)
//! so that a broken picture fails.

use alice::formats;
use alice::general::{self, GeneralVariant};
use alice::output::diagram::{latex, svg, Diagram};
use resvg::{tiny_skia, usvg};
use std::path::Path;

fn problem_diagrams(file: &str) -> Vec<Diagram> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("problems")
        .join(file);
    formats::read_problems(&path)
        .expect("readable")
        .into_iter()
        .map(|p| Diagram::from_problem(&p.expect("problem")).expect("legal"))
        .collect()
}

fn general_diagram(fen: &str, gv: GeneralVariant, stip: &str) -> Diagram {
    let pos = general::parse_fen(fen, gv).expect("FEN");
    Diagram::from_general(&pos, gv, Some(&stip.parse().expect("stipulation")))
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
            let text: Vec<String> = ds.iter().map(Diagram::text).collect();
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
        GeneralVariant::Alice3,
        "#2",
    );
    let odonohue = general_diagram(
        "3k4/8/8/8/8/8/4R3/4K3 | 8/8/8/8/8/8/4r3/8 w - - 0 1",
        GeneralVariant::ODonohue,
        "#2",
    );
    let directed = general::initial_position(GeneralVariant::Directed);
    let directed = Diagram::from_general(&directed, GeneralVariant::Directed, None);
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
