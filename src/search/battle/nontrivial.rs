//! Popeye's `NonTrivial m n` in the battle prover
//! ([`crate::stipulation::NonTrivial`]): the
//! count of non-trivial defences at the defender's turn, and the budget
//! it leaves to the play below.
//!
//! The count is made only where the attacker has more than n moves to
//! come after the defence; below that the prover is the usual one, its
//! answers independent of the budget (and kept in the table as usual).
//! Above it an answer depends on the budget and is not monotone in the
//! number of moves (a longer search counts at more turns), so it is kept
//! in the table under a key made of the position, the number of moves and
//! the budget, each entry answering that one question.

use super::Prover;
use crate::game::{Game, MoveBuffer};
use crate::stipulation::Play;

impl<G: Game> Prover<'_, G> {
    /// Whether the answers within `n` moves depend on more than the
    /// position and `n`: `NonTrivial` counts below, or `Threat`'s guard
    /// stands below (Popeye's degenerate tree either way).
    #[inline(always)]
    pub(super) fn degenerate_below(&self, n: u32) -> bool {
        n > self.degenerate_above
    }

    /// The length of the short wins Popeye's degenerate tree tries before
    /// the full length: `Threat`'s n or `NonTrivial`'s n (with both, the
    /// shorter, so that either's count or guard stands only above it).
    fn short_length(&self) -> Option<u32> {
        let nontrivial = self.battle.nontrivial.map(|t| u32::from(t.moves));
        match (self.battle.max_threat, nontrivial) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// [`Prover::attacker_wins`] where the count is made or the guard
    /// stands below: as Popeye (its degenerate tree), a win within the
    /// short length is tried first, without them, then the full length
    /// `n` with them.
    pub(super) fn attacker_wins_counted(&mut self, pos: &G, n: u32) -> bool {
        let Some(short) = self.short_length() else {
            return false;
        };
        self.nodes += 1;
        if self.poll() {
            return false;
        }
        // (Exact play has no shorter win to try.)
        if short >= 1 && !self.battle.exact && self.attacker_wins(pos, short) {
            return true;
        }
        if self.stopped {
            return false;
        }
        self.keyed_full_length(pos, n, pos.hash() ^ salt(n, self.budget))
    }

    /// [`Prover::attack_succeeds`] where the count is made: what ends the
    /// play before the defender's turn, then the count, then the
    /// defences with the budget it leaves.
    pub(super) fn attack_succeeds_counted(&mut self, pos: &G, a: G::Move, p: &G, n: u32) -> bool {
        if self.battle.attacker_goal && self.goal_ends_play(n) && self.reaches(pos, a, p) {
            return true;
        }
        let Some(saved) = self.count_defences(p, n) else {
            return false;
        };
        let won = self.attack_succeeds_uncounted(pos, a, p, n);
        self.budget = saved;
        won
    }

    /// Popeye's `NonTrivial` at the defender's turn (defender to move in
    /// `p`, the attacker having had `n` moves with the one just played):
    /// `None` when the defender has more non-trivial defences than the
    /// budget allows (the attacker's move fails); else the budget to
    /// restore with [`Prover::restore_budget`] once the play below is
    /// searched, the budget in force being the one left by the count.
    /// Where no count is made (the option off, or n moves or fewer to
    /// come), the budget stays.
    pub fn count_defences(&mut self, p: &G, n: u32) -> Option<u32> {
        let saved = self.budget;
        let Some(t) = self
            .battle
            .nontrivial
            .filter(|t| t.counts_at(n.saturating_sub(1)))
        else {
            return Some(saved);
        };
        let mut moves = G::Moves::default();
        p.legal_moves(&mut moves);
        let play = self.battle.play;
        // A reflex defender that can reach the goal must: no count (as
        // Popeye's forced end, which comes first in its count).
        if self.defender_must_reach_goal(p, &moves, n) {
            return Some(saved);
        }
        let within = t.trivial_within(play == Play::SelfPlay);
        let allowed = saved + 1;
        let mut count = 0;
        for &d in moves.as_slice() {
            let q = p.after(d);
            let trivial = (play == Play::SelfPlay && self.reaches(p, d, &q))
                || self.attacker_wins(&q, within);
            if !trivial {
                count += 1;
                if count > allowed {
                    return None;
                }
            }
        }
        self.budget = allowed - count;
        Some(saved)
    }

    /// The length Popeye reports for an attacker's move that succeeds
    /// within `n` moves (defender to move in `p`), `shortest` being its
    /// shortest win: Popeye's degenerate tree searches the defences'
    /// answers within n moves of `NonTrivial`, then at the full length
    /// only, so where a defence is not met within n moves (and more than
    /// n + 1 are to come) the length it reports is the full `n`. (Its
    /// full-length search stops at the first win in its move order; this
    /// takes that win as a full-length one.)
    pub fn reported_length(&mut self, p: &G, n: u32, shortest: u32) -> u32 {
        let Some(short) = self.short_length().filter(|&s| n.saturating_sub(1) > s) else {
            return shortest;
        };
        let mut moves = G::Moves::default();
        p.legal_moves(&mut moves);
        let play = self.battle.play;
        if self.defender_must_reach_goal(p, &moves, n) {
            return shortest;
        }
        let met_short = moves.as_slice().iter().all(|&d| {
            let q = p.after(d);
            (play == Play::SelfPlay && self.reaches(p, d, &q))
                || (short >= 1 && self.attacker_wins(&q, short))
        });
        if met_short {
            shortest
        } else {
            n
        }
    }

    /// Put back the budget [`Prover::count_defences`] returned.
    pub fn restore_budget(&mut self, saved: u32) {
        self.budget = saved;
    }

    /// Whether the count of `NonTrivial` is in force (the option given).
    pub fn counts(&self) -> bool {
        self.battle.nontrivial.is_some()
    }
}

/// The part of a table key that says the number of moves and the budget
/// (two odd multipliers: distinct pairs give distinct salts in practice).
#[inline]
fn salt(n: u32, budget: u32) -> u64 {
    (u64::from(n) + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15)
        ^ (u64::from(budget) + 1).wrapping_mul(0xc2b2_ae3d_27d4_eb4f)
}
