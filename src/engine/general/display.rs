//! The boards of a general-engine position side by side as text.

use super::position::{board_letter, sq, GPos};

/// A text diagram: boards A, B (and C) side by side, White's pieces in upper
/// case, then the side to move and the FEN. With fairy pieces in the
/// diagram every square takes four columns, for their codes in braces as
/// FEN writes them (`{CA}`, `{g}`).
pub fn diagram(pos: &GPos) -> String {
    let rules = pos.rules();
    let files = rules.files as usize;
    let wide = pos.fairy != 0;
    let column = |t: String| if wide { format!("{t:>4}") } else { t };
    let letters: String = (0..files)
        .map(|f| column(((b'a' + f as u8) as char).to_string()))
        .collect::<Vec<_>>()
        .join(" ");
    let width = letters.len();
    let gap = "    ";
    let mut out = String::new();
    // Header: "board X" centred over each board (3 columns of rank labels).
    let mut header = String::new();
    for b in 0..rules.boards {
        let title = format!("board {}", board_letter(b));
        let cell = format!("{:^w$}", title, w = width.max(title.len()));
        header.push_str(&format!("   {cell}   {gap}"));
    }
    out.push_str(header.trim_end());
    out.push('\n');
    let files_line = |out: &mut String| {
        let mut line = String::new();
        for _ in 0..rules.boards {
            line.push_str(&format!("   {:w$}   {gap}", letters, w = width.max(7)));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    };
    files_line(&mut out);
    for rank in (0..rules.ranks).rev() {
        let mut line = String::new();
        for b in 0..rules.boards {
            let cells: String = (0..rules.files)
                .map(|f| {
                    let c = pos.at(b, sq(f, rank));
                    column(if c.is_empty() {
                        '.'.to_string()
                    } else if wide {
                        c.text()
                    } else {
                        c.letter().to_string()
                    })
                })
                .collect::<Vec<_>>()
                .join(" ");
            line.push_str(&format!(
                "{:>2} {:w$} {:<2}{gap}",
                rank + 1,
                cells,
                rank + 1,
                w = width.max(7)
            ));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    files_line(&mut out);
    out.push_str(&format!(
        "{} to move. FEN: {}\n",
        pos.side().name(),
        super::fen::write(pos)
    ));
    out
}
