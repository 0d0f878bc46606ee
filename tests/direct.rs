//! Direct mates, selfmates and reflexmates: the seeds' problems and a
//! cross-check of the prover against naive minimax.

use crate::common;

use alice::solve::direct::{self, DirectOptions, Verdict};
use alice::stipulation::{Goal, Play, Stipulation};
use alice::{engine::fast::fen, engine::fast::Position, notation};
use common::random::{random_fen, Rng};

const UDO_MARKS: &str = "4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1";

fn stip(s: &str) -> Stipulation {
    s.parse().expect("stipulation")
}

fn with_tries() -> DirectOptions {
    DirectOptions {
        tries: true,
        ..DirectOptions::default()
    }
}

#[test]
fn udo_marks_mate_in_two() {
    let pos = fen::parse(UDO_MARKS).unwrap();
    let r = direct::solve(&pos, &stip("#2"), &with_tries()).unwrap();
    assert_eq!(r.verdict, Verdict::Sound);
    assert_eq!(r.keys.len(), 1);
    let key = &r.keys[0];
    assert_eq!(key.text.uci, "a2b1");
    assert_eq!(key.text.san, "Kb1/A");
    assert!(key.zugzwang, "the key is a waiting move");
    // The seed's variations: defence -> mate.
    let var = |d: &str| -> Vec<String> {
        key.variations
            .iter()
            .find(|v| v.text.uci == d)
            .unwrap_or_else(|| panic!("variation {d} missing"))
            .continuations
            .iter()
            .map(|c| c.text.san.clone())
            .collect()
    };
    assert_eq!(var("e8e7"), ["Rxe7/A#"]);
    assert_eq!(var("e8a8"), ["Re7/A#"]);
    assert_eq!(var("g5g7"), ["Rg5/A#"]);
    assert_eq!(var("c3a1"), ["Qxa1/A#"]);
    assert_eq!(var("c3b2"), ["Qxb2/A#"]);
    assert_eq!(var("c3d2"), ["Qc3/A#"]);
    assert_eq!(var("h5g4"), ["Nf3/A#"]);
    assert_eq!(var("c5b3"), ["Rc5/A#"]);
    assert_eq!(var("d6f7"), ["Bd6/A#"], "2.Bc7/A+? Nd6/A! is no mate");
    assert_eq!(var("b7b6"), ["Nc6/A#"]);
    assert_eq!(var("b7b5"), ["Nc6/A#"]);
    assert_eq!(var("e3e2"), ["Qe3/A#"]);
    assert_eq!(var("g3g2"), ["Bh2/A#"], "2.Bg3/A+? Rxg3");
    // Every black move is a variation of the waiting key.
    let black_moves = alice::engine::fast::movegen::legal_move_list(
        &pos.after(notation::parse_uci(&pos, &key.text.uci).unwrap()),
    )
    .len();
    assert_eq!(key.variations.len(), black_moves);

    // Tries: 1.Qd3? (threat 2.Rd5/A#) refuted only by 1...Ra8+!, 1.b5? only by 1...Ba1!
    let try_of = |m: &str| {
        r.tries
            .iter()
            .find(|t| t.text.uci == m)
            .unwrap_or_else(|| panic!("try {m} missing"))
    };
    let qd3 = try_of("a3d3");
    assert_eq!(
        qd3.threats
            .iter()
            .map(|t| t.san.as_str())
            .collect::<Vec<_>>(),
        ["Rd5/A#"]
    );
    assert_eq!(
        qd3.refutations
            .iter()
            .map(|t| t.san.as_str())
            .collect::<Vec<_>>(),
        ["Ra8/B+"]
    );
    assert!(qd3
        .variations
        .iter()
        .any(|v| v.text.uci == "c5d3" && v.continuations.iter().any(|c| c.text.san == "Rc5/A#")));
    let b5 = try_of("b4b5");
    assert_eq!(
        b5.refutations
            .iter()
            .map(|t| t.san.as_str())
            .collect::<Vec<_>>(),
        ["Ba1/B"]
    );
}

#[test]
fn results_do_not_depend_on_the_thread_count() {
    let pos = fen::parse(UDO_MARKS).unwrap();
    let solve = |threads| {
        on_threads(threads, || {
            let mut r = direct::solve(&pos, &stip("#2"), &with_tries()).unwrap();
            r.nodes = 0; // search effort may differ, the findings may not
            alice::output::direct::render(&r)
        })
    };
    assert_eq!(solve(1), solve(2));
}

