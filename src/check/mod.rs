//! Checking problems against their intended solutions.

pub mod intended;
