#!/usr/bin/env python3
"""Why strict frame agreement falls with measured content sizes (issue 22): every view whose
strict frame agrees with stored content sizes (the default) and disagrees with
`LAYOUTLINT_CONTENT_SIZES=measured`, by cause.

Each file is dumped (`dump --solve`) twice, once per mode. A view that newly disagrees is put
under the first cause that fits:

* `own size`: its measured content size (`contentSize`, source text, image or fixed) differs from
  its stored frame by more than the 0.5-pt frame tolerance on an axis its frame now disagrees on,
  and it was solved to its measured size there (a view solved to neither size: a contest of
  priorities settled another way than Xcode's);
  split by what it is (a label wrapped over several lines, `numberOfLines` other than 1; a
  one-line UIKit label; a button; an image view; an AppKit text field; other controls) and by
  how far the measured size is from the stored one: within 1 pt (the text measurement's own
  error, `docs/text-metrics.md`: 86% of labels within 1 pt), or more (for text, mostly a stored
  frame stretched or squeezed by a contest Xcode settled).
* `downstream`: its own content size is not off (or it has none); it moved or resized with
  another view that is (a row, a column, a stack, a superview).
* `ambiguity or conflict`: measured sizes left it without a strict verdict of its own (the scene
  gets a conflict, or the view or an ancestor becomes ambiguous).

Usage: python3 Scripts/content_size_causes.py [CORPUS] [--binary PATH] [--jobs N] [--examples N]
"""
import argparse
import collections
import concurrent.futures
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_agreement  # noqa: E402

AXES = {"width": "horizontal", "height": "vertical"}
MEASUREMENT_ERROR = 1.0  # pt: the text measurement's own error (86% of labels within 1 pt)
TOLERANCE = 0.5          # pt: the frame check's


def dump(binary, path, mode):
    environment = dict(os.environ, LAYOUTLINT_CONTENT_SIZES=mode)
    run = subprocess.run([binary, "dump", "--solve", path], capture_output=True, env=environment)
    return json.loads(run.stdout) if run.returncode == 0 else None


def lines_by_id(path):
    """`numberOfLines` of every label (and AppKit text field's `usesSingleLineMode`), by id."""
    result = {}
    try:
        for element in ElementTree.parse(path).iter():
            if element.get("id") and element.tag in ("label", "textField"):
                if element.tag == "label":
                    result[element.get("id")] = element.get("numberOfLines", "1")
                else:
                    cell = element.find("textFieldCell")
                    wraps = cell is not None and cell.get("lineBreakMode") in ("wordWrapping", "charWrapping")
                    result[element.get("id")] = "0" if wraps else "1"
    except ElementTree.ParseError:
        pass
    return result


def strict_verdicts(document):
    """{(scene id, view id): (verdict, item)} for every strictly compared view."""
    result = {}
    for scene in document["scenes"]:
        by_id = {item["id"]: item for item in scene["items"]}
        for item in scene["items"]:
            if item["kind"] != "view":
                continue
            verdict = corpus_agreement.strict_frame_verdict(item, item.get("xcode", {}), document, scene, by_id)
            if verdict is not None:
                result[(scene["id"], item["id"])] = (verdict, item, bool(scene.get("conflicts")))
    return result


def kind_of(item, document, lines):
    element = item.get("element")
    source = item["contentSize"]["source"]
    if element == "label" or (element == "textField" and document["platform"] == "macOS"):
        multi = lines.get(item["id"], "1") != "1"
        if multi:
            return "multi-line label (wraps)"
        return "one-line UIKit label" if element == "label" else "AppKit text field (one line)"
    if element == "button":
        return "button"
    if element == "imageView" or source == "image":
        return "image view"
    return "other control (%s)" % element