/// A tree that reaches its share of the memory budget is cut there: the
/// keys, tries and verdict stay exact, the kept variations are the whole
/// tree's first ones, the report says so, and the cut is the same on any
/// number of threads.
#[test]
fn trees_are_cut_at_their_share_of_the_budget() {
    let pos = fen::parse(UDO_MARKS).unwrap();
    let whole = direct::solve(&pos, &stip("#2"), &with_tries()).unwrap();
    assert!(!whole.tree_cut);
    let small = DirectOptions {
        tree_bytes: 6000,
        ..with_tries()
    };
    let cut = |threads| {
        on_threads(threads, || {
            let mut r = direct::solve(&pos, &stip("#2"), &small).unwrap();
            r.nodes = 0;
            r
        })
    };
    let one = cut(1);
    assert!(one.tree_cut, "a small budget cuts the tree");
    let texts = |nodes: &[direct::AttackNode]| -> Vec<String> {
        nodes.iter().map(|n| n.text.uci.clone()).collect()
    };
    assert_eq!(texts(&one.keys), texts(&whole.keys));
    assert_eq!(texts(&one.tries), texts(&whole.tries));
    assert_eq!(one.verdict, whole.verdict);
    for (cut_key, key) in one.keys.iter().zip(&whole.keys) {
        assert!(cut_key.variations.len() <= key.variations.len());
        for (v, w) in cut_key.variations.iter().zip(&key.variations) {
            assert_eq!(v.text, w.text, "the kept variations are the first ones");
        }
    }
    assert!(one.keys[0].variations.len() < whole.keys[0].variations.len());
    let text = alice::output::direct::render(&one);
    assert!(text.contains("tree cut at the memory budget"), "{text}");
    assert_eq!(text, alice::output::direct::render(&cut(2)));
    let json = alice::output::direct::to_json(&one);
    assert_eq!(json["tree_cut"], true);
    assert!(alice::output::direct::to_json(&whole)
        .get("tree_cut")
        .is_none());
}

/// Collects what a solve streams, taking the variations as Popeye's
/// drop-in does: each first move's variations, in the order they came.
#[derive(Default)]
struct Taker {
    variations: std::sync::Mutex<Vec<(String, Vec<direct::Defence>)>>,
}

impl direct::TreeWatch<Position> for Taker {
    fn move_key(&self, _pos: &Position, mv: <Position as alice::game::Game>::Move) -> u64 {
        <Position as alice::game::Game>::coordinate_key(mv)
    }
    fn part(&self, _mv: <Position as alice::game::Game>::Move, part: direct::TreePart) {
        let mut v = self.variations.lock().unwrap();
        match part {
            direct::TreePart::Head(_, node) => v.push((node.text.uci.clone(), Vec::new())),
            direct::TreePart::Variation(d) => v.last_mut().unwrap().1.push(d),
        }
    }
    fn first_move(
        &self,
        _mv: <Position as alice::game::Game>::Move,
        _found: Option<(bool, &direct::AttackNode)>,
    ) {
    }
    fn takes_variations(&self) -> bool {
        true
    }
}

impl direct::TreeStream<Position> for Taker {
    fn set_play(&self, _set: Option<&[direct::Defence]>) {}
}

/// A stream that takes the variations (the Popeye drop-in's) gets every
/// tree whole from a room that would cut them: the solve holds one
/// variation at a time, and its report keeps none.
#[test]
fn a_stream_that_takes_the_variations_gets_whole_trees_from_a_small_room() {
    let pos = fen::parse(UDO_MARKS).unwrap();
    let whole = direct::solve(&pos, &stip("#2"), &with_tries()).unwrap();
    let small = DirectOptions {
        tree_bytes: 6000,
        ..with_tries()
    };
    let mut expected: Vec<(String, Vec<direct::Defence>)> = whole
        .keys
        .iter()
        .chain(&whole.tries)
        .map(|n| (n.text.uci.clone(), n.variations.clone()))
        .collect();
    expected.sort_by(|a, b| a.0.cmp(&b.0));
    assert!(expected.iter().map(|(_, v)| v.len()).sum::<usize>() > 20);
    for threads in [1, 2] {
        let taker = Taker::default();
        let report = on_threads(threads, || {
            let stop = alice::search::Stop::never();
            let progress = alice::solve::NoProgress;
            direct::solve_streamed(&pos, &stip("#2"), &small, &progress, &stop, Some(&taker))
                .unwrap()
        });
        assert!(!report.tree_cut, "one variation at a time fits");
        assert!(report.keys.iter().all(|k| k.variations.is_empty()));
        assert_eq!(report.verdict, whole.verdict);
        let mut got = taker.variations.into_inner().unwrap();
        got.sort_by(|a, b| a.0.cmp(&b.0));
        assert_eq!(got, expected, "{threads} threads");
    }
}

/// `f` run on a pool of `threads` worker threads.
fn on_threads<T: Send>(threads: usize, f: impl FnOnce() -> T + Send) -> T {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap()
        .install(f)
}

/// Play coordinate moves from the start position.
fn after(line: &str) -> Position {
    let mut p = Position::startpos();
    for m in line.split_whitespace() {
        let mv = notation::parse_uci(&p, m).unwrap();
        p.play(mv);
    }
    p
}

