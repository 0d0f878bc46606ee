//! The Alice family: which game a problem is played in (its variant) and how
//! the rules the sources disagree on are read (its readings). Chosen once per
//! problem at the edge (command line, problem file) and fixed for a solve.
//!
//! The variants and readings are those of `VARIANTS.md`; on the fast engine
//! each becomes the [`Rules`] flags of its positions.

use crate::engine::fast::rules::Rules;
use crate::engine::general::GeneralVariant;
use std::fmt;
use thiserror::Error;

/// A game of the Alice family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VariantKind {
    /// Standard Alice Chess (`RULES.md`).
    Alice,
    /// Alice Chess 2 (Looking-glass Alice): Black starts on board B.
    Alice2,
    /// Ms. Alice (Alice Zero): zero moves are allowed.
    MsAlice,
    /// Mini Alice: Parton's two 4x8 boards.
    Mini,
    /// O'Donohue Chess (general engine): a move onto a square occupied on
    /// the other board stays on its board.
    ODonohue,
    /// Three-board Alice (general engine).
    Alice3,
    /// Duo Chess (general engine): optional transfer, zero moves, check
    /// from the zero square.
    Duo,
    /// Directed Alice (general engine): 10x10 boards, fairy pieces, double
    /// transfers.
    Directed,
}

impl VariantKind {
    /// Every variant, in the order of `VARIANTS.md`.
    pub const ALL: [VariantKind; 8] = [
        VariantKind::Alice,
        VariantKind::Alice2,
        VariantKind::MsAlice,
        VariantKind::Mini,
        VariantKind::ODonohue,
        VariantKind::Alice3,
        VariantKind::Duo,
        VariantKind::Directed,
    ];

    /// The general engine's variant, for the games the fast engine does not
    /// play (their positions are held as FEN: [`crate::setup::Diagram`]).
    pub const fn general(self) -> Option<GeneralVariant> {
        match self {
            VariantKind::ODonohue => Some(GeneralVariant::ODonohue),
            VariantKind::Alice3 => Some(GeneralVariant::Alice3),
            VariantKind::Duo => Some(GeneralVariant::Duo),
            VariantKind::Directed => Some(GeneralVariant::Directed),
            _ => None,
        }
    }

    /// The name used by `--variant` and in reports.
    pub const fn name(self) -> &'static str {
        match self {
            VariantKind::Alice => "alice",
            VariantKind::Alice2 => "alice2",
            VariantKind::MsAlice => "ms-alice",
            VariantKind::Mini => "mini",
            VariantKind::ODonohue => "odonohue",
            VariantKind::Alice3 => "alice3",
            VariantKind::Duo => "duo",
            VariantKind::Directed => "directed",
        }
    }

    /// The condition word in YAML `options` and Popeye's `condition` line.
    pub fn condition(self) -> &'static str {
        match self {
            VariantKind::Alice => "AliceChess",
            VariantKind::Alice2 => "AliceChess2",
            VariantKind::MsAlice => "MsAlice",
            VariantKind::Mini => "MiniAlice",
            _ => match self.general() {
                Some(g) => g.rules().condition,
                None => unreachable!(),
            },
        }
    }

    /// Other accepted spellings of the condition word (lower case, without
    /// spaces, dashes or dots).
    fn aliases(self) -> &'static [&'static str] {
        if let Some(g) = self.general() {
            return g.rules().aliases;
        }
        match self {
            VariantKind::Alice => &["alice", "alicechess"],
            VariantKind::Alice2 => &["alice2", "alicechess2", "lookingglassalice"],
            VariantKind::MsAlice => &["msalice", "msalicechess", "alicezero"],
            VariantKind::Mini => &["mini", "minialice", "minialicechess"],
            _ => &[],
        }
    }

    /// The initial array in Alice FEN.
    pub fn initial_fen(self) -> &'static str {
        if let Some(g) = self.general() {
            return g.rules().initial_fen;
        }
        match self {
            VariantKind::Alice | VariantKind::MsAlice => {
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            }
            VariantKind::Alice2 => {
                "r*n*b*q*k*b*n*r*/p*p*p*p*p*p*p*p*/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            }
            VariantKind::Mini => "rqkr/nbbn/pppp/4/4/PPPP/NBBN/RQKR w - - 0 1",
            _ => unreachable!(),
        }
    }

    /// One paragraph: the rules as they differ from standard Alice.
    pub fn summary(self) -> &'static str {
        if let Some(g) = self.general() {
            return g.rules().summary;
        }
        match self {
            VariantKind::Alice => "standard Alice Chess",
            VariantKind::Alice2 => "Black starts on board B",
            VariantKind::MsAlice => {
                "zero moves: a piece may transfer to the same square of the other board"
            }
            VariantKind::Mini => "two 4x8 boards, no castling, no pawn double step",
            _ => unreachable!(),
        }
    }
}

