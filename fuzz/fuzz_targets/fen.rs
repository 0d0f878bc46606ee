//! Alice FEN in every variant: the fast engine's reader and the general
//! engine's, and what they write read back.
#![no_main]
use alice::engine::general::rules::GeneralVariant;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(pos) = alice::engine::fast::fen::parse(&text) {
        let again = alice::engine::fast::fen::write(&pos);
        assert!(alice::engine::fast::fen::parse(&again).is_ok(), "{again}");
    }
    let _ = alice::engine::fast::fen::parse_setup(&text);
    for v in GeneralVariant::ALL {
        if let Ok(pos) = alice::engine::general::fen::parse(&text, v.rules()) {
            let _ = alice::engine::general::fen::write(&pos);
        }
    }
});
