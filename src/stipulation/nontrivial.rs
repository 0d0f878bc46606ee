//! Popeye's option `NonTrivial m n` in battle play (direct, self, reflex
//! and semi-reflex): the attacker may leave the defender only so many
//! defences that are not met by a short win.

/// Popeye's `NonTrivial m n`, as Popeye 4.104 applies it
/// (options/nontrivial.c, options/degenerate_tree.c).
///
/// At the defender's turn, where the attacker has more than n moves to
/// come after the defence, a defence is *trivial* when the attacker then
/// wins within n moves (n + 1 in direct, reflex and semi-reflex play,
/// which Popeye counts in half moves up to the attacker's last move and so
/// rounds the length up to the defender's parity), and the defender's other legal
/// moves are counted (`c`). The attacker's move fails when `c` exceeds the
/// budget plus one; otherwise the play below goes on with the budget
/// `budget + 1 - c`. The budget starts at m. Where the attacker has more
/// than n moves, a win within n moves is tried first without the count
/// (Popeye's degenerate tree), then the full length with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NonTrivial {
    /// m: the non-trivial defences the attacker may grant beyond one at
    /// each turn, in the whole play.
    pub max: u8,
    /// n: the length of the wins that make a defence trivial.
    pub moves: u8,
}

impl NonTrivial {
    /// Whether the count is made at a defender's turn with `to_come`
    /// moves of the attacker still to come after the defence.
    #[inline]
    pub fn counts_at(self, to_come: u32) -> bool {
        to_come > u32::from(self.moves)
    }

    /// The moves within which the attacker must win after a defence for
    /// it to be trivial: n in self play (`self_play`), n + 1 in direct,
    /// reflex and semi-reflex play.
    #[inline]
    pub fn trivial_within(self, self_play: bool) -> u32 {
        u32::from(self.moves) + u32::from(!self_play)
    }

    /// Popeye's suffix to the stipulation line: `;m,n` (`#3;0,1`).
    pub fn suffix(self) -> String {
        format!(";{},{}", self.max, self.moves)
    }

    /// The option as Popeye writes it: `NonTrivial m n`.
    pub fn words(self) -> String {
        format!("NonTrivial {} {}", self.max, self.moves)
    }
}
