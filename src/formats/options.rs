//! Popeye options and conditions, shared by Popeye's `option` command and the
//! YAML `options` list.
//!
//! Mapped to [`Options`]: `Try`, `Defence n` (implies `Try`), `SetPlay`,
//! `Variations`, `Threat n`, `WhiteToPlay`, `HalfDuplex`, `Duplex`,
//! `Quodlibet`, `KeepMatingPiece`, `MaxFlightSquares n`, `NonTrivial m n`,
//! `NoCastling squares`, `EnPassant squares`. Every other Popeye option is kept, as Popeye writes
//! it with its arguments, in `options.unsupported`. The conditions are those
//! of the Alice family ([`super::conditions`]); any other is an error.

use super::conditions::{condition, Condition};
use super::error::{Fail, FormatErrorKind};
use super::lang::{lookup_in, Language, OPTIONS};
use super::pieces::square_list;
use super::tokens::{Lookup, Tokens};
use crate::problem::Options;
use crate::setup::{Coord, Setup};
use crate::stipulation::NonTrivial;
use crate::types::{Color, Square};

/// What follows an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Args {
    None,
    Number,
    OptionalNumber,
    TwoNumbers,
    Squares,
    Word,
    TwoWords,
}

fn args_of(name: &str) -> Args {
    match name {
        "Defence" | "Threat" | "MaxSolutions" | "MaxFlightsquares" | "MaxTime"
        | "StartMoveNumber" | "UpToMoveNumber" => Args::Number,
        "Intelligent" | "Beep" => Args::OptionalNumber,
        "NonTrivial" => Args::TwoNumbers,
        "EnPassant" | "NoCastling" => Args::Squares,
        "CastlingMutuallyExclusive" => Args::Word,
        "LastCapture" => Args::TwoWords,
        _ => Args::None,
    }
}

/// The option a word names in `lang` (its English name), if any; an
/// ambiguous abbreviation is an error.
pub(crate) fn option_name(
    word: &str,
    line: usize,
    lang: Language,
) -> Result<Option<&'static str>, Fail> {
    match lookup_in(word, &OPTIONS, lang) {
        Lookup::Found(i) => Ok(Some(OPTIONS[i][0])),
        Lookup::Ambiguous => Err(Fail::syntax(
            line,
            format!("option '{word}' is ambiguous: write more of it"),
        )),
        Lookup::NotFound => Ok(None),
    }
}

fn number(t: &mut Tokens, name: &str, line: usize) -> Result<u32, Fail> {
    let tok = t.peek().filter(|tok| tok.text.parse::<u32>().is_ok());
    match tok {
        Some(tok) => {
            t.next_token();
            tok.text
                .parse()
                .map_err(|_| Fail::syntax(line, format!("option {name} needs a number")))
        }
        None => Err(Fail::syntax(line, format!("option {name} needs a number"))),
    }
}

/// Read the arguments of an option; returns them as written.
fn read_args(t: &mut Tokens, name: &str, line: usize) -> Result<Vec<String>, Fail> {
    let mut args = Vec::new();
    match args_of(name) {
        Args::None => {}
        Args::Number => args.push(number(t, name, line)?.to_string()),
        Args::OptionalNumber => {
            if t.peek().is_some_and(|tok| tok.text.parse::<u32>().is_ok()) {
                args.push(number(t, name, line)?.to_string());
            }
        }
        Args::TwoNumbers => {
            args.push(number(t, name, line)?.to_string());
            args.push(number(t, name, line)?.to_string());
        }
        Args::Squares => {
            while let Some(tok) = t.peek().filter(|tok| square_list(tok.text).is_some()) {
                args.push(tok.text.to_ascii_lowercase());
                t.next_token();
            }
            if args.is_empty() {
                return Err(Fail::syntax(line, format!("option {name} needs squares")));
            }
        }
        Args::Word | Args::TwoWords => {
            let n = if args_of(name) == Args::Word { 1 } else { 2 };
            for _ in 0..n {
                let tok = t.next_token().ok_or_else(|| {
                    Fail::syntax(line, format!("option {name} needs an argument"))
                })?;
                args.push(tok.text.to_string());
            }
        }
    }
    Ok(args)
}

/// The e.p. square from Popeye's `EnPassant` squares: the square itself, or
/// the pawn's double step (`e2e4`, `e2e3e4`).
fn ep_square(squares: &[Square], line: usize) -> Result<Square, Fail> {
    let bad = || {
        Fail::syntax(
            line,
            "EnPassant needs the e.p. square or the double step, as in e2e3e4",
        )
    };
    match squares {
        [one] => Ok(*one),
        [from, .., to] => {
            let (f, t) = (from.index() as i32, to.index() as i32);
            if (f - t).abs() == 16 {
                Ok(Square::new(((f + t) / 2) as u8))
            } else {
                Err(bad())
            }
        }
        [] => Err(bad()),
    }
}

