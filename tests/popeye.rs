//! `alice popeye`, the Popeye drop-in, against Popeye 4.104's own output
//! (`tests/data/popeye_out/`: inputs and Popeye's outputs, see its README).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/popeye_out")
}

fn alice(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(args)
        .output()
        .expect("run alice")
}

fn inputs() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(data())
        .expect("data dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "inp"))
        .collect();
    v.sort();
    v
}

/// Inputs where Popeye 4.104 is wrong (see docs/popeye.md): not compared
/// byte for byte. Each names the lines `alice` writes and Popeye loses
/// (legal solutions, as the file's second problem shows on Popeye itself);
/// everything else must be as Popeye writes it.
const POPEYE_WRONG: &[(&str, &[&str])] = &[
    (
        // Popeye 4.104 loses series lines after a king move of the series
        // side; from the position after 1.Ka1-a2B it finds 1.Ka2*b2A itself.
        "goal-capture-series-2-popeye-loses-king-lines",
        &["  1.Ka1-a2B   2.Ka2*b2A x", "  1.Ka1-b1B   2.Kb1*b2A x"],
    ),
    (
        // The same with fairy pieces (a `ser-h#4`); from the position
        // after 1.Kd1-c2B 2.Kc2-b3A Popeye finds the two ends itself.
        "fairy-ser-h-4-hoppers-popeye-loses-king-lines",
        &[
            "  1.Rc1-c3A   2.Kd1-c2B   3.Kc2-b3A   4.Ba3-b2A Bh1-d5A #",
            "  1.Rc1-c3A   2.Kd1-c2B   3.Ba3-b2A   4.Kc2-b3A Bh1-d5A #",
            "  1.Kd1-c2B   2.Kc2-b3A   3.Rc1-c3A   4.Ba3-b2A Bh1-d5A #",
            "  1.Kd1-c2B   2.Kc2-b3A   3.Ba3-b2A   4.Rc1-c3A Bh1-d5A #",
            "  1.Kd1-c2B   2.Ba3-b2A   3.Kc2-b3A   4.Rc1-c3A Bh1-d5A #",
        ],
    ),
];

#[test]
fn identical_to_popeye_in_regression_mode() {
    let inputs = inputs();
    assert!(inputs.len() >= 140, "{} inputs", inputs.len());
    let goals = inputs
        .iter()
        .filter(|p| p.to_string_lossy().contains("/goal-"))
        .count();
    assert!(goals >= 90, "{goals} goal inputs");
    // Fairy pieces, solved on the general engine.
    let fairy = inputs
        .iter()
        .filter(|p| p.to_string_lossy().contains("/fairy-"))
        .count();
    assert!(fairy >= 25, "{fairy} fairy inputs");
    let mut differ = Vec::new();
    for inp in &inputs {
        let expected = std::fs::read_to_string(inp.with_extension("txt")).expect("Popeye output");
        let out = alice(&["popeye", "-regression", inp.to_str().expect("path")]);
        let got = String::from_utf8(out.stdout).expect("utf-8");
        let name = inp.file_stem().map(|n| n.to_string_lossy().into_owned());
        if let Some((_, lost)) = POPEYE_WRONG
            .iter()
            .find(|(n, _)| Some(*n) == name.as_deref())
        {
            let kept: Vec<&str> = got.lines().filter(|l| !lost.contains(l)).collect();
            assert_eq!(
                kept.join("\n") + "\n",
                expected,
                "{name:?}: only the lost lines differ"
            );
            for line in *lost {
                assert!(got.lines().any(|l| l == *line), "{name:?}: {line}");
            }
        } else if got != expected {
            differ.push(name);
        }
        assert!(out.status.success(), "{}: {:?}", inp.display(), out.status);
    }
    assert!(
        differ.is_empty(),
        "output differs from Popeye's: {differ:?}"
    );
}

