//! The Alice Chess position: two 8x8 boards stored as bitboards.
//!
//! A square is occupied on at most one board, so the pieces are kept as one
//! set of colour and role bitboards plus one occupancy bitboard per board.
//! Moves are applied with copy-make: [`Position::play`] changes the position
//! in place and callers keep a copy when they need to go back.

mod build;
mod game;

use crate::engine::fast::attacks;
use crate::engine::fast::moves::{Move, MoveKind};
use crate::engine::fast::rules::Rules;
use crate::engine::fast::zobrist;
pub use crate::setup::{castling, PositionError};
use crate::types::{Bitboard, Board, Color, Piece, Role, Square};

/// Castling rights kept when a piece leaves or reaches each square.
const CASTLING_KEEP: [u8; 64] = {
    let mut t = [castling::ALL; 64];
    t[0] = castling::ALL & !castling::WHITE_QUEEN; // a1
    t[4] = castling::ALL & !(castling::WHITE_KING | castling::WHITE_QUEEN); // e1
    t[7] = castling::ALL & !castling::WHITE_KING; // h1
    t[56] = castling::ALL & !castling::BLACK_QUEEN; // a8
    t[60] = castling::ALL & !(castling::BLACK_KING | castling::BLACK_QUEEN); // e8
    t[63] = castling::ALL & !castling::BLACK_KING; // h8
    t
};

/// An Alice Chess position.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Position {
    /// Occupancy of board A and board B (disjoint).
    pub(crate) boards: [Bitboard; 2],
    /// Pieces of each colour, on either board.
    pub(crate) colors: [Bitboard; 2],
    /// Pieces of each role, on either board.
    pub(crate) roles: [Bitboard; 6],
    pub(crate) side: Color,
    pub(crate) castling: u8,
    /// En passant square, kept only when an e.p. capture is pseudo-legal.
    pub(crate) ep: Option<Square>,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) hash: u64,
    /// The variant's and reading's rules (not part of the hash: fixed for a game).
    pub(crate) rules: Rules,
}

impl Position {
    /// A position with no pieces, White to move, no rights.
    pub fn empty() -> Position {
        Position {
            boards: [Bitboard::EMPTY; 2],
            colors: [Bitboard::EMPTY; 2],
            roles: [Bitboard::EMPTY; 6],
            side: Color::White,
            castling: 0,
            ep: None,
            halfmove: 0,
            fullmove: 1,
            hash: 0,
            rules: Rules::STANDARD,
        }
    }

    /// The standard start position (everything on board A).
    pub fn startpos() -> Position {
        crate::variant::Variant::ALICE.initial_position()
    }

    /// The rules this position is played by.
    #[inline(always)]
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Side to move.
    #[inline(always)]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// Castling rights as bits of [`castling`].
    #[inline(always)]
    pub fn castling_rights(&self) -> u8 {
        self.castling
    }

