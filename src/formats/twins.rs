//! Twin changes in Popeye's syntax (`Move a1 a2`, `Continued Exchange a2
//! h7`, `Add white AliceB Sa3`), shared by Popeye's `twin` command and the
//! YAML `twins` mapping. Keywords may be abbreviated (`cont`, `rem`). A
//! German or French Popeye file writes them in its language (`Zwilling
//! versetze a1 a2`, `jumeau echange a1 c3`: [`super::lang::TWINNING`]),
//! with its piece codes.

use super::conditions::{self, condition, unsupported_hint, Condition, VariantFault};
use super::error::{Fail, FormatErrorKind};
use super::lang::{lookup_in, Language, COMMANDS, TWINNING};
use super::pieces::{kind, parse_groups, square_list};
use super::tokens::{Lookup, Tokens};
use crate::kinds::Kind;
use crate::problem::{ConditionError, Mirror, TwinChange, TwinCondition};
use crate::setup::Placed;
use crate::stipulation::Stipulation;
use crate::types::Square;
use crate::variant::Variant;

const MIRRORS: [(&str, Mirror); 5] = [
    ("a1<-->h1", Mirror::Files),
    ("a1<-->a8", Mirror::Ranks),
    ("a1<-->h8", Mirror::A1H8),
    ("a8<-->h1", Mirror::H1A8),
    ("h1<-->a8", Mirror::H1A8),
];

/// The twinning command a word names in `lang` (its row), if any.
fn twinning_word(word: &str, line: usize, lang: Language) -> Result<Option<usize>, Fail> {
    match lookup_in(word, &TWINNING, lang) {
        Lookup::Found(i) => Ok(Some(i)),
        Lookup::Ambiguous if word.len() >= 2 => Err(Fail::syntax(
            line,
            format!("twinning command '{word}' is ambiguous: write more of it"),
        )),
        _ => Ok(None),
    }
}

fn square(t: &mut Tokens, what: &str, line: usize) -> Result<Square, Fail> {
    let tok = t
        .next_token()
        .ok_or_else(|| Fail::syntax(line, format!("'{what}' needs two squares")))?;
    Square::parse(&tok.text.to_ascii_lowercase()).ok_or_else(|| {
        Fail::syntax(
            tok.line,
            format!("'{what}': '{}' is not a square", tok.text),
        )
    })
}

/// The kind a piece code of `substitute` names in `lang` (a chess man or a
/// fairy piece the crate knows: `substitute G N`).
fn substituted_kind(t: &mut Tokens, line: usize, lang: Language) -> Result<Kind, Fail> {
    let tok = t
        .next_token()
        .ok_or_else(|| Fail::syntax(line, "'substitute' needs two pieces"))?;
    kind(tok.text, tok.text, tok.line, lang)
}

/// The conditions of a condition twin: the words up to the next
/// twinning word or command (a word this tool does not know as a
/// condition is one of another family, which makes the twin an error,
/// not the problem).
fn twin_condition(t: &mut Tokens, line: usize, lang: Language) -> Result<TwinCondition, Fail> {
    let mut words = Vec::new();
    let mut known = Vec::new();
    while let Some(tok) = t.peek() {
        let condition = condition(tok.text, lang);
        let other_word = matches!(lookup_in(tok.text, &TWINNING, lang), Lookup::Found(_))
            || matches!(lookup_in(tok.text, &COMMANDS, lang), Lookup::Found(_));
        if condition.is_none() && other_word {
            break;
        }
        t.next_token();
        // A known condition by its own word (whatever the language and
        // abbreviation), another as written.
        words.push(condition.map_or_else(|| tok.text.to_string(), |c| c.word().to_string()));
        known.push(condition.ok_or(tok.text));
    }
    if words.is_empty() {
        return Err(Fail::syntax(line, "'condition' needs a condition"));
    }
    Ok(TwinCondition {
        variant: variant_named(&known),
        words,
    })
}

