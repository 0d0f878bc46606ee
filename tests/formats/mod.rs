//! Problem file formats: YAML (YACPDB / Olive) and Popeye input, twins,
//! round trips between the formats, and robustness against any input.

use alice::engine::fast::fen;
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

/// The problem as it reads back after YAML: its solution in YACPDB's
/// notation (Popeye's moves without the arrival board, which the two-board
/// variants imply).
fn via_yaml(mut p: Problem) -> Problem {
    if p.variant.kind.info().fast_engine() {
        p.solution = p
            .solution
            .map(|s| alice::formats::yaml::yacpdb_solution(&s));
    }
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
    // No condition: orthodox, refused (never solved as Alice Chess) ...
    let e = parse_popeye("begin pieces white ka1 black kh8 stip #2 end", None);
    assert!(
        matches!(
            &e[0],
            Err(FormatError {
                kind: FormatErrorKind::NotAlice,
                ..
            })
        ),
        "{e:?}"
    );
    assert!(e[0]
        .as_ref()
        .expect_err("orthodox")
        .to_string()
        .contains("not an Alice problem: no AliceChess condition"));
    // ... unless a piece stands on board B: Alice Chess, as Popeye reads it.
    let p = popeye("begin pieces white ka1 black aliceb kh8 stip #2 end");
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
                Pieces White Ka1 Black Kh8\nStipulation hq2\nNextProblem\n\
                Pieces White Ka1 Black Kh8\nStipulation h#2\nCondition AliceChess\nEndProblem\n";
    let r = parse_popeye(text, Some("f.inp"));
    assert_eq!(r.len(), 3);
    assert!(r[0].is_ok() && r[2].is_ok());
    let e = r[1].as_ref().expect_err("broken");
    assert_eq!((e.problem, e.line), (2, 7));
    assert!(
        e.to_string()
            .starts_with("f.inp, problem 2 (line 7): unknown stipulation 'hq2'"),
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
fn an_illegal_twin_is_that_twins_error_and_the_others_are_solved() {
    use alice::check::judge::CheckSettings;
    use alice::check::run::check_problem;
    use alice::verdict::Status;
    // Twin b) puts a pawn on the back rank; c) continues it; d) is legal.
    let text = format!("{TWIN_BASE}\ntwin move c7 c8\ntwin cont move e1 f1\ntwin move e1 d1\nend");
    let p = parse_popeye(&text, Some("t.inp")).remove(0).expect("read");
    let made = p.twin_results().expect("every change can be made");
    let labels: Vec<&str> = made.iter().map(|(l, _)| l.as_str()).collect();
    assert_eq!(labels, ["a", "b", "c", "d"]);
    let b = made[1].1.as_ref().expect_err("pawn on the back rank");
    assert!(matches!(b, TwinError::InTwin { label, .. } if label == "b"));
    assert!(b.to_string().contains("twin b) illegal position"), "{b}");
    let c = made[2].1.as_ref().expect_err("continues b");
    assert_eq!(
        c.to_string(),
        "twin c) it continues twin b), which is illegal"
    );
    assert!(made[3].1.is_ok());
    assert!(p.twin_list().is_err());
    let rows = check_problem(&p, &CheckSettings::default());
    let statuses: Vec<Status> = rows.iter().map(|r| r.status).collect();
    assert_eq!(statuses[1], Status::Error);
    assert_eq!(statuses[2], Status::Error);
    assert!(
        rows[1].detail.contains("illegal position"),
        "{}",
        rows[1].detail
    );
    for i in [0, 3] {
        assert_ne!(statuses[i], Status::Error, "{}", rows[i].detail);
    }
    // A change that cannot be made is an error of the input, with its line.
    let r = parse_popeye(&format!("{TWIN_BASE}\ntwin remove d4\nend"), Some("t.inp"));
    let e = r[0].as_ref().expect_err("empty");
    assert_eq!(e.line, 2);
    assert!(
        e.to_string()
            .contains("twin b) 'Remove d4': there is no piece on d4"),
        "{e}"
    );
    // A pawn exchanged onto a1: an illegal twin, the diagram still solved.
    let p = parse_popeye(&format!("{TWIN_BASE}\ntwin exchange a1 c7\nend"), None)
        .remove(0)
        .expect("read");
    assert!(p.twin_results().expect("made")[1].1.is_err());
}

/// A problem's diagram on the fast engine.
fn diagram(p: &Problem) -> alice::engine::fast::Position {
    alice::engine::fast::Position::from_setup(&p.diagram, p.variant.rules())
        .expect("a legal diagram")
}

mod refusals;
mod round_trips;
mod yacpdb;
mod yaml;
