//! `alice popeye [options] [FILE|-]`: read Popeye input and answer in
//! Popeye's output layout (a drop-in for front ends that run Popeye). The
//! command line is Popeye's: single-dash options (`-regression`,
//! `-maxtime S`, `-maxmem N`), then the input file (standard input when
//! there is none or it is `-`).

use super::common::CliError;
use alice::popeye::{run as run_popeye, PopeyeSettings};
use std::io::Read;

/// Popeye's command line: its options and the input file.
#[derive(clap::Args)]
pub struct PopeyeArgs {
    /// Popeye's options (-regression, -maxtime S, -maxmem N: the memory
    /// budget, N kilobytes or with M or G, 0 the default 256 M; -maxpos N,
    /// -maxtrace N, -heartbeat [N] and -nohash are accepted and ignored),
    /// then the input file or '-' for standard input.
    // `[N]` is clap help text (shown as written), not a doc link.
    #[allow(rustdoc::broken_intra_doc_links)]
    #[arg(
        trailing_var_arg = true,
        allow_hyphen_values = true,
        value_name = "ARGS"
    )]
    pub args: Vec<String>,
}

/// Read Popeye's command line: the settings and the input file, if any.
fn parse(args: &[String]) -> Result<(PopeyeSettings, Option<String>), CliError> {
    let mut settings = PopeyeSettings::default();
    let mut file = None;
    let mut i = 0;
    let number = |i: usize, name: &str| -> Result<&String, CliError> {
        args.get(i + 1)
            .ok_or_else(|| CliError::Input(format!("popeye option {name} needs a value")))
    };
    while i < args.len() {
        let a = args[i].as_str();
        match a {
            "-regression" => settings.regression = true,
            "-maxtime" => {
                let v = number(i, a)?;
                let secs =
                    super::common::parse_seconds(v).map_err(|e| CliError::Input(e.to_string()))?;
                settings.max_time = Some(secs);
                i += 1;
            }
            "-maxmem" => {
                settings.memory = popeye_maxmem(number(i, a)?);
                i += 1;
            }
            "-maxpos" | "-maxtrace" => {
                number(i, a)?;
                i += 1;
            }
            "-heartbeat" => {
                if args.get(i + 1).is_some_and(|v| v.parse::<u32>().is_ok()) {
                    i += 1;
                }
            }
            "-nohash" | "-notrace" => {}
            "-" => file = None,
            _ if a.starts_with('-') && a.len() > 1 => {
                return Err(CliError::Input(format!(
                    "unknown popeye option '{}' (known: -regression, -maxtime S, -maxmem N)",
                    alice::text::bounded(a)
                )))
            }
            _ => {
                if file.is_some() {
                    return Err(CliError::Input("give one input file".into()));
                }
                file = Some(a.to_string());
            }
        }
        i += 1;
    }
    Ok((settings, file))
}

/// Popeye's `-maxmem N` as our memory budget: N kilobytes, or megabytes
/// and gigabytes with `M` and `G` (as Popeye reads it, which sizes its hash
/// table by it). Popeye's `-maxmem 0` (no hash table) and a value it cannot
/// read keep the default: our tables never change a result (see
/// docs/popeye.md).
fn popeye_maxmem(text: &str) -> alice::memory::MemoryBudget {
    let digits = text
        .trim_start()
        .chars()
        .take_while(char::is_ascii_digit)
        .count();
    let (number, rest) = text.trim_start().split_at(digits);
    let kilobytes = match (number.parse::<usize>(), rest.chars().next()) {
        (Ok(n), Some('G')) => n.saturating_mul(1 << 20),
        (Ok(n), Some('M')) => n.saturating_mul(1 << 10),
        (Ok(n), _) => n,
        (Err(_), _) => 0,
    };
    if kilobytes == 0 {
        alice::memory::MemoryBudget::DEFAULT
    } else {
        alice::memory::MemoryBudget::megabytes(kilobytes >> 10)
    }
}

/// Run `alice popeye`; exit status 0 when every problem was solved, 1 when
/// some could not be (input errors, unsupported input, a time limit).
pub fn run(args: &PopeyeArgs) -> Result<i32, CliError> {
    let (settings, file) = parse(&args.args)?;
    // UTF-8 or Latin-1 (older Popeye files): decoded, never refused.
    let bytes = match &file {
        Some(path) => std::fs::read(path)
            .map_err(|e| CliError::Input(format!("cannot open input-file {path}: {e}")))?,
        None => {
            let mut bytes = Vec::new();
            std::io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|e| CliError::Input(format!("cannot read standard input: {e}")))?;
            bytes
        }
    };
    let text = alice::formats::decode(bytes);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let stderr = std::io::stderr();
    let mut err = stderr.lock();
    let summary = run_popeye(&text, file.as_deref(), &settings, &mut out, &mut err)?;
    Ok(if summary.failed > 0 { 1 } else { 0 })
}
