//! Text for LaTeX: any field escaped for pdflatex ([`escape`]), and a
//! solution in figurine notation ([`solution`]): `1.Kb1/A!` becomes
//! `1.{\wK}b1/A!`, with `diagram.sty`'s own piece symbols in text (`\wK`,
//! `\wD`, `\wT`, `\wL`, `\wS`), `\x` for a capture and `\#` for mate.

/// Escape text for LaTeX: the special characters become their commands;
/// letters pdflatex's default fonts (OT1) cannot print are written without
/// their accent (`ą` as `a`, `ð` as `d`), and characters outside the Latin
/// alphabets as `?` (**our choice**: the document compiles everywhere).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut before = ' ';
    for c in text.chars() {
        let opens = before.is_whitespace() || matches!(before, '(' | '[');
        before = c;
        match c {
            // Straight double quotes as TeX's opening and closing quotes.
            '"' if opens => out.push_str("``"),
            '"' => out.push_str("''"),
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '#' | '$' | '%' | '&' | '_' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out.push_str("\\^{}"),
            '~' => out.push_str("\\~{}"),
            '<' => out.push_str("\\textless{}"),
            '>' => out.push_str("\\textgreater{}"),
            '\n' | '\r' | '\t' => out.push(' '),
            c if c.is_control() => {}
            c if c.is_ascii() => out.push(c),
            c => match plain_latin(c) {
                Some(s) => out.push_str(s),
                None if printable(c) => out.push(c),
                None => out.push('?'),
            },
        }
    }
    out
}

/// Whether pdflatex prints `c` from UTF-8 input with its default fonts:
/// Latin-1 and Latin Extended-A (less [`plain_latin`]'s letters) and the
/// common punctuation. Checked by compiling every one of them.
fn printable(c: char) -> bool {
    matches!(c, '\u{a0}'..='\u{17e}')
        || matches!(
            c,
            '–' | '—' | '‘' | '’' | '“' | '”' | '…' | '•' | '€' | '†' | '‡' | '™'
        )
}

/// The letters of Latin-1 and Latin Extended-A that pdflatex's default
/// (OT1) fonts lack, as the nearest plain letters.
fn plain_latin(c: char) -> Option<&'static str> {
    Some(match c {
        'Ð' | 'Đ' => "D",
        'ð' | 'đ' => "d",
        'Þ' => "Th",
        'þ' => "th",
        'Ŋ' => "N",
        'ŋ' => "n",
        'Ą' => "A",
        'ą' => "a",
        'Ę' => "E",
        'ę' => "e",
        'Į' => "I",
        'į' => "i",
        'Ų' => "U",
        'ų' => "u",
        'Ħ' => "H",
        'ħ' => "h",
        'ĸ' => "k",
        'Ŀ' => "L",
        'ŀ' => "l",
        'ŉ' => "'n",
        'Ŧ' => "T",
        'ŧ' => "t",
        'ſ' => "s",
        '«' => "<<",
        '»' => ">>",
        '„' => ",,",
        '‚' => ",",
        _ => return None,
    })
}

/// Text with Popeye's arrows as `diagram.sty`'s (`-->` is `\ra`, `<-->`
/// is `\lra`, as Popeye's LaTeX output writes them), escaped: a twin line
/// (`b) wKh1-->h2`).
pub fn arrows(line: &str) -> String {
    line.split("<-->")
        .map(|part| {
            part.split("-->")
                .map(escape)
                .collect::<Vec<_>>()
                .join("{\\ra}")
        })
        .collect::<Vec<_>>()
        .join("{\\lra}")
}

/// `diagram.sty`'s figurine of a piece letter: English (`N`) and Popeye's
/// (`S`) knight both.
fn figurine(letter: u8) -> Option<&'static str> {
    Some(match letter {
        b'K' => "{\\wK}",
        b'Q' => "{\\wD}",
        b'R' => "{\\wT}",
        b'B' => "{\\wL}",
        b'N' | b'S' => "{\\wS}",
        _ => return None,
    })
}

fn is_file(b: u8) -> bool {
    (b'a'..=b'h').contains(&b)
}

fn is_rank(b: u8) -> bool {
    (b'1'..=b'8').contains(&b)
}

