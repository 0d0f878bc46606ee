//! The depth-first enumeration of every game of exactly the given length
//! from the start to the target, with the exact cuts of [`super`].

use super::bound::{side_within, Men, SideTarget, MAX_MEN};
use super::dist::Distances;
use crate::game::MoveBuffer;
use crate::proof_game::ProofGame;
use crate::search::failures::FailTable;
use crate::search::Stop;
use crate::types::Color;
use rayon::prelude::*;

/// Who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The sides alternate (`dia n`, `a=>b n`).
    Alternate,
    /// The side to move at the start plays every move (`ser-dia n`); it may
    /// not give check before its last move (the other side would be in
    /// check while not to move).
    Series,
}

/// A proof-game question: from `start`, `plies` single moves to a
/// position with the placement `target`.
pub struct Spec<G: ProofGame> {
    /// The position to start from (its side to move starts).
    pub start: G,
    /// The target position (only its placement counts).
    pub target: G,
    /// Single moves.
    pub plies: u32,
    /// Alternating or series play.
    pub mode: Mode,
}

/// Receives a proof search's games as they become final. Called from
/// worker threads, one call at a time; it must not change anything the
/// search returns.
pub trait GameStream<G: ProofGame>: Sync {
    /// The stream's order of the moves of `pos`: the work items (the first
    /// one or two moves) are handed over in ascending order of their
    /// moves' keys (of the first move, then of the second).
    fn move_key(&self, pos: &G, mv: G::Move) -> u64;
    /// The full length's search begins from `start` (its side to move
    /// starts); the shorter games, every one (each from `start`, in no
    /// particular order).
    fn begin(&self, start: &G, short: &[Vec<G::Move>]);
    /// The games found by the next work item (flat, `plies` moves each,
    /// in no particular order). Never called once the stop has fired.
    fn games(&self, games: &[G::Move], plies: u32);
}

/// What a search found.
pub struct Found<M> {
    /// Every game found, in no particular order, `plies` moves each, flat.
    pub moves: Vec<M>,
    /// How many games.
    pub count: usize,
    /// Whether a solution limit stopped some part of the search.
    pub capped: bool,
    /// Nodes visited.
    pub nodes: u64,
}

/// Why the search gave no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchError {
    /// The stop signal fired.
    Stopped,
    /// A side has more men than the bound arrays hold.
    TooManyMen,
}

/// The shared, read-only part of a search.
struct Shared<'a, G: ProofGame> {
    spec: &'a Spec<G>,
    placement: G::Placement,
    /// The men of each side in the target, as the routing bounds see them
    /// (empty when [`ProofGame::ROUTED`] is false).
    targets: [SideTarget; 2],
    /// How many men each side has in the target.
    counts: [usize; 2],
    /// The distance tables of the routing bounds (when they apply).
    dist: Option<&'static Distances>,
    table: &'a FailTable,
    stop: &'a Stop,
    cap: usize,
}

/// One work item's search state.
struct Worker<'s, 'a, G: ProofGame> {
    shared: &'s Shared<'a, G>,
    line: Vec<G::Move>,
    moves: Vec<G::Move>,
    count: usize,
    capped: bool,
    nodes: u64,
}

/// Positions with fewer single moves left are not looked up or stored:
/// searching them again costs less than the table's cache misses.
const MIN_TABLED: u32 = 2;

/// Table size by length (slots of 16 bytes): 64 KiB up to 6 single moves,
/// 1 MiB up to 12, 4 MiB up to 15, 64 MiB from 16 on. A table much larger
/// than the search costs more than it saves: every page of it the search
/// touches is a page fault (Popeye's `a=>b6` regression, 12 single moves
/// and 37,000 nodes: 1,540 page faults with 4 MiB, a third of its time).
pub fn table_bits(plies: u32) -> u32 {
    match plies {
        0..=6 => 12,
        7..=12 => 16,
        13..=15 => 18,
        _ => 22,
    }
}

