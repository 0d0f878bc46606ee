//! The interface between the searches and an engine: what a solver needs to
//! know about a game, whatever the boards and rules behind it.
//!
//! A solver written against [`Game`] is monomorphised for each engine (no
//! dynamic dispatch in the hot loop): the fast bitboard engine of the
//! two-board variants ([`crate::engine::fast::Position`]) implements it today; an engine
//! for the variants that break its invariants (three boards, optional
//! transfers, 10x10 boards) implements the same trait.

use crate::setup::Setup;
use crate::stipulation::Goal;
use crate::types::{Board, Color, Role, Square};
use std::fmt;
use std::hash::Hash;

/// What a move does, as notation and reports need to know it (computed in
/// the position before the move; never in the hot loop).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveFacts {
    /// The moving piece (the king for castling, the pawn for a promotion).
    pub role: Role,
    /// Where it starts.
    pub from: Square,
    /// Where it arrives (the king's square for castling).
    pub to: Square,
    /// The board it arrives on.
    pub arrival: Board,
    /// Whether it captures (en passant included).
    pub capture: bool,
    /// Castling, en passant, promotion, zero move or an ordinary move.
    pub special: Special,
}

/// The kinds of move notation writes differently.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    /// An ordinary move or capture.
    None,
    /// Castling on the king's side (`long: false`) or the queen's side.
    Castle {
        /// Queen's side (`0-0-0`) when true, king's side (`0-0`) when false.
        long: bool,
    },
    /// An en passant capture.
    EnPassant,
    /// A pawn promoting to this role.
    Promotion(Role),
    /// A zero move (the piece passes to the other board without moving).
    Zero,
}

/// A list of moves an engine fills (on the stack, no allocation).
pub trait MoveBuffer<M>: Default + Send {
    /// The moves.
    fn as_slice(&self) -> &[M];

    /// The moves, to reorder them.
    fn as_mut_slice(&mut self) -> &mut [M];

    /// Number of moves.
    #[inline(always)]
    fn len(&self) -> usize {
        self.as_slice().len()
    }

    /// Whether there is none.
    #[inline(always)]
    fn is_empty(&self) -> bool {
        self.as_slice().is_empty()
    }

    /// Empty the list.
    fn clear_moves(&mut self);
}

