//! The exhaustive search for help and series play, for any engine behind
//! [`Game`]: one depth-first search per work item, work items searched in
//! parallel, results merged in order. The rules of play and the pruning are
//! described in [`crate::solve::help`].

mod bound;
mod ends;
mod item;
mod lines;
mod memo;
mod radix;
mod searcher;
mod stream;

pub(crate) use crate::search::failures::FailTable;
use bound::Bound;
pub(crate) use ends::forced_goal;
use ends::{goal_ends_early, reaches_in_one};
use item::{Item, ItemResult};
pub use lines::Lines;
use memo::Memo;
use searcher::{Order, Searcher};
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
    /// The memory the search may hold (its memo, the lines waiting for
    /// their turn; the table is the caller's).
    pub memory: crate::memory::MemoryBudget,
    /// The intelligent search: nodes proven not to reach the goal in the
    /// moves left are not searched (the same lines, in the same order;
    /// `docs/search.md`). Applied where a bound is proven (a mate in
    /// `h#`, `ser-h#`, `ser-#`, on an engine that proves it), else the
    /// plain search.
    pub intelligent: bool,
}

/// What an exact-length search found.
pub(crate) struct Found<M> {
    /// The solutions' moves, in generation order (the first `cap` of them);
    /// none when they went to a stream, which has them all.
    pub lines: Lines<M>,
    /// The number of solutions (the first `cap` of them).
    pub count: usize,
    /// Moves played.
    pub nodes: u64,
    /// The solution limit was reached: there may be more.
    pub capped: bool,
}

/// Receives an ordered search's solutions (`Task::run_sorted`): lines
/// made into parts on the threads that found them, then taken in order.
pub trait SortedSink<M>: Sync {
    /// What a batch of lines becomes (its text, say) before its turn.
    type Part: Send;
    /// A part of these lines (each a full solution from the search's
    /// start, with a pass as the default move in a series; in their final
    /// order), made on the worker thread that found them.
    fn part(&self, lines: Lines<M>) -> Self::Part;
    /// The bytes a part holds while it waits for its turn.
    fn weight(part: &Self::Part) -> usize;
    /// The next part, in order: one call at a time, never once the stop
    /// has fired.
    fn take(&self, part: Self::Part);
}

/// How an ordered search hands its lines over (a part at a time, as it
/// goes), and the order it tries the moves in.
type Ordered<'o, G> = (&'o dyn Fn(Lines<<G as Game>::Move>), Order<'o, G>);

/// A [`LineStream`] as a sink of lines in their final order.
struct StreamSink<'s, G: Game>(&'s dyn LineStream<G>);

