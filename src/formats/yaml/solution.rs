//! A solution text in the form YACPDB stores: Popeye's long notation
//! without the arrival board (`1.Ka2-b1 !`, not Popeye's `1.Ka2-b1A !`),
//! which is what the solution parser of YACPDB and Olive (`p2w`) reads.
//!
//! In the two-board variants (Alice Chess, AliceChess2, Ms. Alice, Mini
//! Alice) the board a move arrives on follows from the position (the other
//! board, or the same one for Ms. Alice's zero moves), so nothing is lost:
//! `alice` reads the moves back with or without the board. The general
//! engine's variants, where the arrival board is a choice, keep their text.

/// Whether the character can continue a word (then a letter before it is
/// not an arrival board).
fn word_char(c: Option<char>) -> bool {
    c.is_some_and(|c| c.is_ascii_alphanumeric())
}

/// Whether `chars[i..]` starts with `pat`.
fn starts(chars: &[char], i: usize, pat: &str) -> bool {
    pat.chars()
        .enumerate()
        .all(|(k, p)| chars.get(i + k) == Some(&p))
}

/// The length of the move element that ends just before an arrival board
/// at `i` (a square after `-` or `*`, a promotion `=S`, `ep.`, castling
/// `0-0`), or 0.
fn before_board(chars: &[char], i: usize) -> usize {
    let at = |k: usize| i.checked_sub(k).and_then(|j| chars.get(j)).copied();
    // `…-b1` / `…*b1`
    if at(1).is_some_and(|c| c.is_ascii_digit() && ('1'..='8').contains(&c))
        && at(2).is_some_and(|c| ('a'..='h').contains(&c))
        && matches!(at(3), Some('-' | '*'))
    {
        return 2;
    }
    // `=S`
    if at(1).is_some_and(|c| "QRBSN".contains(c)) && at(2) == Some('=') {
        return 2;
    }
    // `ep.`
    if i >= 3 && starts(chars, i - 3, "ep.") {
        return 3;
    }
    // `0-0` (also the end of `0-0-0`)
    if i >= 3 && starts(chars, i - 3, "0-0") {
        return 3;
    }
    0
}

/// The solution text with every arrival board of Popeye's long notation
/// left out (`Ka2-b1A` → `Ka2-b1`, `d2-d1=SA` → `d2-d1=S`, `0-0BB` → `0-0`,
/// `e5*d6 ep.A` → `e5*d6 ep.`), and Popeye's proof-game goal `dia` written
/// as YACPDB's comment `{dia}` (the move after which the diagram stands).
/// Comments in braces are kept as they are.
pub fn yacpdb_solution(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let mut depth = 0usize;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        if depth == 0 && (c == 'A' || c == 'B') && before_board(&chars, i) > 0 {
            // One board letter, or two after castling (king and rook).
            let mut end = i + 1;
            if starts(&chars, i.saturating_sub(3), "0-0")
                && matches!(chars.get(end), Some('A' | 'B'))
            {
                end += 1;
            }
            if !word_char(chars.get(end).copied()) {
                i = end;
                continue;
            }
        }
        if depth == 0
            && starts(&chars, i, "dia")
            && !word_char(chars.get(i + 3).copied())
            && !word_char(i.checked_sub(1).and_then(|j| chars.get(j)).copied())
        {
            out.push_str("{dia}");
            i += 3;
            continue;
        }
        out.push(c);
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::yacpdb_solution;

    #[test]
    fn boards_are_left_out() {
        assert_eq!(
            yacpdb_solution("1.Ka2-b1A ! zugzwang.\n   1...b7-b5B\n       2.Sd4-c6A #"),
            "1.Ka2-b1 ! zugzwang.\n   1...b7-b5\n       2.Sd4-c6 #"
        );
        assert_eq!(
            yacpdb_solution("1.Qa3*a1A # 2.d2-d1=SA Rc3-e3A + 3.0-0BB 0-0-0AA e5*d6 ep.B"),
            "1.Qa3*a1 # 2.d2-d1=S Rc3-e3 + 3.0-0 0-0-0 e5*d6 ep."
        );
        assert_eq!(yacpdb_solution("1.Rb7-b7B !"), "1.Rb7-b7 !");
        assert_eq!(yacpdb_solution("11.Ra7-a8A dia"), "11.Ra7-a8 {dia}");
    }

    #[test]
    fn other_text_is_kept() {
        assert_eq!(
            yacpdb_solution("1.Kb1/A! {a comment: Ka2-b1A} Diagonal"),
            "1.Kb1/A! {a comment: Ka2-b1A} Diagonal"
        );
        assert_eq!(yacpdb_solution("{Ka2-b1A} diagram"), "{Ka2-b1A} diagram");
        assert_eq!(yacpdb_solution("Bach a1A"), "Bach a1A");
        assert_eq!(
            yacpdb_solution("b) Move h1 h2\n  1.Qh5*e5A # !"),
            "b) Move h1 h2\n  1.Qh5*e5 # !"
        );
    }
}
