//! Alice FEN read into the fast engine's positions and written from them
//! (the text itself is read into a [`Setup`](crate::setup::Setup) by
//! [`crate::fen`], below the engines).

use crate::engine::fast::position::Position;
pub use crate::fen::{parse_setup, side_of, FenError, PositionError};
use crate::variant::Variant;

/// A variant's initial array on the fast engine (here, not in `variant.rs`,
/// so that the variants' facts do not depend on the engines).
impl Variant {
    /// The initial array of the variant, with its rules.
    pub fn initial_position(&self) -> Position {
        parse_with(self.kind.initial_fen(), self)
            .expect("every variant's initial array is a valid position")
    }
}

/// Parse an Alice FEN (any accepted form) of standard Alice Chess into a
/// validated position.
pub fn parse(text: &str) -> Result<Position, FenError> {
    parse_with(text, &Variant::ALICE)
}

/// Parse an Alice FEN of a position of `variant` (4 squares a rank for Mini
/// Alice) into a validated position played by the variant's rules.
pub fn parse_with(text: &str, variant: &Variant) -> Result<Position, FenError> {
    let setup = parse_setup(text)?;
    let rules = variant.rules();
    if setup.files != rules.files() {
        return Err(FenError::RankLength {
            rank: 8,
            squares: setup.files as usize,
            expected: rules.files() as usize,
        });
    }
    Ok(Position::from_setup(&setup, rules)?)
}

/// Write the canonical single-board Alice FEN (`*` after board-B pieces).
pub fn write(pos: &Position) -> String {
    pos.to_setup().fen()
}

/// The placement field alone (`*` form).
pub fn placement(pos: &Position) -> String {
    pos.to_setup().placement()
}

/// A position shows as its Alice FEN (here, so that the position does not
/// depend on its text form).
impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({})", write(self))
    }
}