impl<G: Game> SortedSink<G::Move> for StreamSink<'_, G> {
    type Part = Lines<G::Move>;

    fn part(&self, lines: Lines<G::Move>) -> Lines<G::Move> {
        lines
    }

    fn weight(part: &Lines<G::Move>) -> usize {
        part.bytes()
    }

    fn take(&self, part: Lines<G::Move>) {
        self.0.lines(&part);
    }
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
    /// are done (the solution limit then counts in that order); the
    /// stream has them all, none is kept ([`Found::lines`] is empty), and
    /// those waiting for their turn hold at most the budget's
    /// [`crate::memory::MemoryBudget::lines_bytes`] together (an item's
    /// lines are handed over whole: in the stream's order, which only the
    /// stream knows, the search cannot hand over part of an item).
    pub(crate) fn run<G: Game>(
        &self,
        start: &G,
        remaining: u32,
        stream: Option<&dyn LineStream<G>>,
    ) -> Found<G::Move> {
        if self.stop.check() {
            return Found {
                lines: Lines::default(),
                count: 0,
                nodes: 0,
                capped: false,
            };
        }
        if let Some(stream) = stream.filter(|s| self.cap.is_none() && s.lines_in_order()) {
            // Every node's moves tried in the stream's order: its lines
            // come out in their final order, handed over in parts while
            // an item runs (none kept, whatever an item finds).
            let key = |pos: &G, mv| stream.move_key(pos, mv);
            let sink = StreamSink(stream);
            let budget = self.memory.lines_bytes();
            let (count, nodes) =
                self.run_in_order(start, remaining, &sink, budget, Order::Keyed(&key));
            return Found {
                lines: Lines::default(),
                count: if self.stop.fired() { 0 } else { count as usize },
                nodes,
                capped: false,
            };
        }
        let key = |pos: &G, mv| stream.map_or(0, |s| s.move_key(pos, mv));
        let (mut items, split_nodes) = self.split(start, remaining, &key);
        if stream.is_some() {
            items.sort_by_key(|item| item.keys);
        }
        let cap = self.cap.unwrap_or(usize::MAX).max(1);
        let (firsts, total) = self.firsts(&items);
        let cutoff = AtomicUsize::new(usize::MAX);
        let memo = Memo::new(self.memory.memo_bytes());
        let progress = Mutex::new(Progress {
            counts: vec![None; items.len()],
            next: 0,
            sum: 0,
        });
        let work = |index: usize, item: &Item<G>| {
            if let (Some(o), Some(&(number, mv))) = (self.observer, firsts.get(index)) {
                o.first_move(&crate::notation::san(start, mv), number, total);
            }
            let mut result = self.run_item(item, index, cap, &cutoff, &memo, None);
            // (Nothing handed over while it ran: its lines are its count.)
            result.recorded = result.lines.len() as u64;
            if let Some(o) = self.observer {
                o.solutions(result.lines.len());
            }
            if self.cap.is_some() {
                record_progress(&progress, &cutoff, index, result.lines.len(), cap);
            }
            result
        };
        let results: Vec<ItemResult<G::Move>> = match stream {
            Some(stream) => crate::search::ordered::in_order_bounded(
                &items,
                self.stop,
                |index, item, hand: &dyn Fn(Lines<G::Move>)| {
                    let mut result = work(index, item);
                    hand(std::mem::take(&mut result.lines));
                    result
                },
                |_, lines| stream.lines(&lines),
                |_, _| {},
                crate::search::ordered::Budget {
                    bytes: self.memory.lines_bytes(),
                    weight: Lines::bytes,
                },
            ),
            None => items
                .par_iter()
                .enumerate()
                .map(|(index, item)| work(index, item))
                .collect(),
        };
        let last = cutoff.load(Ordering::Relaxed);
        let mut found = Found {
            lines: Lines::default(),
            count: 0,
            nodes: split_nodes,
            capped: false,
        };
        // A stopped search's lines are dropped by the caller: not merged
        // (they may be hundreds of megabytes by then).
        let stopped = self.stop.fired();
        for (index, result) in results.into_iter().enumerate() {
            found.nodes += result.nodes;
            if index <= last && !stopped {
                found.count += result.recorded as usize;
                found.lines.append(result.lines);
            }
        }
        if found.count >= cap {
            found.capped = true;
            found.count = cap;
            found.lines.truncate(cap);
        }
        found
    }

    /// All solutions from `start` (its side to move starts) with exactly
    /// `remaining` single moves, handed to `sink` in their final order
    /// (every move by [`Game::coordinate_key`], move by move) while the
    /// search runs, none kept: memory does not grow with the solutions.
    /// The parts that wait for their turn hold at most `budget` bytes
    /// (see [`crate::search::ordered::in_order_bounded`]). No solution
    /// limit (`cap` is not read). The number of solutions and the nodes.
    pub(crate) fn run_sorted<G: Game, S: SortedSink<G::Move>>(
        &self,
        start: &G,
        remaining: u32,
        sink: &S,
        budget: usize,
    ) -> (u64, u64) {
        self.run_in_order(start, remaining, sink, budget, Order::Coordinate)
    }

    /// [`Task::run_sorted`] with the moves of every node tried in `order`
    /// (of which the lines' final order must be the one move by move).
    fn run_in_order<G: Game, S: SortedSink<G::Move>>(
        &self,
        start: &G,
        remaining: u32,
        sink: &S,
        budget: usize,
        order: Order<'_, G>,
    ) -> (u64, u64) {
        if self.stop.check() {
            return (0, 0);
        }
        let key = |pos: &G, mv| match order {
            Order::Keyed(key) => key(pos, mv),
            _ => G::coordinate_key(mv),
        };
        let (mut items, split_nodes) = self.split(start, remaining, &key);
        items.sort_by_key(|item| item.keys);
        let (firsts, total) = self.firsts(&items);
        let cutoff = AtomicUsize::new(usize::MAX);
        let memo = Memo::new(self.memory.memo_bytes());
        let work = |index: usize, item: &Item<G>, hand: &dyn Fn(S::Part)| {
            if let (Some(o), Some(&(number, mv))) = (self.observer, firsts.get(index)) {
                o.first_move(&crate::notation::san(start, mv), number, total);
            }
            let flush = |lines: Lines<G::Move>| hand(sink.part(lines));
            let result = self.run_item(
                item,
                index,
                usize::MAX,
                &cutoff,
                &memo,
                Some((&flush, order)),
            );
            if !result.lines.is_empty() {
                hand(sink.part(result.lines));
            }
            if let Some(o) = self.observer {
                o.solutions(result.recorded as usize);
            }
            (result.recorded, result.nodes)
        };
        let results = crate::search::ordered::in_order_bounded(
            &items,
            self.stop,
            work,
            |_, part| sink.take(part),
            |_, _| {},
            crate::search::ordered::Budget {
                bytes: budget,
                weight: S::weight,
            },
        );
        results
            .iter()
            .fold((0, split_nodes), |(n, nodes), &(r, k)| (n + r, nodes + k))
    }

    /// Each item's first move and its number among the first moves, and
    /// their number (for the observer only).
    fn firsts<G: Game>(&self, items: &[Item<G>]) -> (Vec<(usize, G::Move)>, usize) {
        let mut firsts: Vec<(usize, G::Move)> = Vec::new();
        let mut total = 0;
        if self.observer.is_some() {
            for item in items {
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
        (firsts, total)
    }

    /// Work items: the root, expanded one or two plies while there are
    /// fewer than 32 items a thread, so that uneven subtrees still balance
    /// (whatever the split, the concatenated results are the same, in
    /// generation order).
    fn split<G: Game>(
        &self,
        start: &G,
        remaining: u32,
        key: &dyn Fn(&G, G::Move) -> u64,
    ) -> (Vec<Item<G>>, u64) {
        let target = 32 * rayon::current_num_threads();
        let mut nodes = 0;
        // hs n.5 whose victim, to move first, is already forced to reach
        // the goal: the play ends there (a shorter solution), as Popeye
        // ends it.
        if self.family.forced_at_start(remaining) && forced_goal(start, self.goal, &mut nodes) {
            return (Vec::new(), nodes);
        }
        let mut items = vec![Item {
            prefix: [G::Move::default(); 2],
            keys: [0; 2],
            len: 0,
            pos: *start,
            remaining,
        }];
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
                        keys[item.len] = key(&item.pos, mv);
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
        ordered: Option<Ordered<'_, G>>,
    ) -> ItemResult<G::Move> {
        // (An ordered search hands its lines over as it goes; else they
        // come in generation order, kept.)
        let (flush, order) = match ordered {
            Some((flush, order)) => (Some(flush), order),
            None => (None, Order::Generation),
        };
        let mut s = Searcher {
            family: self.family,
            goal: self.goal,
            at_once_goal: self.at_once_goal,
            keep_men: self.keep_men,
            bound: Bound::of(self.family, self.goal, self.intelligent),
            gates: Default::default(),
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
            recorded: 0,
            order,
            flush,
        };
        s.path[..item.len].copy_from_slice(&item.prefix[..item.len]);
        s.search(&item.pos, item.remaining);
        ItemResult {
            lines: s.lines,
            nodes: s.nodes,
            recorded: s.recorded,
        }
    }
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
