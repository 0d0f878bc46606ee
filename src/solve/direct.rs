//! Direct mates, selfmates and reflexmates: keys, threats, variations, tries.
