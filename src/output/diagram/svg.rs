//! A diagram as a self-contained SVG image: the boards side by side (board A
//! on the left), light and dark squares, coordinates, the pieces drawn as
//! paths (`pieces.rs`: no font or image is needed for them), the
//! heading above and the stipulation, piece count, side to move and twins
//! below. Text (coordinates, heading, caption) uses the reader's sans-serif
//! font; nothing is loaded from outside the file.

use super::pieces::{self, Shape};
use super::{escape_xml, Drawing};
use crate::types::Color;
use std::collections::BTreeSet;
use std::fmt::Write as _;

/// Side of a square, in SVG units (pixels at 100 %).
pub const SQUARE: u32 = 45;
const MARGIN: u32 = 14;
const RANK_LABELS: u32 = 20;
const GAP: u32 = 30;
const LINE: u32 = 20;
const BOARD_TITLE: u32 = 22;
const FILE_LABELS: u32 = 20;
const FONT: &str = "DejaVu Sans, Helvetica, Arial, sans-serif";

/// The light squares' colour.
pub const LIGHT: &str = "#f0d9b5";
/// The dark squares' colour.
pub const DARK: &str = "#b58863";
/// The fill of White pieces.
pub const WHITE_PIECE: &str = "#ffffff";
/// The fill of Black pieces.
pub const BLACK_PIECE: &str = "#000000";

/// The width and height of the image of `d`.
pub fn size(d: &Drawing) -> (u32, u32) {
    let boards = d.boards as u32;
    let width = 2 * MARGIN + boards * (RANK_LABELS + d.files as u32 * SQUARE) + (boards - 1) * GAP;
    let height = 2 * MARGIN
        + d.heading.len() as u32 * LINE
        + BOARD_TITLE
        + d.ranks as u32 * SQUARE
        + FILE_LABELS
        + LINE
        + d.twins.len() as u32 * LINE
        + target_height(d);
    (width, height)
}

/// The height of the target row of an `a=>b` diagram (0 without one).
fn target_height(d: &Drawing) -> u32 {
    match &d.target {
        Some(t) => BOARD_TITLE + t.ranks as u32 * SQUARE + FILE_LABELS + LINE,
        None => 0,
    }
}

/// The SVG document of `d` (an `<svg>` element, usable as a file or inline
/// in HTML).
pub fn render(d: &Drawing) -> String {
    render_with_ids(d, "")
}

/// As [`render`], with `prefix` before every element id, so that several
/// diagrams can stand in one HTML page.
pub fn render_with_ids(d: &Drawing, prefix: &str) -> String {
    let (width, height) = size(d);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \
         version=\"1.1\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" \
         font-family=\"{FONT}\" role=\"img\">"
    );
    let _ = writeln!(out, "<title>{}</title>", escape_xml(&d.fen));
    let _ = writeln!(
        out,
        "<rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>"
    );
    piece_defs(d, d.target.as_deref(), prefix, &mut out);
    let mut y = MARGIN;
    for (i, line) in d.heading.iter().enumerate() {
        let weight = if i == 0 { " font-weight=\"bold\"" } else { "" };
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" font-size=\"15\" text-anchor=\"middle\"{weight}>{}</text>",
            width / 2,
            y + 15,
            escape_xml(line)
        );
        y += LINE;
    }
    y = boards(d, y, "", prefix, &mut out);
    let first_left = MARGIN + RANK_LABELS;
    let _ = writeln!(
        out,
        "<text x=\"{first_left}\" y=\"{}\" font-size=\"15\">{}</text>",
        y + 15,
        escape_xml(&d.caption())
    );
    let _ = writeln!(
        out,
        "<text x=\"{}\" y=\"{}\" font-size=\"15\" text-anchor=\"end\">{} to move</text>",
        width - MARGIN,
        y + 15,
        d.side.name()
    );
    y += LINE;
    for t in &d.twins {
        let _ = writeln!(
            out,
            "<text x=\"{first_left}\" y=\"{}\" font-size=\"14\">{}</text>",
            y + 15,
            escape_xml(t)
        );
        y += LINE;
    }
    if let Some(t) = &d.target {
        y = boards(t, y, "target: ", prefix, &mut out);
        let _ = writeln!(
            out,
            "<text x=\"{first_left}\" y=\"{}\" font-size=\"15\">the position to reach</text>",
            y + 15
        );
    }
    out.push_str("</svg>\n");
    out
}

/// The row of boards of `d` with their titles, from `y`; returns the `y`
/// below the file letters.
fn boards(d: &Drawing, y: u32, title: &str, prefix: &str, out: &mut String) -> u32 {
    let board_w = d.files as u32 * SQUARE;
    let top = y + BOARD_TITLE;
    for b in 0..d.boards {
        let left = board_left(b, board_w);
        board(d, b, left, top, prefix, out);
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" font-size=\"15\" font-weight=\"bold\" \
             text-anchor=\"middle\">{title}board {}</text>",
            left + board_w / 2,
            top - 7,
            Drawing::board_letter(b)
        );
    }
    top + d.ranks as u32 * SQUARE + FILE_LABELS
}

