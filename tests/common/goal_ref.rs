//! Popeye's goals written from their definitions, for the naive searches
//! of the tests (`tests/goals.rs`, `tests/families.rs`): only the engine's
//! legal moves, no table, no pruning.

use alice::game::{Game, MoveBuffer, Special};
use alice::stipulation::Goal;

/// The legal moves of `p`.
pub fn legal<G: Game>(p: &G) -> Vec<G::Move> {
    let mut list = G::Moves::default();
    p.legal_moves(&mut list);
    list.as_slice().to_vec()
}

/// The goal from its definition: the position after the move (its side to
/// move the victim, the other side the mover) and what the move did.
pub fn reach<G: Game>(before: &G, mv: G::Move, after: &G, goal: Goal) -> bool {
    let facts = before.move_facts(mv);
    let check = after.in_check();
    let stuck = |p: &G| legal(p).is_empty();
    match goal {
        Goal::Mate => check && stuck(after),
        Goal::Stalemate => !check && stuck(after),
        Goal::DoubleStalemate => !check && stuck(after) && stuck(&after.null_move()),
        Goal::MateOrStalemate => stuck(after),
        Goal::AutoStalemate => !check && stuck(&after.null_move()),
        Goal::Check => check,
        Goal::Capture | Goal::WinPiece => facts.capture,
        Goal::Target(square) => facts.to == square,
        Goal::Castling => matches!(facts.special, Special::Castle { .. }),
        Goal::EnPassant => facts.special == Special::EnPassant,
        Goal::Any => true,
        // The last move is a self-check: the mover is in check after it
        // and, were it to move, without a legal move.
        Goal::DoubleMate | Goal::CounterMate | Goal::AutoMate => {
            let mover = after.null_move();
            let mover_mated = mover.in_check() && stuck(&mover);
            let before_mated = before.in_check() && stuck(before);
            match goal {
                Goal::DoubleMate => check && stuck(after) && mover_mated && !stuck(before),
                Goal::CounterMate => check && stuck(after) && mover_mated && before_mated,
                _ => mover_mated,
            }
        }
    }
}

/// The candidates for the move that reaches `goal`: the self-checks of `p`
/// for `##`, `##!`, `!#` (moves that leave the mover's king in check),
/// else its legal moves.
pub fn goal_candidates<G: Game>(p: &G, goal: Goal) -> Vec<G::Move> {
    if !goal.self_check() {
        return legal(p);
    }
    let mut list = G::Moves::default();
    p.self_check_moves(&mut list);
    list.as_slice().to_vec()
}

/// The side to move has a move and every one of them reaches the goal.
pub fn forced<G: Game>(p: &G, goal: Goal) -> bool {
    let replies = legal(p);
    !replies.is_empty() && replies.iter().all(|&r| reach(p, r, &p.after(r), goal))
}

/// The side to move can reach the goal in one move.
pub fn can_reach<G: Game>(p: &G, goal: Goal) -> bool {
    legal(p).into_iter().any(|m| reach(p, m, &p.after(m), goal))
}
