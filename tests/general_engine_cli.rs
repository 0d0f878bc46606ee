//! The general engine's variants on the command line: `show`, `moves`,
//! `perft`, `solve`, `--engine general`, and their errors (status 2, a
//! message, never a panic).

use crate::common::cli;
use cli::alice;

#[test]
fn perft_of_every_variant_from_the_command_line() {
    // The counts of `general_engine.rs` (the naive reference generator's:
    // its sources are stated there).
    for (v, d, n) in [
        ("odonohue", "3", "9854"),
        ("alice3", "2", "1600"),
        ("duo", "3", "10742"),
        ("directed", "2", "9216"),
        ("ODonohueChess", "2", "400"),
    ] {
        let (code, out, err) = alice(&["perft", "start", d, "--variant", v]);
        assert_eq!(code, 0, "{v}: {err}");
        assert_eq!(out.trim(), n, "{v}");
    }
    // The fast engine's variants on the general engine give the same counts.
    for v in ["alice", "ms-alice", "mini"] {
        let fast = alice(&["perft", "start", "3", "--variant", v]);
        let general = alice(&["perft", "start", "3", "--variant", v, "--engine", "general"]);
        assert_eq!(fast.1, general.1, "{v}");
        let fast = alice(&["moves", "start", "--variant", v]);
        let general = alice(&["moves", "start", "--variant", v, "--engine", "general"]);
        assert_eq!(fast.1, general.1, "{v}");
    }
}