/// The failure table for a stipulation of `plies` single moves
/// ([`table_bits`]). Tables up to 4 MiB have every page mapped at once: a
/// search probes a slot before it writes it, so a page first met by a
/// probe costs two page faults (the shared zero page, then its own), and
/// even short searches touch most pages of these (Popeye's `a=>b6`: 700
/// page faults -> 440). The 64 MiB table is left to be mapped as used: a
/// long stipulation may still be refuted in a few nodes.
pub fn new_table(plies: u32) -> FailTable {
    let bits = table_bits(plies);
    if bits <= 18 {
        FailTable::with_bits_touched(bits)
    } else {
        FailTable::with_bits(bits)
    }
}

/// Every game of the spec (up to `cap` per work item, `None`: all), in
/// parallel on the current rayon pool; with a `stream`, each work item's
/// games handed to it as soon as every item before it in its order is
/// done. `table` may serve several runs to the same target in the same
/// mode (the lengths of one stipulation): an entry depends only on the
/// position and the moves left, and a position on the target is cut
/// before the table is read.
pub fn run<G: ProofGame>(
    spec: &Spec<G>,
    table: &FailTable,
    cap: Option<usize>,
    stop: &Stop,
    stream: Option<&dyn GameStream<G>>,
) -> Result<Found<G::Move>, SearchError> {
    let shared = Shared::new(spec, table, cap, stop)?;
    let mut items = shared.work_items();
    let work = |prefix: &Vec<G::Move>| {
        let mut w = Worker {
            shared: &shared,
            line: prefix.clone(),
            moves: Vec::new(),
            count: 0,
            capped: false,
            nodes: 0,
        };
        w.line.reserve(spec.plies as usize);
        let pos = replay(spec, prefix);
        w.node(&pos, spec.plies - prefix.len() as u32, None);
        w
    };
    let results: Vec<Worker<G>> = match stream {
        None => items.par_iter().map(work).collect(),
        Some(stream) => {
            items.sort_by_cached_key(|prefix| {
                let mut pos = spec.start;
                let mut keys = Vec::with_capacity(prefix.len());
                for &mv in prefix {
                    keys.push(stream.move_key(&pos, mv));
                    pos = replay(spec, &prefix[..keys.len()]);
                }
                keys
            });
            crate::search::ordered::in_order(
                &items,
                stop,
                |_, prefix| work(prefix),
                |_, w| stream.games(&w.moves, spec.plies),
            )
        }
    };
    if stop.fired() {
        return Err(SearchError::Stopped);
    }
    let mut found = Found {
        moves: Vec::new(),
        count: 0,
        capped: false,
        nodes: 0,
    };
    for w in results {
        found.nodes += w.nodes;
        found.capped |= w.capped;
        found.moves.extend_from_slice(&w.moves);
        found.count += w.count;
    }
    if found.count > shared.cap {
        found.count = shared.cap;
        found.moves.truncate(shared.cap * spec.plies as usize);
        found.capped = true;
    }
    Ok(found)
}

/// The position after `prefix` from the start (series play: the series
/// side to move again).
fn replay<G: ProofGame>(spec: &Spec<G>, prefix: &[G::Move]) -> G {
    let mut pos = spec.start;
    for &mv in prefix {
        pos.play(mv);
        if spec.mode == Mode::Series {
            pos = pos.null_move();
        }
    }
    pos
}

impl<'a, G: ProofGame> Shared<'a, G> {
    /// The shared part of [`run`]'s search (its arguments), or why there
    /// is none (a side with more men than the bounds hold).
    fn new(
        spec: &'a Spec<G>,
        table: &'a FailTable,
        cap: Option<usize>,
        stop: &'a Stop,
    ) -> Result<Self, SearchError> {
        // A side's men in the target, unless it has too many (there or at
        // the start).
        let side = |color| {
            let mut men = Men::default();
            let fits =
                spec.target.men(color, &mut men) && spec.start.men(color, &mut Men::default());
            fits.then(|| SideTarget::new(color, &men))
                .ok_or(SearchError::TooManyMen)
        };
        Ok(Shared {
            spec,
            placement: spec.target.placement(),
            targets: [side(Color::White)?, side(Color::Black)?],
            counts: [
                spec.target.count(Color::White),
                spec.target.count(Color::Black),
            ],
            dist: G::ROUTED.then(|| Distances::get_or_build(spec.start.has_zero_moves())),
            table,
            stop,
            cap: cap.unwrap_or(usize::MAX).max(1),
        })
    }

