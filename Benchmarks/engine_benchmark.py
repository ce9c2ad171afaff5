#!/usr/bin/env python3
"""Solver benchmark: layoutlint's engine against kiwisolver on the same synthetic scenes.

    python3 Benchmarks/engine_benchmark.py [--sizes 100,1000,10000] [--repeat 5] [--kiwi-timeout 120]

Creates .venv-bench/ with the pinned kiwisolver on first use and builds the engine harness in release
mode (`swift build -c release --scratch-path .build-bench --product engine-harness`).

Scenes of N views, four variables per view (minX, width, minY, height; ENGINE.md §1), with the
priorities 1000 (required), 750, 500, 250 mapped to kiwi's required, strong, medium and weak:
  chain   N views side by side: leading = previous trailing + 8, top and height fixed; widths cycle
          through fixed 100, intrinsic 80 (hugging 250, compression resistance 750) and
          `width >= 40` with `width == 60 @500`.
  grid    k×k views (N = k²), each placed after its left and top neighbours (+ 8); the first row's
          widths are fixed or intrinsic, every other row has equal widths to it, column by column;
          heights likewise from the first column.
  equal   N views side by side between the superview's edges, every width equal to the first.
  scenes  N/100 independent 100-view chains, each solved by itself (a fresh solver per scene).

Both solvers get the same system. Only solving is timed: for the engine `LinearSystemSolver.solve()`
inside the harness (monotonic clock); for kiwi `addConstraint` for every constraint and
`updateVariables`, with the kiwi objects built beforehand. Each time is the median of --repeat runs
(21 by default, alternating one run of each solver so that load from elsewhere hits both alike,
each after one untimed warm-up solve of the same system in the same process; for N > 1000, 5
runs in one process each, no warm-up, and kiwi runs once when a run takes over 10 s). Kiwi runs in a child process killed after
--kiwi-timeout seconds. Values of both are compared (1e-6 relative) where both finish.
"""
import argparse
import json
import os
import pickle
import statistics
import subprocess
import sys
import tempfile
import time

import enginesys

REQUIRED, STRONG, MEDIUM, WEAK = 1000, 750, 500, 250


class Scene:
    def __init__(self):
        self.count = 0
        self.constraints = []

    def view(self):
        self.count += 4
        return self.count - 4  # minX, width, minY, height at +0 … +3

    def add(self, relation, priority, constant, *terms):
        self.constraints.append((relation, priority, float(constant), [(v, float(c)) for v, c in terms]))

    def fixed(self, variable, value):
        self.add("==", REQUIRED, -value, (variable, 1))

    def after(self, variable, previous, previous_size, gap=8):
        """variable = previous + previous_size + gap."""
        self.add("==", REQUIRED, -gap, (variable, 1), (previous, -1), (previous_size, -1))

    def intrinsic(self, size, value, hugging=WEAK, resistance=STRONG):
        self.add("<=", hugging, -value, (size, 1))
        self.add(">=", resistance, -value, (size, 1))

    def system(self):
        return (self.count, self.constraints)


def chain(n):
    scene = Scene()
    previous = None
    for i in range(n):
        v = scene.view()
        if previous is None:
            scene.fixed(v, 20)
        else:
            scene.after(v, previous, previous + 1)
        scene.fixed(v + 2, 20)
        scene.fixed(v + 3, 44)
        if i % 3 == 0:
            scene.fixed(v + 1, 100)
        elif i % 3 == 1:
            scene.intrinsic(v + 1, 80)
        else:
            scene.add(">=", REQUIRED, -40, (v + 1, 1))
            scene.add("==", MEDIUM, -60, (v + 1, 1))
        previous = v
    return [scene.system()]


def grid(n):
    k = round(n ** 0.5)
    scene = Scene()
    views = [[scene.view() for _ in range(k)] for _ in range(k)]
    for r in range(k):
        for c in range(k):
            v = views[r][c]
            if c == 0:
                scene.fixed(v, 20)
            else:
                scene.after(v, views[r][c - 1], views[r][c - 1] + 1)
            if r == 0:
                scene.fixed(v + 2, 20)
            else:
                scene.after(v + 2, views[r - 1][c] + 2, views[r - 1][c] + 3)
            if r == 0:
                if c % 2 == 0:
                    scene.fixed(v + 1, 50 + (c % 5) * 10)
                else:
                    scene.intrinsic(v + 1, 60)
            else:
                scene.add("==", REQUIRED, 0, (v + 1, 1), (views[0][c] + 1, -1))
            if c == 0:
                if r % 2 == 0:
                    scene.fixed(v + 3, 30)
                else:
                    scene.intrinsic(v + 3, 40)
            else:
                scene.add("==", REQUIRED, 0, (v + 3, 1), (views[r][0] + 3, -1))
    return [scene.system()]


def equal_widths(n):
    scene = Scene()
    width = 100 * n + 8 * (n - 1) + 40
    views = [scene.view() for _ in range(n)]
    for i, v in enumerate(views):
        if i == 0:
            scene.fixed(v, 20)
        else:
            scene.after(v, views[i - 1], views[i - 1] + 1)
            scene.add("==", REQUIRED, 0, (v + 1, 1), (views[0] + 1, -1))
        scene.fixed(v + 2, 20)
        scene.fixed(v + 3, 44)
    last = views[-1]
    scene.add("==", REQUIRED, -(width - 20), (last, 1), (last + 1, 1))
    return [scene.system()]


