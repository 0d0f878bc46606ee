//! Both boards side by side as text.

use crate::fen;
use crate::position::Position;
use crate::types::{Board, Square};

/// A text diagram: board A on the left, board B on the right, White's pieces
/// in upper case, then the FEN and the side to move.
pub fn diagram(pos: &Position) -> String {
    let mut out = String::new();
    out.push_str("       board A                 board B\n");
    out.push_str("   a b c d e f g h         a b c d e f g h\n");
    for rank in (0..8u8).rev() {
        let mut line = format!(" {} ", rank + 1);
        for board in Board::ALL {
            for file in 0..8 {
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
    out.push_str("   a b c d e f g h         a b c d e f g h\n");
    out.push_str(&format!(
        "{} to move. FEN: {}\n",
        pos.side_to_move().name(),
        fen::write(pos)
    ));
    out
}
