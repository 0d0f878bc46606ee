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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::*;

    #[test]
    fn start_position_round_trips() {
        let f = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(write(&parse(f).unwrap()), f);
    }

    #[test]
    fn two_board_form_matches_star_form() {
        let two = "4r3/1p6/3n4/2n1k1rb/8/2b1p1p1/8/8 | 8/8/4R3/5R2/1P1NpB2/Q7/K7/8 w - - 0 1";
        let star = "4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1";
        assert_eq!(write(&parse(two).unwrap()), star);
        assert_eq!(parse(two).unwrap(), parse(star).unwrap());
    }

    #[test]
    fn other_software_forms() {
        let pychess =
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 8/8/8/8/8/8/8/8 w - - 0 1";
        assert_eq!(parse(pychess).unwrap(), Position::startpos());
        let fsf = "4r3/1p6/3n|R3/2n1k|Rrb/1|P1|N|p|B2/|Q1b1p1p1/|K7/8 w - - 0 1";
        let star = "4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1";
        assert_eq!(parse(fsf).unwrap(), parse(star).unwrap());
    }

    #[test]
    fn defaults_for_missing_fields() {
        let p = parse("4k3/8/8/8/8/8/8/4K3").unwrap();
        assert_eq!(write(&p), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    }

    #[test]
    fn errors_are_reported() {
        use FenError::*;
        assert_eq!(parse(""), Err(Empty));
        assert_eq!(parse("8/8/8"), Err(RankCount(3)));
        assert!(matches!(
            parse("4k4/8/8/8/8/8/8/4K3"),
            Err(RankLength {
                rank: 8,
                squares: 9,
                ..
            })
        ));
        assert!(matches!(
            parse("4k3/8/8/8/8/8/8/4X3"),
            Err(BadChar { rank: 1, ch: 'X' })
        ));
        assert!(matches!(parse("4k3/8/8/8/8/8/8/4K3 x"), Err(BadSide(_))));
        assert!(matches!(
            parse("4k3/8/8/8/8/8/8/4K3 w KK"),
            Err(BadCastling(_))
        ));
        assert!(matches!(
            parse("4k3/8/8/8/8/8/8/4K3 w - e4"),
            Err(BadEnPassantField(_))
        ));
        assert!(matches!(
            parse("4k3/8/8/8/8/8/8/4K3 w - - x"),
            Err(BadCounter { .. })
        ));
        assert!(matches!(
            parse("4k3/8/8/8/8/8/8/4K**3"),
            Err(TooManyBoards { .. })
        ));
        assert!(matches!(
            parse("4k3/8/8/8/8/8/8/*4K3"),
            Err(StrayMarker { .. })
        ));
        assert!(matches!(
            parse("4k3/8/8/8/8/8/8/4K3 | 4k3/8/8/8/8/8/8/8"),
            Err(Illegal(PositionError::BothBoards(_)))
        ));
    }

    #[test]
    fn illegal_positions_are_rejected() {
        let illegal = |f: &str| match parse(f) {
            Err(FenError::Illegal(e)) => e,
            other => panic!("{f}: expected an illegal position, got {other:?}"),
        };
        // A side may lack its king (Popeye solves such positions).
        assert!(parse("4k3/8/8/8/8/8/8/8").is_ok());
        assert!(matches!(
            illegal("4k3/8/8/8/8/8/8/3KK3"),
            PositionError::KingCount { count: 2, .. }
        ));
        assert!(matches!(
            illegal("4k3/8/8/8/8/8/8/P3K3"),
            PositionError::PawnOnBackRank { .. }
        ));
        // Black in check on board A, White to move.
        assert!(matches!(
            illegal("4k3/8/8/8/8/8/8/4RK2 w"),
            PositionError::SideNotToMoveInCheck { .. }
        ));
        assert!(matches!(
            illegal("4k3/8/8/8/8/8/8/4K3 w K"),
            PositionError::CastlingWithoutPiece { .. }
        ));
        assert!(matches!(
            illegal("4k3/8/8/8/8/8/8/4K3 w - e6"),
            PositionError::BadEnPassant { .. }
        ));
    }

    #[test]
    fn check_from_the_other_board_is_no_check() {
        // The rook is on board B, the black king on board A: no check.
        assert!(parse("4k3/8/8/8/8/8/8/4R*K2 w").is_ok());
    }
}
