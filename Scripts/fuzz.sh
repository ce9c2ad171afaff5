#!/usr/bin/env bash
# Fuzzes the whole pipeline (parse → model → engine → every rule → every reporter) with libFuzzer,
# AddressSanitizer on, seeded from ../shared/corpus and SampleStoryboards/ (read in place at run
# time, never copied into the repository); new inputs go to .build/fuzz-corpus (FUZZ_CORPUS: another
# folder, e.g. one outside the worktree that runs accumulate in), crashes, hangs (any input over
# 2 s) and leaks to .build/fuzz-artifacts. FUZZ_LOG: a file each run appends its final counts to
# (date, seconds, executions, exec/s, coverage, features, corpus size).
#
#   Scripts/fuzz.sh [SECONDS] [extra libFuzzer flags]     (default 60 s; 0: until stopped)
#   FUZZ_CONFIGURATION=release Scripts/fuzz.sh 3600         (faster executions, longer first build)
#
# A saved crash replays without libFuzzer: `swift run layoutlint-fuzz .build/fuzz-artifacts/crash-…`;
# minimize it with `.build/fuzz/debug/layoutlint-fuzz -minimize_crash=1 -runs=10000 FILE`, then keep
# it as a test in Tests/LayoutLintFuzzingTests.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true

# libFuzzer supplies main: -DLIBFUZZER compiles out the replayer's @main. --sanitize makes SwiftPM
# link libFuzzer and leave main alone; -Xswiftc instruments the Swift code itself (SwiftPM 6.3 does
# not pass --sanitize to the compile step). A separate build directory keeps these objects apart.
#
# The Swift code gets the coverage -sanitize=fuzzer would give it (edges as inline 8-bit counters,
# their PC table, indirect calls) but not its comparison tracing: in the solver's inner loops every
# integer compare became a call into libFuzzer, a third of an execution's time (perf, 100 corpus
# inputs: 10.3 s CPU with it, 6.4 s without). The values it would teach the mutator (element and
# attribute names, enum words, hostile numbers) come from the dictionary and XMLMutator instead.
# FUZZ_TRACE_CMP=1 puts it back (its own build directory).
configuration="${FUZZ_CONFIGURATION:-debug}"
if [ "${FUZZ_TRACE_CMP:-0}" = 1 ]; then
    coverage=(-Xswiftc -sanitize=fuzzer,address); scratch=.build/fuzz-cmp
else
    coverage=(-Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,indirect-calls)
    scratch=.build/fuzz
fi
mkdir -p .build
if ! swift build --scratch-path "$scratch" -c "$configuration" --product layoutlint-fuzz \
    --sanitize=fuzzer --sanitize=address "${coverage[@]}" -Xswiftc -DLIBFUZZER > .build/fuzz-build.log 2>&1; then
    grep -v "Cannot export local symbol" .build/fuzz-build.log | tail -20
    echo "fuzz: build failed"
    exit 1
fi
binary="$scratch/$configuration/layoutlint-fuzz"
# A hang is an input over 2 s in the release build; the unoptimized, instrumented debug build runs
# the same input about ten times slower, and a shared machine slower still.
if [ "$configuration" = release ]; then timeout="${FUZZ_TIMEOUT:-2}"; else timeout="${FUZZ_TIMEOUT:-25}"; fi

corpus="${FUZZ_CORPUS:-.build/fuzz-corpus}"
mkdir -p "$corpus" .build/fuzz-artifacts
# FUZZ_SEEDS=samples seeds from SampleStoryboards/ only: running the 1,393 corpus files once
# (libFuzzer does before mutating) takes minutes in the instrumented debug build.
seeds=(SampleStoryboards)
if [ "${FUZZ_SEEDS:-all}" = all ] && [ -d ../shared/corpus ]; then seeds+=(../shared/corpus); fi
# Swift's own crash reporter would symbolicate interactively for seconds per crash; libFuzzer
# reports instead.
export SWIFT_BACKTRACE=enable=no
# malloc_context_size=0: AddressSanitizer still checks every access, but records no stack for each
# allocation and free (a fifth of an execution's time: unwinding and storing ~30 frames per malloc).
# A report then lacks where the memory was allocated and freed: replay the saved input with
# ASAN_OPTIONS=detect_leaks=0 for the full report.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1:malloc_context_size=0}"
run=("$binary" "$corpus" "${seeds[@]}"
    -dict=Fuzz/interface-builder.dict -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048
    -max_len="${FUZZ_MAX_LEN:-400000}" -artifact_prefix=.build/fuzz-artifacts/ -print_final_stats=1 "$@")
if [ -z "${FUZZ_LOG:-}" ]; then exec "${run[@]}"; fi
# libFuzzer reports on stderr: keep it, and append the run's final numbers to the log.
output="$(mktemp)"
status=0
"${run[@]}" 2> >(tee "$output" >&2) || status=$?
wait
{
    printf '%s seconds=%s status=%s ' "$(date -u +%FT%TZ)" "$seconds" "$status"
    grep -o 'stat::number_of_executed_units: *[0-9]*\|stat::average_exec_per_sec: *[0-9]*\|stat::peak_rss_mb: *[0-9]*' "$output" | tr '\n' ' '
    grep -E '^#[0-9]+' "$output" | tail -1 | grep -o 'cov: [0-9]* ft: [0-9]* corp: [0-9/]*[a-zA-Z]*' || true
} >> "$FUZZ_LOG"
rm -f "$output"
exit "$status"
