//! The condition words of the Alice family, in YAML `options` and Popeye's
//! `condition` line: a variant (`AliceChess`, `AliceChess2`, `MsAlice`,
//! `MiniAlice`, and the general engine's `ODonohueChess`, `AliceChess3`,
//! `DuoChess`, `DirectedAlice`) and the rule readings (`AliceCastlingOff`,
//! `AliceEnPassantOff`, `AliceStrictBlock`).
//!
//! Popeye's own `AliceChess` keeps its abbreviations (any prefix of three
//! letters or more, as Popeye reads it); the other words are matched whole
//! or by an unambiguous prefix. In a German or French Popeye file Popeye's
//! word is `AliceSchach` or `Alice` instead; the other words are this
//! tool's and read the same in every language.

use super::lang::{Language, ALICE_CHESS};
use super::tokens::{lookup, Lookup};
use crate::variant::{Variant, VariantError, VariantKind};

/// Popeye's name of standard Alice Chess.
pub(crate) const ALICE: &str = "AliceChess";

/// A condition word read from a problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Condition {
    /// A variant of the family.
    Variant(VariantKind),
    /// A rule reading, as its `NAME=VALUE` switch.
    Reading(&'static str),
}

/// The reading words and their switches.
const READINGS: [(&str, &str); 3] = [
    ("AliceCastlingOff", "castling=off"),
    ("AliceEnPassantOff", "en-passant=off"),
    ("AliceStrictBlock", "block=strict"),
];

/// Every word, variants first (aliases after the canonical words).
const WORDS: [&str; 14] = [
    "AliceChess",
    "AliceChess2",
    "MsAlice",
    "MiniAlice",
    "ODonohueChess",
    "AliceChess3",
    "DuoChess",
    "DirectedAlice",
    "LookingGlassAlice",
    "AliceZero",
    "ThreeBoardAlice",
    "AliceCastlingOff",
    "AliceEnPassantOff",
    "AliceStrictBlock",
];

impl Condition {
    /// The condition's own word (Popeye's `AliceChess` for standard
    /// Alice, in English), as this tool writes it.
    pub(crate) fn word(self) -> &'static str {
        match self {
            Condition::Variant(kind) => kind.condition(),
            Condition::Reading(switch) => READINGS
                .iter()
                .find(|(_, s)| *s == switch)
                .map_or(switch, |(word, _)| word),
        }
    }
}

/// Why conditions state no variant: two variants, or a reading the
/// variant does not have.
pub(crate) enum VariantFault {
    /// Two different variants (their condition words).
    TwoVariants(&'static str, &'static str),
    /// A reading refused by the variant.
    Reading(VariantError),
}

/// The variant stated by `conditions`: at most one variant word (standard
/// Alice when none), then the readings; the error names the index of the
/// condition at fault.
pub(crate) fn variant_of(conditions: &[Condition]) -> Result<Variant, (usize, VariantFault)> {
    let mut kind = None;
    for (i, c) in conditions.iter().enumerate() {
        if let Condition::Variant(k) = *c {
            match kind {
                Some(prev) if prev != k => {
                    let fault =
                        VariantFault::TwoVariants(VariantKind::condition(prev), k.condition());
                    return Err((i, fault));
                }
                _ => kind = Some(k),
            }
        }
    }
    let mut variant = Variant::new(kind.unwrap_or(VariantKind::Alice));
    for (i, c) in conditions.iter().enumerate() {
        if let Condition::Reading(switch) = c {
            variant
                .set_rule(switch)
                .map_err(|e| (i, VariantFault::Reading(e)))?;
        }
    }
    Ok(variant)
}

/// The condition a word names in a file of language `lang`, if any.
pub(crate) fn condition(word: &str, lang: Language) -> Option<Condition> {
    let alice = lang.word(&ALICE_CHESS);
    let mut words = WORDS;
    words[0] = alice;
    let exact = words.iter().find(|w| w.eq_ignore_ascii_case(word));
    let word = match exact {
        Some(w) => *w,
        None if word.len() >= 3 && lookup(word, &[alice]) == Lookup::Found(0) => alice,
        None => match lookup(word, &words) {
            Lookup::Found(i) if word.len() >= 3 => words[i],
            _ => return None,
        },
    };
    let word = if word == alice { ALICE } else { word };
    if let Some((_, switch)) = READINGS.iter().find(|(w, _)| *w == word) {
        return Some(Condition::Reading(switch));
    }
    VariantKind::from_word(word).map(Condition::Variant)
}

/// Why a condition word is not read: a condition outside the Alice family.
pub(crate) fn unsupported_hint(_word: &str) -> String {
    format!(
        "this tool solves the Alice family only ({})",
        crate::variant::names()
    )
}

/// The condition words that state a variant and its readings.
pub(crate) fn words(variant: &Variant) -> Vec<&'static str> {
    let mut out = vec![variant.kind.condition()];
    for switch in variant.non_default_readings() {
        if let Some((word, _)) = READINGS.iter().find(|(_, s)| *s == switch) {
            out.push(word);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_read_back() {
        assert_eq!(
            condition("AliceChess", Language::English),
            Some(Condition::Variant(VariantKind::Alice))
        );
        assert_eq!(
            condition("alice", Language::English),
            Some(Condition::Variant(VariantKind::Alice))
        );
        assert_eq!(
            condition("Ali", Language::English),
            Some(Condition::Variant(VariantKind::Alice))
        );
        assert_eq!(
            condition("MsAlice", Language::English),
            Some(Condition::Variant(VariantKind::MsAlice))
        );
        assert_eq!(
            condition("minialice", Language::English),
            Some(Condition::Variant(VariantKind::Mini))
        );
        assert_eq!(
            condition("AliceChess2", Language::English),
            Some(Condition::Variant(VariantKind::Alice2))
        );
        assert_eq!(
            condition("AliceStrictBlock", Language::English),
            Some(Condition::Reading("block=strict"))
        );
        assert_eq!(condition("Circe", Language::English), None);
        assert_eq!(
            condition("AliceChess3", Language::English),
            Some(Condition::Variant(VariantKind::Alice3))
        );
        assert_eq!(
            condition("Duo", Language::English),
            Some(Condition::Variant(VariantKind::Duo))
        );
        let alice = Some(Condition::Variant(VariantKind::Alice));
        assert_eq!(condition("AliceSchach", Language::German), alice);
        assert_eq!(condition("alices", Language::German), alice);
        assert_eq!(condition("AliceChess", Language::German), None);
        assert_eq!(condition("Alice", Language::French), alice);
        assert_eq!(condition("ali", Language::French), alice);
        assert_eq!(condition("EchecsAlice", Language::French), None);
        assert_eq!(
            condition("MsAlice", Language::French),
            Some(Condition::Variant(VariantKind::MsAlice))
        );
        let mut v = Variant::new(VariantKind::MsAlice);
        v.set_rule("castling=off").unwrap();
        assert_eq!(words(&v), ["MsAlice", "AliceCastlingOff"]);
    }
}
