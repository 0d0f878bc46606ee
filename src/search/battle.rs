//! The battle-play prover: does the attacker force the goal within n moves?
//!
//! Direct play (`#n`, `=n`, `+n`, `x2`, ...): the attacker's move reaches
//! the goal (the defender is mated or stalemated, in check, a man is
//! captured, ...; [`crate::game::Game::reaches_goal`]). Self play (`s#n`,
//! `s=n`, `sx2`, ...): the defender's move reaches the goal against the
//! attacker, and the defender avoids it as long as it can. Reflex play (`r#n`, Popeye's reading): as self play, but the
//! defender must mate in one whenever it can, and the attacker fails wherever
//! it could mate in one itself.
//!
//! The search is exhaustive; the only shortcuts are exact: the transposition
//! table stores proven bounds, and move ordering (refutation killers per
//! depth) changes only the order in which an answer is found.

use crate::game::{Game, MoveBuffer};
use crate::search::tt::Table;
use crate::search::Stop;
use crate::stipulation::{Goal, NonTrivial, Play, Stipulation};
use crate::types::Role;

mod nontrivial;

/// Deepest n handled (the killer table size).
const MAX_DEPTH: usize = 64;

/// Nodes between two readings of the clock (a node takes well under a
/// microsecond to a few microseconds, so the stop is seen within
/// milliseconds of the deadline).
const POLL_INTERVAL: u32 = 256;

/// The kind of battle play, with its goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Battle {
    /// Direct, self or reflex play.
    pub play: Play,
    /// The goal: mate or stalemate.
    pub goal: Goal,
    /// Whether an attacker's move that reaches the goal wins (direct play;
    /// self and semi-reflex play under Popeye's `Quodlibet`).
    pub attacker_goal: bool,
    /// Popeye's `KeepMatingPiece`: whose men besides the king must stay
    /// for the play to go on (`Some(true)`: the attacker's;
    /// [`Stipulation::keeps_mating_side`]).
    pub keep_men: Option<bool>,
    /// Popeye's `MaxFlightSquares` (direct play): the most flights the
    /// defending king may have after an attacker's move that is not the
    /// last.
    pub max_flights: Option<u8>,
    /// Popeye's `NonTrivial m n` ([`NonTrivial`]; the prover keeps the
    /// budget).
    pub nontrivial: Option<NonTrivial>,
    /// Popeye's `Threat n` ([`PlayRules::max_threat`](crate::stipulation::PlayRules::max_threat)): where the
    /// attacker has more than n moves to come, its move fails unless it
    /// checks or the attacker, the defender passing, wins within n.
    pub max_threat: Option<u32>,
    /// Exact play (`exact-#3`, `exact-s#3`; [`Stipulation::exact`]): the
    /// goal counts only at the attacker's last move (direct play) or the
    /// defender's last (self play); reached earlier, the attacker fails.
    pub exact: bool,
}

impl Battle {
    /// The battle a stipulation asks for (direct, self, reflex or
    /// semi-reflex play).
    pub fn of(stip: &Stipulation) -> Battle {
        Battle {
            play: stip.play,
            goal: stip.goal,
            attacker_goal: stip.attacker_reaches_goal(),
            keep_men: stip.keeps_mating_side(),
            max_flights: stip.rules.max_flights.filter(|_| stip.play == Play::Direct),
            nontrivial: stip.rules.nontrivial,
            max_threat: stip.rules.max_threat,
            exact: stip.exact,
        }
    }
}

/// One thread's prover. Shares the transposition table; owns its killers
/// and node counter.
pub struct Prover<'t, G: Game> {
    battle: Battle,
    tt: &'t Table,
    stop: &'t Stop,
    stopped: bool,
    /// Nodes since the clock was last read (every node type advances it).
    polls: u32,
    killers: [Option<G::Move>; MAX_DEPTH + 1],
    /// Positions visited (attacker and defender nodes).
    pub nodes: u64,
    /// `NonTrivial`: the budget of non-trivial defences in force (m at the
    /// start; [`NonTrivial`]).
    budget: u32,
    /// The number of moves above which `NonTrivial` counts or `Threat`'s
    /// guard stands below (`u32::MAX`: neither option).
    degenerate_above: u32,
    /// Whether `Threat` or exact play is in force (their rules are kept
    /// out of the hot path of self play).
    ruled: bool,
}