/// How the disputed rules are read (`VARIANTS.md`, "Rule readings").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Readings {
    /// `castling=on` (default) or `off`.
    pub castling: bool,
    /// `en-passant=same-board` (default) or `off`.
    pub en_passant: bool,
    /// `block=transfer` (default) or `strict`.
    pub strict_block: bool,
}

impl Default for Readings {
    fn default() -> Self {
        Readings {
            castling: true,
            en_passant: true,
            strict_block: false,
        }
    }
}

/// A variant with its readings: everything that decides the rules of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    /// Which game.
    pub kind: VariantKind,
    /// How the disputed rules are read.
    pub readings: Readings,
}

impl Default for Variant {
    fn default() -> Self {
        Variant::ALICE
    }
}

/// A variant name or rule switch that is not known.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum VariantError {
    /// An unknown variant name.
    #[error("unknown variant '{0}' (known: alice, alice2, ms-alice, mini, odonohue, alice3, duo, directed)")]
    UnknownVariant(String),
    /// A switch not written `NAME=VALUE`, or an unknown name or value.
    #[error("unknown rule '{0}' (known: castling=on|off, en-passant=same-board|off, block=transfer|strict)")]
    UnknownRule(String),
    /// A switch that does not apply to the variant.
    #[error("rule '{rule}' does not apply to {variant}: {why}")]
    NotApplicable {
        /// The switch as given (bounded).
        rule: String,
        /// The variant's `--variant` name.
        variant: &'static str,
        /// Why the switch does not apply.
        why: &'static str,
    },
}

impl Variant {
    /// Standard Alice Chess with the default readings.
    pub const ALICE: Variant = Variant {
        kind: VariantKind::Alice,
        readings: Readings {
            castling: true,
            en_passant: true,
            strict_block: false,
        },
    };

    /// A variant with the default readings.
    pub fn new(kind: VariantKind) -> Variant {
        Variant {
            kind,
            readings: Readings::default(),
        }
    }

    /// The variant named `name` (`--variant`), or with the condition word
    /// `name` (YAML `options`, Popeye `condition`), case-insensitive.
    pub fn from_name(name: &str) -> Result<Variant, VariantError> {
        VariantKind::from_word(name)
            .map(Variant::new)
            .ok_or_else(|| VariantError::UnknownVariant(crate::text::bounded(name)))
    }

