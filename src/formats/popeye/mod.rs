//! Popeye input files (`.inp`).
//!
//! ```text
//! BeginProblem
//! Author Caillaud, Michel
//! Origin Andernach 2025
//! Pieces White Ka1 Qc5 White AliceB Rc3 Black AliceB Ke5 Pd2
//! Stipulation h#2
//! Condition AliceChess
//! Option Try Defence 2
//! Twin Move a1 a2
//! EndProblem
//! ```
//!
//! Supported commands: `BeginProblem`, `NextProblem`, `EndProblem`,
//! `Remark`, `Author`, `Origin`, `Title`, `Award`, `Pieces`, `Forsyth`,
//! `Stipulation`, `Condition AliceChess`, `Option`, `Twin` (move, exchange,
//! remove, add, stipulation, rotate, mirror, shift, substitute, PolishType,
//! condition, continued) and `ZeroPosition`. `Protocol` is the drop-in's (its file
//! is read by [`text_lines`]); `Language`, `LaTeX` and `LaTeXPieces` lines
//! are read and ignored. Unsupported: other conditions,
//! `SStipulation`, `InitialGameArray`, attributes. (A condition twin
//! is solved when it restates the problem's conditions; else it is that
//! twin's error.) Keywords may be abbreviated to any unique prefix
//! and are case-insensitive, as in Popeye. German and French files
//! (`AnfangProblem`, `DebutProbleme`) are read in their language's
//! keywords, as Popeye reads them ([`popeye_language`],
//! [`crate::formats::Language`]).
//!
//! Popeye has no place for keywords, intended solutions, a solution or a
//! side to move in direct play; this tool writes them as remarks it reads
//! back: `Remark keyword: …`, `Remark intended-solutions: 2`,
//! `Remark solution: …` (one per line), `Remark side-to-move: black`. Other
//! remarks are comments (`Remark | …` continues the previous one on a new
//! line, `Remark + …` on the same line: long lines are wrapped to stay
//! within Popeye's 255 characters). `Origin`
//! reads `name, issue X, no. Y, date`; `Award` reads `distinction (tourney)`.

use super::conditions::condition;
use super::draft::{normalize_text, Draft, GivenDiagram};
use super::error::{name_problems, Fail, FormatError, FormatErrorKind};
use super::lang::Language;
use super::lang::{lookup_in, COMMANDS};
use super::options::read_option_command;
use super::pieces::{parse_forsyth, parse_groups, Placed};
use super::tokens::{Lookup, Token, Tokens};
use super::twins::parse_changes;
use crate::problem::{Origin, Problem, Twin};
use crate::stipulation::Play;
use crate::twin::{label, Placement};
use crate::types::Color;

mod commands;
mod meta;
mod write;
use commands::{command, strip_label};
pub use meta::{text_lines, TextLines};
pub use write::write_popeye;
pub(crate) use write::{placed_pieces, setup_view};

/// How a problem's text ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    /// `NextProblem`: another problem follows.
    Next,
    /// `EndProblem`.
    Last,
    /// The text ended without `EndProblem`.
    Eof,
}

/// The language of a Popeye input text, decided by its first word as
/// Popeye decides it (`BeginProblem`, `AnfangProblem`, `DebutProbleme`, or
/// an abbreviation); `None` if the text does not start with one.
pub fn popeye_language(text: &str) -> Option<Language> {
    text.split_whitespace().next().and_then(Language::of_begin)
}

/// Read a Popeye input file in any of Popeye's languages (English, German,
/// French, decided by the first word): one result per problem
/// (`NextProblem` separates them; so does `EndProblem` followed by
/// `BeginProblem`). `file` names the file in error messages.
pub fn parse_popeye(text: &str, file: Option<&str>) -> Vec<Result<Problem, FormatError>> {
    parse_popeye_with(text, file, false)
}

/// [`parse_popeye`] for the Popeye drop-in, which prints a diagram whose
/// side not to move is in check, as Popeye does, and solves nothing: such
/// a diagram, given by its pieces, is kept as it stands (unvalidated; no
/// engine position can be made of it) instead of refused. As Popeye 4.104
/// does, a command other than a twin's after the first twin (an `Option`,
/// `Pieces`, ...) ends the input silently: it and the rest of the file,
/// later problems included, are ignored (the other readers refuse it).
pub fn parse_popeye_keeping_illegal(
    text: &str,
    file: Option<&str>,
) -> Vec<Result<Problem, FormatError>> {
    parse_popeye_with(text, file, true)
}

