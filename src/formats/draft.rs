//! A problem as a reader collected it ([`Draft`]) and its assembly into a
//! [`Problem`]: the side to move, castling rights and e.p., the variant
//! from the conditions, the diagram on the variant's engine (a setup, or
//! the general engine's FEN), the `a=>b` target and the twins.

use super::conditions::{self, Condition, VariantFault};
use super::error::{Fail, FormatErrorKind};
use crate::engine::fast::fen::{self, FenError};
use crate::engine::fast::position::{castling, Position, PositionError};
use crate::engine::general::GFenError;
use crate::engine::Engine;
use crate::problem::{Options, Origin, Problem, Twin};
use crate::stipulation::{Play, Stipulation};
use crate::twin::{Placement, TwinError};
use crate::types::{Color, Square};
use crate::variant::{Variant, VariantKind};

/// How a reader gave the diagram.
#[derive(Clone, Debug)]
pub(crate) enum GivenDiagram {
    /// Pieces square by square (YAML `algebraic`, Popeye `pieces`/`forsyth`).
    Pieces(Placement),
    /// A complete Alice FEN (YAML `fen`).
    Fen(Position),
    /// A FEN that is no Alice FEN (YAML `fen`), kept for the general
    /// engine's variants (a third board, 10x10, fairy pieces, a square
    /// occupied on both boards), with the error it gives as an Alice FEN.
    Text(String, FenError),
}

