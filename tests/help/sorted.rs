//! The help solve into a sink (`solve_sorted`, what `alice solve` writes
//! as text while it runs, keeping no line) against the report held whole
//! (`solve_observed`, sorted once at the end): the same lines in the same
//! order, the same counts and verdict, the same text, on random positions
//! of both engines, for every help and series family and several goals,
//! on one thread and two, with a budget that makes the workers wait.

use alice::engine::general;
use alice::game::Game;
use alice::output::help::{write_end, write_head, HelpPrinter};
use alice::output::Format;
use alice::search::Stop;
use alice::solve::help::{
    self, solve_sorted, HelpError, HelpOptions, HelpReport, HelpSink, Hooks, Line,
};
use alice::stipulation::Stipulation;
use alice::variant::VariantKind as V;
use std::sync::Mutex;

use crate::common::random::{random_fen, random_positions, Rng};

/// A sink that keeps every line it is handed, in order.
struct Collect<M>(Mutex<Vec<Line<M>>>);

impl<M: Send> HelpSink<M> for Collect<M> {
    type Part = Vec<Line<M>>;
    fn part(&self, _: &Stipulation, lines: Vec<Line<M>>) -> Vec<Line<M>> {
        lines
    }
    fn weight(part: &Vec<Line<M>>) -> usize {
        part.len() * 64
    }
    fn take(&self, part: Vec<Line<M>>) {
        self.0.lock().unwrap().extend(part);
    }
}

const STIPULATIONS: &[&str] = &[
    "h#2",
    "h#2.5",
    "h=2",
    "h+2",
    "hx2",
    "h##2",
    "ser-h#3",
    "ser-#3",
    "ser-s#2",
    "ser-h=3",
    "hs#2",
    "ser-hs#2",
    "hr#2",
    "ser-r#2",
    "reci-h#2",
    "exact-h#2",
    "h#1.5",
    "hz",
    "h~2",
];

/// Compare the two solves of `stip` from `pos` with `budget`; whether
/// there was something to compare (not an illegal start).
fn same<G: Game>(pos: &G, stip: &Stipulation, budget: usize) -> bool
where
    G::Move: std::fmt::Display + Send + Sync,
{
    let opts = HelpOptions::default();
    let hooks = Hooks::default();
    let stop = Stop::never();
    let held: HelpReport<G::Move> = match help::solve_observed(pos, stip, &opts, &stop, &hooks) {
        Ok(r) => r,
        Err(HelpError::WaitingSideInCheck { .. }) => {
            assert!(help::starter_of(pos, stip).is_err());
            return false;
        }
        Err(e) => panic!("{stip}: {e}"),
    };
    let sink = Collect(Mutex::new(Vec::new()));
    let summary = solve_sorted(pos, stip, &opts, &stop, &hooks, &sink, budget).unwrap();
    let lines = sink.0.into_inner().unwrap();
    let expected: Vec<Line<G::Move>> = held.solutions.iter().chain(&held.short).cloned().collect();
    assert_eq!(lines, expected, "{stip} from {pos:?}");
    assert_eq!(summary.solutions, held.solutions.len(), "{stip}");
    assert_eq!(summary.short, held.short.len(), "{stip}");
    assert_eq!(summary.verdict, held.verdict, "{stip}");
    assert_eq!(summary.verdict_text(), held.verdict_text(), "{stip}");
    // The text and the JSON, as `alice solve` writes them, are the held
    // report's, byte for byte.
    for format in [Format::Text, Format::Json] {
        let raise = || stop.raise();
        let printer = HelpPrinter::new(*pos, *stip, format, Vec::new(), &raise);
        let mut streamed = Vec::new();
        write_head(
            format,
            stip,
            summary.starter,
            None,
            opts.intended,
            &mut streamed,
        )
        .unwrap();
        solve_sorted(pos, stip, &opts, &stop, &hooks, &printer, budget).unwrap();
        streamed.extend(printer.finish().unwrap());
        // (The nodes may differ from solve to solve.)
        let end = help::HelpSummary {
            nodes: held.nodes,
            ..summary.clone()
        };
        write_end(format, &end, &mut streamed).unwrap();
        let mut expected = Vec::new();
        held.write(format, pos, None, &mut expected).unwrap();
        assert_eq!(
            String::from_utf8(streamed).unwrap(),
            String::from_utf8(expected).unwrap(),
            "{stip} {format:?}"
        );
    }
    // The JSON is valid, and its value is the held report's `to_json`.
    let mut json = Vec::new();
    held.write(Format::Json, pos, None, &mut json).unwrap();
    let mut value: serde_json::Value = serde_json::from_slice(&json).unwrap();
    assert_eq!(value["schema_version"], alice::output::JSON_SCHEMA_VERSION);
    value.as_object_mut().unwrap().remove("schema_version");
    assert_eq!(value, held.to_json(pos), "{stip}");
    true
}

