//! Both boards side by side as text.

use crate::engine::fast::fen;
use crate::engine::fast::position::Position;
use crate::types::{Board, Square};

/// A text diagram: board A on the left, board B on the right, White's pieces
/// in upper case, then the FEN and the side to move.
pub fn diagram(pos: &Position) -> String {
    let files = pos.rules().files() as usize;
    let letters: String = (0..files)
        .map(|f| ((b'a' + f as u8) as char).to_string())
        .collect::<Vec<_>>()
        .join(" ");
    // Centre "board A" over the first board's letters, "board B" over the second's.
    let centre = (letters.len().saturating_sub(7)) / 2;
    let second = 3 + letters.len() + 8;
    let title_a = 3 + centre;
    let title_b = second + centre;
    let mut out = String::new();
    out.push_str(&format!(
        "{:a$}board A{:b$}board B\n",
        "",
        "",
        a = title_a,
        b = title_b - title_a - 7
    ));
    out.push_str(&format!("   {letters}        {letters}\n"));
    for rank in (0..8u8).rev() {
        let mut line = format!(" {} ", rank + 1);
        for board in Board::ALL {
            for file in 0..files as u8 {
                let sq = Square::from_coords(file, rank);
                let c = match pos.piece_at(sq) {
                    Some((p, b)) if b == board => p.fen_char(),
                    _ => '.',
                };
                line.push(c);
                line.push(' ');
            }
            if board == Board::A {
                line.push_str(&format!("{}    {} ", rank + 1, rank + 1));
            } else {
                line.push_str(&format!("{}", rank + 1));
            }
        }
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str(&format!("   {letters}        {letters}\n"));
    out.push_str(&format!(
        "{} to move. FEN: {}\n",
        pos.side_to_move().name(),
        fen::write(pos)
    ));
    out
}
