//! Reading the composer's intended solution (Popeye-style text, as stored in
//! YAML `solution:` fields and problem databases) into moves, so that it can
//! be compared with what the solver finds.
//!
//! Battle play (`#n`, `s#n`, `r#n`): the keys are the first moves written
//! `1.X !` (or, when no move carries `!`, every `1.X` not marked `?`).
//! Help and series play: every line that starts with a move number is one
//! solution, read move by move from the starting position. Twins are
//! separated by lines starting with `a)`, `b)`, ...

use crate::game::Game;
use crate::help_play::{line_step, replay_step, Family, Node};
use crate::notation::{parse_goal_move, parse_move};
use crate::stipulation::Stipulation;
use thiserror::Error;

/// What the composer intends for one twin, each move in coordinate
/// notation (`a2b1`), as every engine writes its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Intended {
    /// The key moves of a battle-play problem.
    Keys(Vec<String>),
    /// The solutions of a help or series problem, each a list of moves.
    Lines(Vec<Vec<String>>),
}

/// An intended solution that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum IntendedError {
    /// A move that is not legal, or not readable, where it stands.
    #[error("intended solution, line {line}: cannot read move '{text}': {reason}")]
    BadMove {
        /// The line of the twin's solution text, from 1.
        line: usize,
        /// The move as written.
        text: String,
        /// Why it was not read (the move reader's error).
        reason: String,
    },
    /// A line that starts with a move number has no move after it (`1.`,
    /// `2...`, a move number before a comment alone).
    #[error("intended solution, line {line}: a move number with no move after it")]
    NoMove {
        /// The line of the twin's solution text, from 1.
        line: usize,
    },
    /// The text has no key (battle play) or no solution line (help play).
    #[error("intended solution names no move")]
    Empty,
}

/// Split the solution text into twin sections: `(label, text)`; a text
/// without twin labels is one section with label "".
pub fn twin_sections(text: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        let t = line.trim();
        let label = t.split_once(')').filter(|(l, _)| {
            !l.is_empty()
                && l.len() <= 3
                && l.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
                && l.chars().next().is_some_and(|c| c.is_ascii_lowercase())
        });
        match label {
            Some((l, rest)) => out.push((l.to_string(), format!("{}\n", rest.trim()))),
            None => {
                if out.is_empty() {
                    out.push((String::new(), String::new()));
                }
                if let Some(last) = out.last_mut() {
                    last.1.push_str(line);
                    last.1.push('\n');
                }
            }
        }
    }
    out
}

/// Words of a line that are moves: move numbers, lone signs and comments in
/// brackets are dropped.
fn move_words(line: &str) -> Vec<(String, bool, bool)> {
    // (word, marked '!', marked '?')
    let mut words: Vec<(String, bool, bool)> = Vec::new();
    let mut depth = 0;
    let cleaned: String = line
        .chars()
        .map(|c| {
            match c {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => {
                    depth -= 1;
                    return ' ';
                }
                _ => {}
            }
            if depth > 0 {
                ' '
            } else {
                c
            }
        })
        .collect();
    for raw in cleaned.split_whitespace() {
        // Strip a leading move number: "1.", "12...", "1.Kb1".
        let w = raw.trim_start_matches(|c: char| c.is_ascii_digit());
        let w = w.trim_start_matches('.');
        let w = w.trim_start_matches('…');
        if w.is_empty() {
            continue;
        }
        // Popeye's end markers of goals written apart (`Rc1*d1B x`,
        // `Qd5B + z`, `Kf1-g2B ==`): no move, and no key or try mark.
        if ["x", "z", "%", "==", "!=", "#=", "##", "##!", "!#"].contains(&w) {
            continue;
        }
        // Popeye's e.p. capture, `e5*d6 ep.B`: the board is part of the move.
        if w.starts_with("ep.") {
            if let Some(last) = words.last_mut() {
                last.0.push(' ');
                last.0.push_str(w);
                continue;
            }
        }
        let bang = w.ends_with('!');
        let query = w.ends_with('?');
        if w.chars().all(|c| "!?+#=".contains(c)) {
            // A sign written apart: mark the previous word.
            if let Some(last) = words.last_mut() {
                let l: &mut (String, bool, bool) = last;
                l.1 |= w.contains('!');
                l.2 |= w.contains('?');
            }
            continue;
        }
        if w.eq_ignore_ascii_case("zugzwang.")
            || w.eq_ignore_ascii_case("threat:")
            || w.eq_ignore_ascii_case("but")
            // Popeye's end marks of proof games.
            || w.eq_ignore_ascii_case("dia")
            || w.eq_ignore_ascii_case("a=>b")
        {
            continue;
        }
        words.push((w.to_string(), bang, query));
    }
    words
}

