#!/usr/bin/env bash
# Write the batch sample of docs/performance.md ("Batches of small
# problems"): 13 quick problems of problems/ (#1 to #3, s#1, s#2, h#2,
# h#2.5, a twinned h#2) cycled to N YAML files (default 400) in DIR, and
# the same N problems in one Popeye input file, DIR.inp.
#
#   scripts/batch-sample.sh /tmp/sample 400
#   /usr/bin/time alice check -j1 --json /tmp/sample > /dev/null
#   /usr/bin/time alice check -j2 --json /tmp/sample > /dev/null
#   /usr/bin/time py -maxmem 0 /tmp/sample.inp > /dev/null   # Popeye
#
# Environment: ALICE (the binary; default: alice on PATH).
set -euo pipefail
dir=${1:?usage: batch-sample.sh DIR [N]}
n=${2:-400}
alice=${ALICE:-alice}
here=$(cd "$(dirname "$0")/.." && pwd)
problems=(
    castelli-jelliss-grand-prix-1995
    seitz-nadvorney-mate-in-two-1973
    marks-the-problemist-1999
    alice-project-rook-ladder-2026
    alice-project-queen-and-knight-2026
    maeder-widlert-andernach-3rd-place-2025
    alice-project-corner-mirror-2026
    alice-project-pawn-through-the-glass-2026
    alice-project-rook-on-the-fifth-2026
    caillaud-andernach-5th-place-2025
    rittirsch-pachl-andernach-6th-place-2025
    caillaud-andernach-8th-place-2025
    rittirsch-pachl-andernach-4th-place-2025
)
mkdir -p "$dir"
: > "$dir.inp"
for ((i = 0; i < n; i++)); do
    name=${problems[i % ${#problems[@]}]}
    file=$(printf '%s/p%04d.yaml' "$dir" "$i")
    cp "$here/problems/$name.yaml" "$file"
done
# One Popeye file: every problem converted, joined with NextProblem.
for ((i = 0; i < n; i++)); do
    file=$(printf '%s/p%04d.yaml' "$dir" "$i")
    if ((i > 0)); then
        echo NextProblem >> "$dir.inp"
        "$alice" convert --to popeye "$file" | sed '/^BeginProblem$/d;/^EndProblem$/d' >> "$dir.inp"
    else
        "$alice" convert --to popeye "$file" | sed '/^EndProblem$/d' >> "$dir.inp"
    fi
done
echo EndProblem >> "$dir.inp"
echo "$n problems in $dir and $dir.inp"
