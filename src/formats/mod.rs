//! Problem file formats: YAML (YACPDB / Olive) and Popeye input.
//!
//! - [`parse_yaml`] / [`write_yaml`]: YACPDB entries and Olive `.olv` files,
//!   one problem per YAML document (see [`yaml`] for the keys).
//! - [`parse_popeye`] / [`write_popeye`]: Popeye input files (see [`popeye`]).
//! - [`write_yaml_all`], [`write_popeye_all`]: several problems in one file.
//! - [`read_problems`]: read a file, choosing the format by its extension.
//! - [`problem_from_fen`], [`write_fen_line`], [`parse_fen_line`]: an Alice
//!   FEN and a stipulation.
//!
//! Both readers return one result per problem, so that one broken problem
//! does not lose the others, and both produce the same [`Problem`] from the
//! same problem: the side to move follows the stipulation (Black starts
//! `h#n`), castling rights are those that king and rook placement allow minus
//! Popeye's `NoCastling`, the move counters are `0 1`, and
//! `options.no_castling` / `options.en_passant` mirror the position.
//! A problem without the `AliceChess` condition is read as an Alice Chess
//! problem all the same, with a note in `options.warnings`; any other fairy
//! condition, piece or piece attribute is an error for that problem.

pub mod move_text;
pub mod popeye;
pub mod yaml;

pub(crate) mod conditions;
mod options;
mod pieces;
mod tokens;
mod twins;

pub use popeye::{parse_popeye, write_popeye};
pub use yaml::{parse_yaml, write_yaml};

use crate::fen::{self, FenError, PositionError};
use crate::position::{castling, Position};
use crate::problem::{Options, Origin, Problem, Twin};
use crate::stipulation::{Play, Stipulation, StipulationError};
use crate::twin::{Placement, TwinError};
use crate::types::{Color, Square};
use crate::variant::{Variant, VariantError, VariantKind};
use conditions::Condition;
use std::fmt;
use std::io;
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
    #[error("condition '{0}' is not supported: {hint}", hint = conditions::unsupported_hint(.0))]
    UnsupportedCondition(String),
    /// A fairy piece, piece attribute or command this tool cannot represent.
    #[error("{0} is not supported")]
    Unsupported(String),
    /// Not a legal position of a general-engine variant.
    #[error("{0}")]
    General(String),
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
    /// `problems/x.yaml, problem 3 (line 41): unknown stipulation 'hx2' …`
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

/// How a reader gave the diagram.
#[derive(Clone, Debug)]
pub(crate) enum Setup {
    /// Pieces square by square (YAML `algebraic`, Popeye `pieces`/`forsyth`).
    Pieces(Placement),
    /// A complete Alice FEN (YAML `fen`).
    Fen(Position),
    /// A FEN that is no Alice FEN (YAML `fen`), kept for the general
    /// engine's variants (a third board, 10x10, fairy pieces, a square
    /// occupied on both boards), with the error it gives as an Alice FEN.
    Text(String, FenError),
}

/// Everything a reader collected for one problem, before it is checked and
/// assembled by [`Draft::assemble`].
#[derive(Clone, Debug, Default)]
pub(crate) struct Draft {
    pub origin: Origin,
    pub authors: Vec<String>,
    pub source: Option<crate::problem::Source>,
    pub award: Option<crate::problem::Award>,
    pub title: Option<String>,
    /// The diagram and the line it was given on.
    pub setup: Option<(Setup, usize)>,
    /// The FEN text of the diagram, when given as FEN (read again by the
    /// general engine for its variants).
    pub fen_text: Option<String>,
    /// Side to move given explicitly (FEN, Popeye `remark side-to-move`);
    /// used only when the stipulation does not fix who starts.
    pub side: Option<Color>,
    pub stipulation: Option<(Stipulation, usize)>,
    /// The second position of an `a=>b` problem and its line.
    pub target: Option<(Setup, usize)>,
    pub options: Options,
    /// The conditions given (variant and readings), with their lines.
    pub conditions: Vec<(Condition, usize)>,
    /// The twins and the line of each.
    pub twins: Vec<(Twin, usize)>,
    pub solution: Option<String>,
    pub keywords: Vec<String>,
    pub comments: Vec<String>,
}

