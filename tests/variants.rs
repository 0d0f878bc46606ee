//! The variants and rule readings of the fast engine (`VARIANTS.md`):
//! perft from each initial array, the fast generator against the naive
//! reference generator (`tests/common/reference.rs`, written from the rules
//! text) on random games and random positions of every variant and reading,
//! and hand-made rule tests from the seeds.

use crate::common;

use alice::game::Game;
use alice::stipulation::Goal;
use alice::variant::{Variant, VariantKind};
use alice::{engine::fast::fen, engine::fast::movegen, engine::fast::Position, notation, perft};
use common::random::{random_fen_on, Rng};
use common::reference::{Naive, RefRules};

/// A variant by name with readings.
fn variant(name: &str, readings: &[&str]) -> Variant {
    let mut v = Variant::from_name(name).unwrap();
    for r in readings {
        v.set_rule(r).unwrap();
    }
    v
}

/// Every variant and reading combination cross-checked.
const CONFIGS: &[(&str, &[&str])] = &[
    ("alice", &[]),
    ("alice", &["castling=off"]),
    ("alice", &["en-passant=off"]),
    ("alice", &["block=strict"]),
    ("alice", &["castling=off", "en-passant=off", "block=strict"]),
    ("alice2", &[]),
    ("ms-alice", &[]),
    ("ms-alice", &["block=strict"]),
    ("ms-alice", &["castling=off", "en-passant=off"]),
    ("mini", &[]),
    ("mini", &["block=strict"]),
];

fn sorted_moves(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = movegen::legal_move_list(pos)
        .iter()
        .map(|m| m.to_string())
        .collect();
    v.sort();
    v
}

fn compare(pos: &Position, rules: RefRules, label: &str) -> Vec<String> {
    let fast = sorted_moves(pos);
    let mut slow: Vec<String> = Naive::with_rules(pos, rules)
        .legal_moves()
        .into_iter()
        .map(|(m, _)| m)
        .collect();
    slow.sort();
    assert_eq!(
        fast,
        slow,
        "{label}: move lists differ in {}",
        fen::write(pos)
    );
    // Mate and stalemate detection use the early-exit generator.
    assert_eq!(
        movegen::has_legal_move(pos),
        !fast.is_empty(),
        "{label}: has_legal_move in {}",
        fen::write(pos)
    );
    fast
}

fn naive_perft(n: &Naive, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = n.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|(_, next)| naive_perft(next, depth - 1))
        .sum()
}

/// Perft of the fast engine's variants and readings from their initial
/// arrays. The sources: every D1 to D3 is also the naive reference's of
/// this file (`reference_perft_from_initial_arrays`, written from the
/// rules); `alice` D4 and D5 and `alice2` D4 are Popeye 4.104's
/// (`tests/data/perft.txt`, which `tests/oracle.rs` reads); the `ms-alice`
/// and `mini` D4 and the `block=strict` D5 are regression values of
/// `alice` (the general engine gives the same counts,
/// `general_engine_cross.rs`, but it is no independent source).
#[test]
fn perft_from_initial_arrays() {
    let table: &[(&str, &[&str], [u64; 4])] = &[
        ("alice", &[], [20, 400, 9384, 219236]),
        ("alice2", &[], [20, 400, 9256, 212457]),
        ("ms-alice", &[], [36, 1296, 51202, 2017919]),
        ("mini", &[], [6, 36, 284, 2261]),
        ("alice", &["block=strict"], [20, 400, 9384, 219236]),
        ("alice", &["castling=off"], [20, 400, 9384, 219236]),
        ("alice", &["en-passant=off"], [20, 400, 9384, 219236]),
    ];
    for (name, readings, counts) in table {
        let v = variant(name, readings);
        let pos = v.initial_position();
        for (d, &want) in counts.iter().enumerate() {
            let got = perft::perft(&pos, d as u32 + 1);
            assert_eq!(got, want, "{v} perft {}", d + 1);
        }
    }
    // Deeper, where the readings differ from the default.
    let start = Variant::ALICE.initial_position();
    assert_eq!(perft::perft(&start, 5), 5_910_465);
    let strict = variant("alice", &["block=strict"]).initial_position();
    assert_eq!(perft::perft(&strict, 5), 5_910_377);
}

