//! The depth-first search of one work item: every legal move in turn to
//! the stipulated length, the solutions recorded as it finds them.

use super::bound::{Bound, Gates};
use super::ends::{forced_goal, goal_ends_early, reaches_in_one};
use super::lines::{Lines, MAX_PLIES};
use super::memo::{Memo, MEMO_MAX_REMAINING};
use crate::game::{Game, MoveBuffer};
use crate::help_play::{passed, step, Family, Node};
use crate::search::failures::FailTable;
use crate::search::Stop;
use crate::stipulation::Goal;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The depth-first search of one work item (no allocation except for a
/// solution found).
pub(super) struct Searcher<'t, G: Game> {
    pub(super) family: Family,
    pub(super) goal: Goal,
    pub(super) at_once_goal: Goal,
    pub(super) keep_men: Option<crate::types::Color>,
    /// The intelligent search's bound (or none: the plain search).
    pub(super) bound: Bound,
    /// Which of the bound's proofs pay in this work item (their tries and
    /// proofs so far).
    pub(super) gates: Gates,
    pub(super) table: &'t FailTable,
    pub(super) path: [G::Move; MAX_PLIES],
    pub(super) len: usize,
    pub(super) lines: Lines<G::Move>,
    pub(super) nodes: u64,
    pub(super) cap: usize,
    pub(super) index: usize,
    pub(super) cutoff: &'t AtomicUsize,
    /// The search stopped early (solution limit or time limit): nothing
    /// more may be stored as a failure.
    pub(super) stopped: bool,
    pub(super) stop: &'t Stop,
    /// Calls of `must_stop`, to look at the clock now and then.
    pub(super) polls: u32,
    /// The continuations of positions with few moves left, found so far
    /// by any item.
    pub(super) memo: &'t Memo<G::Move>,
    /// Solutions recorded so far (also those handed over by `flush`).
    pub(super) recorded: u64,
    /// The order the moves are tried in at every node: in an ordered
    /// search, so that the lines come out in their final order.
    pub(super) order: Order<'t, G>,
    /// Where the lines found so far go once there are [`PART_LINES`] of
    /// them, between two subtrees (never inside a memo's span): the lines
    /// of an ordered search handed over while it runs.
    pub(super) flush: Option<&'t dyn Fn(Lines<G::Move>)>,
}

/// The order in which a search tries the moves of a node.
pub(super) enum Order<'t, G: Game> {
    /// As generated (the lines are sorted afterwards, if at all).
    Generation,
    /// By [`Game::coordinate_key`]: the order of `alice`'s reports.
    Coordinate,
    /// By a key of the position and the move: a stream's order (the drop-in's
    /// is Popeye's, [`super::LineStream::move_key`]).
    Keyed(&'t (dyn Fn(&G, G::Move) -> u64 + Sync)),
}

impl<G: Game> Clone for Order<'_, G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for Order<'_, G> {}

impl<G: Game> Order<'_, G> {
    /// Sort `moves` of `pos` in this order (stably; not at all in
    /// generation order).
    #[inline(always)]
    fn sort(&self, pos: &G, moves: &mut [G::Move]) {
        match self {
            Order::Generation => {}
            Order::Coordinate => insertion_sort(moves, G::coordinate_key),
            Order::Keyed(key) => insertion_sort(moves, |mv| key(pos, mv)),
        }
    }

    /// Sort the last moves of `lines` from line `first` on, all played in
    /// `pos`, in this order.
    #[inline(always)]
    fn sort_last(&self, pos: &G, lines: &mut Lines<G::Move>, first: usize) {
        match self {
            Order::Generation => {}
            Order::Coordinate => lines.sort_last_from(first, G::coordinate_key),
            Order::Keyed(key) => lines.sort_last_from(first, |mv| key(pos, mv)),
        }
    }
}

/// Lines an ordered search holds before it hands them over.
pub(super) const PART_LINES: usize = 1 << 14;