#[test]
fn show_moves_and_divide() {
    let (code, out, _) = alice(&["show", "start", "--variant", "directed"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("board C") && out.contains("10 r n b e k g e b n r 10"),
        "{out}"
    );
    let (code, out, _) = alice(&["moves", "start", "--variant", "alice3", "--san"]);
    assert_eq!(code, 0);
    assert!(out.lines().any(|l| l == "g1f3C Nf3/C"), "{out}");
    let (code, out, _) = alice(&["perft", "start", "1", "--divide", "--variant", "duo"]);
    assert_eq!(code, 0);
    assert!(out.contains("c1c1B: 1"), "{out}");
}

#[test]
fn solve_a_direct_mate_and_a_helpmate() {
    let (code, out, err) = alice(&[
        "solve",
        "--fen",
        "Q7/8/8/5B2/8/3k*K3/3Q4/5N2 w - - 0 1",
        "--stip",
        "#2",
        "--variant",
        "alice3",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("1.Qe4/C!") && out.contains("verdict: sound"),
        "{out}"
    );
    let (code, out, err) = alice(&[
        "solve",
        "--fen",
        "8/5n2/1B6/8/8/6k*1/4R*3/4K3 b - - 0 1",
        "--stip",
        "h#2",
        "--variant",
        "odonohue",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("1.Kf3/A Kd2/B 2.Ke2/A Rf2/A#"), "{out}");
}

#[test]
fn errors_are_reported_with_status_2() {
    for args in [
        vec!["perft", "8/8 w", "1", "--variant", "duo"],
        vec![
            "show",
            "start",
            "--variant",
            "directed",
            "--rule",
            "castling=off",
        ],
        vec![
            "moves",
            "start",
            "--variant",
            "alice2",
            "--engine",
            "general",
        ],
        vec![
            "perft",
            "start",
            "1",
            "--variant",
            "nonesuch",
            "--engine",
            "general",
        ],
        vec![
            "solve",
            "--fen",
            "start",
            "--stip",
            "a=>b2",
            "--variant",
            "duo",
        ],
        vec![
            "solve",
            "--fen",
            "start",
            "--stip",
            "#2",
            "--variant",
            "duo",
            "--rule",
            "castling=off",
        ],
        vec![
            "moves",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "--variant",
            "directed",
        ],
    ] {
        let (code, _, err) = alice(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(
            err.starts_with("error: ") && !err.contains("panicked"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn problem_files_in_general_variants_are_solved_checked_and_converted() {
    let dir = std::env::temp_dir().join(format!("alice-general-engine-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("duo.yaml");
    std::fs::write(
        &file,
        "---\nfen: '4/4/3N/4/2R*1/K*3/4/1k*r*1 b - - 0 1'\nstipulation: 'h#2'\n\
         options: [DuoChess]\nsolution: '1.Ka1/A Kb2/B 2.Rb1/A Ra4/A#'\n",
    )
    .unwrap();
    let (code, out, err) = alice(&["solve", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("1.Ka1/A Kb2/B 2.Rb1/A Ra4/A#"), "{out}");
    assert!(out.contains("status: ok"), "{out}");
    let (code, out, err) = alice(&["check", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("h#2 duo"), "{out}");
    // Popeye input holds this diagram (one piece a square): a round trip.
    let (code, inp, err) = alice(&["convert", file.to_str().unwrap(), "--to", "popeye"]);
    assert_eq!(code, 0, "{err}");
    assert!(inp.contains("Condition DuoChess"), "{inp}");
    let back = dir.join("duo.inp");
    std::fs::write(&back, &inp).unwrap();
    let (code, out, err) = alice(&["solve", back.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("status: ok"), "{out}");
    // A three-board diagram has no Popeye form: a clear error.
    let three = dir.join("alice3.yaml");
    std::fs::write(
        &three,
        "---\nfen: 'Q7/8/8/5B2/8/3k*K3/3Q4/5N**2 w - - 0 1'\nstipulation: '#2'\n\
         options: [AliceChess3]\n",
    )
    .unwrap();
    let (code, _, err) = alice(&["convert", three.to_str().unwrap(), "--to", "popeye"]);
    assert_eq!(code, 2);
    assert!(err.contains("Popeye input cannot hold"), "{err}");
    let (code, yaml, err) = alice(&["convert", three.to_str().unwrap(), "--to", "yaml"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        yaml.contains("fen: 'Q7/8/8/5B2/8/3k*K3/3Q4/5N**2 w - - 0 1'"),
        "{yaml}"
    );
    assert!(yaml.contains("AliceChess3"), "{yaml}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn general_engine_lists_alice_moves_as_the_fast_engine_does() {
    // Promotions, captures, castling and e.p. in one position.
    for fen in [
        "r3k2r/1P6/8/3pP*3/8/8/6p*1/R3K2R w KQkq d6 0 1",
        "r3k2r/1P6/8/8/8/8/6p1/R3K2R* b KQkq - 0 1",
    ] {
        for v in ["alice", "ms-alice"] {
            let fast = alice(&["moves", fen, "--variant", v, "--san"]);
            let general = alice(&["moves", fen, "--variant", v, "--san", "--engine", "general"]);
            assert_eq!(fast.0, 0, "{}", fast.2);
            assert_eq!(fast.1, general.1, "{v} {fen}");
            let fast = alice(&["perft", fen, "3", "--divide", "--variant", v]);
            let general = alice(&[
                "perft",
                fen,
                "3",
                "--divide",
                "--variant",
                v,
                "--engine",
                "general",
            ]);
            assert_eq!(fast.1, general.1, "{v} {fen}");
        }
    }
}

#[test]
fn moves_from_a_square_with_two_men_name_their_board_in_every_printer() {
    // O'Donohue: black Qb4 on A and Bb4 on B (VARIANTS.md, "Move text when
    // a square holds two men of the mover").
    let fen = "4k3/8/8/8/1q6/8/8/7K | 8/8/8/8/1b6/8/8/8 b - - 0 1";
    let (code, out, err) = alice(&["moves", fen, "--variant", "odonohue", "--san"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.contains(&"b4Aa3 Qb4/A-a3/B"), "{out}");
    assert!(lines.contains(&"b4Ba3 Bb4/B-a3/A"), "{out}");
    let mut texts: Vec<&str> = lines.iter().map(|l| l.split(' ').next().unwrap()).collect();
    let n = texts.len();
    texts.sort();
    texts.dedup();
    assert_eq!(texts.len(), n, "a text twice: {out}");
    // JSON of a solve: the helpmate of the collection whose mating queen
    // leaves d6, where the white king stands on the other board.
    let (code, out, err) = alice(&[
        "solve",
        "--variant",
        "odonohue",
        "--fen",
        "2N5/1B6/3K4/8/2N5/8/8/8 | 8/8/3Q4/8/4k3/8/8/8 b - - 0 1",
        "--stip",
        "h#2",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("\"d6Be5\"") && out.contains("Qd6/B-e5/A#"),
        "{out}"
    );
}
