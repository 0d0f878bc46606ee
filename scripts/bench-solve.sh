#!/usr/bin/env bash
# Solving times (docs/performance.md's table of `alice bench --solve`, and
# the README's "Speed of the general engine" rows of the three-board
# Alice #4 and h#3 and of the Caillaud position as O'Donohue h#3): the
# fixed problems of `alice bench --solve` with one thread and all cores,
# and with --general the general engine's slower targets.
#
# Needs: alice built (`cargo build --release`; ALICE overrides the binary).
# Time: about 2 minutes on this project's 2-core machine (the general
# engine's targets about one of them). Times vary from run to run; run it
# on a quiet machine.
#
#   scripts/bench-solve.sh
set -euo pipefail
cd "$(dirname "$0")/.."
alice=${ALICE:-target/release/alice}
[ -x "$alice" ] || { echo "no alice at $alice (cargo build --release)" >&2; exit 2; }
"$alice" bench --solve --general
