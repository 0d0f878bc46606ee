//! Property tests of the FEN reader: no input panics, and every position it
//! accepts is written back to a FEN that reads as the same position.

use crate::common;

use alice::{engine::fast::fen, engine::fast::movegen};
use proptest::prelude::*;

/// Characters that appear in FENs, so that random strings get deep into the parser.
fn fen_like() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            8 => proptest::sample::select(vec![
                'K', 'Q', 'R', 'B', 'N', 'P', 'k', 'q', 'r', 'b', 'n', 'p', '*', '|', '/', ' ', '-',
                '1', '2', '3', '4', '5', '6', '7', '8', '0', '9', 'w', 'a', 'e', 'h',
            ]),
            1 => any::<char>(),
        ],
        0..90,
    )
    .prop_map(|v| v.into_iter().collect())
}

/// Random placements with both kings, some pieces, stars and fields.
fn plausible_fen() -> impl Strategy<Value = String> {
    let cell = prop_oneof![
        6 => Just(String::new()),
        1 => proptest::sample::select(vec!["P", "N", "B", "R", "Q", "p", "n", "b", "r", "q"])
            .prop_flat_map(|p| prop_oneof![Just(p.to_string()), Just(format!("{p}*"))]),
    ];
    (
        proptest::collection::vec(cell, 64),
        0usize..64,
        0usize..64,
        any::<bool>(),
        any::<bool>(),
        proptest::sample::select(vec!["-", "-", "-", "-", "K", "Qk", "KQkq", "q"]),
        proptest::sample::select(vec!["-", "-", "-", "-", "a3", "e6", "h6", "d3"]),
    )
        .prop_map(|(mut cells, wk, bk, wstar, side, castle, ep)| {
            cells[wk] = if wstar { "K*".into() } else { "K".into() };
            if bk != wk {
                cells[bk] = "k".into();
            }
            let s = common::random::placement(&cells);
            format!("{s} {} {castle} {ep} 3 17", if side { "w" } else { "b" })
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(s in fen_like()) {
        if let Ok(pos) = fen::parse(&s) {
            let _ = movegen::legal_move_list(&pos);
        }
    }

    #[test]
    fn arbitrary_unicode_never_panics(s in "\\PC{0,80}") {
        let _ = fen::parse(&s);
    }

    #[test]
    fn accepted_positions_round_trip(s in plausible_fen()) {
        if let Ok(pos) = fen::parse(&s) {
            let written = fen::write(&pos);
            let again = fen::parse(&written).expect("written FEN reads back");
            prop_assert_eq!(pos, again);
            prop_assert_eq!(fen::write(&again), written);
            // Moves can be generated and played without panicking.
            for m in movegen::legal_move_list(&pos).iter() {
                let _ = fen::write(&pos.after(*m));
            }
        }
    }
}
