//! Exact search: the battle-play prover ([`battle`]) and its transposition
//! table ([`tt`]).

pub mod battle;
pub mod tt;
