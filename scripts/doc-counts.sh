#!/usr/bin/env bash
# The counts of test data that README.md and docs/ state (docs/testing.md
# lists them): files and problems of tests/data/ and problems/, counted
# from the repository as it stands, each beside the text that states it.
#
# Needs: nothing but a checkout (bash, grep, ls, wc). Time: under a second.
#
#   scripts/doc-counts.sh
set -euo pipefail
cd "$(dirname "$0")/.."
count() { printf '%8s  %s\n' "$1" "$2"; }
count "$(ls tests/data/popeye_out/*.inp | wc -l)" \
    "inputs of tests/data/popeye_out/, each with Popeye's .txt (docs/testing.md: tests/popeye.rs on 606 inputs)"
count "$(ls tests/data/popeye_out/goal-*.inp | wc -l)" \
    "goal-* files of the corpus (README: 'compared byte for byte on 96 files')"
count "$(ls tests/data/popeye_out/fairy-*.inp | wc -l)" \
    "fairy-* files of the corpus (README: '27 more files')"
count "$(ls tests/data/popeye_fairy/*.inp | wc -l)" \
    "files of tests/data/popeye_fairy/ (README: '11 files')"
count "$(cat tests/data/popeye_fairy/*.txt | grep -c 'solution finished')" \
    "problems of tests/data/popeye_fairy/ (README: '590 problems')"
count "$(wc -l < tests/data/legal-sample.jsonl)" \
    "positions of tests/data/legal-sample.jsonl (docs/testing.md: 299 positions)"
count "$(grep -c . tests/data/perft.txt)" \
    "positions of tests/data/perft.txt (Popeye's perft counts)"
count "$(ls problems/*.yaml problems/*.inp 2>/dev/null | wc -l)" \
    "problem files of problems/ (docs/testing.md: 31 Alice problems)"
count "$(ls fuzz/fuzz_targets/*.rs 2>/dev/null | wc -l)" \
    "fuzz targets (README: '6 targets')"
