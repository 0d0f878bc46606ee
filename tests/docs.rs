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

/// Every relative link of `README.md`, `ARCHITECTURE.md` and `docs/*.md`
/// leads somewhere: its file exists, and its anchor (`#fairy-pieces`, in
/// the same page or another) is a heading of that page, named as GitHub
/// names headings ([`github_slug`]). Links in code (fenced blocks, code
/// spans) are left out, as are links to the web.
#[test]
fn relative_links_and_anchors_lead_somewhere() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pages = vec![root.join("README.md"), root.join("ARCHITECTURE.md")];
    let mut docs: Vec<_> = std::fs::read_dir(root.join("docs"))
        .expect("docs/")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    pages.extend(docs);
    let mut broken = Vec::new();
    let mut checked = 0;
    for page in &pages {
        let text = std::fs::read_to_string(page).expect("a page");
        for (line, target) in links(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            checked += 1;
            let (path, anchor) = match target.split_once('#') {
                Some((p, a)) => (p, Some(a)),
                None => (target.as_str(), None),
            };
            let file = if path.is_empty() {
                page.clone()
            } else {
                page.parent().expect("a folder").join(path)
            };
            let place = format!("{}:{line}: ({target})", page.display());
            if !file.exists() {
                broken.push(format!("{place}: no file {}", file.display()));
                continue;
            }
            let Some(anchor) = anchor else { continue };
            let Ok(target_text) = std::fs::read_to_string(&file) else {
                broken.push(format!("{place}: an anchor in a file that is no page"));
                continue;
            };
            if !anchors(&target_text).iter().any(|a| a == anchor) {
                broken.push(format!("{place}: no heading #{anchor} there"));
            }
        }
    }
    assert!(checked > 50, "only {checked} relative links found");
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// The links `[text](target)` of a Markdown page outside code, with their
/// line numbers (from 1).
fn links(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (i, line) in prose_lines(text) {
        // Code spans left out: the text between backquotes.
        let prose: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        let mut rest = prose.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            let target = after[..end].split_whitespace().next().unwrap_or_default();
            out.push((i + 1, target.trim_matches(['<', '>']).to_string()));
            rest = &after[end..];
        }
    }
    out
}

/// The lines of a Markdown page outside fenced code blocks, with their
/// indices.
fn prose_lines(text: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if !fenced {
            out.push((i, line));
        }
    }
    out
}

/// The anchors of a page's headings, as GitHub makes them: the first of a
/// name as it is, the next ones with `-1`, `-2`, ...
fn anchors(text: &str) -> Vec<String> {
    let mut seen: Vec<String> = Vec::new();
    let mut out = Vec::new();
    for (_, line) in prose_lines(text) {
        let hashes = line.bytes().take_while(|&b| b == b'#').count();
        if !(1..=6).contains(&hashes) || !line[hashes..].starts_with(' ') {
            continue;
        }
        let slug = github_slug(&line[hashes..]);
        let n = seen.iter().filter(|s| **s == slug).count();
        out.push(if n == 0 {
            slug.clone()
        } else {
            format!("{slug}-{n}")
        });
        seen.push(slug);
    }
    out
}

/// A heading's anchor as GitHub writes it: the text as shown (a link's
/// target, code and emphasis marks left out), in lower case, every
/// character but letters, digits, `-`, `_` and blanks removed, each blank
/// a `-`.
fn github_slug(heading: &str) -> String {
    // A link `[text](target)` shows its text.
    let mut shown = String::new();
    let mut rest = heading.trim();
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find("](").map(|c| open + c) else {
            break;
        };
        let Some(end) = rest[close..].find(')').map(|e| close + e) else {
            break;
        };
        shown.push_str(&rest[..open]);
        shown.push_str(&rest[open + 1..close]);
        rest = &rest[end + 1..];
    }
    shown.push_str(rest);
    shown
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

#[test]
fn github_slugs_as_github_makes_them() {
    assert_eq!(github_slug("Popeye's goals"), "popeyes-goals");
    assert_eq!(
        github_slug("Fairy pieces in FEN (our choice)"),
        "fairy-pieces-in-fen-our-choice"
    );
    assert_eq!(
        github_slug("alice — an Alice Chess problem solver"),
        "alice--an-alice-chess-problem-solver"
    );
    assert_eq!(
        github_slug("`alice man`: the [pages](x.md)"),
        "alice-man-the-pages"
    );
    assert_eq!(
        anchors("# A\n```\n# not a heading\n```\n## A\n### B\n"),
        ["a", "a-1", "b"]
    );
}
