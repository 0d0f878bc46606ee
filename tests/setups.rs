//! Positions as engine-free data (`alice::setup::Setup`): every position of
//! every variant, three boards, 10x10 and squares held on several boards
//! included, goes to a setup and back unchanged; the fast engine refuses,
//! with an error, a setup it cannot hold; bad setups are errors.

use super::common::random::Rng;
use alice::engine::fast::Position;
use alice::engine::general::{self, fen, notation, GPos};
use alice::kinds::Kind;
use alice::setup::{BoardLetter, Coord, Man, Placed, Setup};
use alice::types::Color;
use alice::variant::VariantKind as V;
use alice::variant::{Variant, VariantKind};

/// Positions of random games from `v`'s initial array.
fn random_positions(v: V, rng: &mut Rng, games: usize, plies: usize) -> Vec<GPos> {
    let mut out = Vec::new();
    for _ in 0..games {
        let mut pos = general::initial_position(v);
        for _ in 0..plies {
            out.push(pos);
            let legal = notation::legal(&pos);
            if legal.is_empty() {
                break;
            }
            pos = pos.after_move(legal[rng.below(legal.len())]);
        }
    }
    out
}

#[test]
fn every_general_position_goes_to_a_setup_and_back() {
    let mut rng = Rng(0x5e7u64 << 20 | 17);
    let mut shared = 0;
    for v in V::ALL {
        for pos in random_positions(v, &mut rng, 6, 40) {
            let setup = pos.to_setup();
            let rules = v.rules();
            assert_eq!(
                (setup.boards, setup.files, setup.ranks),
                (rules.boards, rules.files, rules.ranks)
            );
            assert_eq!(setup.fen(), fen::write(&pos), "{v}");
            let back =
                general::from_setup(&setup, v).unwrap_or_else(|e| panic!("{v} {pos:?}: {e}"));
            assert_eq!(fen::write(&back), fen::write(&pos), "{v}");
            assert_eq!(back.hash(), pos.hash(), "{v} {pos:?}");
            let reread = general::parse_fen(&setup.fen(), v).expect("its own FEN");
            assert_eq!(reread.to_setup(), setup, "{v}");
            shared += setup.has_shared_square() as usize;
        }
    }
    // O'Donohue and Duo games hold squares on both boards.
    assert!(shared > 0);
}

#[test]
fn fast_positions_go_to_a_setup_and_back() {
    for fen_text in [
        "r3k2r/8/8/3pP3/8/8/8/R3K2R* w KQkq d6 0 1",
        "4k3/8/8/8/8/8/8/R*3K3 b - - 3 40",
    ] {
        let pos = alice::engine::fast::fen::parse(fen_text).expect("legal");
        let setup = pos.to_setup();
        assert_eq!(setup.fen(), fen_text);
        let back = Position::from_setup(&setup, pos.rules()).expect("legal");
        assert_eq!(alice::engine::fast::fen::write(&back), fen_text);
    }
}

fn two_kings(boards: u8, files: u8, ranks: u8) -> Setup {
    let mut s = Setup::empty_boards(boards, files, ranks);
    for (color, rank) in [(Color::White, 0), (Color::Black, ranks - 1)] {
        s.pieces.push(Placed {
            square: Coord::new(0, rank),
            board: BoardLetter::A,
            man: Man::new(color, Kind::King),
        });
    }
    s
}

#[test]
fn the_fast_engine_refuses_what_it_cannot_hold() {
    let alice = Variant::new(VariantKind::Alice);
    let mut on_c = two_kings(3, 8, 8);
    on_c.pieces.push(Placed {
        square: Coord::new(3, 3),
        board: BoardLetter::C,
        man: Man::new(Color::White, Kind::Queen),
    });
    let mut hero = two_kings(2, 8, 8);
    hero.pieces.push(Placed {
        square: Coord::new(3, 3),
        board: BoardLetter::B,
        man: Man::new(Color::White, Kind::Hero),
    });
    let ten = two_kings(2, 10, 10);
    for setup in [on_c, hero, ten] {
        let e = Position::from_setup(&setup, alice.rules()).expect_err("not two-board chess");
        assert!(e.to_string().contains("chess men on two boards"), "{e}");
        assert!(alice::engine::validate(&alice, &setup).is_err());
    }
    // A named but empty third board is two-board chess.
    assert!(alice::engine::validate(&alice, &two_kings(3, 8, 8)).is_ok());
}

#[test]
fn bad_setups_are_errors_of_the_general_engine() {
    let mut twice = two_kings(2, 8, 8);
    twice.pieces.push(twice.pieces[0]);
    let e = general::from_setup(&twice, V::ODonohue).expect_err("two men on a1 of A");
    assert_eq!(e.to_string(), "two men on a1 of board A");

    let mut beyond = two_kings(2, 8, 8);
    beyond.pieces[0].square = Coord::new(9, 0);
    let e = general::from_setup(&beyond, V::ODonohue).expect_err("off the board");
    assert!(e.to_string().contains("beyond the boards"), "{e}");

    let mut on_c = two_kings(3, 8, 8);
    on_c.pieces[0].board = BoardLetter::C;
    assert!(general::from_setup(&on_c, V::ODonohue).is_err());
    assert!(general::from_setup(&on_c, V::Alice3).is_ok());

    let mut hero = two_kings(3, 8, 8);
    hero.pieces.push(Placed {
        square: Coord::new(4, 4),
        board: BoardLetter::A,
        man: Man::new(Color::White, Kind::Hero),
    });
    let e = general::from_setup(&hero, V::Alice3).expect_err("no Hero in alice3");
    assert!(e.to_string().contains("'H'"), "{e}");

    assert!(general::from_setup(&two_kings(2, 8, 8), V::Directed).is_err());
    assert!(general::from_setup(&two_kings(3, 10, 10), V::Directed).is_ok());
}
