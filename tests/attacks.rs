//! The attack tables against cozy-chess (MIT) over random occupancies.

use alice::{engine::fast::attacks, Bitboard, Color, Square};
use cozy_chess as cc;

fn cc_sq(s: Square) -> cc::Square {
    cc::Square::index(s.index())
}

#[test]
fn attack_tables_match_cozy_chess() {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..20_000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let occ = x & (x >> 3) & (x >> 7); // sparse-ish boards
        for s in Square::all() {
            let c = cc_sq(s);
            let b = cc::BitBoard(occ);
            assert_eq!(
                attacks::rook(s, Bitboard(occ)).0,
                cc::get_rook_moves(c, b).0,
                "rook {s} {occ:#x}"
            );
            assert_eq!(
                attacks::bishop(s, Bitboard(occ)).0,
                cc::get_bishop_moves(c, b).0,
                "bishop {s} {occ:#x}"
            );
        }
    }
    for s in Square::all() {
        let c = cc_sq(s);
        assert_eq!(attacks::knight(s).0, cc::get_knight_moves(c).0);
        assert_eq!(attacks::king(s).0, cc::get_king_moves(c).0);
        assert_eq!(
            attacks::pawn(Color::White, s).0,
            cc::get_pawn_attacks(c, cc::Color::White).0
        );
        assert_eq!(
            attacks::pawn(Color::Black, s).0,
            cc::get_pawn_attacks(c, cc::Color::Black).0
        );
    }
}
