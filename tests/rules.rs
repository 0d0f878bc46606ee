//! Rule tests from the seed documents and `RULES.md`: the examples the seeds
//! give, the short mates, and the castling and en passant cases.

use alice::{engine::fast::fen, engine::fast::movegen, engine::fast::Position, notation};

fn pos(text: &str) -> Position {
    fen::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moves(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = movegen::legal_move_list(p)
        .iter()
        .map(|m| m.to_string())
        .collect();
    v.sort();
    v
}

fn has(p: &Position, mv: &str) -> bool {
    moves(p).iter().any(|m| m == mv)
}

/// Play coordinate moves, checking each is legal; returns the readable forms.
fn play(p: &mut Position, line: &str) -> Vec<String> {
    line.split_whitespace()
        .map(|t| {
            let m = notation::parse_uci(p, t).unwrap_or_else(|e| panic!("{}: {e}", fen::write(p)));
            let s = notation::san(p, m);
            p.play(m);
            s
        })
        .collect()
}

fn is_checkmate(p: &Position) -> bool {
    p.in_check() && movegen::legal_move_list(p).is_empty()
}

#[test]
fn wikibooks_position_after_nf3_e6_ne5_bc5() {
    let mut p = Position::startpos();
    let sans = play(&mut p, "g1f3 e7e6 f3e5 f8c5");
    assert_eq!(sans, ["Nf3/B", "e6/B", "Ne5/A", "Bc5/B"]);
    assert_eq!(
        fen::write(&p),
        "rnbqk1nr/pppp1ppp/4p*3/2b*1N3/8/8/PPPPPPPP/RNBQKB1R w KQkq - 2 3"
    );
    assert_eq!(play(&mut p, "e5f7"), ["Nxf7/B"]);
    // 3...Kxf7, 3...Bxf2+ and 3...Qd4 are impossible, 3...Bg1 is possible.
    assert!(!has(&p, "e8f7"), "Kxf7: f7 is occupied on board B");
    assert!(!has(&p, "c5f2"), "Bxf2: f2 is occupied on board A");
    assert!(
        !has(&p, "d8d4"),
        "Qd4: the queen cannot pass the pawn on d7"
    );
    assert!(
        has(&p, "c5g1"),
        "Bg1 is legal on board B and g1 is empty on A"
    );
}

#[test]
fn fools_mates() {
    for (line, last) in [
        ("e2e4 d7d5 f1e2 d5e4 e2b5", "Bb5/A#"),
        ("e2e4 d7d6 f1c4 d8d2 c4b5", "Bb5/A#"),
        ("e2e4 e7e5 d1h5 g8f6 h5e5", "Qxe5/A#"),
    ] {
        let mut p = Position::startpos();
        let sans = play(&mut p, line);
        assert_eq!(sans.last().map(String::as_str), Some(last), "{line}");
        assert!(is_checkmate(&p), "{line}: {}", fen::write(&p));
    }
    // The king may not escape through the looking-glass: 3...Kd7 is illegal.
    let mut p = Position::startpos();
    play(&mut p, "e2e4 d7d5 f1e2 d5e4 e2b5");
    assert!(!has(&p, "e8d7"));
}

#[test]
fn scholars_mates() {
    let mut p = Position::startpos();
    let sans = play(&mut p, "e2e4 h7h5 f1e2 h8h4 e2h5 h4e4 e1f1 d7d5 d1e2 c8h3");
    assert_eq!(sans[5], "Rxe4/A+");
    assert_eq!(sans.last().unwrap(), "Bh3/B#");
    assert!(is_checkmate(&p), "{}", fen::write(&p));

    let mut p = Position::startpos();
    let sans = play(&mut p, "d2d4 e7e6 d1d6 f8e7 d6e5 e8f8 c1h6");
    assert_eq!(sans[4], "Qe5/A+");
    assert_eq!(sans.last().unwrap(), "Bh6/B#");
    assert!(is_checkmate(&p), "{}", fen::write(&p));
}

#[test]
fn castelli_games_end_in_mate() {
    for (line, expected) in [
        ("e2e4 e7e5 d1h5 g7g6 h5e5", "e4/B e5/B Qh5/B g6/B Qxe5/A#"),
        (
            "d2d4 e7e6 c1g5 f8e7 g5f4 e7b4",
            "d4/B e6/B Bg5/B Be7/B Bf4/A Bb4/A#",
        ),
        ("e2e4 d7d6 f1c4 d8d2 c4b5", "e4/B d6/B Bc4/B Qxd2/B Bb5/A#"),
    ] {
        let mut p = Position::startpos();
        let sans = play(&mut p, line);
        assert_eq!(sans.join(" "), expected);
        assert!(is_checkmate(&p), "{line}");
    }
}

#[test]
fn check_comes_only_from_the_kings_board() {
    // Rook on e1 of board B, black king on e8 of board A: no check.
    let p = pos("4k3/8/8/8/8/8/8/R*3K3 b - - 0 1");
    assert!(!p.in_check());
    // Same rook on board A: check.
    let p = pos("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1");
    assert!(p.in_check());
}

#[test]
fn a_piece_may_block_by_transferring_onto_the_kings_board() {
    // White king e1/A in check from the rook e8/A; the bishop on c4/B... moves
    // on B to e2 and arrives on e2/A, blocking.
    let p = pos("k3r3/8/8/8/2B*5/8/8/4K3 w - - 0 1");
    assert!(p.in_check());
    assert!(has(&p, "c4e2"));
    // The king cannot flee to a square attacked on its own board.
    assert!(!has(&p, "e1e2"));
}

#[test]
fn king_may_not_escape_through_the_looking_glass() {
    // King e1/A attacked along the e-file on A: e1-e2 stays on the file.
    let p = pos("k3r3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(!has(&p, "e1e2"));
    assert!(has(&p, "e1d1"));
    // d2 attacked on board B only: the king arrives on d2/B, in check there.
    let p = pos("k2r*4/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(!has(&p, "e1d2"));
    assert!(has(&p, "e1f2"));
}

#[test]
fn castling_on_either_board() {
    // Both on board A: both sides.
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert!(has(&p, "e1g1") && has(&p, "e1c1"));
    // Both on board B.
    let p = pos("4k3/8/8/8/8/8/8/R*3K*2R* w KQ - 0 1");
    assert!(has(&p, "e1g1") && has(&p, "e1c1"));
    // King and rook on different boards cannot castle (Popeye differs).
    let p = pos("7k/8/8/8/8/8/8/4K2R* w K - 0 1");
    assert!(!has(&p, "e1g1"));
}

#[test]
fn castling_needs_destinations_empty_on_the_other_board() {
    // g1 occupied on board B.
    assert!(!has(&pos("4k3/8/8/8/8/8/8/4K1N*R w K - 0 1"), "e1g1"));
    // f1 occupied on board B.
    assert!(!has(&pos("4k3/8/8/8/8/8/8/4KN*1R w K - 0 1"), "e1g1"));
    // b1 occupied on board B does not matter for 0-0-0; d1 does.
    assert!(has(&pos("4k3/8/8/8/8/8/8/RN*2K3 w Q - 0 1"), "e1c1"));
    assert!(!has(&pos("4k3/8/8/8/8/8/8/R2N*K3 w Q - 0 1"), "e1c1"));
}

#[test]
fn castling_and_attacks() {
    // f1 attacked on the king's board: no 0-0.
    assert!(!has(&pos("k4r2/8/8/8/8/8/8/4K2R w K - 0 1"), "e1g1"));
    // g1 attacked on board B: the king would land in check.
    assert!(!has(&pos("k5r*1/8/8/8/8/8/8/4K2R w K - 0 1"), "e1g1"));
    // f1 attacked on board B only: legal.
    assert!(has(&pos("k4r*2/8/8/8/8/8/8/4K2R w K - 0 1"), "e1g1"));
    // In check: no castling.
    assert!(!has(&pos("k3r3/8/8/8/8/8/8/4K2R w K - 0 1"), "e1g1"));
    // After castling both pieces stand on the other board.
    let mut p = pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    play(&mut p, "e1g1");
    assert_eq!(fen::write(&p), "4k3/8/8/8/8/8/8/5R*K*1 b - - 1 1");
}

#[test]
fn en_passant_only_on_the_landing_board() {
    // Black pawn d7 on A steps to d5 and lands on board B.
    let start = "4k3/3p4/8/4P*3/8/8/8/4K3 b - - 0 1";
    let mut p = pos(start);
    play(&mut p, "d7d5");
    assert!(
        has(&p, "e5d6"),
        "capturer on board B, where the pawn landed"
    );
    play(&mut p, "e5d6");
    assert_eq!(fen::write(&p), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2");

    // Capturer on board A: no e.p.
    let mut p = pos("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(&mut p, "d7d5");
    assert!(!has(&p, "e5d6"));
}

#[test]
fn en_passant_square_occupied_on_landing_board() {
    // The pawn on d5/B passed over d6 on board A; d6 is occupied on board B:
    // the position is legal (Popeye refuses it) and has no e.p. capture.
    let p = pos("4k3/8/3N*4/3p*P*3/8/8/8/4K3 w - d6 0 1");
    assert!(!has(&p, "e5d6"));
    // An e.p. square with no pawn beyond it is an error.
    assert!(fen::parse("4k3/8/8/4P*3/8/8/8/4K3 w - d6 0 1").is_err());
}

#[test]
fn double_step_passes_over_a_square_occupied_on_the_other_board() {
    // e3 is occupied on board B; the pawn moves on board A and lands on e4/B.
    let p = pos("4k3/8/8/8/8/4n*3/4P3/K7 w - - 0 1");
    assert!(has(&p, "e2e4"));
    assert!(!has(&p, "e2e3"));
}

#[test]
fn promotion_transfers_the_new_piece() {
    let mut p = pos("7k/3P4/8/8/8/8/8/K7 w - - 0 1");
    let sans = play(&mut p, "d7d8n");
    assert_eq!(sans, ["d8=N/B"]);
    assert_eq!(fen::write(&p), "3N*3k/8/8/8/8/8/8/K7 b - - 0 1");
}

#[test]
fn stalemate_is_detected() {
    // The queen on c7 of board A covers b8, b7 and a7 on board A, and the
    // king's moves to them would also be unsafe: no move, no check.
    let p = pos("k7/2Q5/8/8/8/8/8/7K b - - 0 1");
    assert!(!p.in_check());
    assert!(movegen::legal_move_list(&p).is_empty());
}