/// Read the intended solution of one twin.
pub fn parse<G: Game>(
    text: &str,
    start: &G,
    stip: &Stipulation,
) -> Result<Intended, IntendedError> {
    if stip.is_adversarial() {
        return parse_keys(text, start);
    }
    let mut lines = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let t = line.trim_start();
        if !t.starts_with(|c: char| c.is_ascii_digit()) {
            continue;
        }
        let moves = parse_line(t, i + 1, start, stip)?;
        if moves.is_empty() && move_words(t).is_empty() {
            return Err(IntendedError::NoMove { line: i + 1 });
        }
        if !moves.is_empty() {
            lines.push(moves);
        }
    }
    if lines.is_empty() {
        return Err(IntendedError::Empty);
    }
    lines.sort();
    // `reci-h`: a line is written once for each way it ends.
    if stip.play == crate::stipulation::Play::ReciHelp {
        lines.dedup();
    }
    Ok(Intended::Lines(lines))
}

/// A move `text` of line `line` that cannot be read, for `reason`.
fn bad_move(line: usize, text: &str, reason: String) -> IntendedError {
    IntendedError::BadMove {
        line,
        text: text.to_string(),
        reason,
    }
}

/// [`parse`] for battle play: the keys.
fn parse_keys<G: Game>(text: &str, start: &G) -> Result<Intended, IntendedError> {
    let mut marked = Vec::new();
    let mut unmarked = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let t = line.trim_start();
        // A key line starts with "1." but not "1..." (a defence).
        if !t.starts_with("1.") || t.starts_with("1..") {
            continue;
        }
        let Some((w, bang, query)) = move_words(t).into_iter().next() else {
            return Err(IntendedError::NoMove { line: i + 1 });
        };
        let mv = parse_move(start, &w).map_err(|e| bad_move(i + 1, &w, e.to_string()))?;
        if bang {
            marked.push(mv.to_string());
        } else if !query && !t.contains("threat") {
            unmarked.push(mv.to_string());
        }
    }
    let mut keys = if marked.is_empty() { unmarked } else { marked };
    keys.sort();
    keys.dedup();
    if keys.is_empty() {
        return Err(IntendedError::Empty);
    }
    Ok(Intended::Keys(keys))
}