/// [`Prover::degenerate_above`] for `battle`: `NonTrivial m n` counts at
/// the defender's turns with more than n moves to come after the
/// defence (the attacker's move made with more than n + 1), `Threat t`
/// guards those with t or more (with more than t).
fn degenerate_above(battle: &Battle) -> u32 {
    let counted = battle
        .nontrivial
        .map_or(u32::MAX, |t| u32::from(t.moves) + 1);
    counted.min(battle.max_threat.unwrap_or(u32::MAX))
}

impl<'t, G: Game> Prover<'t, G> {
    /// A prover for `battle` using the shared table `tt`, ending early (with
    /// meaningless answers) once `stop` fires.
    pub fn new(battle: Battle, tt: &'t Table, stop: &'t Stop) -> Prover<'t, G> {
        Prover {
            battle,
            tt,
            stop,
            stopped: stop.fired(),
            polls: 0,
            killers: [None; MAX_DEPTH + 1],
            nodes: 0,
            budget: battle.nontrivial.map_or(0, |t| u32::from(t.max)),
            degenerate_above: degenerate_above(&battle),
            ruled: battle.max_threat.is_some() || battle.exact,
        }
    }

    /// Whether this prover was stopped (its answers since are meaningless).
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// Count a node and say whether the search must end: the stop signal is
    /// read at every node (a relaxed atomic load), the clock every
    /// [`POLL_INTERVAL`] nodes of any kind.
    #[inline(always)]
    fn poll(&mut self) -> bool {
        self.polls = self.polls.wrapping_add(1);
        if self.polls.is_multiple_of(POLL_INTERVAL) {
            self.stopped |= self.stop.check();
        } else {
            self.stopped |= self.stop.fired();
        }
        self.stopped
    }

    /// The play and goal.
    pub fn battle(&self) -> Battle {
        self.battle
    }

    /// Whether the move `mv` of `pos` reaches the goal; `after` is the
    /// position after it (its side to move is the goal's victim).
    #[inline]
    pub fn reaches(&self, pos: &G, mv: G::Move, after: &G) -> bool {
        pos.reaches_goal(mv, after, self.battle.goal)
    }

    /// Attacker to move: does it force the goal within `n` moves?
    pub fn attacker_wins(&mut self, pos: &G, n: u32) -> bool {
        if n == 0 || self.lacks_men(pos, true) {
            return false;
        }
        if self.degenerate_below(n) {
            return self.attacker_wins_counted(pos, n);
        }
        if self.battle.exact && n >= 2 {
            return self.attacker_wins_exactly(pos, n);
        }
        self.nodes += 1;
        if self.poll() {
            return false;
        }
        let hash = pos.hash();
        if let Some(known) = self.tt.get(hash).answer(n) {
            return known;
        }
        if n == 1 && self.battle.play == Play::Direct && self.battle.goal == Goal::Mate {
            let won = self.mates_in_one(pos);
            self.tt.record(hash, 1, won);
            return won;
        }
        if n >= 2 && self.battle.play == Play::Direct {
            // A shorter win first (iterative deepening): it is usually far
            // cheaper to find, and a failure stays in the table for the
            // full-length search below. Exact: a win within n - 1 is a win
            // within n. (Measured: it costs 1-2% in self and reflex play,
            // where the attacker rarely wins early, so only direct play.)
            let mate_in_one = self.battle.goal == Goal::Mate;
            let won = if n == 2 && mate_in_one {
                self.mates_in_one(pos)
            } else {
                self.attacker_wins(pos, n - 1)
            };
            if won {
                self.tt.record(hash, n - 1, true);
                return true;
            }
            if self.stopped {
                return false;
            }
        }
        self.searched_and_kept(pos, n, hash)
    }

    /// Direct mate in one: only a move that gives check can mate. The
    /// checking moves come from the engine's own list when it has one
    /// ([`Game::visit_mate_candidates`]: the checks that may mate), else
    /// from all legal moves.
    fn mates_in_one(&mut self, pos: &G) -> bool {
        let Some(probe) = pos.check_probe() else {
            return false;
        };
        let mut mate = false;
        let listed = pos.visit_mate_candidates(&probe, |_, next| {
            mate = !next.has_legal_move();
            !mate
        });
        if listed {
            return mate;
        }
        let mut moves = G::Moves::default();
        pos.legal_moves(&mut moves);
        moves
            .as_slice()
            .iter()
            .any(|&a| pos.gives_check(&probe, a) && self.reaches(pos, a, &pos.after(a)))
    }

    fn any_attack_wins(&mut self, pos: &G, moves: &G::Moves, n: u32) -> bool {
        if self.battle.play.attacker_bound() && self.can_reach_goal_in_one(pos, moves) {
            // The attacker would be bound to mate: a failure for it.
            return false;
        }
        // (A direct mate in one never gets here: `mates_in_one` answers it.)
        moves
            .as_slice()
            .iter()
            .any(|&a| self.attack_succeeds(pos, a, &pos.after(a), n))
    }

    /// The attacker has just played `a` from `pos` (it had `n` moves
    /// including this one) and `p` is the position after it, the defender to
    /// move: does the attack succeed?
    pub fn attack_succeeds(&mut self, pos: &G, a: G::Move, p: &G, n: u32) -> bool {
        if self.degenerate_below(n) {
            return self.attack_succeeds_counted(pos, a, p, n);
        }
        self.attack_succeeds_uncounted(pos, a, p, n)
    }

    /// [`Prover::attack_succeeds`] past the count of `NonTrivial` (made, or
    /// not made here).
    fn attack_succeeds_uncounted(&mut self, pos: &G, a: G::Move, p: &G, n: u32) -> bool {
        match self.battle.play {
            Play::Direct => {
                if n == 1 {
                    return self.reaches(pos, a, p);
                }
                // A goal that leaves the defender a move (check, capture,
                // ...) ends the play where it is reached; the others are
                // seen below, where the defender has no move.
                let ends_game = self.battle.goal.ends_game();
                // (Exact play: not before the last move, where the play
                // goes on as if it were not reached.)
                if !ends_game && !self.battle.exact && self.reaches(pos, a, p) {
                    return true;
                }
                let tried = self.killers[((n - 1) as usize).min(MAX_DEPTH)];
                if self.killer_refutes(p, n - 1, false) {
                    return false;
                }
                // One generation serves both the goal test (no legal move)
                // and the defences.
                let mut moves = G::Moves::default();
                p.legal_moves(&mut moves);
                if moves.is_empty() {
                    return !self.battle.exact
                        && match self.battle.goal {
                            Goal::Mate => p.in_check(),
                            Goal::Stalemate => !p.in_check(),
                            _ => ends_game && self.reaches(pos, a, p),
                        };
                }
                if self.defender_turn_fails(p, &moves, n) {
                    return false;
                }
                self.all_defences_fail_in(p, &moves, n - 1, false, tried)
            }
            Play::SelfPlay | Play::SemiReflex
                if self.battle.attacker_goal
                    && self.goal_ends_play(n)
                    && self.reaches(pos, a, p) =>
            {
                true
            }
            Play::SelfPlay | Play::SemiReflex if self.lacks_men(p, false) => false,
            Play::SelfPlay => {
                let tried = self.killers[((n - 1) as usize).min(MAX_DEPTH)];
                if self.ruled {
                    return self.all_defences_fail_self_ruled(p, n, tried);
                }
                !self.killer_refutes(p, n - 1, true)
                    && self.all_defences_fail_self(p, n, tried, true)
            }
            Play::Reflex | Play::SemiReflex => {
                let mut moves = G::Moves::default();
                p.legal_moves(&mut moves);
                if self.defender_must_reach_goal(p, &moves, n) {
                    return true; // the defender must mate
                }
                n > 1
                    && !self.threat_unmet(p, n)
                    && self.all_defences_fail_in(p, &moves, n - 1, false, None)
            }
            // Help and series play are not battle play.
            _ => false,
        }
    }

    /// Whether the play stops, failing for the attacker, as the defender's
    /// turn begins (defender to move in `p`, with the legal `moves`, the
    /// attacker having had `n` moves with the one just played):
    /// `KeepMatingPiece`, `MaxFlightSquares` where the attacker has two
    /// moves or more to come (as Popeye 4.104 applies it: never in a `#2`),
    /// or `Threat` ([`Battle::max_threat`]: the attacker neither checks nor
    /// threatens).
    #[inline]
    pub fn defender_turn_fails(&mut self, p: &G, moves: &G::Moves, n: u32) -> bool {
        self.lacks_men(p, false)
            || (n >= 3 && self.too_many_flights(p, moves))
            || self.threat_unmet(p, n)
    }

    /// Popeye's `Threat t` at the defender's turn (defender to move in
    /// `p`, the attacker having had `n` moves with the one just played):
    /// where the attacker has t moves or more to come after the defence,
    /// its move fails unless
    /// the defender is in check or the attacker, the defender passing,
    /// wins within t moves (Popeye's `STMaxThreatLength` guard).
    #[inline(always)]
    fn threat_unmet(&mut self, p: &G, n: u32) -> bool {
        match self.battle.max_threat {
            Some(t) if n > t => self.threat_unmet_at(p, t),
            _ => false,
        }
    }

    /// [`Prover::threat_unmet`] where the guard stands (out of the hot
    /// path: most problems have no `Threat`).
    #[cold]
    #[inline(never)]
    fn threat_unmet_at(&mut self, p: &G, t: u32) -> bool {
        !p.in_check() && !self.threatens(&p.null_move(), t)
    }

    /// `Threat t`'s test, the attacker to move in `passed` (the defender
    /// having passed): does it win within t moves? In self play Popeye
    /// 4.104 counts the defender's last move (the goal) as one more
    /// half-move than the threat's length allows, so only a win within
    /// t - 1 counts there, or, under `Quodlibet`, the attacker reaching the
    /// goal itself with its next move.
    fn threatens(&mut self, passed: &G, t: u32) -> bool {
        if self.battle.play != Play::SelfPlay {
            return self.attacker_wins(passed, t);
        }
        if self.battle.attacker_goal {
            let mut moves = G::Moves::default();
            passed.legal_moves(&mut moves);
            if self.can_reach_goal_in_one(passed, &moves) {
                return true;
            }
        }
        t > 1 && self.attacker_wins(passed, t - 1)
    }

    /// `KeepMatingPiece`: whether the side whose men are kept (see
    /// [`Battle::keep_men`]) has only its king left in `pos`;
    /// `attacker_to_move` says whose turn it is.
    #[inline(always)]
    fn lacks_men(&self, pos: &G, attacker_to_move: bool) -> bool {
        self.battle.keep_men.is_some_and(|attacker_kept| {
            let side = pos.side_to_move();
            let kept = if attacker_kept == attacker_to_move {
                side
            } else {
                side.opposite()
            };
            !pos.can_ever_mate(kept)
        })
    }

    /// `MaxFlightSquares`: whether the defender (to move in `p`, with the
    /// legal `moves`) has more king moves than allowed.
    fn too_many_flights(&self, p: &G, moves: &G::Moves) -> bool {
        self.battle.max_flights.is_some_and(|max| {
            let flights = moves
                .as_slice()
                .iter()
                .filter(|&&m| p.move_facts(m).role == Role::King)
                .count();
            flights > max as usize
        })
    }

    /// Whether the last refutation found at this depth is legal in `p` and
    /// refutes here too (defender to move, the attacker having `n` more
    /// moves): then the attack fails, and the defender's moves need not be
    /// generated (the usual case: one refutation serves many attacks).
    #[inline]
    fn killer_refutes(&mut self, p: &G, n: u32, goal_ok: bool) -> bool {
        let Some(k) = self.killers[(n as usize).min(MAX_DEPTH)] else {
            return false;
        };
        if !p.is_legal(k) {
            return false;
        }
        self.nodes += 1;
        if self.poll() {
            return false;
        }
        self.defence_refutes(p, k, n, goal_ok)
    }

    /// Defender to move in self play: every defence either reaches the goal
    /// against the attacker or leaves it a win in `n - 1`.
    /// `goal_ok`: whether a defence that reaches the goal ends the play
    /// ([`Prover::goal_ends_play`]).
    fn all_defences_fail_self(
        &mut self,
        p: &G,
        n: u32,
        tried: Option<G::Move>,
        goal_ok: bool,
    ) -> bool {
        let mut moves = G::Moves::default();
        p.legal_moves(&mut moves);
        self.all_defences_fail_in(p, &moves, n - 1, goal_ok, tried)
    }

    /// Self play under `Threat` or exact play (out of the hot path): the
    /// guard, then the defences, of which one that reaches the goal before
    /// the attacker's last move refutes in exact play.
    #[cold]
    #[inline(never)]
    fn all_defences_fail_self_ruled(&mut self, p: &G, n: u32, tried: Option<G::Move>) -> bool {
        if self.threat_unmet(p, n) {
            return false;
        }
        let goal_ok = self.goal_ends_play(n);
        !self.killer_refutes(p, n - 1, goal_ok) && self.all_defences_fail_self(p, n, tried, goal_ok)
    }

    /// The attacker's move made with `n` moves to go (this one included):
    /// whether a goal reached by it, or in self play by the defence after
    /// it, ends the play (always, but in exact play, where it does only at
    /// the attacker's last move).
    #[inline]
    pub fn goal_ends_play(&self, n: u32) -> bool {
        !self.battle.exact || n <= 1
    }

    /// Exact play: does the attacker (to move in `pos`) win in exactly `n`
    /// moves? No shorter win is tried first (there is none to find), and
    /// the answer, not monotone in `n`, is kept under a key of its own.
    fn attacker_wins_exactly(&mut self, pos: &G, n: u32) -> bool {
        self.nodes += 1;
        if self.poll() {
            return false;
        }
        self.keyed_full_length(pos, n, pos.hash() ^ exact_salt(n))
    }

    /// The attacker's moves in `pos` searched at the full length `n` alone,
    /// the answer kept in the table under `key` (answers that hold for
    /// that `n`, and what the key says besides the position, only).
    pub(super) fn keyed_full_length(&mut self, pos: &G, n: u32, key: u64) -> bool {
        if let Some(known) = self.tt.get(key).answer(n) {
            return known;
        }
        self.searched_and_kept(pos, n, key)
    }

    /// The attacker's moves in `pos` searched with `n` moves, the answer
    /// kept in the table under `key` unless the search was stopped.
    #[inline(always)]
    fn searched_and_kept(&mut self, pos: &G, n: u32, key: u64) -> bool {
        let mut moves = G::Moves::default();
        pos.legal_moves(&mut moves);
        let won = self.any_attack_wins(pos, &moves, n);
        if !self.stopped {
            self.tt.record(key, n, won);
        }
        won
    }

    /// Shared defender loop: `goal_ok` accepts defences that reach the goal
    /// against the attacker (self play). The attacker has `n` more moves.
    /// `tried`: a defence already found not to refute (not tried again).
    fn all_defences_fail_in(
        &mut self,
        p: &G,
        moves: &G::Moves,
        n: u32,
        goal_ok: bool,
        tried: Option<G::Move>,
    ) -> bool {
        if moves.is_empty() {
            return false; // stalemate or mate of the defender: not the goal here
        }
        self.nodes += 1;
        if self.poll() {
            return false;
        }
        let depth = (n as usize).min(MAX_DEPTH);
        // Try the last refutation found at this depth first.
        let killer = self.killers[depth];
        if let Some(k) = killer.filter(|&k| Some(k) != tried) {
            if moves.as_slice().contains(&k) && self.defence_refutes(p, k, n, goal_ok) {
                return false;
            }
        }
        for &d in moves.as_slice() {
            if Some(d) == killer || Some(d) == tried {
                continue;
            }
            if self.defence_refutes(p, d, n, goal_ok) {
                self.killers[depth] = Some(d);
                return false;
            }
        }
        true
    }

    #[inline]
    fn defence_refutes(&mut self, p: &G, d: G::Move, n: u32, goal_ok: bool) -> bool {
        let q = p.after(d);
        if goal_ok && self.reaches(p, d, &q) {
            return false;
        }
        // Exact self play before the attacker's last move: a defence that
        // reaches the goal refutes (as in `refutes`; Popeye 4.104 lists no
        // key of `exact-s~2` where every defence reaches the goal at once).
        if !goal_ok
            && self.battle.exact
            && self.battle.play == Play::SelfPlay
            && self.reaches(p, d, &q)
        {
            return true;
        }
        !self.attacker_wins(&q, n)
    }

    /// Whether some move in `moves` reaches the goal against the opponent.
    pub fn can_reach_goal_in_one(&self, pos: &G, moves: &G::Moves) -> bool {
        moves
            .as_slice()
            .iter()
            .any(|&m| self.reaches(pos, m, &pos.after(m)))
    }

    /// Reflex and semi-reflex play: whether the defender (to move in `p`,
    /// with the legal `moves`, the attacker having had `n` moves with the
    /// one just played) must reach the goal, ending the play. In exact play
    /// only after the attacker's last move: before it a goal the defender
    /// could reach binds it to nothing and, reached, ends nothing (Popeye
    /// 4.104's `exact-semi-r` and `exact-r`: the play goes on as if it
    /// were not reached).
    #[inline]
    pub fn defender_must_reach_goal(&self, p: &G, moves: &G::Moves, n: u32) -> bool {
        self.battle.play.defender_bound()
            && self.goal_ends_play(n)
            && self.can_reach_goal_in_one(p, moves)
    }

    /// After the attacker's move (defender to move in `p`, attacker having had
    /// `n` moves including it): the defender's move `d` refutes the attack.
    pub fn refutes(&mut self, p: &G, d: G::Move, n: u32) -> bool {
        match self.battle.play {
            Play::Direct => n <= 1 || !self.attacker_wins(&p.after(d), n - 1),
            Play::SelfPlay => {
                let q = p.after(d);
                if self.reaches(p, d, &q) {
                    return !self.goal_ends_play(n);
                }
                n <= 1 || !self.attacker_wins(&q, n - 1)
            }
            Play::Reflex | Play::SemiReflex => {
                let mut moves = G::Moves::default();
                p.legal_moves(&mut moves);
                if self.defender_must_reach_goal(p, &moves, n) {
                    return false;
                }
                n <= 1 || !self.attacker_wins(&p.after(d), n - 1)
            }
            _ => true,
        }
    }

    /// The smallest k in `1..=max` such that the attacker (to move) wins
    /// within k (exact play: `max` itself, if it wins in exactly `max`).
    pub fn shortest_win(&mut self, pos: &G, max: u32) -> Option<u32> {
        let first = if self.battle.exact { max.max(1) } else { 1 };
        (first..=max).find(|&k| self.attacker_wins(pos, k))
    }

    /// The smallest k in `1..=max` such that the attacker's move `a` of
    /// `pos`, already played (defender to move in `p`), succeeds within k
    /// (exact play: `max` itself, if it succeeds in exactly `max`).
    pub fn shortest_success(&mut self, pos: &G, a: G::Move, p: &G, max: u32) -> Option<u32> {
        let first = if self.battle.exact { max.max(1) } else { 1 };
        (first..=max).find(|&k| self.attack_succeeds(pos, a, p, k))
    }
}

/// The part of a table key that says exact play's number of moves (its
/// answers hold for that number alone).
#[inline]
fn exact_salt(n: u32) -> u64 {
    (u64::from(n) + 1).wrapping_mul(0xd6e8_feb8_6659_fd93)
}