impl GivenDiagram {
    /// Whether the diagram holds a fairy piece (only the general engine
    /// plays it; in FEN it is written in braces).
    fn has_fairy(&self) -> bool {
        match self {
            GivenDiagram::Pieces(p) => p.has_fairy(),
            GivenDiagram::Fen(_) => false,
            GivenDiagram::Text(t, _) => t.contains('{'),
        }
    }
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
    pub setup: Option<(GivenDiagram, usize)>,
    /// The FEN text of the diagram, when given as FEN (read again by the
    /// general engine for its variants).
    pub fen_text: Option<String>,
    /// Side to move given explicitly (FEN, Popeye `remark side-to-move`);
    /// used only when the stipulation does not fix who starts.
    pub side: Option<Color>,
    pub stipulation: Option<(Stipulation, usize)>,
    /// The second position of an `a=>b` problem and its line.
    pub target: Option<(GivenDiagram, usize)>,
    pub options: Options,
    /// The conditions given (variant and readings), with their lines.
    pub conditions: Vec<(Condition, usize)>,
    /// The twins and the line of each.
    pub twins: Vec<(Twin, usize)>,
    pub solution: Option<String>,
    pub keywords: Vec<String>,
    pub comments: Vec<String>,
    /// Keep a diagram given by its pieces whose side not to move is in
    /// check, unvalidated (the Popeye drop-in prints it, as Popeye does,
    /// and solves nothing): no engine position can be made of it.
    pub keep_illegal: bool,
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
    if let Some(side) = stip.proof_diagram_side() {
        // dia n, ser-dia n: the diagram is the position after the game.
        return side;
    }
    match stip.fixed_starter() {
        // `a=>b`: `WhiteToPlay` and `HalfDuplex` each give the first move
        // to the other side (both: back to Black), as in Popeye 4.104.
        Some(c) if stip.play == Play::AToB && white_to_play != half_duplex => c.opposite(),
        Some(c) if stip.play == Play::AToB => c,
        Some(_) if white_to_play && stip.is_help() => Color::White,
        Some(c) if half_duplex && !stip.is_proof() => c.opposite(),
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
    problem.diagram.side != implied
}

/// Whether a problem's diagram can be written as piece lists (Popeye's
/// `Pieces`, YAML `algebraic`): two boards of 8x8 squares with chess
/// pieces (or 4x8), one piece a square. Not so for three-board, 10x10 or fairy
/// positions, nor for a square occupied on both boards (O'Donohue, Duo),
/// which only FEN can say.
pub fn popeye_can_hold(problem: &Problem) -> bool {
    problem.diagram.is_two_board_popeye()
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

/// Whether a diagram as a reader gave it has a piece on board B. A FEN
/// that cannot be read counts as one, so that its own error is reported.
fn has_board_b(setup: &GivenDiagram) -> bool {
    let placement = match setup {
        GivenDiagram::Pieces(p) => *p,
        GivenDiagram::Fen(pos) => Placement::of(pos),
        GivenDiagram::Text(..) => return true,
    };
    placement
        .0
        .iter()
        .flatten()
        .any(|(_, board)| *board == crate::types::Board::B)
}

/// Whether a problem without any condition of the Alice family is an Alice
/// problem all the same: a piece stands on board B (Popeye, too, plays
/// such a problem as Alice Chess). Without the condition and without such
/// a piece the problem is orthodox, and it is refused
/// ([`FormatErrorKind::NotAlice`]) rather than solved as Alice Chess.
fn implicit_alice(draft: &Draft) -> bool {
    draft.setup.as_ref().is_some_and(|(s, _)| has_board_b(s))
        || draft.target.as_ref().is_some_and(|(s, _)| has_board_b(s))
}

/// The variant stated by a problem's conditions: at most one variant word
/// (standard Alice when none), then the readings.
fn variant_of(conditions: &[(Condition, usize)], start: usize) -> Result<Variant, Fail> {
    let words: Vec<Condition> = conditions.iter().map(|&(c, _)| c).collect();
    conditions::variant_of(&words).map_err(|(i, fault)| {
        let line = conditions[i].1;
        match fault {
            VariantFault::TwoVariants(a, b) => {
                Fail::syntax(line, format!("two variants given: {a} and {b}"))
            }
            VariantFault::Reading(e) => Fail::new(if line == 0 { start } else { line }, e),
        }
    })
}

impl Draft {
    /// Check the draft and build the problem.
    pub(crate) fn assemble(mut self) -> Result<Problem, Fail> {
        let start = self.origin.line;
        let implied = self.conditions.is_empty();
        if implied && self.setup.is_some() && !implicit_alice(&self) {
            return Err(Fail::new(start, FormatErrorKind::NotAlice));
        }
        let (stipulation, _) = self
            .stipulation
            .ok_or_else(|| Fail::new(start, FormatErrorKind::Missing("stipulation")))?;
        let (setup, setup_line) = self.setup.take().ok_or_else(|| {
            Fail::new(start, FormatErrorKind::Missing("position (pieces or FEN)"))
        })?;
        let mut options = std::mem::take(&mut self.options);
        if options.half_duplex && stipulation.is_proof() && stipulation.play != Play::AToB {
            options.unsupported.push("HalfDuplex (proof games)".into());
        }
        let side = starting_side(
            &stipulation,
            options.white_to_play,
            options.half_duplex,
            self.side,
        );
        let variant = variant_of(&self.conditions, start)?;
        let (diagram, target) = if let Engine::General(g) =
            Engine::with_fairy(&variant, setup.has_fairy())
        {
            let cancelled = cancelled_rights(&options.no_castling);
            let raw = self
                .keep_illegal
                .then(|| raw_diagram(&setup, g.rules().files, side));
            let diagram = general_diagram(g, setup, self.fen_text.as_deref(), side, cancelled)
                .or_else(|e| match (e, raw.flatten()) {
                    (GeneralDiagramError::NotToMoveInCheck(_), Some(raw)) => Ok(raw),
                    (e, _) => Err(e.into()),
                })
                .map_err(|e: FormatErrorKind| Fail::new(setup_line, e))?;
            let target = general_target(g, &stipulation, self.target.take(), diagram.side, start)?;
            (diagram, target)
        } else {
            let cancelled = cancelled_rights(&options.no_castling);
            let fen_rules = match &setup {
                GivenDiagram::Fen(pos) => Some(pos.rules()),
                GivenDiagram::Pieces(_) => None,
                GivenDiagram::Text(_, e) => return Err(Fail::new(setup_line, e.clone())),
            };
            let (placement, rights, ep) = match setup {
                GivenDiagram::Pieces(p) => (p, p.home_rights(), None),
                GivenDiagram::Fen(pos) => {
                    let ep = pos.ep_square().filter(|_| pos.side_to_move() == side);
                    (Placement::of(&pos), pos.castling_rights(), ep)
                }
                GivenDiagram::Text(..) => unreachable!("refused above"),
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
            let position =
                match placement.to_position(side, rights & !cancelled, ep, variant.rules()) {
                    Ok(p) => Some(p),
                    Err(PositionError::SideNotToMoveInCheck { .. }) if self.keep_illegal => None,
                    Err(e) => return Err(Fail::new(setup_line, e)),
                };
            let Some(position) = position else {
                let mut raw = crate::setup::Setup::empty(8);
                raw.pieces = placement.placed();
                raw.side = side;
                return self.finish(raw, None, options, variant, stipulation, implied);
            };
            let target = target_position(
                &stipulation,
                self.target.take(),
                &position,
                variant.rules(),
                start,
            )?
            .map(|t| t.to_setup());
            let setup = position.to_setup();
            options.no_castling = no_castling_squares(&setup);
            options.en_passant = position.ep_square();
            (setup, target)
        };
        self.finish(diagram, target, options, variant, stipulation, implied)
    }

    /// The problem of the draft with its diagram (and second position)
    /// made.
    fn finish(
        self,
        diagram: crate::setup::Setup,
        target: Option<crate::setup::Setup>,
        mut options: Options,
        variant: Variant,
        stipulation: Stipulation,
        implied: bool,
    ) -> Result<Problem, Fail> {
        if implied {
            options.warnings.push(
                "no AliceChess condition: read as an Alice Chess problem, as pieces stand on board B"
                    .into(),
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
    g: crate::variant::VariantKind,
    setup: GivenDiagram,
    fen_text: Option<&str>,
    side: Color,
    cancelled: u8,
) -> Result<crate::setup::Setup, GeneralDiagramError> {
    let text = match (fen_text, setup) {
        (Some(t), _) => t.to_string(),
        (None, GivenDiagram::Pieces(p)) => {
            let mut s = crate::setup::Setup::empty(g.rules().files);
            s.pieces = p.placed();
            s.castling = p.home_rights() & !cancelled;
            s.fen()
        }
        (None, GivenDiagram::Fen(pos)) => fen::write(&pos),
        (None, GivenDiagram::Text(t, _)) => t,
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
    let pos = crate::engine::general::parse_fen(&fields.join(" "), g).map_err(|e| {
        let kind = FormatErrorKind::General(e.to_string());
        match e {
            GFenError::SideNotToMoveInCheck { .. } => GeneralDiagramError::NotToMoveInCheck(kind),
            _ => GeneralDiagramError::Other(kind),
        }
    })?;
    Ok(pos.to_setup())
}

/// Why a general-engine diagram was refused: the side not to move in
/// check (a diagram [`Draft::keep_illegal`] keeps), or anything else.
enum GeneralDiagramError {
    NotToMoveInCheck(FormatErrorKind),
    Other(FormatErrorKind),
}

impl From<GeneralDiagramError> for FormatErrorKind {
    fn from(e: GeneralDiagramError) -> FormatErrorKind {
        match e {
            GeneralDiagramError::NotToMoveInCheck(k) | GeneralDiagramError::Other(k) => k,
        }
    }
}

/// A diagram given by its pieces as it stands, unvalidated, with `side`
/// to move (no castling rights, no e.p.); `None` for a FEN.
fn raw_diagram(given: &GivenDiagram, files: u8, side: Color) -> Option<crate::setup::Setup> {
    let GivenDiagram::Pieces(p) = given else {
        return None;
    };
    let mut raw = crate::setup::Setup::empty(files);
    raw.pieces = p.placed();
    raw.side = side;
    Some(raw)
}

/// The second position given for a problem: required for `a=>b`, refused
/// elsewhere. With its line and the side to move after the game, which
/// `start_side` starts.
fn given_target(
    stip: &Stipulation,
    target: Option<(GivenDiagram, usize)>,
    start_side: Color,
    problem_line: usize,
) -> Result<Option<(GivenDiagram, usize, Color)>, Fail> {
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
        (true, Some((given, line))) => {
            let side = if stip.plies().is_multiple_of(2) {
                start_side
            } else {
                start_side.opposite()
            };
            Ok(Some((given, line, side)))
        }
    }
}

/// The second position of an `a=>b` problem of a general-engine variant,
/// validated by the variant's rules.
fn general_target(
    g: crate::variant::VariantKind,
    stip: &Stipulation,
    target: Option<(GivenDiagram, usize)>,
    start_side: Color,
    problem_line: usize,
) -> Result<Option<crate::setup::Setup>, Fail> {
    let Some((given, line, side)) = given_target(stip, target, start_side, problem_line)? else {
        return Ok(None);
    };
    // Only the placement counts: no castling rights from pieces.
    general_diagram(g, given, None, side, castling::ALL)
        .map(Some)
        .map_err(|e| Fail::new(line, e))
}

/// The second position of an `a=>b` problem of a fast-engine variant.
fn target_position(
    stip: &Stipulation,
    target: Option<(GivenDiagram, usize)>,
    start: &Position,
    rules: crate::engine::fast::rules::Rules,
    problem_line: usize,
) -> Result<Option<Position>, Fail> {
    let Some((given, line, side)) = given_target(stip, target, start.side_to_move(), problem_line)?
    else {
        return Ok(None);
    };
    let placement = match given {
        GivenDiagram::Pieces(p) => p,
        GivenDiagram::Fen(pos) => Placement::of(&pos),
        GivenDiagram::Text(_, e) => return Err(Fail::new(line, e)),
    };
    placement
        .to_position(side, 0, None, rules)
        .map(Some)
        .map_err(|e| Fail::new(line, e))
}

/// Build every twin once, so that a change that cannot be made is reported
/// with its line (an illegal twin is that twin's error when it is solved,
/// and the other twins are solved).
fn check_twins(problem: &Problem, lines: &[usize]) -> Result<(), Fail> {
    match problem.twin_results() {
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
