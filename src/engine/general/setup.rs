//! The general engine's positions from and to an engine-free
//! [`Setup`]: a setup is checked against the variant's geometry, boards and
//! pieces, then validated as a diagram ([`super::fen::validated`]).

use super::fen::{validated, GFenError};
use super::position::{sq, square_name, Cell, GPos};
use crate::setup::{BoardLetter, Coord, Man, Placed, Setup};
use crate::variant::VariantKind;

/// The position `setup` describes in `variant`, validated by the variant's
/// rules (geometry, boards, pieces, then the diagram's checks: kings,
/// pawns, castling rights, e.p. square, the side not to move not in
/// check). A setup of fewer boards than the variant has is read on its
/// first boards.
pub fn from_setup(setup: &Setup, variant: VariantKind) -> Result<GPos, GFenError> {
    let rules = variant.rules();
    let name = rules.variant.name();
    if setup.ranks != rules.ranks {
        return Err(GFenError::RankCount {
            found: setup.ranks as usize,
            expected: rules.ranks,
            variant: name,
        });
    }
    if setup.files != rules.files {
        return Err(GFenError::RankLength {
            rank: rules.ranks as usize,
            squares: setup.files as usize,
            expected: rules.files,
            variant: name,
        });
    }
    let mut pos = GPos::empty(rules);
    let mut men: Vec<&Placed> = setup.pieces.iter().collect();
    // Read as a FEN is read: from the top rank down, file by file.
    men.sort_by_key(|p| (std::cmp::Reverse(p.square.rank), p.square.file, p.board));
    for p in men {
        let Coord { file, rank } = p.square;
        if file >= rules.files || rank >= rules.ranks {
            return Err(GFenError::OffBoard(p.square.to_string(), name));
        }
        if !rules.allows(p.man.kind) {
            return Err(GFenError::BadChar {
                rank: rank as usize + 1,
                ch: p.man.letter(),
                variant: name,
                letters: rules.kinds.iter().map(|k| k.letter()).collect(),
            });
        }
        let b = p.board.index();
        if b >= rules.boards {
            return Err(GFenError::TooManyBoards {
                rank: rank as usize + 1,
                board: p.board.letter(),
                variant: name,
                boards: rules.boards,
            });
        }
        let s = sq(file, rank);
        if !pos.at(b, s).is_empty() {
            return Err(GFenError::SameSquare(square_name(s), p.board.letter()));
        }
        pos.put(b, s, Cell::new(p.man.color, p.man.kind));
    }
    pos.set_side(setup.side);
    pos.halfmove = setup.halfmove;
    pos.fullmove = setup.fullmove.max(1);
    let ep = match setup.ep {
        None => None,
        Some(e) if e.file < rules.files && e.rank < rules.ranks => Some(sq(e.file, e.rank)),
        Some(e) => return Err(GFenError::BadEnPassantField(e.to_string())),
    };
    validated(pos, setup.castling, ep)
}

impl GPos {
    /// The setup this position describes (men in rank, file, board order).
    pub fn to_setup(&self) -> Setup {
        let rules = self.rules;
        let mut setup = Setup::empty_boards(rules.boards, rules.files, rules.ranks);
        for s in self.squares() {
            for board in BoardLetter::ALL.into_iter().take(rules.boards as usize) {
                let cell = self.at(board.index(), s);
                if !cell.is_empty() {
                    setup.pieces.push(Placed {
                        square: Coord::new(s % 10, s / 10),
                        board,
                        man: Man::new(cell.color(), cell.kind()),
                    });
                }
            }
        }
        setup.side = self.side;
        setup.castling = self.castling;
        setup.ep = self.ep.map(|(e, _)| Coord::new(e % 10, e / 10));
        setup.halfmove = self.halfmove;
        setup.fullmove = self.fullmove;
        setup
    }
}
