//! Verdicts: the composer's intended solution read into moves
//! ([`intended`]) and written readable ([`readable`]), what a solver found compared with it as a [`Status`]
//! ([`compare`]), and a twin's [`TwinOutcome`]. Below the printers (which
//! show statuses) and above the solvers (whose reports are judged); it runs
//! no solver.

pub mod intended;
mod outcome;
pub mod readable;
mod status;

pub use outcome::{Solution, TwinOutcome, WritableReport};
pub use status::{compare, coordinates, findings, Findings, Status};
