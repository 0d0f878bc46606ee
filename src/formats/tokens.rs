//! Whitespace-separated tokens with their line numbers, and Popeye's keyword
//! rule: a keyword may be abbreviated to any prefix that no other keyword of
//! the same table shares; case does not matter; an exact match always wins.

/// One token: its text, its 1-based line and its byte range in the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Token<'a> {
    pub text: &'a str,
    pub line: usize,
    start: usize,
    end: usize,
}

/// A cursor over the tokens of a text.
#[derive(Clone, Debug)]
pub(crate) struct Tokens<'a> {
    src: &'a str,
    toks: Vec<Token<'a>>,
    pos: usize,
    /// The line reported when the tokens run out.
    last_line: usize,
}

impl<'a> Tokens<'a> {
    /// Tokenize `src`, whose first line is line `first_line` of its file.
    pub(crate) fn new(src: &'a str, first_line: usize) -> Tokens<'a> {
        let mut toks = Vec::new();
        let mut line = first_line;
        let mut start: Option<(usize, usize)> = None;
        for (i, ch) in src.char_indices() {
            if ch.is_whitespace() {
                if let Some((s, l)) = start.take() {
                    toks.push(Token {
                        text: &src[s..i],
                        line: l,
                        start: s,
                        end: i,
                    });
                }
                if ch == '\n' {
                    line += 1;
                }
            } else if start.is_none() {
                start = Some((i, line));
            }
        }
        if let Some((s, l)) = start {
            toks.push(Token {
                text: &src[s..],
                line: l,
                start: s,
                end: src.len(),
            });
        }
        Tokens {
            src,
            toks,
            pos: 0,
            last_line: line,
        }
    }

    /// Tokenize a one-line value (a YAML string) that stands on `line`.
    pub(crate) fn on_line(src: &'a str, line: usize) -> Tokens<'a> {
        let mut t = Tokens::new(src, line);
        for tok in &mut t.toks {
            tok.line = line;
        }
        t.last_line = line;
        t
    }

    /// The next token, without consuming it.
    pub(crate) fn peek(&self) -> Option<Token<'a>> {
        self.toks.get(self.pos).copied()
    }

    /// Consume the next token.
    pub(crate) fn next_token(&mut self) -> Option<Token<'a>> {
        let t = self.peek();
        if t.is_some() {
            self.pos += 1;
        }
        t
    }

    /// The line of the next token (or of the end of the text).
    pub(crate) fn line(&self) -> usize {
        self.peek().map_or(self.last_line, |t| t.line)
    }

    /// The rest of the line after `after` (trimmed), consuming its tokens.
    pub(crate) fn rest_of_line(&mut self, after: Token<'a>) -> &'a str {
        let tail = &self.src[after.end..];
        let end = after.end + tail.find('\n').unwrap_or(tail.len());
        while self.peek().is_some_and(|t| t.start < end) {
            self.pos += 1;
        }
        self.src[after.end..end].trim()
    }
}

/// The result of looking a word up in a keyword table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Lookup {
    /// The index of the one keyword the word names.
    Found(usize),
    /// The word is a prefix of several keywords.
    Ambiguous,
    /// No keyword starts with the word.
    NotFound,
}

/// Look `word` up in `table` by Popeye's abbreviation rule.
pub(crate) fn lookup(word: &str, table: &[&str]) -> Lookup {
    lookup_by(word, table.len(), |i| table[i])
}

/// Look `word` up among `n` keywords (`key(i)` the `i`th) by Popeye's
/// abbreviation rule.
pub(crate) fn lookup_by<'t>(word: &str, n: usize, key: impl Fn(usize) -> &'t str) -> Lookup {
    if word.is_empty() {
        return Lookup::NotFound;
    }
    if let Some(i) = (0..n).find(|&i| key(i).eq_ignore_ascii_case(word)) {
        return Lookup::Found(i);
    }
    let mut found = Lookup::NotFound;
    for i in 0..n {
        let prefix = key(i)
            .get(..word.len())
            .is_some_and(|p| p.eq_ignore_ascii_case(word));
        if prefix {
            found = match found {
                Lookup::NotFound => Lookup::Found(i),
                _ => return Lookup::Ambiguous,
            };
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_know_their_lines() {
        let mut t = Tokens::new("begin\n  author  A. Author \npieces white Ka1\n", 1);
        assert_eq!(t.next_token().map(|t| (t.text, t.line)), Some(("begin", 1)));
        let author = t.next_token().expect("author");
        assert_eq!(t.rest_of_line(author), "A. Author");
        assert_eq!(
            t.next_token().map(|t| (t.text, t.line)),
            Some(("pieces", 3))
        );
        assert_eq!(t.line(), 3);
    }

    #[test]
    fn abbreviations() {
        let table = [
            "stipulation",
            "sstipulation",
            "option",
            "LaTeX",
            "LaTeXPieces",
        ];
        assert_eq!(lookup("stip", &table), Lookup::Found(0));
        assert_eq!(lookup("STIPULATION", &table), Lookup::Found(0));
        assert_eq!(lookup("s", &table), Lookup::Ambiguous);
        assert_eq!(lookup("latex", &table), Lookup::Found(3));
        assert_eq!(lookup("x", &table), Lookup::NotFound);
        assert_eq!(lookup("optionx", &table), Lookup::NotFound);
        assert_eq!(lookup("é", &table), Lookup::NotFound);
    }
}
