//! The general engine against the fast engine on the variants both play
//! (alice, ms-alice, mini): perft from the initial arrays and from problem
//! positions, legal move sets on random positions and along random games.

use crate::common;

use alice::engine::general::{self, notation, GMove, GPos};
use alice::game::MoveBuffer;
use alice::variant::{Variant, VariantKind};
use alice::{engine::fast::fen, engine::fast::movegen, engine::fast::Position, game::Game, perft};
use common::random::{random_fen_on, Rng};

/// The pairs of variants compared.
const PAIRS: [(VariantKind, VariantKind); 3] = [
    (VariantKind::Alice, VariantKind::Alice),
    (VariantKind::MsAlice, VariantKind::MsAlice),
    (VariantKind::Mini, VariantKind::Mini),
];

fn fast_moves(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = movegen::legal_move_list(pos)
        .iter()
        .map(|m| m.to_string())
        .collect();
    v.sort();
    v
}

fn general_moves(pos: &GPos) -> Vec<String> {
    let mut v: Vec<String> = notation::legal(pos).iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn compare(text: &str, kind: VariantKind, gv: VariantKind) -> Option<(Position, GPos)> {
    let fast = fen::parse_with(text, &Variant::new(kind));
    let gen = general::parse_fen(text, gv);
    match (fast, gen) {
        (Ok(f), Ok(g)) => {
            assert_eq!(
                fast_moves(&f),
                general_moves(&g),
                "{gv}: moves differ in {text}"
            );
            assert_eq!(f.in_check(), g.in_check(), "{gv}: check differs in {text}");
            Some((f, g))
        }
        (Err(_), Err(_)) => None,
        (f, g) => panic!(
            "{gv}: one engine accepts {text}: fast {:?}, general {:?}",
            f.err(),
            g.err()
        ),
    }
}

#[test]
fn a_man_on_an_exposing_square_may_capture_the_rider_behind_it() {
    // The general engine judges a man's targets as a set where it can
    // (`movegen::Sieve`): black Qb8 stands between its Ka8 and the white
    // Rf8 on board A, so it may not leave but to capture along that line
    // (b8xf8, arriving on B); a first version dropped every move of such
    // a man. With a second rider behind the first, the capture is
    // illegal.
    for (fen, legal) in [
        (
            "kq3R2/8/8/1r6/8/4q3/5Q2/1Q6 | 8/6B1/5K2/8/5N1P/8/8/6q1 b - - 0 1",
            true,
        ),
        (
            "kq3RR1/8/8/1r6/8/4q3/5Q2/1Q6 | 8/6B1/5K2/8/5N1P/8/8/6q1 b - - 0 1",
            false,
        ),
    ] {
        let (_, g) = compare(fen, VariantKind::Alice, VariantKind::Alice).expect("legal");
        assert_eq!(
            general_moves(&g).contains(&"b8f8".to_string()),
            legal,
            "{fen}"
        );
    }
}

#[test]
fn perft_from_the_initial_arrays_equals_the_fast_engine() {
    let depths = [
        (VariantKind::Alice, 4),
        (VariantKind::MsAlice, 4),
        (VariantKind::Mini, 5),
    ];
    for ((kind, gv), (gv2, depth)) in PAIRS.into_iter().zip(depths) {
        assert_eq!(gv, gv2);
        let fast = Variant::new(kind).initial_position();
        let gen = general::initial_position(gv);
        for d in 1..=depth {
            assert_eq!(
                perft::perft_parallel(&fast, d),
                perft::perft_parallel(&gen, d),
                "{gv} perft {d}"
            );
        }
    }
}

/// Positions of `problems/` (and Kiwipete), perft to depth 4 (3 for
/// Kiwipete) on both engines, read as Alice and as Ms. Alice.
#[test]
fn perft_from_problem_positions_equals_the_fast_engine() {
    let fens = [
        "4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1",
        "8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1",
        "k6K/1RN*5/8/8/8/b2p*4/8/8 w - - 0 1",
        "rnbqk1nr/pppp1ppp/4p*3/2b*1N3/8/8/PPPPPPPP/RNBQKB1R w KQkq - 2 3",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r*/8/8/8/8/8/8/R*3K2R w KQkq - 0 1",
    ];
    for (i, text) in fens.iter().enumerate() {
        for (kind, gv) in [
            (VariantKind::Alice, VariantKind::Alice),
            (VariantKind::MsAlice, VariantKind::MsAlice),
        ] {
            let (f, g) = compare(text, kind, gv).expect("valid problem position");
            let depth = if i == 4 { 3 } else { 4 };
            assert_eq!(
                perft::perft_parallel(&f, depth),
                perft::perft_parallel(&g, depth),
                "{gv} perft {depth} of {text}"
            );
        }
    }
    let text = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let (f, g) = compare(text, VariantKind::Alice, VariantKind::Alice).unwrap();
    assert_eq!(perft::perft_parallel(&f, 4), perft::perft_parallel(&g, 4));
}

#[test]
fn random_positions_have_the_same_moves() {
    let mut rng = Rng(0x005E_EDE2);
    let mut valid = 0;
    for (kind, gv) in PAIRS {
        let files = if kind == VariantKind::Mini { 4 } else { 8 };
        for i in 0..3000 {
            let men = 2 + i % 14;
            let men = if files == 4 { men.min(9) } else { men };
            let text = random_fen_on(&mut rng, men, files);
            if let Some((f, g)) = compare(&text, kind, gv) {
                valid += 1;
                if i % 10 == 0 {
                    assert_eq!(perft::perft(&f, 2), perft::perft(&g, 2), "{gv} {text}");
                }
            }
        }
    }
    assert!(valid > 3000, "only {valid} valid positions");
}

#[test]
fn random_games_have_the_same_moves() {
    let mut rng = Rng(0x00A1_1CE2);
    for (kind, gv) in PAIRS {
        for _ in 0..60 {
            let mut f = Variant::new(kind).initial_position();
            let mut g = general::initial_position(gv);
            for _ in 0..80 {
                let fm = fast_moves(&f);
                let gm = notation::legal(&g);
                let mut gs: Vec<String> = gm.iter().map(|m| m.to_string()).collect();
                gs.sort();
                assert_eq!(fm, gs, "{gv}: moves differ in {}", fen::write(&f));
                assert_eq!(g.hash(), g.hash_from_scratch());
                if gm.is_empty() {
                    break;
                }
                let pick: GMove = gm[rng.below(gm.len())];
                let text = pick.to_string();
                let fmv = *movegen::legal_move_list(&f)
                    .iter()
                    .find(|m| m.to_string() == text)
                    .expect("same move");
                f.play(fmv);
                g.play(pick);
            }
        }
    }
}

/// The self-checks of the side to move (the last moves of `##`, `##!`,
/// `!#`), as sorted texts.
fn self_checks<G: Game>(pos: &G) -> Vec<String> {
    let mut list = G::Moves::default();
    pos.self_check_moves(&mut list);
    let mut v: Vec<String> = list.as_slice().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

#[test]
fn random_positions_have_the_same_self_checks() {
    let mut rng = Rng(0x5E1F_C4EC);
    let mut found = 0;
    for (kind, gv) in PAIRS {
        let files = if kind == VariantKind::Mini { 4 } else { 8 };
        for i in 0..2000 {
            let men = 2 + i % 14;
            let men = if files == 4 { men.min(9) } else { men };
            let text = random_fen_on(&mut rng, men, files);
            if let Some((f, g)) = compare(&text, kind, gv) {
                let fs = self_checks(&f);
                assert_eq!(fs, self_checks(&g), "{gv}: self-checks differ in {text}");
                // A self-check is no legal move, and leaves the king in check.
                for m in fs {
                    assert!(!fast_moves(&f).contains(&m), "{gv} {text} {m}");
                }
                found += usize::from(!self_checks(&f).is_empty());
            }
        }
    }
    assert!(found > 1000, "only {found} positions with self-checks");
}