/// The move of a token, after its move number and an opening parenthesis
/// (`1.`, `1...`, `(`): where it starts, and whether its first letter is a
/// piece. `None` when the token is a word, not a move.
fn move_start(token: &str) -> Option<(usize, bool)> {
    let b = token.as_bytes();
    let mut i = 0;
    while i < b.len() && b[i] == b'(' {
        i += 1;
    }
    let digits = b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    if digits > 0 {
        let dots = b[i + digits..].iter().take_while(|&&c| c == b'.').count();
        if dots == 0 {
            return None;
        }
        i += digits + dots;
    }
    let rest = &b[i..];
    let at = |k: usize| rest.get(k).copied().unwrap_or(0);
    if rest.starts_with(b"0-0") || rest.starts_with(b"O-O") {
        return Some((i, false));
    }
    if figurine(at(0)).is_some() && (is_file(at(1)) || matches!(at(1), b'x' | b'*')) {
        return Some((i, true));
    }
    let pawn = is_file(at(0))
        && (is_rank(at(1)) || (matches!(at(1), b'x' | b'*') && is_file(at(2)) && is_rank(at(3))));
    pawn.then_some((i, false))
}

/// One token of a solution: a move in figurines, or a word escaped.
fn token(out: &mut String, token: &str) {
    let Some((start, piece)) = move_start(token) else {
        out.push_str(&arrows(token));
        return;
    };
    out.push_str(&escape(&token[..start]));
    let b = token.as_bytes();
    let mut i = start;
    if piece {
        out.push_str(figurine(b[i]).unwrap_or_default());
        i += 1;
    }
    while i < b.len() {
        let c = b[i];
        match c {
            b'x' | b'*' => out.push_str("{\\x}"),
            b'=' if i + 1 < b.len() && figurine(b[i + 1]).is_some() => {
                out.push('=');
                out.push_str(figurine(b[i + 1]).unwrap_or_default());
                i += 1;
            }
            _ => {
                // The rest of a multi-byte character is copied whole.
                let len = token[i..].chars().next().map_or(1, char::len_utf8);
                out.push_str(&escape(&token[i..i + len]));
                i += len;
                continue;
            }
        }
        i += 1;
    }
}

/// A solution text (alice's or Popeye's notation, one line per move as the
/// solvers print it) as LaTeX for `\solution`: moves in figurines, the
/// lines kept (`\newline`), their indentation as space.
pub fn solution(text: &str) -> String {
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let indent = |l: &str| l.len() - l.trim_start().len();
    let least = lines.iter().map(|l| indent(l)).min().unwrap_or(0);
    let mut out = String::new();
    for (n, line) in lines.iter().enumerate() {
        if n > 0 {
            out.push_str("\\newline\n");
        }
        let deeper = indent(line) - least;
        if deeper > 0 {
            // About the width of a character of the roman font.
            out.push_str(&format!("\\hspace*{{{:.1}em}}", deeper as f64 * 0.5));
        }
        for (k, t) in line.split_whitespace().enumerate() {
            if k > 0 {
                out.push(' ');
            }
            token(&mut out, t);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_become_figurines() {
        assert_eq!(
            solution("   1.Kb1/A! zugzwang.\n      1...Ba1/B 2.Qxa1/A#"),
            "1.{\\wK}b1/A! zugzwang.\\newline\n\\hspace*{1.5em}1...{\\wL}a1/B 2.{\\wD}{\\x}a1/A\\#"
        );
        // Popeye's long notation, its S for the knight, promotions, pawns.
        assert_eq!(
            solution("1.Sd4*f3A # 2.e7-e8=QB exd5/A 0-0/B"),
            "1.{\\wS}d4{\\x}f3A \\# 2.e7-e8={\\wD}B e{\\x}d5/A 0-0/B"
        );
        // Words stay words, even when they begin like a move.
        assert_eq!(
            solution("threat: exchange but (dual) 1.e4?"),
            "threat: exchange but (dual) 1.e4?"
        );
        // A twin's label line keeps its arrows.
        assert_eq!(
            solution("b) wKh1-->h2 wKa2<-->bRe8"),
            "b) wKh1{\\ra}h2 wKa2{\\lra}bRe8"
        );
    }

    #[test]
    fn escape_keeps_latin_letters() {
        assert_eq!(escape("Krätschmer & Dvořák"), "Krätschmer \\& Dvořák");
        assert_eq!(escape("Łukasz Ąę Ðorđe Ж"), "Łukasz Ae Dorde ?");
        assert_eq!(
            escape("a_b {c} 100% #2 ~ ^"),
            "a\\_b \\{c\\} 100\\% \\#2 \\~{} \\^{}"
        );
        assert_eq!(
            escape("Wikipedia, \"Alice chess\""),
            "Wikipedia, ``Alice chess''"
        );
    }
}
