//! The general engine's variants (`VARIANTS.md`): perft from each initial
//! array, and hand-made rule tests for O'Donohue, three-board Alice, Duo and
//! Directed Alice.

use alice::engine::general::{self, fen, notation, GPos};
use alice::perft::perft_parallel;
use alice::variant::VariantKind as V;

fn pos(text: &str, v: V) -> GPos {
    general::parse_fen(text, v).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moves(p: &GPos) -> Vec<String> {
    let mut v: Vec<String> = notation::legal(p).iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn readable(p: &GPos) -> Vec<String> {
    let legal = notation::legal(p);
    let mut v: Vec<String> = legal
        .iter()
        .map(|&m| notation::readable_in(p, m, &legal))
        .collect();
    v.sort();
    v
}

fn has(p: &GPos, m: &str) -> bool {
    moves(p).iter().any(|x| x == m)
}

/// Perft from each initial array. The sources of the counts: D1 to D3
/// (D1 and D2 of Directed Alice) are the naive reference generator's
/// (`tests/common/general_ref.rs`, written from `VARIANTS.md`
/// independently of the engine), counted with every node of the tree
/// compared in `general_engine_ref::trees_from_the_initial_arrays_match_the_reference`;
/// D4 of O'Donohue and Duo the same reference's, in
/// `general_engine_ref::perft_four_from_the_initial_arrays_by_the_reference`;
/// D4 of three-board Alice and D3 of Directed Alice the same reference's,
/// in `general_engine_ref::perft_by_the_reference_at_length`. Popeye plays
/// none of these variants.
#[test]
fn perft_from_the_initial_arrays() {
    let table: [(V, &[u64]); 4] = [
        (V::ODonohue, &[20, 400, 9854, 243188]),
        (V::Alice3, &[40, 1600, 76900, 3693116]),
        (V::Duo, &[20, 400, 10742, 286933]),
        (V::Directed, &[96, 9216, 1_086_800]),
    ];
    for (v, counts) in table {
        let start = general::initial_position(v);
        for (d, &n) in counts.iter().enumerate() {
            assert_eq!(
                perft_parallel(&start, d as u32 + 1),
                n,
                "{v} perft {}",
                d + 1
            );
        }
    }
}

#[test]
fn every_initial_array_round_trips() {
    for v in V::ALL {
        let p = general::initial_position(v);
        assert_eq!(fen::write(&p), v.info().initial_fen, "{v}");
        assert!(!p.in_check());
    }
}

// ---- O'Donohue ----

#[test]
fn odonohue_move_onto_a_square_occupied_on_the_other_board_stays() {
    // White rook a1 (A), white knight a4 (B), black king h8 (B).
    let p = pos("7k*/8/8/8/N*7/8/8/R3K3 w - - 0 1", V::ODonohue);
    let r = readable(&p);
    assert!(r.contains(&"Ra4/A".to_string()), "{r:?}");
    assert!(r.contains(&"Ra3/B".to_string()), "{r:?}");
    let m = notation::parse_move(&p, "a1a4").unwrap();
    assert_eq!(m.arrival_board, 0);
    let after = p.after_move(m);
    // a4 is now occupied on both boards: the '|' form, read back.
    let text = fen::write(&after);
    assert_eq!(text, "8/8/8/8/R7/8/8/4K3 | 7k/8/8/8/N7/8/8/8 b - - 1 1");
    assert_eq!(fen::write(&pos(&text, V::ODonohue)), text);
    // In Alice the same move does not exist.
    let a = pos("7k*/8/8/8/N*7/8/8/R3K3 w - - 0 1", V::Alice);
    assert!(!has(&a, "a1a4"));
}

#[test]
fn odonohue_staying_piece_checks_on_its_board() {
    // The rook stays on A (e8 occupied on B by a white knight) and checks
    // the black king e7... on A along the file? Use the rank: king h5 on A.
    let p = pos("4N*3/8/8/7k/8/8/8/4RK2 w - - 0 1", V::ODonohue);
    let m = notation::parse_move(&p, "e1e8").unwrap();
    assert_eq!(m.arrival_board, 0);
    let m2 = notation::parse_move(&p, "e1e5").unwrap();
    assert_eq!(m2.arrival_board, 1);
    // Re5/B does not check the king on A; a rook staying on h-file would.
    assert!(!p.after_move(m2).in_check());
}

#[test]
fn odonohue_castling_stays_when_blocked() {
    // g1 is occupied on board B: king and rook castle and stay on A.
    let p = pos("4k3/8/8/8/8/8/8/4K1N*R w K - 0 1", V::ODonohue);
    let m = notation::parse_move(&p, "e1g1").unwrap();
    assert!(m.is_castle());
    assert_eq!(m.arrival_board, 0);
    // Without the blocker both transfer.
    let q = pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1", V::ODonohue);
    assert_eq!(notation::parse_move(&q, "e1g1").unwrap().arrival_board, 1);
}

// ---- three boards ----

#[test]
fn alice3_two_moves_per_destination() {
    let p = general::initial_position(V::Alice3);
    let m = moves(&p);
    assert_eq!(m.len(), 40);
    assert!(m.contains(&"e2e4B".into()) && m.contains(&"e2e4C".into()));
    assert!(m.contains(&"g1f3B".into()) && m.contains(&"g1f3C".into()));
    // After 1.e4/B e5/C 2.e2?? no: a destination occupied on one board
    // leaves one choice.
    let q = pos("4k3/8/8/8/4p**3/8/8/R3K3 w - - 0 1", V::Alice3);
    let r = readable(&q);
    assert!(r.contains(&"Ra4/B".into()) && r.contains(&"Ra4/C".into()));
    // e4 holds a black pawn on C: Ke1 cannot reach it, but the rook's e-file
    // is open on A: Re... none; check a square occupied on C only.
    assert!(!q.in_check());
}

#[test]
fn alice3_square_occupied_on_two_boards() {
    // e1: the white king on A and a white rook on B.
    let text = "4k3/8/8/8/8/8/8/4K3 | 8/8/8/8/8/8/8/4R3 | 8/8/8/8/8/8/8/8 w - - 0 1";
    let p = pos(text, V::Alice3);
    assert_eq!(
        fen::write(&p),
        "4k3/8/8/8/8/8/8/4K3 | 8/8/8/8/8/8/8/4R3 | 8/8/8/8/8/8/8/8 w - - 0 1"
    );
    let m = moves(&p);
    // The rook on B goes to A or C; the king on A to B or C (not e1: that is
    // where it stands). e1 holds two white men: each move names its
    // from-board.
    assert!(m.contains(&"e1Be5A".into()) && m.contains(&"e1Be5C".into()));
    assert!(m.contains(&"e1Ad1B".into()) && m.contains(&"e1Ad1C".into()));
    // The rook cannot arrive on B (its own board).
    assert!(!m.contains(&"e1Be3B".into()) && !m.contains(&"e1Be8B".into()));
    assert!(m
        .iter()
        .all(|t| !t.starts_with("e1") || t[2..3] == *"A" || t[2..3] == *"B"));
    // Two-board form with only two parts is accepted too.
    let q = pos(
        "4k3/8/8/8/8/8/8/4K3 | 8/8/8/8/8/8/8/4R3 w - - 0 1",
        V::Alice3,
    );
    assert_eq!(fen::write(&q), fen::write(&p));
    // The '*' form cannot say it: a repeated square is an error.
    assert!(general::parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1", V::Alice3).is_ok());
    assert!(general::parse_fen("4k3/8/8/8/8/8/8/4K**3 w - - 0 1", V::Alice3).is_ok());
    assert!(general::parse_fen("4k3/8/8/8/8/8/8/4K***3 w - - 0 1", V::Alice3).is_err());
}

#[test]
fn alice3_king_move_safe_on_both_boards() {
    // Black rook f8 on A covers f1 on A; black rook d8 on C covers d1 on C.
    let p = pos("3r**1r2/8/8/8/8/8/8/k3K3 w - - 0 1", V::Alice3);
    let m = moves(&p);
    assert!(!m.iter().any(|x| x.starts_with("e1f1")), "{m:?}");
    assert!(m.contains(&"e1d1B".into()));
    assert!(!m.contains(&"e1d1C".into()));
}

// ---- Duo ----

#[test]
fn duo_optional_transfer_and_zero_moves() {
    let p = general::initial_position(V::Duo);
    let m = moves(&p);
    assert!(m.contains(&"a3a4A".into()) && m.contains(&"a3a4B".into()));
    assert!(m.contains(&"c1c1B".into()), "king zero move: {m:?}");
    assert!(!m.iter().any(|x| x == "a3a3B"), "no pawn zero move");
    assert_eq!(m.len(), 20);
}

#[test]
fn duo_zero_capture() {
    // White rook a1 on A, black knight a1 on B: the zero move captures it.
    let text = "3k/4/4/4/4/4/4/R1K1 | 4/4/4/4/4/4/4/n3 w - - 0 1";
    let p = pos(text, V::Duo);
    let m = notation::parse_move(&p, "a1a1B").unwrap();
    assert!(m.is_zero());
    assert_eq!(notation::readable(&p, m), "Rxa1/B");
    let after = p.after_move(m);
    assert_eq!(fen::write(&after), "3k/4/4/4/4/4/4/R*1K1 b - - 0 1");
    // A piece of one's own there forbids it.
    let q = pos("3k/4/4/4/4/4/4/R1K1 | 4/4/4/4/4/4/4/N3 w - - 0 1", V::Duo);
    assert!(!has(&q, "a1a1B"));
}

#[test]
fn duo_check_from_the_zero_square() {
    // A black knight on c1 of board B checks the white king on c1 of A.
    let p = pos("k3/4/4/4/4/4/4/2K1 | 4/4/4/4/4/4/4/2n1 w - - 0 1", V::Duo);
    assert!(p.in_check());
    // The side not to move may not be in check that way.
    let e = general::parse_fen("k3/4/4/4/4/4/4/2K1 | 4/4/4/4/4/4/4/2n1 b - - 0 1", V::Duo);
    assert!(matches!(
        e,
        Err(general::GFenError::SideNotToMoveInCheck { .. })
    ));
    // Capturing the knight by the king's zero move ends the check.
    assert!(has(&p, "c1c1B"));
}

#[test]
fn duo_king_escapes_by_a_zero_move() {
    // Rooks b8, c8, d8 on A: c8 checks, b and d files covered on A.
    let p = pos("krrr/4/4/4/4/4/4/2K1 w - - 0 1", V::Duo);
    assert!(p.in_check());
    assert_eq!(moves(&p), ["c1c1B"]);
    // Ms. Alice's rule is the opposite: a king in check may not zero.
    let q = pos("krrr/4/4/4/4/4/4/2K1 w - - 0 1", V::Mini);
    assert!(moves(&q).is_empty());
}

#[test]
fn duo_transferring_king_must_be_safe_on_its_board() {
    // The d-file is covered on A by a rook on d8: Kd1/B is illegal, Kb1/B
    // legal; staying on A at d1 is illegal too.
    let p = pos("k2r/4/4/4/4/4/4/2K1 w - - 0 1", V::Duo);
    let m = moves(&p);
    assert!(!m.iter().any(|x| x.starts_with("c1d")), "{m:?}");
    assert!(m.contains(&"c1b1B".into()) && m.contains(&"c1b1A".into()));
}

// ---- Directed ----

/// The squares a piece on e5 of board A reaches on an empty 10x10 board
/// (kings on board C, out of reach), counted by its moves arriving on B
/// without a double transfer.
fn reach(letter: char) -> usize {
    let text = format!("9k**/10/10/10/10/4{letter}5/10/10/10/9K** w - - 0 1");
    let p = pos(&text, V::Directed);
    notation::legal(&p)
        .iter()
        .filter(|m| m.from == general::position::sq(4, 4) && m.arrival_board == 1 && m.mid == 255)
        .count()
}

#[test]
fn directed_pieces_on_an_empty_board() {
    for (letter, n) in [
        ('G', 8),
        ('R', 18),
        ('T', 20),
        ('B', 17),
        ('Y', 20),
        ('H', 12),
        ('S', 12),
        ('E', 24),
        ('N', 8),
    ] {
        assert_eq!(reach(letter), n, "{letter}");
    }
    assert!(
        general::parse_fen("9k**/10/10/10/10/4Q5/10/10/10/9K** w - - 0 1", V::Directed).is_err()
    );
}

#[test]
fn directed_hero_distance_three_via_either_square() {
    // The Hero on e5 of A; pawns of its own on e6 and/or e7 of A.
    let p = pos("9k**/10/10/10/10/4H5/10/10/10/9K** w - - 0 1", V::Directed);
    assert!(has(&p, "e5e8B") && has(&p, "e5e6B") && has(&p, "e5e7B"));
    // e6 blocked, e7 empty: leap then step.
    let p = pos("9k**/10/10/10/4P5/4H5/10/10/10/9K** w - - 0 1", V::Directed);
    assert!(has(&p, "e5e8B") && has(&p, "e5e7B") && !has(&p, "e5e6B"));
    // e7 blocked, e6 empty: step then leap.
    let p = pos("9k**/10/10/4P5/10/4H5/10/10/10/9K** w - - 0 1", V::Directed);
    assert!(has(&p, "e5e8B") && has(&p, "e5e6B") && !has(&p, "e5e7B"));
    // Both blocked: no distance 3.
    let p = pos(
        "9k**/10/10/4P5/4P5/4H5/10/10/10/9K** w - - 0 1",
        V::Directed,
    );
    assert!(!has(&p, "e5e8B") && !has(&p, "e5e8C"));
    // The same on a diagonal for the Shaman (f6 blocked, g7 empty).
    let p = pos("9k**/10/10/10/5P4/4S5/10/10/10/9K** w - - 0 1", V::Directed);
    assert!(has(&p, "e5h8B") && !has(&p, "e5f6B"));
}

#[test]
fn directed_double_transfer_back_to_the_starting_board() {
    let p = pos("9k**/10/10/10/10/4H5/10/10/10/9K** w - - 0 1", V::Directed);
    let m = moves(&p);
    for mv in ["e5e6Be8A", "e5e7Be8A", "e5e6Ce8A", "e5e6Be8C", "e5e7Ce8B"] {
        assert!(m.contains(&mv.to_string()), "{mv}: {m:?}");
    }
    // Not back to the middle board.
    assert!(!m.contains(&"e5e6Be8B".to_string()));
    let d = notation::parse_move(&p, "e5e6Be8A").unwrap();
    assert_eq!(notation::readable(&p, d), "He6/B-e8/A");
    let after = p.after_move(d);
    assert_eq!(after.at(0, general::position::sq(4, 7)).letter(), 'H');
    // The intermediate square must be empty on the middle board.
    let q = pos(
        "9k**/10/10/10/4p*5/4H5/10/10/10/9K** w - - 0 1",
        V::Directed,
    );
    let m = moves(&q);
    assert!(!m.iter().any(|x| x.starts_with("e5e6B")), "{m:?}");
    assert!(m.contains(&"e5e6Ce8A".to_string()));
    // The second leg captures on the middle board: a black pawn on e8 of B.
    let r = pos(
        "9k**/10/4p*5/10/10/4H5/10/10/10/9K** w - - 0 1",
        V::Directed,
    );
    let m = moves(&r);
    assert!(m.contains(&"e5e6Be8A".to_string()) && m.contains(&"e5e7Be8C".to_string()));
    assert!(!m.contains(&"e5e8B".to_string()) && m.contains(&"e5e8C".to_string()));
    let d = notation::parse_move(&r, "e5e6Be8A").unwrap();
    assert_eq!(notation::readable(&r, d), "He6/B-xe8/A");
    assert!(r
        .after_move(d)
        .at(1, general::position::sq(4, 7))
        .is_empty());
}

#[test]
fn directed_pawns_double_step_from_rank_three_and_promote_to_fairies() {
    let p = general::initial_position(V::Directed);
    assert!(has(&p, "e3e5B"));
    let q = pos("4k5/9P/10/10/10/10/10/10/10/4K5 w - - 0 1", V::Directed);
    let m = moves(&q);
    for piece in ['g', 'r', 't', 'h', 'b', 'y', 's', 'e', 'n'] {
        assert!(m.contains(&format!("j9j10{piece}B")), "{piece}");
    }
    assert!(!m.iter().any(|x| x.starts_with("j9j10q")));
}

#[test]
fn validation_errors_are_typed() {
    use general::GFenError as E;
    let bad = |t: &str, v: V| general::parse_fen(t, v).unwrap_err();
    assert!(matches!(
        bad("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", V::Alice3),
        E::KingCount { count: 2, .. }
    ));
    // A side may lack its king (Popeye solves such positions).
    assert!(general::parse_fen("4k3/8/8/8/8/8/8/8 w - - 0 1", V::Alice3).is_ok());
    assert!(matches!(
        bad("P3k3/8/8/8/8/8/8/4K3 w - - 0 1", V::ODonohue),
        E::PawnOnBackRank { .. }
    ));
    assert!(matches!(
        bad("4k3/8/8/8/8/8/8/4K3 w - - 0 1", V::Directed),
        E::RankCount { .. }
    ));
    assert!(matches!(
        bad("k3/4/4/4/4/4/4/2K2 w - - 0 1", V::Duo),
        E::RankLength { .. }
    ));
    assert!(matches!(
        bad("4k3/8/8/8/8/8/8/4K2R** w - - 0 1", V::ODonohue),
        E::TooManyBoards { .. }
    ));
    assert!(matches!(
        bad("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", V::Alice3),
        E::SideNotToMoveInCheck { .. }
    ));
    assert!(matches!(
        bad("4k3/8/8/8/8/8/8/4K3 w K - 0 1", V::Alice3),
        E::CastlingWithoutPiece { .. }
    ));
    assert!(matches!(
        bad("4k3/8/8/8/8/8/8/4K3 w - e3 0 1", V::Alice3),
        E::BadEnPassant { .. }
    ));
    assert!(matches!(bad("", V::Duo), E::Empty));
    assert!(matches!(
        bad("4k3/8/8/8/8/8/8/4K3 w - - 0 1 x", V::Alice3),
        E::ExtraFields(_)
    ));
}

#[test]
fn alice3_en_passant_on_the_landing_board_with_a_chosen_arrival() {
    // Black's pawn double-stepped d7-d5 and landed on B; White's pawn e5
    // stands on B: it captures e.p. onto d6 and arrives on A or C.
    let p = pos("4k3/8/8/3p*P*3/8/8/8/4K3 w - d6 0 2", V::Alice3);
    let m = moves(&p);
    assert!(
        m.contains(&"e5d6A".into()) && m.contains(&"e5d6C".into()),
        "{m:?}"
    );
    let ep = notation::parse_move(&p, "e5d6C").unwrap();
    assert!(ep.is_en_passant());
    let after = p.after_move(ep);
    assert_eq!(fen::write(&after), "4k3/8/3P**4/8/8/8/8/4K3 b - - 0 2");
    // d6 occupied on C: only A remains.
    let q = pos("4k3/8/3n**4/3p*P*3/8/8/8/4K3 w - d6 0 2", V::Alice3);
    let m = moves(&q);
    assert!(
        m.contains(&"e5d6A".into()) && !m.contains(&"e5d6C".into()),
        "{m:?}"
    );
    // A capturer on another board than the pawn's cannot take e.p.
    let r = pos("4k3/8/8/3p*P**3/8/8/8/4K3 w - d6 0 2", V::Alice3);
    assert!(!moves(&r).iter().any(|x| x.starts_with("e5d6")));
}

#[test]
fn bad_input_never_panics() {
    let samples = [
        "",
        "|",
        "| |",
        "/",
        "10/10",
        "99999999999999999999/8/8/8/8/8/8/8 w",
        "4k3/8/8/8/8/8/8/4K3 w - é3 0 1",
        "4k3/8/8/8/8/8/8/4K************3 w",
        "4k3/8/8/8/8/8/8/4K3 x",
        "4k3/8/8/8/8/8/8/4K3 w KQkqK",
        "k*/K*",
        "4k3/8/8/8/8/8/8/4K3 | 8/8/8/8/8/8/8/8 | 8/8/8/8/8/8/8/8 | 8/8/8/8/8/8/8/8",
        "0/0/0/0/0/0/0/0",
        "4k3/8/8/8/8/8/8/4K3 w - - -1 1",
        "ééé",
    ];
    for v in V::ALL {
        for s in samples {
            let _ = general::parse_fen(s, v);
        }
    }
    // Random byte strings from FEN characters.
    let chars: Vec<char> = "kqrbnpKQRBNPGTYHSEgtyhse12345678910*/| -wKQkqabcdefghij"
        .chars()
        .collect();
    let mut x: u64 = 0x1234_5678_9ABC_DEF1;
    for _ in 0..20_000 {
        let mut s = String::new();
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let len = (x % 90) as usize;
        for _ in 0..len {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            s.push(chars[(x % chars.len() as u64) as usize]);
        }
        for v in V::ALL {
            if let Ok(p) = general::parse_fen(&s, v) {
                let _ = notation::legal(&p);
                let _ = fen::write(&p);
            }
        }
    }
}

#[test]
fn two_pieces_on_one_square_of_different_boards() {
    // White rooks on e1 of A and of B, both free to go up the e-file.
    let text = "k7/8/8/8/8/8/8/4R2K | 8/8/8/8/8/8/8/4R3 | 8/8/8/8/8/8/8/8 w - - 0 1";
    let p = pos(text, V::Alice3);
    let m = moves(&p);
    // Each names its from-board (VARIANTS.md: move text when a square holds
    // two men of the mover); no text is written twice.
    assert_eq!(m.iter().filter(|x| *x == "e1Ae5C").count(), 1, "{m:?}");
    assert_eq!(m.iter().filter(|x| *x == "e1Be5C").count(), 1, "{m:?}");
    assert!(!m.contains(&"e1e5C".to_string()), "{m:?}");
    let r = readable(&p);
    assert!(
        r.contains(&"Re1/A-e5/C".to_string()) && r.contains(&"Re1/B-e5/C".to_string()),
        "{r:?}"
    );
    assert!(matches!(
        notation::parse_move(&p, "e1e5C"),
        Err(notation::GMoveError::Ambiguous(_))
    ));
    let m = notation::parse_move(&p, "Re1/B-e5/C").unwrap();
    assert_eq!((m.from_board, m.arrival_board), (1, 2));
    assert_eq!(notation::parse_move(&p, "e1Be5C"), Ok(m));
    assert_eq!(notation::parse_move(&p, "e1be5c"), Ok(m));
}

#[test]
fn setups_of_problem_files_become_general_positions() {
    let setup = alice::engine::fast::fen::parse_setup("7k*/8/8/8/N*7/8/8/R3K3 w - - 0 1").unwrap();
    let p = general::from_setup(&setup, V::ODonohue).unwrap();
    assert_eq!(fen::write(&p), "7k*/8/8/8/N*7/8/8/R3K3 w - - 0 1");
    assert!(general::from_setup(&setup, V::Duo).is_err());
}

#[test]
fn the_hero_flag_of_each_rule_set_follows_its_kinds() {
    use alice::variant::rules::kinds_have_hero;
    for v in V::ALL {
        let rules = v.rules();
        assert_eq!(rules.has_hero(), kinds_have_hero(rules.kinds), "{v}");
    }
    assert!(V::Directed.rules().has_hero());
}
