//! The Alice family: which game a problem is played in (its variant) and how
//! the rules the sources disagree on are read (its readings). Chosen once per
//! problem at the edge (command line, problem file) and fixed for a solve.
//!
//! The variants and readings are those of `VARIANTS.md`; on the fast engine
//! each becomes the [`crate::engine::fast::rules::Rules`] flags of its
//! positions ([`Variant::rules`], in `engine/fast/rules.rs`).

use std::fmt;
use thiserror::Error;

mod kind;
mod registry;
pub mod rules;

pub use kind::VariantKind;
pub use registry::{fast_engine_fits, Switches, VariantInfo, REGISTRY};

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

impl Readings {
    /// These readings with every switch `accepts` does not accept at its
    /// default.
    pub fn within(&self, accepts: &Switches) -> Readings {
        let d = Readings::default();
        Readings {
            castling: if accepts.castling {
                self.castling
            } else {
                d.castling
            },
            en_passant: if accepts.en_passant {
                self.en_passant
            } else {
                d.en_passant
            },
            strict_block: if accepts.block {
                self.strict_block
            } else {
                d.strict_block
            },
        }
    }
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
    #[error("unknown variant {} (known: {known})", crate::text::quoted(.0), known = names())]
    UnknownVariant(String),
    /// A switch not written `NAME=VALUE`, or an unknown name or value.
    #[error("unknown rule {} (known: castling=on|off, en-passant=same-board|off, block=transfer|strict)", crate::text::quoted(.0))]
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

/// Every variant's `--variant` name, in the order of the registry, joined
/// by `, `.
pub fn names() -> String {
    REGISTRY
        .iter()
        .map(|i| i.name)
        .collect::<Vec<_>>()
        .join(", ")
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
        let accepts = self.kind.info().switches;
        let r = &mut self.readings;
        let applies = match (name.as_str(), value.as_str()) {
            ("castling", "on" | "off") => {
                r.castling = value == "on";
                accepts.castling
            }
            ("en-passant" | "enpassant" | "ep", "same-board" | "on" | "off") => {
                r.en_passant = value != "off";
                accepts.en_passant
            }
            ("block", "transfer" | "strict") => {
                r.strict_block = value == "strict";
                accepts.block
            }
            _ => return Err(unknown()),
        };
        if !applies {
            *r = r.within(&accepts);
            return Err(VariantError::NotApplicable {
                rule: crate::text::bounded(switch),
                variant: self.kind.name(),
                why: accepts.why_not,
            });
        }
        Ok(())
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
