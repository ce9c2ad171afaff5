#!/usr/bin/env python3
"""Lint findings over the corpus, counted by rule and severity, per half (`set` in MANIFEST.tsv).

An engine change that removes false findings on the files it was tuned on but adds some on the
files it never saw is a regression; this table shows both halves side by side. With --save FILE the
findings are kept, and --compare FILE lists the ones that appeared or went away since.

The binary: --binary PATH, else $LAYOUTLINT_BINARY, else .build/release/layoutlint.

Usage: python3 Scripts/corpus_findings.py [CORPUS_DIR] [--binary PATH] [--save FILE] [--compare FILE]
"""
import argparse
import collections
import csv
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def manifest(corpus):
    """Maps each corpus file's path (relative to the corpus folder) to its half and its repository."""
    result = {}
    with open(os.path.join(corpus, "MANIFEST.tsv"), newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            path = row["local_path"]
            if path.startswith("corpus/"):
                path = path[len("corpus/"):]
            result[path] = (row["set"], row["repo"])
    return result


def lint(binary, corpus):
    """The findings of `layoutlint lint` over the corpus, as its JSON report lists them."""
    run = subprocess.run([binary, "lint", "--reporter", "json", "--jobs", "2", "--quiet", corpus],
                         capture_output=True)
    if run.returncode not in (0, 1, 2):
        sys.exit("layoutlint exited %d: %s" % (run.returncode, run.stderr.decode()[-2000:]))
    report = json.loads(run.stdout)
    return report["findings"] if isinstance(report, dict) else report


def key_of(finding, corpus):
    path = os.path.relpath(finding["file"], corpus)
    return (path, finding["rule"], finding["severity"], finding.get("line"), finding.get("element") or "",
            finding["message"])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", nargs="?", default=os.path.join(ROOT, "..", "shared", "corpus"))
    parser.add_argument("--binary", default=os.environ.get("LAYOUTLINT_BINARY",
                                                           os.path.join(ROOT, ".build", "release", "layoutlint")))
    parser.add_argument("--save", metavar="FILE", help="keep the findings in FILE (JSON)")
    parser.add_argument("--compare", metavar="FILE", help="list findings that changed since --save FILE")
    parser.add_argument("--content-sizes", choices=["stored", "measured", "measured-widths", "refined"], default="stored",
                        help="intrinsic content sizes the solver takes first (LAYOUTLINT_CONTENT_SIZES)")
    args = parser.parse_args()
    os.environ["LAYOUTLINT_CONTENT_SIZES"] = args.content_sizes
    corpus = os.path.abspath(args.corpus)
    half_of = {path: half for path, (half, _) in manifest(corpus).items()}
    findings = lint(args.binary, corpus)
    keys = sorted(key_of(f, corpus) for f in findings)

    counts = collections.Counter()
    for path, rule, severity, *_ in keys:
        counts[(rule, severity, half_of.get(path, "?"))] += 1
    rows = sorted({(rule, severity) for rule, severity, _ in counts})
    print("| rule | severity | first | added | all |")
    print("| --- | --- | ---: | ---: | ---: |")
    for rule, severity in rows:
        first, added = counts[(rule, severity, "first")], counts[(rule, severity, "added")]
        print("| %s | %s | %d | %d | %d |" % (rule, severity, first, added, first + added))
    for severity in ("error", "warning", "note"):
        first = sum(n for (r, s, h), n in counts.items() if s == severity and h == "first")
        added = sum(n for (r, s, h), n in counts.items() if s == severity and h == "added")
        print("| all | %s | %d | %d | %d |" % (severity, first, added, first + added))

    if args.save:
        with open(args.save, "w") as handle:
            json.dump(keys, handle)
    if args.compare:
        with open(args.compare) as handle:
            before = {tuple(k) for k in json.load(handle)}
        now = set(keys)
        for sign, group in (("-", sorted(before - now)), ("+", sorted(now - before))):
            for path, rule, severity, line, element, message in group:
                print("%s [%s] %s %s:%s %s: %s" % (sign, half_of.get(path, "?"), severity, path, line, rule,
                                                   message[:160]))


if __name__ == "__main__":
    main()