#[test]
fn reference_perft_from_initial_arrays() {
    for (name, readings) in CONFIGS {
        let v = variant(name, readings);
        let pos = v.initial_position();
        let n = Naive::with_rules(&pos, RefRules::of(name, readings));
        assert_eq!(naive_perft(&n, 3), perft::perft(&pos, 3), "{v} perft 3");
    }
}

#[test]
fn random_games_agree_with_reference() {
    let mut rng = Rng(0x0dd0_5eed_1234_5678);
    let mut compared = 0;
    for (name, readings) in CONFIGS {
        let v = variant(name, readings);
        let rules = RefRules::of(name, readings);
        let label = v.to_string();
        let mut starts = vec![v.kind.initial_fen()];
        if v.kind != VariantKind::Mini {
            starts.push("r3k2r/p1ppq*pb1/bn2pnp1/3PN*3/1p*2P3/2N2Q1p/PPPB*BPPP/R3K2R w KQkq - 0 1");
            starts.push("r3k2r*/8/8/8/8/8/8/R*3K2R w KQkq - 0 1");
        } else {
            starts.push("r1k1/1pp1/p3/3b*/2N*1/4/PPP*1/1K1R w - - 0 1");
        }
        for game in 0..40 {
            let mut pos = fen::parse_with(starts[game % starts.len()], &v).unwrap();
            for _ply in 0..100 {
                let moves = compare(&pos, rules, &label);
                compared += 1;
                if moves.is_empty() {
                    break;
                }
                let m = notation::parse_uci(&pos, &moves[rng.below(moves.len())]).unwrap();
                pos.play(m);
            }
        }
    }
    assert!(compared > 20_000, "only {compared} positions compared");
}

#[test]
fn random_positions_agree_with_reference() {
    let mut rng = Rng(0x5eed_0fa1_1ce5);
    for (name, readings) in CONFIGS {
        let v = variant(name, readings);
        let rules = RefRules::of(name, readings);
        let label = v.to_string();
        let files = v.rules().files() as usize;
        let mut compared = 0;
        while compared < 1500 {
            let men = rng.below(if files == 4 { 9 } else { 14 });
            let text = random_fen_on(&mut rng, men, files);
            if let Ok(pos) = fen::parse_with(&text, &v) {
                compare(&pos, rules, &label);
                for m in movegen::legal_move_list(&pos).iter().take(5) {
                    compare(&pos.after(*m), rules, &label);
                }
                compared += 1;
            }
        }
    }
}

fn has(pos: &Position, uci: &str) -> bool {
    sorted_moves(pos).iter().any(|m| m == uci)
}

#[test]
fn ms_alice_zero_moves() {
    let ms = variant("ms-alice", &[]);
    // Not in check: the king may zero; in check it may not.
    let quiet = fen::parse_with("7k/8/8/8/8/8/8/4K3 w - - 0 1", &ms).unwrap();
    assert!(has(&quiet, "e1e1"));
    let checked = fen::parse_with("4r2k/8/8/8/8/8/8/4K3 w - - 0 1", &ms).unwrap();
    assert!(!has(&checked, "e1e1"));
    // Another piece may zero onto the king's board to block the check.
    let block = fen::parse_with("4r2k/8/8/8/8/4B*3/8/4K3 w - - 0 1", &ms).unwrap();
    assert!(has(&block, "e3e3"));
    let strict = variant("ms-alice", &["block=strict"]);
    let block = fen::parse_with("4r2k/8/8/8/8/4B*3/8/4K3 w - - 0 1", &strict).unwrap();
    assert!(!has(&block, "e3e3"));
    // The zero square must be empty on the other board.
    let blocked = fen::parse_with("7k/8/8/8/8/8/8/4KN*2 w - - 0 1", &ms).unwrap();
    assert!(has(&blocked, "e1e1"));
    let blocked = fen::parse_with("7k/8/8/8/8/8/8/4K3 w - - 0 1 | 8/8/8/8/8/8/8/4N3", &ms);
    assert!(
        blocked.is_err(),
        "a square occupied on both boards is not Alice"
    );
    // The mover's king must be safe after a zero move.
    let exposed = fen::parse_with("4r2k/8/8/8/8/8/4B3/4K3 w - - 0 1", &ms).unwrap();
    assert!(
        !has(&exposed, "e2e2"),
        "the bishop is pinned on the king's board"
    );
}