/// Where the squares are in the image of `d`: a function from board, file
/// and rank to the top-left corner of the square.
pub fn square_positions(d: &Drawing) -> impl Fn(u8, u8, u8) -> (u32, u32) + '_ {
    let board_w = d.files as u32 * SQUARE;
    let top = MARGIN + d.heading.len() as u32 * LINE + BOARD_TITLE;
    move |b, file, rank| {
        let left = board_left(b, board_w);
        square_origin(d, file, rank, left, top)
    }
}

/// The left edge of board `b`.
fn board_left(b: u8, board_w: u32) -> u32 {
    MARGIN + b as u32 * (RANK_LABELS + board_w + GAP) + RANK_LABELS
}

/// One board: squares, frame, coordinates and men.
fn board(d: &Drawing, b: u8, left: u32, top: u32, prefix: &str, out: &mut String) {
    let board_h = d.ranks as u32 * SQUARE;
    let board_w = d.files as u32 * SQUARE;
    let _ = writeln!(out, "<g>");
    let _ = writeln!(
        out,
        "<rect x=\"{left}\" y=\"{top}\" width=\"{board_w}\" height=\"{board_h}\" fill=\"{LIGHT}\"/>"
    );
    for rank in 0..d.ranks {
        for file in 0..d.files {
            if (file + rank) % 2 == 0 {
                let (x, y) = square_origin(d, file, rank, left, top);
                let _ = writeln!(
                    out,
                    "<rect x=\"{x}\" y=\"{y}\" width=\"{SQUARE}\" height=\"{SQUARE}\" fill=\"{DARK}\"/>"
                );
            }
        }
    }
    let _ = writeln!(
        out,
        "<rect x=\"{left}\" y=\"{top}\" width=\"{board_w}\" height=\"{board_h}\" fill=\"none\" \
         stroke=\"#000000\" stroke-width=\"2\"/>"
    );
    for rank in 0..d.ranks {
        let (_, y) = square_origin(d, 0, rank, left, top);
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" font-size=\"13\" text-anchor=\"middle\">{}</text>",
            left - RANK_LABELS / 2,
            y + SQUARE / 2 + 5,
            rank + 1
        );
    }
    for file in 0..d.files {
        let (x, _) = square_origin(d, file, 0, left, top);
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" font-size=\"13\" text-anchor=\"middle\">{}</text>",
            x + SQUARE / 2,
            top + board_h + 15,
            (b'a' + file) as char
        );
    }
    for m in d.men.iter().filter(|m| m.board == b) {
        let (x, y) = square_origin(d, m.file, m.rank, left, top);
        let _ = writeln!(
            out,
            "<use xlink:href=\"#{}\" x=\"{x}\" y=\"{y}\"/>",
            piece_id(prefix, m.color, m.code)
        );
    }
    let _ = writeln!(out, "</g>");
}

/// The top-left corner of a square (rank 1 at the bottom).
fn square_origin(d: &Drawing, file: u8, rank: u8, left: u32, top: u32) -> (u32, u32) {
    (
        left + file as u32 * SQUARE,
        top + (d.ranks - 1 - rank) as u32 * SQUARE,
    )
}

fn piece_id(prefix: &str, color: Color, code: &str) -> String {
    let c = match color {
        Color::White => 'w',
        Color::Black => 'b',
    };
    format!("{prefix}{c}{code}")
}

/// The `<defs>` with one drawing per piece kind and colour on the diagram.
fn piece_defs(d: &Drawing, target: Option<&Drawing>, prefix: &str, out: &mut String) {
    let used: BTreeSet<(u8, &str)> = d
        .men
        .iter()
        .chain(target.iter().flat_map(|t| t.men.iter()))
        .map(|m| (m.color as u8, m.code))
        .collect();
    if used.is_empty() {
        return;
    }
    out.push_str("<defs>\n");
    for (c, code) in used {
        let color = if c == 0 { Color::White } else { Color::Black };
        let (fill, detail) = match color {
            Color::White => (WHITE_PIECE, BLACK_PIECE),
            Color::Black => (BLACK_PIECE, WHITE_PIECE),
        };
        let shape: &Shape = pieces::shape(code);
        let _ = writeln!(out, "<g id=\"{}\">", piece_id(prefix, color, code));
        for part in shape.parts {
            let _ = writeln!(
                out,
                "<path d=\"{part}\" fill=\"{fill}\" stroke=\"#000000\" stroke-width=\"1.5\" \
                 stroke-linejoin=\"round\"/>"
            );
        }
        if !shape.details.is_empty() {
            let _ = writeln!(
                out,
                "<path d=\"{}\" fill=\"none\" stroke=\"{detail}\" stroke-width=\"1.5\" \
                 stroke-linecap=\"round\"/>",
                shape.details
            );
        }
        if pieces::is_fairy(code) {
            // One letter, or a fairy piece's two (`CA`), smaller.
            let (y, size) = if code.len() > 1 { (28, 14) } else { (29, 19) };
            let _ = writeln!(
                out,
                "<text x=\"22.5\" y=\"{y}\" font-size=\"{size}\" font-weight=\"bold\" \
                 text-anchor=\"middle\" fill=\"{detail}\">{}</text>",
                escape_xml(code)
            );
        }
        out.push_str("</g>\n");
    }
    out.push_str("</defs>\n");
}