/// The variant a condition twin's words name (each a condition of the
/// family, or the word of one outside it).
fn variant_named(known: &[Result<Condition, &str>]) -> Result<Variant, ConditionError> {
    if let Some(word) = known.iter().find_map(|c| c.as_ref().err()) {
        return Err(ConditionError::Unsupported {
            word: word.to_string(),
            hint: unsupported_hint(word),
        });
    }
    let conditions: Vec<Condition> = known
        .iter()
        .filter_map(|c| c.as_ref().ok().copied())
        .collect();
    conditions::variant_of(&conditions).map_err(|(_, fault)| match fault {
        VariantFault::TwoVariants(a, b) => ConditionError::TwoVariants(a, b),
        VariantFault::Reading(e) => ConditionError::Reading(e),
    })
}

/// `stipulation`'s argument: the twin's stipulation.
fn stipulation(t: &mut Tokens, line: usize) -> Result<TwinChange, Fail> {
    let tok = t
        .next_token()
        .ok_or_else(|| Fail::syntax(line, "'stipulation' needs a stipulation"))?;
    let s: Stipulation = tok
        .text
        .parse()
        .map_err(|e| Fail::new(tok.line, FormatErrorKind::Stipulation(e)))?;
    Ok(TwinChange::Stipulation(s))
}

/// `remove`'s argument: the squares emptied.
fn removed(t: &mut Tokens, line: usize) -> Result<impl Iterator<Item = TwinChange>, Fail> {
    let tok = t
        .next_token()
        .ok_or_else(|| Fail::syntax(line, "'remove' needs squares"))?;
    let squares = square_list(tok.text).ok_or_else(|| {
        Fail::syntax(
            tok.line,
            format!("'remove': '{}' is not a square", tok.text),
        )
    })?;
    Ok(squares
        .into_iter()
        .map(|square| TwinChange::Remove { square }))
}

/// `rotate`'s argument: 90, 180 or 270 degrees.
fn rotation(t: &mut Tokens, line: usize) -> Result<TwinChange, Fail> {
    let tok = t
        .next_token()
        .ok_or_else(|| Fail::syntax(line, "'rotate' needs 90, 180 or 270"))?;
    match tok.text {
        "90" | "180" | "270" => Ok(TwinChange::Rotate(tok.text.parse().unwrap_or(90))),
        other => Err(Fail::syntax(
            tok.line,
            format!("'rotate {other}': only 90, 180 and 270 are possible"),
        )),
    }
}

/// `mirror`'s argument: the axis.
fn mirror(t: &mut Tokens, line: usize) -> Result<TwinChange, Fail> {
    let tok = t
        .next_token()
        .ok_or_else(|| Fail::syntax(line, "'mirror' needs an axis such as a1<-->h1"))?;
    let m = MIRRORS
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(tok.text))
        .ok_or_else(|| {
            Fail::syntax(
                tok.line,
                format!(
                    "'mirror {}': expected a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1",
                    tok.text
                ),
            )
        })?;
    Ok(TwinChange::Mirror(m.1))
}

/// Read the arguments of one twinning command.
fn change(
    t: &mut Tokens,
    index: usize,
    line: usize,
    lang: Language,
    out: &mut Vec<TwinChange>,
) -> Result<(), Fail> {
    match TWINNING[index][0] {
        "move" => {
            let from = square(t, "move", line)?;
            let to = square(t, "move", line)?;
            out.push(TwinChange::Move { from, to });
        }
        "exchange" => {
            let a = square(t, "exchange", line)?;
            let b = square(t, "exchange", line)?;
            out.push(TwinChange::Exchange { a, b });
        }
        "shift" => {
            let from = square(t, "shift", line)?;
            let to = square(t, "shift", line)?;
            out.push(TwinChange::Shift { from, to });
        }
        "stipulation" => out.push(stipulation(t, line)?),
        "add" => {
            // The piece readers give men of two 8x8 boards (fairy pieces
            // too).
            let placed = parse_groups(t, None, lang)?;
            for (square, board, man) in placed.iter().filter_map(Placed::on_two_boards) {
                out.push(TwinChange::Add { man, board, square });
            }
        }
        "remove" => out.extend(removed(t, line)?),
        "rotate" => out.push(rotation(t, line)?),
        "mirror" => out.push(mirror(t, line)?),
        "PolishType" => out.push(TwinChange::SwapColors),
        "substitute" => {
            let from = substituted_kind(t, line, lang)?;
            let to = substituted_kind(t, line, lang)?;
            out.push(TwinChange::Substitute { from, to });
        }
        "condition" => out.push(TwinChange::Condition(twin_condition(t, line, lang)?)),
        _ => {
            return Err(Fail::new(
                line,
                FormatErrorKind::Unsupported("a structured stipulation (sstipulation)".into()),
            ))
        }
    }
    Ok(())
}