    /// The work items: the first one or two single moves (those after
    /// which the target may still be reached).
    fn work_items(&self) -> Vec<Vec<G::Move>> {
        let spec = self.spec;
        let depth = if spec.plies >= 3 { 2 } else { 0 };
        let mut items: Vec<Vec<G::Move>> = vec![Vec::new()];
        for d in 0..depth {
            let mut next = Vec::new();
            for prefix in &items {
                let pos = replay(spec, prefix);
                let left = spec.plies - d as u32;
                if !self.feasible(&pos, left) {
                    continue;
                }
                for mv in self.children(&pos, left) {
                    let mut p = prefix.clone();
                    p.push(mv);
                    next.push(p);
                }
            }
            items = next;
        }
        items
    }

    /// The legal moves worth playing with `left` single moves left (series:
    /// no check before the last move).
    fn children(&self, pos: &G, left: u32) -> Vec<G::Move> {
        let mut list = G::Moves::default();
        pos.legal_moves(&mut list);
        let mut out: Vec<G::Move> = list.as_slice().to_vec();
        if self.spec.mode == Mode::Series && left > 1 {
            if let Some(probe) = pos.check_probe() {
                out.retain(|&m| !pos.gives_check(&probe, m));
            }
        }
        out
    }

    /// Whether the target may still be reached in `left` single moves:
    /// false only when an exact cut proves it cannot (see the module
    /// documentation of [`super`]).
    fn feasible(&self, pos: &G, left: u32) -> bool {
        self.feasible_after(pos, left, None).is_some()
    }

    /// [`Shared::feasible`], returning the number of men on the board when
    /// feasible. `parent_men`: the number of men before the last move, when
    /// that position passed this test. Without a capture since, the side
    /// that did not make the last move has the same men, castling rights
    /// and capture allowance as there, and the same number of moves to
    /// come, so its routing bound is not computed again.
    #[inline]
    fn feasible_after(&self, pos: &G, left: u32, parent_men: Option<usize>) -> Option<usize> {
        let mover = pos.side_to_move();
        let (mine, theirs) = match self.spec.mode {
            Mode::Alternate => (left.div_ceil(2), left / 2),
            Mode::Series => (left, 0),
        };
        let mut rem = [0u32; 2];
        rem[mover.index()] = mine;
        rem[mover.opposite().index()] = theirs;
        let counts = [pos.count(Color::White), pos.count(Color::Black)];
        let count = counts[0] + counts[1];
        let just_moved = match self.spec.mode {
            Mode::Alternate => mover.opposite(),
            Mode::Series => mover,
        };
        if !G::ROUTED {
            return self.plain_feasible(pos, rem, counts).then_some(count);
        }
        let dist = self.dist?;
        let unchanged = parent_men == Some(count);
        for c in Color::ALL {
            let i = c.index();
            let o = c.opposite().index();
            let target = &self.targets[i];
            // Men of the other side that must still be captured, each by a
            // move of this side.
            let removable = counts[o].checked_sub(self.targets[o].count())?;
            if removable as u32 > rem[i] {
                return None;
            }
            if unchanged && c != just_moved {
                continue;
            }
            if rem[i] == 0 && counts[i] == target.count() {
                // No move left and none of its men to lose: the side's men
                // must stand as in the target now (the bound below says the
                // same, at more cost).
                if !pos.same_side(&self.spec.target, c) {
                    return None;
                }
                continue;
            }
            if counts[i] > MAX_MEN {
                return None;
            }
            let now = pos.sets(c);
            // Each file a pawn changes is a capture to make.
            if removable > 0 && target.pawn_file_changes(&now) > removable as u32 {
                return None;
            }
            // A castling moves king and rook: one move may gain two.
            let castle = pos.may_castle(c);
            // Alice parity: every move flips the board of exactly one man
            // of the mover (castling: two), and every route of the tables
            // has the parity of its board change. So when no man of this
            // side is still to be captured and it cannot castle, its moves
            // to come and its bound have the same parity.
            let parity = !castle && counts[i] == target.count();
            let budget = rem[i] + castle as u32;
            // Without captures to come, the pawn tables keep the files.
            if !side_within(dist, &now, counts[i], target, removable > 0, budget, parity) {
                return None;
            }
        }
        Some(count)
    }

