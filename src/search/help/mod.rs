//! The exhaustive search for help and series play, for any engine behind
//! [`Game`]: one depth-first search per work item, work items searched in
//! parallel, results merged in order. The rules of play and the pruning are
//! described in [`crate::solve::help`].

mod item;
mod lines;
mod memo;
mod radix;
mod stream;

pub(crate) use crate::search::failures::FailTable;
use item::{Item, ItemResult};
pub use lines::Lines;
use memo::{Memo, MEMO_MAX_REMAINING};
pub use stream::LineStream;

use crate::game::{Game, MoveBuffer};
use crate::search::Stop;
use crate::stipulation::Goal;
use rayon::prelude::*;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

pub(crate) use crate::help_play::{passed, step, Family, Node};
pub(crate) use lines::MAX_PLIES;

/// One exact-length search: which play, which goal, the shared table and
/// the solution limit.
pub(crate) struct Task<'t> {
    pub family: Family,
    pub goal: Goal,
    /// The goal of the move at once at the end of `reci-h` (the goal but
    /// in `reci-h(=)#n`).
    pub at_once_goal: Goal,
    pub table: &'t FailTable,
    /// Stop after this many solutions (in generation order).
    pub cap: Option<usize>,
    /// The time limit; a stopped search's result is discarded by the caller.
    pub stop: &'t Stop,
    /// Progress reports (first move, solutions so far), if wanted.
    pub observer: Option<&'t dyn crate::search::SearchObserver>,
    /// Search only this shard of the first moves (round robin over the
    /// root's legal moves in generation order); a search too short to
    /// split (fewer than 3 single moves, or a goal-directed first move) is
    /// all in shard 1.
    pub shard: Option<crate::shard::Shard>,
    /// Popeye's `KeepMatingPiece`: the side that reaches the goal, whose
    /// men besides its king must stay for a line to go on.
    pub keep_men: Option<crate::types::Color>,
}

/// What an exact-length search found.
pub(crate) struct Found<M> {
    /// The solutions' moves, in generation order (the first `cap` of them).
    pub lines: Lines<M>,
    /// Moves played.
    pub nodes: u64,
    /// The solution limit was reached: there may be more.
    pub capped: bool,
}

/// Completed work items, in index order, for the solution limit.
struct Progress {
    counts: Vec<Option<usize>>,
    next: usize,
    sum: usize,
}

