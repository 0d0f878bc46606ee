//! A naive battle-play solver (plain minimax, no table, no ordering) written
//! from the definitions, to cross-check the prover.

use alice::game::Game;
use alice::stipulation::{Goal, Play};
use alice::{engine::fast::movegen, engine::fast::Move, engine::fast::Position};

fn moves(p: &Position) -> Vec<Move> {
    movegen::legal_move_list(p).iter().copied().collect()
}

fn reached(p: &Position, g: Goal) -> bool {
    p.goal_reached(g)
}

/// Attacker to move: forces the goal within n?
pub fn att(p: &Position, n: u32, play: Play, g: Goal) -> bool {
    if n == 0 {
        return false;
    }
    let ms = moves(p);
    if play == Play::Reflex && ms.iter().any(|&a| reached(&p.after(a), g)) {
        return false;
    }
    ms.iter().any(|&a| after_attack(&p.after(a), n, play, g))
}

/// Defender to move after the attacker's move (n including it).
pub fn after_attack(q: &Position, n: u32, play: Play, g: Goal) -> bool {
    let ds = moves(q);
    match play {
        Play::Direct => {
            if reached(q, g) {
                return true;
            }
            n > 1 && !ds.is_empty() && ds.iter().all(|&d| att(&q.after(d), n - 1, play, g))
        }
        Play::SelfPlay => {
            !ds.is_empty()
                && ds.iter().all(|&d| {
                    let r = q.after(d);
                    reached(&r, g) || att(&r, n - 1, play, g)
                })
        }
        Play::Reflex => {
            if ds.iter().any(|&d| reached(&q.after(d), g)) {
                return true;
            }
            n > 1 && !ds.is_empty() && ds.iter().all(|&d| att(&q.after(d), n - 1, play, g))
        }
        _ => unreachable!(),
    }
}

/// Keys (coordinate moves, sorted) of the stipulation from the diagram.
pub fn keys(p: &Position, n: u32, play: Play, g: Goal) -> Vec<String> {
    let mut v: Vec<String> = moves(p)
        .into_iter()
        .filter(|&a| after_attack(&p.after(a), n, play, g))
        .map(|a| a.to_string())
        .collect();
    v.sort();
    v
}
