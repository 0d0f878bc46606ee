//! The general engine behind the solvers' [`Game`] interface.

use super::moves::{GMove, GMoves};
use super::position::{GPos, Sq};
use super::{checks, legality, movegen};
use crate::game::{Game, MoveFacts, Special};
use crate::types::{Board, Color, Role, Square};
use crate::variant::rules::Kind;

impl Game for GPos {
    type Move = GMove;
    type Moves = GMoves;
    /// The opponent's king (square, board) when the quick check test
    /// applies (`legality::quick_tests_apply`); else every move is played.
    type CheckProbe = Option<(Sq, u8)>;

    fn legal_moves(&self, list: &mut GMoves) {
        movegen::legal_moves(self, &mut list.0);
    }

    fn has_legal_move(&self) -> bool {
        movegen::has_legal_move(self)
    }

    fn self_check_moves(&self, list: &mut GMoves) {
        super::self_check::self_check_moves(self, &mut list.0);
    }

    /// The moves judged legal as square sets are counted, not made
    /// (`movegen::legal_move_count`).
    fn legal_move_count(&self) -> usize {
        movegen::legal_move_count(self)
    }

    /// Only the moves of the man on the move's from-square are made
    /// (`movegen::is_legal_move`).
    fn is_legal(&self, mv: GMove) -> bool {
        movegen::is_legal_move(self, mv)
    }

    /// Another man of the mover's kind and colour stands somewhere on the
    /// boards (the facts, where exact, name the kind).
    fn may_have_rival(&self, mv: GMove) -> bool {
        super::notation::has_twin_man(self, mv)
    }

    fn play(&mut self, mv: GMove) {
        self.play_move(mv);
    }

    fn side_to_move(&self) -> Color {
        self.side
    }

    fn in_check(&self) -> bool {
        GPos::in_check(self)
    }

    fn fen(&self) -> String {
        super::fen::write(self)
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn null_move(&self) -> GPos {
        self.with_side_swapped()
    }

    fn check_probe(&self) -> Option<Option<(Sq, u8)>> {
        let quick = legality::quick_tests_apply(self);
        self.king(!self.side).map(|k| quick.then_some(k))
    }

    /// Played out, but for the moves that surely do not check: where the
    /// quick tests apply, a move that arrives on another board than the
    /// enemy king's and empties no square on a line through it there cannot
    /// check.
    ///
    /// The other moves that change two squares only are judged on the
    /// enemy king's board as the move leaves it, without playing them.
    fn gives_check(&self, probe: &Option<(Sq, u8)>, mv: GMove) -> bool {
        if let Some((k, kb)) = *probe {
            if mv.arrival_board != kb && !mv.is_castle() && legality::quiet_for(mv, k, kb) {
                return false;
            }
            if legality::plays_plainly(mv) {
                return checks::checks_after(self, mv, k, kb);
            }
        }
        self.after_move(mv).in_check()
    }

    /// Where the quick tests apply: checks found before legality is asked
    /// (`checks::visit_checks`).
    fn visit_checks(
        &self,
        probe: &Option<(Sq, u8)>,
        visit: impl FnMut(GMove, &GPos) -> bool,
    ) -> bool {
        let Some((k, kb)) = *probe else {
            return false;
        };
        checks::visit_checks(self, k, kb, visit);
        true
    }

    /// As [`Game::visit_checks`], skipping the checks after which the
    /// king surely keeps a flight (`checks::visit_mate_candidates`).
    fn visit_mate_candidates(
        &self,
        probe: &Option<(Sq, u8)>,
        visit: impl FnMut(GMove, &GPos) -> bool,
    ) -> bool {
        let Some((k, kb)) = *probe else {
            return false;
        };
        checks::visit_mate_candidates(self, k, kb, visit);
        true
    }

    /// What the move does, in the shared types of the fast engine's
    /// notation: exact for chess pieces on boards A and B of 8x8 (and 4x8)
    /// boards; lossy beyond (board C is reported as B, squares beyond h8 are
    /// clamped, fairy pieces are reported by the chess piece nearest in
    /// movement). The general engine's own text (`general::notation`) is
    /// exact everywhere; `MoveFacts` needs wider square, board and piece
    /// types to serve it.
    fn move_facts(&self, mv: GMove) -> MoveFacts {
        let square = |s: u8| {
            Square::from_coords(
                super::position::file_of(s).min(7),
                super::position::rank_of(s).min(7),
            )
        };
        let role = |k: Kind| match k {
            Kind::Pawn | Kind::BerolinaPawn => Role::Pawn,
            Kind::Bishop | Kind::Bishopy | Kind::Shaman | Kind::Vao | Kind::Bishophopper => {
                Role::Bishop
            }
            Kind::Rook | Kind::Rookish | Kind::Hero | Kind::Pao | Kind::Rookhopper => Role::Rook,
            Kind::Queen | Kind::Elephant | Kind::Amazon | Kind::Leo | Kind::Grasshopper => {
                Role::Queen
            }
            Kind::King | Kind::Guard | Kind::Wazir | Kind::Fers => Role::King,
            _ => Role::Knight,
        };
        let special = if mv.is_castle() {
            Special::Castle {
                long: super::position::file_of(mv.to) < super::position::file_of(mv.from),
            }
        } else if mv.is_en_passant() {
            Special::EnPassant
        } else if let Some(k) = mv.promotion() {
            Special::Promotion(role(k))
        } else if mv.is_zero() {
            Special::Zero
        } else {
            Special::None
        };
        MoveFacts {
            role: role(self.at(mv.from_board, mv.from).kind()),
            from: square(mv.from),
            to: square(mv.to),
            arrival: if mv.arrival_board == 0 {
                Board::A
            } else {
                Board::B
            },
            capture: mv.is_en_passant() || self.at(mv.capture_board(), mv.to).is(!self.side),
            special,
        }
    }

    /// Exact on every board size (the facts clamp squares beyond h8).
    fn arrives_on(&self, mv: GMove, square: Square) -> bool {
        super::position::file_of(mv.to) == square.file()
            && super::position::rank_of(mv.to) == square.rank()
    }

    /// The readable form of `general::notation` where the facts are
    /// lossy (three boards, boards other than 8x8 and Mini Alice's 4x8,
    /// fairy pieces) or where the move must name its from-board (the
    /// from-square holds men of the mover on two boards).
    fn own_move_text(&self, mv: GMove) -> Option<String> {
        if self.facts_are_exact() && !mv.names_from_board() {
            return None;
        }
        // The legal moves are looked at only for a rival of the mover.
        let legal = if super::notation::has_twin_man(self, mv) {
            super::notation::legal(self)
        } else {
            Vec::new()
        };
        Some(super::notation::readable_without_suffix(self, mv, &legal))
    }

    /// The general engine's own reader where the facts are lossy; where
    /// they are exact, the texts the generic reader cannot place (a
    /// from-board: `b4Aa3`, `Qb4/A-a3/B`) are read here and the rest is
    /// left to it.
    fn parse_own_move(&self, text: &str) -> Option<Option<GMove>> {
        let own = super::notation::parse_move(self, text).ok();
        if self.facts_are_exact() && own.is_none() {
            return None;
        }
        Some(own)
    }

    fn coordinate_key(mv: GMove) -> u64 {
        mv.coordinate_key()
    }

    /// A mate needs a piece besides the king (a pawn may promote).
    fn can_ever_mate(&self, color: Color) -> bool {
        (0..self.rules.boards).any(|b| {
            self.squares().any(|s| {
                let c = self.at(b, s);
                c.is(color) && c.kind() != Kind::King
            })
        })
    }
}
