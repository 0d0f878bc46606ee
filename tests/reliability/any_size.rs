//! Safe at any size (issue 41): resource limits (threads that cannot be
//! started, a file-size limit), one meaning per
//! exit status, bounded and escaped quotes of input, and the drop-in's
//! `Protocol` file never written through a symlink or to a device.

use super::*;

const MARKS_FILE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/problems/marks-the-problemist-1999.yaml"
);

/// `alice ARGS` run by `sh` after `limits` (e.g. `ulimit -v 300000`).
fn limited(limits: &str, args: &[&str]) -> Output {
    let mut script = format!("{limits}; exec \"$0\"");
    for i in 1..=args.len() {
        script.push_str(&format!(" \"${i}\""));
    }
    Command::new("sh")
        .arg("-c")
        .arg(&script)
        .arg(env!("CARGO_BIN_EXE_alice"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("sh runs")
}

#[test]
fn threads_that_cannot_start_mean_fewer_threads() {
    // 256 workers and 256 pool threads of 2 MiB stacks do not fit in
    // 300 MB of address space; the problem does.
    let out = limited("ulimit -v 300000", &["check", "-j", "256", MARKS_FILE]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    let notes: Vec<&str> = stderr
        .lines()
        .filter(|l| l.contains("worker threads could be started"))
        .collect();
    assert!(!notes.is_empty() && notes.len() <= 2, "{stderr}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("duals"));
}

#[test]
fn a_file_size_limit_is_a_write_error() {
    let dir = scratch("any-size-fsize");
    let target = dir.join("man.txt");
    let out = limited(
        &format!("ulimit -f 1; exec > '{}'", target.display()),
        &["man"],
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    // Not killed by SIGXFSZ (no status at all, 153 in a shell).
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("cannot write output"), "{stderr}");
}

#[test]
fn an_empty_file_is_an_input_error_in_every_command() {
    let dir = scratch("any-size-empty");
    let empty = dir.join("empty.yaml");
    std::fs::write(&empty, "").unwrap();
    let empty = empty.to_str().unwrap();
    let svg = dir.join("e.svg");
    for args in [
        vec!["solve", empty],
        vec!["check", empty],
        vec!["convert", empty],
        vec!["diagram", empty],
        vec!["diagram", "-o", svg.to_str().unwrap(), empty],
    ] {
        let out = run(&args, b"");
        let stderr = String::from_utf8_lossy(&out.stderr);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            format!("{stdout}{stderr}").contains("no problem found in this file"),
            "{args:?}: {stdout}{stderr}"
        );
        assert!(!stderr.contains("wrote 0 files"), "{args:?}: {stderr}");
    }
}

#[test]
fn an_unreadable_intended_solution_is_an_input_error() {
    let dir = scratch("any-size-intended");
    let file = dir.join("bad.yaml");
    std::fs::write(
        &file,
        "---\nfen: '7k/8/6K1/8/8/8/8/R*7 w - - 0 1'\nstipulation: '#1'\n\
         options: [AliceChess]\nsolution: |\n  1.Zz9-q4A #\n",
    )
    .unwrap();
    let file = file.to_str().unwrap();
    for args in [vec!["solve", file], vec!["check", file]] {
        let out = run(&args, b"");
        let all = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(out.status.code(), Some(2), "{args:?}: {all}");
        assert!(all.contains("bad.yaml"), "{args:?}: {all}");
        assert!(all.contains("line 1"), "{args:?}: {all}");
    }
}

#[test]
fn quotes_of_input_are_bounded_and_escaped() {
    let long = format!("h#{}", "x".repeat(10_000));
    let out = run(&["solve", "--fen", "start", "--stip", &long], b"");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains(&"x".repeat(78)), "{stderr}");
    assert!(!stderr.contains(&"x".repeat(100)), "{stderr}");
    // A terminal's escape sequence in the input is not printed raw.
    let out = run(
        &["solve", "--fen", "start", "--stip", "h#\u{1b}[31mred"],
        b"",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(!out.stderr.contains(&0x1b), "{:?}", out.stderr);
    assert!(String::from_utf8_lossy(&out.stderr).contains("\\u{1b}[31mred"));
}

#[test]
fn a_file_name_cannot_forge_a_line_of_the_report() {
    let dir = scratch("any-size-names");
    let name = "bad\nok                     forged.yaml#1 #1 — key.yaml";
    std::fs::write(dir.join(name), "").unwrap();
    let out = run(&["check", dir.to_str().unwrap()], b"");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "{stdout}");
    assert!(
        !stdout.lines().any(|l| l.starts_with("ok ")),
        "a forged row: {stdout}"
    );
    assert!(stdout.contains("bad\\nok"), "{stdout}");
}

#[test]
fn the_protocol_file_is_never_a_symlink_or_a_device() {
    let dir = scratch("any-size-protocol");
    let victim = dir.join("victim.txt");
    std::fs::write(&victim, "keep me\n").unwrap();
    std::os::unix::fs::symlink(&victim, dir.join("link.txt")).unwrap();
    let input = |name: &str| {
        format!(
            "BeginProblem\nProtocol {name}\nPieces White Kb1 Qd1 Rh1 Black Ka7\n\
             Stipulation #1\nCondition AliceChess\nEndProblem\n"
        )
    };
    for regression in [true, false] {
        let mut args = vec!["popeye"];
        if regression {
            args.push("-regression");
        }
        let out = Command::new(env!("CARGO_BIN_EXE_alice"))
            .args(&args)
            .current_dir(&dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                let mut stdin = child.stdin.take().expect("stdin");
                stdin.write_all(input("link.txt").as_bytes())?;
                drop(stdin);
                child.wait_with_output()
            })
            .expect("alice runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("symbolic link: refused"), "{stderr}");
        // The problem is still solved, as Popeye does after the message.
        assert!(String::from_utf8_lossy(&out.stdout).contains("solution finished"));
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "keep me\n");
    }
    // A device, and a FIFO without a reader (no wait for one).
    let start = Instant::now();
    for name in ["/dev/null", "fifo"] {
        if name == "fifo" {
            let made = Command::new("mkfifo").arg(dir.join(name)).status();
            if !made.is_ok_and(|s| s.success()) {
                continue;
            }
        }
        let out = Command::new(env!("CARGO_BIN_EXE_alice"))
            .args(["popeye", "-regression"])
            .current_dir(&dir)
            .stdin(
                std::fs::File::open({
                    let p = dir.join("in.inp");
                    std::fs::write(&p, input(name)).unwrap();
                    p
                })
                .unwrap(),
            )
            .output()
            .expect("alice runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("not a regular file: refused"), "{stderr}");
    }
    assert!(start.elapsed() < Duration::from_secs(20));
}

#[test]
fn a_board_the_problem_does_not_have_is_an_error() {
    let dir = scratch("any-size-board-c");
    let file = dir.join("c.yaml");
    std::fs::write(
        &file,
        "---\nfen: '8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1'\nstipulation: 'h#2'\n\
         options: [AliceChess]\nsolution: |\n  1.Ke5-f4A Qc5-f5C 2.d2-d1=SA Rc3-f3A #\n",
    )
    .unwrap();
    let out = run(&["check", file.to_str().unwrap()], b"");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "{stdout}");
    assert!(
        stdout.contains("line 1") && stdout.contains("names board C"),
        "{stdout}"
    );
}
