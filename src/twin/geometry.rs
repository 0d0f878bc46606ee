//! The geometry of twins: rotations and reflections of the boards, and the
//! side to move after a change of stipulation; shared by the twins of both
//! engines.

use super::error::TwinError;
use crate::problem::Mirror;
use crate::stipulation::Stipulation;
use crate::types::Color;

/// A square transformation on (file, rank) coordinates of boards whose
/// last file and last rank are the last two arguments (7 and 7 on 8x8).
pub(super) type Transform = fn(i8, i8, i8, i8) -> (i8, i8);

/// A rotation (of square boards).
pub(super) fn rotation(degrees: u16) -> Result<Transform, TwinError> {
    // Counter-clockwise, as Popeye turns the board "to the left".
    match degrees {
        90 => Ok(|f, r, _, n| (n - r, f)),
        180 => Ok(|f, r, mf, mr| (mf - f, mr - r)),
        270 => Ok(|f, r, n, _| (r, n - f)),
        other => Err(TwinError::BadRotation(other)),
    }
}

/// A reflection (the diagonals of square boards).
pub(super) fn mirror(m: Mirror) -> Transform {
    match m {
        Mirror::Files => |f, r, mf, _| (mf - f, r),
        Mirror::Ranks => |f, r, _, mr| (f, mr - r),
        Mirror::A1H8 => |f, r, mf, mr| (mr - r, mf - f),
        Mirror::H1A8 => |f, r, _, _| (r, f),
    }
}

/// The side to move after changes that turned `old` into `new`: Black
/// starts `h#n` and `ser-h#n`, White everything else; a direct-play
/// position keeps its side if the old stipulation was direct play too.
pub(super) fn side_after(side: Color, old: &Stipulation, new: &Stipulation) -> Color {
    if new == old {
        return side;
    }
    match (new.fixed_starter(), old.fixed_starter()) {
        (Some(c), _) => c,
        (None, None) => side,
        (None, Some(_)) => Color::White,
    }
}
