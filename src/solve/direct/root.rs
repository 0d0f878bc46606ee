//! The attacker's first moves: each classified (key, try or neither) by
//! the prover, the keys and tries analysed into trees, the set play; in
//! parallel over the first moves with one shared table, the results in a
//! fixed order. With a [`TreeStream`], the first moves are taken in the
//! stream's order and each one's tree handed over in parts ([`TreePart`]:
//! its node, then each variation in the stream's order) as soon as every
//! first move before it is done; [`solve_in_turn`] does the same for a
//! [`TreeWatch`] on the calling thread alone.

use super::report::{
    AttackNode, Defence, DirectError, DirectOptions, DirectReport, MoveText, Room, Style,
    ATTACK_BYTES, DEFENCE_BYTES, THREAT_BYTES,
};
use super::tree::{analyse_watched, defences, refutations, sorted, table_bits, AfterAttack, Watch};
use crate::game::{Game, MoveBuffer};
use crate::search::battle::{Battle, Prover};
use crate::search::tt::Table;
use crate::search::Stop;
use crate::solve::progress::{NoProgress, Progress};
use crate::stipulation::{Play, Stipulation};
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Receives direct play's first moves' results as they become final, in
/// its own order, one call at a time; it must not change anything the
/// solve returns.
pub trait TreeWatch<G: Game> {
    /// The watch's order of the moves in `pos`: the attacker's first
    /// moves, and the defences after one.
    fn move_key(&self, pos: &G, mv: G::Move) -> u64;
    /// A part of the next first move's tree, as soon as it is known (the
    /// parts of one first move come in order, before its
    /// [`first_move`](Self::first_move)). Never called once the stop has
    /// fired.
    fn part(&self, mv: G::Move, part: TreePart);
    /// The next first move in the stream's order: a key (`true`) or a try
    /// (`false`) with its tree (parts of which may have been handed over),
    /// or `None` for neither. Never called once the stop has fired.
    fn first_move(&self, mv: G::Move, found: Option<(bool, &AttackNode)>);
    /// Whether the watch keeps the variations it is handed (it writes
    /// them, say): the solve then keeps none of them, and the nodes it
    /// reports have no variations (the keys, tries, threats and
    /// refutations are still there). By default the solve keeps them too.
    fn takes_variations(&self) -> bool {
        false
    }
}

/// A [`TreeWatch`] called from worker threads, which also receives the
/// set play.
pub trait TreeStream<G: Game>: TreeWatch<G> + Sync {
    /// The set play (`None` when not asked for or not applicable), before
    /// any first move.
    fn set_play(&self, set: Option<&[Defence]>);
}

/// A part of a first move's tree handed to a [`TreeStream`] while the
/// tree is analysed.
pub enum TreePart {
    /// A key (`true`) or a try, its node as it will be but for the
    /// variations (none yet); its variations follow.
    Head(bool, AttackNode),
    /// The next variation, in the stream's order of the defences.
    Variation(Defence),
}

impl TreePart {
    /// About the bytes a part holds (while it waits for its turn).
    pub fn bytes(&self) -> usize {
        match self {
            TreePart::Head(_, node) => node_bytes(node),
            TreePart::Variation(d) => defence_bytes(d),
        }
    }
}

/// About the bytes a node holds, its play below included.
fn node_bytes(node: &AttackNode) -> usize {
    ATTACK_BYTES
        + (node.threats.len() + node.refutations.len()) * THREAT_BYTES
        + node.variations.iter().map(defence_bytes).sum::<usize>()
}

/// About the bytes a defence holds, its play below included.
fn defence_bytes(d: &Defence) -> usize {
    DEFENCE_BYTES + d.continuations.iter().map(node_bytes).sum::<usize>()
}

/// [`super::solve`] with progress reports and a stop signal (time limit); a stopped
/// solve returns [`DirectError::Stopped`].
pub fn solve_with<G: Game>(
    pos: &G,
    stip: &Stipulation,
    opts: &DirectOptions,
    progress: &dyn Progress,
    stop: &Stop,
) -> Result<DirectReport, DirectError> {
    solve_streamed(pos, stip, opts, progress, stop, None)
}

