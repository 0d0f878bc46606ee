//! What a stipulation's text may fail by ([`StipulationError`]), the
//! length read from it, and the families of Popeye's refused by name.

use thiserror::Error;

/// A stipulation this tool does not know.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum StipulationError {
    /// A text (held, as given) of no known form and no near form read:
    /// the message is short, a few forms and where every form is listed.
    #[error(
        "unknown stipulation {} (forms such as #2, s#3, h#2.5, ser-h#5, hs=2, dia 6; every form: alice solve --help)",
        crate::text::quoted(.0)
    )]
    Unknown(String),
    /// A text (held, as given) of no known form, and the near form read
    /// that it most likely meant (`2#`: `#2`).
    #[error("unknown stipulation {given}: did you mean '{meant}'?", given = crate::text::quoted(.0), meant = .1)]
    Mistyped(String, String),
    /// One of Popeye's stipulation families not solved here (the text as
    /// given, the family's name).
    #[error("stipulation {text}: {1} is not supported yet", text = crate::text::quoted(.0))]
    RefusedFamily(String, &'static str),
    /// A stipulation (held, as given) with one of Popeye's goals that is
    /// not solved here (its symbol and name).
    #[error("stipulation {text}: the goal {1} ({2}) is not supported (supported goals: # = == #= != + x % z<square> 00 ep ~, and ## ##! !# in help and series play)", text = crate::text::quoted(.0))]
    RefusedGoal(String, &'static str, &'static str),
    /// A stipulation (held, as given) whose number of moves is out of range.
    #[error("stipulation {}: the number of moves must be between 1 and {max}", crate::text::quoted(.0), max = MAX_MOVES)]
    BadLength(String),
}

impl StipulationError {
    /// The same error about `text`, the whole stipulation, when it was
    /// found in a part of it (the play after `exact-` or an intro series).
    pub(super) fn restated(self, text: &str) -> StipulationError {
        match self {
            StipulationError::Unknown(_) | StipulationError::Mistyped(..) => {
                StipulationError::Unknown(text.to_string())
            }
            StipulationError::BadLength(_) => StipulationError::BadLength(text.to_string()),
            StipulationError::RefusedGoal(_, symbol, name) => {
                StipulationError::RefusedGoal(text.to_string(), symbol, name)
            }
            StipulationError::RefusedFamily(_, family) => {
                StipulationError::RefusedFamily(text.to_string(), family)
            }
        }
    }
}

/// The largest n accepted.
pub const MAX_MOVES: u32 = 60;

/// The number of moves of `text` (held for the errors): `number` (without
/// its `.5`), at least `min_half` with `.5`, else at least 1.
pub(super) fn parse_length(
    text: &str,
    number: &str,
    half: bool,
    min_half: u32,
) -> Result<u32, StipulationError> {
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return Err(StipulationError::Unknown(text.to_string()));
    }
    let moves: u32 = number
        .parse()
        .map_err(|_| StipulationError::BadLength(text.to_string()))?;
    let min = if half { min_half } else { 1 };
    if moves < min || moves > MAX_MOVES {
        return Err(StipulationError::BadLength(text.to_string()));
    }
    Ok(moves)
}

/// What exact play this tool does not solve, by name.
pub(super) const EXACT_REFUSED: &str = "exact- twice";

/// The intro series this tool does not solve, by name.
pub(super) const INTRO_REFUSED: &str =
    "an intro series (m->) other than one before a series or help play solved line by line (ser-, ser-h, ser-s, ser-r, ser-hs, pser-h, pser-hs, phser-, h, hs, hr)";
