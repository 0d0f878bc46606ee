//! Every command shown with its output in `README.md` and `docs/` runs here
//! (with `trycmd`): a ```` ```console ```` block's `$ alice ...` lines are
//! run from the repository's root and their output compared with the text
//! shown (`...` on a line of its own stands for any lines, `[..]` for the
//! rest of a line, e.g. a time). Blocks marked `sh` or `text` are not run:
//! they hold shell pipelines, files a reader writes, or measured timings.
//! A block after a line `<!-- shown: alice ARGS -->` is output with
//! backslashes (LaTeX), compared byte for byte ([`shown_raw_output`]).
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

/// Output with backslashes (LaTeX) cannot be shown in a `console` block:
/// trycmd reads a backslash as a Windows path separator and turns it into
/// a slash. Such a block follows a line `<!-- shown: alice ARGS -->` (the
/// command is also given in the text) and must be exactly the output of
/// that command.
#[test]
fn shown_raw_output() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pages = vec![root.join("README.md")];
    let mut docs: Vec<_> = std::fs::read_dir(root.join("docs"))
        .expect("docs/")
        .map(|e| e.expect("an entry").path())
        .collect();
    docs.sort();
    pages.extend(docs);
    let mut checked = 0;
    for page in pages {
        let text = std::fs::read_to_string(&page).expect("a page");
        let mut lines = text.lines();
        while let Some(line) = lines.next() {
            let Some(cmd) = line
                .strip_prefix("<!-- shown: alice ")
                .and_then(|l| l.strip_suffix(" -->"))
            else {
                continue;
            };
            let fence = lines.next().expect("a fenced block after the marker");
            assert!(fence.starts_with("```"), "{}: {fence}", page.display());
            let shown: String = lines
                .by_ref()
                .take_while(|l| !l.starts_with("```"))
                .map(|l| format!("{l}\n"))
                .collect();
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_alice"))
                .args(cmd.split_whitespace())
                .current_dir(root)
                .output()
                .expect("alice runs");
            assert!(out.status.success(), "{}: alice {cmd}", page.display());
            assert_eq!(
                String::from_utf8_lossy(&out.stdout),
                shown,
                "{}: the output of alice {cmd}",
                page.display()
            );
            checked += 1;
        }
    }
    assert!(checked > 0, "no raw block found");
}
