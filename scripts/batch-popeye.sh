#!/usr/bin/env bash
# A batch of small problems against Popeye 4.104 (docs/performance.md
# "Batches of small problems", the README's "400 small problems 64 times
# faster than Popeye, about 1.8 times faster on two threads than on one"):
# the sample of scripts/batch-sample.sh (N problems of problems/, default
# 400) checked by `alice check` with one and two threads, text and JSON,
# and solved by Popeye from one input file; RUNS alternating runs of alice
# (default 15), Popeye once or RUNS_POPEYE times; the medians of user CPU
# and wall time, and the ratios.
#
# Needs: Popeye 4.104 built by hand from its public repository (not part of
# this project): POPEYE=/path/to/py or the first argument; alice built
# (`cargo build --release`; ALICE overrides the binary); GNU time
# (/usr/bin/time, Debian's `time`). Time: about 1 minute of Popeye a run
# and 4 s of alice a round (with the defaults about 2 minutes) on this
# project's 2-core machine. Run it on a quiet machine.
#
#   scripts/batch-popeye.sh [POPEYE] [N] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
popeye=${1:-${POPEYE:?Popeye 4.104: POPEYE=/path/to/py or the first argument}}
n=${2:-400}
runs=${3:-15}
runs_popeye=${RUNS_POPEYE:-1}
alice=$(realpath "${ALICE:-target/release/alice}")
[ -x "$alice" ] || { echo "no alice at $alice (cargo build --release)" >&2; exit 2; }
[ -x "$popeye" ] || { echo "no Popeye at $popeye" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "needs GNU time (/usr/bin/time)" >&2; exit 2; }
work=$(mktemp -d /tmp/batch-popeye.XXXXXX)
trap 'rm -rf "$work"' EXIT
ALICE=$alice scripts/batch-sample.sh "$work/sample" "$n" > /dev/null
# One run: "user wall" in seconds.
measure() {
    /usr/bin/time -f '%U %e' -o "$work/time" "$@" > /dev/null 2>&1 || true
    tail -1 "$work/time"
}
declare -A user wall
for ((r = 0; r < runs; r++)); do
    for run in j1 j2 j1json j2json; do
        case $run in
            j1) t=$(measure "$alice" check -j1 "$work/sample") ;;
            j2) t=$(measure "$alice" check -j2 "$work/sample") ;;
            j1json) t=$(measure "$alice" check -j1 --json "$work/sample") ;;
            j2json) t=$(measure "$alice" check -j2 --json "$work/sample") ;;
        esac
        user[$run]+="${t% *} "
        wall[$run]+="${t#* } "
    done
done
for ((r = 0; r < runs_popeye; r++)); do
    # (Its default hash table, as the figures were taken: the sample has
    # no series play.)
    t=$(measure "$popeye" "$work/sample.inp")
    user[popeye]+="${t% *} "
    wall[popeye]+="${t#* } "
done
median() { tr ' ' '\n' | grep . | sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
printf '%-28s %10s %8s\n' run "user CPU s" "wall s"
for run in popeye j1 j2 j1json j2json; do
    printf '%-28s %10s %8s\n' "$run" "$(median <<< "${user[$run]}")" "$(median <<< "${wall[$run]}")"
done
pu=$(median <<< "${user[popeye]}")
j1u=$(median <<< "${user[j1]}")
j1w=$(median <<< "${wall[j1]}")
j2w=$(median <<< "${wall[j2]}")
awk -v p="$pu" -v a="$j1u" -v w1="$j1w" -v w2="$j2w" 'BEGIN {
    printf "Popeye / alice -j1 (user CPU): %.0fx; -j1 / -j2 (wall): %.2fx\n", p / a, w1 / w2 }'