impl<G: Game> Searcher<'_, G> {
    /// Whether the search must end: the solution limit, or the stop signal
    /// (read at every call, a relaxed atomic load; the clock is read every
    /// 256 calls).
    #[inline(always)]
    fn must_stop(&mut self) -> bool {
        if self.recorded >= self.cap as u64 || self.cutoff.load(Ordering::Relaxed) < self.index {
            self.stopped = true;
        }
        self.polls = self.polls.wrapping_add(1);
        if self.polls & 255 == 0 {
            self.stopped |= self.stop.check();
        } else {
            self.stopped |= self.stop.fired();
        }
        self.stopped
    }

    /// Search `pos` with `remaining` single moves left; whether a solution
    /// was found below it.
    pub(super) fn search(&mut self, pos: &G, remaining: u32) -> bool {
        if self.must_stop() {
            return false;
        }
        // (A move never takes a man from its own side: the positions after
        // the goal side's last moves need no test.)
        if self.keep_men.is_some_and(|side| !pos.can_ever_mate(side)) {
            return false;
        }
        if remaining > MEMO_MAX_REMAINING && self.lines.len() >= PART_LINES {
            if let Some(flush) = self.flush {
                flush(std::mem::take(&mut self.lines));
            }
        }
        // With two single moves left the flight proof is tried first
        // where it holds at most nodes (long help play): a probe of each
        // table costs a cache miss (`Gates::flights_first`).
        let proof_first = remaining == 2 && self.gates.flights_first();
        if proof_first && self.bound.hopeless(pos, remaining, &mut self.gates) {
            return false;
        }
        let cached = remaining >= 2;
        if cached && self.table.known_failure(pos.hash(), remaining) {
            return false;
        }
        let memo = remaining <= MEMO_MAX_REMAINING && cached;
        if memo && self.memo_replay(pos, remaining) {
            return true;
        }
        if !proof_first && self.bound.hopeless(pos, remaining, &mut self.gates) {
            // Proven: no line from here reaches the goal (tried after the
            // tables, whose hits cost less, but for two moves left).
            return false;
        }
        let before = self.recorded;
        let first = self.lines.len();
        match self.family.node(remaining) {
            Node::Final => {
                self.final_move(pos);
                // The last moves found after this path, in key order.
                self.order.sort_last(pos, &mut self.lines, first);
            }
            Node::Forced => self.forced(pos),
            Node::Reci => {
                if crate::help_play::reci_end(pos, self.goal, self.at_once_goal) {
                    self.record(None);
                }
            }
            node => self.inner(pos, remaining, node),
        }
        let found = self.recorded > before;
        if cached && !found && !self.stopped {
            self.table.store_failure(pos.hash(), remaining);
        }
        if memo && found && !self.stopped {
            self.memo
                .remember(pos.hash(), remaining, &self.lines, first, self.len);
        }
        found
    }

    /// The same position with the same moves left as one the memo holds:
    /// the same continuations, after this path (whether it held one).
    #[inline(always)]
    fn memo_replay(&mut self, pos: &G, remaining: u32) -> bool {
        let path = &self.path[..self.len];
        let had = self.lines.len();
        if self
            .memo
            .replay(pos.hash(), remaining, path, &mut self.lines)
        {
            self.recorded += (self.lines.len() - had) as u64;
            return true;
        }
        false
    }

    /// A node before the last move: try every allowed move.
    fn inner(&mut self, pos: &G, remaining: u32, node: Node) {
        if self.family.reflex() && reaches_in_one(pos, self.goal, &mut self.nodes) {
            // Reflex play: the side to move would be bound to reach the goal.
            return;
        }
        let mut list = G::Moves::default();
        pos.legal_moves(&mut list);
        self.order.sort(pos, list.as_mut_slice());
        let info = match node {
            Node::Series => pos.check_probe(),
            _ => None,
        };
        let early = goal_ends_early(self.family, self.goal, remaining);
        let forced = self.family.forced_ends_early(remaining);
        let reflex_early = self.family.reflex_ends_early(remaining);
        for &mv in list.as_slice() {
            if early && pos.reaches_goal(mv, &pos.after(mv), self.goal) {
                // The play ends here: a shorter solution, searched on its own.
                continue;
            }
            if forced && forced_goal(&pos.after(mv), self.goal, &mut self.nodes) {
                continue;
            }
            if reflex_early && reaches_in_one(&pos.after(mv), self.goal, &mut self.nodes) {
                continue;
            }
            let Some((next, left)) = step(pos, mv, node, remaining, info.as_ref()) else {
                continue;
            };
            self.nodes += 1;
            self.path[self.len] = mv;
            // (A pass keeps the lines of a parry series of one length.)
            let width = 1 + usize::from(passed(node, remaining, left));
            if width == 2 {
                self.path[self.len + 1] = G::Move::default();
            }
            self.len += width;
            self.search(&next, left);
            self.len -= width;
            if self.stopped {
                return;
            }
        }
    }

    /// The last move: only checks can mate, only non-checks can stalemate;
    /// the other goals are tested on every legal move.
    fn final_move(&mut self, pos: &G) {
        let info = pos.check_probe();
        match (&info, self.goal) {
            (None, Goal::Mate) => {}
            (Some(i), Goal::Mate) => {
                if !self.checks_by_engine(pos, i) {
                    self.final_by_generation(pos, info.as_ref());
                }
            }
            (_, Goal::Stalemate) => {
                let listed =
                    pos.visit_quiet_finals(info.as_ref(), |mv, next| self.keep_if_final(mv, next));
                if !listed {
                    self.final_by_generation(pos, info.as_ref());
                }
            }
            _ => self.final_any(pos),
        }
    }

    /// The last move for a goal other than mate and stalemate: every legal
    /// move (every self-check for `##`, `##!`, `!#`: [`Game::goal_moves`]),
    /// kept when it reaches the goal ([`Game::reaches_goal`]).
    fn final_any(&mut self, pos: &G) {
        let mut list = G::Moves::default();
        if self.goal.self_check() {
            pos.self_check_moves(&mut list);
        } else {
            pos.legal_moves(&mut list);
        }
        for &mv in list.as_slice() {
            self.nodes += 1;
            if !pos.reaches_goal(mv, &pos.after(mv), self.goal) {
                continue;
            }
            self.record(Some(mv));
            if self.must_stop() {
                return;
            }
        }
    }

    /// Mates among the checking moves the engine lists directly; false when
    /// it cannot list them (see [`Game::visit_mate_candidates`]).
    #[inline(always)]
    fn checks_by_engine(&mut self, pos: &G, info: &G::CheckProbe) -> bool {
        pos.visit_mate_candidates(info, |mv, next| self.keep_if_final(mv, next))
    }

    /// A candidate last move that gives check (for a mate) or not (for a
    /// stalemate), with the position after it: kept as a solution when the
    /// other side has no legal move. Whether to go on.
    #[inline(always)]
    fn keep_if_final(&mut self, mv: G::Move, next: &G) -> bool {
        self.nodes += 1;
        if next.has_legal_move() {
            return true;
        }
        self.record(Some(mv));
        !self.must_stop()
    }

    /// The last move found among all legal moves: checks for a mate,
    /// non-checks for a stalemate.
    fn final_by_generation(&mut self, pos: &G, info: Option<&G::CheckProbe>) {
        let mut list = G::Moves::default();
        pos.legal_moves(&mut list);
        for &mv in list.as_slice() {
            let check = info.is_some_and(|i| pos.gives_check(i, mv));
            if check != (self.goal == Goal::Mate) {
                continue;
            }
            self.nodes += 1;
            if pos.after(mv).has_legal_move() {
                continue;
            }
            self.record(Some(mv));
            if self.must_stop() {
                return;
            }
        }
    }

    /// Series-self end: every move of the side to move must reach the goal.
    fn forced(&mut self, pos: &G) {
        if forced_goal(pos, self.goal, &mut self.nodes) {
            self.record(None);
        }
    }

    /// Keep the current line (plus `last`) as a solution.
    fn record(&mut self, last: Option<G::Move>) {
        self.recorded += 1;
        match last {
            Some(mv) => {
                self.path[self.len] = mv;
                self.lines.push(&self.path[..self.len + 1]);
            }
            None => self.lines.push(&self.path[..self.len]),
        }
    }
}

/// Sort moves by `key`, stably and without allocating (an insertion sort:
/// the lists are short, and the engines generate them nearly in that
/// order).
#[inline(always)]
fn insertion_sort<M: Copy>(moves: &mut [M], key: impl Fn(M) -> u64) {
    for i in 1..moves.len() {
        let mv = moves[i];
        let k = key(mv);
        let mut j = i;
        while j > 0 && key(moves[j - 1]) > k {
            moves[j] = moves[j - 1];
            j -= 1;
        }
        moves[j] = mv;
    }
}
