//! An orthodox problem (no condition of the Alice family, no piece on
//! board B) is refused by every command that reads problems, never solved
//! as Alice Chess; `convert` writes every problem it can and reports the
//! others.

use crate::common::cli;

const NOT_ALICE: &str = "not an Alice problem: no AliceChess condition";

/// A file of three problems: Alice, orthodox (line 12), Alice again.
const MIXED: &str = "---
algebraic:
  white: [Kc6, Rh1]
  black: [Ka8]
stipulation: '#2'
options:
  - AliceChess
---
algebraic:
  white: [Kc6, Rh1]
  black: [Ka8]
stipulation: '#2'
---
algebraic:
  white: [Ke1, AliceB Ra1]
  black: [Ke8]
stipulation: '#2'
options:
  - AliceChess
";

/// The orthodox problem of [`MIXED`] alone, in both formats.
const ORTHODOX_YAML: &str =
    "---\nalgebraic:\n  white: [Kc6, Rh1]\n  black: [Ka8]\nstipulation: '#2'\n";
const ORTHODOX_POPEYE: &str = "begin\npieces white kc6 rh1 black ka8\nstip #2\nend\n";

fn files() -> (std::path::PathBuf, std::path::PathBuf, std::path::PathBuf) {
    let dir = cli::scratch("not-alice");
    let (mixed, yaml, inp) = (
        dir.join("mixed.yaml"),
        dir.join("orthodox.yaml"),
        dir.join("orthodox.inp"),
    );
    std::fs::write(&mixed, MIXED).expect("write");
    std::fs::write(&yaml, ORTHODOX_YAML).expect("write");
    std::fs::write(&inp, ORTHODOX_POPEYE).expect("write");
    (mixed, yaml, inp)
}

#[test]
fn every_command_refuses_an_orthodox_problem() {
    let (_, yaml, inp) = files();
    for file in [&yaml, &inp] {
        let f = file.to_str().expect("path");
        for args in [
            vec!["solve", f],
            vec!["check", f],
            vec!["convert", f],
            vec!["convert", f, "--to", "popeye"],
            vec!["diagram", f],
        ] {
            let (code, out, err) = cli::alice(&args);
            let all = format!("{out}{err}");
            assert!(all.contains(NOT_ALICE), "{args:?}: {all}");
            assert!(all.contains(", problem 1 (line "), "{args:?}: {all}");
            assert_eq!(code, 2, "{args:?}: {all}");
            assert!(!out.contains("1.Kc6"), "{args:?}: solved: {out}");
        }
    }
    // The Popeye drop-in: Popeye's input-error style, nothing solved.
    let (code, out, err) = cli::alice(&["popeye", inp.to_str().expect("path")]);
    assert!(
        err.contains(&format!("input-error:{NOT_ALICE}")) && err.contains("problem ignored"),
        "{err}"
    );
    assert!(!out.contains("solution finished"), "{out}");
    assert_ne!(code, 0);
}

#[test]
fn convert_writes_every_problem_it_can_and_reports_the_others() {
    let (mixed, _, _) = files();
    let f = mixed.to_str().expect("path");
    let (code, out, err) = cli::alice(&["convert", f]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(out.matches("stipulation: '#2'").count(), 2, "{out}");
    assert!(out.contains("AliceB Ra1"), "{out}");
    assert!(
        err.contains(&format!("mixed.yaml, problem 2 (line 9): {NOT_ALICE}")),
        "{err}"
    );
    assert!(
        err.contains("1 of 3 problems not converted (the other 2 written)"),
        "{err}"
    );
    let (code, out, err) = cli::alice(&["convert", f, "--to", "fen"]);
    assert_eq!((code, out.lines().count()), (2, 2), "{out}{err}");
    // A diagram Popeye input cannot hold is reported, the rest written.
    let dir = cli::scratch("convert-mixed-popeye");
    let both = dir.join("both.yaml");
    let duo = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("problems/alice-project-odonohue-doubled-squares-2026.yaml"),
    )
    .expect("problem");
    std::fs::write(&both, format!("{duo}{MIXED}")).expect("write");
    let (code, out, err) = cli::alice(&["convert", both.to_str().expect("path"), "--to", "popeye"]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        out.matches("stipulation #2").count() + out.matches("Stipulation #2").count(),
        2,
        "{out}"
    );
    assert!(
        err.contains("problem 1 (line") && err.contains("Popeye input cannot hold"),
        "{err}"
    );
    assert!(
        err.contains("2 of 4 problems not converted (the other 2 written)"),
        "{err}"
    );
    // Nothing to refuse: exit 0, nothing on standard error.
    let ok = dir.join("ok.yaml");
    std::fs::write(
        &ok,
        MIXED
            .split("---\n")
            .nth(1)
            .map(|d| format!("---\n{d}"))
            .expect("doc"),
    )
    .expect("write");
    let (code, _, err) = cli::alice(&["convert", ok.to_str().expect("path")]);
    assert_eq!((code, err.as_str()), (0, ""));
}
