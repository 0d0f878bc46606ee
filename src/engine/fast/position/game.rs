//! The fast engine behind the solvers' [`Game`] interface.

use super::Position;
use crate::engine::fast::attacks;
use crate::engine::fast::gives_check::CheckInfo;
use crate::engine::fast::movegen;
use crate::engine::fast::moves::{Move, MoveKind, MoveList};
use crate::game::{Game, MoveBuffer, MoveFacts, Special};
use crate::types::{Bitboard, Color, Role};

impl MoveBuffer<Move> for MoveList {
    #[inline(always)]
    fn as_slice(&self) -> &[Move] {
        MoveList::as_slice(self)
    }

    #[inline(always)]
    fn as_mut_slice(&mut self) -> &mut [Move] {
        MoveList::as_mut_slice(self)
    }

    #[inline(always)]
    fn clear_moves(&mut self) {
        self.clear();
    }
}

impl Game for Position {
    type Move = Move;
    type Moves = MoveList;
    type CheckProbe = CheckInfo;

    #[inline(always)]
    fn legal_moves(&self, list: &mut MoveList) {
        movegen::legal_moves(self, list);
    }

    #[inline(always)]
    fn has_legal_move(&self) -> bool {
        movegen::has_legal_move(self)
    }

    fn self_check_moves(&self, list: &mut MoveList) {
        movegen::self_check_moves(self, list);
    }

    #[inline]
    fn is_legal(&self, mv: Move) -> bool {
        movegen::is_legal(self, mv)
    }

    #[inline(always)]
    fn play(&mut self, mv: Move) {
        Position::play(self, mv);
    }

    #[inline(always)]
    fn after(&self, mv: Move) -> Position {
        Position::after(self, mv)
    }

    #[inline(always)]
    fn side_to_move(&self) -> Color {
        Position::side_to_move(self)
    }

    fn move_facts(&self, mv: Move) -> MoveFacts {
        let to = mv.to();
        let special = match mv.kind() {
            MoveKind::Normal => Special::None,
            MoveKind::Castle => Special::Castle {
                long: to.file() < mv.from().file(),
            },
            MoveKind::EnPassant => Special::EnPassant,
            MoveKind::Promotion(role) => Special::Promotion(role),
            MoveKind::Zero => Special::Zero,
        };
        MoveFacts {
            role: self.role_at(mv.from()),
            from: mv.from(),
            to,
            arrival: crate::engine::fast::transfer::transfer_board(self.board_of(mv.from())),
            capture: special == Special::EnPassant || self.by_color(!self.side_to_move()).has(to),
            special,
        }
    }

    /// Another man of the mover's kind that reaches the square on an empty
    /// board (moves of both boards end on the same square name).
    #[inline]
    fn may_have_rival(&self, mv: Move) -> bool {
        let from = mv.from();
        let role = self.role_at(from);
        let others = self.pieces(Position::side_to_move(self), role) & !from.bb();
        let to = mv.to();
        let reach = match role {
            Role::Knight => attacks::knight(to),
            Role::Bishop => attacks::bishop(to, Bitboard::EMPTY),
            Role::Rook => attacks::rook(to, Bitboard::EMPTY),
            Role::Queen => attacks::queen(to, Bitboard::EMPTY),
            Role::King | Role::Pawn => return others.any(),
        };
        (others & reach).any()
    }

    /// Direct checks when every checking move is one (no discovered check,
    /// castling or e.p. capture can check), each tested for legality.
    #[inline(always)]
    fn visit_checks(&self, probe: &CheckInfo, visit: impl FnMut(Move, &Self) -> bool) -> bool {
        self.visit_direct_checks(probe, false, visit)
    }

    /// As [`Game::visit_checks`], skipping every check after which the king
    /// surely keeps a flight (`CheckInfo::sure_flights`).
    #[inline(always)]
    fn visit_mate_candidates(
        &self,
        probe: &CheckInfo,
        visit: impl FnMut(Move, &Self) -> bool,
    ) -> bool {
        self.visit_direct_checks(probe, true, visit)
    }

