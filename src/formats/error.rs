//! Errors of the problem readers: what went wrong ([`FormatErrorKind`]),
//! where ([`FormatError`]: file, problem, line), the readers' internal
//! failure before it is placed ([`Fail`]), and the names given to a file's
//! problems. Below every reader and writer of `formats`.

use super::conditions;
use crate::fen::{FenError, PositionError};
use crate::problem::Problem;
use crate::stipulation::StipulationError;
use crate::twin::TwinError;
use crate::variant::VariantError;
use std::fmt;
use std::path::Path;
use thiserror::Error;

/// What went wrong in a problem.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FormatErrorKind {
    /// The YAML text is not well-formed or has the wrong shape.
    #[error("YAML: {0}")]
    Yaml(String),
    /// Any other syntax error in the problem text.
    #[error("{0}")]
    Syntax(String),
    /// A FEN that cannot be read.
    #[error("FEN: {0}")]
    Fen(#[from] FenError),
    /// A stipulation this tool does not know.
    #[error("{0}")]
    Stipulation(#[from] StipulationError),
    /// The diagram is not a legal position.
    #[error("illegal position: {0}")]
    Position(#[from] PositionError),
    /// A twin that cannot be made.
    #[error("{0}")]
    Twin(#[from] TwinError),
    /// A fairy condition other than `AliceChess`.
    #[error("{0}")]
    Variant(#[from] VariantError),
    /// A condition (held, as written) outside the Alice family.
    #[error("condition {} is not supported: {hint}", crate::text::quoted(.0), hint = conditions::unsupported_hint(.0))]
    UnsupportedCondition(String),
    /// A fairy piece, piece attribute or command this tool cannot represent.
    #[error("{0} is not supported")]
    Unsupported(String),
    /// One of Popeye's pieces that this tool does not play: the token
    /// read, the piece's name and why ([`super::refused_pieces`]).
    #[error("the fairy piece '{token}' (Popeye's {name}: {why}) is not supported")]
    UnsupportedPiece {
        /// The token read (`ORc5`), bounded.
        token: String,
        /// The piece's English name.
        name: &'static str,
        /// Why it is refused.
        why: &'static str,
    },
    /// Not a legal position of a general-engine variant.
    #[error("{0}")]
    General(String),
    /// No condition of the Alice family and no piece on board B: an
    /// orthodox problem, which this tool does not solve (never as Alice).
    #[error("not an Alice problem: no AliceChess condition (add AliceChess, or another condition of the Alice family, to its options or condition line)")]
    NotAlice,
    /// A required part of the problem is missing.
    #[error("missing {0}")]
    Missing(&'static str),
}

/// An error in one problem of a file, with where it happened.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub struct FormatError {
    /// The file, or `None` for text that did not come from a file.
    pub file: Option<String>,
    /// 1-based index of the problem in its file (YAML document, Popeye
    /// `NextProblem` block); 0 for the command line.
    pub problem: usize,
    /// 1-based line of the error in the file; 0 when unknown.
    pub line: usize,
    /// What went wrong.
    pub kind: FormatErrorKind,
}

impl fmt::Display for FormatError {
    /// `problems/x.yaml, problem 3 (line 41): unknown stipulation 'hq2' …`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.problem == 0 {
            let place = self.file.as_deref().unwrap_or("command line");
            return write!(f, "{place}: {}", self.kind);
        }
        let place = self.file.as_deref().unwrap_or("<input>");
        write!(f, "{place}, problem {}", self.problem)?;
        if self.line > 0 {
            write!(f, " (line {})", self.line)?;
        }
        write!(f, ": {}", self.kind)
    }
}

/// An error inside a reader, before the file and problem are known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Fail {
    pub line: usize,
    pub kind: FormatErrorKind,
}

impl Fail {
    /// An error of any kind at a line.
    pub(crate) fn new(line: usize, kind: impl Into<FormatErrorKind>) -> Fail {
        Fail {
            line,
            kind: kind.into(),
        }
    }

    /// A syntax error with a message.
    pub(crate) fn syntax(line: usize, message: impl Into<String>) -> Fail {
        Fail::new(line, FormatErrorKind::Syntax(message.into()))
    }

    /// The error with its file and problem number.
    pub(crate) fn locate(self, file: Option<&str>, problem: usize) -> FormatError {
        FormatError {
            file: file.map(str::to_string),
            problem,
            line: self.line,
            kind: self.kind,
        }
    }
}

/// Give each problem of a file its name: its title, else the file stem
/// (with the problem number when the file holds several), else
/// `problem N`.
pub(crate) fn name_problems(results: &mut [Result<Problem, FormatError>], file: Option<&str>) {
    let count = results.len();
    let stem = file.map(|f| {
        Path::new(f)
            .file_stem()
            .map_or_else(|| f.to_string(), |s| s.to_string_lossy().into_owned())
    });
    for problem in results.iter_mut().flatten() {
        let index = problem.origin.index;
        problem.name = match (&problem.title, &stem) {
            (Some(title), _) if !title.is_empty() => title.clone(),
            (_, Some(stem)) if count == 1 => stem.clone(),
            (_, Some(stem)) => format!("{stem} #{index}"),
            (_, None) => format!("problem {index}"),
        };
    }
}
