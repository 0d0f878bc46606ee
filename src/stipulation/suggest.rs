//! A suggestion for a stipulation that is not read: the nearest form that
//! is (`2#` → `#2`, `serh#3` → `ser-h#3`, `h#2,5` → `h#2.5`), for the
//! message of [`super::StipulationError::Mistyped`]. The reader is
//! given (`reads`), so that this file does not import the one that calls it.

/// The words a newcomer may write for a goal and its kind of play, and
/// their symbols (`mate in 2` → `#2`, `helpmate in 2` → `h#2`); longest
/// first, so that `helpmate` is not read as `mate`.
const WORDS: [(&str, &str); 8] = [
    ("helpstalemate", "h="),
    ("selfstalemate", "s="),
    ("helpselfmate", "hs#"),
    ("reflexmate", "r#"),
    ("stalemate", "="),
    ("helpmate", "h#"),
    ("selfmate", "s#"),
    ("mate", "#"),
];

/// The prefixes written with a hyphen (`ser-`, `exact-`, ...), longest
/// first.
const HYPHENED: [&str; 6] = ["phser", "exact", "pser", "semi", "reci", "ser"];

/// The longest text a suggestion is looked for.
const MAX_LEN: usize = 40;

/// The stipulation `text` most likely meant, written as this tool reads
/// it (`reads` gives a candidate's reading, or `None`), or `None` when no
/// near form is read.
pub(super) fn suggestion(text: &str, reads: impl Fn(&str) -> Option<String>) -> Option<String> {
    // A long text is no stipulation mistyped (and each try reads it anew).
    if text.len() > MAX_LEN {
        return None;
    }
    let base = normalized(text);
    let mut candidates = vec![base.clone()];
    let hyphened = hyphenate(&base);
    candidates.push(hyphened.clone());
    for form in [&base, &hyphened] {
        candidates.extend(number_moved(form));
        candidates.extend(goal_added(form));
    }
    candidates
        .into_iter()
        .filter(|c| !c.is_empty() && c != text.trim())
        .find_map(|c| reads(&c))
}

/// `text` in lower case, without blanks and the word `in`, with goals
/// named in words written as symbols and a decimal comma as a point.
fn normalized(text: &str) -> String {
    let mut t = text.trim().to_ascii_lowercase().replace(',', ".");
    for (word, symbol) in WORDS {
        t = t.replace(word, symbol);
    }
    let words: Vec<&str> = t.split_whitespace().filter(|w| *w != "in").collect();
    // `dia 5` keeps its blank (either form is read); a blank elsewhere goes.
    words.concat()
}

/// `text` with a hyphen after a prefix written without one (`serh#3` →
/// `ser-h#3`, `exacth#2` → `exact-h#2`), at the start and after another
/// prefix.
fn hyphenate(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    'outer: loop {
        for prefix in HYPHENED {
            if let Some(after) = rest.strip_prefix(prefix) {
                out.push_str(prefix);
                out.push('-');
                rest = after.strip_prefix('-').unwrap_or(after);
                continue 'outer;
            }
        }
        break;
    }
    out.push_str(rest);
    out
}

/// `text` with its number of moves (digits, perhaps with `.5`) moved to
/// the end, each run of digits tried in turn: `2#` → `#2`, `h2#` → `h#2`.
fn number_moved(text: &str) -> Vec<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if !bytes[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        if text[i..].starts_with(".5") {
            i += 2;
        }
        if i < bytes.len() {
            out.push(format!(
                "{}{}{}",
                &text[..start],
                &text[i..],
                &text[start..i]
            ));
        }
    }
    out
}

/// `text` with the mate sign before its final number when it has no goal
/// (`h2` → `h#2`, `2` → `#2`).
fn goal_added(text: &str) -> Option<String> {
    let number = text.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.');
    (number.len() < text.len()).then(|| format!("{number}#{}", &text[number.len()..]))
}

#[cfg(test)]
mod tests {
    /// The suggestion, with this tool's reader.
    fn suggestion(text: &str) -> Option<String> {
        super::suggestion(text, |c| {
            c.parse::<crate::stipulation::Stipulation>()
                .ok()
                .map(|s| s.to_string())
        })
    }

    #[test]
    fn near_forms_are_suggested() {
        for (given, meant) in [
            ("2#", "#2"),
            ("h2#", "h#2"),
            ("H2#", "h#2"),
            ("2.5h#", "h#2.5"),
            ("h#2,5", "h#2.5"),
            ("serh#3", "ser-h#3"),
            ("ser h#3", "ser-h#3"),
            ("ser-h3#", "ser-h#3"),
            ("exacth#2", "exact-h#2"),
            ("semir#2", "semi-r#2"),
            ("recih#2", "reci-h#2"),
            ("s2#", "s#2"),
            ("h2", "h#2"),
            ("mate in 2", "#2"),
            ("helpmate in 3", "h#3"),
            ("selfmate in 4", "s#4"),
            ("2=", "=2"),
        ] {
            assert_eq!(suggestion(given).as_deref(), Some(meant), "{given}");
        }
    }

    #[test]
    fn the_message_is_short_with_its_suggestion() {
        let message = |t: &str| {
            t.parse::<crate::stipulation::Stipulation>()
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            message("2#"),
            "unknown stipulation '2#': did you mean '#2'?"
        );
        assert_eq!(
            message("exact-2#"),
            "unknown stipulation 'exact-2#': did you mean 'exact-#2'?"
        );
        let far = message("foo");
        assert!(far.starts_with("unknown stipulation 'foo' ("), "{far}");
        assert!(far.len() < 130, "{} characters: {far}", far.len());
    }

    #[test]
    fn far_forms_have_no_suggestion() {
        for given in ["", "foo", "y#2", "#", "h#"] {
            assert_eq!(suggestion(given), None, "{given}");
        }
    }
}