fn parse_popeye_with(
    text: &str,
    file: Option<&str>,
    keep_illegal: bool,
) -> Vec<Result<Problem, FormatError>> {
    let mut t = Tokens::new(text, 1);
    let mut results = Vec::new();
    let Some(first) = t.next_token() else {
        return results;
    };
    let Some(lang) = Language::of_begin(first.text) else {
        let fail = Fail::syntax(
            first.line,
            format!(
                "expected BeginProblem (AnfangProblem, DebutProbleme), found '{}'",
                first.text
            ),
        );
        results.push(Err(fail.locate(file, 1)));
        return results;
    };
    let mut start = first.line;
    loop {
        let index = results.len() + 1;
        let origin = Origin {
            file: file.map(str::to_string),
            index,
            line: start,
        };
        let mut reader = Reader::new(origin, lang);
        reader.draft.keep_illegal = keep_illegal;
        reader.rest_after_twins_ignored = keep_illegal;
        let outcome = reader.read(&mut t);
        let end = match outcome {
            Ok(end) => {
                results.push(reader.finish().map_err(|e| e.locate(file, index)));
                end
            }
            Err(fail) => {
                results.push(Err(fail.locate(file, index)));
                skip_problem(&mut t, lang)
            }
        };
        start = match end {
            End::Next => t.line(),
            // Files that concatenate BeginProblem … EndProblem blocks.
            End::Last
                if t.peek()
                    .is_some_and(|n| command(&n, lang) == Some("beginproblem")) =>
            {
                t.next_token().map_or(t.line(), |b| b.line)
            }
            End::Last | End::Eof => break,
        };
    }
    name_problems(&mut results, file);
    results
}

/// After an error, skip to the end of the problem.
fn skip_problem(t: &mut Tokens, lang: Language) -> End {
    while let Some(tok) = t.next_token() {
        match command(&tok, lang) {
            Some("nextproblem") => return End::Next,
            Some("endproblem") => return End::Last,
            Some("remark" | "author" | "origin" | "title" | "award") => {
                t.rest_of_line(tok);
            }
            _ => {}
        }
    }
    End::Eof
}

/// The state of one problem being read.
struct Reader {
    /// The language of the file's keywords.
    lang: Language,
    draft: Draft,
    placement: Placement,
    pieces_line: Option<usize>,
    /// The second position of `a=>b`: pieces given after the stipulation.
    target: Option<(Placement, usize)>,
    origin_text: Option<String>,
    award_text: Option<String>,
    intended: Option<(String, usize)>,
    solution: Vec<String>,
    zero: bool,
    /// Popeye's reading: a command other than a twin's after the first
    /// twin ends the input (the drop-in).
    rest_after_twins_ignored: bool,
}

impl Reader {
    fn new(origin: Origin, lang: Language) -> Reader {
        Reader {
            lang,
            draft: Draft {
                origin,
                ..Draft::default()
            },
            placement: Placement::empty(),
            pieces_line: None,
            target: None,
            origin_text: None,
            award_text: None,
            intended: None,
            solution: Vec::new(),
            zero: false,
            rest_after_twins_ignored: false,
        }
    }

    /// Read commands up to the end of the problem.
    fn read(&mut self, t: &mut Tokens) -> Result<End, Fail> {
        while let Some(tok) = t.next_token() {
            let cmd = match lookup_in(tok.text, &COMMANDS, self.lang) {
                Lookup::Found(i) => COMMANDS[i][0],
                Lookup::Ambiguous => {
                    return Err(Fail::syntax(
                        tok.line,
                        format!("'{}' is ambiguous: write more of the command", tok.text),
                    ))
                }
                Lookup::NotFound => {
                    return Err(Fail::syntax(
                        tok.line,
                        format!(
                            "unknown command '{}' (expected Pieces, Stipulation, Option, Twin, …)",
                            tok.text
                        ),
                    ))
                }
            };
            if let Some(end) = self.command(t, tok, cmd)? {
                return Ok(end);
            }
        }
        Ok(End::Eof)
    }

