//! Problem file formats: YAML (YACPDB / Olive) and Popeye input, twins,
//! round trips between the formats, and robustness against any input.

use alice::fen;
use alice::formats::{
    parse_fen_line, parse_popeye, parse_yaml, problem_from_fen, read_problems, write_fen_line,
    write_popeye, write_popeye_all, write_yaml, write_yaml_all, FormatError, FormatErrorKind,
};
use alice::problem::{Mirror, Problem, TwinChange};
use alice::stipulation::Stipulation;
use alice::twin::TwinError;
use alice::{Board, Color, Square};
use proptest::prelude::*;
use std::path::Path;

const MARKS_FEN: &str = "4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1";
const CAILLAUD_FEN: &str = "8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1";

fn data(name: &str) -> String {
    format!("{}/tests/data/formats/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// The only problem of a file, which must parse.
fn only(results: Vec<Result<Problem, FormatError>>) -> Problem {
    assert_eq!(results.len(), 1, "{results:?}");
    match results.into_iter().next() {
        Some(Ok(p)) => p,
        other => panic!("expected one problem, got {other:?}"),
    }
}

fn yaml(text: &str) -> Problem {
    only(parse_yaml(text, None))
}

fn popeye(text: &str) -> Problem {
    only(parse_popeye(text, None))
}

fn stip(s: &str) -> Stipulation {
    s.parse().expect("stipulation")
}

fn sq(s: &str) -> Square {
    Square::parse(s).expect("square")
}

/// Both boards as an Alice FEN.
fn fen_of(p: &Problem) -> String {
    fen::write(&diagram(p))
}

/// A problem without where it came from, for comparisons across formats.
fn content(mut p: Problem) -> Problem {
    p.origin = Default::default();
    p
}

fn read_file(name: &str) -> Problem {
    only(read_problems(Path::new(&data(name))).expect("readable"))
}

// ------------------------------------------------------------ the examples

#[test]
fn marks_yaml_and_popeye_give_the_same_problem() {
    let y = read_file("udo-marks-1999.yaml");
    let p = read_file("udo-marks-1999.inp");
    assert_eq!(fen_of(&y), MARKS_FEN);
    assert_eq!(fen_of(&p), MARKS_FEN);
    assert_eq!(diagram(&y), fen::parse(MARKS_FEN).expect("fen"));
    assert_eq!(y.stipulation, stip("#2"));
    assert_eq!(p.stipulation, stip("#2"));
    assert_eq!(y.authors, ["Marks, Udo"]);
    assert_eq!(p.authors, y.authors);
    assert_eq!(p.source, y.source);
    let source = y.source.as_ref().expect("source");
    assert_eq!(source.name.as_deref(), Some("The Problemist"));
    assert_eq!(source.date.as_deref(), Some("1999-03"));
    assert_eq!(p.solution, y.solution);
    assert!(y.options.warnings.is_empty(), "{:?}", y.options.warnings);
    assert!(p.options.warnings.is_empty(), "{:?}", p.options.warnings);
    assert_eq!(y.name, "udo-marks-1999");
    assert_eq!(y.origin.index, 1);
    assert_eq!(y.origin.line, 2);
}

#[test]
fn caillaud_yaml_and_popeye_give_the_same_problem() {
    let y = read_file("caillaud-andernach-2025.yaml");
    let p = read_file("caillaud-andernach-2025.inp");
    assert_eq!(fen_of(&y), CAILLAUD_FEN);
    assert_eq!(
        diagram(&y).side_to_move(),
        Color::Black,
        "h#2: Black starts"
    );
    assert_eq!(y.stipulation, stip("h#2"));
    assert_eq!(y.options.intended_solutions, Some(2));
    let award = y.award.as_ref().expect("award");
    assert_eq!(award.distinction.as_deref(), Some("5th Place"));
    assert_eq!(award.tourney.as_deref(), Some("Andernach 2025"));
    // The two files hold the same problem in every respect.
    let mut p = content(p);
    p.name = y.name.clone();
    assert_eq!(content(y), p);
}

// ------------------------------------------------------------ Popeye rules

#[test]
fn popeye_attribute_scope_runs_to_the_next_colour_word() {
    let p = popeye("begin pieces white AliceB Sa3 Kh1 Pb2 black Kh8 stip #2 cond AliceChess end");
    for s in ["a3", "h1", "b2"] {
        assert_eq!(diagram(&p).board_of(sq(s)), Board::B, "{s}");
    }
    assert_eq!(
        diagram(&p).board_of(sq("h8")),
        Board::A,
        "a new colour word resets the board"
    );
    let p =
        popeye("begin pieces white Kh1 white AliceB Sa3 black AliceA Kh8 stip #2 cond alice end");
    assert_eq!(diagram(&p).board_of(sq("h1")), Board::A);
    assert_eq!(diagram(&p).board_of(sq("a3")), Board::B);
    assert_eq!(diagram(&p).board_of(sq("h8")), Board::A);
}

#[test]
fn popeye_attribute_inside_a_piece_list_is_an_error() {
    let results = parse_popeye(
        "BeginProblem\nPieces White Ka1 Qc5 AliceB Rc3 Black Ke5\nStipulation h#2\nEndProblem\n",
        Some("x.inp"),
    );
    let e = results[0].as_ref().expect_err("misplaced attribute");
    assert_eq!(e.line, 2);
    let text = e.to_string();
    assert!(
        text.starts_with("x.inp, problem 1 (line 2): 'AliceB' must follow a colour word"),
        "{text}"
    );
}

#[test]
fn popeye_keywords_may_be_abbreviated_and_any_case() {
    let full = popeye(
        "BeginProblem\nAuthor A. Author\nPieces White Ka1 Black Kh8\nStipulation #3\n\
         Condition AliceChess\nOption Try SetPlay Variation Threat 1\nTwin Continued Move a1 a2\nEndProblem",
    );
    let short = popeye(
        "begi\nauth A. Author\npiec whit ka1 blac kh8\nstip #3\ncond alice\nopti try set vari thre 1\n\
         twin cont move a1 a2\nend",
    );
    let upper = popeye(
        "BEGINPROBLEM\nAUTHOR A. Author\nPIECES WHITE KA1 BLACK KH8\nSTIPULATION #3\nCONDITION ALICECHESS\n\
         OPTION TRY SETPLAY VARIATION THREAT 1\nTWIN CONTINUED MOVE A1 A2\nENDPROBLEM",
    );
    assert_eq!(full, short);
    assert_eq!(full, upper);
    assert!(full.options.tries && full.options.set_play && full.options.variations);
    assert_eq!(full.options.threat, Some(1));
    assert!(full.twins[0].continued);
    // Ambiguous abbreviations are errors: 's' could be stipulation or sstipulation.
    let e = parse_popeye("begin pieces white ka1 black kh8 s #2 end", None);
    assert!(
        matches!(&e[0], Err(err) if err.to_string().contains("ambiguous")),
        "{e:?}"
    );
}

#[test]
fn popeye_options_and_conditions() {
    let p = popeye(
        "begin pieces white Ke1 Rh1 Ra1 black Ke8 stip #2 cond AliceChess \
         opti defence 2 nocastling a1 maxsolutions 3 nothreat noshort end",
    );
    assert!(p.options.tries);
    assert_eq!(p.options.refutations, Some(2));
    assert_eq!(p.options.no_castling, [sq("a1")]);
    assert_eq!(fen_of(&p), "4k3/8/8/8/8/8/8/R3K2R w K - 0 1");
    assert_eq!(
        p.options.unsupported,
        ["MaxSolutions 3", "NoThreat", "NoShortVariations"]
    );
    let e = parse_popeye(
        "begin pieces white ka1 black kh8 stip #2 cond AliceChess Circe end",
        None,
    );
    assert!(
        matches!(&e[0], Err(FormatError { kind: FormatErrorKind::UnsupportedCondition(c), .. }) if c == "Circe"),
        "{e:?}"
    );
    let p = popeye("begin pieces white ka1 black kh8 stip #2 end");
    assert_eq!(p.options.warnings.len(), 1, "missing AliceChess is noted");
}

#[test]
fn popeye_forsyth_and_en_passant() {
    let p = popeye("begin forsyth 4k3/8/8/3pP3/8/8/8/4K3 pieces white AliceB Sa1 stip #2 cond alice opti enpassant d7d5 end");
    assert_eq!(fen_of(&p), "4k3/8/8/3pP3/8/8/8/N*3K3 w - d6 0 1");
    assert_eq!(p.options.en_passant, Some(sq("d6")));
}

#[test]
fn popeye_several_problems_with_one_broken() {
    let text = "BeginProblem\nPieces White Ka1 Black Kh8\nStipulation #2\nCondition AliceChess\nNextProblem\n\
                Pieces White Ka1 Black Kh8\nStipulation hx2\nNextProblem\n\
                Pieces White Ka1 Black Kh8\nStipulation h#2\nCondition AliceChess\nEndProblem\n";
    let r = parse_popeye(text, Some("f.inp"));
    assert_eq!(r.len(), 3);
    assert!(r[0].is_ok() && r[2].is_ok());
    let e = r[1].as_ref().expect_err("broken");
    assert_eq!((e.problem, e.line), (2, 7));
    assert!(
        e.to_string()
            .starts_with("f.inp, problem 2 (line 7): unknown stipulation 'hx2'"),
        "{e}"
    );
    let third = r[2].as_ref().expect("third");
    assert_eq!(third.origin.index, 3);
    assert_eq!(third.origin.line, 9);
    assert_eq!(third.name, "f #3");
}

// ------------------------------------------------------------------ twins

/// A position for the twin tests: kings, a white rook on board B, a pawn.
const TWIN_BASE: &str =
    "begin pieces white Ke1 white AliceB Ra1 black Ke8 Pc7 stip #2 cond AliceChess";

fn twin_fens(p: &Problem) -> Vec<(String, String, String)> {
    p.twin_list()
        .expect("twins")
        .into_iter()
        .map(|(label, pos, s)| (label, pos.fen(), s.to_string()))
        .collect()
}

#[test]
fn twins_of_each_kind() {
    // (twin command, position, stipulation); the first row is the diagram.
    let rows = [
        ("", "4k3/2p5/8/8/8/8/8/R*3K3 w Q - 0 1", "#2"),
        ("move a1 a2", "4k3/2p5/8/8/8/8/R*7/4K3 w - - 0 1", "#2"),
        (
            "add white AliceB Sb3",
            "4k3/2p5/8/8/8/1N*6/8/R*3K3 w Q - 0 1",
            "#2",
        ),
        ("remove c7", "4k3/8/8/8/8/8/8/R*3K3 w Q - 0 1", "#2"),
        ("exchange a1 e8", "4R*3/2p5/8/8/8/8/8/k3K3 w - - 0 1", "#2"),
        (
            "stipulation h#2",
            "4k3/2p5/8/8/8/8/8/R*3K3 b Q - 0 1",
            "h#2",
        ),
        ("rotate 180", "3K3R*/8/8/8/8/8/5p2/3k4 w - - 0 1", "#2"),
        ("mirror a1<-->h1", "3k4/5p2/8/8/8/8/8/3K3R* w - - 0 1", "#2"),
        (
            "continued shift b1 a1",
            "2k5/4p3/8/8/8/8/8/2K3R*1 w - - 0 1",
            "#2",
        ),
        ("polish", "4K3/2P5/8/8/8/8/8/r*3k3 w - - 0 1", "#2"),
        ("substitute r q", "4k3/2p5/8/8/8/8/8/Q*3K3 w - - 0 1", "#2"),
    ];
    let twins: Vec<String> = rows[1..].iter().map(|r| format!("twin {}", r.0)).collect();
    let p = popeye(&format!("{TWIN_BASE}\n{}\nend", twins.join("\n")));
    let expected: Vec<(String, String, String)> = rows
        .iter()
        .enumerate()
        .map(|(i, r)| (alice::twin::label(i), r.1.to_string(), r.2.to_string()))
        .collect();
    assert_eq!(twin_fens(&p), expected);
    assert_eq!(
        p.twins[7].changes,
        [TwinChange::Shift {
            from: sq("b1"),
            to: sq("a1")
        }]
    );
    assert_eq!(p.twins[6].changes, [TwinChange::Mirror(Mirror::Files)]);
    // The same twins in YAML give the same problem.
    let mut y = String::from(
        "algebraic:\n  white: [Ke1, AliceB Ra1]\n  black: [Ke8, Pc7]\nstipulation: '#2'\noptions: [AliceChess]\ntwins:\n",
    );
    for (i, r) in rows[1..].iter().enumerate() {
        y.push_str(&format!("  {}: '{}'\n", alice::twin::label(i + 1), r.0));
    }
    assert_eq!(content(yaml(&y)).twins, p.twins);
}

#[test]
fn continued_twins_start_from_the_previous_twin() {
    let p = yaml(
        "algebraic:\n  white: [Ke1, AliceB Ra1]\n  black: [Ke8]\nstipulation: '#2'\noptions: [AliceChess]\n\
         twins:\n  b: Move a1 a4\n  c: Continued Move a4 h4\n  d: Move a1 b1\n",
    );
    let fens = twin_fens(&p);
    assert_eq!(fens[0].1, "4k3/8/8/8/8/8/8/R*3K3 w Q - 0 1");
    assert_eq!(fens[1].1, "4k3/8/8/8/R*7/8/8/4K3 w - - 0 1");
    assert_eq!(fens[2].1, "4k3/8/8/8/7R*/8/8/4K3 w - - 0 1");
    assert_eq!(fens[3].1, "4k3/8/8/8/8/8/8/1R*2K3 w - - 0 1");
}

#[test]
fn zero_position_is_not_solved_itself() {
    let p = yaml(
        "algebraic:\n  white: [Ke1, Ra1]\n  black: [Ke8]\nstipulation: '#2'\noptions: [AliceChess]\n\
         twins:\n  a: Move a1 a2\n  b: Move a1 a3\n",
    );
    assert!(p.has_zero_position());
    let labels: Vec<String> = p
        .twin_list()
        .expect("twins")
        .into_iter()
        .map(|t| t.0)
        .collect();
    assert_eq!(labels, ["a", "b"]);
    let q = popeye(&write_popeye(&p));
    assert!(write_popeye(&p).contains("ZeroPosition Move a1 a2"));
    assert_eq!(content(q.clone()).twins, p.twins);
    let single = yaml(
        "algebraic:\n  white: [Ke1]\n  black: [Ke8]\nstipulation: '#2'\noptions: [AliceChess]\n",
    );
    assert_eq!(single.twin_list().expect("ok")[0].0, "");
}

#[test]
fn an_illegal_twin_is_an_error_naming_the_twin() {
    let r = parse_popeye(&format!("{TWIN_BASE}\ntwin move c7 c8\nend"), Some("t.inp"));
    let e = r[0].as_ref().expect_err("pawn on the back rank");
    assert_eq!(e.line, 2);
    assert!(
        matches!(&e.kind, FormatErrorKind::Twin(TwinError::InTwin { label, .. }) if label == "b")
    );
    assert!(e.to_string().contains("twin b) illegal position"), "{e}");
    let r = parse_popeye(&format!("{TWIN_BASE}\ntwin remove d4\nend"), None);
    assert!(r[0]
        .as_ref()
        .expect_err("empty")
        .to_string()
        .contains("no piece on d4"));
    // A pawn exchanged onto a1.
    let r = parse_popeye(&format!("{TWIN_BASE}\ntwin exchange a1 c7\nend"), None);
    assert!(r[0].is_err());
}

// ------------------------------------------------------------------- YAML

fn doc(stipulation: &str, extra: &str) -> String {
    format!(
        "---\nauthors:\n  - Tester, A.\nalgebraic:\n  white: [Ke1, AliceB Ra1]\n  black: [Ke8]\n\
         stipulation: {stipulation}\noptions:\n  - AliceChess\n{extra}"
    )
}

/// Three documents, the middle one broken; checks the error's document and
/// line, and that the others parse.
fn broken_middle(middle: &str, line: usize, message: &str) {
    let text = format!("{}{}{}", doc("'#2'", ""), middle, doc("'h#2'", ""));
    let r = parse_yaml(&text, Some("problems/x.yaml"));
    assert_eq!(r.len(), 3, "{r:?}");
    assert!(r[0].is_ok(), "{:?}", r[0]);
    assert!(r[2].is_ok(), "{:?}", r[2]);
    assert_eq!(r[2].as_ref().map(|p| p.origin.index).ok(), Some(3));
    let e = r[1].as_ref().expect_err("broken document");
    assert_eq!((e.problem, e.line), (2, line), "{e}");
    let text = e.to_string();
    let prefix = format!("problems/x.yaml, problem 2 (line {line}): ");
    assert!(text.starts_with(&prefix), "{text}");
    assert!(text.contains(message), "{text}");
}

#[test]
fn yaml_several_documents_with_a_bad_fen_in_the_middle() {
    // Lines 1-9 are the first document; the second starts at line 10.
    broken_middle(
        "---\nfen: 4k3/8/8/8/8/8/8/4X3\nstipulation: '#2'\n",
        11,
        "FEN: unexpected character 'X'",
    );
}

#[test]
fn yaml_several_documents_with_bad_syntax_in_the_middle() {
    broken_middle(
        "---\nstipulation: '#2'\nalgebraic: white: [Ka1]\n",
        12,
        "YAML",
    );
}

#[test]
fn yaml_several_documents_with_an_unknown_stipulation_in_the_middle() {
    broken_middle(&doc("hx2", ""), 16, "unknown stipulation 'hx2'");
}

#[test]
fn yaml_error_names_the_document_of_a_problem_error() {
    let text = format!(
        "{}{}",
        doc("'#2'", ""),
        doc("'#2'", "twins:\n  b: Move d4 d5\n")
    );
    let r = parse_yaml(&text, Some("y.yaml"));
    let e = r[1].as_ref().expect_err("twin from an empty square");
    assert_eq!((e.problem, e.line), (2, 20));
    assert!(
        e.to_string()
            .contains("twin b) 'Move d4 d5': there is no piece on d4"),
        "{e}"
    );
}

#[test]
fn yaml_unquoted_stipulation_is_explained() {
    let r = parse_yaml(&doc("#2", ""), None);
    assert!(r[0]
        .as_ref()
        .expect_err("comment")
        .to_string()
        .contains("quote it"));
}

#[test]
fn yaml_unknown_keys_warn_and_schema_keys_are_accepted() {
    let p = yaml(&doc(
        "'#2'",
        "foreignids:\n  - domain: PDB\n    problemid: P1\nreprints:\n  - name: X\n    date: 2000\ncolour: blue\n",
    ));
    assert_eq!(p.options.warnings.len(), 1, "{:?}", p.options.warnings);
    assert!(p.options.warnings[0].contains("unknown key 'colour'"));
}

#[test]
fn yaml_conditions_and_fairy_pieces() {
    let r = parse_yaml(
        &doc("'#2'", "").replace("  - AliceChess", "  - AliceChess\n  - Circe"),
        None,
    );
    assert!(
        matches!(
            &r[0],
            Err(FormatError {
                kind: FormatErrorKind::UnsupportedCondition(_),
                line: 10,
                ..
            })
        ),
        "{r:?}"
    );
    let r = parse_yaml(&doc("'#2'", "").replace("AliceB Ra1", "Na1"), None);
    assert!(r[0]
        .as_ref()
        .expect_err("nightrider")
        .to_string()
        .contains("knight as S"));
    let r = parse_yaml(
        &doc("'#2'", "").replace("black: [Ke8]", "black: [Ke8]\n  neutral: [Pa2]"),
        None,
    );
    assert!(r[0].is_err());
    let p = yaml(&doc("'#2'", "").replace("  - AliceChess\n", "  - SetPlay\n"));
    assert!(p.options.set_play);
    assert_eq!(p.options.warnings.len(), 1, "missing AliceChess is noted");
}

#[test]
fn yaml_fen_instead_of_algebraic() {
    let p = yaml(&format!(
        "fen: '{MARKS_FEN}'\nstipulation: '#2'\noptions: [AliceChess]\n"
    ));
    assert_eq!(fen_of(&p), MARKS_FEN);
    // h#2: Black starts, whatever the FEN says.
    let p = yaml(&format!(
        "fen: '{}'\nstipulation: 'h#2'\noptions: [AliceChess]\n",
        CAILLAUD_FEN.replace(" b ", " w ")
    ));
    assert_eq!(fen_of(&p), CAILLAUD_FEN);
    // Both `fen` and `algebraic`: accepted when they show the same pieces
    // (the FEN adds side to move, castling and e.p.), an error otherwise.
    let same = yaml(&format!(
        "fen: '4k3/8/8/8/8/8/8/R*3K3 b - - 0 1'\n{}",
        &doc("'#2'", "")[4..]
    ));
    assert_eq!(fen_of(&same), "4k3/8/8/8/8/8/8/R*3K3 b - - 0 1");
    let r = parse_yaml(
        &format!("fen: '{MARKS_FEN}'\n{}", &doc("'#2'", "")[4..]),
        None,
    );
    assert!(r[0]
        .as_ref()
        .expect_err("different positions")
        .to_string()
        .contains("'algebraic' and 'fen' differ"));
}

#[test]
fn olive_style_intended_solutions() {
    let p = yaml(&doc("'h#2'", "intended-solutions: 2.1.1.1\n"));
    assert_eq!(p.options.intended_solutions, Some(2));
}

// ------------------------------------------------------------- round trips

/// A problem using every field.
const RICH: &str = "---
authors:
  - Tester, Anna
  - Müller, Hans
source:
  name: 'Die Schwalbe: Sonderheft'
  date:
    year: 2024
    month: 7
    day: 1
  issue: '01-02'
  problemid: 7100
award:
  tourney: ditto
  distinction: 1st Prize
title: A 'rich' test
algebraic:
  white: [Ke1, Rh1, Ra1, AliceB Qd1, AliceB Sb1, Pe5]
  black: [Ke8, AliceB Ra8, Pd5]
stipulation: 's#3'
options:
  - AliceChess
  - Defence 2
  - SetPlay
  - Variation
  - Threat 2
  - NoCastling e1
  - EnPassant d7d5
  - MaxSolutions 4
  - NoShortVariations
twins:
  b: Move h1 h2
  c: Continued Add black AliceB Sc6 Remove d5
  d: Stipulation s#2 Rotate 90 Mirror a1<-->h8 PolishType
solution: |
  1.Qd1-d3B! zz

     1...Ra8-a1A 2.Sb1-c3A # (indented)
keywords:
  - Alice
  - 'Key: check'
comments:
  - 'First line: with colon #hash'
  - |
    Two lines
    second
  - 'keyword: not a keyword'
";

#[test]
fn round_trip_yaml_popeye_yaml() {
    let a = yaml(RICH);
    assert_eq!(a.options.refutations, Some(2));
    assert_eq!(
        a.options.unsupported,
        ["MaxSolutions 4", "NoShortVariations"]
    );
    assert_eq!(diagram(&a).ep_square(), Some(sq("d6")));
    // NoCastling e1 cancels both white rights; Ke8 and Ra8 keep Black's.
    assert_eq!(fen::write(&diagram(&a)).split(' ').nth(2), Some("q"));
    assert_eq!(
        a.source.as_ref().and_then(|s| s.problem_id.as_deref()),
        Some("7100")
    );
    let pop = write_popeye(&a);
    let b = popeye(&pop);
    assert_eq!(
        content(b.clone()),
        content(a.clone()),
        "YAML -> Popeye:\n{pop}"
    );
    let y = write_yaml(&b);
    let c = yaml(&y);
    assert_eq!(content(c), content(a), "Popeye -> YAML:\n{y}");
}

#[test]
fn round_trip_popeye_yaml_popeye() {
    for name in ["caillaud-andernach-2025.inp", "udo-marks-1999.inp"] {
        let text = std::fs::read_to_string(data(name)).expect("file");
        let a = popeye(&text);
        let y = write_yaml(&a);
        let b = yaml(&y);
        assert_eq!(
            content(b.clone()),
            content(a.clone()),
            "{name} -> YAML:\n{y}"
        );
        let c = popeye(&write_popeye(&b));
        assert_eq!(content(c), content(a));
    }
}

#[test]
fn direct_play_with_black_to_move_survives_both_formats() {
    let p = problem_from_fen("4k3/8/8/8/8/8/8/R*3K3 b - - 0 1", "#2").expect("problem");
    assert_eq!(diagram(&p).side_to_move(), Color::Black);
    let y = write_yaml(&p);
    assert!(y.contains("fen:"), "{y}");
    assert_eq!(diagram(&yaml(&y)), diagram(&p));
    let q = popeye(&write_popeye(&p));
    assert_eq!(diagram(&q), diagram(&p));
}

#[test]
fn fen_line() {
    let p = problem_from_fen(MARKS_FEN, "#2").expect("problem");
    assert_eq!(write_fen_line(&p), format!("{MARKS_FEN} #2"));
    assert_eq!(
        diagram(&parse_fen_line(&write_fen_line(&p)).expect("again")),
        diagram(&p)
    );
    let e = problem_from_fen(MARKS_FEN, "hx2").expect_err("stipulation");
    assert!(
        e.to_string()
            .starts_with("command line: unknown stipulation 'hx2'"),
        "{e}"
    );
}

#[test]
fn read_problems_chooses_the_format_by_extension() {
    let dir = std::env::temp_dir().join(format!("alice-formats-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let yaml_text = std::fs::read_to_string(data("udo-marks-1999.yaml")).expect("yaml");
    let pop_text = std::fs::read_to_string(data("udo-marks-1999.inp")).expect("inp");
    for (name, text) in [
        ("a.olv", &yaml_text),
        ("b.yml", &yaml_text),
        ("c.pop", &pop_text),
        ("d.txt", &pop_text),
        ("e", &yaml_text),
    ] {
        let path = dir.join(name);
        std::fs::write(&path, text).expect("write");
        let r = read_problems(&path).expect("read");
        assert_eq!(fen_of(r[0].as_ref().expect("parses")), MARKS_FEN, "{name}");
    }
    assert!(read_problems(&dir.join("missing.yaml")).is_err());
    std::fs::remove_dir_all(&dir).ok();
}

// ------------------------------------------------------------- robustness

/// Words that make random text look like problem files.
const WORDS: [&str; 40] = [
    "begin",
    "next",
    "end",
    "pieces",
    "white",
    "black",
    "AliceB",
    "AliceA",
    "Ka1",
    "Kh8",
    "Sa3",
    "Pb2c3",
    "stip",
    "#2",
    "h#2.5",
    "cond",
    "AliceChess",
    "opti",
    "try",
    "defence",
    "2",
    "twin",
    "cont",
    "move",
    "a1",
    "a2",
    "add",
    "remove",
    "rotate",
    "90",
    "mirror",
    "a1<-->h8",
    "forsyth",
    "8/8/8",
    "remark",
    "\n",
    "---",
    "algebraic:",
    "- ",
    ": [",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn no_input_makes_the_readers_panic(text in "\\PC{0,300}") {
        let _ = parse_yaml(&text, None);
        let _ = parse_popeye(&text, None);
    }

    #[test]
    fn no_word_salad_makes_the_readers_panic(words in prop::collection::vec(0..WORDS.len(), 0..60)) {
        let text: Vec<&str> = words.iter().map(|&i| WORDS[i]).collect();
        let text = text.join(" ");
        let _ = parse_popeye(&text, None);
        let _ = parse_popeye(&format!("begin {text}"), None);
        let _ = parse_yaml(&text.replace(' ', "\n"), None);
    }

    #[test]
    fn written_problems_read_back(rank in 0u8..6, file in 0u8..8, b in any::<bool>()) {
        // A king on a random square of a random board reads back the same.
        let square = Square::from_coords(file, rank + 1);
        prop_assume!(square != sq("e1") && square != sq("e8") && square != sq("d2"));
        let p = popeye(&format!(
            "begin pieces white Ke1 white {} Q{square} black Ke8 stip h#2 cond alice end",
            if b { "AliceB" } else { "AliceA" }
        ));
        prop_assert_eq!(content(yaml(&write_yaml(&p))), content(p.clone()));
        prop_assert_eq!(content(popeye(&write_popeye(&p))), content(p));
    }
}

#[test]
fn popeye_concatenated_problems_and_command_words() {
    let one = "BeginProblem\nPieces White Ka1 Black Kh8\nStipulation #2\nCondition AliceChess\nEndProblem\n";
    let r = parse_popeye(&format!("{one}{one}"), None);
    assert_eq!(r.len(), 2);
    assert!(r.iter().all(Result::is_ok));
    assert_eq!(r[1].as_ref().map(|p| p.origin.line).ok(), Some(6));
    // A missing argument does not swallow the next problem.
    let r = parse_popeye(
        "BeginProblem\nPieces White Ka1 Black Kh8\nStipulation\nNextProblem\n\
         Pieces White Ka1 Black Kh8\nStipulation #2\nCondition AliceChess\nEndProblem",
        None,
    );
    assert_eq!(r.len(), 2);
    assert!(r[0]
        .as_ref()
        .expect_err("no stipulation")
        .to_string()
        .contains("needs a stipulation"));
    assert!(r[1].is_ok());
}

#[test]
fn several_problems_in_one_file_round_trip() {
    let problems: Vec<Problem> = ["caillaud-andernach-2025.yaml", "udo-marks-1999.yaml"]
        .iter()
        .map(|f| content(read_file(f)))
        .collect();
    let from_yaml: Vec<Problem> = parse_yaml(&write_yaml_all(&problems), None)
        .into_iter()
        .map(|r| content(r.expect("parses")))
        .collect();
    let from_popeye: Vec<Problem> = parse_popeye(&write_popeye_all(&problems), None)
        .into_iter()
        .map(|r| content(r.expect("parses")))
        .collect();
    assert_eq!(from_yaml.len(), 2);
    assert_eq!(from_yaml, from_popeye);
    for (a, b) in problems.iter().zip(&from_yaml) {
        assert_eq!(diagram(a), diagram(b));
        assert_eq!(a.solution, b.solution);
    }
}

/// Every problem of the collection (variants included) survives YAML ->
/// Popeye -> problem, and the Popeye text keeps within Popeye's 255
/// characters a line (long comments are wrapped, then joined back).
#[test]
fn collection_round_trips_through_popeye_within_its_line_length() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("problems");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("problems/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    assert!(files.len() > 20);
    for path in files {
        let text = std::fs::read_to_string(&path).expect("file");
        let a = yaml(&text);
        if !alice::formats::popeye_can_hold(&a) {
            // Three boards, 10x10 or fairy pieces: YAML only (`convert
            // --to popeye` refuses it, tests/engine2_cli.rs).
            continue;
        }
        let pop = write_popeye(&a);
        let longest = pop.lines().map(str::len).max().unwrap_or(0);
        assert!(longest <= 255, "{}: a line of {longest}", path.display());
        let b = popeye(&pop);
        assert_eq!(content(b), content(a), "{}:\n{pop}", path.display());
    }
}

/// A problem's diagram on the fast engine.
fn diagram(p: &Problem) -> alice::Position {
    let setup = p.diagram.setup().expect("a two-board diagram");
    alice::Position::from_setup(setup, p.variant.rules()).expect("a legal diagram")
}
