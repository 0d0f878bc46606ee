//! `alice solve FILE --shard I/N` (one slice of every twin's first moves,
//! written as one JSON line) and `alice merge` of such parts (the output of
//! the unsharded solve). The logic is in `alice::check::solve_shard`.

use super::common::{thread_pool, CliError};
use super::solve_args::{adjust, settings_of, SolveArgs};
use super::solve_print::print_problems;
use alice::check::solve_shard::{self, PartRow};
use alice::output::Format;
use alice::shard::{fnv1a, Shard};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The options of the sharded solve that shape its output.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Options {
    tries: bool,
    refutations: Option<u32>,
    set_play: bool,
    intended: Option<u32>,
    /// Text or JSON (written as `json`, true for JSON).
    #[serde(rename = "json", with = "json_field")]
    format: Format,
    timeout: Option<f64>,
    variant: Option<String>,
    rules: Vec<String>,
}

/// One problem's parts (or why it could not be read).
#[derive(Clone, Debug, Serialize, Deserialize)]
struct ProblemPart {
    problem: usize,
    #[serde(default)]
    twins: Vec<PartRow>,
    #[serde(default)]
    error: Option<String>,
}

/// The document a solve shard writes.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Doc {
    version: u32,
    shard: Shard,
    /// The problem file as given (empty for `--fen`).
    file: String,
    /// FNV-1a of its bytes: the merge reads the same file.
    file_fnv: String,
    /// `--fen`, `--stip` and `--target`, without a file.
    #[serde(default)]
    fen: Option<(String, String, Option<String>)>,
    options: Options,
    problems: Vec<ProblemPart>,
}

/// The key of the document's object.
const KEY: &str = "alice_solve_shard";
/// How a solve shard's file begins: its document under [`KEY`].
const OPENING: &str = "{\"alice_solve_shard\"";

fn options(args: &SolveArgs) -> Options {
    Options {
        tries: args.tries,
        refutations: args.refutations,
        set_play: args.set_play,
        intended: args.intended,
        format: args.format,
        timeout: args.timeout,
        variant: args.variant.variant.clone(),
        rules: args.variant.rules.clone(),
    }
}

fn file_fnv(path: &Path) -> Result<String, CliError> {
    let bytes =
        std::fs::read(path).map_err(|e| CliError::Input(format!("{}: {e}", path.display())))?;
    Ok(format!("{:016x}", fnv1a(&bytes)))
}

/// The problem of `alice solve --fen FEN --stip STIP [--target FEN]`.
fn fen_problem(
    fen: &str,
    stip: &str,
    target: Option<&str>,
    args: &SolveArgs,
) -> Result<alice::problem::Problem, CliError> {
    let variant = args.variant.variant()?;
    let setup = super::common::parse_fen_for(fen, &variant)?.to_setup();
    let stip: alice::stipulation::Stipulation =
        stip.parse().map_err(|e| CliError::Input(format!("{e}")))?;
    let mut problem = alice::problem::Problem::new(setup, stip);
    problem.variant = variant;
    if let Some(t) = target {
        problem.target = Some(super::common::parse_fen_for(t, &variant)?.to_setup());
    }
    if let Some(n) = args.intended {
        problem.options.intended_solutions = Some(n);
    }
    Ok(problem)
}

