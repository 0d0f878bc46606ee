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
//! A problem without any condition of the Alice family (`AliceChess`,
//! `MsAlice`, ...) is an orthodox problem and an error for that problem
//! ([`FormatErrorKind::NotAlice`]: "not an Alice problem: no AliceChess
//! condition"), never solved as Alice Chess; only when a piece stands on
//! board B (`AliceB`, or `*` in a FEN) is it read as Alice Chess, as Popeye
//! does, with a note in `options.warnings`. Any other fairy condition,
//! piece or piece attribute is an error for that problem.

pub mod popeye;
pub mod yaml;

pub(crate) mod conditions;
mod draft;
mod error;
mod fields;
mod lang;
mod options;
mod pieces;
pub mod refused_pieces;
mod tokens;
mod twins;

pub use draft::popeye_can_hold;
pub(crate) use draft::*;
pub(crate) use error::Fail;
pub use error::{FormatError, FormatErrorKind};
pub use lang::{piece_code, Language};
pub use popeye::{parse_popeye, popeye_language, write_popeye};
pub use yaml::{parse_yaml, write_yaml};

use crate::engine::Engine;
use crate::problem::{Origin, Problem};
use crate::stipulation::Stipulation;
use crate::variant::Variant;
use conditions::Condition;
use std::io;
use std::path::Path;

/// The formats [`read_problems`] knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    Yaml,
    Popeye,
}

/// The format of a file: by extension, else by whether the text starts
/// with Popeye's `BeginProblem` (or `AnfangProblem`, `DebutProbleme`).
fn detect_format(path: &Path, text: &str) -> Format {
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase());
    match ext.as_deref() {
        Some("yaml" | "yml" | "olv") => Format::Yaml,
        Some("inp" | "pop") => Format::Popeye,
        _ => {
            let first = text.split_whitespace().next().unwrap_or("");
            if first.len() >= 3 && Language::of_begin(first).is_some() {
                Format::Popeye
            } else {
                Format::Yaml
            }
        }
    }
}

/// Decode a file: UTF-8 (with or without a byte order mark), else Latin-1,
/// which older Popeye files use for authors' names (never refused).
pub fn decode(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(s) => s.strip_prefix('\u{feff}').map(str::to_string).unwrap_or(s),
        Err(e) => e.into_bytes().iter().map(|&b| b as char).collect(),
    }
}

/// Read every problem of a file: `.yaml`, `.yml`, `.olv` as YAML; `.inp`,
/// `.pop` as Popeye input; other extensions by their content; `-` is
/// standard input (its format by its content). The outer error is an I/O
/// error; each problem has its own result.
pub fn read_problems(path: &Path) -> Result<Vec<Result<Problem, FormatError>>, io::Error> {
    let (bytes, file) = if path == Path::new("-") {
        let mut bytes = Vec::new();
        io::Read::read_to_end(&mut io::stdin().lock(), &mut bytes)?;
        (bytes, "standard input".into())
    } else {
        (std::fs::read(path)?, path.to_string_lossy())
    };
    let text = decode(bytes);
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
        Ok(pos) => (GivenDiagram::Fen(pos), pos.side_to_move()),
        Err(e) if Engine::of_fen(variant, fen) != Engine::Fast => {
            let side = crate::fen::side_of(fen);
            (GivenDiagram::Text(fen.trim().to_string(), e), side)
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
    use crate::types::Color;

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
        assert_eq!(p.diagram.side, Color::Black);
    }

    #[test]
    fn latin1_files_are_decoded() {
        assert_eq!(decode(vec![b'M', 0xfc, b'l']), "Mül");
        assert_eq!(decode("\u{feff}ok".as_bytes().to_vec()), "ok");
    }
}
