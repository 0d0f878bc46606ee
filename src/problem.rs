//! A chess problem as read from a file or the command line: position,
//! stipulation, options, twins, and the bibliographic data that goes with it.

use crate::kinds::Kind;
use crate::setup::{Man, Setup};
use crate::stipulation::Stipulation;
use crate::types::{Board, Square};
use crate::variant::{Variant, VariantError};
use thiserror::Error;

/// Where a problem came from, for error messages and reports.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Origin {
    /// File path, or `None` for the command line.
    pub file: Option<String>,
    /// 1-based index of the problem in its file (YAML document, Popeye `next` block).
    pub index: usize,
    /// 1-based line where the problem starts.
    pub line: usize,
}

impl std::fmt::Display for Origin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.file {
            Some(file) => write!(f, "{file}, problem {} (line {})", self.index, self.line),
            None => write!(f, "command line"),
        }
    }
}

/// Publication data (YACPDB `source`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Source {
    /// The publication's name (`The Problemist`).
    pub name: Option<String>,
    /// `1999`, `1999-03`, `1999-03-21` or a span of years `1965-1967`.
    pub date: Option<String>,
    /// The issue (`01-02`).
    pub issue: Option<String>,
    /// The problem's number in the source (YACPDB `problemid`).
    pub problem_id: Option<String>,
}

/// Tourney award (YACPDB `award`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Award {
    /// The tourney's name, or `ditto` when it is the source's.
    pub tourney: Option<String>,
    /// `1st Prize`, `5th Place`, `HM`, ….
    pub distinction: Option<String>,
}

/// Solving options, from Popeye's `option` line or YACPDB `options`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Show tries (`try`): first moves refuted by at most `refutations` defences.
    pub tries: bool,
    /// Maximum number of refutations for a try (`defence N`; default 1).
    pub refutations: Option<u32>,
    /// Show set play (`setplay`).
    pub set_play: bool,
    /// Show all variations (`variation`); on by default in this tool.
    pub variations: bool,
    /// Popeye's `Threat n` in battle play: where the attacker has n moves
    /// or more to come after a defence, each of its moves must check or
    /// threaten to win within n moves ([`crate::stipulation::PlayRules::max_threat`];
    /// `Threat 0` is read and ignored).
    pub threat: Option<u32>,
    /// The number of solutions the composer intends (help play; default 1).
    pub intended_solutions: Option<u32>,
    /// Squares whose castling rights are cancelled (`nocastling`).
    pub no_castling: Vec<Square>,
    /// An e.p. square set by the problem (`enpassant`).
    pub en_passant: Option<Square>,
    /// `whitetoplay`: in help play, White starts (as `h#n.5` reads).
    pub white_to_play: bool,
    /// `halfduplex`: the stipulation is solved for the other side: in
    /// direct, self and reflex play Black plays first; in help and series
    /// play the other side takes each role ([`Stipulation::swapped`]).
    ///
    /// [`Stipulation::swapped`]: crate::stipulation::Stipulation::swapped
    pub half_duplex: bool,
    /// `duplex`: each twin is solved as given, then with the other side in
    /// each role ([`Problem::twin_results`]).
    pub duplex: bool,
    /// `quodlibet`: in self and semi-reflex play the attacker also wins by
    /// reaching the goal itself.
    pub quodlibet: bool,
    /// `keepmatingpiece`: the side that reaches the goal must keep a man
    /// besides its king ([`PlayRules::keep_mating_piece`]).
    ///
    /// [`PlayRules::keep_mating_piece`]: crate::stipulation::PlayRules::keep_mating_piece
    pub keep_mating_piece: bool,
    /// `maxflightsquares n`: in direct play, no attacker's move but the
    /// last may leave the defending king more than n flights.
    pub max_flights: Option<u8>,
    /// `nontrivial m n`: in battle play, the attacker may leave the
    /// defender only so many defences not met by a short win
    /// ([`PlayRules::nontrivial`]).
    ///
    /// [`PlayRules::nontrivial`]: crate::stipulation::PlayRules::nontrivial
    pub nontrivial: Option<crate::stipulation::NonTrivial>,
    /// Options read but not supported, reported per problem. Each entry is
    /// the option as Popeye writes it (`MaxSolutions 2`); the writers copy
    /// them back into the files they produce.
    pub unsupported: Vec<String>,
    /// Notes from the reader about this problem (an unknown YAML key, a
    /// missing `AliceChess` condition): reported per problem, never written
    /// back.
    pub warnings: Vec<String>,
}