impl Task<'_> {
    /// All solutions from `start` (its side to move starts) with exactly
    /// `remaining` single moves. With a `stream`, the work items are
    /// searched in the stream's order of their first moves, and each one's
    /// solutions are handed over as soon as it and every item before it
    /// are done (the solution limit then counts in that order).
    pub(crate) fn run<G: Game>(
        &self,
        start: &G,
        remaining: u32,
        stream: Option<&dyn LineStream<G>>,
    ) -> Found<G::Move> {
        if self.stop.check() {
            return Found {
                lines: Lines::default(),
                nodes: 0,
                capped: false,
            };
        }
        let (mut items, split_nodes) = self.split(start, remaining, stream);
        if stream.is_some() {
            items.sort_by_key(|item| item.keys);
        }
        let cap = self.cap.unwrap_or(usize::MAX).max(1);
        // Each item's first move and its number among the first moves
        // (for the observer only).
        let mut firsts: Vec<(usize, G::Move)> = Vec::new();
        let mut total = 0;
        if self.observer.is_some() {
            for item in &items {
                if item.len == 0 {
                    break;
                }
                let mv = item.prefix[0];
                if firsts.last().is_none_or(|&(_, m)| m != mv) {
                    total += 1;
                }
                firsts.push((total, mv));
            }
        }
        let cutoff = AtomicUsize::new(usize::MAX);
        let memo = Memo::new();
        let progress = Mutex::new(Progress {
            counts: vec![None; items.len()],
            next: 0,
            sum: 0,
        });
        let work = |index: usize, item: &Item<G>| {
            if let (Some(o), Some(&(number, mv))) = (self.observer, firsts.get(index)) {
                o.first_move(&crate::notation::san(start, mv), number, total);
            }
            let result = self.run_item(item, index, cap, &cutoff, &memo);
            if let Some(o) = self.observer {
                o.solutions(result.lines.len());
            }
            if self.cap.is_some() {
                record_progress(&progress, &cutoff, index, result.lines.len(), cap);
            }
            result
        };
        let results: Vec<ItemResult<G::Move>> = match stream {
            Some(stream) => crate::search::ordered::in_order(&items, self.stop, work, |_, done| {
                stream.lines(&done.lines);
            }),
            None => items
                .par_iter()
                .enumerate()
                .map(|(index, item)| work(index, item))
                .collect(),
        };
        let last = cutoff.load(Ordering::Relaxed);
        let mut found = Found {
            lines: Lines::default(),
            nodes: split_nodes,
            capped: false,
        };
        // A stopped search's lines are dropped by the caller: not merged
        // (they may be hundreds of megabytes by then).
        let stopped = self.stop.fired();
        for (index, result) in results.into_iter().enumerate() {
            found.nodes += result.nodes;
            if index <= last && !stopped {
                found.lines.append(result.lines);
            }
        }
        if found.lines.len() >= cap {
            found.capped = true;
            found.lines.truncate(cap);
        }
        found
    }

    /// Work items: the root, expanded one or two plies while there are
    /// fewer than 32 items a thread, so that uneven subtrees still balance
    /// (whatever the split, the concatenated results are the same, in
    /// generation order).
    fn split<G: Game>(
        &self,
        start: &G,
        remaining: u32,
        stream: Option<&dyn LineStream<G>>,
    ) -> (Vec<Item<G>>, u64) {
        let target = 32 * rayon::current_num_threads();
        let mut items = vec![Item {
            prefix: [G::Move::default(); 2],
            keys: [0; 2],
            len: 0,
            pos: *start,
            remaining,
        }];
        let mut nodes = 0;
        for round in 0..2 {
            let r = items.first().map_or(0, |i| i.remaining);
            let node = self.family.node(r.max(1));
            // (After a parry series move the items may have different
            // lengths left: they are split no further.)
            let splittable = r >= 3
                && matches!(node, Node::Free | Node::Series | Node::ParrySeries)
                && items.iter().all(|i| i.remaining == r && i.len == round);
            let shard = if round == 0 { self.shard } else { None };
            if let (Some(s), false) = (shard, splittable) {
                if s.index != 1 {
                    items.clear();
                }
                break;
            }
            if shard.is_none() && (items.len() >= target || !splittable) {
                break;
            }
            let mut next = Vec::new();
            for item in &items {
                if self.family.reflex() && reaches_in_one(&item.pos, self.goal, &mut nodes) {
                    continue;
                }
                let mut list = G::Moves::default();
                item.pos.legal_moves(&mut list);
                let info = item.pos.check_probe();
                let early = self.goal_ends_early(r);
                let forced = self.family.forced_ends_early(r);
                for (i, &mv) in list.as_slice().iter().enumerate() {
                    if shard.is_some_and(|s| !s.takes(i)) {
                        continue;
                    }
                    nodes += 1;
                    if early && item.pos.reaches_goal(mv, &item.pos.after(mv), self.goal) {
                        continue;
                    }
                    if forced && forced_goal(&item.pos.after(mv), self.goal, &mut nodes) {
                        continue;
                    }
                    if self.family.reflex_ends_early(r)
                        && reaches_in_one(&item.pos.after(mv), self.goal, &mut nodes)
                    {
                        continue;
                    }
                    if let Some((pos, remaining)) = step(&item.pos, mv, node, r, info.as_ref()) {
                        let mut prefix = item.prefix;
                        prefix[item.len] = mv;
                        let mut keys = item.keys;
                        keys[item.len] = stream.map_or(0, |s| s.move_key(&item.pos, mv));
                        let pass = passed(node, r, remaining);
                        if pass {
                            prefix[item.len + 1] = G::Move::default();
                        }
                        next.push(Item {
                            prefix,
                            keys,
                            len: item.len + 1 + usize::from(pass),
                            pos,
                            remaining,
                        });
                    }
                }
            }
            items = next;
        }
        (items, nodes)
    }

    /// Whether a move played with `remaining` single moves left (more than
    /// one) ends the play when it reaches the goal
    /// ([`Family::goal_side_moves`]), for a goal that may leave the victim
    /// a move (check, capture, ...).
    #[inline(always)]
    fn goal_ends_early(&self, remaining: u32) -> bool {
        goal_ends_early(self.family, self.goal, remaining)
    }

    fn run_item<G: Game>(
        &self,
        item: &Item<G>,
        index: usize,
        cap: usize,
        cutoff: &AtomicUsize,
        memo: &Memo<G::Move>,
    ) -> ItemResult<G::Move> {
        let mut s = Searcher {
            family: self.family,
            goal: self.goal,
            at_once_goal: self.at_once_goal,
            keep_men: self.keep_men,
            table: self.table,
            path: [item.prefix[0]; MAX_PLIES],
            len: item.len,
            lines: Lines::default(),
            nodes: 0,
            cap,
            index,
            cutoff,
            stopped: self.stop.fired(),
            stop: self.stop,
            polls: 0,
            memo,
        };
        s.path[..item.len].copy_from_slice(&item.prefix[..item.len]);
        s.search(&item.pos, item.remaining);
        ItemResult {
            lines: s.lines,
            nodes: s.nodes,
        }
    }
}

