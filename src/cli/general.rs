//! `--engine`: which engine plays `show`, `moves` and `perft`: the general
//! engine for the variants only it plays (`odonohue`, `alice3`, `duo`,
//! `directed`), and for `alice`, `ms-alice`, `mini` with `--engine general`
//! (a cross-check of the fast engine); the fast engine otherwise.

use super::common::CliError;
use super::variant::VariantArgs;
use alice::variant::VariantKind;

/// Which engine plays a command.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineChoice {
    /// The bitboard engine for alice, alice2, ms-alice, mini; the general
    /// engine for the other variants.
    Auto,
    /// The rules-as-data engine (every variant but alice2).
    General,
}

/// `--engine`.
#[derive(clap::Args, Clone, Debug)]
pub struct EngineArgs {
    /// Engine: auto (default; the fast engine where it can) or general.
    #[arg(long, value_enum, default_value_t = EngineChoice::Auto)]
    pub engine: EngineChoice,
}

/// The general engine's variant when the command is for it: a variant
/// only it plays, or any variant it plays with `--engine general`.
pub fn chosen(args: &VariantArgs, engine: &EngineArgs) -> Result<Option<VariantKind>, CliError> {
    let named = args.variant.as_deref().map(VariantKind::general_from_word);
    let gv = match (named, engine.engine) {
        (Some(Some(v)), EngineChoice::Auto) if !v.info().fast_engine() => v,
        (_, EngineChoice::Auto) => return Ok(None),
        (None, EngineChoice::General) => VariantKind::Alice,
        (Some(Some(v)), EngineChoice::General) => v,
        (Some(None), EngineChoice::General) => {
            return Err(CliError::Input(format!(
                "the general engine plays {} (not '{}')",
                names(),
                alice::text::bounded(args.variant.as_deref().unwrap_or(""))
            )))
        }
    };
    if !args.rules.is_empty() {
        return Err(CliError::Input(format!(
            "--rule applies to the fast engine's variants, not to {gv} on the general engine"
        )));
    }
    Ok(Some(gv))
}

/// The variant names the general engine plays.
pub fn names() -> String {
    VariantKind::GENERAL
        .iter()
        .map(|v| v.name())
        .collect::<Vec<_>>()
        .join(", ")
}
