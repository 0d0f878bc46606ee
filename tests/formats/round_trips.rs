//! Round trips between the formats, and robustness against any input
//! (random text never panics; collections survive Popeye's line length).

use super::*;

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
    assert_eq!(content(c), via_yaml(content(a)), "Popeye -> YAML:\n{y}");
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
            via_yaml(content(a.clone())),
            "{name} -> YAML:\n{y}"
        );
        let c = popeye(&write_popeye(&b));
        assert_eq!(content(c), via_yaml(content(a)));
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
    let e = problem_from_fen(MARKS_FEN, "hq2").expect_err("stipulation");
    assert!(
        e.to_string()
            .starts_with("command line: unknown stipulation 'hq2'"),
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
    assert_eq!(
        from_yaml,
        from_popeye.into_iter().map(via_yaml).collect::<Vec<_>>()
    );
    for (a, b) in problems.iter().zip(&from_yaml) {
        assert_eq!(diagram(a), diagram(b));
        assert_eq!(via_yaml(a.clone()).solution, b.solution);
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
            // --to popeye` refuses it, tests/general_engine_cli.rs).
            continue;
        }
        let pop = write_popeye(&a);
        let longest = pop.lines().map(str::len).max().unwrap_or(0);
        assert!(longest <= 255, "{}: a line of {longest}", path.display());
        let b = popeye(&pop);
        assert_eq!(content(b), content(a), "{}:\n{pop}", path.display());
    }
}
