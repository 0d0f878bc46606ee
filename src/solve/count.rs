//! The verdict of a count of solutions against the intended number, shared
//! by help and series play and proof games (each prints it in its words).

/// The verdict on a help or series problem or a proof game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CountVerdict {
    /// As many solutions as intended, no short solution.
    Sound,
    /// More solutions than intended.
    Cooked,
    /// At least one solution, but fewer than intended.
    TooFew,
    /// There is a solution in fewer moves.
    Short,
    /// The solution limit stopped the search before the count was known to
    /// exceed the intended number.
    Incomplete,
    /// No solution, short or full length.
    NoSolution,
}

impl CountVerdict {
    /// A short machine-readable name: `sound`, `cooked`, `too_few`, `short`,
    /// `incomplete`, `no_solution` (the words of the JSON output, docs/json.md).
    pub fn as_str(self) -> &'static str {
        match self {
            CountVerdict::Sound => "sound",
            CountVerdict::Cooked => "cooked",
            CountVerdict::TooFew => "too_few",
            CountVerdict::Short => "short",
            CountVerdict::Incomplete => "incomplete",
            CountVerdict::NoSolution => "no_solution",
        }
    }
}

/// The verdict on `solutions` full-length solutions and `short` shorter
/// ones, `intended` solutions intended, `complete` unless a limit stopped
/// the count.
pub(crate) fn count_verdict(
    solutions: usize,
    short: usize,
    intended: u32,
    complete: bool,
) -> CountVerdict {
    let intended = intended as usize;
    if short > 0 {
        CountVerdict::Short
    } else if solutions == 0 {
        CountVerdict::NoSolution
    } else if solutions > intended {
        CountVerdict::Cooked
    } else if !complete {
        CountVerdict::Incomplete
    } else if solutions < intended {
        CountVerdict::TooFew
    } else {
        CountVerdict::Sound
    }
}
