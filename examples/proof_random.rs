//! Random proof games for comparisons with Popeye: plays random games of
//! the given length from the initial array and writes, for each, a Popeye
//! input file (`Condition AliceChess`, `Stipulation diaN`, the final
//! position as `Pieces`) and one line `NAME<TAB>FEN<TAB>STIP` on standard
//! output.
//!
//! `cargo run --release --features examples --example proof_random -- SEED PLIES COUNT DIR`

use alice::engine::fast::movegen::legal_move_list;
use alice::engine::fast::Position;
use alice::types::{Board, Color};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 5 {
        eprintln!("usage: proof_random SEED PLIES COUNT DIR");
        std::process::exit(2);
    }
    let parse = |s: &str| {
        s.parse::<u64>()
            .unwrap_or_else(|_| panic!("not a number: {s}"))
    };
    let (mut seed, plies, count) = (parse(&args[1]) | 1, parse(&args[2]), parse(&args[3]));
    let dir = std::path::Path::new(&args[4]);
    std::fs::create_dir_all(dir).expect("output folder");
    let mut next = || {
        seed ^= seed >> 12;
        seed ^= seed << 25;
        seed ^= seed >> 27;
        seed.wrapping_mul(0x2545_F491_4F6C_DD1D)
    };
    let stip = if plies % 2 == 0 {
        format!("dia{}", plies / 2)
    } else {
        format!("dia{}.5", plies / 2)
    };
    let mut made = 0;
    while made < count {
        let mut pos = Position::startpos();
        let mut ok = true;
        for _ in 0..plies {
            let moves = legal_move_list(&pos);
            if moves.is_empty() {
                ok = false;
                break;
            }
            let mv = moves.as_slice()[(next() % moves.len() as u64) as usize];
            pos.play(mv);
        }
        if !ok {
            continue;
        }
        made += 1;
        let name = format!("rand-{}-{plies}-{made}", args[1]);
        let mut groups = Vec::new();
        for color in Color::ALL {
            for board in Board::ALL {
                let names: Vec<String> = pos
                    .to_setup()
                    .pieces
                    .iter()
                    .filter_map(|p| p.as_chess())
                    .filter(|&(_, b, piece)| piece.color == color && b == board)
                    .map(|(square, _, piece)| format!("{}{square}", piece.role.popeye_letter()))
                    .collect();
                if !names.is_empty() {
                    let attr = if board == Board::B { " AliceB" } else { "" };
                    groups.push(format!("{}{attr} {}", color.name(), names.join(" ")));
                }
            }
        }
        let inp = format!(
            "BeginProblem\nCondition AliceChess\nStipulation {stip}\nPieces\n{}\nEndProblem\n",
            groups.join("\n")
        );
        std::fs::write(dir.join(format!("{name}.inp")), inp).expect("write");
        println!("{name}\t{}\t{stip}", alice::engine::fast::fen::write(&pos));
    }
}