/// `alice solve FILE --shard I/N` (or `--fen FEN --stip STIP --shard
/// I/N`): solve the shard and write its part.
pub fn shard(shard: Shard, args: &SolveArgs) -> Result<(), CliError> {
    if args.readings.is_some() || args.max_solutions.is_some() {
        return Err(CliError::Input(
            "--shard splits the full solve: not with --readings or --max-solutions".into(),
        ));
    }
    let Some(path) = &args.file else {
        let (Some(fen), Some(stip)) = (&args.fen, &args.stip) else {
            return Err(CliError::Input(
                "give a problem file or a position and a stipulation: alice solve FILE --shard I/N"
                    .into(),
            ));
        };
        let problem = fen_problem(fen, stip, args.target.as_deref(), args)?;
        if problem.stipulation.is_proof() {
            return Err(CliError::Input(
                "--shard with --fen splits direct, help and series play (a proof game: give a problem file)".into(),
            ));
        }
        let settings = alice::check::judge::CheckSettings {
            shard: Some(shard),
            ..settings_of(args)
        };
        let twins =
            thread_pool(args.jobs)?.install(|| solve_shard::shard_problem(&problem, &settings));
        let doc = Doc {
            version: 1,
            shard,
            file: String::new(),
            file_fnv: String::new(),
            fen: Some((fen.clone(), stip.clone(), args.target.clone())),
            options: options(args),
            problems: vec![ProblemPart {
                problem: 1,
                twins,
                error: None,
            }],
        };
        super::common::print_line(
            &serde_json::json!({ KEY: doc, "schema_version": alice::output::JSON_SCHEMA_VERSION })
                .to_string(),
        );
        return Ok(());
    };
    let fnv = file_fnv(path)?;
    let problems = super::common::read_problem_file(path)?;
    let settings = alice::check::judge::CheckSettings {
        shard: Some(shard),
        ..settings_of(args)
    };
    let pool = thread_pool(args.jobs)?;
    let mut parts = Vec::new();
    for (i, p) in problems.into_iter().enumerate() {
        let part = match p {
            Err(e) => ProblemPart {
                problem: i + 1,
                twins: Vec::new(),
                error: Some(e.to_string()),
            },
            Ok(mut problem) => {
                adjust(&mut problem, args)?;
                ProblemPart {
                    problem: i + 1,
                    twins: pool.install(|| solve_shard::shard_problem(&problem, &settings)),
                    error: None,
                }
            }
        };
        parts.push(part);
    }
    let doc = Doc {
        version: 1,
        shard,
        file: path.display().to_string(),
        file_fnv: fnv,
        fen: None,
        options: options(args),
        problems: parts,
    };
    let line =
        serde_json::json!({ KEY: doc, "schema_version": alice::output::JSON_SCHEMA_VERSION });
    super::common::print_line(&line.to_string());
    Ok(())
}

/// Whether the file is the output of `alice solve --shard`.
pub fn is_solve_shard(path: &Path) -> bool {
    use std::io::Read;
    let mut head = [0u8; 40];
    let n = std::fs::File::open(path)
        .and_then(|mut f| f.read(&mut head))
        .unwrap_or(0);
    String::from_utf8_lossy(&head[..n]).starts_with(OPENING)
}

fn read_doc(path: &Path) -> Result<Doc, CliError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::Input(format!("{}: {e}", path.display())))?;
    let value: serde_json::Value = serde_json::from_str(text.trim())
        .map_err(|e| CliError::Input(format!("{}: not a solve shard: {e}", path.display())))?;
    serde_json::from_value(value[KEY].clone())
        .map_err(|e| CliError::Input(format!("{}: not a solve shard: {e}", path.display())))
}

/// Merge solve shards and print the unsharded solve's output.
pub fn run(paths: &[PathBuf], format: Format) -> Result<i32, CliError> {
    let mut docs: Vec<Doc> = Vec::new();
    for p in paths {
        let doc = read_doc(p)?;
        if let Some(first) = docs.first() {
            if doc.file != first.file
                || doc.file_fnv != first.file_fnv
                || doc.fen != first.fen
                || doc.options != first.options
                || doc.shard.count != first.shard.count
            {
                return Err(CliError::Input(format!(
                    "{}: a shard of another solve (file, options or shard count differ from {})",
                    p.display(),
                    paths[0].display()
                )));
            }
            if let Some(twice) = docs.iter().find(|d| d.shard == doc.shard) {
                return Err(CliError::Input(format!(
                    "overlap: shard {} is given twice ({})",
                    twice.shard,
                    p.display()
                )));
            }
        }
        docs.push(doc);
    }
    let Some(first) = docs.first().cloned() else {
        return Err(CliError::Input("no shard given".into()));
    };
    let missing: Vec<String> = (1..=first.shard.count)
        .filter(|i| !docs.iter().any(|d| d.shard.index == *i))
        .map(|i| format!("{i}/{}", first.shard.count))
        .collect();
    if !missing.is_empty() {
        return Err(CliError::Input(format!(
            "gap: shard{} {} missing: the solve cannot be merged without {}",
            if missing.len() == 1 { "" } else { "s" },
            missing.join(", "),
            if missing.len() == 1 { "it" } else { "them" }
        )));
    }
    docs.sort_by_key(|d| d.shard.index);
    if let Some((fen, stip, target)) = &first.fen {
        return merge_fen(&docs, fen, stip, target.as_deref(), format);
    }
    let path = PathBuf::from(&first.file);
    if file_fnv(&path)? != first.file_fnv {
        return Err(CliError::Input(format!(
            "{}: the file changed since the shards were solved",
            first.file
        )));
    }
    let args = args_of(&first.options, Some(path.clone()), format);
    let problems = super::common::read_problem_file(&path)?;
    print_problems(&first.file, problems, &args, &mut |i, problem| {
        let outcomes = solve_shard::merge_problem(problem, &parts_of(&docs, i + 1))
            .map_err(|e| CliError::Input(format!("{}, problem {}: {e}", first.file, i + 1)))?;
        Ok(outcomes.into_iter().map(|o| (o, None)).collect())
    })
    .map(|()| 0)
}

