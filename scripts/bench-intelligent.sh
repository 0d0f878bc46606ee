#!/bin/sh
# The intelligent help search against the plain one, side by side in one
# run: every help and series benchmark of `alice bench --solve` (and of its
# cook-testing searches), each solved RUNS times by each search in turn
# (intelligent, plain, intelligent, plain, ...) with JOBS threads; prints
# the median user CPU and wall seconds of each, the ratio of the user
# times, and whether both printed the very same output.
# usage: scripts/bench-intelligent.sh [ALICE] [RUNS] [JOBS] [FILTER]
ALICE=${1:-target/release/alice}
RUNS=${2:-3}
JOBS=${3:-1}
FILTER=${4:-}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

printf '%-28s %-8s %9s %9s %9s %9s %6s %s\n' problem stip "int user" "plain usr" "int wall" "pln wall" ratio same
while IFS='|' read -r name fen stip; do
    case "$name" in "$FILTER"*) ;; *) continue ;; esac
    : > "$TMP/i"; : > "$TMP/p"
    for r in $(seq "$RUNS"); do
        for mode in i p; do
            flag=; [ "$mode" = p ] && flag=--no-intelligent
            /usr/bin/time -f '%U %e' -o "$TMP/t" "$ALICE" solve --fen "$fen" --stip "$stip" \
                -j "$JOBS" --intended 1 $flag > "$TMP/out.$mode" 2>/dev/null
            cat "$TMP/t" >> "$TMP/$mode"
        done
    done
    iu=$(cut -d' ' -f1 "$TMP/i" | median); pu=$(cut -d' ' -f1 "$TMP/p" | median)
    iw=$(cut -d' ' -f2 "$TMP/i" | median); pw=$(cut -d' ' -f2 "$TMP/p" | median)
    same=no; cmp -s "$TMP/out.i" "$TMP/out.p" && same=yes
    ratio=$(awk -v a="$iu" -v b="$pu" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
    printf '%-28s %-8s %9s %9s %9s %9s %6s %s\n' "$name" "$stip" "$iu" "$pu" "$iw" "$pw" "$ratio" "$same"
done <<'LIST'
caillaud-andernach-2025|8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1|h#2
h2-two-ways|8/8/2n1k1K1/p*r*2Q3/2B*3p*1/1N6/1R*6/8 b - - 0 1|h#2
h2-eleven-men|N4b2/K*7/Q*3n*3/2Rp1k*2/B7/r*4p2/8/8 b - - 0 1|h#2
h3-bishop-rook|7R*/3k4/8/4B*3/8/4Kp2/8/4n3 b - - 0 1|h#3
h3-king-walk|8/6B1/8/8/4k*p*2/4K3/4n3/4R*3 b - - 0 1|h#3
h3-nine-men|8/5p2/5b*2/1KR5/5k*2/1n3Q*N*1/2p5/8 b - - 0 1|h#3
h3-knight-mate|8/1b6/8/6QN/7k/2R*2n2/pp*K*5/8 b - - 0 1|h#3
h3-two-orders|3R*2n1/8/8/6K1/1k*5N/3p4/4B*2p*/8 b - - 0 1|h#3
h4-rook-promotion|8/8/2k5/B7/8/7n/4Rp*2/5K*2 b - - 0 1|h#4
Caillaud 5th|8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1|h#3
Rittirsch 4th|5k*2/4rB*b1/4P1P1/3b4/6p1/3p2P1/3r2R1/7K b - - 0 1|h#3
Caillaud 8th|5K2/8/8/8/R*2P4/b*4P2/8/2r*kr*2B* b - - 0 1|h#3
Caillaud 5th|8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1|h=3
Caillaud 5th|8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1|ser-h#8
Rittirsch 6th|2B*5/2b*N*2p1/2p*5/2pk2pK*/p*4B*N*R*/3p*2p*1/5p2/r3n*3 b - - 0 1|h#3
Caillaud 8th|5K2/8/8/8/R*2P4/b*4P2/8/2r*kr*2B* b - - 0 1|h#3.5
Caillaud 5th|8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1|h#4
LIST