fn stips() -> Vec<Stipulation> {
    STIPULATIONS
        .iter()
        .filter_map(|s| s.parse().ok())
        .filter(|s: &Stipulation| help::sortable(s, &HelpOptions::default(), &Hooks::default()))
        .collect()
}

#[test]
fn sorted_solve_gives_the_held_report_on_the_fast_engine() {
    let stips = stips();
    assert!(stips.len() >= 15, "{stips:?}");
    let positions = random_positions(Rng(0x5011ed), 4, 10, |f| {
        alice::engine::fast::fen::parse(f).ok()
    });
    let mut compared = 0;
    for threads in [1, 2] {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| {
            for (i, pos) in positions.iter().enumerate() {
                for stip in &stips {
                    // A budget of nothing: every part not at its turn waits.
                    let budget = if i % 2 == 0 { 0 } else { usize::MAX };
                    compared += usize::from(same(pos, stip, budget));
                }
            }
        });
    }
    assert!(compared > 150, "{compared}");
}

#[test]
fn sorted_solve_gives_the_held_report_on_the_general_engine() {
    let stips = stips();
    let mut compared = 0;
    for variant in [V::ODonohue, V::Alice3, V::Duo] {
        // (At most 200 tries: a variant may read few random FENs.)
        let mut rng = Rng(0xa11ce3 + variant as u64);
        let positions: Vec<_> = (0..200)
            .filter_map(|_| {
                let fen = format!("{} - - 0 1", random_fen(&mut rng, 3));
                general::parse_fen(&fen, variant).ok()
            })
            .take(3)
            .collect();
        for pos in &positions {
            // (The general engine is slower: the shorter plays.)
            for stip in stips.iter().filter(|s| s.plies() <= 3) {
                compared += usize::from(same(pos, stip, 0));
            }
        }
    }
    assert!(compared > 10, "{compared}");
}

/// Many lines: the Caillaud position as h#3 (1,806 lines and two short
/// ones), the Marks position as ser-h#3 (parts handed over mid-item).
#[test]
fn sorted_solve_gives_the_held_report_with_many_lines() {
    for (fen, stip) in [
        ("8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1", "h#3"),
        (
            "4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1",
            "ser-h#3",
        ),
    ] {
        let pos = alice::engine::fast::fen::parse(fen).unwrap();
        assert!(same(&pos, &stip.parse().unwrap(), 1 << 12));
    }
}

/// The Rittirsch–Pachl 4th place position (part a), which has over 55
/// million h#4 solutions.
const MANY: &str = "5k*2/4rB*b1/4P1P1/3b4/6p1/3p2P1/3r2R1/7K b - - 0 1";

/// `alice solve` writes the lines as it finds them: stopped by its time
/// limit it has written many lines and no verdict, and exits 3.
#[test]
fn a_stopped_text_solve_keeps_its_lines_and_gives_no_verdict() {
    let (code, out, err) =
        crate::common::cli::alice(&["solve", "--fen", MANY, "--stip", "h#4", "--timeout", "2"]);
    assert_eq!(code, 3, "{err}");
    assert!(out.starts_with("h#4 (Black starts)\n1."), "{out:.200}");
    assert!(out.lines().count() > 1000, "{}", out.lines().count());
    assert!(!out.contains("verdict"));
    assert!(err.contains("no verdict"), "{err}");
}

/// A reader that stops after the first lines ends the solve quietly and at
/// once (a closed pipe), however many lines are left.
#[test]
fn a_closed_pipe_ends_a_text_solve_at_once() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["solve", "--fen", MANY, "--stip", "h#4"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("alice runs");
    let stdout = child.stdout.take().expect("stdout");
    let mut lines = BufReader::new(stdout).lines();
    assert_eq!(lines.next().unwrap().unwrap(), "h#4 (Black starts)");
    assert!(lines.next().unwrap().unwrap().starts_with("1."));
    drop(lines);
    let start = std::time::Instant::now();
    let out = child.wait_with_output().expect("alice ends");
    // (The whole solve takes minutes; a closed pipe ends it in well under
    // a second, a wide bound for a loaded machine.)
    assert!(start.elapsed() < std::time::Duration::from_secs(30));
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
