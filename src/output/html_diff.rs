//! The moves where a solution found and the intended one part, marked in
//! the HTML report (`<mark class="diff">`). Help and series play and proof
//! games ([`marked`]): each line of play of one text is matched with the
//! line of the other that shares its longest beginning (move by move), and
//! its moves after that beginning are marked; a line of play starts with a
//! move number (`1.Ke4/A Qe5/B 2.d1=B/A Re3/A#`), the other lines
//! (headings, the verdict) are never marked. Direct, self and reflex play
//! ([`marked_keys`]): the keys (`1.Kb1/A!`, the composer's `1.Qd3/A !`)
//! that the other text does not have as keys.

use crate::output::diagram::escape_xml as esc;
use std::collections::HashSet;
use std::ops::Range;

/// `text` as escaped HTML with its moves that part from every line of
/// `other` marked, and the number of moves marked.
pub fn marked(text: &str, other: &str) -> (String, usize) {
    // Every beginning of every line of play of `other`, as its moves'
    // keys joined.
    let mut known: HashSet<String> = HashSet::new();
    for line in other.lines() {
        let mut prefix = String::new();
        for (_, key) in moves(line) {
            prefix.push_str(key);
            prefix.push('\u{1}');
            known.insert(prefix.clone());
        }
    }
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    let mut count = 0;
    for (i, line) in text.lines().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let moves = moves(line);
        let mut prefix = String::new();
        let mut shared = 0;
        for (_, key) in &moves {
            prefix.push_str(key);
            prefix.push('\u{1}');
            if !known.contains(&prefix) {
                break;
            }
            shared += 1;
        }
        let mut at = 0;
        for (range, _) in &moves[shared..] {
            out.push_str(&esc(&line[at..range.start]));
            out.push_str("<mark class=\"diff\">");
            out.push_str(&esc(&line[range.clone()]));
            out.push_str("</mark>");
            at = range.end;
            count += 1;
        }
        out.push_str(&esc(&line[at..]));
    }
    (out, count)
}

/// `text` (a solution tree, or a composer's battle text) as escaped HTML
/// with its keys that are not keys of `other` marked, and the number of
/// keys marked.
pub fn marked_keys(text: &str, other: &str) -> (String, usize) {
    let keys: HashSet<&str> = other.lines().filter_map(key).map(|(_, k)| k).collect();
    let mut out = String::with_capacity(text.len() + 64);
    let mut count = 0;
    for (i, line) in text.lines().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        match key(line) {
            Some((range, k)) if !keys.contains(k) => {
                out.push_str(&esc(&line[..range.start]));
                out.push_str("<mark class=\"diff\">");
                out.push_str(&esc(&line[range.clone()]));
                out.push_str("</mark>");
                out.push_str(&esc(&line[range.end..]));
                count += 1;
            }
            _ => out.push_str(&esc(line)),
        }
    }
    (out, count)
}

/// The key a line states, with its place: a first move (`1.`, not
/// `1...`) marked `!`, attached (`1.Kb1/A!`) or apart (`1.Qd3/A !`).
fn key(line: &str) -> Option<(Range<usize>, &str)> {
    let start = line.len() - line.trim_start().len();
    let rest = &line[start..];
    let first = rest.split_whitespace().next()?;
    let second = rest[first.len()..].split_whitespace().next();
    let is_key = first.ends_with('!') || second == Some("!");
    if !first.starts_with("1.") || first.starts_with("1..") || !is_key {
        return None;
    }
    let k = move_key(first)?;
    Some((start..start + first.len(), k))
}

/// The moves of a line of play: each token's place in the line and the
/// move it names (without its number, `!`, `?`, a comma, `+` or `#`);
/// nothing for a line that is not play.
fn moves(line: &str) -> Vec<(Range<usize>, &str)> {
    let first = line.split_whitespace().next().unwrap_or_default();
    let play = first.starts_with(|c: char| c.is_ascii_digit()) || first == "but";
    if !play {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in line.char_indices().chain([(line.len(), ' ')]) {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some(i),
            (true, Some(s)) => {
                start = None;
                let token = &line[s..i];
                if let Some(key) = move_key(token) {
                    out.push((s..i, key));
                }
            }
            _ => {}
        }
    }
    out
}

/// The move a token names, or `None` for a word (`threat:`, `but`,
/// `zugzwang.`, `(dual)`) or a bare number.
fn move_key(token: &str) -> Option<&str> {
    if token.ends_with(':') || token.starts_with('(') || token == "but" || token == "zugzwang." {
        return None;
    }
    let number = token.trim_start_matches(|c: char| c.is_ascii_digit());
    let key = if number.len() < token.len() {
        number.trim_start_matches('.')
    } else {
        token
    };
    let key = key.trim_end_matches(['!', '?', ',', '+', '#']);
    (!key.is_empty()).then_some(key)
}

#[cfg(test)]
mod tests {
    use super::marked;

    #[test]
    fn keys_that_are_not_keys_of_the_other_text_are_marked() {
        use super::marked_keys;
        let found = "   1.Kb1/A! zugzwang.\n      1...b5/B 2.Nc6/A#\n   1.Qd3/A? threat: 2.Rd5/A#\nverdict: sound (key 1.Kb1/A)";
        let intended =
            "1.Kb1/A ? zugzwang.\n   1...b5/B\n       2.Nc6/A#\n1.Qd3/A ! threat:\n       2.Rd5/A#";
        let (html, n) = marked_keys(found, intended);
        assert_eq!(n, 1, "{html}");
        assert!(html.starts_with("   <mark class=\"diff\">1.Kb1/A!</mark> zugzwang.\n"));
        let (html, n) = marked_keys(intended, found);
        assert_eq!(n, 1, "{html}");
        assert!(html.contains("\n<mark class=\"diff\">1.Qd3/A</mark> ! threat:\n"));
    }

    #[test]
    fn the_moves_after_the_shared_beginning_are_marked() {
        let found = "h#2 (Black starts)\n1.Ke4/A Qe5/B 2.d1=B/A Re3/A#\n1.Kf4/A Qf5/B 2.d1=Q/A Rf3/A#\nverdict: cooked";
        let intended = "1.Ke4/A Qe5/B 2.d1=B/A Re3/A#\n1.Kf4/A Qf5/B 2.d1=N/A Rf3/A#";
        let (html, n) = marked(found, intended);
        assert_eq!(n, 2);
        assert!(html.contains(
            "1.Kf4/A Qf5/B <mark class=\"diff\">2.d1=Q/A</mark> <mark class=\"diff\">Rf3/A#</mark>"
        ));
        assert!(html.starts_with("h#2 (Black starts)\n1.Ke4/A Qe5/B 2.d1=B/A Re3/A#\n"));
        // Escaped as the rest of the page.
        assert_eq!(marked("a <b>", "").0, "a &lt;b&gt;");
    }
}
