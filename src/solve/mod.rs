//! Solving: direct, self and reflex play ([`direct`]) and help and series
//! play ([`help`]).

pub mod direct;
pub mod help;
