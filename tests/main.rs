//! The integration tests: one test crate (one binary to build and link),
//! a module per area. `cargo test --release MODULE::` runs one area, e.g.
//! `cargo test --release general_engine::`.

mod common;

mod attacks;
mod batch;
mod check;
mod cli;
mod cross_check;
mod database;
mod diagram;
mod direct;
mod fairy;
mod families;
mod families_exact;
mod families_intro;
mod families_parry;
mod families_parry_battle;
mod families_reci;
mod fen_props;
mod formats;
mod general_checks;
mod general_engine;
mod general_engine_cli;
mod general_engine_cross;
mod general_engine_ref;
mod general_engine_solve;
mod general_families;
mod general_proof;
mod general_twins;
mod goals;
mod help;
mod html_browser;
mod html_report;
mod latex_pdf;
mod layers;
mod nontrivial;
mod options;
mod oracle;
mod popeye;
mod popeye_lang;
mod problems_readme;
mod progress;
mod proof_games;
mod reliability;
mod rules;
mod setups;
mod snapshots;
mod variant_problems;
mod variants;
