//! Solutions handed over while a help or series search runs: the work
//! items are taken in the caller's order ([`crate::search::ordered`]), and
//! a finished item's solutions are handed over as soon as every item before
//! it has finished too.

use super::lines::Lines;
use crate::game::Game;
use crate::stipulation::Stipulation;

/// Receives a help or series search's solutions as they become final.
/// Called from worker threads, one call at a time; it must not change
/// anything the search returns.
pub trait LineStream<G: Game>: Sync {
    /// The stream's order of the moves of `pos`: the searches hand over
    /// their parts in ascending order of their first moves' keys (of the
    /// first move, then of the second).
    fn move_key(&self, pos: &G, mv: G::Move) -> u64;
    /// Whether the stream's order of the lines is the one of their moves'
    /// [`LineStream::move_key`]s, move by move (each key taken in the
    /// position the move is played in): the search then tries every node's
    /// moves in that order and hands over the lines in parts as it finds
    /// them, none kept. Otherwise (by default) it hands over each work
    /// item's lines once the item is done, and the stream sorts them.
    fn lines_in_order(&self) -> bool {
        false
    }
    /// The search of one length starts (the short ones first).
    fn length(&self, stip: &Stipulation);
    /// The solutions of the next part of the current length, each from the
    /// search's start, in no particular order within the part. Never
    /// called once the stop has fired (a stopped part may lack solutions).
    fn lines(&self, lines: &Lines<G::Move>);
    /// An intro series' end ([`Stipulation::intro`]): the intro `moves`
    /// and the play's lines from `after` (the position it reaches), each
    /// with its own stipulation (the play's, or a shorter one), in no
    /// particular order. Every intro is handed over, with lines or
    /// without, the shorter intros first, each length's in the stream's
    /// order of their moves. Whether the stream wants no more (the solve
    /// then ends there, incomplete). By default: nothing, and go on.
    fn intro(&self, moves: &[G::Move], after: &G, lines: &[(Stipulation, &[G::Move])]) -> bool {
        let _ = (moves, after, lines);
        false
    }
    /// Whether the stream takes a parry battle's lines key by key
    /// ([`LineStream::key_lines`]): the solve then keeps none of them. By
    /// default it does not.
    fn takes_key_lines(&self) -> bool {
        false
    }
    /// Parry battle play (`pser-#n`, `pser-s#n`, `pser-r#n`): the lines of
    /// the next key, the keys in the stream's order, each line with its
    /// own stipulation (its length the attacker's moves in it), in no
    /// particular order. Never called once the stop has fired.
    fn key_lines(&self, lines: &[(Stipulation, &[G::Move])]) {
        let _ = lines;
    }
}