/// Whether the side to move in `pos` has a legal move and every one of
/// them reaches `goal` (the end of `ser-s`); counts the moves tried.
pub(crate) fn forced_goal<G: Game>(pos: &G, goal: Goal, nodes: &mut u64) -> bool {
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    if list.is_empty() {
        return false;
    }
    if !matches!(goal, Goal::Mate | Goal::Stalemate) {
        return list.as_slice().iter().all(|&mv| {
            *nodes += 1;
            pos.reaches_goal(mv, &pos.after(mv), goal)
        });
    }
    let info = pos.check_probe();
    list.as_slice().iter().all(|&mv| {
        let check = info.as_ref().is_some_and(|i| pos.gives_check(i, mv));
        if check != (goal == Goal::Mate) {
            return false;
        }
        *nodes += 1;
        !pos.after(mv).has_legal_move()
    })
}

/// Whether the side to move in `pos` has a legal move reaching `goal`
/// (reflex play forbids it any other move); counts the moves tried.
fn reaches_in_one<G: Game>(pos: &G, goal: Goal, nodes: &mut u64) -> bool {
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    let info = pos.check_probe();
    list.as_slice().iter().any(|&mv| {
        let check = info.as_ref().is_some_and(|i| pos.gives_check(i, mv));
        match goal {
            Goal::Mate if !check => false,
            Goal::Stalemate if check => false,
            _ => {
                *nodes += 1;
                pos.reaches_goal(mv, &pos.after(mv), goal)
            }
        }
    })
}

/// [`Task::goal_ends_early`], for the searchers too.
#[inline(always)]
fn goal_ends_early(family: Family, goal: Goal, remaining: u32) -> bool {
    remaining > 1 && !goal.ends_game() && family.goal_side_moves(remaining)
}