/// Every shard's parts of problem `number`.
fn parts_of(docs: &[Doc], number: usize) -> Vec<Vec<PartRow>> {
    docs.iter()
        .map(|d| {
            d.problems
                .iter()
                .find(|p| p.problem == number)
                .map(|p| p.twins.clone())
                .unwrap_or_default()
        })
        .collect()
}

/// The solve's options as the shards record them.
fn args_of(o: &Options, file: Option<PathBuf>, format: Format) -> SolveArgs {
    SolveArgs {
        file,
        fen: None,
        stip: None,
        target: None,
        tries: o.tries,
        refutations: o.refutations,
        set_play: o.set_play,
        intended: o.intended,
        // (JSON when either the shards or the merge ask for it.)
        format: match format {
            Format::Json => Format::Json,
            Format::Text => o.format,
        },
        timeout: o.timeout,
        max_solutions: None,
        no_intelligent: false,
        jobs: None,
        memory: alice::memory::MemoryBudget::DEFAULT.bytes() >> 20,
        variant: super::variant::VariantArgs {
            variant: o.variant.clone(),
            rules: o.rules.clone(),
        },
        readings: None,
        shard: None,
    }
}

/// Merge the shards of `alice solve --fen` and print what it prints: the
/// variant line, then the solution text (or the report as JSON).
fn merge_fen(
    docs: &[Doc],
    fen: &str,
    stip: &str,
    target: Option<&str>,
    format: Format,
) -> Result<i32, CliError> {
    let args = args_of(&docs[0].options, None, format);
    let problem = fen_problem(fen, stip, target, &args)?;
    let outcomes = solve_shard::merge_problem(&problem, &parts_of(docs, 1))
        .map_err(|e| CliError::Input(format!("--fen: {e}")))?;
    let Some(o) = outcomes.first() else {
        return Err(CliError::Input("--fen: no part".into()));
    };
    let timeout = args.timeout.unwrap_or(0.0);
    match o.status {
        alice::verdict::Status::Interrupted => return Err(CliError::Interrupted),
        alice::verdict::Status::Timeout => {
            return Err(CliError::Timeout(format!(
                "no verdict, the time limit of {timeout} s was reached"
            )))
        }
        alice::verdict::Status::Error => return Err(CliError::Input(o.detail.clone())),
        _ => {}
    }
    let variant = problem.variant;
    if args.format == Format::Json {
        let mut value = o.solution.json();
        if let Some(obj) = value.as_object_mut() {
            obj.insert(
                "schema_version".into(),
                alice::output::JSON_SCHEMA_VERSION.into(),
            );
            if !variant.is_standard() {
                obj.insert("variant".into(), variant.to_string().into());
            }
        }
        let text = serde_json::to_string_pretty(&value)
            .map_err(|e| CliError::Input(format!("cannot write JSON: {e}")))?;
        super::common::print_line(&text);
    } else {
        if !variant.is_standard() {
            super::common::print_line(&format!("variant: {variant}"));
        }
        super::common::print_text(&o.solution.text());
    }
    Ok(0)
}

/// [`Options::format`] as the shard documents hold it: `"json": true` for
/// JSON, `false` for text.
mod json_field {
    use alice::output::Format;
    use serde::{Deserialize, Deserializer, Serializer};

    /// Write the format as the flag.
    pub fn serialize<S: Serializer>(format: &Format, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bool(*format == Format::Json)
    }

    /// Read the flag as the format.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Format, D::Error> {
        Ok(match bool::deserialize(d)? {
            true => Format::Json,
            false => Format::Text,
        })
    }
}
