//! Popeye input: read, and what is read written and read again.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = alice::formats::decode(data.to_vec());
    for problem in alice::formats::parse_popeye(&text, Some("fuzz.inp"))
        .into_iter()
        .flatten()
    {
        let _ = problem.twin_list();
        if alice::formats::popeye_can_hold(&problem) {
            let written = alice::formats::write_popeye(&problem);
            let _ = alice::formats::parse_popeye(&written, Some("written.inp"));
        }
    }
});
