#!/usr/bin/env python3
"""A seeded sample of lint findings from the corpus's added half, stratified by rule, for a hand check.

Lints the corpus once (`layoutlint lint --reporter json --jobs 2 --quiet CORPUS`), keeps the findings
in files whose `set` in MANIFEST.tsv is `added` (or --set), drops `parse-error`, groups them by rule and
draws --count findings: an equal share per rule; a rule with fewer findings than its share gives all
it has and the rest is spread over the other rules (what is left after an even split goes to rules
chosen by the seed). Within a rule the findings are sorted and then drawn with a generator seeded by
the seed and the rule's id, so one rule's draw does not depend on how many findings another rule has.
The sample is printed sorted by rule, file, line and element, numbered from 1.

Same binary, same corpus, same seed: same sample. --max-per-file N caps how many findings of one rule
come from one file (spreads the draw over more projects; off by default, which keeps earlier samples).
--errors N over-samples error severity: after the main draw it draws N more error findings from the
projects the main draw came from (not already drawn), at most one per project and rule, so the error
share of the check does not hang on a handful; they are numbered after the main draw.
--verdicts FILE reads an earlier hand check (JSON list of {rule, path, line, element, message, verdict,
reason}) and shows the verdict of every sampled finding judged before, so a re-check after an engine
change only needs the new ones judged.

The binary: --binary PATH, else $LAYOUTLINT_BINARY, else .build/release/layoutlint.

Usage: python3 Scripts/sample_findings.py [CORPUS_DIR] [--seed N] [--count N] [--set added]
                                          [--json FILE] [--markdown FILE] [--binary PATH]
"""
import argparse
import collections
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from corpus_findings import lint, manifest  # noqa: E402  (one way to lint the corpus and read its halves)
EXCLUDED_RULES = {"parse-error"}


def sort_key(finding):
    return (finding["rule"], finding["path"], finding.get("line") or 0, finding.get("column") or 0,
            finding.get("element") or "", finding["message"])


def quotas(sizes, count, rng):
    """Splits count over the rules: equal shares, small rules give all they have, the rest spread."""
    quota = {}
    open_rules = sorted(sizes)
    left = count
    while open_rules and left > 0:
        share = left // len(open_rules)
        small = [rule for rule in open_rules if sizes[rule] <= share]
        if not small:
            break
        for rule in small:
            quota[rule] = sizes[rule]
            left -= sizes[rule]
        open_rules = [rule for rule in open_rules if rule not in small]
    if open_rules and left > 0:
        share, extra = divmod(left, len(open_rules))
        lucky = set(rng.sample(open_rules, extra))
        for rule in open_rules:
            quota[rule] = share + (1 if rule in lucky else 0)
    return quota


def capped_draw(items, quota, rng, max_per_file):
    """Draws quota items, at most max_per_file from one file while others are left."""
    order = items[:]
    rng.shuffle(order)
    chosen, spare, per_file = [], [], collections.Counter()
    for item in order:
        if per_file[item["path"]] < max_per_file:
            chosen.append(item)
            per_file[item["path"]] += 1
        else:
            spare.append(item)
    return (chosen + spare)[:quota]


def sample(findings, count, seed, max_per_file=0):
    by_rule = collections.defaultdict(list)
    for finding in findings:
        by_rule[finding["rule"]].append(finding)
    sizes = {rule: len(items) for rule, items in by_rule.items()}
    quota = quotas(sizes, count, random.Random("%s:quotas" % seed))
    chosen = []
    for rule in sorted(by_rule):
        items = sorted(by_rule[rule], key=sort_key)
        rng = random.Random("%s:%s" % (seed, rule))
        if max_per_file > 0:
            chosen.extend(capped_draw(items, quota.get(rule, 0), rng, max_per_file))
        else:
            chosen.extend(rng.sample(items, quota.get(rule, 0)))
    return sorted(chosen, key=sort_key), sizes, quota


def error_oversample(findings, chosen, count, seed):
    """count error findings of the chosen findings' projects, not chosen already, one per project and rule."""
    projects = {finding["repo"] for finding in chosen}
    drawn = {id(finding) for finding in chosen}
    groups = collections.defaultdict(list)
    for finding in findings:
        if finding["severity"] == "error" and finding["repo"] in projects and id(finding) not in drawn:
            groups[(finding["repo"], finding["rule"])].append(finding)
    rng = random.Random("%s:errors" % seed)
    keys = sorted(groups)
    picked = [rng.choice(sorted(groups[key], key=sort_key)) for key in rng.sample(keys, min(count, len(keys)))]
    return sorted(picked, key=sort_key)


