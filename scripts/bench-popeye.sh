#!/usr/bin/env bash
# The searches composers run, side by side with Popeye 4.104
# (docs/performance.md's table of `alice bench --solve --popeye`, its
# ratios "17.1x to 73.5x" and "23.1x to 38.7x", the two-thread speedups,
# and the README's "17 to 74 times faster than Popeye"): each search timed
# with one thread and with two, the median of RUNS runs (default 3), and
# the answers checked against the expected counts and Popeye's.
#
# Needs: Popeye 4.104 built by hand from its public repository (not part of
# this project): POPEYE=/path/to/py or the first argument; alice built
# (`cargo build --release`; ALICE overrides the binary). Time: about 12
# minutes with 3 runs on this project's 2-core machine (Popeye is given 60
# s a search, four of them reach it). Run it on a quiet machine.
#
#   scripts/bench-popeye.sh [POPEYE] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
popeye=${1:-${POPEYE:?Popeye 4.104: POPEYE=/path/to/py or the first argument}}
runs=${2:-3}
alice=${ALICE:-target/release/alice}
[ -x "$alice" ] || { echo "no alice at $alice (cargo build --release)" >&2; exit 2; }
[ -x "$popeye" ] || { echo "no Popeye at $popeye" >&2; exit 2; }
"$alice" bench --solve --popeye "$popeye" --popeye-timeout 60 --runs "$runs"