    /// Moves that cannot take away every flight of the opponent's king are
    /// skipped (exact, for the transfer reading of blocks). A king move is
    /// legal when its square is free of own men on the king's board, empty
    /// on the other board, and attacked on neither (`transfer::king_move_safe`).
    /// With two boards, a move of ours either leaves the board the king
    /// would land on (it may open lines there: always kept) or comes from
    /// the king's board and arrives on the other one. Such a move can take
    /// a flight only by occupying it, attacking it from its arrival square
    /// (a superset: its empty-board attacks), or opening a line on the
    /// king's board through its departure square or a captured man's square
    /// (a superset: every square on a line with them); no move of ours adds
    /// an own man of the king's side. So a move whose covered squares miss
    /// a current flight leaves the opponent a king move.
    fn visit_quiet_finals(
        &self,
        probe: Option<&CheckInfo>,
        mut visit: impl FnMut(Move, &Self) -> bool,
    ) -> bool {
        if self.rules().has_strict_block() {
            return false;
        }
        let us = Position::side_to_move(self);
        let Some(k) = self.king_square(us.opposite()) else {
            return false;
        };
        let king_board = self.board_of(k);
        // The opponent's king moves now, as if it were to move.
        let opponent = Position::null_move(self);
        let mut list = MoveList::new();
        movegen::legal_moves(&opponent, &mut list);
        let mut flights = Bitboard::EMPTY;
        for m in list.iter() {
            if m.from() == k && m.kind() != MoveKind::Castle {
                flights |= m.to().bb();
            }
        }
        movegen::legal_moves(self, &mut list);
        for &mv in list.iter() {
            if probe.is_some_and(|p| p.gives_check(self, mv)) {
                continue;
            }
            let keeps_a_flight = flights.any()
                && self.board_of(mv.from()) == king_board
                && !matches!(mv.kind(), MoveKind::Castle | MoveKind::EnPassant)
                && {
                    let role = mv.promotion_role().unwrap_or(self.role_at(mv.from()));
                    // Lines through the vacated square (and a captured man's
                    // square) may open on the king's board, where a king
                    // move must not be attacked either.
                    let mut opened = attacks::queen(mv.from(), Bitboard::EMPTY);
                    if self.board_occupancy(king_board).has(mv.to()) {
                        opened |= attacks::queen(mv.to(), Bitboard::EMPTY);
                    }
                    let covered = mv.to().bb()
                        | attacks::attacks(role, us, mv.to(), Bitboard::EMPTY)
                        | opened;
                    (flights & !covered).any()
                };
            if keeps_a_flight {
                continue;
            }
            if !visit(mv, &Position::after(self, mv)) {
                break;
            }
        }
        true
    }

    #[inline(always)]
    fn in_check(&self) -> bool {
        Position::in_check(self)
    }

    fn setup(&self) -> Option<crate::setup::Setup> {
        Some(self.to_setup())
    }

    fn fen(&self) -> String {
        crate::engine::fast::fen::write(self)
    }

    #[inline(always)]
    fn hash(&self) -> u64 {
        Position::hash(self)
    }

    #[inline(always)]
    fn null_move(&self) -> Position {
        Position::null_move(self)
    }

    #[inline(always)]
    fn check_probe(&self) -> Option<CheckInfo> {
        CheckInfo::new(self)
    }

    #[inline(always)]
    fn gives_check(&self, probe: &CheckInfo, mv: Move) -> bool {
        probe.gives_check(self, mv)
    }

    #[inline(always)]
    fn coordinate_key(mv: Move) -> u64 {
        mv.coordinate_key() as u64
    }

    /// A mate needs a piece besides the king (a pawn counts: it may
    /// promote); no move gives a side a piece it does not have.
    #[inline]
    fn can_ever_mate(&self, color: Color) -> bool {
        (self.by_color(color) & !self.pieces(color, Role::King)).any()
    }

    #[inline]
    fn may_check_within(&self, attacker: Color, own: u32, other: u32) -> bool {
        Position::may_check_within(self, attacker, own, other)
    }

    #[inline]
    fn cannot_be_mated_next(&self) -> bool {
        Position::cannot_be_mated_next(self)
    }
}