    /// Handle one command; `Some` when it ends the problem.
    fn command<'a>(
        &mut self,
        t: &mut Tokens<'a>,
        tok: Token<'a>,
        cmd: &str,
    ) -> Result<Option<End>, Fail> {
        let in_twins = !self.draft.twins.is_empty();
        match cmd {
            "endproblem" => return Ok(Some(End::Last)),
            "nextproblem" => return Ok(Some(End::Next)),
            "twin" | "zeroposition" => self.twin(t, tok, cmd == "zeroposition")?,
            "remark" => {
                let text = t.rest_of_line(tok);
                self.remark(text, tok.line)?;
            }
            _ if in_twins && self.rest_after_twins_ignored => {
                // (Popeye's twin reader stops at the first word that is no
                // twin's and no end of a problem; its problem reader then
                // finds no next problem: the rest of the input is unread.)
                while t.next_token().is_some() {}
                return Ok(Some(End::Eof));
            }
            _ if in_twins => {
                return Err(Fail::syntax(
                    tok.line,
                    format!(
                        "'{}' after a twin: give the diagram before the first Twin",
                        tok.text
                    ),
                ))
            }
            "beginproblem" => {
                return Err(Fail::syntax(
                    tok.line,
                    "BeginProblem inside a problem (EndProblem or NextProblem missing)",
                ))
            }
            "author" => {
                let text = t.rest_of_line(tok);
                self.draft.authors.push(text.to_string());
            }
            "origin" => append_line(&mut self.origin_text, t.rest_of_line(tok)),
            "title" => {
                let mut title = self.draft.title.take();
                append_line(&mut title, t.rest_of_line(tok));
                self.draft.title = title;
            }
            "award" => append_line(&mut self.award_text, t.rest_of_line(tok)),
            "protocol" | "language" | "LaTeX" | "LaTeXPieces" => {
                t.rest_of_line(tok);
            }
            "pieces" => {
                let placed = parse_groups(t, None, self.lang)?;
                let a_to_b = self
                    .draft
                    .stipulation
                    .is_some_and(|(s, _)| s.play == Play::AToB);
                if a_to_b && self.pieces_line.is_some() {
                    // Popeye's a=>b: the pieces after the stipulation are
                    // the second position.
                    self.place_target(&placed, tok.line)?;
                } else {
                    self.place(&placed, tok.line)?;
                }
            }
            "Forsyth" => {
                let arg = argument(t, tok, self.lang, "'Forsyth' needs a position")?;
                self.placement = Placement::empty();
                let placed = parse_forsyth(arg.text, arg.line, self.lang)?;
                self.place(&placed, tok.line)?;
            }
            "stipulation" => {
                let arg = argument(t, tok, self.lang, "'Stipulation' needs a stipulation")?;
                let s = arg
                    .text
                    .parse()
                    .map_err(|e| Fail::new(arg.line, FormatErrorKind::Stipulation(e)))?;
                self.draft.stipulation = Some((s, arg.line));
            }
            "condition" => self.condition(t, tok)?,
            "option" => read_option_command(t, tok.line, self.lang, &mut self.draft.options)?,
            "sstipulation" => {
                return Err(Fail::new(
                    tok.line,
                    FormatErrorKind::Unsupported("a structured stipulation (SStipulation)".into()),
                ))
            }
            _ => {
                return Err(Fail::new(
                    tok.line,
                    FormatErrorKind::Unsupported(format!("the command '{}'", tok.text)),
                ))
            }
        }
        Ok(None)
    }

    /// Put pieces on the board; a square given twice is an error.
    fn place(&mut self, placed: &[Placed], line: usize) -> Result<(), Fail> {
        // The piece readers give men of two 8x8 boards.
        for (square, board, man) in placed.iter().filter_map(Placed::on_two_boards) {
            if self.placement.get(square).is_some() {
                return Err(Fail::syntax(
                    line,
                    format!("square {square} is given twice"),
                ));
            }
            self.placement.set(square, Some((man, board)));
        }
        self.pieces_line.get_or_insert(line);
        Ok(())
    }

    /// Put pieces on the second (a=>b) position.
    fn place_target(&mut self, placed: &[Placed], line: usize) -> Result<(), Fail> {
        let (target, _) = self.target.get_or_insert((Placement::empty(), line));
        // The piece readers give men of two 8x8 boards.
        for (square, board, man) in placed.iter().filter_map(Placed::on_two_boards) {
            if target.get(square).is_some() {
                return Err(Fail::syntax(
                    line,
                    format!("square {square} is given twice"),
                ));
            }
            target.set(square, Some((man, board)));
        }
        Ok(())
    }

    fn condition<'a>(&mut self, t: &mut Tokens<'a>, tok: Token<'a>) -> Result<(), Fail> {
        let mut count = 0;
        while let Some(c) = t.peek() {
            let known = condition(c.text, self.lang);
            if self.lang == Language::French && known.is_none() && lost_pieces(c.text) {
                // Popeye's French conditions have `PiecesPerdues`, which
                // `pieces` abbreviates: Popeye reads the pieces as that
                // condition (and the problem without its pieces).
                return Err(Fail::syntax(
                    c.line,
                    format!(
                        "'{}' right after a condition is the condition PiecesPerdues to \
                         Popeye: give the pieces before the condition",
                        c.text
                    ),
                ));
            }
            if command(&c, self.lang).is_some() && known.is_none() {
                break;
            }
            t.next_token();
            let Some(known) = known else {
                return Err(Fail::new(
                    c.line,
                    FormatErrorKind::UnsupportedCondition(c.text.to_string()),
                ));
            };
            self.draft.conditions.push((known, c.line));
            count += 1;
        }
        if count == 0 {
            return Err(Fail::syntax(tok.line, "'Condition' without a condition"));
        }
        Ok(())
    }

    fn twin<'a>(&mut self, t: &mut Tokens<'a>, tok: Token<'a>, zero: bool) -> Result<(), Fail> {
        if zero && (self.zero || !self.draft.twins.is_empty()) {
            return Err(Fail::syntax(
                tok.line,
                "ZeroPosition must come before every Twin",
            ));
        }
        self.zero |= zero;
        let (continued, changes) = parse_changes(t, self.lang)?;
        if let Some(next) = t.peek() {
            if command(&next, self.lang).is_none() {
                return Err(Fail::syntax(
                    next.line,
                    format!("unknown twinning command '{}'", next.text),
                ));
            }
        }
        let n = self.draft.twins.len() + usize::from(!self.zero);
        let twin = Twin {
            label: label(n),
            continued,
            changes,
        };
        self.draft.twins.push((twin, tok.line));
        Ok(())
    }

    /// A remark: this tool's structured remarks, or a comment.
    fn remark(&mut self, text: &str, line: usize) -> Result<(), Fail> {
        if let Some(k) = strip_label(text, "keyword:") {
            self.draft.keywords.push(k.trim().to_string());
        } else if let Some(n) = strip_label(text, "intended-solutions:") {
            self.intended = Some((n.trim().to_string(), line));
        } else if let Some(s) = strip_label(text, "solution:") {
            self.solution
                .push(s.strip_prefix(' ').unwrap_or(s).to_string());
        } else if let Some(side) = strip_label(text, "side-to-move:") {
            self.draft.side = Some(match side.trim().to_ascii_lowercase().as_str() {
                "white" => Color::White,
                "black" => Color::Black,
                other => {
                    return Err(Fail::syntax(
                        line,
                        format!("side-to-move '{other}': expected white or black"),
                    ))
                }
            });
        } else if let Some(c) = strip_label(text, "comment:") {
            self.draft
                .comments
                .push(c.strip_prefix(' ').unwrap_or(c).to_string());
        } else if let Some(more) = text.strip_prefix('+') {
            // A long line wrapped to fit Popeye's line length: same line.
            let more = more.strip_prefix(' ').unwrap_or(more);
            match self.draft.comments.last_mut() {
                Some(last) => {
                    last.push(' ');
                    last.push_str(more);
                }
                None => self.draft.comments.push(more.to_string()),
            }
        } else if let Some(more) = text.strip_prefix('|') {
            let more = more.strip_prefix(' ').unwrap_or(more);
            match self.draft.comments.last_mut() {
                Some(last) => {
                    last.push('\n');
                    last.push_str(more);
                }
                None => self.draft.comments.push(more.to_string()),
            }
        } else if !text.is_empty() {
            self.draft.comments.push(text.to_string());
        }
        Ok(())
    }

    /// Check and build the problem.
    fn finish(mut self) -> Result<Problem, Fail> {
        if let Some(line) = self.pieces_line {
            self.draft.setup = Some((GivenDiagram::Pieces(self.placement), line));
        }
        if let Some((target, line)) = self.target {
            self.draft.target = Some((GivenDiagram::Pieces(target), line));
        }
        self.draft.source = self.origin_text.as_deref().map(super::fields::parse_source);
        self.draft.award = self.award_text.as_deref().map(super::fields::parse_award);
        if let Some((text, line)) = &self.intended {
            self.draft.options.intended_solutions =
                Some(super::fields::intended_count(text, *line)?);
        }
        if !self.solution.is_empty() {
            self.draft.solution = Some(normalize_text(&self.solution.join("\n")));
        }
        self.draft.comments = self
            .draft
            .comments
            .iter()
            .map(|c| normalize_text(c))
            .collect();
        self.draft.assemble()
    }
}

/// The argument of a command: the next token, unless it is a command.
fn argument<'a>(
    t: &mut Tokens<'a>,
    tok: Token<'a>,
    lang: Language,
    message: &str,
) -> Result<Token<'a>, Fail> {
    match t.peek() {
        Some(arg) if command(&arg, lang).is_none() => {
            t.next_token();
            Ok(arg)
        }
        _ => Err(Fail::syntax(tok.line, message)),
    }
}

fn append_line(field: &mut Option<String>, text: &str) {
    match field {
        Some(s) => {
            s.push(' ');
            s.push_str(text);
        }
        None => *field = Some(text.to_string()),
    }
}

/// Whether a word abbreviates Popeye's French condition `PiecesPerdues`
/// (from `pie` on: `pi` is also `PionNormale`).
fn lost_pieces(word: &str) -> bool {
    word.len() >= 3
        && "piecesperdues"
            .get(..word.len())
            .is_some_and(|p| p.eq_ignore_ascii_case(word))
}