def cause(item, stored_item, document, lines):
    frame, solved = item.get("frame"), item.get("solved")
    if solved is None or item.get("ambiguous") or stored_item.get("solved") is None:
        return "ambiguity or conflict (no solved frame / ambiguous)", None
    size = item["contentSize"]
    off_axes = [k for k in ("width", "height") if abs(frame[k] - solved[k]) > TOLERANCE]
    if size["source"] in ("text", "image", "fixed"):
        worst, took = None, False
        for key in off_axes:
            measured = size[key]
            if measured is None:
                continue
            error = abs(measured - frame[key])
            if error > TOLERANCE and (worst is None or error > worst):
                worst, took = error, abs(solved[key] - measured) <= TOLERANCE
        if worst is not None:
            if not took:
                return "own size off, solved to neither size (a contest settled another way)", worst
            band = "within %g pt" % MEASUREMENT_ERROR if worst <= MEASUREMENT_ERROR else "more than %g pt" % MEASUREMENT_ERROR
            return "own size: %s, measured %s of stored" % (kind_of(item, document, lines), band), worst
    return "downstream (moved or resized with another view)", None


def analyse(path, binary):
    stored, measured = dump(binary, path, "stored"), dump(binary, path, "measured")
    if stored is None or measured is None:
        return path, []
    before, after = strict_verdicts(stored), strict_verdicts(measured)
    lines = lines_by_id(path)
    rows = []
    for key, (verdict, item, conflict) in after.items():
        if key not in before:
            continue
        was, stored_item, _ = before[key]
        if was and not verdict:
            label, error = cause(item, stored_item, measured, lines)
            if conflict and label.startswith("downstream"):
                label = "ambiguity or conflict (scene has a conflict)"
            rows.append((label, key[1], item.get("element"), item.get("name"), error, measured.get("platform")))
        elif not was and verdict:
            rows.append(("(made to agree)", key[1], item.get("element"), item.get("name"), None, measured.get("platform")))
    return path, rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", nargs="?", default=os.path.join(corpus_agreement.ROOT, "..", "shared", "corpus"))
    parser.add_argument("--binary", default=os.environ.get("LAYOUTLINT_BINARY",
                                                           os.path.join(corpus_agreement.ROOT, ".build", "release", "layoutlint")))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--examples", type=int, default=2)
    parser.add_argument("--json", metavar="FILE", help="write every row to FILE")
    args = parser.parse_args()
    sets = corpus_agreement.corpus_sets(args.corpus)
    counts = collections.defaultdict(collections.Counter)
    examples = collections.defaultdict(list)
    everything = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for path, rows in pool.map(lambda p: analyse(p, args.binary), corpus_agreement.files_in(args.corpus)):
            rel = os.path.relpath(path, args.corpus)
            for label, ident, element, name, error, platform in rows:
                half = sets.get(rel, "unlisted")
                for group in ("all", half, platform):
                    counts[label][group] += 1
                if len(examples[label]) < args.examples:
                    examples[label].append("%s %s (%s %r)" % (rel, ident, element, name))
                everything.append({"file": rel, "id": ident, "element": element, "name": name, "cause": label,
                                   "error": error, "set": half, "platform": platform})
    total = sum(c["all"] for label, c in counts.items() if label != "(made to agree)")
    print("| cause | all | first | added | iOS | macOS | share |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for label in sorted(counts, key=lambda l: (l == "(made to agree)", -counts[l]["all"], l)):
        c = counts[label]
        share = "" if label == "(made to agree)" else "%.1f%%" % (100.0 * c["all"] / total)
        print("| %s | %d | %d | %d | %d | %d | %s |" % (label, c["all"], c["first"], c["added"], c["iOS"], c["macOS"], share))
    print("| newly disagreeing, total | %d | | | | | |" % total)
    print()
    for label in sorted(examples):
        print("%s: %s" % (label, "; ".join(examples[label])))
    if args.json:
        with open(args.json, "w") as out:
            json.dump(everything, out, indent=0)


if __name__ == "__main__":
    main()