/// Read twinning commands of `lang` up to the first word that is not one.
/// Returns whether the twin is `continued`, and its changes.
pub(crate) fn parse_changes(
    t: &mut Tokens,
    lang: Language,
) -> Result<(bool, Vec<TwinChange>), Fail> {
    let mut continued = false;
    let mut changes = Vec::new();
    while let Some(tok) = t.peek() {
        let Some(index) = twinning_word(tok.text, tok.line, lang)? else {
            break;
        };
        t.next_token();
        if TWINNING[index][0] == "continued" {
            continued = true;
        } else {
            change(t, index, tok.line, lang, &mut changes)?;
        }
    }
    Ok((continued, changes))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<(bool, Vec<String>), Fail> {
        let mut t = Tokens::new(text, 1);
        let (c, ch) = parse_changes(&mut t, Language::English)?;
        Ok((c, ch.iter().map(|c| c.to_string()).collect()))
    }

    #[test]
    fn german_and_french_twins() {
        let read = |text: &str, lang| {
            let mut t = Tokens::new(text, 1);
            parse_changes(&mut t, lang).expect("ok")
        };
        let en = read(
            "cont move a1 a2 exchange b1 b2 remove c3 add white AliceB Sa3 black Pb4 \
             rotate 90 mirror a1<-->h1 PolishType shift a1 a2 substitute Q B stipulation h#3",
            Language::English,
        );
        let de = read(
            "ferner versetze a1 a2 tausche b1 b2 entferne c3 hinzufuegen Weiss AliceB Sa3 \
             Schwarz Bb4 Drehung 90 Spiegelung a1<-->h1 Farbwechsel Verschiebung a1 a2 \
             ersetze D L Forderung h#3",
            Language::German,
        );
        let fr = read(
            "enplus deplacement a1 a2 echange b1 b2 ote c3 ajoute Blanc AliceB Ca3 Noir Pb4 \
             rotation 90 miroir a1<-->h1 CouleurEchange translation a1 a2 remplace D F \
             enonce h#3",
            Language::French,
        );
        assert_eq!(de, en);
        assert_eq!(fr, en);
    }

    #[test]
    fn each_kind() {
        let (c, ch) = parse(
            "cont move a1 a2 exch b1 b2 rem c3d4 add white AliceB Sa3 black Pb4 \
             rot 90 mirror a1<-->h1 polish shift a1 a2 subst R B stip h#3",
        )
        .expect("ok");
        assert!(c);
        assert_eq!(
            ch,
            [
                "Move a1 a2",
                "Exchange b1 b2",
                "Remove c3",
                "Remove d4",
                "Add white AliceB Sa3",
                "Add black Pb4",
                "Rotate 90",
                "Mirror a1<-->h1",
                "PolishType",
                "Shift a1 a2",
                "Substitute R B",
                "Stipulation h#3"
            ]
        );
    }

    #[test]
    fn fairy_pieces_added_and_substituted() {
        let (_, ch) =
            parse("add white Gc4 black AliceB Nd5 substitute G N subst P BP").expect("ok");
        assert_eq!(
            ch,
            [
                "Add white Gc4",
                "Add black AliceB Nd5",
                "Substitute G N",
                "Substitute P BP"
            ]
        );
        let mut t = Tokens::new("ersetze BB S", 1);
        let (_, de) = parse_changes(&mut t, Language::German).expect("ok");
        assert_eq!(de[0].to_string(), "Substitute BP S");
        assert!(parse("substitute G XX").is_err());
    }

    #[test]
    fn errors() {
        assert!(parse("move a1").is_err());
        assert!(parse("rotate 45").is_err());
        assert!(parse("condition").is_err());
        assert!(parse("stip hq2").is_err());
        assert!(parse("s a1 a2").is_ok()); // 's' alone is not a keyword (too short to be ambiguous)
    }
}
