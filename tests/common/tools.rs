//! Tests that need a tool outside Rust (Chromium, pdflatex with
//! `diagram.sty`, GNU parallel, `script(1)`): `.ci/run` installs them, so in
//! CI (`CI=true`, which `.ci/run` sets) a missing tool fails the test; on a
//! developer's machine the test says it was skipped and returns.

/// Whether the tests run in CI: `CI` set to anything but empty, `0` or
/// `false` (`.ci/run` sets `CI=true`, as most CI services do).
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !matches!(v.trim(), "" | "0" | "false"))
}

/// The test `test` cannot run here (`why`: the tool that is missing, and
/// how to install it). In CI this panics (the test fails: CI installs every
/// tool, so a missing one is a broken CI, never a silent pass); elsewhere
/// it prints `skipped: ...` and the caller returns.
pub fn cannot_run(test: &str, why: &str) {
    assert!(
        !in_ci(),
        "{test} cannot run: {why}; .ci/run installs it, and with CI=true a test never skips"
    );
    eprintln!("skipped: {test}: {why}");
}
