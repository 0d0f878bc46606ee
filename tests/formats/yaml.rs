//! YAML problem files: several documents, errors with their place, keys,
//! conditions, Olive-style fields.

use super::*;

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
    broken_middle(&doc("hq2", ""), 16, "unknown stipulation 'hq2'");
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
    // Popeye's codes: N the nightrider (S the knight); fairy pieces the
    // crate does not know are errors.
    let p = yaml(&doc("'#2'", "").replace("AliceB Ra1", "Na1"));
    assert!(p.diagram.has_fairy(), "nightrider");
    let r = parse_yaml(&doc("'#2'", "").replace("AliceB Ra1", "UUa1"), None);
    assert!(r[0]
        .as_ref()
        .expect_err("UbiUbi")
        .to_string()
        .contains("fairy piece 'UUa1'"));
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