/// Popeye's options that only shape its output or bound its search
/// (`alice popeye` honours them); no verdict depends on them.
const OUTPUT_ONLY: [&str; 10] = [
    "NoBoard",
    "MoveNumbers",
    "NoThreat",
    "NoShortVariations",
    "MaxSolutions",
    "MaxTime",
    "Intelligent",
    "Beep",
    "SuppressGrid",
    "WriteGrid",
];

impl Options {
    /// The unsupported options that change what is solved, so that a
    /// verdict cannot be given (those of [`Options::unsupported`] but the
    /// ones that only shape Popeye's output or bound its search: `NoBoard`,
    /// `MoveNumbers`, `NoThreat`, `NoShortVariations`, `MaxSolutions`,
    /// `MaxTime`, `Intelligent`, `Beep`, ...).
    pub fn refused(&self) -> Vec<&str> {
        self.unsupported
            .iter()
            .map(String::as_str)
            .filter(|o| {
                let name = o.split_whitespace().next().unwrap_or("");
                !OUTPUT_ONLY.contains(&name)
            })
            .collect()
    }

    /// The options that change what is solved, as Popeye names them
    /// (`Duplex`, `HalfDuplex`, `Quodlibet`, `KeepMatingPiece`,
    /// `MaxFlightsquares n`, `NonTrivial m n`, `Threat n`, `WhiteToPlay`): what the JSON reports show
    /// under `options`, and the writers write.
    pub fn rule_words(&self) -> Vec<String> {
        let flags = [
            (self.duplex, "Duplex"),
            (self.half_duplex, "HalfDuplex"),
            (self.quodlibet, "Quodlibet"),
            (self.keep_mating_piece, "KeepMatingPiece"),
        ];
        let mut words: Vec<String> = flags
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, word)| word.to_string())
            .collect();
        if let Some(n) = self.max_flights {
            words.push(format!("MaxFlightsquares {n}"));
        }
        if let Some(t) = self.nontrivial {
            words.push(t.words());
        }
        if let Some(n) = self.threat.filter(|&n| n >= 1) {
            words.push(format!("Threat {n}"));
        }
        if self.white_to_play {
            words.push("WhiteToPlay".to_string());
        }
        words
    }
}

/// One change that makes a twin from the position before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TwinChange {
    /// Move the piece on one square to another (`move a1 a2`), keeping its board.
    Move {
        /// The square of the piece moved; must hold one.
        from: Square,
        /// Its new square (a piece there is replaced).
        to: Square,
    },
    /// Add a man (`add white AliceB Sa3`, a fairy piece too: `add white
    /// Gc4`).
    Add {
        /// The man added (colour and kind).
        man: Man,
        /// The board it stands on.
        board: Board,
        /// Its square (a piece there is replaced).
        square: Square,
    },
    /// Remove the piece on a square.
    Remove {
        /// The square emptied; must hold a piece.
        square: Square,
    },
    /// Exchange the pieces on two squares, each keeping its board.
    Exchange {
        /// The first square; must hold a piece.
        a: Square,
        /// The second square (when empty, the change moves the piece on `a`).
        b: Square,
    },
    /// New stipulation.
    Stipulation(Stipulation),
    /// Rotate the board by 90, 180 or 270 degrees (counter-clockwise).
    Rotate(u16),
    /// Mirror: `a1<-->h1` (files), `a1<-->a8` (ranks), `a1<-->h8`, `h1<-->a8` (diagonals).
    Mirror(Mirror),
    /// Swap all colours (`PolishType` / colour change).
    SwapColors,
    /// Shift the whole position by the vector from one square to another
    /// (`shift a1 a2`: every piece one rank up).
    Shift {
        /// The start of the vector.
        from: Square,
        /// The end of the vector.
        to: Square,
    },
    /// Replace every man of one kind by another of the same colour and
    /// board (`substitute R B`, fairy pieces too: `substitute G N`).
    Substitute {
        /// The kind replaced.
        from: Kind,
        /// The kind that replaces it.
        to: Kind,
    },
    /// Popeye's condition twin (`condition AliceChess`): the conditions
    /// of the twin, which replace the problem's. `alice` solves the twin
    /// when they restate the problem's own (its variant and readings);
    /// another variant, or a condition outside the Alice family, makes
    /// the twin an error ([`crate::twin::TwinError::Condition`]) and the
    /// other twins are solved.
    Condition(TwinCondition),
}