/// A position of a game, played by copy-make.
pub trait Game: Copy + Send + Sync + fmt::Debug + 'static {
    /// A move of this game.
    /// (`Default` gives a placeholder, never played.)
    type Move: Copy + Default + Eq + Hash + Send + Sync + fmt::Debug + fmt::Display + 'static;
    /// The move list [`Game::legal_moves`] fills.
    type Moves: MoveBuffer<Self::Move>;
    /// What a position knows to tell, before playing a move, whether the move
    /// gives check (computed once per position).
    type CheckProbe;

    /// The legal moves of the side to move (the list is cleared first).
    fn legal_moves(&self, list: &mut Self::Moves);

    /// Whether the side to move has a legal move (may stop at the first).
    fn has_legal_move(&self) -> bool;

    /// The self-checks of the side to move: the moves that would be legal
    /// but that they leave its own king in check (a king's move still safe
    /// on the board it leaves, Alice Chess's own test), the list cleared
    /// first. Only the last move of the goals that ask for one
    /// ([`Goal::self_check`]) plays them. The default lists none: an engine
    /// without them solves none of those goals.
    #[inline]
    fn self_check_moves(&self, list: &mut Self::Moves) {
        list.clear_moves();
    }

    /// The candidates for a move that reaches `goal` (the list cleared
    /// first): the self-checks for the goals that ask for one
    /// ([`Goal::self_check`]), else the legal moves.
    #[inline]
    fn goal_moves(&self, goal: Goal, list: &mut Self::Moves) {
        if goal.self_check() {
            self.self_check_moves(list);
        } else {
            self.legal_moves(list);
        }
    }

    /// The number of legal moves of the side to move (perft's leaves). The
    /// default generates them; an engine may count without making them.
    #[inline]
    fn legal_move_count(&self) -> usize {
        let mut list = Self::Moves::default();
        self.legal_moves(&mut list);
        list.len()
    }

    /// Whether `mv` (a move of this engine, e.g. one legal in a similar
    /// position) is legal here. The default generates every legal move.
    #[inline]
    fn is_legal(&self, mv: Self::Move) -> bool {
        let mut list = Self::Moves::default();
        self.legal_moves(&mut list);
        list.as_slice().contains(&mv)
    }

    /// Play a legal move in place.
    fn play(&mut self, mv: Self::Move);

    /// The position after a legal move.
    #[inline(always)]
    fn after(&self, mv: Self::Move) -> Self {
        let mut p = *self;
        p.play(mv);
        p
    }

    /// The side to move.
    fn side_to_move(&self) -> Color;

    /// The same position with `color` to move (a null move when it is the
    /// other side's turn), e.g. when a stipulation decides who starts.
    #[inline]
    fn with_side_to_move(&self, color: Color) -> Self {
        if self.side_to_move() == color {
            *self
        } else {
            self.null_move()
        }
    }

    /// What the legal move `mv` does (for notation and reports).
    fn move_facts(&self, mv: Self::Move) -> MoveFacts;

    /// Whether another man of the mover of the same kind might also have a
    /// legal move to the square of `mv` (so that its notation may need a
    /// file or rank): false only when certainly not. The default, true,
    /// makes the notation look at every legal move.
    #[inline]
    fn may_have_rival(&self, _mv: Self::Move) -> bool {
        true
    }

    /// The engine's own readable text of the legal move `mv` (without a
    /// check sign), where [`MoveFacts`] cannot describe it exactly (a third
    /// board, 10x10 boards, fairy pieces, double transfers); `None` (the
    /// default) where the notation built from the facts is exact.
    #[inline]
    fn own_move_text(&self, _mv: Self::Move) -> Option<String> {
        None
    }

    /// The legal move that `text` names in the engine's own notation, for
    /// the engines that have one ([`Game::own_move_text`]): `Some(None)`
    /// when it names none, `None` (the default) when the generic reader
    /// applies.
    #[inline]
    fn parse_own_move(&self, _text: &str) -> Option<Option<Self::Move>> {
        None
    }

    /// Visit every legal checking move with the position after it, if the
    /// engine can list them faster than by generating every move (e.g. as
    /// direct checks); `visit` returns false to stop. Returns false, having
    /// visited nothing, when it cannot: the caller then generates all moves.
    #[inline]
    fn visit_checks(
        &self,
        _probe: &Self::CheckProbe,
        _visit: impl FnMut(Self::Move, &Self) -> bool,
    ) -> bool {
        false
    }

    /// As [`Game::visit_checks`], but the engine may skip checks that
    /// certainly do not mate (e.g. the king surely keeps a flight): every
    /// mating move is visited, not every check. Worth it where most checks
    /// fail to mate and mates are sought (the last move of help play).
    #[inline]
    fn visit_mate_candidates(
        &self,
        probe: &Self::CheckProbe,
        visit: impl FnMut(Self::Move, &Self) -> bool,
    ) -> bool {
        self.visit_checks(probe, visit)
    }

    /// Visit every legal move that gives no check and may leave the opponent
    /// without a legal move (a stalemating last move), with the position
    /// after it, if the engine can skip moves that certainly leave the
    /// opponent a move; `visit` returns false to stop. Returns false, having
    /// visited nothing, when it cannot: the caller then tries every move.
    #[inline]
    fn visit_quiet_finals(
        &self,
        _probe: Option<&Self::CheckProbe>,
        _visit: impl FnMut(Self::Move, &Self) -> bool,
    ) -> bool {
        false
    }

    /// Whether the side to move is in check.
    fn in_check(&self) -> bool;

    /// The position as engine-free data, where a [`Setup`] can hold it
    /// (two boards, one man a square); `None` (the default) otherwise.
    #[inline]
    fn setup(&self) -> Option<Setup> {
        None
    }

    /// The position in Alice FEN, in the forms of `VARIANTS.md` for its
    /// variant (the diagram text of reports).
    fn fen(&self) -> String;

    /// A hash of everything that decides the future of the game (pieces and
    /// boards, side to move, rights, e.p.).
    fn hash(&self) -> u64;

    /// The same position with the other side to move (a null move, for
    /// threats); meaningful only when the side to move is not in check.
    fn null_move(&self) -> Self;

    /// The check probe of this position, or `None` when no move can give
    /// check (the opponent has no king).
    fn check_probe(&self) -> Option<Self::CheckProbe>;

    /// Whether the legal move `mv` gives check, with this position's probe.
    fn gives_check(&self, probe: &Self::CheckProbe, mv: Self::Move) -> bool;

    /// A key whose order is the order of the moves' coordinate notation (the
    /// order of every report).
    fn coordinate_key(mv: Self::Move) -> u64;

    /// Whether `color` can ever give mate from here (exactly: false only when
    /// no sequence of moves can lead to a mate by that side).
    fn can_ever_mate(&self, color: Color) -> bool;

    /// Whether `attacker` may give check to the other side's king after at
    /// most `own` moves of its own and at most `other` moves of the other
    /// side: false only when it is proven that no play can (the exact
    /// lower bound of the intelligent help and series search,
    /// `docs/search.md`). The default proves nothing (true): an engine
    /// without a proof gets the plain search.
    #[inline(always)]
    fn may_check_within(&self, _attacker: Color, _own: u32, _other: u32) -> bool {
        true
    }

    /// Whether it is proven that after any one move of the side to move,
    /// no move of the other side mates it (the intelligent search's
    /// two-ply bound, `docs/search.md`). The default proves nothing
    /// (false).
    #[inline(always)]
    fn cannot_be_mated_next(&self) -> bool {
        false
    }

    /// The part of `goal` that the position tells, the side to move being
    /// the goal's victim and the other side its mover (who has just moved):
    /// mated, stalemated, in check, ...; true for the goals that only look
    /// at the move (capture, target square, castling, e.p., any move).
    /// [`Game::reaches_goal`] joins it with the move's part (and, for
    /// double mate and counter-mate, with the position before it).
    #[inline]
    fn goal_reached(&self, goal: Goal) -> bool {
        match goal {
            Goal::Mate => self.in_check() && !self.has_legal_move(),
            Goal::Stalemate => !self.in_check() && !self.has_legal_move(),
            Goal::MateOrStalemate => !self.has_legal_move(),
            Goal::DoubleStalemate => {
                !self.in_check() && !self.has_legal_move() && !self.null_move().has_legal_move()
            }
            Goal::AutoStalemate => !self.in_check() && !self.null_move().has_legal_move(),
            Goal::DoubleMate | Goal::CounterMate | Goal::AutoMate => {
                self.self_check_goal_reached(goal)
            }
            Goal::Check => self.in_check(),
            Goal::Capture
            | Goal::WinPiece
            | Goal::Target(_)
            | Goal::Castling
            | Goal::EnPassant
            | Goal::Any => true,
        }
    }

    /// Whether the legal move `mv` of this position reaches `goal`; `after`
    /// is the position after it (`self.after(mv)`). The goals about the
    /// position ask only `after` ([`Game::goal_reached`]); capture, target
    /// square, castling and e.p. ask the move too (through
    /// [`Game::move_facts`] and [`Game::arrives_on`]); double mate asks
    /// that the mover had a legal move before it, counter-mate that it was
    /// mated (Popeye 4.104's `doublemate_filter_solve`,
    /// `countermate_filter_solve`). For these and auto-mate `mv` is one of
    /// [`Game::self_check_moves`].
    #[inline]
    fn reaches_goal(&self, mv: Self::Move, after: &Self, goal: Goal) -> bool {
        match goal {
            Goal::DoubleMate | Goal::CounterMate => self.reaches_self_check_goal(after, goal),
            Goal::Capture | Goal::WinPiece => self.move_facts(mv).capture,
            Goal::Target(square) => self.arrives_on(mv, square),
            Goal::Castling => matches!(self.move_facts(mv).special, Special::Castle { .. }),
            Goal::EnPassant => self.move_facts(mv).special == Special::EnPassant,
            Goal::Any => true,
            _ => after.goal_reached(goal),
        }
    }

    /// [`Game::goal_reached`] for double mate, counter-mate and auto-mate
    /// (out of line: the other goals' tests stay small).
    #[cold]
    #[inline(never)]
    fn self_check_goal_reached(&self, goal: Goal) -> bool {
        let mover = self.null_move();
        let mover_mated = mover.in_check() && !mover.has_legal_move();
        match goal {
            Goal::AutoMate => mover_mated,
            _ => self.in_check() && !self.has_legal_move() && mover_mated,
        }
    }

    /// [`Game::reaches_goal`] for double mate and counter-mate: what the
    /// position before the move asks besides the one after it.
    #[cold]
    #[inline(never)]
    fn reaches_self_check_goal(&self, after: &Self, goal: Goal) -> bool {
        let before = match goal {
            Goal::CounterMate => self.in_check() && !self.has_legal_move(),
            _ => self.has_legal_move(),
        };
        before && after.goal_reached(goal)
    }

    /// Whether the man moved by the legal move `mv` ends on `square` (the
    /// king for castling), on any board. The default reads
    /// [`Game::move_facts`]; an engine whose facts are lossy (boards larger
    /// than 8x8) answers exactly.
    #[inline]
    fn arrives_on(&self, mv: Self::Move, square: Square) -> bool {
        self.move_facts(mv).to == square
    }
}