#[test]
fn ms_alice_castling_rights_end_with_a_zero_move() {
    let ms = variant("ms-alice", &[]);
    let mut pos = fen::parse_with("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", &ms).unwrap();
    let m = notation::parse_move(&pos, "h1h1").unwrap();
    pos.play(m);
    assert_eq!(fen::write(&pos), "r3k2r/8/8/8/8/8/8/R3K2R* b Qkq - 1 1");
    let m = notation::parse_move(&pos, "e8e8").unwrap();
    pos.play(m);
    assert_eq!(fen::write(&pos), "r3k*2r/8/8/8/8/8/8/R3K2R* w Q - 2 2");
    // Back on board A, the rook has lost its right for good.
    let m = notation::parse_move(&pos, "h1h1").unwrap();
    pos.play(m);
    assert!(fen::write(&pos).contains(" Q "), "{}", fen::write(&pos));
}

#[test]
fn zero_move_notation_round_trips() {
    let ms = variant("ms-alice", &[]);
    let pos = fen::parse_with("7k/8/8/8/8/8/4P3/4K3 w - - 0 1", &ms).unwrap();
    let m = notation::parse_uci(&pos, "e1e1").unwrap();
    assert_eq!(notation::san(&pos, m), "Ke1/B");
    assert_eq!(notation::popeye(&pos, m), "Ke1-e1B");
    let p = notation::parse_uci(&pos, "e2e2").unwrap();
    assert_eq!(notation::san(&pos, p), "e2/B");
    assert_eq!(notation::popeye(&pos, p), "e2-e2B");
    for text in ["e1e1", "Ke1/B", "Ke1-e1B", "Ke1-e1"] {
        assert_eq!(notation::parse_move(&pos, text), Ok(m), "{text}");
    }
    for text in ["e2e2", "e2/B", "e2-e2B"] {
        assert_eq!(notation::parse_move(&pos, text), Ok(p), "{text}");
    }
    // A pawn's zero move resets the half-move clock and makes no e.p. square.
    let after = pos.after(p);
    assert_eq!(after.halfmove_clock(), 0);
    assert_eq!(after.ep_square(), None);
}

#[test]
fn strict_block() {
    let strict = variant("alice", &["block=strict"]);
    // Seed 003's Fool's mate stays mate.
    let mut pos = strict.initial_position();
    for m in ["e2e4", "d7d5", "f1e2", "d5e4", "e2b5"] {
        let mv = notation::parse_uci(&pos, m).unwrap();
        pos.play(mv);
    }
    assert!(pos.goal_reached(Goal::Mate));
    // A block from the other board is refused; by default it is legal.
    let text = "4r2k/8/8/8/8/8/3B*4/4K3 w - - 0 1";
    assert!(has(&fen::parse(text).unwrap(), "d2e3"));
    let p = fen::parse_with(text, &strict).unwrap();
    assert!(!has(&p, "d2e3"));
    assert!(has(&p, "e1d1"));
    // Capturing the checker on the king's board is still allowed.
    let p = fen::parse_with("R3r2k/8/8/8/8/8/8/4K3 w - - 0 1", &strict).unwrap();
    assert!(has(&p, "a8e8"));
}