/// The rook (or king) squares whose castling `NoCastling` cancels.
fn cancelled_rights(squares: &[Square]) -> u8 {
    let mut cancelled = 0;
    for sq in squares {
        cancelled |= match sq.to_string().as_str() {
            "a1" => castling::WHITE_QUEEN,
            "h1" => castling::WHITE_KING,
            "e1" => castling::WHITE_KING | castling::WHITE_QUEEN,
            "a8" => castling::BLACK_QUEEN,
            "h8" => castling::BLACK_KING,
            "e8" => castling::BLACK_KING | castling::BLACK_QUEEN,
            _ => 0,
        };
    }
    cancelled
}

/// The canonical `NoCastling` squares for rights that placement allows but
/// the position does not hold (the rook's square for each).
pub(crate) fn no_castling_squares(setup: &crate::setup::Setup) -> Vec<Square> {
    let missing = Placement::of_setup(setup).home_rights() & !setup.castling;
    [
        (castling::WHITE_QUEEN, "a1"),
        (castling::WHITE_KING, "h1"),
        (castling::BLACK_QUEEN, "a8"),
        (castling::BLACK_KING, "h8"),
    ]
    .iter()
    .filter(|(bit, _)| missing & bit != 0)
    .filter_map(|(_, name)| Square::parse(name))
    .collect()
}

/// Who moves first: fixed by help and series stipulations (`WhiteToPlay`
/// lets White start help play), given by the diagram otherwise.
pub(crate) fn starting_side(
    stip: &Stipulation,
    white_to_play: bool,
    half_duplex: bool,
    given: Option<Color>,
) -> Color {
    if let Some(side) = crate::solve::proof::diagram_side(stip) {
        // dia n, ser-dia n: the diagram is the position after the game.
        return side;
    }
    match stip.fixed_starter() {
        Some(_) if white_to_play && (stip.is_help() || stip.play == Play::AToB) => Color::White,
        Some(c) => c,
        None if half_duplex => Color::Black,
        None => given.unwrap_or(Color::White),
    }
}

/// Whether a writer must state the side to move explicitly, because the
/// stipulation does not imply it.
pub(crate) fn side_is_explicit(problem: &Problem) -> bool {
    let implied = starting_side(
        &problem.stipulation,
        problem.options.white_to_play,
        problem.options.half_duplex,
        Some(Color::White),
    );
    problem.diagram.side() != implied
}

/// Whether a problem's diagram can be written as piece lists (Popeye's
/// `Pieces`, YAML `algebraic`): two boards of 8x8 squares with chess
/// pieces (or 4x8), one piece a square. Not so for three-board, 10x10 or fairy
/// positions, nor for a square occupied on both boards (O'Donohue, Duo),
/// which only FEN can say.
pub fn popeye_can_hold(problem: &Problem) -> bool {
    match &problem.diagram {
        crate::setup::Diagram::Setup(_) => true,
        crate::setup::Diagram::Fen(fen) => crate::fen::parse_setup(fen)
            .is_ok_and(|s| s.pieces.iter().all(|p| s.at(p.square).count() == 1)),
    }
}

/// Normalize a free text block: no trailing white space on any line, nor
/// at the end.
pub(crate) fn normalize_text(text: &str) -> String {
    let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    lines.join("\n").trim_end().to_string()
}

/// Read a problem's FEN before its conditions are known: an 8x8 Alice FEN,
/// or a 4x8 one read with Mini Alice's rules (the problem must be MiniAlice).
pub(crate) fn read_fen(text: &str) -> Result<Position, FenError> {
    match fen::parse(text) {
        Err(FenError::RankLength { squares: 4, .. }) => {
            fen::parse_with(text, &Variant::new(VariantKind::Mini))
        }
        other => other,
    }
}

/// The variant stated by a problem's conditions: at most one variant word
/// (standard Alice when none), then the readings.
fn variant_of(conditions: &[(Condition, usize)], start: usize) -> Result<Variant, Fail> {
    let mut kind = None;
    for (c, line) in conditions {
        if let Condition::Variant(k) = c {
            match kind {
                Some(prev) if prev != *k => {
                    return Err(Fail::syntax(
                        *line,
                        format!(
                            "two variants given: {} and {}",
                            VariantKind::condition(prev),
                            k.condition()
                        ),
                    ))
                }
                _ => kind = Some(*k),
            }
        }
    }
    let mut variant = Variant::new(kind.unwrap_or(VariantKind::Alice));
    for (c, line) in conditions {
        if let Condition::Reading(switch) = c {
            variant
                .set_rule(switch)
                .map_err(|e| Fail::new(if *line == 0 { start } else { *line }, e))?;
        }
    }
    Ok(variant)
}

