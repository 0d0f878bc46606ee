//! The text of a problem's fields as both readers and writers spell it:
//! a source (`name, issue X, no. Y, date`), an award (`distinction
//! (tourney)`), a date as YACPDB writes it, and a count of intended
//! solutions (`2`, `2.1.1.1`).

use super::error::Fail;
use crate::problem::{Award, Source};

/// Whether a text is a date as YACPDB writes them (`1999`, `1999-03`,
/// `1999-03-21`, `1965-1967`).
pub(crate) fn is_date(text: &str) -> bool {
    let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    let parts: Vec<&str> = text.split('-').collect();
    match parts.as_slice() {
        [y] => digits(y, 4),
        [y, m] => digits(y, 4) && (digits(m, 2) || digits(m, 4)),
        [y, m, d] => digits(y, 4) && digits(m, 2) && digits(d, 2),
        _ => false,
    }
}

/// Read an `Origin` line: `name, issue X, no. Y, date`, each part optional.
pub(crate) fn parse_source(text: &str) -> Source {
    let mut parts: Vec<&str> = text.split(", ").collect();
    let mut source = Source::default();
    if parts.last().is_some_and(|p| is_date(p.trim())) {
        source.date = parts.pop().map(|p| p.trim().to_string());
    }
    if let Some(id) = parts.last().and_then(|p| p.strip_prefix("no. ")) {
        source.problem_id = Some(id.to_string());
        parts.pop();
    }
    if let Some(issue) = parts.last().and_then(|p| p.strip_prefix("issue ")) {
        source.issue = Some(issue.to_string());
        parts.pop();
    }
    let name = parts.join(", ");
    if !name.trim().is_empty() {
        source.name = Some(name.trim().to_string());
    }
    source
}

/// Write a source as an `Origin` line (see [`parse_source`]).
pub(crate) fn source_text(s: &Source) -> String {
    let mut parts = Vec::new();
    if let Some(n) = &s.name {
        parts.push(n.clone());
    }
    if let Some(i) = &s.issue {
        parts.push(format!("issue {i}"));
    }
    if let Some(p) = &s.problem_id {
        parts.push(format!("no. {p}"));
    }
    if let Some(d) = &s.date {
        parts.push(d.clone());
    }
    parts.join(", ")
}

/// Read an `Award` line: `distinction (tourney)`, either part optional.
pub(crate) fn parse_award(text: &str) -> Award {
    let text = text.trim();
    let non_empty = |s: &str| (!s.trim().is_empty()).then(|| s.trim().to_string());
    match text
        .strip_suffix(')')
        .and_then(|t| t.rfind('(').map(|i| (t, i)))
    {
        Some((t, i)) => Award {
            distinction: non_empty(&t[..i]),
            tourney: non_empty(&t[i + 1..]),
        },
        None => Award {
            distinction: non_empty(text),
            tourney: None,
        },
    }
}

/// Write an award as an `Award` line (see [`parse_award`]).
pub(crate) fn award_text(a: &Award) -> String {
    match (&a.distinction, &a.tourney) {
        (Some(d), Some(t)) => format!("{d} ({t})"),
        (Some(d), None) => d.clone(),
        (None, Some(t)) => format!("({t})"),
        (None, None) => String::new(),
    }
}

/// The number of intended solutions: `2`, or `2.1.1.1` / `4.1.1...` (the
/// product of the numbers: the branches at each move).
pub(crate) fn intended_count(text: &str, line: usize) -> Result<u32, Fail> {
    let bad = || {
        Fail::syntax(
            line,
            format!("intended solutions '{text}': expected a number such as 2 or 2.1.1.1"),
        )
    };
    let body = text.trim().trim_end_matches("...");
    body.split('.').try_fold(1u32, |acc, part| {
        part.trim()
            .parse::<u32>()
            .ok()
            .and_then(|n| acc.checked_mul(n))
            .ok_or_else(bad)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sources() {
        let s = parse_source("The Problemist, issue 3, no. 1234, 1999-03");
        assert_eq!(s.name.as_deref(), Some("The Problemist"));
        assert_eq!(s.issue.as_deref(), Some("3"));
        assert_eq!(s.problem_id.as_deref(), Some("1234"));
        assert_eq!(s.date.as_deref(), Some("1999-03"));
        assert_eq!(parse_source(&source_text(&s)), s);
        let s = parse_source("Die Schwalbe, Heft 5");
        assert_eq!(s.name.as_deref(), Some("Die Schwalbe, Heft 5"));
    }

    #[test]
    fn awards() {
        let a = parse_award("5th Place (Andernach 2025)");
        assert_eq!(a.distinction.as_deref(), Some("5th Place"));
        assert_eq!(a.tourney.as_deref(), Some("Andernach 2025"));
        assert_eq!(parse_award(&award_text(&a)), a);
        assert_eq!(parse_award("1st Prize").tourney, None);
    }

    #[test]
    fn intended() {
        assert_eq!(intended_count("2", 1), Ok(2));
        assert_eq!(intended_count("2.2.1.1", 1), Ok(4));
        assert_eq!(intended_count("4.1.1...", 1), Ok(4));
        assert!(intended_count("two", 1).is_err());
    }
}
