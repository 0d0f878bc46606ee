#!/usr/bin/env bash
# The long help and series benchmark (issue 43; docs/performance.md, "The
# long help and series benchmark"): every problem of `alice bench --solve
# --long` (the list in src/cli/bench_long.rs) solved by the plain search
# (--no-intelligent), by the intelligent search and by Popeye 4.104, one
# after the other, never two at a time; prints the table's rows
# (markdown): solutions, user CPU seconds of each (one thread; Popeye's
# wall time beside its CPU time), and whether alice's two searches wrote
# the very same output.
#
# Needs: alice built (`cargo build --release`; ALICE overrides the
# binary), and Popeye 4.104 built by hand from its public repository (not
# part of this project): POPEYE=/path/to/py or the first argument; without
# it Popeye's column is left empty. Popeye runs with `-maxmem 0` in series
# play (its hash table loses Alice series solutions) and is stopped after
# LIMIT seconds of CPU time (default 300). Time: about 10 minutes for alice's two
# searches, plus up to LIMIT seconds a problem for Popeye.
#
#   scripts/bench-long.sh [POPEYE] [LIMIT] [FILTER]
set -euo pipefail
cd "$(dirname "$0")/.."
popeye=${1:-${POPEYE:-}}
limit=${2:-300}
filter=${3:-}
alice=${ALICE:-target/release/alice}
[ -x "$alice" ] || { echo "no alice at $alice (cargo build --release)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One user-CPU time: the command's, or "" when it failed.
timed() {
    /usr/bin/time -f '%U %e' -o "$tmp/t" "$@" > "$tmp/out" 2>/dev/null || true
    cat "$tmp/t" | tail -1
}

echo "| problem | stip | solutions | plain (user s) | intelligent (user s) | ratio | Popeye 4.104 (user s; wall) | same |"
echo "|---|---|---|---|---|---|---|---|"
sed -n '/LONG-LIST-BEGIN/,/LONG-LIST-END/p' src/cli/bench_long.rs |
    sed -n 's/^ *("\([^"]*\)", *"\([^"]*\)", *"\([^"]*\)"),.*/\1|\2|\3/p' |
    while IFS='|' read -r name fen stip; do
        case "$name" in *"$filter"*) ;; *) continue ;; esac
        read -r pu _ < <(timed "$alice" solve --fen "$fen" --stip "$stip" -j 1 --no-intelligent)
        cp "$tmp/out" "$tmp/plain"
        read -r iu _ < <(timed "$alice" solve --fen "$fen" --stip "$stip" -j 1)
        same=no
        cmp -s "$tmp/out" "$tmp/plain" && same=yes
        verdict=$(grep '^verdict' "$tmp/plain" | sed 's/^verdict: //')
        ratio=$(awk -v a="$iu" -v b="$pu" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
        py=""
        if [ -n "$popeye" ]; then
            "$alice" convert --fen "$fen" --stip "$stip" --to popeye > "$tmp/p.inp"
            mem=()
            case "$stip" in ser-*) mem=(-maxmem 0) ;; esac
            set +e
            # A CPU-time limit (ulimit -t): on a loaded machine a wall
            # limit would cut Popeye short of its share.
            /usr/bin/time -f '%U %e' -o "$tmp/pt" \
                bash -c 'ulimit -t "$1"; shift; exec "$@"' _ "$limit" "$popeye" "${mem[@]}" "$tmp/p.inp" \
                > "$tmp/p.out" 2>/dev/null
            rc=$?
            set -e
            read -r u w < <(tail -1 "$tmp/pt")
            if [ "$rc" != 0 ]; then
                py="not finished: stopped at $limit s of CPU ($w s wall)"
            else
                # (Popeye writes each solution from its first move on.)
                n=$(grep -c '^ *1\.' "$tmp/p.out" || true)
                py="$u; $w wall; $n solutions"
            fi
        fi
        echo "| $name | $stip | $verdict | $pu | $iu | $ratio | $py | $same |"
    done