impl Draft {
    /// Check the draft and build the problem.
    pub(crate) fn assemble(self) -> Result<Problem, Fail> {
        let start = self.origin.line;
        let (stipulation, _) = self
            .stipulation
            .ok_or_else(|| Fail::new(start, FormatErrorKind::Missing("stipulation")))?;
        let (setup, setup_line) = self.setup.ok_or_else(|| {
            Fail::new(start, FormatErrorKind::Missing("position (pieces or FEN)"))
        })?;
        let mut options = self.options;
        if options.half_duplex && !stipulation.is_adversarial() {
            options
                .unsupported
                .push("HalfDuplex (help and series play)".into());
        }
        let side = starting_side(
            &stipulation,
            options.white_to_play,
            options.half_duplex,
            self.side,
        );
        let variant = variant_of(&self.conditions, start)?;
        let (diagram, target) = if let Some(g) = variant.kind.general() {
            let cancelled = cancelled_rights(&options.no_castling);
            let diagram = general_diagram(g, setup, self.fen_text.as_deref(), side, cancelled)
                .map_err(|e| Fail::new(setup_line, e))?;
            if self.target.is_some() {
                let why = "a=>b proof games are played on the fast engine's variants only";
                return Err(Fail::syntax(setup_line, why));
            }
            (diagram, None)
        } else {
            let cancelled = cancelled_rights(&options.no_castling);
            let fen_rules = match &setup {
                Setup::Fen(pos) => Some(pos.rules()),
                Setup::Pieces(_) => None,
                Setup::Text(_, e) => return Err(Fail::new(setup_line, e.clone())),
            };
            let (placement, rights, ep) = match setup {
                Setup::Pieces(p) => (p, p.home_rights(), None),
                Setup::Fen(pos) => {
                    let ep = pos.ep_square().filter(|_| pos.side_to_move() == side);
                    (Placement::of(&pos), pos.castling_rights(), ep)
                }
                Setup::Text(..) => unreachable!("refused above"),
            };
            let ep = options.en_passant.or(ep);
            let mini_fen = fen_rules.map(|r| r.is_mini());
            if mini_fen.is_some_and(|m| m != (variant.kind == VariantKind::Mini)) {
                let why = if mini_fen == Some(true) {
                    "a FEN with 4 squares a rank is a Mini Alice diagram: add the MiniAlice condition"
                } else {
                    "a MiniAlice problem needs its FEN with 4 squares a rank (files a-d)"
                };
                return Err(Fail::syntax(setup_line, why));
            }
            let position = placement
                .to_position(side, rights & !cancelled, ep, variant.rules())
                .map_err(|e| Fail::new(setup_line, e))?;
            let target =
                target_position(&stipulation, self.target, &position, variant.rules(), start)?
                    .map(|t| t.to_setup());
            (crate::setup::Diagram::Setup(position.to_setup()), target)
        };
        if let crate::setup::Diagram::Setup(setup) = &diagram {
            options.no_castling = no_castling_squares(setup);
            options.en_passant = setup.ep;
        }
        if self.conditions.is_empty() {
            options.warnings.push(
                "no AliceChess condition: the problem is read as an Alice Chess problem".into(),
            );
        }
        let twin_lines: Vec<usize> = self.twins.iter().map(|(_, l)| *l).collect();
        let problem = Problem {
            name: String::from("problem"),
            origin: self.origin,
            authors: self.authors,
            source: self.source,
            award: self.award,
            title: self.title,
            variant,
            diagram,
            stipulation,
            target,
            options,
            twins: self.twins.into_iter().map(|(t, _)| t).collect(),
            solution: self.solution,
            keywords: self.keywords,
            comments: self.comments,
        };
        check_twins(&problem, &twin_lines)?;
        Ok(problem)
    }
}

/// The diagram of a problem of a general-engine variant, as that engine's
/// FEN: from the FEN text given, or from the pieces (two boards of 8x8),
/// with `side` to move; validated by the variant's rules.
fn general_diagram(
    g: crate::general::GeneralVariant,
    setup: Setup,
    fen_text: Option<&str>,
    side: Color,
    cancelled: u8,
) -> Result<crate::setup::Diagram, FormatErrorKind> {
    let text = match (fen_text, setup) {
        (Some(t), _) => t.to_string(),
        (None, Setup::Pieces(p)) => {
            let mut s = crate::setup::Setup::empty(g.rules().files);
            s.pieces = p.placed();
            s.castling = p.home_rights() & !cancelled;
            fen::write_setup(&s)
        }
        (None, Setup::Fen(pos)) => fen::write(&pos),
        (None, Setup::Text(t, _)) => t,
    };
    let mut fields: Vec<&str> = text.split_whitespace().collect();
    let side_word = if side == Color::White { "w" } else { "b" };
    if fields.len() >= 2 && !fields.contains(&"|") {
        fields[1] = side_word;
    } else if let Some(i) = fields.iter().rposition(|f| *f == "|") {
        // The `|` form: the fields follow the last board.
        if let Some(f) = fields.get_mut(i + 2) {
            *f = side_word;
        }
    }
    let pos = crate::general::parse_fen(&fields.join(" "), g)
        .map_err(|e| FormatErrorKind::General(e.to_string()))?;
    Ok(crate::setup::Diagram::Fen(crate::general::fen::write(&pos)))
}

