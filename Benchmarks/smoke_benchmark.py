#!/usr/bin/env python3
"""Smoke benchmark for CI: `layoutlint lint --jobs 1` against `xmllint --noout` on the same files,
as a ratio of CPU time measured in the same run, so a loaded machine slows both and the ratio
stays put. Fails (exit 1) when the ratio exceeds 3x the one recorded in
`Benchmarks/smoke_ratio.json` for the build configuration (debug or release).

    python3 Benchmarks/smoke_benchmark.py [--binary .build/debug/layoutlint] [--record]

Files: the sample storyboards, and a synthetic 1,000-view chain (`synthetic_storyboard.py`), each
repeated on the command line so that both tools run long enough to measure (xmllint takes about a
millisecond per file). Each tool runs `--runs` times, alternating; the minimum CPU time (user +
system, of the child) of each is kept: the least disturbed run. `--record` writes the measured
ratio into the JSON instead of checking it.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(HERE)
RECORD = os.path.join(HERE, "smoke_ratio.json")
ALLOWED_REGRESSION = 3.0


def cpu_seconds(command):
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):  # 1: findings (the samples contain problems on purpose)
        sys.exit(f"smoke-benchmark: {command[0]} exited {code}")
    return usage.ru_utime + usage.ru_stime


def inputs(directory, copies):
    samples = sorted(os.path.join(PACKAGE, "SampleStoryboards", name)
                     for name in os.listdir(os.path.join(PACKAGE, "SampleStoryboards"))
                     if name.endswith((".storyboard", ".xib")))
    chain = os.path.join(directory, "chain-1000.storyboard")
    with open(chain, "w") as output:
        subprocess.run([sys.executable, os.path.join(HERE, "synthetic_storyboard.py"), "chain", "1000"], stdout=output, check=True)
    # Copies under distinct names: the same path twice may be linted once.
    files = []
    for copy in range(copies):
        for path in samples + [chain]:
            target = os.path.join(directory, f"{copy}-{os.path.basename(path)}")
            shutil.copyfile(path, target)
            files.append(target)
    return files


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(PACKAGE, ".build", "debug", "layoutlint"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--copies", type=int, default=5)
    parser.add_argument("--record", action="store_true")
    args = parser.parse_args()
    if shutil.which("xmllint") is None:
        sys.exit("smoke-benchmark: xmllint not found (apt-get install libxml2-utils)")
    if not os.path.exists(args.binary):
        sys.exit(f"smoke-benchmark: {args.binary} not found: build it first")
    configuration = "release" if "/release/" in os.path.realpath(args.binary) else "debug"

    with tempfile.TemporaryDirectory() as directory:
        files = inputs(directory, args.copies)
        lint, xml = [], []
        for _ in range(args.runs):
            lint.append(cpu_seconds([args.binary, "lint", "--quiet", "--jobs", "1", *files]))
            xml.append(cpu_seconds(["xmllint", "--noout", *files]))
    ratio = min(lint) / max(min(xml), 1e-3)
    print(f"smoke-benchmark ({configuration}): {len(files)} files, layoutlint lint {min(lint):.3f} s CPU, "
          f"xmllint {min(xml):.3f} s CPU, ratio {ratio:.1f}x (minimum of {args.runs} runs each)")

    recorded = json.load(open(RECORD)) if os.path.exists(RECORD) else {}
    if args.record:
        recorded[configuration] = round(ratio, 1)
        with open(RECORD, "w") as output:
            json.dump(recorded, output, indent=2, sort_keys=True)
            output.write("\n")
        print(f"smoke-benchmark: recorded {ratio:.1f}x for {configuration} in {os.path.relpath(RECORD, PACKAGE)}")
        return
    if configuration not in recorded:
        sys.exit(f"smoke-benchmark: no ratio recorded for {configuration}; run with --record")
    limit = recorded[configuration] * ALLOWED_REGRESSION
    if ratio > limit:
        print(f"smoke-benchmark: FAILED: {ratio:.1f}x is over {ALLOWED_REGRESSION:g} x the recorded {recorded[configuration]}x")
        sys.exit(1)
    print(f"smoke-benchmark: passed (limit {limit:.1f}x = {ALLOWED_REGRESSION:g} x recorded {recorded[configuration]}x)")


if __name__ == "__main__":
    main()
