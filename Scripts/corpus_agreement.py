#!/usr/bin/env python3
"""Frame and ambiguity agreement between layoutlint's engine and Xcode's verdicts in a corpus.

Xcode saves, for every view it did not flag misplaced or ambiguous, the frame it solved
(`<rect key="frame">`). This script runs `layoutlint dump --solve` over every file and compares:

* frames: views Xcode did not flag, in scenes without conflicts, not ambiguous in layoutlint's
  result, in files saved with Auto Layout on; a view agrees when x, y, width and height are all
  within 0.5 pt. Scene root views are left out (their frame is an input, not a result).
* ambiguity: views layoutlint calls ambiguous against views Xcode flagged `ambiguous="YES"`,
  leaving out `verifyAmbiguity` views, the built-in labels of styled cells and views that no
  constraint mentions.

Usage: python3 Scripts/corpus_agreement.py [CORPUS_DIR] [--binary PATH] [--examples N]
"""
import argparse
import collections
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def files_in(corpus):
    result = []
    for directory, _, names in os.walk(corpus):
        for name in names:
            if name.endswith((".storyboard", ".xib")):
                result.append(os.path.join(directory, name))
    return sorted(result)


def dump(binary, path):
    run = subprocess.run([binary, "dump", "--solve", path], capture_output=True)
    if run.returncode != 0:
        return None
    return json.loads(run.stdout)


def cause_of(item, by_id, constrained, document):
    """A coarse label for why a frame might disagree, for grouping."""
    parent = by_id.get(item.get("parent"))
    parent_element = parent["element"] if parent else "-"
    if parent and parent.get("stack"):
        return "arranged in a %s stack view" % parent["stack"]["axis"]
    if parent_element in ("scrollView", "tableView", "collectionView", "clipView"):
        return "inside a %s" % parent_element
    if item["id"] not in constrained and item.get("translatesAutoresizingMaskIntoConstraints", True):
        return "autoresizing mask (no constraints)"
    if item["element"] in ("label", "button", "textField", "imageView", "textView"):
        return "intrinsic-size view (%s)" % item["element"]
    if item["element"] in ("tableViewCellContentView", "tableViewCell", "collectionViewCell", "collectionViewCellContentView"):
        return "cell"
    return "%s: %s" % (document["platform"], item["element"])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", nargs="?", default=os.path.join(ROOT, "..", "shared", "corpus"))
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "layoutlint"))
    parser.add_argument("--examples", type=int, default=3)
    args = parser.parse_args()
    if not os.path.exists(args.binary):
        sys.exit("build first: swift build -c release (or pass --binary)")

    compared = agreed = 0
    disagreements = collections.defaultdict(list)
    true_pos = false_pos = false_neg = 0
    fp_examples, fn_examples = [], []
    unreadable = 0
    files = files_in(args.corpus)
    for path in files:
        document = dump(args.binary, path)
        if document is None:
            unreadable += 1
            continue
        rel = os.path.relpath(path, args.corpus)
        for scene in document["scenes"]:
            by_id = {item["id"]: item for item in scene["items"]}
            constrained = set()
            for constraint in scene["constraints"]:
                constrained.add(constraint["first"]["item"])
                if constraint.get("second"):
                    constrained.add(constraint["second"]["item"])
            has_conflict = bool(scene.get("conflicts"))
            for item in scene["items"]:
                if item["kind"] != "view":
                    continue
                xcode = item.get("xcode", {})
                ours = bool(item.get("ambiguous"))
                # Ambiguity agreement.
                builtin_cell_label = item.get("role") in ("textLabel", "detailTextLabel", "imageView") and \
                    by_id.get(item.get("parent"), {}).get("element") == "tableViewCellContentView"
                if not xcode.get("verifyAmbiguity") and not builtin_cell_label and item["id"] in constrained \
                        and document["useAutolayout"]:
                    theirs = bool(xcode.get("ambiguous"))
                    if ours and theirs:
                        true_pos += 1
                    elif ours:
                        false_pos += 1
                        fp_examples.append((rel, item["id"], item["name"], item["ambiguous"]))
                    elif theirs:
                        false_neg += 1
                        fn_examples.append((rel, item["id"], item["name"]))
                # Frame agreement.
                if item.get("parent") is None or not document["useAutolayout"] or has_conflict:
                    continue
                if xcode.get("ambiguous") or xcode.get("misplaced") or ours:
                    continue
                frame, solved = item.get("frame"), item.get("solved")
                if frame is None or solved is None:
                    continue
                compared += 1
                if all(abs(frame[k] - solved[k]) <= 0.5 for k in ("x", "y", "width", "height")):
                    agreed += 1
                else:
                    disagreements[cause_of(item, by_id, constrained, document)].append(
                        (rel, item["id"], item["name"], frame, solved))

    print("files: %d (%d unreadable)" % (len(files), unreadable))
    rate = 100.0 * agreed / compared if compared else 0
    print("frames: %d of %d views agree within 0.5 pt: %.2f%%" % (agreed, compared, rate))
    print("disagreements by cause:")
    for cause, rows in sorted(disagreements.items(), key=lambda kv: -len(kv[1])):
        print("  %5d  %s" % (len(rows), cause))
        for rel, ident, name, frame, solved in rows[:args.examples]:
            print("           %s %s %r stored %s solved %s" % (rel, ident, name,
                  tuple(frame[k] for k in ("x", "y", "width", "height")),
                  tuple(solved[k] for k in ("x", "y", "width", "height"))))
    precision = 100.0 * true_pos / (true_pos + false_pos) if true_pos + false_pos else 0
    recall = 100.0 * true_pos / (true_pos + false_neg) if true_pos + false_neg else 0
    print("ambiguity: %d agree, %d only layoutlint, %d only Xcode: precision %.1f%%, recall %.1f%%" % (
        true_pos, false_pos, false_neg, precision, recall))
    for label, rows in (("only layoutlint", fp_examples), ("only Xcode", fn_examples)):
        print("  %s (first %d):" % (label, args.examples * 5))
        for row in rows[:args.examples * 5]:
            print("    " + " ".join(str(part) for part in row))


if __name__ == "__main__":
    main()
