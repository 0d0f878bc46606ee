//! Parry series whose parries are defences (`pser-#n`, `pser-s#n`,
//! `pser-r#n`), as Popeye 4.104 plays them: battle play written as lines.
//!
//! The attacker (White) plays up to n moves. After a move that checks the
//! defender, the defender answers with one move of its choice (the parry,
//! a defence: the attacker must succeed against every one); after any other
//! move the attacker moves again. The play succeeds as soon as
//!
//! - `pser-`: the attacker's move reaches the goal;
//! - `pser-s`: after the attacker's move every defender's move reaches the
//!   goal (and it has one), or the defender's parry reaches it;
//! - `pser-r`: after the attacker's move the defender can reach the goal in
//!   one (it must); and the attacker fails wherever it could reach the goal
//!   in one itself.
//!
//! A check that leaves the defender no move (and is not the goal) fails.
//! The lines are those Popeye writes: every first move that succeeds within
//! n, then below each parry (or a move without check) only the
//! continuations of the shortest length that succeeds there, every one of
//! them; the goal moves that end the line (`pser-r`: each of the
//! defender's) end one line each. `pser-s` lines stop before the forced
//! moves (the printers add them).
//!
//! The answer of a position for k moves is kept in a transposition table
//! (a success within k is one within k + 1: the bounds of [`Table`]).

use crate::game::{Game, MoveBuffer};
use crate::search::tt::Table;
use crate::search::Stop;
use crate::stipulation::Goal;

/// The family of parry battle play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParryBattle {
    /// `pser-#n`: the attacker's move reaches the goal.
    Direct,
    /// `pser-s#n`: the defender is forced to reach the goal.
    SelfPlay,
    /// `pser-r#n`: the defender must reach the goal when it can.
    Reflex,
}

/// A line found: the moves from the start and the number of the
/// attacker's moves in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BattleLine<M> {
    /// The moves (no passes), the attacker's first.
    pub moves: Vec<M>,
    /// How many of them are the attacker's.
    pub attacker_moves: u32,
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct BattleLines<M> {
    /// Every line, in the engine's move order at each node.
    pub lines: Vec<BattleLine<M>>,
    /// The first moves that succeed within n - 1 already (short keys).
    pub short_keys: Vec<M>,
    /// False when the cap on first moves left some out.
    pub complete: bool,
    /// Positions visited.
    pub nodes: u64,
}

/// Receives a key's lines (the key, whether it succeeds within n - 1, its
/// lines to take).
pub type KeyHand<'h, M> = dyn FnMut(M, bool, &mut Vec<BattleLine<M>>) + 'h;

/// A key ordering the moves of a position.
pub type MoveKey<'k, G> = &'k dyn Fn(&G, <G as Game>::Move) -> u64;

/// Which first moves a search takes, and in which order.
pub struct Roots<'k, G: Game> {
    /// The first moves are tried in the order of this key (else the
    /// engine's).
    pub order: Option<MoveKey<'k, G>>,
    /// Only the lines of the first this many first moves that succeed are
    /// made ([`BattleLines::complete`] says whether there were more).
    pub max: Option<usize>,
    /// Only this shard of the first moves (in the engine's order).
    pub shard: Option<crate::shard::Shard>,
}

/// The search of one problem: its family, goal and table.
pub struct ParrySearch<'a> {
    family: ParryBattle,
    goal: Goal,
    /// Exact play: success at the n-th move only.
    exact: bool,
    table: Table,
    stop: &'a Stop,
    nodes: u64,
    stopped: bool,
}

