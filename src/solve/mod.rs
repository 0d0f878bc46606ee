//! Solving: one entry point per twin ([`solve_twin`], returning a
//! [`Report`]) over direct, self and reflex play ([`direct`]), help and
//! series play ([`help`]) and proof games ([`proof`]).

mod count;
pub mod direct;
pub mod help;
mod progress;
pub mod proof;
mod twin;

pub(crate) use count::count_verdict;
pub use count::CountVerdict;
pub use progress::{NoProgress, Progress};
pub use twin::{
    solve_twin, twin_start, Report, Sink, SolveError, SolveHooks, SolveOptions, TwinStart,
};