/// [`solve_with`] that also hands the set play and each first move's
/// result to `stream` while it runs; the report is the same.
pub fn solve_streamed<G: Game>(
    pos: &G,
    stip: &Stipulation,
    opts: &DirectOptions,
    progress: &dyn Progress,
    stop: &Stop,
    stream: Option<&dyn TreeStream<G>>,
) -> Result<DirectReport, DirectError> {
    if !stip.is_adversarial() {
        return Err(DirectError::NotBattlePlay(*stip));
    }
    let table = Table::new(opts.table_bits.min(table_bits(stip.moves)));
    let roots = Roots::new(pos, stip, opts, &table, (progress, stop), true);
    let mut root: Vec<(usize, G::Move)> = sorted(pos)
        .into_iter()
        .enumerate()
        .filter(|(i, _)| opts.shard.is_none_or(|s| s.takes(*i)))
        .collect();
    progress.set_total(root.len() as u64);

    let set_play = roots.set_play();
    let found: Vec<(usize, Option<(bool, AttackNode)>)> = match stream {
        None => roots.classified_then_analysed(&root),
        Some(stream) => {
            stream.set_play(set_play.as_deref());
            root.sort_by_cached_key(|&(_, a)| stream.move_key(pos, a));
            // (Which first moves have trees is known only as they come:
            // each gets an equal share of every first move's. A stream
            // that takes the variations leaves a tree one variation at a
            // time, and one tree a thread is analysed at once.)
            let trees = if stream.takes_variations() {
                rayon::current_num_threads()
            } else {
                root.len()
            };
            let share = roots.trees_bytes() / trees.max(1);
            // The parts waiting for their turn hold at most as much again.
            let budget = crate::search::ordered::Budget {
                bytes: roots.trees_bytes(),
                weight: TreePart::bytes,
            };
            crate::search::ordered::in_order_bounded(
                &root,
                stop,
                |_, &(i, a), sink| {
                    let found = roots
                        .classify(a)
                        .map(|refs| roots.analyse(a, &refs, share, Some((stream, sink))));
                    (i, found)
                },
                |k, part| stream.part(root[k].1, part),
                |k, (_, found)| {
                    let found = found.as_ref().map(|(key, node)| (*key, node));
                    stream.first_move(root[k].1, found);
                },
                budget,
            )
        }
    };
    // A stopped solve is meaningless: no verdict. (The clock too: a run
    // that ends past its limit reports the limit.)
    if stop.check() {
        return Err(DirectError::Stopped);
    }
    let mut keys = Vec::new();
    let mut tries = Vec::new();
    for (i, found) in found {
        match found {
            Some((true, node)) => keys.push((i, node)),
            Some((false, node)) => tries.push((i, node)),
            None => {}
        }
    }
    let mut report = DirectReport::assemble(
        stip,
        pos.side_to_move().name(),
        keys,
        tries,
        set_play,
        roots.nodes.load(Ordering::Relaxed),
    );
    report.tree_cut = roots.cut.load(Ordering::Relaxed);
    Ok(report)
}

/// The first moves of `stip` from `pos` that are keys (or tries, as
/// `opts` asks), each classified and analysed on this thread alone, in
/// `watch`'s order, and handed to `watch` with its parts as they are found
/// (Popeye's threats: a tree written while it is analysed, by a writer
/// that must not wait for the search's threads). No set play; `Stopped`
/// when `stop` fired.
pub fn solve_in_turn<G: Game>(
    pos: &G,
    stip: &Stipulation,
    opts: &DirectOptions,
    stop: &Stop,
    watch: &dyn TreeWatch<G>,
) -> Result<(), DirectError> {
    if !stip.is_adversarial() {
        return Err(DirectError::NotBattlePlay(*stip));
    }
    let table = Table::new(opts.table_bits.min(table_bits(stip.moves)));
    let roots = Roots::new(pos, stip, opts, &table, (&NoProgress, stop), false);
    let mut root = sorted(pos);
    root.sort_by_cached_key(|&a| watch.move_key(pos, a));
    // (One tree at a time, each handed over before the next.)
    let share = roots.trees_bytes();
    for a in root {
        let sink = |part| watch.part(a, part);
        let found = roots
            .classify(a)
            .map(|refs| roots.analyse(a, &refs, share, Some((watch, &sink))));
        if stop.fired() {
            return Err(DirectError::Stopped);
        }
        watch.first_move(a, found.as_ref().map(|(key, node)| (*key, node)));
    }
    Ok(())
}

/// The set play of `stip` in `pos` alone, as [`solve_with`] reports it
/// (`None` where there is none to show: without `opts.set_play`, with the
/// attacker in check, in one-move direct play), without solving the play:
/// for a diagram whose play has no position (the defender, not to move, is
/// in check) while its set play, the defender to move, has one.
/// `Stopped` when `stop` fired.
pub fn set_play_alone<G: Game>(
    pos: &G,
    stip: &Stipulation,
    opts: &DirectOptions,
    stop: &Stop,
) -> Result<Option<Vec<Defence>>, DirectError> {
    if !stip.is_adversarial() {
        return Err(DirectError::NotBattlePlay(*stip));
    }
    let table = Table::new(opts.table_bits.min(table_bits(stip.moves)));
    let roots = Roots::new(pos, stip, opts, &table, (&NoProgress, stop), false);
    let set = roots.set_play();
    if stop.check() {
        return Err(DirectError::Stopped);
    }
    if roots.cut.load(Ordering::Relaxed) {
        return Err(DirectError::TreeCut);
    }
    Ok(set)
}