/// The second position of an `a=>b` problem (required there, refused
/// elsewhere), with the side to move after the game.
fn target_position(
    stip: &Stipulation,
    target: Option<(Setup, usize)>,
    start: &Position,
    rules: crate::rules::Rules,
    problem_line: usize,
) -> Result<Option<Position>, Fail> {
    match (stip.play == Play::AToB, target) {
        (false, None) => Ok(None),
        (false, Some((_, line))) => Err(Fail::syntax(
            line,
            "a second position is given, but the stipulation is not a=>b",
        )),
        (true, None) => Err(Fail::new(
            problem_line,
            FormatErrorKind::Missing("second position of the a=>b stipulation"),
        )),
        (true, Some((setup, line))) => {
            let side = if stip.plies().is_multiple_of(2) {
                start.side_to_move()
            } else {
                start.side_to_move().opposite()
            };
            let placement = match setup {
                Setup::Pieces(p) => p,
                Setup::Fen(pos) => Placement::of(&pos),
                Setup::Text(_, e) => return Err(Fail::new(line, e)),
            };
            placement
                .to_position(side, 0, None, rules)
                .map(Some)
                .map_err(|e| Fail::new(line, e))
        }
    }
}

/// Build every twin once, so that an illegal twin is reported with its line.
fn check_twins(problem: &Problem, lines: &[usize]) -> Result<(), Fail> {
    match problem.twin_list() {
        Ok(_) => Ok(()),
        Err(e) => {
            let line = match &e {
                TwinError::InTwin { label, .. } => problem
                    .twins
                    .iter()
                    .position(|t| &t.label == label)
                    .and_then(|i| lines.get(i).copied()),
                _ => None,
            };
            Err(Fail::new(line.unwrap_or(problem.origin.line), e))
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

/// The formats [`read_problems`] knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    Yaml,
    Popeye,
}

/// The format of a file: by extension, else by whether the text starts
/// with Popeye's `BeginProblem`.
fn detect_format(path: &Path, text: &str) -> Format {
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase());
    match ext.as_deref() {
        Some("yaml" | "yml" | "olv") => Format::Yaml,
        Some("inp" | "pop") => Format::Popeye,
        _ => {
            let first = text.split_whitespace().next().unwrap_or("");
            if first.len() >= 3
                && tokens::lookup(first, &["beginproblem"]) != tokens::Lookup::NotFound
            {
                Format::Popeye
            } else {
                Format::Yaml
            }
        }
    }
}

/// Decode a file: UTF-8 (with or without a byte order mark), else Latin-1,
/// which older Popeye files use for authors' names.
fn decode(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(s) => s.strip_prefix('\u{feff}').map(str::to_string).unwrap_or(s),
        Err(e) => e.into_bytes().iter().map(|&b| b as char).collect(),
    }
}

/// Read every problem of a file: `.yaml`, `.yml`, `.olv` as YAML; `.inp`,
/// `.pop` as Popeye input; other extensions by their content. The outer
/// error is an I/O error; each problem has its own result.
pub fn read_problems(path: &Path) -> Result<Vec<Result<Problem, FormatError>>, io::Error> {
    let text = decode(std::fs::read(path)?);
    let file = path.to_string_lossy();
    Ok(match detect_format(path, &text) {
        Format::Yaml => parse_yaml(&text, Some(&file)),
        Format::Popeye => parse_popeye(&text, Some(&file)),
    })
}

/// A problem from an Alice FEN and a stipulation (the command line). The
/// side to move follows the stipulation when it fixes who starts (`h#2`:
/// Black); for direct, self and reflex play the FEN's side decides.
pub fn problem_from_fen(fen: &str, stip: &str) -> Result<Problem, FormatError> {
    problem_from_fen_with(fen, stip, &Variant::ALICE)
}