/// The moves of the help or series line `t` (line `line` of the text),
/// replayed from `start` by the family's rules (a series side moves
/// again); a forced reply (`ser-s`, `hs`, `ser-hs`) is not part of it.
fn parse_line<G: Game>(
    t: &str,
    line: usize,
    start: &G,
    stip: &Stipulation,
) -> Result<Vec<String>, IntendedError> {
    let series = stip.play == crate::stipulation::Play::SeriesProof;
    let family = Family::of(stip.play);
    let mut pos = *start;
    let mut moves = Vec::new();
    // (A parry series move without check passes the other side's turn:
    // two single moves of the count.)
    let mut remaining = stip.plies();
    for (w, _, _) in move_words(t) {
        let node = family.map(|f| f.node(remaining.max(1)));
        if matches!(node, Some(Node::Forced | Node::Reci)) {
            break;
        }
        // (The last move of `##`, `##!`, `!#` is a self-check.)
        let mv =
            parse_goal_move(&pos, &w, stip.goal).map_err(|e| bad_move(line, &w, e.to_string()))?;
        moves.push(mv.to_string());
        // `pser-s`: a White move after which Black is forced to reach the
        // goal ends the line (the reply written after it is not part of
        // it), at any length.
        if stip.play == crate::stipulation::Play::ParryBattleSelf
            && Some(pos.side_to_move()) == stip.fixed_starter()
            && crate::search::help::forced_goal(&pos.after(mv), stip.goal, &mut 0)
        {
            break;
        }
        if moves.len() <= stip.intro as usize {
            // An intro series: its side moves again, the play's count
            // untouched.
            (pos, remaining) = line_step(
                family,
                stip.intro_shape(),
                moves.len() - 1,
                &pos,
                mv,
                remaining,
            );
        } else if series || node == Some(Node::Series) {
            // ser-dia and series play: the series side moves again.
            pos.play(mv);
            pos = pos.null_move();
            remaining = remaining.saturating_sub(1);
        } else {
            (pos, remaining) = replay_step(family, &pos, mv, remaining);
        }
    }
    Ok(moves)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::fast::fen;

    #[test]
    fn keys_of_a_direct_problem() {
        let pos =
            fen::parse("4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1").unwrap();
        let text = "1.Ka2-b1A ! zugzwang.\n   1...Re8-e7B 2.Rf5*e7A #\n1.Qa3-d3A ? (threat 2.Rf5-d5A #)\n   but 1...Re8-a8B + !\n";
        let got = parse(text, &pos, &"#2".parse().unwrap()).unwrap();
        assert_eq!(got, Intended::Keys(vec!["a2b1".to_string()]));
        let slash = "1.Kb1/A! (waiting)\n1...Re7 2.Rxe7/A#";
        assert_eq!(parse(slash, &pos, &"#2".parse().unwrap()).unwrap(), got);
    }

    #[test]
    fn lines_of_a_helpmate() {
        let pos = fen::parse("8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1").unwrap();
        let text = "1.Ke5-f4A Qc5-f5B 2.d2-d1=SA Rc3-f3A #\n1.Ke4/A Qe5/B 2.d1=B/A Re3/A#\n";
        let Intended::Lines(lines) = parse(text, &pos, &"h#2".parse().unwrap()).unwrap() else {
            panic!("lines expected");
        };
        let shown: Vec<String> = lines
            .iter()
            .map(|l| {
                l.iter()
                    .map(|m| m.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        assert_eq!(shown, ["e5e4 c5e5 d2d1b c3e3", "e5f4 c5f5 d2d1n c3f3"]);
    }

    #[test]
    fn series_lines_and_forced_replies() {
        // White AliceB Kh1 Rg4, Black Kg1 Qf1 (Popeye's `ser-hs+2` and
        // `hs#1` outputs): the series side moves again, and the forced
        // reply is not part of the line.
        let pos = fen::parse("8/8/8/8/6R*1/8/8/5qkK* b - - 0 1").unwrap();
        let lines = |text: &str, stip: &str| match parse(text, &pos, &stip.parse().unwrap()) {
            Ok(Intended::Lines(lines)) => lines.iter().map(|l| l.join(" ")).collect::<Vec<_>>(),
            other => panic!("{stip}: {other:?}"),
        };
        let text = "1.Qf1-a6B   2.Qa6-f1A Rg4-g2A +   3.Qf1*g2B +";
        assert_eq!(lines(text, "ser-hs+2"), ["f1a6 a6f1 g4g2"]);
        assert_eq!(
            lines("1.Qa6/B 2.Qf1/A Rg2/A+", "ser-h+2"),
            ["f1a6 a6f1 g4g2"]
        );
        let white = pos.with_side_to_move(crate::types::Color::White);
        match parse("1.Rg4-g2A + Qf1*g2B #", &white, &"hs#1".parse().unwrap()) {
            Ok(Intended::Lines(l)) => assert_eq!(l, [["g4g2".to_string()]]),
            other => panic!("hs#1: {other:?}"),
        }
    }

    #[test]
    fn unreadable_moves_are_errors() {
        let pos = crate::engine::fast::Position::startpos();
        assert!(matches!(
            parse("1.Qh5-h7 !", &pos, &"#2".parse().unwrap()),
            Err(IntendedError::BadMove { line: 1, .. })
        ));
        assert!(matches!(
            parse("no moves", &pos, &"#2".parse().unwrap()),
            Err(IntendedError::Empty)
        ));
    }

    #[test]
    fn a_move_number_alone_is_an_error() {
        let pos = fen::parse("7k/8/8/8/8/8/8/R6K w - - 0 1").unwrap();
        for text in ["1.", "1.Ra8#\n1.", "1.Ra8#\n  1. (a comment)"] {
            let line = text.lines().count();
            assert_eq!(
                parse(text, &pos, &"#1".parse().unwrap()),
                Err(IntendedError::NoMove { line }),
                "{text}"
            );
        }
        let pos = fen::parse("7k/8/8/8/8/8/8/R6K b - - 0 1").unwrap();
        for text in ["1...", "1.Kg8 Ra8#\n2."] {
            let line = text.lines().count();
            assert_eq!(
                parse(text, &pos, &"h#1".parse().unwrap()),
                Err(IntendedError::NoMove { line }),
                "{text}"
            );
        }
    }

    #[test]
    fn goal_markers_and_en_passant_words() {
        let words: Vec<String> = move_words("1...Ke1-f2B 2.d7-d5A e5*d6 ep.B x")
            .into_iter()
            .map(|w| w.0)
            .collect();
        assert_eq!(words, ["Ke1-f2B", "d7-d5A", "e5*d6 ep.B"]);
        let marks = move_words("1.Qc5-d5B + z 1.Kf1-g2B == !=");
        assert!(marks.iter().all(|w| !w.1 && !w.2), "{marks:?}");
        assert_eq!(marks.len(), 2);
    }

    #[test]
    fn twin_sections_split() {
        let s = twin_sections("a) 1.Kb1 !\nb) 1.Ka1 !\n   1...a2\n");
        assert_eq!(s.len(), 2);
        assert_eq!(s[1].0, "b");
        assert!(s[1].1.contains("1...a2"));
        assert_eq!(twin_sections("1.Kb1 !")[0].0, "");
    }
}