/// Read one option whose name was just consumed, with its arguments, into
/// `opts`.
pub(crate) fn read_option(
    t: &mut Tokens,
    name: &'static str,
    line: usize,
    opts: &mut Options,
) -> Result<(), Fail> {
    let args = read_args(t, name, line)?;
    let first_number = || args.first().and_then(|a| a.parse::<u32>().ok());
    let squares = || -> Vec<Square> {
        args.iter()
            .filter_map(|a| square_list(a))
            .flatten()
            .collect()
    };
    match name {
        // Popeye's `Try` also sets the refutations back to one: a
        // `Defence n` before it (on this line or an earlier one) is undone.
        "Try" => {
            opts.tries = true;
            opts.refutations = None;
        }
        "Defence" => {
            opts.tries = true;
            opts.refutations = first_number();
        }
        "SetPlay" => opts.set_play = true,
        "Variations" => opts.variations = true,
        "Threat" => opts.threat = first_number(),
        "WhiteToPlay" => opts.white_to_play = true,
        // The two exclude each other: as in Popeye ("Inconsistent duplex
        // options"), the first one read stays and the other is ignored.
        "HalfDuplex" => opts.half_duplex = !opts.duplex,
        "Duplex" => opts.duplex = !opts.half_duplex,
        "Quodlibet" => opts.quodlibet = true,
        "KeepMatingPiece" => opts.keep_mating_piece = true,
        "MaxFlightsquares" => {
            let n = first_number().unwrap_or(0);
            opts.max_flights = Some(u8::try_from(n).map_err(|_| {
                Fail::syntax(
                    line,
                    format!("option MaxFlightSquares {n}: at most 64 flights"),
                )
            })?);
        }
        "NonTrivial" => {
            // Both numbers are there (`read_args`); Popeye writes them
            // back in its stipulation line (`#3;0,1`).
            let small = |i: usize, what: &str| {
                let n = args.get(i).and_then(|a| a.parse::<u32>().ok()).unwrap_or(0);
                u8::try_from(n).map_err(|_| {
                    Fail::syntax(line, format!("option NonTrivial: {what} {n} is over 255"))
                })
            };
            opts.nontrivial = Some(NonTrivial {
                max: small(0, "the count")?,
                moves: small(1, "the length")?,
            });
        }
        "NoCastling" => opts.no_castling.extend(squares()),
        "EnPassant" => opts.en_passant = Some(ep_square(&squares(), line)?),
        _ => {
            let mut text = name.to_string();
            for a in &args {
                text.push(' ');
                text.push_str(a);
            }
            opts.unsupported.push(text);
        }
    }
    Ok(())
}

/// Read a Popeye `option` command of a file in `lang`: options up to the
/// first word that is not one.
pub(crate) fn read_option_command(
    t: &mut Tokens,
    line: usize,
    lang: Language,
    opts: &mut Options,
) -> Result<(), Fail> {
    let mut count = 0;
    while let Some(tok) = t.peek() {
        match option_name(tok.text, tok.line, lang)? {
            Some(name) => {
                t.next_token();
                read_option(t, name, tok.line, opts)?;
                count += 1;
            }
            None if count == 0 => {
                return Err(Fail::syntax(
                    tok.line,
                    format!("unknown option '{}'", tok.text),
                ))
            }
            None => break,
        }
    }
    if count == 0 {
        return Err(Fail::syntax(line, "'Option' without an option"));
    }
    Ok(())
}

/// Read one item of a YAML `options` list (`SetPlay`, `Defence 2`,
/// `AliceChess`). Returns the condition when it was one.
pub(crate) fn read_option_item(
    item: &str,
    line: usize,
    opts: &mut Options,
) -> Result<Option<Condition>, Fail> {
    let mut t = Tokens::on_line(item, line);
    let Some(first) = t.next_token() else {
        return Err(Fail::syntax(line, "empty item in 'options'"));
    };
    if let Some(c) = condition(first.text, Language::English) {
        if let Some(extra) = t.peek() {
            return Err(Fail::syntax(
                line,
                format!("unexpected '{}' after {}", extra.text, first.text),
            ));
        }
        return Ok(Some(c));
    }
    match option_name(first.text, line, Language::English)? {
        Some(name) => {
            read_option(&mut t, name, line, opts)?;
            if let Some(extra) = t.peek() {
                return Err(Fail::syntax(
                    line,
                    format!("unexpected '{}' after option {name}", extra.text),
                ));
            }
            Ok(None)
        }
        None => Err(Fail::new(
            line,
            FormatErrorKind::UnsupportedCondition(item.trim().to_string()),
        )),
    }
}

