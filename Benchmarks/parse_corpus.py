#!/usr/bin/env python3
"""Parse and lint benchmark: layoutlint reading and dumping a corpus, and linting it with every rule
in every size class (`--jobs 1`, and `--jobs 2`), vs `xmllint --noout` on the same files.

Both tools get every file on one command line (one process each, single-threaded), so process
start-up is paid once by each. Runs alternate between the tools to share any machine noise, and the
median wall-clock time, median CPU time (user + system, of the child) and peak memory of each are
reported with their ratios to xmllint's. On a loaded machine wall-clock swings with the load; CPU
time is the measure to compare.

    python3 Benchmarks/parse_corpus.py [--corpus DIR] [--runs N] [--binary PATH]

The layoutlint binary defaults to `.build/release/layoutlint` (build it with `swift build -c release`).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time


def corpus_files(directory):
    files = []
    for root, dirs, names in os.walk(directory):
        dirs.sort()
        for name in sorted(names):
            if name.endswith((".storyboard", ".xib")):
                files.append(os.path.join(root, name))
    return files


def timed_run(command):
    """Runs a command with output discarded; returns (seconds, peak RSS in MiB, exit code, CPU seconds)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    return elapsed, usage.ru_maxrss / 1024.0, os.waitstatus_to_exitcode(status), usage.ru_utime + usage.ru_stime


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    package = os.path.dirname(here)
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", default=os.path.join(package, "..", "shared", "corpus"))
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--binary", default=os.path.join(package, ".build", "release", "layoutlint"))
    args = parser.parse_args()

    if shutil.which("xmllint") is None:
        sys.exit("xmllint not found: install it with `apt-get install libxml2-utils` (Debian) or `brew install libxml2`")
    if not os.path.exists(args.binary):
        sys.exit(f"{args.binary} not found: run `swift build -c release` first")
    files = corpus_files(args.corpus)
    if not files:
        sys.exit(f"no .storyboard or .xib files under {args.corpus}")
    size = sum(os.path.getsize(f) for f in files)

    tools = {
        "xmllint --noout": ["xmllint", "--noout", *files],
        "layoutlint dump": [args.binary, "dump", *files],
        "layoutlint lint": [args.binary, "lint", "--quiet", "--jobs", "1", *files],
        "lint --jobs 2": [args.binary, "lint", "--quiet", "--jobs", "2", *files],
    }
    samples = {name: [] for name in tools}
    load = os.getloadavg()[0]
    for _ in range(args.runs):
        for name, command in tools.items():
            samples[name].append(timed_run(command))

    baseline = statistics.median(s[0] for s in samples["xmllint --noout"])
    cpu_baseline = statistics.median(s[3] for s in samples["xmllint --noout"])
    print(f"{len(files)} files, {size / 1e6:.1f} MB, {args.runs} runs each, medians (single-threaded "
          f"unless --jobs 2); load average before the runs: {load:.1f}")
    print(f"{'tool':<18}{'wall s':>9}{'MB/s':>8}{'vs xmllint':>12}{'CPU s':>9}{'CPU vs xmllint':>16}{'peak MiB':>10}")
    for name, runs in samples.items():
        seconds = statistics.median(r[0] for r in runs)
        cpu = statistics.median(r[3] for r in runs)
        memory = statistics.median(r[1] for r in runs)
        codes = sorted({r[2] for r in runs})
        print(f"{name:<18}{seconds:>9.3f}{size / 1e6 / seconds:>8.1f}{seconds / baseline:>11.2f}x"
              f"{cpu:>9.3f}{cpu / cpu_baseline:>15.2f}x{memory:>10.1f}   exit {','.join(map(str, codes))}")


if __name__ == "__main__":
    main()
