//! Deterministic random positions for the cross-checking tests.

/// Small deterministic PRNG (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The FEN letters of the men placed besides the kings.
pub const MEN: [&str; 10] = ["Q", "R", "B", "N", "P", "q", "r", "b", "n", "p"];

/// A random Alice FEN (it may be illegal): both kings and `men` other men
/// on random squares of random boards, random side to move.
pub fn random_fen(rng: &mut Rng, men: usize) -> String {
    random_fen_on(rng, men, 8)
}

/// `count` random positions of `men` men besides the kings (full FENs of
/// [`random_fen`]), those that `parse` reads from their FEN and keeps.
pub fn random_positions<G>(
    mut rng: Rng,
    men: usize,
    count: usize,
    parse: impl Fn(&str) -> Option<G>,
) -> Vec<G> {
    std::iter::from_fn(|| Some(parse(&format!("{} - - 0 1", random_fen(&mut rng, men)))))
        .flatten()
        .take(count)
        .collect()
}

/// [`random_fen`] on boards of `files` files (8, or 4 for Mini Alice).
pub fn random_fen_on(rng: &mut Rng, men: usize, files: usize) -> String {
    let mut cells = vec![String::new(); 64];
    let mut free: Vec<usize> = (0..64).filter(|i| i % 8 < files).collect();
    let mut put = |text: &str, rng: &mut Rng, cells: &mut Vec<String>| {
        let i = free.swap_remove(rng.below(free.len()));
        let star = if rng.below(2) == 0 { "*" } else { "" };
        cells[i] = format!("{text}{star}");
    };
    put("K", rng, &mut cells);
    put("k", rng, &mut cells);
    for _ in 0..men {
        let l = MEN[rng.below(MEN.len())];
        put(l, rng, &mut cells);
    }
    let placement = placement_on(&cells, files);
    let side = if rng.below(2) == 0 { "w" } else { "b" };
    format!("{placement} {side}")
}

/// The FEN placement field of 64 cells (a1 first), each empty or a piece
/// letter with an optional `*` for board B.
pub fn placement(cells: &[String]) -> String {
    placement_on(cells, 8)
}

/// [`placement`] of the first `files` files of each rank.
pub fn placement_on(cells: &[String], files: usize) -> String {
    let mut placement = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..files {
            let c = &cells[rank * 8 + file];
            if c.is_empty() {
                empty += 1;
            } else {
                if empty > 0 {
                    placement.push_str(&empty.to_string());
                    empty = 0;
                }
                placement.push_str(c);
            }
        }
        if empty > 0 {
            placement.push_str(&empty.to_string());
        }
        if rank > 0 {
            placement.push('/');
        }
    }
    placement
}
