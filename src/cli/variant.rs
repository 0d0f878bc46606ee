//! `--variant NAME` and `--rule NAME=VALUE`: the game a command plays,
//! shared by every command that takes a position or a problem.

use super::common::CliError;
use alice::problem::Problem;
use alice::variant::Variant;

/// The variant options of a command.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct VariantArgs {
    /// Variant: alice (default), alice2, ms-alice, mini, odonohue, alice3,
    /// duo, directed.
    #[arg(long, value_name = "NAME")]
    pub variant: Option<String>,
    /// A rule reading NAME=VALUE (repeatable): castling=on|off,
    /// en-passant=same-board|off, block=transfer|strict.
    #[arg(long = "rule", value_name = "NAME=VALUE")]
    pub rules: Vec<String>,
}

impl VariantArgs {
    /// The variant asked for (standard Alice when none is given).
    pub fn variant(&self) -> Result<Variant, CliError> {
        let mut v = match &self.variant {
            Some(name) => Variant::from_name(name).map_err(|e| CliError::Input(e.to_string()))?,
            None => Variant::ALICE,
        };
        for r in &self.rules {
            v.set_rule(r).map_err(|e| CliError::Input(e.to_string()))?;
        }
        Ok(v)
    }

    /// Play a problem read from a file by the variant and readings given
    /// on the command line, if any: `--variant` replaces the file's variant,
    /// each `--rule` is applied on top of the file's readings.
    pub fn apply(&self, problem: &mut Problem) -> Result<(), CliError> {
        if self.variant.is_none() && self.rules.is_empty() {
            return Ok(());
        }
        let mut v = problem.variant;
        if let Some(name) = &self.variant {
            v.kind = Variant::from_name(name)
                .map_err(|e| CliError::Input(e.to_string()))?
                .kind;
        }
        for r in &self.rules {
            v.set_rule(r).map_err(|e| CliError::Input(e.to_string()))?;
        }
        problem.diagram = alice::engine::convert(&problem.diagram, &problem.variant, &v)
            .map_err(|e| CliError::Input(format!("{}: {e}", problem.name)))?;
        problem.variant = v;
        Ok(())
    }
}

/// `--readings all`: every combination of the disputed rule readings.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum AllReadings {
    /// Every combination (8; 2 for Mini Alice).
    All,
}