    /// The cuts that hold in every variant of the family: no move adds a
    /// man, so a side with fewer men than the target fails; a side with no
    /// move left whose men cannot be captured (as many as in the target)
    /// must stand as in the target now.
    fn plain_feasible(&self, pos: &G, rem: [u32; 2], counts: [usize; 2]) -> bool {
        Color::ALL.into_iter().all(|c| {
            let i = c.index();
            counts[i] >= self.counts[i]
                && !(rem[i] == 0
                    && counts[i] == self.counts[i]
                    && !pos.same_side(&self.spec.target, c))
        })
    }
}

impl<G: ProofGame> Worker<'_, '_, G> {
    /// Search from `pos` (reached by `line`) with `left` single moves to
    /// play; true when some game was found.
    fn node(&mut self, pos: &G, left: u32, parent_men: Option<usize>) -> bool {
        self.nodes += 1;
        let shared = self.shared;
        if left == 0 {
            if pos.placement() == shared.placement {
                self.count += 1;
                self.moves.extend_from_slice(&self.line);
                if self.count >= shared.cap {
                    self.capped = true;
                }
                return true;
            }
            return false;
        }
        // Reaching the target earlier, with the side to move it has at
        // the end (series: after any series move), ends the game there (a
        // shorter game, as in Popeye): no game of this length goes through.
        let ends_here = match shared.spec.mode {
            Mode::Alternate => left.is_multiple_of(2),
            Mode::Series => true,
        };
        if ends_here && !self.line.is_empty() && pos.placement() == shared.placement {
            return false;
        }
        if self.nodes & 1023 == 0 {
            if shared.stop.check() {
                return false;
            }
        } else if shared.stop.fired() {
            return false;
        }
        // The bounds first: they cost no memory access, the table probe a
        // cache miss. Near the leaves the table is not used at all.
        let Some(men) = shared.feasible_after(pos, left, parent_men) else {
            return false;
        };
        let key = pos.hash();
        let tabled = left >= MIN_TABLED;
        if tabled && shared.table.known_failure(key, left) {
            return false;
        }
        let mut list = G::Moves::default();
        pos.legal_moves(&mut list);
        let series = shared.spec.mode == Mode::Series;
        let probe = if series && left > 1 {
            pos.check_probe()
        } else {
            None
        };
        let mut found = false;
        // The mover's last move (none of its men to lose after it) must
        // land where the target has a man of the mover: that man never
        // moves again and is never captured.
        let mover = pos.side_to_move();
        let target = &shared.targets[mover.index()];
        let mover_left = match shared.spec.mode {
            Mode::Alternate => left.div_ceil(2),
            Mode::Series => left,
        };
        let last = G::ROUTED && mover_left == 1 && pos.count(mover) == target.count();
        for &mv in list.as_slice() {
            if last && !target.has_man_at(pos.arrival(mv)) {
                continue;
            }
            if let Some(p) = &probe {
                if pos.gives_check(p, mv) {
                    continue;
                }
            }
            let mut child = pos.after(mv);
            if series && left > 1 {
                child = child.null_move();
            }
            self.line.push(mv);
            found |= self.node(&child, left - 1, Some(men));
            self.line.pop();
            if self.capped || shared.stop.fired() {
                return found;
            }
        }
        if !found && tabled {
            shared.table.store_failure(key, left);
        }
        found
    }
}
