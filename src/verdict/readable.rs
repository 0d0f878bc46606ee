//! The composer's solution text of a battle-play problem (key, threats,
//! variations, tries, as Popeye and problem databases write them) with
//! every move it can read rewritten in readable notation with the arrival
//! board: `1.Ka2-b1A ! zugzwang.` becomes `1.Kb1/A ! zugzwang.`, `2.Sd4-c6A
//! #` becomes `2.Nc6/A#`. The layout (lines, indentation, words such as
//! `threat:` and `but`) is kept; a move that cannot be read where it stands
//! is left as written (our choice: the text is shown, never refused).
//!
//! Each move is read in the position before its ply: `N.` is ply `2N-2`
//! from the start, `N...` ply `2N-1`, a move without a number the ply after
//! the previous move of its line. The position is the one after the last
//! move read at the ply before; a move that is not legal there but is
//! legal when the other side passes (a threat, `1.Qd3/A? threat: 2.Rd5/A#`)
//! is read so.

use crate::game::Game;
use crate::notation::{parse_move, san};

/// `text` with every move that can be read rewritten (see the module
/// documentation); `start` is where the play starts (the attacker to
/// move).
pub fn readable_battle_text<G: Game>(text: &str, start: &G) -> String {
    // positions[p]: the position before ply p along the line last read.
    let mut positions: Vec<G> = vec![*start];
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let mut last_ply: Option<usize> = None;
        let mut pending_sign = false;
        let indent = line.len() - line.trim_start().len();
        out.push_str(&line[..indent]);
        let mut words = Vec::new();
        for word in line.split_whitespace() {
            // A sign written apart after a move written with its own sign.
            if pending_sign && !word.is_empty() && word.chars().all(|c| "+#=".contains(c)) {
                continue;
            }
            pending_sign = false;
            match rewrite(word, &mut positions, &mut last_ply) {
                Some(w) => {
                    words.push(w);
                    pending_sign = true;
                }
                None => words.push(word.to_string()),
            }
        }
        out.push_str(&words.join(" "));
        out.push('\n');
    }
    out
}

/// One word read as a move and written readable, or `None` (not a move, or
/// not legal where it stands: left as written).
fn rewrite<G: Game>(
    word: &str,
    positions: &mut Vec<G>,
    last_ply: &mut Option<usize>,
) -> Option<String> {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (number, rest) = word.split_at(digits);
    let (ply, prefix, body) = if number.is_empty() {
        (last_ply.map(|p| p + 1)?, "", rest)
    } else {
        let n: usize = number.parse().ok().filter(|n| *n > 0)?;
        if let Some(body) = rest.strip_prefix("...") {
            (2 * n - 1, "...", body)
        } else {
            (2 * n - 2, ".", rest.strip_prefix('.')?)
        }
    };
    // Marks written with the move: kept after it; signs: from the move.
    let bare = body.trim_end_matches(|c: char| "!?+#=".contains(c));
    let marks: String = body[bare.len()..]
        .chars()
        .filter(|c| *c == '!' || *c == '?')
        .collect();
    if bare.is_empty() || !bare.starts_with(|c: char| c.is_ascii_alphanumeric()) {
        return None;
    }
    let here = positions.get(ply).copied();
    let passed = ply
        .checked_sub(1)
        .and_then(|p| positions.get(p))
        .map(|p| p.null_move());
    let (pos, mv) = match here.and_then(|p| parse_move(&p, bare).ok().map(|m| (p, m))) {
        Some(found) => found,
        None => {
            let p = passed?;
            (p, parse_move(&p, bare).ok()?)
        }
    };
    positions.truncate(ply);
    positions.push(pos);
    positions.push(pos.after(mv));
    *last_ply = Some(ply);
    let number = if number.is_empty() {
        String::new()
    } else {
        format!("{number}{prefix}")
    };
    Some(format!("{number}{}{marks}", san(&pos, mv)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::fast::fen;

    #[test]
    fn popeye_text_written_readable() {
        let pos =
            fen::parse("4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1").unwrap();
        let text = "1.Ka2-b1A ! zugzwang.\n   1...Re8-e7B\n       2.Re6*e7A #\n\
                    1.Qa3-d3A ? threat:\n       2.Rf5-d5A #\n   but\n   1...Re8-a8B + !\n\
                    1.Zz9 ?\n";
        assert_eq!(
            readable_battle_text(text, &pos),
            "1.Kb1/A ! zugzwang.\n   1...Re7/B\n       2.Rxe7/A#\n\
             1.Qd3/A ? threat:\n       2.Rd5/A#\n   but\n   1...Ra8/B+ !\n1.Zz9 ?\n"
        );
    }
}
