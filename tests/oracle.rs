//! The move generator against Popeye-produced oracle data (copied from the
//! project's shared data into `tests/data/`): exact legal move lists and perft
//! counts.

use alice::{engine::fast::fen, engine::fast::movegen, perft};

#[test]
fn legal_move_lists_match_popeye() {
    let data = include_str!("data/legal-sample.jsonl");
    let mut failures = Vec::new();
    let mut checked = 0;
    for (i, line) in data
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let v: serde_json::Value = serde_json::from_str(line).expect("oracle line is JSON");
        let text = v["fen"].as_str().expect("fen field");
        let mut expected: Vec<String> = v["moves"]
            .as_array()
            .expect("moves field")
            .iter()
            .map(|m| m.as_str().expect("move string").to_string())
            .collect();
        expected.sort();
        let pos = match fen::parse(text) {
            Ok(p) => p,
            Err(e) => {
                failures.push(format!("line {}: {text}: parse error {e}", i + 1));
                continue;
            }
        };
        let mut got: Vec<String> = movegen::legal_move_list(&pos)
            .iter()
            .map(|m| m.to_string())
            .collect();
        got.sort();
        if got != expected {
            let missing: Vec<_> = expected.iter().filter(|m| !got.contains(m)).collect();
            let extra: Vec<_> = got.iter().filter(|m| !expected.contains(m)).collect();
            failures.push(format!(
                "line {} [{}] {text}: missing {missing:?}, extra {extra:?}",
                i + 1,
                v["family"]
            ));
        }
        checked += 1;
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} positions differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checked >= 299, "only {checked} oracle positions read");
}

#[test]
fn perft_counts_match_popeye() {
    let data = include_str!("data/perft.txt");
    let mut checked = 0;
    for line in data.lines().filter(|l| !l.trim().is_empty()) {
        let mut parts = line.split(';').map(str::trim);
        let text = parts.next().expect("fen");
        let pos = fen::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        for part in parts {
            let (d, n) = part.split_once(' ').expect("'D<depth> <count>'");
            let depth: u32 = d.trim_start_matches('D').parse().expect("depth");
            let expected: u64 = n.parse().expect("count");
            assert_eq!(
                perft::perft_parallel(&pos, depth),
                expected,
                "{text} depth {depth}"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 16);
}
