//! Popeye piece lists, as in `pieces white Ka1 Qc5 black AliceB Ke5 Pd2`.
//!
//! This follows Popeye's reader (`input/plaintext/pieces.c`): a group starts
//! with a colour word, then the piece attributes, then pieces (a letter and
//! one or more squares: `Ka1`, `Pa2b3`, or `K a1`). The attributes apply to
//! every piece of the group, up to the next colour word: in
//! `white AliceB Sa3 Kh1` the king stands on board B too. Popeye reads
//! attributes only right after a colour word; an attribute later in a group
//! is an error here (Popeye would stop reading pieces there and fail on
//! the attribute as an unknown command).
//!
//! Letters are Popeye's English ones: `K Q R B S P`, `S` for the knight (`N`
//! is Popeye's nightrider), and Popeye's codes of the fairy pieces the
//! crate knows ([`crate::kinds::Kind`]: `G`, `N`, `CA`, `LE`, ...), which
//! only the general engine plays. `AliceA` / `AliceB` (also `BoardA` /
//! `BoardB`) choose the board; a piece without one stands on board A.
//! In a German or French Popeye file the colour words, attributes and
//! piece codes are those of the language (`Weiss Ka1 Dc5 Schwarz AliceB
//! Ke5 Bd2`, `Blanc Ra1 Dc5 Noir AliceB Re5 Pd2`: [`super::lang`]).

use super::error::{Fail, FormatErrorKind};
use super::lang::{english_piece, lookup_in, Language, ATTRIBUTES, COLOURS, TWINNING};
use super::refused_pieces::{RefusedPiece, REFUSED};
use super::tokens::{Lookup, Tokens};
use crate::kinds::Kind;
use crate::setup::{BoardLetter, Coord, Man};
use crate::types::{Board, Color, Role, Square};

pub(crate) use crate::setup::Placed;

/// A list of squares written together: `a1`, `a2b3c4`.
pub(crate) fn square_list(text: &str) -> Option<Vec<Square>> {
    if text.is_empty() || !text.len().is_multiple_of(2) || !text.is_ascii() {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| Square::parse(&text[i..i + 2].to_ascii_lowercase()))
        .collect()
}

/// A colour word of `lang`, if `word` is one.
fn colour(word: &str, line: usize, lang: Language) -> Result<Option<Color>, Fail> {
    match lookup_in(word, &COLOURS, lang) {
        Lookup::Found(0) => Ok(Some(Color::White)),
        Lookup::Found(1) => Ok(Some(Color::Black)),
        Lookup::Found(_) => Err(Fail::new(
            line,
            FormatErrorKind::Unsupported(format!("'{word}' (neutral and invisible pieces)")),
        )),
        _ => Ok(None),
    }
}

/// The piece of Popeye's this tool refuses whose code in `lang` is `walk`.
fn refused(walk: &str, lang: Language) -> Option<&'static RefusedPiece> {
    REFUSED.iter().find(|r| {
        let code = match lang {
            Language::English => r.english,
            Language::German => r.german,
            Language::French => r.french,
        };
        code.eq_ignore_ascii_case(walk)
    })
}

/// The kind of a Popeye piece code in `lang`: the chess men, and the
/// fairy pieces the crate knows; other codes are errors.
pub(crate) fn kind(walk: &str, token: &str, line: usize, lang: Language) -> Result<Kind, Fail> {
    let unknown = || {
        let refused = refused(walk, lang);
        let token = crate::text::bounded(token);
        let kind = match refused {
            Some(r) => FormatErrorKind::UnsupportedPiece {
                token,
                name: r.name,
                why: r.why.text(),
            },
            None => FormatErrorKind::Unsupported(format!("the fairy piece '{token}'")),
        };
        Fail::new(line, kind)
    };
    let walk = english_piece(walk, lang).ok_or_else(unknown)?;
    let chess = match walk.to_ascii_lowercase().as_str() {
        "k" => Some(Role::King),
        "q" => Some(Role::Queen),
        "r" => Some(Role::Rook),
        "b" => Some(Role::Bishop),
        "s" => Some(Role::Knight),
        "p" => Some(Role::Pawn),
        _ => None,
    };
    match chess {
        Some(role) => Ok(Kind::of_role(role)),
        None => Kind::from_fairy_code(walk).ok_or_else(unknown),
    }
}

