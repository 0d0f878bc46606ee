//! Authors as `diagram.sty` reads them in `\author`: `Family, Given`, one
//! author after another separated by `; `. Problem files write them in
//! several ways: YACPDB's `Marks, Udo`, Popeye's `Udo Marks`, several in
//! one line (`A & B`, `Udo Marks and Franz Pachl`, `Marks, Udo; Pachl,
//! Franz`, `Udo Marks, Franz Pachl`), a single word (`Anonymous`). Each
//! person is turned into the form `diagram.sty` needs, or pdflatex stops
//! with an `\@fullname` error.

use super::text::escape;

/// Lower-case words that belong to the family name before it (`Jan van
/// der Berg` is `van der Berg, Jan`).
const PARTICLES: [&str; 18] = [
    "van", "von", "der", "den", "de", "di", "da", "du", "le", "la", "del", "della", "ten", "ter",
    "zu", "dos", "das", "af",
];

/// The persons of one author entry: split at `;`, ` & `, ` and `, and at
/// commas between names that are each of several words.
fn persons(entry: &str) -> Vec<String> {
    let mut out = Vec::new();
    for part in entry.split(';') {
        for part in part.split('&') {
            for part in part.split(" and ") {
                let part = part.trim();
                if part.is_empty() {
                    continue;
                }
                let pieces: Vec<&str> = part.split(',').map(str::trim).collect();
                let all_full = pieces.len() > 1
                    && pieces
                        .iter()
                        .all(|p| p.split_whitespace().count() > 1 && !p.contains('.'));
                if all_full {
                    // `Udo Marks, Franz Pachl`: a list of given-first names.
                    out.extend(pieces.iter().map(|p| p.to_string()));
                } else {
                    out.push(part.to_string());
                }
            }
        }
    }
    out
}

/// One person in `diagram.sty`'s form, escaped.
fn person(name: &str) -> String {
    if let Some((family, given)) = name.split_once(',') {
        let (family, given) = (family.trim(), given.trim());
        if !family.is_empty() && !given.is_empty() {
            return format!("{}, {}", escape(family), escape(given));
        }
        return single(if family.is_empty() { given } else { family });
    }
    let words: Vec<&str> = name.split_whitespace().collect();
    if words.len() < 2 {
        return single(name.trim());
    }
    // The family name: the last word and the particles before it (never
    // the first word: `de Souza` alone is a given name and a family name).
    let mut first_family = words.len() - 1;
    while first_family > 1 && PARTICLES.contains(&words[first_family - 1]) {
        first_family -= 1;
    }
    format!(
        "{}, {}",
        escape(&words[first_family..].join(" ")),
        escape(&words[..first_family].join(" "))
    )
}

/// A name of one word: `diagram.sty` prints `Given Family`; here the given
/// name is empty and the space before the family name is taken back
/// (`{\unskip}`), so that `Anonymous` prints as itself above the diagram and
/// in the solution.
fn single(name: &str) -> String {
    format!("{{\\unskip}}{}, {{}}", escape(name))
}

/// The argument of `\author` for a problem's authors, in any of the forms
/// problem files use; `None` without authors.
pub fn authors(entries: &[String]) -> Option<String> {
    let all: Vec<String> = entries
        .iter()
        .flat_map(|e| persons(e))
        .map(|p| person(&p))
        .collect();
    (!all.is_empty()).then(|| all.join("; "))
}

#[cfg(test)]
mod tests {
    use super::authors;

    fn one(s: &str) -> String {
        authors(&[s.to_string()]).unwrap()
    }

    #[test]
    fn every_form_of_author() {
        assert_eq!(one("Marks, Udo"), "Marks, Udo");
        assert_eq!(one("Udo Marks"), "Marks, Udo");
        assert_eq!(one("A & B"), "{\\unskip}A, {}; {\\unskip}B, {}");
        assert_eq!(one("Udo Marks and Franz Pachl"), "Marks, Udo; Pachl, Franz");
        assert_eq!(one("Udo Marks, Franz Pachl"), "Marks, Udo; Pachl, Franz");
        assert_eq!(one("Marks, Udo; Pachl, Franz"), "Marks, Udo; Pachl, Franz");
        assert_eq!(one("Jan van der Berg"), "van der Berg, Jan");
        assert_eq!(one("Reich, Hans-Peter"), "Reich, Hans-Peter");
        assert_eq!(one("T. R. Dawson"), "Dawson, T. R.");
        assert_eq!(one("Dawson, T. R."), "Dawson, T. R.");
        assert_eq!(one("Ralf Krätschmer"), "Krätschmer, Ralf");
        assert_eq!(one("Anonymous"), "{\\unskip}Anonymous, {}");
        assert_eq!(one("alice project"), "project, alice");
        assert_eq!(
            one("O'Brien & Smith_Jones"),
            "{\\unskip}O'Brien, {}; {\\unskip}Smith\\_Jones, {}"
        );
        assert_eq!(authors(&[]), None);
        assert_eq!(
            authors(&["Caillaud, Michel".into(), "Tom Smith".into()]).unwrap(),
            "Caillaud, Michel; Smith, Tom"
        );
    }
}
