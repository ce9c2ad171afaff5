#!/usr/bin/env python3
"""Check measured control content sizes (text fields, labels wrapping at an explicit
preferredMaxLayoutWidth) against the corpus (issue 22).

A text field whose stored width is its content's: one horizontal position constraint and no width
constraint (the same rule as the labels of fit_text_metrics.py: not arranged in a stack view, not
of a custom class, not flagged ambiguous or misplaced by Xcode, in a scene without conflict). Its
height likewise: one vertical position constraint, no height constraint. For each such field the
engine's measured size (`layoutlint dump --solve`'s `contentSize`, source `text`) is compared with
the stored frame, by platform, border style and half of the repositories (`repository_half`).

The padding each border style adds around the text is a constant of the engine
(`TextMeasurement.uiTextFieldPadding`, `appKitFieldPadding`). `--fit` says, per group, the
correction that half A's median error asks for and how many of half B's fields it brings within
1 pt (and the other way round): a constant is fitted on one half and checked on the other.

AppKit pop-ups are grouped by the system that drew them as far as the file tells: tools before
17000, before 24000, and for tools 24xxx (Xcode 16.3 to 26, on macOS 15 or 26) by their stored
height (24: macOS 26's, `TextMeasurement.macOS26PopUpPadding`; 25 or 26: macOS 15's).

Usage: python3 Scripts/control_content_evidence.py [--binary PATH] [--fit] [--platform macOS|iOS] [CORPUS]
"""
import argparse
import collections
import os
import statistics
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from appkit_inset_evidence import tools_major  # noqa: E402
from corpus_agreement import default_binary, repository_half, solved_documents  # noqa: E402
from fit_text_metrics import qualifying  # noqa: E402

VERTICAL_POSITION = {"top", "bottom", "centerY", "topMargin", "bottomMargin", "centerYWithinMargins",
                     "firstBaseline", "lastBaseline", "baseline"}