/// Read one piece token (`Ka1`, `Pa2b3`, or `K` followed by `a1`) if the
/// next token is one.
fn piece_token(
    t: &mut Tokens,
    color: Color,
    board: Board,
    lang: Language,
) -> Result<Option<Vec<Placed>>, Fail> {
    let Some(tok) = t.peek() else {
        return Ok(None);
    };
    let text = tok.text;
    // A walk is letters, or a code of the language with digits (`15`, `G2`;
    // `B1`, the bouncer, is refused by name).
    let is_walk = |w: &str| {
        w.chars().all(|c| c.is_ascii_alphabetic())
            || english_piece(w, lang).is_some()
            || refused(w, lang).is_some()
    };
    let (walk, squares) = if text.len() <= 2 && is_walk(text) {
        // A letter alone: its squares are the next token.
        let mut ahead = t.clone();
        ahead.next_token();
        match ahead.peek().and_then(|n| square_list(n.text)) {
            Some(sq) => {
                t.next_token();
                t.next_token();
                (text, sq)
            }
            None => return Ok(None),
        }
    } else {
        // Squares take two characters each: the parity gives the letters.
        let walk_len = if text.len() % 2 == 1 { 1 } else { 2 };
        let split = text
            .is_char_boundary(walk_len)
            .then(|| text.split_at(walk_len));
        match split.and_then(|(w, rest)| is_walk(w).then_some(w).zip(square_list(rest))) {
            Some((w, sq)) => {
                t.next_token();
                (w, sq)
            }
            None => return Ok(None),
        }
    };
    let man = Man::new(color, kind(walk, text, tok.line, lang)?);
    Ok(Some(
        squares
            .into_iter()
            .map(|square| Placed {
                square: Coord::of(square),
                board: BoardLetter::from(board),
                man,
            })
            .collect(),
    ))
}

/// Read the attributes after a colour word; returns the board.
fn attributes(t: &mut Tokens, lang: Language) -> Result<Board, Fail> {
    let mut board = Board::A;
    // Abbreviations shorter than three letters are not read as attributes,
    // so that `white K a1` is a king (Popeye would read `K` as Kamikaze).
    while let Some(tok) = t.peek().filter(|tok| tok.text.len() >= 3) {
        match lookup_in(tok.text, &ATTRIBUTES, lang) {
            Lookup::Found(0 | 2) => board = Board::A,
            Lookup::Found(1 | 3) => board = Board::B,
            Lookup::Found(i) => {
                return Err(Fail::new(
                    tok.line,
                    FormatErrorKind::Unsupported(format!(
                        "the piece attribute '{}'",
                        lang.word(&ATTRIBUTES[i])
                    )),
                ))
            }
            Lookup::Ambiguous => {
                return Err(Fail::syntax(
                    tok.line,
                    format!("'{}' is ambiguous: write AliceA or AliceB", tok.text),
                ))
            }
            _ => break,
        }
        t.next_token();
    }
    Ok(board)
}

/// Whether the next token is an Alice attribute out of place (after pieces).
/// A twinning word is none (the French `CouleurEchange` after a twin's
/// `ajoute` is Popeye's `PolishType`, not an abbreviated attribute).
fn misplaced_attribute(t: &Tokens, lang: Language) -> Result<(), Fail> {
    match t.peek() {
        Some(tok) if matches!(lookup_in(tok.text, &TWINNING, lang), Lookup::Found(_)) => Ok(()),
        Some(tok) if tok.text.len() >= 3 => match lookup_in(tok.text, &ATTRIBUTES, lang) {
            Lookup::Found(i) => Err(Fail::syntax(
                tok.line,
                format!(
                    "'{}' must follow a colour word, as in 'white {} Sa3': Popeye reads \
                     piece attributes only right after White or Black",
                    tok.text,
                    lang.word(&ATTRIBUTES[i])
                ),
            )),
            _ => Ok(()),
        },
        _ => Ok(()),
    }
}

