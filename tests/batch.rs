//! Batch features: rule sensitivity (`--readings all`), shards
//! (`check --shard`, `solve --shard`) and `alice merge`, GNU parallel.

use crate::common::cli;
use alice::check::judge::CheckSettings;
use alice::check::readings::{self, Change};
use alice::check::run::check_problem;
use alice::formats;
use alice::variant::Variant;
use cli::{alice, scratch};
use std::path::Path;
use std::process::Command;

fn root(rel: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(rel)
        .display()
        .to_string()
}

const CASTLING: &str = "tests/data/readings/castling-mate.yaml";

#[test]
fn castling_decides_the_verdict() {
    let (code, out, _) = alice(&["check", "--readings", "all", &root(CASTLING)]);
    assert_eq!(
        code, 0,
        "the problem is sound under its own readings\n{out}"
    );
    assert!(out.contains("decided by castling"), "{out}");
    assert!(
        out.contains("problems whose verdict depends on a reading:"),
        "{out}"
    );
    let (_, json, _) = alice(&["check", "--readings", "all", "--json", &root(CASTLING)]);
    let row: serde_json::Value = serde_json::from_str(json.lines().next().unwrap()).unwrap();
    let r = &row["readings"];
    assert_eq!(r["change"], "verdict");
    assert_eq!(r["verdict_depends_on"], serde_json::json!(["castling"]));
    assert_eq!(r["combinations"], 8);
    assert_eq!(
        r["solved"], 4,
        "en passant cannot matter: 4 combinations proven equal"
    );
    for res in r["results"].as_array().unwrap() {
        let off = res["readings"].as_str().unwrap().contains("castling=off");
        let want = if off { "no_solution" } else { "ok" };
        assert_eq!(res["status"], want, "{res}");
        assert_eq!(res["verdict_differs"], off);
    }
    // solve --readings all says the same.
    let (_, text, _) = alice(&["solve", "--readings", "all", &root(CASTLING)]);
    assert!(
        text.contains("1.0-0/B#!") && text.contains("decided by castling"),
        "{text}"
    );
}

