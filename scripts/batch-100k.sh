#!/usr/bin/env bash
# The database at scale (docs/reliability.md "A database at scale", the
# README's "100,000 files in 32 s and 47 MB"): N generated problem files
# (default 100,000) checked whole by `alice check --json` (time, rows a
# second, peak memory), a `--resume` of the whole report, a `kill -9`
# about a third in followed by `--resume`, and ten shards merged; every
# row must have its known status. It runs the ignored test
# `database::at_scale` (tests/database.rs), which prints the figures.
#
# Needs: a Rust toolchain (the test builds alice); about 1.5 GB of disk in
# the system's temporary directory for 100,000 files. Time: about 3
# minutes on this project's 2-core machine at 100,000 (the check itself
# 32 s; generating the files, the resumes and the shards the rest).
#
#   scripts/batch-100k.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-100000}
ALICE_DB_N=$n cargo test --release --test integration database::at_scale \
    -- --ignored --nocapture --test-threads 1