#[test]
fn readings_castling_and_en_passant_off() {
    let no_castle = variant("alice", &["castling=off"]);
    let p = fen::parse_with("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", &no_castle).unwrap();
    assert!(!has(&p, "e1g1") && !has(&p, "e1c1"));
    assert_eq!(fen::write(&p), "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    let p = fen::parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    assert!(has(&p, "e1g1") && has(&p, "e1c1"));

    let no_ep = variant("alice", &["en-passant=off"]);
    let text = "4k3/8/8/3P*p*3/8/8/8/4K3 w - e6 0 1";
    assert!(has(&fen::parse(text).unwrap(), "d5e6"));
    let p = fen::parse_with(text, &no_ep).unwrap();
    assert!(!has(&p, "d5e6"));
    let mut p = fen::parse_with("4k3/3p4/8/4P*3/8/8/8/4K3 b - - 0 1", &no_ep).unwrap();
    p.play(notation::parse_uci(&p, "d7d5").unwrap());
    assert_eq!(p.ep_square(), None);
}

#[test]
fn mini_boards() {
    let mini = variant("mini", &[]);
    let start = mini.initial_position();
    assert_eq!(
        fen::write(&start),
        "rqkr/nbbn/pppp/4/4/PPPP/NBBN/RQKR w - - 0 1"
    );
    assert_eq!(
        sorted_moves(&start),
        ["a2b4", "a3a4", "b3b4", "c3c4", "d2c4", "d3d4"]
    );
    // No double step, even from the second rank; no move leaves files a-d.
    let p = fen::parse_with("2k1/4/4/4/4/4/P3/R2K w - - 0 1", &mini).unwrap();
    assert!(has(&p, "a2a3") && !has(&p, "a2a4"));
    for m in sorted_moves(&p) {
        assert!(m.bytes().all(|b| !(b'e'..=b'h').contains(&b)), "{m}");
    }
    // An 8-file FEN is not a Mini Alice position, and the reverse.
    let e = fen::parse_with(Variant::ALICE.kind.initial_fen(), &mini).unwrap_err();
    assert!(e.to_string().contains("4 files"), "{e}");
    let e = fen::parse("rqkr/nbbn/pppp/4/4/PPPP/NBBN/RQKR w - - 0 1").unwrap_err();
    assert!(e.to_string().contains("variant mini"), "{e}");
    // Castling rights have no meaning there.
    assert!(fen::parse_with("r1k1/4/4/4/4/4/4/R1K1 w Q - 0 1", &mini).is_err());
}

/// `--variant` and `--rule` reach every command that takes a position or a
/// problem, and the output names them.
#[test]
fn variant_options_on_the_command_line() {
    let alice = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_alice"))
            .args(args)
            .output()
            .expect("alice runs");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    };
    let (code, text) = alice(&["perft", "start", "3", "--variant", "ms-alice"]);
    assert_eq!((code, text.trim()), (Some(0), "51202"));
    let (code, text) = alice(&["perft", "start", "5", "--rule", "block=strict"]);
    assert_eq!((code, text.trim()), (Some(0), "5910377"));
    let (code, text) = alice(&[
        "convert",
        "--fen",
        "rqkr/nbbn/pppp/4/4/PPPP/NBBN/RQKR w - - 0 1",
        "--stip",
        "#3",
        "--variant",
        "mini",
        "--rule",
        "block=strict",
    ]);
    assert_eq!(code, Some(0));
    assert!(
        text.contains("- MiniAlice") && text.contains("- AliceStrictBlock"),
        "{text}"
    );
    let (code, text) = alice(&[
        "solve",
        "--fen",
        "k6K/1RN*5/8/8/8/b2p*4/8/8 w - - 0 1",
        "--stip",
        "#2",
        "--variant",
        "ms-alice",
    ]);
    assert_eq!(code, Some(0));
    assert!(
        text.starts_with("variant: ms-alice\n") && text.contains("1.Rb7/B!"),
        "{text}"
    );
    // The same position in standard Alice: no zero key.
    let (_, text) = alice(&[
        "solve",
        "--fen",
        "k6K/1RN*5/8/8/8/b2p*4/8/8 w - - 0 1",
        "--stip",
        "#2",
    ]);
    assert!(
        !text.contains("1.Rb7/B!") && !text.contains("variant"),
        "{text}"
    );
    // (Duo Chess is now played by the general engine: a name no engine plays.)
    let (code, _) = alice(&["moves", "start", "--variant", "gravity-chess"]);
    assert_eq!(code, Some(2));
    let (code, _) = alice(&["moves", "start", "--rule", "gravity=on"]);
    assert_eq!(code, Some(2));
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/problems/marks-the-problemist-1999.yaml"
    );
    let (_, text) = alice(&["check", file, "--rule", "block=strict"]);
    assert!(text.contains("#2 alice (block=strict)"), "{text}");
}