/// Where a first move's tree goes as it is analysed: the watch (for its
/// order of the defences) and the sink of the parts.
type Shown<'w, G> = (&'w dyn TreeWatch<G>, &'w dyn Fn(TreePart));

/// A first move (with its place among the first moves in coordinate
/// order) and its refutations: none for a key, some for a try, `None` for
/// neither.
type Classified<M> = (usize, M, Option<Vec<M>>);

/// What every first move's search shares.
struct Roots<'a, G: Game> {
    battle: Battle,
    table: &'a Table,
    stop: &'a Stop,
    pos: &'a G,
    /// The attacker's moves.
    n: u32,
    opts: &'a DirectOptions,
    /// Tries and set play of one-move self and reflex problems too.
    popeye_self: bool,
    /// The style of every tree (its room set per tree).
    style: Style<'static>,
    nodes: AtomicU64,
    /// Some tree was cut at its share of `opts.tree_bytes`.
    cut: AtomicBool,
    progress: &'a dyn Progress,
    /// Defences searched in parallel (else all on the calling thread).
    parallel: bool,
}

impl<'a, G: Game> Roots<'a, G> {
    /// What the first moves of `stip` from `pos` share.
    fn new(
        pos: &'a G,
        stip: &Stipulation,
        opts: &'a DirectOptions,
        table: &'a Table,
        (progress, stop): (&'a dyn Progress, &'a Stop),
        parallel: bool,
    ) -> Self {
        let battle = Battle::of(stip);
        Roots {
            battle,
            table,
            stop,
            pos,
            n: stip.moves,
            opts,
            // Popeye also shows tries and set play of one-move self and
            // reflex problems (the defender's reply is still to come).
            popeye_self: opts.popeye_variations && battle.play != Play::Direct,
            style: Style {
                popeye: opts.popeye_variations,
                no_threat: opts.no_threat,
                refutations: false,
                room: None,
            },
            nodes: AtomicU64::new(0),
            cut: AtomicBool::new(false),
            progress,
            parallel,
        }
    }

    /// The first moves (with their places in coordinate order) classified
    /// in parallel, then the keys and tries analysed in parallel.
    fn classified_then_analysed(
        &self,
        root: &[(usize, G::Move)],
    ) -> Vec<(usize, Option<(bool, AttackNode)>)> {
        let classified: Vec<Classified<G::Move>> = root
            .par_iter()
            .map(|&(i, a)| (i, a, self.classify(a)))
            .collect();
        // A stopped classification is meaningless: no analysis.
        if self.stop.fired() {
            return Vec::new();
        }
        let trees = classified.iter().filter(|(_, _, r)| r.is_some()).count();
        let share = self.trees_bytes() / trees.max(1);
        classified
            .par_iter()
            .map(|(i, a, refs)| {
                let found = refs
                    .as_ref()
                    .map(|refs| self.analyse(*a, refs, share, None));
                (*i, found)
            })
            .collect()
    }

    /// The bytes the keys' and tries' trees may hold together: what the
    /// set play's quarter leaves of `opts.tree_bytes`.
    fn trees_bytes(&self) -> usize {
        let all = self.opts.tree_bytes;
        all - all / 4
    }

    /// Whether the first move `a` is a key (no refutation), a try (its
    /// refutations) or neither (`None`).
    fn classify(&self, a: G::Move) -> Option<Vec<G::Move>> {
        let (battle, n, pos) = (self.battle, self.n, self.pos);
        let mut prover = Prover::new(battle, self.table, self.stop);
        if prover.stopped() {
            self.progress.advance();
            return None; // meaningless; reported as a stop
        }
        let p = pos.after(a);
        // (`NonTrivial`'s budget is one prover's: no parallel defences.)
        let parallel = self.parallel && n >= PARALLEL_DEFENCE_DEPTH;
        let succeeds = if parallel && battle.nontrivial.is_none() {
            defences_fail_in_parallel(battle, self.table, self.stop, (pos, a, &p), n, &self.nodes)
        } else {
            prover.attack_succeeds(pos, a, &p, n)
        };
        let result = if succeeds {
            Some(Vec::new())
        } else if self.opts.tries && (n > 1 || self.popeye_self) {
            refutations(&mut prover, &p, n, self.opts.max_refutations)
        } else {
            None
        };
        let nodes = self.nodes.fetch_add(prover.nodes, Ordering::Relaxed) + prover.nodes;
        self.progress
            .proved(result.as_ref().map(|refs| refs.is_empty()), nodes);
        result
    }