/// [`problem_from_fen`] for a problem of `variant` (a 4x8 FEN for Mini Alice).
pub fn problem_from_fen_with(
    fen: &str,
    stip: &str,
    variant: &Variant,
) -> Result<Problem, FormatError> {
    let at = |e: Fail| e.locate(None, 0);
    let stipulation: Stipulation = stip
        .parse()
        .map_err(|e| at(Fail::new(0, FormatErrorKind::from(e))))?;
    let (setup, side) = match read_fen(fen) {
        Ok(pos) => (Setup::Fen(pos), pos.side_to_move()),
        Err(e) if variant.kind.general().is_some() => {
            let black = fen.split_whitespace().nth(1) == Some("b")
                || fen
                    .split('|')
                    .next_back()
                    .and_then(|f| f.split_whitespace().nth(1))
                    == Some("b");
            let side = if black { Color::Black } else { Color::White };
            (Setup::Text(fen.trim().to_string(), e), side)
        }
        Err(e) => return Err(at(Fail::new(0, FormatErrorKind::from(e)))),
    };
    let mut conditions = vec![(Condition::Variant(variant.kind), 0)];
    conditions.extend(
        variant
            .non_default_readings()
            .into_iter()
            .map(|r| (Condition::Reading(r), 0)),
    );
    let draft = Draft {
        origin: Origin::default(),
        setup: Some((setup, 0)),
        fen_text: Some(fen.trim().to_string()),
        side: Some(side),
        stipulation: Some((stipulation, 0)),
        conditions,
        ..Draft::default()
    };
    let mut problem = draft.assemble().map_err(at)?;
    problem.name = String::from("command line");
    Ok(problem)
}

/// Several problems as one YAML file (Olive's `.olv`): one document each.
pub fn write_yaml_all(problems: &[Problem]) -> String {
    problems.iter().map(write_yaml).collect()
}

/// Several problems as one Popeye input file, separated by `NextProblem`.
pub fn write_popeye_all(problems: &[Problem]) -> String {
    let texts: Vec<String> = problems.iter().map(write_popeye).collect();
    let mut out = String::new();
    for (i, text) in texts.iter().enumerate() {
        let body = text.strip_prefix("BeginProblem\n").unwrap_or(text);
        let body = body.strip_suffix("EndProblem\n").unwrap_or(body);
        out.push_str(if i == 0 {
            "BeginProblem\n"
        } else {
            "NextProblem\n"
        });
        out.push_str(body);
    }
    if !texts.is_empty() {
        out.push_str("EndProblem\n");
    }
    out
}

/// One line with the diagram as an Alice FEN and the stipulation:
/// `<fen> <stipulation>` (the FEN always has its six fields). Twins and
/// bibliographic data are not part of it.
pub fn write_fen_line(problem: &Problem) -> String {
    format!("{} {}", problem.diagram.fen(), problem.stipulation)
}

/// Read a line written by [`write_fen_line`]: the last word is the
/// stipulation, the rest the FEN.
pub fn parse_fen_line(line: &str) -> Result<Problem, FormatError> {
    let line = line.trim();
    let (fen, stip) = line.rsplit_once(char::is_whitespace).unwrap_or((line, ""));
    problem_from_fen(fen, stip)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_display_names_file_problem_and_line() {
        let e = FormatError {
            file: Some("problems/x.yaml".into()),
            problem: 3,
            line: 41,
            kind: FormatErrorKind::Syntax("bad".into()),
        };
        assert_eq!(e.to_string(), "problems/x.yaml, problem 3 (line 41): bad");
        let e = FormatError {
            file: None,
            problem: 0,
            line: 0,
            kind: FormatErrorKind::Missing("stipulation"),
        };
        assert_eq!(e.to_string(), "command line: missing stipulation");
    }

    #[test]
    fn fen_line_round_trip() {
        let p = problem_from_fen("4k3/8/8/8/8/8/8/R*3K3 w - - 0 1", "#2").expect("problem");
        let line = write_fen_line(&p);
        assert_eq!(line, "4k3/8/8/8/8/8/8/R*3K3 w - - 0 1 #2");
        assert_eq!(parse_fen_line(&line).expect("again").diagram, p.diagram);
    }

    #[test]
    fn help_play_starts_with_black() {
        let p = problem_from_fen("4k3/8/8/8/8/8/8/R*3K3 w - - 0 1", "h#2").expect("problem");
        assert_eq!(p.diagram.side(), Color::Black);
    }

    #[test]
    fn latin1_files_are_decoded() {
        assert_eq!(decode(vec![b'M', 0xfc, b'l']), "Mül");
        assert_eq!(decode("\u{feff}ok".as_bytes().to_vec()), "ok");
    }
}