/// Note that item `index` found `count` solutions; once the items from the
/// first on have found `cap` together, later items may stop.
fn record_progress(
    progress: &Mutex<Progress>,
    cutoff: &AtomicUsize,
    index: usize,
    count: usize,
    cap: usize,
) {
    let mut p = progress.lock().unwrap_or_else(|e| e.into_inner());
    if index >= p.counts.len() || cutoff.load(Ordering::Relaxed) != usize::MAX {
        return;
    }
    p.counts[index] = Some(count);
    while p.next < p.counts.len() {
        let Some(c) = p.counts[p.next] else { break };
        p.sum += c;
        if p.sum >= cap {
            cutoff.store(p.next, Ordering::Relaxed);
            break;
        }
        p.next += 1;
    }
}

/// The depth-first search of one work item (no allocation except for a
/// solution found).
struct Searcher<'t, G: Game> {
    family: Family,
    goal: Goal,
    at_once_goal: Goal,
    keep_men: Option<crate::types::Color>,
    table: &'t FailTable,
    path: [G::Move; MAX_PLIES],
    len: usize,
    lines: Lines<G::Move>,
    nodes: u64,
    cap: usize,
    index: usize,
    cutoff: &'t AtomicUsize,
    /// The search stopped early (solution limit or time limit): nothing
    /// more may be stored as a failure.
    stopped: bool,
    stop: &'t Stop,
    /// Calls of `must_stop`, to look at the clock now and then.
    polls: u32,
    /// The continuations of positions with few moves left, found so far
    /// by any item.
    memo: &'t Memo<G::Move>,
}

impl<G: Game> Searcher<'_, G> {
    /// Whether the search must end: the solution limit, or the stop signal
    /// (read at every call, a relaxed atomic load; the clock is read every
    /// 256 calls).
    #[inline(always)]
    fn must_stop(&mut self) -> bool {
        if self.lines.len() >= self.cap || self.cutoff.load(Ordering::Relaxed) < self.index {
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
    fn search(&mut self, pos: &G, remaining: u32) -> bool {
        if self.must_stop() {
            return false;
        }
        // (A move never takes a man from its own side: the positions after
        // the goal side's last moves need no test.)
        if self.keep_men.is_some_and(|side| !pos.can_ever_mate(side)) {
            return false;
        }
        let cached = remaining >= 2;
        if cached && self.table.known_failure(pos.hash(), remaining) {
            return false;
        }
        let memo = remaining <= MEMO_MAX_REMAINING && cached;
        if memo {
            // The same position with the same moves left: the same
            // continuations, after this path.
            let path = &self.path[..self.len];
            if self
                .memo
                .replay(pos.hash(), remaining, path, &mut self.lines)
            {
                return true;
            }
        }
        let before = self.lines.len();
        match self.family.node(remaining) {
            Node::Final => self.final_move(pos),
            Node::Forced => self.forced(pos),
            Node::Reci => {
                if crate::help_play::reci_end(pos, self.goal, self.at_once_goal) {
                    self.record(None);
                }
            }
            node => self.inner(pos, remaining, node),
        }
        let found = self.lines.len() > before;
        if cached && !found && !self.stopped {
            self.table.store_failure(pos.hash(), remaining);
        }
        if memo && found && !self.stopped {
            self.memo
                .remember(pos.hash(), remaining, &self.lines, before, self.len);
        }
        found
    }

    /// A node before the last move: try every allowed move.
    fn inner(&mut self, pos: &G, remaining: u32, node: Node) {
        if self.family.reflex() && reaches_in_one(pos, self.goal, &mut self.nodes) {
            // Reflex play: the side to move would be bound to reach the goal.
            return;
        }
        let mut list = G::Moves::default();
        pos.legal_moves(&mut list);
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
    /// move, kept when it reaches the goal ([`Game::reaches_goal`]).
    fn final_any(&mut self, pos: &G) {
        let mut list = G::Moves::default();
        pos.legal_moves(&mut list);
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
        match last {
            Some(mv) => {
                self.path[self.len] = mv;
                self.lines.push(&self.path[..self.len + 1]);
            }
            None => self.lines.push(&self.path[..self.len]),
        }
    }
}
