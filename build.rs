//! Generates the attack tables (leapers, lines and magic-bitboard slider tables)
//! into `$OUT_DIR/attack_tables.rs`. The magic numbers are searched with a fixed
//! seed, so every build produces the same tables. Also writes the proof games'
//! distance tables (rules without zero moves, `src/search/proof/dist_gen.rs`)
//! into `$OUT_DIR/proof_distances.bin`.

use std::fmt::Write as _;

#[path = "src/search/proof/dist_gen.rs"]
#[allow(dead_code)]
mod dist_gen;
use std::path::PathBuf;

const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn on_board(f: i32, r: i32) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

fn bit(f: i32, r: i32) -> u64 {
    1u64 << (r * 8 + f)
}

fn leaper(sq: i32, steps: &[(i8, i8)]) -> u64 {
    let (f, r) = (sq % 8, sq / 8);
    steps
        .iter()
        .map(|&(df, dr)| (i32::from(df), i32::from(dr)))
        .filter(|(df, dr)| on_board(f + df, r + dr))
        .fold(0, |acc, (df, dr)| acc | bit(f + df, r + dr))
}

fn slide(sq: i32, occ: u64, dirs: &[(i32, i32)]) -> u64 {
    let (f0, r0) = (sq % 8, sq / 8);
    let mut out = 0;
    for (df, dr) in dirs {
        let (mut f, mut r) = (f0 + df, r0 + dr);
        while on_board(f, r) {
            out |= bit(f, r);
            if occ & bit(f, r) != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    out
}

/// Relevant occupancy: the ray squares without the board edge at each ray's end.
fn relevant_mask(sq: i32, dirs: &[(i32, i32)]) -> u64 {
    let (f0, r0) = (sq % 8, sq / 8);
    let mut out = 0;
    for (df, dr) in dirs {
        let (mut f, mut r) = (f0 + df, r0 + dr);
        while on_board(f + df, r + dr) {
            out |= bit(f, r);
            f += df;
            r += dr;
        }
    }
    out
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

fn find_magics(dirs: &[(i32, i32)], rng: &mut Rng, table: &mut Vec<u64>) -> Vec<Magic> {
    let mut magics = Vec::new();
    for sq in 0..64 {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        let size = 1usize << bits;
        // Enumerate subsets of the mask (Carry-Rippler).
        let mut occs = Vec::with_capacity(size);
        let mut sub = 0u64;
        loop {
            occs.push((sub, slide(sq, sub, dirs)));
            sub = sub.wrapping_sub(mask) & mask;
            if sub == 0 {
                break;
            }
        }
        let shift = 64 - bits;
        let mut entries = vec![0u64; size];
        let mut used = vec![false; size];
        let magic = loop {
            let m = rng.sparse();
            if (mask.wrapping_mul(m) >> 56).count_ones() < 6 {
                continue;
            }
            used.iter_mut().for_each(|u| *u = false);
            let ok = occs.iter().all(|&(occ, att)| {
                let idx = (occ.wrapping_mul(m) >> shift) as usize;
                if !used[idx] {
                    used[idx] = true;
                    entries[idx] = att;
                    true
                } else {
                    entries[idx] == att
                }
            });
            if ok {
                break m;
            }
        };
        let offset = table.len();
        table.extend_from_slice(&entries);
        magics.push(Magic {
            mask,
            magic,
            shift,
            offset,
        });
    }
    magics
}

fn write_array(out: &mut String, name: &str, ty: &str, values: &[u64]) {
    writeln!(
        out,
        "pub(crate) static {name}: [{ty}; {}] = [",
        values.len()
    )
    .unwrap();
    for chunk in values.chunks(8) {
        let line: Vec<String> = chunk.iter().map(|v| format!("{v:#x}")).collect();
        writeln!(out, "    {},", line.join(", ")).unwrap();
    }
    writeln!(out, "];").unwrap();
}

fn write_magics(out: &mut String, name: &str, magics: &[Magic]) {
    writeln!(out, "pub(crate) static {name}: [Magic; 64] = [").unwrap();
    for m in magics {
        writeln!(
            out,
            "    Magic {{ mask: {:#x}, magic: {:#x}, shift: {}, offset: {} }},",
            m.mask, m.magic, m.shift, m.offset
        )
        .unwrap();
    }
    writeln!(out, "];").unwrap();
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let knight: Vec<u64> = (0..64).map(|s| leaper(s, &dist_gen::KNIGHT)).collect();
    let king: Vec<u64> = (0..64).map(|s| leaper(s, &dist_gen::KING)).collect();
    let white_pawn: Vec<u64> = (0..64).map(|s| leaper(s, &[(-1, 1), (1, 1)])).collect();
    let black_pawn: Vec<u64> = (0..64).map(|s| leaper(s, &[(-1, -1), (1, -1)])).collect();

    // between[a][b]: squares strictly between a and b on a common line, else 0.
    // line[a][b]: the whole line through a and b (edge to edge), else 0.
    let mut between = Vec::with_capacity(64 * 64);
    let mut line = Vec::with_capacity(64 * 64);
    let all_dirs: Vec<(i32, i32)> = ROOK_DIRS
        .iter()
        .chain(BISHOP_DIRS.iter())
        .copied()
        .collect();
    for a in 0..64 {
        for b in 0..64 {
            let mut btw = 0;
            let mut ln = 0;
            for &(df, dr) in &all_dirs {
                let ray = slide(a, bit(b % 8, b / 8), &[(df, dr)]);
                if a != b && ray & bit(b % 8, b / 8) != 0 {
                    btw = ray & !bit(b % 8, b / 8);
                    ln = slide(a, 0, &[(df, dr), (-df, -dr)]) | bit(a % 8, a / 8);
                }
            }
            between.push(btw);
            line.push(ln);
        }
    }

    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut slider_table = Vec::new();
    let rook = find_magics(&ROOK_DIRS, &mut rng, &mut slider_table);
    let bishop = find_magics(&BISHOP_DIRS, &mut rng, &mut slider_table);

    let mut out = String::new();
    out.push_str("// @generated by build.rs: attack tables for the attacks module.\n");
    write_array(&mut out, "KNIGHT", "u64", &knight);
    write_array(&mut out, "KING", "u64", &king);
    write_array(&mut out, "WHITE_PAWN", "u64", &white_pawn);
    write_array(&mut out, "BLACK_PAWN", "u64", &black_pawn);
    write_array(&mut out, "BETWEEN", "u64", &between);
    write_array(&mut out, "LINE", "u64", &line);
    write_magics(&mut out, "ROOK_MAGICS", &rook);
    write_magics(&mut out, "BISHOP_MAGICS", &bishop);
    write_array(&mut out, "SLIDER_TABLE", "u64", &slider_table);

    let dir = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    std::fs::write(dir.join("attack_tables.rs"), out).unwrap();

    // The proof games' distance tables of the rules without zero moves.
    std::fs::write(dir.join("proof_distances.bin"), dist_gen::generate(false)).unwrap();
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/search/proof/dist_gen.rs");
}
