#![allow(dead_code)]
pub mod battle_ref;
pub mod cli;
pub mod fairy_ref;
pub mod general_ref;
pub mod goal_ref;
pub mod help_check;
pub mod random;
pub mod reference;
pub mod tools;
pub mod wait;