    /// Apply a switch `NAME=VALUE` (`--rule`), e.g. `castling=off`.
    pub fn set_rule(&mut self, switch: &str) -> Result<(), VariantError> {
        let unknown = || VariantError::UnknownRule(crate::text::bounded(switch));
        let (name, value) = switch.split_once('=').ok_or_else(unknown)?;
        let name = name.trim().to_ascii_lowercase().replace('_', "-");
        let value = value.trim().to_ascii_lowercase();
        let r = &mut self.readings;
        match (name.as_str(), value.as_str()) {
            ("castling", "on") => r.castling = true,
            ("castling", "off") => r.castling = false,
            ("en-passant" | "enpassant" | "ep", "same-board" | "on") => r.en_passant = true,
            ("en-passant" | "enpassant" | "ep", "off") => r.en_passant = false,
            ("block", "transfer") => r.strict_block = false,
            ("block", "strict") => r.strict_block = true,
            _ => return Err(unknown()),
        }
        if self.kind.general().is_some() {
            *r = Readings::default();
            return Err(VariantError::NotApplicable {
                rule: crate::text::bounded(switch),
                variant: self.kind.name(),
                why: "the general engine plays this variant as VARIANTS.md states it",
            });
        }
        if self.kind == VariantKind::Mini && name != "block" {
            *r = Readings {
                strict_block: r.strict_block,
                ..Readings::default()
            };
            return Err(VariantError::NotApplicable {
                rule: crate::text::bounded(switch),
                variant: self.kind.name(),
                why: "Mini Alice has no castling and no pawn double step",
            });
        }
        Ok(())
    }

    /// The fast engine's rules for this variant and readings.
    pub fn rules(&self) -> Rules {
        Rules::STANDARD
            .zero_moves(self.kind == VariantKind::MsAlice)
            .mini(self.kind == VariantKind::Mini)
            .castling(self.readings.castling)
            .en_passant(self.readings.en_passant)
            .strict_block(self.readings.strict_block)
    }

    /// The readings that differ from the default, as `NAME=VALUE` switches.
    pub fn non_default_readings(&self) -> Vec<&'static str> {
        let mut out = Vec::new();
        if !self.readings.castling {
            out.push("castling=off");
        }
        if !self.readings.en_passant {
            out.push("en-passant=off");
        }
        if self.readings.strict_block {
            out.push("block=strict");
        }
        out
    }

    /// Whether this is standard Alice Chess with the default readings.
    pub fn is_standard(&self) -> bool {
        *self == Variant::ALICE
    }

    /// The initial array of the variant, with its rules.
    pub fn initial_position(&self) -> crate::engine::fast::Position {
        crate::fen::parse_with(self.kind.initial_fen(), self)
            .expect("every variant's initial array is a valid position")
    }
}

impl VariantKind {
    /// The variant named by `word`: its name, its condition word or an alias.
    pub fn from_word(word: &str) -> Option<VariantKind> {
        let key: String = word
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | '_' | '.' | '\''))
            .flat_map(char::to_lowercase)
            .collect();
        VariantKind::ALL
            .into_iter()
            .find(|k| k.aliases().contains(&key.as_str()))
    }
}

/// `alice2`, or with readings `alice (castling=off, block=strict)`.
impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kind.name())?;
        let readings = self.non_default_readings();
        if !readings.is_empty() {
            write!(f, " ({})", readings.join(", "))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_words() {
        for k in VariantKind::ALL {
            assert_eq!(VariantKind::from_word(k.name()), Some(k));
            assert_eq!(VariantKind::from_word(k.condition()), Some(k));
        }
        assert_eq!(
            VariantKind::from_word("Ms. Alice"),
            Some(VariantKind::MsAlice)
        );
        assert!(Variant::from_name("quadruple-alice").is_err());
        assert_eq!(VariantKind::from_word("Duo Chess"), Some(VariantKind::Duo));
    }

    #[test]
    fn switches() {
        let mut v = Variant::ALICE;
        v.set_rule("castling=off").unwrap();
        v.set_rule("block=strict").unwrap();
        assert_eq!(v.to_string(), "alice (castling=off, block=strict)");
        assert!(!v.rules().has_castling());
        assert!(v.rules().has_strict_block());
        assert!(v.set_rule("castling").is_err());
        assert!(v.set_rule("gravity=on").is_err());
        let mut m = Variant::new(VariantKind::Mini);
        assert!(m.set_rule("castling=off").is_err());
        assert!(m.set_rule("block=strict").is_ok());
    }
}
