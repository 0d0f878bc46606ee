//! Every command shown with its output in `README.md` and `docs/` runs here
//! (with `trycmd`): a ```` ```console ```` block's `$ alice ...` lines are
//! run from the repository's root and their output compared with the text
//! shown (`...` on a line of its own stands for any lines, `[..]` for the
//! rest of a line, e.g. a time). Blocks marked `sh` or `text` are not run:
//! they hold shell pipelines, files a reader writes, or measured timings.
//!
//! To see what changed: `cargo test --release --test docs`; to rewrite the
//! shown output after a deliberate change, `TRYCMD=overwrite cargo test
//! --release --test docs`, then review the diff (elisions must be put back
//! by hand).

#[test]
fn shown_commands() {
    let cases = trycmd::TestCases::new();
    cases
        .register_bin("alice", std::path::Path::new(env!("CARGO_BIN_EXE_alice")))
        .register_bin("py", std::path::Path::new(env!("CARGO_BIN_EXE_py")))
        .env("ALICE_PROGRESS_DELAY_MS", "1000000")
        .case("README.md")
        .case("docs/*.md");
}
