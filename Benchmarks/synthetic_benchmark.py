#!/usr/bin/env python3
"""The whole `layoutlint FILE` process (parse, every rule, report) on the synthetic storyboards of
`synthetic_storyboard.py`, against kiwisolver adding and solving the same constraints alone.

    python3 Benchmarks/synthetic_benchmark.py [--binary .build/release/layoutlint] [--sizes 1000 10000] [--runs 3]

Kiwi gets, per view, minX, width, minY and height variables and the storyboard's constraints
(all required), plus the root's frame as required equalities; its time is `addConstraint` for every
constraint and `updateVariables`, with the variables built beforehand (the median of `--runs`).
layoutlint's is the wall-clock time of the whole process (median of `--runs`), and its CPU time.
Needs kiwisolver (made in .venv-bench by enginesys.py, as engine_benchmark.py does).
"""
import argparse
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import enginesys  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def kiwi_time(shape, n):
    import kiwisolver as kiwi
    solver = kiwi.Solver()

    def view():
        return [kiwi.Variable() for _ in range(4)]  # minX, width, minY, height

    views, constraints = [], []
    if shape == "grid":
        k = max(1, round(math.sqrt(n)))
        width, height = 8 + k * 58, 8 + k * 38
    else:
        k = 0
        width, height = 8 + n * 108, 80
    root = view()
    constraints += [root[0] == 0, root[1] == width, root[2] == 0, root[3] == height]
    if shape == "grid":
        grid = [[view() for _ in range(k)] for _ in range(k)]
        for row in range(k):
            for column in range(k):
                v = grid[row][column]
                constraints += [v[1] == 50, v[3] == 30]
                left = grid[row][column - 1] if column else None
                top = grid[row - 1][column] if row else None
                constraints.append(v[0] == (left[0] + left[1] + 8 if left else root[0] + 8))
                constraints.append(v[2] == (top[2] + top[3] + 8 if top else root[2] + 8))
    else:
        for i in range(n):
            v = view()
            views.append(v)
            constraints.append(v[2] == root[2] + 20)
            constraints.append(v[3] == 40)
            if shape == "chain":
                constraints.append(v[1] == 100)
            elif i > 0:
                constraints.append(v[1] == views[0][1])
            previous = views[i - 1] if i else None
            constraints.append(v[0] == (previous[0] + previous[1] + 8 if previous else root[0] + 8))
        if shape == "equal":
            constraints.append(root[0] + root[1] == views[-1][0] + views[-1][1])
    start = time.perf_counter()
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.updateVariables()
    return time.perf_counter() - start, len(constraints)


def layoutlint_time(binary, path):
    start = time.perf_counter()
    process = subprocess.Popen([binary, "lint", "--quiet", "--jobs", "1", path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def main():
    enginesys.ensure_environment()
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(os.path.dirname(HERE), ".build", "release", "layoutlint"))
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--runs", type=int, default=3)
    # Kiwi on `equal` (every width tied to the first, all required) did not finish in 400 s at
    # 1,000 views on a loaded 2-core machine; it runs in this process, with no timeout.
    parser.add_argument("--shapes", nargs="+", default=["chain", "grid"], choices=["chain", "grid", "equal"])
    args = parser.parse_args()
    print(f"load average: {os.getloadavg()[0]:.1f}; median of {args.runs} runs")
    print(f"{'scene':<7}{'N':>7}{'constraints':>13}{'layoutlint s':>14}{'(CPU s)':>9}{'kiwi s':>9}{'kiwi/ours':>11}")
    with tempfile.TemporaryDirectory() as directory:
        for shape in args.shapes:
            for n in args.sizes:
                path = os.path.join(directory, f"{shape}-{n}.storyboard")
                with open(path, "w") as output:
                    subprocess.run([sys.executable, os.path.join(HERE, "synthetic_storyboard.py"), shape, str(n)], stdout=output, check=True)
                ours = [layoutlint_time(args.binary, path) for _ in range(args.runs)]
                kiwi = [kiwi_time(shape, n) for _ in range(args.runs)]
                wall = statistics.median(o[0] for o in ours)
                cpu = statistics.median(o[1] for o in ours)
                kiwi_seconds = statistics.median(k[0] for k in kiwi)
                print(f"{shape:<7}{n:>7}{kiwi[0][1]:>13}{wall:>14.3f}{cpu:>9.3f}{kiwi_seconds:>9.3f}{kiwi_seconds / wall:>10.2f}x")


if __name__ == "__main__":
    main()
