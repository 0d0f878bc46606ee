//! The progress line of direct play on a terminal (`script(1)` gives one):
//! what it tells while the prover works (the stipulation searched, the
//! first moves proved out of their total, the keys and tries found, the
//! positions searched). The help play's line is tested in `batch.rs`.

use crate::common::wait::DEADLINE;
use std::io::Read;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Instant;

/// The Krätschmer position (`problems/`, a `#2`) as `#6`: minutes of work,
/// and keys among the first moves it proves in its first seconds.
const FEN: &str = "3n*2r1/bp1Q4/p*1N*PN*p1n*/B2P4/P2PP2R/rP*1k3p*/4P*P2/1b1K4 w - - 0 1";

/// What one drawing of the direct play's line says once a first move is
/// proved: `solving #6: first moves 8/43, 4 keys, 0 tries, 12.0 M
/// positions 8s`.
#[derive(Debug)]
struct Told {
    proved: usize,
    total: usize,
    keys: usize,
    positions: String,
}

/// The first drawing in `seen` (the terminal's bytes, lines redrawn after
/// `\r`) that tells a key found among the first moves proved.
fn first_with_a_key(seen: &str) -> Option<Told> {
    seen.split(['\r', '\n']).find_map(|segment| {
        let rest = segment.split("solving #6: first moves ").nth(1)?;
        let mut parts = rest.split(", ");
        let (proved, total) = parts.next()?.split_once('/')?;
        let keys = parts.next()?;
        let keys: usize = keys
            .strip_suffix(" keys")
            .or_else(|| keys.strip_suffix(" key"))?
            .parse()
            .ok()?;
        let tries = parts.next()?;
        if !(tries.ends_with(" try") || tries.ends_with(" tries")) {
            return None;
        }
        let positions = parts.next()?;
        if !positions.contains(" positions") {
            return None;
        }
        let told = Told {
            proved: proved.parse().ok()?,
            total: total.parse().ok()?,
            keys,
            positions: positions.to_string(),
        };
        (told.keys > 0).then_some(told)
    })
}

#[test]
fn direct_play_tells_the_first_moves_keys_and_positions_on_a_terminal() {
    let Ok(script) = Command::new("script").arg("--version").output() else {
        crate::common::tools::cannot_run(
            "direct_play_tells_the_first_moves_keys_and_positions_on_a_terminal",
            "script(1) is not installed (Debian: bsdutils)",
        );
        return;
    };
    assert!(script.status.success());
    // `--timeout` bounds the solve should the stop below fail; `exec` makes
    // the solve the session's process, which script(1) ends when stopped.
    let cmd = format!(
        "exec {} solve --fen '{FEN}' --stip '#6' -j 1 --timeout 600",
        env!("CARGO_BIN_EXE_alice"),
    );
    let mut child = Command::new("script")
        .env("ALICE_PROGRESS_DELAY_MS", "0")
        .args(["-qfec", &cmd, "/dev/null"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut out = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel::<Vec<u8>>();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n @ 1..) = out.read(&mut buf) {
            if tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    // Wait for the event (a drawing that tells a key), not for a time: it
    // comes within seconds; the deadline is for a loaded machine.
    let deadline = Instant::now() + DEADLINE;
    let mut seen = String::new();
    let told = loop {
        if let Some(told) = first_with_a_key(&seen) {
            break Some(told);
        }
        let left = deadline.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left) {
            Ok(chunk) => seen.push_str(&String::from_utf8_lossy(&chunk)),
            Err(_) => break None,
        }
    };
    // Stop the session: script(1) ends the solve on SIGTERM.
    let _ = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let _ = child.wait();
    let Some(told) = told else {
        panic!("no progress line with a key within {DEADLINE:?}: {seen}");
    };
    // The Krätschmer #6 has 43 first moves; the line counts them as proved.
    assert_eq!(told.total, 43, "{told:?}");
    assert!(told.proved >= 1 && told.proved <= told.total, "{told:?}");
    assert!(told.keys <= told.proved, "{told:?}");
    // `812 positions`, `41 k positions`, `3.1 M positions`, then the time.
    let count = told.positions.split(" positions").next().unwrap_or("");
    assert!(
        count
            .split(' ')
            .next()
            .is_some_and(|n| n.parse::<f64>().is_ok_and(|n| n > 0.0)),
        "{told:?}"
    );
}
