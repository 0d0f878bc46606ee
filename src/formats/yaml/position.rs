//! The keys of a YAML problem that give its position: `algebraic`, `fen`
//! (either or both), `target` (the position of an a=>b) and `twins`.

use super::values::{mapping, nested_line, text, text_list, Document};
use crate::formats::draft::{read_fen, Draft, GivenDiagram};
use crate::formats::error::{Fail, FormatErrorKind};
use crate::formats::lang::Language;
use crate::formats::pieces::parse_groups;
use crate::formats::tokens::Tokens;
use crate::formats::twins::parse_changes;
use crate::problem::Twin;
use crate::setup::Placed;
use crate::twin::Placement;
use crate::types::Color;
use serde_json::Value;

/// Read `algebraic` or `fen` (`key`, on `line`) into the draft's setup.
pub(super) fn read_setup(
    draft: &mut Draft,
    doc: &Document,
    key: &str,
    v: &Value,
    line: usize,
) -> Result<(), Fail> {
    let setup = if key == "fen" {
        let fen = text(v, key, line)?;
        draft.fen_text = Some(fen.trim().to_string());
        match read_fen(&fen) {
            Ok(pos) => {
                draft.side = Some(pos.side_to_move());
                GivenDiagram::Fen(pos)
            }
            Err(e) => {
                draft.side = Some(crate::fen::side_of(&fen));
                GivenDiagram::Text(fen.trim().to_string(), e)
            }
        }
    } else {
        GivenDiagram::Pieces(algebraic(v, doc, line)?)
    };
    // Both given (YACPDB's `algebraic` plus our `fen`, which adds side
    // to move, castling and e.p.): they must show the same pieces,
    // and the FEN is kept.
    let merged = match (draft.setup.take(), setup) {
        (None, s) => (s, line),
        (Some((GivenDiagram::Fen(pos), l)), GivenDiagram::Pieces(p)) => {
            same_pieces(&p, &pos, line)?;
            (GivenDiagram::Fen(pos), l)
        }
        (Some((GivenDiagram::Pieces(p), _)), GivenDiagram::Fen(pos)) => {
            same_pieces(&p, &pos, line)?;
            (GivenDiagram::Fen(pos), line)
        }
        (Some(_), _) => {
            return Err(Fail::syntax(line, format!("'{key}' is given twice")));
        }
    };
    draft.setup = Some(merged);
    Ok(())
}

/// Read `target`, the second position of a=>b: an Alice FEN or an
/// `algebraic`-style mapping of white and black pieces.
pub(super) fn read_target(v: &Value, doc: &Document, line: usize) -> Result<GivenDiagram, Fail> {
    let setup = match v {
        Value::Object(_) => GivenDiagram::Pieces(algebraic(v, doc, line)?),
        // A FEN no Alice FEN reader takes is kept for the general
        // engine's variants (its error is reported for the others).
        _ => {
            let fen = text(v, "target", line)?;
            match read_fen(&fen) {
                Ok(pos) => GivenDiagram::Fen(pos),
                Err(e) => GivenDiagram::Text(fen.trim().to_string(), e),
            }
        }
    };
    Ok(setup)
}

/// Read `algebraic`: lists of pieces per colour.
fn algebraic(v: &Value, doc: &Document, line: usize) -> Result<Placement, Fail> {
    let m = mapping(v, "algebraic", line)?;
    let mut placement = Placement::empty();
    for (key, list) in m {
        let key_line = nested_line(doc, line, key);
        let color = match key.as_str() {
            "white" => Color::White,
            "black" => Color::Black,
            "neutral" => {
                return Err(Fail::new(
                    key_line,
                    FormatErrorKind::Unsupported("neutral pieces".into()),
                ))
            }
            other => {
                return Err(Fail::syntax(
                    key_line,
                    format!("'algebraic' has white and black lists, not '{other}'"),
                ))
            }
        };
        // A piece code of digits on a file e square written plain
        // (`24e8`, `15e1`) is a number to YAML: its text is lost.
        if let Some(n) = list
            .as_array()
            .into_iter()
            .flatten()
            .chain(std::iter::once(list))
            .find(|i| i.is_number())
        {
            return Err(Fail::syntax(
                key_line,
                format!(
                    "'algebraic' {key}: YAML reads an entry as the number {n}, not a piece: \
                     quote a piece whose code is digits, as '24e8'"
                ),
            ));
        }
        for item in text_list(list, key, key_line)? {
            let mut t = Tokens::on_line(&item, key_line);
            let placed = parse_groups(&mut t, Some(color), Language::English)?;
            // The piece readers give men of two 8x8 boards.
            for (square, board, man) in placed.iter().filter_map(Placed::on_two_boards) {
                if placement.get(square).is_some() {
                    return Err(Fail::syntax(
                        key_line,
                        format!("square {square} is given twice"),
                    ));
                }
                placement.set(square, Some((man, board)));
            }
            if let Some(extra) = t.peek() {
                return Err(Fail::syntax(
                    key_line,
                    format!("unexpected '{}' in '{item}'", extra.text),
                ));
            }
        }
    }
    Ok(placement)
}

/// The order of twin labels: `a` … `z`, then `z1`, `z2`, ….
fn label_order(label: &str) -> (usize, u64, String) {
    match label.strip_prefix('z').and_then(|n| n.parse::<u64>().ok()) {
        Some(n) => (1, n, String::new()),
        None => (0, 0, label.to_string()),
    }
}

pub(super) fn twins(v: &Value, doc: &Document, line: usize) -> Result<Vec<(Twin, usize)>, Fail> {
    let m = mapping(v, "twins", line)?;
    let mut labels: Vec<&String> = m.keys().collect();
    labels.sort_by_key(|l| label_order(l));
    let mut out = Vec::new();
    for label in labels {
        let twin_line = nested_line(doc, line, label);
        let value = text(&m[label.as_str()], "twins", twin_line)?;
        let mut t = Tokens::on_line(&value, twin_line);
        let (continued, changes) = parse_changes(&mut t, Language::English)?;
        if let Some(extra) = t.peek() {
            return Err(Fail::syntax(
                twin_line,
                format!("twin {label}: unknown twinning command '{}'", extra.text),
            ));
        }
        out.push((
            Twin {
                label: label.clone(),
                continued,
                changes,
            },
            twin_line,
        ));
    }
    Ok(out)
}

/// Check that an `algebraic` placement and a `fen` show the same pieces.
fn same_pieces(
    pieces: &Placement,
    pos: &crate::engine::fast::Position,
    line: usize,
) -> Result<(), Fail> {
    let from_fen = Placement::of(pos);
    for sq in crate::Square::all() {
        let (a, b) = (pieces.0[sq.index()], from_fen.0[sq.index()]);
        if a != b {
            let show = |x: Option<(crate::setup::Man, crate::Board)>| match x {
                Some((m, board)) => format!(
                    "{}{}",
                    m.text(),
                    if board == crate::Board::B { "*" } else { "" }
                ),
                None => "empty".to_string(),
            };
            return Err(Fail::syntax(
                line,
                format!(
                    "'algebraic' and 'fen' differ on {sq}: {} in 'algebraic', {} in 'fen'",
                    show(a),
                    show(b)
                ),
            ));
        }
    }
    Ok(())
}