/// Why the conditions a condition twin names are not solved.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ConditionError {
    /// A condition outside the Alice family: the word as written, and
    /// what this tool solves instead.
    #[error("the condition {word} is not supported ({hint})")]
    Unsupported {
        /// The condition word.
        word: String,
        /// What this tool solves.
        hint: String,
    },
    /// Two variants (their condition words).
    #[error("two variants given: {0} and {1}")]
    TwoVariants(&'static str, &'static str),
    /// A reading refused by the variant.
    #[error(transparent)]
    Reading(VariantError),
    /// Another variant than the problem's (a twin cannot change it).
    #[error(
        "a twin cannot change the variant ({twin} here, {problem} in the problem): \
         state it as a problem of its own"
    )]
    ChangesVariant {
        /// The twin's variant, as a condition word.
        twin: &'static str,
        /// The problem's variant, as a condition word.
        problem: &'static str,
    },
}

/// The conditions a condition twin names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TwinCondition {
    /// The condition words: this tool's own word of each condition of the
    /// family (Popeye's `AliceChess`, in English), another as written.
    pub words: Vec<String>,
    /// The variant (with its readings) they name, or why they name none
    /// this tool plays (a condition outside the Alice family, two
    /// variants).
    pub variant: Result<Variant, ConditionError>,
}

/// The mirror axes Popeye knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mirror {
    /// a1<-->h1: files reversed.
    Files,
    /// a1<-->a8: ranks reversed.
    Ranks,
    /// a1<-->h8: the a8-h1 diagonal axis.
    A1H8,
    /// h1<-->a8: the a1-h8 diagonal axis.
    H1A8,
}

/// A twin: a label (`b`, `c`, ...) and the changes from the original diagram
/// (or, when `continued`, from the previous twin).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Twin {
    /// The twin's label without its `)`: `b`, `c`, … in order
    /// ([`crate::twin::label`]), or a YAML file's own keys; `a` marks a
    /// zero position.
    pub label: String,
    /// Whether the changes start from the previous twin (Popeye's
    /// `Continued`) rather than from the diagram.
    pub continued: bool,
    /// The changes, applied in order.
    pub changes: Vec<TwinChange>,
}

/// A problem ready to solve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// A short label for reports (file stem and index, or a title).
    pub name: String,
    /// Where the problem was read: file, index in it, line.
    pub origin: Origin,
    /// Authors as "Family, Given".
    pub authors: Vec<String>,
    /// Where it was published, if known.
    pub source: Option<Source>,
    /// The award it won, if any.
    pub award: Option<Award>,
    /// The title (Popeye `Title`, YAML `title`), if any.
    pub title: Option<String>,
    /// The game of the Alice family and its rule readings.
    pub variant: Variant,
    /// The diagram, engine-free (played by the variant's engine, built at
    /// the edge: [`crate::engine::run_on`]); legal for the variant.
    pub diagram: Setup,
    /// What the diagram asks; twins start from it and may change it.
    pub stipulation: Stipulation,
    /// The second position of an `a=>b` proof game (the target; only its
    /// placement counts).
    pub target: Option<Setup>,
    /// The solving options read with the problem.
    pub options: Options,
    /// The twins, in order; empty when the problem has none.
    pub twins: Vec<Twin>,
    /// The intended solution as text (Popeye style), if the file gives one.
    pub solution: Option<String>,
    /// Keywords (YACPDB `keywords`, Popeye `Remark keyword:`).
    pub keywords: Vec<String>,
    /// Comments (YACPDB `comments`, Popeye's other remarks); one may span
    /// several lines.
    pub comments: Vec<String>,
}

impl Problem {
    /// A problem with just a position and a stipulation.
    pub fn new(setup: Setup, stipulation: Stipulation) -> Problem {
        Problem {
            name: String::from("problem"),
            origin: Origin::default(),
            authors: Vec::new(),
            source: None,
            award: None,
            title: None,
            variant: Variant::ALICE,
            diagram: setup,
            stipulation,
            target: None,
            options: Options::default(),
            twins: Vec::new(),
            solution: None,
            keywords: Vec::new(),
            comments: Vec::new(),
        }
    }
}
