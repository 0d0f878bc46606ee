//! The layers of `src/` (ARCHITECTURE.md): read every source file's paths
//! (`use` trees and inline `crate::`/`super::`/`alice::` paths, test
//! modules and comments left out), resolve each to the file that defines
//! it, and fail when a file imports one of a higher layer ([`rules::LAYERS`]),
//! when a module has no layer, when a layer imports one a finer rule
//! forbids ([`RULES`]), or when files import each other in a circle.
//!
//! [`KNOWN`] lists the breaches that exist today and are being removed
//! (issue 20); a listed breach that no longer exists fails too, so the list
//! only shrinks.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

mod rules;

use rules::{BIN_LAYER, LAYERS, RULES};

/// Layer breaches that exist today, each `(from file, to file)`, removed as
/// the redesign of issue 20 lands.
const KNOWN: &[(&str, &str)] = &[];

/// Circles of files that exist today (each the whole set of its files),
/// removed as the redesign of issue 20 lands. A circle that grows, shrinks
/// or appears is a failure, and so is a listed circle that is gone.
const KNOWN_CIRCLES: &[&[&str]] = &[];

/// A source file and the module path it defines.
struct SourceFile {
    /// Path relative to the repository (`src/check/run.rs`).
    path: String,
    /// `lib` or `bin`: the crate it belongs to.
    krate: &'static str,
    /// Its module path in that crate (`["check", "run"]`).
    module: Vec<String>,
    /// Its text without comments and test modules.
    code: String,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The text of a file without `//` comments (doc comments included) and
/// without its `#[cfg(test)]` modules.
fn code_of(text: &str) -> String {
    let mut out = String::new();
    let mut skip_depth: Option<i32> = None;
    let mut pending_test = false;
    let mut depth = 0i32;
    for line in text.lines() {
        let line = match line.find("//") {
            Some(i) if !line[..i].contains('"') => &line[..i],
            _ => line,
        };
        let trimmed = line.trim();
        if trimmed.starts_with("#[cfg(test)]") {
            pending_test = true;
            continue;
        }
        let opens = line.matches('{').count() as i32;
        let closes = line.matches('}').count() as i32;
        if pending_test && trimmed.starts_with("mod ") {
            pending_test = false;
            if trimmed.ends_with(';') {
                continue;
            }
            skip_depth = Some(depth);
            depth += opens - closes;
            continue;
        }
        pending_test = false;
        depth += opens - closes;
        if let Some(d) = skip_depth {
            if depth <= d {
                skip_depth = None;
            }
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The files declared as test modules (`#[cfg(test)] mod tests;`).
fn test_module_files(files: &[PathBuf]) -> BTreeSet<PathBuf> {
    let mut out = BTreeSet::new();
    for f in files {
        let text = std::fs::read_to_string(f).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for w in lines.windows(2) {
            if w[0].trim() == "#[cfg(test)]" {
                if let Some(name) = w[1]
                    .trim()
                    .strip_prefix("mod ")
                    .and_then(|r| r.strip_suffix(';'))
                {
                    let dir = if f
                        .file_name()
                        .is_some_and(|n| n == "mod.rs" || n == "lib.rs")
                    {
                        f.parent().unwrap().to_path_buf()
                    } else {
                        f.with_extension("")
                    };
                    out.insert(dir.join(format!("{name}.rs")));
                    out.insert(dir.join(name).join("mod.rs"));
                }
            }
        }
    }
    out
}

fn source_files() -> Vec<SourceFile> {
    let src = root();
    let mut paths = Vec::new();
    walk(&src, &mut paths);
    let tests = test_module_files(&paths);
    paths
        .into_iter()
        .filter(|p| !tests.contains(p))
        .map(|p| {
            let rel = p.strip_prefix(&src).unwrap();
            let mut module: Vec<String> = rel
                .with_extension("")
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if matches!(
                module.last().map(String::as_str),
                Some("mod" | "lib" | "main")
            ) {
                module.pop();
            }
            let krate = if rel.starts_with("cli")
                || rel.starts_with("bin")
                || rel == Path::new("main.rs")
            {
                "bin"
            } else {
                "lib"
            };
            SourceFile {
                path: format!("src/{}", rel.display()),
                krate,
                module,
                code: code_of(&std::fs::read_to_string(&p).unwrap()),
            }
        })
        .collect()
}

/// A `use` tree without whitespace and without its renames (`x as y`).
fn without_renames(tree: &str) -> String {
    let mut out = String::new();
    let mut words = tree.split_whitespace();
    while let Some(w) = words.next() {
        if w == "as" {
            // Keep what follows the new name (`y},` keeps `},`).
            if let Some(name) = words.next() {
                out.push_str(name.trim_start_matches(|c: char| c.is_alphanumeric() || c == '_'));
            }
        } else {
            out.push_str(w);
        }
    }
    out
}

/// Expand a `use` tree (`a::{b, c::{d, e}}`) into its paths.
fn expand(tree: &str) -> Vec<String> {
    let tree = without_renames(tree);
    let Some(open) = tree.find('{') else {
        return vec![tree];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, ch) in inner.char_indices() {
        match ch {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .flat_map(expand)
        .map(|p| {
            let p = if p == "self" { String::new() } else { p };
            format!("{prefix}{p}").trim_end_matches("::").to_string()
        })
        .collect()
}

/// The modules a file declares (`mod x;`, `pub mod x;`, `pub(crate) mod x;`).
fn child_modules(code: &str) -> Vec<String> {
    code.lines()
        .filter_map(|l| {
            let l = l.trim();
            let rest = l.strip_suffix(';')?;
            let name = rest.rsplit_once("mod ")?.1.trim();
            let before = rest.rsplit_once("mod ")?.0.trim();
            (before.is_empty() || before.starts_with("pub")).then(|| name.to_string())
        })
        .collect()
}

/// Every path a file names that starts with `crate`, `super`, `self` or
/// `alice`, or with one of the modules it declares (as `self::x`).
fn paths_of(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    for child in child_modules(code) {
        let word = format!("{child}::");
        let mut from = 0;
        while let Some(i) = code[from..].find(&word) {
            let at = from + i;
            from = at + word.len();
            if at > 0
                && (bytes[at - 1].is_ascii_alphanumeric()
                    || bytes[at - 1] == b'_'
                    || bytes[at - 1] == b':')
            {
                continue;
            }
            let len = code[at..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(code.len() - at);
            out.push(format!(
                "self::{}",
                code[at..at + len].trim_end_matches(':')
            ));
        }
    }
    // `use` statements, which may be trees.
    let mut rest = code;
    while let Some(i) = rest.find("use ") {
        let before_ok = i == 0 || !rest.as_bytes()[i - 1].is_ascii_alphanumeric();
        let stmt = &rest[i + 4..];
        let end = stmt.find(';').unwrap_or(stmt.len());
        if before_ok {
            out.extend(expand(&stmt[..end]));
        }
        rest = &stmt[end.min(stmt.len())..];
    }
    // Inline paths.
    for start_word in ["crate::", "super::", "alice::"] {
        let mut from = 0;
        while let Some(i) = code[from..].find(start_word) {
            let at = from + i;
            from = at + start_word.len();
            if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_') {
                continue;
            }
            let len = code[at..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(code.len() - at);
            out.push(code[at..at + len].trim_end_matches(':').to_string());
        }
    }
    out
}

/// The file a path names, from the file `from`.
fn resolve(
    path: &str,
    from: &SourceFile,
    modules: &BTreeMap<(&str, Vec<String>), usize>,
) -> Option<usize> {
    let mut segs: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
    if segs.is_empty() {
        return None;
    }
    let (krate, mut base): (&str, Vec<String>) = match segs[0] {
        "crate" => (from.krate, vec![]),
        "alice" => ("lib", vec![]),
        "self" => (from.krate, from.module.clone()),
        "super" => {
            let mut m = from.module.clone();
            m.pop();
            segs.remove(0);
            while segs.first() == Some(&"super") {
                m.pop();
                segs.remove(0);
            }
            (from.krate, m)
        }
        _ => return None,
    };
    if matches!(segs.first(), Some(&"crate" | &"alice" | &"self")) {
        segs.remove(0);
    }
    for s in &segs {
        base.push(s.to_string());
    }
    // The longest prefix that is a file.
    while !base.is_empty() {
        if let Some(&i) = modules.get(&(krate, base.clone())) {
            return Some(i);
        }
        base.pop();
    }
    None
}

/// Edges between files: `(from, to)` indices.
fn edges(files: &[SourceFile]) -> BTreeSet<(usize, usize)> {
    let modules: BTreeMap<(&str, Vec<String>), usize> = files
        .iter()
        .enumerate()
        .map(|(i, f)| ((f.krate, f.module.clone()), i))
        .collect();
    let mut out = BTreeSet::new();
    for (i, f) in files.iter().enumerate() {
        for p in paths_of(&f.code) {
            if let Some(j) = resolve(&p, f, &modules) {
                if j != i {
                    out.insert((i, j));
                }
            }
        }
    }
    out
}

/// The layer rule a file falls under: the library module it is in.
fn layer_of(f: &SourceFile) -> Option<&str> {
    if f.krate == "bin" {
        return None;
    }
    f.module.first().map(String::as_str)
}

/// The layer number of a file: the binary's files are [`BIN_LAYER`], the
/// library's root none, every other file its top module's row of
/// [`LAYERS`] (`Err` with the module when it has none).
fn layer_number(f: &SourceFile) -> Result<Option<u8>, String> {
    if f.krate == "bin" {
        return Ok(Some(BIN_LAYER));
    }
    let Some(top) = f.module.first() else {
        return Ok(None);
    };
    LAYERS
        .iter()
        .find(|(m, _)| m == top)
        .map(|&(_, n)| Some(n))
        .ok_or_else(|| top.clone())
}

/// Files in circles (strongly connected components of more than one file).
fn circles(n: usize, edges: &BTreeSet<(usize, usize)>) -> Vec<Vec<usize>> {
    // Tarjan's algorithm, iterative enough for a few hundred files.
    struct T<'a> {
        adj: Vec<Vec<usize>>,
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        out: &'a mut Vec<Vec<usize>>,
    }
    fn visit(t: &mut T, v: usize) {
        t.index[v] = Some(t.next);
        t.low[v] = t.next;
        t.next += 1;
        t.stack.push(v);
        t.on[v] = true;
        for w in t.adj[v].clone() {
            match t.index[w] {
                None => {
                    visit(t, w);
                    t.low[v] = t.low[v].min(t.low[w]);
                }
                Some(iw) if t.on[w] => t.low[v] = t.low[v].min(iw),
                _ => {}
            }
        }
        if Some(t.low[v]) == t.index[v] {
            let mut comp = Vec::new();
            loop {
                let w = t.stack.pop().unwrap();
                t.on[w] = false;
                comp.push(w);
                if w == v {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort();
                t.out.push(comp);
            }
        }
    }
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in edges {
        adj[a].push(b);
    }
    let mut out = Vec::new();
    let mut t = T {
        adj,
        index: vec![None; n],
        low: vec![0; n],
        on: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: &mut out,
    };
    for v in 0..n {
        if t.index[v].is_none() {
            visit(&mut t, v);
        }
    }
    out
}

#[test]
fn use_trees_expand() {
    assert_eq!(
        expand("crate::a::{b, c::{d, e as f}, self}"),
        [
            "crate::a::b",
            "crate::a::c::d",
            "crate::a::c::e",
            "crate::a"
        ]
    );
    assert_eq!(expand("super::x as y"), ["super::x"]);
}

#[test]
fn layers_only_point_down_and_files_make_no_circle() {
    let files = source_files();
    let edges = edges(&files);
    let mut breaches = BTreeSet::new();
    let mut problems = Vec::new();
    for f in &files {
        if let Err(top) = layer_number(f) {
            problems.push(format!(
                "{}: the module {top} has no layer in tests/layers/rules.rs (LAYERS)",
                f.path
            ));
        }
    }
    for &(a, b) in &edges {
        let (fa, fb) = (&files[a], &files[b]);
        if let (Ok(Some(na)), Ok(Some(nb))) = (layer_number(fa), layer_number(fb)) {
            if na < nb {
                breaches.insert((fa.path.clone(), fb.path.clone()));
                if !KNOWN.contains(&(fa.path.as_str(), fb.path.as_str())) {
                    problems.push(format!(
                        "{} (layer {na}) imports {} (layer {nb}): layers only point down",
                        fa.path, fb.path
                    ));
                }
            }
        }
        let (Some(la), Some(lb)) = (layer_of(fa), layer_of(fb)) else {
            continue;
        };
        for (layer, forbidden, why) in RULES {
            if la == *layer && forbidden.contains(&lb) {
                breaches.insert((fa.path.clone(), fb.path.clone()));
                if !KNOWN.contains(&(fa.path.as_str(), fb.path.as_str())) {
                    problems.push(format!(
                        "{} imports {} ({layer} may not import {lb}: {why})",
                        fa.path, fb.path
                    ));
                }
            }
        }
    }
    for (a, b) in KNOWN {
        if !breaches.contains(&(a.to_string(), b.to_string())) {
            problems.push(format!(
                "({a}, {b}) is listed in KNOWN but is no longer a breach: remove it"
            ));
        }
    }
    let mut seen_circles = Vec::new();
    for c in circles(files.len(), &edges) {
        let names: Vec<&str> = c.iter().map(|&i| files[i].path.as_str()).collect();
        let mut sorted = names.clone();
        sorted.sort();
        if KNOWN_CIRCLES.iter().any(|k| {
            let mut k = k.to_vec();
            k.sort();
            k == sorted
        }) {
            seen_circles.push(sorted);
            continue;
        }
        let ties: Vec<String> = edges
            .iter()
            .filter(|(a, b)| c.contains(a) && c.contains(b))
            .map(|&(a, b)| format!("{} -> {}", files[a].path, files[b].path))
            .collect();
        problems.push(format!(
            "files in a circle: {} ({})",
            names.join(", "),
            ties.join("; ")
        ));
    }
    for k in KNOWN_CIRCLES {
        let mut k = k.to_vec();
        k.sort();
        if !seen_circles.contains(&k) {
            problems.push(format!(
                "the circle {} is listed in KNOWN_CIRCLES but is gone (or changed): update the list",
                k.join(", ")
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "{} layering problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn no_two_public_types_share_a_name() {
    let mut seen: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for f in source_files() {
        for line in f.code.lines() {
            let line = line.trim_start();
            let Some(rest) = line.strip_prefix("pub ") else {
                continue;
            };
            for kw in ["struct ", "enum ", "trait ", "type "] {
                if let Some(name) = rest.strip_prefix(kw) {
                    let name: String = name
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    seen.entry(name).or_default().push(f.path.clone());
                }
            }
        }
    }
    let shared: Vec<String> = seen
        .into_iter()
        .filter(|(_, files)| files.len() > 1)
        .map(|(name, files)| format!("{name}: {}", files.join(", ")))
        .collect();
    assert!(
        shared.is_empty(),
        "public types sharing a name:\n{}",
        shared.join("\n")
    );
}