/// Read colour groups until a token that is neither a piece nor a colour
/// word. With `colour` given (YAML `white:` lists) the first group needs no
/// colour word; otherwise it must start with one. The words and codes are
/// those of `lang`.
pub(crate) fn parse_groups(
    t: &mut Tokens,
    colour_given: Option<Color>,
    lang: Language,
) -> Result<Vec<Placed>, Fail> {
    let mut placed = Vec::new();
    let mut color = match colour_given {
        Some(c) => c,
        None => {
            let line = t.line();
            let tok = t
                .peek()
                .ok_or_else(|| Fail::syntax(line, "expected a colour (White or Black)"))?;
            let c = colour(tok.text, tok.line, lang)?.ok_or_else(|| {
                Fail::syntax(
                    tok.line,
                    format!("expected a colour (White or Black), found '{}'", tok.text),
                )
            })?;
            t.next_token();
            c
        }
    };
    loop {
        let board = attributes(t, lang)?;
        let mut count = 0;
        while let Some(group) = piece_token(t, color, board, lang)? {
            placed.extend(group);
            count += 1;
        }
        if count == 0 {
            let found = t
                .peek()
                .map_or("nothing".to_string(), |n| format!("'{}'", n.text));
            return Err(Fail::syntax(
                t.line(),
                format!("expected a piece such as Ka1 or Sa3, found {found}"),
            ));
        }
        misplaced_attribute(t, lang)?;
        match t.peek() {
            Some(tok) => match colour(tok.text, tok.line, lang)? {
                Some(c) => {
                    t.next_token();
                    color = c;
                }
                None => return Ok(placed),
            },
            None => return Ok(placed),
        }
    }
}

/// Popeye's forsyth notation: ranks from 8 down, digits (one or two) for
/// empty squares, `/` optional, `S` for the knight, upper case White; a
/// fairy piece by its one-letter code (`g`) or a dot and its two-letter
/// code (`.ca`); the codes of `lang` (German `tsldklst/...`). Every piece
/// stands on board A.
pub(crate) fn parse_forsyth(text: &str, line: usize, lang: Language) -> Result<Vec<Placed>, Fail> {
    let mut placed = Vec::new();
    let mut index: usize = 0; // 0 = a8, reading rank by rank
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        i += 1;
        if let Some(d) = c.to_digit(10) {
            let mut n = d as usize;
            if let Some(d2) = chars.get(i).and_then(|c| c.to_digit(10)) {
                n = n * 10 + d2 as usize;
                i += 1;
            }
            index += n;
        } else if c == '/' {
            continue;
        } else if c.is_ascii_alphabetic() || c == '.' {
            let code: String = if c == '.' {
                let code: String = chars.iter().skip(i).take(2).collect();
                i += code.chars().count();
                code
            } else {
                c.to_string()
            };
            if index >= 64 {
                return Err(Fail::syntax(
                    line,
                    format!("forsyth '{text}' describes more than 64 squares"),
                ));
            }
            let color = if code.chars().any(|c| c.is_ascii_uppercase()) {
                Color::White
            } else {
                Color::Black
            };
            let man = Man::new(color, kind(&code, &code, line, lang)?);
            placed.push(Placed {
                square: Coord::new((index % 8) as u8, 7 - (index / 8) as u8),
                board: BoardLetter::A,
                man,
            });
            index += 1;
        } else if c == '=' {
            return Err(Fail::new(
                line,
                FormatErrorKind::Unsupported(format!("'{c}' in forsyth (neutral pieces)")),
            ));
        } else {
            return Err(Fail::syntax(
                line,
                format!("unexpected '{c}' in forsyth '{text}'"),
            ));
        }
    }
    Ok(placed)
}

/// Write pieces as Popeye groups: `White Ka1 Qc5 Black Ke5` for board A,
/// then `White AliceB Rc3 Black AliceB Pd2` for board B. Kings first, then
/// queens, rooks, bishops, knights, pawns; squares a1, b1, … within a kind.
pub(crate) fn popeye_groups(pieces: &[Placed]) -> Vec<String> {
    let mut groups = Vec::new();
    for board in Board::ALL {
        for color in Color::ALL {
            let list = piece_names(pieces, color, board);
            if list.is_empty() {
                continue;
            }
            let word = if color == Color::White {
                "White"
            } else {
                "Black"
            };
            let attr = if board == Board::B { " AliceB" } else { "" };
            groups.push(format!("{word}{attr} {}", list.join(" ")));
        }
    }
    groups
}