impl<'a> ParrySearch<'a> {
    /// A search of `family` to `goal` in `n` moves (`exact`: exactly),
    /// read `stop` at every node.
    pub fn new(
        family: ParryBattle,
        goal: Goal,
        (n, exact): (u32, bool),
        stop: &'a Stop,
    ) -> ParrySearch<'a> {
        let bits = (12 + 2 * n).min(22);
        ParrySearch {
            family,
            goal,
            exact,
            table: Table::new(bits),
            stop,
            nodes: 0,
            stopped: stop.fired(),
        }
    }

    /// Every line from `start` (the attacker to move) for `n` moves, of
    /// the first moves `roots` takes; `None` when stopped.
    pub fn lines<G: Game>(
        self,
        start: &G,
        n: u32,
        roots: &Roots<'_, G>,
    ) -> Option<BattleLines<G::Move>> {
        let mut lines = Vec::new();
        let found = self.lines_by_key(start, n, roots, &mut |_, _, key_lines| {
            lines.append(key_lines);
        })?;
        Some(BattleLines { lines, ..found })
    }

    /// [`ParrySearch::lines`], each key's lines handed to `hand` as soon
    /// as they are found (the key, whether it succeeds within n - 1, its
    /// lines to take), the keys in the order `roots` takes them, none once
    /// the stop has fired: what is returned has no lines.
    pub fn lines_by_key<G: Game>(
        mut self,
        start: &G,
        n: u32,
        roots: &Roots<'_, G>,
        hand: &mut KeyHand<'_, G::Move>,
    ) -> Option<BattleLines<G::Move>> {
        let mut lines = Vec::new();
        let mut short_keys = Vec::new();
        let mut list = G::Moves::default();
        if !self.bound_attacker_fails(start) {
            start.legal_moves(&mut list);
        }
        let mut moves: Vec<G::Move> = list
            .as_slice()
            .iter()
            .enumerate()
            .filter(|&(i, _)| roots.shard.is_none_or(|s| s.takes(i)))
            .map(|(_, &m)| m)
            .collect();
        if let Some(key) = roots.order {
            moves.sort_by_key(|&m| key(start, m));
        }
        let max_keys = roots.max;
        let mut prefix = Vec::new();
        let mut found = 0;
        let mut complete = true;
        for m in moves {
            if !self.succeeds(start, m, n) {
                continue;
            }
            if max_keys.is_some_and(|max| found >= max) {
                complete = false;
                break;
            }
            found += 1;
            let short = n > 1 && !self.exact && self.succeeds(start, m, n - 1);
            if short {
                short_keys.push(m);
            }
            prefix.push(m);
            self.move_lines(start, m, n, 1, &mut prefix, &mut lines);
            prefix.pop();
            if self.stopped {
                break;
            }
            hand(m, short, &mut lines);
            lines.clear();
        }
        (!self.stopped).then_some(BattleLines {
            lines,
            short_keys,
            complete,
            nodes: self.nodes,
        })
    }

    /// Whether the attacker (to move in `pos`) succeeds within `k` moves.
    fn wins<G: Game>(&mut self, pos: &G, k: u32) -> bool {
        if k == 0 || self.poll() {
            return false;
        }
        // (Exact play: exactly k is not within k + 1, a key per length.)
        let hash = if self.exact {
            pos.hash() ^ u64::from(k).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        } else {
            pos.hash()
        };
        if let Some(known) = self.table.get(hash).answer(k) {
            return known;
        }
        let won = !self.bound_attacker_fails(pos) && {
            let mut moves = G::Moves::default();
            pos.legal_moves(&mut moves);
            moves.as_slice().iter().any(|&m| self.succeeds(pos, m, k))
        };
        if !self.stopped {
            self.table.record(hash, k, won);
        }
        won
    }

    /// `pser-r`: the attacker (to move in `pos`) could reach the goal in
    /// one, which fails for it.
    fn bound_attacker_fails<G: Game>(&mut self, pos: &G) -> bool {
        self.family == ParryBattle::Reflex && has_goal_move(pos, self.goal, &mut self.nodes)
    }

    /// How the play ends after the attacker's move `m` of `pos` (`q` the
    /// position after it, `k` moves left including it): whether it
    /// succeeds there at once (in exact play only at the last move).
    fn ends<G: Game>(&mut self, pos: &G, m: G::Move, q: &G, k: u32) -> bool {
        if self.exact && k > 1 {
            return false;
        }
        match self.family {
            ParryBattle::Direct => pos.reaches_goal(m, q, self.goal),
            ParryBattle::SelfPlay => forced(q, self.goal, &mut self.nodes),
            ParryBattle::Reflex => has_goal_move(q, self.goal, &mut self.nodes),
        }
    }

    /// Whether the attacker's move `m` of `pos`, with `k` moves left
    /// including it, succeeds.
    fn succeeds<G: Game>(&mut self, pos: &G, m: G::Move, k: u32) -> bool {
        self.nodes += 1;
        let q = pos.after(m);
        if self.ends(pos, m, &q, k) {
            return true;
        }
        if k <= 1 || self.stopped {
            return false;
        }
        if !q.in_check() {
            return self.wins(&q.null_move(), k - 1);
        }
        let mut parries = G::Moves::default();
        q.legal_moves(&mut parries);
        if parries.is_empty() {
            return false;
        }
        parries
            .as_slice()
            .iter()
            .all(|&d| self.parry_fails(&q, d, k - 1))
    }

    /// Whether the defender's parry `d` of `q` fails, the attacker having
    /// `k` moves left after it.
    fn parry_fails<G: Game>(&mut self, q: &G, d: G::Move, k: u32) -> bool {
        let r = q.after(d);
        if self.family == ParryBattle::SelfPlay && q.reaches_goal(d, &r, self.goal) {
            // (Exact play: the goal before the attacker's last move.)
            return !self.exact;
        }
        self.wins(&r, k)
    }

    /// The lines after the attacker's move `m` of `pos` (it succeeds with
    /// `k` moves left including it; `played` attacker's moves in `prefix`,
    /// which ends with `m`).
    fn move_lines<G: Game>(
        &mut self,
        pos: &G,
        m: G::Move,
        k: u32,
        played: u32,
        prefix: &mut Vec<G::Move>,
        out: &mut Vec<BattleLine<G::Move>>,
    ) {
        let q = pos.after(m);
        if self.ends(pos, m, &q, k) {
            if self.family == ParryBattle::Reflex {
                for g in goal_moves(&q, self.goal, &mut self.nodes) {
                    let mut moves = prefix.clone();
                    moves.push(g);
                    out.push(BattleLine {
                        moves,
                        attacker_moves: played,
                    });
                }
            } else {
                out.push(BattleLine {
                    moves: prefix.clone(),
                    attacker_moves: played,
                });
            }
            return;
        }
        if !q.in_check() {
            self.attack_lines(&q.null_move(), k - 1, played, prefix, out);
            return;
        }
        let mut parries = G::Moves::default();
        q.legal_moves(&mut parries);
        for &d in parries.as_slice() {
            prefix.push(d);
            let r = q.after(d);
            if self.family == ParryBattle::SelfPlay && q.reaches_goal(d, &r, self.goal) {
                if self.exact {
                    // (A refutation: no line.)
                    prefix.pop();
                    continue;
                }
                out.push(BattleLine {
                    moves: prefix.clone(),
                    attacker_moves: played,
                });
            } else {
                self.attack_lines(&r, k - 1, played, prefix, out);
            }
            prefix.pop();
        }
    }

    /// The lines from `pos` (the attacker to move, winning within `k`):
    /// the moves that succeed within the shortest length that does (in
    /// exact play, exactly `k`).
    fn attack_lines<G: Game>(
        &mut self,
        pos: &G,
        k: u32,
        played: u32,
        prefix: &mut Vec<G::Move>,
        out: &mut Vec<BattleLine<G::Move>>,
    ) {
        let lengths = if self.exact { k..=k } else { 1..=k };
        let Some(shortest) = lengths.into_iter().find(|&j| self.wins(pos, j)) else {
            return;
        };
        let mut moves = G::Moves::default();
        pos.legal_moves(&mut moves);
        for &m in moves.as_slice() {
            if self.stopped {
                return;
            }
            if self.succeeds(pos, m, shortest) {
                prefix.push(m);
                self.move_lines(pos, m, shortest, played + 1, prefix, out);
                prefix.pop();
            }
        }
    }

    /// Count a node; whether the search must end.
    fn poll(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes.is_multiple_of(256) {
            self.stopped |= self.stop.check();
        } else {
            self.stopped |= self.stop.fired();
        }
        self.stopped
    }
}