    /// En passant square, when an e.p. capture is possible in principle.
    #[inline(always)]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep
    }

    /// Half-move clock.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// Full-move number.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// Zobrist hash of the position (pieces with boards, side, rights, e.p.).
    #[inline(always)]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// All occupied squares, on either board.
    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.boards[0] | self.boards[1]
    }

    /// Occupancy of one board.
    #[inline(always)]
    pub fn board_occupancy(&self, board: Board) -> Bitboard {
        self.boards[board.index()]
    }

    /// Pieces of one colour (both boards).
    #[inline(always)]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.colors[color.index()]
    }

    /// Pieces of one role (both boards, both colours).
    #[inline(always)]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.roles[role.index()]
    }

    /// Pieces of one colour and role (both boards).
    #[inline(always)]
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.colors[color.index()] & self.roles[role.index()]
    }

    /// The board a piece on `sq` stands on (meaningful only for occupied squares).
    #[inline(always)]
    pub fn board_of(&self, sq: Square) -> Board {
        if self.boards[1].has(sq) {
            Board::B
        } else {
            Board::A
        }
    }

    /// The role of the piece on `sq` (caller knows the square is occupied).
    #[inline(always)]
    pub(crate) fn role_at(&self, sq: Square) -> Role {
        let b = sq.bb();
        for (i, r) in self.roles.iter().enumerate() {
            if (*r & b).any() {
                return Role::from_index(i);
            }
        }
        debug_assert!(false, "role_at on an empty square");
        Role::Pawn
    }

    /// The piece on `sq` and its board, if any.
    pub fn piece_at(&self, sq: Square) -> Option<(Piece, Board)> {
        if !self.occupied().has(sq) {
            return None;
        }
        let color = if self.colors[0].has(sq) {
            Color::White
        } else {
            Color::Black
        };
        Some((
            Piece {
                color,
                role: self.role_at(sq),
            },
            self.board_of(sq),
        ))
    }

    /// The king square of `color` (the first one if, invalidly, there are several).
    #[inline(always)]
    pub fn king_square(&self, color: Color) -> Option<Square> {
        self.pieces(color, Role::King).first()
    }

    /// Pieces of colour `by` on `board` attacking `sq`, given that board's occupancy.
    #[inline(always)]
    pub fn attackers_to(&self, sq: Square, board: Board, occ: Bitboard, by: Color) -> Bitboard {
        let them = self.colors[by.index()] & self.boards[board.index()];
        let r = &self.roles;
        let diag = r[Role::Bishop.index()] | r[Role::Queen.index()];
        let orth = r[Role::Rook.index()] | r[Role::Queen.index()];
        them & ((attacks::knight(sq) & r[Role::Knight.index()])
            | (attacks::king(sq) & r[Role::King.index()])
            | (attacks::pawn(by.opposite(), sq) & r[Role::Pawn.index()])
            | (attacks::bishop(sq, occ) & diag)
            | (attacks::rook(sq, occ) & orth))
    }

    /// Whether any piece of `by` on `board` attacks `sq` with that board's occupancy.
    #[inline(always)]
    pub fn is_attacked(&self, sq: Square, board: Board, by: Color) -> bool {
        self.attackers_to(sq, board, self.boards[board.index()], by)
            .any()
    }

    /// Enemy pieces giving check to the side to move (only from the king's board).
    #[inline(always)]
    pub fn checkers(&self) -> Bitboard {
        self.checkers_of(self.side)
    }

    /// Pieces giving check to the king of `color`.
    #[inline(always)]
    pub fn checkers_of(&self, color: Color) -> Bitboard {
        match self.king_square(color) {
            Some(k) => {
                let b = self.board_of(k);
                self.attackers_to(k, b, self.boards[b.index()], color.opposite())
            }
            None => Bitboard::EMPTY,
        }
    }

    /// Whether the side to move is in check.
    #[inline(always)]
    pub fn in_check(&self) -> bool {
        self.checkers().any()
    }

    /// Put a piece on an empty square (used when building positions).
    fn put(&mut self, sq: Square, piece: Piece, board: Board) {
        let b = sq.bb();
        self.boards[board.index()] |= b;
        self.colors[piece.color.index()] |= b;
        self.roles[piece.role.index()] |= b;
        self.hash ^= zobrist::piece(piece.color, piece.role, board, sq);
    }

    #[inline(always)]
    fn toggle(&mut self, sq: Square, color: Color, role: Role, board: Board) {
        let b = sq.bb();
        self.boards[board.index()] ^= b;
        self.colors[color.index()] ^= b;
        self.roles[role.index()] ^= b;
        self.hash ^= zobrist::piece(color, role, board, sq);
    }

    /// Whether an en passant capture onto `ep` is pseudo-legal for the side to
    /// move: the passed-over square is empty on both boards and an own pawn on
    /// the board of the double-stepped pawn attacks it.
    fn ep_capturable(&self, ep: Square) -> bool {
        let us = self.side;
        let pawn_sq = match us {
            Color::White => ep.offset(-8),
            Color::Black => ep.offset(8),
        };
        if self.occupied().has(ep) || !self.pieces(us.opposite(), Role::Pawn).has(pawn_sq) {
            return false;
        }
        let board = self.board_of(pawn_sq);
        (attacks::pawn(us.opposite(), ep)
            & self.pieces(us, Role::Pawn)
            & self.boards[board.index()])
        .any()
    }

    /// Recompute the hash from scratch (after building a position).
    fn rehash(&mut self) {
        let mut h = 0;
        for sq in self.occupied() {
            if let Some((p, b)) = self.piece_at(sq) {
                h ^= zobrist::piece(p.color, p.role, b, sq);
            }
        }
        if self.side == Color::Black {
            h ^= zobrist::BLACK_TO_MOVE;
        }
        h ^= zobrist::castling(self.castling);
        if let Some(ep) = self.ep {
            h ^= zobrist::ep_file(ep.file());
        }
        self.hash = h;
    }

    /// Play a legal move in place. The move must come from this position's
    /// legal move list (or be otherwise known to be legal).
    pub fn play(&mut self, mv: Move) {
        let us = self.side;
        let them = us.opposite();
        let from = mv.from();
        let to = mv.to();
        let x = self.board_of(from);
        let y = x.other();
        let role = self.role_at(from);
        let kind = mv.kind();

        if let Some(ep) = self.ep.take() {
            self.hash ^= zobrist::ep_file(ep.file());
        }
        let mut reset_clock = role == Role::Pawn;

        // Capture on the board the move is played on.
        match kind {
            MoveKind::EnPassant => {
                let cap = match us {
                    Color::White => to.offset(-8),
                    Color::Black => to.offset(8),
                };
                self.toggle(cap, them, Role::Pawn, x);
            }
            _ if self.colors[them.index()].has(to) => {
                let cr = self.role_at(to);
                self.toggle(to, them, cr, x);
                reset_clock = true;
            }
            _ => {}
        }

        // The piece moves on board x and passes through the looking-glass to y.
        self.toggle(from, us, role, x);
        let arriving = match kind {
            MoveKind::Promotion(r) => r,
            _ => role,
        };
        self.toggle(to, us, arriving, y);

        if kind == MoveKind::Castle {
            let (rf, rt) = if to.file() == 6 {
                (to.offset(1), to.offset(-1))
            } else {
                (to.offset(-2), to.offset(1))
            };
            self.toggle(rf, us, Role::Rook, x);
            self.toggle(rt, us, Role::Rook, y);
        }

        let rights = self.castling & CASTLING_KEEP[from.index()] & CASTLING_KEEP[to.index()];
        if rights != self.castling {
            self.hash ^= zobrist::castling(self.castling) ^ zobrist::castling(rights);
            self.castling = rights;
        }

        self.side = them;
        self.hash ^= zobrist::BLACK_TO_MOVE;

        if role == Role::Pawn
            && (to.index() as i32 - from.index() as i32).abs() == 16
            && self.rules.has_en_passant()
        {
            let mid = Square::new(((from.index() + to.index()) / 2) as u8);
            if self.ep_capturable(mid) {
                self.ep = Some(mid);
                self.hash ^= zobrist::ep_file(mid.file());
            }
        }

        self.halfmove = if reset_clock { 0 } else { self.halfmove + 1 };
        if us == Color::Black {
            self.fullmove += 1;
        }
    }

    /// The position after a legal move.
    #[inline(always)]
    pub fn after(&self, mv: Move) -> Position {
        let mut p = *self;
        p.play(mv);
        p
    }

    /// The same position with the other side to move and no e.p. square
    /// (a null move, for threat detection). Only meaningful when the side to
    /// move is not in check.
    pub fn null_move(&self) -> Position {
        let mut p = *self;
        if let Some(ep) = p.ep.take() {
            p.hash ^= zobrist::ep_file(ep.file());
        }
        p.side = p.side.opposite();
        p.hash ^= zobrist::BLACK_TO_MOVE;
        p
    }

    /// The same position with `color` to move (e.p. square dropped), e.g. when
    /// a stipulation decides who starts.
    pub fn with_side_to_move(&self, color: Color) -> Position {
        if color == self.side {
            *self
        } else {
            self.null_move()
        }
    }
}