/// The options of a problem as Popeye writes them, one per entry
/// (`Defence 2`, `NoCastling a1h8`); castling and e.p. come from the
/// position.
pub(crate) fn option_words(opts: &Options, setup: &Setup) -> Vec<String> {
    let mut words = Vec::new();
    match opts.refutations {
        Some(n) => words.push(format!("Defence {n}")),
        None if opts.tries => words.push("Try".to_string()),
        None => {}
    }
    if opts.set_play {
        words.push("SetPlay".to_string());
    }
    if opts.variations {
        words.push("Variation".to_string());
    }
    if let Some(n) = opts.threat.filter(|&n| n == 0) {
        words.push(format!("Threat {n}")); // (read and ignored)
    }
    // The options that change what is solved, as the reports name them.
    words.extend(opts.rule_words());
    let no_castling = super::draft::no_castling_squares(setup);
    if !no_castling.is_empty() {
        let list: String = no_castling.iter().map(|s| s.to_string()).collect();
        words.push(format!("NoCastling {list}"));
    }
    if let Some(ep) = setup.ep.and_then(Coord::square) {
        // The double step that passed over the e.p. square.
        let (from, to) = match setup.side {
            Color::White => (ep.offset(8), ep.offset(-8)),
            Color::Black => (ep.offset(-8), ep.offset(8)),
        };
        words.push(format!("EnPassant {from}{ep}{to}"));
    }
    words.extend(opts.unsupported.iter().cloned());
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Options, Fail> {
        let mut opts = Options::default();
        let mut t = Tokens::new(text, 1);
        read_option_command(&mut t, 1, Language::English, &mut opts)?;
        Ok(opts)
    }

    #[test]
    fn german_and_french_options() {
        for (text, lang) in [
            (
                "Verf Satz Varianten Widerlegung 2 Drohung 1 WeissBeginnt",
                Language::German,
            ),
            (
                "Essais Apparent Variantes Defense 2 Menace 1 ApparentSeul",
                Language::French,
            ),
        ] {
            let mut o = Options::default();
            read_option_command(&mut Tokens::new(text, 1), 1, lang, &mut o).expect("ok");
            assert!(o.tries && o.set_play && o.variations && o.white_to_play);
            assert_eq!((o.refutations, o.threat), (Some(2), Some(1)));
        }
        let mut o = Options::default();
        let text = "MaxLoesungen 3 OhneDrohung OhneBrett HalbDuplex";
        read_option_command(&mut Tokens::new(text, 1), 1, Language::German, &mut o).expect("ok");
        assert!(o.half_duplex);
        assert_eq!(o.unsupported, ["MaxSolutions 3", "NoThreat", "NoBoard"]);
        let mut o = Options::default();
        let text = "Trace SansMenace DemiDuplex";
        read_option_command(&mut Tokens::new(text, 1), 1, Language::French, &mut o).expect("ok");
        assert!(o.half_duplex);
        assert_eq!(o.unsupported, ["MoveNumbers", "NoThreat"]);
        // English words are not options of a German file.
        let mut t = Tokens::new("SetPlay", 1);
        assert!(read_option_command(&mut t, 1, Language::German, &mut o).is_err());
    }

    #[test]
    fn the_first_of_duplex_and_halfduplex_stays() {
        let o = read("Duplex HalfDuplex").expect("ok");
        assert!(o.duplex && !o.half_duplex);
        let o = read("HalfDuplex SetPlay Duplex").expect("ok");
        assert!(o.half_duplex && !o.duplex);
    }

    #[test]
    fn abbreviated_options() {
        let o = read("try set vari defe 2 thre 1 whitetoplay").expect("ok");
        assert!(o.tries && o.set_play && o.variations && o.white_to_play);
        assert_eq!(o.refutations, Some(2));
        assert_eq!(o.threat, Some(1));
    }

    #[test]
    fn unsupported_options_are_kept() {
        let o = read("MaxSol 3 NoThreat nosh").expect("ok");
        assert_eq!(
            o.unsupported,
            ["MaxSolutions 3", "NoThreat", "NoShortVariations"]
        );
    }

    #[test]
    fn squares() {
        let o = read("NoCastling a1h8 EnPassant e2e3e4").expect("ok");
        assert_eq!(o.no_castling.len(), 2);
        assert_eq!(o.en_passant, Square::parse("e3"));
        let o = read("EnPassant d6").expect("ok");
        assert_eq!(o.en_passant, Square::parse("d6"));
    }

    #[test]
    fn errors() {
        assert!(read("Defence x").is_err());
        assert!(read("No").is_err()); // ambiguous
        assert!(read("Circe").is_err());
        let mut o = Options::default();
        assert!(matches!(
            read_option_item("Circe", 4, &mut o),
            Err(Fail {
                line: 4,
                kind: FormatErrorKind::UnsupportedCondition(_)
            })
        ));
        assert_eq!(
            read_option_item("AliceChess", 4, &mut o),
            Ok(Some(Condition::Variant(crate::variant::VariantKind::Alice)))
        );
    }
}
