//! Every kind of piece the crate knows, engine-free: its letter and its
//! movement as atoms (leaps, rides, the Hero's moves). A [`crate::setup::Setup`]
//! holds men of these kinds; the general engine moves them by their atoms;
//! the fast engine plays the six chess kinds ([`crate::types::Role`]).

use crate::types::{Color, Role};

mod atom;
mod kind;
mod table;
pub use atom::{leap_offsets, leap_offsets_all, Atom, Dir, KNIGHT_CIRCLE};
pub use kind::Kind;
pub use table::{KindInfo, PopeyeVectors, VectorUse, KIND_COUNT, KIND_TABLE};

impl Kind {
    /// Every kind, by index.
    pub const ALL: [Kind; KIND_COUNT] = {
        let mut all = [Kind::Pawn; KIND_COUNT];
        let mut i = 0;
        while i < KIND_COUNT {
            all[i] = KIND_TABLE[i].kind;
            i += 1;
        }
        all
    };

    /// This kind's row of [`KIND_TABLE`].
    pub const fn info(self) -> &'static KindInfo {
        &KIND_TABLE[self as usize]
    }

    /// The upper-case FEN letter of a man of the family's variants (as in
    /// `VARIANTS.md`); for a fairy piece, the first letter of its code
    /// (use [`Kind::code`] or [`Kind::text`] to write it).
    pub const fn letter(self) -> char {
        self.info().code.as_bytes()[0] as char
    }

    /// The FEN letter or Popeye code, upper case.
    pub const fn code(self) -> &'static str {
        self.info().code
    }

    /// Whether this is a pawn (the chess pawn or the berolina pawn): moved
    /// by the pawn rules, not by atoms; never a promotion.
    pub const fn is_pawn(self) -> bool {
        matches!(self, Kind::Pawn | Kind::BerolinaPawn)
    }

    /// The code in Popeye's English piece names, upper case: the code of
    /// [`KIND_TABLE`], but `S` for the knight.
    pub const fn popeye_code(self) -> &'static str {
        match self {
            Kind::Knight => "S",
            other => other.code(),
        }
    }

    /// The kinds in the order of Popeye's piece lists: king, queen, rook,
    /// bishop, knight, pawn, then the fairy pieces by [`KIND_TABLE`].
    pub fn listing_order() -> impl Iterator<Item = Kind> {
        [
            Kind::King,
            Kind::Queen,
            Kind::Rook,
            Kind::Bishop,
            Kind::Knight,
            Kind::Pawn,
        ]
        .into_iter()
        .chain(Kind::ALL.into_iter().filter(|k| k.is_fairy()))
    }

    /// Whether this is one of Popeye's fairy pieces.
    pub const fn is_fairy(self) -> bool {
        self.info().fairy
    }

    /// The kind as FEN and readable moves write it, upper case: the letter
    /// (`Q`), or a fairy piece's code in braces (`{G}`, `{CA}`).
    pub fn text(self) -> String {
        if self.is_fairy() {
            format!("{{{}}}", self.code())
        } else {
            self.code().to_string()
        }
    }

    /// A man of this kind and `color` as FEN writes it: [`Kind::text`],
    /// lower case for Black; a fairy code without letters (the leapers
    /// `15` to `37`) has no case, so Black's takes a `-` before it, as
    /// Popeye's diagrams mark Black (`{15}`, `{-15}`; our choice).
    pub fn text_of(self, color: Color) -> String {
        match color {
            Color::White => self.text(),
            Color::Black if !self.code().bytes().any(|b| b.is_ascii_alphabetic()) => {
                format!("{{-{}}}", self.code())
            }
            Color::Black => self.text().to_ascii_lowercase(),
        }
    }

    /// The man of the family with this FEN letter (either case), if the
    /// letter is known (fairy pieces have codes: [`Kind::from_fairy_code`]).
    pub fn from_letter(c: char) -> Option<Kind> {
        let up = c.to_ascii_uppercase();
        Kind::ALL
            .into_iter()
            .find(|k| !k.is_fairy() && k.letter() == up)
    }

    /// The fairy piece with this Popeye code (either case).
    pub fn from_fairy_code(code: &str) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| k.is_fairy() && k.code().eq_ignore_ascii_case(code))
    }

    /// The movement of the kind (pawns: none here, they are special).
    pub const fn atoms(self) -> &'static [Atom] {
        self.info().atoms
    }
}

impl Kind {
    /// The chess kind of a [`Role`].
    pub const fn of_role(role: Role) -> Kind {
        match role {
            Role::Pawn => Kind::Pawn,
            Role::Knight => Kind::Knight,
            Role::Bishop => Kind::Bishop,
            Role::Rook => Kind::Rook,
            Role::Queen => Kind::Queen,
            Role::King => Kind::King,
        }
    }

    /// The [`Role`] of a chess kind (`None` for the others).
    pub const fn role(self) -> Option<Role> {
        Some(match self {
            Kind::Pawn => Role::Pawn,
            Kind::Knight => Role::Knight,
            Kind::Bishop => Role::Bishop,
            Kind::Rook => Role::Rook,
            Kind::Queen => Role::Queen,
            Kind::King => Role::King,
            _ => return None,
        })
    }
}