def fields_of(path, platform=None):
    """The file's text fields by id: (platform, style) and whether the text is set. `platform`
    ("macOS" or "iOS"): only files of it."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return {}
    mac = root.get("targetRuntime", "").startswith("MacOSX")
    if platform and (platform == "macOS") != mac:
        return {}
    result = {}
    for label in root.iter("label"):
        if label.get("preferredMaxLayoutWidth") and label.get("numberOfLines", "1") != "1":
            result[label.get("id")] = {"kind": "field", "style": "uikit label, explicit preferredMaxLayoutWidth",
                                       "shown": "text", "lines": 1, "explicitMaxWidth": True, "shrinks": False}
    for popup in root.iter("popUpButton") if mac else ():
        cell = popup.find("popUpButtonCell[@key='cell']")
        if cell is not None and cell.get("pullsDown") != "YES":
            result[popup.get("id")] = {"kind": "field", "style": "appkit popUpButton %s %s%s" % (cell.get("bezelStyle"), cell.get("controlSize", "regular"), popup_generation(root, popup)),
                                       "shown": "items", "lines": 1, "explicitMaxWidth": False, "shrinks": False, "units": 1}
    for control in root.iter("segmentedControl") if not mac else ():
        segments = control.findall("segments/segment")
        result[control.get("id")] = {"kind": "field", "style": "uikit segmentedControl", "shown": "titles",
                                     "lines": 1, "explicitMaxWidth": False, "shrinks": False, "units": max(1, len(segments))}
    for field in root.iter("textField"):
        if mac:
            cell = field.find("textFieldCell[@key='cell']")
            if cell is None:
                continue
            plain = not (cell.get("editable") == "YES" or cell.get("borderStyle") or cell.get("bezelStyle"))
            if plain and field.get("preferredMaxLayoutWidth") and cell.get("lineBreakMode", "wordWrapping").endswith("Wrapping"):
                result[field.get("id")] = {"kind": "field", "style": "appkit wrapping label, explicit preferredMaxLayoutWidth",
                                           "shown": "text", "lines": 1, "explicitMaxWidth": True, "shrinks": False}
            if plain:
                continue
            style = "appkit " + (cell.get("borderStyle") or "none") + (" " + cell.get("bezelStyle") if cell.get("bezelStyle") else "")
            shown = "text" if cell.get("title") else "placeholder" if cell.get("placeholderString") else "empty"
        else:
            style = "uikit " + (field.get("borderStyle") or "none")
            shown = "text" if field.get("text") else "placeholder" if field.get("placeholder") else "empty"
        result[field.get("id")] = {"kind": "field", "style": style, "shown": shown, "lines": 1,
                                   "explicitMaxWidth": False, "shrinks": field.get("adjustsFontSizeToFit") == "YES"}
    return result


def popup_generation(root, popup):
    """Which system's pop-up the stored frame shows, for the group's name: Xcode 16.3 to 26 (tools
    24xxx) draw a regular rounded pop-up 24 tall on macOS 26 (its alignment rect, no insets) and
    25 or 26 tall on macOS 15 (`AlignmentInsets.popUpButton`); earlier tools, by their range."""
    tools = tools_major(root)
    frame = popup.find("rect[@key='frame']")
    if tools >= 30000:
        return ", placeholder tools version"
    if tools < 24000:
        return ", tools < 24000" if tools >= 17000 else ", tools < 17000"
    height = frame.get("height") if frame is not None else None
    return ", tools 24xxx, %s tall" % height


def vertical_qualifying(scene, fields):
    """Fields held vertically by one position constraint and no height constraint."""
    arranged = set()
    for item in scene["items"]:
        arranged.update((item.get("stack") or {}).get("arrangedSubviews", []))
    position = collections.Counter()
    heights = set()
    for constraint in scene["constraints"]:
        if constraint.get("installed") and not all(constraint["installed"].values()):
            continue
        for end in (constraint["first"], constraint.get("second")):
            if not end:
                continue
            if end["attribute"] in VERTICAL_POSITION:
                position[end["item"]] += 1
            elif end["attribute"] == "height":
                heights.add(end["item"])
    for item in scene["items"]:
        field = fields.get(item["id"])
        if field is None or item.get("frame") is None or item.get("customClass") or item["id"] in arranged:
            continue
        if item["xcode"]["ambiguous"] or item["xcode"]["misplaced"] or item["translatesAutoresizingMaskIntoConstraints"]:
            continue
        if item["id"] in heights or position[item["id"]] != 1 or item["placeholderIntrinsicSize"]["height"] is not None:
            continue
        yield item, field


def collect(corpus, binary, platform=None):
    samples = []
    for rel, repository, fields, document in solved_documents(corpus, binary, lambda path: fields_of(path, platform)):
        for scene in document["scenes"]:
            if scene.get("conflicts"):
                continue
            picks = [("width", item, f) for item, f in qualifying(scene, fields)]
            picks += [("height", item, f) for item, f in vertical_qualifying(scene, fields)]
            for axis, item, field in picks:
                # UIKit text fields, pop-ups and segmented controls keep their stored heights.
                if axis == "height" and field["style"].startswith(("uikit none", "uikit roundedRect", "uikit line",
                                                                   "uikit bezel", "uikit segmented", "appkit popUp")):
                    continue
                size = item["contentSize"]
                if size["source"] != "text" or size[axis] is None:
                    continue
                samples.append({"axis": axis, "group": "%s, %s, %s" % (field["style"], field["shown"], axis),
                                "half": repository_half(repository), "repository": repository,
                                "error": size[axis] - item["frame"][axis], "where": "%s %s" % (rel, item["id"]),
                                "units": field.get("units", 1) if axis == "width" else 1})
    return samples


def within(rows, correction=0.0):
    """How many rows a correction per unit (a segment, else the control) brings within 1 pt."""
    return sum(abs(s["error"] + s["units"] * correction) <= 1.0 for s in rows)


def report(samples, fit):
    groups = collections.defaultdict(list)
    for s in samples:
        groups[s["group"]].append(s)
    print("| group | fields (A/B) | repos | within 1 pt (A / B) | median error (measured - stored) |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for name in sorted(groups):
        rows = groups[name]
        errs = [s["error"] for s in rows]
        a = [s for s in rows if s["half"] == "A"]
        b = [s for s in rows if s["half"] == "B"]
        repos = len({s["repository"] for s in rows})
        print("| %s | %d (%d/%d) | %d | %.1f%% (%d / %d) | %+.2f |" % (
            name, len(errs), len(a), len(b), repos, 100.0 * within(rows) / len(errs), within(a), within(b),
            statistics.median(errs)))
        if fit and a and b:
            ca = -statistics.median([s["error"] / s["units"] for s in a])
            cb = -statistics.median([s["error"] / s["units"] for s in b])
            print("|   fit on A (%+.2f), check on B | | | %d of %d | |" % (ca, within(b, ca), len(b)))
            print("|   fit on B (%+.2f), check on A | | | %d of %d | |" % (cb, within(a, cb), len(a)))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", nargs="?", default=os.path.join(HERE, "..", "..", "shared", "corpus"))
    parser.add_argument("--binary", default=None)
    parser.add_argument("--build-dir", default=None)
    parser.add_argument("--fit", action="store_true", help="fit a correction per group on one half, check on the other")
    parser.add_argument("--examples", type=int, default=0, help="list this many fields per group")
    parser.add_argument("--platform", choices=["macOS", "iOS"], help="only files of this platform (iOS: every UIKit one)")
    args = parser.parse_args()
    samples = collect(args.corpus, default_binary(args), args.platform)
    report(samples, args.fit)
    if args.examples:
        for group in sorted({s["group"] for s in samples}):
            rows = [s for s in samples if s["group"] == group][:args.examples]
            for s in rows:
                print("%s  %+.2f  %s" % (group, s["error"], s["where"]))


if __name__ == "__main__":
    main()