def scenes(n):
    return [chain(100)[0] for _ in range(max(1, n // 100))]


SHAPES = {"chain": chain, "grid": grid, "equal": equal_widths, "scenes": scenes}


def kiwi_worker(path, repeat, warmup):
    """Child process: solves the pickled systems with kiwi and prints JSON (times, values)."""
    with open(path, "rb") as handle:
        systems = pickle.load(handle)
    objects = [enginesys.kiwi_objects(system) for system in systems]
    for _ in range(warmup):
        for variables, constraints in objects:
            enginesys.kiwi_solve(variables, constraints)
    samples, values = [], None
    for _ in range(repeat):
        total, run_values = 0.0, []
        for variables, constraints in objects:
            solved, seconds = enginesys.kiwi_solve(variables, constraints)
            total += seconds
            run_values.append(solved)
        samples.append(total)
        values = run_values
        if total > 10:
            break
    print(json.dumps({"seconds": statistics.median(samples), "runs": len(samples), "values": values}))


def run_kiwi(systems, repeat, timeout, warmup=0):
    with tempfile.NamedTemporaryFile(suffix=".pickle", delete=False) as handle:
        pickle.dump(systems, handle)
    try:
        command = [sys.executable, os.path.abspath(__file__), "--kiwi-worker", handle.name, "--repeat", str(repeat),
                   "--warmup", str(warmup)]
        result = subprocess.run(command, capture_output=True, timeout=timeout, check=True)
        return json.loads(result.stdout)
    except subprocess.TimeoutExpired:
        return None
    finally:
        os.unlink(handle.name)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--shapes", default=",".join(SHAPES))
    parser.add_argument("--repeat", type=int, default=21, help="runs per case for N <= 1000 (5 above)")
    parser.add_argument("--kiwi-timeout", type=float, default=120)
    parser.add_argument("--no-kiwi", action="store_true", help="time the engine only")
    parser.add_argument("--kiwi-worker", help=argparse.SUPPRESS)
    parser.add_argument("--warmup", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args()
    enginesys.ensure_environment()
    if args.kiwi_worker:
        kiwi_worker(args.kiwi_worker, args.repeat, args.warmup)
        return
    enginesys.build_harness()
    import kiwisolver

    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"kiwisolver {kiwisolver.__version__}, python {sys.version.split()[0]}; median of {args.repeat} runs "
          f"(5 for N > 1000; kiwi 1 when a run takes > 10 s); "
          f"solve time only; kiwi timeout {args.kiwi_timeout:g} s")
    header = f"{'scene':<8}{'N':>7}{'vars':>8}{'constraints':>13}{'layoutlint s':>14}{'kiwi s':>12}{'kiwi/ours':>11}  values"
    print(header)
    ours_times = {}
    for shape in args.shapes.split(","):
        for n in sizes:
            systems = SHAPES[shape](n)
            variables = sum(s[0] for s in systems)
            constraints = sum(len(s[1]) for s in systems)
            repeat = args.repeat if n <= 1000 else min(args.repeat, 5)
            kiwi = None
            if n <= 1000 and not args.no_kiwi:
                # Alternate single runs of both, so load from elsewhere on the machine hits both alike.
                ours_samples, kiwi_samples = [], []
                for _ in range(repeat):
                    solutions, seconds = enginesys.run_harness(systems, repeat=1, warmup=1)
                    ours_samples.append(seconds)
                    if kiwi_samples is not None:
                        result = run_kiwi(systems, 1, args.kiwi_timeout, warmup=1)
                        if result is None:
                            kiwi_samples = None
                        else:
                            kiwi_samples.append(result["seconds"])
                            kiwi = result
                            if result["seconds"] > 10:
                                kiwi_samples = [result["seconds"]]
                                break
                ours = statistics.median(ours_samples)
                if kiwi is not None and kiwi_samples is not None:
                    kiwi["seconds"] = statistics.median(kiwi_samples)
                else:
                    kiwi = None
            else:
                solutions, ours = enginesys.run_harness(systems, repeat=repeat)
            ours_times[(shape, n)] = ours
            problems = sum(1 for s in solutions if any(s["movable"]) or s["conflicts"] or s["tied"])
            if n > 1000 and not args.no_kiwi:
                kiwi = run_kiwi(systems, repeat, args.kiwi_timeout)
            if args.no_kiwi:
                kiwi_text, ratio, check = "-", "-", "-"
            elif kiwi is None:
                kiwi_text, ratio, check = f"> {args.kiwi_timeout:g}", f"> {args.kiwi_timeout / ours:.0f}x", "kiwi timed out"
            else:
                kiwi_text, ratio = f"{kiwi['seconds']:.4f}", f"{kiwi['seconds'] / ours:.1f}x"
                mismatches = sum(1 for ours_system, kiwi_system in zip(solutions, kiwi["values"])
                                 for a, b in zip(ours_system["values"], kiwi_system) if not enginesys.close(a, b))
                check = "same" if mismatches == 0 else f"{mismatches} DIFFER"
            if problems:
                check += f"; {problems} systems not uniquely determined"
            print(f"{shape:<8}{n:>7}{variables:>8}{constraints:>13}{ours:>14.4f}{kiwi_text:>12}{ratio:>11}  {check}", flush=True)
    print("layoutlint growth per 10x N (time(10N)/time(N)):")
    for shape in args.shapes.split(","):
        growth = [f"{a}→{b}: {ours_times[(shape, b)] / ours_times[(shape, a)]:.1f}x"
                  for a, b in zip(sizes, sizes[1:])]
        print(f"  {shape:<8}" + ", ".join(growth))


if __name__ == "__main__":
    main()
