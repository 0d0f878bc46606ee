//! Move text in every form (coordinates, `Kb1/A`, Popeye's `Ka2-b1A`) read
//! against positions of both engines.
#![no_main]
use alice::engine::general::rules::GeneralVariant;
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

const FENS: [&str; 3] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1",
    "r3k2r/pP2p1p1/8/3pP3/8/8/1p4P1/R3K2R w KQkq d6 0 1",
];

fuzz_target!(|data: &[u8]| {
    static FAST: OnceLock<Vec<alice::engine::fast::Position>> = OnceLock::new();
    let fast = FAST.get_or_init(|| {
        FENS.iter()
            .filter_map(|f| alice::engine::fast::fen::parse(f).ok())
            .collect()
    });
    let text = String::from_utf8_lossy(data);
    for pos in fast {
        let _ = alice::notation::parse_move(pos, &text);
        let _ = alice::notation::parse_uci(pos, &text);
    }
    for v in GeneralVariant::ALL {
        if let Ok(pos) = alice::engine::general::fen::parse(FENS[1], v.rules()) {
            let _ = alice::notation::parse_move(&pos, &text);
        }
    }
});
