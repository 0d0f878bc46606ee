//! Problem diagrams for print and screen: the boards side by side (two for
//! the Alice family, three for `alice3` and `directed`), with coordinates,
//! the side to move, the stipulation, the piece count and, for a problem
//! from a file, its authors, source, award, title and twins.
//!
//! A [`Drawing`] is engine-free data, built from a problem, a fast-engine
//! position or a general-engine position; the writers render it as text
//! ([`Drawing::text`]: `alice show` with the headers), SVG ([`svg`]) and
//! LaTeX for `diagram.sty` ([`latex`]).

pub mod latex;
mod pieces;
pub mod svg;
mod twins;

use crate::engine::fast::position::Position;
use crate::engine::general::position::sq;
use crate::engine::general::GPos;
use crate::engine::{DiagramError, Engine};
use crate::problem::{Award, Problem, Source};
use crate::stipulation::Stipulation;
use crate::types::Color;
use crate::variant::{Variant, VariantKind};

/// A man on the diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawnMan {
    /// File, 0 for a.
    pub file: u8,
    /// Rank, 0 for the first.
    pub rank: u8,
    /// Board index: 0 for A, 1 for B, 2 for C.
    pub board: u8,
    /// The man's colour.
    pub color: Color,
    /// The upper-case FEN letter of its kind (`K`, `Q`, `R`, `B`, `N`, `P`,
    /// a man of `directed`: `G`, `T`, `Y`, `H`, `S`, `E`), or a fairy
    /// piece's Popeye code (`G`, `CA`): [`crate::kinds::Kind::code`].
    pub code: &'static str,
}

/// A problem's bibliographic data.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bibliography {
    /// Authors as "Family, Given".
    pub authors: Vec<String>,
    /// Publication.
    pub source: Option<Source>,
    /// Tourney award.
    pub award: Option<Award>,
    /// Title (Popeye's `Title`; LaTeX `\dedication`).
    pub title: Option<String>,
}

/// Everything a diagram shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawing {
    /// Files of each board.
    pub files: u8,
    /// Ranks of each board.
    pub ranks: u8,
    /// Number of boards (2 or 3).
    pub boards: u8,
    /// The men, on every board.
    pub men: Vec<DrawnMan>,
    /// The side that moves first (as the stipulation reads the diagram:
    /// Black in `h#n` whatever the FEN says).
    pub side: Color,
    /// Whether the stipulation does not imply [`Drawing::side`] (a
    /// colour-swapped direct mate, Black to move): then it must be printed.
    pub side_explicit: bool,
    /// The condition words of the variant (`AliceChess`, `MsAlice
    /// AliceStrictBlock`, `AliceChess3`).
    pub condition: String,
    /// The stipulation as written (`#2`, `h#2`), if any.
    pub stipulation: Option<String>,
    /// Heading lines: authors, source, award, title (a problem from a file).
    pub heading: Vec<String>,
    /// The same data as fields, for writers that tag them (LaTeX).
    pub bibliography: Option<Bibliography>,
    /// The variant when it is not standard Alice Chess (`ms-alice`, `alice3`).
    pub variant: Option<String>,
    /// The twins, one line each, as Popeye prints them (`b) wKh1-->h2`).
    pub twins: Vec<String>,
    /// The position's FEN.
    pub fen: String,
    /// The boards as `alice show` prints them (ends with the side to move
    /// and the FEN).
    pub show: String,
    /// The position to reach of an `a=>b` proof game (only its placement
    /// counts), drawn below the diagram.
    pub target: Option<Box<Drawing>>,
    /// A remark printed with the diagram (LaTeX `\remark`), e.g. that it
    /// is the position to reach.
    pub note: Option<String>,
    /// The intended solution as the problem file gives it (LaTeX
    /// `\solution` when no solver run replaces it).
    pub solution: Option<String>,
}

impl Drawing {
    /// The diagram of a problem read from a file (its diagram position;
    /// the twins are listed below it).
    pub fn from_problem(problem: &Problem) -> Result<Drawing, DiagramError> {
        let mut d = match Engine::of(&problem.variant, &problem.diagram) {
            Engine::General(g) => {
                let pos = crate::engine::general_position(g, &problem.diagram)?;
                Drawing::from_general(&pos, g, None)
            }
            Engine::Fast => {
                let pos = Position::from_setup(&problem.diagram, problem.variant.rules())?;
                Drawing::from_position(&pos, &problem.variant, None)
            }
        };
        d.stipulation = Some(problem.stipulation.to_string());
        d.side = problem.diagram.side;
        d.side_explicit = crate::formats::side_is_explicit(problem);
        d.heading = crate::output::problem::heading_lines(problem);
        d.bibliography = Some(Bibliography {
            authors: problem.authors.clone(),
            source: problem.source.clone(),
            award: problem.award.clone(),
            title: problem.title.clone(),
        });
        if let Some(target) = &problem.target {
            let mut t = match Engine::of_variant(&problem.variant) {
                Engine::General(g) => {
                    Drawing::from_general(&crate::engine::general_position(g, target)?, g, None)
                }
                Engine::Fast => {
                    let pos = Position::from_setup(target, problem.variant.rules())?;
                    Drawing::from_position(&pos, &problem.variant, None)
                }
            };
            t.side_explicit = false;
            t.note = Some(format!("{}: the position to reach", problem.stipulation));
            d.target = Some(Box::new(t));
        }
        d.twins = twins::lines(problem);
        d.solution = problem.solution.clone();
        Ok(d)
    }

