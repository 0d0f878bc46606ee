//! YAML problem files (YACPDB / Olive): read, and what is read written and
//! read again.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = alice::formats::decode(data.to_vec());
    for problem in alice::formats::parse_yaml(&text, Some("fuzz.yaml"))
        .into_iter()
        .flatten()
    {
        let _ = problem.twin_list();
        let written = alice::formats::write_yaml(&problem);
        let _ = alice::formats::parse_yaml(&written, Some("written.yaml"));
    }
});