/// The pieces of one colour on one board as `Ka1`-style names, in the
/// conventional order (the fairy pieces after the chess men, by Popeye's
/// code: `Ga3`, `CAd4`).
pub(crate) fn piece_names(pieces: &[Placed], color: Color, board: Board) -> Vec<String> {
    let mut names = Vec::new();
    for kind in Kind::listing_order() {
        for (square, _, _) in pieces
            .iter()
            .filter_map(Placed::on_two_boards)
            .filter(|&(_, b, man)| b == board && man == Man::new(color, kind))
        {
            names.push(format!("{}{square}", kind.popeye_code()));
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str) -> Result<Vec<String>, Fail> {
        let mut t = Tokens::new(text, 1);
        let placed = parse_groups(&mut t, None, Language::English)?;
        Ok(placed
            .iter()
            .map(|p| format!("{}{}/{}", p.man.text(), p.square, p.board.letter()))
            .collect())
    }

    #[test]
    fn scope_of_attributes() {
        assert_eq!(
            names("white AliceB Sa3 Kh1 black Ke8").expect("ok"),
            ["Na3/B", "Kh1/B", "ke8/A"]
        );
        assert_eq!(
            names("White Ka1 Pa2b3 black AliceB K e5").expect("ok"),
            ["Ka1/A", "Pa2/A", "Pb3/A", "ke5/B"]
        );
    }

    #[test]
    fn attribute_after_pieces_is_an_error() {
        let e = names("white Ka1 AliceB Rc3").expect_err("misplaced");
        assert!(matches!(&e.kind, FormatErrorKind::Syntax(m) if m.contains("colour word")));
    }

    #[test]
    fn a_twinning_word_ends_the_list() {
        // French `CouleurEchange` (PolishType) is also the start of the
        // attribute `CouleurEchangeantSautoir`: after pieces, it is the
        // twin's next command, as Popeye reads it.
        let mut t = Tokens::new("Noir AliceB Cb3 CouleurEchange rotation 270", 1);
        let placed = parse_groups(&mut t, None, Language::French).expect("ok");
        assert_eq!(placed.len(), 1);
        assert_eq!(t.peek().map(|t| t.text), Some("CouleurEchange"));
    }

    #[test]
    fn fairy_pieces_known_or_errors() {
        assert_eq!(
            names("white Na3 CAb4").expect("known"),
            ["{N}a3/A", "{CA}b4/A"]
        );
        assert!(names("white UUa3").is_err());
        assert!(names("white XQa3").is_err());
        assert!(names("neutral Ka3").is_err());
        assert!(names("white Royal Ka3").is_err());
    }

    #[test]
    fn list_ends_at_other_words() {
        let mut t = Tokens::new("white Ka1 black Kh8 stipulation #2", 1);
        assert_eq!(
            parse_groups(&mut t, None, Language::English)
                .expect("ok")
                .len(),
            2
        );
        assert_eq!(t.peek().map(|t| t.text), Some("stipulation"));
    }

    #[test]
    fn forsyth() {
        let p = parse_forsyth("4k3/8/8/8/8/8/8/S3K3", 1, Language::English).expect("ok");
        assert_eq!(p.len(), 3);
        assert_eq!(p[1].square, Square::parse("a1").expect("a1").into());
        assert_eq!(p[1].man.kind, crate::kinds::Kind::Knight);
        let p = parse_forsyth("4k3/8/8/8/8/8/8/N2.caK3", 1, Language::English).expect("fairy");
        assert_eq!(p[1].man.kind, crate::kinds::Kind::Nightrider);
        assert_eq!(p[2].man.kind, crate::kinds::Kind::Camel);
        assert!(parse_forsyth("4k3/8/8/8/8/8/8/X3K3", 1, Language::English).is_err());
        let de = parse_forsyth("tsldklst/8/8/8/8/8/8/TSLDKLST", 1, Language::German).expect("de");
        let fr = parse_forsyth("tcfdrfct/8/8/8/8/8/8/TCFDRFCT", 1, Language::French).expect("fr");
        let en = parse_forsyth("rsbqkbsr/8/8/8/8/8/8/RSBQKBSR", 1, Language::English).expect("en");
        assert_eq!(de, en);
        assert_eq!(fr, en);
    }

    #[test]
    fn german_and_french_pieces() {
        let read = |text: &str, lang| {
            let mut t = Tokens::new(text, 1);
            parse_groups(&mut t, None, lang).expect("ok")
        };
        let en = read(
            "White Ka1 Qb1 Rc1 Bd1 Se1 Pf2 Black AliceB Kh8 Gg8 EMf8",
            Language::English,
        );
        let de = read(
            "Weiss Ka1 Db1 Tc1 Ld1 Se1 Bf2 Schwarz AliceB Kh8 Gg8 KNf8",
            Language::German,
        );
        let fr = read(
            "Blanc Ra1 Db1 Tc1 Fd1 Ce1 Pf2 Noir AliceB Rh8 Sg8 IMf8",
            Language::French,
        );
        assert_eq!(de, en);
        assert_eq!(fr, en);
        // The English words are not those of a German file.
        let mut t = Tokens::new("White Ka1", 1);
        assert!(parse_groups(&mut t, None, Language::German).is_err());
        let mut t = Tokens::new("Weiss Qa1", 1);
        assert!(parse_groups(&mut t, None, Language::German).is_err());
    }
}