    /// The diagram of a position of the fast engine, played by `variant`,
    /// with a stipulation when one is given (it decides who starts).
    pub fn from_position(pos: &Position, variant: &Variant, stip: Option<&Stipulation>) -> Drawing {
        let setup = pos.to_setup();
        let (side, side_explicit) = starter(stip, setup.side);
        let men = setup
            .pieces
            .iter()
            .map(|p| DrawnMan {
                file: p.square.file,
                rank: p.square.rank,
                board: p.board.index(),
                color: p.man.color,
                code: p.man.kind.code(),
            })
            .collect();
        Drawing {
            files: setup.files,
            ranks: 8,
            boards: 2,
            men,
            side,
            side_explicit,
            condition: crate::formats::conditions::words(variant).join(" "),
            stipulation: stip.map(|s| s.to_string()),
            heading: Vec::new(),
            bibliography: None,
            variant: (!variant.is_standard()).then(|| variant.to_string()),
            twins: Vec::new(),
            fen: crate::engine::fast::fen::write(pos),
            show: crate::display::diagram(pos),
            target: None,
            note: None,
            solution: None,
        }
    }

    /// The diagram of a position of the general engine.
    pub fn from_general(pos: &GPos, variant: VariantKind, stip: Option<&Stipulation>) -> Drawing {
        let rules = pos.rules();
        let (side, side_explicit) = starter(stip, pos.side());
        let mut men = Vec::new();
        for board in 0..rules.boards {
            for rank in 0..rules.ranks {
                for file in 0..rules.files {
                    let cell = pos.at(board, sq(file, rank));
                    if !cell.is_empty() {
                        men.push(DrawnMan {
                            file,
                            rank,
                            board,
                            color: cell.color(),
                            code: cell.kind().code(),
                        });
                    }
                }
            }
        }
        Drawing {
            files: rules.files,
            ranks: rules.ranks,
            boards: rules.boards,
            men,
            side,
            side_explicit,
            condition: variant.condition().to_string(),
            stipulation: stip.map(|s| s.to_string()),
            heading: Vec::new(),
            bibliography: None,
            variant: (variant != VariantKind::Alice).then(|| variant.to_string()),
            twins: Vec::new(),
            fen: crate::engine::general::fen::write(pos),
            show: crate::engine::general::display::diagram(pos),
            target: None,
            note: None,
            solution: None,
        }
    }

    /// The number of White and of Black men (all boards), as printed under
    /// a diagram: `(7+11)`.
    pub fn count(&self) -> (usize, usize) {
        let white = self.men.iter().filter(|m| m.color == Color::White).count();
        (white, self.men.len() - white)
    }

    /// The line under the boards: stipulation, piece count, the condition
    /// (`Alice Chess`, or the variant's name).
    pub fn caption(&self) -> String {
        let (w, b) = self.count();
        let mut parts = Vec::new();
        if let Some(s) = &self.stipulation {
            parts.push(s.clone());
        }
        parts.push(format!("({w}+{b})"));
        parts.push(self.variant.clone().unwrap_or_else(|| "Alice Chess".into()));
        parts.join("  ")
    }

    /// The text diagram: the heading lines, the caption, the twins, then the
    /// boards as `alice show` prints them.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for line in &self.heading {
            out.push_str(line);
            out.push('\n');
        }
        out.push_str(&self.caption());
        out.push('\n');
        for t in &self.twins {
            out.push_str(t);
            out.push('\n');
        }
        out.push_str(&self.show);
        if let Some(t) = &self.target {
            out.push_str("the position to reach:\n");
            out.push_str(&t.show);
        }
        out
    }

    /// The letter of board `b` (`A`, `B`, `C`).
    pub fn board_letter(b: u8) -> char {
        (b'A' + b) as char
    }

    /// Whether some square holds men on two boards (possible in
    /// `odonohue`, `alice3`, `duo`): then one board cannot show them all.
    pub fn has_stacked_squares(&self) -> bool {
        let mut seen = std::collections::HashSet::new();
        self.men.iter().any(|m| !seen.insert((m.file, m.rank)))
    }
}

/// Who starts from a diagram whose FEN gives `given`, and whether the
/// stipulation leaves that unsaid (so a diagram must print it).
fn starter(stip: Option<&Stipulation>, given: Color) -> (Color, bool) {
    match stip {
        None => (given, given == Color::Black),
        Some(s) => {
            let side = crate::formats::starting_side(s, false, false, Some(given));
            let implied = crate::formats::starting_side(s, false, false, Some(Color::White));
            (side, side != implied)
        }
    }
}

/// Escape text for XML and HTML (element content and attribute values).
pub fn escape_xml(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Control characters are not allowed in XML 1.0.
            c if (c as u32) < 0x20 && !matches!(c, '\n' | '\t' | '\r') => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}
