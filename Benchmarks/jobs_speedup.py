"""Wall-clock time of `layoutlint --jobs 1` against `--jobs N` over ../shared/corpus.

Run after `swift build -c release` (or pass the binary): python3 Benchmarks/jobs_speedup.py
[--binary PATH] [--jobs N] [--repeat K]. Prints the best of K runs for each, the speed-up, and
whether the outputs are byte-identical (they must be). Other processes on the machine distort
the numbers: the CPU share reported next to each time shows how much of the machine the run had.
"""

import argparse
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

root = Path(__file__).resolve().parent.parent


def measure(binary, corpus, jobs):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run([binary, "--jobs", str(jobs), "--reporter", "json", "--quiet", str(corpus)],
                            capture_output=True, env={**os.environ, "SOURCE_DATE_EPOCH": "0"})
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, result.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(root / ".build/release/layoutlint"))
    parser.add_argument("--corpus", default=str(root.parent / "shared" / "corpus"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    results = {}
    for jobs in (1, args.jobs):
        runs = [measure(args.binary, args.corpus, jobs) for _ in range(args.repeat)]
        best = min(runs, key=lambda run: run[0])
        results[jobs] = best
        print(f"--jobs {jobs}: best wall {best[0]:.3f} s, cpu {best[1]:.3f} s ({100 * best[1] / best[0]:.0f}% of one core); "
              f"all walls {' '.join(f'{run[0]:.3f}' for run in runs)}")
    identical = results[1][2] == results[args.jobs][2]
    print(f"speed-up: {results[1][0] / results[args.jobs][0]:.2f}x; outputs byte-identical: {identical}")
    sys.exit(0 if identical else 1)


if __name__ == "__main__":
    main()
