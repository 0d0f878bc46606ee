//! A fast, exact "does this move give check?" test for the side to move.
//!
//! In Alice Chess a move played on board `x` lands on the other board. So a
//! move gives check in one of two ways only:
//!
//! * the piece lands on the enemy king's board and attacks the king from its
//!   arrival square (direct check). Nothing else changes on that board (a
//!   capture happens on `x`), so the squares from which each piece type
//!   attacks the king can be computed once per position;
//! * the piece leaves the king's board and uncovers a line from one of the
//!   mover's sliders to the king (discovered check). Only the from-square
//!   and a captured piece's square are vacated there, so a move can discover
//!   check only when one of them lies between the king and a slider with at
//!   most two blockers; such moves, castling and en passant are decided by
//!   playing them.

use crate::engine::fast::attacks;
use crate::engine::fast::moves::{Move, MoveKind, MoveList};
use crate::engine::fast::position::{castling, Position};
use crate::types::{Bitboard, Board, Color, Role, Square};

/// What a position's side to move needs to know to test its moves for check.
pub struct CheckInfo {
    /// Enemy king's square.
    king: Square,
    /// Enemy king's board.
    king_board: Board,
    /// For each role (pawn to queen; the king never checks), the squares of
    /// the king's board from which such a piece of the mover attacks the
    /// enemy king.
    direct: [Bitboard; 5],
    /// Squares of the king's board whose vacating may discover a check.
    discover: Bitboard,
}

impl CheckInfo {
    /// The check data of `pos` for its side to move; `None` when the enemy
    /// has no king (no move can give check then).
    pub(crate) fn new(pos: &Position) -> Option<CheckInfo> {
        let us = pos.side_to_move();
        let them = us.opposite();
        let ksq = pos.king_square(them)?;
        let kb = pos.board_of(ksq);
        let occ = pos.board_occupancy(kb);
        let diag = attacks::bishop(ksq, occ);
        let orth = attacks::rook(ksq, occ);
        let direct = [
            attacks::pawn(them, ksq),
            attacks::knight(ksq),
            diag,
            orth,
            diag | orth,
        ];
        Some(CheckInfo {
            king: ksq,
            king_board: kb,
            direct,
            discover: discovery_squares(pos, ksq, kb),
        })
    }

    /// Whether a move of the side to move may discover check, castle or
    /// capture en passant (or, under `block=strict`, the mover is in check,
    /// where legality is more than king safety): then its checking moves are
    /// found among all legal moves with [`CheckInfo::gives_check`]. Otherwise every checking move
    /// is a direct check, listed by [`CheckInfo::direct_checks`].
    pub(crate) fn needs_full_generation(&self, pos: &Position) -> bool {
        let rights = match pos.side_to_move() {
            Color::White => castling::WHITE_KING | castling::WHITE_QUEEN,
            Color::Black => castling::BLACK_KING | castling::BLACK_QUEEN,
        };
        self.discover.any()
            || pos.ep_square().is_some()
            || pos.castling_rights() & rights != 0
            || (pos.rules().has_strict_block() && pos.in_check())
    }

    /// The pseudo-legal moves giving direct check (no castling or en
    /// passant), appended to `list`: a piece standing on the other board
    /// moves there, as the move generator defines it, to a square empty on
    /// the king's board from which it attacks the king. Such a move is legal
    /// when the mover's king is not attacked after it (the king itself never
    /// gives direct check).
    pub(crate) fn direct_checks(&self, pos: &Position, list: &mut MoveList) {
        let us = pos.side_to_move();
        let x = self.king_board.other();
        let occ_x = pos.board_occupancy(x);
        let own_x = pos.by_color(us) & occ_x;
        let landing = !(pos.board_occupancy(self.king_board) | own_x) & pos.rules().on_board();
        let d = &self.direct;
        let mut push = |from: Square, targets: Bitboard| {
            for to in targets {
                list.push(Move::normal(from, to));
            }
        };
        for from in own_x & pos.by_role(Role::Knight) {
            push(from, attacks::knight(from) & d[1] & landing);
        }
        for from in own_x & pos.by_role(Role::Bishop) {
            push(from, attacks::bishop(from, occ_x) & d[2] & landing);
        }
        for from in own_x & pos.by_role(Role::Rook) {
            push(from, attacks::rook(from, occ_x) & d[3] & landing);
        }
        for from in own_x & pos.by_role(Role::Queen) {
            push(from, attacks::queen(from, occ_x) & d[4] & landing);
        }
        self.pawn_checks(pos, own_x & pos.by_role(Role::Pawn), list);
        if pos.rules().has_zero_moves() {
            // A zero move onto the king's board checks from its own square.
            let free = !pos.board_occupancy(self.king_board);
            for role in Role::NON_KING {
                for sq in own_x & pos.by_role(role) & d[role.index()] & free {
                    list.push(Move::zero(sq));
                }
            }
        }
    }