def verdict_key(finding):
    return (finding["rule"], finding["path"], finding.get("line"), finding.get("element") or "", finding["message"])


def load_verdicts(path):
    with open(path) as handle:
        return {verdict_key(item): (item["verdict"], item.get("reason", "")) for item in json.load(handle)}


def markdown(rows, args, sizes, quota):
    lines = ["# Sampled findings", "",
             "`python3 Scripts/sample_findings.py --seed %s --count %d --set %s` (findings from `layoutlint lint "
             "--reporter json --jobs 2 --quiet CORPUS`, `parse-error` excluded)" % (args.seed, args.count, args.set),
             "", "| rule | findings | sampled |", "| --- | ---: | ---: |"]
    lines += ["| %s | %d | %d |" % (rule, sizes[rule], quota.get(rule, 0)) for rule in sorted(sizes)]
    lines += ["", "| n | rule | severity | file:line | element | message | verdict |",
              "| ---: | --- | --- | --- | --- | --- | --- |"]
    for row in rows:
        message = row["message"].replace("|", "\\|").replace("\n", " ")
        lines.append("| %d | %s | %s | %s:%s | %s | %s | %s |" % (row["n"], row["rule"], row["severity"], row["path"],
                                                                  row.get("line"), row.get("element") or "", message,
                                                                  row.get("verdict", "")))
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", nargs="?", default=os.path.join(ROOT, "..", "shared", "corpus"))
    parser.add_argument("--binary", default=os.environ.get("LAYOUTLINT_BINARY",
                                                           os.path.join(ROOT, ".build", "release", "layoutlint")))
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--set", default="added", help="the MANIFEST half to sample from (default: added)")
    parser.add_argument("--max-per-file", type=int, default=0, metavar="N",
                        help="at most N findings of one rule from one file (default: no cap)")
    parser.add_argument("--errors", type=int, default=0, metavar="N",
                        help="also draw N error findings of the sampled projects, one per project and rule")
    parser.add_argument("--verdicts", metavar="FILE", help="an earlier hand check (JSON) whose verdicts to show")
    parser.add_argument("--json", metavar="FILE", help="write the sample as JSON")
    parser.add_argument("--markdown", metavar="FILE", help="write the sample as a markdown table")
    args = parser.parse_args()
    corpus = os.path.abspath(args.corpus)
    half_of = manifest(corpus)
    kept = []
    for finding in lint(args.binary, corpus):
        path = os.path.relpath(finding["file"], corpus)
        half, repo = half_of.get(path, ("?", "?"))
        if half != args.set or finding["rule"] in EXCLUDED_RULES:
            continue
        kept.append(dict(finding, path=path, repo=repo))
    chosen, sizes, quota = sample(kept, args.count, args.seed, args.max_per_file)
    extra = error_oversample(kept, chosen, args.errors, args.seed) if args.errors else []
    rows = [dict(finding, n=n) for n, finding in enumerate(chosen, 1)]
    rows += [dict(finding, n=n, oversampled=True) for n, finding in enumerate(extra, len(chosen) + 1)]
    known = load_verdicts(args.verdicts) if args.verdicts else {}
    for row in rows:
        if verdict_key(row) in known:
            row["verdict"], row["reason"] = known[verdict_key(row)]

    print("%d findings in the %s half over %d rules; sample of %d, seed %s" % (len(kept), args.set, len(sizes),
                                                                               len(rows), args.seed))
    for rule in sorted(sizes):
        print("  %-32s %5d findings, %2d sampled" % (rule, sizes[rule], quota.get(rule, 0)))
    for row in rows:
        print("%3d. %s [%s] %s:%s %s\n     %s" % (row["n"], row["rule"], row["severity"], row["path"], row.get("line"),
                                                row.get("element") or "-", row["message"]))
        if "verdict" in row:
            print("     judged before: %s (%s)" % (row["verdict"], row["reason"]))
    if args.json:
        with open(args.json, "w") as handle:
            json.dump({"seed": args.seed, "count": args.count, "set": args.set, "max_per_file": args.max_per_file, "errors": args.errors,
                       "rules": sizes, "quota": quota, "sample": rows}, handle, indent=1, ensure_ascii=False)
            handle.write("\n")
    if args.markdown:
        with open(args.markdown, "w") as handle:
            handle.write(markdown(rows, args, sizes, quota))


if __name__ == "__main__":
    main()