    /// The tree of a key (no `refs`) or a try (its refutations `refs`):
    /// whether it is a key, and its node, cut where it would hold more
    /// than `share` bytes; its parts handed to `shown`'s sink as they are
    /// found, in its stream's order.
    fn analyse(
        &self,
        a: G::Move,
        refs: &[G::Move],
        share: usize,
        shown: Option<Shown<'_, G>>,
    ) -> (bool, AttackNode) {
        let mut prover = Prover::new(self.battle, self.table, self.stop);
        let is_key = refs.is_empty();
        let after = self.pos.after(a);
        let finished = |node: &mut AttackNode| {
            node.refutations = refs.iter().map(|&d| MoveText::new(&after, d)).collect();
            if !is_key {
                node.length = None;
            }
        };
        let room = Room::new(share);
        let style = Style {
            room: Some(&room),
            ..self.style
        };
        let (pos, n) = (self.pos, self.n);
        let mut node = match shown {
            None => analyse_watched(&mut prover, pos, a, n, style, None),
            Some((stream, sink)) => {
                let head = |node: &AttackNode| {
                    let mut node = node.clone();
                    finished(&mut node);
                    sink(TreePart::Head(is_key, node));
                };
                let watch = Watch {
                    order: &|p: &G, d| stream.move_key(p, d),
                    head: &head,
                    variation: &|d: &Defence| sink(TreePart::Variation(d.clone())),
                    keep: !stream.takes_variations(),
                };
                analyse_watched(&mut prover, pos, a, n, style, Some(&watch))
            }
        };
        finished(&mut node);
        if room.was_cut() {
            self.cut.store(true, Ordering::Relaxed);
        }
        let nodes = self.nodes.fetch_add(prover.nodes, Ordering::Relaxed) + prover.nodes;
        self.progress.analysed(nodes);
        (is_key, node)
    }

    /// The set play, if asked for and there is one to show (none with the
    /// attacker in check, nor in one-move direct play, nor in a shard
    /// but the first).
    fn set_play(&self) -> Option<Vec<Defence>> {
        let (pos, n) = (self.pos, self.n);
        let first_shard = self.opts.shard.is_none_or(|s| s.index == 1);
        if !(self.opts.set_play && !pos.in_check() && (n > 1 || self.popeye_self) && first_shard) {
            return None;
        }
        let mut prover = Prover::new(self.battle, self.table, self.stop);
        let defender_first = pos.null_move();
        let mut moves = G::Moves::default();
        defender_first.legal_moves(&mut moves);
        // `KeepMatingPiece` and `MaxFlightSquares` stop the play at the
        // defender's first turn as after a key (Popeye's guards).
        let room = Room::new(self.opts.tree_bytes / 4);
        let style = Style {
            room: Some(&room),
            ..self.style
        };
        let play = if prover.defender_turn_fails(&defender_first, &moves, n) {
            Vec::new()
        } else {
            let at = AfterAttack {
                p: &defender_first,
                n,
                threat: None,
                style,
                set: true,
            };
            defences(&mut prover, &at, None)
        };
        if room.was_cut() {
            self.cut.store(true, Ordering::Relaxed);
        }
        self.nodes.fetch_add(prover.nodes, Ordering::Relaxed);
        Some(play)
    }
}

/// From this many moves on, the defences after each first move are also
/// searched in parallel (below it the root moves alone keep the cores busy).
const PARALLEL_DEFENCE_DEPTH: u32 = 3;

/// Whether the attacker's move `a` of `pos` (`p` the position after it,
/// defender to move, `n` moves including it) succeeds, trying the defences
/// in parallel. Exact: it holds iff no defence refutes, whichever thread
/// finds a refutation first.
fn defences_fail_in_parallel<G: Game>(
    battle: Battle,
    table: &Table,
    stop: &Stop,
    (pos, a, p): (&G, G::Move, &G),
    n: u32,
    nodes: &AtomicU64,
) -> bool {
    let mut prover = Prover::<G>::new(battle, table, stop);
    if battle.attacker_goal && prover.goal_ends_play(n) && prover.reaches(pos, a, p) {
        return true;
    }
    let mut list = G::Moves::default();
    p.legal_moves(&mut list);
    if list.is_empty() || prover.defender_turn_fails(p, &list, n) {
        return false;
    }
    if prover.defender_must_reach_goal(p, &list, n) {
        return true;
    }
    let refuted = list.as_slice().par_iter().any(|&d| {
        let mut prover = Prover::new(battle, table, stop);
        let r = prover.refutes(p, d, n);
        nodes.fetch_add(prover.nodes, Ordering::Relaxed);
        r
    });
    !refuted
}