    /// Pawn moves on the board away from the king that give direct check,
    /// promotions included.
    fn pawn_checks(&self, pos: &Position, pawns: Bitboard, list: &mut MoveList) {
        let us = pos.side_to_move();
        let x = self.king_board.other();
        let occ_x = pos.board_occupancy(x);
        let occupied = pos.occupied();
        let enemy_x = pos.by_color(us.opposite()) & occ_x;
        let (step, start_rank, last_rank): (i8, u8, u8) = match us {
            Color::White => (8, 1, 7),
            Color::Black => (-8, 6, 0),
        };
        for from in pawns {
            let fwd = from.offset(step);
            let mut targets = attacks::pawn(us, from) & enemy_x;
            if !occ_x.has(fwd) {
                if !occupied.has(fwd) {
                    targets |= fwd.bb();
                }
                if from.rank() == start_rank
                    && pos.rules().has_double_step()
                    && !occupied.has(fwd.offset(step))
                {
                    targets |= fwd.offset(step).bb();
                }
            }
            for to in targets {
                if to.rank() == last_rank {
                    for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                        if self.direct[role.index()].has(to) {
                            list.push(Move::promotion(from, to, role));
                        }
                    }
                } else if self.direct[0].has(to) {
                    list.push(Move::normal(from, to));
                }
            }
        }
    }

    /// Squares the enemy king can surely move to after any of the direct
    /// checks `checks` (from [`CheckInfo::direct_checks`]), unless the
    /// checking man covers the square from its arrival square (see
    /// [`CheckInfo::leaves_flight`]); empty under `block=strict`.
    ///
    /// Exact, from what such a move changes: the man leaves board `x` (the
    /// other board) from its square, capturing there, and arrives on the
    /// king's board. So a square next to the king that holds no man of the
    /// king's side on the king's board and is empty on `x` stays so (a king
    /// move there is then possible: the king moves on its board and arrives
    /// on `x`). It must be attacked on neither board after the move
    /// (`transfer::king_move_safe`). On the king's board the mover's other men
    /// attack no more than now (the arriving man can only block their
    /// lines), measured with the king's square vacated and a man on the
    /// square itself captured. On `x` the mover's men attack no more than
    /// now with every square any of these moves vacates emptied at once.
    pub(crate) fn sure_flights(&self, pos: &Position, checks: &MoveList) -> Bitboard {
        if pos.rules().has_strict_block() || checks.is_empty() {
            return Bitboard::EMPTY;
        }
        let us = pos.side_to_move();
        let them = us.opposite();
        let (ksq, kb) = (self.king, self.king_board);
        let x = kb.other();
        let occ_k = pos.board_occupancy(kb);
        let occ_x = pos.board_occupancy(x);
        let candidates =
            attacks::king(ksq) & !(pos.by_color(them) & occ_k) & !occ_x & pos.rules().on_board();
        if candidates.is_empty() {
            return candidates;
        }
        let mut vacated = Bitboard::EMPTY;
        for m in checks.iter() {
            vacated |= m.from().bb() | m.to().bb();
        }
        let occ_x_after = occ_x & !vacated;
        let occ_k_after = occ_k ^ ksq.bb();
        let mut flights = Bitboard::EMPTY;
        for t in candidates {
            if (pos.attackers_to(t, kb, occ_k_after, us) & !t.bb()).is_empty()
                && pos.attackers_to(t, x, occ_x_after, us).is_empty()
            {
                flights |= t.bb();
            }
        }
        flights
    }

    /// Whether the enemy king surely keeps a move after the direct check
    /// `mv` (one of those given to [`CheckInfo::sure_flights`], which found
    /// `flights`): one of the flights is not attacked by the checking man
    /// from its arrival square (with the king's square vacated). Such a
    /// check does not mate.
    #[inline]
    pub(crate) fn leaves_flight(&self, pos: &Position, mv: Move, flights: Bitboard) -> bool {
        let role = mv
            .promotion_role()
            .unwrap_or_else(|| pos.role_at(mv.from()));
        let to = mv.to();
        let occ = (pos.board_occupancy(self.king_board) ^ self.king.bb()) | to.bb();
        let covered = match role {
            Role::Pawn => attacks::pawn(pos.side_to_move(), to),
            Role::Knight => attacks::knight(to),
            Role::Bishop => attacks::bishop(to, occ),
            Role::Rook => attacks::rook(to, occ),
            Role::Queen => attacks::queen(to, occ),
            Role::King => Bitboard::EMPTY,
        };
        (flights & !covered).any()
    }

    /// Whether the legal move `mv` of the side to move gives check.
    #[inline(always)]
    pub(crate) fn gives_check(&self, pos: &Position, mv: Move) -> bool {
        let role = match mv.kind() {
            MoveKind::Castle | MoveKind::EnPassant => return pos.after(mv).in_check(),
            MoveKind::Promotion(r) => r,
            MoveKind::Normal | MoveKind::Zero => pos.role_at(mv.from()),
        };
        if pos.board_of(mv.from()) == self.king_board {
            // Leaves the king's board: only a discovered check is possible.
            (self.discover.has(mv.from()) || self.discover.has(mv.to())) && pos.after(mv).in_check()
        } else {
            // Arrives on the king's board: a direct check or nothing.
            role != Role::King && self.direct[role.index()].has(mv.to())
        }
    }
}

