//! Twin lines of Popeye input and YAML, applied to a problem.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let popeye = format!(
        "BeginProblem\nPieces White Ka1 Qb2 AliceB Rc3 Black Kh8 Pg7\nCondition AliceChess\nStipulation #2\nTwin {text}\nEndProblem\n"
    );
    for problem in alice::formats::parse_popeye(&popeye, Some("fuzz.inp"))
        .into_iter()
        .flatten()
    {
        let _ = problem.twin_list();
    }
    let yaml = format!(
        "fen: 'k7/6p1/8/8/8/2R*5/1Q6/K7 w - - 0 1'\nstipulation: '#2'\noptions: [AliceChess]\ntwins:\n  b: {text}\n"
    );
    for problem in alice::formats::parse_yaml(&yaml, Some("fuzz.yaml"))
        .into_iter()
        .flatten()
    {
        let _ = problem.twin_list();
    }
});