/// Without `-regression`: a version line first and `Time = ...` after
/// `solution finished.`; everything else as in regression mode.
#[test]
fn normal_mode_adds_only_the_version_line_and_times() {
    let inp = data().join("caillaud-andernach-5th-place-2025.inp");
    let expected = std::fs::read_to_string(inp.with_extension("txt")).expect("Popeye output");
    let out = alice(&["popeye", "-maxmem", "512M", inp.to_str().expect("path")]);
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let (first, rest) = text.split_once('\n').expect("lines");
    assert!(
        first.starts_with("alice ") && first.contains("Popeye 4.104"),
        "{first}"
    );
    let untimed: Vec<String> = rest
        .lines()
        .map(|l| match l.find(" Time = ") {
            Some(i) if l.starts_with("solution finished.") && l.ends_with(" s") => {
                l[..i].to_string()
            }
            _ => l.to_string(),
        })
        .collect();
    assert_eq!(untimed.join("\n") + "\n", expected);
    assert!(rest.contains("solution finished. Time = "));
}

/// Standard input, and the binary started under Popeye's name.
#[test]
fn stdin_and_invoked_as_py() {
    let inp = data().join("caillaud-andernach-5th-place-2025.inp");
    let expected = std::fs::read_to_string(inp.with_extension("txt")).expect("Popeye output");
    let text = std::fs::read(&inp).expect("input");
    let run_with_stdin = |program: &Path, args: &[&str]| {
        use std::io::Write;
        let mut child = Command::new(program)
            .args(args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("spawn");
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(&text)
            .expect("write");
        child.wait_with_output().expect("wait")
    };
    let alice_bin = Path::new(env!("CARGO_BIN_EXE_alice"));
    let out = run_with_stdin(alice_bin, &["popeye", "-regression", "-"]);
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
    let dir = std::env::temp_dir().join(format!("alice-py-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let py = dir.join("py");
    let _ = std::fs::remove_file(&py);
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(alice_bin, &py).expect("symlink");
        let out = run_with_stdin(&py, &["-regression"]);
        assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `alice popeye -regression` on the input `text`, written to `dir/name`:
/// its exit status, standard output and standard error.
fn popeye_on(dir: &Path, name: &str, text: &str) -> (Option<i32>, String, String) {
    let file = dir.join(name);
    std::fs::write(&file, text).expect("write");
    let out = alice(&["popeye", "-regression", file.to_str().expect("path")]);
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Unsupported input: Popeye's error text, no solution, exit status 1.
#[test]
fn unsupported_input_is_an_error_never_a_wrong_solution() {
    let dir = std::env::temp_dir().join(format!("alice-popeye-err-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let cases = [
        ("Condition MsAlice", "could not recognize condition"),
        ("Condition Circe", "Circe"),
        ("Option NullMoves", "NullMoves"),
    ];
    for (line, message) in cases {
        let text = format!(
            "BeginProblem\nRemark kept\nPieces White Ka1 Qc5\n White AliceB Rc3\n Black AliceB Ke5 Pd2\n\
             Stipulation h#2\n{line}\nEndProblem\n"
        );
        let (code, stdout, stderr) = popeye_on(&dir, "p.inp", &text);
        assert_eq!(code, Some(1), "{line}");
        assert!(stderr.starts_with("input-error:"), "{line}: {stderr}");
        assert!(stderr.contains(message), "{line}: {stderr}");
        assert!(!stdout.contains("1."), "{line}: {stdout}");
        assert!(!stdout.contains("solution finished"), "{line}: {stdout}");
    }
    // The intro series Popeye 4.104 does not state right, and the options
    // it plays in ways of its own with one: refused by name.
    for (stip, message) in [
        ("2->#2", "intro series"),
        ("2->pser-#2", "intro series"),
        ("2->reci-h#2", "intro series"),
        // (Play of one move and play with a half move after an intro are
        // solved: the corpus's `intro-*-1*`, `intro-*-1.5*`.)
        ("2->ser-h#2\nOption SetPlay", "SetPlay"),
        ("1->ser-#2\nOption WhiteToPlay", "WhiteToPlay"),
        ("2->ser-s#2\nOption Duplex", "Duplex"),
        ("2->ser-h#2\nOption HalfDuplex", "HalfDuplex"),
    ] {
        let text = format!(
            "BeginProblem\nPieces White Ka1 Qc5\n White AliceB Rc3\n Black AliceB Ke5 Pd2\n\
             Stipulation {stip}\nCondition AliceChess\nEndProblem\n"
        );
        let (code, stdout, stderr) = popeye_on(&dir, "i.inp", &text);
        assert_eq!(code, Some(1), "{stip}");
        assert!(stderr.starts_with("input-error:"), "{stip}: {stderr}");
        assert!(stderr.contains(message), "{stip}: {stderr}");
        assert!(!stdout.contains("1."), "{stip}");
    }
    // Popeye's goals that are refused: the message names the goal.
    for (stip, name) in [
        ("hct2", "circuit"),
        ("h<>2", "exchange"),
        ("hctr2", "circuit by rebirth"),
        ("h<>r2", "exchange by rebirth"),
        ("hc812", "Chess81"),
        ("hkc32", "kiss"),
    ] {
        let text = format!(
            "BeginProblem\nPieces White Ka1 Qc5\n White AliceB Rc3\n Black AliceB Ke5 Pd2\n\
             Stipulation {stip}\nCondition AliceChess\nEndProblem\n"
        );
        let (code, stdout, stderr) = popeye_on(&dir, "g.inp", &text);
        assert_eq!(code, Some(1), "{stip}");
        assert!(stderr.contains(&format!("({name}")), "{stip}: {stderr}");
        assert!(!stdout.contains("1."), "{stip}");
    }
    // Double mate, counter-mate and auto-mate outside help and series
    // play: refused, the message names them.
    for stip in ["##2", "s##!2", "r!#2", "hs##2", "ser-s##2", "1->h##2"] {
        let text = format!(
            "BeginProblem\nPieces White Ka1 Qc5\n White AliceB Rc3\n Black AliceB Ke5 Pd2\n\
             Stipulation {stip}\nCondition AliceChess\nEndProblem\n"
        );
        let (code, stdout, stderr) = popeye_on(&dir, "d.inp", &text);
        assert_eq!(code, Some(1), "{stip}");
        assert!(
            stderr.contains("double mate (##), counter-mate (##!) or auto-mate (!#)"),
            "{stip}: {stderr}"
        );
        assert!(!stdout.contains("1."), "{stip}");
    }
    // Orthodox chess (no condition, no piece on board B) is not solved.
    let file = dir.join("o.inp");
    std::fs::write(
        &file,
        "BeginProblem\nPieces White Ka1 Qc5 Rc3\n Black Ke5 Pd2\nStipulation h#2\nEndProblem\n",
    )
    .expect("write");
    let out = alice(&["popeye", "-regression", file.to_str().expect("path")]);
    assert_eq!(out.status.code(), Some(1));
    // The two variant problems of the collection (Popeye solves them as
    // Alice Chess, wrongly): refused.
    for name in [
        "alice-project-mini-rook-through-the-glass-2026",
        "alice-project-ms-alice-zero-key-2026",
    ] {
        let yaml = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("problems/{name}.yaml"));
        let conv = alice(&["convert", yaml.to_str().expect("path"), "--to", "popeye"]);
        assert!(conv.status.success());
        let file = dir.join(format!("{name}.inp"));
        std::fs::write(&file, &conv.stdout).expect("write");
        let out = alice(&["popeye", "-regression", file.to_str().expect("path")]);
        assert_eq!(out.status.code(), Some(1), "{name}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("could not recognize condition"));
    }
    // An unknown command-line option is a usage error.
    let out = alice(&["popeye", "-frobnicate", file.to_str().expect("path")]);
    assert_eq!(out.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A Latin-1 input file (older Popeye files spell authors so) is decoded,
/// never refused: from a file and from standard input.
#[test]
fn a_latin1_input_is_read() {
    let input: &[u8] = b"BeginProblem\nAuthor M\xfcller\nPieces White Kb1 Qd1 Rh1 Black Ka8\nStipulation #2\nCondition AliceChess\nEndProblem\n";
    let dir = crate::common::cli::scratch("popeye-latin1");
    let path = dir.join("latin1.inp");
    std::fs::write(&path, input).unwrap();
    let (code, from_file, err) =
        crate::common::cli::alice(&["popeye", "-regression", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(from_file.contains("Müller"), "{from_file}");
    assert!(from_file.contains("solution finished"), "{from_file}");
    let (code, from_stdin, err) =
        crate::common::cli::alice_with_input(&["popeye", "-regression"], input);
    assert_eq!(code, 0, "{err}");
    assert_eq!(from_stdin, from_file);
}

/// A front end (Olive) shows what `py` writes while it solves, and its
/// Stop kills it: each problem's diagram is written, and flushed, before
/// its solve, and each problem's solution when it is done.
#[test]
fn a_killed_drop_in_has_written_every_finished_problem_and_the_next_diagram() {
    use std::io::Read;
    use std::process::Stdio;
    let men = "Pieces White Ka1 Qc5\n       White AliceB Rc3\n       Black AliceB Ke5 Pd2\n";
    let input = format!(
        "BeginProblem\n{men}Stipulation h#2\nCondition AliceChess\nNextProblem\n\
         {men}Stipulation h#7\nCondition AliceChess\nEndProblem\n"
    );
    let dir = crate::common::cli::scratch("popeye-stream");
    let path = dir.join("slow.inp");
    std::fs::write(&path, input).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["popeye", "-regression", path.to_str().unwrap()])
        .stdout(Stdio::piped())
        .spawn()
        .expect("run alice");
    let mut stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut seen = Vec::new();
        let mut buf = [0u8; 4096];
        while let Ok(n) = stdout.read(&mut buf) {
            if n == 0 {
                break;
            }
            seen.extend_from_slice(&buf[..n]);
            let text = String::from_utf8_lossy(&seen).to_string();
            let second = text.find("h#7").map(|at| &text[at..]);
            if second.is_some_and(|t| t.contains("AliceChess")) {
                let _ = tx.send(text);
                break;
            }
        }
        // The pipe stays open until the kill: a closed pipe would end the
        // drop-in quietly, as it should, before it is seen still solving.
        let _ = std::io::copy(&mut stdout, &mut std::io::sink());
    });
    // The h#7 runs for minutes; its diagram comes at once.
    let shown = rx.recv_timeout(std::time::Duration::from_secs(60));
    let running = child.try_wait().expect("status").is_none();
    let _ = child.kill();
    let _ = child.wait();
    let shown = shown.expect("the second diagram is shown while it is solved");
    assert!(running, "still solving the h#7 when its diagram was shown");
    assert_eq!(shown.matches("solution finished").count(), 1, "{shown}");
}

/// Within a twin too: each solution is written, and flushed, as soon as it
/// and every solution before it in Popeye's order are known, so a front end
/// killing a long solve keeps them. The problem's short solutions alone
/// run to millions of lines; the first 1,950 Popeye writes (the diagram,
/// the `h#2` group and the first `h#3` lines, `tests/data/popeye_stream/`)
/// must be written while the search still runs.
#[test]
fn a_killed_drop_in_has_written_the_solutions_found_so_far() {
    written_while_solving("cooked-h4");
}

/// Within a key's tree too: its line and threat, each variation, and the
/// threat's own tree as it is solved. Marks's `#2` as a `#7` runs for
/// minutes; the first 1,100 lines Popeye writes (the first key's tree, the
/// second key's threat tree, which is a `#6` of its own, and the
/// variations after it) must be written while the search still runs.
#[test]
fn a_killed_drop_in_has_written_the_tree_analysed_so_far() {
    written_while_solving("marks-mate7");
}

/// Proof games too: the shorter games, then the games of each first two
/// moves in Popeye's order. An `a=>b8` with millions of games: the first
/// 400 lines Popeye writes (the two positions, 21 short `a=>b6` games,
/// the first `a=>b8` games) must be written while the search still runs.
#[test]
fn a_killed_drop_in_has_written_the_proof_games_found_so_far() {
    written_while_solving("a-to-b8");
}

/// Starts `alice popeye -regression` on `tests/data/popeye_stream/NAME.inp`,
/// reads as many lines as `NAME-prefix.txt` has, then kills it as a front
/// end's Stop button does: it must still have been solving, and have
/// written exactly those lines.
fn written_while_solving(name: &str) {
    use std::io::{BufRead, Read};
    use std::process::Stdio;
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/popeye_stream");
    let expected = std::fs::read_to_string(dir.join(format!("{name}-prefix.txt"))).unwrap();
    let want = expected.lines().count();
    let path = dir.join(format!("{name}.inp"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["popeye", "-regression", path.to_str().unwrap()])
        .stdout(Stdio::piped())
        .spawn()
        .expect("run alice");
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut reader = std::io::BufReader::new(stdout);
        let lines: Vec<String> = reader
            .by_ref()
            .lines()
            .take(want)
            .map_while(Result::ok)
            .collect();
        let _ = tx.send(lines);
        // The pipe stays open until the kill: a closed pipe would end the
        // drop-in quietly, as it should, before it is seen still solving.
        let _ = std::io::copy(&mut reader, &mut std::io::sink());
    });
    let shown = rx.recv_timeout(std::time::Duration::from_secs(120));
    let running = child.try_wait().expect("status").is_none();
    let _ = child.kill();
    let _ = child.wait();
    let shown = shown.expect("the first lines are written while the search runs");
    assert!(
        running,
        "{name}: still solving when the first lines were written"
    );
    let expected: Vec<&str> = expected.lines().collect();
    assert_eq!(shown, expected, "{name}");
}

/// An illegal twin gets its heading and its error (on standard error); the
/// other twins are solved, as Popeye goes on after a twin it cannot solve.
#[test]
fn an_illegal_twin_does_not_discard_the_problem() {
    let input = "BeginProblem\nPieces White Kb1 Qd1 Rh1 Black Ka8\nStipulation #2\n\
                 Condition AliceChess\nTwin Add White Kh5\nTwin Move d1 d2\nEndProblem\n";
    let (code, out, err) =
        crate::common::cli::alice_with_input(&["popeye", "-regression"], input.as_bytes());
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("twin b) illegal position: White has 2 kings"),
        "{err}"
    );
    assert!(!err.contains("problem ignored"), "{err}");
    for shown in [
        "a) ",
        "b) +wKh5",
        "c) wQd1-->d2",
        "1.Qd2-d7B !",
        "solution finished.",
    ] {
        assert!(out.contains(shown), "{shown}: {out}");
    }
}

/// `Protocol FILE`, as Popeye 4.104 writes it (checked by hand against
/// Popeye): from the problem that names it on, the output goes to FILE too
/// (remarks read before the `Protocol` line excepted), overwritten with
/// `-regression`, appended to otherwise, with the version line first.
#[test]
fn protocol_writes_the_output_to_a_file_too() {
    let dir = crate::common::cli::scratch("popeye-protocol");
    let input = "BeginProblem\nRemark before\nProtocol prot.txt\nRemark after\n\
                 Pieces White Kb1 Qd1 Rh1 Black Ka8\nStipulation #2\nCondition AliceChess\n\
                 NextProblem\nPieces White Kb1 Qd1 Rh1 Black Ka7\nStipulation #1\n\
                 Condition AliceChess\nEndProblem\n";
    std::fs::write(dir.join("p.inp"), input).unwrap();
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_alice"))
            .args(args)
            .current_dir(&dir)
            .output()
            .expect("run alice");
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let shown = run(&["popeye", "-regression", "p.inp"]);
    let kept = std::fs::read_to_string(dir.join("prot.txt")).expect("protocol");
    assert!(shown.starts_with("before\nafter\n"), "{shown}");
    assert_eq!(kept, shown["before\n".len()..]);
    assert_eq!(kept.matches("solution finished").count(), 2);
    // Overwritten in regression mode, appended to otherwise.
    run(&["popeye", "-regression", "p.inp"]);
    assert_eq!(std::fs::read_to_string(dir.join("prot.txt")).unwrap(), kept);
    run(&["popeye", "p.inp"]);
    let appended = std::fs::read_to_string(dir.join("prot.txt")).unwrap();
    assert!(appended.starts_with(&kept));
    assert!(appended[kept.len()..].starts_with("alice "), "{appended}");
}

/// A condition twin naming a condition outside the Alice family (Popeye
/// would solve that twin as Alice Circe) is that twin's error: its heading
/// is written, the message goes to standard error, and the other twins
/// are solved.
#[test]
fn a_condition_twin_outside_the_family_is_that_twins_error() {
    let input = "BeginProblem\nPieces White Kb1 Qd1 Rh1 Black Ka8\nStipulation #2\n\
                 Condition AliceChess\nTwin Condition AliceChess Circe\n\
                 Twin Condition AliceChess Move d1 d2\nEndProblem\n";
    let (code, out, err) =
        crate::common::cli::alice_with_input(&["popeye", "-regression"], input.as_bytes());
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("twin b) 'Condition AliceChess Circe': the condition Circe is not supported"),
        "{err}"
    );
    assert!(!err.contains("problem ignored"), "{err}");
    for shown in [
        "a) ",
        "b) AliceChess\n   Circe  ",
        "c) AliceChess  wQd1-->d2  ",
        "1.Qd2-d7B !",
    ] {
        assert!(out.contains(shown), "{shown}: {out}");
    }
}
