//! The text lines of a Popeye input file as Popeye prints them back:
//! `Remark`, `Author`, `Origin`, `Award` and `Title`, verbatim, one entry
//! per problem in the order of [`super::parse_popeye`]'s results (the
//! reader itself turns them into structured data, which loses the exact
//! text a Popeye drop-in has to print).

use super::commands::command;
use crate::formats::lang::Language;
use crate::formats::tokens::Tokens;

/// The verbatim text lines of one problem, each list in input order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TextLines {
    /// `Remark` lines (Popeye prints them as it reads them).
    pub remarks: Vec<String>,
    /// `Author` lines.
    pub authors: Vec<String>,
    /// `Origin` lines.
    pub origins: Vec<String>,
    /// `Award` lines.
    pub awards: Vec<String>,
    /// `Title` lines.
    pub titles: Vec<String>,
    /// The last `Protocol` file named, with the number of `Remark` lines
    /// read before it (Popeye prints those before it opens the file).
    pub protocol: Option<(String, usize)>,
}

/// The text lines of every problem of a Popeye input (one entry per
/// problem, split as [`super::parse_popeye`] splits them).
pub fn text_lines(text: &str) -> Vec<TextLines> {
    let mut t = Tokens::new(text, 1);
    let mut out = Vec::new();
    let Some(lang) = t
        .next_token()
        .and_then(|first| Language::of_begin(first.text))
    else {
        return out;
    };
    let mut current = TextLines::default();
    let mut last_line = 0;
    while let Some(tok) = t.next_token() {
        // Commands stand first on their line (so that a twinning argument
        // such as the `R` of `Substitute Q R` is not read as `Remark`).
        let first_on_line = tok.line != last_line;
        last_line = tok.line;
        let cmd = match command(&tok, lang) {
            Some(cmd) if first_on_line => cmd,
            _ => continue,
        };
        match cmd {
            "remark" => current.remarks.push(t.rest_of_line(tok).to_string()),
            // Lines that run to their end: their words are no commands.
            "pieces" | "stipulation" | "condition" | "option" | "twin" | "Forsyth" => {}
            "author" => current.authors.push(t.rest_of_line(tok).to_string()),
            "origin" => current.origins.push(t.rest_of_line(tok).to_string()),
            "award" => current.awards.push(t.rest_of_line(tok).to_string()),
            "title" => current.titles.push(t.rest_of_line(tok).to_string()),
            "protocol" => {
                let file = t.rest_of_line(tok).trim().to_string();
                current.protocol = Some((file, current.remarks.len()));
            }
            "language" | "LaTeX" | "LaTeXPieces" => {
                t.rest_of_line(tok);
            }
            "nextproblem" => out.push(std::mem::take(&mut current)),
            "endproblem" => {
                out.push(std::mem::take(&mut current));
                match t.peek() {
                    Some(n) if command(&n, lang) == Some("beginproblem") => {
                        t.next_token();
                    }
                    _ => return out,
                }
            }
            _ => {}
        }
    }
    out.push(current);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_per_problem() {
        let text = "BeginProblem\nRemark one  two\nAuthor A, B\nAuthor C\nPieces White Ka1\n\
                    NextProblem\nOrigin Here, 1999\nTitle T\nAward 1st Prize\nEndProblem\n";
        let lines = text_lines(text);
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].remarks, vec!["one  two"]);
        assert_eq!(lines[0].authors, vec!["A, B", "C"]);
        assert_eq!(lines[1].origins, vec!["Here, 1999"]);
        assert_eq!(lines[1].titles, vec!["T"]);
        assert_eq!(lines[1].awards, vec!["1st Prize"]);
    }

    #[test]
    fn german_and_french_lines() {
        let text = "AnfangProblem\nBemerkung eins\nAutor A, B\nSteine Weiss Ka1\n\
                    WeiteresProblem\nQuelle Hier\nTitel T\nAuszeichnung 1. Preis\nEndeProblem\n";
        let lines = text_lines(text);
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].remarks, vec!["eins"]);
        assert_eq!(lines[0].authors, vec!["A, B"]);
        assert_eq!(lines[1].origins, vec!["Hier"]);
        assert_eq!(lines[1].titles, vec!["T"]);
        assert_eq!(lines[1].awards, vec!["1. Preis"]);
        let text = "DebutProbleme\nremarque un\nauteur A\nsource Ici\ntitre T\nprix 2e Prix\n\
                    protocol x.txt\nFinProbleme\n";
        let lines = text_lines(text);
        assert_eq!(lines[0].remarks, vec!["un"]);
        assert_eq!(lines[0].authors, vec!["A"]);
        assert_eq!(lines[0].origins, vec!["Ici"]);
        assert_eq!(lines[0].titles, vec!["T"]);
        assert_eq!(lines[0].awards, vec!["2e Prix"]);
        assert_eq!(lines[0].protocol, Some(("x.txt".to_string(), 1)));
    }
}
