//! Rendering solver reports for people (text in the problemists' layout).
//! JSON comes from the reports' `serde` derives.

pub mod diagram;
pub mod direct;
pub mod help;
pub mod html;
mod html_diff;
pub mod problem;
pub mod proof;
pub mod report;
