//! Stipulations (`#2`, `h#2.5`, `ser-h#5`, `dia6.5`, `a=>b6`, ...): read,
//! and what is read written and read back the same.
#![no_main]
use alice::stipulation::Stipulation;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(stip) = text.parse::<Stipulation>() {
        let written = stip.to_string();
        let again: Stipulation = written.parse().expect("a written stipulation reads back");
        assert_eq!(again, stip, "{written}");
    }
});