#[test]
fn seed_short_games_as_mates_in_one() {
    for (line, mate) in [
        ("e2e4 e7e5 d1h5 g7g6", "h5e5"),      // Castelli-Pugnali 1993
        ("d2d4 e7e6 c1g5 f8e7 g5f4", "e7b4"), // Kustrin-Castelli 1995 (Black mates)
        ("e2e4 d7d6 f1c4 d8d2", "c4b5"),      // Castelli-Jelliss 1995
        ("e2e4 d7d5 f1e2 d5e4", "e2b5"),      // Fool's mate
        ("e2e4 e7e5 d1h5 g8f6", "h5e5"),      // Fool's mate, third form
        ("e2e4 h7h5 f1e2 h8h4 e2h5 h4e4 e1f1 d7d5 d1e2", "c8h3"), // Scholar's mate
        ("d2d4 e7e6 d1d6 f8e7 d6e5 e8f8", "c1h6"), // Seitz-Nadvorney 1973
    ] {
        let pos = after(line);
        let r = direct::solve(&pos, &stip("#1"), &DirectOptions::default()).unwrap();
        let keys: Vec<&str> = r.keys.iter().map(|k| k.text.uci.as_str()).collect();
        assert!(keys.contains(&mate), "{line}: keys {keys:?} lack {mate}");
        assert_ne!(r.verdict, Verdict::NoSolution);
    }
}

/// Random legal positions with a few pieces, both kings and the given side to move.
fn random_positions(seed: u64, count: usize, pieces: usize) -> Vec<Position> {
    let mut rng = Rng(seed);
    let mut out = Vec::new();
    while out.len() < count {
        if let Ok(p) = fen::parse(&random_fen(&mut rng, pieces)) {
            if !alice::engine::fast::movegen::legal_move_list(&p).is_empty() {
                out.push(p);
            }
        }
    }
    out
}

#[test]
fn prover_agrees_with_naive_minimax() {
    let cases: [(&str, Play, Goal, usize, usize); 10] = [
        ("#3", Play::Direct, Goal::Mate, 12, 3),
        ("s#3", Play::SelfPlay, Goal::Mate, 6, 3),
        ("#1", Play::Direct, Goal::Mate, 300, 5),
        ("#2", Play::Direct, Goal::Mate, 60, 4),
        ("=1", Play::Direct, Goal::Stalemate, 200, 4),
        ("=2", Play::Direct, Goal::Stalemate, 40, 3),
        ("s#1", Play::SelfPlay, Goal::Mate, 200, 5),
        ("s#2", Play::SelfPlay, Goal::Mate, 40, 3),
        ("r#1", Play::Reflex, Goal::Mate, 200, 5),
        ("r#2", Play::Reflex, Goal::Mate, 40, 3),
    ];
    let mut nonempty = 0;
    for (i, (s, play, goal, count, pieces)) in cases.iter().enumerate() {
        let st = stip(s);
        for pos in random_positions(0x5eed_0000 + i as u64, *count, *pieces) {
            let expected = common::battle_ref::keys(&pos, st.moves, *play, *goal);
            let r = direct::solve(&pos, &st, &DirectOptions::default()).unwrap();
            let got: Vec<String> = r.keys.iter().map(|k| k.text.uci.clone()).collect();
            assert_eq!(got, expected, "{s} {}", fen::write(&pos));
            nonempty += !expected.is_empty() as usize;
        }
    }
    assert!(
        nonempty > 20,
        "too few positions with a solution ({nonempty})"
    );
}

#[test]
fn the_verdict_writes_short_solutions_as_the_keys() {
    // Three-board Alice, #3: the key of the #2 (1.Qe4/C) mates in two, a
    // short solution, written as every key of the verdict is.
    let (code, out, err) = common::cli::alice(&[
        "solve",
        "--fen",
        "Q7/8/8/5B2/8/3k*K3/3Q4/5N2 w - - 0 1",
        "--stip",
        "#3",
        "--variant",
        "alice3",
    ]);
    assert_eq!(code, 0, "{err}");
    let verdict = out.lines().last().unwrap_or_default();
    assert!(verdict.contains("; short solution: 1.Qe4/C;"), "{verdict}");
}

#[test]
fn json_lists_keys_and_short_solutions_as_move_objects() {
    // The same #3: `keys` and `short_solutions` are move objects, as every
    // move of a JSON document is (docs/json.md), the short solutions in
    // the order of the keys and each one of them.
    let (code, out, err) = common::cli::alice(&[
        "solve",
        "--fen",
        "Q7/8/8/5B2/8/3k*K3/3Q4/5N2 w - - 0 1",
        "--stip",
        "#3",
        "--variant",
        "alice3",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    let keys = doc["keys"].as_array().unwrap();
    let short = doc["short_solutions"].as_array().unwrap();
    assert!(!keys.is_empty() && !short.is_empty(), "{doc}");
    for m in keys.iter().chain(short) {
        assert!(m["move"].is_string() && m["san"].is_string(), "{m}");
    }
    assert!(short.iter().any(|m| m["san"] == "Qe4/C"), "{short:?}");
    assert!(short.iter().all(|m| keys.contains(m)), "{short:?} {keys:?}");
    // The keys are the solutions' moves, in their order.
    let solutions: Vec<_> = doc["solutions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["move"].clone(), s["san"].clone()))
        .collect();
    let listed: Vec<_> = keys
        .iter()
        .map(|k| (k["move"].clone(), k["san"].clone()))
        .collect();
    assert_eq!(listed, solutions);
}