/// The combinations skipped as provably equal really are: each is solved
/// here and compared with the result reported for it.
#[test]
fn skipped_readings_are_equal_to_their_representative() {
    let files = [
        CASTLING,
        "problems/caillaud-andernach-5th-place-2025.yaml",
        "problems/marks-the-problemist-1999.yaml",
        "problems/rittirsch-pachl-andernach-4th-place-2025.yaml",
    ];
    let settings = CheckSettings::default();
    for f in files {
        for p in formats::read_problems(Path::new(&root(f))).unwrap() {
            let problem = p.unwrap();
            let sens = readings::check_readings(&problem, &settings);
            for combo in readings::combinations(problem.variant.kind) {
                let name = readings::describe(&combo);
                if combo == problem.variant.readings {
                    continue;
                }
                let mut q = problem.clone();
                q.variant = Variant {
                    kind: problem.variant.kind,
                    readings: combo,
                };
                let direct = check_problem(&q, &settings);
                for ((base, t), d) in sens.iter().zip(&direct) {
                    let r = t.results.iter().find(|r| r.readings == name).unwrap();
                    if d.detail.starts_with("cannot read the intended solution") {
                        continue; // judged without the intended play there
                    }
                    assert_eq!(r.status, d.status, "{f} {name}");
                    assert_eq!(
                        r.play_differs,
                        d.solution.text() != base.solution.text(),
                        "{f} {name}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_collection_under_every_reading() {
    let (code, out, _) = alice(&["check", "--readings", "all", &root("problems")]);
    assert!(code <= 1, "{out}");
    // Block=strict cooks the Udo Marks #2 (1.b5/A also mates in two).
    assert!(
        out.contains("problems/marks-the-problemist-1999.yaml#1 (decided by block"),
        "{out}"
    );
    assert!(out.contains("same under every reading"), "{out}");
    let _ = Change::ALL;
}

/// How long a run with `--timeout 1` may take: the limit, 10 %, and 5 s
/// for a loaded 2-core machine running other tests beside (each reading
/// alone runs for minutes: the bound still tells a stop from none).
const LIMIT_BOUND: f64 = 6.1;

/// `--timeout` bounds the whole `--readings all` run (one deadline, each
/// reading gets what is left), and readings whose search stopped give no
/// verdict: they are named as not finished, and the change is unknown.
#[test]
fn a_time_limit_bounds_every_reading_and_gives_no_verdict() {
    let fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1";
    let started = std::time::Instant::now();
    let (code, text, err) = alice(&[
        "solve",
        "--fen",
        fen,
        "--stip",
        "h#12",
        "--readings",
        "all",
        "--timeout",
        "1",
    ]);
    let seconds = started.elapsed().as_secs_f64();
    assert!(
        seconds < LIMIT_BOUND,
        "{seconds:.1} s for --timeout 1\n{text}"
    );
    assert_ne!(code, 0, "a timeout is no verdict\n{text}{err}");
    assert!(!text.contains("same under every reading"), "{text}");
    assert!(
        text.contains("(8 combinations, 0 solved; not finished: default; castling=off;"),
        "{text}"
    );
    let dir = scratch("readings-timeout");
    let file = dir.join("slow.yaml");
    std::fs::write(
        &file,
        format!("---\nfen: '{fen}'\nstipulation: 'h#12'\noptions: [AliceChess]\n"),
    )
    .unwrap();
    let started = std::time::Instant::now();
    let (_, json, _) = alice(&[
        "check",
        "--json",
        "--readings",
        "all",
        "--timeout",
        "1",
        file.to_str().unwrap(),
    ]);
    let seconds = started.elapsed().as_secs_f64();
    assert!(
        seconds < LIMIT_BOUND,
        "{seconds:.1} s for --timeout 1\n{json}"
    );
    let row: serde_json::Value = serde_json::from_str(json.lines().next().unwrap()).unwrap();
    let r = &row["readings"];
    assert_eq!(r["change"], "unknown", "{r}");
    assert_eq!(r["solved"], 0, "{r}");
    assert_eq!(r["unfinished"].as_array().map(Vec::len), Some(8), "{r}");
    assert_eq!(r["unfinished"][0], "default", "{r}");
    for res in r["results"].as_array().unwrap() {
        assert_eq!(res["status"], "timeout", "{res}");
        assert_eq!(res["how"], "not finished", "{res}");
        assert_eq!(res["verdict_differs"], false, "{res}");
        assert_eq!(res["play_differs"], false, "{res}");
    }
    // A finished run writes no `unfinished` field.
    let (_, json, _) = alice(&["check", "--readings", "all", "--json", &root(CASTLING)]);
    assert!(!json.contains("unfinished"), "{json}");
}

fn rows(report: &str) -> Vec<serde_json::Value> {
    report
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .filter(|v| v.get("alice_report").is_none())
        .collect()
}

fn identity(v: &serde_json::Value) -> String {
    format!("{}#{} {}", v["key"], v["problem"], v["twin"])
}

#[test]
fn check_shards_partition_the_set_and_merge_to_the_unsharded_report() {
    let problems = root("problems");
    let (code, full_text, _) = alice(&["check", &problems]);
    assert_eq!(code, 0);
    let (_, full_json, _) = alice(&["check", "--json", &problems]);
    let mut all: Vec<String> = rows(&full_json).iter().map(identity).collect();
    all.sort();
    let dir = scratch("check-shards");
    for n in [1usize, 2, 5] {
        let mut union: Vec<String> = Vec::new();
        let mut files = Vec::new();
        for i in 1..=n {
            let (code, out, _) =
                alice(&["check", "--json", "--shard", &format!("{i}/{n}"), &problems]);
            assert_eq!(code, 0);
            assert!(out.starts_with("{\"alice_report\""), "{out}");
            union.extend(rows(&out).iter().map(identity));
            let f = dir.join(format!("s{i}-of-{n}.jsonl"));
            std::fs::write(&f, &out).unwrap();
            files.push(f.display().to_string());
        }
        let count = union.len();
        union.sort();
        union.dedup();
        assert_eq!(union.len(), count, "shards of {n} are disjoint");
        assert_eq!(union, all, "shards of {n} cover the set");
        let mut args = vec!["merge"];
        args.extend(files.iter().map(String::as_str));
        let (code, merged, err) = alice(&args);
        assert_eq!(code, 0, "{err}");
        assert_eq!(
            merged, full_text,
            "merge of {n} shards = the unsharded check"
        );
        if n == 5 {
            // A missing shard is a gap, a shard given twice an overlap.
            let (code, _, err) = alice(&["merge", &files[0], &files[1], &files[3], &files[4]]);
            assert_eq!(code, 2);
            assert!(err.contains("gap: no report of shard 3 of 5"), "{err}");
            let (code, _, err) = alice(&["merge", &files[0], &files[0]]);
            assert_eq!(code, 2);
            assert!(err.contains("overlap"), "{err}");
            // A shard cut short: its missing rows are named.
            let text = std::fs::read_to_string(&files[1]).unwrap();
            let kept: Vec<&str> = text.lines().collect();
            let cut = dir.join("cut.jsonl");
            std::fs::write(&cut, kept[..kept.len() - 1].join("\n") + "\n").unwrap();
            let lost = identity(&rows(&text).pop().unwrap());
            let mut args = vec!["merge", files[0].as_str()];
            let cut_s = cut.display().to_string();
            args.push(&cut_s);
            args.extend(files[2..].iter().map(String::as_str));
            let (code, _, err) = alice(&args);
            assert_eq!(code, 2);
            let key = lost
                .split('#')
                .next()
                .unwrap()
                .trim_matches('"')
                .to_string();
            assert!(err.contains(&format!("gap: {key}#")), "{err}");
        }
    }
}

#[test]
fn shards_with_gnu_parallel() {
    if Command::new("parallel").arg("--version").output().is_err() {
        crate::common::tools::cannot_run(
            "shards_with_gnu_parallel",
            "GNU parallel is not installed (apt-get install parallel)",
        );
        return;
    }
    let problems = root("problems");
    let dir = scratch("parallel-shards");
    let bin = env!("CARGO_BIN_EXE_alice");
    let status = Command::new("parallel")
        .current_dir(&dir)
        .args([
            "--will-cite",
            "--halt",
            "soon,fail=1",
            &format!("{bin} check --json --shard {{}}/4 -j 1 {problems} > shard-{{}}.jsonl 2> shard-{{}}.log || test $? -eq 1"),
            ":::",
            "1",
            "2",
            "3",
            "4",
        ])
        .status()
        .expect("parallel runs");
    assert!(status.success());
    let files: Vec<String> = (1..=4)
        .map(|i| dir.join(format!("shard-{i}.jsonl")).display().to_string())
        .collect();
    let mut args = vec!["merge"];
    args.extend(files.iter().map(String::as_str));
    let (code, merged, err) = alice(&args);
    assert_eq!(code, 0, "{err}");
    let (_, full, _) = alice(&["check", &problems]);
    assert_eq!(merged, full);
}

/// Counts what a help search reports to its observer.
#[derive(Debug, Default)]
struct Counter {
    lengths: std::sync::Mutex<Vec<String>>,
    firsts: std::sync::Mutex<std::collections::BTreeSet<(usize, usize, String)>>,
    found: std::sync::atomic::AtomicUsize,
    proved: std::sync::Mutex<Vec<(Option<bool>, usize, u64)>>,
    trees: std::sync::Mutex<Vec<u64>>,
}

impl alice::search::SearchObserver for Counter {
    fn length(&self, stip: &alice::stipulation::Stipulation) {
        self.lengths.lock().unwrap().push(stip.to_string());
    }
    fn first_move(&self, text: &str, number: usize, total: usize) {
        self.firsts
            .lock()
            .unwrap()
            .insert((total, number, text.to_string()));
    }
    fn solutions(&self, found: usize) {
        self.found
            .fetch_add(found, std::sync::atomic::Ordering::Relaxed);
    }
    fn first_move_proved(&self, found: Option<bool>, total: usize, nodes: u64) {
        self.proved.lock().unwrap().push((found, total, nodes));
    }
    fn tree_analysed(&self, nodes: u64) {
        self.trees.lock().unwrap().push(nodes);
    }
}

#[test]
fn direct_play_tells_its_observer_every_first_move_and_tree() {
    use alice::game::Game;
    use alice::solve::{solve_twin, Report, SolveHooks, SolveOptions};
    let pos = alice::engine::fast::fen::parse(
        "4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1",
    )
    .unwrap();
    let stip: alice::stipulation::Stipulation = "#2".parse().unwrap();
    let mut opts = SolveOptions::default();
    opts.direct.tries = true;
    let stop = alice::search::Stop::never();
    let variant = alice::variant::Variant::ALICE;
    let solve = |hooks: &SolveHooks<alice::engine::fast::Position>| match solve_twin(
        &pos, None, &variant, &stip, &opts, &stop, hooks,
    ) {
        Ok(Report::Battle(r)) => r,
        _ => panic!("a battle report"),
    };
    let plain = solve(&SolveHooks::default());
    let counter = Counter::default();
    let watched = solve(&SolveHooks {
        observer: Some(&counter),
        ..Default::default()
    });
    assert_eq!(plain.keys, watched.keys);
    assert_eq!(plain.tries, watched.tries);
    assert_eq!(*counter.lengths.lock().unwrap(), ["#2"]);
    let proved = counter.proved.lock().unwrap();
    let mut list = <alice::engine::fast::Position as Game>::Moves::default();
    pos.legal_moves(&mut list);
    let first_moves = list.as_slice().len();
    assert_eq!(proved.len(), first_moves);
    assert!(proved.iter().all(|(_, total, _)| *total == first_moves));
    let count = |k: Option<bool>| proved.iter().filter(|(f, _, _)| *f == k).count();
    assert_eq!(count(Some(true)), watched.keys.len());
    assert_eq!(count(Some(false)), watched.tries.len());
    // A tree for every key and try, and the positions counted up to the
    // report's.
    let trees = counter.trees.lock().unwrap();
    assert_eq!(trees.len(), watched.keys.len() + watched.tries.len());
    let most = proved
        .iter()
        .map(|p| p.2)
        .chain(trees.iter().copied())
        .max();
    assert_eq!(most, Some(watched.nodes));
}

#[test]
fn the_progress_observer_sees_every_first_move_and_changes_nothing() {
    use alice::solve::help::{self, HelpOptions};
    let pos = alice::engine::fast::fen::parse("8/8/2k5/B7/8/7n/4Rp*2/5K*2 b - - 0 1").unwrap();
    let stip: alice::stipulation::Stipulation = "h#4".parse().unwrap();
    let opts = HelpOptions::default();
    let stop = alice::search::Stop::never();
    let plain = help::solve_with(&pos, &stip, &opts, &stop).unwrap();
    let counter = Counter::default();
    let watched = help::solve_observed(
        &pos,
        &stip,
        &opts,
        &stop,
        &help::Hooks {
            observer: Some(&counter),
            shard: None,
        },
    )
    .unwrap();
    assert_eq!(plain.solutions, watched.solutions);
    assert_eq!(plain.short, watched.short);
    assert_eq!(plain.verdict, watched.verdict);
    assert_eq!(
        *counter.lengths.lock().unwrap(),
        ["h#1", "h#2", "h#3", "h#4"]
    );
    let found = counter.found.load(std::sync::atomic::Ordering::Relaxed);
    assert_eq!(found, watched.solutions.len() + watched.short.len());
    // Black's 9 first moves in the h#4 search, each numbered.
    let firsts = counter.firsts.lock().unwrap();
    assert!(
        firsts
            .iter()
            .any(|(t, n, m)| *t == 9 && *n == 9 && m == "Kd7/B"),
        "{firsts:?}"
    );
}

#[test]
fn the_progress_line_only_on_a_terminal() {
    let args = [
        "solve",
        "--fen",
        "8/8/2k5/B7/8/7n/4Rp*2/5K*2 b - - 0 1",
        "--stip",
        "h#4",
        "-j",
        "1",
    ];
    let (code, out, err) = alice(&args);
    assert_eq!(code, 0);
    assert!(
        err.is_empty(),
        "nothing on a standard error that is no terminal: {err}"
    );
    assert!(
        out.ends_with("verdict: sound (1 solution as intended)\n"),
        "{out}"
    );
    // On a terminal (script(1) gives one); at once, not after a second.
    let Ok(script) = Command::new("script").arg("--version").output() else {
        crate::common::tools::cannot_run(
            "the_progress_line_only_on_a_terminal (its terminal part)",
            "script(1) is not installed (Debian: bsdutils)",
        );
        return;
    };
    assert!(script.status.success());
    let dir = scratch("progress-tty");
    let typescript = dir.join("typescript");
    let cmd = format!(
        "{} {}",
        env!("CARGO_BIN_EXE_alice"),
        args.map(|a| format!("'{a}'")).join(" ")
    );
    let status = Command::new("script")
        .env("ALICE_PROGRESS_DELAY_MS", "0")
        .args(["-qec", &cmd, typescript.to_str().unwrap()])
        .stdout(std::process::Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    let seen = String::from_utf8_lossy(&std::fs::read(&typescript).unwrap()).into_owned();
    assert!(seen.contains("solving h#4: "), "{seen}");
    assert!(seen.contains("so far, first move "), "{seen}");
    // The line is erased before the output, which is unchanged.
    assert!(seen.contains(out.lines().next().unwrap()), "{seen}");
}

/// `value` without its `nodes` fields (they count the work done, which
/// depends on the split as on the thread count).
fn without_nodes(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::Object(map) => {
            map.remove("nodes");
            map.values_mut().for_each(without_nodes);
        }
        serde_json::Value::Array(list) => list.iter_mut().for_each(without_nodes),
        _ => {}
    }
}

/// Solve `file` (or `--fen ...` when it starts with `--`) unsharded and
/// in `n` shards merged: the text identical byte for byte, the JSON
/// identical but for `nodes`.
fn sharded_solve_is_identical(file: &str, extra: &[&str], n: usize, dir: &Path) {
    let mut args = vec!["solve"];
    if !file.starts_with("--") {
        args.push(file);
    }
    args.extend(extra);
    let (code, full, _) = alice(&args);
    let mut parts = Vec::new();
    for i in 1..=n {
        let shard = format!("{i}/{n}");
        let mut a = args.clone();
        a.extend(["--shard", shard.as_str()]);
        let (c, out, err) = alice(&a);
        assert_eq!(c, 0, "{err}");
        let path = dir.join(format!("part-{i}-of-{n}.json"));
        std::fs::write(&path, out).unwrap();
        parts.push(path.display().to_string());
    }
    let mut m = vec!["merge"];
    m.extend(parts.iter().map(String::as_str));
    let (mcode, merged, err) = alice(&m);
    assert_eq!(mcode, code, "{err}");
    if extra.contains(&"--json") {
        let mut a: serde_json::Value = serde_json::from_str(&full).unwrap();
        let mut b: serde_json::Value = serde_json::from_str(&merged).unwrap();
        without_nodes(&mut a);
        without_nodes(&mut b);
        assert_eq!(a, b, "{file} {extra:?} in {n} shards");
    } else {
        assert_eq!(merged, full, "{file} {extra:?} in {n} shards");
    }
}

#[test]
fn sharded_solves_merge_to_the_unsharded_output() {
    let dir = scratch("solve-shards");
    // A helpmate with short solutions: the Caillaud h#2 position as h#3.
    let h3 = dir.join("caillaud-h3.yaml");
    std::fs::write(
        &h3,
        "---\nfen: '8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1'\nstipulation: 'h#3'\noptions: [AliceChess]\n",
    )
    .unwrap();
    let h3 = h3.display().to_string();
    let marks = root("problems/marks-the-problemist-1999.yaml");
    let cases: Vec<(String, Vec<&str>)> = vec![
        (marks.clone(), vec!["--tries"]),
        (marks.clone(), vec!["--tries", "--set-play", "--json"]),
        (
            root("problems/maeder-widlert-andernach-3rd-place-2025.yaml"),
            vec!["--tries"],
        ),
        (
            root("problems/caillaud-andernach-8th-place-2025.yaml"),
            vec![],
        ),
        (
            root("problems/rittirsch-pachl-andernach-4th-place-2025.yaml"),
            vec!["--json"],
        ),
        (h3.clone(), vec![]),
        (h3, vec!["--json"]),
        (
            root("problems/michielsen-andernach-2nd-place-2025.yaml"),
            vec![],
        ),
        // Without a file: --fen and --stip.
        (
            "--fen".into(),
            vec![
                "--fen",
                "4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1",
                "--stip",
                "#2",
                "--tries",
            ],
        ),
        (
            "--fen".into(),
            vec![
                "--fen",
                "8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1",
                "--stip",
                "h#3",
                "--intended",
                "2",
            ],
        ),
        (
            "--fen".into(),
            vec![
                "--fen",
                "k6K/1RN*5/8/8/8/b2p*4/8/8 w - - 0 1",
                "--stip",
                "#2",
                "--variant",
                "ms-alice",
                "--tries",
                "--json",
            ],
        ),
    ];
    for (file, extra) in &cases {
        for n in [1, 2, 3] {
            sharded_solve_is_identical(file, extra, n, &dir);
        }
    }
    // The work is really split: every shard of the Marks #2 has tries.
    for i in 1..=3 {
        let (_, part, _) = alice(&["solve", &marks, "--tries", "--shard", &format!("{i}/3")]);
        let v: serde_json::Value = serde_json::from_str(&part).unwrap();
        let tries = &v["alice_solve_shard"]["problems"][0]["twins"][0]["part"]["tries"];
        assert!(!tries.as_array().unwrap().is_empty(), "shard {i}: {part}");
    }
    // A missing shard or one given twice cannot be merged.
    let p = |i: usize| {
        dir.join(format!("part-{i}-of-3.json"))
            .display()
            .to_string()
    };
    let (code, _, err) = alice(&["merge", &p(1), &p(3)]);
    assert_eq!(code, 2);
    assert!(err.contains("gap: shard 2/3 missing"), "{err}");
    let (code, _, err) = alice(&["merge", &p(1), &p(1), &p(2)]);
    assert_eq!(code, 2);
    assert!(err.contains("overlap: shard 1/3 is given twice"), "{err}");
}
