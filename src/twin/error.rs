//! Why a twin cannot be made.

use crate::engine::fast::position::PositionError;
use crate::engine::general::GFenError;
use crate::problem::ConditionError;
use crate::types::Square;
use thiserror::Error;

/// A twin that cannot be made or is illegal.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TwinError {
    /// A change names an empty square where it needs a piece.
    #[error("'{change}': there is no piece on {square}")]
    EmptySquare {
        /// The change, in Popeye's syntax.
        change: String,
        /// The square found empty.
        square: Square,
    },
    /// A shift would push a piece off the board.
    #[error("'{change}': a piece would leave the board")]
    OffBoard {
        /// The change, in Popeye's syntax.
        change: String,
    },
    /// A rotation other than 90, 180 or 270 degrees.
    #[error("'rotate {0}': only 90, 180 and 270 degrees are possible")]
    BadRotation(u16),
    /// The position after the changes is not a legal diagram.
    #[error("illegal position: {0}")]
    Illegal(PositionError),
    /// The position after the changes is not a legal diagram of a
    /// general-engine variant.
    #[error("illegal position: {0}")]
    IllegalGeneral(GFenError),
    /// A change that puts a man the variant does not have on its boards
    /// (or on a square beyond them).
    #[error("'{change}': {reason}")]
    NotInVariant {
        /// The change, in Popeye's syntax.
        change: String,
        /// Why not.
        reason: String,
    },
    /// A condition twin whose conditions are not the problem's own: a
    /// condition outside the Alice family, or another variant (a twin
    /// cannot change the variant; the twin is not solved, the others
    /// are).
    #[error("'{change}': {reason}")]
    Condition {
        /// The change, in Popeye's syntax.
        change: String,
        /// Why not.
        reason: ConditionError,
    },
    /// A continued twin whose previous twin (label held) is illegal.
    #[error("it continues twin {0}), which is illegal")]
    ContinuesIllegal(String),
    /// An error in one twin, with the twin's label.
    #[error("twin {label}) {error}")]
    InTwin {
        /// The twin's label (`b`).
        label: String,
        /// What went wrong in it.
        error: Box<TwinError>,
    },
}
