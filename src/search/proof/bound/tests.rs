//! Tests of the assignment bound and of its cut without the Hungarian
//! method.

use super::*;

#[test]
fn hungarian_small() {
    let mut a = [[NO; MAX_MEN + 1]; MAX_MEN + 1];
    // Rows: two targets; columns: three men.
    a[1][1] = 0;
    a[1][2] = 2;
    a[1][3] = 5;
    a[2][1] = 1;
    a[2][2] = 6;
    a[2][3] = 7;
    // Best: row 1 -> col 2 (2), row 2 -> col 1 (1).
    assert_eq!(hungarian(&a, 2, 3), 3);
    assert_eq!(hungarian(&a, 1, 3), 0);
}

/// Random men of one side on distinct squares: a king and up to 15
/// others (pawns off the first and last ranks).
fn random_men(next: &mut impl FnMut() -> u64, used: &mut u64) -> Men {
    let mut men = Men::default();
    let others = next() % 16;
    for i in 0..=others {
        let role = if i == 0 {
            Role::King
        } else {
            Role::ALL[(next() % 5) as usize]
        };
        loop {
            let sq = (next() % 64) as u8;
            let rank = sq / 8;
            if *used & 1 << sq != 0 || (role == Role::Pawn && (rank == 0 || rank == 7)) {
                continue;
            }
            *used |= 1 << sq;
            men.push(ManState {
                role,
                state: sq * 2 + (next() % 2) as u8,
            });
            break;
        }
    }
    men
}

#[test]
fn side_within_answers_as_side_bound() {
    let d = Distances::get_or_build(false);
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        seed ^= seed >> 12;
        seed ^= seed << 25;
        seed ^= seed >> 27;
        seed.wrapping_mul(0x2545_f491_4f6c_dd1d)
    };
    let mut hungarian_needed = 0;
    for _ in 0..3000 {
        let color = Color::ALL[(next() % 2) as usize];
        let mut used = 0;
        let target_men = random_men(&mut next, &mut used);
        // Now: the target men, some moved elsewhere (a pawn may be a
        // pawn still where a piece stands in the target), some more.
        let mut men = Men::default();
        let mut used = 0;
        for m in target_men.as_slice() {
            let mut m = *m;
            if next() % 3 == 0 {
                let sq = (next() % 48 + 8) as u8;
                if used & 1 << sq != 0 {
                    continue;
                }
                m.state = sq * 2 + (next() % 2) as u8;
                if next() % 4 == 0 && m.role != Role::King {
                    m.role = Role::Pawn;
                }
            }
            if used & 1 << (m.state / 2) == 0 {
                used |= 1 << (m.state / 2);
                men.push(m);
            }
        }
        let extra = random_men(&mut next, &mut used);
        for m in extra.as_slice().iter().skip(1).take((next() % 3) as usize) {
            men.push(*m);
        }
        let target = SideTarget::new(color, &target_men);
        let now = Sets::from_men(&men);
        for captures in [false, true] {
            let exact = side_bound(d, &men, &target, captures);
            if exact.is_some_and(|b| b.moves > 0) {
                hungarian_needed += 1;
            }
            for budget in 0..40 {
                for parity in [false, true] {
                    let want = exact.is_some_and(|b| {
                        b.moves <= budget && (!parity || (budget - b.moves) % 2 == 0)
                    });
                    let got = side_within(d, &now, men.len, &target, captures, budget, parity);
                    assert_eq!(got, want, "{men:?} -> {target_men:?} {captures} {budget}");
                }
            }
        }
    }
    assert!(hungarian_needed > 1000);
}
