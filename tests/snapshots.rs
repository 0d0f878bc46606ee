//! Snapshot tests over the problem collection: every file in `problems/` is
//! solved and checked, and its full text output (header, solution tree or
//! solutions, status against the intended solution) is compared with the
//! snapshot in the top-level `snapshots/` folder. A new problem file gets its
//! snapshot by itself (`INSTA_UPDATE=always cargo test --release --test
//! snapshots`, then review and commit); CI fails on any change.

use alice::check::judge::CheckSettings;
use alice::check::run::check_problem;
use alice::formats;
use alice::output;

fn render_file(path: &std::path::Path) -> String {
    let problems = formats::read_problems(path).expect("problem file is readable");
    let settings = CheckSettings::default();
    let mut out = String::new();
    for (i, p) in problems.into_iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        match p {
            Ok(problem) => {
                let outcomes = check_problem(&problem, &settings);
                out.push_str(&output::problem::render(&problem, &outcomes));
            }
            Err(e) => out.push_str(&format!("error: {e}\n")),
        }
    }
    out
}

#[test]
fn collection_snapshots() {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| {
        insta::glob!("../problems", "*.{yaml,yml,olv,inp}", |path| {
            insta::assert_snapshot!(render_file(path));
        });
    });
}

#[test]
fn every_collection_problem_is_as_intended() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("problems");
    let mut checked = 0;
    let mut entries: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "yaml" || e == "inp"))
    {
        for p in formats::read_problems(path).unwrap() {
            let problem = p.unwrap_or_else(|e| panic!("{e}"));
            for o in check_problem(&problem, &CheckSettings::default()) {
                assert!(
                    o.status.as_intended(),
                    "{}: {} {}",
                    path.display(),
                    o.status.words(),
                    o.detail
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 20, "only {checked} problems in the collection");
}
