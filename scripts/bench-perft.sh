#!/usr/bin/env bash
# Perft speed (docs/performance.md's first table and "About 200 million
# nodes per second on one core", the README's "about 200 million perft
# nodes a second on one core", and the general engine's perft rows of the
# README's "Speed of the general engine" table: `alice bench` prints the
# fast engine's rows and the general engine's beside them), then the
# general engine's perft of each variant's initial array on one thread
# (docs/variants.md, "Speed of the general engine"), timed with GNU time
# (/usr/bin/time) in user CPU seconds.
#
# Needs: alice built (`cargo build --release`; ALICE overrides the binary).
# Time: about 20 s on this project's 2-core machine. Times vary from run to
# run by about 10%; run it on a quiet machine.
#
#   scripts/bench-perft.sh
set -euo pipefail
cd "$(dirname "$0")/.."
alice=${ALICE:-target/release/alice}
[ -x "$alice" ] || { echo "no alice at $alice (cargo build --release)" >&2; exit 2; }
"$alice" bench
echo
echo "general engine, one thread (user CPU):"
for args in "start 5 --engine general" "start 4 --variant ms-alice --engine general" \
    "start 5 --variant odonohue" "start 5 --variant alice3" "start 5 --variant duo" \
    "start 3 --variant directed"; do
    # shellcheck disable=SC2086 # the words of $args are the arguments
    nodes=$(RAYON_NUM_THREADS=1 /usr/bin/time -f %U -o /tmp/bench-perft.$$ "$alice" perft $args)
    user=$(tail -1 /tmp/bench-perft.$$)
    awk -v a="$args" -v n="$nodes" -v u="$user" \
        'BEGIN { printf "  perft %-44s %12d nodes %6.2f s %7.1f M nodes/s\n", a, n, u, n / u / 1e6 }'
done
rm -f /tmp/bench-perft.$$
