//! Popeye's problem header: the author, origin, award and title lines, the
//! board, the stipulation with the piece counts, the `AliceA`/`AliceB`
//! square lists and the conditions, as Popeye 4.104 prints them
//! (output/plaintext/position.c and stdio.c).

use crate::formats::popeye::TextLines;
use crate::formats::{piece_code, Language};
use crate::setup::Setup;
use crate::stipulation::NonTrivial;
use crate::types::{Board, Color, Square};

/// The width Popeye centres its header lines in (4 characters a file and
/// the border).
const BOARD_WIDTH: usize = 37;

/// A line centred as Popeye's `fprintf_c` does it: the newline counts
/// towards the width, and at least one space is written when it fits.
pub fn centered(text: &str) -> String {
    let used = text.chars().count() + 1;
    if BOARD_WIDTH > used {
        let pad = ((BOARD_WIDTH + 1 - used) / 2).max(1);
        format!("{:pad$}{text}", "")
    } else {
        text.to_string()
    }
}

/// The lines before the board: a blank line, then the authors, origins,
/// awards and titles, each centred.
pub fn meta_lines(text: &TextLines) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text
        .authors
        .iter()
        .chain(&text.origins)
        .chain(&text.awards)
        .chain(&text.titles)
    {
        out.push(centered(line));
    }
    out
}

/// The board as Popeye draws it (both boards in one: Alice pieces are told
/// apart by the square lists below it), after a blank line; the men's
/// codes are those of `lang`.
pub fn board_lines(setup: &Setup, lang: Language) -> Vec<String> {
    let border = "+---a---b---c---d---e---f---g---h---+".to_string();
    let blank = format!("|{:35}|", "");
    let mut out = vec![String::new(), border.clone(), blank.clone()];
    for rank in (0..8u8).rev() {
        let mut row = format!("{} ", rank + 1);
        for file in 0..8u8 {
            let sq = Square::from_coords(file, rank);
            // Popeye's cell: the code right-aligned in three columns, `-`
            // before a black man's (`  K`, ` -R`, ` CA`, `-LE`).
            let cell = match setup.at(sq.into()).next() {
                None => "  . ".to_string(),
                Some(placed) => {
                    let sign = if placed.man.color == Color::Black {
                        "-"
                    } else {
                        ""
                    };
                    let code = piece_code(placed.man.kind.popeye_code(), lang);
                    format!("{:>3} ", format!("{sign}{code}"))
                }
            };
            row.push_str(&cell);
        }
        row.push_str(&format!("  {}", rank + 1));
        out.push(row);
        out.push(blank.clone());
    }
    out.push(border);
    out
}

/// The line under the board: the stipulation (with `/n` for `Threat n`,
/// `//f` for `MaxFlightSquares f`, `;m,n` for `NonTrivial m n`) and the
/// piece counts, right-aligned as Popeye does it (an empty stipulation:
/// the counts alone, as under the start of `a=>b`).
pub fn stipulation_line(
    setup: &Setup,
    stipulation: &str,
    threat: Option<u32>,
    (flights, nontrivial): (Option<u8>, Option<NonTrivial>),
) -> String {
    let mut head = if stipulation.is_empty() {
        String::new()
    } else {
        format!("  {stipulation}")
    };
    // Popeye's options `Threat n` and `MaxFlightSquares f`: `#3/2`,
    // `#3/2/1`, `#3//1`.
    match (threat, flights) {
        (Some(n), Some(f)) => head.push_str(&format!("/{n}/{f}")),
        (Some(n), None) => head.push_str(&format!("/{n}")),
        (None, Some(f)) => head.push_str(&format!("//{f}")),
        (None, None) => {}
    }
    if let Some(t) = nontrivial {
        head.push_str(&t.suffix());
    }
    let white = setup
        .pieces
        .iter()
        .filter(|p| p.man.color == Color::White)
        .count();
    let black = setup.pieces.len() - white;
    let counts = format!("{white} + {black}");
    let width = (8 * 4 + 4usize).saturating_sub(head.chars().count());
    let used = counts.len() + 1;
    let pad = width.saturating_sub(used);
    format!("{head}{:pad$}{counts}", "")
}

/// The `AliceA`/`AliceB` square lists (Popeye writes both, an empty one
/// too) and the condition lines.
pub fn attribute_lines(setup: &Setup, conditions: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for board in Board::ALL {
        let mut squares = String::new();
        for rank in (0..8u8).rev() {
            for file in 0..8u8 {
                let sq = Square::from_coords(file, rank);
                if setup.on(sq.into(), board.into()).is_some() {
                    squares.push(' ');
                    squares.push_str(&sq.to_string());
                }
            }
        }
        out.push(centered(&format!("Alice{}{squares}", board.letter())));
    }
    for c in conditions {
        out.push(centered(c));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn centring_as_popeye() {
        assert_eq!(
            centered("Rittirsch, Manfred"),
            format!("{:9}Rittirsch, Manfred", "")
        );
        assert_eq!(centered("AliceChess"), format!("{:13}AliceChess", ""));
        let long = "x".repeat(40);
        assert_eq!(centered(&long), long);
    }
}
