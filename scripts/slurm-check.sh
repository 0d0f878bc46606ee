#!/usr/bin/env bash
# Check a problem collection as a Slurm job array: one shard per array task,
# then merge the shards' reports into one report and summary.
#
#   sbatch --array=1-16 scripts/slurm-check.sh problems/ reports/
#   # when every task has finished (or as a dependent job:
#   #   sbatch --dependency=afterany:JOBID --wrap 'alice merge reports/shard-*.jsonl')
#   alice merge reports/shard-*.jsonl > reports/merged.txt
#
# Every task reads the whole collection (to know its problems) and solves
# only its slice: a problem belongs to shard I of N by a hash of its file's
# path under the collection directory and its number in the file, so the
# slices do not depend on where the collection is mounted on each node.
# `alice merge` rejects overlapping reports and lists the problems of
# missing or killed shards as gaps (exit status 2); rerunning a killed task
# with `--resume` on its report completes it.
#
# Environment: ALICE (the binary; default: alice on PATH), ALICE_TIMEOUT
# (seconds per problem, default 60), ALICE_ARGS (more check options).
#SBATCH --job-name=alice-check
#SBATCH --cpus-per-task=4
#SBATCH --time=02:00:00
#SBATCH --output=alice-check-%A_%a.log
set -euo pipefail

collection=${1:?usage: sbatch --array=1-N scripts/slurm-check.sh COLLECTION REPORT_DIR}
reports=${2:?usage: sbatch --array=1-N scripts/slurm-check.sh COLLECTION REPORT_DIR}
alice=${ALICE:-alice}
index=${SLURM_ARRAY_TASK_ID:?run as a job array: sbatch --array=1-N}
count=${SLURM_ARRAY_TASK_COUNT:?run as a job array: sbatch --array=1-N}

mkdir -p "$reports"
report="$reports/shard-$index-of-$count.jsonl"
resume=()
if [[ -s "$report" ]]; then
    # A rerun of a killed task: keep its rows, solve the rest.
    mv "$report" "$report.previous"
    resume=(--resume "$report.previous")
fi
# Status 1 (some problem not as intended) is a result, not a failure.
status=0
"$alice" check "$collection" --json --shard "$index/$count" \
    -j "${SLURM_CPUS_PER_TASK:-1}" --timeout "${ALICE_TIMEOUT:-60}" \
    "${resume[@]}" ${ALICE_ARGS:-} > "$report" || status=$?
if [[ ${#resume[@]} -gt 0 ]]; then
    # The previous rows (without its header and without a last line cut
    # short by the kill) and the new ones make one report.
    if [[ -n "$(tail -c1 "$report.previous")" ]]; then
        sed -i '$d' "$report.previous"
    fi
    grep -v '"alice_report"' "$report.previous" >> "$report" || true
    rm -f "$report.previous"
fi
[[ $status -le 1 ]]
