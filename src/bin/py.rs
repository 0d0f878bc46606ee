//! `py`: the Popeye drop-in under Popeye's name, so that `cargo install`
//! gives front ends such as Olive an executable to point at. The same code
//! as `alice popeye` (the command line's modules, compiled into this binary
//! too; only the drop-in's entry point is used here).

#[allow(dead_code)]
#[path = "../cli/mod.rs"]
mod cli;

fn main() {
    std::process::exit(cli::run_popeye());
}