/// Squares between the enemy king (on `ksq`, board `kb`) and a slider of the
/// side to move on `kb`, on lines with at most two blockers.
fn discovery_squares(pos: &Position, ksq: Square, kb: Board) -> Bitboard {
    let occ = pos.board_occupancy(kb);
    let ours = pos.by_color(pos.side_to_move()) & occ;
    let diag = pos.by_role(Role::Bishop) | pos.by_role(Role::Queen);
    let orth = pos.by_role(Role::Rook) | pos.by_role(Role::Queen);
    let snipers = ours
        & ((attacks::bishop(ksq, Bitboard::EMPTY) & diag)
            | (attacks::rook(ksq, Bitboard::EMPTY) & orth));
    let mut squares = Bitboard::EMPTY;
    for s in snipers {
        let blockers = attacks::between(ksq, s) & occ;
        if blockers.count() <= 2 {
            squares |= blockers;
        }
    }
    squares
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::fast::fen;
    use crate::engine::fast::movegen::legal_move_list;
    use crate::engine::fast::moves::MoveList;

    fn checking_moves(pos: &Position, list: &MoveList) -> Vec<String> {
        let mut v: Vec<String> = list
            .iter()
            .filter(|&&m| pos.after(m).in_check())
            .map(|m| m.to_string())
            .collect();
        v.sort();
        v
    }

    fn direct_legal(info: &CheckInfo, pos: &Position) -> Vec<String> {
        let mut cands = MoveList::new();
        info.direct_checks(pos, &mut cands);
        let us = pos.side_to_move();
        let mut v: Vec<String> = cands
            .iter()
            .filter(|&&m| pos.after(m).checkers_of(us).is_empty())
            .map(|m| m.to_string())
            .collect();
        v.sort();
        v
    }

    /// Every legal move of every position of a few pseudo-random games:
    /// the fast test agrees with playing the move.
    #[test]
    fn agrees_with_playing_the_move() {
        let starts = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1",
            "8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "1n5k/2P*1P2p/8/4N3/2q5/5B*2/1p1P*1pP1/R*3K3 w - - 0 1",
            "4k3/1P1P*P*3/3N4/8/8/3b4/2p1p*p*2/4K3 b - - 0 1",
        ];
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut tested = 0;
        let mut compared = 0;
        for start in starts {
            for _game in 0..30 {
                let mut pos = fen::parse(start).unwrap();
                for _ply in 0..80 {
                    let list = legal_move_list(&pos);
                    if list.is_empty() {
                        break;
                    }
                    let info = CheckInfo::new(&pos).unwrap();
                    if !info.needs_full_generation(&pos) {
                        compared += 1;
                        assert_eq!(
                            direct_legal(&info, &pos),
                            checking_moves(&pos, &list),
                            "checks in {}",
                            fen::write(&pos)
                        );
                    }
                    for &mv in list.iter() {
                        assert_eq!(
                            info.gives_check(&pos, mv),
                            pos.after(mv).in_check(),
                            "{mv} in {}",
                            fen::write(&pos)
                        );
                        tested += 1;
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    let mv = list.as_slice()[(seed % list.len() as u64) as usize];
                    pos.play(mv);
                }
            }
        }
        assert!(tested > 100_000, "{tested}");
        assert!(compared > 5_000, "{compared}");
    }

    /// The mating moves among the direct checks the flight filter keeps are
    /// exactly the mating moves (brute force: every legal move played), on
    /// random sparse positions (where the filter skips most checks), in
    /// every rule set of the fast engine.
    #[test]
    fn the_flight_filter_keeps_every_mate() {
        use crate::engine::fast::rules::Rules;
        use crate::game::Game;
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        let pieces = ['Q', 'R', 'R', 'B', 'N', 'P', 'p', 'n', 'b'];
        let rule_sets = [
            Rules::STANDARD,
            Rules::STANDARD.zero_moves(true),
            Rules::STANDARD.mini(true),
            Rules::STANDARD.strict_block(true),
        ];
        let (mut positions, mut skipped, mut mates) = (0, 0, 0);
        while positions < 20_000 {
            let rules = rule_sets[positions % rule_sets.len()];
            let files = if rules.is_mini() { 4 } else { 8 };
            // Kings and up to four more men, each on a random board.
            let mut board = [[' '; 8]; 8];
            let mut stars = [[false; 8]; 8];
            let men = 2 + next(5) as usize;
            for i in 0..men {
                let c = match i {
                    0 => 'K',
                    1 => 'k',
                    _ => pieces[next(pieces.len() as u64) as usize],
                };
                let (f, r) = (next(files) as usize, next(8) as usize);
                if board[r][f] != ' ' || (c.eq_ignore_ascii_case(&'p') && (r == 0 || r == 7)) {
                    continue;
                }
                board[r][f] = c;
                stars[r][f] = next(2) == 1;
            }
            let mut text = String::new();
            for r in (0..8).rev() {
                let mut empty = 0;
                for f in 0..8 {
                    if board[r][f] == ' ' {
                        empty += 1;
                        continue;
                    }
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push(board[r][f]);
                    if stars[r][f] {
                        text.push('*');
                    }
                }
                if empty > 0 {
                    text.push_str(&empty.to_string());
                }
                if r > 0 {
                    text.push('/');
                }
            }
            text.push_str(" w - - 0 1");
            let Ok(pos) = fen::parse(&text) else { continue };
            let Ok(pos) = pos.with_rules(rules) else {
                continue;
            };
            if pos.king_square(Color::White).is_none()
                || pos.king_square(Color::Black).is_none()
                || pos.checkers_of(Color::Black).any()
            {
                continue;
            }
            let Some(info) = CheckInfo::new(&pos) else {
                continue;
            };
            let mut kept = Vec::new();
            if !pos.visit_mate_candidates(&info, |mv, next| {
                if !next.has_legal_move() {
                    kept.push(mv.to_string());
                }
                true
            }) {
                continue;
            }
            positions += 1;
            let mut all = Vec::new();
            pos.visit_checks(&info, |mv, next| {
                if !next.has_legal_move() {
                    all.push(mv.to_string());
                }
                true
            });
            let mut candidates = 0;
            pos.visit_mate_candidates(&info, |_, _| {
                candidates += 1;
                true
            });
            let mut checks = 0;
            pos.visit_checks(&info, |_, _| {
                checks += 1;
                true
            });
            skipped += checks - candidates;
            let mut brute: Vec<String> = legal_move_list(&pos)
                .iter()
                .filter(|&&m| {
                    let next = pos.after(m);
                    next.in_check() && !next.has_legal_move()
                })
                .map(|m| m.to_string())
                .collect();
            kept.sort();
            all.sort();
            brute.sort();
            mates += brute.len();
            assert_eq!(kept, brute, "mates kept in {text} ({rules:?})");
            assert_eq!(all, brute, "mates among the checks in {text} ({rules:?})");
        }
        assert!(skipped > 10_000, "{skipped}");
        assert!(mates > 300, "{mates}");
    }
}