impl Position {
    /// The legal direct checks, when every checking move is one (else false,
    /// having visited nothing); with `skip_flights`, without the checks
    /// after which the king surely keeps a flight (worth it with two checks
    /// or more: with one, trying it costs about as much).
    #[inline(always)]
    fn visit_direct_checks(
        &self,
        probe: &CheckInfo,
        skip_flights: bool,
        mut visit: impl FnMut(Move, &Self) -> bool,
    ) -> bool {
        if probe.needs_full_generation(self) {
            return false;
        }
        let us = Position::side_to_move(self);
        let mut list = MoveList::new();
        probe.direct_checks(self, &mut list);
        let flights = if skip_flights && list.len() > 1 {
            probe.sure_flights(self, &list)
        } else {
            Bitboard::EMPTY
        };
        for &mv in list.iter() {
            if flights.any() && probe.leaves_flight(self, mv, flights) {
                continue;
            }
            let next = Position::after(self, mv);
            if next.checkers_of(us).any() {
                continue;
            }
            if !visit(mv, &next) {
                break;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::fast::fen;
    use crate::engine::fast::movegen::legal_move_list;

    /// `may_have_rival` is false only when no other legal move of the same
    /// kind of man ends on the same square (random games with many
    /// same-kind men, promotions included).
    #[test]
    fn a_rival_is_never_missed() {
        let starts = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "1n5k/2P*1P2p/8/4N3/2q5/5B*2/1p1P*1pP1/R*3K3 w - - 0 1",
            "4k3/1P1P*P*3/3N4/8/8/3b4/2p1p*p*2/4K3 b - - 0 1",
            "Q*3k3/8/2N*1N3/8/R*3R3/8/2B*2B2/4K2Q w - - 0 1",
        ];
        let mut seed = 0x1234_5678_9abc_def1u64;
        let (mut rivals, mut moves) = (0, 0);
        for start in starts {
            for _game in 0..40 {
                let mut pos = fen::parse(start).unwrap();
                for _ply in 0..60 {
                    let list = legal_move_list(&pos);
                    if list.is_empty() {
                        break;
                    }
                    for &mv in list.iter() {
                        let f = pos.move_facts(mv);
                        let rival = list.iter().any(|&m| {
                            let g = pos.move_facts(m);
                            g.to == f.to && g.from != f.from && g.role == f.role
                        });
                        moves += 1;
                        if rival {
                            rivals += 1;
                            assert!(pos.may_have_rival(mv), "{mv} in {}", fen::write(&pos));
                        }
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    pos.play(list.as_slice()[(seed % list.len() as u64) as usize]);
                }
            }
        }
        assert!(rivals > 1_000 && moves > 100_000, "{rivals} {moves}");
    }

    /// `is_legal` agrees with the generated list, for the position's own
    /// moves and for the moves of the two positions before (mostly not
    /// legal any more), in every rule set with its special moves.
    #[test]
    fn is_legal_agrees_with_generation() {
        use crate::engine::fast::rules::Rules;
        let starts = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1",
            "4k3/1P1P*P*3/3N4/8/8/3b4/2p1p*p*2/4K3 b - - 0 1",
        ];
        let rule_sets = [
            Rules::STANDARD,
            Rules::STANDARD.zero_moves(true),
            Rules::STANDARD.strict_block(true),
        ];
        let mut seed = 0x0f1e_2d3c_4b5a_6978u64;
        let (mut legal, mut illegal) = (0, 0);
        for rules in rule_sets {
            for start in starts {
                for _game in 0..20 {
                    let mut pos = fen::parse(start).unwrap().with_rules(rules).unwrap();
                    let mut older: Vec<Move> = Vec::new();
                    let mut previous: Vec<Move> = Vec::new();
                    for _ply in 0..60 {
                        let list = legal_move_list(&pos);
                        if list.is_empty() {
                            break;
                        }
                        for &mv in list.iter().chain(older.iter()) {
                            let expected = list.as_slice().contains(&mv);
                            assert_eq!(pos.is_legal(mv), expected, "{mv} in {}", fen::write(&pos));
                            if expected {
                                legal += 1;
                            } else {
                                illegal += 1;
                            }
                        }
                        older = std::mem::replace(&mut previous, list.as_slice().to_vec());
                        older.extend_from_slice(&previous);
                        seed ^= seed << 13;
                        seed ^= seed >> 7;
                        seed ^= seed << 17;
                        pos.play(list.as_slice()[(seed % list.len() as u64) as usize]);
                    }
                }
            }
        }
        assert!(legal > 50_000 && illegal > 50_000, "{legal} {illegal}");
    }
}
