#!/usr/bin/env python3
"""Command-line cost of many paths (issue 23): `layoutlint lint` given 1,000 / 5,000 / 20,000 files
on one command line, as `xargs` or `find -exec ... +` would give them.

Two runs per count: "parse only" (`--jobs 0`, which fails validation after the whole command line
is parsed, so it times argument handling alone) and a real `lint --quiet --jobs 1`. The files are
hard links to one small hand-written storyboard, in a temporary folder, with short names so that
20,000 of them fit in the system's argument-length limit. Medians of --runs runs; CPU time is the
child's user + system time. With linear argument handling, "parse only" stays a few hundredths of a
second and grows about as the count does.

    python3 Benchmarks/many_paths.py [--binary PATH] [--runs N] [--counts 1000,5000,20000]
"""
import argparse
import os
import statistics
import subprocess
import tempfile
import time

STORYBOARD = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
<scenes><scene sceneID="s1"><objects><viewController id="vc1" sceneMemberID="viewController">
<view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
<subviews><view id="box" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="16" y="100" width="361" height="44"/></view></subviews>
<viewLayoutGuide key="safeArea" id="sa1"/>
<constraints>
<constraint firstItem="box" firstAttribute="leading" secondItem="sa1" secondAttribute="leading" constant="16" id="c1"/>
<constraint firstItem="box" firstAttribute="trailing" secondItem="sa1" secondAttribute="trailing" constant="-16" id="c2"/>
<constraint firstItem="box" firstAttribute="top" secondItem="sa1" secondAttribute="top" constant="41" id="c3"/>
<constraint firstItem="box" firstAttribute="height" constant="44" id="c4"/>
</constraints></view></viewController></objects></scene></scenes>
</document>
"""


def timed_run(command, directory):
    """(wall seconds, CPU seconds, exit code) of a run with output discarded."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=directory, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime, os.waitstatus_to_exitcode(status)


def main():
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(package, ".build", "release", "layoutlint"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--counts", default="1000,5000,20000")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    counts = [int(c) for c in args.counts.split(",")]

    with tempfile.TemporaryDirectory(prefix="layoutlint-many-paths-") as directory:
        original = os.path.join(directory, "original.storyboard")
        with open(original, "w") as file:
            file.write(STORYBOARD)
        names = [f"f{index:05d}.storyboard" for index in range(max(counts))]
        for name in names:
            os.link(original, os.path.join(directory, name))
        print(f"{'paths':>6}{'parse wall s':>14}{'parse CPU s':>13}{'lint wall s':>13}{'lint CPU s':>12}   exit codes")
        for count in counts:
            paths = names[:count]
            commands = [[binary, "lint", "--jobs", "0", *paths], [binary, "lint", "--quiet", "--jobs", "1", *paths]]
            medians, codes = [], []
            for command in commands:
                runs = [timed_run(command, directory) for _ in range(args.runs)]
                medians += [statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)]
                codes.append(",".join(sorted({str(r[2]) for r in runs})))
            print(f"{count:>6}{medians[0]:>14.3f}{medians[1]:>13.3f}{medians[2]:>13.3f}{medians[3]:>12.3f}   {' / '.join(codes)}")


if __name__ == "__main__":
    main()