/// Whether the side to move in `pos` has a move and every move reaches
/// `goal`.
fn forced<G: Game>(pos: &G, goal: Goal, nodes: &mut u64) -> bool {
    crate::search::help::forced_goal(pos, goal, nodes)
}

/// The moves of the side to move in `pos` that reach `goal`, in the
/// engine's order.
fn goal_moves<G: Game>(pos: &G, goal: Goal, nodes: &mut u64) -> Vec<G::Move> {
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    let info = pos.check_probe();
    list.as_slice()
        .iter()
        .copied()
        .filter(|&mv| reaches(pos, info.as_ref(), mv, goal, nodes))
        .collect()
}

/// Whether the side to move in `pos` has a move that reaches `goal`.
fn has_goal_move<G: Game>(pos: &G, goal: Goal, nodes: &mut u64) -> bool {
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    let info = pos.check_probe();
    list.as_slice()
        .iter()
        .any(|&mv| reaches(pos, info.as_ref(), mv, goal, nodes))
}

/// Whether `mv` of `pos` reaches `goal`; a mate needs a check and a
/// stalemate none, which `info` (the check probe of `pos`) tells without
/// playing the move.
#[inline]
fn reaches<G: Game>(
    pos: &G,
    info: Option<&G::CheckProbe>,
    mv: G::Move,
    goal: Goal,
    nodes: &mut u64,
) -> bool {
    let check = info.is_some_and(|i| pos.gives_check(i, mv));
    match goal {
        Goal::Mate if !check => false,
        Goal::Stalemate if check => false,
        _ => {
            *nodes += 1;
            pos.reaches_goal(mv, &pos.after(mv), goal)
        }
    }
}
