//! Helpmates and series movers.
